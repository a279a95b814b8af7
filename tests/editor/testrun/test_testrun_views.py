"""What the test run shows, apart from its controls: counters under fog, odds, log lines."""

from __future__ import annotations

from dataclasses import replace

from core.game.actions import Assault, EndPhase, Fire
from core.scenario import SideSetup, Stack, Unit
from editor.testrun.describe import action_text, event_text
from editor.testrun.odds import odds_for, odds_text
from editor.testrun.setup import RunSetup, game_for
from editor.testrun.state_views import state_hex_views
from tests.editor.conftest import BOARDS
from tests.editor.testrun.conftest import duel


def _until(game, state, kind, limit=60):
    actions = game.legal_actions(state)
    for _ in range(limit):
        found = [a for a in actions if isinstance(a, kind)]
        if found:
            return found[0]
        actions = game.step(state, EndPhase())
    raise AssertionError(f"no {kind.__name__} listed")


def test_fog_hides_the_enemy_the_viewer_cannot_see():
    hidden = replace(duel(), allied=SideSetup("us", stacks=(Stack("b7:A2", (Unit("a1", "us.rifle_squad"),)),)),
                     axis=SideSetup("ger", stacks=(Stack("b7:E2", (Unit("g1", "ger.rifle_squad"),)),)))
    game = game_for(hidden, RunSetup(fog_of_war=True), BOARDS)
    state = game.new_state(1)
    allied_view = state_hex_views(game, state, game.first)
    assert "b7:A2" in allied_view and "b7:E2" not in allied_view  # the hill between hides it
    everything = state_hex_views(game, state, None)
    assert {"b7:A2", "b7:E2"} <= set(everything)
    assert everything["b7:E2"].stacks[0].faces[0].title == "Rifle"


def test_fire_odds_show_the_firepower_the_modifiers_and_the_expected_cp(qapp):
    game = game_for(duel(), RunSetup(), BOARDS)
    state = game.new_state(1)
    fire = _until(game, state, Fire)
    odds = odds_for(game, state, fire)
    text = odds_text(odds)
    assert "APFP" in text and "Expected" in text and "Modifiers" in text
    assert "Fire:" in action_text(game, fire)


def test_assault_odds_come_from_the_engine_applied_on_copies(qapp):
    close = replace(duel(), axis=SideSetup("ger", stacks=(Stack("b7:B3", (Unit("g1", "ger.rifle_squad"),)),)))
    game = game_for(close, RunSetup(), BOARDS)
    state = game.new_state(2)
    assault = _until(game, state, Assault)
    before = state.to_json()
    odds = odds_for(game, state, assault)
    assert state.to_json() == before  # tried on copies only
    assert any("Defenders eliminated" in line for line in odds.lines)
    assert odds_for(game, state, EndPhase()) is None


def test_events_read_as_sentences(qapp):
    assert "chose fire: best shot" in event_text({"kind": "decision", "turn": 1, "phase": "fire", "side": "axis",
                                                  "action": "fire", "reason": "best shot"})
    line = event_text({"kind": "ap_attack", "turn": 2, "phase": "fire", "firers": ["a1"], "target": "b7:C3", "apfp": 6,
                       "roll": 7, "modifiers": [{"name": "cover", "value": 2, "section": "13.3"}], "cp": 1})
    assert "T2 Fire" in line and "6 APFP" in line and "cover +2" in line and "1 CP" in line
    assert "results" in event_text({"kind": "casualties", "turn": 1, "phase": "fire", "results": [{"unit": "a1"}]})
