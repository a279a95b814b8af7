"""A scenario's own line-of-sight inputs: its smoke (11.5) and its bunkers (19.5), read the same
way by the engine, `vvs los` and the editor's probe."""

import json
from dataclasses import replace

from core.los import Sightlines
from core.placement import context_for
from core.resources import maps_dir
from core.scenario import Fortification, SmokeMarker
from core.scenario.io import load, to_dict
from core.scenario.sight import scenario_blockers, scenario_smoke
from editor.cli import main

SAMPLE = maps_dir() / "scenarios" / "hedgerow-duel.json"


def _clear_column(battlefield):
    """An open hex X whose north and south neighbours see each other straight through it."""
    sight = Sightlines(battlefield)
    for x in battlefield.ordered:
        a, b = x.neighbor(0), x.neighbor(3)
        if battlefield.terrain(x) == "open" and a in battlefield and b in battlefield and sight.sight(a, b) == (False, 0):
            return a, x, b
    raise AssertionError("no clear column on the board")


def test_19_5_a_bunker_blocks_and_11_5_smoke_hinders_and_markers_off_the_map_are_skipped(capsys, tmp_path):
    scenario = load(SAMPLE)
    battlefield = context_for(scenario).battlefield
    a, x, b = _clear_column(battlefield)
    bunkered = replace(scenario, fortifications=(Fortification(battlefield.name(x), "bunker_wood", "axis", facing=0),),
                       smoke=(SmokeMarker(battlefield.name(b), 2), SmokeMarker("b9:A1", 1)))
    assert scenario_blockers(bunkered, battlefield) == (x,)
    assert scenario_smoke(bunkered, battlefield) == {b: 2}

    path = tmp_path / "bunker.json"
    path.write_text(json.dumps(to_dict(bunkered)))
    assert main(["los", str(path), battlefield.name(a), battlefield.name(b), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["blocked"] is True
    smoky = replace(bunkered, fortifications=())
    path.write_text(json.dumps(to_dict(smoky)))
    assert main(["los", str(path), battlefield.name(a), battlefield.name(b), "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["blocked"] is False and answer["hindrance"] == 2
