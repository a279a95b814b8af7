"""What the computer expects of fire: Casualty Points from the real AP table and modifiers.

Exact over the 36 throws of 2d6 (no sampling): the APFP and the modifiers are the
engine's own (core.game.fire_power, core.game.ap_attack), so the number a reason
prints is the number the play window's odds would show. `threat` turns it round:
what the enemy units the side knows of could put on a hex.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.dice import TWO_DICE
from core.game import memo
from core.game.ap_attack import ap_modifiers
from core.game.fire_power import fire_group_apfp, reach
from core.game.state import GameState, UnitState, Where
from core.hexes import Hex
from core.sides import Side
from core.tables import get_ruleset
from core.unit_kinds import INFANTRY_KINDS

if TYPE_CHECKING:
    from core.game.game import Game
    from core.los.sightlines import Sightlines

def cp_odds(game: Game, apfp: int, modifier: int) -> tuple[float, float]:
    """The mean Casualty Points of an AP attack and the chance of at least one (14.5),
    remembered per Game (the threat map asks the same few rows for every hex)."""
    if apfp < 1:
        return 0.0, 0.0
    known = memo.store(game, "ai_cp_odds")
    found: tuple[float, float] | None = known.get((apfp, modifier))
    if found is None:
        rules = get_ruleset(game.scenario.ruleset)
        mean = hit = 0.0
        for roll, p in TWO_DICE.items():
            cp = rules.ap_casualty_points(apfp, roll + modifier)
            mean += p * cp
            hit += p if cp > 0 else 0.0
        found = known[(apfp, modifier)] = (mean, hit)
    return found


def unit_value(game: Game, unit: UnitState) -> float:
    """What the unit is worth to its side: its points (a squad more than a half squad)."""
    return float(max(game.points(unit), 1))


def mean_value(game: Game, units: Sequence[UnitState]) -> float:
    """The mean value of the units (1 for none): the yardstick thresholds are given in."""
    return sum(unit_value(game, u) for u in units) / len(units) if units else 1.0


def hex_value(game: Game, state: GameState, hex_name: str, side: Side) -> tuple[float, int]:
    """The points of the side's units in the hex and how many there are (passengers too)."""
    units = [u for u in state.units.values() if u.side == side and u.hex == hex_name and u.where in (Where.MAP, Where.CARRIED)]
    return sum(unit_value(game, u) for u in units), len(units)


def fire_estimate(game: Game, state: GameState, firers: list[UnitState], target: str,
                  weapons: tuple[str, ...] = ()) -> tuple[float, float, int]:
    """(mean CP, chance of any CP, APFP) of the group's attack on the hex, as it stands."""
    power = fire_group_apfp(game, state, firers, target, weapons=weapons)
    if power.total < 1:
        return 0.0, 0.0, 0
    modifiers = ap_modifiers(game, state, [u for u in firers if u.id in power.firing] or firers, target, power=power)
    mean, hit = cp_odds(game, power.total, sum(m.value for m in modifiers))
    return mean, hit, power.total


def enemy_groups(game: Game, state: GameState, side: Side) -> list[list[UnitState]]:
    """The enemy's fire groups `side` knows of (the view holds no hidden ones): each hex's
    unpinned infantry together, each other unit alone."""
    groups: dict[str, list[UnitState]] = {}
    others: list[list[UnitState]] = []
    for unit in state.units.values():
        if unit.side == side or unit.where != Where.MAP or unit.pinned or not unit.hex:
            continue
        if game.kind(unit) in INFANTRY_KINDS:
            groups.setdefault(unit.hex, []).append(unit)
        else:
            others.append([unit])
    return list(groups.values()) + others


FireGroup = tuple[list[UnitState], Hex, int | None]
"""An enemy fire group, the hex it fires from, and its longest reach (None: any distance)."""


def fire_groups(game: Game, state: GameState, side: Side) -> list[FireGroup]:
    """The enemy's fire groups `side` knows of (enemy_groups), each with its hex and reach."""
    return [(g, game.hex(g[0].hex or ""), _farthest(game, g)) for g in enemy_groups(game, state, side)]


def group_cp(game: Game, state: GameState, sight: Sightlines, fire_group: FireGroup, hex_name: str, cover: int) -> float:
    """The mean CP one enemy fire group could put on a unit in the hex with `cover`: the one
    formula of the threat map and the hard search's enemy reply (core.ai.reply)."""
    group, origin, farthest = fire_group
    target = game.hex(hex_name)
    distance = origin.distance(target)
    if distance == 0 or (farthest is not None and distance > farthest):
        return 0.0
    blocked, hindrance = sight.sight(origin, target)
    if blocked:
        return 0.0
    apfp = fire_group_apfp(game, state, group, hex_name).total
    return cp_odds(game, apfp, cover + hindrance)[0]


class ThreatMap:
    """The mean CP the known enemy could put on a unit in each hex (defensive fire at the end
    of a move), asked hex by hex and remembered for one decision."""

    def __init__(self, game: Game, state: GameState, side: Side, fortified: bool = True) -> None:
        self.game, self.state, self.fortified = game, state, fortified
        self.groups = fire_groups(game, state, side)
        self.sight = game.sight(state)
        self.known: dict[str, float] = {}

    def at(self, hex_name: str) -> float:
        found = self.known.get(hex_name)
        if found is None:
            found = self.known[hex_name] = self._threat(hex_name)
        return found

    def _threat(self, hex_name: str) -> float:
        game = self.game
        cover = infantry_cover(game, self.state, hex_name) if self.fortified else \
            game.terrain.get(game.battlefield.terrain(game.hex(hex_name))).cover
        return sum((group_cp(game, self.state, self.sight, g, hex_name, cover) for g in self.groups), 0.0)  # a float with no group too


def infantry_cover(game: Game, state: GameState, hex_name: str) -> int:
    """13.4, 19.x: the cover infantry has in the hex, a foxhole's, trench's or bunker's counted
    as core.game.ap_attack.cover_modifiers counts it (a defender in its bunker is safer there
    than the open hex's terrain alone says)."""
    cover = game.terrain.get(game.battlefield.terrain(game.hex(hex_name))).cover
    for placed in state.fortifications:
        if placed["hex"] != hex_name or placed.get("hidden"):
            continue
        position = game.terrain.fortification(placed["type"])
        if position.cover and "infantry" in position.occupants:
            cover = (0 if not position.cover_adds_to_terrain else cover) + position.cover
    return cover


def _farthest(game: Game, group: Sequence[UnitState]) -> int | None:
    reaches = [reach(game, u) for u in group]
    if any(r is None for r in reaches):
        return None
    return max((r for r in reaches if r is not None), default=0)
