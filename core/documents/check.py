"""Checking a scenario document end to end: format, schema, boards, then placement rules.

Drafts may be opened with rule violations (the editor lists them); imports and
exports may not. Both use the same checks, from here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.boards.battlefield import BattlefieldError
from core.boards.board import Board, BoardError, parse_board
from core.boards.rules import BoardProblem
from core.jsonio import FileFormatError
from core.placement import Violation, context_for, problems
from core.scenario.hex_names import canonical_scenario
from core.scenario.io import from_dict
from core.scenario.model import Scenario


class ScenarioRulesError(ValueError):
    """A scenario that breaks placement rules where a clean one is required."""

    def __init__(self, name: str, problems: list[Violation]) -> None:
        self.problems = problems
        lines = "; ".join(str(p) for p in problems[:5])
        more = f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""
        super().__init__(f"{name}: {len(problems)} rule problem(s): {lines}{more}")


def custom_boards(documents: Mapping[str, Any], package_name: str = "package") -> dict[int, Board]:
    """Boards shipped inside a package, by board number."""
    boards: dict[int, Board] = {}
    for name, document in documents.items():
        board = parse_board(document, f"{package_name}: boards/{name}.json")
        add_board(boards, board, f"{package_name}: boards/{name}.json")
    return boards


def add_board(boards: dict[int, Board], board: Board, file: str) -> None:
    """Add a board under its number; two boards of one package or folder giving the same number are refused
    (one would silently stand for the other on the map)."""
    if board.number in boards:
        raise BoardError(file, [BoardProblem("$.number", f"board number {board.number} is taken by another board "
                                             f"of the same package ({boards[board.number].name})", "board.number-twice")])
    boards[board.number] = board


def check_document(document: Any, name: str, boards: Mapping[int, Board] | None = None) -> tuple[Scenario | None, list[Violation]]:
    """The scenario (its hexes by their canonical names) and every problem: one schema problem,
    or the placement violations and what the scenario lacks (core.placement.problems)."""
    try:
        scenario = from_dict(document, name)
    except FileFormatError as error:
        return None, [Violation("schema", None, error.message, json_path=error.json_path)]
    try:
        context = context_for(scenario, dict(boards) if boards else None)
    except (BattlefieldError, BoardError) as error:
        return scenario, [Violation("battlefield.boards", None, str(error), "2.1")]
    scenario = canonical_scenario(scenario, context.battlefield)
    return scenario, problems(scenario, context)


def require_clean(document: Any, name: str = "scenario.json", boards: Mapping[int, Board] | None = None) -> Scenario:
    """The scenario if it has no problem at all; raises FileFormatError or ScenarioRulesError."""
    scenario, problems = check_document(document, name, boards)
    if scenario is None:
        raise FileFormatError(name, problems[0].json_path or "$", problems[0].message)
    if problems:
        raise ScenarioRulesError(name, problems)
    return scenario
