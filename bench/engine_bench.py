"""Engine speed: 20 computer-vs-computer games of the largest sample scenario.

Prints, last line: `games/s: X; actions/s: Y`.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.game.game import Game
from core.game.players import make_players, play_game
from core.resources import maps_dir
from core.scenario.io import load

GAMES = 20


def largest_sample() -> Path:
    samples = sorted((maps_dir() / "scenarios").glob("*.json"))
    return max(samples, key=lambda p: sum(1 for side in load(p).sides() for stack in side[1].stacks for _ in stack.units))


def main() -> None:
    path = largest_sample()
    scenario = load(path)
    game = Game(scenario, computer=("allied", "axis"))
    actions = 0
    started = time.perf_counter()
    for seed in range(GAMES):
        state = play_game(game, game.new_state(seed), make_players("simple", seed))
        actions += len(state.log)
    elapsed = time.perf_counter() - started
    print(f"scenario: {scenario.title} ({path.name}); {GAMES} games, {actions} actions in {elapsed:.2f} s")
    print(f"games/s: {GAMES / elapsed:.2f}; actions/s: {actions / elapsed:.0f}")


if __name__ == "__main__":
    main()
