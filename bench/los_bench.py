"""Time line of sight on a four-board battlefield: `python bench/los_bench.py [--full-naive]`.

Measures (a) the LOS fan from one hex to every other hex and (b) every pair of
hexes, against a naive baseline: one shapely line per pair tested against
every blocking hex polygon (terrain and hills, prepared for speed). The
naive run over all pairs takes most of a minute, so by default it is timed on
a sample of firers and scaled to all pairs; --full-naive runs it all.

"All pairs" is timed cold: it includes computing every line path the
battlefield needs (they are cached per offset), best of three runs. The fan is
timed warm, as the editor's LOS probe sees it after its first use: paths
cached and the Sightlines reused; the first, cold fan is printed too. Uses the first four boards in maps/ when
there are four, otherwise four numbered copies of a test board.
"""

from __future__ import annotations

import dataclasses
import statistics
import sys
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np
import shapely

from core.battlefield import Battlefield
from core.board_library import standard_boards
from core.boards import Board, load_board
from core.hexes import CORNERS_INT, Hex, center_int
from core.los import Sightlines
from core.los.index import forget_paths
from core.terrain import catalogue

TEST_BOARD = ROOT / "tests" / "core" / "boards" / "los_bench.json"
FAN_FIRERS = 25
REPEATS = 3
NAIVE_SAMPLE_PAIRS = 15_000


def four_boards() -> tuple[list[Board], str]:
    try:
        shipped = standard_boards()
    except ValueError as error:  # a board being drawn may not be valid yet
        print(f"maps/ not usable ({str(error).splitlines()[0]}); using the test board")
        shipped = {}
    rows = {b.rows for b in shipped.values()}
    if len(shipped) >= 4 and len(rows) == 1:
        numbers = sorted(shipped)[:4]
        return [shipped[n] for n in numbers], f"maps/ boards {numbers}"
    board = load_board(TEST_BOARD)
    return [dataclasses.replace(board, number=n) for n in (1, 2, 3, 4)], f"four copies of {TEST_BOARD.name}"


def seconds(action) -> tuple[float, object]:
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


def naive_blocked(field: Battlefield, polygons: np.ndarray, owners: list[Hex], a: Hex, b: Hex) -> bool:
    """The textbook way: a shapely line against every blocking hex polygon, ends excluded."""
    line = shapely.LineString([center_int(a), center_int(b)])
    hits = np.flatnonzero(shapely.intersects(line, polygons))
    return any(owners[i] not in (a, b) for i in hits)


def naive_all_pairs(field: Battlefield, full: bool) -> tuple[float, int]:
    """Seconds for every unordered pair (measured, or scaled from a sample of firers) and pairs timed."""
    terrain = catalogue()
    owners = [h for h in field.ordered if terrain.get(field.terrain(h)).blocks_los or field.elevation(h) > 0]
    polygons = shapely.polygons([[(center_int(h)[0] + x, center_int(h)[1] + y) for x, y in CORNERS_INT] for h in owners])
    shapely.prepare(polygons)
    order = field.ordered
    total = len(order) * (len(order) - 1) // 2
    step = 1 if full else max(1, total // NAIVE_SAMPLE_PAIRS)
    firers = range(0, len(order), step) if not full else range(len(order))
    pairs = 0
    start = time.perf_counter()
    for i in firers:
        for b in order[i + 1:]:
            naive_blocked(field, polygons, owners, order[i], b)
            pairs += 1
    elapsed = time.perf_counter() - start
    return elapsed * total / pairs, pairs


def time_all_pairs(field: Battlefield) -> tuple[float, float, float, float]:
    """Best cold run (path caches emptied first) in wall and CPU seconds, best warm run, share of pairs that see.

    The CPU time shows what the wall time would be on an idle machine.
    """
    cold, cpu = [], []
    for _ in range(REPEATS):
        forget_paths()
        start = time.process_time()
        cold.append(seconds(Sightlines(field).all_pairs)[0])
        cpu.append(time.process_time() - start)
    sight = Sightlines(field)
    warm, answers = min((seconds(sight.all_pairs) for _ in range(REPEATS)), key=lambda item: item[0])
    pairs = sum(len(row) for row in answers.values())
    seen = sum(not blocked for row in answers.values() for blocked, _ in row.values())
    return min(cold), min(cpu), warm, seen / pairs


def time_fans(field: Battlefield) -> tuple[float, float, float]:
    """Milliseconds: a first fan with nothing cached, then the mean and worst warm fan over several firers."""
    forget_paths()
    middle = field.ordered[len(field.ordered) // 2]
    first = seconds(lambda: Sightlines(field).fan(middle))[0]
    Sightlines(field).prepare()
    sight = Sightlines(field)
    firers = field.ordered[:: max(1, len(field.ordered) // FAN_FIRERS)]
    times: dict[Hex, float] = {}
    for _ in range(REPEATS):  # the first pass also shifts the layers to each hex, which a Sightlines keeps
        for firer in firers:
            elapsed = seconds(partial(sight.fan, firer))[0]
            times[firer] = min(times.get(firer, elapsed), elapsed)
    return first * 1000, statistics.mean(times.values()) * 1000, max(times.values()) * 1000


def main() -> None:
    boards, source = four_boards()
    field = Battlefield(boards)
    count = len(field.ordered)
    print(f"battlefield: {source}, {field.columns} columns, {count} hexes, {count * (count - 1):,} ordered pairs")
    first_fan, fan, worst_fan = time_fans(field)
    print(f"fan: {first_fan:.0f} ms the first time (line paths computed), then {fan:.1f} ms mean, "
          f"{worst_fan:.1f} ms worst over {FAN_FIRERS} firers")
    cold, cpu, warm, seen = time_all_pairs(field)
    print(f"all pairs: {cold:.2f} s cold ({cpu:.2f} s CPU; line paths computed on the way), {warm:.2f} s warm; "
          f"{seen:.0%} of pairs see")
    full = "--full-naive" in sys.argv
    naive, timed = naive_all_pairs(field, full)
    how = "measured on all" if full else f"scaled from {timed:,} timed of"
    print(f"naive: shapely line against every blocking polygon, {naive:.1f} s ({how} {count * (count - 1) // 2:,} pairs)")
    print(f"LOS fan: {fan:.1f} ms; all pairs: {cold:.2f} s; naive all pairs: {naive:.1f} s; speedup: {naive / cold:.0f}")


if __name__ == "__main__":
    main()
