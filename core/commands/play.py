"""`vvs play SCENARIO` plays a whole game headless; `vvs replay LOG` plays its log again."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.boards.board import Board
from core.boards.document import board_document
from core.commands import EXIT_INVALID, EXIT_OK, CommandError, add_json_flag, emit_json, non_negative_int, printable
from core.commands.inputs import read_json_file, read_scenario, require_output_path, write_json_output
from core.documents.check import ScenarioRulesError, custom_boards, require_clean
from core.jsonio import FileFormatError, validate
from core.placement import context_for
from core.scenario import Scenario
from core.sides import other_side

if TYPE_CHECKING:
    from core.game.state import GameState

LOG_FORMAT = 1
LOG_SCHEMA = "game-log.schema.json"


def register(subparsers: Any) -> None:
    play = subparsers.add_parser("play", help="play a whole game with the built-in players",
                                 description="Play a scenario to the end, computer against computer.")
    play.add_argument("scenario", help="scenario .json (with the boards/ folder beside it, if any) or package .zip")
    play.add_argument("--seed", type=non_negative_int, default=0, help="dice and players' seed, 0 or more (default 0)")
    play.add_argument("--players", choices=("simple", "random"), default="simple")
    play.add_argument("--ai-vs-ai", action="store_true", help="both sides played by the computer (the default here)")
    play.add_argument("--log", help="write the action log to this file (replay it with `vvs replay`)")
    add_json_flag(play)
    play.set_defaults(handler=run_play)

    replay = subparsers.add_parser("replay", help="replay an action log and check it gives the same result")
    replay.add_argument("log", help="a log written by `vvs play --log`")
    add_json_flag(replay)
    replay.set_defaults(handler=run_replay)


def load_scenario(path: Path) -> tuple[Scenario, dict[int, Board]]:
    """The scenario to play and the custom boards it brings (from its package or its folder)."""
    source = read_scenario(path)
    try:
        return require_clean(source.document, source.name, source.boards), source.boards
    except (FileFormatError, ScenarioRulesError) as error:
        raise CommandError(f"cannot play {path}: {error}") from None


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
    from core.game.game import Game
    from core.game.players import make_players, play_game
    from core.scenario.io import to_dict

    log_path = require_output_path(args.log) if args.log else None  # before playing, not after
    scenario, boards = load_scenario(Path(args.scenario))
    game = Game(scenario, context=context_for(scenario, boards or None), computer=("allied", "axis"))
    state = play_game(game, game.new_state(args.seed), make_players(args.players, args.seed))
    assert state.result is not None
    summary = _summary(state.result, len(state.log), scenario.attacker)
    if log_path is not None:
        log: dict[str, Any] = {"format": LOG_FORMAT, "scenario": to_dict(scenario), "seed": args.seed,
                               "computer": ["allied", "axis"], "actions": state.log, "result": state.result,
                               "events": state.events}
        used = {ref.board for ref in scenario.boards}
        if any(n in used for n in boards):
            log["boards"] = {f"board-{n:02d}": board_document(b) for n, b in sorted(boards.items()) if n in used}
        write_json_output(log_path, log)
    if args.json:
        emit_json(summary)
    else:
        print(printable(f"{scenario.title}: {verdict(summary)}; {summary['turns']} turns, "
                        f"{summary['actions']} actions ({summary['reason']})"))
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
        boards = custom_boards(log.get("boards", {}), name)
        game = Game(scenario, context=context_for(scenario, boards or None), computer=tuple(log.get("computer", ())))
        state = game.new_state(int(log["seed"]))
        legal = game.legal_actions(state)
        for index, entry in enumerate(log["actions"]):
            if state.is_over:
                raise CommandError(f"{name}: the game ended before action {index + 1}")
            action = action_from_dict(entry)
            if action not in legal:
                raise IllegalAction(f"action {index + 1}, {action}, is not legal then")
            legal = game.step(state, action)
    except (FileFormatError, ValueError) as error:  # BoardError and BattlefieldError are ValueErrors
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
    attacker = str(log["scenario"].get("attacker", "allied"))
    summary = _summary(state.result or {"winner": "none", "level": "unfinished", "turns": state.turn}, len(state.log), attacker)
    summary["matches_log"] = same
    summary["events_match"] = same_events
    if args.json:
        emit_json(summary)
    else:
        match = ("the same result and events as the log" if same
                   else "a DIFFERENT result from the log" if not same_result else "the same result but DIFFERENT events")
        print(f"replayed {len(state.log)} actions: {summary['level']}, winner {summary['winner']} - {match}")
    return EXIT_OK if same else EXIT_INVALID
