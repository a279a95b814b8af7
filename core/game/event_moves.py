"""Typed events of movement, transport and the things met on the way (see core.game.events)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.game.events import Event, _hex, _hexes, _unit, _units

# --- movement ---------------------------------------------------------------------------------


@dataclass(kw_only=True, eq=False, repr=False)
class MoveStart(Event):
    kind: ClassVar[str] = "move_start"
    units: list[str] = _units()
    hex: str | None = _hex()
    mp: float = 0
    assault: bool = False


@dataclass(kw_only=True, eq=False, repr=False)
class MoveStep(Event):
    kind: ClassVar[str] = "move_step"
    units: list[str] = _units()
    hex: str | None = _hex()
    facing: int | None = None
    cost: float = 0
    mp_left: float = 0


@dataclass(kw_only=True, eq=False, repr=False)
class MoveEnd(Event):
    kind: ClassVar[str] = "move_end"
    units: list[str] = _units()
    hex: str | None = _hex()
    path: list[str] = _hexes()


@dataclass(kw_only=True, eq=False, repr=False)
class MoveStopped(Event):
    kind: ClassVar[str] = "move_stopped"
    unit: str | None = _unit()
    hex: str | None = _hex()


@dataclass(kw_only=True, eq=False, repr=False)
class ChangeFacing(Event):
    kind: ClassVar[str] = "change_facing"
    unit: str | None = _unit()
    facing: int | None = None


@dataclass(kw_only=True, eq=False, repr=False)
class Exit(Event):
    kind: ClassVar[str] = "exit"
    units: list[str] = _units()
    hex: str | None = _hex()


@dataclass(kw_only=True, eq=False, repr=False)
class Advance(Event):
    kind: ClassVar[str] = "advance"
    units: list[str] = _units()
    start: str | None = _hex()
    hex: str | None = _hex()
    facing: int | None = None


@dataclass(kw_only=True, eq=False, repr=False)
class Load(Event):
    kind: ClassVar[str] = "load"
    units: list[str] = _units()
    transport: str | None = _unit()
    hex: str | None = _hex()


@dataclass(kw_only=True, eq=False, repr=False)
class Unload(Event):
    kind: ClassVar[str] = "unload"
    units: list[str] = _units()
    transport: str | None = _unit()
    hex: str | None = _hex()


@dataclass(kw_only=True, eq=False, repr=False)
class Entered(Event):
    kind: ClassVar[str] = "entered"
    unit: str | None = _unit()
    hex: str | None = _hex()


@dataclass(kw_only=True, eq=False, repr=False)
class WireStop(Event):
    kind: ClassVar[str] = "wire_stop"
    units: list[str] = _units()
    hex: str | None = _hex()


@dataclass(kw_only=True, eq=False, repr=False)
class WireBreached(Event):
    kind: ClassVar[str] = "wire_breached"
    unit: str | None = _unit()
    hex: str | None = _hex()
    weapon: str | None = None


@dataclass(kw_only=True, eq=False, repr=False)
class MinefieldRevealed(Event):
    kind: ClassVar[str] = "minefield_revealed"
    hex: str | None = _hex()
    side: str | None = None


@dataclass(kw_only=True, eq=False, repr=False)
class MinefieldAttack(Event):
    kind: ClassVar[str] = "minefield_attack"
    unit: str | None = _unit()
    hex: str | None = _hex()
    roll: int | None = None
    eliminated: bool = False


@dataclass(kw_only=True, eq=False, repr=False)
class ObjectiveTaken(Event):
    kind: ClassVar[str] = "objective_taken"
    hex: str | None = _hex()
    side: str | None = None
