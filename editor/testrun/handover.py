"""The hand-over screen of a hotseat game under fog of war: the map is hidden between the sides'
turns, so each player sees only what the rules let their side see."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from core.sides import Side
from editor.i18n import tr
from editor.testrun.describe import side_name


class HandOverPage(QWidget):
    taken = Signal()  # the next player is at the screen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover_page")
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)  # a long side name in a big font must not push the docks aside
        font = QFont(self.label.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.label.setFont(font)
        self.button = QPushButton()
        self.button.setObjectName("handover_button")
        self.button.clicked.connect(self.taken)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)

    def ask(self, side: Side) -> None:
        name = side_name(side.value)
        self.label.setText(tr("Hand the computer to the {side} player").format(side=name))
        self.button.setText(tr("I play {side}: show the map").format(side=name))
