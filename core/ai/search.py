"""The hard level's search: which posture to play this segment, tried on copies.

Once per own segment, the hard player plays the rest of it and the enemy's next segment
in its head, on determinized copies of its view (no hidden units, dice of its own
seeds), once per posture: its personality as it is, bolder, and more careful; both
sides played by the normal level. The posture whose futures end best (strength kept
against strength taken, objectives held, units exited) is played for the segment.
This is a rollout search over plans rather than single actions (a whole turn has far
too many action combinations to search one by one; see Justesen et al. 2018), and its
seeds are the same for every posture, so they are compared on the same luck.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from core.ai.estimates import mean_value
from core.ai.profile import Personality
from core.ai.trial import strength
from core.game.players import Player
from core.game.state import GameState
from core.sides import Side

if TYPE_CHECKING:
    from core.game.game import Game

SEEDS = (101, 202, 303)
"""The dice seeds of the futures played per posture, the same for every posture."""
SHIFT = 3
"""Knob steps a bolder or more careful posture moves aggression, caution and assault appetite."""
OBJECTIVE_WORTH = 1.0
"""An objective held, in mean unit values."""
WIN_WORTH = 10.0
"""A game won (or lost) within the futures, in mean unit values; not counted under fog of war,
where the view lacks the enemy units it cannot see and a "win" may be no such thing."""
MAX_ACTIONS = 600
"""A rollout's limit (two segments take a few hundred actions at most)."""
MARGIN = 0.5
"""How much better, in mean unit values, another posture's futures must end to be played:
a few futures per posture are noisy, and the best of three noisy scores flatters the boldest."""


def postures(base: Personality, attacking: bool) -> list[Personality]:
    """The personality, and what the side may try instead: the attacker bolder or more careful;
    the defender only more careful (a defender that leaves its cover looks good for a segment
    and loses the game)."""
    def shifted(name: str, step: int) -> Personality:
        return replace(base, name=f"{base.name}, {name}",
                       aggression=_clamp(base.aggression + step), caution=_clamp(base.caution - step),
                       assault_appetite=_clamp(base.assault_appetite + step))
    careful = shifted("more careful", -SHIFT)
    return [base, shifted("bolder", SHIFT), careful] if attacking else [base, careful]


def _clamp(value: int) -> int:
    return max(0, min(10, value))


PlayerMaker = Callable[[Personality | None, int], Player]
"""Makes the rollouts' normal-level players (the caller's kind: this module does not import it)."""


def best_posture(game: Game, view: GameState, side: Side, base: Personality, make: PlayerMaker) -> tuple[Personality, str]:
    """The posture to play this segment, and a line saying how the futures compared."""
    scores: list[tuple[float, int, Personality]] = []
    for index, posture in enumerate(postures(base, side == game.attacker)):
        total = sum(_future(game, view, side, posture, seed, make) for seed in SEEDS)
        scores.append((total / len(SEEDS), -index, posture))
    margin = MARGIN * mean_value(game, [u for u in view.units.values() if u.side == side])
    best = max(scores[1:], key=lambda s: s[0], default=scores[0])
    best = best if best[0] > scores[0][0] + margin else scores[0]  # a change of posture must clearly pay
    scores.sort(key=lambda s: (-s[0], -s[1]))
    summary = ", ".join(f"{p.name.split(', ')[-1]} {s:+.0f}" for s, _, p in scores)
    return best[2], f"searched this segment's postures ({summary})"


def _future(game: Game, view: GameState, side: Side, posture: Personality, seed: int, make: PlayerMaker) -> float:
    state = view.clone(history=False)
    state.determinize(seed)
    players = {side: make(posture, seed), side.other: make(None, seed + 1)}
    start = (state.turn, state.segment)
    ends = _two_segments_later(start)
    actions = game.legal_actions(state)
    for _ in range(MAX_ACTIONS):
        if state.is_over or (state.turn, state.segment) >= ends or not actions:
            break
        actions = game.step(state, players[game.to_act(state)].choose(game, state, actions))
    return _worth(game, state, side)


def _two_segments_later(start: tuple[int, int]) -> tuple[int, int]:
    turn, segment = start
    return (turn + 1, segment)


def _worth(game: Game, state: GameState, side: Side) -> float:
    mean = mean_value(game, [u for u in state.units.values() if u.side == side])
    held = sum(owner == side for owner in state.objectives.values())
    exits = len(state.sides[side].exited) - len(state.sides[side.other].exited)
    result = state.result
    won = 0.0
    if result is not None and not game.scenario.fog_of_war:
        winner = {"attacker": game.attacker, "defender": game.attacker.other}.get(result["winner"])
        won = 0.0 if winner is None else (WIN_WORTH if winner == side else -WIN_WORTH)
    return (strength(game, state, side) - strength(game, state, side.other)
            + mean * (OBJECTIVE_WORTH * held + exits + won))
