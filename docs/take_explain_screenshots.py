"""Grab the Estimate balance dialog's "Where and why" tab and the `--explain --plot` heat map,
offscreen, into docs/screenshots/ (run: python3 docs/take_explain_screenshots.py).

The editor opens the shipped sample "The Crossroads at Saint-Aubin" (three
objectives), Scenario > Estimate balance plays 60 games on two worker processes
(ai:normal on both sides), the "Where and why" tab is clicked and the dialog is
grabbed (balance-why.png); the same run's map is written as
`vvs balance --explain --plot` writes it (balance-heat-map.png), and its
explanation is printed as `vvs balance --explain` prints it. Then Show on the map is clicked and
the editor's window is grabbed with the heat on its own map (balance-heat-overlay.png).
"""

from __future__ import annotations

from balance_shots import OUT, SCENARIOS, balance_dialog, click_tab, grab, play_to_the_end

SAMPLE = SCENARIOS / "saint-aubin-crossroads.json"
GAMES = 60


def main() -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from core.balance.explain import Explanation
    from editor.balance.plot import write_heat_map

    with balance_dialog(SAMPLE, GAMES) as dialog:
        play_to_the_end(dialog)
        click_tab(dialog, 1)
        grab(dialog, "balance-why.png")
        write_heat_map(dialog.runner.run, OUT / "balance-heat-map.png")
        print("\n".join(Explanation.of(dialog.runner.run.records).lines()))
        QTest.mouseClick(dialog.why.on_map_button, Qt.MouseButton.LeftButton)
        dialog.close()
        window = dialog.parentWidget()
        window.view.set_zoom(0.8)
        window.view.centre_on_hex("b1:H5")
        grab(window, "balance-heat-overlay.png")
    print(f"wrote {OUT / 'balance-why.png'}, {OUT / 'balance-heat-map.png'} and {OUT / 'balance-heat-overlay.png'}")


if __name__ == "__main__":  # the games' worker processes import this file again: only the parent shoots
    main()
