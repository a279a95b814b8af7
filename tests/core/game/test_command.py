"""The Command Phase's reorganizing: splitting and combining (5.31, 13.10, 22.4) and support
weapon transfers (12.4, 12.2), with the side's points kept in balance."""

from __future__ import annotations

from core.game.actions import CombineHalfSquads, EndPhase, SplitSquad, TransferWeapon
from core.game.casualties import eliminate_unit
from core.game.state import Phase, Where
from core.sides import Side
from core.units import point_value
from tests.core.game.conftest import make_board, make_game, unit

BOARD = make_board([".....", ".....", "....."])
HEX = "b7:C2"


def command(*units, side="allied", extra=()):
    """The allied Command Phase with `units` in C2 (a German squad far off keeps the game going)."""
    game, state = make_game(BOARD, allied=[(HEX, list(units)), *extra], axis=[("b7:A1", [unit("enemy", "ger.rifle_squad")])])
    state.phase, state.active = Phase.COMMAND, Side(side)
    return game, state


def choices(game, state, kind):
    return [a for a in game.legal_actions(state) if isinstance(a, kind)]


def books_balance(game, state):
    for side, kept in state.sides.items():
        remaining = sum(game.points(u) for u in state.units.values() if u.side == side and u.where != Where.ELIMINATED.value)
        assert kept.lost_points + remaining == kept.start_points, side


# --- splitting (13.10) ------------------------------------------------------------------------------


def test_a_squad_with_a_leader_splits_into_two_half_squads_of_its_type_the_weapon_with_one():
    game, state = command(unit("r1", "us.rifle_squad", weapons=("us.m1919a6",)), unit("ldr", "us.leader_1"),
                          unit("r2", "us.rifle_squad"))
    assert choices(game, state, SplitSquad) == [SplitSquad("r1"), SplitSquad("r2")]
    before = state.sides["allied"].start_points
    game.apply(state, SplitSquad("r1"), check=True)
    first, second = state.units["r1"], state.units["r1.2"]
    assert (first.type, second.type) == ("us.rifle_half_squad", "us.rifle_half_squad")
    assert (first.weapons, second.weapons, second.hex) == (["us.m1919a6"], [], HEX)
    assert list(state.units)[:3] == ["r1", "r1.2", "ldr"]  # the new half squad follows the squad
    squad, half = game.catalogue.get("us.rifle_squad"), game.catalogue.get("us.rifle_half_squad")
    assert state.sides["allied"].start_points - before == 2 * point_value(half) - point_value(squad)
    assert state.sides["allied"].lost_points == 0
    books_balance(game, state)


def test_no_split_without_an_unpinned_leader_or_of_a_valorous_squad():
    """5.31: the leader must be there (and able to act, 14.7); 22.4: valor stays whole."""
    game, state = command(unit("r1", "us.rifle_squad"))
    assert choices(game, state, SplitSquad) == []
    game, state = command(unit("r1", "us.rifle_squad"), unit("ldr", "us.leader_1"))
    state.units["ldr"].pinned = True
    assert choices(game, state, SplitSquad) == []
    state.units["ldr"].pinned, state.units["r1"].valor = False, True
    assert choices(game, state, SplitSquad) == []


def test_no_split_that_would_overfill_the_hex():
    """6.9: three squads and a leader are four infantry units; a fifth may not appear."""
    game, state = command(unit("r1", "us.rifle_squad"), unit("r2", "us.rifle_squad"), unit("r3", "us.rifle_squad"),
                          unit("ldr", "us.leader_1"))
    assert choices(game, state, SplitSquad) == []


def test_splitting_and_then_losing_a_half_squad_keeps_the_books():
    game, state = command(unit("r1", "us.rifle_squad"), unit("ldr", "us.leader_1"))
    game.apply(state, SplitSquad("r1"), check=True)
    eliminate_unit(game, state, state.units["r1.2"])
    assert state.sides["allied"].lost_points == game.points(state.units["r1"])  # a half squad's worth
    books_balance(game, state)


# --- combining ----------------------------------------------------------------------------------------


def test_two_half_squads_of_one_type_with_a_leader_combine_into_the_squad():
    game, state = command(unit("h1", "us.rifle_half_squad"), unit("h2", "us.rifle_half_squad", weapons=("us.m1919a6",)),
                          unit("ldr", "us.leader_1"))
    assert choices(game, state, CombineHalfSquads) == [CombineHalfSquads(("h1", "h2"))]
    game.apply(state, CombineHalfSquads(("h1", "h2")), check=True)
    assert "h2" not in state.units
    assert (state.units["h1"].type, state.units["h1"].weapons) == ("us.rifle_squad", ["us.m1919a6"])
    assert state.sides["allied"].lost_points == 0
    books_balance(game, state)


def test_no_combining_across_types_with_valor_or_with_two_weapons():
    """13.10: same type; 22.4: no valorous half squad; 12.2: the squad carries one weapon."""
    game, state = command(unit("h1", "us.rifle_half_squad"), unit("p1", "us.paratrooper_half_squad"), unit("ldr", "us.leader_1"))
    assert choices(game, state, CombineHalfSquads) == []
    game, state = command(unit("h1", "us.rifle_half_squad"), unit("h2", "us.rifle_half_squad"), unit("ldr", "us.leader_1"))
    state.units["h2"].valor = True
    assert choices(game, state, CombineHalfSquads) == []
    game, state = command(unit("h1", "us.rifle_half_squad", weapons=("us.m1919a6",)),
                          unit("h2", "us.rifle_half_squad", weapons=("us.bazooka",)), unit("ldr", "us.leader_1"))
    assert choices(game, state, CombineHalfSquads) == []


def test_reorganized_units_wait_for_the_next_command_phase():
    """A half squad just split off may not combine back (nor hand weapons on) in the same phase;
    the list empties when the phase ends."""
    game, state = command(unit("r1", "us.rifle_squad", weapons=("us.m1919a6",)), unit("ldr", "us.leader_1"),
                          extra=[("b7:E2", [unit("r2", "us.rifle_squad"), unit("ldr2", "us.leader_1")])])
    game.apply(state, SplitSquad("r1"), check=True)
    assert state.phase == Phase.COMMAND.value and state.reorganized == ["r1", "r1.2"]  # r2 may still split
    assert choices(game, state, CombineHalfSquads) == []
    assert all(a.source != "r1" for a in choices(game, state, TransferWeapon))
    game.apply(state, EndPhase(), check=True)
    assert state.reorganized == []


# --- weapons (12.4, 12.2) ---------------------------------------------------------------------------------


def test_a_weapon_passes_to_infantry_in_the_same_hex_within_portage():
    """12.2: the leader may take the Light MG but not the tripod MG; the half squad may take either."""
    game, state = command(unit("r1", "us.rifle_squad", weapons=("us.m1919a4",)), unit("h1", "us.rifle_half_squad"),
                          unit("ldr", "us.leader_1"), extra=[("b7:E2", [unit("far", "us.rifle_squad")])])
    assert choices(game, state, TransferWeapon) == [TransferWeapon("us.m1919a4", "r1", "h1")]
    game.apply(state, TransferWeapon("us.m1919a4", "r1", "h1"), check=True)
    assert (state.units["r1"].weapons, state.units["h1"].weapons) == ([], ["us.m1919a4"])
    books_balance(game, state)


def test_a_unit_already_carrying_a_weapon_exchanges_it():
    """12.4: "exchange or transfer": the squad's LMG for the leader's bazooka."""
    game, state = command(unit("r1", "us.rifle_squad", weapons=("us.m1919a6",)), unit("ldr", "us.leader_1", weapons=("us.bazooka",)))
    game.apply(state, TransferWeapon("us.m1919a6", "r1", "ldr"), check=True)
    assert (state.units["r1"].weapons, state.units["ldr"].weapons) == (["us.bazooka"], ["us.m1919a6"])


def test_only_the_active_side_reorganizes():
    game, state = command(unit("r1", "us.rifle_squad"), unit("ldr", "us.leader_1"), side="axis")
    assert choices(game, state, SplitSquad) == []
