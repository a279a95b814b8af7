"""Loading passengers and towed guns in the editor (8.1, 8.21): the room a transport has left.

A transport's slots are fixed by its class: per T number one squad (or two
half squads), one leader and one support weapon carried by them; TH only a
half squad, a leader and a weapon, and no large gun in tow. `transport_room`
says what is left so the stack editor can show only the slots that fit, and
`load_unit` refuses anything else.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from core.scenario.edit_units import DEFAULT_FACING
from core.scenario.errors import EditError, StackFullError
from core.scenario.model import Scenario, Unit
from core.scenario.query import catalogue_for, info_of, locate, name_of, stack_at, stack_limit
from core.scenario.rewrite import put_stack, remove_any_unit, update_unit
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind, TransportClass
from core.units import Afv, Gun, UnitCatalogue, Vehicle

INFANTRY_ROOM = {Kind.SQUAD: 2, Kind.HALF_SQUAD: 1}
"""Room a passenger takes, in half squads (8.21: a squad or two half squads per T number)."""


class NoRoomError(EditError):
    """The transport has no room left for that passenger or gun (8.21)."""


class NotATransportError(EditError):
    """The unit neither carries passengers nor tows."""


@dataclass(frozen=True)
class Room:
    """What a transport can still take: infantry counted in half squads, leaders,
    weapons carried by the passengers, and whether a gun (a large one) may be hooked up."""

    transport: TransportClass | None
    half_squads: int
    leaders: int
    weapons: int
    tow: bool
    large_guns: bool


def transport_room(transport: Unit, units: UnitCatalogue) -> Room | None:
    """The room left in a transport (None if it neither carries nor tows)."""
    info = info_of(units, transport.type)
    if not isinstance(info, (Afv, Vehicle)) or (info.transport is None and not info.can_tow):
        return None
    capacity = info.transport
    kinds = [getattr(info_of(units, p.type), "kind", None) for p in transport.passengers]
    halves = sum(INFANTRY_ROOM.get(k, 0) for k in kinds if k is not None)
    weapons = sum(len(p.weapons) for p in transport.passengers)
    return Room(
        transport=capacity,
        half_squads=(capacity.half_squads if capacity else 0) - halves,
        leaders=(capacity.leaders if capacity else 0) - kinds.count(Kind.LEADER),
        weapons=(capacity.support_weapons if capacity else 0) - weapons,
        tow=info.can_tow and transport.towed is None,
        large_guns=capacity is None or capacity.tows_large_guns,
    )


def fits_in(room: Room, unit: Unit, units: UnitCatalogue) -> bool:
    """8.21: whether `unit` (with its weapon) may board or be towed by a transport with this room."""
    info = info_of(units, unit.type)
    if info is None or unit.passengers or unit.towed is not None:
        return False
    if isinstance(info, Gun):
        return room.tow and (room.large_guns or not info.large)
    if info.kind not in INFANTRY_KINDS or len(unit.weapons) > room.weapons:
        return False
    if info.kind is Kind.LEADER:
        return room.leaders >= 1
    return room.half_squads >= INFANTRY_ROOM[info.kind]


def load_unit(scenario: Scenario, transport_id: str, unit_id: str, units: UnitCatalogue | None = None) -> Scenario:
    """Put infantry aboard a transport of its stack, or hook a gun to it (8.1); it may come from another transport."""
    catalogue = catalogue_for(scenario, units)
    carrier, rider = locate(scenario, transport_id), locate(scenario, unit_id)
    if carrier.carrier is not None:
        raise EditError("a carried unit cannot carry others (8.1)")
    if (carrier.side, carrier.hex) != (rider.side, rider.hex) or transport_id == unit_id:
        raise EditError("a unit boards a transport of its own stack (8.3)")
    if rider.carrier == transport_id:
        return scenario
    room = transport_room(carrier.unit, catalogue)
    if room is None:
        raise NotATransportError(f"{name_of(catalogue, carrier.unit.type)} carries no passengers and tows no gun (8.1)")
    if not fits_in(room, rider.unit, catalogue):
        raise NoRoomError(f"{name_of(catalogue, rider.unit.type)} does not fit in {name_of(catalogue, carrier.unit.type)} "
                          f"({room.transport.value if room.transport else 'tow only'}, 8.21)")
    is_gun = isinstance(info_of(catalogue, rider.unit.type), Gun)
    after = remove_any_unit(scenario, unit_id)

    def board(transport: Unit) -> Unit:
        if is_gun:
            return replace(transport, towed=rider.unit)
        return replace(transport, passengers=transport.passengers + (rider.unit,))

    return update_unit(after, transport_id, board)


def unload_unit(scenario: Scenario, unit_id: str, units: UnitCatalogue | None = None) -> Scenario:
    """A passenger or towed gun gets off onto the top of its stack; a gun faces DEFAULT_FACING if it had none."""
    where = locate(scenario, unit_id)
    if where.carrier is None:
        raise EditError(f"unit {unit_id!r} is not carried")
    after = remove_any_unit(scenario, unit_id)
    stack = stack_at(after, where.side, where.hex)
    assert stack is not None
    if len(stack.units) >= stack_limit():
        raise StackFullError(f"a stack holds at most {stack_limit()} counters")
    unit = where.unit
    if unit.facing is None and isinstance(info_of(catalogue_for(scenario, units), unit.type), Gun):
        unit = replace(unit, facing=DEFAULT_FACING)
    return put_stack(after, where.side, where.hex, replace(stack, units=stack.units + (unit,)))


def check_transport(scenario: Scenario, unit_id: str, units: UnitCatalogue) -> None:
    """After an edit of a passenger: its transport must still have room for the weapons (8.21)."""
    carrier = locate(scenario, unit_id).carrier
    if carrier is None:
        return
    room = transport_room(locate(scenario, carrier).unit, units)
    if room is not None and room.weapons < 0:
        limit = room.transport.support_weapons if room.transport else 0
        raise NoRoomError(f"{name_of(units, locate(scenario, carrier).unit.type)} carries at most "
                          f"{limit} support weapon(s) with its passengers (8.21)")
