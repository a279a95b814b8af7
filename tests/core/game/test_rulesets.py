"""A scenario's "ruleset" decides the tables and the counter values of the whole game: the
seeds' edition by default, or "rules-2021" (AP Combat Table CP = 7 + row - roll, tank
armor one letter thicker; docs/decisions/combat.md, units.md)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import core.combat.ap
import core.combat.assault
import core.combat.at
import core.combat.checks
import core.combat.facing
import core.game
import core.tables
from core.game.actions import Fire
from core.game.at_fire import resolve_at_fire
from core.game.state import Phase, Where
from core.sides import Side
from core.units import Letter
from tests.core.game.conftest import ScriptedDice, make_board, make_game, unit

OPEN = make_board([".....", ".....", ".....", "....."])


def rifle_squad_fires(ruleset: str | None):
    extra = {"ruleset": ruleset} if ruleset else {}
    game, state = make_game(OPEN, allied=[("b7:B2", [unit("r1", "us.rifle_squad")])],
                            axis=[("b7:D2", [unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad")])], **extra)
    state.phase, state.active = Phase.FIRE, Side.ALLIED
    state.dice = ScriptedDice([5])
    game.apply(state, Fire(("r1",), "b7:D2"), check=True)
    return [e for e in state.events if e["kind"] == "ap_attack"][-1]


def test_the_same_shot_on_the_two_ap_combat_tables():
    """An American rifle squad (APFP 5) rolls 5 at squads in the open: 1 CP on the seeds' 5-10
    row, 3 CP on the 2021 one (7 + 1 - 5)."""
    seeds, edition_2021 = rifle_squad_fires(None), rifle_squad_fires("rules-2021")
    assert (seeds["apfp"], seeds["modified"], seeds["cp"]) == (5, 5, 1)
    assert (edition_2021["apfp"], edition_2021["modified"], edition_2021["cp"]) == (5, 5, 3)


def panzerfaust_at_the_sherman(ruleset: str | None):
    """A Panzerfaust (ATFP D) from the hex the M4A3E8 faces: front armor D in the seeds (Elimination
    Number 7), E in the 2021 counters (5)."""
    extra = {"ruleset": ruleset} if ruleset else {}
    game, state = make_game(OPEN, allied=[("b7:C3", [unit("tank", "us.m4a3e8", facing=0)])],
                            axis=[("b7:C2", [unit("pf", "ger.panzergrenadier_squad")])], **extra)
    state.phase, state.active = Phase.FIRE, Side.AXIS
    state.sides["axis"].expendables["ger.panzerfaust"] = 1
    state.dice = ScriptedDice([6, 6])  # hits (8 or less), then the elimination roll
    shot = resolve_at_fire(game, state, "pf", "tank", "ger.panzerfaust")
    return game, state, shot


def test_the_same_panzerfaust_shot_against_the_two_editions_counters():
    game, state, shot = panzerfaust_at_the_sherman(None)
    assert game.info("us.m4a3e8").armor.front is Letter.D
    assert (shot.arc, shot.elimination_number, shot.kill_roll) == ("front", 7, 6)
    assert state.units["tank"].where == Where.ELIMINATED.value
    game, state, shot = panzerfaust_at_the_sherman("rules-2021")
    assert game.info("us.m4a3e8").armor.front is Letter.E
    assert (shot.arc, shot.elimination_number, shot.kill_roll) == ("front", 5, 6)
    assert state.units["tank"].where == Where.MAP.value and not state.units["tank"].immobile


def _takes_a_ruleset() -> dict[str, tuple[int, str]]:
    """Functions of the combat code and the tables with a ruleset parameter: name -> (position, name)."""
    found = {}
    for module in (core.combat.ap, core.combat.assault, core.combat.at, core.combat.checks, core.combat.facing, core.tables):
        for name, function in vars(module).items():
            if inspect.isfunction(function) and function.__module__ == module.__name__:
                parameters = list(inspect.signature(function).parameters)
                key = "ruleset" if "ruleset" in parameters else "name" if name == "get_ruleset" else None
                if key:
                    found[name] = (parameters.index(key), key)
    return found


@pytest.mark.parametrize("path", sorted(Path(core.game.__file__).parent.glob("*.py")), ids=lambda p: p.name)
def test_the_engine_never_falls_back_to_the_default_ruleset(path):
    """Every call from core/game to a function that takes a ruleset passes the scenario's: a
    call without one would quietly use the seeds' tables in a 2021 game."""
    takes = _takes_a_ruleset()
    missing = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in takes:
            position, keyword = takes[node.func.id]
            if len(node.args) <= position and not any(k.arg == keyword for k in node.keywords):
                missing.append(f"{path.name}:{node.lineno} {node.func.id}")
    assert missing == []
