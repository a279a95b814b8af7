"""Scenario and package checks for `vvs validate` and `vvs los`."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from core.boards.board import Board, BoardError
from core.commands import RulesError
from core.documents.check import check_document
from core.documents.sources import ScenarioInput, read_scenario_source
from core.jsonio import FileFormatError
from core.los import Sightlines
from core.package import PackageError
from core.placement import context_for
from core.scenario.io import from_dict
from core.scenario.sight import scenario_blockers, scenario_smoke


def scenario_violations(document: Any, name: str, boards: Mapping[int, Board] | None = None) -> list[dict[str, Any]]:
    _, problems = check_document(document, name, boards)
    return [p.to_dict() for p in problems]


UNUSABLE_PACKAGE = "package.invalid"
"""The violation code of an archive the package reader refuses (exit 2: unusable, not a rules verdict)."""


def package_violations(path: Path) -> list[dict[str, Any]]:
    """A package's problems: a refused archive or bad board is one problem, named by its entry."""
    try:
        source = read_scenario_source(path)
    except PackageError as error:
        where = error.entry or None
        return [{"code": UNUSABLE_PACKAGE, "hex": where, "message": error.message, "section": "", "json_path": None}]
    except BoardError as error:  # one record per fault of the package's board, as for a board file
        return [{"code": problem.code, "hex": problem.where, "message": f"{error.file}: {problem.message}",
                 "section": "", "json_path": None} for problem in error.problems]
    return scenario_violations(source.document, source.name, source.boards)


def scenario_sightlines(source: ScenarioInput) -> Sightlines:
    """Line of sight on a scenario's battlefield with its smoke and bunkers, as the engine sees it."""
    try:
        scenario = from_dict(source.document, source.name)
        battlefield = context_for(scenario, source.boards or None).battlefield
    except (FileFormatError, ValueError) as error:
        raise RulesError(f"{source.name} is not a usable scenario; run `vvs validate` on it: {error}") from None
    return Sightlines(battlefield, scenario_smoke(scenario, battlefield), scenario_blockers(scenario, battlefield))
