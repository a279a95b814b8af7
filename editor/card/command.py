"""`vvs card FILE -o card.pdf`: a scenario's printable card, from the command line.

Registered by editor/cli.py beside `edit`: the card is drawn with the editor's
Qt painting, so this module imports Qt only when the command runs and every
other subcommand keeps working on a machine without Qt's libraries. It reads
its input through core.commands.inputs, so a scenario file, one stored with
its boards and a package all work, and every bad input gets the same one line
and exit code 2 as the other commands. A draft that still breaks placement
rules gets its card too: a designer prints one to try the battle on a table.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from core.boards.battlefield import Battlefield, BattlefieldError
from core.boards.board import BoardError
from core.boards.library import build_battlefield
from core.commands import EXIT_OK, CommandError, RulesError, add_json_flag, emit_json, printable
from core.commands.inputs import read_scenario, require_output_path
from core.documents.check import check_document
from core.scenario import Scenario

SUFFIXES = (".pdf", ".png")
PAPERS = ("a4", "letter")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "card", help="a printable scenario card (PDF or PNG): briefing, set-up map, forces, victory and rules",
        description="Draw the scenario's card as the board game prints them: title, date and place, briefing, "
        "the boards with the set-up on them, each side's counters by set-up hex, the turn track, victory "
        "conditions and levels, special rules and the measured balance, on one or two pages. The output's "
        "suffix chooses the format: .pdf (text selectable, fonts embedded) or .png.")
    parser.add_argument("scenario", help="scenario .json (with the boards/ folder beside it, if any) or package .zip")
    parser.add_argument("-o", "--output", required=True, help="the card to write: card.pdf or card.png")
    parser.add_argument("--paper", choices=PAPERS, default="a4", help="paper size (default a4)")
    add_json_flag(parser)
    parser.set_defaults(handler=run_card)


def card_format(path: Path) -> str:
    """"pdf" or "png" from the file's suffix; a CommandError for anything else."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise CommandError(f"{path}: a card is written as .pdf or .png; give a file name ending in one of them")
    return suffix[1:]


def load_for_card(path: Path) -> tuple[Scenario, Battlefield]:
    """The scenario (hexes by their canonical names) and its battlefield, or a CommandError saying why not."""
    source = read_scenario(path)
    scenario, problems = check_document(source.document, source.name, source.boards)
    if scenario is None:
        raise RulesError(f"cannot draw a card of {path}: {problems[0].message}")
    try:
        battlefield = build_battlefield([{"board": b.board, "rotated": b.rotated} for b in scenario.boards], source.boards)
    except (BattlefieldError, BoardError) as error:
        raise RulesError(f"cannot draw a card of {path}: {error}") from None
    return scenario, battlefield


def run_card(args: argparse.Namespace) -> int:
    output = require_output_path(args.output)
    kind = card_format(output)
    scenario, battlefield = load_for_card(Path(args.scenario))
    try:
        from editor.card.pages import Paper
        from editor.card.write import write_card
    except ImportError as error:
        raise CommandError(f"the card is drawn with Qt, which cannot be loaded here: {error}") from None
    paper = Paper.LETTER if args.paper == "letter" else Paper.A4
    pages = write_card(scenario, battlefield, output, paper)
    if args.json:
        emit_json({"output": str(output), "format": kind, "paper": args.paper, "pages": pages, "title": scenario.title})
    else:
        paper_name = "A4" if args.paper == "a4" else "Letter"
        print(printable(f"wrote {output}: the card of “{scenario.title}”, {pages} page(s), {paper_name}"))
    return EXIT_OK
