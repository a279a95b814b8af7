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
    assert any(line.startswith("Odds ") and "kill number" in line for line in odds.lines) \
        or any("all pinned" in line for line in odds.lines)
    assert odds_for(game, state, EndPhase()) is None


def test_events_read_as_sentences(qapp):
    assert "Axis (computer) chose to fire at a hex: best shot" in event_text({"kind": "decision", "turn": 1, "phase": "fire", "side": "axis",
                                                  "action": "fire", "reason": "best shot"})
    line = event_text({"kind": "ap_attack", "turn": 2, "phase": "fire", "firers": ["a1"], "target": "b7:C3", "apfp": 6,
                       "roll": 7, "modifiers": [{"name": "cover", "value": 2, "section": "13.3"}], "cp": 1})
    assert "T2 Fire" in line and "6 APFP" in line and "cover +2" in line and "1 CP" in line
    line = event_text({"kind": "casualties", "turn": 1, "phase": "fire", "hex": "b7:C3", "points": 2, "air_burst": False,
                       "results": [{"unit": "a1", "result": "reduced_pinned", "points": 2, "roll": None}], "unfulfilled": 0})
    assert line == "T1 Fire · 2 CP on b7:C3: a1 reduced and pinned"


def test_at_odds_give_the_to_hit_and_the_elimination_number_from_the_engines_inputs(qapp):
    """The rulebook's Anti-Tank Combat Example: to hit 10 or less (+2 woods), rear armor C
    against ATFP D: Elimination Number 9."""
    from core.game.actions import FireAT
    from tests.core.game.test_at_fire import tiger_example

    game, state = tiger_example()
    before = state.to_json()
    odds = odds_for(game, state, FireAT("sherman", "tiger", None))
    text = odds_text(odds)
    assert state.to_json() == before
    assert "To hit: 10 or less" in text and "(+2)" in text
    assert "Elimination number: 9 (ATFP D)" in text
    # 2..8 of 2d6: 26/36; a 9 (4/36) immobilizes, and the crew abandons on 1-2 of a die (16.6)
    assert "If hit: eliminated 76%, immobilized 7% (crew checks included)" in text
    assert "13.4" in text and "Target eliminated" in text


def test_picking_an_at_shot_in_the_window_shows_its_elimination_number(qtbot, start_run):
    from PySide6.QtCore import Qt

    from core.game.actions import FireAT
    from core.scenario import Unit as U
    from editor.testrun.setup import Mode
    from tests.editor.testrun.conftest import bar_button

    tanks = replace(duel(), allied=SideSetup("us", stacks=(Stack("b7:A4", (U("t1", "us.m4a3e8", facing=1),)),)),
                    axis=SideSetup("ger", stacks=(Stack("b7:E4", (U("t2", "ger.tiger_i", facing=4),)),)))
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=2), tanks)
    for _ in range(20):
        if any(isinstance(a, FireAT) for a in run.legal):
            break
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    qtbot.keyClick(run.view, Qt.Key.Key_Escape)
    row = next(i for i, a in enumerate(run.choices.listed) if isinstance(a, FireAT))
    item = run.choices.list.item(row)
    qtbot.mouseClick(run.choices.list.viewport(), Qt.MouseButton.LeftButton, pos=run.choices.list.visualItemRect(item).center())
    text = run.choices.odds.text()
    assert run.choices.odds.isVisible() and "To hit:" in text and "Elimination number:" in text
    assert run.choices.do_button.text() == "Roll"
    assert run.scene._target.hex_name == run.state.units[run.choices.listed[row].target].hex
