"""The mouse section of the shortcut sheet: what a click, a drag, the wheel and a right click do.

Mouse gestures are not actions, so they cannot be read from the window as the keys
are; they are written here, beside the sheet, and tests/editor/window/test_help_menu.py
does each gesture it lists on a real window and checks it does what the row says.
"""

from __future__ import annotations

from editor.help.shortcuts import ShortcutRow
from editor.i18n import tr, tr_noop

MAP = tr_noop("Mouse on the scenario map")
STACK = tr_noop("Mouse in the stack editor")
BOARD = tr_noop("Mouse in the board editor")

# (group, gesture, what it does): in the order a new user meets them
MOUSE_ROWS = (
    (MAP, tr_noop("Click"), tr_noop("Select a hex: the stack editor shows its pieces")),
    (MAP, tr_noop("Click near a side of the selected hex"), tr_noop("Face its units and guns towards that side")),
    (MAP, tr_noop("Drag a stack"), tr_noop("Move the stack to the hex where you let go")),
    (MAP, tr_noop("Right click"), tr_noop("The hex's menu: rotate, delete, smoke, objective …")),
    (MAP, tr_noop("Click, with a palette entry chosen"), tr_noop("Place it in the hex")),
    (MAP, tr_noop("Right click, while placing or probing"), tr_noop("Stop placing (or probing line of sight)")),
    (MAP, tr_noop("Click, with the line of sight probe"), tr_noop("See from that hex; point at another to see the line")),
    (MAP, tr_noop("Wheel"), tr_noop("Zoom in or out")),
    (MAP, tr_noop("Middle drag, or Space + drag"), tr_noop("Pan the map")),
    (MAP, tr_noop("Rest the pointer on a hex"), tr_noop("Everything in the hex, in a tooltip")),
    (STACK, tr_noop("Click a counter"), tr_noop("Pick it: R, Shift+R and Delete then act on it")),
    (STACK, tr_noop("Right click a counter"), tr_noop("Its menu")),
    (STACK, tr_noop("Drag a counter or a palette entry onto a slot"), tr_noop("Load, carry or unload, as the slot says")),
    (BOARD, tr_noop("Click or drag"), tr_noop("Paint with the chosen brush: one undo step per stroke")),
    (BOARD, tr_noop("Drag, with a hexside or road brush"), tr_noop("Draw along the sides or centres the pointer passes")),
    (BOARD, tr_noop("Drag, with a selection brush"), tr_noop("Select hexes to copy, paste or turn")),
    (BOARD, tr_noop("Wheel"), tr_noop("Zoom in or out")),
)


def mouse_rows() -> list[ShortcutRow]:
    return [ShortcutRow(tr(group), tr(what), (tr(gesture),)) for group, gesture, what in MOUSE_ROWS]
