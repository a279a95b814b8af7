"""`vvs validate FILE`: every problem of a board, a scenario or a package."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from core.boards.board import board_problems
from core.commands import EXIT_INVALID, EXIT_OK, EXIT_USAGE, CommandError, add_json_flag, emit_json, printable
from core.commands.inputs import is_board_document, read_bytes, read_json_file
from core.documents.sources import boards_beside, is_package


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "validate",
        help="check a board, scenario or package and list every problem",
        description="Check a board (.json), a scenario (.json, with the boards/ folder beside it if there is one) "
        "or a scenario package (.zip). Exit 0 when it is valid, 1 with one line per problem, "
        "2 when the file cannot be used at all (unreadable, not JSON, a damaged package).",
    )
    parser.add_argument("file", help="board or scenario .json, or package .zip")
    add_json_flag(parser)
    parser.set_defaults(handler=run)


def _violations(path: Path) -> tuple[str, list[dict[str, Any]]]:
    """The kind of file and its violations as {code, hex, message, section} records."""
    from core.commands.validate_scenario import package_violations, scenario_violations

    if is_package(path, read_bytes(path)[:4]):
        return "package", package_violations(path)
    document = read_json_file(path)
    if is_board_document(document):
        return "board", [
            {"code": p.code, "hex": p.where, "message": p.message} for p in board_problems(document, path.name)
        ]
    if isinstance(document, dict) and "battlefield" in document:
        try:
            boards = boards_beside(path)
        except (OSError, ValueError) as error:
            return "scenario", [{"code": "scenario.boards", "hex": None, "message": str(error), "section": ""}]
        return "scenario", scenario_violations(document, path.name, boards)
    raise CommandError(f"{path}: neither a board nor a scenario file (no 'columns'/'terrain' or 'battlefield' key)")


def problem_line(path: Path, violation: dict[str, Any]) -> str:
    """`FILE: WHERE: message [code]`, the where left out when a problem has none."""
    place = violation.get("hex") or violation.get("json_path")
    where = f"{place}: " if place else ""
    return printable(f"{path}: {where}{violation['message']} [{violation['code']}]")


def _warnings(path: Path, kind: str) -> list[str]:
    """What is worth saying of a valid file without making it invalid (a scenario's weather that
    claims an effect it does not have)."""
    if kind != "scenario":
        return []
    from core.scenario.special_rules import rule_from_dict, weather_note

    document = read_json_file(path)
    rules = tuple(rule_from_dict(r) for r in document.get("special_rules", []) if isinstance(r, dict))
    note = weather_note(str(document.get("weather", "clear")), rules)
    return [note] if note else []


def run(args: argparse.Namespace) -> int:
    path = Path(args.file)
    kind, violations = _violations(path)
    warnings = _warnings(path, kind) if not violations else []
    if args.json:
        emit_json({"file": str(path), "kind": kind, "valid": not violations, "violations": violations,
                   "warnings": warnings})
    elif violations:
        for v in violations:
            print(problem_line(path, v))
    else:
        print(printable(f"{path}: valid {kind}"))
        for warning in warnings:
            print(printable(f"{path}: warning: {warning}"))
    from core.commands.validate_scenario import UNUSABLE_PACKAGE

    if any(v["code"] == UNUSABLE_PACKAGE for v in violations):
        return EXIT_USAGE  # a damaged or hostile archive cannot be used at all, as for every other command
    return EXIT_INVALID if violations else EXIT_OK
