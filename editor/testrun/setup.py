"""Who plays a test run and with which settings, and the Game it makes.

The run plays a copy of the document's scenario with this run's fog of war,
dice bias and ruleset; the document itself is never touched (nothing here can push onto its
undo stack).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from core.ai.profile import default_personality
from core.boards.board import Board
from core.game.game import Game
from core.placement import context_for
from core.scenario import Scenario
from core.sides import Side

DECISIONS = ("automatic", "ask")
"""Who makes the choices the rules give a person during a test run: the program, as the computer
and `vvs play` do ("automatic"), or the person ("ask": opportunity fire and fire lanes, 13.8, 13.9,
17.2; the casualties of AP fire, 14.61; the order of rally attempts, 21.1)."""


class Mode(str, Enum):
    HOTSEAT = "hotseat"
    AGAINST_COMPUTER = "against_computer"
    COMPUTER_ONLY = "computer_only"


@dataclass(frozen=True)
class RunSetup:
    mode: Mode = Mode.HOTSEAT
    human: Side = Side.ALLIED  # the person's side against the computer
    level: str = "normal"
    personality: str = ""  # empty: the default personality
    seed: int = 1
    fog_of_war: bool = False
    dice_bias: str = "none"
    ruleset: str = "seeds"
    rally_by_hand: bool = False  # "Ask me": the people decide their opportunity fire (13.8), casualties (14.61) and rally order (21.1)

    def computer_sides(self) -> frozenset[Side]:
        if self.mode is Mode.HOTSEAT:
            return frozenset()
        if self.mode is Mode.AGAINST_COMPUTER:
            return frozenset({self.human.other})
        return frozenset({Side.ALLIED, Side.AXIS})

    def decisions(self) -> str:
        """The start dialog's "Decisions" value this setup stands for."""
        return "ask" if self.rally_by_hand else "automatic"

    def spec(self) -> str:
        """The computer player's spec (core.ai.specs), e.g. `ai:hard:cautious`."""
        return f"ai:{self.level}:{self.personality or default_personality().name}"


def setup_for(scenario: Scenario, decisions: str = "automatic") -> RunSetup:
    """The start dialog's defaults: fog and bias as the scenario sets them; the decisions as the
    user's settings say (Settings > Test runs)."""
    return RunSetup(fog_of_war=scenario.fog_of_war, dice_bias=scenario.dice_bias, ruleset=scenario.ruleset,
                    rally_by_hand=decisions == "ask")


def game_for(scenario: Scenario, setup: RunSetup, custom_boards: dict[int, Board] | None = None) -> Game:
    """A Game on a copy of the scenario with this run's fog, dice bias and ruleset."""
    bias = setup.dice_bias if setup.mode is Mode.AGAINST_COMPUTER else "none"  # 004: no bias without the computer against a person
    played = replace(scenario, fog_of_war=setup.fog_of_war, dice_bias=bias, ruleset=setup.ruleset)
    computer = setup.computer_sides()
    people = [side for side in (Side.ALLIED, Side.AXIS) if side not in computer] if setup.rally_by_hand else []
    return Game(played, context_for(played, custom_boards), computer=computer, rally_by_hand=people, fire_by_hand=people,
                casualties_by_hand=people)
