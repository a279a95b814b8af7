"""The .vvsturn file: a zip holding turn.json (the game's id and its chain) and log.json (a game log).

The zip is read with the scenario package's own hostile-input checks
(core.package.archive: sizes, ratios, names, links, overlaps), with only these two
entry names allowed; then each entry is parsed untrusted and checked against its
schema. The log is an ordinary game log (schemas/game-log.schema.json) with bound
dice, so `vvs replay` and the test-run window read it as any saved game. Writing
is deterministic (fixed times, sorted entries), atomic, and the bytes are read
back through the same checks before they are written.
"""

from __future__ import annotations

import io
import os
import re
import zipfile
from dataclasses import dataclass
from typing import Any

from core.game.record import check_log
from core.jsonio import FileFormatError, dumps_canonical, parse_json_untrusted, validate, write_bytes_atomic
from core.package.archive import MODE_FILE, PackageError, extract, load_source

SUFFIX = ".vvsturn"
KIND = "vvs-pbem-turn"
FORMAT = 1
TURN = "turn.json"
LOG = "log.json"
SCHEMA = "pbem-turn.schema.json"
_NAMES = re.compile(r"turn\.json|log\.json")
_FIXED_TIME = (1980, 1, 1, 0, 0, 0)


class TurnFileError(ValueError):
    """A file that is not a usable turn file: one line saying why."""


@dataclass(frozen=True)
class TurnFile:
    """A turn file's contents: `game` is the game's id, `chain` its hand-overs, `log` a game log."""

    game: str
    title: str
    chain: list[dict[str, Any]]
    log: dict[str, Any]

    @property
    def head(self) -> dict[str, Any]:
        """The last hand-over: who sent the file, where, with what message."""
        return self.chain[-1]

    def header(self) -> dict[str, Any]:
        return {"format": FORMAT, "kind": KIND, "game": self.game, "title": self.title, "chain": self.chain}


def turn_bytes(turn: TurnFile) -> bytes:
    """The zip's bytes; read back through the reader's checks so a written file always opens."""
    entries = {TURN: dumps_canonical(turn.header()).encode("utf-8"),
               LOG: dumps_canonical(turn.log).encode("utf-8")}
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=_FIXED_TIME)
            info.create_system = 3
            info.external_attr = (MODE_FILE | 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, entries[name], compresslevel=6)
    data = buffer.getvalue()
    extract(data, "turn file written", _NAMES)
    return data


def write_turn(path: str | os.PathLike[str], turn: TurnFile) -> None:
    write_bytes_atomic(path, turn_bytes(turn))


def read_turn(source: bytes | str | os.PathLike[str], name: str | None = None) -> TurnFile:
    """A turn file from a path or bytes, every entry checked; TurnFileError (one line) otherwise."""
    try:
        data, label = load_source(source, name)
        entries = extract(data, label, _NAMES)
    except PackageError as error:
        raise TurnFileError(f"not a usable turn file: {error}") from None
    for entry in (TURN, LOG):
        if entry not in entries:
            raise TurnFileError(f"{label}: not a turn file (it has no {entry})")
    try:
        header = _json(entries, TURN, label)
        validate(header, SCHEMA, f"{label}: {TURN}")
        log = _json(entries, LOG, label)
        check_log(log, f"{label}: {LOG}")
    except FileFormatError as error:
        raise TurnFileError(f"not a usable turn file: {error}") from None
    return TurnFile(game=header["game"], title=header["title"], chain=header["chain"], log=log)


def _json(entries: dict[str, bytes], entry: str, label: str) -> Any:
    value = parse_json_untrusted(entries[entry], f"{label}: {entry}")
    if not isinstance(value, dict):
        raise TurnFileError(f"{label}: {entry} is not a JSON object")
    return value

