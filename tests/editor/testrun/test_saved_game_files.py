"""Saved-game files: a game log with its seats, read by `vvs replay` like any log; autosaves
numbered and pruned per scenario; a save read back to where it stopped, or refused with the reason."""

from __future__ import annotations

import json

import pytest

from core.game.players import make_players
from core.game.record import check_log
from core.jsonio import FileFormatError
from core.resources import maps_dir
from core.scenario.io import load
from core.sides import Side
from core.userdirs import UserFolders
from editor.cli import main
from editor.testrun.game_log import save_log
from editor.testrun.saved_games import (
    SavedGameError,
    autosave_folder,
    next_autosave,
    prune_autosaves,
    read_saved_game,
    recent_saves,
)
from editor.testrun.seats import seats_of, setup_from_log
from editor.testrun.setup import Mode, RunSetup, game_for

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
SETUP = RunSetup(mode=Mode.AGAINST_COMPUTER, human=Side.AXIS, level="hard", personality="cautious", seed=4,
                 fog_of_war=True, dice_bias="player")


@pytest.fixture
def half_played(tmp_path):
    """Hedgerow duel against the computer, 40 actions in, saved with its seats."""
    game = game_for(load(SAMPLE), SETUP)
    state = game.new_state(SETUP.seed)
    players = make_players("random", 4)
    legal = game.legal_actions(state)
    for _ in range(40):
        side = game.to_act(state)
        legal = game.step(state, players[side].choose(game, state, legal))
    path = tmp_path / "saved.json"
    save_log(path, game, SETUP.seed, state, seats=seats_of(SETUP))
    return path, state


def test_a_saved_game_is_a_game_log_vvs_replay_reads_and_checks(half_played, capsys):
    path, _state = half_played
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["matches_log"] is True


def test_a_saved_game_reads_back_where_it_stopped_with_its_seats(half_played):
    path, state = half_played
    saved = read_saved_game(path)
    assert saved.seats_in_log and saved.setup == SETUP
    assert saved.state.log == state.log and saved.state.turn == state.turn and saved.state.phase == state.phase
    assert saved.game.computer == frozenset({Side.ALLIED})
    assert read_saved_game(path, actions=10).state.log == state.log[:10]  # a replay taken over at action 10


def test_seats_missing_from_a_log_are_guessed_from_its_computer_sides():
    scenario = load(SAMPLE)
    assert setup_from_log(None, scenario, 3, ["allied", "axis"])[0].mode is Mode.COMPUTER_ONLY
    against, seated = setup_from_log(None, scenario, 3, ["axis"])
    assert not seated and against.mode is Mode.AGAINST_COMPUTER and against.human is Side.ALLIED
    assert setup_from_log(None, scenario, 3, [])[0].mode is Mode.HOTSEAT


def test_bad_seats_are_refused_by_the_schema(half_played):
    path, _state = half_played
    log = json.loads(path.read_text())
    log["seats"]["mode"] = "solitaire"
    with pytest.raises(FileFormatError, match="seats"):
        check_log(log, "bad")


def _events_changed(text: str) -> str:
    log = json.loads(text)
    log["events"][-1]["hex"] = "b2:A1"
    return json.dumps(log)


def _illegal_action(text: str) -> str:
    log = json.loads(text)
    log["actions"].insert(0, {"type": "end_move"})
    return json.dumps(log)


@pytest.mark.parametrize("damage, words", [
    (lambda text: text[: len(text) // 2], "not a saved game"),
    (_events_changed, "dice and events come out differently"),
    (_illegal_action, "not legal"),
])
def test_a_damaged_or_mismatched_file_is_refused_with_the_reason(half_played, damage, words):
    path, _state = half_played
    path.write_text(damage(path.read_text()))
    with pytest.raises(SavedGameError, match=words):
        read_saved_game(path)


def test_autosaves_are_numbered_per_scenario_and_only_the_newest_are_kept(tmp_path):
    folders = UserFolders(tmp_path)
    folder = autosave_folder(folders, "Hedgerow: duel?")
    for turn in range(1, 15):
        next_autosave(folder, turn, "axis").write_text("{}")
        prune_autosaves(folder, keep=10)
    names = sorted(p.name for p in folder.glob("*.json"))
    assert names == [f"{n:04d} turn {n} axis.json" for n in range(5, 15)]
    assert recent_saves(folders, limit=3)[0].name in names
