"""Special rules in the scenario file (format 2): every kind written and read back, bad ones refused, format 1 migrated."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from core.jsonio import FileFormatError, dumps_canonical
from core.resources import maps_dir
from core.scenario.io import FORMAT, dumps, loads, to_dict
from core.scenario.special_rules import (
    KINDS,
    EntryHexes,
    ExitTurns,
    HexsideAs,
    Hold,
    NoSmoke,
    ReinforcementTrigger,
    SideModifier,
    TerrainAs,
    Visibility,
)

DUEL_BYTES = (maps_dir() / "scenarios" / "hedgerow-duel.json").read_bytes()
EVERY_KIND = (
    HexsideAs("hedge", "hedgerow"), TerrainAs(("b2:C3",), "woods", 1), TerrainAs(("b2:C4",), None, 2),
    EntryHexes("axis", ("b2:U4",), 2, 3), ExitTurns(4, None, ()), NoSmoke("both"),
    Hold("axis", ("b2:P9",), None, True), ReinforcementTrigger("axis", 2, "east", ("b2:K5",), 5), SideModifier("allied", -1, 1),
    Visibility(3, 1, 2),
)


def test_every_kind_is_written_with_its_name_and_read_back_the_same():
    assert {type(r) for r in EVERY_KIND} == set(KINDS.values())
    scenario = replace(loads(DUEL_BYTES), special_rules=EVERY_KIND)
    text = dumps(scenario)
    assert [r["rule"] for r in json.loads(text)["special_rules"]] == [r.KIND for r in EVERY_KIND]
    again = loads(text.encode("utf-8"))
    assert again == scenario and dumps(again) == text  # canonical: the same bytes again


def test_a_scenario_without_rules_writes_none_and_format_2():
    document = to_dict(loads(DUEL_BYTES))
    assert "special_rules" not in document and document["format"] == FORMAT == 2


def test_a_format_1_file_is_read_as_a_scenario_without_special_rules():
    old = json.loads(DUEL_BYTES)
    old["format"] = 1
    scenario = loads(dumps_canonical(old).encode("utf-8"))
    assert scenario.special_rules == () and to_dict(scenario)["format"] == 2


@pytest.mark.parametrize(("rule", "path"), [
    ({"rule": "fog_of_war_off"}, "$.special_rules[0]"),
    ({"rule": "no_smoke", "side": "soviet"}, "$.special_rules[0]"),
    ({"rule": "hold", "side": "axis", "hexes": ["C3"], "until_turn": 2, "until_fired_upon": False}, "$.special_rules[0]"),
    ({"rule": "side_modifier", "side": "axis", "rally": 9, "fire": 0}, "$.special_rules[0]"),
    ({"rule": "hexside_as", "source": "hedge", "target": "hedgerow", "both_ways": True}, "$.special_rules[0]"),
])
def test_a_rule_the_schema_does_not_know_is_refused_with_its_place(rule, path):
    document = json.loads(DUEL_BYTES)
    document["special_rules"] = [rule]
    with pytest.raises(FileFormatError) as caught:
        loads(dumps_canonical(document).encode("utf-8"), "bad.json")
    assert f"bad.json: {path}" in str(caught.value)
