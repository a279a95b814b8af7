"""What one balance game did, kept small enough to come back from a worker with its record.

`vvs balance --explain` asks why a side wins, and the record of a game (who won,
the points lost) cannot say: the game's own log would, but shipping every log
back from the workers costs more than the games. A `Tracer` watches the game as
it is played, from between the players' choices (it wraps the players and only
reads the state, so the game, its dice and its decisions are exactly those of
an unwatched game), and leaves a `GameTrace`: points lost per side and unit
type, points lost and attacks made per hex, and at each turn's end the
victory-point margin and each objective's owner. Side 0 is the attacker, 1 the
defender, everywhere here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.game import event_types as ev
from core.game.events import Event
from core.game.state import GameState, UnitState, Where
from core.sides import Side

if TYPE_CHECKING:
    from core.game.actions import Action
    from core.game.game import Game
    from core.game.players import Player

UNTRACED = "other"
"""The unit type points are booked under when a loss cannot be tied to a unit (a reorganised one)."""

_ELIMINATED, _EXITED = Where.ELIMINATED, Where.EXITED


@dataclass(frozen=True)
class GameTrace:
    """Why one game went as it did, in sorted tuples so equal games give equal traces."""

    lost: tuple[tuple[int, str, int], ...]  # (side, unit type, points lost)
    casualties: tuple[tuple[int, str, int], ...]  # (side that lost them, hex, points)
    attacks: tuple[tuple[int, str, int], ...]  # (side that attacked, target hex, attacks)
    objectives: tuple[str, ...]  # the objective hexes, in the order of `turns`' owners
    turns: tuple[tuple[int, tuple[int, ...]], ...]  # per turn played: (margin, owner of each objective)


class Tracer:
    """Watches one game; `wrap` the players before it is played and `finish` it after."""

    def __init__(self, game: Game, state: GameState, attacker: Side) -> None:
        self.game, self.attacker = game, attacker
        self.objectives = tuple(sorted(state.objectives))
        self.hexes: dict[str, str] = {}
        self.points: dict[str, tuple[str, int]] = {}
        self.lost: Counter[tuple[int, str]] = Counter()
        self.casualties: Counter[tuple[int, str]] = Counter()
        self.attacks: Counter[tuple[int, str]] = Counter()
        self.turns: list[tuple[int, tuple[int, ...]]] = []
        self.turn, self.phase, self.seen_events = state.turn, state.phase, len(state.events)
        self.lost_total = self._lost_total(state)
        self._note_hexes(state)
        self._note_points(state)

    def wrap(self, players: Mapping[Side, Player]) -> dict[Side, Player]:
        return {side: _Watched(player, self) for side, player in players.items()}

    def _index(self, side: Side | str | None) -> int:
        return 0 if side == self.attacker else 1

    @staticmethod
    def _lost_total(state: GameState) -> int:
        return sum(side.lost_points for side in state.sides.values())

    def _note_hexes(self, state: GameState) -> None:
        self.hexes.update({unit_id: unit.hex for unit_id, unit in state.units.items() if unit.hex is not None})

    def _note_points(self, state: GameState) -> None:
        self.points = {unit_id: (unit.type, self._unit_points(unit)) for unit_id, unit in state.units.items()}

    def _unit_points(self, unit: UnitState) -> int:
        return 0 if unit.where is _ELIMINATED else int(self.game.points(unit))

    def observe(self, state: GameState) -> None:
        """The state after the last action: book what it cost and aimed at, and any turn it ended."""
        self._book_attacks(state)
        lost_total = self._lost_total(state)
        if lost_total != self.lost_total:
            self._book_losses(state, lost_total)
        elif state.phase != self.phase:
            self._note_points(state)  # weapons handed over in the Command Phase change a unit's worth
        while self.turn < state.turn:
            self._end_turn(state)
            self.turn += 1
        self.phase = state.phase
        self._note_hexes(state)

    def _book_losses(self, state: GameState, lost_total: int) -> None:
        booked = 0
        for unit_id, unit in state.units.items():
            before = self.points.get(unit_id)
            if before is None or unit.where is _EXITED:
                continue
            drop = before[1] - self._unit_points(unit)
            if drop > 0:
                index = self._index(unit.side)
                self.lost[index, before[0]] += drop
                self.casualties[index, self.hexes.get(unit_id, "")] += drop
                booked += drop
        if booked != lost_total - self.lost_total:  # a loss no unit's worth shows: keep the totals true
            for name, side_state in state.sides.items():
                index = self._index(name)
                share = side_state.lost_points - sum(v for (s, _), v in self.lost.items() if s == index)
                if share > 0:
                    self.lost[index, UNTRACED] += share
        self.lost_total = lost_total
        self._note_points(state)

    def _book_attacks(self, state: GameState) -> None:
        events = state.events
        for event in events[self.seen_events:]:
            aimed = _aim(event, state, self.hexes)
            if aimed is not None and aimed[1]:
                self.attacks[self._index(aimed[0]), aimed[1]] += 1
        self.seen_events = len(events)

    def _end_turn(self, state: GameState) -> None:
        sides = state.sides
        margin = sides[self.attacker.other].lost_points - sides[self.attacker].lost_points
        owners = tuple(self._index(state.objectives.get(name)) for name in self.objectives)
        self.turns.append((margin, owners))

    def finish(self, state: GameState) -> GameTrace:
        """The trace of the game that ended in `state` (its last turn counts as ended)."""
        self.observe(state)
        self._end_turn(state)
        return GameTrace(
            tuple(sorted((side, kind, points) for (side, kind), points in self.lost.items())),
            tuple(sorted((side, name, points) for (side, name), points in self.casualties.items() if name)),
            tuple(sorted((side, name, count) for (side, name), count in self.attacks.items())),
            self.objectives, tuple(self.turns))


def _aim(event: Event, state: GameState, hexes: Mapping[str, str]) -> tuple[Side | str | None, str | None] | None:
    """(the attacking side, the hex attacked) of an attack event; None for any other event."""
    units = state.units
    if isinstance(event, ev.ApAttack) and event.firers:
        return units[event.firers[0]].side, event.target
    if isinstance(event, ev.CloseAssault) and event.units:
        return units[event.units[0]].side, event.target
    if isinstance(event, ev.AtFire) and event.firer in units and event.target in units:
        return units[event.firer].side, units[event.target].hex or hexes.get(event.target)
    if isinstance(event, ev.Overrun) and event.afv in units:
        return units[event.afv].side, event.target
    if isinstance(event, ev.Support):
        return event.side, event.target
    return None


class _Watched:
    """A player that lets the tracer look at the state before each of its choices, and chooses as it would."""

    def __init__(self, player: Player, tracer: Tracer) -> None:
        self.player, self.tracer = player, tracer

    def choose(self, game: Game, state: GameState, actions: Sequence[Action]) -> Action:
        self.tracer.observe(state)
        return self.player.choose(game, state, actions)

    def reason(self) -> str | None:
        return self.player.reason()
