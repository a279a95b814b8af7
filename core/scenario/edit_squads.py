"""Pure edits that split a squad into half squads and join two half squads into a squad (13.10).

A squad splits only into the half squads of its own type, and only for a side
whose order of battle allows half squads; the new counters take fresh ids.
"""

from __future__ import annotations

from core.scenario.errors import EditError
from core.scenario.model import Scenario, Unit
from core.scenario.query import catalogue_for, fresh_ids, info_of, locate, name_of, stack_at, units_in
from core.scenario.rewrite import remove_any_unit, rewrite_unit
from core.unit_model import Kind
from core.units import Infantry, UnitCatalogue


class HalfSquadsNotAllowedError(EditError):
    """The side's order of battle does not allow half squads (13.10)."""


class CannotSplitError(EditError):
    """Only a squad with a half squad of its own type splits (13.10)."""


class CannotJoinError(EditError):
    """Two half squads make a squad only if they are of one type (13.10) and hold one weapon at most."""


def split_squad(scenario: Scenario, unit_id: str, units: UnitCatalogue | None = None) -> Scenario:
    """A squad becomes two half squads of its own type in its place (13.10); the first takes its weapon.

    Only for a side whose order of battle allows half squads.
    """
    catalogue = catalogue_for(scenario, units)
    where = locate(scenario, unit_id)
    info = info_of(catalogue, where.unit.type)
    if not isinstance(info, Infantry) or info.kind is not Kind.SQUAD or info.half_squad is None:
        raise CannotSplitError(f"{name_of(catalogue, where.unit.type)} is not a squad that splits into half squads (13.10)")
    if not scenario.side(where.side).half_squads:
        raise HalfSquadsNotAllowedError(f"the {where.side} order of battle does not allow half squads (13.10)")
    first, second = fresh_ids(scenario, where.side, 2)
    half = info.half_squad

    def halves(squad: Unit) -> tuple[Unit, ...]:
        return (Unit(first, half, weapons=squad.weapons, pinned=squad.pinned),
                Unit(second, half, pinned=squad.pinned))

    return rewrite_unit(scenario, unit_id, halves)


def squad_of(units: UnitCatalogue, half_type: str) -> str | None:
    """The squad type whose half squad is `half_type` (13.10)."""
    return next((u.id for u in units if isinstance(u, Infantry) and u.half_squad == half_type), None)


def join_partner(scenario: Scenario, unit_id: str, units: UnitCatalogue | None = None) -> str | None:
    """Another half squad of the same type, side and place (same stack, or same transport), if any."""
    catalogue = catalogue_for(scenario, units)
    where = locate(scenario, unit_id)
    if getattr(info_of(catalogue, where.unit.type), "kind", None) is not Kind.HALF_SQUAD:
        return None
    stack = stack_at(scenario, where.side, where.hex)
    assert stack is not None
    for top in stack.units:
        for unit, carrier in units_in(top, None):
            if unit.id != unit_id and unit.type == where.unit.type and carrier == where.carrier:
                return unit.id
    return None


def join_half_squads(scenario: Scenario, first_id: str, second_id: str, units: UnitCatalogue | None = None) -> Scenario:
    """Two half squads of one type in one place become the squad of that type (13.10), where the first stood."""
    catalogue = catalogue_for(scenario, units)
    first, second = locate(scenario, first_id), locate(scenario, second_id)
    squad = squad_of(catalogue, first.unit.type)
    same_place = (first.side, first.hex, first.carrier) == (second.side, second.hex, second.carrier)
    if first_id == second_id or squad is None or first.unit.type != second.unit.type or not same_place:
        raise CannotJoinError("only two half squads of the same type in the same place make a squad (13.10)")
    weapons = first.unit.weapons + second.unit.weapons
    if len(weapons) > 1:
        raise CannotJoinError("a squad carries one support weapon (12.2): take one of the two away first")
    (new_id,) = fresh_ids(scenario, first.side, 1)
    joined = Unit(new_id, squad, weapons=weapons, pinned=first.unit.pinned or second.unit.pinned)
    after = remove_any_unit(scenario, second_id)
    return rewrite_unit(after, first_id, lambda _half: (joined,))
