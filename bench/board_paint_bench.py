"""How long one brush stroke takes in the board editor: paint, check, redraw.

`stroke_ms()` does what the real tool does for a stroke over 10 hexes of a board of the
shipped size (21 x 10), each run on a fresh board first painted whole (as it is when it opens),
with no outline cached from the run before: every point of the stroke moves the pointer as the
mouse does (the status bar's hex and the brush footprint follow it), the stroke is pushed as its
undo command (BoardStroke through BoardDocument), the board rules are checked again (the live Problems panel's list) and
the view repaints the region the stroke touched (rendered to a QImage through the
view, so the paint really happens). The median of fresh runs, in milliseconds; the
target is a frame, 16 ms. bench/board_bench.py prints it as `paint+check+redraw: X ms`.

    QT_QPA_PLATFORM=offscreen python bench/board_paint_bench.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from core.boards.edit import new_board
from core.hexes import Offset
from editor.board_editor.canvas import BoardCanvas
from editor.board_editor.document import BoardDocument
from editor.board_editor.tools import Brush, Tool
from editor.map.geometry import clear_outline_cache

RUNS = 21
STROKE = [Offset(col, 4 + col % 2) for col in range(3, 13)]  # 10 hexes across the middle


def _one_stroke(app: QApplication, terrain: str) -> float:
    document = BoardDocument(new_board(9, "Bench"))
    canvas = BoardCanvas(document)
    canvas.resize(1200, 700)
    canvas.brush = Brush(Tool.TERRAIN, terrain)
    image = QImage(canvas.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    layout = canvas.item.layout
    points = [QPointF(*layout.to_pixel(o.to_hex())) for o in STROKE]
    clear_outline_cache()  # nothing left from the previous run: only what opening this board paints
    opened = QPainter(image)  # the board as it is first shown, before any stroke
    canvas.scene().render(opened, QRectF(image.rect()), canvas.item.boundingRect())
    opened.end()
    app.processEvents()
    start = time.perf_counter()
    canvas.begin(points[0])
    canvas.hover_at(points[0])  # as a mouse move does: the status bar's hex and the brush footprint follow
    for p in points[1:]:
        canvas.extend(p)
        canvas.hover_at(p)
    canvas.finish()  # one BoardStroke on the undo stack; problems checked on every change
    painter = QPainter(image)
    region = canvas.item.hex_rect(set(STROKE))
    canvas.scene().render(painter, QRectF(0, 0, region.width(), region.height()), region)
    painter.end()
    elapsed = (time.perf_counter() - start) * 1000.0
    assert document.undo_stack.count() == 1 and document.board.terrain[STROKE[-1]] == terrain
    canvas.deleteLater()
    return elapsed


def stroke_ms() -> float:
    """The median time of a 10-hex stroke with its check and its repaint, fresh board each run."""
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    _one_stroke(app, "woods")  # fonts and caches warm once, as in a running editor
    return statistics.median(_one_stroke(app, ("woods", "orchard", "crop")[i % 3]) for i in range(RUNS))


if __name__ == "__main__":
    print(f"paint+check+redraw: {stroke_ms():.1f} ms")
