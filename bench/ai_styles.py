"""How the personalities play, measured: `python bench/ai_styles.py [--level normal] [--per-size N]`.

Each personality at the level plays the level's default personality (`balanced`) on
bench/ai_bench.py's battles (the samples and generator seeds 1-N of each size, each battle
twice with the seats swapped, game seed = the battle's index), and its own side is measured
in every game: the hexes of its bounds (MoveStep actions per move it started), the assaults
and overruns it made, the units it lost, and the points it took. Issue 26 asks for
personalities that differ in style without any being much weaker; the last line says both:

    styles: balanced bound 2.4 hexes, 0.9 assaults, 2.1 lost, 50%; cautious ...
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_bench import COMPUTER, PER_SIZE, SIZES, battles, interval, share  # noqa: E402
from sample_boards import sample_context  # noqa: E402

from core.ai.profile import personality_names  # noqa: E402
from core.ai.specs import player_from_spec  # noqa: E402
from core.balance.runner import Job, run_ordered  # noqa: E402
from core.balance.where import choose  # noqa: E402
from core.game.actions import Assault, MoveStep, Overrun, StartMove  # noqa: E402
from core.game.game import Game  # noqa: E402
from core.game.outcome import Outcome  # noqa: E402
from core.game.players import Player, play_game, side_seed  # noqa: E402
from core.game.state import Where  # noqa: E402
from core.scenario import Scenario  # noqa: E402
from core.sides import Side  # noqa: E402

Task = tuple[int, str, str]
"""The battle's index (1-based, also the game seed), the allied and the axis spec."""


class Watched:
    """A player whose own moves, steps and assaults are counted as it plays."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.moves = self.steps = self.assaults = 0

    def choose(self, game: Game, state: Any, actions: Sequence[Any]) -> Any:
        action = self.player.choose(game, state, actions)
        self.moves += isinstance(action, StartMove)
        self.steps += isinstance(action, MoveStep)
        self.assaults += isinstance(action, (Assault, Overrun))
        return action

    def reason(self) -> str | None:
        return self.player.reason()


def play(task: Task, scenarios: Sequence[tuple[str, Scenario]]) -> dict[str, Any]:
    """One game; each side's counts, its units lost and the winner."""
    index, allied, axis = task
    name, scenario = scenarios[index - 1]
    players = {side: Watched(player_from_spec(spec, side_seed(side, index))) for side, spec in ((Side.ALLIED, allied), (Side.AXIS, axis))}
    game = Game(scenario, sample_context(scenario), computer=COMPUTER)
    state = play_game(game, game.new_state(index), players)
    assert state.result is not None
    winner = Outcome.of(state.result).winner
    lost = {side: sum(1 for u in state.units.values() if u.side == side and u.where == Where.ELIMINATED) for side in Side}
    return {"name": name, "allied": allied, "axis": axis, "winner": winner.value if winner else None,
            "sides": {side.value: {"moves": p.moves, "steps": p.steps, "assaults": p.assaults, "lost": lost[side]}
                      for side, p in players.items()}}


def style(results: list[dict[str, Any]], spec: str) -> tuple[float, float, float]:
    """The spec's side over every game it played: hexes per bound, assaults and units lost per game."""
    own = [r["sides"][side] for r in results for side in ("allied", "axis") if r[side] == spec]
    bound = sum(s["steps"] for s in own) / max(sum(s["moves"] for s in own), 1)
    return bound, statistics.fmean(s["assaults"] for s in own), statistics.fmean(s["lost"] for s in own)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--per-size", type=int, default=PER_SIZE)
    parser.add_argument("--personalities", nargs="+", choices=personality_names(), default=personality_names(),
                        help="the personalities measured (default: every preset)")
    parser.add_argument("--jobs", type=int)
    args = parser.parse_args()
    scenarios = battles(SIZES, args.per_size, True)
    opponent = f"ai:{args.level}"
    specs = [f"ai:{args.level}:{name}" for name in args.personalities]
    tasks = [(i, a, b) for spec in specs for i in range(1, len(scenarios) + 1)
             for a, b in ((spec, opponent), (opponent, spec))]
    results = run_ordered(Job(play, tasks, list(scenarios), f"vvs-ai-styles-{len(scenarios)}"), choose(args.jobs, None, None))
    parts = []
    for spec in specs:
        games = [r for r in results if spec in (r["allied"], r["axis"])]
        bound, assaults, lost = style(games, spec)
        print(f"{spec} against {opponent}: bound {bound:.1f} hexes, {assaults:.1f} assaults and {lost:.1f} units lost "
              f"a game; points {interval(games, spec)}")
        parts.append(f"{spec.rsplit(':', 1)[1]} bound {bound:.1f} hexes, {assaults:.1f} assaults, {lost:.1f} lost, "
                     f"{round(share(games, spec))}%")
    print(f"{len(scenarios)} battles, {len(results)} games, the samples and generator seeds 1-{args.per_size} per size")
    print("styles: " + "; ".join(parts))


if __name__ == "__main__":
    main()
