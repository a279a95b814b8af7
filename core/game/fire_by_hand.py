"""Opportunity fire decided by the defender (13.8, 13.9, 17.2): for a side the Game names in
`fire_by_hand` (a person who wants the say), each hex the enemy's movers enter opens a question
instead of core.game.opportunity's automatic policy.

The question (`state.question`, plain data so a saved game keeps it) names the asking side,
the hex, the movers and the shots already taken there. While it is open `Game.to_act` is the
asked side and the legal actions are one OpportunityShot per open shot (each a Threat of
core.game.opportunity_threats: AT at a vehicle still moving, AP fire by a fire group, the
sniper; any with some chance of an effect) and HoldFire. A shot is resolved as the automatic
fire resolves it (an infantry MG lays its fire lane, 13.9) and the question is asked again,
until the defender holds his fire, nobody is left moving in the hex or no shot is left; then
the move goes on where the enter hooks left it (a step's `after_enter`, an overrun's end).
The other sides fire automatically, as before.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from core.game.actions import Action, HoldFire, OpportunityShot
from core.game.movement_phase import after_enter
from core.game.opportunity import asked_side, resolve
from core.game.opportunity_threats import Threat, ThreatKind, opportunity_candidates, still_moving
from core.game.overrun import finish_overrun
from core.game.question_kinds import FIRE, asks_casualties, kind_of, resume_later
from core.game.state import GameState, Moving

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

__all__ = ["HOLD_FIRE", "after_shot", "ask_fire", "offered", "question_actions", "register", "shot_for"]

HOLD_FIRE = HoldFire()


def _may_fire(state: GameState, threat: Threat) -> bool:
    """A shot worth offering: some chance of an effect, and AT fire only at a unit still moving."""
    if threat.expected <= 0:
        return False
    if threat.kind is ThreatKind.AT:
        target = state.units[threat.target or ""]
        return not target.pinned and not target.immobile
    return True


def offered(game: Game, state: GameState) -> list[Threat]:
    """The shots the open question offers, in opportunity_candidates' order (none when no question is open)."""
    question = state.question
    if question is None or kind_of(question) != FIRE:
        return []
    taken = {(kind, tuple(firers), target) for kind, firers, target in question["taken"]}
    return [t for t in opportunity_candidates(game, state, question["hex"], question["movers"])
            if (t.kind.value, t.firers, t.target) not in taken and _may_fire(state, t)]


def shot_for(threat: Threat) -> OpportunityShot:
    """The action that takes `threat`."""
    return OpportunityShot(threat.kind.value, threat.firers, threat.target)


def question_actions(game: Game, state: GameState) -> list[Action]:
    """The legal actions while the question is open: each shot, then holding fire."""
    return [*(shot_for(t) for t in offered(game, state)), HOLD_FIRE]


def ask_fire(game: Game, state: GameState, unit_ids: list[str], hex_name: str) -> None:
    """The enter hook (after the automatic opportunity fire, which leaves these sides alone):
    open the question when the asking side has a shot at the movers."""
    side = asked_side(state, unit_ids)
    if side is None or state.is_over:
        return
    state.question = {"kind": FIRE, "side": side, "hex": hex_name, "movers": list(unit_ids), "taken": [], "overrun": None}
    if not still_moving(state, unit_ids, hex_name) or not offered(game, state):
        state.question = None


def handle_shot(game: Game, state: GameState, action: Action) -> None:
    """Take the shot (the attack marks its firers, 13.8) and ask again, or let the move go on."""
    assert isinstance(action, OpportunityShot)
    question = state.question
    threat = next((t for t in offered(game, state) if shot_for(t) == action), None)
    if question is None or threat is None:
        raise ValueError(f"{action} is not an opportunity shot open now")
    question["taken"].append([threat.kind.value, list(threat.firers), threat.target])
    moving = state.moving
    resolve(game, state, threat, question["movers"])
    if state.casualties_by_hand and asks_casualties(state):  # the movers' owner allocates first (14.61)
        resume_later(state, {"step": "shot", "question": question,
                             "moving": None if moving is None or state.moving is moving else asdict(moving)})
        return
    after_shot(game, state, question, moving)


def after_shot(game: Game, state: GameState, question: dict[str, Any], moving: Moving | None) -> None:
    """After a shot: the question is asked again, or it closes and the move goes on. Run at once,
    or once the movers' owner has allocated the shot's points (core.game.casualty_resume)."""
    state.question = question
    if question["overrun"] is None and state.moving is None and moving is not None:
        state.moving, moving.halted = moving, True  # as after_enter keeps a move a hook ended
    overrun = question["overrun"]
    ended = overrun is not None and (state.moving is None or not state.units[overrun].on_map)
    if ended or state.is_over or not still_moving(state, question["movers"], question["hex"]) or not offered(game, state):
        close(game, state)


def handle_hold(game: Game, state: GameState, action: Action) -> None:
    close(game, state)


def close(game: Game, state: GameState) -> None:
    """The question ends: the move goes on from where the enter hooks stopped."""
    question, state.question = state.question, None
    assert question is not None
    if question["overrun"] is not None:
        finish_overrun(game, state, state.units[question["overrun"]])
        return
    moving = state.moving
    assert moving is not None
    after_enter(game, state, moving, question["hex"])


def register(rules: Rulebook) -> None:
    """The last enter hook (core.game.game orders the modules), and the answers' handlers."""
    rules.on_enter(ask_fire)
    rules.handle(handle_shot, OpportunityShot)
    rules.handle(handle_hold, HoldFire)
