"""The computer's reasons carry what they mention as fields (core.game.reasons): every unit id and
hex name its text holds is a field, the acting units are named, the fields travel in the log and
the decision event, and logs written before the fields still replay."""

from __future__ import annotations

import json
import re

import pytest

from core.ai.player import AiPlayer
from core.game.game import Game
from core.game.players import play_game, side_seed
from core.game.reasons import Reason, reason_from
from core.game.record import check_log, compare, log_of, replay
from core.resources import maps_dir
from core.scenario.io import load
from core.sides import Side

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"
COMPUTER = ("allied", "axis")
SEED = 3
HEX = re.compile(r"\bb\d+:[A-Z]+\d+\b")


@pytest.fixture(scope="module", params=["easy", "hard"])
def played(request):
    scenario = load(SAMPLE)
    game = Game(scenario, computer=COMPUTER)
    players = {side: AiPlayer(request.param, seed=side_seed(side, SEED)) for side in Side}
    return scenario, game, play_game(game, game.new_state(SEED), players)


def test_every_id_and_hex_in_a_reason_is_one_of_its_fields(played):
    _scenario, game, state = played
    ids = set(state.units)
    decisions = [e for e in state.events if e["kind"] == "decision"]
    assert decisions and all("about" in e for e in decisions)
    for event in decisions:
        about = Reason.from_fields(event["about"])
        assert str(about) == event["reason"]
        words = set(re.findall(r"[\w.]+", event["reason"]))
        assert words & ids <= about.mentioned_units(), event["reason"]
        assert set(HEX.findall(event["reason"])) <= about.mentioned_hexes(), event["reason"]
        if event["action"] not in ("end_phase", "call_support"):  # off-board support: no unit on the map acts
            assert about.acting, f"{event['reason']!r} names no acting unit"


def test_the_fields_replay_with_the_log_and_match_its_events(played):
    scenario, _game, state = played
    log = json.loads(json.dumps(log_of(scenario, SEED, COMPUTER, state)))
    check_log(log, "log")
    assert any("reason_about" in entry for entry in log["actions"])
    assert compare(replay(log), log).same


def test_a_log_written_before_the_fields_still_replays(played):
    scenario, _game, state = played
    log = json.loads(json.dumps(log_of(scenario, SEED, COMPUTER, state)))
    old = dict(log, actions=[{k: v for k, v in e.items() if k != "reason_about"} for e in log["actions"]],
               events=[{k: v for k, v in e.items() if k != "about"} for e in log["events"]])
    check_log(old, "old log")
    assert compare(replay(old), old).same


def test_a_reason_renders_a_hidden_hex_in_other_words():
    why = Reason("move {units} to {hex}: {progress:.0f} MP nearer", units={"units": ("g9", "g10")},
                 hexes={"hex": "b1:H4"}, numbers={"progress": 3.2})
    assert why == "move g9, g10 to b1:H4: 3 MP nearer"
    assert why.render(lambda h: "a hex out of sight") == "move g9, g10 to a hex out of sight: 3 MP nearer"
    joined = why.then("searched {braces} kept").acted_by(["g9"])
    assert joined == "move g9, g10 to b1:H4: 3 MP nearer; searched {braces} kept"
    assert Reason.from_fields(json.loads(json.dumps(joined.fields()))) == joined
    assert reason_from("plain text", None) == "plain text" and not isinstance(reason_from("x", None), Reason)
    assert reason_from("not the text", why.fields()) == "not the text"  # fields that do not make the text are ignored
