"""Two simulated players, each with a user folder of their own, exchanging turn files."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path
from typing import Any

from core.ai.specs import player_from_spec
from core.commands.play import load_scenario
from core.pbem.chain import actions_hash, link_hash
from core.pbem.ledger import Ledger
from core.pbem.protocol import accept, deliver, new_game, play_turn
from core.pbem.turnfile import read_turn
from core.resources import maps_dir
from core.sides import Side
from core.userdirs import UserFolders

SAMPLES = maps_dir() / "scenarios"


class Players:
    """Allied (the challenger) and axis, each with a ledger in its own user folder."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.ledgers = {"allied": Ledger(UserFolders(root / "allied-user")),
                        "axis": Ledger(UserFolders(root / "axis-user"))}
        self.files: list[Path] = []

    def start(self, sample: str = "hedgerow-duel.json", fog: bool | None = None, scenario: Path | None = None) -> Path:
        source, boards = load_scenario(scenario or SAMPLES / sample)
        first, record = new_game(source, boards, Side.ALLIED, self.ledgers["allied"], fog=fog, message="Good luck")
        self.files.append(self._deliver("allied", record, first))
        reply, record = accept(read_turn(self.files[-1]), self.ledgers["axis"], "Accepted")
        self.files.append(self._deliver("axis", record, reply))
        return self.files[-1]

    def _deliver(self, side: str, record: Any, turn: Any) -> Path:
        path = self.root / f"{len(self.files):03d}-{side}.vvsturn"
        deliver(self.ledgers[side], record, turn, path)
        return path

    def turn(self, spec: str = "simple") -> Path:
        """The side named in the last file plays its turn and sends the reply."""
        head = read_turn(self.files[-1]).head
        side = head["next"]
        path = self.root / f"{len(self.files):03d}-{side}.vvsturn"
        play_turn(self.files[-1], self.ledgers[side], player_from_spec(spec, len(self.files)),
                  f"message {len(self.files)}", path)
        self.files.append(path)
        return path

    def play_out(self, spec: str = "simple", limit: int = 400) -> Path:
        while read_turn(self.files[-1]).head["next"] is not None:
            assert len(self.files) < limit
            self.turn(spec)
        return self.files[-1]


def entries(path: Path) -> dict[str, Any]:
    with zipfile.ZipFile(path) as archive:
        return {name: json.loads(archive.read(name)) for name in archive.namelist()}


def write_entries(path: Path, files: dict[str, Any]) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, value in files.items():
            archive.writestr(name, value if isinstance(value, bytes) else json.dumps(value))
    path.write_bytes(buffer.getvalue())


def rehash(turn: dict[str, Any], actions: list[dict[str, Any]], start: int = 0) -> None:
    """Recompute the chain from link `start` on, as a forger with a modified program would."""
    chain = turn["chain"]
    for index in range(start, len(chain)):
        link = chain[index]
        if index:
            link["prev"] = chain[index - 1]["hash"]
        link["actions"] = actions_hash(actions[link["from"]:link["to"]])
        link["hash"] = link_hash(link)


def custom_board_scenario(folder: Path) -> Path:
    """Hedgerow Duel moved onto board 42, a custom board (board 2's ground, renamed and renumbered),
    stored as an imported package is: the scenario with a boards/ folder beside it."""
    board = json.loads((maps_dir() / "board-02.json").read_text())
    board.update(number=42, name="Farm beyond the hedges")
    (folder / "boards").mkdir(parents=True)
    (folder / "boards" / "board-42.json").write_text(json.dumps(board))
    text = (SAMPLES / "hedgerow-duel.json").read_text().replace('"b2:', '"b42:')
    scenario = json.loads(text)
    scenario["battlefield"]["boards"][0]["board"] = 42
    path = folder / "duel-42.json"
    path.write_text(json.dumps(scenario))
    return path
