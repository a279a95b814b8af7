"""Help: the shortcut sheet lists every action with a key, the guide, and About with each library's licence."""

from importlib import metadata

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from editor.board_editor.new_board_dialog import NewBoardChoice
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


def _rows(sheet_text: str) -> list[str]:
    return [" ".join(line.split()) for line in sheet_text.splitlines() if line.strip()]


def test_undo_and_redo_keep_their_names_on_the_sheet_whatever_they_would_undo(make_window, tiny_scenario):
    from editor.commands.set_details import SetDetails

    window = make_window(tiny_scenario)
    document = window.document
    document.push(SetDetails(document, title="Renamed"))
    document.push(SetDetails(document, turns=3))  # a second step (the same field would merge)
    document.undo_stack.undo()
    undo, redo = window.menu_actions.undo, window.menu_actions.redo
    assert plain_text(undo.text()) != "Undo" and plain_text(redo.text()) != "Redo"  # they name the step
    rows = _rows(window.help.show_shortcuts().text())
    for name, action in (("Undo", undo), ("Redo", redo)):
        assert rows[rows.index(name) + 1] == " or ".join(key_names(action)), rows  # the row: its name, then its keys
    assert not any(row.startswith(plain_text(undo.text())) for row in rows)
    assert not any(row.startswith(plain_text(redo.text())) for row in rows)


def test_the_sheet_lists_the_board_editors_keys_in_a_section_of_their_own(make_window, qtbot):
    window = make_window()
    text = window.help.show_shortcuts().text()
    assert "Board editor" in text
    board_part = text[text.index("Board editor"):text.index("Mouse")]
    editor = window.board_editor.new_board(NewBoardChoice(9, "Drawn", 7, 4))
    qtbot.addWidget(editor)
    with_keys = [a for a in editor.findChildren(QAction) if key_names(a)]
    assert len(with_keys) >= 8
    for action in with_keys:
        assert plain_text(action.text()) in board_part, action.text()
        for key in key_names(action):
            assert key in board_part, (action.text(), key)
    main_part = text[:text.index("Board editor")]
    assert "Save board" not in main_part and "Turn selection 180°" not in main_part
    assert "Save board" in window.help.show_shortcuts().text()  # read from the open editor as well


def test_the_sheet_has_a_mouse_section_for_the_map_the_stack_editor_and_the_board_editor(make_window):
    text = make_window().help.show_shortcuts().text()
    mouse = text[text.index("Mouse"):]
    for group in ("Mouse on the scenario map", "Mouse in the stack editor", "Mouse in the board editor"):
        assert group in mouse
    for gesture in ("Click", "Drag a stack", "Right click", "Wheel", "Middle drag, or Space + drag",
                    "Click near a side of the selected hex", "Drag a counter or a palette entry onto a slot"):
        assert gesture in mouse, gesture


def _wheel(widget, steps: int) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(), QPoint(0, 120 * steps),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_what_the_mouse_section_says_the_wheel_and_the_right_click_do_they_do(make_window, tiny_scenario, qtbot, click_hex):
    """The sheet's gestures, done with the mouse: Wheel zooms the map and the board; Right click opens the hex menu."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication

    window = make_window(tiny_scenario)
    zoom = window.view.zoom
    _wheel(window.view.viewport(), 1)
    assert window.view.zoom > zoom
    _wheel(window.view.viewport(), -2)
    assert window.view.zoom < zoom

    menus = []

    def close_menu() -> None:
        popup = QApplication.activePopupWidget()
        if popup is None:
            QTimer.singleShot(20, close_menu)
            return
        menus.append([plain_text(a.text()) for a in popup.actions()])
        popup.close()

    QTimer.singleShot(20, close_menu)
    click_hex(window, "b7:C3", Qt.MouseButton.RightButton)
    qtbot.waitUntil(lambda: bool(menus))
    assert window.scene.selected_hex == "b7:C3" and menus[0]

    editor = window.board_editor.new_board(NewBoardChoice(9, "Drawn", 7, 4))
    qtbot.addWidget(editor)
    scale = editor.canvas.transform().m11()
    _wheel(editor.canvas.viewport(), 1)
    assert editor.canvas.transform().m11() > scale
