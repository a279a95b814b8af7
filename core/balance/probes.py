"""Skill, dice and restricted play for `--explain`: which extra games to play, and what they show.

After the main run, `probe_set` plans the extra games (core.balance.probe_games):
the two skill-headroom runs, the luck replays and the restricted-play runs, each of
`count` games (by default half the main run's: `default_count`), on the main run's
first seeds. `probe_games_of` plays them on the runner, wherever the main run
played, and `Findings.of` sums them up once they are in (or as far as they came:
a run stopped early reports what it has, marked so).
"""

from __future__ import annotations

import math
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from core.ai.restricted import RESTRICTIONS
from core.ai.specs import AI, parse_spec
from core.balance.games import GameRecord
from core.balance.headroom import EASY_HARD, HARD_EASY, Headroom
from core.balance.luck import Luck
from core.balance.probe_games import HEADROOM, LUCK, RESTRICTED, Probe, ProbeSet, probe_job
from core.balance.restricted import RestrictedRun
from core.balance.runner import run_tasks
from core.balance.runs import Run
from core.balance.summary import Rate
from core.scenario import ExplainedBalance


def default_count(played: int) -> int:
    """Games per probe when not told: half the main run's, rounded up."""
    return math.ceil(played / 2)


def _at_level(spec: str, level: str, think_ms: int | None) -> str:
    """The computer at `level`, with the seat's personality when the seat was the computer."""
    parsed = parse_spec(spec)
    base = parsed if parsed.kind == AI else parse_spec(AI)
    return str(replace(base, level=level, think_ms=None).thinking(think_ms))


def probe_set(run: Run, count: int, think_ms: int | None = None) -> ProbeSet:
    """The extra games for `run`: `count` per probe (the luck and restricted probes at most the
    games the main run played, since they are compared seed by seed)."""
    battle = run.battle
    seeds = tuple(range(run.seed, run.seed + count))
    played = tuple(sorted(r.seed for r in run.records))[:count]
    a, d = battle.attacker, battle.defender
    probes = [Probe(HEADROOM, HARD_EASY, _at_level(a, "hard", think_ms), _at_level(d, "easy", think_ms), seeds),
              Probe(HEADROOM, EASY_HARD, _at_level(a, "easy", think_ms), _at_level(d, "hard", think_ms), seeds),
              Probe(LUCK, "luck", a, d, played, fresh_dice=True)]
    probes += [Probe(RESTRICTED, name, a, d, played, restriction=name) for name in RESTRICTIONS]
    return ProbeSet(battle, tuple(p for p in probes if p.seeds))


def probe_games_of(run: Run, probes: ProbeSet, stop: threading.Event | None = None) -> Iterator[tuple[int, GameRecord]]:
    """(probe index, record) per game as they finish, where the main run played; `stop` or closing ends them."""
    from core.balance.tasks import without_indexes

    return without_indexes(run_tasks(probe_job(probes), run.place, stop))


@dataclass(frozen=True)
class Findings:
    """The three figures; any may be None when its games were not played."""

    main: Rate
    headroom: Headroom | None
    luck: Luck | None
    restricted: tuple[RestrictedRun, ...]
    played: int  # probe games played
    planned: int  # probe games planned
    interrupted: bool = False

    @staticmethod
    def of(run: Run, probes: ProbeSet, results: Sequence[tuple[int, GameRecord]], interrupted: bool = False) -> Findings:
        by_probe: dict[str, list[GameRecord]] = {p.name: [] for p in probes.probes}
        for index, record in sorted(results, key=lambda item: (item[0], item[1].seed)):
            by_probe[probes.probes[index].name].append(record)
        named = {p.name: p for p in probes.probes}
        originals = {r.seed: r for r in run.records}
        main = Rate.of(sum(1 for r in run.records if r.winner == "attacker"), len(run.records))
        headroom = None
        if by_probe.get(HARD_EASY) and by_probe.get(EASY_HARD):
            players = (named[HARD_EASY].attacker, named[HARD_EASY].defender, named[EASY_HARD].attacker, named[EASY_HARD].defender)
            headroom = Headroom.of(by_probe[HARD_EASY], by_probe[EASY_HARD], players)
        luck = Luck.of(originals, by_probe["luck"], run.records) if by_probe.get("luck") else None
        restricted = tuple(RestrictedRun.of(name, r.text, by_probe[name], originals)
                           for name, r in RESTRICTIONS.items() if by_probe.get(name))
        return Findings(main, headroom, luck, restricted, len(results), len(probes.items), interrupted)

    def recorded(self) -> ExplainedBalance | None:
        """What `--record` keeps with the scenario: every figure, from extra games that all came in; else None."""
        if self.interrupted or self.headroom is None or self.luck is None or len(self.restricted) != len(RESTRICTIONS):
            return None
        return ExplainedBalance(self.headroom.hard_attacks.games, round(self.headroom.hard_attacks.share, 4),
                                round(self.headroom.easy_attacks.share, 4), round(self.luck.changed.share, 4),
                                None if self.luck.share is None else round(self.luck.share, 4),
                                tuple((r.name, round(r.change[0], 4)) for r in self.restricted))

    def to_dict(self) -> dict[str, Any]:
        return {"extra_games": {"games": self.played, "planned": self.planned, "interrupted": self.interrupted},
                "skill_headroom": self.headroom.to_dict() if self.headroom else None,
                "luck": self.luck.to_dict() if self.luck else None,
                "restricted_play": [r.to_dict() for r in self.restricted]}

    def lines(self) -> list[str]:
        lines = [f"interrupted: {self.played} of {self.planned} extra games played"] if self.interrupted else []
        if self.headroom is not None:
            lines += self.headroom.lines(self.main)
        if self.luck is not None:
            lines += self.luck.lines()
        if self.restricted:
            lines.append("restricted play (change from the unrestricted rate on the same seeds, 95% interval):")
            lines += [r.line() for r in self.restricted]
        return lines or ["no extra games were played: no skill, luck or restricted-play figures"]
