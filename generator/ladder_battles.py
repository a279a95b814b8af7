"""The generated battles of `vvs ladder`: the generator's seeds drawn as bench/ai_bench.py draws them.

For each size, seeds S, S+1, ..., S+N-1 (bench/ai_bench.py uses 1-N: the ladder's
default seed 1 deals the same battles), named `small-3` and so on. The command
(core/commands/ladder.py) lives below the generator, so the entry point hands it this.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.balance.games import Battle
from core.ladder.games import NamedBattle
from generator.battle import generate_battle
from generator.settings import Settings


def generated_battles(sizes: Sequence[str], per_size: int, seed: int) -> list[NamedBattle]:
    battles = []
    for size in sizes:
        for number in range(seed, seed + per_size):
            battles.append(NamedBattle(f"{size}-{number}", Battle.of(generate_battle(Settings(size=size), number).scenario)))
    return battles
