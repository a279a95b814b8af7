"""Random valid boards for testing the generator on boards it has never seen (issue 16).

`python bench/random_boards.py --count 30 --seed 1 -o folder/` writes board-101.json ... ; the
same seed gives the same boards. Each board has patches of every kind of land terrain from
the terrain catalogue, a little water (a stream, a pond or a marsh), hills of levels 1 and 2,
roads from edge to edge (a bridge where one crosses the stream), and walls, hedges and
hedgerows, all obeying the edge rule of docs/boards.md: the edge columns stay open ground
at level 0 and no hexside feature lies on the board edge or between two edge hexes. Every
board is checked by core.boards (board_problems must be empty) before it is returned.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.boards.board import board_problems, board_rows_in, neighbor_offset  # noqa: E402
from core.hexes import DIRECTION_NAMES, Hexside, Offset, offset_name  # noqa: E402

COLUMNS, ROWS = 21, 10
LAND = ("F", "C", "B", "W", "O", "H")
WATER = ("P", "M")
FEATURES = ("wall", "hedge", "hedgerow")
FIRST_NUMBER = 101


def _inside(o: Offset) -> bool:
    return 0 <= o.col < COLUMNS and 0 <= o.row < board_rows_in(ROWS, o.col)


def _inner(o: Offset) -> bool:
    return _inside(o) and 0 < o.col < COLUMNS - 1


def _blob(rng: random.Random, size: int) -> list[Offset]:
    """A patch of connected inner hexes grown from a random start."""
    start = Offset(rng.randrange(1, COLUMNS - 1), rng.randrange(0, ROWS - 1))
    patch = [start]
    while len(patch) < size:
        n = neighbor_offset(rng.choice(patch), rng.randrange(6))
        if _inner(n) and n not in patch:
            patch.append(n)
        elif rng.random() < 0.05:
            break
    return patch


def _road(rng: random.Random, row: int) -> list[Offset]:
    """A road from the west edge to the east edge, wandering a little from its row."""
    path = [Offset(0, row)]
    while path[-1].col < COLUMNS - 1:
        here = path[-1]
        steps = [neighbor_offset(here, d) for d in (1, 2)]  # NE, SE: always one column east
        path.append(rng.choice([s for s in steps if _inside(s)] or [Offset(here.col + 1, min(here.row, board_rows_in(ROWS, here.col + 1) - 1))]))
    return path


def random_board(seed: int, number: int) -> dict[str, Any]:
    """One board document, the same for the same seed and number."""
    rng = random.Random(seed * 1_000_003 + number)
    terrain = {Offset(c, r): "." for c in range(COLUMNS) for r in range(board_rows_in(ROWS, c))}
    level = dict.fromkeys(terrain, 0)
    for _ in range(rng.randint(8, 14)):
        code = rng.choice(LAND)
        for o in _blob(rng, rng.randint(2, 8)):
            terrain[o] = code
    for _ in range(rng.randint(0, 2)):
        for o in _blob(rng, rng.randint(1, 3)):
            terrain[o] = rng.choice(WATER)
    stream_col = rng.randrange(5, COLUMNS - 5)
    if rng.random() < 0.6:
        for r in range(board_rows_in(ROWS, stream_col)):
            terrain[Offset(stream_col, r)] = "S"
    for _ in range(rng.randint(1, 3)):
        hill = _blob(rng, rng.randint(4, 12))
        for o in hill:
            level[o] = 1
        for o in hill[: len(hill) // 3]:
            level[o] = 2
    roads = [_road(rng, rng.randrange(2, ROWS - 2)) for _ in range(rng.randint(1, 2))]
    road_hexes = {o for path in roads for o in path}
    bridges = sorted({o for o in road_hexes if terrain[o] in ("S", "P", "M")})
    for o in bridges:
        terrain[o] = "S"
    links = {frozenset((a, b)) for path in roads for a, b in zip(path, path[1:])}
    hexsides = _hexsides(rng, links)
    return {
        "format": 1, "number": number, "name": f"Random board {number}",
        "description": f"Made by bench/random_boards.py from seed {seed}.",
        "columns": COLUMNS, "rows": ROWS,
        "terrain": _rows(lambda o: terrain[o]), "elevation": _rows(lambda o: str(level[o])),
        "hexsides": hexsides, "roads": [[offset_name(o) for o in path] for path in roads],
        "bridges": [offset_name(o) for o in bridges],
        "labels": [{"hex": offset_name(rng.choice([o for o in terrain if _inner(o)])), "text": f"Lieu-dit {number}-{i}"} for i in range(rng.randint(0, 3))],
    }


def _hexsides(rng: random.Random, links: set[frozenset[Offset]]) -> dict[str, list[str]]:
    """Short runs of walls, hedges and hedgerows on inner hexsides that no road crosses."""
    result: dict[str, list[str]] = {f: [] for f in FEATURES}
    used: set[Hexside] = set()
    for _ in range(rng.randint(4, 10)):
        feature = rng.choice(FEATURES)
        o = Offset(rng.randrange(1, COLUMNS - 1), rng.randrange(0, ROWS - 1))
        for _ in range(rng.randint(1, 4)):
            d = rng.randrange(6)
            other = neighbor_offset(o, d)
            side = Hexside.of(o.to_hex(), d)
            if _inner(o) and _inner(other) and side not in used and frozenset((o, other)) not in links:
                used.add(side)
                result[feature].append(f"{offset_name(o)}/{DIRECTION_NAMES[d]}")
            o = other if _inner(other) else o
    return {f: sides for f, sides in result.items() if sides}


def _rows(char_at: Any) -> list[str]:
    return ["".join(char_at(Offset(c, r)) if r < board_rows_in(ROWS, c) else " " for c in range(COLUMNS)) for r in range(ROWS)]


def random_boards(count: int, seed: int) -> list[dict[str, Any]]:
    """`count` valid boards numbered from 101; a board with any problem is a bug here, not skipped."""
    boards = []
    for number in range(FIRST_NUMBER, FIRST_NUMBER + count):
        document = random_board(seed, number)
        problems = board_problems(document, f"board-{number}")
        if problems:
            raise AssertionError(f"random board {number} (seed {seed}) is invalid: {problems[0]}")
        boards.append(document)
    return boards


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-o", "--output", required=True, help="folder for board-NNN.json")
    args = parser.parse_args()
    folder = Path(args.output)
    folder.mkdir(parents=True, exist_ok=True)
    for document in random_boards(args.count, args.seed):
        (folder / f"board-{document['number']}.json").write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{args.count} boards in {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
