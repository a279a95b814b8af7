"""`vvs generate`: a random battle from the command line, as a package `vvs validate` accepts.

Without -o the battle goes into the user folder's "Generated Scenario" slot,
as the PC game keeps it. `--json` prints the settings actually used (every
"random" resolved) and the seed, which together make the same battle again.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.commands import (
    EXIT_INTERRUPTED,
    EXIT_INVALID,
    EXIT_OK,
    CommandError,
    RulesError,
    add_json_flag,
    emit_json,
    non_negative_int,
    printable,
)
from core.commands.inputs import read_board, require_output_path, write_output
from core.commands.where_args import add_where_arguments, positive_int
from generator.settings import (
    CHOICES,
    DICE_BIAS,
    RANDOM,
    SCENARIO_TYPES,
    Settings,
    SettingsError,
)

if TYPE_CHECKING:
    from pathlib import Path

    from generator.battle import Generated
    from generator.expectation import Expectation
    from generator.user_boards import UserBoards


def registrars() -> list[Callable[[Any], None]]:
    return [register, register_ladder]


def register_ladder(subparsers: Any) -> None:
    """`vvs ladder` (core/commands/ladder.py), with the generated battles the generator deals."""
    from core.commands import ladder
    from generator.ladder_battles import generated_battles

    ladder.register(subparsers, deal=generated_battles)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "generate", help="generate a random battle (a scenario package)",
        description="Generate a random, legal battle from per-board templates and force tables. "
        "The same settings and seed always give the same battle. Without -o the battle is stored "
        "as the 'Generated Scenario' in the Custom folder, replacing the last one.")
    for name, flag in (("size", "--size"), ("allied", "--allied"), ("attacker", "--attacker"),
                       ("force_type", "--force-type"), ("role", "--role")):
        parser.add_argument(flag, dest=name, choices=(*CHOICES[name], RANDOM), default=RANDOM,
                            help=f"{name.replace('_', ' ')} (default: random)")
    parser.add_argument("--type", dest="scenario_type", choices=SCENARIO_TYPES, default="objective",
                        help="scenario type (default: objective, as the PC game's generator)")
    parser.add_argument("--fog-of-war", action="store_true", help="play with fog of war")
    parser.add_argument("--dice-bias", choices=DICE_BIAS, default="none", help="dice bias level (default: none)")
    parser.add_argument("--seed", type=non_negative_int, help="the seed, 0 or more (default: a new one, printed)")
    parser.add_argument("--boards", metavar="FILE[,FILE...]",
                        help="deal the battle on these board files (one to three, left to right); boards without a "
                        "hand-written template get one derived from their terrain, and the package carries them")
    parser.add_argument("-o", "--output", help="package .zip to write (default: the Generated Scenario slot)")
    parser.add_argument("--measure", action="store_true",
                        help="then play the dealt battle, ai:normal on both sides, until its attacker's rate is shown inside "
                        "or outside the 45-65%% band (as `vvs balance --decide`; takes minutes) and show that rate")
    parser.add_argument("--measure-games", type=positive_int, metavar="N",
                        help="with --measure, the most games it plays (default 1000)")
    add_where_arguments(parser)
    add_json_flag(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from core.package import build_package
    from core.scenario.io import to_dict
    from generator.battle import GenerationError, generate_battle
    from generator.deal_measure import measure_dealt, where_to_play
    from generator.slot import new_seed, store_generated

    output = require_output_path(args.output) if args.output else None
    where = where_to_play(args)  # before anything is dealt or written
    boards = _user_boards(args.boards) if args.boards else None
    try:
        settings = Settings(size=args.size, allied=args.allied, attacker=args.attacker, force_type=args.force_type,
                            role=args.role, fog_of_war=args.fog_of_war, dice_bias=args.dice_bias,
                            scenario_type=args.scenario_type)
        seed = new_seed() if args.seed is None else args.seed
        battle = generate_battle(settings, seed, boards=boards)
    except SettingsError as error:
        raise CommandError(str(error)) from None
    except GenerationError as error:
        if args.json:
            emit_json({"generated": False, "error": str(error), "seed": seed, "requested": settings.to_dict()})
        else:
            print(f"vvs: cannot generate a battle: {error}")
        return EXIT_INVALID
    carried = boards.documents([ref.board for ref in battle.scenario.boards]) if boards is not None else {}
    if output is not None:
        target = output
        write_output(target, build_package(to_dict(battle.scenario), carried or None))
    else:
        target = store_generated(battle.scenario, boards=carried or None)
    if not args.json:
        used = ", ".join(f"{k}={v}" for k, v in battle.settings.to_dict().items())
        print(printable(f"generated {battle.scenario.title!r} -> {target}"))
        print(f"seed {battle.seed}; {used}; force ratio {battle.ratio:.2f}")
    expectation, interrupted = battle.expectation, False
    if where is not None:
        expectation, interrupted = measure_dealt(target, expectation, where, args.measure_games, quiet=args.json)
    _report(battle, target, expectation, args.json, on_user_boards=boards is not None)
    return EXIT_INTERRUPTED if interrupted else EXIT_OK


def _report(battle: Generated, target: Path, expectation: Expectation, as_json: bool, on_user_boards: bool) -> None:
    """The battle's figure for the attacker's chances; with --json, everything that makes it again."""
    if not as_json:
        print(expectation.words())
        return
    emit_json({"generated": True, "seed": battle.seed, "settings": battle.settings.to_dict(),
               "title": battle.scenario.title, "output": str(target), "template": battle.template,
               "location": battle.location, "points": battle.points, "force_ratio": round(battle.ratio, 3),
               **expectation.to_dict(),
               **({"boards": [ref.board for ref in battle.scenario.boards]} if on_user_boards else {})})


def _user_boards(spec: str) -> UserBoards:
    """The --boards files, read and checked before any work; a bad one is exit 2 with one line."""
    from generator.derived_template import DerivationError
    from generator.templates import TemplateError
    from generator.user_boards import UserBoards

    paths = [part.strip() for part in spec.split(",") if part.strip()]
    if not 1 <= len(paths) <= 3:
        raise CommandError(f"--boards takes one to three board files, not {len(paths)}")
    boards = [read_board(path) for path in paths]
    try:
        return UserBoards(boards)
    except (TemplateError, DerivationError) as error:
        raise RulesError(f"--boards: {error}") from None
