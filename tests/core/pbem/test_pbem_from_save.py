"""A hotseat save becomes an e-mail game where it stands (`vvs pbem from-save`), and back (`to-save`):
its past replayed with its own dice, marked played hotseat; the dice after it made by both players;
a changed past, scenario or seed refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pbem_helpers import SAMPLES, entries, rehash, write_entries
from test_pbem_cli import Club

from core.ai.specs import player_from_spec
from core.commands.play import load_scenario
from core.game.game import Game
from core.game.record import log_of
from core.pbem.chain import game_seed
from core.pbem.from_save import new_game_from_save
from core.pbem.ledger import Ledger
from core.pbem.replaying import TurnRefused
from core.placement import context_for
from core.sides import Side
from core.userdirs import UserFolders

HOTSEAT_SEED = 1234


@pytest.fixture(scope="module")
def save(tmp_path_factory) -> Path:
    """Hedgerow Duel played hotseat into its second turn, saved as the test run saves."""
    scenario, boards = load_scenario(SAMPLES / "hedgerow-duel.json")
    game = Game(scenario, context=context_for(scenario, boards or None))
    state = game.new_state(HOTSEAT_SEED)
    player = player_from_spec("simple", 1)
    legal = game.legal_actions(state)
    for _ in range(25):
        legal = game.step(state, player.choose(game, state, legal))
    path = tmp_path_factory.mktemp("save") / "hotseat.json"
    path.write_text(json.dumps(log_of(scenario, HOTSEAT_SEED, (), state, boards)))
    return path


def _start(club: Club, save: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    out = club.out("allied")
    assert club.vvs("allied", "pbem", "from-save", str(save), "--side", "allied", "-m", "From the table", "-o", out) == 0
    club.files.append(out)
    out = club.out("axis")
    assert club.vvs("axis", "pbem", "accept", club.files[-1], "-o", out) == 0
    club.files.append(out)
    capsys.readouterr()


def test_a_hotseat_save_is_played_on_by_e_mail_and_back(tmp_path, monkeypatch, capsys, save) -> None:
    club = Club(tmp_path, monkeypatch)
    _start(club, save, capsys)
    for _ in range(3):
        side = club.next_side(capsys)
        out = club.out(side)
        assert club.vvs(side, "pbem", "play", club.files[-1], "--player", "simple", "-o", out) == 0
        club.files.append(out)
    capsys.readouterr()
    assert club.vvs("axis", "pbem", "check", club.files[-1]) == 0
    assert club.vvs("axis", "pbem", "show", club.files[0]) == 0
    assert "note: the first 25 actions were played hotseat before this e-mail game" in capsys.readouterr().out
    files = entries(club.files[-1])
    log, chain = files["log.json"], files["turn.json"]["chain"]
    saved = json.loads(save.read_text())
    assert log["seed"] == HOTSEAT_SEED and log["actions"][:25] == saved["actions"] and "dice" not in log
    assert chain[0]["past"] == "hotseat" and chain[0]["to"] == 25 and len(log["actions"]) > 25
    record = Ledger(UserFolders(tmp_path / "allied-user")).get(files["turn.json"]["game"])
    assert record is not None
    assert log["fresh_dice"] == {"from": 25, "seed": game_seed(record.game, record.secret, chain[1]["secret"]["reveal"])}
    back = tmp_path / "back.json"
    assert club.vvs("axis", "pbem", "to-save", club.files[-1], "-o", str(back)) == 0
    capsys.readouterr()
    assert club.vvs("axis", "replay", str(back), "--json") == 0
    assert json.loads(capsys.readouterr().out)["matches_log"] is True


@pytest.mark.parametrize("change", ["past action", "hotseat seed", "scenario"])
def test_a_changed_past_seed_or_scenario_is_refused(tmp_path, monkeypatch, capsys, save, change) -> None:
    club = Club(tmp_path, monkeypatch)
    _start(club, save, capsys)
    files = entries(club.files[-1])
    log = files["log.json"]
    if change == "past action":
        log["actions"][3] = {**log["actions"][3], "reason": "edited"}
        rehash(files["turn.json"], log["actions"])  # a forger's chain: the challenger's record catches it
        expected = "history was changed"
    elif change == "hotseat seed":
        log["seed"] += 1
        expected = "saved past are not the ones the game was challenged with"
    else:
        log["scenario"]["fog_of_war"] = not log["scenario"]["fog_of_war"]
        expected = "scenario, boards or saved past are not the ones"
    forged = tmp_path / "forged.vvsturn"
    write_entries(forged, files)
    before = sorted(p.name for p in tmp_path.rglob("*"))
    assert club.vvs("allied", "pbem", "play", str(forged), "--player", "simple", "-o", str(tmp_path / "r.vvsturn")) == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and expected in error, error
    assert sorted(p.name for p in tmp_path.rglob("*")) == before


def test_a_save_that_cannot_be_handed_over_says_why(tmp_path, save) -> None:
    ledger = Ledger(UserFolders(tmp_path / "user"))
    log = json.loads(save.read_text())
    biased = {**log, "computer": ["axis"], "scenario": {**log["scenario"], "dice_bias": "ai"}}
    with pytest.raises(TurnRefused, match="dice bias"):
        new_game_from_save(biased, Side.ALLIED, ledger)
    twice = {**log, "fresh_dice": {"from": 3, "seed": 9}}
    with pytest.raises(TurnRefused, match="already became an e-mail game"):
        new_game_from_save(twice, Side.ALLIED, ledger)
    edited = {**log, "seed": HOTSEAT_SEED + 1}
    with pytest.raises(TurnRefused, match="do not give the events"):
        new_game_from_save(edited, Side.ALLIED, ledger)
    assert not ledger.root.exists()


def test_a_save_whose_defender_decided_by_hand_becomes_an_e_mail_game_with_the_same_options(tmp_path) -> None:
    """A hotseat game played with "Ask me" (opportunity fire and rally by hand) replays with those
    options: without them its answers (HoldFire, OpportunityShot) would not be legal moves."""
    from core.game.actions import HoldFire, OpportunityShot

    scenario, boards = load_scenario(SAMPLES / "hedgerow-duel.json")
    game = Game(scenario, context=context_for(scenario, boards or None), fire_by_hand=("allied", "axis"),
                rally_by_hand=("allied", "axis"))
    state = game.new_state(HOTSEAT_SEED)
    player = player_from_spec("simple", 1)
    legal = game.legal_actions(state)
    answered = 0
    while not answered and not state.is_over:
        action = player.choose(game, state, legal)
        answered += isinstance(action, (HoldFire, OpportunityShot))
        legal = game.step(state, action)
    assert answered and not state.is_over
    log = log_of(scenario, HOTSEAT_SEED, (), state, boards)
    turn, _ = new_game_from_save(log, Side.ALLIED, Ledger(UserFolders(tmp_path)))
    assert turn.log["fire_by_hand"] == ["allied", "axis"] and turn.log["rally_by_hand"] == ["allied", "axis"]
