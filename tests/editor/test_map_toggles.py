"""Issue 22: View > Hex ids, Centre dots, Place names and Mini-map in the editor, kept in the user's
settings; centre dots drawn smaller than the printed map's; the mini-map outlines the view and a click on
it moves the view there."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMenu

from core.resources import maps_dir
from editor.battlefield.tiles import TILE, MapBackgroundItem

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
KEYS = ("hex_ids", "centre_dots", "place_names", "mini_map")


def _toggle(window, key: str):  # type: ignore[no-untyped-def]
    view_menu = window.findChild(QMenu, "view_menu")
    [action] = [a for a in view_menu.actions() if a.objectName() == f"map_{key}_action"]
    return action


def _background(window) -> MapBackgroundItem:  # type: ignore[no-untyped-def]
    [item] = [i for i in window.scene.items() if isinstance(i, MapBackgroundItem)]
    return item


def _tile(window, level: float = 2.0) -> QImage:  # type: ignore[no-untyped-def]
    return _background(window).tile(level, 1, 1).toImage()


def _changed_box(before: QImage, after: QImage) -> tuple[int, int, int]:
    """How many pixels differ, and the widest and tallest run of them."""
    xs, ys = [], []
    for y in range(0, TILE):
        for x in range(0, TILE):
            if before.pixel(x, y) != after.pixel(x, y):
                xs.append(x)
                ys.append(y)
    return len(xs), (max(xs) - min(xs) if xs else 0), (max(ys) - min(ys) if ys else 0)


def _blob_widths(before: QImage, after: QImage) -> list[int]:
    """The width of each patch of changed pixels (8-connected): one per centre dot."""
    changed = {(x, y) for y in range(TILE) for x in range(TILE) if before.pixel(x, y) != after.pixel(x, y)}
    widths = []
    while changed:
        todo, xs = [changed.pop()], []
        while todo:
            x, y = todo.pop()
            xs.append(x)
            for near in ((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                if near in changed:
                    changed.remove(near)
                    todo.append(near)
        if min(xs) > 0 and max(xs) < TILE - 1:  # a dot cut by the tile's edge says nothing of its size
            widths.append(max(xs) - min(xs) + 1)
    return widths


def test_the_layers_are_turned_off_and_on_from_the_view_menu_and_kept(make_window):
    window = make_window()
    assert window.open_path(SAMPLE)
    assert all(_toggle(window, key).isChecked() for key in KEYS[:3]) and not _toggle(window, "mini_map").isChecked()
    with_ids = _tile(window)
    _toggle(window, "hex_ids").trigger()
    assert not _background(window).layers.hex_ids
    without_ids = _tile(window)
    assert _changed_box(with_ids, without_ids)[0] > 100  # the ids went
    _toggle(window, "place_names").trigger()
    assert not _background(window).layers.place_names
    window.document.undo_stack.setClean()

    again = make_window()  # the next start, on the same user folder
    assert again.open_path(SAMPLE)
    assert not _toggle(again, "hex_ids").isChecked() and not _toggle(again, "place_names").isChecked()
    assert _toggle(again, "centre_dots").isChecked()
    assert not _background(again).layers.hex_ids and _background(again).layers.centre_dots
    _toggle(again, "hex_ids").trigger()
    assert _background(again).layers.hex_ids


def test_centre_dots_are_small_beside_the_hex_ids_at_200_percent(make_window):
    window = make_window()
    assert window.open_path(SAMPLE)
    _toggle(window, "hex_ids").trigger()  # only the dots change between the two pictures
    _toggle(window, "place_names").trigger()
    with_dots = _tile(window, 2.0)
    _toggle(window, "centre_dots").trigger()
    without = _tile(window, 2.0)
    assert _changed_box(with_dots, without)[0] > 0
    widths = _blob_widths(with_dots, without)
    assert widths and max(widths) <= 12, widths  # at most 12 px across at 200%, outline and smoothing included (24-26 px before)


def test_the_mini_map_outlines_the_view_and_a_click_moves_the_view_there(make_window, qtbot):
    window = make_window()
    assert window.open_path(SAMPLE)
    window.view.set_zoom(2.0)
    _toggle(window, "mini_map").trigger()
    mini = window.view.findChild(type(window.map_display.toggles.mini_map), "mini_map")
    assert mini is not None and mini.isVisible()
    viewport = window.view.viewport().geometry()
    assert viewport.contains(mini.geometry())  # in the map's corner, on the map
    outline = mini.visible_rect()
    assert 0 < outline.width() < mini.width() and 0 < outline.height() <= mini.height()
    qtbot.waitUntil(lambda: not mini.picture.isNull())
    picture = mini.picture.toImage()
    colours = {picture.pixel(x, y) for x in range(0, picture.width(), 7) for y in range(0, picture.height(), 7)}
    assert len(colours) > 5  # the painted boards, not a blank box

    target = QPoint(mini.width() - 12, mini.height() - 12)  # the battlefield's far corner
    qtbot.mouseClick(mini, Qt.MouseButton.LeftButton, pos=target)
    centre = window.view.mapToScene(window.view.viewport().rect().center())
    wanted = mini.scene_point(QPointF(target))
    assert window.view.sceneRect().contains(wanted)
    moved = mini.visible_rect()
    assert moved.center().x() > outline.center().x() and moved.center().y() > outline.center().y()
    assert abs(centre.x() - wanted.x()) < window.view.viewport().width() / 2 / window.view.zoom + 1
    _toggle(window, "mini_map").trigger()
    assert not mini.isVisible()
    QApplication.processEvents()
    window.document.undo_stack.setClean()
