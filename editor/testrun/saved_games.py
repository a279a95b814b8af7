"""Saved games in the user folder: where autosaves go, how many are kept, which are recent,
and reading one back to the state it stopped at.

A saved game is a game log (core.game.record) with its seats (editor.testrun.seats):
`vvs replay` reads and checks it like any log. Autosaves go to
Saves/Autosave/<scenario title>/NNNN turn T side.json, numbered so the newest is
the highest, and only the newest AUTOSAVES_KEPT of a scenario stay. Reading one
plays its actions again from its seed; a file that is not a game log, or whose
actions do not replay (edited by hand, or saved by another version of the rules), is
refused with the reason, and nothing is changed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.boards.board import Board
from core.documents.check import custom_boards
from core.game.game import Game
from core.game.record import BOUND_DICE, ReplayError, check_log, compare, fresh_dice, game_options, replay_on
from core.game.state import GameState
from core.jsonio import MAX_JSON_BYTES, FileFormatError, parse_json_untrusted
from core.placement import context_for
from core.safe_read import read_file
from core.scenario.io import from_dict
from core.userdirs import UserFolders, safe_file_name
from editor.i18n import tr
from editor.testrun.seats import setup_from_log
from editor.testrun.setup import RunSetup

AUTOSAVE_FOLDER = "Autosave"
AUTOSAVES_KEPT = 10  # per scenario: the last few segments, enough to go back a turn or two
_NUMBERED = re.compile(r"^(\d+) ")


class SavedGameError(ValueError):
    """A file that cannot be continued: the message says why, for the person to read."""


@dataclass(frozen=True)
class SavedGame:
    """A saved game read back: its Game, the state it stopped at and who plays."""

    path: Path
    game: Game
    state: GameState
    setup: RunSetup
    seats_in_log: bool  # False: the seats were guessed and should be confirmed
    boards: dict[int, Board]
    entries: tuple[dict[str, Any], ...]


def autosave_folder(folders: UserFolders, title: str) -> Path:
    return folders.saves / AUTOSAVE_FOLDER / safe_file_name(title)


def next_autosave(folder: Path, turn: int, side: str) -> Path:
    """The next numbered autosave's path in `folder` (made if missing)."""
    folder.mkdir(parents=True, exist_ok=True)
    last = max((_number(path) for path in folder.glob("*.json")), default=0)
    return folder / f"{last + 1:04d} turn {turn} {side}.json"


def prune_autosaves(folder: Path, keep: int = AUTOSAVES_KEPT) -> None:
    """Delete all but the newest `keep` autosaves of one scenario."""
    numbered = sorted((path for path in folder.glob("*.json") if _number(path)), key=_number)
    for path in numbered[:-keep] if keep else numbered:
        path.unlink(missing_ok=True)


def _number(path: Path) -> int:
    match = _NUMBERED.match(path.name)
    return int(match.group(1)) if match else 0


def recent_saves(folders: UserFolders, limit: int = 8) -> list[Path]:
    """The newest saved games and autosaves, newest first."""
    root = folders.saves
    paths = [*root.glob("*.json"), *root.glob(f"{AUTOSAVE_FOLDER}/*/*.json")]
    stamped = []
    for path in paths:
        try:
            stamped.append((path.stat().st_mtime, path))
        except OSError:
            continue
    return [path for _time, path in sorted(stamped, key=lambda pair: (pair[0], str(pair[1])), reverse=True)[:limit]]


def is_autosave(folders: UserFolders, path: Path) -> bool:
    return path.parent.parent == folders.saves / AUTOSAVE_FOLDER


def read_saved_game(path: Path, actions: int | None = None) -> SavedGame:
    """The saved game at `path`, played again to where it stopped (or to its first `actions` actions:
    a replay taken over). Raises SavedGameError naming what is wrong."""
    try:
        log = parse_json_untrusted(read_file(path, MAX_JSON_BYTES), str(path))  # never a FIFO or a device
        check_log(log, str(path))
    except OSError as error:
        raise SavedGameError(tr("{path} cannot be read: {reason}").format(path=path, reason=error.strerror or error)) from None
    except FileFormatError as error:
        raise SavedGameError(tr("This is not a saved game or game log: {reason}").format(reason=error)) from None
    return saved_game_from_log(path, log, actions)


def saved_game_from_log(path: Path, log: dict[str, Any], actions: int | None = None) -> SavedGame:
    """A checked log (check_log) played again: see read_saved_game."""
    try:
        scenario = from_dict(log["scenario"], f"{path}: scenario")
        boards = custom_boards(log.get("boards", {}), str(path))
        game = Game(scenario, context=context_for(scenario, boards or None), computer=tuple(log.get("computer", ())),
                    **game_options(log))
        entries = tuple(log["actions"][:actions] if actions is not None else log["actions"])
        state = replay_on(game, int(log["seed"]), entries, bound_dice=log.get("dice") == BOUND_DICE, fresh=fresh_dice(log))
        if actions is None and not compare(state, log).same:  # legal, but not the game that was saved
            raise ReplayError(tr("its dice and events come out differently"))
    except ReplayError as error:
        text = tr("{path} does not play again as it was saved ({reason}): the file was changed, or saved by a version with other rules.")
        raise SavedGameError(text.format(path=path, reason=error)) from None
    except (FileFormatError, ValueError) as error:
        raise SavedGameError(tr("{path} holds a scenario this version cannot play: {reason}").format(path=path, reason=error)) from None
    setup, seated = setup_from_log(log.get("seats"), scenario, int(log["seed"]), log.get("computer", ()))
    return SavedGame(Path(path), game, state, setup, seated, boards, entries)
