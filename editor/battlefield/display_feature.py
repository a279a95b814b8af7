"""View > Hide units (U) and View > View as side (V cycles): how the map shows the scenario.

Both only change what the map draws (editor/battlefield/visibility.py), never the
scenario, so they are plain checkable QActions, not undo commands. They are kept
as attributes (`hide_units`, `side_actions`, `next_side`) so a toolbar can show
them too. Opening a scenario shows it whole again: a designer who left
"View as Axis" on must not open the next scenario wondering where the Allies went.
View > Hex ids, Centre dots, Place names and Mini-map (editor/battlefield/map_toggles.py)
are the user's taste rather than a look at one scenario: they stay as left, across
scenarios and starts.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from editor.battlefield.map_toggles import MapToggles
from editor.battlefield.visibility import SIDE_VIEWS, MapDisplay
from editor.document import ScenarioDocument
from editor.files.recent import user_settings
from editor.i18n import tr
from editor.window.services import MenuName, WindowServices


class MapDisplayFeature(QObject):
    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.qt_window)
        self.window = window
        qt_window = window.qt_window
        self.hide_units = QAction(tr("&Hide units"), qt_window)
        self.hide_units.setCheckable(True)
        self.hide_units.setShortcut(QKeySequence("U"))
        self.hide_units.setToolTip(tr("Hide every counter to see the terrain under it (U)"))
        self.hide_units.toggled.connect(lambda _on: self.apply())
        qt_window.addAction(self.hide_units)
        self.side_group = QActionGroup(qt_window)
        self.side_group.setExclusive(True)
        texts = {None: tr("&Both sides"), "allied": tr("As the &Allied player"), "axis": tr("As the A&xis player")}
        self.side_actions: dict[str | None, QAction] = {}
        for side in SIDE_VIEWS:
            action = QAction(texts[side], qt_window)
            action.setCheckable(True)
            action.setData(side)
            action.toggled.connect(lambda on: self.apply() if on else None)
            self.side_group.addAction(action)
            self.side_actions[side] = action
        self.side_actions[None].setChecked(True)
        self.next_side = QAction(tr("&Next side's view"), qt_window)
        self.next_side.setShortcut(QKeySequence("V"))
        self.next_side.triggered.connect(lambda _checked=False: self.cycle_side())
        qt_window.addAction(self.next_side)
        self.side_menu = QMenu(tr("View as &side"), qt_window)
        self.side_menu.setToolTip(tr("The scenario as each side's player sees it: without the enemy's hidden "
                                     "minefields, and under fog of war without the enemy units none of the side's own can see"))
        entries: list[QAction | None] = [*self.side_actions.values(), None, self.next_side]
        for entry in entries:
            self.side_menu.addSeparator() if entry is None else self.side_menu.addAction(entry)
        self.toggles = MapToggles(qt_window, user_settings(window.folders, self), lambda: window.scene, lambda: window.view)
        window.add_to_menu(MenuName.VIEW, [None, self.hide_units, self.side_menu.menuAction(), None, *self.toggles.menu_actions()])
        self.set_document(None)

    @property
    def display(self) -> MapDisplay:
        checked = self.side_group.checkedAction()
        return MapDisplay(self.hide_units.isChecked(), checked.data() if checked is not None else None)

    def set_document(self, document: ScenarioDocument | None) -> None:
        """Called by the window after it shows a document (None when it closes one)."""
        for action in (self.hide_units, self.next_side, self.side_menu.menuAction()):
            action.setEnabled(document is not None)
        self.hide_units.setChecked(False)
        self.side_actions[None].setChecked(True)
        for action in self.toggles.menu_actions():
            action.setEnabled(document is not None)
        self.apply()
        self.toggles.apply()

    def cycle_side(self) -> None:
        """Both sides, then Allied, then Axis, then both again."""
        current = self.display.viewer
        following = SIDE_VIEWS[(SIDE_VIEWS.index(current) + 1) % len(SIDE_VIEWS)]
        self.side_actions[following].setChecked(True)

    def apply(self) -> None:
        scene = self.window.scene
        if scene is not None:
            scene.set_display(self.display)
        display = self.display
        if display.viewer is not None:
            side = tr("Allied") if display.viewer == "allied" else tr("Axis")
            self.window.show_message(tr("The map shows the scenario as the {side} player sees it (V for the next view)").format(side=side))
