"""One decision's picture of the battle, from the acting side's view (core.ai.view).

Built afresh for each decision (a roll may have changed everything) and lazy: the
threat map, the goals and the distance fields are worked out only when a choice
asks for them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from core.ai.captures import Captures
from core.ai.dangers import AtThreats
from core.ai.estimates import ThreatMap, mean_value
from core.ai.fields import Field, goal_field
from core.ai.plan import side_goals
from core.ai.profile import Personality
from core.game.actions import Action
from core.game.obstacles import MINEFIELD, WIRE
from core.game.state import GameState, UnitState, Where
from core.hexes import Hex
from core.scenario import ScenarioType
from core.sides import Side
from core.terrain import UnitClass
from core.unit_kinds import MOVEMENT_CLASS

if TYPE_CHECKING:
    from core.game.game import Game


Choice = tuple[Action, str]
"""A decision: the action and the reason a player reads."""


class Situation:
    def __init__(self, game: Game, view: GameState, side: Side, personality: Personality, level: str,
                 rng: random.Random) -> None:
        self.game, self.view, self.side, self.personality, self.level = game, view, side, personality, level
        self.rng = rng  # the player's own: a level's draws (core.ai.levels)

    @property
    def attacking(self) -> bool:
        return self.side == self.game.attacker

    @property
    def turns_left(self) -> int:
        """Turns still to play after this one, this one counted when it is our segment to come."""
        return max(self.game.scenario.turns - self.view.turn, 0) + 1

    @cached_property
    def threats(self) -> ThreatMap:
        return ThreatMap(self.game, self.view, self.side, fortified=self.skilled)

    @cached_property
    def at_threats(self) -> AtThreats:
        """The known enemy AT weapons, for vehicles' moves, facing and dismounts (core.ai.dangers)."""
        return AtThreats(self.game, self.view, self.side, seeing=self.skilled)

    @cached_property
    def captures(self) -> Captures | None:
        """The captures that would win the game this phase (core.ai.captures), for a skilled attacker
        of an objective scenario that ends when the objectives are held; None otherwise."""
        return Captures(self) if self.skilled and Captures.apply(self) else None

    @property
    def skilled(self) -> bool:
        """Whether the situational skills play (issue 26: the AT weapons seen, routes priced by
        the fire along them, passengers out before danger, exits taken, fortifications kept):
        the normal and hard levels'. The easy level plays as it did before them, so adding a
        skill never made it stronger or weaker (docs/ai.md, the levels)."""
        return self.level != "easy"

    @cached_property
    def enemy_hexes(self) -> set[str]:
        return self.view.occupied_hexes(self.side.other)

    @cached_property
    def hazards(self) -> frozenset[str]:
        """Hexes no route should cross: the minefields and wire the side knows of (19.7, 19.8;
        the view holds no hidden enemy minefield)."""
        return frozenset(f["hex"] for f in self.view.fortifications if f["type"] in (MINEFIELD, WIRE))

    def closed(self, goals: Iterable[str], start: str) -> frozenset[Hex]:
        """The hexes a move is planned never to enter: the known enemy's (6.8) and the known
        minefields and wire, but for a goal in one (it is still a goal) and the hex it starts in."""
        exempt = {*goals, start}
        return frozenset(self.game.hex(h) for h in self.enemy_hexes | {h for h in self.hazards if h not in exempt})

    @cached_property
    def goals(self) -> list[str]:
        """Where the side's units should be: the objectives to take or hold, the exit hexes,
        or the enemy (core.ai.plan explains the choice)."""
        return side_goals(self.game, self.view, self.side)

    def classes(self, group: Sequence[UnitState]) -> frozenset[UnitClass]:
        return frozenset(MOVEMENT_CLASS[self.game.kind(u)] for u in group if self.game.kind(u) in MOVEMENT_CLASS)

    def field(self, group: Sequence[UnitState], goals: Sequence[str] | None = None) -> Field:
        return goal_field(self.game, self.goals if goals is None else goals, self.classes(group))

    @cached_property
    def unit_worth(self) -> float:
        """The mean value of the side's units on the map: thresholds are shares of it."""
        return mean_value(self.game, self.own_units())

    def own_units(self) -> list[UnitState]:
        return [u for u in self.view.units.values() if u.side == self.side and u.where == Where.MAP]

    @property
    def scenario_type(self) -> ScenarioType:
        return ScenarioType(self.game.scenario.type)
