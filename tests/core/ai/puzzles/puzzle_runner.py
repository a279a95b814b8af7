"""The puzzle suite's runner: small positions, each testing one tactical skill (issue 26).

A puzzle is one JSON file in this folder:

    {"skill": "route", "description": "why a good player does this",
     "board": {"columns": 9, "rows": 7, "terrain": {"b7:C4": "W"}},     # open ground, these hexes set
     "scenario": {...},              # a scenario document (docs/file-formats.md) without its battlefield
     "start": {"turn": 1, "side": "allied", "phase": "movement"},      # whose segment, which phase
     "setup": {"units": {"g1": {"pinned": true}}, "sides": {"allied": {"smoke_factors": 2}}},
     "play": "allied", "until": "phase",                              # the side the computer plays; phase|segment
     "seeds": [1, 2, 3],
     "expect": [{"kind": "never_in", "units": ["a1"], "hexes": ["b7:E4"]}]}

The scenario document is checked against the scenario schema (core.scenario.io.from_dict);
the phases before `start` are ended as they stand and `setup` is applied to the state
there. The computer plays `play` at a level, the other side does nothing, until the phase
(or the side's segment) is over; then every `expect` must hold (`CHECKS` below) over the
actions made, the units' places after each action, and the state at the end. A puzzle is
found at a level when it holds on every one of its seeds (the game's dice and the
player's own).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from battle_positions import Passive, open_board  # noqa: E402

from core.ai.player import AiPlayer  # noqa: E402
from core.game.actions import Action  # noqa: E402
from core.game.fire_power import in_ffa  # noqa: E402
from core.game.game import Game  # noqa: E402
from core.game.state import GameState, Phase, Where  # noqa: E402
from core.placement import context_for  # noqa: E402
from core.scenario.io import from_dict  # noqa: E402
from core.sides import Side  # noqa: E402

FOLDER = Path(__file__).resolve().parent
LEVELS = ("easy", "normal", "hard")
BOARD = 7
LIMIT = 600
"""Actions a puzzle may take before it counts as stuck (a phase takes a few dozen)."""


@dataclass(frozen=True)
class Puzzle:
    name: str
    doc: dict[str, Any]

    @property
    def skill(self) -> str:
        return str(self.doc["skill"])

    @property
    def seeds(self) -> list[int]:
        return list(self.doc.get("seeds", [1]))

    @property
    def found_by(self) -> list[str]:
        """The levels that find it today (the suite's floor; a level that stops finding it fails)."""
        return list(self.doc.get("found_by", []))


def load_puzzles() -> list[Puzzle]:
    return [Puzzle(p.stem, json.loads(p.read_text())) for p in sorted(FOLDER.glob("*.json"))]


def _document(puzzle: Puzzle) -> dict[str, Any]:
    given = puzzle.doc["scenario"]
    sides = {name: {"nationality": nation, "half_squads": True, **given.get("sides", {}).get(name, {})}
             for name, nation in (("allied", "us"), ("axis", "ger"))}
    return {"format": 1, "title": puzzle.name, "battlefield": {"boards": [{"board": BOARD}]}, "type": "elimination",
            "attacker": "allied", "first_player": "allied", "turns": 4, **given, "sides": sides}


def build(puzzle: Puzzle, seed: int) -> tuple[Game, GameState]:
    """The puzzle's game and its state at the start, set up as the puzzle says."""
    spec = puzzle.doc["board"]
    board = open_board(spec["columns"], spec["rows"], spec.get("terrain", {}), number=BOARD)
    scenario = from_dict(_document(puzzle), puzzle.name)
    game = Game(scenario, context_for(scenario, {BOARD: board}), computer=("allied", "axis"))
    state = game.new_state(seed)
    start = puzzle.doc["start"]
    turn, side, phase = start.get("turn", 1), Side(start["side"]), Phase(start["phase"])
    for _ in range(100):
        if state.turn == turn and state.active == side and state.phase == phase:
            break
        game.end_phase(state)
    else:
        raise AssertionError(f"{puzzle.name}: never reached {start}")
    setup = puzzle.doc.get("setup", {})
    for unit_id, fields in setup.get("units", {}).items():
        for key, value in fields.items():
            setattr(state.units[unit_id], key, value)
    for side_name, fields in setup.get("sides", {}).items():
        for key, value in fields.items():
            setattr(state.sides[Side(side_name)], key, value)
    state.objectives.update({h: Side(owner) for h, owner in setup.get("objectives", {}).items()})
    return game, state


@dataclass
class Played:
    game: Game
    start: GameState
    state: GameState
    made: list[tuple[Action, str | None]]
    trace: list[dict[str, tuple[str | None, Where]]]  # each unit's place and where, after each action
    side: Side


def play(puzzle: Puzzle, level: str, seed: int) -> Played:
    game, state = build(puzzle, seed)
    start = state.clone(history=False)
    side = Side(puzzle.doc["play"])
    players: dict[Side, Any] = {side: AiPlayer(level, seed=seed), side.other: Passive()}
    until = puzzle.doc.get("until", "phase")
    turn, active, phase = state.turn, state.active, state.phase
    made: list[tuple[Action, str | None]] = []
    trace = [_places(state)]
    actions = game.legal_actions(state)
    for _ in range(LIMIT):
        if state.is_over or state.turn != turn or state.active != active or (until == "phase" and state.phase != phase):
            return Played(game, start, state, made, trace, side)
        player = players[game.to_act(state)]
        action = player.choose(game, state, actions)
        made.append((action, player.reason()))
        actions = game.step(state, action)
        trace.append(_places(state))
    raise AssertionError(f"{puzzle.name}: still going after {LIMIT} actions")


def _places(state: GameState) -> dict[str, tuple[str | None, Where]]:
    return {u.id: (u.hex, u.where) for u in state.units.values()}


def _matches(action: Action, check: dict[str, Any]) -> bool:
    if type(action).__name__ != check["type"] or not all(getattr(action, key, None) for key in check.get("has", ())):
        return False
    for key, wanted in check.get("where", {}).items():
        value = getattr(action, key, None)
        if isinstance(value, tuple) and not isinstance(wanted, list):
            if wanted not in value:
                return False
        elif (list(value) if isinstance(value, tuple) else value) != wanted:
            return False
    return True


def _action(p: Played, check: dict[str, Any]) -> bool:
    kinds = [a for a, _ in p.made if type(a).__name__ == check["type"]]
    if check.get("first"):
        return bool(kinds) and _matches(kinds[0], check)
    return any(_matches(a, check) for a in kinds)


def _sees(p: Played, origin: str, target: str) -> bool:
    game = p.game
    blocked, _ = game.sight(p.start).sight(game.hex(origin), game.hex(target))
    return not blocked


def _never_in(p: Played, check: dict[str, Any]) -> bool:
    carried = check.get("carried")
    for places in p.trace:
        for unit in check["units"]:
            hex_name, where = places[unit]
            if carried is not None and (where == Where.CARRIED) != carried:
                continue
            if hex_name in check.get("hexes", ()) or ("seen_from" in check and hex_name and where != Where.EXITED
                                                      and _sees(p, check["seen_from"], hex_name)):
                return False
    return True


def _faces(p: Played, check: dict[str, Any]) -> bool:
    unit = p.state.units[check["unit"]]
    game = p.game
    return unit.hex is not None and unit.facing is not None and in_ffa(game.hex(unit.hex), unit.facing, game.hex(check["toward"]))


def _distance(p: Played, state: GameState, check: dict[str, Any]) -> int:
    here = state.units[check["unit"]].hex
    return 99 if here is None else p.game.hex(here).distance(p.game.hex(check["to"]))


CHECKS: dict[str, Callable[[Played, dict[str, Any]], bool]] = {
    "action": _action,
    "no_action": lambda p, c: not any(_matches(a, c) for a, _ in p.made),
    "unit_in": lambda p, c: p.state.units[c["unit"]].hex in c["hexes"],
    "never_in": _never_in,
    "exited": lambda p, c: set(c["units"]) <= set(p.state.sides[p.side].exited),
    "on_map": lambda p, c: all(p.state.units[u].where == Where.MAP for u in c["units"]),
    "owner": lambda p, c: p.state.objectives.get(c["hex"]) == Side(c["side"]),
    "faces": _faces,
    "nearer": lambda p, c: _distance(p, p.state, c) < _distance(p, p.start, c),
    "stays": lambda p, c: all(p.state.units[u].hex == p.start.units[u].hex for u in c["units"]),
}
"""Each `expect` kind: whether it holds after the computer's phase or segment."""


def check(puzzle: Puzzle, level: str, seed: int) -> tuple[bool, str]:
    """Whether the computer at `level` solves the puzzle on `seed`, and what it did."""
    played = play(puzzle, level, seed)
    failed = [c for c in puzzle.doc["expect"] if not CHECKS[c["kind"]](played, c)]
    done = "; ".join(f"{type(a).__name__} {r or ''}".strip() for a, r in played.made if type(a).__name__ not in ("EndPhase", "MoveStep"))
    return not failed, f"{puzzle.name} {level} seed {seed}: {'found' if not failed else f'failed {failed}'} after: {done}"


def solved(puzzle: Puzzle, level: str, seeds: Sequence[int] | None = None) -> tuple[bool, list[str]]:
    """Found on every seed, with a line per seed."""
    lines = [check(puzzle, level, s) for s in (seeds if seeds is not None else puzzle.seeds)]
    return all(ok for ok, _ in lines), [line for _, line in lines]
