"""The game's events told as a story: causes before their effects, and a summary after each segment.

The engine reports a close assault or an AT shot once it is resolved, after the
losses it caused (its record holds them all); a reader wants the attack first.
`story` moves such a cause in front of the run of effects just before it, and adds a
`SegmentSummary` line when a player segment ends ("Axis segment, turn 2: 3 moves,
2 fires, 1 close assault; eliminated: Rifle squad (a8)"). It only reorders within
one action's events and only adds lines once a segment is over, so the story of a
longer game begins with the story of a shorter one: the event log appends to it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from core.game.event_types import event_from_dict
from core.game.events import Event
from core.game.state import UnitState
from editor.i18n import tr
from editor.testrun.event_words import SENTENCES, SIDES, Who, words

CAUSES = frozenset({"close_assault", "at_fire"})
EFFECTS = frozenset({"casualties", "eliminated", "valor_check", "crew_check", "immobilized", "assault_immobilization",
                     "assault_occupy", "sniper_eliminated", "minefield_revealed", "minefield_attack", "sniper_placed",
                     "sniper_not_placed"})
# the kinds that tell who is acting, and the field naming the acting units
ACTING = {"move_start": "units", "ap_attack": "firers", "at_fire": "firer", "close_assault": "units", "advance": "units",
          "split": "unit", "combine": "units", "transfer_weapon": "source", "load": "transport", "unload": "transport",
          "change_facing": "unit", "exit": "units", "overrun": "afv", "fire_lane": None, "support": None, "decision": None}
NOT_ACTIVE_PHASES = ("defensive_fire",)  # the other side shoots then


@dataclass(kw_only=True, eq=False, repr=False)
class SegmentSummary(Event):
    """A player segment's story in one line: the log's own line, not an engine event."""

    kind: ClassVar[str] = "segment_summary"
    side: str = ""
    moves: int = 0
    fires: int = 0
    assaults: int = 0
    eliminated: list[str] = field(default_factory=list)


class _Teller:
    """The story told so far and where it stands: a longer game's story goes on from here."""

    def __init__(self, units: Mapping[str, UnitState]) -> None:
        self.units = units
        self.told: list[Event] = []
        self.current: list[Event] = []  # this segment's events
        self.this_turn: list[Event] = []
        self.side: str | None = None

    def feed(self, ordered: Sequence[Event]) -> None:
        for event in ordered:
            acting = active_side(event, self.units)
            ends_turn = event.kind in ("turn", "game_over") and bool(self.this_turn)
            if (acting is not None and self.side is not None and acting != self.side) or ends_turn:
                if self.side is not None:
                    self.told.append(summary(self.current, self.side))
                self.current, self.side = [], (None if ends_turn else acting)
            if ends_turn:
                self.told.append(turn_summary(self.this_turn, self.units))
                self.this_turn = []
            if self.side is None and acting is not None:
                self.side = acting
            self.current.append(event)
            self.this_turn.append(event)
            self.told.append(event)


_last: list[tuple[Sequence[Mapping[str, Any]], Mapping[str, UnitState], int, _Teller]] = []


def story(events: Sequence[Mapping[str, Any]], units: Mapping[str, UnitState]) -> list[Event]:
    """The events in the order a reader wants them, with a summary after each finished segment
    and each finished turn. The same growing list of a game (the window's after each action) is
    told on from where it stopped, so a long game's log costs no more per action than a short one's."""
    if _last and _last[0][0] is events and _last[0][1] is units and len(events) >= _last[0][2]:
        teller, start = _last[0][3], _last[0][2]
    else:
        teller, start = _Teller(units), 0
    teller.feed(causes_first([event_from_dict(e, strict=False) for e in events[start:]]))
    _last[:] = [(events, units, len(events), teller)]
    return list(teller.told)


def causes_first(events: list[Event]) -> list[Event]:
    """Each close assault or AT shot moved in front of the effects it caused, reported just before it
    (an effect belongs to it when it speaks of one of its units or hexes)."""
    out: list[Event] = []
    for event in events:
        if event.kind in CAUSES:
            units, hexes = event.mentions()
            at = len(out)
            while at > 0 and _effect_of(out[at - 1], event, units, hexes):
                at -= 1
            out.insert(at, event)
        else:
            out.append(event)
    return out


def _effect_of(effect: Event, cause: Event, units: frozenset[str], hexes: frozenset[str]) -> bool:
    if effect.kind not in EFFECTS or effect.turn != cause.turn or effect.phase != cause.phase:
        return False
    their_units, their_hexes = effect.mentions()
    return bool(their_units & units or their_hexes & hexes)


def active_side(event: Event, units: Mapping[str, UnitState]) -> str | None:
    """The side whose segment this event belongs to, if the event tells (acting units, a caller)."""
    if event.kind not in ACTING or (event.kind == "at_fire" and str(event.phase) not in ("fire", "defensive_fire")):
        return None  # an AT shot in the Movement Phase is opportunity fire: it does not tell whose segment it is
    key = ACTING[event.kind]
    side: str | None = None
    if key is None:
        side = str(event.get("side")) if event.get("side") else None
    else:
        value = event.get(key)
        first = value[0] if isinstance(value, list) and value else value
        unit = units.get(str(first)) if first else None
        side = unit.side.value if unit is not None else None
    if side is None:
        return None
    acting_is_other = str(event.phase) in NOT_ACTIVE_PHASES or bool(event.get("opportunity"))
    if event.kind == "decision" and str(event.phase) in NOT_ACTIVE_PHASES:
        acting_is_other = True
    return _other(side) if acting_is_other else side


def _other(side: str) -> str:
    return "axis" if side == "allied" else "allied"


def summary(events: list[Event], side: str) -> SegmentSummary:
    last = events[-1] if events else None
    return SegmentSummary(
        turn=last.turn if last else 0, phase=str(last.phase) if last else "", side=side,
        moves=sum(1 for e in events if e.kind == "move_start"),
        fires=sum(1 for e in events if e.kind in ("ap_attack", "at_fire") and str(e.phase) == "fire"),
        assaults=sum(1 for e in events if e.kind == "close_assault"),
        eliminated=[str(e["unit"]) for e in events if e.kind == "eliminated"])


@dataclass(kw_only=True, eq=False, repr=False)
class TurnSummary(Event):
    """A finished turn in one line: each side's losses."""

    kind: ClassVar[str] = "turn_summary"
    number: int = 0
    lost: dict[str, list[str]] = field(default_factory=dict)  # side -> units eliminated


def turn_summary(events: list[Event], units: Mapping[str, UnitState]) -> TurnSummary:
    lost: dict[str, list[str]] = {"allied": [], "axis": []}
    for e in events:
        unit = units.get(str(e["unit"])) if e.kind == "eliminated" else None
        if unit is not None:
            lost[unit.side.value].append(unit.id)
    last = events[-1]
    return TurnSummary(turn=last.turn, phase=str(last.phase), number=last.turn, lost=lost)


def turn_summary_words(event: Any, who: Who) -> str:
    def losses(side: str) -> str:
        ids = event.lost.get(side, [])
        return ", ".join(who(u) for u in ids) if ids else tr("no loss")
    return tr("End of turn {n}. Allied losses: {allied}. Axis losses: {axis}").format(
        n=event.number, allied=losses("allied"), axis=losses("axis"))


def _count(n: int, one: str, many: str) -> str:
    return tr(one) if n == 1 else tr(many).format(n=n)


def summary_words(event: Any, who: Who) -> str:
    parts = [_count(event.moves, "1 move", "{n} moves"), _count(event.fires, "1 fire", "{n} fires"),
             _count(event.assaults, "1 close assault", "{n} close assaults")]
    text = tr("{side} segment: {counts}").format(side=words(SIDES, event.side), counts=", ".join(parts))
    if event.eliminated:
        text += tr("; eliminated: {units}").format(units=", ".join(who(u) for u in event.eliminated))
    return text


SENTENCES["segment_summary"] = summary_words
SENTENCES["turn_summary"] = turn_summary_words
