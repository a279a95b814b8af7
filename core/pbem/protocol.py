"""Play by e-mail: a challenge, its acceptance, and each player's turn from one hand-over to the next.

The challenger writes the first file (the scenario, its side, a commitment to its
dice secret); the opponent accepts with its own secret in the clear; the
challenger's next file reveals its secret, which fixes the seed, and from then on
each player opens the file received, sees the opponent's part, plays until the
other side is to act (the PC game's hand-over points: end of the Move Phase,
after the Defensive Fire Phase, end of a segment) and sends the reply with a
message. The player's own ledger (core.pbem.ledger) holds what must survive
between files. Dice bias is always none; the computer plays no side.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass

from core.boards.board import Board
from core.game.actions import Action, action_from_dict
from core.game.game import Game
from core.game.players import Player
from core.game.record import log_of
from core.game.state import PHASES, GameState, Phase
from core.pbem.chain import (
    ACCEPTED,
    AFTER_DEFENSIVE_FIRE,
    CHALLENGE,
    END_OF_MOVE_PHASE,
    END_OF_SEGMENT,
    GAME_OVER,
    RESIGNED,
    START,
    commitment,
    game_seed,
    make_link,
    new_game_id,
    new_secret,
    start_hash,
)
from core.pbem.ledger import Ledger, Record
from core.pbem.password import PasswordError, check_proofs, key_check, lock_of, new_lock, unlock
from core.pbem.replaying import Replayed, TurnRefused, check_turn, entry_reason, played_to, replay_turn
from core.pbem.turnfile import TurnFile, read_turn, write_turn
from core.placement import context_for
from core.scenario import Scenario
from core.sides import Side

MAX_ACTIONS_A_TURN = 20_000
"""A player that never hands over is a bug; stop it rather than loop."""


def new_game(scenario: Scenario, boards: Mapping[int, Board] | None, side: Side, ledger: Ledger,
             fog: bool | None = None, message: str = "", password: str = "") -> tuple[TurnFile, Record]:
    """The challenge: the first file, and the challenger's record (kept once the file is delivered).
    A `password` locks the game (core.pbem.password): the opponent needs it to accept."""
    scenario = dataclasses.replace(scenario, dice_bias="none",
                                   fog_of_war=scenario.fog_of_war if fog is None else fog)
    game, secret = new_game_id(), new_secret()
    state = Game(scenario, context=context_for(scenario, dict(boards or {}) or None)).new_state(0, bound_dice=True)
    log = log_of(scenario, 0, (), state, boards)
    lock, key = new_lock(password) if password else (None, "")
    link = make_link(None, side.value, CHALLENGE, [], message, 0, side.other.value, {"commit": commitment(game, secret)},
                     lock=lock, begins=start_hash(log, past=False))
    record = Record(game=game, side=side.value, title=scenario.title, secret=secret, key=key)
    return TurnFile(game, scenario.title, [link], log), record


def accept(turn: TurnFile, ledger: Ledger, message: str = "", password: str = "") -> tuple[TurnFile, Record]:
    """The opponent's answer to a challenge: its secret, in the clear (the challenger is bound by
    its commitment already, so knowing this secret lets it choose nothing). A locked challenge
    needs its `password`: PasswordError otherwise, before anything is made."""
    replayed = replay_turn(turn)
    if len(turn.chain) != 1:
        raise TurnRefused("this file is not a challenge: it was accepted already")
    mine = ledger.get(turn.game)
    if mine is not None:
        raise TurnRefused("this is your own challenge: send it to your opponent")
    lock = lock_of(turn.chain)
    if lock is not None and not password:
        raise PasswordError("this challenge has a password: give the one your opponent told you")
    key = unlock(lock, password) if lock is not None else ""
    side = Side(turn.head["by"]).other
    link = make_link(turn.head, side.value, ACCEPTED, turn.log["actions"], message, 0, turn.head["by"],
                     {"reveal": new_secret()}, key=key)
    record = Record(game=turn.game, side=side.value, title=turn.title, key=key)
    return TurnFile(turn.game, turn.title, [*turn.chain, link], replayed.turn.log), record


def deliver(ledger: Ledger, record: Record, reply: TurnFile, path: str | os.PathLike[str]) -> None:
    """Write the reply, then remember it was sent: a failed write leaves the ledger as it was,
    so the turn can be played and written again."""
    write_turn(path, reply)
    record.sent_n, record.sent_hash = reply.head["n"], reply.head["hash"]
    record.status = "finished" if reply.head["next"] is None else "waiting"
    record.sent_file = str(path)
    ledger.put(record)


@dataclass
class Turn:
    """A received file opened to play: the opponent's part replayed, the player's own to come."""

    replayed: Replayed
    side: Side
    record: Record
    opened: int
    start: int

    @property
    def game(self) -> Game:
        return self.replayed.game

    @property
    def state(self) -> GameState:
        return self.replayed.state

    @property
    def at_hand_over(self) -> bool:
        """True once the other side is to act (or the game is over)."""
        return self.state.is_over or self.game.to_act(self.state) != self.side

    def step(self, action: Action, reason: str | None = None) -> list[Action]:
        if self.at_hand_over:
            raise TurnRefused("it is not your turn to act: hand the file over")
        return list(self.game.step(self.state, action, reason=reason))

    def play(self, player: Player) -> int:
        """Let `player` act for this side up to the hand-over; the number of actions played."""
        played = 0
        legal = self.game.legal_actions(self.state)
        while not self.at_hand_over:
            if played >= MAX_ACTIONS_A_TURN:
                raise RuntimeError(f"the player did not hand over after {played} actions")
            action = player.choose(self.game, self.state, legal)
            legal = self.step(action, reason=player.reason())
            played += 1
        return played

    def opponent_segment(self) -> tuple[GameState, list[tuple[Action, str | None]]] | None:
        """The state before the opponent's last part and its actions with their reasons, to replay
        it step by step; None when the received file added no action."""
        head, entries = self.replayed.turn.head, self.replayed.turn.log["actions"]
        if head["to"] == head["from"] or self.start != len(entries):
            return None
        base = played_to(self.game, self.replayed.turn.log, self.state.dice.seed, int(head["from"]))
        return base, [(action_from_dict(entry), entry_reason(entry)) for entry in entries[head["from"]:head["to"]]]

    def reply(self, message: str = "", resign: bool = False) -> TurnFile:
        """The file to send back; the first reply of the challenger reveals its secret."""
        turn = self.replayed.turn
        point = RESIGNED if resign else self.point()
        secret = {"reveal": self.record.secret} if len(turn.chain) == 2 else {}
        next_side = None if resign or self.state.is_over else self.game.to_act(self.state).value
        link = make_link(turn.head, self.side.value, point, self.state.log, message, self.opened, next_side, secret,
                         key=self.record.key)
        log = log_of(self.replayed.scenario, self.state.dice.seed, (), self.state, self.replayed.boards)
        return TurnFile(turn.game, turn.title, [*turn.chain, link], log)

    def point(self) -> str:
        """Where the game would be handed over now (a chain.POINTS value)."""
        state = self.state
        if state.is_over:
            return GAME_OVER
        if len(state.log) == self.start:
            return START
        if state.phase == Phase.DEFENSIVE_FIRE:
            return END_OF_MOVE_PHASE
        if state.active == self.side.other and PHASES.index(state.phase) > PHASES.index(Phase.DEFENSIVE_FIRE):
            return AFTER_DEFENSIVE_FIRE
        return END_OF_SEGMENT


def open_to_play(source: TurnFile | bytes | str | os.PathLike[str], ledger: Ledger,
                 path: str | os.PathLike[str] | None = None) -> Turn:
    """A received file, checked against the game as this player last sent it, replayed, and its
    opening recorded; TurnRefused (one line, nothing written) when it cannot be played."""
    replayed, record = receive(source, ledger, path)
    turn = replayed.turn
    if replayed.over:
        raise TurnRefused("the game is over: there is nothing left to play")
    if turn.head["next"] != record.side:
        raise TurnRefused(f"it is {turn.head['next']}'s turn, and you play {record.side}")
    if len(turn.chain) == 2:
        replayed = _revealed(replayed, record)
    record.opens[turn.head["hash"]] = record.opens.get(turn.head["hash"], 0) + 1
    ledger.put(record)
    return Turn(replayed, Side(record.side), record, record.opens[turn.head["hash"]], len(replayed.state.log))


def receive(source: TurnFile | bytes | str | os.PathLike[str], ledger: Ledger,
            path: str | os.PathLike[str] | None = None) -> tuple[Replayed, Record]:
    """A received file checked, replayed and found to continue this player's game; the player's
    record then says whose turn it is (or that the game is over, once the final file is read)
    and where the file is (`path`, or the source's own), for "My games" to open it again."""
    turn = source if isinstance(source, TurnFile) else read_turn(source)
    if path is None and isinstance(source, (str, os.PathLike)):
        path = source
    check_turn(turn)
    record = ledger.get(turn.game)
    check_continues(turn, record)
    assert record is not None
    check_password(turn, record)
    replayed = replay_turn(turn)
    status = "finished" if replayed.over else "my_turn" if turn.head["next"] == record.side else record.status
    received = str(path) if path is not None and status in ("my_turn", "finished") else record.received_file
    if (status, received) != (record.status, record.received_file):
        record.status, record.received_file = status, received
        ledger.put(record)
    return replayed, record


def check_continues(turn: TurnFile, record: Record | None) -> None:
    """The file must continue exactly the chain this player last sent."""
    if record is None:
        raise TurnRefused(f"you are not playing this game (game {turn.game[:8]} is not in your user folder): "
                          "accept it if it is a challenge")
    if record.sent_n < 0:
        return
    chain = turn.chain
    if record.sent_n < len(chain) and chain[record.sent_n]["hash"] == record.sent_hash:
        if record.sent_n == len(chain) - 1:
            raise TurnRefused("this is the file you sent: wait for your opponent's reply")
        return
    if record.sent_n == len(chain):
        raise TurnRefused("you have already answered this file: send the reply you wrote")
    raise TurnRefused("this file does not continue the game as you last sent it: its history was changed")


def check_password(turn: TurnFile, record: Record) -> None:
    """A game with a password: the file still has the lock this player unlocked, and every
    hand-over was written by someone who knew the password (TurnRefused otherwise)."""
    lock = lock_of(turn.chain)
    if not record.key and lock is None:
        return
    if lock is None or not record.key or key_check(record.key) != lock["check"]:
        raise TurnRefused("this file does not keep the game's password as you know it: its history was changed")
    try:
        check_proofs(turn.chain, record.key)
    except PasswordError as error:
        raise TurnRefused(str(error)) from None


def _revealed(replayed: Replayed, record: Record) -> Replayed:
    """The challenger's first turn: the seed made from both secrets, the game from its start."""
    turn = replayed.turn
    if not record.secret or commitment(turn.game, record.secret) != turn.chain[0]["secret"]["commit"]:
        raise TurnRefused("your dice secret for this game is missing from your user folder")
    seed = game_seed(turn.game, record.secret, turn.chain[1]["secret"]["reveal"])
    state = played_to(replayed.game, turn.log, seed, len(turn.log["actions"]))
    return dataclasses.replace(replayed, state=state, seed=seed, marks=[*replayed.marks])


def play_turn(source: TurnFile | bytes | str | os.PathLike[str], ledger: Ledger, player: Player, message: str,
              output: str | os.PathLike[str]) -> TurnFile:
    """Open, play to the hand-over, write the reply: a scripted player's whole turn."""
    turn = open_to_play(source, ledger)
    turn.play(player)
    reply = turn.reply(message)
    deliver(ledger, turn.record, reply, output)
    return reply
