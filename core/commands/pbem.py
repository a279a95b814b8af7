"""`vvs pbem`: play by e-mail from the command line, so players and clubs can script games and tournaments.

`new` writes a challenge, `accept` answers one, `play` plays one turn with a
computer or built-in player and writes the reply, `resign` gives the game up,
`show` tells a received file, `check` says whether its chain and replay hold
(exit 0, 1 if not, 2 if it is not a turn file at all), `log` writes the game log
inside it for the test run or `vvs replay`. Each player's own records live in
the user folder ($VVS_USER_DIR), so two players are two user folders.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from core.commands import EXIT_INVALID, EXIT_OK, CommandError, add_json_flag, emit_json, printable
from core.commands.inputs import require_output_path, write_json_output
from core.commands.pbem_password import add_password_options, challenge_password, new_password
from core.sides import Side
from core.texts import Language

SIDES = ("allied", "axis")


def register(subparsers: Any, language: Callable[[], Language | None] | None = None) -> None:
    """`language` gives the sentences of `show` in the user's language (editor/cli_language.py);
    without it they are English."""
    pbem = subparsers.add_parser("pbem", help="play by e-mail: challenge, accept, play a turn, show, check",
                                 description="Play a scenario by e-mail: each hand-over is a .vvsturn file sent "
                                 "by any channel. Each player's records (the dice secret, what was sent) stay in "
                                 "their user folder. See docs/pbem.md.")
    commands = pbem.add_subparsers(dest="pbem_command", metavar="COMMAND", required=True)
    new = commands.add_parser("new", help="challenge: write the first turn file of a scenario")
    new.add_argument("scenario", help="scenario .json (with its boards/ folder, if any) or package .zip")
    new.add_argument("--side", choices=SIDES, required=True, help="the side you play")
    new.add_argument("--fog", action=argparse.BooleanOptionalAction, default=None,
                     help="fog of war on or off (default: the scenario's own setting)")
    add_password_options(new, setting=True)
    _message_and_output(new)
    new.set_defaults(handler=run_new)
    from_save = commands.add_parser("from-save", help="challenge from a saved hotseat or solo game, where it stands")
    from_save.add_argument("save", help="a saved game or game log (.json: the test run's Save game, `vvs play --log`)")
    from_save.add_argument("--side", choices=SIDES, required=True, help="the side you play")
    from_save.add_argument("--fog", action=argparse.BooleanOptionalAction, default=None,
                           help="fog of war on or off (default: the saved game's setting)")
    add_password_options(from_save, setting=True)
    _message_and_output(from_save)
    from_save.set_defaults(handler=run_from_save)
    accept = commands.add_parser("accept", help="accept a challenge: you play the other side")
    accept.add_argument("file", help="the challenge (.vvsturn)")
    add_password_options(accept, setting=False)
    _message_and_output(accept)
    accept.set_defaults(handler=run_accept)
    play = commands.add_parser("play", help="play your turn to the next hand-over and write the reply")
    play.add_argument("file", help="the turn file you received")
    play.add_argument("--as", dest="side", choices=SIDES, help="the side you play (checked against your records)")
    play.add_argument("--player", default="ai:normal", help="who plays your turn: ai, ai:LEVEL[:PERSONALITY], "
                      "simple or random (default ai:normal)")
    _message_and_output(play)
    play.set_defaults(handler=run_play)
    resign = commands.add_parser("resign", help="give the game up, with a last message")
    resign.add_argument("file", help="the turn file you received")
    _message_and_output(resign)
    resign.set_defaults(handler=run_resign)
    for name, handler, text in (("show", partial(run_show, language=language), "whose turn, the hand-over point, the message and a text replay"),
                                ("check", run_check, "exit 0 if the chain and the replay hold, 1 if not")):
        sub = commands.add_parser(name, help=text)
        sub.add_argument("file", help="a turn file (.vvsturn)")
        add_json_flag(sub)
        sub.set_defaults(handler=handler)
    log = commands.add_parser("log", aliases=["to-save"], help="write the game log inside a turn file: a saved game "
                              "the test run continues hotseat or solo, or `vvs replay` checks")
    log.add_argument("file", help="a turn file (.vvsturn)")
    log.add_argument("-o", "--output", required=True, help="the game log to write (.json)")
    log.set_defaults(handler=run_log)


def _message_and_output(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("-m", "--message", default="", help="a message to your opponent")
    parser.add_argument("-o", "--output", required=True, help="the turn file to write (.vvsturn) and send")


def _ledger() -> Any:
    from core.pbem.ledger import Ledger

    return Ledger()


def _turn(path: str) -> Any:
    from core.pbem.turnfile import TurnFileError, read_turn

    try:
        return read_turn(Path(path))
    except TurnFileError as error:
        raise CommandError(str(error)) from None


def _refused(error: Exception, path: str) -> int:
    print(printable(f"vvs: {path}: refused: {error}"), file=sys.stderr)
    return EXIT_INVALID


def _said(reply: Any, output: Path) -> int:
    head = reply.head
    following = f"{head['next']} plays next" if head["next"] else "the game is over"
    print(printable(f"wrote {output}: hand-over {head['n'] + 1} by {head['by']} ({head['point'].replace('_', ' ')}); "
                    f"{following}: send it to your opponent"))
    return EXIT_OK


def run_new(args: argparse.Namespace) -> int:
    from core.commands.play import load_scenario
    from core.pbem.protocol import deliver, new_game

    output = require_output_path(args.output)
    scenario, boards = load_scenario(Path(args.scenario))
    password = new_password(args)
    ledger = _ledger()
    turn, record = new_game(scenario, boards, Side(args.side), ledger, fog=args.fog, message=args.message,
                            password=password)
    deliver(ledger, record, turn, output)
    return _said(turn, output)


def run_from_save(args: argparse.Namespace) -> int:
    from core.commands.inputs import read_json_file
    from core.game.record import check_log
    from core.jsonio import FileFormatError
    from core.pbem.from_save import new_game_from_save
    from core.pbem.protocol import deliver
    from core.pbem.replaying import TurnRefused

    output = require_output_path(args.output)
    log = read_json_file(Path(args.save))
    try:
        check_log(log, args.save)
    except FileFormatError as error:
        raise CommandError(f"not a saved game or game log: {error}") from None
    password = new_password(args)
    ledger = _ledger()
    try:
        turn, record = new_game_from_save(log, Side(args.side), ledger, args.message, password, fog=args.fog)
    except TurnRefused as error:
        return _refused(error, args.save)
    deliver(ledger, record, turn, output)
    return _said(turn, output)


def run_accept(args: argparse.Namespace) -> int:
    from core.pbem.password import PasswordError, lock_of
    from core.pbem.protocol import accept, deliver
    from core.pbem.replaying import TurnRefused

    output = require_output_path(args.output)
    ledger = _ledger()
    turn = _turn(args.file)
    try:
        password = challenge_password(args) if len(turn.chain) == 1 and lock_of(turn.chain) is not None else ""
        reply, record = accept(turn, ledger, args.message, password=password)
    except (TurnRefused, PasswordError) as error:
        return _refused(error, args.file)
    deliver(ledger, record, reply, output)
    return _said(reply, output)


def run_play(args: argparse.Namespace, resign: bool = False) -> int:
    from core.ai.specs import parse_spec
    from core.game.players import side_seed
    from core.pbem.protocol import deliver, open_to_play
    from core.pbem.replaying import TurnRefused

    output = require_output_path(args.output)
    spec = None
    if not resign:
        try:
            spec = parse_spec(args.player)
        except ValueError as error:
            raise CommandError(str(error)) from None
    ledger = _ledger()
    try:
        turn = open_to_play(_turn(args.file), ledger)
        if getattr(args, "side", None) and args.side != turn.side.value:
            raise TurnRefused(f"you play {turn.side.value} in this game, not {args.side}")
    except TurnRefused as error:
        return _refused(error, args.file)
    if spec is not None:
        turn.play(spec.player(side_seed(turn.side, turn.state.dice.seed + len(turn.state.log))))
    reply = turn.reply(args.message, resign=resign)
    deliver(ledger, turn.record, reply, output)
    return _said(reply, output)


def run_resign(args: argparse.Namespace) -> int:
    return run_play(args, resign=True)


def _replayed(args: argparse.Namespace) -> tuple[Any, Any] | int:
    """The file replayed and, when this user plays in it, checked against their record."""
    from core.pbem.protocol import check_password
    from core.pbem.replaying import TurnRefused, check_turn, replay_turn

    turn = _turn(args.file)
    record = _ledger().get(turn.game)
    try:
        check_turn(turn)
        if record is not None and 0 <= record.sent_n < len(turn.chain) and turn.chain[record.sent_n]["hash"] != record.sent_hash:
            raise TurnRefused("this file does not continue the game as you last sent it: its history was changed")
        if record is not None:
            check_password(turn, record)
        return replay_turn(turn), record
    except TurnRefused as error:
        return _refused(error, args.file)


def run_show(args: argparse.Namespace, language: Callable[[], Language | None] | None = None) -> int:
    """The summary in the user's language (English without one); `--json` stays English, for scripts."""
    from core.pbem.story import summary, summary_lines

    found = _replayed(args)
    if isinstance(found, int):
        return found
    replayed, record = found
    reader = Side(record.side) if record is not None else None
    info = summary(replayed, reader)
    if args.json:
        emit_json({key: value for key, value in info.items() if key != "told"})
        return EXIT_OK
    speak = language() if language is not None else None
    print("\n".join(printable(speak(line) if speak is not None else str(line)) for line in summary_lines(info)))
    return EXIT_OK


def run_check(args: argparse.Namespace) -> int:
    found = _replayed(args)
    if isinstance(found, int):
        return found
    replayed, _ = found
    verdict = {"ok": True, "hand_overs": len(replayed.turn.chain), "actions": len(replayed.state.log)}
    if args.json:
        emit_json(verdict)
    else:
        print(f"{args.file}: the chain of {verdict['hand_overs']} hand-overs holds and its "
              f"{verdict['actions']} actions replay to the events it records")
    return EXIT_OK


def run_log(args: argparse.Namespace) -> int:
    from core.pbem.replaying import TurnRefused, replay_turn

    output = require_output_path(args.output)
    turn = _turn(args.file)
    try:
        replay_turn(turn)
    except TurnRefused as error:
        return _refused(error, args.file)
    write_json_output(output, turn.log)
    print(printable(f"wrote {output}: the game log of {turn.title} ({len(turn.log['actions'])} actions)"))
    return EXIT_OK
