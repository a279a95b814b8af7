"""The sample that uses special rules, played by the computer: it never does what a rule forbids."""

from __future__ import annotations

import pytest

from core.ai.specs import players_from_specs
from core.game.game import Game
from core.game.special_rules import trigger_mark
from core.game.state import Where
from core.resources import maps_dir
from core.scenario.io import load
from core.scenario.special_rules import Hold, ReinforcementTrigger
from core.sides import Side

SAMPLE = maps_dir() / "scenarios" / "ford-at-le-gue.json"


@pytest.fixture(scope="module")
def played():
    """Turns 1 to 3 of a game between two ai:normal players, each action checked as it is chosen."""
    scenario = load(SAMPLE)
    game = Game(scenario, computer=("allied", "axis"))
    state = game.new_state(3)
    players = players_from_specs({Side.ALLIED: "ai:normal", Side.AXIS: "ai:normal"}, 3)
    start = {u.id: u.hex for u in state.units.values()}
    seen = []
    actions = game.legal_actions(state)
    while not state.is_over and state.turn <= 3:
        chosen = players[game.to_act(state)].choose(game, state, actions)
        assert chosen in actions
        actions = game.step(state, chosen)
        seen.append((state.turn, {u.id: (u.where, u.hex) for u in state.units.values()}, list(state.released)))
    return scenario, start, seen


def test_the_held_reserve_stays_put_until_fired_upon_or_turn_3(played):
    scenario, start, seen = played
    hold = next(r for r in scenario.special_rules if isinstance(r, Hold))
    held = {u.id for s in scenario.axis.stacks if s.hex in hold.hexes for u in s.units}
    assert held
    for turn, units, released in seen:
        for unit_id in held - set(released):
            where, hex_name = units[unit_id]
            assert turn >= 3 or where != Where.MAP or hex_name == start[unit_id], (turn, unit_id)


def test_the_triggered_panzer_waits_for_an_american_at_the_bridge_or_turn_4(played):
    scenario, _, seen = played
    index, trigger = next((i, r) for i, r in enumerate(scenario.special_rules) if isinstance(r, ReinforcementTrigger))
    waiting = {u.id for g in scenario.axis.reinforcements if g.turn == trigger.turn for u in g.units}
    for _turn, units, released in seen:
        if trigger_mark(index) not in released:
            assert all(units[u][0] == Where.WAITING for u in waiting)


def test_the_american_second_wave_enters_only_on_the_road(played):
    scenario, _, seen = played
    second = {u.id for g in scenario.allied.reinforcements for u in g.units}
    entered = set()
    previous = {u: Where.WAITING for u in second}
    for _turn, units, _released in seen:
        for unit_id in second:
            where, hex_name = units[unit_id]
            if previous[unit_id] == Where.WAITING and where == Where.MAP:
                entered.add(hex_name)
            previous[unit_id] = where
    assert entered and entered <= {"b3:A4", "b3:A5", "b3:A6"}
