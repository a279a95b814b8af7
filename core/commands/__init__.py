"""Headless `vvs` subcommands; each module offers `register(subparsers)`.

The entry point (editor/cli.py) gathers these with the generator's and the
editor's own, so the dependency arrows keep pointing editor -> generator -> core.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

Handler = Callable[[argparse.Namespace], int]

EXIT_OK = 0
EXIT_INVALID = 1  # the input was read but breaks the rules
EXIT_USAGE = 2  # the input could not be used at all


class CommandError(Exception):
    """A clear, one-line message for the user; the command exits with EXIT_USAGE."""


def emit_json(payload: Any) -> None:
    json.dump(payload, sys.stdout, indent=2, sort_keys=True, ensure_ascii=False)
    sys.stdout.write("\n")


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print a JSON object instead of text")


def headless_registrars() -> list[Callable[[Any], None]]:
    from core.commands import calc, los, play, share, validate

    return [validate.register, los.register, share.register, play.register, calc.register]
