"""Opening a turn file: its chain checked, then the whole game played again from the shared seed.

A turn file is believed only when every link holds (core.pbem.chain), the log's
seed is the one both secrets make, each action was played by the side whose
hand-over it belongs to and was legal where it stands, and playing them all
again gives exactly the events and result the file records. Any failure is one
TurnRefused line; nothing is written while checking.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.boards.board import Board
from core.documents.check import custom_boards
from core.game.actions import action_from_dict
from core.game.game import Game
from core.game.reasons import reason_from
from core.game.record import BOUND_DICE, compare, fresh_dice, game_options, replay_on
from core.game.state import GameState
from core.jsonio import FileFormatError
from core.pbem.chain import PAST_HOTSEAT, RESIGNED, ChainError, check_chain, seed_of, start_hash
from core.pbem.turnfile import TurnFile
from core.placement import context_for
from core.scenario import Scenario
from core.scenario.io import from_dict
from core.sides import Side


class TurnRefused(ValueError):
    """A turn file this program will not play on, with the one line saying why."""


@dataclass
class Replayed:
    """A turn file played again: the game, the state it reached, and where each hand-over's
    events start (`marks[i]` is the number of events before hand-over i's actions)."""

    turn: TurnFile
    scenario: Scenario
    boards: dict[int, Board]
    game: Game
    state: GameState
    seed: int | None
    marks: list[int]

    def segment_events(self, index: int = -1) -> list[dict[str, Any]]:
        """The events of one hand-over's actions (the last one by default)."""
        index = index % len(self.marks)
        end = self.marks[index + 1] if index + 1 < len(self.marks) else len(self.state.events)
        return [event.to_dict() for event in self.state.events[self.marks[index]:end]]

    @property
    def over(self) -> bool:
        return self.state.is_over or self.turn.head["point"] == RESIGNED


def replay_turn(turn: TurnFile) -> Replayed:
    """The file's chain checked and its game played again; TurnRefused otherwise."""
    check_turn(turn)
    log = turn.log
    scenario, boards, game = _game_of(log)
    if scenario.dice_bias != "none":
        raise TurnRefused("the file's scenario has a dice bias; an e-mail game plays with none")
    fresh = fresh_dice(log)
    state = game.new_state(int(log["seed"]), bound_dice=fresh is None or log.get("dice") == BOUND_DICE)
    marks = _play(game, state, turn.chain, log["actions"], fresh)
    comparison = compare(state, log)
    if not comparison.same:
        what = "result" if not comparison.same_result else "events"
        raise TurnRefused(f"the file's actions do not give the {what} it records: its dice or events were changed")
    return Replayed(turn, scenario, boards, game, state, seed_of(turn.game, turn.chain), marks)


def check_turn(turn: TurnFile) -> None:
    """The chain, the seed both secrets make and the log's dice, without playing: cheap, so a
    file can be told from a forgery before its game is replayed."""
    log = turn.log
    try:
        check_chain(turn.game, turn.chain, log["actions"])
    except ChainError as error:
        raise TurnRefused(f"the file's integrity chain is broken: {error}") from None
    seed = seed_of(turn.game, turn.chain)
    fresh = fresh_dice(log)
    past = turn.chain[0].get("past") == PAST_HOTSEAT
    if turn.chain[0].get("start") != start_hash(log, past):
        raise TurnRefused("the file's scenario, boards or saved past are not the ones the game was challenged with")
    if past != (fresh is not None) or (fresh is not None and fresh[0] != turn.chain[0]["to"]):
        raise TurnRefused("the file's dice do not start where its game became an e-mail game")
    if (fresh[1] if fresh is not None else int(log["seed"])) != (seed if seed is not None else 0):
        raise TurnRefused("the file's dice seed is not the one both players' secrets make")
    if (log.get("dice") != BOUND_DICE and not past) or log.get("computer"):
        raise TurnRefused("the file's log is not an e-mail game's (its dice are not bound to the log)")


def _game_of(log: dict[str, Any]) -> tuple[Scenario, dict[int, Board], Game]:
    try:
        scenario = from_dict(log["scenario"], "turn file: scenario")
        boards = custom_boards(log.get("boards", {}), "turn file")
        return scenario, boards, Game(scenario, context=context_for(scenario, boards or None), **game_options(log))
    except (FileFormatError, ValueError) as error:
        raise TurnRefused(f"the file's scenario cannot be played: {error}") from None


def _play(game: Game, state: GameState, chain: list[dict[str, Any]], entries: list[dict[str, Any]],
          fresh: tuple[int, int] | None = None) -> list[int]:
    """Each hand-over's actions played by its own side (a saved game's past by both); the event
    count before each one. `fresh`: where the e-mail dice start, and their seed."""
    marks: list[int] = []
    legal = game.legal_actions(state)
    for link in chain:
        marks.append(len(state.events))
        for index in range(int(link["from"]), int(link["to"])):
            legal = _step(game, state, legal, link, index, entries[index])
        if fresh is not None and link["n"] == 0:
            state.dice.go_fresh(fresh[1], fresh[0])
        expected = None if state.is_over or link["point"] == RESIGNED else str(game.to_act(state))
        if link["n"] >= 2 and link["next"] != expected:
            raise TurnRefused(f"hand-over {link['n'] + 1} names {link['next']} to play next, but {expected} is")
    return marks


def _step(game: Game, state: GameState, legal: list[Any], link: dict[str, Any], index: int,
          entry: dict[str, Any]) -> list[Any]:
    if state.is_over:
        raise TurnRefused(f"action {index + 1} follows the end of the game")
    if game.to_act(state) != Side(link["by"]) and link.get("past") != PAST_HOTSEAT:
        raise TurnRefused(f"action {index + 1} was handed over by {link['by']}, but {game.to_act(state)} was to play it")
    try:
        action = action_from_dict(dict(entry))
    except (ValueError, KeyError, TypeError) as error:
        raise TurnRefused(f"action {index + 1} cannot be read: {error}") from None
    if not game.allows(state, action, legal):
        raise TurnRefused(f"action {index + 1}, {action}, is not legal where it stands")
    return game.step(state, action, reason=entry_reason(entry))


def entry_reason(entry: dict[str, Any]) -> str | None:
    """A log entry's reason as it was given (with the fields it mentions), so the decision
    event comes out again exactly."""
    reason = entry.get("reason")
    about = entry.get("reason_about")
    return reason_from(reason if isinstance(reason, str) else None, about if isinstance(about, dict) else None)


def played_to(game: Game, log: dict[str, Any], seed: int, upto: int) -> GameState:
    """The game after the log's first `upto` actions, its e-mail dice drawn from `seed` (a game
    made from a saved one keeps the saved game's dice for its past)."""
    fresh = fresh_dice(log)
    if fresh is None:
        return replay_on(game, seed, log["actions"][:upto], bound_dice=True)
    return replay_on(game, int(log["seed"]), log["actions"][:upto], bound_dice=log.get("dice") == BOUND_DICE,
                     fresh=(fresh[0], seed))
