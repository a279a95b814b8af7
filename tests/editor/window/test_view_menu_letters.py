"""The editor's View menu: each entry's underlined letter (Alt+V, then the letter) is its own, so the
letter chooses the entry at once instead of moving between entries that share it; the balance heat
map stands apart from the docks and the map's display switches."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from editor.help.shortcuts import plain_text


def letter(text: str) -> str | None:
    """The letter after a single `&` (a doubled `&&` is a plain ampersand)."""
    index = text.replace("&&", "__").find("&")
    return text[index + 1].lower() if 0 <= index < len(text) - 1 else None


def test_every_entry_of_the_view_menu_has_a_letter_of_its_own(make_window, tiny_scenario, qtbot):
    window = make_window(tiny_scenario)
    menu = window.findChild(QMenu, "view_menu")
    letters = [(letter(a.text()), plain_text(a.text())) for a in menu.actions() if not a.isSeparator()]
    taken = [key for key, _ in letters if key is not None]
    assert len(taken) == len(set(taken)), sorted(letters, key=lambda item: str(item[0]))

    zoom = window.view.zoom
    qtbot.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    assert QApplication.activePopupWidget() is menu
    qtbot.keyClick(menu, Qt.Key.Key_I)  # Zoom in, not also Hex ids
    assert QApplication.activePopupWidget() is None and window.view.zoom > zoom


def test_the_heat_map_has_separators_on_both_sides(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    actions = window.findChild(QMenu, "view_menu").actions()
    [index] = [i for i, a in enumerate(actions) if a.objectName() == "balance_heat_overlay_action"]
    assert actions[index - 1].isSeparator() and actions[index + 1].isSeparator()
