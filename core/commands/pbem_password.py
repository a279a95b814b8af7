"""Where `vvs pbem new` and `vvs pbem accept` take a game's password from, never from the command line.

A password given as an argument would stand in the shell's history and in every
process listing, so there is no `--password VALUE`: `--password-file FILE` reads
the file's first line (a script's way), `VVS_PBEM_PASSWORD` is the environment's
(a club's tournament runner), and otherwise the program asks at the terminal
without echoing (twice when a challenge sets it, so a typing slip does not lock
the challenger out of their own game).
"""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from pathlib import Path

from core.commands import CommandError

ENVIRONMENT = "VVS_PBEM_PASSWORD"


def add_password_options(parser: argparse.ArgumentParser, setting: bool) -> None:
    if setting:
        parser.add_argument("--password", action="store_true",
                            help=f"lock the game with a password your opponent must give to accept: asked at the "
                            f"terminal (not echoed) unless {ENVIRONMENT} is set")
    else:
        parser.add_argument("--password", action="store_true",
                            help=f"ask the challenge's password at the terminal even when {ENVIRONMENT} is set")
    parser.add_argument("--password-file", metavar="FILE", help="read the password from the first line of FILE")


def _from_file(path: str) -> str:
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise CommandError(f"{path}: cannot read the password file: {getattr(error, 'strerror', None) or error}") from None
    password = lines[0] if lines else ""
    if not password:
        raise CommandError(f"{path}: the password file's first line is empty")
    return password


def _asked(prompt: str) -> str:
    if not sys.stdin.isatty():
        raise CommandError(f"cannot ask for the password: give it with --password-file FILE or {ENVIRONMENT}")
    return getpass.getpass(prompt)


def new_password(args: argparse.Namespace) -> str:
    """The password of a new challenge ("" for none)."""
    if args.password_file:
        return _from_file(args.password_file)
    if not args.password:
        return ""
    if os.environ.get(ENVIRONMENT):
        return os.environ[ENVIRONMENT]
    password = _asked("Password for this game: ")
    if not password:
        raise CommandError("the password is empty: the challenge was not written")
    if _asked("The same password again: ") != password:
        raise CommandError("the two passwords differ: the challenge was not written")
    return password


def challenge_password(args: argparse.Namespace) -> str:
    """The password to accept a locked challenge."""
    if args.password_file:
        return _from_file(args.password_file)
    if os.environ.get(ENVIRONMENT) and not args.password:
        return os.environ[ENVIRONMENT]
    return _asked("This challenge has a password: ")
