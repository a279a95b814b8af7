"""The desert sample, "The Caves of Ras el Kebir": the new terrain, caves joined by tunnels and
special rules in one scenario, checked where the rules decide (no whole game: the sample-wide
tests play it, validate it and print its card)."""

from __future__ import annotations

import pytest

from core.balance.record import attacker_rate, is_current
from core.documents.sources import boards_beside
from core.game.game import Game
from core.game.tunnels import tunnel_exits
from core.placement.context import context_for
from core.resources import maps_dir
from core.scenario.io import load

SAMPLE = maps_dir() / "scenarios" / "caves-of-ras-el-kebir.json"


@pytest.fixture(scope="module")
def game() -> Game:
    scenario = load(SAMPLE)
    return Game(scenario, context_for(scenario, boards_beside(SAMPLE)), computer=("allied", "axis"))


def test_it_stands_on_the_desert_board_with_caves_tunnels_and_special_rules(game):
    scenario = game.scenario
    assert [ref.board for ref in scenario.boards] == [6]
    terrain = {game.battlefield.terrain(game.hex(h)) for h in ("b6:J4", "b6:F5", "b6:N6")}
    assert terrain == {"palm_grove", "wadi", "desert"}  # the oasis objective, the wadi, the escarpment
    caves = {f.hex for f in scenario.fortifications if f.type == "cave"}
    assert caves == {"b6:M6", "b6:O7", "b6:N8"} and all(f.side == "axis" for f in scenario.fortifications)
    assert {t.side for t in scenario.tunnels} == {"axis"} and len(scenario.tunnels) == 2
    kinds = {rule.KIND for rule in scenario.special_rules}
    assert kinds == {"terrain_as", "entry_hexes", "hold", "reinforcement_trigger", "no_smoke", "side_modifier"}


def test_the_german_squads_shift_between_caves_through_the_tunnels(game):
    """19.111-19.112: one MP a hex under ground, to a cave that holds the group (6.9): the squad
    and its leader at M6 cannot squeeze into O7 beside the squad and the PaK, so only N8 is open."""
    state = game.new_state(1)
    units = state.units
    assert tunnel_exits(game, state, [units["ger-s2"]], 2) == [("b6:O7", 2)]
    assert tunnel_exits(game, state, [units["ger-s2"], units["ger-l1"]], 6) == [("b6:N8", 4)]
    assert tunnel_exits(game, state, [units["ger-s4"]], 6) == [("b6:M6", 4), ("b6:O7", 2)]
    assert tunnel_exits(game, state, [units["ger-g1"]], 6) == []  # a Gun never goes underground


def test_its_recorded_balance_is_for_these_rules_and_inside_the_band():
    """The measurement kept in the file (vvs balance --record) belongs to the battle as it is now."""
    scenario = load(SAMPLE)
    assert scenario.balance is not None and is_current(scenario)
    rate = attacker_rate(scenario.balance)
    assert 0.45 <= rate.count / rate.games <= 0.65, rate
