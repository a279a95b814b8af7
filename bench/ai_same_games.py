"""Does a change leave every computer decision as it was? `python bench/ai_same_games.py`.

Plays whole games of the three sample scenarios, for several seeds and every level
(the same level on both sides), and compares each game's log (actions with their
reasons, events, result) byte for byte with a record made before the change:

    nice python bench/ai_same_games.py --record /tmp/before.json   # on the old code
    nice python bench/ai_same_games.py --check /tmp/before.json    # on the new code

A refactoring of core/ai (such as the named evaluation terms, docs/ai.md) must print
`same games: N of N`; a change meant to play better prints the games it changed. The
logs themselves go to --logs DIR when given, to diff a changed game.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.sample_boards import sample_context  # noqa: E402
from core.ai.specs import player_from_spec  # noqa: E402
from core.game.game import Game  # noqa: E402
from core.game.players import play_game, side_seed  # noqa: E402
from core.game.record import log_of  # noqa: E402
from core.resources import maps_dir  # noqa: E402
from core.scenario.io import load  # noqa: E402
from core.sides import Side  # noqa: E402

LEVELS = ("easy", "normal", "hard")
SEEDS = (1, 2, 3)
COMPUTER = ("allied", "axis")


def game_log(path: Path, level: str, seed: int) -> str:
    """The log of one game, `ai:LEVEL` on both sides, as canonical JSON text."""
    scenario = load(path)
    game = Game(scenario, sample_context(scenario), computer=COMPUTER)
    players = {side: player_from_spec(f"ai:{level}", side_seed(side, seed)) for side in (Side.ALLIED, Side.AXIS)}
    state = play_game(game, game.new_state(seed), players)
    return json.dumps(log_of(scenario, seed, COMPUTER, state), sort_keys=True, default=str)


def digests(levels: tuple[str, ...], seeds: tuple[int, ...], logs: Path | None) -> dict[str, str]:
    found: dict[str, str] = {}
    for path in sorted((maps_dir() / "scenarios").glob("*.json")):
        for level in levels:
            for seed in seeds:
                key = f"{path.stem}/{level}/{seed}"
                text = game_log(path, level, seed)
                found[key] = hashlib.sha256(text.encode()).hexdigest()
                if logs is not None:
                    logs.mkdir(parents=True, exist_ok=True)
                    (logs / f"{path.stem}-{level}-{seed}.json").write_text(text)
                print(f"{key}: {found[key][:12]}", flush=True)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--record", type=Path, help="write the games' digests to this file")
    parser.add_argument("--check", type=Path, help="compare the games with the digests in this file")
    parser.add_argument("--logs", type=Path, help="write every game's log into this folder")
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    parser.add_argument("--seeds", nargs="*", type=int, default=list(SEEDS))
    args = parser.parse_args(argv)
    found = digests(tuple(args.levels), tuple(args.seeds), args.logs)
    if args.record:
        args.record.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
    if args.check:
        before: dict[str, Any] = json.loads(args.check.read_text())
        changed = sorted(k for k in found if before.get(k) != found[k])
        for key in changed:
            print(f"changed: {key}")
        print(f"same games: {len(found) - len(changed)} of {len(found)}")
        return 1 if changed else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
