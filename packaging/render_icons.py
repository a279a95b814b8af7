"""Render the icon's PNG sizes (and the Windows .ico) from packaging/icons/vv-scenario-studio.svg.

    QT_QPA_PLATFORM=offscreen python packaging/render_icons.py

Writes packaging/icons/hicolor/<n>x<n>/apps/vv-scenario-studio.png for the freedesktop icon
theme, and packaging/icons/vv-scenario-studio.ico. Run it again after changing the SVG and
commit what it writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent / "icons"
NAME = "vv-scenario-studio"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841  (QImage text and formats need it)
    renderer = QSvgRenderer(str(ICONS / f"{NAME}.svg"))
    if not renderer.isValid():
        print(f"cannot read {ICONS / f'{NAME}.svg'}", file=sys.stderr)
        return 1
    for size in SIZES:
        target = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(renderer, size).save(str(target), "PNG"):
            print(f"cannot write {target}", file=sys.stderr)
            return 1
        print(target.relative_to(ICONS.parent))
    ico = ICONS / f"{NAME}.ico"
    if not render(renderer, 256).save(str(ico), "ICO"):
        print(f"cannot write {ico} (Qt's ico image plugin is missing)", file=sys.stderr)
        return 1
    print(ico.relative_to(ICONS.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
