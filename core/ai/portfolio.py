"""The hard level's search: a portfolio greedy search over the stacks' scripts, in a budget.

At the start of each of its Movement Phases the hard player gives every stack that may
move one script (core.ai.scripts: its own personality, bolder, more careful, rush, flank,
hold). It starts from the plan where every stack plays its own, then improves it stack by
stack: for each stack in turn every other script is tried with the rest of the plan kept,
and a change that scores better is kept (Churchill and Buro's Portfolio Greedy Search,
2013). A plan is scored on determinized copies of the side's view (core.ai.sampler: under
fog the enemy units it remembers but cannot see stand where they may be, never where they
are) by `core.ai.reply`: each stack's end hex weighed with the evaluation terms against
the enemy's likely reply, every enemy fire group shooting once at the stacks where it does
most harm.

The budget is counted in work units, not in seconds, so a game stays reproducible on any
machine: one unit is one plan scored on one copy, and finding one stack's end hex under a
script costs `DESTINATION_UNITS`. `--think-ms` is turned into units by `UNITS_PER_MS`,
measured on the medium battles (bench/ai_bench.py prints the real segment times). The
search is anytime: when the budget runs out it returns the best plan found so far, and
the first plan it scores (every stack its own) is always a legal, complete plan.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from core.ai.positions import Scorer, best_destination, caution_factor
from core.ai.reply import Reply, StackEnd
from core.ai.sampler import Sampler
from core.ai.scripts import HOLD, OWN, Script, script_situation
from core.ai.situation import Situation
from core.game.move_group import group_allowance
from core.game.state import UnitState

UNITS_PER_MS = 25.0
"""Work units per millisecond of `--think-ms`: one plan scored on one copy took 0.04 ms of CPU on
the medium battles (2 shared cores), so a unit is about 1/25 ms."""
DEFAULT_THINK_MS = 500
"""The hard level's think budget per Movement Phase when none is given."""
DESTINATION_UNITS = 40
"""What finding one stack's end hex under one script costs, in work units (a movement search:
1.6 ms of CPU on the medium battles)."""
COPIES = 4
"""Determinized copies a plan is scored on under fog when some remembered enemy unit is hidden
(without hidden units the score reads no dice, so one copy says all)."""
SEED = 7919
"""The copies' seeds start here: the same for every plan, so plans meet the same samples."""
EPSILON = 1e-6


def units_for(think_ms: int) -> int:
    """The work units a think budget in milliseconds buys."""
    return max(int(think_ms * UNITS_PER_MS), 0)


class Budget:
    """Work units left to spend; a search asks before each piece of work."""

    def __init__(self, units: int) -> None:
        self.units, self.spent = units, 0

    def spend(self, cost: int) -> bool:
        """Spend `cost` units if there are that many left; False (nothing spent) otherwise."""
        if self.spent + cost > self.units:
            return False
        self.spent += cost
        return True


@dataclass
class Stack:
    """One stack that may move: its units, where it stands, and its end hex per script tried."""

    units: tuple[str, ...]
    group: list[UnitState]
    ends: dict[str, str] = field(default_factory=dict)
    routes: dict[str, float] = field(default_factory=dict)  # the fire met on the way there, per script (<= 0)


@dataclass
class Result:
    plan: dict[str, str]
    score: float
    own_score: float  # the plan where every stack plays its own
    tried: int  # plans scored
    spent: int  # work units
    changed: dict[str, int]  # stacks per script other than its own

    def summary(self) -> str:
        """A line for the reason a player reads: no unit or hex named."""
        changes = ", ".join(f"{n} {s}" for s, n in sorted(self.changed.items())) or "every stack its own way"
        return f"searched {self.tried} plans ({self.spent} work units): {changes} ({self.score - self.own_score:+.1f})"


def search(sit: Situation, scripts: Sequence[Script], sampler: Sampler, budget: Budget) -> Result:
    """The best plan found within the budget (module docstring)."""
    stacks = _stacks(sit)
    fixed = _fixed_ends(sit, {u for s in stacks for u in s.units})
    copies = [sampler.copy(SEED + i) for i in range(COPIES if sampler.uncertain else 1)]
    reply = Reply(sit, copies, fixed)
    known: dict[tuple[tuple[str, ...], str], StackEnd] = {}
    by_name = {s.name: s for s in scripts}
    plan = {id(s): OWN for s in stacks}
    for stack in stacks:  # the first plan must be whole: it is what a stopped search returns
        _end(sit, stack, by_name[OWN], budget, force=True)
    best = own = reply.score([_stack_end(sit, known, s.group, s.ends[OWN]) for s in stacks]) + _route_fire(stacks, plan)
    budget.spend(len(copies))
    tried = 1
    improved = True
    while improved:
        improved = False
        for stack in stacks:
            for script in scripts:
                if script.name == plan[id(stack)]:
                    continue
                if not _end(sit, stack, script, budget) or not budget.spend(len(copies)):
                    return _result(stacks, plan, best, own, tried, budget)
                trial = {**plan, id(stack): script.name}
                ends = [_stack_end(sit, known, s.group, s.ends[trial[id(s)]]) for s in stacks]
                score = reply.score(ends) + _route_fire(stacks, trial)
                tried += 1
                if score > best + EPSILON:
                    best, plan[id(stack)], improved = score, script.name, True
    return _result(stacks, plan, best, own, tried, budget)


def _result(stacks: list[Stack], plan: dict[int, str], best: float, own: float, tried: int, budget: Budget) -> Result:
    by_unit = {u: plan[id(s)] for s in stacks for u in s.units}
    changed: dict[str, int] = {}
    for stack in stacks:
        if plan[id(stack)] != OWN:
            changed[plan[id(stack)]] = changed.get(plan[id(stack)], 0) + 1
    return Result(by_unit, best, own, tried, budget.spent, changed)


def _stacks(sit: Situation) -> list[Stack]:
    """The side's stacks on the map with a unit that may still move, largest value first
    (the search improves the stacks that matter most before the budget runs out)."""
    per_hex: dict[str, list[UnitState]] = {}
    for unit in sit.own_units():
        if unit.hex is not None and not unit.moved and not unit.pinned and not unit.immobile:
            per_hex.setdefault(unit.hex, []).append(unit)
    exits = set(sit.game.scenario.victory.exit_hexes)
    found = [Stack(tuple(u.id for u in group), group) for hex_name, group in sorted(per_hex.items())
             if hex_name not in exits and group_allowance(sit.game, group, False) > 0]
    found.sort(key=lambda s: -sum(sit.game.points(u) for u in s.group))
    return found


def _fixed_ends(sit: Situation, moving: set[str]) -> list[StackEnd]:
    """The side's other units on the map: they stay, and the enemy may fire at them too."""
    per_hex: dict[str, list[UnitState]] = {}
    for unit in sit.own_units():
        if unit.id not in moving and unit.hex is not None:
            per_hex.setdefault(unit.hex, []).append(unit)
    return [_stack_end(sit, {}, group, hex_name) for hex_name, group in sorted(per_hex.items())]


def _end(sit: Situation, stack: Stack, script: Script, budget: Budget, force: bool = False) -> bool:
    """Find the stack's end hex under the script (once); False when the budget cannot pay for it."""
    if script.name in stack.ends:
        return True
    if not force and not budget.spend(DESTINATION_UNITS):
        return False
    if force:
        budget.spend(min(DESTINATION_UNITS, max(budget.units - budget.spent, 0)))
    here = stack.group[0].hex or ""
    if script.personality is None or script.name == HOLD:
        stack.ends[script.name] = here
        return True
    found = best_destination(script_situation(sit, script.personality), stack.group, draw=False)
    stack.ends[script.name] = found.hex if found is not None else here
    if found is not None and found.terms is not None:  # the route's price, on the side's own yardstick
        stack.routes[script.name] = (found.score - found.terms.total) * caution_factor(sit.personality) / caution_factor(script.personality)
    return True


def _route_fire(stacks: Sequence[Stack], plan: Mapping[int, str]) -> float:
    """The opportunity fire the plan's moving stacks meet on their way (13.8), as their moves priced it:
    the end hexes' reply does not see it, and a bolder script would otherwise cross a lane for free."""
    return sum(s.routes.get(plan[id(s)], 0.0) for s in stacks)


def _stack_end(sit: Situation, known: dict[tuple[tuple[str, ...], str], StackEnd], group: list[UnitState],
               hex_name: str) -> StackEnd:
    """A stack at an end hex, scored by the side's own personality (one yardstick for every
    plan): its terms but the fire it takes, which the enemy's reply decides."""
    key = (tuple(u.id for u in group), hex_name)
    found = known.get(key)
    if found is None:
        scorer = Scorer(sit, group, group_allowance(sit.game, group, False))
        terms, _ = scorer.terms(hex_name)
        fire_taken = sum(v for t, v in terms.parts if t == "fire_taken")
        found = known[key] = StackEnd(hex_name, terms.total - fire_taken, scorer.danger_w)
    return found
