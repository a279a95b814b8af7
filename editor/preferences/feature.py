"""Edit > Settings… (Ctrl+,; the application menu's Preferences on macOS): the dialog, and its choices applied.

The user's settings are read from the user folder's settings.ini when the
window starts and applied at once: the autosave timer's interval (0 stops it),
where the New scenario and generator dialogs start (the window's Prompts carry
the value), and the nation colours of every counter (the open map is
repainted and the docks' counter icons are painted again). The language is only stored ("ui/language"): editor/i18n.py
installs it when the program starts, so the dialog says it takes effect then.
The dialog opens window-modal without blocking, so tests drive the real one.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QWidget

from editor.counters.style import nation_palette, use_nation_palette
from editor.files.recent import user_settings
from editor.files.recovery import Autosaver
from editor.i18n import tr
from editor.palette.units_tab import UnitsTab
from editor.preferences.dialog import SettingsDialog
from editor.preferences.values import Preferences, read_preferences, write_preferences
from editor.window.services import MenuName, WindowServices


class SettingsFeature(QObject):
    def __init__(self, window: WindowServices, autosaver: Autosaver, settings: QSettings | None = None) -> None:
        super().__init__(window.qt_window)
        self.window, self.autosaver = window, autosaver
        self.settings = settings or user_settings(window.folders, self)
        self.preferences = read_preferences(self.settings)
        self.dialog: SettingsDialog | None = None
        self.action = QAction(tr("&Settings…"), window.qt_window)
        self.action.setObjectName("settings_action")
        self.action.setMenuRole(QAction.MenuRole.PreferencesRole)  # macOS moves it to the application menu
        self.action.setShortcuts([QKeySequence("Ctrl+,")])
        self.action.setStatusTip(tr("Language, autosave, defaults for new scenarios, map colours"))
        self.action.triggered.connect(lambda _checked=False: self.open_dialog())
        window.qt_window.addAction(self.action)
        window.add_to_menu(MenuName.EDIT, [None, self.action])
        self.apply(self.preferences)

    def open_dialog(self) -> SettingsDialog:
        """Show the dialog on the settings in use; OK stores and applies its value."""
        if self.dialog is not None:
            self.dialog.raise_()
            return self.dialog
        dialog = SettingsDialog(self.preferences, self.window.qt_window)
        dialog.finished.connect(lambda result: self._finished(dialog, result))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _finished(self, dialog: SettingsDialog, result: int) -> None:
        self.dialog = None
        if result == QDialog.DialogCode.Accepted:
            self.change(dialog.preferences())
        dialog.deleteLater()

    def change(self, preferences: Preferences) -> None:
        """Store a new value and apply what can change while the program runs."""
        language_changed = preferences.language != self.preferences.language
        write_preferences(self.settings, preferences)
        self.preferences = preferences
        self.apply(preferences)
        if language_changed:
            self.window.show_message(tr("The new language takes effect when the program starts again."))

    def apply(self, preferences: Preferences) -> None:
        self.autosaver.set_interval(preferences.autosave_minutes * 60)
        self.window.prompts.preferences = preferences
        if preferences.palette != nation_palette():
            use_nation_palette(preferences.palette)
            self._repaint()

    def _repaint(self) -> None:
        """Counters are cached pictures: each map item and each widget paints again with the new colours."""
        scene = self.window.scene
        if scene is not None:
            for item in scene.items():
                item.update()
        for tab in self.window.qt_window.findChildren(UnitsTab):
            tab.refill()  # the palette's and the reinforcements dock's counter icons
        for widget in self.window.qt_window.findChildren(QWidget):
            widget.update()
