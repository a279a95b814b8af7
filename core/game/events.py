"""Typed engine events: one dataclass per kind of thing that happens in a game.

The rules report what happened with `state.emit(ev.Casualties(...))` (`ev` is
core.game.event_types, which names every kind), so mypy checks every field; the
older `state.event(kind, **fields)` still works and builds the same dataclass (an
unknown kind or field is a TypeError). An event reads like the plain mapping it used
to be (`event["kind"]`, `event.get("cp")`) and `to_dict` gives exactly the dict a
game log has always stored, so logs written before the events were typed replay and
compare unchanged. Fields that only some events of a kind carry (a scatter roll, a
sniper check that was skipped) are `Optional` and left out of the dict when absent.

`mentions()` names the units and hexes an event speaks of, for a fog filter that
must drop what a side cannot see, and for the window that marks results on the map.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

UNIT = {"role": "unit"}  # a field holding one unit id
UNITS = {"role": "units"}  # a list of unit ids
HEX = {"role": "hex"}  # one hex name
HEXES = {"role": "hexes"}  # a list of hex names
OPTIONAL = {"optional": True}  # left out of the dict when None


def _unit(optional: bool = False) -> Any:
    return field(default=None, metadata={**UNIT, "optional": optional})


def _hex(optional: bool = False) -> Any:
    return field(default=None, metadata={**HEX, "optional": optional})


def _units() -> Any:
    return field(default_factory=list, metadata=UNITS)


def _hexes() -> Any:
    return field(default_factory=list, metadata=HEXES)


def _opt() -> Any:
    return field(default=None, metadata=OPTIONAL)


@dataclass(kw_only=True, eq=False)
class Event(Mapping[str, Any]):
    """What every event has: its kind, and the turn and phase it happened in."""

    kind: ClassVar[str] = ""
    turn: int = 0
    phase: str = ""

    # --- the mapping the events used to be -------------------------------------------

    def _keys(self) -> list[str]:
        return ["kind", *(name for name, optional in _layout(type(self)) if not (optional and getattr(self, name) is None))]

    def __getitem__(self, key: str) -> Any:
        if key == "kind":
            return self.kind
        optional = _optional(type(self)).get(key)
        if optional is None:
            raise KeyError(key)
        value = getattr(self, key)
        if optional and value is None:
            raise KeyError(key)
        return value

    def get(self, key: str, default: Any = None) -> Any:
        """As a dict's: readers scan whole games of events with it, so it takes no detour through KeyError."""
        if key == "kind":
            return self.kind
        optional = _optional(type(self)).get(key)
        if optional is None:
            return default
        value = getattr(self, key)
        return default if optional and value is None else value

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys())

    def __len__(self) -> int:
        return len(self._keys())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.to_dict()!r})"

    def to_dict(self) -> dict[str, Any]:
        """The event as a game log stores it: kind, turn and phase first, then its own fields."""
        data: dict[str, Any] = {"kind": self.kind}
        for name, optional in _layout(type(self)):
            value = getattr(self, name)
            if not (optional and value is None):
                data[name] = value
        return data

    # --- for fog filters and map marks ---------------------------------------------------

    def mentions(self) -> tuple[frozenset[str], frozenset[str]]:
        """(unit ids, hex names) this event speaks of: a viewer who may not know one of them
        may not read the event."""
        units: set[str] = set()
        hexes: set[str] = set()
        for f in fields(self):
            value = getattr(self, f.name)
            role = f.metadata.get("role")
            if value is None or role is None:
                continue
            if role == "unit":
                units.add(str(value))
            elif role == "units":
                units.update(str(v) for v in value)
            elif role == "hex":
                hexes.add(str(value))
            elif role == "hexes":
                hexes.update(str(v) for v in value)
        units.update(self._more_units())
        return frozenset(units), frozenset(hexes)

    def _more_units(self) -> list[str]:
        """Unit ids held inside records (a casualty list): the subclasses that have them say so."""
        return []


_LAYOUTS: dict[type, tuple[tuple[str, bool], ...]] = {}


def _layout(cls: type) -> tuple[tuple[str, bool], ...]:
    """(field name, left out when None) of an event class, in order: worked out once per class
    (dataclasses.fields is slow, and a game writes thousands of events)."""
    found = _LAYOUTS.get(cls)
    if found is None:
        found = _LAYOUTS[cls] = tuple((f.name, bool(f.metadata.get("optional"))) for f in fields(cls))
    return found


_OPTIONAL: dict[type, dict[str, bool]] = {}


def _optional(cls: type) -> dict[str, bool]:
    """Field name -> left out when None, of an event class."""
    found = _OPTIONAL.get(cls)
    if found is None:
        found = _OPTIONAL[cls] = dict(_layout(cls))
    return found
