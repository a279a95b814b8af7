"""Small hand-made battles for the computer opponent's tests, and a way to play them.

    board = open_board(9, 7, {"b7:B4": "K"})         # 9 columns x 7 rows, a canal hex
    game, state = battle(board, allied=[("b7:E6", [Unit("a1", "us.m4a1", facing=0)])], ...)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.ai.player import AiPlayer
from core.boards.board import Board, parse_board
from core.game.actions import Action, EndMove, EndPhase
from core.game.game import Game
from core.game.state import GameState, Phase
from core.placement import context_for
from core.scenario import BoardRef, Objective, Scenario, ScenarioType, SideSetup, Stack, Unit
from core.sides import Side


def open_board(columns: int, rows: int, terrain: dict[str, str] | None = None, number: int = 7) -> Board:
    """Open ground with the hexes named set to terrain codes (odd columns lack the last row)."""
    grid = [["." if (r < rows - 1 or c % 2 == 0) else " " for c in range(columns)] for r in range(rows)]
    for name, code in (terrain or {}).items():
        local = name.split(":")[-1]
        column, row = ord(local[0]) - ord("A"), int(local[1:]) - 1
        grid[row][column] = code
    text = ["".join(row) for row in grid]
    levels = ["".join("0" if ch != " " else " " for ch in row) for row in text]
    return parse_board({"format": 1, "number": number, "name": "test", "columns": columns, "rows": rows,
                        "terrain": text, "elevation": levels}, "test board")


def battle(board: Board, allied: Sequence[tuple[str, list[Unit]]] = (), axis: Sequence[tuple[str, list[Unit]]] = (),
           seed: int = 1, **scenario: Any) -> tuple[Game, GameState]:
    sides = {name: scenario.pop(f"{name}_side", None) or SideSetup(nation, half_squads=True, stacks=tuple(Stack(h, tuple(u)) for h, u in stacks))
             for name, nation, stacks in (("allied", "us", allied), ("axis", "ger", axis))}
    defaults: dict[str, Any] = {"title": "test", "boards": (BoardRef(board.number),), "type": ScenarioType.ELIMINATION, "turns": 4}
    sc = Scenario(allied=sides["allied"], axis=sides["axis"], **{**defaults, **scenario})
    game = Game(sc, context_for(sc, {board.number: board}), computer=("allied", "axis"))
    return game, game.new_state(seed)


class Passive:
    """A player that does nothing: ends every move and phase."""

    def choose(self, game: Game, state: GameState, actions: Sequence[Action]) -> Action:
        for kind in (EndMove, EndPhase):
            for action in actions:
                if isinstance(action, kind):
                    return action
        return actions[0]

    def reason(self) -> str | None:
        return None


def play_until(game: Game, state: GameState, players: dict[Side, Any], stop: Any, limit: int = 2000) -> list[tuple[Action, str | None]]:
    """Play until `stop(state)` holds or the game ends; the choices made, with their reasons."""
    made: list[tuple[Action, str | None]] = []
    actions = game.legal_actions(state)
    for _ in range(limit):
        if state.is_over or stop(state):
            return made
        player = players[game.to_act(state)]
        action = player.choose(game, state, actions)
        made.append((action, player.reason()))
        actions = game.step(state, action)
    raise AssertionError("the game went on past the limit")


def ai_against_passive(ai_side: Side, level: str = "normal", seed: int = 3) -> dict[Side, Any]:
    return {ai_side: AiPlayer(level, seed=seed), ai_side.other: Passive()}


def at_phase(phase: Phase, turn: int) -> Any:
    return lambda state: state.turn == turn and state.phase == phase


HOUSES_ROUND_THE_LANE = {"b7:C3": "B", "b7:D3": "B", "b7:F3": "B", "b7:G3": "B"}
"""Stone houses along row 3 with a gap at E3: an MG in E1 sees down the E file through it."""


def mg_lane_movement(squad: str, objective: str, houses: dict[str, str] = HOUSES_ROUND_THE_LANE) -> tuple[Game, GameState]:
    """An allied rifle squad in its Movement Phase, going for `objective`, an MG42 squad in E1
    watching the open ground round `houses` (13.8)."""
    game, state = battle(open_board(9, 7, houses), allied=[(squad, [Unit("a1", "us.rifle_squad")])],
                         axis=[("b7:E1", [Unit("g1", "ger.rifle_squad", weapons=("ger.mg42",))])],
                         type=ScenarioType.OBJECTIVE, objectives=(Objective(objective, "axis"),),
                         attacker="allied", first_player="allied", turns=5)
    while state.phase != Phase.MOVEMENT:
        game.end_phase(state)
    return game, state
