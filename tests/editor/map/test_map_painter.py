"""The map painter: it draws every shipped board offscreen, colours terrain as the table says,
and marks centre dots as section 10.2 describes."""

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from core.boards.battlefield import Battlefield, BoardPlacement
from core.boards.library import standard_boards
from editor.map.geometry import battlefield_layout, image_size
from editor.map.painter import (
    PaintOptions,
    dot_kind,
    paint_battlefield,
    render_image,
    render_png,
)
from editor.map.style import colour, terrain_colour

HEX = 24.0


@pytest.fixture(scope="module")
def boards():
    return standard_boards()


def _pixel(image: QImage, battlefield: Battlefield, name: str, dx: float = 0.0, dy: float = 0.0) -> QColor:
    layout = battlefield_layout(HEX, round(HEX * 0.4))
    x, y = layout.to_pixel(battlefield.parse(name))
    return image.pixelColor(round(x + dx * HEX), round(y + dy * HEX))


def _close(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(abs(p - q) <= tolerance for p, q in zip(a.getRgb()[:3], b.getRgb()[:3]))


def test_a_board_renders_to_an_image_of_the_expected_size_and_is_not_blank(qapp, boards):
    field = Battlefield([boards[1]])
    image = render_image(field, HEX)
    assert not image.isNull()
    assert (image.width(), image.height()) == image_size(field, HEX, round(HEX * 0.4))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 50


def test_terrain_is_filled_with_its_colour_from_the_style_table(qapp, boards):
    field = Battlefield([boards[1]])
    image = render_image(field, HEX, PaintOptions(hex_names=False, labels=False, centre_dots=False))
    # 10.12: the village pond, O7 on board 1, and open ground at F2
    assert _close(_pixel(image, field, "O7", 0.3, 0.3), colour("terrain", "pond"))
    assert _close(_pixel(image, field, "F2", 0.3, 0.3), colour("terrain", "open"))


def test_hills_are_brown_level_2_darker_than_level_1(qapp, boards):
    """10.8: a level 1 hill hex is brown, a level 2 hill hex dark brown."""
    field = Battlefield([boards[4]])
    image = render_image(field, HEX, PaintOptions(hex_names=False, labels=False, centre_dots=False))
    level1, level2 = _pixel(image, field, "I4", 0.3, 0.3), _pixel(image, field, "J3", 0.3, 0.3)
    assert _close(level1, terrain_colour("open", 1)) and _close(level2, terrain_colour("open", 2))
    assert level2.lightness() < level1.lightness()


def test_centre_dots_follow_section_10_2(boards):
    """White dot: open terrain; black dot: affects LOS or combat; white square: impassable."""
    valley, ridge = Battlefield([boards[3]]), Battlefield([boards[4]])
    assert dot_kind(valley, valley.parse("A1")) == "open"
    assert dot_kind(valley, valley.parse("D2")) == "cover"  # woods
    assert dot_kind(valley, valley.parse("K7")) == "cover"  # the ford: the stream's +1 cover still applies
    assert dot_kind(valley, valley.parse("L5")) == "open"  # 10.41: units are on the bridge, no cover
    assert dot_kind(valley, valley.parse("G2")) == "square"  # pond
    assert dot_kind(valley, valley.parse("L9")) == "square"  # marsh
    assert dot_kind(ridge, ridge.parse("I4")) == "cover"  # an open hill hex blocks LOS (10.8)


def test_a_turned_battlefield_paints_onto_any_painter(qapp, boards):
    field = Battlefield([BoardPlacement(boards[2], True), BoardPlacement(boards[3], False)])
    layout = battlefield_layout(12.0, 4.0)
    width, height = image_size(field, 12.0, 4.0)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_battlefield(painter, field, layout)
    painter.end()
    x, y = layout.to_pixel(field.parse("b3:L5"))
    assert image.pixelColor(QPointF(x, y).toPoint()) != QColor("white")


def test_render_png_writes_a_picture_that_reads_back(qapp, boards, tmp_path):
    path = render_png(Battlefield([boards[2]]), tmp_path / "img" / "board.png", hex_size=10.0)
    back = QImage(str(path))
    assert not back.isNull() and back.width() > 100

