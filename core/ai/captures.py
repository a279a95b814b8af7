"""Captures that win the game: the objectives an attacker can still take in this phase.

Seed 004's objective games end at once when the attacker holds the objectives it needs,
and a side takes an objective by ending a move in it (core.game.objectives): it keeps
it, empty or not, until the enemy comes in. So a move onto an open objective is not
one more hex of progress when the units still free to move this phase can take the rest
of what is needed: then it wins the battle, whatever the mover risks on the way. A
stack scored alone (core.ai.positions) weighs its own safety against a goal worth a share
of its own value, and leaves the two empty objectives a pair of tanks could drive onto
at once; with this, the side sees the win and takes it (docs/ai.md, "How it decides").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from core.ai.estimates import unit_value
from core.ai.fields import UNREACHABLE
from core.game.move_group import group_allowance, group_facing, may_move, may_stop
from core.game.state import Phase, UnitState
from core.movement.movement_graph import faces_while_moving
from core.scenario import ScenarioType

if TYPE_CHECKING:
    from core.ai.situation import Situation

SLACK = 2.0
"""MP by which a stack's distance field may exceed its allowance and the stack still be searched
exactly: the field prices every hex at half an MP at least, a road's cost less, so it may
overstate a route along a road."""


class Captures:
    """The open objectives, how many more the side needs, and which stacks can still reach them."""

    def __init__(self, sit: Situation) -> None:
        self.sit = sit
        view, side = sit.view, sit.side
        required = sit.game.scenario.victory.objectives_required or len(view.objectives)
        self.needed = required - sum(1 for owner in view.objectives.values() if owner == side)
        self.open = frozenset(h for h, owner in view.objectives.items() if owner != side and h not in sit.enemy_hexes)
        self.stake = sum(unit_value(sit.game, u) for u in view.units.values() if u.in_play)
        """What the battle is worth: every unit on the map the side knows of, its own and the enemy's."""
        self._reach: dict[tuple[str, ...], frozenset[str]] = {}

    @staticmethod
    def apply(sit: Situation) -> bool:
        """Whether the side plays for a capture that ends the game: the attacker of an objective
        scenario that ends when the objectives are held (not one that plays every turn)."""
        scenario = sit.game.scenario
        return (sit.attacking and sit.scenario_type == ScenarioType.OBJECTIVE and bool(sit.view.objectives)
                and not scenario.victory.play_all_turns)

    def completes(self, hex_name: str) -> bool:
        """Whether taking `hex_name` alone (an assault's, an advance's) gives the side what it needs."""
        return self.needed == 1 and self.sit.view.objectives.get(hex_name, self.sit.side) != self.sit.side

    def wins(self, group: Sequence[UnitState], hex_name: str) -> bool:
        """Whether the group ending its move (or advance) in `hex_name` wins the game: the hex is an
        open objective it is not already in (standing still takes nothing), and the side's other
        stacks still free to move, each moving whole as the move chooser moves it, take the rest."""
        if hex_name not in self.open or self.needed < 1 or (group and group[0].hex == hex_name):
            return False
        if self.needed == 1:
            return True
        movers = {u.id for u in group}
        others: dict[str, frozenset[str]] = {}
        for stack in self.free_stacks:
            rest = tuple(u for u in stack if u.id not in movers)
            if rest:
                others[rest[0].id] = self.reach(rest) - {hex_name}
        return _matching(others) >= self.needed - 1

    @cached_property
    def free_stacks(self) -> list[tuple[UnitState, ...]]:
        """Per hex, the side's units there that may still move in this Movement Phase (none in
        another phase or segment: an advance is one hex, and the enemy's segment moves nothing of ours)."""
        sit = self.sit
        view = sit.view
        if view.phase != Phase.MOVEMENT or view.active != sit.side:
            return []
        stacks: dict[str, list[UnitState]] = {}
        for unit in sit.own_units():
            if unit.hex is not None and may_move(sit.game, view, unit):
                stacks.setdefault(unit.hex, []).append(unit)
        return [tuple(units) for units in stacks.values()]

    def reach(self, stack: Sequence[UnitState]) -> frozenset[str]:
        """The open objectives the stack could end a whole move in, moving together (kept per
        decision): core.movement's own search, the known enemy's hexes, minefields and wire closed
        as the move chooser closes them, its own hex left out."""
        key = tuple(u.id for u in stack)
        found = self._reach.get(key)
        if found is None:
            found = self._reach[key] = _reach(self.sit, stack, self.open)
        return found


def _reach(sit: Situation, group: Sequence[UnitState], hexes: frozenset[str]) -> frozenset[str]:
    game = sit.game
    classes = sit.classes(group)
    here = group[0].hex or ""
    if not classes:
        return frozenset()
    allowance = group_allowance(game, group, False)
    start = game.hex(here)
    near = [h for h in hexes if h != here and sit.field(group, [h]).get(start, UNREACHABLE) <= allowance + SLACK]
    if not near:
        return frozenset()
    facing = group_facing(game, group) if faces_while_moving(classes) else None
    found = game.movement.reachable(start, allowance, classes, facing=facing, blocked=sit.closed(hexes, here), full_move=True)
    return frozenset(h for h in near if game.hex(h) in found and may_stop(game, sit.view, h, list(group)))


def _matching(reach: dict[str, frozenset[str]]) -> int:
    """The most objectives the units can take at once, one each (a bipartite matching by
    augmenting paths: a handful of units and objectives)."""
    holder: dict[str, str] = {}

    def place(unit: str, seen: set[str]) -> bool:
        for hex_name in sorted(reach[unit]):
            if hex_name in seen:
                continue
            seen.add(hex_name)
            if hex_name not in holder or place(holder[hex_name], seen):
                holder[hex_name] = unit
                return True
        return False

    return sum(1 for unit in sorted(reach) if place(unit, set()))
