"""A game with a password: only the one who knows it can accept, and an onlooker holding the files
cannot write a hand-over the players' programs take, even by recomputing the chain."""

from __future__ import annotations

import pytest
from pbem_helpers import SAMPLES, Players, entries, rehash, write_entries

from core.commands.play import load_scenario
from core.pbem.ledger import Ledger
from core.pbem.password import PasswordError, proof
from core.pbem.protocol import accept, deliver, new_game, open_to_play
from core.pbem.replaying import TurnRefused
from core.pbem.turnfile import read_turn
from core.sides import Side
from core.userdirs import UserFolders


@pytest.fixture(scope="module")
def locked(tmp_path_factory) -> tuple[Players, object]:  # type: ignore[type-arg]
    """A challenge with the password "rhino 44", the file and the challenger's ledger."""
    players = Players(tmp_path_factory.mktemp("locked"))
    source, boards = load_scenario(SAMPLES / "hedgerow-duel.json")
    first, record = new_game(source, boards, Side.ALLIED, players.ledgers["allied"], message="Hi", password="rhino 44")
    path = players.root / "000-allied.vvsturn"
    deliver(players.ledgers["allied"], record, first, path)
    players.files.append(path)
    return players, first


def test_the_file_holds_neither_the_password_nor_its_key(locked) -> None:  # type: ignore[no-untyped-def]
    players, first = locked
    raw = players.files[0].read_bytes()
    record = players.ledgers["allied"].get(first.game)
    assert record is not None and len(record.key) == 64
    lock = entries(players.files[0])["turn.json"]["chain"][0]["lock"]
    assert set(lock) == {"kdf", "salt", "check"} and lock["check"] != record.key
    assert b"rhino" not in raw and record.key.encode() not in raw


def test_accepting_needs_the_password_and_a_wrong_one_writes_nothing(locked, tmp_path) -> None:  # type: ignore[no-untyped-def]
    players, first = locked
    stranger = Ledger(UserFolders(tmp_path / "stranger"))
    with pytest.raises(PasswordError, match="^this challenge has a password"):
        accept(read_turn(players.files[0]), stranger)
    with pytest.raises(PasswordError, match="^wrong password"):
        accept(read_turn(players.files[0]), stranger, password="rhino 45")
    assert not stranger.root.exists()


def _play_locked_game(players: Players) -> None:
    reply, record = accept(read_turn(players.files[0]), players.ledgers["axis"], "Yes", password="rhino 44")
    path = players.root / "001-axis.vvsturn"
    deliver(players.ledgers["axis"], record, reply, path)
    players.files.append(path)
    for _ in range(3):
        players.turn()


def test_every_hand_over_carries_a_proof_and_a_forged_one_is_refused(tmp_path) -> None:
    players = Players(tmp_path)
    source, boards = load_scenario(SAMPLES / "hedgerow-duel.json")
    first, record = new_game(source, boards, Side.ALLIED, players.ledgers["allied"], password="rhino 44")
    players.files.append(players.root / "000-allied.vvsturn")
    deliver(players.ledgers["allied"], record, first, players.files[0])
    _play_locked_game(players)
    files = entries(players.files[-1])
    chain = files["turn.json"]["chain"]
    assert all(len(link["proof"]) == 64 for link in chain[1:])
    receiver = read_turn(players.files[-1]).head["next"]
    open_to_play(players.files[-1], players.ledgers[receiver])  # the genuine file plays
    # An onlooker plays the sender's turn again its own way and recomputes the chain: the hashes
    # hold, the proof cannot be made without the password.
    chain[-1]["message"] = "I resign, you win"
    chain[-1]["proof"] = proof("00" * 32, chain[-1])
    rehash(files["turn.json"], files["log.json"]["actions"], start=len(chain) - 1)
    forged = players.root / "forged.vvsturn"
    write_entries(forged, files)
    with pytest.raises(TurnRefused, match=f"^hand-over {len(chain)} was not written with the game's password"):
        open_to_play(forged, players.ledgers[receiver])
    # Stripping the password from the whole game is a rewritten history for both players.
    files = entries(players.files[-1])
    for link in files["turn.json"]["chain"]:
        link.pop("lock", None)
        link.pop("proof", None)
    rehash(files["turn.json"], files["log.json"]["actions"])
    write_entries(forged, files)
    with pytest.raises(TurnRefused, match="history was changed"):
        open_to_play(forged, players.ledgers[receiver])


def test_a_game_without_a_password_refuses_a_proof_slipped_in(tmp_path) -> None:
    players = Players(tmp_path)
    players.start()
    files = entries(players.files[-1])
    files["turn.json"]["chain"][1]["proof"] = "ab" * 32
    rehash(files["turn.json"], files["log.json"]["actions"], start=1)
    forged = tmp_path / "forged.vvsturn"
    write_entries(forged, files)
    with pytest.raises(TurnRefused, match="password setting"):
        open_to_play(forged, players.ledgers["allied"])
    open_to_play(players.files[-1], players.ledgers["allied"])
