"""What the test run's questions to a person share (editor/testrun/fire_question.py,
casualty_question.py): a tinted panel under the map with a bold title and one row per answer,
each with its button, and number keys 1-9 for the first nine rows.

The keys work only while the panel shows: both questions use 1-9, and Qt fires neither of two
enabled shortcuts on the same key."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from core.game.actions import Action

MAX_KEYED = 9
"""Answers beyond the ninth row have a button but no number key."""


class QuestionPanel(QFrame):
    answered = Signal(object)  # the Action answering the question

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"QFrame#{name} {{ background: #fff3e0; border: 2px solid #c0502a; }}")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(8, 6, 8, 6)
        self.title = QLabel()
        self.title.setObjectName(f"{name}_title")
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        self.box.addWidget(self.title)
        self.rows = QGridLayout()
        self.box.addLayout(self.rows)
        self.buttons: list[QPushButton] = []
        self.answers: list[Action] = []
        self.window_ = parent if parent is not None else self
        self.keys = [self.shortcut(str(n), self._key_slot(n)) for n in range(1, MAX_KEYED + 1)]
        self.hide()

    def shortcut(self, key: str, slot: Callable[[], None]) -> QShortcut:
        return QShortcut(QKeySequence(key), self.window_, activated=slot)  # type: ignore[call-overload]

    def _key_slot(self, number: int) -> Callable[[], None]:
        return lambda: self._key(number)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt's name
        super().setVisible(visible)
        for key in self.keys:
            key.setEnabled(visible)

    def _key(self, number: int) -> None:
        if self.isVisible() and number <= len(self.buttons):
            self.buttons[number - 1].click()

    def clear_rows(self) -> None:
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.buttons, self.answers = [], []

    def add_row(self, text: str, keyed: str, plain: str, name: str, action: Action) -> None:
        """One answer: its words and its button, labelled `keyed` (with a {key} for its number key)
        in the first nine rows and `plain` after (both translated by the caller)."""
        row = len(self.buttons)
        label = QLabel(text)
        label.setWordWrap(True)
        key = row + 1
        button = QPushButton(keyed.format(key=key) if key <= MAX_KEYED else plain)
        button.setObjectName(f"{name}_{row}")
        button.clicked.connect(lambda _checked=False, a=action: self.answered.emit(a))
        self.rows.addWidget(label, row, 0)
        self.rows.addWidget(button, row, 1)
        self.rows.setColumnStretch(0, 1)
        self.buttons.append(button)
        self.answers.append(action)
