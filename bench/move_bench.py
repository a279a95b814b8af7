"""Time movement queries on a four-board battlefield: `python bench/move_bench.py`.

The engine asks for reachable hexes for every legal move and the editor as
the mouse moves, so what matters is the warm query (graph already built);
the cold time, which includes building the graph, is paid once per
battlefield and unit class. Uses the first four boards in maps/ when there
are four, otherwise four numbered copies of a purpose-made test board.
"""

from __future__ import annotations

import dataclasses
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.boards.battlefield import Battlefield
from core.boards.board import Board, load_board
from core.boards.library import standard_boards
from core.hexes import Hex
from core.movement import MovementGraph, movement_allowance
from core.terrain import UnitClass

TEST_BOARD = ROOT / "tests" / "core" / "boards" / "move_country.json"
VEHICLE_MP = 16  # the fastest counters known (jeep, 16 MP): the widest search
REPEATS = 50


def four_boards() -> tuple[list[Board], str]:
    shipped = standard_boards()
    if len(shipped) >= 4:
        numbers = sorted(shipped)[:4]
        return [shipped[n] for n in numbers], f"maps/ boards {numbers}"
    board = load_board(TEST_BOARD)
    return [dataclasses.replace(board, number=n) for n in (1, 2, 3, 4)], f"four copies of {TEST_BOARD.name}"


def middle(battlefield: Battlefield) -> Hex:
    """A hex near the centre of the battlefield that infantry may stand in."""
    centre = Hex(battlefield.columns // 2, 0)
    return min(battlefield.ordered, key=lambda h: (abs(h.q - centre.q) + abs(h.r + h.q // 2 - battlefield.rows // 2), h))


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def report(label: str, battlefield: Battlefield, query: Callable[[MovementGraph], dict]) -> str:
    cold_graph = MovementGraph(battlefield)
    cold = timed(lambda: query(cold_graph))
    warm = statistics.median(timed(lambda: query(cold_graph)) for _ in range(REPEATS))
    hexes = len(query(cold_graph))
    return f"{label}: cold {cold:.1f} ms (graph built), warm {warm:.2f} ms per query ({hexes} hexes reached)"


def main() -> None:
    boards, source = four_boards()
    battlefield = Battlefield(boards)
    start = middle(battlefield)
    infantry_mp = movement_allowance("leader")
    print(f"battlefield: {source}, {len(battlefield)} hexes; start {battlefield.name(start)}")
    print(report(f"infantry reachability ({infantry_mp} MP)", battlefield,
                 lambda g: g.reachable(start, infantry_mp, UnitClass.INFANTRY)))
    print(report(f"vehicle reachability ({VEHICLE_MP} MP)", battlefield,
                 lambda g: g.reachable(start, VEHICLE_MP, UnitClass.VEHICLE, facing=1)))


if __name__ == "__main__":
    main()
