"""The generator dialog's picture of the battle, scaled to the room the dialog gives it.

The picture is drawn once, PREVIEW_WIDTH pixels wide, and shown scaled down to
the label's width: a QLabel holding a pixmap asks for the pixmap's full size,
which made the dialog at least 1155 px wide, too wide for a 1280x720 screen.
This label asks only for MINIMUM and grows with the dialog.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QPixmap, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

PREVIEW_WIDTH = 900  # drawn this wide, so a maximized dialog still shows a sharp picture
MINIMUM = QSize(400, 200)
PREFERRED = QSize(600, 260)


class PreviewLabel(QLabel):
    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._image: QImage | None = None
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setStyleSheet("background: #f4f1e6; border: 1px solid #d8d2bc;")

    def sizeHint(self) -> QSize:
        return PREFERRED

    def minimumSizeHint(self) -> QSize:
        return MINIMUM

    def set_image(self, image: QImage) -> None:
        self._image = image
        self._rescale()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._rescale()

    def _rescale(self) -> None:
        """The whole picture, as large as fits inside the frame, never stretched out of shape."""
        if self._image is None:
            return
        room = self.contentsRect().size() - QSize(4, 4)
        fitted = self._image.scaled(room.expandedTo(QSize(1, 1)), Qt.AspectRatioMode.KeepAspectRatio,
                                    Qt.TransformationMode.SmoothTransformation)
        self.setPixmap(QPixmap.fromImage(fitted))
