"""The Pacific sample, "The Palms of Red Beach": board 5's beach, palms, jungle and ocean, caves
joined by tunnels on Hill 80 and five special rules in one scenario, checked where the rules decide
(no whole game: the sample-wide tests play it, validate it, replay it and print its card)."""

from __future__ import annotations

import pytest

from core.balance.record import attacker_rate, is_current
from core.documents.sources import boards_beside
from core.game.game import Game
from core.game.tunnels import tunnel_exits
from core.placement.context import context_for
from core.resources import maps_dir
from core.scenario.io import load

SAMPLE = maps_dir() / "scenarios" / "palms-of-red-beach.json"


@pytest.fixture(scope="module")
def game() -> Game:
    scenario = load(SAMPLE)
    return Game(scenario, context_for(scenario, boards_beside(SAMPLE)), computer=("allied", "axis"))


def test_it_stands_on_the_pacific_board_with_caves_tunnels_and_special_rules(game):
    scenario = game.scenario
    assert [ref.board for ref in scenario.boards] == [5]
    ground = {h: game.battlefield.terrain(game.hex(h)) for h in ("b5:D4", "b5:H4", "b5:L7", "b5:C5", "b5:H2")}
    assert ground == {"b5:D4": "palm_grove", "b5:H4": "beach", "b5:L7": "jungle", "b5:C5": "palm_grove",
                      "b5:H2": "ocean"}
    caves = {f.hex for f in scenario.fortifications if f.type == "cave"}
    assert caves == {"b5:O7", "b5:Q9", "b5:S7"} and all(f.side == "axis" for f in scenario.fortifications)
    assert {t.side for t in scenario.tunnels} == {"axis"} and len(scenario.tunnels) == 2
    kinds = {rule.KIND for rule in scenario.special_rules}
    assert kinds == {"entry_hexes", "hold", "reinforcement_trigger", "no_smoke", "side_modifier"}


def test_the_cave_garrison_is_held_and_the_tunnels_join_the_caves(game):
    """The hold rule keeps the caves' squads in place at the start; under ground (19.111-19.112) the
    squad at S7 reaches Q9 and, through it, O7, one MP a hex passed."""
    state = game.new_state(1)
    assert game.special is not None and game.special.held(state, "ger-s6") and not game.special.held(state, "ger-s1")
    assert tunnel_exits(game, state, [state.units["ger-s6"]], 6) == [("b5:O7", 6), ("b5:Q9", 3)]


def test_its_recorded_balance_is_for_these_rules_and_inside_the_band():
    """The measurement kept in the file (vvs balance --decide --record) belongs to the battle as it is now."""
    scenario = load(SAMPLE)
    assert scenario.balance is not None and is_current(scenario)
    rate = attacker_rate(scenario.balance)
    assert 0.45 <= rate.count / rate.games <= 0.65, rate
