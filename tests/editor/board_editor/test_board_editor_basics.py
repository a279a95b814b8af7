"""The board editor's basics (issue 22), driven through its widgets: zoom keys and buttons with
a readout, the hovered hex in the status bar, the brush footprint and brush sizes, undo steps
that say what and where, fills that keep the edges legal, the eyedropper and rectangle fill."""

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QColor, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QToolBar, QToolButton
from test_board_editor import o, open_editor, point, stroke

from core.boards.edit import hexes_around
from editor.board_editor.tools import Brush, Tool

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def active_editor(window, qtbot, **size):
    editor = open_editor(window, qtbot, **size)
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)  # the keys are the window's shortcuts: they need it active
    return editor


def toolbar_button(editor, action) -> QToolButton:
    bar = editor.findChild(QToolBar, "board_toolbar")
    button = bar.widgetForAction(action)
    assert isinstance(button, QToolButton) and button.isVisible()
    return button


def hover(qtbot, editor, name, towards=None) -> None:
    """A mouse move over the canvas with no button down, as the mouse sends it (QTest's moves go
    through the cursor, which offscreen lands on the main window under the board editor)."""
    move(editor, QPointF(point(editor, name, towards)))
    assert editor.canvas.hover == o(name)


def move(editor, at: QPointF) -> None:
    viewport = editor.canvas.viewport()
    QApplication.sendEvent(viewport, QMouseEvent(QEvent.Type.MouseMove, at, viewport.mapToGlobal(at), Qt.MouseButton.NoButton,
                                                 Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))


def history(editor) -> list[str]:
    stack = editor.document.undo_stack
    return [stack.text(i) for i in range(stack.count())]


def test_zoom_keys_buttons_and_the_readout(make_window, qtbot):
    editor = active_editor(make_window(), qtbot)
    canvas, readout = editor.canvas, editor.controls.zoom_label
    assert readout.isVisible()
    qtbot.keyClick(canvas, Qt.Key.Key_1, CTRL)  # actual size
    assert canvas.zoom == 1.0 and readout.text() == "Zoom 100%"
    qtbot.keyClick(canvas, Qt.Key.Key_Plus)
    assert readout.text() == "Zoom 125%"
    qtbot.keyClick(canvas, Qt.Key.Key_Equal)
    assert readout.text() == "Zoom 156%"
    qtbot.keyClick(canvas, Qt.Key.Key_Minus)
    qtbot.keyClick(canvas, Qt.Key.Key_Minus)
    assert round(canvas.zoom, 3) == 1.0
    qtbot.keyClick(canvas, Qt.Key.Key_Equal, CTRL)
    assert readout.text() == "Zoom 125%"
    qtbot.keyClick(canvas, Qt.Key.Key_0, CTRL)  # fit: the whole board in the view
    board_rect = canvas.mapFromScene(canvas.item.boundingRect()).boundingRect()
    assert canvas.viewport().rect().adjusted(-2, -2, 2, 2).contains(board_rect)
    assert readout.text() == f"Zoom {round(canvas.zoom * 100)}%" and canvas.zoom > 1.0  # a small board fills the view
    qtbot.keyClick(canvas, Qt.Key.Key_1, CTRL)
    assert readout.text() == "Zoom 100%"
    qtbot.mouseClick(toolbar_button(editor, editor.controls.zoom_in), Qt.MouseButton.LeftButton)
    assert readout.text() == "Zoom 125%"
    qtbot.mouseClick(toolbar_button(editor, editor.controls.zoom_out), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(toolbar_button(editor, editor.controls.zoom_out), Qt.MouseButton.LeftButton)
    assert readout.text() == "Zoom 80%"
    for _ in range(12):
        qtbot.keyClick(canvas, Qt.Key.Key_Minus)
    assert readout.text() == "Zoom 25%"  # the floor: a board never shrinks to a dot
    at = QPointF(canvas.viewport().rect().center())
    wheel = QWheelEvent(at, canvas.viewport().mapToGlobal(at), QPoint(), QPoint(0, 120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(canvas.viewport(), wheel)  # the wheel zooms too, and the readout follows it
    assert readout.text() == "Zoom 29%"


def test_the_status_bar_says_the_hovered_hex_in_words(make_window, qtbot):
    editor = active_editor(make_window(), qtbot)
    editor.brushes.choose(Brush(Tool.TERRAIN, "woods"))
    stroke(qtbot, editor, ["C2"])
    editor.brushes.choose(Brush(Tool.LEVEL, "1"))
    stroke(qtbot, editor, ["C2"])
    editor.brushes.choose(Brush(Tool.HEXSIDE, "hedge"))
    stroke(qtbot, editor, ["C2"], towards=3)
    editor.brushes.choose(Brush(Tool.ROAD))
    stroke(qtbot, editor, ["B2", "C2"])
    hover(qtbot, editor, "C2")
    assert editor.hex_label.text() == "C2: Woods, Hill level 1 · hexsides: S Hedge · road: SW"
    hover(qtbot, editor, "E3")
    assert editor.hex_label.text() == "E3: Open ground, Ground level"
    editor.brushes.choose(Brush(Tool.TERRAIN, "orchard"))
    stroke(qtbot, editor, ["E3"])  # what is under the pointer changed: the status bar says so
    assert editor.hex_label.text() == "E3: Orchard, Ground level"


def test_the_footprint_marks_what_a_click_would_paint_at_each_brush_size(make_window, qtbot):
    editor = active_editor(make_window(), qtbot, columns=11, rows=6)
    canvas, footprint = editor.canvas, editor.canvas.footprint
    board = editor.document.board
    editor.brushes.choose(Brush(Tool.TERRAIN, "woods"))
    hover(qtbot, editor, "E3")
    assert footprint.hexes == (o("E3"),)
    neighbour = point(editor, "F3") + QPoint(10, 10)  # beside the centre dot
    before = canvas.viewport().grab().toImage().pixelColor(neighbour)
    qtbot.keyClick(canvas, Qt.Key.Key_2)
    assert editor.controls.size_action(2).isChecked() and canvas.brush_size == 2
    assert set(footprint.hexes) == set(hexes_around(board, o("E3"), 1)) and len(footprint.hexes) == 7
    qtbot.waitUntil(lambda: canvas.viewport().grab().toImage().pixelColor(neighbour) != before)  # drawn: tinted
    tinted = canvas.viewport().grab().toImage().pixelColor(neighbour)
    assert QColor(tinted).lightness() > QColor(before).lightness()
    qtbot.keyClick(canvas, Qt.Key.Key_BracketRight)
    assert canvas.brush_size == 3 and len(footprint.hexes) == 19
    qtbot.keyClick(canvas, Qt.Key.Key_BracketRight)
    assert canvas.brush_size == 3  # no size 4
    qtbot.keyClick(canvas, Qt.Key.Key_BracketLeft)
    assert canvas.brush_size == 2
    hover(qtbot, editor, "F4")
    assert set(footprint.hexes) == set(hexes_around(board, o("F4"), 1))
    stroke(qtbot, editor, ["F4"])  # the click paints exactly what was marked, as one undo step
    assert {h for h, t in editor.document.board.terrain.items() if t == "woods"} == set(footprint.hexes)
    qtbot.keyClick(canvas, Qt.Key.Key_Z, CTRL)
    assert set(editor.document.board.terrain.values()) == {"open"}
    stroke(qtbot, editor, ["C3", "D3", "E3", "F3"])  # a wide stroke, still one step
    assert editor.document.undo_stack.count() == 1
    qtbot.keyClick(canvas, Qt.Key.Key_Z, CTRL)
    assert set(editor.document.board.terrain.values()) == {"open"}
    qtbot.mouseClick(toolbar_button(editor, editor.controls.size_action(1)), Qt.MouseButton.LeftButton)
    assert canvas.brush_size == 1 and footprint.hexes == (o("F3"),)  # where the last stroke left the pointer
    qtbot.keyClick(canvas, Qt.Key.Key_3)
    assert canvas.brush_size == 3

    editor.brushes.choose(Brush(Tool.HEXSIDE, "hedge"))
    hover(qtbot, editor, "E3", towards=3)
    assert footprint.hexes == () and footprint.side == (o("E3"), 3)
    hover(qtbot, editor, "A1", towards=0)  # the board's outer edge: no side to draw, none marked
    assert footprint.side is None
    editor.brushes.choose(Brush(Tool.FILL))
    hover(qtbot, editor, "E4")  # a fill marks the region it floods, without the edge half hexes
    assert set(footprint.hexes) == {h for h in board.terrain if h.col not in (0, 10)}
    move(editor, QPointF(2, 2))  # off the board: nothing marked, nothing in the status bar
    assert canvas.hover is None and footprint.hexes == () and editor.hex_label.text() == ""


def test_undo_steps_say_what_and_where(make_window, qtbot):
    editor = active_editor(make_window(), qtbot, columns=11, rows=6)
    editor.brushes.choose(Brush(Tool.TERRAIN, "woods"))
    stroke(qtbot, editor, ["D3", "E3", "F3"])
    stroke(qtbot, editor, ["H2"])
    qtbot.keyClick(editor.canvas, Qt.Key.Key_2)
    stroke(qtbot, editor, ["H4"])  # H4 and the 6 hexes round it
    editor.brushes.choose(Brush(Tool.HEXSIDE, "hedge"))
    stroke(qtbot, editor, ["C4", "D4", "E4"], towards=0)
    editor.brushes.choose(Brush(Tool.FILL))
    stroke(qtbot, editor, ["J2"])
    editor.brushes.choose(Brush(Tool.ROAD))
    stroke(qtbot, editor, ["A1", "B1", "C1"])
    assert history(editor) == [
        "Woods on 3 hexes around E3",
        "Woods at H2",
        "Woods on 7 hexes around H4",
        "Hedge on 3 hexsides near D4",
        "Fill: Woods, 38 hexes from J2",
        "Road from A1 to C1",
    ]
    for _ in range(6):
        qtbot.keyClick(editor.canvas, Qt.Key.Key_Z, CTRL)
    assert set(editor.document.board.terrain.values()) == {"open"} and not editor.document.board.hexsides


def test_fill_keeps_the_edge_half_hexes_legal_unless_told(make_window, qtbot):
    editor = active_editor(make_window(), qtbot, columns=21, rows=10)
    editor.canvas.fit()
    editor.brushes.choose(Brush(Tool.TERRAIN, "woods"))
    stroke(qtbot, editor, ["K5"])
    editor.brushes.choose(Brush(Tool.TERRAIN, "crop"))
    editor.brushes.choose(Brush(Tool.FILL))
    keep = editor.controls.keep_edges
    assert keep.isChecked()  # on by default
    stroke(qtbot, editor, ["C3"])
    assert editor.document.valid and editor.problems.codes() == []
    assert editor.document.board.terrain[o("A3")] == "open" and editor.document.board.terrain[o("B3")] == "crop"
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Z, CTRL)
    qtbot.mouseClick(toolbar_button(editor, keep), Qt.MouseButton.LeftButton)
    assert not keep.isChecked()
    stroke(qtbot, editor, ["C3"])
    assert editor.problems.codes() == ["board.edge-hex"] * 20  # the old flood: both edge columns to repaint


def test_the_eyedropper_picks_the_terrain_under_the_pointer(make_window, qtbot):
    editor = active_editor(make_window(), qtbot)
    viewport = editor.canvas.viewport()
    editor.brushes.choose(Brush(Tool.TERRAIN, "orchard"))
    stroke(qtbot, editor, ["C2"])
    editor.brushes.choose(Brush(Tool.LEVEL, "2"))
    stroke(qtbot, editor, ["D3"])
    editor.brushes.choose(Brush(Tool.TERRAIN, "woods"))
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, ALT, point(editor, "C2"))
    assert editor.brushes.brush() == Brush(Tool.TERRAIN, "orchard") and editor.canvas.brush == Brush(Tool.TERRAIN, "orchard")
    assert editor.statusBar().currentMessage() == "Picked Orchard from C2"
    assert editor.document.undo_stack.count() == 2 and editor.document.board.terrain[o("C2")] == "orchard"  # nothing painted
    editor.brushes.choose(Brush(Tool.LEVEL, "0"))
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, ALT, point(editor, "D3"))
    assert editor.canvas.brush == Brush(Tool.LEVEL, "2")
    editor.brushes.choose(Brush(Tool.FILL))
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, ALT, point(editor, "D3"))  # open ground at level 2
    assert editor.canvas.brush == Brush(Tool.FILL, "open")  # a fill keeps the tool and takes the terrain


def test_rectangle_fill_paints_between_two_corners_as_one_step(make_window, qtbot):
    editor = active_editor(make_window(), qtbot)
    editor.brushes.choose(Brush(Tool.TERRAIN, "field"))
    editor.brushes.choose(Brush(Tool.RECT_FILL))
    assert editor.canvas.brush == Brush(Tool.RECT_FILL, "field")
    viewport = editor.canvas.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point(editor, "A2"))
    qtbot.mouseMove(viewport, point(editor, "C3"))
    qtbot.mouseMove(viewport, point(editor, "D3"))
    assert set(editor.canvas.footprint.hexes) == {o(n) for n in ("A2", "A3", "B2", "B3", "C2", "C3", "D2", "D3")}
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point(editor, "D3"))
    fields = {h for h, t in editor.document.board.terrain.items() if t == "field"}
    assert fields == {o(n) for n in ("B2", "B3", "C2", "C3", "D2", "D3")}  # the edge column A kept open
    assert history(editor) == ["Rectangle fill: Farmland (field), 6 hexes from A2 to D3"]
    editor.undo_action.trigger()
    assert set(editor.document.board.terrain.values()) == {"open"}


def test_every_board_editor_shortcut_is_held_by_one_action_only(make_window, qtbot):
    """A key held twice is ambiguous: Qt then runs neither action (and says so on stderr)."""
    editor = active_editor(make_window(), qtbot)
    held: dict[str, str] = {}
    for action in editor.findChildren(QAction):
        for sequence in action.shortcuts():
            key = sequence.toString()
            assert key not in held, f"{key}: {held[key]} and {action.text()}"
            held[key] = action.text()
    qtbot.keyClick(editor.canvas, Qt.Key.Key_Plus, CTRL)
    assert editor.controls.zoom_label.text() == f"Zoom {round(editor.canvas.zoom * 100)}%"
