"""Objectives and random map additions (foxholes, trenches, sandbags, bunkers, wire, mines).

As in the PC game, both come before the forces: the defender then deploys
into the positions it was given. Spots come from the template, already
filtered for the location (generator/arena.py): positions and entrenchments
among the defender's hexes, obstacles in front of them. Every addition is of
a type its hex's terrain allows (19.2) and one to a hex (19.4); minefields are
hidden (19.71) and bunkers face the attacker (19.5).
"""

from __future__ import annotations

from core.hexes import Hex
from core.scenario import Fortification
from core.texts import Text, TextError, text
from generator.arena import CATEGORIES, Arena, facing_towards
from generator.force_data import SizeTable
from generator.rng import Rng
from generator.templates import ObjectiveSpot


class TemplateShortage(TextError):
    """A location with too few objective candidates for the battle size."""


def choose_objectives(arena: Arena, size: SizeTable, rng: Rng) -> tuple[ObjectiveSpot, ...]:
    """At least two objectives, more for larger battles (seed 004), all off the attacker's start area."""
    battlefield = arena.battlefield
    start = set(arena.attacker.hexes)
    seen: set[Hex] = set()
    candidates = []
    for spot in arena.location.objectives:
        h = battlefield.parse(spot.hex)
        if h not in seen and h not in start:
            seen.add(h)
            candidates.append(spot)
    wanted = rng.between(*size.objectives)
    if len(candidates) < max(2, size.objectives[0]):
        raise TemplateShortage(Text.of(text("{location}: only {count} objective candidates"),
                                       location=f"{arena.template.id}/{arena.location.id}", count=len(candidates)))
    chosen = rng.sample(candidates, min(wanted, len(candidates)))
    return tuple(sorted(chosen, key=lambda s: battlefield.parse(s.hex)))


def place_additions(arena: Arena, size: SizeTable, rng: Rng, defender: str) -> tuple[Fortification, ...]:
    battlefield = arena.battlefield
    used: set[Hex] = set()
    placed: list[Fortification] = []
    for category in CATEGORIES:
        spots = [spot for spot in arena.spots[category]]
        rng.shuffle(spots)
        wanted = rng.between(*size.additions[category])
        for h, types in spots:
            if wanted == 0:
                break
            if h in used:
                continue
            used.add(h)
            wanted -= 1
            kind = rng.choice(types)
            needs_facing = arena.context.fortification_kind(kind)
            facing = facing_towards(h, arena.attacker.centre) if needs_facing and needs_facing.needs_facing else None
            placed.append(Fortification(battlefield.name(h), kind, defender, facing, kind == "minefield"))
    return tuple(sorted(placed, key=lambda f: battlefield.parse(f.hex)))


def fortification_points(fortifications: tuple[Fortification, ...], points: dict[str, int]) -> int:
    return sum(points.get(f.type, 0) for f in fortifications)
