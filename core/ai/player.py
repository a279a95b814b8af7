"""The computer opponent as a Player: `AiPlayer(level, personality, seed)`.

Every decision starts from the side's own view (core.ai.view: no hidden units, no
future dice) and goes to the phase's chooser; each returns the action with the reason
a player reads in the log. A move's route is the one piece of memory kept from one
decision to the next (the move goes on over several actions).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.ai.calling import choose_support
from core.ai.closing import choose_advance, choose_assault
from core.ai.firing import choose_at, choose_fire
from core.ai.moving import Route, choose_start, choose_step, choose_turn
from core.ai.positions import best_destination
from core.ai.profile import Personality, default_personality
from core.ai.search import best_posture
from core.ai.situation import Choice, Situation
from core.ai.view import view_state
from core.game.actions import Action
from core.game.move_group import group_units
from core.game.players import finishing
from core.game.reasons import Reason
from core.game.state import Phase, UnitState

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.state import GameState

LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"

ATTACKER_TEMPO = 2.0


class AiPlayer:
    """Plays either side from that side's own view; deterministic for its seed."""

    def __init__(self, level: str = DEFAULT_LEVEL, personality: Personality | None = None, seed: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
        self.level = level
        self.personality = personality or default_personality()
        self.rng = random.Random(seed)
        self._reason: Reason | None = None
        self._route: Route | None = None
        self._posture: tuple[tuple[int, int], Personality] | None = None  # the hard level's, per own segment

    def choose(self, game: Game, state: GameState, actions: Sequence[Action]) -> Action:
        side = game.to_act(state)
        view = view_state(game, state, side, self.rng.randrange(2**31))
        searched = self._search(game, state, view)
        personality = self._posture[1] if self._posture is not None else self.personality
        sit = Situation(game, view, side, personality, self.level, self.rng)
        action, chosen_why = self._decide(sit, state, actions)
        why = chosen_why if isinstance(chosen_why, Reason) else Reason.plain(chosen_why)
        if searched:
            why = why.then(searched)
        if action not in actions:  # a chooser's slip must never stall the game
            action, why = finishing(actions), Reason.plain("nothing else to do")
        self._reason = why.acted_by(_acting(state, action))
        return action

    def _search(self, game: Game, state: GameState, view: GameState) -> str | None:
        """The hard level picks its posture at the first decision of each own segment (core.ai.search)."""
        key = (state.turn, state.segment)
        if self.level != "hard" or game.to_act(state) != state.active or (self._posture and self._posture[0] == key):
            return None
        posture, why = best_posture(game, view, state.active, self.personality,
                                    lambda personality, seed: AiPlayer("normal", personality, seed))
        self._posture = (key, posture)
        return why

    def reason(self) -> str | None:
        """Why the last action was chosen, in a line a player reads; a Reason, whose fields name
        the units and hexes it mentions and the units acting (a fogged screen needs them)."""
        return self._reason

    def _decide(self, sit: Situation, state: GameState, actions: Sequence[Action]) -> Choice:
        if state.moving is not None:
            group = [sit.view.units[u.id] for u in group_units(state) if u.id in sit.view.units]
            route = self._route if self._route is not None and set(self._route.units) >= {u.id for u in group} else None
            return choose_step(sit, actions, route, group, max(len(state.moving.path) - 1, 0))
        self._route = None
        phase = state.phase
        found: Choice | None = None
        if phase == Phase.COMMAND:
            found = choose_support(sit, actions)
        elif phase == Phase.FIRE:
            gain = lambda group: _move_gain(sit, group)  # noqa: E731 - the same question for AT and AP fire
            found = choose_at(sit, actions, gain) or choose_fire(sit, actions, move_gain=gain)
        elif phase == Phase.DEFENSIVE_FIRE:
            found = choose_at(sit, actions) or choose_fire(sit, actions)
        elif phase == Phase.MOVEMENT:
            started = choose_start(sit, actions)
            if started is not None:
                found, self._route = started
            else:
                found = choose_turn(sit, actions)
        elif phase == Phase.ADVANCE:
            found = choose_assault(sit, actions) or choose_advance(sit, actions)
        return found if found is not None else (finishing(actions), _idle(phase))


def _move_gain(sit: Situation, group: list[UnitState]) -> float:
    """What the group would gain by moving this phase instead of firing (5.33); an attacker's
    tempo counts double (the objectives will not come to it)."""
    if not group or group[0].hex is None or group[0].moved:
        return 0.0
    found = best_destination(sit, group, draw=False)
    return (found.gain if found is not None else 0.0) * (ATTACKER_TEMPO if sit.attacking else 1.0)


def _acting(state: GameState, action: Action) -> tuple[str, ...]:
    """The units that act: the action's own, else those of the move under way (a step)."""
    ids = [*getattr(action, "units", ())] + [getattr(action, n) for n in ("unit", "source", "transport")
                                               if isinstance(getattr(action, n, None), str)]
    if not ids and state.moving is not None:
        ids = list(state.moving.units)
    return tuple(dict.fromkeys(ids))


def _idle(phase: Phase) -> str:
    return {Phase.COMMAND: "no support worth calling", Phase.FIRE: "no shot worth a Fire marker",
            Phase.DEFENSIVE_FIRE: "no shot worth taking", Phase.MOVEMENT: "every stack is best where it is",
            Phase.ADVANCE: "no assault or advance pays"}.get(phase, "end of phase")
