"""Automatic opportunity fire (13.8, 13.9-13.91, 20.4; seed 004: the computer conducts it).

Each time moving units enter a hex, `opportunity_fire` (an enter hook, after
the obstacles and the fire lanes) lists what the enemy could fire
(core.game.opportunity_threats), takes the best shot that the policy below
approves, resolves it, and looks again, until no shot is worth taking or no
mover in the hex is still moving. Firers get their Fire markers from the attack
itself; infantry MGs lay their fire lanes (core.game.fire_lanes).

The policy, as a sensible defender plays (docs/decisions/opportunity.md):
  - AT fire first, at a vehicle or Gun still moving, when the chance to destroy or
    immobilize it is at least AT_MIN (AT_ADJACENT_MIN next to the firer);
  - then AP fire and the sniper, best expected Casualty Points first:
      adjacent movers: fire when the expectation is ADJACENT_MIN or more (they may
      assault next);
      movers in the open (13.8's -1 applies): fire from OPEN_MIN; a mover still FAR
      away that can go on draws fire only from FAR_MIN, and only until FAR_BUDGET
      expected points have been fired at it on this step, keeping the rest for the
      closer hexes it is heading for;
      movers in cover: fire from COVER_MIN, and only while they can still go on
      (pinning them stops them); one that ends its move in cover is left to the
      Defensive Fire Phase, where the same shot can pick its target.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from core.game import event_types as ev
from core.game import snipers
from core.game.ap_attack import ap_attack
from core.game.at_fire import resolve_at_fire
from core.game.fire_lanes import lay_fire_lane
from core.game.opportunity_threats import (
    Threat,
    ThreatKind,
    opportunity_candidates,
    still_moving,
)
from core.game.question_kinds import asks_casualties, resume_later
from core.game.state import GameState, Phase

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

__all__ = ["Taken", "Threat", "ThreatKind", "asked_side", "choose_threat", "fire_on", "opportunity_candidates",
           "opportunity_fire", "register", "taken_of", "worth_firing"]

AT_MIN = 0.2
AT_ADJACENT_MIN = 0.1
ADJACENT_MIN = 0.2
OPEN_MIN = 0.25
FAR = 3  # hexes: beyond this a mover that can go on may still come closer
FAR_MIN = 0.5
FAR_BUDGET = 1.0
COVER_MIN = 0.75

Taken = tuple[ThreatKind, tuple[str, ...], str | None]
"""A shot already taken at the hex: its kind, firers and target (AT fire's vehicle)."""


def can_go_on(state: GameState) -> bool:
    """Whether the moving group has movement points left to enter another hex."""
    moving = state.moving
    return moving is not None and not moving.halted and moving.mp_left >= 1


def worth_firing(state: GameState, threat: Threat, fired: float) -> bool:
    """The policy of the module docstring; `fired`: expected points already fired at the hex
    on this step."""
    if threat.kind is ThreatKind.AT:
        target = state.units[threat.target or ""]
        moving = not target.pinned and not target.immobile
        return moving and threat.expected >= (AT_ADJACENT_MIN if threat.adjacent else AT_MIN)
    if threat.adjacent:
        return threat.expected >= ADJACENT_MIN
    going_on = can_go_on(state)
    if threat.covered:
        return going_on and threat.expected >= COVER_MIN
    if going_on and threat.distance > FAR:
        return threat.expected >= FAR_MIN and fired < FAR_BUDGET
    return threat.expected >= OPEN_MIN


def _order(state: GameState) -> dict[str, int]:
    return {unit_id: index for index, unit_id in enumerate(state.units)}


def choose_threat(state: GameState, threats: Sequence[Threat], fired: float) -> Threat | None:
    """The shot to take now: AT before AP and sniper, then the best expectation, then
    scenario order of the firers (the sniper after every unit)."""
    worthy = [t for t in threats if worth_firing(state, t, fired)]
    if not worthy:
        return None
    order = _order(state)

    def key(t: Threat) -> tuple[int, float, int]:
        first = order.get(t.firers[0], len(order)) if t.firers else len(order)
        return (0 if t.kind is ThreatKind.AT else 1, -t.expected, first)

    return min(worthy, key=key)


def asked_side(state: GameState, unit_ids: list[str]) -> str | None:
    """The movers' enemy when a person decides its opportunity fire (core.game.fire_by_hand)."""
    if not state.fire_by_hand or not unit_ids or state.moving is None or state.phase != Phase.MOVEMENT:
        return None
    side = str(state.units[unit_ids[0]].side.other)
    return side if side in state.fire_by_hand else None


def opportunity_fire(game: Game, state: GameState, unit_ids: list[str], hex_name: str) -> None:
    """13.8: the enemy's automatic opportunity fire at the units that just entered `hex_name`
    (a side that decides by hand is asked by core.game.fire_by_hand instead)."""
    if state.phase != Phase.MOVEMENT or (state.fire_by_hand and asked_side(state, unit_ids) is not None):
        return
    fire_on(game, state, unit_ids, hex_name, [], 0.0)


def fire_on(game: Game, state: GameState, unit_ids: list[str], hex_name: str, taken: list[Taken], fired: float) -> None:
    """The automatic opportunity fire's shots at the hex, `taken` already (`fired`: their expected
    points); it stops at a casualty question, leaving the rest for the answer (core.game.casualty_resume)."""
    while not state.is_over and still_moving(state, unit_ids, hex_name):
        threats = [t for t in opportunity_candidates(game, state, hex_name, unit_ids)
                   if (t.kind, t.firers, t.target) not in taken]
        choice = choose_threat(state, threats, fired)
        if choice is None:
            return
        taken.append((choice.kind, choice.firers, choice.target))
        resolve(game, state, choice, unit_ids)
        if choice.kind is not ThreatKind.AT:
            fired += choice.expected
        if state.casualties_by_hand and asks_casualties(state):  # the movers' owner allocates (14.61)
            resume_later(state, {"step": "opportunity", "hex": hex_name, "movers": list(unit_ids), "fired": fired,
                                 "taken": [[k.value, list(f), t] for k, f, t in taken]})
            return


def resolve(game: Game, state: GameState, threat: Threat, unit_ids: Sequence[str]) -> None:
    """Make one opportunity attack; the attack marks its firers (13.8). Its points may wait for
    their owner (core.game.casualties_by_hand): the fire lane is laid once he has answered."""
    state.emit(ev.OpportunityFire(attack=threat.kind.value, firers=list(threat.firers), origin=threat.origin,
                                  hex=threat.target_hex, target=threat.target, expected=round(threat.expected, 3)))
    if threat.kind is ThreatKind.AT:
        resolve_at_fire(game, state, threat.firers[0], threat.target or "", threat.weapon)
    elif threat.kind is ThreatKind.SNIPER:
        snipers.sniper_opportunity_attack(game, state, threat.side, threat.target_hex, list(unit_ids))
    else:
        firers = [state.units[i] for i in threat.firers]
        ap_attack(game, state, firers, threat.target_hex, weapons=threat.weapons, opportunity=True, only=list(unit_ids),
                  ask=True)
        if state.casualties_by_hand and asks_casualties(state):
            if threat.lane_mgs:
                resume_later(state, {"step": "lane", "origin": threat.origin, "target": threat.target_hex,
                                     "markers": threat.lane_mgs})
            return
        lay_fire_lane(game, state, threat.origin, threat.target_hex, threat.lane_mgs)  # 13.9: always the straight lane


def taken_of(saved: list[list[Any]]) -> list[Taken]:
    """The shots a saved casualty question lists as taken, as fire_on keeps them."""
    return [(ThreatKind(k), tuple(f), t) for k, f, t in saved]


def register(rules: Rulebook) -> None:
    """An enter hook after the obstacles and the fire lanes (core.game.game orders the modules)."""
    rules.on_enter(opportunity_fire)
