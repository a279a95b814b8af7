"""A group made with the reinforcement edits comes on in a played game (core.game, 6.10):
it waits off the map on turn 1, and enters from its edge on its turn."""

from pathlib import Path

from core.boards.board import load_board
from core.game.actions import MoveStep, StartMove
from core.game.game import Game
from core.game.players import make_players, play_game
from core.game.state import Phase, Where
from core.placement import context_for, violations
from core.scenario import BoardRef, ScenarioType
from core.scenario.edit_details import new_scenario, set_details
from core.scenario.edit_reinforcements import add_reinforcement, set_reinforcement_edge, set_reinforcement_turn
from core.scenario.edit_units import place_unit
from core.sides import Side

TINY = load_board(Path(__file__).parents[1] / "boards" / "tiny.json")


def battle():
    s = new_scenario([BoardRef(7)], title="Reinforcements in play")
    s = set_details(s, type=ScenarioType.ELIMINATION, turns=3, attacker="allied", first_player="allied")
    s = place_unit(s, "allied", "b7:A2", "us.rifle_squad")
    s = place_unit(s, "axis", "b7:E3", "ger.rifle_squad")
    s = add_reinforcement(s, "allied", 1, "east", ["us.rifle_squad", "us.rifle_squad"])
    s = set_reinforcement_turn(s, "allied", 0, 2)  # edited after it was made, as the dock does
    return set_reinforcement_edge(s, "allied", 0, "west")


def test_the_edited_group_waits_for_its_turn_then_enters_from_its_edge():
    scenario = battle()
    context = context_for(scenario, {7: TINY})
    assert violations(scenario, context) == []
    game = Game(scenario, context)
    state = game.new_state(seed=3)
    players = make_players("simple", 3)
    arriving = {u.id for u in scenario.allied.reinforcements[0].units}
    assert {state.units[i].where for i in arriving} == {Where.WAITING}
    while True:  # the computer plays both sides until the group may start its move
        actions = game.legal_actions(state)
        starts = [a for a in actions if isinstance(a, StartMove) and set(a.units) == arriving]
        if starts:
            break
        assert state.turn <= 2 and not state.is_over, "the group's turn came and went, and it was not offered"
        game.step(state, players[game.to_act(state)].choose(game, state, actions))
    assert (state.turn, state.phase, state.active) == (2, Phase.MOVEMENT, Side.ALLIED)  # not on turn 1
    game.step(state, starts[0])
    steps = [a for a in game.legal_actions(state) if isinstance(a, MoveStep)]
    west = {game.battlefield.name(h) for h in game.battlefield.edge_hexes("west")}
    assert steps and {a.hex for a in steps} <= west  # only onto its own edge
    game.step(state, steps[0])
    assert {state.units[i].hex for i in arriving} == {steps[0].hex}
    state = play_game(game, state, players)
    assert state.is_over
    entered = [e for e in state.events if e["kind"] == "entered" and e["unit"] in arriving]
    assert sorted(e["unit"] for e in entered) == sorted(arriving) and {e["turn"] for e in entered} == {2}
