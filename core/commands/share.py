"""`vvs export`, `vvs import` and `vvs list`: the share workflow on the command line."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from core.boards.board import Board, parse_board
from core.commands import EXIT_INVALID, EXIT_OK, CommandError, add_json_flag, emit_json
from core.jsonio import FileFormatError, parse_json_untrusted, write_bytes_atomic
from core.package import build_package
from core.scenario.check import ScenarioRulesError, require_clean
from core.userdirs import ImportOutcome, UserFolders


def register(subparsers: Any) -> None:
    export = subparsers.add_parser("export", help="make a scenario package (.zip) to share",
                                   description="Check a scenario and write it as a package. Refused while any rule is broken.")
    export.add_argument("scenario", help="scenario .json")
    export.add_argument("-o", "--output", help="package .zip to write (default: the Export folder)")
    add_json_flag(export)
    export.set_defaults(handler=run_export)

    import_ = subparsers.add_parser("import", help="import scenario packages into Custom scenarios",
                                    description="Import the given packages, or with none every .zip in the Import folder "
                                    "(each is deleted from Import only once safely stored).")
    import_.add_argument("packages", nargs="*", help="package .zip files")
    add_json_flag(import_)
    import_.set_defaults(handler=run_import)

    list_ = subparsers.add_parser("list", help="list drafts and custom scenarios")
    add_json_flag(list_)
    list_.set_defaults(handler=run_list)


class PackageChecker:
    """The checks an imported package must pass, boards first, then its scenario.

    read_package checks a package's boards before its scenario, so the boards
    seen are kept here for the scenario's placement check, then forgotten.
    """

    def __init__(self) -> None:
        self._boards: dict[int, Board] = {}

    def board(self, document: Any) -> None:
        board = parse_board(document, "board")
        self._boards[board.number] = board

    def scenario(self, document: Any) -> None:
        boards, self._boards = self._boards, {}
        require_clean(document, "scenario.json", boards)


def run_export(args: argparse.Namespace) -> int:
    source = Path(args.scenario)
    if not source.is_file():
        raise CommandError(f"{source}: no such file")
    try:
        document = parse_json_untrusted(source.read_bytes(), source.name)
        scenario = require_clean(document, source.name)
    except (FileFormatError, ScenarioRulesError) as error:
        problems = getattr(error, "problems", [])
        if args.json:
            emit_json({"exported": False, "error": str(error), "violations": [p.to_dict() for p in problems]})
        else:
            print(f"vvs: not exported: {error}")
        return EXIT_INVALID
    from core.scenario.io import to_dict

    data = build_package(to_dict(scenario))
    target = Path(args.output) if args.output else UserFolders.default().export / f"{source.stem}.zip"
    write_bytes_atomic(target, data)
    if args.json:
        emit_json({"exported": True, "package": str(target), "title": scenario.title})
    else:
        print(f"exported {scenario.title!r} to {target}")
    return EXIT_OK


def _outcome(outcome: ImportOutcome) -> dict[str, Any]:
    return {"package": str(outcome.source), "stored": str(outcome.stored) if outcome.stored else None,
            "error": outcome.error, "removed": outcome.source_removed}


def run_import(args: argparse.Namespace) -> int:
    folders = UserFolders.default()
    paths = [Path(p) for p in args.packages] or folders.pending_imports()
    outcomes = []
    for path in paths:
        checker = PackageChecker()  # fresh per package: boards never leak between packages
        outcomes.append(folders.import_package_file(path, checker.scenario, checker.board, remove_source=not args.packages))
    if args.json:
        emit_json({"imported": [_outcome(o) for o in outcomes]})
    else:
        if not outcomes:
            print(f"nothing to import in {folders.import_}")
        for outcome in outcomes:
            print(f"imported {outcome.source.name} -> {outcome.stored}" if outcome.ok else f"refused {outcome.error}")
    return EXIT_OK if all(o.ok for o in outcomes) else EXIT_INVALID


def run_list(args: argparse.Namespace) -> int:
    entries = UserFolders.default().list_scenarios()
    if args.json:
        emit_json({"scenarios": [{"name": e.name, "title": e.title, "path": str(e.path), "kind": e.source.value} for e in entries]})
        return EXIT_OK
    if not entries:
        print("no drafts or custom scenarios yet")
    for entry in entries:
        print(f"{entry.source.value:7} {entry.title}  ({entry.path})")
    return EXIT_OK
