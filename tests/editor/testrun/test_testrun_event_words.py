"""Every engine event kind reads as a sentence: no raw `key value` dump, no Python repr.

The kinds come from whole games of every sample scenario with every player type (the
random and simple players and the computer), and, for the kinds those games do not
reach (snipers, minefields, overruns), from each kind's dataclass filled as the rules
fill it. The window's own log is checked after a computer-vs-computer game.
"""

from __future__ import annotations

import re
from dataclasses import fields

import pytest

from core.ai.specs import players_from_specs
from core.documents.sources import boards_beside
from core.game.event_types import EVENT_TYPES, event_from_dict
from core.game.game import Game
from core.game.players import play_game
from core.placement.context import context_for
from core.resources import maps_dir
from core.scenario.io import load
from editor.testrun.describe import event_text, unit_namer
from editor.testrun.event_words import SENTENCES

SAMPLES = sorted((maps_dir() / "scenarios").glob("*.json"))
HEX_WIDE = ("close_assault", "support_attack")  # they strike a hex: the casualties line after names who was hit
PLAYERS = ("random", "simple", "ai:easy")
REPR = re.compile(r"\b(True|False|None)\b|[\[\]{}']|\b[a-z]+_[a-z_]+\b|\((unit|result|points|roll|name|value|section) ")


def assert_reads_well(line: str, event) -> None:
    assert not REPR.search(line), line
    assert f"{event['kind']}:" not in line, line
    pairs = [name for name in event  # a dump shows every field as "name value" ("points 4, air_burst False")
             if name not in ("kind", "turn", "phase") and re.search(rf"\b{name} {re.escape(str(event[name]))}\b", line)]
    assert len(pairs) < 2, (pairs, line)


def sample_value(f, kind: str):
    role = f.metadata.get("role")
    if role == "unit":
        return "a1"
    if role in ("units", "hexes"):
        return ["a1", "g1"] if role == "units" else ["b7:C3", "b7:D3"]
    if role == "hex":
        return "b7:C3"
    if f.name == "side":
        return "axis"
    if f.name == "results":
        return [{"unit": "g1", "result": "reduced_pinned", "points": 2, "roll": None}]
    if f.name == "modifiers":
        return [{"name": "Woods cover", "value": 2, "section": "13.4"}, {"name": "leader g5", "value": -1, "section": "13.6"}]
    if f.name == "mission":
        return "light_barrage"
    if f.name in ("facing", "direction"):
        return 3
    if f.name in ("roll", "modified", "cp", "points", "apfp", "needed", "kill_roll", "number", "level", "markers"):
        return 7
    return None


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_each_kind_has_its_sentence(qapp, kind):
    cls = EVENT_TYPES[kind]
    values = {f.name: v for f in fields(cls) if f.name not in ("turn", "phase") and (v := sample_value(f, kind)) is not None}
    event = cls(turn=2, phase="fire", **values)
    assert kind in SENTENCES
    line = event_text(event.to_dict(), lambda unit: f"Rifle squad ({unit})")
    assert line.startswith("T2 Fire · ")
    assert_reads_well(line, event)
    assert event_from_dict(event.to_dict()).to_dict() == event.to_dict()  # typed again from a log, the same dict


@pytest.mark.parametrize("players", PLAYERS)
def test_every_event_of_whole_sample_games_reads_as_a_sentence(qapp, players):
    seen: set[str] = set()
    for path in SAMPLES if players != "ai:easy" else SAMPLES[1:2]:
        scenario = load(path)  # the samples on boards 5 and 6 find them beside the samples
        game = Game(scenario, context_for(scenario, boards_beside(path)), computer=("allied", "axis"))
        state = play_game(game, game.new_state(4), players_from_specs({s: players for s in ("allied", "axis")}, 4))
        who = unit_namer(game, state)
        combined = {u for e in state.events if e.kind == "combine" for u in e.units if u != e.into}  # left the game (13.10)
        for event in state.events:
            assert type(event).__name__ != "OtherEvent"
            line = event_text(event, who)
            assert_reads_well(line, event)
            units, hexes = event.mentions()
            for unit in units:
                assert unit in state.units or unit in combined, (event, unit)
                if unit not in event.get("into", ()):  # a half squad's new id names no catalogue type yet
                    assert f"({unit})" in line or event.kind in HEX_WIDE or unit in line, (unit, line)
            seen.add(event.kind)
    assert {"ap_attack", "casualties", "move_start", "turn", "game_over"} <= seen
    if players == "ai:easy":
        assert "decision" in seen
