"""What a player's own program remembers of each e-mail game, in the user folder's PBEM/ folder.

One small JSON file per game (PBEM/<game id>.json): the player's side, the
challenger's dice secret until it is revealed, the last hand-over this player
sent (a received file must continue exactly that chain: a history rewritten
with fresh hashes is still caught), and how many times each received file was
opened to play (the reply tells the opponent, so a reopened turn shows). The
files the player sent go into PBEM/Outbox, where "My games" finds them too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.jsonio import FileFormatError, parse_json_untrusted, write_json_atomic
from core.userdirs import UserFolders

FOLDER = "PBEM"
OUTBOX = "Outbox"
_GAME_ID = re.compile(r"[0-9a-f]{32}")


@dataclass
class Record:
    """One game as this player's program remembers it."""

    game: str
    side: str
    title: str = ""
    secret: str = ""
    sent_n: int = -1
    sent_hash: str = ""
    opens: dict[str, int] = field(default_factory=dict)
    status: str = "playing"
    """playing, waiting (for the opponent), my_turn (a received file waits) or finished."""
    sent_file: str = ""
    received_file: str = ""
    key: str = ""
    """The game's key (core.pbem.password) when it has a password: the password is asked once."""

    def to_dict(self) -> dict[str, Any]:
        return {"format": 1, "game": self.game, "side": self.side, "title": self.title, "secret": self.secret,
                "sent": {"n": self.sent_n, "hash": self.sent_hash}, "opens": dict(self.opens), "status": self.status,
                "files": {"sent": self.sent_file, "received": self.received_file}, "key": self.key}

    @staticmethod
    def from_dict(data: Any) -> Record:
        if not isinstance(data, dict) or not _GAME_ID.fullmatch(str(data.get("game", ""))):
            raise ValueError("not a play-by-e-mail record")
        sent = data.get("sent") or {}
        opens = data.get("opens") or {}
        return Record(game=str(data["game"]), side=str(data["side"]), title=str(data.get("title", "")),
                      secret=str(data.get("secret", "")), sent_n=int(sent.get("n", -1)),
                      sent_hash=str(sent.get("hash", "")), opens={str(k): int(v) for k, v in opens.items()},
                      status=str(data.get("status", "playing")),
                      sent_file=str((data.get("files") or {}).get("sent", "")),
                      received_file=str((data.get("files") or {}).get("received", "")),
                      key=str(data.get("key", "")))


class Ledger:
    """The PBEM/ folder of one user folder."""

    def __init__(self, folders: UserFolders | None = None) -> None:
        self.root = (folders or UserFolders.default()).root / FOLDER

    @property
    def outbox(self) -> Path:
        return self.root / OUTBOX

    def path(self, game: str) -> Path:
        if not _GAME_ID.fullmatch(game):
            raise ValueError(f"{game!r} is not a game id")
        return self.root / f"{game}.json"

    def get(self, game: str) -> Record | None:
        """The record of `game`, or None when this player has none (or it cannot be read)."""
        path = self.path(game)
        try:
            return Record.from_dict(parse_json_untrusted(path.read_bytes(), str(path)))
        except FileNotFoundError:
            return None
        except (OSError, FileFormatError, ValueError, TypeError, KeyError):
            return None

    def put(self, record: Record) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        write_json_atomic(self.path(record.game), record.to_dict())

    def records(self) -> list[Record]:
        """Every game this player has, newest file first."""
        if not self.root.is_dir():
            return []
        paths = sorted(self.root.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        found = (self.get(p.stem) for p in paths if _GAME_ID.fullmatch(p.stem))
        return [record for record in found if record is not None]
