"""Jungle, palm groves, gullies, wadis, beach, ocean and river (10.3, 10.6, 10.7, 10.9, 10.13) and
caves with their tunnels (19.11-19.112), each test read from the rule it checks."""

from __future__ import annotations

import pytest
from movement_helpers import RESERVE, isolate_movement, step_hexes, to_movement

from core.boards.battlefield import Battlefield
from core.game.actions import MoveStep, StartMove
from core.game.ap_attack import ap_attack, cover_modifiers
from core.game.at_fire import target_cover
from core.game.state import Phase
from core.movement.costs import entry
from core.scenario import Fortification, Tunnel
from core.terrain import UnitClass
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit
from tests.core.game.test_fire_power import mortar_game
from tests.core.los_fields import field_with, los

INF, VEH = UnitClass.INFANTRY, UnitClass.VEHICLE


def _cost(code: str, unit_class: UnitClass) -> int | None:
    field = Battlefield([make_board([".....", f".{code}...", "....."])])
    return entry(field, field.parse("b7:A2"), field.parse("b7:B2"), unit_class).mp


# --- movement -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("code", "infantry", "vehicle"), [
    ("J", 2, 2),  # 10.6: two MP to enter a woods or jungle hex
    ("G", 2, 3), ("V", 2, 3),  # 10.7: infantry two MP into a stream, gully or wadi; all other units three
    ("Y", 1, 1),  # 10.9: one MP into a palm grove
    ("E", 1, 1), ("D", 1, 1),  # 10.3, 10.13: beach and desert are open terrain for movement
    ("~", None, None), ("R", None, None),  # 10.13: ocean and river are impassable to all units
])
def test_the_cost_to_enter_each_hex(code: str, infantry: int | None, vehicle: int | None) -> None:
    assert (_cost(code, INF), _cost(code, VEH)) == (infantry, vehicle)


# --- line of sight ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("between", "blocked", "hindrance"), [
    ("J", True, 0),  # 10.6: jungle blocks line of sight
    ("Y", False, 1),  # 10.9: a palm grove does not block it but hinders (+1)
    ("YYY", False, 3),  # the hindrances add up along the line (9.3)
    ("G", False, 0), ("V", False, 0),  # 10.7: gullies and wadis do not block
    ("~", False, 0), ("R", False, 0), ("E", False, 0), ("D", False, 0),  # 10.13, 10.3: no effect on LOS
])
def test_line_of_sight_down_column_c_across_the_new_terrain(between: str, blocked: bool, hindrance: int) -> None:
    """From C1 to C5 the line runs through C2, C3 and C4: one code at C3, three fill all three."""
    names = ["C3"] if len(between) == 1 else ["C2", "C3", "C4"]
    result = los(field_with(dict(zip(names, between))), "C1", "C5")
    assert (result.blocked, result.hindrance) == (blocked, hindrance)


# --- cover -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("code", "cover"), [("J", 2), ("G", 1), ("V", 1), ("Y", 0), ("E", 0), ("D", 0)])
def test_the_cover_a_unit_gets_in_the_hex(code: str, cover: int) -> None:
    """10.6 jungle +2, 10.7 gully and wadi +1, palm grove, beach and desert none."""
    game, state = make_game(make_board([".....", f".{code}...", "....."]),
                            allied=[("b7:B2", [unit("a1", "us.rifle_squad")])])
    assert sum(m.value for m in cover_modifiers(game, state, "b7:B2", [state.units["a1"]])) == cover


@pytest.mark.parametrize(("code", "roll", "casualty_points", "points"), [("J", 5, 1, 2), ("Y", 4, 2, 2)])
def test_12_64_a_mortar_s_casualties_on_infantry_in_jungle_are_doubled(code: str, roll: int, casualty_points: int, points: int) -> None:
    """10 APFP, roll 4, leader -1: in jungle (+2) 5, 1 CP on the 5-10 row, doubled to 2;
    in a palm grove (+1 hindrance in the target hex, 12.63) 4, 2 CP, not doubled."""
    board = make_board(["." * 13] * 3 + ["." * 5 + code + "." * 7] + ["." * 13] * 8)
    game, state = mortar_game(board)
    state.dice = ScriptedDice([4])
    outcome = ap_attack(game, state, [state.units["m0"], state.units["m1"]], "b7:F4", weapons=("mortar",))
    assert (outcome.modified_roll, outcome.casualty_points, outcome.report.points) == (roll, casualty_points, points)
    assert outcome.report.air_burst is (code == "J")


def test_19_11_a_cave_adds_2_to_the_terrain_for_its_own_side_only() -> None:
    """A cave in a jungle hex: +2 jungle and +2 cave for the cave's side; the enemy standing in
    the hex has only the jungle, as only the cave's owner may use caves."""
    board = make_board([".......", ".J.....", "......."])
    cave = Fortification("b7:B2", "cave", "allied")
    game, state = make_game(board, allied=[("b7:B2", [unit("a1", "us.rifle_squad"), unit("a2", "us.m1_57mm", facing=0)])],
                            fortifications=(cave,))
    own = cover_modifiers(game, state, "b7:B2", [state.units["a1"]])
    assert [(m.name, m.value) for m in own] == [("Jungle cover", 2), ("Cave cover", 2)]
    assert target_cover(game, state, state.units["a2"]) == 4  # a Gun may occupy the cave entrance too
    game, state = make_game(board, axis=[("b7:B2", [unit("g1", "ger.rifle_squad")])], fortifications=(cave,))
    assert sum(m.value for m in cover_modifiers(game, state, "b7:B2", [state.units["g1"]])) == 2


# --- tunnels -------------------------------------------------------------------------------------------

TUNNEL_BOARD = [".........", ".........", ".........", "........."]


@pytest.fixture()
def tunnelled(monkeypatch):
    """Caves at B2 and F2 joined by a tunnel under C3, D2, E3 (four hexes from cave to cave)."""
    isolate_movement(monkeypatch)

    def make(allied, extra=(), tunnel=("b7:B2", "b7:C3", "b7:D2", "b7:E3", "b7:F2"), axis=None):
        axis = axis if axis is not None else (("b7:I4", [unit("g1", "ger.rifle_squad")]),)
        forts = (Fortification("b7:B2", "cave", "allied"), Fortification("b7:F2", "cave", "allied"), *extra)
        game, state = make_game(make_board(TUNNEL_BOARD), allied=[*allied, RESERVE], axis=list(axis),
                                fortifications=forts, tunnels=(Tunnel("allied", tunnel),))
        return game, to_movement(game, state)

    return make


def test_19_111_infantry_go_down_at_one_cave_and_come_up_at_the_other_for_one_mp_a_hex(tunnelled) -> None:
    game, state = tunnelled([("b7:B2", [unit("s1", "us.rifle_squad")])])
    game.apply(state, StartMove(("s1",)), check=True)
    assert "b7:F2" in step_hexes(game, state)
    game.apply(state, MoveStep("b7:F2", None), check=True)
    step = [e for e in state.events if type(e).__name__ == "MoveStep"][-1]
    assert state.units["s1"].hex == "b7:F2" and (step.cost, step.mp_left) == (4, 0)


def test_19_111_the_way_underground_is_never_seen_the_path_has_only_the_two_entrances(tunnelled) -> None:
    game, state = tunnelled([("b7:B2", [unit("s1", "us.rifle_squad")])])
    game.apply(state, StartMove(("s1",)), check=True)
    game.apply(state, MoveStep("b7:F2", None), check=True)
    assert [e.hex for e in state.events if type(e).__name__ == "MoveStep"] == ["b7:F2"]


def test_19_111_only_infantry_enter_a_tunnel_complex(tunnelled) -> None:
    game, state = tunnelled([("b7:B2", [unit("gun", "us.m1_57mm", facing=0)])])
    game.apply(state, StartMove(("gun",)), check=True)
    assert "b7:F2" not in step_hexes(game, state)


def test_19_111_only_at_a_cave_entrance(tunnelled) -> None:
    """A squad standing over the tunnel (D2), not at an entrance, cannot go down."""
    game, state = tunnelled([("b7:D2", [unit("s1", "us.rifle_squad")])])
    game.apply(state, StartMove(("s1",)), check=True)
    assert step_hexes(game, state) <= {"b7:C2", "b7:C3", "b7:D1", "b7:D3", "b7:E2", "b7:E3"}


def test_19_111_a_bunker_on_the_tunnel_s_route_is_an_entrance(tunnelled) -> None:
    bunker = Fortification("b7:D2", "bunker_wood", "allied", facing=0)
    game, state = tunnelled([("b7:D2", [unit("s1", "us.rifle_squad")])], extra=(bunker,))
    game.apply(state, StartMove(("s1",)), check=True)
    assert {"b7:B2", "b7:F2"} <= step_hexes(game, state)


def test_19_111_the_tunnels_are_only_for_their_own_side(tunnelled) -> None:
    """The enemy standing in a cave hex may not use its tunnel (19.11: only the Japanese player)."""
    game, state = tunnelled([("b7:A1", [unit("s0", "us.rifle_squad")])],
                            axis=(("b7:B2", [unit("g1", "ger.rifle_squad")]),))
    while state.active != "axis" or state.phase != Phase.MOVEMENT.value:
        game.end_phase(state)
    game.apply(state, StartMove(("g1",)), check=True)
    assert "b7:F2" not in step_hexes(game, state)


def test_19_111_a_unit_comes_up_only_where_the_exit_is_free_of_the_enemy(tunnelled) -> None:
    game, state = tunnelled([("b7:B2", [unit("s1", "us.rifle_squad")])], axis=(("b7:F2", [unit("g1", "ger.rifle_squad")]),))
    game.apply(state, StartMove(("s1",)), check=True)
    assert "b7:F2" not in step_hexes(game, state)


def test_19_111_the_tunnel_costs_its_length_in_movement_points(tunnelled) -> None:
    """A squad that spent one MP above ground has three left: not enough for four hexes underground."""
    game, state = tunnelled([("b7:C2", [unit("s1", "us.rifle_squad")])])
    game.apply(state, StartMove(("s1",)), check=True)
    game.apply(state, MoveStep("b7:B2", None), check=True)
    assert state.moving is not None and state.moving.mp_left == 3
    assert "b7:F2" not in step_hexes(game, state)
