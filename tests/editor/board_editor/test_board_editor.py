"""The board editor (issue 16): a small board drawn through the tools with the real mouse,
saved into Boards/, a scenario started on it, units placed, a package exported."""

import shutil

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QMessageBox

from core.boards.board import load_board
from core.hexes import Offset, parse_offset_name
from core.package import read_package
from core.scenario import BoardRef
from editor.board_editor.new_board_dialog import NewBoardChoice, NewBoardDialog
from editor.board_editor.tools import Brush, Tool
from editor.palette.entry import EntryKind, PaletteEntry
from editor.window.new_scenario_dialog import NewScenarioChoice, NewScenarioDialog


def point(editor, name: str, towards: int | None = None) -> QPoint:
    """Where a hex (or, with `towards`, the inner part of one of its sides) is in the canvas."""
    layout = editor.canvas.item.layout
    h = parse_offset_name(name).to_hex()
    x, y = layout.to_pixel(h)
    if towards is not None:
        nx, ny = layout.to_pixel(h.neighbor(towards))
        x, y = x + (nx - x) * 0.4, y + (ny - y) * 0.4
    return editor.canvas.mapFromScene(QPointF(x, y))


def stroke(qtbot, editor, names, towards=None):
    """Press on the first hex, drag over the others, release on the last: one stroke."""
    viewport = editor.canvas.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point(editor, names[0], towards))
    for name in names[1:]:
        qtbot.mouseMove(viewport, point(editor, name, towards))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point(editor, names[-1], towards))


def open_editor(window, qtbot, number=9, columns=7, rows=4):
    editor = window.board_editor.new_board(NewBoardChoice(number, "Drawn", columns, rows))
    editor.ask_unsaved = lambda: QMessageBox.StandardButton.Discard  # never a modal question in a test
    qtbot.addWidget(editor)
    qtbot.waitExposed(editor)
    editor.canvas.resetTransform()
    editor.canvas.centerOn(editor.canvas.item.boundingRect().center())
    return editor


def o(name):
    return parse_offset_name(name)


def test_draw_save_use_in_a_scenario_and_export(make_window, qtbot, click_hex):
    window = make_window()
    editor = open_editor(window, qtbot)
    document = editor.document
    assert document.valid and "(valid)" in editor.windowTitle()

    editor.brushes.choose(Brush(Tool.TERRAIN, "woods"))
    stroke(qtbot, editor, ["C2", "C3", "D3"])
    assert {h for h, t in document.board.terrain.items() if t == "woods"} == {o("C2"), o("C3"), o("D3")}
    assert document.undo_stack.count() == 1  # a stroke is one command, however many hexes

    editor.brushes.choose(Brush(Tool.HEXSIDE, "wall"))
    stroke(qtbot, editor, ["E2"], towards=3)  # E2's south side
    assert document.board.hexsides == {(o("E3"), 0): "wall"}

    editor.brushes.choose(Brush(Tool.ROAD))
    stroke(qtbot, editor, ["A1", "B1", "C1", "D1", "E1", "F1", "G1"])
    assert len(document.board.road_links) == 6

    editor.brushes.choose(Brush(Tool.LEVEL, "1"))
    stroke(qtbot, editor, ["D2"])
    assert document.board.elevation[o("D2")] == 1 and document.undo_stack.count() == 4

    editor.undo_action.trigger()
    assert document.board.elevation[o("D2")] == 0
    editor.redo_action.trigger()
    assert document.board.elevation[o("D2")] == 1

    editor.brushes.choose(Brush(Tool.TERRAIN, "woods"))  # woods on an edge hex: a live problem
    stroke(qtbot, editor, ["A3"])
    assert [editor.problems.list.item(i).text().split(":")[0] for i in range(editor.problems.list.count())] == ["A3"]
    assert "draft" in editor.windowTitle()
    editor.problems.list.itemClicked.emit(editor.problems.list.item(0))
    assert editor.canvas.item.selection == {o("A3")}  # clicking the problem picks its hex
    editor.undo_action.trigger()
    assert document.valid and editor.problems.codes() == []

    editor.save_action.trigger()
    saved = window.folders.boards / "Drawn.json"
    assert load_board(saved) == document.board and document.undo_stack.isClean()
    assert 9 in window.boards  # offered to new scenarios at once
    dialog = NewScenarioDialog(window.boards)
    qtbot.addWidget(dialog)
    assert any("Drawn" in dialog.available.item(i).text() for i in range(dialog.available.count()))

    window.prompts.new_choice = NewScenarioChoice("On my board", (BoardRef(9),), "us")
    window.new_scenario()
    assert window.document.scenario.boards == (BoardRef(9),)
    window.view.set_zoom(1.0)
    window.palette_dock.select_entry(PaletteEntry(EntryKind.UNIT, "us.rifle_squad", "Rifle squad"))
    click_hex(window, "b9:C3")
    window.palette_dock.select_entry(PaletteEntry(EntryKind.UNIT, "ger.rifle_squad", "Rifle squad"))
    click_hex(window, "b9:F2")
    scenario = window.document.scenario
    assert len(scenario.allied.stacks) == len(scenario.axis.stacks) == 1 and not window.document.problems

    target = window.folders.export / "On my board.zip"
    window.prompts.file_answer = target
    qtbot.keyClick(window.view, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    package = read_package(target)
    assert package.manifest["boards"] == ["boards/board-09.json"]  # the package carries the drawn board

    # the board that came with the package opens in the board editor
    assert window.close_document()
    shutil.copy(target, window.folders.import_ / target.name)
    shutil.move(saved, window.folders.root / "elsewhere.json")  # not from Boards/: from the package
    window.board_editor.refresh_boards()
    window.start_page.buttons["import_folder"].click()
    [outcome] = window.prompts.reports[-1]
    assert window.open_path(outcome.stored / "scenario.json")
    editor = window.board_editor.edit_scenario_board(9)
    assert editor.document.board.terrain[o("C3")] == "woods" and editor.document.board.number == 9


def test_a_board_with_problems_saves_as_a_draft_but_is_not_offered(make_window, qtbot):
    window = make_window()
    editor = open_editor(window, qtbot, number=11)
    editor.brushes.choose(Brush(Tool.HEXSIDE, "hedge"))
    stroke(qtbot, editor, ["G2"], towards=3)  # between two edge half hexes: cut by the seam
    assert editor.problems.codes() == ["board.seam-hexside"]
    editor.save_action.trigger()
    assert (window.folders.boards / "Drawn.json").is_file()
    assert 11 not in window.boards
    editor.brushes.choose(Brush(Tool.HEXSIDE, ""))
    stroke(qtbot, editor, ["G2"], towards=3)
    editor.save_action.trigger()
    assert 11 in window.boards
    editor.brushes.choose(Brush(Tool.TERRAIN, "marsh"))
    stroke(qtbot, editor, ["A1"])
    editor.save_action.trigger()  # saved over the same file: a draft again
    assert 11 not in window.boards
    reopened = window.board_editor.open_board(window.folders.boards / "Drawn.json")
    assert reopened.document.board.terrain[o("A1")] == "marsh" and reopened.problems.codes() == ["board.edge-hex"]


def test_fill_select_copy_paste_turn_and_place_names(make_window, qtbot):
    window = make_window()
    editor = open_editor(window, qtbot)
    document, canvas = editor.document, editor.canvas
    editor.brushes.choose(Brush(Tool.TERRAIN, "orchard"))
    stroke(qtbot, editor, ["C2"])
    editor.brushes.choose(Brush(Tool.FILL))
    stroke(qtbot, editor, ["E2"])  # the open ground round the orchard becomes orchard, but the edge half hexes
    assert document.board.terrain[o("E2")] == "orchard" and document.board.terrain[o("A1")] == "open"
    assert document.valid
    editor.undo_action.trigger()
    editor.brushes.choose(Brush(Tool.TERRAIN, "building"))
    stroke(qtbot, editor, ["C3"])
    editor.brushes.choose(Brush(Tool.SELECT_RECT))
    stroke(qtbot, editor, ["C2", "C3"])
    assert canvas.item.selection == {o("C2"), o("C3")}
    assert canvas.copy_selection()
    assert canvas.paste_clip(Offset(4, 1))  # E2
    assert document.board.terrain[o("E2")] == "orchard" and document.board.terrain[o("E3")] == "building"
    canvas.select({o("C2"), o("C3")})
    assert canvas.turn_selection()
    assert document.board.terrain[o("C2")] == "building" and document.board.terrain[o("C3")] == "orchard"
    editor.brushes.choose(Brush(Tool.SELECT_LASSO))
    stroke(qtbot, editor, ["B1", "D1", "D3", "B3", "B1"])
    assert o("C2") in canvas.item.selection
    canvas.ask_place_name = lambda hex_name, current: "Le Clos"
    editor.brushes.choose(Brush(Tool.PLACE_NAME))
    stroke(qtbot, editor, ["D2"])
    assert document.board.labels == ((o("D2"), "Le Clos"),)


def test_the_new_board_dialog_keeps_the_geomorphic_rules(qtbot):
    dialog = NewBoardDialog({1, 2, 3, 4})
    qtbot.addWidget(dialog)
    assert dialog.number.value() == 5 and dialog.columns.value() == 21 and dialog.rows.value() == 10
    dialog.columns.setValue(20)
    assert dialog.columns.value() % 2 == 1
    dialog.number.setValue(2)
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
