"""The log's story order (causes before effects) and its segment and turn summaries, on the engine's own events."""

from __future__ import annotations

from core.game.state import UnitState
from core.sides import Side
from editor.testrun.describe import event_text
from editor.testrun.log_story import story

UNITS = {"a1": UnitState("a1", "us.rifle_squad", Side.ALLIED), "a2": UnitState("a2", "us.rifle_squad", Side.ALLIED),
         "g1": UnitState("g1", "ger.rifle_squad", Side.AXIS)}


def ev(kind, phase="advance", turn=1, **fields):
    return {"kind": kind, "turn": turn, "phase": phase, **fields}


def test_a_close_assault_is_told_before_the_losses_the_engine_reported_first(qapp):
    events = [ev("turn", "command", number=1),
              ev("casualties", hex="b7:A3", points=2, air_burst=False, results=[{"unit": "g1", "result": "eliminated", "points": 2, "roll": None}], unfulfilled=0),
              ev("eliminated", unit="g1", cause="close assault"),
              ev("close_assault", units=["a1"], origin="b7:A2", target="b7:A3", attack=6, defence=3, odds="2-1", kill_number=7,
                 modified_kill_number=7, roll=5, modified_roll=5, success=True, defender_losses=["g1"])]
    kinds = [e.kind for e in story(events, UNITS)]
    assert kinds == ["turn", "close_assault", "casualties", "eliminated"]


def test_each_segment_ends_with_its_summary(qapp):
    events = [ev("turn", "command", number=1),
              ev("move_start", "movement", units=["a1"], hex="b7:A1", mp=4, assault=False),
              ev("move_start", "movement", units=["a2"], hex="b7:A1", mp=4, assault=False),
              ev("ap_attack", "defensive_fire", firers=["g1"], target="b7:B2", apfp=6, cp=0),  # the axis fire back: still allied's segment
              ev("ap_attack", "fire", turn=1, firers=["g1"], target="b7:B2", apfp=6, cp=2),  # axis segment
              ev("eliminated", "fire", unit="a2", cause="casualties"),
              ev("turn", "command", turn=2, number=2)]
    told = story(events, UNITS)
    lines = [event_text(e, lambda u: f"Rifle squad ({u})") for e in told]
    summaries = [line for line in lines if " segment: " in line]
    assert summaries == ["T1 Defensive Fire · Allied segment: 2 moves, 0 fires, 0 close assaults",
                         "T1 Fire · Axis segment: 0 moves, 1 fire, 0 close assaults; eliminated: Rifle squad (a2)"]
    assert lines.index(summaries[0]) == 4 and lines[-1].endswith("Turn 2 begins")
    assert lines[-2] == "T1 Fire · End of turn 1. Allied losses: Rifle squad (a2). Axis losses: no loss"
    assert [e.kind for e in story(events[:5], UNITS)] == [e.kind for e in told[:6]]  # the story of a shorter game begins the same


def test_a_second_assault_is_not_told_before_the_first_ones_losses(qapp):
    first_losses = [ev("casualties", hex="b7:A3", points=2, air_burst=False, results=[{"unit": "g1", "result": "eliminated", "points": 2, "roll": None}], unfulfilled=0),
                    ev("eliminated", unit="g1", cause="close assault")]
    first = ev("close_assault", units=["a1"], origin="b7:A2", target="b7:A3", success=True, defender_losses=["g1"])
    second = ev("close_assault", units=["a2"], origin="b7:C2", target="b7:C3", success=False)
    kinds = [(e.kind, e.get("units")) for e in story([*first_losses, first, second], UNITS)]
    assert kinds == [("close_assault", ["a1"]), ("casualties", None), ("eliminated", None), ("close_assault", ["a2"])]
