"""The automatic steps of the sequence of play (5.31, 5.36, 21.1, 11.5 durations)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.game import event_types as ev
from core.game.special_rules import modifiers
from core.game.state import GameState, Phase, UnitState, Where
from core.unit_model import Kind

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

RALLY_ELITE = 7  # leaders, elite infantry, vehicles and guns (21.1)
RALLY_REGULAR = 6


def rally_all_pinned(game: Game, state: GameState) -> None:
    """5.31: the active player's pinned units all recover at the start of his segment."""
    for unit in state.units.values():
        if unit.side == state.active and unit.pinned and unit.in_play:
            unit.pinned = False
            state.emit(ev.Unpinned(unit=unit.id))


def rally_attempts(game: Game, state: GameState) -> None:
    """21.1 (automatic in the PC game): each pinned unit of the active side tries to rally, in
    the best order (rally_order)."""
    if str(state.active) in state.rally_by_hand:
        return  # the player picks the order: core.game.rally_by_hand
    pinned = [u for u in state.units.values() if u.side == state.active and u.pinned and u.where == Where.MAP]
    for unit in rally_order(game, pinned):
        rally_one(game, state, unit)


def rally_one(game: Game, state: GameState, unit: UnitState) -> None:
    """21.1: one pinned unit's attempt, helped by the best unpinned leader in its hex now."""
    target = rally_number(game, unit) + best_leader_modifier(game, state, unit) + modifiers(game, unit.side)[0]  # 4.3
    roll = state.dice.roll_2d6(unit.side)
    if roll <= target:
        unit.pinned = False
        for passenger in state.passengers(unit.id):
            passenger.pinned = False
    state.emit(ev.Rally(unit=unit.id, roll=roll, needed=target, rallied=not unit.pinned))


def rally_order(game: Game, pinned: list[UnitState]) -> list[UnitState]:
    """21.1: the player picks the order; the best one tries the pinned leaders first, the best
    modifier first, so that a leader who rallies lends his modifier to the others of his hex
    (a leader listed after his squad helps it too). The first rules edition kept the
    scenario's order (core.game.editions)."""
    if game.edition < 2:
        return pinned
    leaders = [u for u in pinned if game.kind(u) is Kind.LEADER]
    leaders.sort(key=lambda u: game.info(u.type).modifier)  # -2 before -1: stable, so scenario order otherwise
    return leaders + [u for u in pinned if game.kind(u) is not Kind.LEADER]


def rally_number(game: Game, unit: UnitState) -> int:
    info = game.info(unit.type)
    if info.kind in (Kind.LEADER, Kind.GUN, Kind.AFV, Kind.VEHICLE) or getattr(info, "elite", False):
        return RALLY_ELITE
    return RALLY_REGULAR


def best_leader_modifier(game: Game, state: GameState, unit: UnitState) -> int:
    """An unpinned leader in the hex lends his modifier (a negative number) as a bonus: 21.1."""
    best = 0
    for other in state.units_at(unit.hex or ""):
        if other.id != unit.id and other.side == unit.side and not other.pinned and game.kind(other) is Kind.LEADER:
            best = max(best, -game.info(other.type).modifier)
    return best


def clear_markers_and_smoke(game: Game, state: GameState) -> None:
    """5.36: Move and Fire markers come off both sides; Smoke 1 goes, Smoke 2 becomes Smoke 1."""
    for unit in state.units.values():
        unit.fired = unit.moved = unit.assault_move = False
        if state.segment == 1 or game.edition >= 2:
            unit.leader_used = False  # 13.6 with 003: his Fire marker, off in every After-Action Phase
    state.smoke = {h: level - 1 for h, level in state.smoke.items() if level > 1}
    state.advanced.clear()
    state.assaulted_from.clear()


def remove_fire_lanes(game: Game, state: GameState) -> None:
    """13.9: fire lanes last until the end of the Movement Phase."""
    state.fire_lanes.clear()


def register(rules: Rulebook) -> None:
    """The automatic steps of the sequence of play."""
    rules.at_phase_start(rally_all_pinned, Phase.COMMAND)
    rules.at_phase_start(rally_attempts, Phase.AFTER_ACTION)
    rules.at_phase_end(clear_markers_and_smoke, Phase.AFTER_ACTION)
    rules.at_phase_end(remove_fire_lanes, Phase.MOVEMENT)
