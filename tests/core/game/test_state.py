"""The game state as plain data: a saved state is the same game when read back."""

from __future__ import annotations

import json

from core.game.state import GameState, Phase, Where
from core.sides import Side
from tests.core.game.conftest import make_board, make_game, unit

BOARD = make_board([".....", ".....", "....."])


def position():
    """Ids whose sorted order (a10 < a2 < b1) is not the scenario's order (b1, a2, a10)."""
    return make_game(BOARD, allied=[("b7:B2", [unit("b1", "us.rifle_squad"), unit("a2", "us.rifle_squad")]),
                                    ("b7:C2", [unit("a10", "us.leader_1")])],
                     axis=[("b7:E1", [unit("g1", "ger.rifle_squad")])])


def test_units_keep_the_scenario_order_through_a_json_writer_that_sorts_keys():
    """Every rule walks the units in scenario order (docs/engine.md), so the order must survive a
    save: the units are a list, which no writer reorders."""
    _, state = position()
    assert list(state.units) == ["b1", "a2", "a10", "g1"]
    text = json.dumps(state.to_dict(), sort_keys=True)
    assert list(GameState.from_dict(json.loads(text)).units) == ["b1", "a2", "a10", "g1"]
    assert list(GameState.from_json(state.to_json()).units) == ["b1", "a2", "a10", "g1"]


def test_a_round_trip_is_exact_and_the_copy_plays_on_like_the_original():
    game, state = position()
    copy = GameState.from_json(state.to_json())
    assert copy.to_json() == state.to_json()
    assert game.legal_actions(copy) == game.legal_actions(state)


def test_a_state_saved_with_units_by_id_still_reads():
    _, state = position()
    data = state.to_dict()
    data["units"] = {u["id"]: u for u in data["units"]}
    assert GameState.from_dict(data).to_json() == state.to_json()


def test_a_state_read_back_holds_its_phase_sides_and_places_as_enums_and_writes_the_same_text():
    """The enums are str-valued: JSON writes their strings, and reading rebuilds the enums."""
    _, state = position()
    state.objectives["b7:C1"] = Side.AXIS
    text = state.to_json()
    again = GameState.from_json(text)
    assert type(again.phase) is Phase and type(again.active) is Side
    assert all(type(u.side) is Side and type(u.where) is Where for u in again.units.values())
    assert all(type(s) is Side for s in again.sides) and type(again.objectives["b7:C1"]) is Side
    assert json.loads(text)["phase"] == state.phase.value and again.to_json() == text
    assert again.opponent is again.active.other
