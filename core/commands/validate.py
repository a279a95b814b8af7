"""`vvs validate FILE`: every problem of a board, a scenario or a package."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from core.boards.board import board_problems
from core.commands import EXIT_INVALID, EXIT_OK, CommandError, add_json_flag, emit_json
from core.commands.inputs import is_board_document, read_json_file


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "validate",
        help="check a board, scenario or package and list every problem",
        description="Check a board (.json), a scenario (.json) or a scenario package (.zip). "
        "Exit 0 when it is valid, 1 with one line per problem otherwise.",
    )
    parser.add_argument("file", help="board or scenario .json, or package .zip")
    add_json_flag(parser)
    parser.set_defaults(handler=run)


def _violations(path: Path) -> tuple[str, list[dict[str, str]]]:
    """The kind of file and its violations as {code, hex, message} records."""
    if path.suffix.lower() == ".zip":
        from core.commands.validate_scenario import package_violations

        return "package", package_violations(path)
    document = read_json_file(path)
    if is_board_document(document):
        return "board", [
            {"code": p.code, "hex": p.where, "message": p.message} for p in board_problems(document, path.name)
        ]
    if isinstance(document, dict) and "battlefield" in document:
        from core.commands.validate_scenario import scenario_violations

        return "scenario", scenario_violations(document, path)
    raise CommandError(f"{path}: neither a board nor a scenario file (no 'columns'/'terrain' or 'battlefield' key)")


def run(args: argparse.Namespace) -> int:
    path = Path(args.file)
    kind, violations = _violations(path)
    if args.json:
        emit_json({"file": str(path), "kind": kind, "valid": not violations, "violations": violations})
    elif violations:
        for v in violations:
            print(f"{path}: {v['hex'] or v.get('json_path')}: {v['message']} [{v['code']}]")
    else:
        print(f"{path}: valid {kind}")
    return EXIT_INVALID if violations else EXIT_OK
