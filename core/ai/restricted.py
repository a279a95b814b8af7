"""Restricted play: a player that never makes one kind of move, to ask what that move is worth.

Jaffe, Miller, Andersen, Liu, Karlin, Popović and Popović ("Evaluating competitive game
balance with restricted play", AIIDE 2012) measure a rule's weight by playing with an
agent that may not use it: if the attacker wins as often without ever assaulting, the
assault rules do not decide the scenario. `RestrictedPlayer` wraps any player (the
computer opponent at any level) and hides the forbidden actions from it: it chooses
among the rest exactly as it would, and the engine is untouched. The computer
opponent plans from its own view; a plan that needs a hidden action falls back to
what it does when nothing else suits (core.game.players.finishing), as a player who
has sworn off that action would.

Only the player's choices are restricted: the engine's own steps (rallies, morale,
the enemy's opportunity fire) are the rules and go on as always.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.game.actions import (
    Action,
    Advance,
    Assault,
    CallSupport,
    ExitMap,
    FireSmoke,
    Overrun,
    StartMove,
)
from core.game.players import finishing

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.players import Player
    from core.game.state import GameState

ATTACKER, DEFENDER = "attacker", "defender"


@dataclass(frozen=True)
class Restriction:
    """What one seat may not do. `forbids(action)` is True for the actions it hides."""

    name: str  # its key on the command line and in the JSON
    seat: str  # ATTACKER or DEFENDER: whose play it restricts
    text: str  # the question it answers, in words
    forbids: Callable[[Action], bool]


def _assaults(action: Action) -> bool:
    """Close assaults (15.1) and overruns, the vehicles' assault (17.1)."""
    return isinstance(action, (Assault, Overrun))


def _lays_smoke(action: Action) -> bool:
    """Smoke rounds (11.3), smoke placed by infantry before it moves (11.2), smoke barrages (18.7)."""
    if isinstance(action, FireSmoke):
        return True
    if isinstance(action, StartMove):
        return action.smoke is not None
    return isinstance(action, CallSupport) and action.smoke


def _moves(action: Action) -> bool:
    """Leaving a hex: a move (6.1), an advance (5.35), an exit (6.10). Turning in place stays."""
    return isinstance(action, (StartMove, Advance, ExitMap))


RESTRICTIONS: dict[str, Restriction] = {r.name: r for r in (
    Restriction("attacker-no-assault", ATTACKER, "the attacker never assaults", _assaults),
    Restriction("attacker-no-smoke", ATTACKER, "the attacker never lays smoke", _lays_smoke),
    Restriction("defender-stays", DEFENDER, "the defender never moves", _moves),
)}
"""The restricted-play runs `vvs balance --explain` makes, in the order it reports them."""


def allowed(actions: Sequence[Action], restriction: Restriction) -> list[Action]:
    """The actions the restriction leaves; never none (the move's or the phase's end is always left)."""
    kept = [action for action in actions if not restriction.forbids(action)]
    return kept or [finishing(actions)]


class RestrictedPlayer:
    """`player`, choosing only among the actions `restriction` allows."""

    def __init__(self, player: Player, restriction: Restriction) -> None:
        self.player, self.restriction = player, restriction

    def choose(self, game: Game, state: GameState, actions: Sequence[Action]) -> Action:
        return self.player.choose(game, state, allowed(actions, self.restriction))

    def reason(self) -> str | None:
        return self.player.reason()
