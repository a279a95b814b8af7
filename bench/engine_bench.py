"""Engine speed on generated medium battles, computer (simple players) against computer.

What is timed, per battle (a fixed list of generator seeds, one game each):
  - games/s and actions/s: from `Game(scenario)` to the end of the game, that is building
    the Game (placement context, movement graph, sight lines), `new_state(seed)` and
    `play_game` with `make_players("simple", seed)`: a user meets each battle cold. Generating
    the battles is not timed. The battles are played in RUNS fresh processes, one core each,
    one after the other; the fastest run is reported (each run meets every battle cold: a
    shared machine only ever slows a run down, so the fastest is the least disturbed).
  - clone ms: the median time of `state.clone(history=False)` on a state halfway through
    each game (the first half of its action log replayed).
  - vvs play s: the median wall time of a whole `vvs play FILE --players simple --seed N --json`
    process (interpreter start-up included; the simple players, as this figure has always
    measured, not the computer opponent `vvs play` defaults to) on the first battle, written
    to a temporary file. One untimed run first writes the bytecode, as installing the package does (so
    PYTHONDONTWRITEBYTECODE is left out of the process's environment).

Prints, last line: `games/s: X; actions/s: Y; clone ms: Z; vvs play s: W` (wall clock); the line
before it gives every run's figure and the games' CPU time.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.game.actions import action_from_dict
from core.game.game import Game
from core.game.players import make_players, play_game
from core.game.state import GameState
from core.scenario import Scenario
from core.scenario.io import save
from generator.battle import generate_battle
from generator.settings import Settings

SEEDS = tuple(range(1, 31))
CLONES_PER_STATE = 20
PLAY_RUNS = 5
RUNS = 3
COMPUTER = ("allied", "axis")


def battles() -> list[Scenario]:
    return [generate_battle(Settings(size="medium"), seed).scenario for seed in SEEDS]


def play_all(scenarios: list[Scenario]) -> tuple[float, float, int, list[GameState]]:
    """Wall and CPU seconds and actions for playing every battle once, each from a fresh Game."""
    finished = []
    actions = 0
    cpu = time.process_time()
    started = time.perf_counter()
    for seed, scenario in zip(SEEDS, scenarios):
        game = Game(scenario, computer=COMPUTER)
        state = play_game(game, game.new_state(seed), make_players("simple", seed))
        actions += len(state.log)
        finished.append(state)
    return time.perf_counter() - started, time.process_time() - cpu, actions, finished


def clone_ms(scenarios: list[Scenario], finished: list[GameState]) -> float:
    """Median milliseconds of a clone of each game's state halfway through it."""
    times = []
    for seed, scenario, end in zip(SEEDS, scenarios, finished):
        game = Game(scenario, computer=COMPUTER)
        state = game.new_state(seed)
        for entry in end.log[: len(end.log) // 2]:
            game.apply(state, action_from_dict(entry))
        for _ in range(CLONES_PER_STATE):
            started = time.perf_counter()
            state.clone(history=False)
            times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def vvs_play_s(scenario: Scenario, seed: int) -> float:
    """Median wall seconds of a whole `vvs play` process on the battle."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "battle.json"
        save(path, scenario)
        command = [sys.executable, "-c", "import sys; from editor.cli import main; sys.exit(main())",
                   "play", str(path), "--players", "simple", "--seed", str(seed), "--json"]
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        times = []
        for run in range(PLAY_RUNS + 1):
            started = time.perf_counter()
            subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True)
            if run:
                times.append(time.perf_counter() - started)
    return statistics.median(times)


def fresh_runs() -> list[tuple[float, float, int]]:
    """play_all's figures from RUNS fresh processes (this script with --one-run)."""
    runs = []
    for _ in range(RUNS):
        done = subprocess.run([sys.executable, __file__, "--one-run"], cwd=ROOT, check=True, capture_output=True, text=True)
        figures = json.loads(done.stdout)
        runs.append((figures["elapsed"], figures["cpu"], figures["actions"]))
    return runs


def one_run() -> None:
    elapsed, cpu, actions, _ = play_all(battles())
    print(json.dumps({"elapsed": elapsed, "cpu": cpu, "actions": actions}))


def main() -> None:
    if sys.argv[1:] == ["--one-run"]:
        one_run()
        return
    runs = fresh_runs()
    elapsed, cpu, actions = min(runs)
    scenarios = battles()
    _, _, _, finished = play_all(scenarios)  # untimed: the states halfway through, for the clones
    clone = clone_ms(scenarios, finished)
    wall = vvs_play_s(scenarios[0], SEEDS[0])
    every = ", ".join(f"{len(SEEDS) / run[0]:.2f}" for run in runs)
    print(f"{len(SEEDS)} generated medium battles (seeds {SEEDS[0]}-{SEEDS[-1]}), simple players, {RUNS} fresh runs: "
          f"{every} games/s; the fastest: {actions} actions in {elapsed:.2f} s ({cpu:.2f} s of CPU)")
    print(f"games/s: {len(SEEDS) / elapsed:.2f}; actions/s: {actions / elapsed:.0f}; "
          f"clone ms: {clone:.3f}; vvs play s: {wall:.3f}")


if __name__ == "__main__":
    main()
