"""Victory: the three scenario types and the PC game's five levels (seed 004, "Scenario
Types and Victory Conditions"), always told from the attacker's side.

A game ends when its last turn is over, or at once when a side has no unit
left (elimination), when the attacker holds the objectives it needs (unless the
scenario plays all turns) or when the attacker has exited enough units.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from core.game import event_types as ev
from core.game.question_kinds import asks_casualties
from core.game.state import GameState, Where
from core.scenario import ScenarioType
from core.sides import Side, other_side

if TYPE_CHECKING:
    from core.game.game import Game

LEVELS = ("major_victory", "minor_victory", "draw", "minor_defeat", "major_defeat")
MINOR_EXIT_SHARE = Fraction(67, 100)
DRAW_EXIT_SHARE = Fraction(33, 100)
"""Seed 004's shares of the exit goal, exact: 67 of a goal of 100 is a minor victory, 2 of 3 is not."""

_CARRIED, _MAP, _WAITING = Where.CARRIED, Where.MAP, Where.WAITING  # an Enum member read off its class is slow: unit scans read these


def losses(state: GameState, side: Side) -> Fraction:
    """The share (0-1) of its starting points a side has lost, exact so that a share
    on a level's boundary falls on the side the rule names (a float 0.47 - 0.27 is under 0.2)."""
    side_state = state.sides[side]
    return Fraction(side_state.lost_points, side_state.start_points) if side_state.start_points else Fraction(0)


def elimination_level(state: GameState, attacker: Side) -> str:
    """Percentage points by which the defender's losses exceed the attacker's: 50 or
    more a major victory, 20 to 50 a minor one, under 20 either way a draw."""
    gap = 100 * (losses(state, other_side(attacker)) - losses(state, attacker))
    if gap >= 50:
        return "major_victory"
    if gap >= 20:
        return "minor_victory"
    if gap > -20:
        return "draw"
    if gap > -50:
        return "minor_defeat"
    return "major_defeat"


def attacker_inflicted_more(state: GameState, attacker: Side) -> bool:
    """Objective games compare casualties in points inflicted and taken."""
    return state.sides[other_side(attacker)].lost_points > state.sides[attacker].lost_points


def objective_level(state: GameState, attacker: Side, required: int, held_all_during_play: bool) -> str:
    total = len(state.objectives)
    held = sum(1 for owner in state.objectives.values() if owner == attacker)
    inflicted_more = attacker_inflicted_more(state, attacker)
    if held_all_during_play or held >= required:
        return "major_victory" if inflicted_more else "minor_victory"
    if held == 0:
        return "major_defeat"
    majority = held * 2 > total
    if majority:
        return "minor_victory" if inflicted_more else "draw"
    return "draw" if inflicted_more else "minor_defeat"


def exit_level(exited: int, goal: int) -> str:
    if exited >= goal:
        return "major_victory"
    if exited == 0:
        return "major_defeat"
    share = Fraction(exited, goal)
    if share >= MINOR_EXIT_SHARE:
        return "minor_victory"
    if share >= DRAW_EXIT_SHARE:
        return "draw"
    return "minor_defeat"


def finish(game: Game, state: GameState, level: str, reason: str) -> None:
    winner = "attacker" if level in LEVELS[:2] else "defender" if level in LEVELS[3:] else "draw"
    state.result = {"winner": winner, "level": level, "turns": state.turn, "reason": reason,
                    "attacker": game.attacker}
    state.emit(ev.GameOver(**state.result))


def wiped_out(state: GameState, side: Side) -> bool:
    return not any(u.side == side and u.where in (_MAP, _CARRIED, _WAITING) for u in state.units.values())


def check_immediate(game: Game, state: GameState) -> None:
    """After any action: a side wiped out, objectives all held, or the exit goal met. Not while a
    side still has Casualty Points to allocate (core.game.casualties_by_hand): they count for the
    result, so the check waits for his answer, as the automatic path checks after applying them."""
    if state.is_over or (state.casualties_by_hand and asks_casualties(state)):
        return
    attacker = game.attacker
    if game.scenario.type == ScenarioType.ELIMINATION:  # first: wiped_out scans every unit
        defender = other_side(attacker)
        for side in (attacker, defender):
            if wiped_out(state, side):
                finish(game, state, "major_victory" if side == defender else "major_defeat", f"the {side} side was wiped out")
                return
    victory = game.scenario.victory
    if game.scenario.type == ScenarioType.OBJECTIVE and not victory.play_all_turns:
        required = victory.objectives_required or len(state.objectives)
        held = sum(1 for owner in state.objectives.values() if owner == attacker)
        if state.objectives and held >= required:
            level = "major_victory" if attacker_inflicted_more(state, attacker) else "minor_victory"
            finish(game, state, level, f"the attacker holds {held} objective(s)")
    elif game.scenario.type == ScenarioType.EXIT and victory.exit_units:
        if len(state.sides[attacker].exited) >= victory.exit_units:
            finish(game, state, "major_victory", "the attacker exited enough units")


def end_of_turn(game: Game, state: GameState) -> None:
    check_immediate(game, state)
    if state.is_over or state.turn < game.scenario.turns:
        return
    attacker = game.attacker
    kind = game.scenario.type
    if kind == ScenarioType.ELIMINATION:
        finish(game, state, elimination_level(state, attacker), "the last turn is over")
    elif kind == ScenarioType.OBJECTIVE:
        required = game.scenario.victory.objectives_required or len(state.objectives)
        finish(game, state, objective_level(state, attacker, required, False), "the last turn is over")
    else:
        goal = game.scenario.victory.exit_units or 1
        finish(game, state, exit_level(len(state.sides[attacker].exited), goal), "the last turn is over")
