"""Draw the sample "The Crossroads at Saint-Aubin"'s scenario card into docs/screenshots/scenario-card.png
(run: python3 docs/take_card_screenshot.py).

The card is laid out and painted as `vvs card` paints it (editor.card), and its
two pages are put side by side at a third of their 254-dpi size, so the README
shows the whole card at a glance; `vvs card ... -o card.png` gives it full size.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots" / "scenario-card.png"
SAMPLE = ROOT / "maps" / "scenarios" / "saint-aubin-crossroads.json"
SCALE = 1 / 3
GAP = 24


def main() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QColor, QImage, QPainter

    from editor.card.command import load_for_card
    from editor.card.pages import lay_out, paint_page
    from editor.card.write import ensure_app

    ensure_app()
    scenario, battlefield = load_for_card(SAMPLE)
    card = lay_out(scenario, battlefield)
    width = round(sum(page.width for page in card.pages) * SCALE) + GAP * (len(card.pages) + 1)
    height = round(max(page.height for page in card.pages) * SCALE) + 2 * GAP
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#8a8a8a"))
    painter = QPainter(image)
    left = float(GAP)
    for index, page in enumerate(card.pages):
        painter.save()
        painter.translate(left, GAP)
        painter.scale(SCALE, SCALE)
        paint_page(painter, card, index)
        painter.restore()
        left += page.width * SCALE + GAP
    painter.end()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(OUT), "PNG"):  # type: ignore[call-overload]
        raise SystemExit(f"cannot write {OUT}")
    print(f"wrote {OUT.relative_to(ROOT)} ({width}x{height})")


if __name__ == "__main__":
    main()
