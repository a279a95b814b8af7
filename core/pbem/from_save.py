"""A saved hotseat or solo game handed over to play by e-mail from where it stands (docs/pbem.md).

The save's actions stay as they were played, with its own dice: the challenge's link covers
them and is marked `past: hotseat` ("played at one table, not verified by both"), and every
roll from the hand-over on is bound to its place and drawn from a fresh seed made by both
players' secrets, commit and reveal as in any e-mail game (`fresh_dice` in the log). So the
past cannot be re-rolled either (the opponent replays it against its recorded events), and the
future's dice are no more the challenger's choice than in a game challenged from its start.
The other way needs nothing new: a turn file's game log (`vvs pbem to-save`) is a saved game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from core.boards.board import Board
from core.documents.check import custom_boards
from core.game.game import Game
from core.game.record import ReplayError, compare, fresh_dice, game_options, log_of, replay_on
from core.jsonio import FileFormatError
from core.pbem.chain import CHALLENGE, commitment, make_link, new_game_id, new_secret, start_hash
from core.pbem.ledger import Ledger, Record
from core.pbem.password import new_lock
from core.pbem.replaying import TurnRefused
from core.pbem.turnfile import TurnFile
from core.placement import context_for
from core.scenario.io import from_dict
from core.sides import Side


def new_game_from_save(log: Mapping[str, Any], side: Side, ledger: Ledger, message: str = "", password: str = "",
                       fog: bool | None = None) -> tuple[TurnFile, Record]:
    """The challenge of a saved game's position: the first file and the challenger's record.
    TurnRefused (one line) for a save that cannot become an e-mail game."""
    if fresh_dice(log) is not None:
        raise TurnRefused("this saved game already became an e-mail game once: challenge from its turn file")
    try:
        scenario = from_dict(log["scenario"], "saved game: scenario")
        boards: dict[int, Board] = custom_boards(log.get("boards", {}), "saved game")
    except (FileFormatError, ValueError) as error:
        raise TurnRefused(f"the saved game's scenario cannot be played: {error}") from None
    if log.get("computer") and scenario.dice_bias != "none":
        raise TurnRefused("the computer played this game with a dice bias: an e-mail game plays with none")
    scenario = dataclasses.replace(scenario, dice_bias="none", fog_of_war=scenario.fog_of_war if fog is None else fog)
    game = Game(scenario, context=context_for(scenario, boards or None), **game_options(log))  # the save's own rules
    try:
        state = replay_on(game, int(log["seed"]), log["actions"], bound_dice=log.get("dice") == "bound")
    except ReplayError as error:
        raise TurnRefused(f"the saved game does not play again: {error}") from None
    if not compare(state, dict(log)).same:
        raise TurnRefused("the saved game's actions do not give the events it records")
    if state.is_over:
        raise TurnRefused("the saved game is over: there is nothing left to play by e-mail")
    state.dice.go_fresh(0, len(state.log))  # the seed both players make, once revealed
    game_id, secret = new_game_id(), new_secret()
    lock, key = new_lock(password) if password else (None, "")
    made = log_of(scenario, int(log["seed"]), (), state, boards)
    link = make_link(None, side.value, CHALLENGE, state.log, message, 0, side.other.value,
                     {"commit": commitment(game_id, secret)}, lock=lock, past=True, begins=start_hash(made, past=True))
    record = Record(game=game_id, side=side.value, title=scenario.title, secret=secret, key=key)
    return TurnFile(game_id, scenario.title, [link], made), record
