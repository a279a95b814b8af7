"""The extra games `--explain` plays to say how much is skill, dice and one kind of move.

A `Probe` is a batch of games on the run's battle played some other way: other
levels on the two seats (skill headroom, core.balance.headroom), the same seeds
with fresh dice (luck, core.balance.luck), or one seat restricted
(core.balance.restricted). All the probes of a run go to the runner as one job
whose items are (probe, seed) pairs, so they play locally or on a cluster alike,
in one pool, with one progress bar, and stop together.

A game's randomness has two sources, seeded apart: the dice, from the game seed
(`Game.new_state(seed)`), and each player's own choices, from a seed derived
from the game seed for its side (core.game.players.side_seed). A fresh-dice
replay keeps the players' seeds and gives the dice another one (`dice_seed`),
so the same players meet other rolls; everything else about the game is the same.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.balance.games import Battle, GameFailed, GameRecord, game_for
from core.sides import Side

if TYPE_CHECKING:
    from core.balance.tasks import Job

HEADROOM, LUCK, RESTRICTED = "headroom", "luck", "restricted"


@dataclass(frozen=True)
class Probe:
    """One batch: who plays each seat, an optional restriction (core.ai.restricted), fresh dice or not."""

    kind: str  # HEADROOM, LUCK or RESTRICTED
    name: str  # "hard-easy", "easy-hard", "luck", or the restriction's name
    attacker: str  # player specs (core.ai.specs)
    defender: str
    seeds: tuple[int, ...]
    restriction: str | None = None
    fresh_dice: bool = False


@dataclass(frozen=True)
class ProbeSet:
    """Everything a worker needs: the battle (its Game built once per worker) and the probes."""

    battle: Battle
    probes: tuple[Probe, ...]

    @property
    def items(self) -> list[tuple[int, int]]:
        """(probe, seed) pairs, seed by seed across the probes: a run stopped early has a little of each."""
        rows = [(seed, index) for index, probe in enumerate(self.probes) for seed in probe.seeds]
        return [(index, seed) for seed, index in sorted(rows)]


def dice_seed(seed: int) -> int:
    """The fresh dice's seed for the game of `seed`: far from every game seed a run uses, the same everywhere."""
    return int(hashlib.sha256(f"vvs-fresh-dice-{seed}".encode()).hexdigest()[:8], 16)


def play_probe(item: tuple[int, int], shared: ProbeSet) -> tuple[int, GameRecord]:
    """One probe game, to its end: (the probe's index, its record without a trace). The runner's job function."""
    from core.ai.restricted import RESTRICTIONS, RestrictedPlayer
    from core.ai.specs import players_from_specs
    from core.game.players import Player, play_game

    index, seed = item
    probe = shared.probes[index]
    battle = shared.battle
    game = game_for(battle)
    attacker = Side(battle.scenario.attacker)
    players: dict[Side, Player] = players_from_specs({attacker: probe.attacker, attacker.other: probe.defender}, seed)
    if probe.restriction is not None:
        restriction = RESTRICTIONS[probe.restriction]
        seat = attacker if restriction.seat == "attacker" else attacker.other
        players[seat] = RestrictedPlayer(players[seat], restriction)
    try:
        state = play_game(game, game.new_state(dice_seed(seed) if probe.fresh_dice else seed), players)
    except Exception as error:  # any bug in a game: say which probe and seed
        raise GameFailed(f"the {probe.name} game with seed {seed} failed: {type(error).__name__}: {error}") from error
    assert state.result is not None
    ours, theirs = state.sides[attacker], state.sides[attacker.other]
    return index, GameRecord(seed, str(state.result["winner"]), str(state.result["level"]), int(state.result["turns"]),
                             (ours.lost_points, theirs.lost_points), (ours.start_points, theirs.start_points))


def _prepare(shared: ProbeSet) -> object:
    return game_for(shared.battle)


def probe_job(probes: ProbeSet) -> Job[tuple[int, int], ProbeSet, tuple[int, GameRecord]]:
    """The probes for the runner; the name covers the probes, so a cluster never mixes two runs' tasks."""
    from core.balance.tasks import Job
    from core.version import __version__

    digest = hashlib.sha256(repr(probes.probes).encode()).hexdigest()[:12]
    return Job(play_probe, probes.items, probes, f"vvs-{__version__}-probes-{probes.battle.key}-{digest}", prepare=_prepare)
