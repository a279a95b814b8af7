"""core.terrain: terrain behaviour is read from core/data/terrain.json, not keyed by ids in code."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from core.game.fire import mortar_may_fire_from
from core.game.move_group import has_bunker
from core.jsonio import FileFormatError
from core.resources import data_path
from core.terrain import catalogue, parse_catalogue
from tests.core.game.conftest import make_board, make_game


def _document() -> dict[str, Any]:
    return json.loads(data_path("terrain.json").read_text(encoding="utf-8"))


def _entry(document: dict[str, Any], group: str, entry_id: str) -> dict[str, Any]:
    return next(e for e in document[group] if e["id"] == entry_id)


def test_the_shipped_flags() -> None:
    terrain = catalogue()
    assert {t.id for t in terrain.terrain.values() if t.air_burst} == {"woods", "jungle"}  # 12.64, 18.6
    assert {t.id for t in terrain.terrain.values() if t.overrun_prohibited} == {"building"}  # 17.1
    assert {t.id for t in terrain.terrain.values() if t.mortar_prohibited} == {"building"}  # 12.61
    assert terrain.bunkers == ("bunker_concrete", "bunker_wood")  # 19.5
    assert {f.id for f in (terrain.fortifications or {}).values() if f.may_be_hidden} == {"minefield"}  # 19.71


def test_flags_come_from_the_data_file() -> None:
    document = copy.deepcopy(_document())
    _entry(document, "terrain", "orchard")["air_burst"] = True
    _entry(document, "terrain", "woods")["overrun_prohibited"] = True
    _entry(document, "fortifications", "sandbags")["bunker"] = True
    _entry(document, "fortifications", "trench")["may_be_hidden"] = True
    terrain = parse_catalogue(document)
    assert terrain.get("orchard").air_burst and terrain.get("woods").overrun_prohibited
    assert terrain.bunkers == ("bunker_concrete", "bunker_wood", "sandbags")
    assert terrain.fortification("trench").may_be_hidden


def test_a_flag_must_be_a_boolean() -> None:
    document = copy.deepcopy(_document())
    _entry(document, "terrain", "woods")["air_burst"] = "yes"
    with pytest.raises(FileFormatError):
        parse_catalogue(document)


def test_the_engine_asks_the_game_s_terrain() -> None:
    """A mortar may not fire from a building (12.61) because the data says so; sandbags made a bunker are one."""
    game, state = make_game(make_board([".....", ".B...", "....."]))
    assert not mortar_may_fire_from(game, state, "b7:B2")
    assert mortar_may_fire_from(game, state, "b7:C2")
    state.fortifications.append({"hex": "b7:C2", "type": "sandbags", "side": "allied", "facing": None, "hidden": False})
    assert not has_bunker(game, state, "b7:C2")
    document = copy.deepcopy(_document())
    _entry(document, "terrain", "building")["mortar_prohibited"] = False
    _entry(document, "fortifications", "sandbags")["bunker"] = True
    game.terrain = parse_catalogue(document)
    assert mortar_may_fire_from(game, state, "b7:B2")
    assert has_bunker(game, state, "b7:C2")
