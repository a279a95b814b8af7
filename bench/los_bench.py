"""Time line of sight on a four-board battlefield against vectorized shapely: `python bench/los_bench.py`.

Measures (a) the LOS fan from one hex to every other hex and (b) every pair of
hexes, against an honest baseline: bench/los_shapely.py, which computes the
same answer (blocked or not, and the hindrance, hills and walls, hedges and
hedgerows included) for every pair with vectorized shapely predicates over
arrays of lines, and numpy. Both are timed in this run, and the baseline's
answer is checked equal to ours on every ordered pair.

"All pairs" is timed cold: a fresh Sightlines, its layers built and every line
path the battlefield needs computed (they are cached per offset, and the
caches are emptied first). Our runs and the baseline's take turns, and the
speedup divides the baseline's best time by our best. The fan is timed warm, as the editor's LOS probe sees it
after its first use: paths cached and the Sightlines reused; the first, cold
fan is printed too. Uses the first four boards in maps/ when there are four,
otherwise four numbered copies of a test board.
"""

from __future__ import annotations

import dataclasses
import gc
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from los_shapely import shapely_all_pairs

from core.boards.battlefield import Battlefield
from core.boards.board import Board, load_board
from core.boards.library import standard_boards
from core.hexes import Hex
from core.los import Sight, Sightlines
from core.los.index import forget_paths

TEST_BOARD = ROOT / "tests" / "core" / "boards" / "los_bench.json"
FAN_FIRERS = 25
REPEATS = 3


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


class Run(NamedTuple):
    wall: float
    cpu: float


def timed(action: Callable[[], dict[Hex, dict[Hex, Sight]]]) -> tuple[Run, dict[Hex, dict[Hex, Sight]]]:
    """Wall and CPU seconds of one run, and its answer; the CPU time shows what the wall time would be on an idle machine.

    Garbage is collected first, so that no run pays for the objects an earlier one left.
    """
    gc.collect()
    start, cpu = time.perf_counter(), time.process_time()
    answer = action()
    return Run(time.perf_counter() - start, time.process_time() - cpu), answer


def cold_all_pairs(field: Battlefield) -> dict[Hex, dict[Hex, Sight]]:
    """Ours from nothing: path caches emptied, a fresh Sightlines (its layers built), every line path computed."""
    forget_paths()
    return Sightlines(field).all_pairs()


def race(field: Battlefield) -> tuple[list[Run], list[Run], int, float]:
    """Our cold runs and the baseline's, taking turns so that both meet the same load on the machine.

    Also returns how many ordered pairs the two answers differ on (over every
    round) and the share of pairs that see. Each round's answers are dropped
    before the next, so that no run carries the objects of earlier ones.
    """
    ours, theirs, wrong, seen = [], [], 0, 0.0
    for _ in range(REPEATS):
        run, answer = timed(partial(cold_all_pairs, field))
        ours.append(run)
        run, baseline = timed(partial(shapely_all_pairs, field))
        theirs.append(run)
        wrong += differences(answer, baseline)
        pairs = sum(len(row) for row in answer.values())
        seen = sum(not blocked for row in answer.values() for blocked, _ in row.values()) / pairs
        del answer, baseline
    return ours, theirs, wrong, seen


def warm_all_pairs(field: Battlefield) -> float:
    """Best seconds of all pairs asked again of one Sightlines, paths cached: what a second question costs."""
    sight = Sightlines(field)
    sight.all_pairs()
    gc.collect()
    return min(seconds(sight.all_pairs)[0] for _ in range(REPEATS))


def differences(ours: dict[Hex, dict[Hex, Sight]], theirs: dict[Hex, dict[Hex, Sight]]) -> int:
    """Ordered pairs on which the two answers differ (a pair missing from either counts)."""
    pairs = {(a, b) for a, row in ours.items() for b in row} | {(a, b) for a, row in theirs.items() for b in row}
    return sum(ours.get(a, {}).get(b) != theirs.get(a, {}).get(b) for a, b in pairs)


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
    warm = warm_all_pairs(field)
    ours, theirs, wrong, seen = race(field)
    best, base = min(ours), min(theirs)
    pairs = count * (count - 1)
    print(f"all pairs: {best.wall:.2f} s cold, best of {REPEATS} ({best.cpu:.2f} s CPU; layers built and line paths "
          f"computed on the way), {max(ours).wall:.2f} s slowest; {warm:.2f} s warm; "
          f"{seen:.0%} of pairs see")
    print(f"shapely baseline: vectorized predicates over {pairs // 2:,} lines, {base.wall:.1f} s best of {REPEATS} "
          f"({base.cpu:.1f} s CPU), {max(theirs).wall:.1f} s slowest; answers equal to ours on all "
          f"{pairs:,} ordered pairs: {'yes' if not wrong else f'NO, {wrong:,} differ'}")
    print(f"LOS fan: {fan:.1f} ms; all pairs: {best.wall:.2f} s; shapely all pairs: {base.wall:.1f} s; "
          f"speedup: {base.wall / best.wall:.0f}")
    if wrong:
        sys.exit(1)


if __name__ == "__main__":
    main()
