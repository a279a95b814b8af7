"""The AT side of the threat map: what the enemy's known AT weapons could do to a vehicle.

The AP threat map (core.ai.estimates) counts Casualty Points, which an AFV shrugs off; what
kills a tank or a halftrack is a PaK, a Panzerschreck, a bazooka or a Panzerfaust. For a
vehicle standing in a hex with a facing, `AtThreats.kill` is the chance that at least one
known enemy AT weapon in range and sight (its firing arc, a bunker's arc) destroys or
immobilizes it: the engine's own to-hit inputs (core.game.opportunity_threats.at_fire_inputs,
the table's range bands, cover, hindrance, leader) and its Elimination Number against the
armour the shot strikes (front or rear, 16.5). Expendables count only while the side still
holds them; the view holds no hidden enemy unit, so an unseen Panzerschreck counts for nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from core.combat.at import roll_to_hit
from core.combat.facing import ArmorArc, armor_arc, armor_factor
from core.dice import TWO_DICE
from core.game.at_fire import AT_TARGET_KINDS, AtUse, at_uses, is_at_target, reaches, ruleset
from core.game.opportunity_threats import at_fire_inputs
from core.game.state import GameState, UnitState, Where
from core.movement.facing import ALL_FACINGS
from core.sides import Side
from core.tables import ELIMINATED, EliminationNumber, RangeBandError
from core.unit_model import Kind, Letter

if TYPE_CHECKING:
    from core.game.game import Game

SAFE = 0.02
"""A kill chance below this is no danger worth a detour, a dismount or a turn."""


class AtThreats:
    """The enemy AT weapons `side` knows of, asked per (vehicle, hex, facing) and remembered
    for one decision."""

    def __init__(self, game: Game, state: GameState, side: Side, seeing: bool = True) -> None:
        """`seeing` False: a side that does not weigh the AT weapons (the easy level) knows none."""
        self.game, self.state = game, state
        self.firers: list[tuple[UnitState, list[AtUse]]] = []
        for unit in state.units.values() if seeing else ():
            if unit.side == side or unit.where != Where.MAP or unit.pinned or not unit.hex:
                continue
            uses = at_uses(game, state, unit)
            if uses:
                self.firers.append((unit, uses))
        self.known: dict[tuple[str, str, int | None], list[tuple[float, str]]] = {}
        self.hits: dict[tuple[str, str, int | None], list[tuple[UnitState, AtUse, float]]] = {}
        self.effects: dict[tuple[Letter, str, ArmorArc], float] = {}

    def __bool__(self) -> bool:
        return bool(self.firers)

    def shots(self, target: UnitState, hex_name: str, facing: int | None) -> list[tuple[float, str]]:
        """(chance to destroy or immobilize, firer's hex) of each known AT weapon's best shot at
        `target` were it standing in `hex_name` with `facing`; only the ones that reach it."""
        key = (target.type, hex_name, facing)
        found = self.known.get(key)
        if found is None:
            found = self.known[key] = self._shots(target, hex_name, facing)
        return found

    def _shots(self, target: UnitState, hex_name: str, facing: int | None) -> list[tuple[float, str]]:
        best: dict[str, float] = {}
        for firer, use, hit in self._hits(target, hex_name, facing):
            chance = hit * self._effect(firer, use, target, hex_name, facing)
            if chance > best.get(firer.id, 0.0):
                best[firer.id] = chance
        return [(chance, self.state.units[i].hex or "") for i, chance in best.items()]

    def _hits(self, target: UnitState, hex_name: str, facing: int | None) -> list[tuple[UnitState, AtUse, float]]:
        """Each (firer, way of firing, chance to hit) that reaches the target there: the to-hit
        number does not depend on the facing but for a Gun's shield (12.x), so it is asked once
        per hex for every facing of a vehicle."""
        shielded = self.game.kind(target) == Kind.GUN
        key = (target.type, hex_name, facing if shielded else None)
        found = self.hits.get(key)
        if found is not None:
            return found
        found = self.hits[key] = []
        if not self.firers:
            return found
        stand_in = replace(target, hex=hex_name, facing=facing, where=Where.MAP, carrier=None)
        if not is_at_target(self.game, self.state, stand_in):
            return found
        rules = ruleset(self.game)
        for firer, uses in self.firers:
            if firer.hex == hex_name:
                continue
            for use in uses:
                if not reaches(self.game, self.state, firer, use, stand_in):
                    continue
                fire = at_fire_inputs(self.game, self.state, firer, use, stand_in)
                try:
                    hit = sum(p for roll, p in TWO_DICE.items() if roll_to_hit(fire, roll, rules).hit)
                except RangeBandError:
                    continue
                if hit > 0:
                    found.append((firer, use, hit))
        return found

    def _effect(self, firer: UnitState, use: AtUse, target: UnitState, hex_name: str, facing: int | None) -> float:
        """16.4, 16.5: the chance a hit destroys or immobilizes the target, by the armour it strikes."""
        if self.game.kind(target) != Kind.AFV:
            return 1.0
        if use.rear_armor:
            arc = ArmorArc.REAR
        elif facing is None:
            arc = ArmorArc.FRONT
        else:
            arc = armor_arc(self.game.hex(hex_name), facing, self.game.hex(firer.hex or ""))
            arc = ArmorArc.FRONT if arc is ArmorArc.BOUNDARY else arc  # the worse case, as the engine's forecast
        key = (use.atfp, target.type, arc)
        found = self.effects.get(key)
        if found is None:
            armour = armor_factor(self.game.info(target.type).armor, arc)
            number = ruleset(self.game).elimination_number(use.atfp, armour)
            found = self.effects[key] = _at_or_under(number)
        return found

    def kill(self, target: UnitState, hex_name: str, facing: int | None) -> float:
        """The chance that at least one known AT weapon destroys or immobilizes the vehicle there."""
        survive = 1.0
        for chance, _ in self.shots(target, hex_name, facing):
            survive *= 1.0 - chance
        return 1.0 - survive

    def least(self, target: UnitState, hex_name: str) -> float:
        """The kill chance there with the front turned the best way (a vehicle that stops turns
        its front to the worst AT weapon; a Gun or a vehicle without facing has one answer)."""
        if target.facing is None:
            return self.kill(target, hex_name, None)
        return min(self.kill(target, hex_name, f) for f in ALL_FACINGS)

    def best_facing(self, target: UnitState, hex_name: str, facings: list[int]) -> int | None:
        """Of `facings`, the one that shows the least to the known AT weapons, or None when
        none of them is in danger (the caller then faces the nearest enemy)."""
        chances = {f: self.kill(target, hex_name, f) for f in facings}
        if not chances or max(chances.values()) < SAFE:
            return None
        here = self.game.hex(hex_name)
        aim = self.game.hex(self.worst(target, hex_name))  # among equals, the front squarely at it

        return min(facings, key=lambda f: (round(chances[f], 6), here.neighbor(f).distance(aim), f))

    def worst(self, target: UnitState, hex_name: str) -> str:
        """The hex of the most dangerous known AT weapon for the vehicle there (against its front)."""
        return max(self.shots(target, hex_name, None), default=(0.0, hex_name))[1]


def _at_or_under(number: EliminationNumber) -> float:
    """16.4: the chance of a kill roll at or under the Elimination Number (under eliminates,
    equal immobilizes; either ends the vehicle's part in the fight)."""
    if number == ELIMINATED:
        return 1.0
    if number is None:
        return 0.0
    return sum(p for roll, p in TWO_DICE.items() if roll <= int(number))


def vehicles(game: Game, group: Sequence[UnitState]) -> list[UnitState]:
    """The group's AT targets: its vehicles and Guns (an AT shot does nothing to infantry, 16.1)."""
    return [u for u in group if game.kind(u) in AT_TARGET_KINDS]
