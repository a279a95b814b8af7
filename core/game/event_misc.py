"""Typed events of support, snipers, reorganising, rallies and the game's flow (see core.game.events)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from core.game.events import Event, _hex, _opt, _unit, _units

# --- fire support and smoke -------------------------------------------------------------------


@dataclass(kw_only=True, eq=False, repr=False)
class Support(Event):
    kind: ClassVar[str] = "support"
    side: str | None = None
    mission: str = ""
    target: str | None = _hex()
    smoke: bool = False


@dataclass(kw_only=True, eq=False, repr=False)
class SupportAccuracy(Event):
    kind: ClassVar[str] = "support_accuracy"
    mission: str = ""
    target: str | None = _hex()
    roll: int | None = None
    scatter: int | None = _opt()  # hexes drifted: only a mission that rolls for accuracy has it
    direction: int | None = None  # with `scatter`, even when None (no drift)
    landed: str | None = _hex()

    def _keys(self) -> list[str]:
        keys = super()._keys()
        return keys if self.scatter is not None else [k for k in keys if k != "direction"]

    def to_dict(self) -> dict[str, Any]:
        data = super().to_dict()
        if self.scatter is None:
            del data["direction"]
        return data


@dataclass(kw_only=True, eq=False, repr=False)
class SupportAttack(Event):
    kind: ClassVar[str] = "support_attack"
    mission: str = ""
    hex: str | None = _hex()
    units: list[str] = _units()
    apfp: int = 0
    roll: int | None = None
    cover: int = 0
    modified: int | None = None
    cp: int = 0


@dataclass(kw_only=True, eq=False, repr=False)
class Smoke(Event):
    kind: ClassVar[str] = "smoke"
    hex: str | None = _hex()
    level: int = 0
    by: str = ""
    side: str | None = _opt()


# --- snipers ------------------------------------------------------------------------------------


@dataclass(kw_only=True, eq=False, repr=False)
class SniperPlaced(Event):
    kind: ClassVar[str] = "sniper_placed"
    side: str | None = None
    hex: str | None = _hex()
    trigger: list[str] = _units()


@dataclass(kw_only=True, eq=False, repr=False)
class SniperNotPlaced(Event):
    kind: ClassVar[str] = "sniper_not_placed"
    side: str | None = None
    near: str | None = _hex()
    reason: str = ""


@dataclass(kw_only=True, eq=False, repr=False)
class SniperAttack(Event):
    kind: ClassVar[str] = "sniper_attack"
    side: str | None = None
    sniper_hex: str | None = _hex()
    target: str | None = _hex()
    targets: list[str] = _units()
    roll: int | None = None
    modifiers: list[dict[str, Any]] = field(default_factory=list)
    cp: int = 0


@dataclass(kw_only=True, eq=False, repr=False)
class SniperCheck(Event):
    kind: ClassVar[str] = "sniper_check"
    side: str | None = None
    skipped: bool | None = _opt()
    reason: str | None = _opt()
    sniper_hex: str | None = _hex(optional=True)
    roll: int | None = _opt()
    needed_above: int | None = _opt()
    eliminated: bool | None = _opt()


@dataclass(kw_only=True, eq=False, repr=False)
class SniperEliminated(Event):
    kind: ClassVar[str] = "sniper_eliminated"
    side: str | None = None
    hex: str | None = _hex()
    cause: str = ""


@dataclass(kw_only=True, eq=False, repr=False)
class SniperWithdrawn(Event):
    kind: ClassVar[str] = "sniper_withdrawn"
    side: str | None = None
    hex: str | None = _hex()


# --- command phase and after action -------------------------------------------------------------


@dataclass(kw_only=True, eq=False, repr=False)
class Split(Event):
    kind: ClassVar[str] = "split"
    unit: str | None = _unit()
    into: list[str] = _units()
    type: str = ""


@dataclass(kw_only=True, eq=False, repr=False)
class Combine(Event):
    kind: ClassVar[str] = "combine"
    units: list[str] = _units()
    into: str | None = _unit()
    type: str = ""


@dataclass(kw_only=True, eq=False, repr=False)
class TransferWeapon(Event):
    kind: ClassVar[str] = "transfer_weapon"
    weapon: str = ""
    source: str | None = _unit()
    destination: str | None = _unit()
    returned: Any = None


@dataclass(kw_only=True, eq=False, repr=False)
class Unpinned(Event):
    kind: ClassVar[str] = "unpinned"
    unit: str | None = _unit()


@dataclass(kw_only=True, eq=False, repr=False)
class Rally(Event):
    kind: ClassVar[str] = "rally"
    unit: str | None = _unit()
    roll: int | None = None
    needed: int | None = None
    rallied: bool = False


# --- the game's flow ----------------------------------------------------------------------------


@dataclass(kw_only=True, eq=False, repr=False)
class Decision(Event):
    """A computer player's choice and its reason, before the action's own events."""

    kind: ClassVar[str] = "decision"
    side: str | None = None
    action: str = ""
    reason: str = ""
    about: dict[str, Any] | None = _opt()  # the reason's fields (core.game.reasons), absent in older logs


@dataclass(kw_only=True, eq=False, repr=False)
class TurnBegins(Event):
    kind: ClassVar[str] = "turn"
    number: int = 0


@dataclass(kw_only=True, eq=False, repr=False)
class GameOver(Event):
    kind: ClassVar[str] = "game_over"
    winner: str = ""
    level: str = ""
    turns: int = 0
    reason: str = ""
    attacker: str | None = _opt()
