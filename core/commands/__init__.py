"""Headless `vvs` subcommands; each module offers `register(subparsers)`.

The entry point (editor/cli.py) gathers these with the generator's and the
editor's own, so the dependency arrows keep pointing editor -> generator -> core.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable
from typing import Any

from core.commands.exit_codes import EXIT_INTERRUPTED, EXIT_INVALID, EXIT_OK, EXIT_USAGE

__all__ = ["EXIT_INTERRUPTED", "EXIT_INVALID", "EXIT_OK", "EXIT_USAGE"]

Handler = Callable[[argparse.Namespace], int]

_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
_C1 = re.compile(r"[\x7f-\x9f]")
"""DEL and the C1 controls: JSON lets them stand raw in a string, where a terminal obeys them (U+009B
opens an escape sequence on many), so --json writes them as \\u escapes like the C0 ones."""


class CommandError(Exception):
    """A clear, one-line message for the user; the command exits with `code` (core.commands.exit_codes)."""

    code = EXIT_USAGE


class RulesError(CommandError):
    """The input was read but breaks the rules: one line, and exit EXIT_INVALID."""

    code = EXIT_INVALID


def printable(text: str) -> str:
    """Text from a file, safe for a terminal: control characters (ANSI escapes, newlines)
    and lone surrogates are shown escaped instead of acting on the terminal or crashing it."""
    return _UNPRINTABLE.sub(lambda m: m.group().encode("unicode_escape", "backslashreplace").decode("ascii"), text)


def emit_json(payload: Any) -> None:
    """JSON on stdout; control characters, and characters the terminal's encoding lacks, are written
    as JSON escapes."""
    text = _C1.sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False))
    try:
        text.encode(sys.stdout.encoding or "utf-8")
    except (UnicodeEncodeError, LookupError):
        text = json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=True)
    sys.stdout.write(text + "\n")


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print a JSON object instead of text")


def non_negative_int(text: str) -> int:
    """An argparse type for seeds and counts: a whole number, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value} is negative: give 0 or more")
    return value


def headless_registrars() -> list[Callable[[Any], None]]:
    from core.commands import calc, los, play, share, validate

    return [validate.register, los.register, share.register, play.register, calc.register]
