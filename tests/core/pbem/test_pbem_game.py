"""Two players in two user folders play whole e-mail games by exchanging turn files."""

from __future__ import annotations

import pytest
from pbem_helpers import Players, custom_board_scenario, entries

from core.dice import Dice
from core.game.record import compare, replay
from core.pbem.chain import commitment, game_seed
from core.pbem.ledger import Ledger
from core.pbem.protocol import open_to_play, receive
from core.pbem.replaying import TurnRefused, replay_turn
from core.pbem.turnfile import read_turn
from core.userdirs import UserFolders

pytestmark = pytest.mark.heavy


def test_bound_dice_give_a_place_the_same_roll_whatever_was_drawn_before() -> None:
    quiet, busy = Dice(11, bound=True), Dice(11, bound=True)
    quiet.enter_place()
    busy.enter_place()
    busy.roll_2d6("allied")
    busy.roll_2d6("allied")
    quiet.enter_place()
    busy.enter_place()
    assert quiet.roll_2d6("axis") == busy.roll_2d6("axis")
    assert quiet.to_dict()["place"] == busy.to_dict()["place"] == 1
    assert Dice.from_dict(busy.to_dict()).to_dict() == busy.to_dict()


def test_a_whole_game_is_played_by_exchanging_files(tmp_path) -> None:
    players = Players(tmp_path)
    players.start()
    last = read_turn(players.play_out())
    assert last.head["point"] == "game_over" and last.head["next"] is None
    assert last.log["result"] is not None and last.log["dice"] == "bound"
    points = {link["point"] for link in last.chain}
    assert {"challenge", "accepted", "end_of_move_phase", "after_defensive_fire", "end_of_segment"} <= points
    assert [link["by"] for link in last.chain[:3]] == ["allied", "axis", "allied"]
    # the seed is the one both secrets make, and neither player's program chose it alone
    secret_a, secret_b = last.chain[2]["secret"]["reveal"], last.chain[1]["secret"]["reveal"]
    assert commitment(last.game, secret_a) == last.chain[0]["secret"]["commit"]
    assert last.log["seed"] == game_seed(last.game, secret_a, secret_b)
    # the log inside is an ordinary game log: `vvs replay` and the test run read it
    assert compare(replay(last.log), last.log).same
    loser = last.chain[-2]["by"]
    final, _ = receive(players.files[-1], players.ledgers[loser])  # the other player reads the last file
    assert final.over and final.turn.head["message"]
    for side in ("allied", "axis"):
        assert players.ledgers[side].get(last.game).status == "finished"
    with pytest.raises(TurnRefused, match="the game is over"):
        open_to_play(players.files[-1], players.ledgers["allied"])


def test_each_segment_replays_with_the_same_dice_from_the_received_file(tmp_path) -> None:
    players = Players(tmp_path)
    players.start()
    for _ in range(6):
        players.turn()
    earlier, later = read_turn(players.files[-2]), read_turn(players.files[-1])
    assert later.log["actions"][:len(earlier.log["actions"])] == earlier.log["actions"]
    assert later.log["events"][:len(earlier.log["events"])] == earlier.log["events"]
    replayed = replay_turn(later)
    assert replayed.segment_events() == later.log["events"][replayed.marks[-1]:]


def test_a_fogged_game_is_played_to_its_end(tmp_path) -> None:
    players = Players(tmp_path)
    players.start(sample="saint-aubin-crossroads.json", fog=True)
    first = entries(players.files[0])["log.json"]
    assert first["scenario"]["fog_of_war"] is True and first["scenario"]["dice_bias"] == "none"
    last = read_turn(players.play_out())
    assert last.log["result"] is not None and last.log["scenario"]["fog_of_war"] is True


def test_a_game_on_custom_boards_carries_them_in_every_file(tmp_path) -> None:
    players = Players(tmp_path)
    players.start(scenario=custom_board_scenario(tmp_path / "scenario"))
    last = read_turn(players.play_out())
    assert list(last.log["boards"]) == ["board-42"] and last.log["result"] is not None
    assert all("boards" in read_turn(path).log for path in players.files)


def test_reopening_a_file_to_play_shows_in_the_reply(tmp_path) -> None:
    players = Players(tmp_path)
    players.start()
    players.turn()
    received, axis = players.files[-1], players.ledgers["axis"]
    open_to_play(received, axis)  # a look at the dice, then closed without replying
    players.turn()
    assert read_turn(players.files[-1]).head["opened"] == 2
    assert read_turn(players.files[-2]).head["opened"] == 1
    with pytest.raises(TurnRefused, match="already answered"):
        open_to_play(received, axis)


def test_the_challenger_cannot_play_its_own_challenge_nor_the_file_it_sent(tmp_path) -> None:
    players = Players(tmp_path)
    players.start()
    with pytest.raises(TurnRefused, match="this is the file you sent"):
        open_to_play(players.files[-1], players.ledgers["axis"])
    stranger = Ledger(UserFolders(tmp_path / "stranger"))
    with pytest.raises(TurnRefused, match="not playing this game"):
        open_to_play(players.files[-1], stranger)
