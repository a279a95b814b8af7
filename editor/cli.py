"""The `vvs` command line: headless subcommands from core and generator, plus `edit`.

Qt is imported only when `vvs edit` runs, so every other subcommand works on a
machine without a display or Qt's system libraries.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from core.commands import EXIT_USAGE, CommandError, headless_registrars


def _register_edit(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("edit", help="open the scenario editor (the default)")
    parser.add_argument("file", nargs="?", help="a scenario or package to open")
    parser.set_defaults(handler=_run_edit)


def _run_edit(args: argparse.Namespace) -> int:
    from editor.app import run_editor

    return run_editor(args.file)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="vvs", description="Valor & Victory Scenario Studio")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    _register_edit(subparsers)
    for register in headless_registrars():
        register(subparsers)
    for register in _generator_registrars():
        register(subparsers)
    return parser


def _generator_registrars() -> list:
    try:
        from generator.commands import registrars
    except ImportError:
        return []
    return registrars()


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        args = parser.parse_args(["edit", *(argv or [])])
    try:
        return int(args.handler(args))
    except CommandError as error:
        print(f"vvs: {error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
