"""Grab the Estimate balance dialog's "Skill and luck" tab, offscreen, into docs/screenshots/
(run: python3 docs/take_skill_luck_screenshot.py).

The editor opens the shipped sample "The Crossroads at Saint-Aubin", Scenario >
Estimate balance plays 40 games on two worker processes (ai:normal on both sides,
every game: the stopping rule unticked), the "Skill and luck" tab is clicked,
Measure plays 20 games per figure, and the dialog is grabbed
(balance-skill-luck.png). The figures are those of
`vvs balance maps/scenarios/saint-aubin-crossroads.json --games 40 --explain --explain-games 20`.
"""

from __future__ import annotations

from balance_shots import OUT, SCENARIOS, balance_dialog, click_tab, grab, play_to_the_end

SAMPLE = SCENARIOS / "saint-aubin-crossroads.json"
GAMES, PER_FIGURE = 40, 20


def main() -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    with balance_dialog(SAMPLE, GAMES, decide=False) as dialog:
        play_to_the_end(dialog)
        click_tab(dialog, 2)
        view = dialog.probes
        view.count.setValue(PER_FIGURE)
        QTest.mouseClick(view.measure_button, Qt.MouseButton.LeftButton)
        while view.running:
            QTest.qWait(100)
        assert view.findings is not None and not view.findings.interrupted, view.text.text()
        grab(dialog, "balance-skill-luck.png")
        print("\n".join(view.findings.lines()))
    print(f"wrote {OUT / 'balance-skill-luck.png'}")


if __name__ == "__main__":  # the games' worker processes import this file again: only the parent shoots
    main()
