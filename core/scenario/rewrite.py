"""Rewriting a stack or a unit in place: the ground the edit modules stand on.

Every edit ends by putting a changed stack back where the old one was
(`put_stack`) or by replacing one unit wherever it sits, standing or carried
(`rewrite_unit`), so the order of stacks and counters survives every edit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from core.scenario.errors import EditError
from core.scenario.model import Scenario, Stack, Unit
from core.scenario.query import find_unit, locate, stack_at


def _with_stacks(scenario: Scenario, side: str, stacks: Iterable[Stack]) -> Scenario:
    return scenario.with_side(side, replace(scenario.side(side), stacks=tuple(s for s in stacks if s.units)))


def put_stack(scenario: Scenario, side: str, hex_name: str, stack: Stack | None) -> Scenario:
    """`stack` where the side's stack in `hex_name` was (at the end if none); None removes it.

    A stack left without units goes, loose weapons and all: a scenario file has
    no stack without a unit (its schema).
    """
    stacks = list(scenario.side(side).stacks)
    index = next((i for i, s in enumerate(stacks) if s.hex == hex_name), None)
    if index is None:
        stacks += [stack] if stack is not None else []
    elif stack is None:
        del stacks[index]
    else:
        stacks[index] = stack
    return _with_stacks(scenario, side, stacks)


def replace_standing_unit(scenario: Scenario, unit_id: str, **changes: Any) -> Scenario:
    """Change fields of a unit standing in a stack (not a passenger)."""
    side, hex_name, unit = find_unit(scenario, unit_id)
    stack = stack_at(scenario, side, hex_name)
    assert stack is not None
    updated = replace(unit, **changes)
    return put_stack(scenario, side, hex_name,
                     replace(stack, units=tuple(updated if u.id == unit_id else u for u in stack.units)))


Rewrite = Callable[[Unit], tuple[Unit, ...]]


def _rewritten(units: tuple[Unit, ...], unit_id: str, rewrite: Rewrite) -> tuple[Unit, ...]:
    """`units` with the unit `unit_id` (at any depth) replaced by what `rewrite` makes of it."""
    result: list[Unit] = []
    for unit in units:
        result += rewrite(unit) if unit.id == unit_id else (_rewrite_carried(unit, unit_id, rewrite),)
    return tuple(result)


def _rewrite_carried(unit: Unit, unit_id: str, rewrite: Rewrite) -> Unit:
    if not unit.passengers and unit.towed is None:
        return unit
    towed = unit.towed
    if towed is not None:
        remade = _rewritten((towed,), unit_id, rewrite)
        if len(remade) > 1:
            raise EditError("a transport tows one gun (8.21)")
        towed = remade[0] if remade else None
    return replace(unit, passengers=_rewritten(unit.passengers, unit_id, rewrite), towed=towed)


def rewrite_unit(scenario: Scenario, unit_id: str, rewrite: Rewrite) -> Scenario:
    """Replace one unit, wherever it is in its stack, by zero, one or more units."""
    where = locate(scenario, unit_id)
    stack = stack_at(scenario, where.side, where.hex)
    assert stack is not None
    return put_stack(scenario, where.side, where.hex, replace(stack, units=_rewritten(stack.units, unit_id, rewrite)))


def update_unit(scenario: Scenario, unit_id: str, change: Callable[[Unit], Unit]) -> Scenario:
    return rewrite_unit(scenario, unit_id, lambda unit: (change(unit),))


def remove_any_unit(scenario: Scenario, unit_id: str) -> Scenario:
    """Take a unit off the map, a passenger or towed gun too; what it carries goes with it."""
    return rewrite_unit(scenario, unit_id, lambda _unit: ())
