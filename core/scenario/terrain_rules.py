"""The battlefield as a scenario's terrain rules make it (4.3: HexsideAs, TerrainAs).

A special rule that changes terrain changes what every rule reads of it (movement,
line of sight, cover, placement), so it is applied to the Battlefield itself, once,
before anything is built on it: a scenario with such rules gets a battlefield of its
own (a new object: the shipped one, which other scenarios share, is never touched).
Everything the engine remembers is kept per Game or per Battlefield object (the
movement graph, the blocked sight lines, the memo stores), so an answer for the
plain boards can never be served for the changed ones.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from functools import lru_cache

from core.boards.battlefield import Battlefield
from core.scenario.special_rules import HexsideAs, SpecialRule, TerrainAs
from core.terrain import catalogue


def changes_terrain(rules: tuple[SpecialRule, ...]) -> bool:
    return any(isinstance(r, (HexsideAs, TerrainAs)) for r in rules)


def with_terrain_rules(battlefield: Battlefield, rules: tuple[SpecialRule, ...]) -> Battlefield:
    """`battlefield` with the terrain rules among `rules` applied (itself when there are none)."""
    terrain_rules = tuple(r for r in rules if isinstance(r, (HexsideAs, TerrainAs)))
    return _changed(battlefield, terrain_rules) if terrain_rules else battlefield


@lru_cache(maxsize=16)
def _changed(battlefield: Battlefield, rules: tuple[HexsideAs | TerrainAs, ...]) -> Battlefield:
    """One changed battlefield per boards and rules (an editor re-checks after every edit)."""
    changed = copy.copy(battlefield)
    changed.hexes = dict(battlefield.hexes)
    changed.hexsides = dict(battlefield.hexsides)
    known = catalogue()
    for rule in rules:  # a name the catalogue does not know is left out: placement reports it
        if isinstance(rule, HexsideAs):
            if rule.target not in known.hexside_features:
                continue
            for side, feature in changed.hexsides.items():
                if feature == rule.source:
                    changed.hexsides[side] = rule.target
            continue
        if rule.terrain is not None and rule.terrain not in known.terrain:
            continue
        for name in rule.hexes:
            try:
                h = changed.parse(name)
            except ValueError:
                continue  # placement reports a hex not on the map
            info = changed.hexes[h]
            changed.hexes[h] = replace(info, terrain=rule.terrain if rule.terrain is not None else info.terrain,
                                       elevation=rule.elevation if rule.elevation is not None else info.elevation)
    return changed
