"""`vvs play SCENARIO` plays a whole game headless; `vvs replay LOG` plays its log again.

The game record (writing, replaying and comparing logs) is core.game.record;
this module only reads the command line and prints.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.boards.board import Board
from core.commands import EXIT_INVALID, EXIT_OK, CommandError, RulesError, add_json_flag, emit_json, non_negative_int, printable
from core.commands.inputs import read_json_file, read_scenario, require_output_path
from core.documents.check import ScenarioRulesError, require_clean
from core.jsonio import FileFormatError
from core.placement import context_for
from core.scenario import Scenario
from core.sides import other_side

if TYPE_CHECKING:
    from core.ai.specs import PlayerSpec

COMPUTER = ("allied", "axis")


def register(subparsers: Any) -> None:
    play = subparsers.add_parser("play", help="play a whole game, computer against computer",
                                 description="Play a scenario to the end with a player of your choice on each side, and "
                                 "say who won: the victory level is told from the attacker's side, and --json adds "
                                 "winner_side, attacker, defender and the players. A player is ai (the computer "
                                 "opponent, at a level easy, normal or hard, with a personality such as cautious or "
                                 "aggressive: ai:hard:aggressive), simple or random.")
    play.add_argument("scenario", help="scenario .json (with the boards/ folder beside it, if any) or package .zip")
    play.add_argument("--seed", type=non_negative_int, default=0, help="dice and players' seed, 0 or more (default 0)")
    play.add_argument("--attacker", type=_spec, action=_Seat, metavar="SPEC",
                      help="who plays the attacker: ai, ai:LEVEL or ai:LEVEL:PERSONALITY, simple or random "
                      "(default ai:normal)")
    play.add_argument("--defender", type=_spec, action=_Seat, metavar="SPEC",
                      help="who plays the defender, in the same form (default ai:normal)")
    play.add_argument("--players", choices=("simple", "random", "ai"), action=_Seat,
                      help="the same player for both sides (ai is ai:normal), instead of --attacker and --defender")
    play.add_argument("--think-ms", type=non_negative_int, metavar="MS",
                      help="the hard level's think budget per Movement Phase, in milliseconds of a reference machine; "
                      "counted in work units, so the same budget plays the same game on any machine (default 500)")
    play.add_argument("--ai-vs-ai", action="store_true", help="both sides played by the computer (the default here)")
    play.add_argument("--log", help="write the action log, with the computer's reasons, to this file (replay it with "
                      "`vvs replay`)")
    add_json_flag(play)
    play.set_defaults(handler=run_play)

    replay = subparsers.add_parser("replay", help="replay an action log and check it gives the same result")
    replay.add_argument("log", help="a log written by `vvs play --log`")
    add_json_flag(replay)
    replay.set_defaults(handler=run_replay)


class _Seat(argparse.Action):
    """Stores a side's player, refusing --players together with --attacker or --defender: both
    name the same seats, and which one wins would be a guess."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        others = ("attacker", "defender") if self.dest == "players" else ("players",)
        clash = next((f"--{dest}" for dest in others if getattr(namespace, dest, None) is not None), None)
        if clash is not None:
            parser.error(f"{option_string} and {clash} name the same players: give --players for both sides, "
                         f"or --attacker and --defender")
        setattr(namespace, self.dest, values)


def _spec(text: str) -> PlayerSpec:
    """An argparse type: the player a spec names (a bad one is a usage error naming the valid forms)."""
    from core.ai.specs import parse_spec

    try:
        return parse_spec(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _seats(args: argparse.Namespace) -> tuple[PlayerSpec, PlayerSpec]:
    """The attacker's and the defender's players: --players for both, else each side's own
    (ai:normal when not given)."""
    from core.ai.specs import DEFAULT_SPEC, parse_spec

    either = parse_spec(args.players or DEFAULT_SPEC)
    think = getattr(args, "think_ms", None)
    return (args.attacker or either).thinking(think), (args.defender or either).thinking(think)


def load_scenario(path: Path) -> tuple[Scenario, dict[int, Board]]:
    """The scenario to play and the custom boards it brings (from its package or its folder)."""
    source = read_scenario(path)
    try:
        return require_clean(source.document, source.name, source.boards), source.boards
    except (FileFormatError, ScenarioRulesError) as error:
        raise RulesError(f"cannot play {path}: {error}") from None


def _summary(result: dict[str, Any], actions: int, attacker: str) -> dict[str, Any]:
    """The result, saying whose victory: the level is always the attacker's (seed 004)."""
    winner = result["winner"]
    sides = {"attacker": attacker, "defender": other_side(attacker)}
    return {"winner": winner, "winner_side": sides.get(winner), "attacker": sides["attacker"],
            "defender": sides["defender"], "level": result["level"], "turns": result["turns"],
            "reason": result.get("reason", ""), "actions": actions}


def verdict(summary: dict[str, Any]) -> str:
    """`minor victory for the attacker (allied): allied wins` in words a player reads."""
    level = str(summary["level"]).replace("_", " ")
    winner = f"{summary['winner_side']} wins" if summary.get("winner_side") else "nobody wins"
    return f"{level} for the attacker ({summary['attacker']}): {winner}"


def run_play(args: argparse.Namespace) -> int:
    from core.ai.specs import players_from_specs
    from core.game.game import Game
    from core.game.players import play_game
    from core.game.record import write_log

    log_path = require_output_path(args.log) if args.log else None  # before playing, not after
    attacker, defender = _seats(args)
    scenario, boards = load_scenario(Path(args.scenario))
    game = Game(scenario, context=context_for(scenario, boards or None), computer=COMPUTER)
    specs = {game.attacker: str(attacker), game.attacker.other: str(defender)}
    state = play_game(game, game.new_state(args.seed), players_from_specs(specs, args.seed))
    assert state.result is not None
    summary = _summary(state.result, len(state.log), scenario.attacker)
    summary["players"] = {"attacker": str(attacker), "defender": str(defender)}
    if log_path is not None:
        try:
            write_log(log_path, scenario, args.seed, COMPUTER, state, boards)
        except OSError as error:
            raise CommandError(f"{log_path}: cannot write the log ({error.strerror or error})") from None
    if args.json:
        emit_json(summary)
    else:
        print(printable(f"{scenario.title} (attacker {attacker}, defender {defender}): {verdict(summary)}; "
                        f"{summary['turns']} turns, {summary['actions']} actions ({summary['reason']})"))
    return EXIT_OK


def run_replay(args: argparse.Namespace) -> int:
    from core.game.record import ReplayEndedEarly, ReplayError, check_log, compare, replay

    log = read_json_file(Path(args.log))
    try:
        check_log(log, str(args.log))
    except FileFormatError as error:
        raise CommandError(f"not a game log written by `vvs play --log`: {error}") from None
    try:
        state = replay(log, args.log)
    except ReplayEndedEarly as error:  # the log was read, and its game does not come out again: it differs
        raise RulesError(f"{args.log}: {error}") from None
    except ReplayError as error:
        raise RulesError(f"{args.log}: cannot be replayed: {error}") from None
    comparison = compare(state, log)
    attacker = str(log["scenario"].get("attacker", "allied"))
    summary = _summary(state.result or {"winner": "none", "level": "unfinished", "turns": state.turn}, len(state.log), attacker)
    summary["matches_log"] = comparison.same
    summary["events_match"] = comparison.same_events
    if args.json:
        emit_json(summary)
    else:
        match = ("the same result and events as the log" if comparison.same
                 else "a DIFFERENT result from the log" if not comparison.same_result
                 else "the same result but DIFFERENT events")
        print(f"replayed {len(state.log)} actions: {summary['level']}, winner {summary['winner']} - {match}")
    return EXIT_OK if comparison.same else EXIT_INVALID
