"""Where a stack should end its move: every hex it can reach, scored (MegaMek's path ranking).

score = goal progress (MP nearer its goal, worth more the less time is left) - the fire
it would draw there (the threat map's mean CP, weighed by caution) - what the known AT
weapons could take from its vehicles there (core.ai.dangers) + reaching a goal - the
fire met on the way (its route is the safest acceptable one, core.ai.routes; not on the
easy level). Filtered first: only hexes the stack may end in with the friends already there (6.7,
19.4). The score's terms make the reason a player reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from core.ai import terms
from core.ai.estimates import unit_value
from core.ai.fields import UNREACHABLE
from core.ai.levels import pick
from core.ai.profile import Personality
from core.ai.routes import AT_DANGER, Routes, at_value
from core.ai.situation import Situation
from core.ai.terms import Score
from core.game.move_group import group_allowance, group_facing, may_stop
from core.game.state import UnitState
from core.hexes import Hex
from core.movement.movement_graph import faces_while_moving
from core.scenario import ScenarioType
from core.unit_model import Kind

PROGRESS = 0.08
"""Share of a stack's value one MP of progress towards its goal is worth (at urgency 1)."""
DANGER = 0.5
"""Share of a unit's value one expected Casualty Point on it costs."""
GOAL_BONUS = 0.6
"""Share of a stack's value that standing on a goal hex (an objective to take, an exit) is worth."""
EASY_DANGER = 0.3
"""The easy level sees only this share of the fire a hex would draw."""
FAR = 1000.0
"""The MP standing in for "no way to the goal from here" (worse than any real distance)."""
CHOICES = 4
"""Destinations kept for a level's pick (core.ai.levels)."""
PRICED = 2
"""How many times CHOICES destinations have their route priced (core.ai.routes) before the pick."""


@dataclass(frozen=True)
class Destination:
    hex: str
    path: tuple[str, ...]  # the hexes entered, in order
    score: float
    gain: float  # over staying put
    progress: float  # MP nearer the goal
    threat: float  # mean CP the known enemy could put on it there
    facings: tuple[int, ...] = ()  # a vehicle's facing in each hex of the path
    terms: Score | None = field(default=None, compare=False)  # the end hex's evaluation terms, for the reason


def caution_factor(personality: Personality) -> float:
    """The personality's share in a stack's danger weight (Scorer.danger_w): caution, softened by
    aggression. The hard level's search turns a route priced under one script's posture into the
    side's own by the ratio of two of these (core.ai.portfolio)."""
    return float(personality.weight("caution") / personality.weight("aggression") ** 0.5)


class Scorer:
    """Scores hexes for one group: progress to its goal, the fire it would draw, a goal reached."""

    def __init__(self, sit: Situation, group: Sequence[UnitState], allowance: float) -> None:
        self.sit, self.group = sit, group
        self.field = sit.field(group)
        self.goals = set(sit.goals)
        start = sit.game.hex(group[0].hex or "")
        distance = self.field.get(start, UNREACHABLE)
        self.here = distance if distance != UNREACHABLE else FAR
        p = sit.personality
        value = sum(unit_value(sit.game, u) for u in group)
        if sit.attacking:
            # time to get there and to fight for it: the goal should be in reach at half time
            urgency = terms.time_left(self.here, sit.turns_left, allowance) ** p.term_weights.get("time_left", 0.0)
        elif sit.scenario_type == ScenarioType.OBJECTIVE:
            urgency = 0.5
        else:
            urgency = 0.15  # a defender with no objective lets the enemy come to its cover
        self.progress_w = value * PROGRESS * urgency * p.weight("objective_focus")
        self.danger_w = value / len(group) * DANGER * caution_factor(p)
        if sit.level == "easy":
            self.danger_w *= EASY_DANGER
        self.goal_w = value * GOAL_BONUS * p.weight("objective_focus")
        self.unit_value = value / len(group)
        # AP fire hurts infantry and the passengers riding in a vehicle; an AFV alone it leaves be
        self.ap_targets = any(sit.game.kind(u) != Kind.AFV or sit.view.passengers(u.id) for u in group)
        self.at_targets = at_value(sit, group)  # the vehicles and Guns, each with what its loss costs
        self.at_w = AT_DANGER * self.danger_w / (value / len(group) * DANGER)

    def distance(self, name: str) -> float:
        return self.field.get(self.sit.game.hex(name), UNREACHABLE)

    def score(self, name: str, distance: float | None = None) -> tuple[float, float]:
        """(score, threat) of ending in the hex."""
        found, threat = self.terms(name, distance)
        return found.total, threat

    def terms(self, name: str, distance: float | None = None) -> tuple[Score, float]:
        """(the evaluation terms, threat) of ending in the hex (core.ai.terms)."""
        if distance is None:
            distance = self.distance(name)
        if distance == UNREACHABLE:
            distance = FAR
        sit, group = self.sit, self.group
        threat = sit.threats.at(name)
        found = Score(sit.personality).add("goal_progress", terms.goal_progress(self.progress_w, distance))
        found.add("fire_taken", terms.fire_taken(self.danger_w, threat))
        if sit.skilled:
            found.add("fire_taken", lambda: -self.at_danger(name))  # the known AT weapons' (vehicles only)
        found.add("objective_control", terms.objective_control(self.goal_w, name in self.goals))
        captures = sit.captures
        if captures is not None and captures.wins(group, name):  # the game itself (core.ai.captures)
            found.add("objective_control", terms.objective_control(captures.stake, True))
        found.add("cover", lambda: terms.cover(sit.game, name) * self.danger_w)
        found.add("fortification", lambda: terms.fortification(sit.game, sit.view, name, group) * GOAL_BONUS)
        found.add("leader_safety", lambda: terms.leader_safety(sit.game, group, threat) * self.danger_w)
        return found, threat

    def at_danger(self, name: str) -> float:
        """What the known enemy AT weapons could take from the group's vehicles ending in the hex,
        each with its front turned the best way (core.ai.dangers)."""
        at = self.sit.at_threats
        if not at or not self.at_targets:
            return 0.0
        total: float = sum(self.at_w * value * at.least(vehicle, name) for vehicle, value in self.at_targets)
        return total


def best_destination(sit: Situation, group: Sequence[UnitState], assault: bool = False,
                     mp: float | None = None, draw: bool = True) -> Destination | None:
    """The best hex for the group to end in this move, or None where staying is best. The
    hexes and routes are core.movement's own search (facing, 7.2; the minimum move, 6.6;
    enemy hexes closed, 6.8), so a route planned is a route the engine will offer."""
    game = sit.game
    start_name = group[0].hex or ""
    start = game.hex(start_name)
    classes = sit.classes(group)
    if not classes:
        return None
    allowance = int(group_allowance(game, group, assault) if mp is None else mp)
    scorer = Scorer(sit, group, allowance)
    blocked = sit.closed(scorer.goals, start_name)
    facing = group_facing(game, group) if faces_while_moving(classes) else None
    found = game.movement.reachable(start, allowance, classes, facing=facing, blocked=blocked,
                                    full_move=not group[0].moved, assault=assault)
    stay, _ = scorer.score(start_name)
    scored: list[tuple[float, float, float, Hex]] = []
    for there in found:
        if there == start:
            continue
        distance = scorer.field.get(there, UNREACHABLE)
        if distance == UNREACHABLE:
            continue
        name = game.name(there)
        if distance > scorer.here + 2 and name not in scorer.goals:
            continue  # never backwards by more than a detour's worth
        value, threat = scorer.score(name, distance)
        if value > stay:
            scored.append((value, distance, threat, there))
    scored.sort(key=lambda c: (-c[0], c[3]))
    ranked: list[tuple[float, Destination]] = []
    priced = sit.level != "easy"  # the easy level ignores the fire on the way (core.ai.levels)
    routes: Routes | None = None  # found once, when the first destination asks for its route
    route_w = sit.personality.term_weights.get("route_fire", 0.0)
    for value, distance, threat, there in scored:
        name = game.name(there)
        if not may_stop(game, sit.view, name, list(group)):
            continue
        # the safest acceptable way there, and the fire a moving stack meets on it (13.8)
        if routes is None:
            routes = Routes(scorer, start, [c[3] for c in scored], found, allowance, classes, facing, blocked,
                            not group[0].moved, assault, priced)
        routed = routes.best(there)
        if routed is None:
            continue
        path, price = routed
        names = tuple(game.name(h) for h in path.hexes[1:])
        if priced:
            value += route_w * terms.route_fire(price)
            if value <= stay:
                continue
        facings = tuple(path.facings[1:]) if path.facings is not None else ()
        ranked.append((value - stay, Destination(name, names, value, value - stay, scorer.here - distance, threat, facings,
                                                 scorer.terms(name, distance)[0])))
        if len(ranked) == CHOICES * (PRICED if priced else 1):
            break
    if not ranked:
        return None
    ranked.sort(key=lambda r: -r[0])
    # `draw`: the level's pick (core.ai.levels); without it the best, and no random draw spent
    return pick(sit.rng, sit.level, ranked[:CHOICES])[1] if draw else ranked[0][1]
