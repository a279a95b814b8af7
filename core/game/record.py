"""The game record: a log of one game that plays it again exactly (schemas/game-log.schema.json).

A log holds the scenario, the seed, the sides the computer played and every
action (with the reason a computer player gave for it, if any); the result and the events come along to compare a replay with. Every
roll comes from the seeded dice, so playing the actions again from the seed
meets the same dice and must give the same result and events. The command
line (`vvs play --log`, `vvs replay`) and the play window share this module.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.boards.board import Board
from core.boards.document import board_document
from core.documents.check import custom_boards
from core.game.actions import action_from_dict
from core.game.editions import FIRST, edition_of
from core.game.game import Game, IllegalAction
from core.game.reasons import reason_from
from core.game.state import GameState
from core.jsonio import FileFormatError, validate, write_json_atomic
from core.placement import context_for
from core.scenario import Scenario
from core.scenario.io import from_dict, to_dict

LOG_FORMAT = 1
LOG_SCHEMA = "game-log.schema.json"
BOUND_DICE = "bound"
"""A log's `dice` when every roll is bound to its action's place (play by e-mail, docs/pbem.md)."""


class ReplayError(ValueError):
    """A log that cannot be played again: a bad scenario or action, or one not legal where it stands."""


class ReplayEndedEarly(ReplayError):
    """The log goes on after its game ended."""


def log_of(scenario: Scenario, seed: int, computer: Iterable[str], state: GameState,
           boards: Mapping[int, Board] | None = None, seats: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The log of a game played from `seed` to `state`; the custom boards the scenario stands
    on come along (only when it uses any), so the log replays wherever it is taken. `seats`
    (who plays each side, for a saved game to go on with the same players) is optional:
    a replay does not need it."""
    log: dict[str, Any] = {"format": LOG_FORMAT, "scenario": to_dict(scenario), "seed": seed,
                           "computer": list(computer), "actions": state.log, "result": state.result,
                           "events": state.event_dicts()}
    if seats is not None:
        log["seats"] = dict(seats)
    dice = state.dice
    if getattr(dice, "fresh_from", -1) >= 0:  # an e-mail game made from a saved one: two seeds
        log["seed"] = dice.first_seed
        log["fresh_dice"] = {"from": dice.fresh_from, "seed": dice.seed}
        if dice.first_bound:
            log["dice"] = BOUND_DICE
    elif getattr(dice, "bound", False):
        log["dice"] = BOUND_DICE
    if state.rules_edition != FIRST:
        log["rules_edition"] = state.rules_edition  # a log before editions names none
    if state.rally_by_hand:
        log["rally_by_hand"] = list(state.rally_by_hand)
    if state.fire_by_hand:
        log["fire_by_hand"] = list(state.fire_by_hand)
    used = {ref.board for ref in scenario.boards}
    if boards and used & boards.keys():
        log["boards"] = {f"board-{n:02d}": board_document(b) for n, b in sorted(boards.items()) if n in used}
    return log


def game_options(log: Mapping[str, Any]) -> dict[str, Any]:
    """What a Game must be told to replay the log as it was played: the rules edition, the
    sides that rallied by hand (21.1), the sides that decided their opportunity fire (13.8)."""
    return {"edition": edition_of(log), "rally_by_hand": tuple(log.get("rally_by_hand", ())),
            "fire_by_hand": tuple(log.get("fire_by_hand", ()))}


def write_log(path: str | Path, scenario: Scenario, seed: int, computer: Iterable[str], state: GameState,
              boards: Mapping[int, Board] | None = None, seats: Mapping[str, Any] | None = None) -> None:
    write_json_atomic(path, log_of(scenario, seed, computer, state, boards, seats))


def check_log(log: Any, name: str) -> None:
    """Raise FileFormatError naming what is wrong when `log` is not a game log."""
    validate(log, LOG_SCHEMA, name)


def replay(log: dict[str, Any], name: str = "log") -> GameState:
    """The log's game played again from its seed; each action must be legal where it stands.
    Raises ReplayError (ReplayEndedEarly when actions follow the end of the game)."""
    try:
        scenario = from_dict(log["scenario"], f"{name}: scenario")
        boards = custom_boards(log.get("boards", {}), name)
        game = Game(scenario, context=context_for(scenario, boards or None), computer=tuple(log.get("computer", ())),
                    **game_options(log))
    except (FileFormatError, ValueError) as error:
        raise ReplayError(str(error)) from None
    return replay_on(game, int(log["seed"]), log["actions"], bound_dice=log.get("dice") == BOUND_DICE,
                     fresh=fresh_dice(log))


def fresh_dice(log: Mapping[str, Any]) -> tuple[int, int] | None:
    """(the first action, the seed) of a log's fresh bound dice (an e-mail game made from a saved
    one, docs/pbem.md), None for a log with one seed."""
    fresh = log.get("fresh_dice")
    return (int(fresh["from"]), int(fresh["seed"])) if isinstance(fresh, Mapping) else None


def replay_on(game: Game, seed: int, entries: Iterable[Mapping[str, Any]], bound_dice: bool = False,
              fresh: tuple[int, int] | None = None) -> GameState:
    """`entries` (a log's actions) played on `game` from `seed`: the state a saved game stopped at;
    with `fresh` (first action, seed) the dice turn bound to that seed at that action.
    Raises ReplayError as `replay` does."""
    try:
        state = game.new_state(seed, bound_dice=bound_dice)
        legal = game.legal_actions(state)
        for index, entry in enumerate(entries):
            if fresh is not None and index == fresh[0]:
                state.dice.go_fresh(fresh[1], index)
            if state.is_over:
                raise ReplayEndedEarly(f"the game ended before action {index + 1}")
            action = action_from_dict(dict(entry))
            if not game.allows(state, action, legal):
                raise IllegalAction(f"action {index + 1}, {action}, is not legal then")
            reason = entry.get("reason")
            if reason is not None and not isinstance(reason, str):
                raise ReplayError(f"action {index + 1}: its reason is not text")
            legal = game.step(state, action, reason=reason_from(reason, entry.get("reason_about")))
        if fresh is not None and fresh[0] == len(state.log) and state.dice.fresh_from < 0:
            state.dice.go_fresh(fresh[1], fresh[0])  # handed over right here: the next action rolls fresh
    except ReplayError:
        raise
    except (FileFormatError, ValueError) as error:
        raise ReplayError(str(error)) from None
    return state


def plain(value: Any) -> Any:
    """The value as it reads back from a log file (tuples become lists, enums their strings)."""
    return json.loads(json.dumps(value))


@dataclass(frozen=True)
class Comparison:
    """A replay against its log: the same result, and the same events (logs written before
    events were kept have none to compare, and match on the result alone)."""

    same_result: bool
    same_events: bool

    @property
    def same(self) -> bool:
        return self.same_result and self.same_events


def compare(state: GameState, log: dict[str, Any]) -> Comparison:
    same_events = "events" not in log or plain(state.event_dicts()) == log["events"]
    return Comparison(state.result == log.get("result"), same_events)
