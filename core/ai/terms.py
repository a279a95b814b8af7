"""The evaluation terms: every number the computer weighs a candidate by, named, in one place.

A candidate (a move's end hex, a shot, an assault) is scored as a `Score`: a sum of
named terms, each a small function below returning points on one scale (shares of the
value of the units concerned, `core.ai.estimates.unit_value`), each multiplied by its
weight from the personality data (core/data/ai_personalities.json, `terms`). The terms
are added in the order a chooser gives them, so a score is the very float the choosers
computed before the terms had names; a term whose weight is 0 is not computed at all.

Terms the computer does not weigh yet (cover, facing, leader safety, transport risk,
fortification value, reinforcement timing) have weight 0 in the data: they are here,
documented and tested, so that a skill turns one on by giving it a weight (docs/ai.md).

The reason a player reads is built from the top terms (`extra_reasons`): the phrases of
the terms that weigh most in the chosen candidate's score, beyond those the chooser's
own line already states.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from core.ai.estimates import unit_value
from core.game.fire_power import in_ffa
from core.game.state import UnitState, Where
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind

if TYPE_CHECKING:
    from core.ai.profile import Personality
    from core.game.game import Game
    from core.game.state import GameState

TERMS = ("objective_control", "goal_progress", "fire_taken", "route_fire", "fire_dealt", "morale", "expendables",
         "cover", "facing", "leader_safety", "transport_risk", "fortification", "reinforcement_timing", "time_left")
"""Every term's name, as the personality data weighs it."""


class Score:
    """A candidate's score: its terms (weighted) in the order added, and their sum."""

    __slots__ = ("parts", "total", "weights")

    def __init__(self, personality: Personality) -> None:
        self.weights = personality.term_weights
        self.parts: list[tuple[str, float]] = []
        self.total = 0.0

    def weight(self, term: str) -> float:
        return self.weights.get(term, 0.0)

    def add(self, term: str, value: float | Callable[[], float]) -> Score:
        """Add the term's value times its weight; a callable is called only when the weight is not 0."""
        weight = self.weight(term)
        if weight == 0.0:
            return self
        weighted = weight * (value() if callable(value) else value)
        self.parts.append((term, weighted))
        self.total += weighted
        return self

    def top(self, count: int = 3) -> list[tuple[str, float]]:
        """The terms that weigh most in the score, largest magnitude first."""
        return sorted((p for p in self.parts if p[1] != 0.0), key=lambda p: -abs(p[1]))[:count]


PHRASES = {
    "cover": "good cover", "facing": "its front to the enemy", "leader_safety": "its leader kept safe",
    "transport_risk": "its transport's risk", "fortification": "the fortification's value",
    "reinforcement_timing": "reinforcements' timing", "time_left": "time running out",
}
"""What a reason says of a term that was not part of the chooser's own line."""


def extra_reasons(score: Score | None, stated: Iterable[str], count: int = 3) -> str:
    """The top terms' phrases that the chooser's line does not already state ('' for none)."""
    if score is None:
        return ""
    said = set(stated)
    return ", ".join(f"{PHRASES[t]} ({v:+.1f})" for t, v in score.top(count) if t not in said and t in PHRASES)


# The terms. Each returns points for the candidate before its weight.

def objective_control(worth: float, on_goal: bool) -> float:
    """Standing on a goal hex (an objective to take or hold, an exit hex): `worth`, a share of
    the stack's value (core.ai.positions.GOAL_BONUS times the objective focus), 0 elsewhere.
    An assault counts the objectives it is expected to gain times what one is worth."""
    return worth if on_goal else 0.0


def goal_progress(weight: float, distance: float) -> float:
    """Minus the MP still between the hex and the side's goals (objectives, exit hexes: the
    exit progress of an exit scenario, or the enemy), times the progress weight (the stack's
    value x PROGRESS x urgency x objective focus)."""
    return -weight * distance


def fire_taken(weight: float, threat: float) -> float:
    """Minus the fire the known enemy could put on the stack there (mean CP, the threat map),
    times what one CP costs it (a share of a unit's value weighed by caution and aggression).
    In a fire or an assault: minus the own strength it is expected to cost."""
    return -weight * threat


def route_fire(price: float) -> float:
    """Minus the fire a moving stack meets on its way to the end hex (the engine's opportunity
    fire along the route, 13.8, core.ai.routes), weighed apart from the fire it takes where it
    ends: a lane crossed is fire met for certain, the end hex's is fire the enemy may spend
    elsewhere."""
    return -price


def fire_dealt(mean_cp: float, per_unit: float) -> float:
    """What an attack is expected to take: the mean CP times what one CP takes from the
    targets (a pinned unit dies to its next point), or the strength a trial took."""
    return mean_cp * per_unit


def morale(hit: float, value: float, share: float) -> float:
    """The chance of any effect (a pin at least) times a share of the target hex's value:
    pinned units can neither fire nor move for the rest of the turn (14.6)."""
    return hit * value * share


def own_losses(lost: float, aversion: float, appetite: float) -> float:
    """The `fire_taken` term of an attack tried on copies: minus the own strength it is expected
    to cost, times the loss aversion (own losses are near-certain and for good), over the
    personality's appetite for it."""
    return -aversion * lost / appetite


def expendables(spent: int, share: float, worth: float) -> float:
    """Minus the grenades and satchels an attack throws, each a share of a unit's worth."""
    return -spent * share * worth


def time_left(distance: float, turns_left: int, allowance: float) -> float:
    """The attacker's urgency: the goal should be in reach by half time (2 x MP to go against
    the MP the turns left give), kept between 0.75 and 3. Its weight is an exponent on the
    urgency (1: as it is; 0: time does not matter), not an added term."""
    return min(max(2 * distance / max(turns_left * max(allowance, 1.0), 1.0), 0.75), 3.0)


def cover(game: Game, hex_name: str) -> float:
    """The terrain's cover in the hex (its AP fire modifier, 14.5): what a stack ending there
    gains against fire the side cannot see coming. Weight 0 until a skill turns it on."""
    return float(game.terrain.get(game.battlefield.terrain(game.hex(hex_name))).cover)


def facing(game: Game, hex_name: str, front: int | None, threats: Sequence[str]) -> float:
    """For a vehicle or Gun: 1 when every known AT threat lies in its front arc from the hex
    (its front armour is the thick one, 16.5), less for each outside it; 0 without a facing.
    Weight 0 until a skill turns it on."""
    if front is None or not threats:
        return 0.0
    here = game.hex(hex_name)
    inside = sum(in_ffa(here, front, game.hex(h)) for h in threats)
    return inside / len(threats)


def leader_safety(game: Game, group: Sequence[UnitState], threat: float) -> float:
    """Minus the expected fire on a stack holding a leader, once more per leader: a leader lost
    takes its modifier from every stack near it. Weight 0 until a skill turns it on."""
    leaders = sum(1 for u in group if game.kind(u) == Kind.LEADER)
    return -leaders * threat


def transport_risk(game: Game, state: GameState, group: Sequence[UnitState], at_threat: float) -> float:
    """Minus the value of the passengers aboard the group's transports times the AT fire the
    transport could draw there: passengers die with their vehicle. Weight 0 for now."""
    carriers = {g.id for g in group}
    aboard = [u for u in state.units.values() if u.where == Where.CARRIED and u.carrier in carriers]
    return -sum(unit_value(game, u) for u in aboard) * at_threat


def fortification(game: Game, state: GameState, hex_name: str, group: Sequence[UnitState]) -> float:
    """The value of the infantry a fortification in the hex shelters, times its cover (a bunker
    or trench on the objective is worth keeping the defender in; minefields and wire shelter
    nobody). Weight 0 until a skill turns it on."""
    catalogue = game.terrain
    shelter = max((catalogue.fortification(f["type"]).cover for f in state.fortifications
                   if f["hex"] == hex_name and catalogue.fortifications and f["type"] in catalogue.fortifications), default=0)
    if shelter <= 0:
        return 0.0
    return shelter * sum(unit_value(game, u) for u in group if game.kind(u) in INFANTRY_KINDS)


def reinforcement_timing(turns_left: int, turns: int) -> float:
    """The share of the game still to play: reinforcements brought on early count for more.
    Weight 0: today every reinforcement comes on as soon as it may."""
    return turns_left / max(turns, 1)
