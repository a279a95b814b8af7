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

from core.ai.answers import answer_question
from core.ai.calling import choose_support
from core.ai.closing import choose_advance, choose_assault
from core.ai.firing import choose_at, choose_fire
from core.ai.moving import Route, choose_start, choose_step, choose_turn
from core.ai.portfolio import DEFAULT_THINK_MS, Budget, search, units_for
from core.ai.positions import best_destination
from core.ai.profile import Personality, closing_posture, closing_turns, default_personality
from core.ai.sampler import Memory, Sampler
from core.ai.scripts import Plan, choose_planned_start, portfolio
from core.ai.situation import Choice, Situation
from core.ai.view import view_state
from core.game.actions import Action
from core.game.move_group import group_units
from core.game.players import finishing
from core.game.reasons import Reason
from core.game.state import Phase, UnitState
from core.scenario import ScenarioType

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.state import GameState

LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"

ATTACKER_TEMPO = 2.0


class AiPlayer:
    """Plays either side from that side's own view; deterministic for its seed."""

    def __init__(self, level: str = DEFAULT_LEVEL, personality: Personality | None = None, seed: int = 0,
                 think_ms: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
        self.level = level
        self.personality = (personality or default_personality()).at_level(level)
        self.rng = random.Random(seed)
        self._reason: Reason | None = None
        self._route: Route | None = None
        self.think_ms = DEFAULT_THINK_MS if think_ms is None else think_ms  # the hard level's budget (core.ai.portfolio)
        self._plan: tuple[tuple[int, int], Plan] | None = None  # the hard level's, per own Movement Phase
        self._memory = Memory()  # the enemy units it has seen (core.ai.sampler), hard level

    def choose(self, game: Game, state: GameState, actions: Sequence[Action]) -> Action:
        if state.question is not None:  # a person's question, this chair now the computer's
            action, told = answer_question(game, state, actions)
            self._reason = Reason.plain(told).acted_by(_acting(state, action))
            return action
        side = game.to_act(state)
        view = view_state(game, state, side, self.rng.randrange(2**31))
        sit = Situation(game, view, side, self._posture(game, view), self.level, self.rng)
        searched = self._search(sit, state)
        action, chosen_why = self._decide(sit, state, actions)
        why = chosen_why if isinstance(chosen_why, Reason) else Reason.plain(chosen_why)
        if searched:
            why = why.then(searched)
        if action not in actions:  # a chooser's slip must never stall the game
            action, why = finishing(actions), Reason.plain("nothing else to do")
        self._reason = why.acted_by(_acting(state, action))
        return action

    def _posture(self, game: Game, view: GameState) -> Personality:
        """The hard level plays the last turns of an objective or exit scenario in its closing posture
        (core.ai.profile.closing_posture): a unit kept for a later turn that will not come is worth
        nothing, and the objectives held when the game ends decide it."""
        if self.level != "hard" or game.scenario.type == ScenarioType.ELIMINATION \
                or game.scenario.turns - view.turn >= closing_turns():
            return self.personality
        return closing_posture(self.personality)

    def _search(self, sit: Situation, state: GameState) -> str | None:
        """The hard level plans its Movement Phase at the phase's first decision: each stack's
        script, by a portfolio greedy search in the think budget (core.ai.portfolio)."""
        if self.level != "hard":
            return None
        self._memory.update(sit.game, sit.view, sit.side)
        key = (state.turn, state.segment)
        if state.phase != Phase.MOVEMENT or sit.side != state.active or state.moving is not None \
                or (self._plan is not None and self._plan[0] == key):
            return None
        sampler = Sampler(sit.game, sit.view, sit.side, self._memory)
        budget = Budget(units_for(self.think_ms))
        found = search(sit, portfolio(sit.personality), sampler, budget)
        # the plan found is played as it is: a check by two played-out futures per plan, tried
        # before, threw away every change it saw (docs/ai.md, "The hard level's search")
        self._plan = (key, found.plan)
        return found.summary()

    def follow(self, key: tuple[int, int], plan: Plan) -> None:
        """Move by `plan` in the Movement Phase of segment `key`, as if a search had found it."""
        self._plan = (key, plan)

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
            plan = self._plan[1] if self._plan is not None and self._plan[0] == (state.turn, state.segment) else None
            started = choose_start(sit, actions) if plan is None else choose_planned_start(sit, actions, plan, portfolio(sit.personality))
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
