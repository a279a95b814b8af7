"""Issue 22: a scenario with no units on a side is a problem (side.no-units) that `vvs validate` lists
and `vvs export` refuses; a side that only arrives as reinforcements has a force."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from core.placement import codes, problems, violations
from core.resources import maps_dir
from core.scenario import BoardRef, Reinforcement, Stack, Unit
from core.scenario.edit_details import new_scenario
from core.scenario.io import load, to_dict
from editor.cli import main

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))


def test_an_empty_scenario_lacks_a_force_on_each_side():
    empty = new_scenario([BoardRef(1)], title="Empty")
    found = problems(empty)
    assert [(p.code, p.values) for p in found] == [("side.no-units", (("side", "allied"),)),
                                                   ("side.no-units", (("side", "axis"),))]
    assert found[0].message == "the allied side has no units: place some on the map or bring them in a reinforcement group"
    assert found[0].template.format(side="allied") == found[0].message and found[0].hex is None
    assert violations(empty) == []  # the placement rules alone judge pieces, and there are none


def test_reinforcements_are_a_force_but_a_loose_weapon_is_not():
    scenario = load(SAMPLE)
    axis = scenario.axis
    only_later = replace(scenario, axis=replace(axis, stacks=(), reinforcements=(
        Reinforcement(2, "east", (Unit("g1", "ger.rifle_squad"),)),)))
    assert "side.no-units" not in codes(problems(only_later))
    bare = replace(scenario, axis=replace(axis, stacks=(Stack(axis.stacks[0].hex, (), ("ger.mg42",)),), reinforcements=()))
    assert [p.values for p in problems(bare) if p.code == "side.no-units"] == [(("side", "axis"),)]


def test_validate_lists_it_and_export_refuses_it(capsys, tmp_path):
    document = to_dict(load(SAMPLE))
    document["sides"]["axis"]["stacks"] = []
    document["sides"]["axis"]["reinforcements"] = []
    empty = tmp_path / "one-sided.json"
    empty.write_text(json.dumps(document))
    code = main(["validate", str(empty), "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1 and report["valid"] is False
    assert [v["code"] for v in report["violations"]] == ["side.no-units"]
    code = main(["export", str(empty), "-o", str(tmp_path / "one-sided.zip")])
    out, err = capsys.readouterr()
    assert code != 0 and "no units" in out + err and not (tmp_path / "one-sided.zip").exists()
