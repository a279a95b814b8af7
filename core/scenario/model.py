"""The scenario model: everything a designer edits and the test-run plays.

Values are frozen: an edit makes a new Scenario (see core/scenario/edit_*.py),
so the editor's undo stack can keep before/after values and the generator can
build battles step by step without aliasing surprises. Hexes are kept by name
(`b2:C4`), so the model does not depend on a loaded battlefield; the placement
rules resolve names against one.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from enum import Enum

from core.scenario.special_rules import SpecialRule
from core.sides import other_side

FORMAT = 2
"""2 added `special_rules` (a format 1 file reads as a scenario without any)."""
SIDES = ("allied", "axis")


class ScenarioType(str, Enum):
    ELIMINATION = "elimination"
    OBJECTIVE = "objective"
    EXIT = "exit"


@dataclass(frozen=True)
class Unit:
    """One counter on the map or arriving later; `type` is a unit catalogue id."""

    id: str
    type: str
    facing: int | None = None
    weapons: tuple[str, ...] = ()
    passengers: tuple[Unit, ...] = ()
    towed: Unit | None = None
    pinned: bool = False
    hero: bool = False  # a leader counter used as a hero: valorous from the start (22.5)

    def carried(self) -> Iterator[Unit]:
        """Passengers and the towed gun, which travel with this unit."""
        yield from self.passengers
        if self.towed is not None:
            yield self.towed

    def all_units(self) -> Iterator[Unit]:
        yield self
        for unit in self.carried():
            yield from unit.all_units()


@dataclass(frozen=True)
class Stack:
    hex: str
    units: tuple[Unit, ...]
    loose_weapons: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reinforcement:
    turn: int
    edge: str
    units: tuple[Unit, ...]


@dataclass(frozen=True)
class FireSupport:
    light_barrage: int = 0
    heavy_barrage: int = 0
    air_strike: int = 0


@dataclass(frozen=True)
class SideSetup:
    nationality: str
    half_squads: bool = False
    stacks: tuple[Stack, ...] = ()
    reinforcements: tuple[Reinforcement, ...] = ()
    expendables: tuple[tuple[str, int], ...] = ()
    smoke_factors: int = 0
    fire_support: FireSupport = field(default_factory=FireSupport)
    sniper: bool = False

    def all_units(self) -> Iterator[Unit]:
        """Every unit of the side, on the map, carried, or arriving later."""
        for stack in self.stacks:
            for unit in stack.units:
                yield from unit.all_units()
        for group in self.reinforcements:
            for unit in group.units:
                yield from unit.all_units()


@dataclass(frozen=True)
class Fortification:
    hex: str
    type: str
    side: str
    facing: int | None = None
    hidden: bool = False


@dataclass(frozen=True)
class Tunnel:
    """19.111-19.112: one tunnel of a side's complex, the hexes it runs under from one cave to
    another, both entrances included (the tunnel complex diagram, as data)."""

    side: str
    hexes: tuple[str, ...]


@dataclass(frozen=True)
class Objective:
    hex: str
    owner: str


@dataclass(frozen=True)
class SmokeMarker:
    hex: str
    level: int


@dataclass(frozen=True)
class Victory:
    objectives_required: int | None = None
    play_all_turns: bool = False
    exit_units: int | None = None
    exit_hexes: tuple[str, ...] = ()


@dataclass(frozen=True)
class BoardRef:
    board: int
    rotated: bool = False


@dataclass(frozen=True)
class GeneratorInfo:
    seed: int
    settings: tuple[tuple[str, object], ...]


@dataclass(frozen=True)
class ExplainedBalance:
    """The skill, luck and restricted-play figures of a measurement (`vvs balance --explain --record`,
    core.balance.probes), as shares 0-1 over `games` games each."""

    games: int
    hard_easy: float  # the attacker's wins, ai:hard attacking ai:easy
    easy_hard: float  # the attacker's wins, ai:easy attacking ai:hard
    luck_changed: float  # replays on fresh dice whose winner changed
    luck_share: float | None  # that over two unrelated games' chance to differ; None when all games ended alike
    restricted: tuple[tuple[str, float], ...]  # (restriction, change in the attacker's rate)


@dataclass(frozen=True)
class MeasuredBalance:
    """What a balance run found (`vvs balance --record`, Scenario > Estimate balance).

    A detail for the designer and the players, like the briefing: the engine never
    reads it. `rules` is the fingerprint of everything the engine does read, taken
    when the games were played (core.balance.record), so a later edit shows the
    measurement as out of date instead of quietly keeping it.
    """

    games: int
    seed: int
    players: tuple[str, str]  # the attacker's and the defender's player specs
    outcomes: tuple[int, int, int]  # attacker wins, draws, defender wins
    levels: tuple[int, int, int, int, int]  # major victory ... major defeat, the attacker's
    mean_turns: float
    rules: str
    explained: ExplainedBalance | None = None


@dataclass(frozen=True)
class Scenario:
    title: str
    boards: tuple[BoardRef, ...]
    allied: SideSetup
    axis: SideSetup
    type: ScenarioType = ScenarioType.ELIMINATION
    attacker: str = "allied"
    first_player: str = "allied"
    turns: int = 6
    description: str = ""
    ruleset: str = "seeds"
    victory: Victory = field(default_factory=Victory)
    weather: str = "clear"
    fog_of_war: bool = False
    dice_bias: str = "none"
    fortifications: tuple[Fortification, ...] = ()
    tunnels: tuple[Tunnel, ...] = ()
    objectives: tuple[Objective, ...] = ()
    smoke: tuple[SmokeMarker, ...] = ()
    special_rules: tuple[SpecialRule, ...] = ()
    generator: GeneratorInfo | None = None
    balance: MeasuredBalance | None = None

    @property
    def defender(self) -> str:
        return other_side(self.attacker)

    def side(self, name: str) -> SideSetup:
        if name == "allied":
            return self.allied
        if name == "axis":
            return self.axis
        raise KeyError(f"unknown side {name!r}")

    def with_side(self, name: str, side: SideSetup) -> Scenario:
        if name not in SIDES:
            raise KeyError(f"unknown side {name!r}")
        return replace(self, allied=side) if name == "allied" else replace(self, axis=side)

    def sides(self) -> Iterator[tuple[str, SideSetup]]:
        yield "allied", self.allied
        yield "axis", self.axis


