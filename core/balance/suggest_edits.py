"""The edits `vvs balance --suggest` considers: the small changes a designer would accept.

Each is one step from the scenario as it is: the turns one or two more or
fewer, one unit more or fewer on a side (a unit of the side's own nation, from
the unit catalogue), a reinforcement group a turn earlier or later, the exit
goal about 10% larger or smaller (at least one unit), the objectives the
attacker needs one more or fewer, or one objective taken off the map. An
elimination scenario has no goal to move: its levels are fixed by the rules
(seed 004). Only edits that keep the scenario valid are kept; the search checks
that with the validator (`valid`) on the few it is going to play, not on all of
them, since the model ranks them first (core/balance/suggest.py).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace

from core.boards.board import Board
from core.scenario import Scenario, ScenarioType
from core.scenario.model import Objective, SideSetup, Stack, Unit, Victory
from core.units import Kind, default_catalogue

TURNS = (-2, -1, 1, 2)
ADDED_KINDS = (Kind.SQUAD, Kind.HALF_SQUAD, Kind.LEADER, Kind.GUN, Kind.AFV)
"""What "one unit more" may be: fighting counters, not weapons (they are carried) or transport."""
PLACES_TRIED = 3
"""How many of a side's stacks an added unit is tried in before the edit is given up."""

TEXTS = {
    "turns": "turns: {turns} instead of {before}",
    "add_unit": "one {unit} more for the {role} ({side}), at {hex}",
    "remove_unit": "one {unit} fewer for the {role} ({side})",
    "reinforcement_turn": "the {role}'s ({side}) turn-{before} reinforcements arrive on turn {turn}",
    "exit_goal": "exit goal {goal} units instead of {before}",
    "objectives_required": "the attacker needs {required} objectives instead of {before}",
    "remove_objective": "no objective at {hex} (the attacker needs {required} of {left})",
}
"""How each kind of edit reads, in English (the editor has its own translated texts with the same names)."""


@dataclass(frozen=True)
class Edit:
    """One candidate change: what it is (`kind` and `values`, for words) and the scenario it makes."""

    kind: str
    values: tuple[tuple[str, str | int], ...]
    scenario: Scenario
    places: tuple[Scenario, ...] = ()  # other placements of an added unit, tried when the first is invalid

    def text(self) -> str:
        return TEXTS[self.kind].format(**dict(self.values))

    def value(self, name: str) -> str | int:
        return dict(self.values)[name]


def candidate_edits(scenario: Scenario) -> list[Edit]:
    """Every edit of the kinds above, in a fixed order (validity is checked later, for the few that matter)."""
    edits = list(_turns(scenario))
    for side in (scenario.attacker, scenario.defender):
        edits += list(_added_units(scenario, side)) + list(_removed_units(scenario, side)) + list(_moved_groups(scenario, side))
    edits += list(_goals(scenario))
    return edits


def valid(edit: Edit, boards: Mapping[int, Board] | None = None) -> Scenario | None:
    """The edit's scenario (or the first of its other placements) that the validator accepts, else None."""
    from core.documents.check import check_document
    from core.scenario.io import to_dict

    for scenario in (edit.scenario, *edit.places):
        checked, problems = check_document(to_dict(scenario), "suggestion", boards)
        if checked is not None and not problems:
            return scenario
    return None


def role(scenario: Scenario, side: str) -> str:
    return "attacker" if side == scenario.attacker else "defender"


def _turns(scenario: Scenario) -> Iterator[Edit]:
    for change in TURNS:
        turns = scenario.turns + change
        if turns >= 1 and all(group.turn <= turns for name in ("allied", "axis") for group in scenario.side(name).reinforcements):
            yield Edit("turns", (("turns", turns), ("before", scenario.turns)), replace(scenario, turns=turns))


def _with_side(scenario: Scenario, side: str, setup: SideSetup) -> Scenario:
    return replace(scenario, allied=setup) if side == "allied" else replace(scenario, axis=setup)


def _unit_ids(scenario: Scenario) -> set[str]:
    return {unit.id for name in ("allied", "axis") for unit in scenario.side(name).all_units()}


def _added_units(scenario: Scenario, side: str) -> Iterator[Edit]:
    setup = scenario.side(side)
    stacks = sorted(range(len(setup.stacks)), key=lambda index: (-len(setup.stacks[index].units), setup.stacks[index].hex))
    if not stacks:
        return
    taken, number = _unit_ids(scenario), 1
    while f"s{number}" in taken:
        number += 1
    for kind in default_catalogue().filter(nationality=setup.nationality):
        if kind.kind not in ADDED_KINDS:
            continue
        unit = Unit(f"s{number}", kind.id)
        places = []
        for index in stacks[:PLACES_TRIED]:
            stack = setup.stacks[index]
            grown = replace(stack, units=(*stack.units, unit))
            places.append(_with_side(scenario, side, replace(setup, stacks=_swap(setup.stacks, index, grown))))
        hex_name = setup.stacks[stacks[0]].hex
        yield Edit("add_unit", (("unit", kind.id), ("role", role(scenario, side)), ("side", side), ("hex", hex_name)),
                   places[0], tuple(places[1:]))


def _swap(stacks: tuple[Stack, ...], index: int, stack: Stack | None) -> tuple[Stack, ...]:
    """The stacks with the one at `index` replaced (or dropped, for None)."""
    return stacks[:index] + ((stack,) if stack is not None else ()) + stacks[index + 1:]


def _removed_units(scenario: Scenario, side: str) -> Iterator[Edit]:
    """One counter of each type the side fields, taken from the last stack (or group) that has one."""
    setup = scenario.side(side)
    seen: set[str] = set()
    for index in reversed(range(len(setup.stacks))):
        stack = setup.stacks[index]
        for position in reversed(range(len(stack.units))):
            unit = stack.units[position]
            if unit.type in seen:
                continue
            seen.add(unit.type)
            units = stack.units[:position] + stack.units[position + 1:]
            stacks = _swap(setup.stacks, index, replace(stack, units=units) if units else None)
            yield Edit("remove_unit", (("unit", unit.type), ("role", role(scenario, side)), ("side", side)),
                       _with_side(scenario, side, replace(setup, stacks=stacks)))
    for index, group in enumerate(setup.reinforcements):
        for position, unit in enumerate(group.units):
            if unit.type in seen:
                continue
            seen.add(unit.type)
            units = group.units[:position] + group.units[position + 1:]
            groups = setup.reinforcements[:index] + ((replace(group, units=units),) if units else ()) + \
                setup.reinforcements[index + 1:]
            yield Edit("remove_unit", (("unit", unit.type), ("role", role(scenario, side)), ("side", side)),
                       _with_side(scenario, side, replace(setup, reinforcements=groups)))


def _moved_groups(scenario: Scenario, side: str) -> Iterator[Edit]:
    setup = scenario.side(side)
    for index, group in enumerate(setup.reinforcements):
        for turn in (group.turn - 1, group.turn + 1):
            if 2 <= turn <= scenario.turns:  # turn 1's forces are set up on the map, not brought on
                groups = setup.reinforcements[:index] + (replace(group, turn=turn),) + setup.reinforcements[index + 1:]
                yield Edit("reinforcement_turn", (("role", role(scenario, side)), ("side", side), ("before", group.turn),
                                                  ("turn", turn)), _with_side(scenario, side, replace(setup, reinforcements=groups)))


def _goals(scenario: Scenario) -> Iterator[Edit]:
    victory = scenario.victory
    if scenario.type is ScenarioType.EXIT and victory.exit_units:
        step = max(1, math.floor(victory.exit_units * 0.1 + 0.5))
        for goal in (victory.exit_units - step, victory.exit_units + step):
            if goal >= 1:
                yield Edit("exit_goal", (("goal", goal), ("before", victory.exit_units)),
                           replace(scenario, victory=replace(victory, exit_units=goal)))
    if scenario.type is not ScenarioType.OBJECTIVE or not scenario.objectives:
        return
    total = len(scenario.objectives)
    required = victory.objectives_required or total
    for changed in (required - 1, required + 1):
        if 1 <= changed <= total:
            yield Edit("objectives_required", (("required", changed), ("before", required)),
                       replace(scenario, victory=replace(victory, objectives_required=changed)))
    if total > 1:
        for objective in scenario.objectives:
            yield _without_objective(scenario, objective, min(required, total - 1))


def _without_objective(scenario: Scenario, objective: Objective, required: int) -> Edit:
    left = tuple(o for o in scenario.objectives if o != objective)
    victory: Victory = replace(scenario.victory, objectives_required=required)
    return Edit("remove_objective", (("hex", objective.hex), ("required", required), ("left", len(left))),
                replace(scenario, objectives=left, victory=victory))
