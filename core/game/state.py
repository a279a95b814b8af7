"""The mutable, cloneable, serializable state of one game.

Everything that changes during play is here and nothing else: the immutable
Game (core/game/game.py) holds the scenario, the battlefield and the rules.
The state is plain data (str, int, bool, lists and dicts of them, and the
str-valued enums Phase, Where and Side, which JSON writes as their strings), so
`to_json`/`from_json` round-trip it exactly at any point of the game. Units are
kept in scenario order, which keeps every iteration, and so every replay,
deterministic. For search (python-chess, OpenSpiel): `clone(history=False)`
copies only what decides the rest of the game, `determinize(seed)` gives the
copy dice of its own, and `outcome` scores a finished game per side.
"""

from __future__ import annotations

import copy
import json
from dataclasses import asdict, dataclass, field, fields
from enum import Enum
from typing import Any

from core.dice import Dice
from core.game.event_types import event_from_dict, make_event
from core.game.events import Event
from core.game.outcome import Outcome
from core.sides import Side


class Phase(str, Enum):
    """The phases of a player segment (5.31-5.36)."""

    COMMAND = "command"
    FIRE = "fire"
    MOVEMENT = "movement"
    DEFENSIVE_FIRE = "defensive_fire"
    ADVANCE = "advance"
    AFTER_ACTION = "after_action"

    def __str__(self) -> str:
        return self.value


PHASES = tuple(Phase)


class Where(str, Enum):
    MAP = "map"
    CARRIED = "carried"  # a passenger or a towed gun: see `carrier`
    WAITING = "waiting"  # a reinforcement not yet on the map
    ELIMINATED = "eliminated"
    EXITED = "exited"

    def __str__(self) -> str:
        return self.value


_MAP, _CARRIED = Where.MAP, Where.CARRIED  # an Enum member read off its class is slow: unit scans read these


@dataclass
class UnitState:
    id: str
    type: str
    side: Side
    where: Where = Where.MAP
    hex: str | None = None  # on the map, and for carried units the carrier's hex
    carrier: str | None = None
    facing: int | None = None
    weapons: list[str] = field(default_factory=list)
    pinned: bool = False
    immobile: bool = False
    fired: bool = False  # Fire marker (5.32)
    moved: bool = False  # Move marker (5.33)
    assault_move: bool = False  # Assault Move marker (6.4): +1 cover while moving
    valor: bool = False  # 22.3
    leader_used: bool = False  # leadership modifier used this turn (13.6)
    transport_action_turn: int = 0  # the turn of its last load or unload (8.3)
    entry_turn: int = 0  # reinforcements: the turn they may enter
    entry_edge: str | None = None

    @property
    def on_map(self) -> bool:
        return self.where == _MAP

    @property
    def in_play(self) -> bool:
        return self.where in (_MAP, _CARRIED)


@dataclass
class SideState:
    smoke_factors: int = 0
    light_barrage: int = 0
    heavy_barrage: int = 0
    air_strike: int = 0
    expendables: dict[str, int] = field(default_factory=dict)
    snipers: int = 0  # snipers left to deploy (20.1; 004: one at a time)
    sniper_hex: str | None = None
    sniper_fired: bool = False
    start_points: int = 0
    lost_points: int = 0
    exited: list[str] = field(default_factory=list)


@dataclass
class Moving:
    """The unit or stack moving now (6.1: each finishes before another starts)."""

    units: list[str]
    mp_left: float
    start_hex: str
    path: list[str]
    assault: bool = False
    full_move: bool = True  # has not yet spent a movement point (6.6, 10.8)
    spent: float = 0  # MP spent so far: the allowance is worked out again when members drop out (6.31)
    halted: bool = False  # must end the move in this hex (barbed wire 19.8, a two-level climb 10.8)


@dataclass
class GameState:
    turn: int
    segment: int  # 0: the first player's segment, 1: the second's
    phase: Phase
    active: Side  # the side whose segment it is
    units: dict[str, UnitState]
    sides: dict[Side, SideState]
    dice: Dice
    smoke: dict[str, int] = field(default_factory=dict)  # hex -> Smoke 1 / Smoke 2
    objectives: dict[str, Side] = field(default_factory=dict)  # hex -> owner
    fortifications: list[dict[str, Any]] = field(default_factory=list)
    fire_lanes: dict[str, int] = field(default_factory=dict)  # hex -> markers (13.9)
    moving: Moving | None = None
    advanced: list[str] = field(default_factory=list)  # units that advanced or assaulted this phase
    assaulted_from: list[str] = field(default_factory=list)  # hexes that assaulted this phase (15.1)
    fired_at: list[str] = field(default_factory=list)  # "hex>target" of each infantry group's fire this phase (14.2)
    rules_edition: int = 1  # the rules edition the game is played with (core.game.editions)
    rally_by_hand: list[str] = field(default_factory=list)  # sides choosing their rally order (21.1)
    rallied: list[str] = field(default_factory=list)  # units that tried to rally this phase (21.1, by hand)
    fire_by_hand: list[str] = field(default_factory=list)  # sides deciding their opportunity fire (13.8)
    question: dict[str, Any] | None = None  # the open opportunity fire question (core/game/fire_by_hand.py)
    reorganized: list[str] = field(default_factory=list)  # units formed by a split/combine or given a weapon this Command Phase
    released: list[str] = field(default_factory=list)  # what special rules have let go (core/game/special_rules.py)
    result: dict[str, Any] | None = None
    log: list[dict[str, Any]] = field(default_factory=list)  # every action applied
    events: list[Event] = field(default_factory=list)  # what happened, for people (core/game/events.py)

    # --- queries -----------------------------------------------------------------

    @property
    def opponent(self) -> Side:
        return self.active.other

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def outcome(self) -> Outcome | None:
        """The finished game's Outcome (winner, level, turns, returns per side); None while it goes on."""
        return Outcome.of(self.result) if self.result is not None else None

    def units_at(self, hex_name: str, side: Side | None = None) -> list[UnitState]:
        """Units on the map in a hex (not their passengers), in scenario order."""
        return [u for u in self.units.values() if u.hex == hex_name and u.where == _MAP and (side is None or u.side == side)]

    def passengers(self, carrier_id: str) -> list[UnitState]:
        return [u for u in self.units.values() if u.carrier == carrier_id and u.where == _CARRIED]

    def side_units(self, side: Side) -> list[UnitState]:
        return [u for u in self.units.values() if u.side == side]

    def occupied_hexes(self, side: Side) -> set[str]:
        return {u.hex for u in self.units.values() if u.side == side and u.where == _MAP and u.hex}

    def event(self, kind: str, **details: Any) -> None:
        """Report what happened: `details` are the fields of the kind's dataclass (core/game/event_*.py)."""
        self.events.append(make_event(kind, self.turn, self.phase, details))

    def emit(self, event: Event) -> None:
        """Report what happened (core/game/event_types.py): the event takes this turn and phase."""
        event.turn, event.phase = self.turn, self.phase
        self.events.append(event)

    def event_dicts(self) -> list[dict[str, Any]]:
        """The events as a game log stores them."""
        return [e.to_dict() for e in self.events]

    # --- copies and JSON -----------------------------------------------------------

    def clone(self, history: bool = True) -> GameState:
        """A copy to play on without touching this state. `history=False` leaves out what
        only tells the past: the action log, the events and the dice's record of rolls
        (a search needs none of them, and they grow all game), so a mid-game clone costs a
        fraction of a millisecond. Either way the clone's dice roll what this state's dice
        would: call `determinize` on it before searching."""
        twin = object.__new__(GameState)
        twin.__dict__.update(self.__dict__)
        twin.units = {unit_id: _copy_unit(unit) for unit_id, unit in self.units.items()}
        twin.sides = {side: _copy_side(own) for side, own in self.sides.items()}
        twin.dice = self.dice.clone(history) if isinstance(self.dice, Dice) else copy.deepcopy(self.dice)
        twin.smoke, twin.objectives, twin.fire_lanes = dict(self.smoke), dict(self.objectives), dict(self.fire_lanes)
        twin.fortifications = [dict(placed) for placed in self.fortifications]
        twin.moving = _copy_moving(self.moving) if self.moving is not None else None
        twin.advanced, twin.assaulted_from = list(self.advanced), list(self.assaulted_from)
        twin.fired_at, twin.rallied, twin.rally_by_hand = list(self.fired_at), list(self.rallied), list(self.rally_by_hand)
        twin.reorganized, twin.released = list(self.reorganized), list(self.released)
        twin.fire_by_hand = list(self.fire_by_hand)
        if self.question is not None:
            twin.question = copy.deepcopy(self.question)
        twin.result = dict(self.result) if self.result is not None else None
        twin.log = copy.deepcopy(self.log) if history else []
        twin.events = copy.deepcopy(self.events) if history else []
        return twin

    def determinize(self, seed: int) -> None:
        """Chance made explicit: from now on the dice roll a fresh sequence drawn from `seed`
        instead of the one this game would have met. A searching player clones the state and
        determinizes the clone (one seed per sampled future), so it can never read the real
        game's future rolls; the same seed gives the same rolls, so a search is repeatable."""
        self.dice.reseed(seed)

    def to_dict(self) -> dict[str, Any]:
        """Plain data. Units are a list, not a mapping by id: their order is part of the game
        (every rule walks them in it), and a list keeps it through any JSON writer, even one
        that sorts keys."""
        return copy.deepcopy(self._plain())

    def _plain(self) -> dict[str, Any]:
        """to_dict's data, sharing the state's lists and dicts (for writing it out at once)."""
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["units"] = [asdict(v) for v in self.units.values()]
        data["sides"] = {k: asdict(v) for k, v in self.sides.items()}
        data["dice"] = self.dice.to_dict()
        data["moving"] = asdict(self.moving) if self.moving else None
        data["events"] = self.event_dicts()
        if not self.fired_at:
            del data["fired_at"]  # a state of a game before fire groups (14.2) reads as it always did
        for name, default in (("rules_edition", 1), ("rally_by_hand", []), ("rallied", []), ("fire_by_hand", []),
                              ("question", None)):
            if data[name] == default:
                del data[name]  # a state from before these fields reads as it always did
        return data

    @staticmethod
    def from_dict(data: dict[str, Any]) -> GameState:
        return GameState._build(copy.deepcopy(data))

    @staticmethod
    def _build(data: dict[str, Any]) -> GameState:
        """A state made of `data`, which it takes over (no copy)."""
        units = data["units"]
        listed = units if isinstance(units, list) else list(units.values())  # older saves map ids to units
        data["units"] = {v["id"]: UnitState(**{**v, "side": Side(v["side"]), "where": Where(v["where"])}) for v in listed}
        data["sides"] = {Side(k): SideState(**v) for k, v in data["sides"].items()}
        data["phase"], data["active"] = Phase(data["phase"]), Side(data["active"])
        data["objectives"] = {k: Side(v) for k, v in data.get("objectives", {}).items()}
        data["dice"] = Dice.from_dict(data["dice"])
        data["moving"] = Moving(**data["moving"]) if data["moving"] else None
        data["events"] = [event_from_dict(e) for e in data.get("events", [])]
        return GameState(**data)

    def to_json(self) -> str:
        """Canonical text; no copy is made, the log and events grow long (a save every step
        of a test game must stay cheap)."""
        return json.dumps(self._plain(), sort_keys=True, separators=(",", ":"))

    @staticmethod
    def from_json(text: str) -> GameState:
        return GameState._build(json.loads(text))


def _copy_unit(unit: UnitState) -> UnitState:
    """A copy of the unit's fields; its weapons are the one list in it."""
    twin = object.__new__(UnitState)
    twin.__dict__.update(unit.__dict__)
    twin.weapons = list(unit.weapons)
    return twin


def _copy_side(own: SideState) -> SideState:
    twin = object.__new__(SideState)
    twin.__dict__.update(own.__dict__)
    twin.expendables, twin.exited = dict(own.expendables), list(own.exited)
    return twin


def _copy_moving(moving: Moving) -> Moving:
    twin = object.__new__(Moving)
    twin.__dict__.update(moving.__dict__)
    twin.units, twin.path = list(moving.units), list(moving.path)
    return twin
