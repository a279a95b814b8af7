"""Help: the shortcut sheet lists every action with a key, the guide, and About with each library's licence."""

from importlib import metadata

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from editor.help.licences import libraries, program_version
from editor.help.shortcuts import key_names, plain_text


def _help_menu(window) -> QMenu:  # type: ignore[no-untyped-def]
    return window.findChild(QMenu, "help_menu")


def test_the_help_menu_is_last_and_holds_the_three_pages(make_window):
    window = make_window()
    assert window.menuBar().actions()[-1].menu() is _help_menu(window)
    texts = [plain_text(a.text()) for a in _help_menu(window).actions() if not a.isSeparator()]
    assert texts == ["Keyboard shortcuts", "Placing units and problems", "About V&V Scenario Studio"]


def test_every_action_with_a_key_is_on_the_shortcut_sheet(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    sheet = window.help.show_shortcuts()
    text = sheet.text()
    with_keys = [a for a in window.findChildren(QAction) if key_names(a)]
    assert len(with_keys) >= 20
    for action in with_keys:
        assert plain_text(action.text()) in text, action.text()
        for key in key_names(action):
            assert key in text, (action.text(), key)
    assert "Edit" in text and "Toolbar" in text  # grouped by menu; Select and Place are on the toolbar only


def test_a_new_action_shows_up_on_the_sheet_without_editing_a_list(make_window):
    window = make_window()
    action = QAction("Count the hedgerows", window)
    action.setShortcut("Ctrl+Alt+H")
    window.addAction(action)
    assert "Count the hedgerows" in window.help.show_shortcuts().text()


def test_the_keys_open_the_pages(make_window, qtbot):
    window = make_window()
    window.help.shortcuts_action.trigger()
    assert window.help.pages["shortcuts"].isVisible()
    window.help.guide_action.trigger()
    guide = window.help.pages["guide"].text()
    assert "Placing units" in guide and "Problems" in guide and "Click a line" in guide


def test_about_names_the_version_and_every_librarys_licence(make_window):
    window = make_window()
    text = window.help.show_about().text()
    assert program_version() in text and program_version() != "unknown"
    names = {library.name.lower() for library in libraries()}
    assert {"pyside6", "jsonschema", "platformdirs", "tqdm", "shiboken6"} <= names
    for library in libraries():
        assert library.name in text and library.version in text and library.licence in text
    assert metadata.version("PySide6") in text


def test_about_without_package_metadata_says_so():
    from editor.help.about import about_html

    text = about_html("9.9.9", [])
    assert "9.9.9" in text and "metadata" in text
