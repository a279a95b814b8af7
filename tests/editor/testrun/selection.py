"""Helpers for the unit selection popup: open it with a click on the map, check units, press its buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt


def open_popup(qtbot, run, click_board, hex_name):
    """A click on the hex; the popup of its units is open afterwards."""
    click_board(run, hex_name)
    popup = run.aids.unit_select.popup
    qtbot.waitUntil(popup.isVisible)
    return popup


def card(popup, unit_id):
    return next(c for c in popup.cards if c.unit_id == unit_id)


def check_only(qtbot, popup, ids):
    """None, then a click on each card wanted, as a player does."""
    qtbot.mouseClick(popup.none_button, Qt.MouseButton.LeftButton)
    for unit_id in ids:
        qtbot.mouseClick(card(popup, unit_id), Qt.MouseButton.LeftButton)


def start_move(qtbot, run, click_board, hex_name, ids=None):
    """Open the popup on the hex, check `ids` (None: as it opens) and press Move."""
    popup = open_popup(qtbot, run, click_board, hex_name)
    if ids is not None:
        check_only(qtbot, popup, ids)
    assert popup.confirm.isEnabled(), popup.note.text()
    qtbot.mouseClick(popup.confirm, Qt.MouseButton.LeftButton)
    assert run.state.moving is not None
