"""The hard level's check of a changed plan: both plans played out on copies, in the budget.

The portfolio search (core.ai.portfolio) scores plans by one look ahead, the enemy's fire.
When it finds a plan other than every stack's own way, the change is played out before it
is trusted: on the same determinized copies (core.ai.sampler), the rest of the side's
segment and the enemy's next one are played by normal-level players, the side's following
first its own plan and then the changed one, and the plan whose futures end better (strength
kept against strength taken, objectives held, units exited) is played, a change only when
it clearly pays. Every decision a rollout makes costs `DECISION_UNITS` of the same budget (more on a battle
bigger than the medium ones it was measured on);
when the budget runs out, only the seeds both plans finished are compared (none: the
side's own plan). The seeds are the same for both plans, so they meet the same luck.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from core.ai.estimates import mean_value
from core.ai.trial import strength
from core.game.players import Player
from core.game.state import GameState
from core.sides import Side

if TYPE_CHECKING:
    from core.ai.portfolio import Budget
    from core.ai.sampler import Sampler
    from core.game.game import Game

SEEDS = (101, 202)
"""The futures played per plan, the same seeds for both plans."""
DECISION_UNITS = 100
"""What one decision of a rollout costs, in work units (3.9 ms of CPU on the medium battles, at
the units per millisecond of core.ai.portfolio)."""
REFERENCE_UNITS = 55
"""Units in play on the medium battles the costs were measured on: a rollout decision on a
bigger battle costs more work units in proportion (every decision reads every unit)."""
MAX_ACTIONS = 600
"""A rollout's limit (two segments take a few hundred actions at most)."""
OBJECTIVE_WORTH = 1.0
"""An objective held, in mean unit values."""
MARGIN = 0.5
"""How much better, in mean unit values, the changed plan's futures must end to be played."""

PlanPlayer = Callable[[Mapping[str, str] | None, int, tuple[int, int]], Player]
"""Makes a rollout's normal-level player, following a plan in the given segment (None: the enemy)."""


def changed_plan_pays(game: Game, sampler: Sampler, side: Side, own: Mapping[str, str], changed: Mapping[str, str],
                      budget: Budget, make: PlanPlayer) -> tuple[bool, str]:
    """Whether the changed plan's futures end clearly better than the own plan's, and a line
    saying how they compared."""
    view = sampler.view
    key = (view.turn, view.segment)
    totals = [0.0, 0.0]
    finished = 0
    for seed in SEEDS:
        results = []
        for plan in (own, changed):
            worth = _future(game, sampler.copy(seed), side, plan, seed, key, budget, make)
            if worth is None:
                break
            results.append(worth)
        if len(results) < 2:
            break
        totals = [totals[0] + results[0], totals[1] + results[1]]
        finished += 1
    if not finished:
        return False, "no time to play the change out"
    margin = MARGIN * mean_value(game, [u for u in view.units.values() if u.side == side])
    gain = (totals[1] - totals[0]) / finished
    return gain > margin, f"played out {finished * 2} futures: the change {gain:+.1f}"


def _future(game: Game, state: GameState, side: Side, plan: Mapping[str, str], seed: int, key: tuple[int, int],
            budget: Budget, make: PlanPlayer) -> float | None:
    """The side's worth two segments on, or None when the budget ran out on the way."""
    players = {side: make(plan, seed, key), side.other: make(None, seed + 1, key)}
    ends = (state.turn + 1, state.segment)
    cost = decision_cost(state)
    actions = game.legal_actions(state)
    for _ in range(MAX_ACTIONS):
        if state.is_over or (state.turn, state.segment) >= ends or not actions:
            break
        if not budget.spend(cost):
            return None
        actions = game.step(state, players[game.to_act(state)].choose(game, state, actions))
    return _worth(game, state, side)


def decision_cost(state: GameState) -> int:
    """The work units one rollout decision costs on this battle: DECISION_UNITS on a battle of
    the reference size, more on a bigger one."""
    in_play = sum(1 for u in state.units.values() if u.in_play)
    return round(DECISION_UNITS * max(1.0, in_play / REFERENCE_UNITS))


def _worth(game: Game, state: GameState, side: Side) -> float:
    """Strength kept against strength taken, objectives held and units exited, in points. A game
    won within the future is not counted: under fog the copy's "win" may be no such thing."""
    mean = mean_value(game, [u for u in state.units.values() if u.side == side])
    held = sum(owner == side for owner in state.objectives.values())
    exits = len(state.sides[side].exited) - len(state.sides[side.other].exited)
    return strength(game, state, side) - strength(game, state, side.other) + mean * (OBJECTIVE_WORTH * held + exits)
