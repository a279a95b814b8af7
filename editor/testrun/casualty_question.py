"""The casualty question (14.61, 14.62): a person who applies his side's casualties
("Decisions: Ask me") is asked here when enemy fire gives his units Casualty Points and the
rules leave him a choice: from the Fire action, opportunity fire and fire lanes (in the middle of
a move, which goes on after his answer), close assaults (either side's points, 15.8), an
armor overrun (17.4), a sniper's shot (20.5) and fire support (18.5) (these three from rules
edition 4: a game continued from an older log keeps spending them automatically).

The panel names the hex, the points and the roll's attack, then lists the allocations the
engine offers (core.game.casualties_by_hand), each in words (which unit is pinned, reduced
or eliminated) with a button; keys 1-9 pick the allocation of that row. There is no Pass:
the points must be applied. It shows only while the person hit is asked and has the screen
(a fogged hotseat hands the screen over first); the units named are his own, so fog hides
nothing here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from core.game.casualties import Result
from core.game.casualties_by_hand import action_for, offered
from core.game.casualty_choices import Allocation
from core.game.game import Game
from core.game.question_kinds import CASUALTIES, kind_of
from core.game.state import GameState
from editor.i18n import tr, tr_noop
from editor.testrun.describe import unit_namer
from editor.testrun.question_panel import QuestionPanel

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow

_WORDS = {
    Result.PINNED: tr_noop("pin {unit}"),
    Result.REDUCED: tr_noop("reduce {unit} to a half squad"),
    Result.REDUCED_PINNED: tr_noop("reduce {unit} to a half squad and pin it"),
    Result.SURVIVED: tr_noop("{unit} rolls to survive (pinned if it does)"),
    Result.ELIMINATED: tr_noop("eliminate {unit}"),
}


def allocation_text(allocation: Allocation, who: Callable[[str], str]) -> str:
    """One allocation in words: "Pin Rifle squad (a); reduce Rifle squad (b) to a half squad"."""
    parts = [tr(_WORDS[result]).format(unit=who(unit_id)) for unit_id, result in allocation]
    text = "; ".join(parts)
    return text[:1].upper() + text[1:]


def _attack(question: dict[str, Any]) -> object:
    """The question's kind of attack; an overrun's own attack on the hex is AP fire to the engine
    ("ap"), told apart by the AFV's exit from that hex waiting for the answer."""
    then = question["then"]
    if then.get("attack") == "ap" and any(step.get("step") == "overrun_exit" and step.get("target") == question["hex"]
                                          for step in then.get("resume", [])):
        return "overrun"
    return then.get("attack")


def _title(attack: object, points: int) -> str:
    """What gave the points: fire (the Fire action, opportunity fire), an overrun, a fire lane, a
    close assault, fire support, a sniper."""
    if attack == "overrun":
        return tr("Overrun: the armored vehicle driving through {hex} inflicts %n Casualty Point(s). "
                  "How do your units take them?", n=points)
    if attack == "assault":
        return tr("Close assault: your units in {hex} take %n Casualty Point(s). How do they take them?", n=points)
    if attack == "lane":
        return tr("Fire lane: your units entering {hex} take %n Casualty Point(s). How do they take them?", n=points)
    if attack == "support":
        return tr("Fire support: the strike on {hex} inflicts %n Casualty Point(s). How do your units take them?", n=points)
    if attack == "sniper":
        return tr("Sniper: its shot at {hex} inflicts %n Casualty Point(s). How do your units take them?", n=points)
    return tr("Casualties: enemy fire on {hex} inflicts %n Casualty Point(s). How do your units take them?", n=points)


class CasualtyQuestion(QuestionPanel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("casualty_question", parent)
        self._asked: object = None  # the question last shown: a new one centres the map

    def follow(self, run: TestRunWindow, usable: bool) -> None:
        """Show the open casualty question to the person asked, or hide the panel."""
        question = run.state.question
        if question is None or kind_of(question) != CASUALTIES or not usable:
            self.hide()
            return
        self.ask(run.game, run.state)
        hex_name = str(question["hex"])
        if question is not self._asked:  # a new attack's points: show the hex
            run.view.centre_on_hex(hex_name)
            self._asked = question
        run.scene.mark_target(hex_name)
        self.show()

    def ask(self, game: Game, state: GameState) -> None:
        question = state.question
        assert question is not None
        who = unit_namer(game, state)  # his own units: all shown
        self.title.setText(_title(_attack(question), int(question["points"])).format(hex=question["hex"]))
        self.clear_rows()
        for allocation in offered(game, state):
            self.add_row(allocation_text(allocation, who), tr("Take ({key})"), tr("Take"), "casualty_choice",
                         action_for(allocation))
