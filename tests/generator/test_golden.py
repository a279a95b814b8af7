"""Golden seeds: settings and a seed in, the expected scenario file out, byte for byte (issue 6, point 7).

golden/cases.json lists the inputs; golden/<name>.json is the scenario each must
give. A deliberate change to the generator or its data changes them: rewrite
them with `VVS_UPDATE_GOLDEN=1 python3 -m pytest tests/generator/test_golden.py`
and look at the difference before committing it.
"""

import json
import os
from pathlib import Path

import pytest

from core.scenario.io import dumps, loads
from generator import Settings, generate

GOLDEN = Path(__file__).parent / "golden"
CASES = json.loads((GOLDEN / "cases.json").read_text())
UPDATE = os.environ.get("VVS_UPDATE_GOLDEN") == "1"


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_settings_and_seed_give_the_expected_scenario_file(name):
    case = CASES[name]
    produced = dumps(generate(Settings.from_dict(case["settings"]), case["seed"]))
    path = GOLDEN / f"{name}.json"
    if UPDATE:
        path.write_text(produced, encoding="utf-8")
    assert produced == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_stored_seed_and_settings_make_the_same_battle_again(name):
    data = (GOLDEN / f"{name}.json").read_bytes()
    scenario = loads(data)
    stored = dict(scenario.generator.settings)
    assert scenario.generator.seed == CASES[name]["seed"]
    assert all(stored[key] == value for key, value in CASES[name]["settings"].items())
    assert dumps(generate(Settings.from_dict(stored), scenario.generator.seed)).encode("utf-8") == data
