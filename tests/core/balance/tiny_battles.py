"""Battles small enough to play by the dozen in a test: rifle squads on the 5 x 4 test board.

Elimination; the allied attacker's squads start on the west edge, one German squad on the
east. Three squads in three turns win nearly every game (lopsided: 95% of 60); two squads in
two turns about half of them (fair: 58% of 60): a sequential test must stop early on the
first and not on the second. (Since the computer opponent prices its routes by the enemy's
fire, three squads in two turns let the German squad live to the end in a quarter of the
games, too close to the band for the test.) A game takes about 10 ms.
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


def squads_battle(attackers: int, turns: int | None = None) -> Scenario:
    turns = TURNS.get(attackers, 2) if turns is None else turns
    scenario = set_details(new_scenario([BoardRef(TINY.number)], title=f"{attackers} squads against one"),
                           type=ScenarioType.ELIMINATION, turns=turns)
    for hex_name in ("b7:A1", "b7:A2", "b7:A3")[:attackers]:
        scenario = place_unit(scenario, "allied", hex_name, "us.rifle_squad")
    return place_unit(scenario, "axis", "b7:E3", "ger.rifle_squad")


LOPSIDED = 3
FAIR = 2
TURNS = {LOPSIDED: 3, FAIR: 2}


def write_battle(folder: Path, attackers: int) -> Path:
    """The battle as a scenario file with its board in `boards/` beside it, as `vvs balance` reads it."""
    (folder / "boards").mkdir(parents=True, exist_ok=True)
    shutil.copy(TINY_FILE, folder / "boards" / "tiny.json")
    path = folder / f"squads-{attackers}.json"
    save(path, squads_battle(attackers))
    return path
