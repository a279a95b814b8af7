"""What a move or a close assault has left to do once the owner of the units hit has allocated
their casualties (14.61; core.game.casualties_by_hand answers the question).

Opportunity fire (13.8) and fire lanes (13.9) attack the movers inside a move's enter hooks, and
the defender's own opportunity fire question (core.game.fire_by_hand) may be open as well. When
such an attack stops at its casualties, each caller it returns through writes one step into the
question (core.game.question_kinds.resume_later), innermost first:

  - "lane": the opportunity attack's MG fire lane, laid after its casualties as the automatic
    attack lays it (13.9);
  - "opportunity": the automatic opportunity fire at the hex goes on with the shots not yet taken;
  - "shot": the defender's fire question opens again (or closes and the move goes on);
  - "enter": the enter hooks after the one that stopped, then the move goes on (after_enter:
    pinned movers stop, 14.7; the others go on with the MP left, 6.31);
  - "overrun": the same for an overrunning AFV's exit hex, then the overrun ends (17.2, 17.4);
  - "overrun_exit": after the overrun's own attack on the hex (17.4), the AFV goes on into the
    exit hex, the survivors fire their final shots (17.2), then the "overrun" step;
  - "final": the survivors' final shots not yet fired, after a sniper their natural 12 woke
    (20.2) has had its points allocated;
  - "assault": a close assault's tail (15.8): after the defender's points, the assaulting units'
    (which may ask their owner in turn), then the cleared hex taken, the assault's event and the
    objectives.

`resume` carries them out in that order, exactly as the automatic path runs on after its
casualties, so a game played with the option meets the rolls the same moves would meet. A step
that opens a new casualty question passes the steps still waiting on to it; one that opens the
fire question hands the move to that question, as the automatic path does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.game.assault import after_defence, changed_since, end_assault
from core.game.fire_by_hand import after_shot
from core.game.fire_lanes import lay_fire_lane
from core.game.movement_phase import enter_hooks
from core.game.opportunity import fire_on, taken_of
from core.game.overrun import exit_hooks, final_opportunity_fire, leave_target
from core.game.question_kinds import asks_casualties
from core.game.state import GameState, Moving

if TYPE_CHECKING:
    from core.game.game import Game

__all__ = ["STEPS", "resume"]

Step = Callable[["Game", GameState, dict[str, Any]], None]


def _moving(state: GameState, step: dict[str, Any]) -> Moving:
    """The move the step goes on with: the state's, or the one a hook had ended (kept in the step)."""
    kept = step.get("moving")
    if kept is not None:
        return Moving(**kept)
    assert state.moving is not None
    return state.moving


def _lane(game: Game, state: GameState, step: dict[str, Any]) -> None:
    lay_fire_lane(game, state, step["origin"], step["target"], int(step["markers"]))


def _opportunity(game: Game, state: GameState, step: dict[str, Any]) -> None:
    fire_on(game, state, step["movers"], step["hex"], taken_of(step["taken"]), float(step["fired"]))


def _shot(game: Game, state: GameState, step: dict[str, Any]) -> None:
    kept = step.get("moving")
    after_shot(game, state, step["question"], Moving(**kept) if kept is not None else state.moving)


def _enter(game: Game, state: GameState, step: dict[str, Any]) -> None:
    moving = _moving(state, step)
    start = len(game.rules.enter_hooks) if state.is_over else int(step["next"])  # a game over runs no more hooks
    enter_hooks(game, state, moving, step["movers"], step["hex"], start)


def _assault(game: Game, state: GameState, step: dict[str, Any]) -> None:
    """15.8: a close assault's tail; after the defender's answer his losses are the units it hit."""
    if step["stage"] == "defence":
        losses = tuple(dict.fromkeys([*step["hit"], *changed_since(state, step["before"])]))
        after_defence(game, state, step, losses)
    else:
        end_assault(game, state, step, tuple(step["losses"]))


def _overrun(game: Game, state: GameState, step: dict[str, Any]) -> None:
    exit_hooks(game, state, state.units[step["afv"]], step["hex"], int(step["next"]))


def _overrun_exit(game: Game, state: GameState, step: dict[str, Any]) -> None:
    leave_target(game, state, state.units[step["afv"]], step["target"], step["hex"])


def _final(game: Game, state: GameState, step: dict[str, Any]) -> None:
    firers = [(str(u), None if w is None else str(w)) for u, w in step["firers"]]
    final_opportunity_fire(game, state, step["afv"], step["target"], firers)


STEPS: dict[str, Step] = {"lane": _lane, "opportunity": _opportunity, "shot": _shot, "enter": _enter,
                          "overrun": _overrun, "overrun_exit": _overrun_exit, "final": _final, "assault": _assault}


def resume(game: Game, state: GameState, steps: list[dict[str, Any]]) -> None:
    """Carry out the steps an answered casualty question left, innermost first."""
    for index, step in enumerate(steps):
        STEPS[step["step"]](game, state, step)
        if state.question is not None:
            if asks_casualties(state):  # another attack stopped: the steps still waiting go with it
                state.question["then"].setdefault("resume", []).extend(steps[index + 1:])
            return
