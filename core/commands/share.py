"""`vvs export`, `vvs import` and `vvs list`: the share workflow on the command line."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from core.commands import EXIT_INVALID, EXIT_OK, EXIT_USAGE, CommandError, add_json_flag, emit_json, printable
from core.commands.inputs import read_bytes, read_scenario, require_output_path, write_output
from core.documents.check import ScenarioRulesError, require_clean
from core.documents.imports import PackageChecker
from core.documents.sources import is_package
from core.jsonio import FileFormatError
from core.package import build_package
from core.userdirs import ImportOutcome, UserFolders


def register(subparsers: Any) -> None:
    export = subparsers.add_parser("export", help="make a scenario package (.zip) to share",
                                   description="Check a scenario and write it as a package. Refused while any rule is broken.")
    export.add_argument("scenario", help="scenario .json (with the boards/ folder beside it, if any) or package .zip")
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


def run_export(args: argparse.Namespace) -> int:
    target = require_output_path(args.output) if args.output else None
    source = read_scenario(args.scenario)
    try:
        scenario = require_clean(source.document, source.name, source.boards)
    except (FileFormatError, ScenarioRulesError) as error:
        problems = getattr(error, "problems", [])
        if args.json:
            emit_json({"exported": False, "error": str(error), "violations": [p.to_dict() for p in problems]})
        else:
            print(printable(f"vvs: not exported: {error}"))
        return EXIT_INVALID
    from core.boards.document import board_document
    from core.scenario.io import to_dict

    used = {ref.board for ref in scenario.boards}
    boards = {f"board-{n:02d}": board_document(b) for n, b in sorted(source.boards.items()) if n in used}
    data = build_package(to_dict(scenario), boards or None)
    if target is None:
        target = UserFolders.default().export / f"{Path(args.scenario).stem}.zip"
    write_output(target, data)
    if args.json:
        emit_json({"exported": True, "package": str(target), "title": scenario.title})
    else:
        print(printable(f"exported {scenario.title!r} to {target}"))
    return EXIT_OK


def _outcome(outcome: ImportOutcome) -> dict[str, Any]:
    return {"package": str(outcome.source), "stored": str(outcome.stored) if outcome.stored else None,
            "error": outcome.error, "removed": outcome.source_removed}


def run_import(args: argparse.Namespace) -> int:
    folders = UserFolders.default()
    for given in args.packages:  # a file that is no zip at all stops the command before anything is imported
        if not is_package(Path(given), read_bytes(given)[:4]):
            raise CommandError(f"{given}: not a scenario package (a .zip made by `vvs export` or the editor)")
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
            print(printable(f"imported {outcome.source.name} -> {outcome.stored}" if outcome.ok else _refusal(outcome)))
    return max((_code(o) for o in outcomes), default=EXIT_OK)


def _code(outcome: ImportOutcome) -> int:
    if outcome.ok:
        return EXIT_OK
    return EXIT_INVALID if outcome.broken_rules else EXIT_USAGE


def _refusal(outcome: ImportOutcome) -> str:
    """One line a package: its first problem, and where to see the others."""
    lines = (outcome.error or "").splitlines() or ["refused"]
    more = f" (and {len(lines) - 1} more: `vvs validate {outcome.source}` lists them)" if len(lines) > 1 else ""
    return f"refused {lines[0]}{more}"


def run_list(args: argparse.Namespace) -> int:
    entries = UserFolders.default().list_scenarios()
    if args.json:
        emit_json({"scenarios": [{"name": e.name, "title": e.title, "path": str(e.path), "kind": e.source.value} for e in entries]})
        return EXIT_OK
    if not entries:
        print("no drafts or custom scenarios yet")
    for entry in entries:
        print(printable(f"{entry.source.value:7} {entry.title}  ({entry.path})"))
    return EXIT_OK
