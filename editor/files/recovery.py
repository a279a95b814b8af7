"""Autosave to a recovery file, and recovery after a crash.

While a document has unsaved changes, its current value is written every
AUTOSAVE_SECONDS to Draft/.recovery/<name>.json (schemas/recovery.schema.json),
atomically, apart from the draft itself: the user's own file changes only when
the user saves. Saving, or closing on purpose, removes the recovery file, so a
recovery file found at start-up is the work of a session that ended without
either: a crash, a killed process, a power cut. The interval is the user's
(Edit > Settings…, editor/preferences), and 0 turns autosave off.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer

from core.boards.board import Board
from core.boards.document import board_document
from core.boards.library import standard_boards
from core.documents.check import custom_boards
from core.jsonio import dumps_canonical, load_json_validated, write_bytes_atomic
from core.scenario import Scenario
from core.scenario.io import from_dict, to_dict
from core.userdirs import UserFolders, safe_file_name
from editor.document import ScenarioDocument
from editor.i18n import tr

AUTOSAVE_SECONDS = 30
FOLDER = ".recovery"
SCHEMA = "recovery.schema.json"
KIND = "vvs-recovery"


@dataclass(frozen=True)
class Recovery:
    """What a recovery file holds, read and checked."""

    path: Path
    source: Path | None
    saved: datetime
    scenario: Scenario
    boards: dict[int, Board]


def recovery_folder(folders: UserFolders) -> Path:
    folder = folders.draft / FOLDER  # hidden, so the start page's list of drafts never shows it
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def recovery_document(document: ScenarioDocument, now: datetime | None = None) -> dict[str, Any]:
    shipped = standard_boards()
    used = {ref.board for ref in document.scenario.boards}
    boards = {n: b for n, b in document.custom_boards.items() if n in used and shipped.get(n) != b}
    return {
        "format": 1,
        "kind": KIND,
        "source": str(document.path.resolve()) if document.path is not None else None,
        "saved": (now or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "scenario": to_dict(document.scenario),
        "boards": {f"board-{n:02d}": board_document(b) for n, b in sorted(boards.items())},
    }


def write_recovery(path: Path, document: ScenarioDocument) -> None:
    write_bytes_atomic(path, dumps_canonical(recovery_document(document)).encode("utf-8"))


def read_recovery(path: Path) -> Recovery:
    """Raises FileFormatError, BoardError (ValueErrors) or OSError for a file that cannot be used."""
    value = load_json_validated(path, SCHEMA)
    scenario = from_dict(value["scenario"], f"{path.name}: scenario")
    saved = datetime.strptime(value["saved"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    source = Path(value["source"]) if value["source"] else None
    return Recovery(path, source, saved, scenario, custom_boards(value["boards"], path.name))


def pending_recoveries(folders: UserFolders) -> list[Path]:
    """Recovery files left by earlier sessions, newest first."""
    files = [p for p in recovery_folder(folders).glob("*.json") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


class Autosaver(QObject):
    """Keeps one document's recovery file: written while there are unsaved changes, removed when clean."""

    def __init__(self, folders: UserFolders, seconds: float = AUTOSAVE_SECONDS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folders = folders
        self.document: ScenarioDocument | None = None
        self.path: Path | None = None
        self._unwritten = False
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.save_now)
        self.set_interval(seconds)

    def set_interval(self, seconds: float) -> None:
        """Autosave every `seconds` from now on (0: never), for the watched document too."""
        self.enabled = seconds > 0
        if not self.enabled:
            self.timer.stop()  # a recovery file already written stays until the work is saved or closed
            return
        self.timer.setInterval(max(1, round(seconds * 1000)))
        if self.document is not None:
            self.timer.start()

    def attach(self, document: ScenarioDocument, path: Path | None = None) -> None:
        """Watch `document`; `path` continues an existing recovery file (after recovering it)."""
        self.detach()
        self.document = document
        stem = safe_file_name(document.path.stem if document.path is not None else document.scenario.title)
        self.path = path or recovery_folder(self.folders) / f"{stem}-{secrets.token_hex(3)}.json"
        self._unwritten = document.dirty
        document.changed.connect(self._changed)
        document.undo_stack.cleanChanged.connect(self._clean_changed)
        if self.enabled:
            self.timer.start()

    def detach(self) -> None:
        """The document is saved or dropped on purpose: its recovery file goes."""
        if self.document is not None:
            for signal, slot in ((self.document.changed, self._changed),
                                 (self.document.undo_stack.cleanChanged, self._clean_changed)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass  # the document is already gone
        self.timer.stop()
        self._remove()
        self.document = None
        self.path = None

    def save_now(self) -> bool:
        """Write the recovery file if there are changes it does not hold yet; True if written."""
        document = self.document
        if document is None or self.path is None:
            return False
        if not document.dirty:
            self._remove()
            return False
        if not self._unwritten:
            return False
        try:
            write_recovery(self.path, document)
        except (OSError, ValueError):
            return False  # a full disk must not interrupt the editing; the next tick tries again
        self._unwritten = False
        return True

    def _changed(self, _change: object) -> None:
        self._unwritten = True

    def _clean_changed(self, clean: bool) -> None:
        if clean:
            self._remove()
            self._unwritten = False
        else:
            self._unwritten = True

    def _remove(self) -> None:
        if self.path is not None:
            self.path.unlink(missing_ok=True)


def describe(path: Path) -> str:
    """A line naming a recovery file for the question asked at start-up."""
    try:
        recovery = read_recovery(path)
    except (OSError, ValueError):
        return path.name
    where = str(recovery.source) if recovery.source else tr("never saved")
    return tr("“{title}” ({where}), autosaved {time}").format(
        title=recovery.scenario.title, where=where, time=f"{recovery.saved.astimezone():%Y-%m-%d %H:%M}")

