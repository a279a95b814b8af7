"""Copy a hex's stacks and paste them elsewhere as new counters.

A copy is a plain value (the units as they stand, with weapons, passengers and
towed guns), so it survives any later edit of the scenario it came from. A
paste gives every counter, carried ones included, a fresh id of its side:
the pasted counters are new pieces, and ids are never reused.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from core.scenario.errors import NoStackError, StackFullError
from core.scenario.hex_names import edit_hex
from core.scenario.model import SIDES, Scenario, Stack, Unit
from core.scenario.query import fresh_ids, stack_at, stack_limit, stacks_at


@dataclass(frozen=True)
class CopiedStack:
    side: str
    units: tuple[Unit, ...]
    loose_weapons: tuple[str, ...] = ()


@dataclass(frozen=True)
class StackCopy:
    """What Ctrl+C took: each side's stack in one hex."""

    source: str
    stacks: tuple[CopiedStack, ...]

    @property
    def count(self) -> int:
        return sum(len(s.units) for s in self.stacks)


def copy_stacks(scenario: Scenario, hex_name: str, side: str | None = None) -> StackCopy:
    """Every side's stack in the hex (only `side`'s, if given)."""
    hex_name = edit_hex(scenario, hex_name)
    stacks = tuple(CopiedStack(name, stack.units, stack.loose_weapons)
                   for name, stack in stacks_at(scenario, hex_name) if side in (None, name))
    if not stacks:
        raise NoStackError(f"there is no stack to copy in {hex_name}")
    return StackCopy(hex_name, stacks)


def _count(units: tuple[Unit, ...]) -> int:
    return sum(1 + _count(tuple(u.carried())) for u in units)


def _renumbered(unit: Unit, ids: list[str]) -> Unit:
    """The unit and everything it carries with ids taken from `ids`, in order."""
    new_id = ids.pop(0)
    passengers = tuple(_renumbered(p, ids) for p in unit.passengers)
    towed = _renumbered(unit.towed, ids) if unit.towed is not None else None
    return replace(unit, id=new_id, passengers=passengers, towed=towed)


def paste_stacks(scenario: Scenario, copy: StackCopy, hex_name: str) -> Scenario:
    """The copied counters on top of each side's stack in `hex_name`, with fresh ids."""
    hex_name = edit_hex(scenario, hex_name)
    for copied in copy.stacks:
        if copied.side not in SIDES:
            raise NoStackError(f"unknown side {copied.side!r}")
        ids = fresh_ids(scenario, copied.side, _count(copied.units))
        units = tuple(_renumbered(u, ids) for u in copied.units)
        target = stack_at(scenario, copied.side, hex_name) or Stack(hex_name, ())
        if len(target.units) + len(units) > stack_limit():
            raise StackFullError(f"a stack holds at most {stack_limit()} counters")
        merged = Stack(hex_name, target.units + units, target.loose_weapons + copied.loose_weapons)
        side = scenario.side(copied.side)
        stacks = [s for s in side.stacks if s.hex != hex_name]
        index = next((i for i, s in enumerate(side.stacks) if s.hex == hex_name), len(stacks))
        stacks.insert(index, merged)
        scenario = scenario.with_side(copied.side, replace(side, stacks=tuple(stacks)))
    return scenario
