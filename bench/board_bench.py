"""Issue 16's figures: the board editor's brush, and the generator on boards it has never seen.

`python bench/board_bench.py [--boards 30] [--battles 310] [--seed 1]` makes the boards with
bench/random_boards.py (random terrain, hexsides, roads and hills, each valid by core.boards),
lays them in runs of three (`vvs generate --boards a,b,c`: templates derived from the
terrain, generator/user_boards.py) and deals the battles over the runs, cycling through the
sizes (small on one board, medium on two, large on three) and the scenario types. Every battle
is checked as `vvs validate` checks a package: the scenario schema, then every placement rule
(core.placement.violations) against the battlefield of its boards. A battle that could not be
made at all counts as invalid too: the claim is that every seed deals a valid battle.

The last line reads exactly
`paint+check+redraw: X ms; generated on unseen boards: N; invalid: K`.
X is the board editor's brush: a stroke over 10 hexes pushed as its undo command, the board
checked again and the touched region repainted (bench/board_paint_bench.py, median of fresh
boards).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from random_boards import random_boards

from core.boards.board import Board, parse_board
from core.documents.check import check_document
from core.jsonio import FileFormatError, validate
from core.scenario.io import to_dict
from generator import GenerationError, Settings
from generator.battle import generate_battle
from generator.settings import SCENARIO_TYPES
from generator.user_boards import UserBoards

SIZES = ("small", "medium", "large")
RUN = 3  # boards per `--boards` list: enough for a large battle


def brush_ms() -> float | None:
    """The board editor's paint+check+redraw time in ms (Qt offscreen)."""
    from board_paint_bench import stroke_ms

    return stroke_ms()


def deal(boards: list[Board], battles: int, first_seed: int = 0) -> tuple[int, list[str]]:
    """Deal `battles` battles over runs of three boards; (battles dealt, one line per invalid battle)."""
    runs = [UserBoards(boards[i:i + RUN]) for i in range(0, len(boards) - RUN + 1, RUN)]
    dealt, invalid = 0, []
    for index in range(battles):
        user = runs[index % len(runs)]
        size = SIZES[(index // len(runs)) % len(SIZES)]
        settings = Settings(size=size, scenario_type=SCENARIO_TYPES[index % len(SCENARIO_TYPES)])
        seed = first_seed + index
        try:
            scenario = generate_battle(settings, seed, boards=user).scenario
        except GenerationError as error:
            invalid.append(f"seed {seed} {size} on {sorted(user.library)}: not dealt: {error}")
            continue
        dealt += 1
        document = to_dict(scenario)
        problem = check(document, user)
        if problem:
            invalid.append(f"seed {seed} {size} ({document['title']}): {problem}")
    return dealt, invalid


def check(document: dict[str, object], user: UserBoards) -> str | None:
    """What `vvs validate` would say is wrong with the battle, or None."""
    try:
        validate(document, "scenario.schema.json", "generated scenario")
    except FileFormatError as error:
        return str(error)
    _, problems = check_document(document, "generated scenario", user.custom)
    return str(problems[0]) if problems else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=30)
    parser.add_argument("--battles", type=int, default=310)
    parser.add_argument("--seed", type=int, default=1, help="the random boards' seed")
    args = parser.parse_args()
    ms = brush_ms()  # first, in a process as fresh as an editor that has just opened a board
    start = time.perf_counter()
    boards = [parse_board(document) for document in random_boards(args.boards, args.seed)]
    dealt, invalid = deal(boards, args.battles)
    for line in invalid[:20]:
        print(f"invalid: {line}")
    print(f"{len(boards)} random boards (seed {args.seed}), {args.battles} battles asked for, "
          f"{dealt} dealt in {time.perf_counter() - start:.1f} s")
    brush = "n/a" if ms is None else f"{ms:.0f}"
    print(f"paint+check+redraw: {brush} ms; generated on unseen boards: {dealt}; invalid: {len(invalid)}")
    return 0 if not invalid else 1


if __name__ == "__main__":
    raise SystemExit(main())
