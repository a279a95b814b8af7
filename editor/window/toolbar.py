"""The main toolbar: Select, Place, Line of sight, Test run and the zoom, each with its key.

The buttons are the window's and the features' own QActions (zoom, the LOS
probe's toggle, Test run), so a button does exactly what its menu entry and
its key do. Only Select and Place are new, and they only drive what exists:
Select puts down what the palette holds and ends the LOS probe; Place picks
the palette's last entry again (or shows the palette to pick one). Which of
the three tools is on is shown by their checked state, read back from the
palette and the probe's action, never kept here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QToolBar, QToolButton

from editor.i18n import tr
from editor.palette.dock import PaletteDock
from editor.palette.entry import PaletteEntry
from editor.window import toolbar_icons


def with_shortcut(text: str, action: QAction) -> str:
    """A tooltip naming the action's first key, as the toolbar shows it."""
    keys = action.shortcuts()
    if not keys:
        return text
    return f"{text} ({keys[0].toString(QKeySequence.SequenceFormat.NativeText)})"


class MainToolBar(QToolBar):
    def __init__(self, window: QMainWindow, palette: PaletteDock) -> None:
        super().__init__(tr("Main toolbar"), window)
        self.setObjectName("main_toolbar")
        self.setIconSize(QSize(22, 22))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.window_, self.palette_dock = window, palette
        self.last_entry: PaletteEntry | None = None
        self.probe: QAction | None = None
        self.select_action = self._own_action(tr("&Select"), "S", toolbar_icons.select_icon(), self.select)
        self.place_action = self._own_action(tr("&Place from the palette"), "P", toolbar_icons.place_icon(), self.place)
        self.select_action.setIconText(tr("Select"))
        self.place_action.setIconText(tr("Place"))
        palette.entry_selected.connect(self._entry_selected)

    def _own_action(self, text: str, key: str, icon, slot: Callable[[], None]) -> QAction:  # type: ignore[no-untyped-def]
        action = QAction(icon, text, self.window_)
        action.setShortcut(QKeySequence(key))
        action.setCheckable(True)
        action.triggered.connect(lambda _checked=False: slot())
        self.window_.addAction(action)  # the key works wherever the focus is in the window
        return action

    def fill(self, probe: QAction, test_run: QAction, zoom: Sequence[QAction], hide_units: QAction) -> None:
        """Lay out the buttons, once every feature has made its action."""
        self.probe = probe
        probe.toggled.connect(lambda _on: self.sync())
        for action, icon in zip(zoom, (toolbar_icons.zoom_in_icon(), toolbar_icons.zoom_out_icon(), toolbar_icons.fit_icon()), strict=True):
            if action.icon().isNull():
                action.setIcon(icon)
        if test_run.icon().isNull():
            test_run.setIcon(toolbar_icons.play_icon())
        probe.setIconText(tr("Line of sight"))
        test_run.setIconText(tr("Test run"))
        for action in (self.select_action, self.place_action, probe):
            self.addAction(action)
        self.addSeparator()
        for action in zoom:
            self.addAction(action)
            button = self.widgetForAction(action)
            if isinstance(button, QToolButton):
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        if hide_units.icon().isNull():
            hide_units.setIcon(toolbar_icons.hide_units_icon())
        hide_units.setIconText(tr("Hide units"))
        self.addAction(hide_units)
        self.addSeparator()
        self.addAction(test_run)
        for action in self.actions():
            if not action.isSeparator():
                action.setToolTip(with_shortcut(action.toolTip() if action is probe else action.iconText(), action))
        self.sync()

    def actions_with_keys(self) -> list[QAction]:
        return [a for a in self.actions() if not a.isSeparator()]

    # --- the tools -----------------------------------------------------------------------

    def select(self) -> None:
        """Back to selecting: nothing in hand, no probe."""
        self.palette_dock.clear_selection()
        if self.probe is not None and self.probe.isChecked():
            self.probe.trigger()
        self.sync()

    def place(self) -> None:
        """The last palette entry again, or the palette shown and focused to pick one."""
        if self.last_entry is not None and self.palette_dock.select_entry(self.last_entry):
            self.sync()
            return
        self.palette_dock.show()
        self.palette_dock.raise_()
        self.palette_dock.tabs.currentWidget().setFocus()
        self.window_.statusBar().showMessage(tr("Pick a counter or marker in the palette, then click hexes to place it"), 6000)
        self.sync()

    def _entry_selected(self, entry: PaletteEntry | None) -> None:
        if entry is not None:
            self.last_entry = entry
        self.sync()

    def sync(self) -> None:
        """Check the button of the tool in use."""
        probing = self.probe is not None and self.probe.isChecked()
        placing = self.palette_dock.current_entry is not None
        self.place_action.setChecked(placing)
        self.select_action.setChecked(not placing and not probing)

    def set_enabled(self, enabled: bool) -> None:
        for action in (self.select_action, self.place_action):
            action.setEnabled(enabled)
        self.setVisible(enabled)
        self.sync()
