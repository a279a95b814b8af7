"""The `vvs` command line: headless subcommands from core and generator, plus `edit`.

Qt is imported only when `vvs edit` runs, so every other subcommand works on a
machine without a display or Qt's system libraries.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from core.commands import EXIT_INTERRUPTED, EXIT_USAGE, CommandError, balance, headless_registrars, pbem, printable
from core.version import __version__
from editor.board_render import command as board_render
from editor.card import command as card


class OneLineParser(argparse.ArgumentParser):
    """Usage mistakes get one line on stderr naming the command and pointing at its help."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("vvs").strip()
        where = f"{command}: " if command else ""
        self.exit(EXIT_USAGE, f"vvs: {where}{message} (see `{self.prog} --help`)\n")


def _register_edit(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("edit", help="open the scenario editor (the default)")
    parser.add_argument("file", nargs="?", help="a scenario or package to open")
    parser.set_defaults(handler=_run_edit)


def _run_edit(args: argparse.Namespace) -> int:
    from editor.app import run_editor

    return run_editor(args.file)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="vvs", description="Valor & Victory Scenario Studio")
    parser.add_argument("--version", action="version", version=f"vvs {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    _register_edit(subparsers)
    for register in headless_registrars():
        register(subparsers)
    balance.register(subparsers, plot_writer=_write_plot)
    pbem.register(subparsers, language=_language)
    for register in _generator_registrars():
        register(subparsers)
    card.register(subparsers)
    board_render.register(subparsers)
    return parser


def _write_plot(run: balance.Run, path: Path) -> None:
    from editor.balance.plot import write_plot

    write_plot(run, path)


def _language() -> Any:
    """The user's language for the sentences `vvs pbem show` prints (editor/cli_language.py: no Qt)."""
    from editor.cli_language import cli_language

    return cli_language()


def _generator_registrars() -> list:
    try:
        from generator.commands import registrars
    except ImportError:
        return []
    return registrars()


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if not getattr(args, "handler", None):
            args = parser.parse_args(["edit", *(argv or [])])
    except SystemExit as done:  # --help, or a usage mistake already explained on stderr
        return done.code if isinstance(done.code, int) else EXIT_USAGE
    try:
        code = int(args.handler(args))
        sys.stdout.flush()  # a closed pipe shows here, not as a traceback at exit
        return code
    except CommandError as error:
        return _fail(str(error), error.code)
    except BrokenPipeError:
        # The reader went away (`vvs validate ... --json | head`): stop writing, quietly.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return _fail("the output was closed before everything was written")
    except OSError as error:
        where = f"{error.filename}: " if error.filename else ""
        return _fail(f"{where}{error.strerror or error}")
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED


def _fail(message: str, code: int = EXIT_USAGE) -> int:
    print(f"vvs: {printable(message)}", file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main())
