"""The Pacific and desert boards for docs/take_screenshots.py: each open in the board editor.

Board 5, Red Beach (lagoon, beach, palm groves, jungle, a gully, a coral ridge) with the
Jungle brush in hand, and board 6, Bir el Hamra (desert sand, a wadi, an oasis, an
escarpment, a stone fort) with the Wadi line brush; both kept beside the sample scenarios
(maps/scenarios/boards/). At 1280 x 720, the smallest screen the editor fits.

    QT_QPA_PLATFORM=offscreen python docs/take_screenshots.py board-pacific board-desert
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BOARDS = ROOT / "maps" / "scenarios" / "boards"


def shoot_theatre_board(folder: Path, number: int, brush_value: str, line: bool, out_name: str) -> Path:
    from PySide6.QtWidgets import QApplication

    from core.boards.board import load_board
    from core.userdirs import UserFolders
    from editor.board_editor.tools import Brush, Tool
    from editor.board_editor.window import BoardEditorWindow

    board = load_board(BOARDS / f"board-{number:02d}.json")
    editor = BoardEditorWindow(UserFolders(folder), board)
    editor.resize(1280, 720)
    editor.show()
    QApplication.processEvents()
    editor.canvas.fit()
    editor.brushes.choose(Brush(Tool.STREAM if line else Tool.TERRAIN, brush_value))
    editor.brushes.list.scrollToItem(editor.brushes.list.currentItem())
    QApplication.processEvents()
    out = ROOT / "docs" / "screenshots" / out_name
    editor.grab().save(str(out))
    editor.document.undo_stack.setClean()
    editor.close()
    return out


def shoot_pacific(folder: Path) -> Path:
    return shoot_theatre_board(folder, 5, "jungle", False, "board-pacific.png")


def shoot_desert(folder: Path) -> Path:
    return shoot_theatre_board(folder, 6, "wadi", True, "board-desert.png")
