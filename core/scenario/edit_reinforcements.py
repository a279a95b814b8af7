"""Pure edits of a side's reinforcements: groups of units that come on from a map edge on a turn (6.10).

A group is addressed by its side and its place in that side's list, which is
how the file keeps them and how the editor lists them. As with the other edits,
the placement rules (core.placement) judge the result afterwards: a group due
after the last turn, an edge its vehicles cannot enter or a unit of the wrong
nation is listed as a problem, not refused, so a designer can shorten the
scenario first and move the group later. Refused with an EditError is only what
a scenario file cannot hold: a turn below 1, an edge that is not one of the
four, a group with no unit, a support weapon standing as a unit (12.2); and, as
in the stack editor, a weapon given to a unit that has no slot for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from core.boards.battlefield import EDGES, Battlefield
from core.hexes import Hex
from core.scenario.edit_weapons import WeaponDoesNotFitError, weapon_fits
from core.scenario.errors import EditError, NotAUnitError
from core.scenario.model import Reinforcement, Scenario, Unit
from core.scenario.query import catalogue_for, check_side, fresh_ids, info_of, name_of
from core.units import Kind, UnitCatalogue


class NoReinforcementError(EditError):
    """The side has no reinforcement group at that place in its list."""


def _check_turn(turn: int) -> None:
    if turn < 1:
        raise EditError(f"reinforcements arrive on turn 1 or later, not turn {turn}")


def _check_edge(edge: str) -> None:
    if edge not in EDGES:
        raise EditError(f"unknown map edge {edge!r}; one of {', '.join(EDGES)}")


def _groups(scenario: Scenario, side: str) -> tuple[Reinforcement, ...]:
    check_side(side)
    return scenario.side(side).reinforcements


def reinforcement(scenario: Scenario, side: str, index: int) -> Reinforcement:
    """The side's group at `index`; NoReinforcementError if there is none."""
    groups = _groups(scenario, side)
    if not 0 <= index < len(groups):
        raise NoReinforcementError(f"the {side} side has no reinforcement group {index + 1}")
    return groups[index]


def _with_groups(scenario: Scenario, side: str, groups: Sequence[Reinforcement]) -> Scenario:
    return scenario.with_side(side, replace(scenario.side(side), reinforcements=tuple(groups)))


def _put(scenario: Scenario, side: str, index: int, group: Reinforcement) -> Scenario:
    groups = list(_groups(scenario, side))
    groups[index] = group
    return _with_groups(scenario, side, groups)


def _new_units(scenario: Scenario, side: str, unit_types: Sequence[str], units: UnitCatalogue | None) -> tuple[Unit, ...]:
    """Fresh counters of the given types; vehicles get no facing: they take one as they enter (6.10, 7.1)."""
    catalogue = catalogue_for(scenario, units)
    for type_id in unit_types:
        info = catalogue.get(type_id)
        if info.kind is Kind.SUPPORT_WEAPON:
            raise NotAUnitError(f"{info.name} is a support weapon: it arrives carried by a unit, not as one (12.2)")
    return tuple(Unit(unit_id, type_id) for unit_id, type_id in zip(fresh_ids(scenario, side, len(unit_types)), unit_types))


def add_reinforcement(scenario: Scenario, side: str, turn: int, edge: str, unit_types: Sequence[str],
                      units: UnitCatalogue | None = None) -> Scenario:
    """A new group at the end of the side's list, of new counters of the given types."""
    _check_turn(turn)
    _check_edge(edge)
    check_side(side)
    if not unit_types:
        raise EditError("a reinforcement group needs at least one unit")
    group = Reinforcement(turn, edge, _new_units(scenario, side, unit_types, units))
    return _with_groups(scenario, side, (*_groups(scenario, side), group))


def remove_reinforcement(scenario: Scenario, side: str, index: int) -> Scenario:
    """The group and every unit in it leave the order of battle."""
    reinforcement(scenario, side, index)
    groups = list(_groups(scenario, side))
    del groups[index]
    return _with_groups(scenario, side, groups)


def set_reinforcement_turn(scenario: Scenario, side: str, index: int, turn: int) -> Scenario:
    _check_turn(turn)
    return _put(scenario, side, index, replace(reinforcement(scenario, side, index), turn=turn))


def set_reinforcement_edge(scenario: Scenario, side: str, index: int, edge: str) -> Scenario:
    _check_edge(edge)
    return _put(scenario, side, index, replace(reinforcement(scenario, side, index), edge=edge))


def add_reinforcement_units(scenario: Scenario, side: str, index: int, unit_types: Sequence[str],
                            units: UnitCatalogue | None = None) -> Scenario:
    """New counters at the end of the group."""
    group = reinforcement(scenario, side, index)
    return _put(scenario, side, index, replace(group, units=group.units + _new_units(scenario, side, unit_types, units)))


def remove_reinforcement_unit(scenario: Scenario, side: str, index: int, unit_id: str) -> Scenario:
    """The unit (with what it carries) leaves the group; the last one cannot: remove the group instead."""
    group = reinforcement(scenario, side, index)
    kept = tuple(u for u in group.units if u.id != unit_id)
    if len(kept) == len(group.units):
        raise EditError(f"no unit {unit_id!r} in this reinforcement group")
    if not kept:
        raise EditError("a reinforcement group needs at least one unit: remove the group instead")
    return _put(scenario, side, index, replace(group, units=kept))



def _with_unit(scenario: Scenario, side: str, index: int, unit_id: str, change: Callable[[Unit], Unit]) -> Scenario:
    group = reinforcement(scenario, side, index)
    if all(u.id != unit_id for u in group.units):
        raise EditError(f"no unit {unit_id!r} in this reinforcement group")
    return _put(scenario, side, index, replace(group, units=tuple(change(u) if u.id == unit_id else u for u in group.units)))


def give_reinforcement_weapon(scenario: Scenario, side: str, index: int, unit_id: str, weapon_type: str,
                              units: UnitCatalogue | None = None) -> Scenario:
    """The unit arrives carrying the support weapon, in its one weapon slot (replacing what it held), 12.2.

    Refused as the stack editor refuses it on the map: only what fits the slot (a squad or half squad an
    L or H weapon, a leader an L one; X weapons stay with the side)."""
    catalogue = catalogue_for(scenario, units)
    unit = next((u for u in reinforcement(scenario, side, index).units if u.id == unit_id), None)
    if unit is not None and not weapon_fits(info_of(catalogue, unit.type), info_of(catalogue, weapon_type)):
        raise WeaponDoesNotFitError(f"{name_of(catalogue, unit.type)} cannot carry {name_of(catalogue, weapon_type)}: squads and "
                                    "half squads carry an L or H weapon, a leader only an L one (12.2)")
    return _with_unit(scenario, side, index, unit_id, lambda u: replace(u, weapons=(weapon_type,)))


def remove_reinforcement_weapon(scenario: Scenario, side: str, index: int, unit_id: str) -> Scenario:
    """The unit arrives without its support weapon."""
    unit = next((u for u in reinforcement(scenario, side, index).units if u.id == unit_id), None)
    if unit is not None and not unit.weapons:
        raise EditError(f"unit {unit_id!r} carries no support weapon")
    return _with_unit(scenario, side, index, unit_id, lambda u: replace(u, weapons=()))

# --- what the editor offers and shows ---------------------------------------------------------------


OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}


def suggested_edge(scenario: Scenario, battlefield: Battlefield, side: str) -> str:
    """The edge a new group most likely comes on from: the one its side's last group uses, else the
    side's own edge (the one near its units and far from the enemy's), else west for the allies and
    east for the axis.

    Distances to an edge are taken as a share of the map's depth that way: on a map four times as
    wide as it is deep, units two hexes from the west edge and three from the south one stand at
    the west end, not the south side. Taking the enemy's distances off keeps a side deployed along
    the middle from being sent to whichever long edge is a hex nearer."""
    groups = _groups(scenario, side)
    if groups and groups[-1].edge in EDGES:
        return groups[-1].edge
    own, enemy = _placed(scenario, battlefield, side), _placed(scenario, battlefield, _enemy(side))
    if not own and not enemy:
        return "west" if side == "allied" else "east"

    def score(edge: str) -> float:
        span = _span(battlefield, edge)
        return _mean_distance(battlefield, own, edge) / span - _mean_distance(battlefield, enemy, edge) / span

    return min(EDGES, key=score)


def _enemy(side: str) -> str:
    return "axis" if side == "allied" else "allied"


def _placed(scenario: Scenario, battlefield: Battlefield, side: str) -> list[Hex]:
    hexes = []
    for stack in scenario.side(side).stacks:
        try:
            hexes.append(battlefield.parse(stack.hex))
        except ValueError:
            continue  # off the map: the placement rules list it
    return hexes


def _mean_distance(battlefield: Battlefield, hexes: Sequence[Hex], edge: str) -> float:
    if not hexes:
        return 0.0
    edge_hexes = battlefield.edge_hexes(edge)
    return sum(min(h.distance(e) for e in edge_hexes) for h in hexes) / len(hexes)


def _span(battlefield: Battlefield, edge: str) -> int:
    """How many hexes lie between the edge and the opposite one (at least 1)."""
    far = battlefield.edge_hexes(OPPOSITE[edge])
    return max(1, min(a.distance(b) for a in battlefield.edge_hexes(edge) for b in far))


def group_summary(group: Reinforcement, units: UnitCatalogue) -> str:
    """The group's units in a line, alike counters counted: "2 x Rifle squad, M4A3E8 Sherman";
    a carried weapon follows its carrier: "Rifle squad + M1919A4 MMG"."""
    counts: dict[str, int] = {}
    for unit in group.units:
        text = " + ".join(name_of(units, t) for t in (unit.type, *unit.weapons))
        counts[text] = counts.get(text, 0) + 1
    return ", ".join(f"{n} x {text}" if n > 1 else text for text, n in counts.items())
