"""Every kind of engine event, by its `kind`: the one place a kind name becomes its dataclass.

The rules import this module as `ev` and report with `state.emit(ev.Casualties(...))`
(mypy checks every field); each class is also here by name.

`make_event` is what `GameState.event` calls; `event_from_dict` reads an event back
from a saved game or log. An event a log holds that no class here fits (written by
an older engine) reads back as an `OtherEvent` holding its fields as they were, so
an old log still loads and compares.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from core.game import event_combat, event_misc, event_moves
from core.game.event_combat import (
    ApAttack,
    AssaultImmobilization,
    AssaultOccupy,
    AtFire,
    Casualties,
    CloseAssault,
    CrewCheck,
    Eliminated,
    FireLane,
    FireLaneAttack,
    Immobilized,
    OpportunityFire,
    Overrun,
    ValorCheck,
)
from core.game.event_misc import (
    Combine,
    Decision,
    GameOver,
    Rally,
    Smoke,
    SniperAttack,
    SniperCheck,
    SniperEliminated,
    SniperNotPlaced,
    SniperPlaced,
    SniperWithdrawn,
    Split,
    Support,
    SupportAccuracy,
    SupportAttack,
    TransferWeapon,
    TurnBegins,
    Unpinned,
)
from core.game.event_moves import (
    Advance,
    ChangeFacing,
    Entered,
    Exit,
    Load,
    MinefieldAttack,
    MinefieldRevealed,
    MoveEnd,
    MoveStart,
    MoveStep,
    MoveStopped,
    ObjectiveTaken,
    Unload,
    WireBreached,
    WireStop,
)
from core.game.events import Event


@dataclass(kw_only=True, eq=False, repr=False)
class OtherEvent(Event):
    """An event of a kind (or shape) this engine does not make: kept word for word."""

    kind: ClassVar[str] = "other"
    name: str = ""
    details: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.to_dict()[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.to_dict().get(key, default)

    def __iter__(self) -> Any:
        return iter(self.to_dict())

    def __len__(self) -> int:
        return len(self.to_dict())

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.name, "turn": self.turn, "phase": self.phase, **self.details}


def _classes() -> dict[str, type[Event]]:
    found: dict[str, type[Event]] = {}
    for module in (event_combat, event_moves, event_misc):
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, Event) and value.kind and value.__module__ == module.__name__:
                found[value.kind] = value
    return found


EVENT_TYPES: dict[str, type[Event]] = _classes()


def make_event(kind: str, turn: int, phase: str, details: Mapping[str, Any]) -> Event:
    """The typed event of `kind`; a kind or field the engine does not know is a TypeError
    (a rule reporting something no class describes is a bug to catch in tests)."""
    cls = EVENT_TYPES.get(kind)
    if cls is None:
        raise TypeError(f"no event kind {kind!r}: add its dataclass to core/game/event_*.py")
    return cls(turn=turn, phase=phase, **details)


def event_from_dict(data: Mapping[str, Any], strict: bool = True) -> Event:
    """An event as a log or saved game stores it, typed again. `strict=False` (for showing an
    event, never for keeping it) fills the fields a partial event lacks with their defaults
    and drops the ones its kind does not have."""
    if isinstance(data, Event):
        return data
    rest = {k: v for k, v in data.items() if k not in ("kind", "turn", "phase")}
    kind, turn, phase = str(data.get("kind", "")), data.get("turn", 0), data.get("phase", "")
    cls = EVENT_TYPES.get(kind)
    if cls is not None and not strict:
        known = {f.name for f in fields(cls)}
        return cls(turn=turn, phase=phase, **{k: v for k, v in rest.items() if k in known})
    if cls is not None:
        try:
            event = cls(turn=turn, phase=phase, **rest)
        except TypeError:
            pass
        else:
            if event.to_dict() == dict(data):
                return event
    return OtherEvent(turn=turn, phase=phase, name=kind, details=rest)



__all__ = [
    "EVENT_TYPES", "Event", "OtherEvent", "event_from_dict", "make_event",
    "Advance", "ApAttack", "AssaultImmobilization", "AssaultOccupy", "AtFire", "Casualties", "ChangeFacing",
    "CloseAssault", "Combine", "CrewCheck", "Decision", "Eliminated", "Entered", "Exit", "FireLane",
    "FireLaneAttack", "GameOver", "Immobilized", "Load", "MinefieldAttack", "MinefieldRevealed", "MoveEnd",
    "MoveStart", "MoveStep", "MoveStopped", "ObjectiveTaken", "OpportunityFire", "Overrun", "Rally", "Smoke",
    "SniperAttack", "SniperCheck", "SniperEliminated", "SniperNotPlaced", "SniperPlaced", "SniperWithdrawn",
    "Split", "Support", "SupportAccuracy", "SupportAttack", "TransferWeapon", "TurnBegins", "Unload",
    "Unpinned", "ValorCheck", "WireBreached", "WireStop",
]
