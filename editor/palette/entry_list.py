"""A list of palette entries with counter icons, which can be dragged onto the map."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem

from editor.palette.entry import PaletteEntry

ICON_SIZE = 44
ENTRY_ROLE = Qt.ItemDataRole.UserRole


def icon_from(paint, size: int = ICON_SIZE) -> QIcon:  # type: ignore[no-untyped-def]
    """An icon painted by `paint(painter, rect)`, at twice the size for sharp HiDPI."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.scale(2, 2)
        paint(painter, QRectF(2, 2, size - 4, size - 4))
    finally:
        painter.end()
    pixmap.setDevicePixelRatio(2.0)
    return QIcon(pixmap)


class PaletteList(QListWidget):
    def __init__(self, parent=None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(parent)
        self.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setUniformItemSizes(True)
        self.setSpacing(1)

    def add_entry(self, entry: PaletteEntry, icon: QIcon, text: str, tooltip: str = "") -> QListWidgetItem:
        item = QListWidgetItem(icon, text)
        item.setData(ENTRY_ROLE, entry)
        item.setToolTip(tooltip or entry.label)
        self.addItem(item)
        return item

    def entry(self, item: QListWidgetItem | None) -> PaletteEntry | None:
        return item.data(ENTRY_ROLE) if item is not None else None

    def entries(self) -> list[PaletteEntry]:
        return [self.item(i).data(ENTRY_ROLE) for i in range(self.count())]

    def select(self, entry: PaletteEntry) -> bool:
        for i in range(self.count()):
            if self.item(i).data(ENTRY_ROLE) == entry:
                self.setCurrentRow(i)
                return True
        return False

    def mimeData(self, items: list[QListWidgetItem]) -> QMimeData:  # type: ignore[override]
        """A drag carries the entry itself, which the map view's drop handler reads."""
        entry = self.entry(items[0]) if items else None
        return entry.to_mime() if entry is not None else QMimeData()
