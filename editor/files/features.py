"""The File menu's sharing and safety features, wired into the main window.

Export a package (Ctrl+E) and Save to Custom scenarios, both refused while
placement problems remain; import packages chosen in a file dialog or waiting
in the Import folder; export the map as a picture; File > Open Recent; the
autosave to a recovery file and the offer to recover after a crash. Kept out
of main_window.py: the window makes one FileFeatures and hands it each
document it shows (None when it closes one). It reaches the window only
through WindowServices (editor/window/services.py).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from core.jsonio import write_bytes_atomic
from core.userdirs import ImportOutcome, safe_file_name
from editor.battle_generator.feature import GeneratorFeature
from editor.battlefield.export_png import save_map_png
from editor.commands.replace_scenario import ReplaceScenario
from editor.document import ScenarioDocument
from editor.files.packages import (
    ExportRefused,
    import_files,
    import_folder,
    package_bytes,
    package_name,
    store_in_custom,
)
from editor.files.recent import RecentFiles, fill_recent_menu, user_settings
from editor.files.recovery import (
    Autosaver,
    Recovery,
    describe,
    pending_recoveries,
    read_recovery,
)
from editor.i18n import tr
from editor.window.prompts import IMAGE_FILTER, PACKAGE_FILTER, RecoveryAnswer
from editor.window.services import MenuName, WindowServices


class FileFeatures(QObject):
    def __init__(self, window: WindowServices, autosave_seconds: float | None = None) -> None:
        super().__init__(window.qt_window)
        self.window = window
        self.recent = RecentFiles(user_settings(window.folders, self), parent=self)
        self.autosaver = Autosaver(window.folders, parent=self) if autosave_seconds is None \
            else Autosaver(window.folders, autosave_seconds, self)
        self._continue_recovery: Path | None = None
        self.export_action = self._action(tr("&Export package…"), self.export_package, "Ctrl+E")
        self.custom_action = self._action(tr("Save to Custo&m scenarios"), self.save_to_custom)
        self.png_action = self._action(tr("Export map as &PNG…"), self.export_png)
        self.png_action.setObjectName("export_png_action")  # the scenario card's entry goes after it
        self.import_folder_action = self._action(tr("Import all from the Import &folder"), self.import_folder)
        self.recent_menu = QMenu(tr("Open &Recent"), window.qt_window)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._add_to_menu()
        self.generator = GeneratorFeature(window)
        window.start_page.import_folder_requested.connect(self.import_folder)
        window.start_page.set_recent(self.recent.paths())
        self.recent.changed.connect(lambda: window.start_page.set_recent(self.recent.paths()))
        self.set_document(None)

    def _action(self, text: str, slot, shortcut: str | None = None) -> QAction:  # type: ignore[no-untyped-def]
        action = QAction(text, self.window.qt_window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        self.window.qt_window.addAction(action)
        return action

    def _add_to_menu(self) -> None:
        a, file_menu = self.window.menu_actions, MenuName.FILE
        self.window.add_to_menu(file_menu, [self.recent_menu.menuAction()], after=a.open_custom)
        self.window.add_to_menu(file_menu, [self.custom_action], after=a.save_as)
        self.window.add_to_menu(file_menu, [self.import_folder_action, None, self.export_action, self.png_action],
                                after=a.import_packages)

    def _fill_recent(self) -> None:
        fill_recent_menu(self.recent_menu, self.recent, self.open_recent)

    # --- documents ---------------------------------------------------------------------------

    def set_document(self, document: ScenarioDocument | None) -> None:
        """After the window shows a document; with None once it dropped one on purpose."""
        for action in (self.export_action, self.custom_action, self.png_action):
            action.setEnabled(document is not None)
        if document is None:
            self.autosaver.detach()
            return
        self.autosaver.attach(document, self._continue_recovery)
        if self._continue_recovery is not None:
            self._continue_recovery = None
            self.autosaver.save_now()  # the recovered work is safe again at once
        if document.path is not None:
            self.recent.add(document.path)
        document.path_changed.connect(lambda: self._remember(document))

    def _remember(self, document: ScenarioDocument) -> None:
        if document.path is not None:
            self.recent.add(document.path)

    def open_recent(self, path: Path) -> bool:
        if not Path(path).is_file():
            self.window.prompts.error(tr("Cannot open the scenario"), tr("{path} is no longer there.").format(path=path))
            self.recent.remove(path)
            return False
        return self.window.open_path(path)

    # --- export --------------------------------------------------------------------------------

    def _clean_package(self, title: str) -> bytes | None:
        """The package bytes, or None after showing why not (the problems, or a write error)."""
        document = self.window.document
        if document is None:
            return None
        try:
            return package_bytes(document)
        except ExportRefused as refused:
            text = tr("{title} is refused while the scenario breaks placement rules. "
                      "Problems to fix: %n (click one to see its hex); then try again.", n=len(refused.problems)).format(title=title)
            self.window.prompts.show_violations(title, text, refused.problems, self.window.go_to_hex)
        except ValueError as error:
            self.window.prompts.error(title, str(error))
        return None

    def export_package(self) -> Path | None:
        data = self._clean_package(tr("Export package"))
        document = self.window.document
        if data is None or document is None:
            return None
        suggested = f"{safe_file_name(document.scenario.title)}.zip"
        path = self.window.prompts.save_file_path(tr("Export package"), self.window.folders.export, suggested, PACKAGE_FILTER)
        if path is None:
            return None
        try:
            write_bytes_atomic(path, data)
        except OSError as error:
            self.window.prompts.error(tr("Cannot export the package"), f"{path}: {error}")
            return None
        self.window.show_message(tr("Exported {path}").format(path=path))
        return path

    def save_to_custom(self) -> Path | None:
        title = tr("Save to Custom scenarios")
        data = self._clean_package(title)
        document, folders, prompts = self.window.document, self.window.folders, self.window.prompts
        if data is None or document is None:
            return None
        name = package_name(document, folders)
        replace = (folders.custom / name).exists()
        if replace and not prompts.confirm(title, tr("Custom scenario “{name}” exists. Replace it?").format(name=name)):
            return None
        try:
            outcome = store_in_custom(folders, name, data, replace)
        except OSError as error:
            outcome = ImportOutcome(Path(name), None, str(error))
        if not outcome.ok or outcome.stored is None:
            prompts.error(title, outcome.error or name)
            return None
        self.window.start_page.refresh()
        self.window.show_message(tr("Saved to Custom scenarios as “{name}”").format(name=outcome.stored.name))
        return outcome.stored

    def export_png(self) -> Path | None:
        window = self.window
        if window.document is None or window.scene is None:
            return None
        suggested = f"{safe_file_name(window.document.scenario.title)}.png"
        path = window.prompts.save_file_path(tr("Export map as PNG"), window.folders.export, suggested, IMAGE_FILTER)
        if path is None:
            return None
        try:
            save_map_png(window.scene, path)
        except ValueError as error:
            window.prompts.error(tr("Cannot export the map"), str(error))
            return None
        window.show_message(tr("Wrote {path}").format(path=path))
        return path

    # --- import --------------------------------------------------------------------------------

    def import_packages(self) -> list[ImportOutcome]:
        """Packages chosen in a file dialog; they stay where they are."""
        paths = self.window.prompts.open_packages(self.window.folders.import_)
        if not paths:
            return []
        return self._report(import_files(self.window.folders, paths, remove_source=False))

    def import_folder(self) -> list[ImportOutcome]:
        """Every package in the Import folder, as `vvs import` does; stored ones leave the folder."""
        folder = self.window.folders.import_
        empty = tr("No packages in {folder}. Put .zip packages there and import again.").format(folder=folder)
        return self._report(import_folder(self.window.folders), empty)

    def _report(self, outcomes: list[ImportOutcome], empty_text: str = "") -> list[ImportOutcome]:
        self.window.start_page.refresh()
        self.window.prompts.import_report(outcomes, empty_text)
        return outcomes

    # --- recovery ------------------------------------------------------------------------------

    def offer_recovery(self) -> bool:
        """At start-up: offer each recovery file a crashed session left, newest first; True if one was recovered."""
        for path in pending_recoveries(self.window.folders):
            answer = self.window.prompts.recover(describe(path))
            if answer is RecoveryAnswer.RECOVER and self.recover(path):
                return True
            if answer is RecoveryAnswer.DISCARD:
                path.unlink(missing_ok=True)
        return False

    def recover(self, path: Path) -> bool:
        window = self.window
        try:
            recovery = read_recovery(path)
        except (OSError, ValueError) as error:
            window.prompts.error(tr("Cannot recover the scenario"), str(error))
            return False
        if not window.close_document():
            return False
        document = self._recovered_document(recovery)
        self._continue_recovery = path
        window.show_document(document)
        return True

    def _recovered_document(self, recovery: Recovery) -> ScenarioDocument:
        """Over its saved file (so Undo goes back to what was saved), or alone if it had none."""
        boards = {**self.window.custom_boards(), **recovery.boards}
        source = recovery.source
        if source is not None and source.is_file():
            try:
                document = ScenarioDocument.open(source, boards)
            except (OSError, ValueError):
                document = None
            if document is not None:
                if document.scenario != recovery.scenario:
                    document.push(ReplaceScenario(document, recovery.scenario, tr("Recover unsaved changes")))
                return document
        document = ScenarioDocument(recovery.scenario, None, boards)
        document.undo_stack.resetClean()  # never saved: closing it must ask
        return document

