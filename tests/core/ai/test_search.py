"""The hard level's portfolio search (core.ai.portfolio) and its fog sampler (core.ai.sampler):
a budget in work units, a legal plan when stopped early, and no look at what the side cannot see."""

from __future__ import annotations

import random

import pytest
from battle_positions import HOUSES_ROUND_THE_LANE, Passive, battle, mg_lane_movement, open_board, play_until

from core.ai.player import AiPlayer
from core.ai.portfolio import DESTINATION_UNITS, Budget, _stack_end, search
from core.ai.positions import best_destination
from core.ai.profile import default_personality
from core.ai.reply import Reply
from core.ai.sampler import Memory, Sampler
from core.ai.scripts import OWN, portfolio
from core.ai.situation import Situation
from core.ai.view import view_state
from core.game.actions import EndPhase
from core.game.state import Phase
from core.scenario import Fortification, Objective, ScenarioType, Unit
from core.sides import Side

WALL = {f"b7:{c}2": "B" for c in "BCDEFGH"}  # stone buildings block the view north of row 2


def _movement_position():
    """Three allied stacks in their Movement Phase, an objective ahead, an MG watching."""
    game, state = battle(open_board(9, 7), allied=[("b7:A4", [Unit("a1", "us.rifle_squad")]),
                                                   ("b7:A5", [Unit("a2", "us.rifle_squad")]),
                                                   ("b7:B6", [Unit("a3", "us.rifle_squad")])],
                         axis=[("b7:G3", [Unit("g1", "ger.rifle_squad", weapons=("ger.mg42",))])],
                         type=ScenarioType.OBJECTIVE, objectives=(Objective("b7:H4", "axis"),),
                         attacker="allied", first_player="allied", turns=4)
    actions = game.legal_actions(state)
    while state.phase != Phase.MOVEMENT:
        actions = game.step(state, next(a for a in actions if isinstance(a, EndPhase)))
    return game, state, actions


@pytest.fixture(scope="module")
def position():
    return _movement_position()


def _search(position, units: int):
    game, state, _ = position
    view = view_state(game, state, Side.ALLIED, 1)
    sit = Situation(game, view, Side.ALLIED, default_personality(), "hard", random.Random(1))
    budget = Budget(units)
    return search(sit, portfolio(default_personality()), Sampler(game, view, Side.ALLIED, Memory()), budget), budget


@pytest.mark.parametrize("units", [0, 5, 40, 120])
def test_the_search_spends_no_more_than_its_budget_and_always_returns_a_whole_plan(position, units):
    """Work units, not seconds: the same budget is the same search on any machine. Stopped early
    (even at once), it returns a plan naming a script for every stack that may move."""
    found, budget = _search(position, units)
    assert found.spent == budget.spent <= units
    assert set(found.plan) == {"a1", "a2", "a3"}
    assert set(found.plan.values()) <= {s.name for s in portfolio(default_personality())}
    if units < DESTINATION_UNITS:
        assert set(found.plan.values()) == {OWN}  # nothing but the first plan could be paid for


def test_a_bigger_budget_never_finds_a_worse_plan_and_the_search_repeats_itself(position):
    small, _ = _search(position, 40)
    big, _ = _search(position, 2000)
    again, _ = _search(position, 2000)
    assert big.score >= small.score >= small.own_score
    assert big.tried > small.tried
    assert (big.plan, big.score) == (again.plan, again.score)


def test_a_hard_player_stopped_at_once_still_makes_legal_moves(position):
    """A think budget of 0 ms: the plan is every stack's own way, and the moves it makes are
    ones the engine offers (a chooser's slip would show as "nothing else to do")."""
    game, state, _ = position
    state = state.clone()
    player = AiPlayer("hard", seed=3, think_ms=0)
    made = play_until(game, state, {Side.ALLIED: player, Side.AXIS: Passive()}, lambda s: s.phase != Phase.MOVEMENT)
    reasons = [str(why) for _, why in made]
    assert any("searched 1 plans (0 work units)" in r for r in reasons)
    assert not any("nothing else to do" in r for r in reasons)
    assert any(e["kind"] == "move_end" for e in state.events)


def _fogged(hidden_hex: str, first: str = "allied"):
    """g2 stood in sight at b7:G3 when the allies last looked; now it stands behind the wall."""
    game, state = battle(open_board(9, 7, WALL), allied=[("b7:E5", [Unit("a1", "us.rifle_squad")]),
                                                         ("b7:A6", [Unit("a2", "us.rifle_squad")])],
                         axis=[("b7:E4", [Unit("g1", "ger.rifle_squad")]), ("b7:G3", [Unit("g2", "ger.rifle_squad")])],
                         type=ScenarioType.OBJECTIVE, objectives=(Objective("b7:I5", "axis"),),
                         fog_of_war=True, attacker="allied", first_player=first)
    memory = Memory()
    memory.update(game, view_state(game, state, Side.ALLIED, 1), Side.ALLIED)
    state.units["g2"].hex = hidden_hex
    return game, state, memory


def test_the_sampler_places_a_remembered_unit_where_it_may_be_never_where_it_is():
    """Moving a hidden unit changes no sample: the copies read the memory and the view only
    (the twin of test_behaviour's test that a hidden unit changes no decision)."""
    samples = []
    for hidden_hex in ("b7:C1", "b7:G1"):
        game, state, memory = _fogged(hidden_hex)
        view = view_state(game, state, Side.ALLIED, 1)
        assert "g2" not in view.units and "g2" in memory.seen
        sampler = Sampler(game, view, Side.ALLIED, memory)
        samples.append([sampler.copy(seed).units["g2"].hex for seed in range(6)])
    assert samples[0] == samples[1]
    seen = {game.name(h) for h in game.battlefield.hexes
            if game.sight(state).can_see(game.hex("b7:E5"), h)}
    assert not set(samples[0]) & seen  # never where the allies would see it
    assert len(set(samples[0])) > 1  # the copies cover the places it may be


def test_a_hidden_unit_changes_no_decision_of_the_searching_level():
    """The hard player sees g2 at its first decision, in the enemy's segment; then g2 slips
    behind the wall, to one hex or another, before the player's own segment. Its search plays
    on copies holding g2 where it may be (the player remembers it), and where g2 really stands
    still changes nothing the hard level does."""
    def choices(hidden_hex: str):
        game, state, _ = _fogged("b7:G3", first="axis")
        player = AiPlayer("hard", seed=7)
        play_until(game, state, {Side.ALLIED: player, Side.AXIS: Passive()}, lambda s: game.to_act(s) == Side.ALLIED)
        actions = game.legal_actions(state)
        first = player.choose(game, state, actions)  # g2 in sight, in the axis segment
        state.units["g2"].hex = hidden_hex
        game.step(state, first)
        made = play_until(game, state, {Side.ALLIED: player, Side.AXIS: Passive()}, lambda s: s.turn > 1)
        assert "g2" in player._memory.seen and state.active == Side.AXIS
        return made

    first, second = choices("b7:C1"), choices("b7:G1")
    assert any("searched" in str(w) for _, w in first)
    assert [a for a, _ in first] == [a for a, _ in second]
    assert [str(w) for _, w in first] == [str(w) for _, w in second]


def test_a_unit_that_vanishes_in_the_sides_own_segment_is_forgotten():
    """The enemy cannot move in the side's segment: a seen unit gone from sight then was eliminated."""
    game, state, memory = _fogged("b7:G3")
    del state.units["g2"]
    memory.update(game, view_state(game, state, Side.ALLIED, 1), Side.ALLIED)
    assert "g2" not in memory.seen


def test_a_plan_is_charged_the_fire_its_stacks_meet_on_the_way():
    """13.8: the MG in E1 sees down the E file; the squad's own best move crosses it at E4 to reach G5.
    The plan's score is its end hex against the enemy's reply and, as the move chooser prices it,
    the opportunity fire on the way: a bolder script must not cross a lane for free."""
    game, state = mg_lane_movement("b7:C4", "b7:I6", {**HOUSES_ROUND_THE_LANE, "b7:E5": "B"})  # E5 hides the E file below it
    view = view_state(game, state, Side.ALLIED, 1)
    sit = Situation(game, view, Side.ALLIED, default_personality(), "hard", random.Random(1))
    group = [view.units["a1"]]
    move = best_destination(sit, group, draw=False)
    assert move is not None and move.terms is not None and "b7:E4" in move.path
    met = move.score - move.terms.total
    assert met < 0  # the MG's opportunity shot at E4
    found = search(sit, portfolio(default_personality()), Sampler(game, view, Side.ALLIED, Memory()), Budget(2000))
    end = _stack_end(sit, {}, group, move.hex)
    assert found.own_score == pytest.approx(Reply(sit, [view], []).score([end]) + met)


def test_the_enemy_reply_counts_a_foxhole_s_cover_as_the_threat_map_does():
    """13.4, 19.x: a squad that ends its move in a foxhole is harder to hit than one in the same open
    hex without it; the search's enemy reply must see it, or its plans pull defenders out of their
    holes for nothing."""
    fire = {}
    for dug_in in (False, True):
        game, state = battle(open_board(9, 7), allied=[("b7:E4", [Unit("a1", "us.rifle_squad")])],
                             axis=[("b7:E1", [Unit("g1", "ger.rifle_squad", weapons=("ger.mg42",))])],
                             type=ScenarioType.OBJECTIVE, objectives=(Objective("b7:H4", "axis"),),
                             fortifications=(Fortification("b7:E4", "foxholes", "allied"),) if dug_in else (),
                             attacker="allied", first_player="allied")
        view = view_state(game, state, Side.ALLIED, 1)
        sit = Situation(game, view, Side.ALLIED, default_personality(), "hard", random.Random(1))
        end = _stack_end(sit, {}, [view.units["a1"]], "b7:E4")
        fire[dug_in] = Reply(sit, [view], []).score([end]) - end.base
    assert fire[False] < fire[True] < 0
