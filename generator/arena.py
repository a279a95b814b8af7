"""A battle location laid on its battlefield: hexes, roles, depth and where the enemy is.

Everything here depends only on the template and the location, never on the
seed, so it is built once per location and kept (`arena_for`): the generator's
inner loop then only looks things up. The checking Context is kept per board
arrangement for the same reason (one Context per battlefield, as core.placement
advises).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache, lru_cache

from core.boards.battlefield import Battlefield
from core.boards.library import build_battlefield
from core.hexes import Hex, Layout
from core.placement import Context
from core.scenario import BoardRef
from core.unit_kinds import MOVEMENT_CLASS
from core.units import Gun, default_catalogue
from generator.templates import (
    Area,
    BattlefieldTemplate,
    Location,
    PlacementRole,
    load_templates,
)

OBSTACLES = frozenset({"barbed_wire", "minefield"})
ENTRENCHMENTS = frozenset({"foxholes", "trench"})
POSITIONS = frozenset({"sandbags", "bunker_wood", "bunker_concrete"})
CATEGORIES = {"entrenchments": ENTRENCHMENTS, "obstacles": OBSTACLES, "positions": POSITIONS}
_LAYOUT = Layout(size=1.0)
# Unit vectors of the six hexsides (0 N ... 5 NW) in pixel space, y pointing down.
_SIDE_VECTORS = tuple((math.sin(math.radians(60 * d)), -math.cos(math.radians(60 * d))) for d in range(6))


@dataclass
class SideGround:
    """One side's ground at a location: its hexes, the roles tagged on them, its depth."""

    hexes: tuple[Hex, ...]
    roles: dict[PlacementRole, tuple[Hex, ...]]
    depth: dict[Hex, float]  # 0 nearest the enemy, 1 farthest
    enemy_distance: dict[Hex, int]
    centre: tuple[float, float]


@dataclass
class Arena:
    template: BattlefieldTemplate
    location: Location
    context: Context
    attacker: SideGround
    defender: SideGround
    spots: dict[str, tuple[tuple[Hex, tuple[str, ...]], ...]]  # addition category -> usable spots
    _allowed: dict[tuple[Hex, str], bool] = field(default_factory=dict, repr=False)

    @property
    def battlefield(self) -> Battlefield:
        return self.context.battlefield

    def ground(self, attacker: bool) -> SideGround:
        return self.attacker if attacker else self.defender

    def allowed(self, h: Hex, type_id: str) -> bool:
        """May a unit of this type stand in the hex (10.5, 10.12-10.13, as core.placement.hex_rules)?"""
        key = (h, type_id)
        found = self._allowed.get(key)
        if found is None:
            found = self._terrain_allows(h, type_id)
            self._allowed[key] = found
        return found

    def _terrain_allows(self, h: Hex, type_id: str) -> bool:
        info = self.context.unit_type(type_id)
        if info is None:
            return False
        unit_class = MOVEMENT_CLASS.get(info.kind)
        terrain = self.context.terrain_at(h)
        if unit_class is None:
            return False
        if h not in self.battlefield.bridges and terrain.cost(unit_class) is None:
            return False
        if unit_class in terrain.road_only and not self.battlefield.has_road(h):
            return False
        return not (isinstance(info, Gun) and info.large and terrain.large_gun_prohibited)


def facing_towards(h: Hex, target: tuple[float, float]) -> int:
    """The hexside (0 N ... 5 NW) that points most nearly at a point (7.1: front towards the enemy)."""
    x, y = _LAYOUT.to_pixel(h)
    dx, dy = target[0] - x, target[1] - y
    return max(range(6), key=lambda d: (_SIDE_VECTORS[d][0] * dx + _SIDE_VECTORS[d][1] * dy, -d))


def _hexes(areas: tuple[Area, ...], battlefield: Battlefield) -> dict[Hex, set[PlacementRole]]:
    found: dict[Hex, set[PlacementRole]] = {}
    for area in areas:
        for name in area.hexes:
            found.setdefault(battlefield.parse(name), set()).update(area.roles)
    return found


def _ground(own: dict[Hex, set[PlacementRole]], enemy: set[Hex]) -> SideGround:
    hexes = tuple(sorted(own))
    distance = {h: min(h.distance(e) for e in enemy) for h in hexes}
    near, far = min(distance.values()), max(distance.values())
    depth = {h: (distance[h] - near) / (far - near) if far > near else 0.5 for h in hexes}
    roles = {role: tuple(h for h in hexes if role in own[h]) for role in PlacementRole}
    points = [_LAYOUT.to_pixel(h) for h in hexes]
    centre = (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
    return SideGround(hexes, roles, depth, distance, centre)


def _spots(template: BattlefieldTemplate, context: Context, attacker: SideGround, defender: SideGround) -> dict[str, tuple[tuple[Hex, tuple[str, ...]], ...]]:
    """Addition spots that make sense here: positions among the defender, obstacles in front of it."""
    battlefield = context.battlefield
    defended = set(defender.hexes)
    front_line = sorted(defender.enemy_distance.values())[len(defender.hexes) // 2]
    attackers = set(attacker.hexes)
    result: dict[str, list[tuple[Hex, tuple[str, ...]]]] = {name: [] for name in CATEGORIES}
    seen: set[tuple[Hex, str]] = set()
    for spot in template.additions:
        h = battlefield.parse(spot.hex)
        if h in attackers or h in battlefield.bridges:
            continue
        to_attacker = min(h.distance(a) for a in attackers)
        to_defender = 0 if h in defended else min(h.distance(d) for d in defended)
        for name, kinds in CATEGORIES.items():
            types = tuple(t for t in spot.types if t in kinds and _fits_terrain(context, h, t) and (h, t) not in seen)
            if not types:
                continue
            if name == "obstacles":
                usable = to_attacker >= 2 and to_defender <= 2 and to_attacker <= front_line
            else:
                usable = h in defended
            if usable:
                result[name].append((h, types))
                seen.update((h, t) for t in types)
    return {name: tuple(sorted(items)) for name, items in result.items()}


def _fits_terrain(context: Context, h: Hex, type_id: str) -> bool:
    kind = context.fortification_kind(type_id)
    return kind is not None and context.battlefield.terrain(h) in kind.allowed_terrain


@lru_cache(maxsize=8)
def context_for_boards(boards: tuple[BoardRef, ...]) -> Context:
    field_ = build_battlefield([{"board": b.board, "rotated": b.rotated} for b in boards])
    return Context(field_, default_catalogue())


@cache
def arena_for(template_id: str, location_id: str) -> Arena:
    template = next(t for t in load_templates() if t.id == template_id)
    location = next(loc for loc in template.locations if loc.id == location_id)
    return build_arena(template, location, context_for_boards(template.boards))


def build_arena(template: BattlefieldTemplate, location: Location, context: Context) -> Arena:
    """The arena of a location on a battlefield already built (shipped boards or a user's)."""
    attack = _hexes(location.attacker, context.battlefield)
    defend = _hexes(location.defender, context.battlefield)
    for h in set(attack) & set(defend):
        del defend[h]  # the attacker's start area wins a shared hex; the template test forbids it anyway
    attacker = _ground(attack, set(defend))
    defender = _ground(defend, set(attack))
    return Arena(template, location, context, attacker, defender, _spots(template, context, attacker, defender))
