"""Where rule modules plug into the engine.

Each rules module (fire, movement, assault ...) registers, at import:
  - `@provides(Phase...)`: a function listing legal actions in those phases;
  - `@handles(ActionType)`: the function applying that action;
  - `@on_enter`: called whenever units enter a hex while moving (opportunity
    fire, fire lanes, minefields ...);
  - `@on_phase_start(Phase)` / `@on_phase_end(Phase)`: automatic steps of the
    sequence of play (rally, markers, smoke ...).
The Game (core/game/game.py) only walks these tables, so a rule lives in one
module with its section number and its tests, and the engine core stays small.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from core.game.actions import Action
from core.game.state import GameState, Phase

if TYPE_CHECKING:
    from core.game.game import Game

Provider = Callable[["Game", GameState], Iterable[Action]]
Handler = Callable[["Game", GameState, Action], None]
EnterHook = Callable[["Game", GameState, list[str], str], None]
PhaseHook = Callable[["Game", GameState], None]

PROVIDERS: dict[Phase, list[Provider]] = defaultdict(list)
HANDLERS: dict[str, Handler] = {}
ENTER_HOOKS: list[EnterHook] = []
PHASE_START: dict[Phase, list[PhaseHook]] = defaultdict(list)
PHASE_END: dict[Phase, list[PhaseHook]] = defaultdict(list)


def provides(*phases: Phase) -> Callable[[Provider], Provider]:
    def register(function: Provider) -> Provider:
        for phase in phases:
            if function not in PROVIDERS[phase]:
                PROVIDERS[phase].append(function)
        return function

    return register


def handles(*action_types: type[Action]) -> Callable[[Handler], Handler]:
    def register(function: Handler) -> Handler:
        for action_type in action_types:
            HANDLERS[action_type.kind] = function
        return function

    return register


def on_enter(function: EnterHook) -> EnterHook:
    """Called after units enter a hex while moving, in registration order; a hook may
    stop the move by setting state.moving to None or pinning the movers."""
    if function not in ENTER_HOOKS:
        ENTER_HOOKS.append(function)
    return function


def on_phase_start(*phases: Phase) -> Callable[[PhaseHook], PhaseHook]:
    def register(function: PhaseHook) -> PhaseHook:
        for phase in phases:
            if function not in PHASE_START[phase]:
                PHASE_START[phase].append(function)
        return function

    return register


def on_phase_end(*phases: Phase) -> Callable[[PhaseHook], PhaseHook]:
    def register(function: PhaseHook) -> PhaseHook:
        for phase in phases:
            if function not in PHASE_END[phase]:
                PHASE_END[phase].append(function)
        return function

    return register
