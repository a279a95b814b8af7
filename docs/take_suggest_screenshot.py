"""Grab the Estimate balance dialog's "Suggest a fix" tab after a real search, offscreen, into
docs/screenshots/balance-suggest.png (run: python3 docs/take_suggest_screenshot.py [SAMPLE.json]).

The editor opens a shipped sample (by default "Breakout over Côte 112", whose attacker wins about a
third of its games), Scenario > Estimate balance is opened with at most GAMES games per run on two
worker processes (ai:normal on both sides), the "Suggest a fix" tab is clicked, then its button; the
dialog is grabbed once the three best edits are measured, and the list is printed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from balance_shots import OUT, SCENARIOS, balance_dialog, click_tab, grab

SAMPLE = SCENARIOS / "breakout-cote-112.json"
GAMES = 30


def main() -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    with balance_dialog(Path(sys.argv[1]) if len(sys.argv) > 1 else SAMPLE, GAMES) as dialog:
        view = dialog.suggest
        click_tab(dialog, dialog.result_tabs.indexOf(view))
        QTest.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
        while view.running:
            QTest.qWait(200)
        grab(dialog, "balance-suggest.png")
        print(view.label.text())
        for index in range(view.list.topLevelItemCount()):
            item = view.list.topLevelItem(index)
            print(" | ".join(item.text(column) for column in range(4)))
    print(f"wrote {OUT / 'balance-suggest.png'}")


if __name__ == "__main__":  # the games' worker processes import this file again: only the parent shoots
    main()
