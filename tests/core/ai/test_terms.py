"""The named evaluation terms (core/ai/terms.py): each term's function, its weight from the
personality data, and a score built from them."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from battle_positions import battle, open_board

from core.ai import terms
from core.ai.profile import default_personality, personality, personality_names
from core.ai.terms import TERMS, Score, extra_reasons
from core.jsonio import named_validator
from core.resources import data_path
from core.scenario import Fortification, Unit


def test_every_term_has_a_function_and_a_weight_in_every_personality():
    for name in personality_names():
        weights = personality(name).term_weights
        assert set(weights) == set(TERMS), name
    for term in TERMS:
        assert callable(getattr(terms, term)) and getattr(terms, term).__doc__, term


def test_the_terms_the_computer_does_not_weigh_yet_have_weight_zero():
    weights = default_personality().term_weights
    assert {t for t in TERMS if weights[t] == 0} == {"cover", "facing", "leader_safety", "transport_risk", "fortification",
                                                    "reinforcement_timing"}


def test_the_schema_rejects_an_unknown_term_and_a_negative_weight():
    document = json.loads(data_path("ai_personalities.json").read_text())
    validator = named_validator("ai-personalities.schema.json")
    assert not list(validator.iter_errors(document))
    for bad in ({"morale_boost": 1}, {"cover": -1}):
        changed = json.loads(json.dumps(document))
        changed["personalities"]["balanced"]["terms"] = bad
        assert list(validator.iter_errors(changed)), bad
    missing = json.loads(json.dumps(document))
    del missing["terms"]["cover"]
    assert list(validator.iter_errors(missing))


def hand_set():
    """The personality with every weighed term at 1 (the tuned weights would blur the sums)."""
    base = default_personality()
    return replace(base, terms={t: 1.0 if w else 0.0 for t, w in base.term_weights.items()})


def test_a_term_of_weight_zero_is_neither_computed_nor_counted():
    def never() -> float:
        raise AssertionError("a term of weight 0 was computed")

    score = Score(hand_set()).add("goal_progress", -2.0).add("cover", never).add("fire_taken", -0.5)
    assert score.total == -2.5
    assert [t for t, _ in score.parts] == ["goal_progress", "fire_taken"]


def test_a_weight_scales_its_term_and_a_personality_may_override_one():
    base = default_personality()
    bolder = replace(base, terms={**base.term_weights, "cover": 2.0})
    assert Score(bolder).add("cover", 1.5).total == 3.0
    assert Score(base).add("cover", 1.5).total == 0.0


def test_the_reason_names_the_top_terms_its_line_does_not_state():
    weights = {**hand_set().term_weights, "cover": 1.0, "fortification": 1.0}
    score = Score(replace(default_personality(), terms=weights))
    score.add("goal_progress", -3.0).add("fire_taken", -0.2).add("cover", 2.0).add("fortification", 0.1)
    stated = ("goal_progress", "fire_taken")
    assert extra_reasons(score, stated) == "good cover (+2.0)"  # the top three: progress, cover, fire
    assert extra_reasons(score, stated, count=4) == "good cover (+2.0), the fortification's value (+0.1)"
    assert extra_reasons(score, stated, count=1) == ""
    plain = Score(hand_set()).add("goal_progress", -3.0).add("fire_taken", -0.2)
    assert extra_reasons(plain, ("goal_progress", "fire_taken")) == ""


def test_cover_facing_and_fortification_read_the_position():
    game, state = battle(open_board(9, 7, {"b7:C4": "W"}),
                         allied=[("b7:E4", [Unit("t1", "us.m3_halftrack", facing=0, passengers=(Unit("a1", "us.rifle_squad"),)),
                                            Unit("l1", "us.leader_2")])],
                         axis=[("b7:E6", [Unit("g1", "ger.rifle_squad")]), ("b7:E2", [Unit("g2", "ger.rifle_squad")])],
                         fortifications=(Fortification("b7:E6", "trench", "axis"),))
    assert terms.cover(game, "b7:C4") > terms.cover(game, "b7:E3")
    assert terms.facing(game, "b7:E4", 0, ["b7:E2"]) == 1.0
    assert terms.facing(game, "b7:E4", 0, ["b7:E6"]) == 0.0
    assert terms.facing(game, "b7:E4", 0, ["b7:E2", "b7:E6"]) == 0.5
    assert terms.facing(game, "b7:E4", None, ["b7:E6"]) == 0.0
    defenders = [state.units["g1"]]
    assert terms.fortification(game, state, "b7:E6", defenders) > 0
    assert terms.fortification(game, state, "b7:E2", [state.units["g2"]]) == 0
    allied = [state.units["t1"], state.units["l1"]]
    assert terms.leader_safety(game, allied, 0.5) == -0.5
    assert terms.transport_risk(game, state, allied, 0.5) < 0
    assert terms.transport_risk(game, state, [state.units["l1"]], 0.5) == 0


@pytest.mark.parametrize(("left", "total", "expected"), [(6, 6, 1.0), (3, 6, 0.5), (0, 6, 0.0)])
def test_reinforcements_count_for_more_early(left, total, expected):
    assert terms.reinforcement_timing(left, total) == expected


def test_time_left_keeps_urgency_between_its_bounds():
    assert terms.time_left(0, 5, 4) == 0.75
    assert terms.time_left(100, 1, 4) == 3.0
    assert terms.time_left(8, 4, 4) == 1.0
