"""The scripts of the hard level's portfolio search: the ways one stack may play its move.

A script is a whole way of moving a stack, not one action: the side's own personality,
a bolder or a more careful posture of it, a rush for the goal, a flank that goes from
cover to cover out of the enemy's lanes, or holding where it stands. The search
(core.ai.portfolio) gives each stack one script; the movement chooser then moves each
stack as its script's personality scores the hexes (core.ai.positions), so a planned
move is one the engine offers. Only the Movement Phase follows the plan: fire and
assaults are judged by the side's own personality at every level, so the hard level
keeps every shot and assault the normal level would make.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType

from core.ai.moving import Route, choose_start
from core.ai.profile import Personality
from core.ai.situation import Choice, Situation
from core.game.actions import Action, StartMove, Unload

OWN = "own"
HOLD = "hold"
SHIFT = 3
"""Knob steps a bolder or more careful posture moves aggression, caution and assault appetite."""
FLANK_COVER = 1.0
"""The weight of the `cover` term (core.ai.terms) for a flanking stack: it goes by cover."""


@dataclass(frozen=True)
class Script:
    name: str
    personality: Personality | None  # None: the stack holds


def _clamp(value: int) -> int:
    return max(0, min(10, value))


def _shifted(base: Personality, name: str, aggression: int, caution: int, focus: int = 0,
             terms: Mapping[str, float] | None = None) -> Personality:
    return replace(base, name=f"{base.name}, {name}", aggression=_clamp(base.aggression + aggression),
                   caution=_clamp(base.caution + caution), assault_appetite=_clamp(base.assault_appetite + aggression),
                   objective_focus=_clamp(base.objective_focus + focus),
                   terms=MappingProxyType({**base.terms, **(terms or {})}))


def portfolio(base: Personality) -> tuple[Script, ...]:
    """The side's scripts, its own first (the plan the search starts from)."""
    return (Script(OWN, base),
            Script("bolder", _shifted(base, "bolder", SHIFT, -SHIFT)),
            Script("careful", _shifted(base, "more careful", -SHIFT, SHIFT)),
            Script("rush", _shifted(base, "rush", 2, -4, focus=4)),
            Script("flank", _shifted(base, "flank", 0, 2, terms={"cover": FLANK_COVER})),
            Script(HOLD, None))


Plan = Mapping[str, str]
"""Each unit's script, by unit id (a unit not named plays the side's own)."""


def script_situation(sit: Situation, personality: Personality) -> Situation:
    """The decision's situation under another personality, sharing what does not depend on it
    (the threat map, the goals, the enemy's hexes, the captures), so a script costs no second threat map."""
    other = Situation(sit.game, sit.view, sit.side, personality, sit.level, sit.rng)
    for shared in ("threats", "at_threats", "goals", "enemy_hexes", "hazards", "unit_worth", "captures"):
        setattr(other, shared, getattr(sit, shared))
    return other


def _owner(action: Action) -> str | None:
    units = getattr(action, "units", ())
    return units[0] if isinstance(action, (StartMove, Unload)) and units else None


def choose_planned_start(sit: Situation, actions: Sequence[Action], plan: Plan,
                         scripts: Sequence[Script]) -> tuple[Choice, Route | None] | None:
    """The Movement Phase's next move under the plan: the stacks of each script in turn, each
    moved as its script's personality scores the hexes (core.ai.moving.choose_start); a holding
    stack starts no move. None when every stack is best where its script keeps it."""
    for script in scripts:
        if script.personality is None:
            continue
        mine = [a for a in actions if _owner(a) is None or plan.get(_owner(a) or "", OWN) == script.name]
        if not any(_owner(a) is not None for a in mine):
            continue
        found = choose_start(script_situation(sit, script.personality), mine)
        if found is not None:
            return found
    return None
