"""Placing a force in its areas, by role, within the placement rules.

Each formation is placed around one anchor hex, so a platoon stands together.
The anchor is drawn among the hexes of the side's areas tagged with the
formation's role, weighted by the terrain the role likes (infantry in
buildings and woods, tanks in the open), by depth (platoons forward, the
reserve back) and by a fortification the role likes to hold. Every hex is
checked before a unit goes in: terrain (10.5, 10.12-10.13), stacking (6.9) and
fortification occupants and limits (19.4-19.10), one leader of a kind per hex
(1.13), and never a hex of the other side. When a formation finds no room,
PlacementFailure says which one; the generator then tries another location.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from core.hexes import Hex
from core.placement.hex_rules import count_groups, fits
from core.scenario import Fortification, Stack, Unit
from core.texts import Text, TextError, text, word
from core.unit_kinds import INFANTRY_KINDS
from generator.arena import Arena, SideGround, facing_towards
from generator.force_data import Deployment
from generator.forces import Force, Formation
from generator.rng import Rng
from generator.templates import PlacementRole

ORDER = ("at_gun", "tank", "weapons", "tank_hunter", "platoon", "engineer", "hq")
"""The most particular formations go first, while the best hexes are free."""
FORT_BONUS = 4.0
NEAR = 2  # a formation's stacks stand within this many hexes of its anchor when they can


class PlacementFailure(TextError):
    """A formation that found no legal hex in its side's areas."""


def _depth_factor(depth: str, t: float) -> float:
    if depth == "front":
        return 1.15 - t
    if depth == "rear":
        return 0.15 + t
    if depth == "middle":
        return 1.15 - abs(t - 0.45)
    return 1.0


class Deployer:
    """Places both sides on one arena; holds what is where while it works."""

    def __init__(self, arena: Arena, fortifications: Sequence[Fortification], deployment: dict[str, Deployment]) -> None:
        self.arena = arena
        self.ctx = arena.context
        self.deployment = deployment
        self.forts: dict[Hex, Fortification] = {arena.battlefield.parse(f.hex): f for f in fortifications}
        self.units: dict[bool, dict[Hex, list[Unit]]] = {True: {}, False: {}}  # attacker? -> hex -> units
        self._weights: dict[tuple[bool, PlacementRole], dict[Hex, float]] = {}

    # --- the rules for one hex ------------------------------------------------

    def fits(self, h: Hex, attacker: bool, new: Sequence[Unit]) -> bool:
        if h in self.units[not attacker]:
            return False
        if not all(self.arena.allowed(h, u.type) for u in new):
            return False
        everyone = [*self.units[attacker].get(h, ()), *new]
        groups = [self.ctx.group(u) for u in everyone]
        limits = self.ctx.terrain.stacking_limits
        fort = self.forts.get(h)
        if fort is not None:
            kind = self.ctx.fortification_kind(fort.type)
            if kind is None or fort.type in ("barbed_wire", "minefield"):
                return False  # nobody deploys inside an obstacle
            if any(g is not None and g not in kind.occupants for g in groups):
                return False
            limits = kind.limits or limits
        if not fits(count_groups(groups), limits):
            return False
        leaders = Counter(u.type for u in everyone if self.ctx.kind(u.type) == "leader")
        return all(n == 1 for n in leaders.values())

    # --- where a role likes to be ---------------------------------------------

    def weights(self, attacker: bool, role: PlacementRole) -> dict[Hex, float]:
        """Hex -> how much the role likes it (static for one battle, so computed once)."""
        key = (attacker, role)
        if key not in self._weights:
            ground = self.arena.ground(attacker)
            rules = self.deployment[role.value]
            table = {}
            for h in ground.hexes:
                terrain = rules.terrain.get(self.arena.battlefield.terrain(h), 1.0)
                weight = max(terrain, 0.05) * _depth_factor(rules.depth, ground.depth[h])
                weight *= 1 + 0.4 * self.arena.battlefield.elevation(h)
                fort = self.forts.get(h)
                if fort is not None and fort.type in rules.fortifications and not attacker:
                    weight *= FORT_BONUS
                table[h] = weight
            self._weights[key] = table
        return self._weights[key]

    # --- placing --------------------------------------------------------------

    def place(self, force: Force, rng: Rng) -> None:
        rank = {kind: index for index, kind in enumerate(ORDER)}
        for formation in sorted(force.formations, key=lambda f: rank[f.kind]):
            self._formation(formation, force.attacker, rng)

    def _chunks(self, formation: Formation) -> list[list[Unit]]:
        """Stacks of two infantry units (the leader with the first squad); one vehicle or gun alone."""
        infantry = [u for u in formation.units if self.ctx.kind(u.type) in INFANTRY_KINDS]
        others = [[u] for u in formation.units if self.ctx.kind(u.type) not in INFANTRY_KINDS]
        return others + [infantry[i:i + 2] for i in range(0, len(infantry), 2)]

    def _formation(self, formation: Formation, attacker: bool, rng: Rng) -> None:
        ground = self.arena.ground(attacker)
        weights = self.weights(attacker, formation.role)
        chunks = self._chunks(formation)
        tagged = ground.roles[formation.role] or ground.hexes
        anchor = self._pick(tagged, weights, attacker, chunks[0], rng) or self._pick(ground.hexes, weights, attacker, chunks[0], rng)
        if anchor is None:
            raise PlacementFailure(Text.of(text("{formation}: no room left in the {side}'s areas"),
                                               formation=formation.label, side=word(self._side(attacker))))
        self._put(anchor, attacker, chunks[0])
        for chunk in chunks[1:]:
            near = [h for h in ground.hexes if h.distance(anchor) <= NEAR]
            h = (self._pick(near, weights, attacker, chunk, rng) or self._pick(ground.hexes, weights, attacker, chunk, rng)
                 or self._join(ground, attacker, chunk, anchor))
            if h is None:
                raise PlacementFailure(Text.of(text("{formation}: no room left in the {side}'s areas"),
                                               formation=formation.label, side=word(self._side(attacker))))
            self._put(h, attacker, chunk)

    @staticmethod
    def _side(attacker: bool) -> str:
        return "attacker" if attacker else "defender"

    def _pick(self, hexes: Sequence[Hex], weights: dict[Hex, float], attacker: bool, chunk: list[Unit], rng: Rng) -> Hex | None:
        """An empty hex that fits the chunk, drawn by weight (drawn first, checked after: cheaper)."""
        own, enemy = self.units[attacker], self.units[not attacker]
        empty = [h for h in hexes if h not in own and h not in enemy]
        chances = [weights[h] for h in empty]
        while empty:
            index = rng.weighted(range(len(empty)), chances)
            if self.fits(empty[index], attacker, chunk):
                return empty[index]
            del empty[index], chances[index]
        return None

    def _join(self, ground: SideGround, attacker: bool, chunk: list[Unit], anchor: Hex) -> Hex | None:
        """The nearest own stack the chunk may join; the last resort when no hex is free."""
        taken = sorted(self.units[attacker], key=lambda h: (h.distance(anchor), h))
        return next((h for h in taken if self.fits(h, attacker, chunk)), None)

    def _put(self, h: Hex, attacker: bool, chunk: list[Unit]) -> None:
        enemy = self.arena.ground(not attacker).centre
        faced = [u if u.facing is None else _with_facing(u, facing_towards(h, enemy)) for u in chunk]
        self.units[attacker].setdefault(h, []).extend(faced)

    def stacks(self, attacker: bool) -> tuple[Stack, ...]:
        battlefield = self.arena.battlefield
        return tuple(Stack(battlefield.name(h), tuple(units)) for h, units in sorted(self.units[attacker].items()))


def _with_facing(unit: Unit, facing: int) -> Unit:
    return Unit(unit.id, unit.type, facing, unit.weapons, unit.passengers, unit.towed, unit.pinned)
