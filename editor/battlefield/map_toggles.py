"""View > Hex ids, Centre dots, Place names and Mini-map: what the map draws besides the terrain.

One set of checkable actions for a window with a map: the editor's main window
(through MapDisplayFeature) and the test-run window make one each. The choices
are the user's, not the scenario's: they are kept in the user's settings
(`map/...` keys, shared by both windows) and come back at the next start.
The painted boards (editor/battlefield/tiles.py) draw the layers; the mini-map
is editor/battlefield/mini_map.py.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QMainWindow

from core.userdirs import UserFolders
from editor.battlefield.mini_map import MiniMap
from editor.battlefield.tiles import MapBackgroundItem, MapLayers
from editor.files.recent import user_settings
from editor.i18n import tr


def _texts() -> dict[str, tuple[str, str, str, bool]]:
    """Key: menu text, shortcut, tooltip, on at first start. Made with the actions: `tr` needs the language installed."""
    return {
        "hex_ids": (tr("He&x ids"), "Ctrl+Shift+I", tr("Each hex's name (C5) in its top corner"), True),
        "centre_dots": (tr("Centre &dots"), "Ctrl+Shift+D", tr("The dot in each hex's centre: black where the terrain "
                                                              "gives cover or hinders sight, white where it does not"), True),
        "place_names": (tr("&Place names"), "Ctrl+Shift+P", tr("The names of villages, farms, woods and hills"), True),
        "mini_map": (tr("&Mini-map"), "Ctrl+Shift+M", tr("The whole battlefield small in the map's corner, with the "
                                                          "part on screen outlined: click it to look elsewhere"), False),
    }


class MapToggles(QObject):
    """The four actions; `apply` hands their state to the window's scene and view (called again on a new map)."""

    def __init__(self, window: QMainWindow, settings: QSettings, scene: Callable[[], QGraphicsScene | None],
                 view: Callable[[], QGraphicsView | None]) -> None:
        super().__init__(window)
        self.settings = settings
        self._scene, self._view = scene, view
        self.mini_map: MiniMap | None = None
        self.actions: dict[str, QAction] = {}
        for key, (text, shortcut, tip, default) in _texts().items():
            action = QAction(text, window)
            action.setObjectName(f"map_{key}_action")
            action.setCheckable(True)
            action.setChecked(_flag(settings.value(f"map/{key}", default)))
            action.setShortcut(QKeySequence(shortcut))
            action.setToolTip(f"{tip} ({QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)})")
            action.toggled.connect(lambda on, k=key: self._toggled(k, on))
            window.addAction(action)  # the shortcut works while the menu is closed
            self.actions[key] = action

    def menu_actions(self) -> list[QAction]:
        return list(self.actions.values())

    @property
    def layers(self) -> MapLayers:
        on = {key: action.isChecked() for key, action in self.actions.items()}
        return MapLayers(hex_ids=on["hex_ids"], centre_dots=on["centre_dots"], place_names=on["place_names"])

    def _toggled(self, key: str, on: bool) -> None:
        self.settings.setValue(f"map/{key}", on)
        self.settings.sync()
        self.apply()

    def apply(self) -> None:
        """The layers to the scene's painted boards, and the mini-map over the present view."""
        scene, view = self._scene(), self._view()
        if scene is not None:
            setter = getattr(scene, "set_map_layers", None)
            if setter is not None:
                setter(self.layers)  # the editor's scene keeps them for boards it paints again
            else:
                for item in scene.items():
                    if isinstance(item, MapBackgroundItem):
                        item.set_layers(self.layers)
        wanted = self.actions["mini_map"].isChecked()
        if view is not None and wanted and (self.mini_map is None or self.mini_map.view is not view):
            # made when first asked for, on each new view (the old one went with its mini-map): a hidden one made on
            # every view left a closed editor window the active one, and the next window could not be activated
            self.mini_map = MiniMap(view)
        if self.mini_map is not None and view is not None:
            self.mini_map.set_shown(self.actions["mini_map"].isChecked())


def _flag(value: object) -> bool:
    """QSettings in an .ini file gives back "true"/"false" strings."""
    return value in (True, "true", "1", 1)


def install(window: QMainWindow, scene: QGraphicsScene, view: QGraphicsView) -> MapToggles:
    """A View menu on a window with one map for its life (the test-run window), the toggles in it, applied."""
    toggles = MapToggles(window, user_settings(UserFolders.default(), window), lambda: scene, lambda: view)
    menu = window.menuBar().addMenu(tr("&View"))
    menu.setObjectName("view_menu")
    menu.addActions(toggles.menu_actions())
    toggles.apply()
    return toggles
