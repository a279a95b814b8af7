"""Tampered turn files are refused with one clear line, and nothing of the player's is written or lost."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pbem_helpers import Players, entries, rehash, write_entries

from core.pbem.protocol import open_to_play
from core.pbem.replaying import TurnRefused
from core.pbem.turnfile import TurnFileError, read_turn


@pytest.fixture
def game(tmp_path) -> Players:
    """A game a few hand-overs in; the last file waits for its receiver."""
    players = Players(tmp_path)
    players.start()
    for _ in range(5):
        players.turn()
    return players


def refused(players: Players, path: Path, pattern: str) -> str:
    """Open `path` as its receiver would: refused with `pattern`, in one line, the ledger untouched."""
    side = read_turn(players.files[-1]).head["next"]
    ledger = players.ledgers[side]
    before = {p: p.read_bytes() for p in ledger.root.rglob("*") if p.is_file()}
    folder = sorted(players.root.iterdir())
    with pytest.raises((TurnRefused, TurnFileError)) as caught:
        open_to_play(path, ledger)
    message = str(caught.value)
    assert "\n" not in message and re.search(pattern, message), message
    assert {p: p.read_bytes() for p in ledger.root.rglob("*") if p.is_file()} == before
    assert sorted(players.root.iterdir()) == folder
    open_to_play(players.files[-1], ledger)  # the genuine file still plays
    return message


def forged(players: Players, change) -> Path:  # type: ignore[no-untyped-def]
    files = entries(players.files[-1])
    change(files["turn.json"], files["log.json"])
    path = players.root / "forged.vvsturn"
    write_entries(path, files)
    return path


def _edit_action(log: dict) -> int:
    """Change the first action that names a hex to name another; its index."""
    for index, action in enumerate(log["actions"]):
        if action["type"] == "end_phase":
            continue
        log["actions"][index] = {**action, "reason": "edited"}
        return index
    raise AssertionError("no action to edit")


def test_an_edited_action_breaks_the_chain(game) -> None:
    refused(game, forged(game, lambda turn, log: _edit_action(log)), "integrity chain is broken: the actions of hand-over")


def test_an_edited_action_with_the_chain_recomputed_is_caught_by_the_receivers_record(game) -> None:
    def change(turn, log):  # type: ignore[no-untyped-def]
        index = _edit_action(log)
        rehash(turn, log["actions"], start=next(i for i, link in enumerate(turn["chain"]) if link["to"] > index))
    refused(game, forged(game, change), "does not continue the game as you last sent it")


def test_an_edited_last_segment_with_the_chain_recomputed_does_not_give_its_events(game) -> None:
    def change(turn, log):  # type: ignore[no-untyped-def]
        head = turn["chain"][-1]
        assert head["to"] > head["from"]
        log["events"][-1] = {**log["events"][-1], "forged": True}
        rehash(turn, log["actions"], start=len(turn["chain"]) - 1)
    refused(game, forged(game, change), "do not give the (events|result) it records")


def test_a_changed_dice_secret_is_refused(game) -> None:
    def change(turn, log):  # type: ignore[no-untyped-def]
        turn["chain"][1]["secret"]["reveal"] = "0" * 64
    refused(game, forged(game, change), "hand-over 2 was changed")


def test_a_changed_dice_secret_with_the_chain_recomputed_makes_another_seed(game) -> None:
    def change(turn, log):  # type: ignore[no-untyped-def]
        turn["chain"][2]["secret"]["reveal"] = "0" * 64
        rehash(turn, log["actions"], start=2)
    refused(game, forged(game, change), "not the one it committed to")


def test_a_dropped_hand_over_is_refused(game) -> None:
    def change(turn, log):  # type: ignore[no-untyped-def]
        del turn["chain"][-2]
    refused(game, forged(game, change), "hand-over .* (is numbered|does not follow)")


def test_a_file_from_another_game_is_refused(game, tmp_path) -> None:
    (tmp_path / "other").mkdir()
    other = Players(tmp_path / "other")
    other.start()
    other.turn()
    refused(game, other.files[-1], "not playing this game")
    def change(turn, log):  # type: ignore[no-untyped-def]
        turn["game"] = entries(game.files[-1])["turn.json"]["game"]
    spliced = forged(other, change)
    refused(game, spliced, "not the one it committed to|does not continue")


def test_a_truncated_file_is_refused(game) -> None:
    path = game.root / "truncated.vvsturn"
    data = game.files[-1].read_bytes()
    path.write_bytes(data[: len(data) // 2])
    refused(game, path, "not a usable turn file")


@pytest.mark.parametrize("name", ["../turn.json", "/etc/turn.json", "evil.sh"])
def test_a_hostile_zip_is_refused(game, name) -> None:
    files = entries(game.files[-1])
    files[name] = b"#!/bin/sh\n"
    path = game.root / "hostile.vvsturn"
    write_entries(path, files)
    refused(game, path, "not a usable turn file")
    assert not (game.root.parent / "turn.json").exists()


def test_a_zip_bomb_is_refused(game) -> None:
    files = entries(game.files[-1])
    files["log.json"] = json.dumps(files["log.json"]).encode() + b" " * (30 * 1024 * 1024)
    path = game.root / "bomb.vvsturn"
    write_entries(path, files)
    refused(game, path, "not a usable turn file")
