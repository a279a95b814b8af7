"""Information-set sampling under fog of war: where the enemy the side cannot see may stand.

The side's view (core.ai.view) holds no enemy unit it cannot see. A search that played on
that view alone would forget a machine gun the moment it stepped behind a wall, and a
search that read the real state would cheat. So the player remembers what it has seen
(`Memory`: each enemy unit's last sighting), and each determinized copy the search plays
on puts every remembered unit it no longer sees back on the map (`sample`): in a hex within
the unit's reach of its last sighting (its movement allowance per turn since), that none
of the side's units can see now (it would be seen there), and not in a hex the side holds.
The hex is drawn with the copy's own seed, so the copies cover the places it may be, and
the draw reads only the memory and the view: never the truth (a test moves a hidden unit
and checks that no sample and no decision changes).

A unit that vanishes during the side's own segment, when the enemy cannot move, was
eliminated (or carried off) and is forgotten; a sighting older than `MEMORY_TURNS` says too
little to place the unit and is forgotten too. Enemy units never seen are not sampled: the
side does not know they exist.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from core.game.move_group import group_allowance
from core.game.state import GameState, UnitState, Where
from core.sides import Side

if TYPE_CHECKING:
    from core.game.game import Game

MEMORY_TURNS = 3
"""Turns after which a sighting is forgotten (the unit may be anywhere by then)."""


@dataclass(frozen=True)
class Sighting:
    unit: UnitState  # as it was last seen
    turn: int
    segment: tuple[int, int]  # (turn, segment) of the sighting


class Memory:
    """The enemy units a side has seen, each at its last sighting; updated from every view."""

    def __init__(self) -> None:
        self.seen: dict[str, Sighting] = {}

    def update(self, game: Game, view: GameState, side: Side) -> None:
        """Record the enemy units the view shows; forget those that vanished in the side's own
        segment (eliminated: the enemy does not move then) and those not seen for long."""
        now = (view.turn, view.segment)
        for unit in view.units.values():
            if unit.side != side and unit.where == Where.MAP and unit.hex:
                self.seen[unit.id] = Sighting(replace(unit, weapons=list(unit.weapons)), view.turn, now)
        for unit_id, sighting in list(self.seen.items()):
            shown = view.units.get(unit_id)
            if shown is not None and shown.where == Where.MAP:
                continue
            gone = shown is not None  # in the view but off the map: eliminated, exited, carried
            vanished_in_own_segment = view.active == side and sighting.segment == now
            if gone or vanished_in_own_segment or view.turn - sighting.turn > MEMORY_TURNS:
                del self.seen[unit_id]

    def hidden(self, view: GameState) -> list[Sighting]:
        """The remembered units the view does not show, in a fixed order."""
        return [s for unit_id, s in sorted(self.seen.items()) if unit_id not in view.units]


class Sampler:
    """Determinized copies of one view for a search, each with the remembered hidden enemy
    units placed where they may be (see the module's docstring)."""

    def __init__(self, game: Game, view: GameState, side: Side, memory: Memory) -> None:
        self.game, self.view, self.side = game, view, side
        self.sightings = memory.hidden(view)
        self._unseen: list[str] | None = None

    @property
    def uncertain(self) -> bool:
        """Whether the copies differ in more than their dice (some remembered unit is hidden)."""
        return bool(self.sightings)

    def copy(self, seed: int) -> GameState:
        """A copy of the view, its dice reseeded with `seed`, the hidden units placed by `seed`."""
        copy = self.view.clone(history=False)
        copy.determinize(seed)
        if not self.sightings:
            return copy
        if self._unseen is None:
            self._unseen = _unseen_hexes(self.game, self.view, self.side)
        rng = random.Random(seed)
        for sighting in self.sightings:
            spot = _place(self.game, sighting, copy.turn, self._unseen, rng)
            if spot is not None:
                copy.units[sighting.unit.id] = replace(sighting.unit, hex=spot, weapons=list(sighting.unit.weapons))
        return copy


def _unseen_hexes(game: Game, view: GameState, side: Side) -> list[str]:
    """The battlefield's hexes no unit of the side can see now and no unit of the side holds,
    in the battlefield's order (a hidden unit cannot stand where it would be seen)."""
    sight = game.sight(view)
    eyes = sorted({u.hex for u in view.units.values() if u.side == side and u.in_play and u.hex})
    eye_hexes = [game.hex(h) for h in eyes]
    held = set(eyes)
    found = []
    for there in game.battlefield.hexes:
        name = game.name(there)
        if name in held or any(sight.can_see(eye, there) for eye in eye_hexes):
            continue
        found.append(name)
    return found


def _place(game: Game, sighting: Sighting, turn: int, unseen: list[str], rng: random.Random) -> str | None:
    """A hex within the unit's reach of its last sighting, out of the side's sight; None if none."""
    allowance = max(group_allowance(game, [sighting.unit], False), 1)
    reach = allowance * (turn - sighting.turn + 1)
    origin = game.hex(sighting.unit.hex or "")
    near = [h for h in unseen if origin.distance(game.hex(h)) <= reach]
    return rng.choice(near) if near else None
