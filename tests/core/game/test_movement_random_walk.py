"""Random walks through Movement Phases: whatever legal movement actions are chosen, the
position stays legal (style.md: property tests with a serialize-reload at every step)."""

from __future__ import annotations

import random

import pytest
from movement_helpers import isolate_movement

from core.game.move_group import hex_holds
from core.game.state import GameState, Phase, Where
from core.scenario import Fortification, Reinforcement, SideSetup, Stack
from core.unit_kinds import MOVEMENT_CLASS
from tests.core.game.conftest import make_board, make_game, unit

TERRAIN = [
    ".........",
    ".W.B.WW..",
    "..S.O.B..",
    ".HW..C.W.",
    "....M....",
    ".........",
]
LEVELS = [
    "000000000",
    "000110000",
    "000120000",
    "000000000",
    "000000000",
    "000000000",
]


def battle():
    board = make_board(TERRAIN, LEVELS, roads=[["D1", "D2", "D3", "D4", "D5"]], hexsides={"hedge": ["F4/N", "B4/NE"]})
    allied = SideSetup("us", half_squads=True, smoke_factors=2, stacks=(
        Stack("b7:B5", (unit("al", "us.leader_1"), unit("a1", "us.rifle_squad", weapons=("us.m1919a4",)), unit("a2", "us.rifle_squad"))),
        Stack("b7:C5", (unit("at", "us.m4a3e8", facing=0),)),
        Stack("b7:E6", (unit("ah", "us.m3_halftrack", facing=0, passengers=(unit("ap", "us.rifle_squad"),), towed=unit("ag", "us.m3_37mm")),)),
        Stack("b7:A2", (unit("aj", "us.jeep", facing=2), unit("ahs", "us.rifle_half_squad"))),
        Stack("b7:C6", (unit("alg", "us.m5_3in", facing=0),)),
    ), reinforcements=(Reinforcement(1, "west", (unit("ar", "us.rifle_squad"), unit("art", "us.m4a1", facing=1))),))
    axis = SideSetup("ger", half_squads=True, stacks=(
        Stack("b7:G2", (unit("g1", "ger.rifle_squad"), unit("gl", "ger.leader_2"))),
        Stack("b7:H4", (unit("g2", "ger.rifle_squad", weapons=("ger.mg42",)),)),
        Stack("b7:G5", (unit("gt", "ger.pziv_h", facing=5),)),
        Stack("b7:I3", (unit("gtr", "ger.opel_blitz", facing=5, passengers=(unit("gp", "ger.rifle_squad"),)),)),
    ), reinforcements=(Reinforcement(1, "east", (unit("gr", "ger.rifle_squad"), unit("gs", "ger.sdkfz251", facing=4))),))
    fortifications = (Fortification("b7:F5", "minefield", "axis", hidden=True), Fortification("b7:E5", "barbed_wire", "axis"),
                      Fortification("b7:C1", "bunker_wood", "axis", facing=3), Fortification("b7:F1", "sandbags", "axis"),
                      Fortification("b7:G6", "foxholes", "axis"))
    return make_game(board, allied_side=allied, axis_side=axis, fortifications=fortifications, turns=4)


def check_position(game, state: GameState) -> None:
    moving = set(state.moving.units) if state.moving else set()
    if state.moving is not None:
        assert state.moving.mp_left >= 0 and state.moving.spent >= 0
        assert moving, "a move in progress has someone moving"
    by_hex: dict[str, list] = {}
    for u in state.units.values():
        if u.where == Where.MAP.value:
            by_hex.setdefault(u.hex, []).append(u)
            _check_terrain(game, u)
        elif u.where == Where.CARRIED.value:
            carrier = state.units[u.carrier]
            assert carrier.where in (Where.MAP.value, Where.WAITING.value) and carrier.hex == u.hex, u
    for hex_name, units in by_hex.items():
        assert len({u.side for u in units}) == 1, (hex_name, [u.id for u in units])  # 6.8
        if not moving & {u.id for u in units}:
            assert hex_holds(game, state, hex_name, units), (hex_name, [u.id for u in units])  # 6.7, 6.9, 19.4


def _check_terrain(game, u) -> None:
    h = game.hex(u.hex)
    if h in game.battlefield.bridges:
        return
    terrain = game.terrain.get(game.battlefield.terrain(h))
    unit_class = MOVEMENT_CLASS[game.kind(u)]
    assert terrain.cost(unit_class) is not None, (u.id, u.hex)
    assert unit_class not in terrain.road_only or game.battlefield.has_road(h), (u.id, u.hex)


@pytest.mark.parametrize("seed", range(4))
def test_random_movement_keeps_every_position_legal(monkeypatch, seed):
    isolate_movement(monkeypatch)
    game, state = battle()
    rng = random.Random(seed)
    moves = 0
    for _ in range(450):
        if state.is_over:
            break
        if state.phase != Phase.MOVEMENT.value:
            game.end_phase(state)
            continue
        actions = game.legal_actions(state)
        assert actions
        game.apply(state, rng.choice(actions), check=True)
        moves += 1
        check_position(game, state)
        text = state.to_json()
        state = GameState.from_json(text)
        assert state.to_json() == text
    assert moves > 50
