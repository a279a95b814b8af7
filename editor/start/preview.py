"""The start page's right-hand pane: a picture and the facts of the scenario selected in its list.

An imported scenario brings its own preview.png; a draft is drawn from its
file (editor.map.preview_image). Pictures are kept per file and modification time,
so moving up and down the list does not redraw them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QImage, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.boards.library import build_battlefield
from core.documents.sources import boards_beside
from core.package import PREVIEW
from core.scenario import Scenario
from core.scenario.io import load
from editor.counters.style import nation_name
from editor.i18n import tr
from editor.map.preview_image import scenario_preview
from editor.plain_text import plain_label
from editor.setting_labels import SCENARIO_TYPE_LABELS, setting_label

PICTURE_WIDTH = 520


def scenario_facts(scenario: Scenario) -> str:
    """One line a wargamer scans: boards, turns, type, who attacks whom."""
    boards = ", ".join(str(b.board) + ("↻" if b.rotated else "") for b in scenario.boards)
    attacker = tr(nation_name(scenario.side(scenario.attacker).nationality))
    defender = tr(nation_name(scenario.side(scenario.defender).nationality))
    kind = setting_label(scenario.type.value, SCENARIO_TYPE_LABELS)
    board_word = tr("Board") if len(scenario.boards) == 1 else tr("Boards")
    return tr("{kind} · %n turn(s) · {board_word} {boards} · {attacker} attack, {defender} defend", n=scenario.turns).format(
        kind=kind, board_word=board_word, boards=boards, attacker=attacker, defender=defender)


class ScenarioPane(QFrame):
    open_requested = Signal(Path)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scenario_pane")
        self._path: Path | None = None
        self._pictures: dict[tuple[Path, float], QImage] = {}
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setMinimumHeight(150)
        self.picture.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # scaled to the pane
        self._image: QImage | None = None
        self._shown: tuple[int, int] = (0, 0)  # (image, width) on the label: a resize to the same width keeps it
        self.title = plain_label()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.facts = plain_label()
        self.facts.setObjectName("facts")
        self.facts.setWordWrap(True)
        self.description = plain_label()
        self.description.setWordWrap(True)
        self.description.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.open_button = QPushButton(tr("Open in the editor"))
        self.open_button.setObjectName("primary")
        self.open_button.clicked.connect(lambda: self._path is not None and self.open_requested.emit(self._path))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 18, 18, 18)
        layout.setSpacing(10)
        for widget in (self.picture, self.title, self.facts, self.description):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignRight)
        self.show_path(None)

    def show_path(self, path: Path | None) -> None:
        self._path = path
        self.open_button.setEnabled(path is not None)
        if path is None:
            self._image = None
            self._fit_picture()
            self.picture.setText(tr("Select a scenario to see it here."))
            self.title.clear()
            self.facts.clear()
            self.description.clear()
            return
        try:
            scenario = load(path)
        except (OSError, ValueError) as error:
            self._image = None
            self._fit_picture()
            self.picture.setText("")
            self.title.setText(path.name)
            self.facts.setText(tr("This file cannot be read: {error}").format(error=error))
            self.description.clear()
            return
        self.title.setText(scenario.title)
        self.facts.setText(scenario_facts(scenario))
        self.description.setText(scenario.description or tr("No briefing yet."))
        image = self._picture(path, scenario)
        self.picture.setText("" if image is not None else tr("No picture"))
        self._image = image
        self._fit_picture()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_picture()

    def _fit_picture(self) -> None:
        """The map picture at most as wide as the pane leaves it: a narrow pane (French or Russian
        cards beside it, at 1280×720) shrinks the picture instead of squeezing the scenario list."""
        image = self._image
        if image is None:
            self._shown = (0, 0)
            self.picture.setPixmap(QPixmap())
            return
        room = max(120, self.contentsRect().width() - 40)
        shown = image if image.width() <= room else image.scaledToWidth(room, Qt.TransformationMode.SmoothTransformation)
        if self._shown != (image.cacheKey(), shown.width()):
            self._shown = (image.cacheKey(), shown.width())
            self.picture.setPixmap(QPixmap.fromImage(shown))

    def _picture(self, path: Path, scenario: Scenario) -> QImage | None:
        try:
            key = (path, path.stat().st_mtime)
        except OSError:
            return None
        if key not in self._pictures:
            self._pictures[key] = self._make_picture(path, scenario)
        image = self._pictures[key]
        return None if image.isNull() else image

    def _make_picture(self, path: Path, scenario: Scenario) -> QImage:
        stored = path.parent / PREVIEW
        if stored.is_file():
            image = QImage(str(stored))
            if not image.isNull():
                return image.scaledToWidth(min(PICTURE_WIDTH, image.width()), Qt.TransformationMode.SmoothTransformation)
        try:
            boards = boards_beside(path)
            field = build_battlefield([{"board": b.board, "rotated": b.rotated} for b in scenario.boards], boards)
        except (OSError, ValueError):
            return QImage()
        return scenario_preview(scenario, field, PICTURE_WIDTH)
