"""Situational skills of the computer opponent (issue 26): small positions where one skill
decides, each failing on the AI before the skill was built."""

from __future__ import annotations

import pytest
from battle_positions import ai_against_passive, battle, mg_lane_movement, open_board, play_until

from core.ai.estimates import ThreatMap
from core.ai.player import AiPlayer
from core.game.actions import Assault, Fire, MoveStep, Unload
from core.game.fire_power import in_ffa
from core.game.opportunity_threats import ThreatKind, opportunity_candidates
from core.game.state import Phase
from core.scenario import Fortification, Objective, ScenarioType, Unit, Victory
from core.sides import Side


def test_an_attacker_on_an_exit_hex_leaves_instead_of_firing():
    """6.10, 5.33: the squad stands on an exit hex next to an enemy squad; firing would pin it to
    the map, leaving wins the game at once."""
    exits = ("b7:I2", "b7:I3", "b7:I4")
    for level in ("normal", "hard"):
        game, state = battle(open_board(9, 7), allied=[("b7:I2", [Unit("a1", "us.rifle_squad")])],
                             axis=[("b7:H2", [Unit("g1", "ger.rifle_squad")])], type=ScenarioType.EXIT,
                             victory=Victory(exit_units=1, exit_hexes=exits), attacker="allied", first_player="allied")
        made = play_until(game, state, ai_against_passive(Side.ALLIED, level), lambda s: s.turn > 1)
        assert not [a for a, _ in made if isinstance(a, Fire)], made
        assert state.sides[Side.ALLIED].exited == ["a1"], level
        assert state.result is not None and state.result["winner"] == "attacker"


def test_a_tank_that_stays_turns_its_front_to_the_at_gun_not_the_nearest_enemy():
    """16.5: a squad in front of the tank, a PaK behind it: the tank shows the PaK its front."""
    for level in ("normal", "hard"):
        game, state = battle(open_board(9, 7), allied=[("b7:E4", [Unit("a1", "us.m4a1", facing=0)])],
                             axis=[("b7:E2", [Unit("g1", "ger.rifle_squad")]), ("b7:E7", [Unit("g2", "ger.pak40", facing=0)])],
                             type=ScenarioType.OBJECTIVE, objectives=(Objective("b7:E4", "allied"),),
                             attacker="axis", first_player="allied")
        while state.phase != Phase.MOVEMENT:  # the Fire Phase passed by (its shot at the PaK is not the point)
            game.end_phase(state)
        made = play_until(game, state, ai_against_passive(Side.ALLIED, level), lambda s: s.phase == Phase.ADVANCE)
        tank = state.units["a1"]
        assert "AT weapon in b7:E7" in " ".join(r or "" for _, r in made), level
        assert in_ffa(game.hex(tank.hex), tank.facing, game.hex("b7:E7")), (level, tank.hex, tank.facing)


def _advance_phase(first: str, allied, axis, **scenario):
    game, state = battle(open_board(9, 7, scenario.pop("terrain", {})), allied=allied, axis=axis,
                         attacker="allied", first_player=first, **scenario)
    while state.phase != Phase.ADVANCE:
        game.end_phase(state)
    return game, state


def test_a_defender_in_its_foxholes_on_the_objective_does_not_leave_them_for_a_pinned_half_squad():
    """15.8: the assault would win, but its winners would end in the open next to the enemy and
    leave the objective's foxholes; the defender stays where it pays."""
    for fortification in ("foxholes", "bunker_wood"):
        for level in ("normal", "hard"):
            game, state = _advance_phase(
                "axis", [("b7:E4", [Unit("a1", "us.rifle_half_squad", pinned=True)]),
                         ("b7:E6", [Unit("a2", "us.rifle_squad"), Unit("a3", "us.rifle_squad", weapons=("us.m1919a6",))])],
                [("b7:E3", [Unit("g1", "ger.rifle_squad")])], type=ScenarioType.OBJECTIVE,
                objectives=(Objective("b7:E3", "axis"),), fortifications=(Fortification("b7:E3", fortification, "axis"),))
            action = AiPlayer(level, seed=1).choose(game, state, game.legal_actions(state))
            assert not isinstance(action, Assault), (fortification, level, action)


def test_the_pinned_half_squad_is_still_assaulted_from_the_open():
    """15.9: the same pinned half squad, the squad next to it in the open and off the objective:
    taking it costs no position, so in it goes."""
    game, state = _advance_phase(
        "axis", [("b7:E4", [Unit("a1", "us.rifle_half_squad", pinned=True)])],
        [("b7:E3", [Unit("g1", "ger.rifle_squad")])], type=ScenarioType.OBJECTIVE,
        objectives=(Objective("b7:A1", "axis"),))
    action = AiPlayer(seed=1).choose(game, state, game.legal_actions(state))
    assert isinstance(action, Assault) and action.target == "b7:E4"


def test_hard_keeps_the_pinned_assault_normal_takes_whatever_script_its_search_chose():
    """A search level never loses a skill of the level below: with every stack on the bolder
    script, hard still takes the pinned half squad rather than the bigger, riskier stack."""
    allied = [("b7:E4", [Unit("a1", "us.rifle_half_squad", pinned=True)]),
              ("b7:F3", [Unit("a2", "us.rifle_squad"), Unit("a3", "us.rifle_squad")])]
    axis = [("b7:E3", [Unit(f"g{i}", "ger.rifle_squad") for i in range(3)])]
    chosen = {}
    for level in ("normal", "hard"):
        game, state = _advance_phase("axis", allied, axis)
        player = AiPlayer(level, seed=1)
        if level == "hard":
            # its search settled on the bolder script for every stack
            player.follow((state.turn, state.segment), {f"g{i}": "bolder" for i in range(3)})
        chosen[level] = player.choose(game, state, game.legal_actions(state))
    assert isinstance(chosen["normal"], Assault) and chosen["normal"].target == "b7:E4"
    assert chosen["hard"] == chosen["normal"]


def _entered(made) -> list[str]:
    return [a.hex for a, _ in made if isinstance(a, MoveStep)]


@pytest.mark.xfail(strict=True, reason="the tuned weights (docs/ai.md, tuning) take the lane for the farther hex: "
                   "progress weighs 2.4, the fire met on the way 0.45 (route_fire); at 1.0 and 3.0 it still crosses. "
                   "Every way on to I4 crosses the E file the MG sees, so stopping behind the houses only puts "
                   "its one opportunity shot (13.8) off to the next turn")
def test_a_squad_takes_the_covered_way_behind_the_houses_not_the_mgs_open_lane():
    """13.8: the MG in E1 sweeps the open ground round the houses; the squad goes on behind them
    (every hex it enters out of the MG's fire) instead of across the lane to a farther hex."""
    for level in ("normal", "hard"):
        game, state = mg_lane_movement("b7:C2", "b7:I4")
        fire = ThreatMap(game, state, Side.ALLIED)
        made = play_until(game, state, ai_against_passive(Side.ALLIED, level), lambda s: s.phase == Phase.ADVANCE)
        entered = _entered(made)
        assert entered, made
        assert not [h for h in entered if fire.at(h) > 0.05], (level, entered)


def _halftrack_past_a_pak(level: str):
    """The halftrack's game for two turns: the choices made, and where it stood in the PaK's
    reach (the engine's own opportunity AT shots at it) with passengers still aboard."""
    riders = (Unit("a2", "us.rifle_squad"), Unit("a3", "us.leader_2"))
    game, state = battle(open_board(15, 7), allied=[("b7:A4", [Unit("a1", "us.m3_halftrack", facing=1, passengers=riders)])],
                         axis=[("b7:M1", [Unit("g1", "ger.pak40", facing=3)])], type=ScenarioType.OBJECTIVE,
                         objectives=(Objective("b7:M5", "axis"),), attacker="allied", first_player="allied", turns=6)
    exposed = []

    def watch(s) -> bool:
        track = s.units["a1"]
        shots = [t for t in opportunity_candidates(game, s, track.hex, ["a1"]) if t.kind == ThreatKind.AT] if track.hex else []
        if s.passengers("a1") and any(t.expected >= 0.02 for t in shots):
            exposed.append((track.hex, [u.id for u in s.passengers("a1")]))
        return s.turn > 2

    return play_until(game, state, ai_against_passive(Side.ALLIED, level), watch), exposed


def test_a_halftrack_unloads_every_passenger_before_it_enters_the_paks_sight():
    """8.3, 16.x: the PaK covers the ground before the objective; the squad and its leader get
    out, all of them, before the halftrack drives where the PaK can kill it with them aboard."""
    for level in ("normal", "hard"):
        made, exposed = _halftrack_past_a_pak(level)
        assert not exposed, (level, exposed)
        unloads = [a for a, _ in made if isinstance(a, Unload)]
        assert unloads and set(unloads[0].units) == {"a2", "a3"}, (level, made)
