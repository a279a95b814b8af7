"""Scenario and package checks for `vvs validate` and `vvs los`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from core.boards.board import BoardError
from core.commands import CommandError
from core.jsonio import FileFormatError
from core.los import Sightlines
from core.package import PackageError, read_package
from core.placement import context_for
from core.scenario.check import check_document, custom_boards
from core.scenario.io import from_dict
from core.scenario.sight import scenario_blockers, scenario_smoke


def scenario_violations(document: Any, path: Path) -> list[dict[str, Any]]:
    _, problems = check_document(document, path.name)
    return [p.to_dict() for p in problems]


def package_violations(path: Path) -> list[dict[str, Any]]:
    try:
        package = read_package(path)
        boards = custom_boards(package.boards, path.name)
    except (PackageError, BoardError) as error:
        return [{"code": "package.invalid", "hex": None, "message": str(error), "section": "", "json_path": None}]
    _, problems = check_document(package.scenario, f"{path.name}: scenario.json", boards)
    return [p.to_dict() for p in problems]


def scenario_sightlines(document: Any, path: Path) -> Sightlines:
    """Line of sight on a scenario's battlefield with its smoke and bunkers, as the engine sees it."""
    try:
        scenario = from_dict(document, path.name)
        battlefield = context_for(scenario).battlefield
    except (FileFormatError, ValueError) as error:
        raise CommandError(f"{path} is not a usable scenario; run `vvs validate {path}`: {error}") from None
    return Sightlines(battlefield, scenario_smoke(scenario, battlefield), scenario_blockers(scenario, battlefield))
