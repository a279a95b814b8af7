"""Per-decision time of each level on the sample scenarios: `python bench/ai_decision_times.py [LEVEL ...]`.

Each level plays itself on the three samples (game seed 1, the players' seeds derived from
it as `vvs play` does), one game after the other in this process; every decision's CPU time
is kept. Prints per level the decisions timed, p95 and max ms per decision, and the CPU
seconds of the games. A quick check of what a change to core.ai costs, far shorter than
bench/ai_bench.py.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from ai_bench import COMPUTER, Timed  # noqa: E402

from core.ai.specs import player_from_spec  # noqa: E402
from core.game.game import Game  # noqa: E402
from core.game.players import play_game, side_seed  # noqa: E402
from core.resources import maps_dir  # noqa: E402
from core.scenario.io import load  # noqa: E402
from core.sides import Side  # noqa: E402

SEED = 1
SAMPLES = ("breakout-cote-112", "hedgerow-duel", "saint-aubin-crossroads")
"""The three samples on the shipped boards (the later ones bring boards of their own)."""


def level_times(level: str) -> tuple[list[float], float, list[str]]:
    """Every decision's CPU seconds over the samples, the games' CPU seconds, each game's winner."""
    times: list[float] = []
    started = time.process_time()
    winners = []
    for path in (maps_dir() / "scenarios" / f"{name}.json" for name in SAMPLES):
        game = Game(load(path), computer=COMPUTER)
        players = {side: Timed(player_from_spec(f"ai:{level}", side_seed(side, SEED))) for side in (Side.ALLIED, Side.AXIS)}
        state = play_game(game, game.new_state(SEED), players)
        winners.append(f"{path.stem}: {state.result['winner'] if state.result else '?'}")
        times += [t for p in players.values() for t in p.times]
    return times, time.process_time() - started, winners


def main() -> None:
    for level in sys.argv[1:] or ["easy", "normal", "hard"]:
        times, cpu, winners = level_times(level)
        ranked = sorted(times)
        p95 = ranked[int(0.95 * (len(ranked) - 1))] * 1000
        print(f"ai:{level}: {len(times)} decisions, p95 {p95:.0f} ms, max {ranked[-1] * 1000:.0f} ms, "
              f"games {cpu:.1f} s CPU ({'; '.join(winners)})", flush=True)


if __name__ == "__main__":
    main()
