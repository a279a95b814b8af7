"""The computer opponent's tactical skill: `python bench/ai_puzzles.py`.

Runs the puzzle suite (tests/core/ai/puzzles/, docs/ai.md): small positions, each
testing one skill, on every one of its seeds at each level. A puzzle is found at a
level when the computer does what a good player does on every seed. Prints the share
found per skill and per level; last line: `puzzles easy: E%; normal: N%; hard: H%`.

`--record` writes the levels that find each puzzle into its file (`found_by`): the
suite's floor, which the tests hold (tests/core/ai/puzzles/test_puzzles.py). Record
after a change that makes the computer find more, never to hide one it lost.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "core" / "ai" / "puzzles"))

from puzzle_runner import FOLDER, LEVELS, Puzzle, load_puzzles, solved  # noqa: E402


def measure(puzzles: list[Puzzle], verbose: bool) -> dict[str, dict[str, bool]]:
    """Per puzzle name, per level: found or not."""
    found: dict[str, dict[str, bool]] = {}
    for puzzle in puzzles:
        found[puzzle.name] = {}
        for level in LEVELS:
            ok, lines = solved(puzzle, level)
            found[puzzle.name][level] = ok
            if verbose and not ok:
                print("\n".join(f"  {line}" for line in lines))
    return found


def shares(puzzles: list[Puzzle], found: dict[str, dict[str, bool]]) -> dict[str, float]:
    """Per level, the percentage of the puzzles found."""
    return {level: 100 * sum(found[p.name][level] for p in puzzles) / len(puzzles) for level in LEVELS}


def hard_share() -> float:
    """The share of the puzzles `ai:hard` finds (bench/ai_bench.py's `puzzles hard`)."""
    puzzles = load_puzzles()
    return shares(puzzles, measure(puzzles, False))["hard"]


def record(puzzles: list[Puzzle], found: dict[str, dict[str, bool]]) -> None:
    for puzzle in puzzles:
        doc = dict(puzzle.doc)
        doc["found_by"] = [level for level in LEVELS if found[puzzle.name][level]]
        (FOLDER / f"{puzzle.name}.json").write_text(json.dumps(doc, indent=1) + "\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="share of the tactical puzzles each level finds")
    parser.add_argument("--record", action="store_true", help="write each puzzle's found_by (the tests' floor)")
    parser.add_argument("--verbose", action="store_true", help="print what the computer did in each puzzle it missed")
    args = parser.parse_args(argv)
    puzzles = load_puzzles()
    started = time.process_time()
    found = measure(puzzles, args.verbose)
    seconds = time.process_time() - started
    print(f"{len(puzzles)} puzzles, {sum(len(p.seeds) for p in puzzles)} positions per level, {seconds:.1f} s CPU")
    width = max(len(p.name) for p in puzzles)
    for puzzle in puzzles:
        marks = " ".join(f"{level}:{'yes' if found[puzzle.name][level] else 'no '}" for level in LEVELS)
        print(f"  {puzzle.name:<{width}}  {puzzle.skill:<16} {marks}")
    for skill in sorted({p.skill for p in puzzles}):
        own = [p for p in puzzles if p.skill == skill]
        per = ", ".join(f"{level} {sum(found[p.name][level] for p in own)}/{len(own)}" for level in LEVELS)
        print(f"skill {skill}: {per}")
    if args.record:
        record(puzzles, found)
        print(f"recorded found_by in {FOLDER}")
    share = shares(puzzles, found)
    print(f"puzzles easy: {share['easy']:.0f}%; normal: {share['normal']:.0f}%; hard: {share['hard']:.0f}%")


if __name__ == "__main__":
    main()
