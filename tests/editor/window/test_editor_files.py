"""Drafts: save (atomic, canonical), open, the unsaved-changes question, new scenarios (issue 4)."""

from PySide6.QtCore import Qt

from core.scenario import BoardRef
from core.scenario.edit_units import place_unit
from core.scenario.io import dumps, load
from core.userdirs import UserFolders
from editor.battle_generator.dialog import generator_available
from editor.commands import SetSmoke
from editor.palette.entry import EntryKind, PaletteEntry
from editor.window.new_scenario_dialog import NewScenarioChoice, NewScenarioDialog
from editor.window.prompts import UnsavedAnswer


def test_save_then_open_gives_back_the_same_scenario(make_window, click_hex, qtbot, tiny_scenario):
    window = make_window(place_unit(tiny_scenario, "allied", "b7:B3", "us.m4a1"))
    window.palette_dock.select_entry(PaletteEntry(EntryKind.UNIT, "ger.rifle_squad", "Rifle squad"))
    click_hex(window, "b7:E2")
    assert window.document.dirty and window.isWindowModified()
    target = UserFolders.default().draft / "Tiny test.json"
    window.prompts.save_answer = target
    qtbot.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert window.prompts.asked == ["save"]
    assert not window.document.dirty and not window.isWindowModified()
    saved = window.document.scenario
    assert load(target) == saved
    assert target.read_text(encoding="utf-8") == dumps(saved)
    assert window.close_document()
    assert window.pages.currentWidget() is window.start_page
    assert window.start_page.scenarios.count() == 1  # the draft is listed on the start page
    window.prompts.open_answer = target
    qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert window.document.scenario == saved
    assert window.document.path == target
    assert set(window.scene.hex_items) == {"b7:B3", "b7:E2"}
    qtbot.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert window.prompts.asked == ["save", "open"]  # it has a file now: no question


def test_closing_with_unsaved_changes_asks_first(make_window, tiny_scenario):
    window = make_window(place_unit(tiny_scenario, "allied", "b7:B3", "us.rifle_squad"))
    window.document.push(SetSmoke(window.document, "b7:C3", 1))
    window.prompts.unsaved_answer = UnsavedAnswer.CANCEL
    assert not window.close()
    assert window.isVisible() and window.prompts.asked == ["unsaved"]
    window.prompts.unsaved_answer = UnsavedAnswer.SAVE
    window.prompts.save_answer = None  # the user then cancels the file dialog
    assert not window.close_document()
    assert window.document is not None
    window.prompts.unsaved_answer = UnsavedAnswer.DISCARD
    assert window.close()


def test_a_clean_document_closes_without_a_question(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    assert window.close_document()
    assert window.prompts.asked == []


def test_a_broken_file_is_reported_not_opened(make_window, tmp_path):
    window = make_window()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "title": ""}', encoding="utf-8")
    assert not window.open_path(bad)
    assert window.document is None and "bad.json" in window.prompts.errors[0]


def test_new_scenario_from_the_dialogs_choice(make_window, qtbot):
    window = make_window()
    window.prompts.new_choice = NewScenarioChoice("Tiny battle", (BoardRef(7, True),), "gb")
    window.start_page.buttons["new"].click()
    scenario = window.document.scenario
    assert (scenario.title, scenario.boards, scenario.allied.nationality) == ("Tiny battle", (BoardRef(7, True),), "gb")
    assert window.palette_dock.units.nationality.currentData() == "gb"
    assert window.pages.currentWidget() is window.view
    assert window.start_page.buttons["generate"].isEnabled() == generator_available()


def test_the_dialog_arranges_turns_and_previews_boards(qtbot):
    from core.boards.library import standard_boards

    boards = standard_boards()
    dialog = NewScenarioDialog(boards)
    qtbot.addWidget(dialog)
    first, second = sorted(boards)[:2]
    assert dialog.arrangement == [BoardRef(first)]
    assert not dialog.preview.pixmap().isNull()
    dialog.available.setCurrentRow(1)
    dialog.add_board()
    dialog.turn_board()  # the newly added board is current
    dialog.placed.setCurrentRow(1)
    dialog.move_board(-1)
    assert dialog.arrangement == [BoardRef(second, True), BoardRef(first)]
    wide = dialog.preview.pixmap().width()
    dialog.remove_board()
    assert dialog.choice().boards == (BoardRef(first),)
    assert dialog.preview.pixmap().width() < wide
    dialog.remove_board()
    assert dialog.choice().boards == ()
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()


def test_a_board_twice_is_refused_in_the_dialog(qtbot):
    """Hex names carry the board number, so a board is used once per battlefield."""
    from core.boards.library import standard_boards

    dialog = NewScenarioDialog(standard_boards())
    qtbot.addWidget(dialog)
    dialog.add_board()
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    assert "only once" in dialog.status.text()


def test_closing_and_opening_again_after_the_event_loop_ran(make_window, qtbot, tiny_scenario):
    """The old document is deleted by the event loop before the next one opens."""
    window = make_window(tiny_scenario)
    target = UserFolders.default().draft / "again.json"
    window.prompts.save_answer = target
    assert window.save_as()
    assert window.close_document()
    qtbot.wait(20)
    assert window.open_path(target)
    assert window.problems.codes() == ["side.no-units", "side.no-units"]  # the empty scenario's only problems, once each
