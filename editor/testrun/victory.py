"""The victory popup: who won, at which of seed 004's five levels, and the points lost."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from core.game.game import Game
from core.game.state import GameState
from core.sides import Side
from editor.i18n import tr, tr_noop
from editor.testrun.describe import side_name

LEVEL_NAMES = {"decisive_victory": tr_noop("Decisive victory"), "major_victory": tr_noop("Major victory"), "minor_victory": tr_noop("Minor victory"),
               "draw": tr_noop("Draw"), "minor_defeat": tr_noop("Minor defeat"), "major_defeat": tr_noop("Major defeat"),
               "decisive_defeat": tr_noop("Decisive defeat")}


def level_name(level: str) -> str:
    return tr(LEVEL_NAMES.get(level, level.replace("_", " ").capitalize()))


class VictoryDialog(QDialog):
    """Not modal for the application: the map stays readable behind it."""

    def __init__(self, game: Game, state: GameState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("victory_dialog")
        self.setWindowTitle(tr("The battle is over"))
        result = state.result or {}
        winner = result.get("winner", "draw")
        winner_side = game.attacker if winner == "attacker" else game.attacker.other if winner == "defender" else None
        headline = tr("{side} wins").format(side=side_name(winner_side.value)) if winner_side else tr("A draw")
        title = QLabel(headline)
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline = headline
        lines = [tr("{level} for the attacker ({side})").format(level=level_name(str(result.get("level", ""))),
                                                                side=side_name(game.attacker.value)),
                 tr("After %n turn(s): {reason}", n=int(result.get("turns", state.turn))).format(reason=result.get("reason", ""))]
        for side in (Side.ALLIED, Side.AXIS):
            own = state.sides[side]
            lines.append(tr("{side}: lost {lost} of {start} points, %n unit(s) exited", n=len(own.exited)).format(
                side=side_name(side.value), lost=own.lost_points, start=own.start_points))
        self.details = QLabel("\n".join(lines))
        self.details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.details)
        layout.addWidget(buttons)
