"""`vvs play SCENARIO` plays a whole game headless; `vvs replay LOG` plays its log again."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.commands import EXIT_INVALID, EXIT_OK, CommandError, add_json_flag, emit_json
from core.commands.inputs import read_json_file
from core.jsonio import FileFormatError, validate, write_json_atomic
from core.scenario import Scenario
from core.scenario.check import ScenarioRulesError, require_clean

if TYPE_CHECKING:
    from core.game.state import GameState

LOG_FORMAT = 1
LOG_SCHEMA = "game-log.schema.json"


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
    from core.scenario.io import to_dict

    path = Path(args.scenario)
    scenario = load_scenario(path)
    game = Game(scenario, computer=("allied", "axis"))
    state = play_game(game, game.new_state(args.seed), make_players(args.players, args.seed))
    assert state.result is not None
    summary = _summary(state.result, len(state.log))
    if args.log:
        write_json_atomic(args.log, {"format": LOG_FORMAT, "scenario": to_dict(scenario), "seed": args.seed,
                                     "computer": ["allied", "axis"], "actions": state.log, "result": state.result,
                                     "events": state.events})
    if args.json:
        emit_json(summary)
    else:
        print(f"{scenario.title}: {summary['level'].replace('_', ' ')} for the attacker ({scenario.attacker}); "
              f"winner: {summary['winner']}; {summary['turns']} turns, {summary['actions']} actions ({summary['reason']})")
    return EXIT_OK


def _plain(value: Any) -> Any:
    """The value as it reads back from the log file (tuples become lists)."""
    return json.loads(json.dumps(value))


def _replay(name: str, log: dict[str, Any]) -> GameState:
    """The log's game played again from its seed; each action must be legal where it stands."""
    from core.game.actions import action_from_dict
    from core.game.game import Game, IllegalAction
    from core.scenario.io import from_dict

    try:
        scenario = from_dict(log["scenario"], f"{name}: scenario")
        game = Game(scenario, computer=tuple(log.get("computer", ())))
        state = game.new_state(int(log["seed"]))
        legal = game.legal_actions(state)
        for index, entry in enumerate(log["actions"]):
            if state.is_over:
                raise CommandError(f"{name}: the game ended before action {index + 1}")
            action = action_from_dict(entry)
            if action not in legal:
                raise IllegalAction(f"action {index + 1}, {action}, is not legal then")
            legal = game.step(state, action)
    except (FileFormatError, ValueError) as error:
        raise CommandError(f"{name}: cannot be replayed: {error}") from None
    return state


def run_replay(args: argparse.Namespace) -> int:
    log = read_json_file(Path(args.log))
    try:
        validate(log, LOG_SCHEMA, str(args.log))
    except FileFormatError as error:
        raise CommandError(f"not a game log written by `vvs play --log`: {error}") from None
    state = _replay(args.log, log)
    same_result = state.result == log.get("result")
    same_events = "events" not in log or _plain(state.events) == log["events"]  # logs before events were kept
    same = same_result and same_events
    summary = _summary(state.result or {"winner": "none", "level": "unfinished", "turns": state.turn}, len(state.log))
    summary["matches_log"] = same
    summary["events_match"] = same_events
    if args.json:
        emit_json(summary)
    else:
        verdict = ("the same result and events as the log" if same
                   else "a DIFFERENT result from the log" if not same_result else "the same result but DIFFERENT events")
        print(f"replayed {len(state.log)} actions: {summary['level']}, winner {summary['winner']} - {verdict}")
    return EXIT_OK if same else EXIT_INVALID
