"""Simple built-in players, enough to finish any scenario (a real opponent comes later).

A player only chooses among `game.legal_actions(state)`; it never changes the
state itself. Its own randomness comes from its own seeded generator, so a
game is reproducible from the game seed and the players' seeds, and exactly
replayable from the action log alone.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import groupby
from typing import TYPE_CHECKING, Protocol

from core.game import memo
from core.game.actions import (
    Action,
    Advance,
    Assault,
    CallSupport,
    ChangeFacing,
    EndMove,
    EndPhase,
    ExitMap,
    Fire,
    FireAT,
    MoveStep,
    StartMove,
)
from core.game.heap import settled
from core.game.state import GameState, Phase
from core.hexes import Hex
from core.sides import Side

if TYPE_CHECKING:
    from core.game.game import Game

MAX_ACTIONS_PER_PHASE = 60  # a simple player stops acting in a phase after this many choices


class Player(Protocol):
    def choose(self, game: Game, state: GameState, actions: Sequence[Action]) -> Action: ...

    def reason(self) -> str | None:
        """Why the last action chosen was chosen, in a line a player reads; None says nothing.
        It goes into the action log and the events (Game.step), so a replay tells it again."""
        ...


class RandomPlayer:
    """Uniform among the legal actions, but ends a phase after a bounded number of choices."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._phase_key: tuple[int, int, str] | None = None
        self._count = 0

    def _tick(self, state: GameState) -> bool:
        key = (state.turn, state.segment, state.phase)
        if key != self._phase_key:
            self._phase_key, self._count = key, 0
        self._count += 1
        return self._count > MAX_ACTIONS_PER_PHASE

    def choose(self, game: Game, state: GameState, actions: Sequence[Action]) -> Action:
        if self._tick(state):
            return finishing(actions)
        return self.rng.choice(list(actions))

    def reason(self) -> str | None:
        return None  # its choices have no reasons worth a line in the record


class SimplePlayer(RandomPlayer):
    """Fires whenever it can, moves towards what it must take or hold, assaults when it may."""

    def choose(self, game: Game, state: GameState, actions: Sequence[Action]) -> Action:
        if self._tick(state):
            return finishing(actions)
        by_kind: dict[type, list[Action]] = {}
        for kind, run in groupby(actions, type):  # providers list each kind in a run: one step per run
            listed = by_kind.get(kind)
            if listed is None:
                by_kind[kind] = list(run)
            else:
                listed.extend(run)
        for kind in (CallSupport, FireAT, Fire, Assault):
            if kind in by_kind and self.rng.random() < 0.9:
                return self.rng.choice(by_kind[kind])
        if state.moving is not None:
            return self._step(game, state, by_kind)
        turn = self._turn_towards_goal(game, state, by_kind.get(ChangeFacing, []))
        if turn is not None and self.rng.random() < 0.5:
            return turn
        if StartMove in by_kind and self._wants_to_move(game, state):
            return self.rng.choice(by_kind[StartMove])
        if Advance in by_kind and self.rng.random() < 0.3:
            return self.rng.choice(by_kind[Advance])
        return finishing(actions)

    def _turn_towards_goal(self, game: Game, state: GameState, listed: list[Action]) -> Action | None:
        """A vehicle facing away from where it must go turns in place (7.3) instead of staying stuck."""
        turns = [a for a in listed if isinstance(a, ChangeFacing)]
        if not turns or game.to_act(state) != game.scenario.attacker:
            return None
        goals = _goals(game, state)
        if not goals:
            return None
        near = _nearness(game, goals)
        best: tuple[float, ChangeFacing] | None = None
        for action in turns:
            unit = state.units[action.unit]
            if unit.hex is None or unit.facing is None:
                continue
            ahead_now = _distance_ahead(game, game.hex(unit.hex).neighbor(unit.facing), goals, near)
            ahead_then = _distance_ahead(game, game.hex(unit.hex).neighbor(action.facing), goals, near)
            if ahead_then < ahead_now and (best is None or ahead_then < best[0]):
                best = (ahead_then, action)
        return best[1] if best else None

    def _wants_to_move(self, game: Game, state: GameState) -> bool:
        attacking = game.to_act(state) == game.scenario.attacker
        return self.rng.random() < (0.85 if attacking else 0.25)

    def _step(self, game: Game, state: GameState, by_kind: dict[type, list[Action]]) -> Action:
        if ExitMap in by_kind:
            return by_kind[ExitMap][0]
        steps = [a for a in by_kind.get(MoveStep, []) if isinstance(a, MoveStep)]
        goals = _goals(game, state)
        here = state.moving.path[-1] if state.moving and state.moving.path else None
        if steps and goals and here is not None:
            near = _nearness(game, goals)
            best = min(steps, key=lambda a: (_distance(game, a.hex, goals, near), _ahead(game, a, goals, near)))
            if _distance(game, best.hex, goals, near) < _distance(game, here, goals, near):
                return best
        if EndMove in by_kind:
            return by_kind[EndMove][0]
        return self.rng.choice(steps) if steps else finishing([a for v in by_kind.values() for a in v])


def finishing(actions: Sequence[Action]) -> Action:
    """The action that ends the move, else the phase, else the first: what a player does that
    has nothing better to do (the computer opponent too)."""
    for preferred in (EndMove, EndPhase):
        for action in actions:
            if isinstance(action, preferred):
                return action
    return actions[0]


def _goals(game: Game, state: GameState) -> list[str]:
    """Where the side to act wants to be: objectives it lacks, exit hexes, or the enemy."""
    side = game.to_act(state)
    wanted = sorted(h for h, owner in state.objectives.items() if owner != side)  # sorted: a reloaded state's order
    if side == game.scenario.attacker and game.scenario.victory.exit_hexes:
        wanted = list(game.scenario.victory.exit_hexes)
    if not wanted:
        wanted = sorted(h for h in state.occupied_hexes(side.other))
    return wanted


def _nearness(game: Game, goals: list[str]) -> dict[object, float]:
    """The distances to these goals found so far, by hex name (_distance) and by Hex (_distance_ahead),
    remembered per Game: the same few hexes are weighed at every step offered."""
    near: dict[object, float] = memo.store(game, "goal_distances").setdefault(tuple(goals), {})
    return near


def _distance_ahead(game: Game, h: Hex, goals: list[str], near: dict[object, float]) -> float:
    """How far the hex in front is from the goals; a hex nobody may enter is a wall."""
    found = near.get(h)
    if found is None:
        if h not in game.battlefield or (game.terrain.get(game.battlefield.terrain(h)).prohibited_to_all
                                         and h not in game.battlefield.bridges):
            found = float("inf")
        else:
            found = min(h.distance(game.hex(g)) for g in goals)
        near[h] = found
    return found


def _distance(game: Game, hex_name: str, goals: list[str], near: dict[object, float]) -> float:
    found = near.get(hex_name)
    if found is None:
        h = game.hex(hex_name)
        found = near[hex_name] = min(h.distance(game.hex(g)) for g in goals)
    return found


def _ahead(game: Game, step: MoveStep, goals: list[str], near: dict[object, float]) -> float:
    """How near the goals the hex a vehicle faces after the step is (7.2: it drives on that way);
    without it a vehicle keeps the first facing offered and stalls after one hex."""
    if step.facing is None:
        return 0
    return _distance_ahead(game, game.hex(step.hex).neighbor(step.facing), goals, near)


def play_game(game: Game, state: GameState, players: Mapping[Side, Player], max_actions: int = 200_000) -> GameState:
    """Play to the end; a game that does not finish within `max_actions` is a bug."""
    with settled():  # the Game and everything loaded before it stay out of the collector's way
        actions = game.legal_actions(state)
        for _ in range(max_actions):
            if state.is_over:
                return state
            player = players[game.to_act(state)]
            actions = game.step(state, player.choose(game, state, actions), reason=player.reason())
    raise RuntimeError(f"the game did not finish within {max_actions} actions")


def side_seed(side: Side, seed: int) -> int:
    """A side's player seed from the game seed: the two sides' players never share a stream,
    and a game is reproducible from its seed alone (core/ai/specs.py seeds every player so)."""
    return seed * 2 + (1 if side == Side.ALLIED else 2)


def make_players(kind: str, seed: int) -> dict[Side, Player]:
    cls = {"simple": SimplePlayer, "random": RandomPlayer}[kind]
    return {side: cls(side_seed(side, seed)) for side in (Side.ALLIED, Side.AXIS)}


__all__ = ["Player", "RandomPlayer", "SimplePlayer", "play_game", "make_players", "side_seed", "finishing", "Phase"]
