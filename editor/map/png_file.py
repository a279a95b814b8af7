"""A picture as PNG bytes, and a PNG file written atomically."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage

from core.jsonio import write_bytes_atomic


def png_bytes(image: QImage) -> bytes:
    """The picture as PNG file bytes (what a package stores)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data())


def write_png(image: QImage, path: str | Path) -> None:
    """The picture as a PNG file, written atomically: a kill mid-write leaves the previous file
    whole, never a torn or empty one (issue 25). OSError when it cannot be written."""
    data = png_bytes(image)
    if not data:
        raise OSError(f"{path}: the picture could not be encoded as PNG")
    write_bytes_atomic(path, data)
