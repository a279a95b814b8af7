"""The board editor's picture for docs/take_screenshots.py: a board being painted.

A board 9 drawn with the editor's own tools (a wood, a farm, hedged fields, a stream
with a bridge and a ford, a road, a hill), the Woods brush of size 2 in hand with a
stroke half drawn and its footprint (the seven hexes the next press paints) under the
pointer, the brushes docked on the left, the live problems below and the status bar
saying the hovered hex and the zoom. At 1280 x 720, the smallest screen the editor fits.

    QT_QPA_PLATFORM=offscreen python docs/take_screenshots.py board-editor
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def shoot_board_editor(folder: Path) -> Path:
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from core.boards.edit import new_board, paint_terrain, set_bridge, set_hexside, set_level, set_place_name, set_road
    from core.hexes import parse_offset_name
    from core.userdirs import UserFolders
    from editor.board_editor.tools import Brush, Tool
    from editor.board_editor.window import BoardEditorWindow

    def o(*names: str):  # type: ignore[no-untyped-def]
        return [parse_offset_name(n) for n in names]

    board = new_board(9, "Les Haies")
    board = paint_terrain(board, o("C2", "C3", "D2", "D3", "E2", "C4", "D4"), "woods")
    board = paint_terrain(board, [parse_offset_name(f"J{r}") for r in range(1, 10)], "stream")
    board = paint_terrain(board, o("F6", "F7", "G6", "G7", "E7"), "field")
    board = paint_terrain(board, o("Q3", "R3", "Q4", "R4", "S3"), "crop")
    board = paint_terrain(board, o("H3", "G3", "G4"), "building")
    board = set_level(board, o("P5", "Q5", "Q6", "R5", "R6", "R7", "S6", "Q7"), 1)
    board = set_level(board, o("R6", "Q6"), 2)
    board = set_road(board, [parse_offset_name(f"{chr(65 + c)}5") for c in range(21)])
    board = set_bridge(board, parse_offset_name("J5"), True)
    for name, side in (("F6", 0), ("F6", 5), ("G6", 0), ("G6", 1), ("E7", 5), ("E7", 0)):
        board = set_hexside(board, parse_offset_name(name), side, "hedge")
    for name, side in (("Q3", 0), ("R3", 0), ("R3", 1), ("S3", 0), ("Q3", 5)):
        board = set_hexside(board, parse_offset_name(name), side, "hedgerow")
    board = set_hexside(board, parse_offset_name("H3"), 5, "wall")
    board = set_place_name(set_place_name(board, parse_offset_name("D3"), "Bois Joli"), parse_offset_name("G4"), "Les Haies")
    board = paint_terrain(board, o("A8"), "woods")  # a slip on the edge: the Problems dock says so

    editor = BoardEditorWindow(UserFolders(folder), board)
    editor.resize(1280, 720)
    editor.show()
    QApplication.processEvents()
    editor.canvas.fit()
    editor.brushes.choose(Brush(Tool.TERRAIN, "woods"))
    editor.controls.size_action(2).trigger()  # the toolbar's brush size 2: a hex and its six neighbours
    viewport = editor.canvas.viewport()
    centre = editor.canvas.item.layout.to_pixel

    def at(name: str) -> QPointF:
        return QPointF(editor.canvas.mapFromScene(QPointF(*centre(parse_offset_name(name).to_hex()))))

    def mouse(kind: QEvent.Type, name: str, buttons: Qt.MouseButton) -> None:
        button = Qt.MouseButton.LeftButton if kind is not QEvent.Type.MouseMove else Qt.MouseButton.NoButton
        point = at(name)
        QApplication.sendEvent(viewport, QMouseEvent(kind, point, viewport.mapToGlobal(point), button, buttons,
                                                     Qt.KeyboardModifier.NoModifier))

    mouse(QEvent.Type.MouseButtonPress, "M3", Qt.MouseButton.LeftButton)  # a stroke of woods, as the mouse draws it
    mouse(QEvent.Type.MouseMove, "N3", Qt.MouseButton.LeftButton)
    mouse(QEvent.Type.MouseButtonRelease, "N3", Qt.MouseButton.NoButton)
    mouse(QEvent.Type.MouseMove, "M7", Qt.MouseButton.NoButton)  # the pointer resting: its footprint shows
    QApplication.processEvents()
    out = ROOT / "docs" / "screenshots" / "board-editor.png"
    editor.grab().save(str(out))
    editor.document.undo_stack.setClean()
    editor.close()
    return out
