"""Grab the Estimate balance dialog and its chart, offscreen, into docs/screenshots/
(run: python3 docs/take_balance_screenshots.py).

The editor opens the shipped sample "Hedgerow duel", Scenario > Estimate balance
plays 100 games on two worker processes (ai:normal on both sides), and the
finished dialog is grabbed (balance-dialog.png); the same run's chart is
written as `vvs balance --plot` writes it (balance-plot.png).
"""

from __future__ import annotations

from balance_shots import OUT, SCENARIOS, balance_dialog, grab, play_to_the_end

SAMPLE = SCENARIOS / "hedgerow-duel.json"
GAMES = 100


def main() -> None:
    from editor.balance.plot import write_plot

    with balance_dialog(SAMPLE, GAMES) as dialog:
        play_to_the_end(dialog)
        grab(dialog, "balance-dialog.png")
        write_plot(dialog.runner.run, OUT / "balance-plot.png")
    print(f"wrote {OUT / 'balance-dialog.png'} and {OUT / 'balance-plot.png'}")


if __name__ == "__main__":  # the games' worker processes import this file again: only the parent shoots
    main()
