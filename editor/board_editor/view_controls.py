"""The board editor's zoom and brush controls: actions with keys, a toolbar and a zoom readout.

Zoom in (+, = or Ctrl+=, as most editors take it, with or without Shift), zoom out
(- or Ctrl+-), fit the board (Ctrl+0) and actual size (Ctrl+1); the brush size 1, 2 or 3
(the keys 1, 2, 3, or [ and ] for one smaller or larger), and "Keep edges legal", on by
default, for the fills. They are actions of the window, so the keys work wherever the
focus is in it, and the toolbar buttons trigger the same actions.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QToolBar

from editor.board_editor.canvas import BoardCanvas
from editor.board_editor.tools import BRUSH_SIZES
from editor.i18n import tr
from editor.window import toolbar_icons

Key = QKeySequence.StandardKey


@dataclass
class BoardViewControls:
    zoom_in: QAction
    zoom_out: QAction
    fit: QAction
    actual_size: QAction
    sizes: list[QAction]
    smaller: QAction
    larger: QAction
    keep_edges: QAction
    zoom_label: QLabel

    def size_action(self, size: int) -> QAction:
        return self.sizes[BRUSH_SIZES.index(size)]


def _action(window: QMainWindow, text: str, *keys: str | Key) -> QAction:
    action = QAction(text, window)
    unique: dict[str, QKeySequence] = {}
    for key in keys:  # a standard key may repeat one written out: twice in one action is an ambiguous shortcut
        sequence = QKeySequence(key)
        unique.setdefault(sequence.toString(), sequence)
    action.setShortcuts(list(unique.values()))
    return action


def build_view_controls(window: QMainWindow, canvas: BoardCanvas, view_menu: QMenu) -> BoardViewControls:
    """The actions, wired to the canvas, put in the View and Brush menus and on a toolbar."""
    controls = BoardViewControls(
        zoom_in=_action(window, tr("Zoom &in"), "+", "=", "Ctrl+=", "Ctrl++", Key.ZoomIn),
        zoom_out=_action(window, tr("Zoom &out"), "-", "Ctrl+-", Key.ZoomOut),
        fit=_action(window, tr("&Fit board"), "Ctrl+0"),
        actual_size=_action(window, tr("&Actual size (100%)"), "Ctrl+1"),
        sizes=[_action(window, tr("Brush size &{n}").format(n=n), str(n)) for n in BRUSH_SIZES],
        smaller=_action(window, tr("&Smaller brush"), "["),
        larger=_action(window, tr("&Larger brush"), "]"),
        keep_edges=_action(window, tr("&Keep edges legal")),
        zoom_label=QLabel(),
    )
    controls.zoom_in.triggered.connect(lambda: canvas.zoom_in())
    controls.zoom_out.triggered.connect(lambda: canvas.zoom_out())
    controls.fit.triggered.connect(lambda: canvas.fit())
    controls.actual_size.triggered.connect(lambda: canvas.actual_size())
    _wire_brush(controls, canvas)
    controls.zoom_label.setObjectName("board_zoom")
    canvas.zoom_changed.connect(lambda zoom: _show_zoom(controls.zoom_label, zoom))
    _show_zoom(controls.zoom_label, canvas.zoom)
    _fill_menus(window, controls, view_menu)
    return controls


def _wire_brush(controls: BoardViewControls, canvas: BoardCanvas) -> None:
    group = QActionGroup(canvas)
    for size, action in zip(BRUSH_SIZES, controls.sizes):
        action.setCheckable(True)
        action.setIconText(str(size))
        action.setToolTip(tr("Brush size {n}: the hexes within {r} of the pointer").format(n=size, r=size - 1)
                          if size > 1 else tr("Brush size 1: one hex"))
        action.setChecked(size == canvas.brush_size)
        group.addAction(action)
        action.triggered.connect(lambda _checked=False, n=size: canvas.set_brush_size(n))

    def step(by: int) -> None:
        index = min(max(BRUSH_SIZES.index(canvas.brush_size) + by, 0), len(BRUSH_SIZES) - 1)
        controls.sizes[index].trigger()

    controls.smaller.triggered.connect(lambda: step(-1))
    controls.larger.triggered.connect(lambda: step(1))
    keep = controls.keep_edges
    keep.setCheckable(True)
    keep.setChecked(canvas.keep_edges)
    keep.setToolTip(tr("Fills leave the edge half hexes open ground, as the edge rule asks"))
    keep.toggled.connect(lambda on: _keep_edges(canvas, on))


def _keep_edges(canvas: BoardCanvas, on: bool) -> None:
    canvas.keep_edges = on
    canvas.update_footprint()  # a fill's footprint takes the edge hexes in or leaves them out


def _show_zoom(label: QLabel, zoom: float) -> None:
    label.setText(tr("Zoom {percent}%").format(percent=round(zoom * 100)))


def _fill_menus(window: QMainWindow, controls: BoardViewControls, view_menu: QMenu) -> None:
    zooms = [controls.zoom_in, controls.zoom_out, controls.fit, controls.actual_size]
    first = view_menu.actions()[0] if view_menu.actions() else None
    view_menu.insertActions(first, zooms)  # type: ignore[arg-type]
    view_menu.insertSeparator(first)  # type: ignore[arg-type]
    brush_menu = window.menuBar().addMenu(tr("&Brush"))
    brush_menu.addActions([*controls.sizes, controls.smaller, controls.larger])
    brush_menu.addSeparator()
    brush_menu.addAction(controls.keep_edges)
    bar = QToolBar(tr("Board view"), window)
    bar.setObjectName("board_toolbar")
    for action, icon in zip(zooms[:3], (toolbar_icons.zoom_in_icon(), toolbar_icons.zoom_out_icon(), toolbar_icons.fit_icon())):
        action.setIcon(icon)
    bar.addActions(zooms[:3])
    bar.addSeparator()
    bar.addWidget(QLabel(tr("Brush size:")))
    bar.addActions(controls.sizes)
    bar.addSeparator()
    bar.addAction(controls.keep_edges)
    window.addToolBar(bar)
