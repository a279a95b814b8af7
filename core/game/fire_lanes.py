"""MG fire lanes (13.9, 13.91), laid automatically as in the PC game (seed 004).

When infantry fire an MG support weapon in an opportunity attack,
core.game.opportunity calls `lay_fire_lane`: one Fire Lane marker per such MG
in each hex of the line from the firers to the target, the target hex included
and the firers' hex not, as many hexes as the range. Units entering a lane hex
afterwards are attacked on the fire lane row of the AP Combat Table, with -1
for each marker after the first and nothing else (`fire_lane_attack`, an enter
hook that runs before opportunity fire). core.game.phases clears the lanes at
the end of the Movement Phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.combat.ap import resolve_fire_lane
from core.game import event_types as ev
from core.game.casualties import ap_targets
from core.game.casualty_choices import spend_or_ask
from core.game.state import GameState, Phase, Where
from core.hexes import Hex, cube_round
from core.sides import other_side

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

__all__ = ["fire_lane_attack", "lane_hexes", "lay_fire_lane", "register"]

_NUDGES = ((1e-6, 2e-6), (-1e-6, -2e-6))
"""Tie-breaking offsets for a line running along hexsides: one side consistently, which
gives 13.9's alternating pattern; the other if the first leaves the battlefield."""


def lane_hexes(game: Game, origin: str, target: str) -> list[str]:
    """13.9: the hexes of the straight line from `origin` to `target` (one per hex of range,
    each adjacent to the one before, the target last, the origin left out)."""
    a, b = game.hex(origin), game.hex(target)
    steps = a.distance(b)
    lines = [_line(a, b, steps, nudge) for nudge in _NUDGES]
    inside = next((line for line in lines if all(h in game.battlefield for h in line)), None)
    if inside is None:  # a ragged board edge cuts both: keep the hexes that exist
        inside = [h for h in lines[0] if h in game.battlefield]
    return [game.name(h) for h in inside]


def _line(a: Hex, b: Hex, steps: int, nudge: tuple[float, float]) -> list[Hex]:
    dq, dr = nudge
    return [cube_round(a.q + (b.q - a.q) * i / steps + dq, a.r + (b.r - a.r) * i / steps + dr)
            for i in range(1, steps + 1)]


def lay_fire_lane(game: Game, state: GameState, origin: str, target: str, markers: int) -> list[str]:
    """13.9, 13.91: `markers` Fire Lane markers (one per MG) in each hex of the lane."""
    if markers < 1 or origin == target:
        return []
    hexes = lane_hexes(game, origin, target)
    for name in hexes:
        state.fire_lanes[name] = state.fire_lanes.get(name, 0) + markers
    state.emit(ev.FireLane(origin=origin, target=target, hexes=hexes, markers=markers))
    return hexes


def fire_lane_attack(game: Game, state: GameState, unit_ids: list[str], hex_name: str) -> None:
    """13.9: infantry, Guns and unarmored vehicles (and their passengers, 14.65) entering a lane
    hex are attacked on the fire lane row, with 13.91's crossfire modifier only. No unit
    makes the roll, so it neither checks valor nor wakes a sniper. The movers' owner may allocate
    the points himself (core.game.casualties_by_hand): the move then waits for his answer."""
    markers = state.fire_lanes.get(hex_name, 0)
    if markers < 1 or state.phase != Phase.MOVEMENT:
        return
    movers = [state.units[i] for i in unit_ids if state.units[i].where == Where.MAP]
    if not movers:
        return
    side = movers[0].side
    if not ap_targets(game, state, hex_name, side, list(unit_ids)):
        return
    roll = state.dice.roll_2d6(other_side(side))
    result = resolve_fire_lane(roll, markers, game.scenario.ruleset)
    state.emit(ev.FireLaneAttack(hex=hex_name, units=list(unit_ids), markers=markers, roll=roll,
                                 modifiers=[m.to_dict() for m in result.modifiers], modified=result.modified_roll,
                                 cp=result.casualty_points))
    spend_or_ask(game, state, {"hex": hex_name, "points": result.casualty_points, "side": str(side),
                               "only": list(unit_ids), "attacker_hex": None, "air_burst": False}, {"attack": "lane"})


def register(rules: Rulebook) -> None:
    """A fire lane attacks units entering it (an enter hook, before opportunity fire)."""
    rules.on_enter(fire_lane_attack)
