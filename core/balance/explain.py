"""`vvs balance --explain`: why a side wins, summed up over the games' traces (core.balance.trace).

Every figure is a mean per game, so runs of different sizes read alike. A game
that ended before the last turn keeps its final state in the turns after it
(its objectives stay with whoever held them, its margin stays where it ended):
"the attacker holds the bridge by turn 5 in 60% of games" then counts the games
won early, as a designer means it. The victory-point margin is the points the
defender has lost minus the points the attacker has lost: above zero the
attacker is ahead on casualties.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from core.balance.games import GameRecord
from core.balance.summary import percent
from core.balance.trace import GameTrace

SIDES = ("attacker", "defender")
TOP_HEXES = 5
"""How many hexes the text names for casualties and for attacks (the JSON and the map have all)."""


@dataclass(frozen=True)
class Explanation:
    games: int
    lost: tuple[dict[str, float], dict[str, float]]  # per side: unit type -> mean points lost per game
    casualties: tuple[dict[str, float], dict[str, float]]  # per side: hex -> mean points it lost there
    attacks: tuple[dict[str, float], dict[str, float]]  # per side: hex -> mean attacks it made on it
    objectives: dict[str, tuple[float, ...]]  # hex -> the attacker's share of games holding it, per turn
    margin: tuple[float, ...]  # the mean margin at each turn's end
    playing: tuple[int, ...]  # games not yet over at each turn's end

    @staticmethod
    def of(records: Iterable[GameRecord]) -> Explanation:
        traces = [r.trace for r in sorted(records, key=lambda r: r.seed) if r.trace is not None]
        n = len(traces)
        turns = max((len(t.turns) for t in traces), default=0)
        return Explanation(
            n, _per_side((t.lost for t in traces), n), _per_side((t.casualties for t in traces), n),
            _per_side((t.attacks for t in traces), n), _objectives(traces, turns),
            tuple(sum(_at(t, turn)[0] for t in traces) / n for turn in range(turns)) if n else (),
            tuple(sum(1 for t in traces if len(t.turns) > turn + 1) for turn in range(turns)))

    @property
    def heat(self) -> dict[str, float]:
        """Mean points lost per game in each hex, both sides together: the casualty map."""
        total: Counter[str] = Counter()
        for side in self.casualties:
            total.update(side)
        return dict(total)

    @property
    def attack_heat(self) -> dict[str, float]:
        total: Counter[str] = Counter()
        for side in self.attacks:
            total.update(side)
        return dict(total)

    def to_dict(self) -> dict[str, Any]:
        def side_dict(values: tuple[dict[str, float], dict[str, float]]) -> dict[str, dict[str, float]]:
            return {name: {key: round(value, 3) for key, value in _ranked(side)} for name, side in zip(SIDES, values)}

        return {
            "games": self.games,
            "points_lost_by_type": side_dict(self.lost),
            "casualties_by_hex": side_dict(self.casualties),
            "attacks_by_hex": side_dict(self.attacks),
            "objectives": {name: [round(share, 4) for share in shares] for name, shares in self.objectives.items()},
            "margin_by_turn": [round(value, 2) for value in self.margin],
            "games_playing_by_turn": list(self.playing),
        }

    def lines(self) -> list[str]:
        """The explanation in words and small tables."""
        if not self.games:
            return ["no game was traced: nothing to explain"]
        lines = ["points lost per game, by unit type:"]
        for name, side in zip(SIDES, self.lost):
            lines.append(f"  {name}: " + (", ".join(f"{kind} {value:.1f}" for kind, value in _ranked(side)) or "none"))
        for title, values, who in (("casualties (points lost per game) in", self.casualties, "the {side}'s"),
                                   ("attacks (per game) made on", self.attacks, "by the {side}")):
            lines.append(f"{title} the hexes that saw most:")
            for name, side in zip(SIDES, values):
                top = ", ".join(f"{hex_name} {value:.1f}" for hex_name, value in _ranked(side)[:TOP_HEXES])
                lines.append(f"  {who.format(side=name)}: {top or 'none'}")
        labels = [f"attacker holds {name}" for name in self.objectives]
        width = max([len(label) for label in labels] + [len("games going")]) + 2
        rows = [("turn", [str(turn) for turn in range(1, len(self.margin) + 1)]),
                ("margin (VP)", [f"{value:+.0f}" for value in self.margin]),
                ("games going", [str(count) for count in self.playing])]
        rows += [(label, [f"{percent(share)}%" for share in shares]) for label, shares in zip(labels, self.objectives.values())]
        lines += [f"{label:<{width}}" + "".join(f"{cell:>6}" for cell in cells) for label, cells in rows]
        return lines


def _ranked(values: dict[str, float]) -> list[tuple[str, float]]:
    """Largest first, ties by name: the same order for the same numbers."""
    return sorted(values.items(), key=lambda item: (-item[1], item[0]))


def _per_side(rows: Iterable[tuple[tuple[int, str, int], ...]], games: int) -> tuple[dict[str, float], dict[str, float]]:
    totals: tuple[Counter[str], Counter[str]] = (Counter(), Counter())
    for game in rows:
        for side, key, value in game:
            totals[side][key] += value
    first, second = ({key: value / games for key, value in side.items()} for side in totals)
    return first, second


def _at(trace: GameTrace, turn: int) -> tuple[int, tuple[int, ...]]:
    """The trace's state at the end of `turn` (0-based), its last one for a game already over."""
    return trace.turns[min(turn, len(trace.turns) - 1)]


def _objectives(traces: Sequence[GameTrace], turns: int) -> dict[str, tuple[float, ...]]:
    names = sorted({name for t in traces for name in t.objectives})
    shares: dict[str, tuple[float, ...]] = {}
    for name in names:
        holding = [t for t in traces if name in t.objectives]
        index = {id(t): t.objectives.index(name) for t in holding}
        shares[name] = tuple(sum(1 for t in holding if _at(t, turn)[1][index[id(t)]] == 0) / len(holding)
                             for turn in range(turns))
    return shares
