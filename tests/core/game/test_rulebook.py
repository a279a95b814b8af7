"""The Rulebook: every kind of action has exactly one handler, the rule modules register in
an explicit order, and the hooks one rule offers another are called through it."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.game import game as game_module
from core.game.actions import ACTION_TYPES, EndPhase, Fire
from core.game.ap_attack import ap_attack
from core.game.at_fire import resolve_at_fire
from core.game.game import RULE_MODULES, standard_rules
from core.game.rulebook import DuplicateHandlerError, Rulebook
from core.game.state import Phase
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

OPEN = make_board(["." * 11] * 10)


def test_every_action_kind_but_ending_a_phase_has_exactly_one_handler_in_one_module():
    owners: dict[str, list[str]] = {}
    for module in RULE_MODULES:
        alone = Rulebook.of([module])
        for kind in alone.handlers:
            owners.setdefault(kind, []).append(module.__name__)
    expected = set(ACTION_TYPES) - {EndPhase.kind}
    assert set(owners) == expected
    assert {kind: len(modules) for kind, modules in owners.items()} == dict.fromkeys(expected, 1)
    assert set(standard_rules().handlers) == expected


def test_a_second_handler_for_an_action_is_refused():
    rules = Rulebook()
    rules.handle(lambda game, state, action: None, Fire)
    with pytest.raises(DuplicateHandlerError):
        rules.handle(lambda game, state, action: None, Fire)


def test_the_module_order_orders_the_providers_and_the_enter_hooks():
    rules = standard_rules()
    names = {phase: [f.__name__ for f in rules.providers[phase]] for phase in Phase}
    assert names[Phase.FIRE] == ["fire_actions", "at_fire_provider", "smoke_round_actions", "breach_actions"]
    assert names[Phase.MOVEMENT] == ["reinforcement_starts", "transport_actions", "movement_actions", "overrun_provider"]
    assert names[Phase.COMMAND] == ["support_actions", "command_actions"]
    assert [f.__name__ for f in rules.enter_hooks] == ["obstacles_on_enter", "fire_lane_attack", "opportunity_fire",
                                                     "ask_fire"]
    assert [f.__name__ for f in rules.phase_end[Phase.AFTER_ACTION]] == ["clear_markers_and_smoke",
                                                                         "clear_sniper_fire_marker", "rally_the_rest"]


def test_each_game_has_its_own_rulebook():
    board = make_board(["....."] * 3)
    first, _ = make_game(board, allied=[("b7:A1", [unit("a", "us.rifle_squad")])], axis=[("b7:E1", [unit("g", "ger.rifle_squad")])])
    second, _ = make_game(board, allied=[("b7:A1", [unit("a", "us.rifle_squad")])], axis=[("b7:E1", [unit("g", "ger.rifle_squad")])])
    first.rules.enter_hooks.clear()
    assert first.rules is not second.rules and len(second.rules.enter_hooks) == 3


def test_phase_hooks_of_a_games_rulebook_run_when_its_phases_start_and_end(monkeypatch):
    calls: list[tuple[str, str]] = []

    def with_probes() -> Rulebook:
        rules = Rulebook.of(RULE_MODULES)
        rules.at_phase_start(lambda game, state: calls.append(("start", state.phase)), Phase.FIRE)
        rules.at_phase_end(lambda game, state: calls.append(("end", state.phase)), Phase.FIRE)
        return rules

    monkeypatch.setattr(game_module, "standard_rules", with_probes)
    game, state = make_game(OPEN, allied=[("b7:A1", [unit("a", "us.rifle_squad")])],
                            axis=[("b7:K1", [unit("g", "ger.rifle_squad")])])
    while state.phase != Phase.MOVEMENT:
        game.end_phase(state)
    assert calls == [("start", Phase.FIRE), ("end", Phase.FIRE)]


def test_a_mortar_barrage_strikes_the_vehicles_through_the_mortar_strike_hook():
    """12.67: the barrage hands the hex, its best mortar ATFP, its leader and its side on."""
    game, state = make_game(OPEN, axis=[("b7:F8", [unit("m0", "ger.rifle_squad", weapons=("ger.grw36",)),
                                                   unit("ldr", "ger.leader_1")])],
                            allied=[("b7:F4", [unit("u", "us.rifle_squad"), unit("tank", "us.m4a3e8", facing=0)])])
    state.phase, state.active = Phase.FIRE, Side.AXIS
    calls = []
    game.rules.mortar_strike_hooks = [lambda g, s, hex_name, atfp, *, leader=0, side=None:
                                      calls.append((hex_name, atfp, leader, side))]
    state.dice = ScriptedDice([11])
    ap_attack(game, state, [state.units["m0"]], "b7:F4", weapons=("mortar",))
    mortar = game.info("ger.grw36")
    assert calls == [("b7:F4", mortar.atfp, game.info("ger.leader_1").modifier, Side.AXIS)]


def test_a_natural_twelve_on_an_infantry_at_roll_calls_the_natural_twelve_hook():
    """20.2: AT fire by infantry wakes the enemy sniper through the same hook as AP fire."""
    game, state = make_game(OPEN, allied=[("b7:D5", [unit("team", "us.rifle_squad", weapons=("us.bazooka",))])],
                            axis=[("b7:D2", [unit("truck", "ger.opel_blitz", facing=3)])])
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    calls = []
    game.rules.natural_twelve_hooks = [lambda g, s, hex_name, firers: calls.append((hex_name, [u.id for u in firers]))]
    state.dice = ScriptedDice([12])
    resolve_at_fire(game, state, "team", "truck", "us.bazooka")
    assert calls == [("b7:D5", ["team"])]


def test_no_rule_is_looked_up_by_name():
    """A rename must not switch a rule off silently: rules reach each other by import or hook."""
    sources = (Path(__file__).parents[3] / "core" / "game").glob("*.py")
    assert [p.name for p in sources if "importlib" in p.read_text()] == []
