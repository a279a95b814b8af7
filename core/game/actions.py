"""Every choice a player can make, as small frozen values with a JSON form.

Checking is apart from applying (style.md): `Game.legal_actions(state)` lists
the actions that are legal now, `Game.apply(state, action)` trusts its caller.
The JSON form ({"type": "fire", ...}) is what the action log and replays hold.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar

_FIELD_NAMES: dict[type[Action], tuple[str, ...]] = {}


def _field_names(kind: type[Action]) -> tuple[str, ...]:
    """An action class's field names, in order (`fields` works them out anew on every call, and
    every action applied is written to the log); the classes are fixed, so kept for good."""
    found = _FIELD_NAMES.get(kind)
    if found is None:
        found = _FIELD_NAMES[kind] = tuple(f.name for f in fields(kind))
    return found


@dataclass(frozen=True)
class Action:
    kind: ClassVar[str] = "action"
    later: ClassVar[tuple[str, ...]] = ()
    """Fields added after logs with this action were written: left out of the JSON form while
    they hold their default (empty or None), so an old action reads as it always did."""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind}
        for name in _field_names(type(self)):
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        for name in self.later:
            if data[name] in (None, []):
                del data[name]
        return data

    def __str__(self) -> str:
        body = ", ".join(f"{k}={v}" for k, v in asdict(self).items())
        return f"{self.kind}({body})"


@dataclass(frozen=True)
class EndPhase(Action):
    """The player to act is done with this phase."""

    kind: ClassVar[str] = "end_phase"


@dataclass(frozen=True)
class Fire(Action):
    """AP fire by a fire group from one hex, or by one vehicle or gun (14.2-14.5)."""

    kind: ClassVar[str] = "fire"
    units: tuple[str, ...]
    target: str  # hex
    weapons: tuple[str, ...] = ()  # "gun", "mg360", "mgff" for AFVs; support weapon ids for infantry


@dataclass(frozen=True)
class FireAT(Action):
    """AT fire by one unit at one unit (16.3)."""

    kind: ClassVar[str] = "fire_at"
    unit: str
    target: str  # unit id
    weapon: str | None = None  # support weapon or expendable used, None for a Gun's own ATFP


@dataclass(frozen=True)
class FireSmoke(Action):
    """A smoke round from a gun, an AFV's gun or a mortar instead of an attack (11.3)."""

    kind: ClassVar[str] = "fire_smoke"
    unit: str
    target: str  # hex


@dataclass(frozen=True)
class StartMove(Action):
    """Begin moving a unit or a stack from one hex (6.1); infantry may assault move (6.4)."""

    kind: ClassVar[str] = "start_move"
    units: tuple[str, ...]
    assault: bool = False
    smoke: str | None = None  # infantry may place smoke in its own or an adjacent hex first (11.2)


@dataclass(frozen=True)
class MoveStep(Action):
    """Enter the next hex; vehicles give the facing they end with in it (6.5)."""

    kind: ClassVar[str] = "move_step"
    hex: str
    facing: int | None = None


@dataclass(frozen=True)
class ChangeFacing(Action):
    """A vehicle or gun turns in place as its whole move (7.3)."""

    kind: ClassVar[str] = "change_facing"
    unit: str
    facing: int


@dataclass(frozen=True)
class Load(Action):
    kind: ClassVar[str] = "load"
    units: tuple[str, ...]
    transport: str


@dataclass(frozen=True)
class Unload(Action):
    kind: ClassVar[str] = "unload"
    units: tuple[str, ...]


@dataclass(frozen=True)
class ExitMap(Action):
    """The moving units leave the map from an edge hex (6.10)."""

    kind: ClassVar[str] = "exit_map"


@dataclass(frozen=True)
class EndMove(Action):
    kind: ClassVar[str] = "end_move"


@dataclass(frozen=True)
class Overrun(Action):
    """The AFV moving now overruns the hex ahead of it and stops in the hex beyond (17.1-17.4);
    its passengers may throw grenades and satchel charges at the hex (12.52, 12.53, 17.4)."""

    kind: ClassVar[str] = "overrun"
    later: ClassVar[tuple[str, ...]] = ("weapons",)
    target: str  # hex
    weapons: tuple[str, ...] = ()  # expendables the passengers use, one name per counter


@dataclass(frozen=True)
class Advance(Action):
    """Advance units one hex in the Advance and Assault Phase (5.35)."""

    kind: ClassVar[str] = "advance"
    units: tuple[str, ...]
    hex: str
    facing: int | None = None  # a Gun advancing alone may take any facing (6.32); others keep theirs


@dataclass(frozen=True)
class Assault(Action):
    """Close assault an adjacent enemy hex with infantry from one hex (15.1)."""

    kind: ClassVar[str] = "assault"
    units: tuple[str, ...]
    target: str
    weapons: tuple[str, ...] = ()  # expendables used (grenades, satchel charges)


@dataclass(frozen=True)
class CallSupport(Action):
    """An off-board fire mission or smoke barrage in the Command Phase (18.4, 18.7)."""

    kind: ClassVar[str] = "call_support"
    mission: str  # light_barrage, heavy_barrage, air_strike
    target: str
    smoke: bool = False


@dataclass(frozen=True)
class SplitSquad(Action):
    kind: ClassVar[str] = "split_squad"
    unit: str


@dataclass(frozen=True)
class CombineHalfSquads(Action):
    kind: ClassVar[str] = "combine_half_squads"
    units: tuple[str, str]


@dataclass(frozen=True)
class TransferWeapon(Action):
    kind: ClassVar[str] = "transfer_weapon"
    weapon: str
    source: str
    destination: str


@dataclass(frozen=True)
class BreachWire(Action):
    """19.8: in the Fire Phase, instead of an attack, a unit places a satchel charge in an
    adjacent barbed wire hex, removing the wire."""

    kind: ClassVar[str] = "breach_wire"
    unit: str
    hex: str


@dataclass(frozen=True)
class RallyUnits(Action):
    """21.1: the active player's pinned units try to rally, in the order given (a player who
    rallies by hand, Game's `rally_by_hand`; the others rally automatically)."""

    kind: ClassVar[str] = "rally"
    units: tuple[str, ...]


@dataclass(frozen=True)
class WithdrawSniper(Action):
    """20.3: a side takes its sniper off the map in an After-Action Phase; `side` names the
    owner when he is not the player to act (the opponent's phase), None for the player to act."""

    kind: ClassVar[str] = "withdraw_sniper"
    later: ClassVar[tuple[str, ...]] = ("side",)
    side: str | None = None


@dataclass(frozen=True)
class OpportunityShot(Action):
    """13.8, 13.9, 17.2: the defender, asked (Game's `fire_by_hand`), takes one of the opportunity
    attacks open at the units entering a hex: `attack` is the Threat's kind ("ap", "at",
    "sniper"), `firers` its firing units (none for the sniper), `target` the unit aimed at (AT)."""

    kind: ClassVar[str] = "opportunity_shot"
    attack: str
    firers: tuple[str, ...] = ()
    target: str | None = None


@dataclass(frozen=True)
class HoldFire(Action):
    """The asked defender lets the units in the hex go on without (more) opportunity fire."""

    kind: ClassVar[str] = "hold_fire"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (EndPhase, Fire, FireAT, FireSmoke, StartMove, MoveStep, ChangeFacing, Load, Unload, ExitMap, EndMove,
                Overrun, Advance, Assault, CallSupport, SplitSquad, CombineHalfSquads, TransferWeapon, WithdrawSniper,
                BreachWire, RallyUnits, OpportunityShot, HoldFire)
}


def action_from_dict(data: dict[str, Any]) -> Action:
    """The action a log entry describes; a bad entry raises ValueError. The reason a computer
    player gave (Game.step) is the record's, not the action's: it is left out."""
    data = dict(data)
    data.pop("reason", None)
    data.pop("reason_about", None)  # its fields (core.game.reasons)
    kind = data.pop("type", None)
    if kind not in ACTION_TYPES:
        raise ValueError(f"unknown action type {kind!r}")
    cls = ACTION_TYPES[kind]
    try:
        return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items()})
    except TypeError as error:
        raise ValueError(f"bad {kind} action: {error}") from None
