"""The test-run window's keys, for the Help shortcut sheet.

The window is its own top-level window, so its keys are not among the editor's actions
that the sheet lists. The bottom bar's keys come from its own table (PHASE_BUTTONS), the
others are listed here beside the code that binds them (a test checks that every key the
window binds is on the sheet).
"""

from __future__ import annotations

from editor.help.shortcuts import ShortcutRow, plain_text
from editor.i18n import tr, tr_noop
from editor.testrun.bottom_bar import OTHER_SNIPER_KEY, PHASE_BUTTONS

OTHER_KEYS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("Esc",), tr_noop("Clear the selection; leave line of sight or the replay")),
    (("L",), tr_noop("Line of sight")),
    ((OTHER_SNIPER_KEY,), tr_noop("Withdraw your sniper in the opponent's After-Action Phase")),
    (("R",), tr_noop("Replay the opponent's segment (again: the next action)")),
    (("+", "="), tr_noop("Zoom in")),
    (("-",), tr_noop("Zoom out")),
    (("Ctrl+0",), tr_noop("Readable counters, centred on the side to act")),
    (("F",), tr_noop("Fit the map to the window")),
    (tuple(str(n) for n in range(1, 10)), tr_noop("Asked about opportunity fire or casualties: take the answer of that row")),
    (("P",), tr_noop("Asked about opportunity fire: pass")),
)


def testrun_rows() -> list[ShortcutRow]:
    """One row per key of the test-run window, under its own heading."""
    group = tr("Test-run window")
    rows = [ShortcutRow(group, plain_text(tr(text)), (key,)) for _kind, _name, text, key in PHASE_BUTTONS if key]
    rows += [ShortcutRow(group, tr(text), keys) for keys, text in OTHER_KEYS]
    return rows
