"""Casualties applied by their owner (14.61): for a side the Game names in `casualties_by_hand`
(a person who wants the say), an attack that leaves him a choice stops between its roll and its
Casualty Points with a question instead of core.game.casualties' automatic policy.

The question (`state.question` with "kind": "casualties", plain data so a saved game keeps it)
holds the attack's points as core.game.casualty_choices reads them (hex, points, side hit,
units that may be hit, where the fire came from, air burst) and, under "then", what the attack
has left to do once they are applied (for AP fire: the firers, the natural roll, the leader, for
a barrage's strike on vehicles, valor and the sniper). While it is open `Game.to_act` is the side
hit and the legal actions are one AllocateCasualties per legal allocation; the answer applies it
and the attack ends exactly as the automatic path ends it (core.game.ap_attack.finish_ap_attack).

The Fire action asks (14.5 fire and defensive fire, mortar barrages included), and so do the
attacks on a move's movers, opportunity fire (13.8, automatic or fired by hand) and fire lanes
(13.9), close assaults, for both sides' points (15.8), an overrun's attack on the hex (17.4),
a sniper's shot (20.5) and fire support's roll on the soft targets (18.5), these last three from
rules edition 4 (core.game.editions; an older log spent them automatically). Those inside a move,
an overrun or an assault stop it there; the answer then ends the attack (`FINISH`: valor and
the sniper after AP fire, the elimination check after a sniper, the AFVs' to-hit rolls after
fire support) and carries out what the callers had left (core.game.casualty_resume), as the
automatic path would have gone on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.game.actions import Action, AllocateCasualties
from core.game.ap_attack import finish_ap_attack
from core.game.casualties import Result
from core.game.casualty_choices import Allocation, allocations, apply_allocation
from core.game.casualty_resume import resume
from core.game.question_kinds import CASUALTIES, asks_casualties, kind_of, resume_later
from core.game.snipers import elimination_check
from core.game.state import GameState
from core.game.support import finish_mission
from core.sides import Side

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

__all__ = ["action_for", "allocation_of", "offered", "question_actions", "register"]


def offered(game: Game, state: GameState) -> list[Allocation]:
    """The allocations the open question offers (none when no casualty question is open)."""
    question = state.question
    if question is None or kind_of(question) != CASUALTIES:
        return []
    return allocations(game, state, question) or []


def action_for(allocation: Allocation) -> AllocateCasualties:
    """The answer that applies `allocation`."""
    return AllocateCasualties(tuple(u for u, _ in allocation), tuple(r.value for _, r in allocation))


def allocation_of(action: AllocateCasualties) -> Allocation:
    return tuple((u, Result(r)) for u, r in zip(action.units, action.results, strict=True))


def question_actions(game: Game, state: GameState) -> list[Action]:
    return [action_for(a) for a in offered(game, state)]


def handle_allocation(game: Game, state: GameState, action: Action) -> None:
    """Apply the owner's allocation, then end the attack as the automatic path would."""
    assert isinstance(action, AllocateCasualties)
    question = state.question
    allocation = allocation_of(action)
    if question is None or allocation not in offered(game, state):
        raise ValueError(f"{action} is not an allocation open now")
    state.question = None
    apply_allocation(game, state, question, allocation)
    then = question["then"]
    finish = FINISH.get(then["attack"])  # a fire lane's roll is nobody's (13.9), an assault's ends in its tail
    if finish is not None:
        finish(game, state, question)
    steps = then.get("resume", [])
    if state.casualties_by_hand and asks_casualties(state):  # the attack's end asked again (a sniper, 20.2)
        for step in steps:
            resume_later(state, step)
        return
    resume(game, state, steps)  # a move, an overrun or an assault goes on


def _finish_ap(game: Game, state: GameState, question: dict[str, Any]) -> None:
    """AP fire (the Fire action, opportunity fire, an overrun): a barrage's vehicles, valor, the sniper."""
    then = question["then"]
    firers = [state.units[i] for i in then["firers"]]
    leader = state.units[then["leader"]] if then["leader"] is not None else None
    finish_ap_attack(game, state, question["hex"], firers, leader, Side(then["side"]), int(then["natural"]),
                     bool(question["air_burst"]))


def _finish_sniper(game: Game, state: GameState, question: dict[str, Any]) -> None:
    """20.6: the sniper's elimination check by the targets left unpinned."""
    then = question["then"]
    elimination_check(game, state, Side(then["side"]), question["hex"], then["targets"])


def _finish_support(game: Game, state: GameState, question: dict[str, Any]) -> None:
    """18.5: the mission's to-hit rolls on the AFVs in the hex."""
    then = question["then"]
    finish_mission(game, state, Side(then["side"]), then["mission"], question["hex"])


FINISH: dict[str, Callable[[Game, GameState, dict[str, Any]], None]] = {
    "ap": _finish_ap, "sniper": _finish_sniper, "support": _finish_support}
"""What ends each kind of attack after its points, as the automatic path ends it (by the
question's "then" -> "attack"; "lane" and "assault" have nothing of their own)."""


def register(rules: Rulebook) -> None:
    rules.handle(handle_allocation, AllocateCasualties)
