"""The computer opponent on small hand-made battles: each test one behaviour a player
expects of it (the sanity list of issue 11, after MegaMek #424)."""

from __future__ import annotations

from battle_positions import Passive, ai_against_passive, battle, open_board, play_until

from core.ai.player import AiPlayer
from core.game.actions import Advance, Assault, Fire, StartMove
from core.game.fire_power import in_ffa
from core.game.state import Phase
from core.scenario import Fortification, Objective, Reinforcement, ScenarioType, SideSetup, Stack, Unit, Victory
from core.sides import Side

CANAL = {f"b7:{c}4": "K" for c in "BCDEFGH"}  # a canal across the board, open at both edges


def test_a_tank_goes_round_a_canal_to_the_objective_beyond_it():
    """7.2, 10.12: the tank faces the canal; it turns away along the bank and comes round the end."""
    game, state = battle(open_board(9, 7, CANAL), allied=[("b7:E6", [Unit("a1", "us.m4a1", facing=0)])],
                         axis=[("b7:I1", [Unit("g1", "ger.rifle_squad")])], type=ScenarioType.OBJECTIVE,
                         objectives=(Objective("b7:E1", "axis"),), attacker="allied", first_player="allied")
    play_until(game, state, ai_against_passive(Side.ALLIED), lambda s: s.turn > 2)
    assert state.units["a1"].hex == "b7:E1"
    assert state.result is not None and state.result["winner"] == "attacker"


def test_a_squad_crossing_open_ground_under_an_mg_lays_smoke_first():
    """11.2: the route to the objective runs in view of an MG; the stack screens it before moving."""
    woods = {f"b7:{c}6": "W" for c in "BCDEFGH"}
    game, state = battle(open_board(9, 7, woods), allied=[("b7:A4", [Unit("a1", "us.rifle_squad"), Unit("a2", "us.rifle_squad")])],
                         axis=[("b7:E2", [Unit("g1", "ger.rifle_squad", weapons=("ger.mg42",))])], type=ScenarioType.OBJECTIVE,
                         objectives=(Objective("b7:I4", "axis"),), attacker="allied", first_player="allied", turns=5)
    state.sides[Side.ALLIED].smoke_factors = 2
    made = play_until(game, state, ai_against_passive(Side.ALLIED), lambda s: s.moving is not None)
    start = made[-1][0]
    assert isinstance(start, StartMove) and start.units == ("a1", "a2")
    assert start.smoke is not None, made[-1][1]
    assert "smoke" in (made[-1][1] or "")


def test_an_exit_scenario_attacker_gets_its_units_off_the_map():
    """6.10: with an exit goal the attacker drives for the edge instead of fighting."""
    exits = ("b7:I2", "b7:I3", "b7:I4")
    game, state = battle(open_board(9, 7), allied=[("b7:D3", [Unit("a1", "us.rifle_squad")])],
                         axis=[("b7:A6", [Unit("g1", "ger.rifle_squad")])], type=ScenarioType.EXIT,
                         victory=Victory(exit_units=1, exit_hexes=exits), attacker="allied", first_player="allied")
    play_until(game, state, ai_against_passive(Side.ALLIED), lambda s: s.turn > 3)
    assert state.sides[Side.ALLIED].exited == ["a1"]
    assert state.result is not None and state.result["winner"] == "attacker"


def test_fire_goes_where_it_does_most_harm():
    """13.4, 14.5: two squads at the same range, one in the open and one in woods: the open one."""
    game, state = battle(open_board(9, 7, {"b7:C4": "W"}), allied=[("b7:E4", [Unit("a1", "us.rifle_squad", weapons=("us.m1919a6",))])],
                         axis=[("b7:C4", [Unit("g1", "ger.rifle_squad")]), ("b7:E2", [Unit("g2", "ger.rifle_squad")])],
                         attacker="axis", first_player="allied")
    made = play_until(game, state, ai_against_passive(Side.ALLIED), lambda s: s.phase == Phase.MOVEMENT)
    fired = [a for a, _ in made if isinstance(a, Fire)]
    assert fired and fired[0].target == "b7:E2"
    assert "expected" in (made[[a for a, _ in made].index(fired[0])][1] or "")


def _advance_phase(allied, axis, **scenario):
    game, state = battle(open_board(9, 7, scenario.pop("terrain", {})), allied=allied, axis=axis,
                         attacker="allied", first_player="allied", **scenario)
    while state.phase != Phase.ADVANCE:
        game.end_phase(state)
    return game, state


def test_pinned_defenders_are_assaulted():
    """15.9: pinned defenders fall without a roll, so the squads next to them go in."""
    game, state = _advance_phase([("b7:E4", [Unit("a1", "us.rifle_squad"), Unit("a2", "us.rifle_squad")])],
                                 [("b7:E3", [Unit("g1", "ger.rifle_half_squad", pinned=True)])])
    action = AiPlayer(seed=1).choose(game, state, game.legal_actions(state))
    assert isinstance(action, Assault) and action.target == "b7:E3"


def test_a_hopeless_assault_is_not_made():
    """15.6: a half squad against three squads in a stone building: it stays put."""
    game, state = _advance_phase([("b7:E4", [Unit("a1", "us.rifle_half_squad")])],
                                 [("b7:E3", [Unit(f"g{i}", "ger.rifle_squad") for i in range(3)])], terrain={"b7:E3": "B"})
    action = AiPlayer(seed=1).choose(game, state, game.legal_actions(state))
    assert not isinstance(action, Assault)


def test_the_attacker_advances_into_a_vacated_objective():
    """5.35: the objective next to the squad is empty: it steps in and takes it."""
    game, state = _advance_phase([("b7:E4", [Unit("a1", "us.rifle_squad")])], [("b7:A1", [Unit("g1", "ger.rifle_squad")])],
                                 type=ScenarioType.OBJECTIVE, objectives=(Objective("b7:E3", "axis"),))
    action = AiPlayer(seed=1).choose(game, state, game.legal_actions(state))
    assert isinstance(action, Advance) and action.hex == "b7:E3"


def test_the_defender_keeps_its_objective():
    """The defender's squad holds the objective in the woods while the attacker approaches."""
    game, state = battle(open_board(9, 7, {"b7:E3": "W"}), allied=[("b7:E7", [Unit("a1", "us.rifle_squad")])],
                         axis=[("b7:E3", [Unit("g1", "ger.rifle_squad")])], type=ScenarioType.OBJECTIVE,
                         objectives=(Objective("b7:E3", "axis"),), attacker="allied", first_player="allied")
    players = {Side.AXIS: AiPlayer(seed=2), Side.ALLIED: Passive()}
    play_until(game, state, players, lambda s: s.turn > 2)
    assert state.units["g1"].hex == "b7:E3"


def test_a_hidden_enemy_unit_changes_no_decision():
    """Seed 004's fog of war: the AI plays from its side's view, so where a unit it cannot see
    stands does not change what it does."""
    wall = {f"b7:{c}2": "B" for c in "BCDEFGH"}  # stone buildings block the view north

    def choice(hidden_hex: str):
        game, state = battle(open_board(9, 7, wall), allied=[("b7:E5", [Unit("a1", "us.rifle_squad")])],
                             axis=[("b7:E4", [Unit("g1", "ger.rifle_squad")]), (hidden_hex, [Unit("g2", "ger.rifle_squad")])],
                             fog_of_war=True, attacker="allied", first_player="allied")
        return play_until(game, state, ai_against_passive(Side.ALLIED, seed=7), lambda s: s.turn > 1)

    first, second = choice("b7:C1"), choice("b7:G1")
    assert [a for a, _ in first] == [a for a, _ in second]


def _entered(state, unit_id: str) -> list[str]:
    return [e["hex"] for e in state.events if e["kind"] == "move_step" and unit_id in e["units"]]


def test_a_route_goes_round_a_known_minefield():
    """19.7: the direct way to the objective crosses a minefield the attacker can see; it walks round it."""
    mines = tuple(Fortification(h, "minefield", "axis") for h in ("b7:E3", "b7:E4", "b7:D4", "b7:F4"))
    game, state = battle(open_board(9, 7), allied=[("b7:E6", [Unit("a1", "us.rifle_squad")])],
                         axis=[("b7:I1", [Unit("g1", "ger.rifle_squad")])], type=ScenarioType.OBJECTIVE,
                         objectives=(Objective("b7:E1", "axis"),), fortifications=mines,
                         attacker="allied", first_player="allied", turns=5)
    play_until(game, state, ai_against_passive(Side.ALLIED), lambda s: s.turn > 3)
    assert _entered(state, "a1") and not set(_entered(state, "a1")) & {f.hex for f in mines}
    assert state.units["a1"].where.value == "map"


def test_a_tank_ends_its_move_with_its_front_to_the_enemy():
    """16.5: the tank drives up the board and stops facing the enemy squad, not the way it came."""
    game, state = battle(open_board(9, 7), allied=[("b7:A6", [Unit("a1", "us.m4a1", facing=0)])],
                         axis=[("b7:I2", [Unit("g1", "ger.rifle_squad")])], type=ScenarioType.OBJECTIVE,
                         objectives=(Objective("b7:E2", "axis"),), attacker="allied", first_player="allied", turns=5)
    play_until(game, state, ai_against_passive(Side.ALLIED), lambda s: s.phase == Phase.DEFENSIVE_FIRE)
    tank = state.units["a1"]
    assert tank.hex != "b7:A6"
    assert in_ffa(game.hex(tank.hex), tank.facing, game.hex("b7:I2"))


def test_reinforcements_come_on_and_head_for_the_objective():
    """9.x: a squad arriving from the west edge in turn 1 walks on towards the objective."""
    allied = SideSetup("us", half_squads=True, stacks=(Stack("b7:A1", (Unit("a1", "us.rifle_squad"),)),),
                       reinforcements=(Reinforcement(1, "west", (Unit("r1", "us.rifle_squad"),)),))
    game, state = battle(open_board(9, 7), axis=[("b7:I1", [Unit("g1", "ger.rifle_squad")])], type=ScenarioType.OBJECTIVE,
                         objectives=(Objective("b7:I4", "axis"),), attacker="allied", first_player="allied", turns=5,
                         allied_side=allied)
    play_until(game, state, ai_against_passive(Side.ALLIED), lambda s: s.phase == Phase.DEFENSIVE_FIRE)
    arrived = _entered(state, "r1")
    assert len(arrived) >= 3, arrived  # the edge hex and on: not stopped on the edge
    assert game.hex(arrived[-1]).distance(game.hex("b7:I4")) < game.hex(arrived[0]).distance(game.hex("b7:I4"))
