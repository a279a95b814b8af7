"""Battles small enough to play by the dozen in a test: rifle squads on the 5 x 4 test board.

Two turns, elimination; the allied attacker's squads start on the west edge, one German
squad on the east. With three squads the attacker wins every one of the first seeds
(lopsided); with two, about half of them (fair): a sequential test must stop early on the
first and not on the second. A game takes about 10 ms.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from core.boards.board import load_board
from core.scenario import BoardRef, Scenario, ScenarioType
from core.scenario.edit_details import new_scenario, set_details
from core.scenario.edit_units import place_unit
from core.scenario.io import save

TINY_FILE = Path(__file__).parents[1] / "boards" / "tiny.json"
TINY = load_board(TINY_FILE)
BOARDS = {TINY.number: TINY}


def squads_battle(attackers: int, turns: int = 2) -> Scenario:
    scenario = set_details(new_scenario([BoardRef(TINY.number)], title=f"{attackers} squads against one"),
                           type=ScenarioType.ELIMINATION, turns=turns)
    for hex_name in ("b7:A1", "b7:A2", "b7:A3")[:attackers]:
        scenario = place_unit(scenario, "allied", hex_name, "us.rifle_squad")
    return place_unit(scenario, "axis", "b7:E3", "ger.rifle_squad")


LOPSIDED = 3
FAIR = 2


def write_battle(folder: Path, attackers: int) -> Path:
    """The battle as a scenario file with its board in `boards/` beside it, as `vvs balance` reads it."""
    (folder / "boards").mkdir(parents=True, exist_ok=True)
    shutil.copy(TINY_FILE, folder / "boards" / "tiny.json")
    path = folder / f"squads-{attackers}.json"
    save(path, squads_battle(attackers))
    return path
