"""Objective hexes changing hands (seed 004, "Objective Games"): one function decides it,
whether units come in by moving, unloading, advancing or close assault."""

from __future__ import annotations

import ast
from pathlib import Path

import core.game
from core.game.objectives import take_objectives
from tests.core.game.conftest import make_board, make_game, unit

BOARD = make_board([".....", ".....", ".....", "....."])


def position():
    game, state = make_game(BOARD, allied=[("b7:C2", [unit("r1", "us.rifle_squad")])],
                            axis=[("b7:A1", [unit("g1", "ger.rifle_squad")])])
    state.objectives = {"b7:C2": "axis", "b7:A1": "axis", "b7:E1": "axis"}
    return game, state


def test_the_side_alone_in_an_objective_hex_takes_it_once():
    _, state = position()
    assert take_objectives(state, ["b7:C2", "b7:C2"]) == ["b7:C2"]
    assert state.objectives == {"b7:C2": "allied", "b7:A1": "axis", "b7:E1": "axis"}
    assert [e["hex"] for e in state.events if e["kind"] == "objective_taken"] == ["b7:C2"]
    assert take_objectives(state, ["b7:C2"]) == []  # already the allies'


def test_an_empty_or_shared_hex_keeps_its_owner_and_other_hexes_are_no_objectives():
    """004: the defender keeps an objective until the attacker moves in; both sides in the hex
    (a move in progress) changes nothing."""
    _, state = position()
    assert take_objectives(state, ["b7:E1", "b7:D4"]) == []
    state.units["g1"].hex = "b7:C2"
    assert take_objectives(state, ["b7:C2"]) == [] and state.objectives["b7:C2"] == "axis"


def test_the_defender_takes_it_back():
    _, state = position()
    take_objectives(state, ["b7:C2"])
    state.units["r1"].hex, state.units["g1"].hex = "b7:C3", "b7:C2"
    assert take_objectives(state, ["b7:C2"]) == ["b7:C2"] and state.objectives["b7:C2"] == "axis"


def test_no_other_engine_module_hands_objectives_over():
    """Moving, unloading, advancing and assaulting all go through take_objectives: nothing else
    in core/game assigns to state.objectives."""
    owners = []
    for path in sorted(Path(core.game.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AugAssign) else []
            for target in targets:
                if isinstance(target, ast.Subscript) and ast.unparse(target.value) == "state.objectives":
                    owners.append(path.name)
    assert owners == ["objectives.py"]
    callers = sorted(p.name for p in Path(core.game.__file__).parent.glob("*.py") if "take_objectives(" in p.read_text(encoding="utf-8")
                     and p.name != "objectives.py")
    assert callers == ["advance.py", "assault.py", "move_group.py", "transport.py"]
