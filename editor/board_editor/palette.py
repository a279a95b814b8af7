"""The brush palette: every terrain of the catalogue, the hexside features, the line tools,
the hill levels, place names, fill and the two selections.

Each brush's icon is a scrap of board painted by editor/map with that brush applied, so
the palette shows exactly what a stroke will draw (woods with their trees, a wall with its
stones, a road with its verges). Names come from the terrain catalogue, the rulebook's words.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QPixmap
from PySide6.QtWidgets import QDockWidget, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from core.boards.battlefield import Battlefield
from core.boards.board import Board
from core.boards.edit import new_board, paint_terrain, set_bridge, set_hexside, set_level, set_road
from core.hexes import Offset
from core.terrain import catalogue
from editor.board_editor.names import level_name, terrain_name
from editor.board_editor.tools import Brush, Tool
from editor.core_text import data_name
from editor.i18n import tr
from editor.map.painter import PaintOptions, render_image

BRUSH_ROLE = Qt.ItemDataRole.UserRole
ICON = QSize(44, 30)
_SCRAP = PaintOptions(hex_names=False, centre_dots=False, labels=False, board_numbers=False)
_MIDDLE = [Offset(1, 0), Offset(2, 0), Offset(2, 1), Offset(3, 0), Offset(1, 1)]


def _scrap(board: Board) -> QIcon:
    """A 5-column scrap of board, painted small, as the icon of the brush that made it."""
    image = render_image(Battlefield([board]), hex_size=10.0, options=_SCRAP)
    pixmap = QPixmap.fromImage(image).scaled(ICON, Qt.AspectRatioMode.IgnoreAspectRatio,
                                             Qt.TransformationMode.SmoothTransformation)
    return QIcon(pixmap)


@cache
def brush_icon(brush: Brush) -> QIcon:
    blank = new_board(999, "scrap", columns=5, rows=3)
    tool, value = brush.tool, brush.value
    if tool in (Tool.TERRAIN, Tool.FILL, Tool.STREAM):
        board = paint_terrain(blank, _MIDDLE if tool is not Tool.STREAM else _MIDDLE[:4], value or "stream")
    elif tool is Tool.HEXSIDE:
        board = blank if not value else set_hexside(set_hexside(blank, Offset(2, 1), 0, value), Offset(2, 1), 1, value)
    elif tool in (Tool.ROAD, Tool.ERASE_ROAD):
        board = set_road(blank, [Offset(0, 1), Offset(1, 1), Offset(2, 1), Offset(3, 1), Offset(4, 1)])
    elif tool is Tool.BRIDGE:
        board = set_bridge(paint_terrain(set_road(blank, [Offset(1, 1), Offset(2, 1), Offset(3, 1)]),
                                         [Offset(2, 0), Offset(2, 1), Offset(2, 2)], "stream"), Offset(2, 1), True)
    elif tool is Tool.LEVEL:
        board = set_level(blank, _MIDDLE, int(value))
    else:
        board = blank  # the other tools keep the column of icons straight
    return _scrap(board)


def all_brushes() -> list[tuple[str, list[tuple[str, Brush]]]]:
    """The palette's groups, top to bottom, each a list of (label, brush)."""
    terrain = catalogue()
    return [
        (tr("Terrain"), [(data_name(t.name), Brush(Tool.TERRAIN, t.id)) for t in terrain.terrain.values()]),
        (tr("Hexsides (drag along the sides)"),
         [(data_name(f.name), Brush(Tool.HEXSIDE, f.id)) for f in terrain.hexside_features.values()]
         + [(tr("Clear hexside"), Brush(Tool.HEXSIDE, ""))]),
        (tr("Lines through hexes"), [
            (tr("Road"), Brush(Tool.ROAD)), (tr("Erase road"), Brush(Tool.ERASE_ROAD)),
            (tr("Stream"), Brush(Tool.STREAM, "stream")), (tr("Canal"), Brush(Tool.STREAM, "canal")),
            (tr("Gully"), Brush(Tool.STREAM, "gully")), (tr("Wadi"), Brush(Tool.STREAM, "wadi")),
            (tr("Bridge (click a road over water; a road over a stream without one is a ford)"), Brush(Tool.BRIDGE)),
        ]),
        (tr("Hill level"), [(tr("Level {n}").format(n=n), Brush(Tool.LEVEL, str(n))) for n in (0, 1, 2)]),
        (tr("Other tools"), [
            (tr("Place name (click a hex)"), Brush(Tool.PLACE_NAME)),
            (tr("Fill (with the last terrain chosen)"), Brush(Tool.FILL)),
            (tr("Fill a rectangle (drag from corner to corner)"), Brush(Tool.RECT_FILL)),
            (tr("Select rectangle"), Brush(Tool.SELECT_RECT)),
            (tr("Select lasso"), Brush(Tool.SELECT_LASSO)),
        ]),
    ]


class BrushPalette(QDockWidget):
    """The brushes in one list under group headings; choosing one puts it in the canvas's hand."""

    brush_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Brushes"), parent)
        self.setObjectName("board_brushes")
        self.list = QListWidget()
        self.list.setIconSize(ICON)
        self.list.setWordWrap(True)
        self.fill_terrain = "woods"
        self.current_label = QLabel()
        self.current_label.setWordWrap(True)
        bold = QFont()
        bold.setBold(True)
        for heading, brushes in all_brushes():
            head = QListWidgetItem(heading)
            head.setFont(bold)
            head.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(head)
            for label, brush in brushes:
                item = QListWidgetItem(brush_icon(brush), label)
                item.setData(BRUSH_ROLE, brush)
                self.list.addItem(item)
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.current_label)
        self.setWidget(box)
        self.list.currentItemChanged.connect(self._chosen)

    def choose(self, brush: Brush) -> None:
        """Select a brush's entry (the fill tool takes the terrain chosen last)."""
        for row in range(self.list.count()):
            if self.list.item(row).data(BRUSH_ROLE) == brush:
                self.list.setCurrentRow(row)
                return
        raise KeyError(brush)

    def brush(self) -> Brush | None:
        item = self.list.currentItem()
        brush = item.data(BRUSH_ROLE) if item is not None else None
        if isinstance(brush, Brush) and brush.tool in (Tool.FILL, Tool.RECT_FILL):
            return Brush(brush.tool, self.fill_terrain)
        return brush if isinstance(brush, Brush) else None

    def pick(self, terrain_id: str, level: int) -> str:
        """The eyedropper: with the level brush in hand its level, with a fill its terrain, else
        the terrain's brush. The name of what was picked, for the status bar."""
        current = self.brush()
        if current is not None and current.tool is Tool.LEVEL:
            self.choose(Brush(Tool.LEVEL, str(level)))
            return level_name(level)
        if current is not None and current.tool in (Tool.FILL, Tool.RECT_FILL):
            self.fill_terrain = terrain_id
            self._chosen(self.list.currentItem())
        else:
            self.choose(Brush(Tool.TERRAIN, terrain_id))
        return terrain_name(terrain_id)

    def _chosen(self, item: QListWidgetItem | None) -> None:
        brush = item.data(BRUSH_ROLE) if item is not None else None
        if not isinstance(brush, Brush):
            return
        if brush.tool is Tool.TERRAIN:
            self.fill_terrain = brush.value
        in_hand = self.brush()
        fill_name = terrain_name(self.fill_terrain)
        self.current_label.setText(tr("Brush: {name}; fill paints {terrain}").format(name=item.text() if item else "",
                                                                                      terrain=fill_name))
        self.brush_chosen.emit(in_hand)
