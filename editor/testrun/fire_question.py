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

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget

from core.game.fire_by_hand import HOLD_FIRE, offered, shot_for
from core.game.fog import hidden_units
from core.game.game import Game
from core.game.opportunity_threats import Threat, ThreatKind
from core.game.question_kinds import FIRE, kind_of
from core.game.state import GameState
from core.sides import Side
from editor.i18n import tr
from editor.testrun.describe import unit_namer
from editor.testrun.question_panel import QuestionPanel

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow

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


class FireQuestion(QuestionPanel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("fire_question", parent)
        self.pass_button = QPushButton(tr("Pass (P)"))
        self.pass_button.setObjectName("hold_fire_button")
        self.pass_button.setToolTip(tr("Let them go on without (more) opportunity fire in this hex"))
        self.pass_button.clicked.connect(lambda _checked=False: self.answered.emit(HOLD_FIRE))
        self.box.addWidget(self.pass_button, 0, Qt.AlignmentFlag.AlignRight)
        self._asked: tuple[str, ...] | None = None  # the question last shown: a new one centres the map
        self.keys.append(self.shortcut("P", self._pass_key))
        self.keys[-1].setEnabled(False)

    @property
    def fire_buttons(self) -> list[QPushButton]:
        return self.buttons

    def _pass_key(self) -> None:
        if self.isVisible():
            self.pass_button.click()

    def follow(self, run: TestRunWindow, usable: bool) -> None:
        """Show the open question to the person asked, or hide the panel."""
        question = run.state.question
        if question is not None and kind_of(question) != FIRE:
            question = None  # another kind has its own panel (editor/testrun/casualty_question.py)
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
        self.clear_rows()
        for threat in offered(game, state):
            self.add_row(threat_text(game, threat, who), tr("Fire ({key})"), tr("Fire"), "fire_shot", shot_for(threat))
