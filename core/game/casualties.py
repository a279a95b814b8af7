"""Applying Casualty Points (14.6-14.65, 14.7, 22.3), automatically as the PC game does.

Seed 004: the computer spends the points on the least valuable units first, by
point value with carried weapons (core.units.point_value, via Game.points).
Within that order each unit takes the lightest result that, with a pin on
every later unpinned unit, still covers what is left (14.61: reduce or
eliminate only where pinning cannot cover the points); units already pinned
come after all unpinned ones and can only be eliminated (14.62). A valorous
unit or a shielded Gun ignores its first point and must then take the rest
itself before anyone else (14.63). Unarmored vehicles and Guns taking more than
one point roll to survive (14.64); passengers of unarmored vehicles may only be
reduced or eliminated (14.65) and share their vehicle's fate (8.5, 14.7).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from core.game import event_types as ev
from core.game.fire_power import in_ffa
from core.game.state import GameState, UnitState, Where
from core.game.valor import ignores_first_casualty, kind
from core.sides import Side
from core.tables import get_ruleset
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind

if TYPE_CHECKING:
    from core.game.game import Game

_CARRIED, _MAP = Where.CARRIED, Where.MAP  # an Enum member read off its class is slow: unit scans read these


class Result(str, Enum):
    IGNORED = "ignored"  # 14.63: the first point on a valorous unit or a shielded Gun
    PINNED = "pinned"
    REDUCED = "reduced"
    REDUCED_PINNED = "reduced_pinned"
    SURVIVED = "survived"  # 14.64: a vehicle or Gun made its survival roll and is pinned
    ELIMINATED = "eliminated"


@dataclass(frozen=True)
class Casualty:
    unit: str
    result: Result
    points: int  # Casualty Points it fulfilled
    roll: int | None = None  # the survival die roll (14.64)


@dataclass(frozen=True)
class CasualtyReport:
    hex: str
    points: int  # to apply, after any air-burst doubling (12.64)
    casualties: tuple[Casualty, ...] = ()
    unfulfilled: int = 0  # left over when nobody was left to take them
    air_burst: bool = False

    def result_of(self, unit_id: str) -> Result | None:
        """The last thing that happened to a unit (IGNORED comes before its real result)."""
        found = [c.result for c in self.casualties if c.unit == unit_id]
        return found[-1] if found else None


@dataclass(frozen=True)
class _Option:
    result: Result
    cost: int  # in pool points (air bursts count a non-infantry point twice)
    real: int  # Casualty Points as the unit counts them


# --- eligibility ---------------------------------------------------------------------------


def is_collateral(game: Game, state: GameState, unit: UnitState) -> bool:
    """14.65: passengers of unarmored vehicles can be hit; AFV passengers and towed Guns cannot."""
    carrier = state.units.get(unit.carrier or "")
    return (carrier is not None and unit.where == _CARRIED and kind(game, carrier) == Kind.VEHICLE
            and kind(game, unit) in INFANTRY_KINDS)


def is_ap_target(game: Game, state: GameState, unit: UnitState) -> bool:
    """14.1: infantry, unarmored vehicles and Guns on the map, and collateral passengers; never AFVs."""
    if unit.where == _MAP:
        return kind(game, unit) != Kind.AFV
    return is_collateral(game, state, unit)


def ap_targets(game: Game, state: GameState, hex_name: str, side: Side | None = None,
               only: list[str] | None = None) -> list[UnitState]:
    """The units in a hex an AP attack can hurt, in scenario order; `only` limits them to
    those units (and the passengers of those vehicles)."""
    chosen = set(only) if only is not None else None
    return [u for u in state.units.values()
            if u.hex == hex_name and u.in_play and (side is None or u.side == side) and is_ap_target(game, state, u)
            and (chosen is None or u.id in chosen or (u.carrier is not None and u.carrier in chosen))]


def _shielded(game: Game, state: GameState, unit: UnitState, attacker_hex: str | None, ap: bool) -> bool:
    """13.5, 14.63: a valorous unit always; a Gun with a Gun Shield against AP fire through
    its FFA while not moving."""
    if ignores_first_casualty(game, unit):
        return True
    info = game.info(unit.type)
    if not ap or kind(game, unit) != Kind.GUN or not info.gun_shield or attacker_hex is None:
        return False
    if state.moving is not None and unit.id in state.moving.units:
        return False
    return in_ffa(game.hex(unit.hex or ""), unit.facing, game.hex(attacker_hex))


# --- the options of one unit ------------------------------------------------------------------


def _options(game: Game, state: GameState, unit: UnitState, factor: int) -> list[_Option]:
    """What the unit can take, lightest first (14.61, 14.62, 14.64, 14.65)."""
    info = game.info(unit.type)
    unit_kind = kind(game, unit)
    rating = int(info.casualty)
    eliminate = _Option(Result.ELIMINATED, rating * factor, rating)
    if unit.pinned:
        return [eliminate]
    if unit_kind in (Kind.VEHICLE, Kind.GUN):
        rolls = [_Option(Result.SURVIVED, k * factor, k) for k in range(2, rating + 1)]
        return [_Option(Result.PINNED, factor, 1)] + rolls if rolls else [_Option(Result.PINNED, factor, 1)]
    options: list[_Option] = []
    if unit_kind == Kind.SQUAD and info.half_squad:
        cut = rating - int(game.catalogue.half_squad_of(info).casualty)
        options += [_Option(Result.REDUCED, cut, cut)]
        if unit.where == _MAP:
            options += [_Option(Result.REDUCED_PINNED, cut + 1, cut + 1)]
    if unit.where == _MAP:
        options.insert(0, _Option(Result.PINNED, 1, 1))
    return options + [eliminate]


def casualty_options(game: Game, state: GameState, unit: UnitState) -> tuple[tuple[Result, int], ...]:
    """What the unit may take and the Casualty Points each fulfils, lightest first (14.61-14.65;
    for vehicles and Guns, SURVIVED with k points is a survival roll for k). The board game's
    defender chooses among these; the computer's choice is apply_casualty_points'."""
    return tuple((option.result, option.real) for option in _options(game, state, unit, 1))


def _pin_capacity(game: Game, state: GameState, unit: UnitState, factor: int, shield: bool) -> int:
    """What a later unit can soak up without being reduced or eliminated."""
    first = _options(game, state, unit, factor)[0]
    if first.result is not Result.PINNED:
        return 0
    return first.cost + (factor if shield else 0)


# --- applying results ---------------------------------------------------------------------------


def pin_unit(state: GameState, unit: UnitState) -> None:
    """14.7: a pinned vehicle pins its passengers."""
    unit.pinned = True
    for passenger in state.passengers(unit.id):
        passenger.pinned = True


def eliminate_unit(game: Game, state: GameState, unit: UnitState, cause: str = "casualties") -> list[str]:
    """Remove a unit with its weapons (12.2) and everything it carries (8.5); the side loses
    their points. Returns every unit eliminated."""
    gone = [unit.id]
    for passenger in state.passengers(unit.id):
        gone += eliminate_unit(game, state, passenger, cause)
    state.sides[unit.side].lost_points += game.points(unit)
    unit.weapons = []
    unit.where, unit.hex, unit.carrier = Where.ELIMINATED, None, None
    unit.pinned = False
    state.emit(ev.Eliminated(unit=unit.id, cause=cause))
    return gone


def reduce_squad(game: Game, state: GameState, unit: UnitState) -> None:
    """14.61: the squad becomes its half squad (13.10), keeping weapons and valor (22.4);
    the side loses the difference in points."""
    before = game.points(unit)
    unit.type = str(game.info(unit.type).half_squad)
    state.sides[unit.side].lost_points += before - game.points(unit)


def _apply(game: Game, state: GameState, unit: UnitState, option: _Option) -> tuple[Casualty, int]:
    """Carry out one result; returns it and the pool points it fulfilled."""
    roll = None
    result = option.result
    absorbed = option.cost
    if result is Result.SURVIVED:
        roll = state.dice.roll_d6(unit.side)
        result = Result.SURVIVED if roll <= int(game.info(unit.type).casualty) else Result.ELIMINATED
    if result in (Result.REDUCED, Result.REDUCED_PINNED):
        reduce_squad(game, state, unit)
    if result in (Result.PINNED, Result.REDUCED_PINNED, Result.SURVIVED):
        pin_unit(state, unit)
    if result is Result.ELIMINATED:
        passengers = [p for p in state.passengers(unit.id) if kind(game, p) in INFANTRY_KINDS]
        absorbed += sum(int(game.info(p.type).casualty) for p in passengers)  # 14.64
        eliminate_unit(game, state, unit)
    return Casualty(unit.id, result, option.real, roll), absorbed


def _air_burst(game: Game, hex_name: str, air_burst: bool, targets: list[UnitState]) -> bool:
    terrain = game.battlefield.terrain(game.hex(hex_name))
    return air_burst and game.terrain.get(terrain).air_burst and any(kind(game, u) in INFANTRY_KINDS for u in targets)


def apply_casualty_points(game: Game, state: GameState, hex_name: str, cp: int, *, only: list[str] | None = None,
                          attacker_hex: str | None = None, air_burst: bool = False, ap: bool = True,
                          side: Side | None = None) -> CasualtyReport:
    """Spend `cp` Casualty Points on the units in a hex (see the module docstring).

    `only`: the units that may be hit (opportunity fire hits only the movers, 13.8);
    `attacker_hex`: where the attack came from (Gun Shields, 13.5); `air_burst`: a
    mortar or artillery attack, doubling points against infantry in woods (12.64),
    where a point spent on a vehicle or Gun counts double; `ap`: False for points
    that are not AP fire (a Gun Shield only stops AP fire; valor stops any); `side`: the side hit.
    """
    targets = ap_targets(game, state, hex_name, side, only)
    doubled = _air_burst(game, hex_name, air_burst, targets)
    factor = get_ruleset(game.scenario.ruleset).number("air_burst_factor") if doubled else 1
    values = {u.id: (u.pinned, game.points(u), i) for i, u in enumerate(targets)}
    order = sorted(targets, key=lambda u: values[u.id])  # 14.62 unpinned first; 004 least valuable first
    done, remaining = _allocate(game, state, order, cp * factor, factor,
                                lambda u: _shielded(game, state, u, attacker_hex, ap))
    report = CasualtyReport(hex_name, cp * factor, tuple(done), max(remaining, 0), doubled)
    results = [{"unit": c.unit, "result": c.result.value, "points": c.points, "roll": c.roll} for c in done]
    state.emit(ev.Casualties(hex=hex_name, points=report.points, air_burst=doubled, results=results,
                             unfulfilled=report.unfulfilled))
    return report


def _weight(game: Game, unit: UnitState, factor: int) -> int:
    """Pool points one Casualty Point on this unit costs (air bursts only double against infantry)."""
    return 1 if kind(game, unit) in INFANTRY_KINDS else factor


def _most(options: list[_Option]) -> _Option:
    """14.61: when nothing covers what is left, the unit fulfils as many points as it can, by
    the lightest result that does (a leader rated 1 is pinned, not eliminated, for its point)."""
    return max(options, key=lambda o: o.cost)  # the first, lightest, of equal options


def _allocate(game: Game, state: GameState, order: list[UnitState], pool: int, factor: int,
              shielded: Callable[[UnitState], bool]) -> tuple[list[Casualty], int]:
    """Walk the units in order, each taking the lightest result that leaves no more than the
    later units can absorb by pinning."""
    done: list[Casualty] = []
    remaining = pool
    for index, unit in enumerate(order):
        if remaining <= 0:
            break
        if not unit.in_play:
            continue  # went with its transport
        weight = _weight(game, unit, factor)
        capacity = sum(_pin_capacity(game, state, u, _weight(game, u, factor), shielded(u))
                       for u in order[index + 1:] if u.in_play)
        options = _options(game, state, unit, weight)
        if shielded(unit):
            done.append(Casualty(unit.id, Result.IGNORED, 1))
            remaining -= weight
            capacity = 0  # 14.63: the rest goes on this unit before any other
            if remaining <= 0:
                break
        elif options[0].result is not Result.PINNED and capacity >= remaining:
            continue  # 14.61, 14.65: pins on later units cover it; no need to reduce or eliminate this one
        choice = next((o for o in options if o.cost + capacity >= remaining), None) or _most(options)
        casualty, absorbed = _apply(game, state, unit, choice)
        done.append(casualty)
        remaining -= absorbed
    return done, remaining
