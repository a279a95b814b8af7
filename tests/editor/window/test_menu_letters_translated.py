"""The menus' underlined letters in each translation: within one menu (and within the menu bar) no
two entries share a letter, so Alt+letter and then the letter chooses at once, in French, German,
Spanish and Russian as in English (checked here too; the View menu's own test is
test_view_menu_letters.py). The windows are built in the language, as a user who chose it in
Settings > Language sees them. In the test run, the buttons a person sees at the same time (the
bottom bar's, the replay bar's, the units' popup's) and the menu bar share no letter either."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QMenuBar, QWidget

from core.game.actions import EndMove, ExitMap
from editor.help.shortcuts import plain_text
from editor.i18n import install_language, tr
from editor.testrun.segment_replay import BACK_TEXT, NEXT_TEXT
from editor.testrun.setup import Mode
from editor.testrun.unit_popup import MOVE_TEXT, SELECT_TEXT
from tests.editor.testrun.conftest import duel
from tests.editor.testrun.dialog_start import Picks, start_from_dialog
from tests.editor.window.test_view_menu_letters import letter

LANGUAGES = ("fr", "de", "es", "ru")
WITH_ENGLISH = ("en", *LANGUAGES)


def clashes(title: str, texts: list[str]) -> list[str]:
    """'menu: letter -> entries' for each letter two or more entries of one menu share."""
    by_letter: dict[str, list[str]] = {}
    for text in texts:
        key = letter(text)
        if key is not None:
            by_letter.setdefault(key, []).append(plain_text(text))
    return [f"{title}: {key} -> {names}" for key, names in sorted(by_letter.items()) if len(names) > 1]


def menu_clashes(title: str, menu: QMenu) -> list[str]:
    """The clashes of `menu` and of each submenu inside it, each menu on its own."""
    actions = [a for a in menu.actions() if not a.isSeparator()]
    found = clashes(title, [a.text() for a in actions])
    for action in actions:
        if action.menu() is not None:
            found += menu_clashes(f"{title} > {plain_text(action.text())}", action.menu())
    return found


def menu_bar_clashes(window: QWidget) -> list[str]:
    """The clashes of the window's menu bar (Alt+letter: no button of the window may take a menu's
    letter, or Alt+letter becomes ambiguous and opens nothing) and of every menu in it."""
    bar = window.findChild(QMenuBar)
    menus = [a for a in bar.actions() if a.menu() is not None]
    found = clashes("menu bar", [a.text() for a in menus])
    bar_letters = {letter(a.text()) for a in menus} - {None}
    for button in window.findChildren(QAbstractButton):  # shown or not yet: the unit popup's, the bottom bar's
        if letter(button.text()) in bar_letters:
            found.append(f"menu bar and button: {letter(button.text())} -> {plain_text(button.text())}")
    for action in menus:
        found += menu_clashes(plain_text(action.text()), action.menu())
    return found


def shown_together_clashes(run: QWidget) -> list[str]:
    """The test run's buttons a person sees at the same time, situation by situation: Alt+letter
    presses the button of the letter only while no other button or menu shown shares it. The menu
    bar, Save log and Back to the editor are always there; a unit's popup opens only with no stack moving (End Move and
    Exit the map need one), never during the replay; the replay's offer hides while it runs; the
    phase buttons are taken all together (the engine's list decides, not the window)."""
    bar, replay, popup = run.bar, run.replay.bar, run.aids.unit_select.popup
    menus = [a.text() for a in run.findChild(QMenuBar).actions() if a.menu() is not None]
    always = [*menus, bar.save_log.text(), bar.back.text()]
    phase = [button.text() for button in bar.buttons.values()]
    not_moving = [b.text() for kind, b in bar.buttons.items() if kind not in (EndMove, ExitMap)]
    in_popup = [b.text() for b in (popup.all_button, popup.none_button, popup.assault, popup.smoke,
                                   popup.split_button, popup.combine_button, popup.swap_button, popup.close_button)]
    situations = {
        "units' popup, Movement Phase": always + not_moving + in_popup + [tr(MOVE_TEXT), replay.start.text()],
        "units' popup, other phases": always + not_moving + in_popup + [tr(SELECT_TEXT), replay.start.text()],
        "a stack moving": always + phase + [replay.start.text()],
        "replaying": always + phase + [tr(NEXT_TEXT), replay.done.text()],
        "replayed to the end": always + phase + [tr(BACK_TEXT), replay.done.text()],
    }
    return [clash for title, texts in situations.items() for clash in clashes(title, texts)]


@pytest.fixture
def language(request, qapp, make_window):
    """The translation installed before the windows are built (compiled into the test's own user
    folder, which make_window sets); English again afterwards. English is no translation: the
    source texts themselves."""
    installed = install_language(qapp, request.param)
    assert installed == (None if request.param == "en" else request.param)
    yield request.param
    install_language(qapp, "en")


@pytest.mark.parametrize("which", ["editor", "test run"])
@pytest.mark.parametrize("language", WITH_ENGLISH, indirect=True)
def test_each_menu_s_underlined_letters_are_its_own_in_each_language(language, which, make_window, qtbot):
    window = make_window(duel())
    if which == "test run":
        window = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT))  # the real start dialog, in the language
        assert shown_together_clashes(window) == []
    assert menu_bar_clashes(window) == []


def press(qtbot, widget: QWidget, char: str, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the keyboard sends it: the key code and its text (a Cyrillic letter has both too)."""
    QTest.sendKeyEvent(QTest.KeyAction.Click, widget, Qt.Key(ord(char.upper())), char, modifier)


@pytest.mark.parametrize("which", ["editor", "test run"])
@pytest.mark.parametrize("language", WITH_ENGLISH, indirect=True)
def test_alt_and_two_letters_show_the_mini_map_in_each_language(language, which, make_window, qtbot):
    """The keys a user presses: Alt and the View menu's letter open it (no button shares the letter),
    the Mini-map's letter toggles it at once (no other entry shares it, which would only move the
    highlight)."""
    window = make_window(duel())
    if which == "test run":
        window = start_from_dialog(qtbot, window, Picks(Mode.HOTSEAT))  # the real start dialog, in the language
    mini_map = window.findChild(QAction, "map_mini_map_action")
    bar = window.findChild(QMenuBar)
    [view] = [a for a in bar.actions() if a.menu() is not None and mini_map in a.menu().actions()]
    was = mini_map.isChecked()
    press(qtbot, window, letter(view.text()), Qt.KeyboardModifier.AltModifier)
    assert QApplication.activePopupWidget() is view.menu()
    press(qtbot, view.menu(), letter(mini_map.text()))
    assert QApplication.activePopupWidget() is None and mini_map.isChecked() is not was
