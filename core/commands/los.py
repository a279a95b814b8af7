"""`vvs los FILE FROM TO`: can one hex see another, how hindered, and why."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from core.boards.battlefield import Battlefield
from core.boards.board import BoardError, parse_board
from core.commands import EXIT_OK, CommandError, RulesError, add_json_flag, emit_json
from core.commands.inputs import is_board_document, read_bytes, read_json_file, read_scenario
from core.documents.sources import is_package
from core.hexes import Hex
from core.los import Sightlines


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "los",
        help="line of sight between two hexes",
        description="Line of sight from one hex to another on a board, or on the battlefield of a scenario "
        "or package (with its smoke and bunkers). Hex names as printed (C4) on a board, with the board on a battlefield (b2:C4).",
    )
    parser.add_argument("file", help="a board or scenario .json, or a package .zip")
    parser.add_argument("origin", metavar="FROM", help="the firer's hex")
    parser.add_argument("target", metavar="TO", help="the target's hex")
    add_json_flag(parser)
    parser.set_defaults(handler=run)


def _sightlines(path: Path) -> Sightlines:
    from core.commands.validate_scenario import scenario_sightlines

    if is_package(path, read_bytes(path)[:4]):
        return scenario_sightlines(read_scenario(path))
    document = read_json_file(path)
    if is_board_document(document):
        try:
            return Sightlines(Battlefield([parse_board(document, path.name)]))
        except BoardError as error:
            raise RulesError(f"{path} is not a valid board; run `vvs validate {path}`: {error.problems[0]}") from None
    if isinstance(document, dict) and "battlefield" in document:
        return scenario_sightlines(read_scenario(path))
    raise CommandError(f"{path}: neither a board nor a scenario file")


def _hex(battlefield: Battlefield, name: str) -> Hex:
    try:
        return battlefield.parse(name)
    except ValueError as error:
        raise CommandError(str(error)) from None


def run(args: argparse.Namespace) -> int:
    sight = _sightlines(Path(args.file))
    battlefield = sight.battlefield
    origin, target = _hex(battlefield, args.origin), _hex(battlefield, args.target)
    result = sight.check(origin, target)
    if args.json:
        emit_json(result.to_dict(battlefield))
        return EXIT_OK
    a, b = battlefield.name(origin), battlefield.name(target)
    verdict = "BLOCKED" if result.blocked else f"clear, hindrance +{result.hindrance}"
    print(f"{a} -> {b}: {verdict}; range {result.range}")
    for reason in result.reasons(battlefield):
        print(f"  {reason}")
    return EXIT_OK
