"""Purpose-built positions and scripted dice for engine tests.

    board = make_board([".....", ".W.B.", "....."])          # 5 columns x 3 rows
    game, state = make_game(board, allied=[("b7:B2", [unit("a1", "us.rifle_squad")])],
                            axis=[("b7:D2", [unit("g1", "ger.rifle_squad")])])
    state.dice = ScriptedDice([4, 3])                         # the next 2d6 rolls
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from core.boards.board import Board, parse_board
from core.placement import context_for
from core.scenario import BoardRef, Scenario, ScenarioType, SideSetup, Stack, Unit


@dataclass
class ScriptedDice:
    """Dice that roll what the test says, in order; running out is a test error."""

    rolls: list[int]
    used: list[int] = field(default_factory=list)

    def _next(self) -> int:
        if not self.rolls:
            raise AssertionError(f"the dice ran out after {self.used}")
        value = self.rolls.pop(0)
        self.used.append(value)
        return value

    def roll_2d6(self, side: str | None = None) -> int:
        return self._next()

    def roll_d6(self, side: str | None = None) -> int:
        return self._next()

    def to_dict(self) -> dict[str, Any]:
        return {"scripted": list(self.rolls), "used": list(self.used)}


def make_board(terrain: list[str], elevation: list[str] | None = None, number: int = 7, **extra: Any) -> Board:
    """A board from rows of terrain codes; columns must be odd in number and the
    edge columns open (the board rules), and odd columns have no hex in the last row."""
    rows = len(terrain)
    columns = len(terrain[0])
    grid = [row if r < rows - 1 else "".join(c if i % 2 == 0 else " " for i, c in enumerate(row)) for r, row in enumerate(terrain)]
    levels = elevation or ["0" * columns] * rows
    levels = [row if r < rows - 1 else "".join(c if i % 2 == 0 else " " for i, c in enumerate(row)) for r, row in enumerate(levels)]
    document = {"format": 1, "number": number, "name": "test", "columns": columns, "rows": rows,
                "terrain": grid, "elevation": levels, **extra}
    return parse_board(document, "test board")


def unit(unit_id: str, type_id: str, **fields: Any) -> Unit:
    return Unit(unit_id, type_id, **fields)


def make_game(board: Board, allied: list[tuple[str, list[Unit]]] = (), axis: list[tuple[str, list[Unit]]] = (),
              seed: int = 1, **scenario: Any):
    from core.game.game import Game

    allied_side = scenario.pop("allied_side", SideSetup("us", half_squads=True, stacks=tuple(Stack(h, tuple(u)) for h, u in allied)))
    axis_side = scenario.pop("axis_side", SideSetup("ger", half_squads=True, stacks=tuple(Stack(h, tuple(u)) for h, u in axis)))
    defaults = {"title": "test", "boards": (BoardRef(board.number),), "type": ScenarioType.ELIMINATION, "turns": 3}
    sc = Scenario(allied=allied_side, axis=axis_side, **{**defaults, **scenario})
    game = Game(sc, context_for(sc, {board.number: board}))
    return game, game.new_state(seed)


@pytest.fixture
def scripted():
    return ScriptedDice
