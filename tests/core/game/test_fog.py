"""Fog of war (seed 004): each side sees only the enemy units its own units have a line
of sight to, may aim only at those (fire support excepted), and sees them come and go
as units move."""

from __future__ import annotations

from core.game import fog
from core.game.actions import CallSupport, MoveStep, StartMove
from core.game.state import Phase
from core.scenario import Fortification
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

WALL = make_board([".........", ".........", ".........", ".WWWWWWW.", ".........", ".........", "........."])
"""A row of woods across row 4: nothing south of it sees past it."""


def behind_the_wall(fog_of_war: bool = True, **extra):
    """An American squad in D6; a German squad hidden behind the woods in D2."""
    allied = extra.pop("allied", [("b7:D6", [unit("a1", "us.rifle_squad")])])
    axis = extra.pop("axis", [("b7:D2", [unit("g1", "ger.rifle_squad")])])
    return make_game(WALL, allied=allied, axis=axis, fog_of_war=fog_of_war, **extra)


def test_without_fog_of_war_every_enemy_is_seen_and_may_be_targeted():
    game, state = behind_the_wall(fog_of_war=False)
    assert fog.visible_enemy_hexes(game, state, "allied") == {"b7:D2"}
    assert fog.is_spotted(game, state, state.units["g1"])
    assert fog.may_target(game, state, "allied", "b7:D2")


def test_a_hidden_enemy_is_neither_seen_nor_targeted():
    """004: only units in a friendly unit's line of sight are shown and may be attacked."""
    game, state = behind_the_wall()
    assert fog.visible_enemy_hexes(game, state, "allied") == set()
    assert not fog.is_spotted(game, state, state.units["g1"])
    assert not fog.may_target(game, state, "allied", "b7:D2")
    assert fog.may_target(game, state, "allied", "b7:D3")  # an empty hex hides nothing
    assert fog.is_spotted(game, state, state.units["a1"]) is False  # the Germans do not see D6 either


def test_an_air_strike_is_offered_only_at_enemies_seen_under_fog_of_war():
    """004: the list of choices must not give hidden units away (the handler takes any hex)."""
    for fog_of_war, offered in ((False, [CallSupport("air_strike", "b7:D2")]), (True, [])):
        game, state = behind_the_wall(fog_of_war=fog_of_war)
        state.phase, state.active = Phase.COMMAND, Side.ALLIED
        state.sides["allied"].air_strike = 1
        assert [a for a in game.legal_actions(state) if isinstance(a, CallSupport)] == offered


def test_an_enemy_is_spotted_when_a_unit_moves_into_line_of_sight():
    """004: enemy units become spotted as friendly units move: from the woods of D4 the
    squad sees D2 (the pinned Germans cannot fire at it)."""
    game, state = behind_the_wall(axis=[("b7:D2", [unit("g1", "ger.rifle_squad", pinned=True)])])
    state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
    state.dice = ScriptedDice([])
    game.apply(state, StartMove(("a1",)))
    game.apply(state, MoveStep("b7:D5"))
    assert not fog.is_spotted(game, state, state.units["g1"])
    game.apply(state, MoveStep("b7:D4"))
    assert fog.is_spotted(game, state, state.units["g1"])
    assert fog.visible_enemy_hexes(game, state, "allied") == {"b7:D2"}


def test_an_enemy_is_hidden_again_when_it_moves_out_of_line_of_sight():
    """004: units become hidden when they move into hexes nobody sees: the German squad walks
    from D5 through the woods of D4 (still seen) to D3, behind them."""
    game, state = behind_the_wall(allied=[("b7:D6", [unit("a1", "us.rifle_squad", pinned=True)])],
                                  axis=[("b7:D5", [unit("g1", "ger.rifle_squad")])])
    state.phase, state.active = Phase.MOVEMENT, Side.AXIS
    state.dice = ScriptedDice([])
    assert fog.is_spotted(game, state, state.units["g1"])
    game.apply(state, StartMove(("g1",)))
    game.apply(state, MoveStep("b7:D4"))
    assert fog.is_spotted(game, state, state.units["g1"])
    game.apply(state, MoveStep("b7:D3"))
    assert not fog.is_spotted(game, state, state.units["g1"])
    assert not fog.may_target(game, state, "allied", "b7:D3")


def test_the_view_of_a_side_leaves_out_hidden_units_what_names_them_and_the_dice():
    game, state = behind_the_wall(axis=[("b7:D2", [unit("g1", "ger.rifle_squad")]),
                                        ("b7:F5", [unit("g2", "ger.rifle_squad")])])
    state.sides["axis"].smoke_factors = 3
    state.event("move_start", units=["g1"], hex="b7:D2")
    state.event("move_start", units=["a1"], hex="b7:D6")
    view = fog.view_for(game, state, "allied")
    assert sorted(u["id"] for u in view["units"]) == ["a1", "g2"]
    assert "dice" not in view and view["viewer"] == "allied" and view["fog_of_war"]
    assert "smoke_factors" not in view["sides"]["axis"] and view["sides"]["allied"] == state.to_dict()["sides"]["allied"]
    assert [e["units"] for e in view["events"] if e["kind"] == "move_start"] == [["a1"]]
    axis_view = fog.view_for(game, state, "axis")
    assert sorted(u["id"] for u in axis_view["units"]) == ["a1", "g1", "g2"]  # the squad in F5 sees D6
    assert axis_view["sides"]["axis"]["smoke_factors"] == 3


def test_without_fog_of_war_the_view_holds_everything_but_the_dice():
    game, state = behind_the_wall(fog_of_war=False)
    view = fog.view_for(game, state, "allied")
    expected = state.to_dict()
    expected.pop("dice")
    assert {k: v for k, v in view.items() if k not in ("viewer", "fog_of_war")} == expected


def test_fire_support_drifting_onto_hidden_units_attacks_them_unseen():
    """004: a mission that drifts into an unspotted hex still hits what is there; the side
    that called it is not told the results."""
    game, state = behind_the_wall(axis=[("b7:D2", [unit("g1", "ger.rifle_squad")]),
                                        ("b7:D5", [unit("g2", "ger.rifle_squad")])])
    assert fog.visible_enemy_hexes(game, state, "allied") == {"b7:D5"}
    state.phase, state.active = Phase.COMMAND, Side.ALLIED
    state.sides["allied"].light_barrage = 1
    assert [a for a in game.legal_actions(state) if isinstance(a, CallSupport)] == [CallSupport("light_barrage", "b7:D5")]
    state.dice = ScriptedDice([6, 1, 9])  # a 6 and direction 1: two hexes north, from D4 to D2
    game.apply(state, CallSupport("light_barrage", "b7:D4"))
    assert state.units["g1"].type == "ger.rifle_half_squad"
    seen = fog.view_for(game, state, "allied")
    assert not [e for e in seen["events"] if e["kind"] in ("support_attack", "casualties")]
    assert [e for e in fog.view_for(game, state, "axis")["events"] if e["kind"] == "casualties"]


def test_the_fire_at_fire_and_assault_choices_ask_the_fog_first(monkeypatch):
    """The providers of AP fire, AT fire and close assaults leave out what fog.may_target refuses."""
    from core.game.actions import Assault, Fire, FireAT

    board = make_board(["........."] * 6)
    game, state = make_game(board, allied=[("b7:D4", [unit("a1", "us.rifle_squad")]),
                                           ("b7:D5", [unit("gun", "us.m1_57mm", facing=0)])],
                            axis=[("b7:D3", [unit("g1", "ger.rifle_squad"), unit("t1", "ger.pziv_h", facing=3)])])
    kinds = (Fire, FireAT, Assault)
    offered = {}
    for phase in (Phase.FIRE, Phase.ADVANCE):
        state.phase, state.active = phase, Side.ALLIED
        offered[phase] = {type(a) for a in game.legal_actions(state) if isinstance(a, kinds)}
    assert offered == {Phase.FIRE: {Fire, FireAT}, Phase.ADVANCE: {Assault}}
    monkeypatch.setattr(fog, "may_target", lambda game, state, side, hex_name: hex_name != "b7:D3")
    for phase in (Phase.FIRE, Phase.ADVANCE):
        state.phase = phase
        assert not [a for a in game.legal_actions(state) if isinstance(a, kinds)]


def test_19_71_a_hidden_minefield_is_secret_from_the_enemy_with_fog_of_war_on_or_off():
    """19.71: the Germans hid a minefield in D4 and laid an open one in F4; whatever the fog
    setting, the Americans' view shows the open one only, and the Germans see both."""
    for fog_of_war in (True, False):
        game, state = behind_the_wall(fog_of_war=fog_of_war, fortifications=(
            Fortification("b7:D4", "minefield", "axis", hidden=True), Fortification("b7:F4", "minefield", "axis")))
        american = fog.view_for(game, state, "allied")
        assert [f["hex"] for f in american["fortifications"]] == ["b7:F4"], fog_of_war
        assert [f["hex"] for f in fog.view_for(game, state, "axis")["fortifications"]] == ["b7:D4", "b7:F4"]


def test_19_71_a_hidden_minefield_is_shown_once_a_unit_entering_it_reveals_it():
    """19.71: the American squad walks from D6 into the hidden minefield in D5; the die (a 5)
    spares it, and from then on the Americans' view shows the minefield, fog or not."""
    for fog_of_war in (True, False):
        game, state = behind_the_wall(fog_of_war=fog_of_war, axis=[("b7:D2", [unit("g1", "ger.rifle_squad", pinned=True)])],
                                      fortifications=(Fortification("b7:D5", "minefield", "axis", hidden=True),))
        state.phase, state.active = Phase.MOVEMENT, Side.ALLIED
        state.dice = ScriptedDice([5])
        assert fog.view_for(game, state, "allied")["fortifications"] == []
        game.apply(state, StartMove(("a1",)))
        game.apply(state, MoveStep("b7:D5"))
        assert [(f["hex"], f["hidden"]) for f in fog.view_for(game, state, "allied")["fortifications"]] == [("b7:D5", False)]
        assert any(e["kind"] == "minefield_revealed" for e in fog.view_for(game, state, "allied")["events"])
