"""`vvs play SCENARIO` plays a whole game headless; `vvs replay LOG` plays its log again.

The game record (writing, replaying and comparing logs) is core.game.record;
this module only reads the command line and prints.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from core.commands import EXIT_INVALID, EXIT_OK, CommandError, add_json_flag, emit_json
from core.commands.inputs import read_json_file
from core.jsonio import FileFormatError
from core.scenario import Scenario
from core.scenario_check import ScenarioRulesError, require_clean

COMPUTER = ("allied", "axis")


def register(subparsers: Any) -> None:
    play = subparsers.add_parser("play", help="play a whole game with the built-in players",
                                 description="Play a scenario to the end, computer against computer.")
    play.add_argument("scenario", help="scenario .json")
    play.add_argument("--seed", type=int, default=0, help="dice and players' seed (default 0)")
    play.add_argument("--players", choices=("simple", "random"), default="simple")
    play.add_argument("--ai-vs-ai", action="store_true", help="both sides played by the computer (the default here)")
    play.add_argument("--log", help="write the action log to this file (replay it with `vvs replay`)")
    add_json_flag(play)
    play.set_defaults(handler=run_play)

    replay = subparsers.add_parser("replay", help="replay an action log and check it gives the same result")
    replay.add_argument("log", help="a log written by `vvs play --log`")
    add_json_flag(replay)
    replay.set_defaults(handler=run_replay)


def load_scenario(path: Path) -> Scenario:
    try:
        return require_clean(read_json_file(path), path.name)
    except (FileFormatError, ScenarioRulesError) as error:
        raise CommandError(f"cannot play {path}: {error}") from None


def _summary(result: dict[str, Any], actions: int) -> dict[str, Any]:
    return {"winner": result["winner"], "level": result["level"], "turns": result["turns"],
            "reason": result.get("reason", ""), "actions": actions}


def run_play(args: argparse.Namespace) -> int:
    from core.game.game import Game
    from core.game.players import make_players, play_game
    from core.game.record import write_log

    path = Path(args.scenario)
    scenario = load_scenario(path)
    game = Game(scenario, computer=COMPUTER)
    state = play_game(game, game.new_state(args.seed), make_players(args.players, args.seed))
    assert state.result is not None
    summary = _summary(state.result, len(state.log))
    if args.log:
        write_log(args.log, scenario, args.seed, COMPUTER, state)
    if args.json:
        emit_json(summary)
    else:
        print(f"{scenario.title}: {summary['level'].replace('_', ' ')} for the attacker ({scenario.attacker}); "
              f"winner: {summary['winner']}; {summary['turns']} turns, {summary['actions']} actions ({summary['reason']})")
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
    except ReplayEndedEarly as error:
        raise CommandError(f"{args.log}: {error}") from None
    except ReplayError as error:
        raise CommandError(f"{args.log}: cannot be replayed: {error}") from None
    comparison = compare(state, log)
    summary = _summary(state.result or {"winner": "none", "level": "unfinished", "turns": state.turn}, len(state.log))
    summary["matches_log"] = comparison.same
    summary["events_match"] = comparison.same_events
    if args.json:
        emit_json(summary)
    else:
        verdict = ("the same result and events as the log" if comparison.same
                   else "a DIFFERENT result from the log" if not comparison.same_result
                   else "the same result but DIFFERENT events")
        print(f"replayed {len(state.log)} actions: {summary['level']}, winner {summary['winner']} - {verdict}")
    return EXIT_OK if comparison.same else EXIT_INVALID
