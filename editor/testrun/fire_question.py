"""The opportunity fire question (13.8, 13.9, 17.2): a person who decides his side's
opportunity fire ("Decisions: Ask me") is asked here when enemy movers enter a hex his
units could fire at.

The panel lists the shots the engine offers (core.game.fire_by_hand), each with the odds the
path preview shows a mover (Threat.expected: mean Casualty Points for AP fire and the sniper,
the chance to destroy or immobilize for AT fire, with its to-hit number), a Fire button per
shot and Pass. Keys: 1-9 fire the shot of that row, P passes. It shows only while a person
is asked and has the screen (a hotseat hand-over hides it), and names only the movers the
asked side sees (fog of war).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from core.game.actions import Action
from core.game.fire_by_hand import HOLD_FIRE, offered, shot_for
from core.game.fog import hidden_units
from core.game.game import Game
from core.game.opportunity_threats import Threat, ThreatKind
from core.game.state import GameState
from core.sides import Side
from editor.i18n import tr
from editor.testrun.describe import unit_namer

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow

MAX_KEYED = 9
"""Shots beyond the ninth row have a button but no number key."""


def threat_text(game: Game, threat: Threat, who: Callable[[str], str]) -> str:
    """One shot in words, with its odds (the path preview's figures)."""
    if threat.kind is ThreatKind.SNIPER:
        return tr("Sniper at {hex}: {cp:.2f} Casualty Points expected").format(hex=threat.target_hex, cp=threat.expected)
    firers = ", ".join(who(f) for f in threat.firers)
    if threat.kind is ThreatKind.AT:
        weapon = f" [{who(threat.weapon)}]" if threat.weapon else ""
        return tr("AT fire: {firer}{weapon} from {origin} at {target}: hits on {hit} or less, "
                  "{chance:.0%} to destroy or immobilize").format(
            firer=firers, weapon=weapon, origin=threat.origin, target=who(threat.target or ""),
            hit=threat.to_hit, chance=threat.expected)
    text = tr("{firers} from {origin}, {apfp} APFP at {range} hexes: {cp:.2f} Casualty Points expected").format(
        firers=firers, origin=threat.origin, apfp=threat.apfp, range=threat.distance, cp=threat.expected)
    if threat.lane_mgs:
        text += tr("; lays a fire lane")
    return text


class FireQuestion(QFrame):
    answered = Signal(object)  # the Action: a shot or holding fire

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fire_question")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("QFrame#fire_question { background: #fff3e0; border: 2px solid #c0502a; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.title = QLabel()
        self.title.setObjectName("fire_question_title")
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.rows = QGridLayout()
        layout.addLayout(self.rows)
        self.pass_button = QPushButton(tr("Pass (P)"))
        self.pass_button.setObjectName("hold_fire_button")
        self.pass_button.setToolTip(tr("Let them go on without (more) opportunity fire in this hex"))
        self.pass_button.clicked.connect(lambda _checked=False: self.answered.emit(HOLD_FIRE))
        layout.addWidget(self.pass_button, 0, Qt.AlignmentFlag.AlignRight)
        self.fire_buttons: list[QPushButton] = []
        self.shots: list[Action] = []
        self._asked: tuple[str, ...] | None = None  # the question last shown: a new one centres the map
        window = parent if parent is not None else self
        QShortcut(QKeySequence("P"), window, activated=self._pass_key)  # type: ignore[call-overload]
        for number in range(1, MAX_KEYED + 1):
            QShortcut(QKeySequence(str(number)), window, activated=lambda n=number: self._key(n))  # type: ignore[call-overload]
        self.hide()

    def _pass_key(self) -> None:
        if self.isVisible():
            self.pass_button.click()

    def _key(self, number: int) -> None:
        if self.isVisible() and number <= len(self.fire_buttons):
            self.fire_buttons[number - 1].click()

    def follow(self, run: TestRunWindow, usable: bool) -> None:
        """Show the open question to the person asked, or hide the panel."""
        question = run.state.question
        if question is None or not usable:
            self.hide()
            if question is None:
                self._asked = None
            return
        self.ask(run.game, run.state, run.viewer())
        hex_name = str(question["hex"])
        asked = (hex_name, *question["movers"])
        if asked != self._asked:  # the movers just entered the hex: show it
            run.view.centre_on_hex(hex_name)
            self._asked = asked
        run.scene.mark_target(hex_name)
        self.show()

    def ask(self, game: Game, state: GameState, viewer: Side | None) -> None:
        question = state.question
        assert question is not None
        hidden = hidden_units(game, state, viewer) if viewer is not None else set()
        who = unit_namer(game, state, {u for u in state.units if u not in hidden})
        seen = [who(m) for m in question["movers"] if m not in hidden and state.units[m].on_map]
        movers = ", ".join(seen) if seen else tr("Enemy units")
        self.title.setText(tr("Opportunity fire: {movers} entered {hex}. Fire at them?").format(
            movers=movers, hex=question["hex"]))
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.fire_buttons, self.shots = [], []
        for row, threat in enumerate(offered(game, state)):
            label = QLabel(threat_text(game, threat, who))
            label.setWordWrap(True)
            key = row + 1
            button = QPushButton(tr("Fire ({key})").format(key=key) if key <= MAX_KEYED else tr("Fire"))
            button.setObjectName(f"fire_shot_{row}")
            action = shot_for(threat)
            button.clicked.connect(lambda _checked=False, a=action: self.answered.emit(a))
            self.rows.addWidget(label, row, 0)
            self.rows.addWidget(button, row, 1)
            self.fire_buttons.append(button)
            self.shots.append(action)
        self.rows.setColumnStretch(0, 1)
