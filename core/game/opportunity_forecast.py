"""What the enemy's opportunity fire would do at a hex a moving stack is about to enter (13.8).

The path preview of the test-run window asks this for each hex of a planned route, so
the figure a player reads is the engine's own: the candidates of
core.game.opportunity_threats (with 13.8's -1 in the open and -2 adjacent, the fire
groups, the AT shots, the sniper) and the policy of core.game.opportunity that picks
which of them are fired. Every chosen shot is counted as if the ones before it had
left the stack moving, the way the engine goes on firing at a stack that is not
stopped. Pure: the state is put back as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.game.opportunity import choose_threat
from core.game.opportunity_threats import Threat, ThreatKind, opportunity_candidates
from core.game.state import GameState

if TYPE_CHECKING:
    from core.game.game import Game


@dataclass(frozen=True)
class Forecast:
    """The shots the enemy would take, in the engine's order."""

    shots: tuple[Threat, ...]

    @property
    def expected_cp(self) -> float:
        """Mean Casualty Points of the AP fire and sniper shots (what 13.8's events record)."""
        return sum(t.expected for t in self.shots if t.kind is not ThreatKind.AT)

    @property
    def at_chance(self) -> float:
        """The chance that at least one AT shot eliminates or immobilizes its vehicle."""
        spared = 1.0
        for shot in self.shots:
            if shot.kind is ThreatKind.AT:
                spared *= 1 - shot.expected
        return 1 - spared


def forecast(game: Game, state: GameState, movers: Sequence[str], hex_name: str, mp_left: float | None = None) -> Forecast:
    """The opportunity fire the engine would open at `movers` entering `hex_name`, with
    `mp_left` movement points left there (None: as the move stands now)."""
    moving = state.moving
    kept = moving.mp_left if moving is not None else None
    if moving is not None and mp_left is not None:
        moving.mp_left = mp_left  # the policy spares movers that can still go on (core.game.opportunity)
    try:
        threats = opportunity_candidates(game, state, hex_name, movers)
        shots: list[Threat] = []
        fired = 0.0
        while True:
            taken = {(t.kind, t.firers, t.target) for t in shots}
            choice = choose_threat(state, [t for t in threats if (t.kind, t.firers, t.target) not in taken], fired)
            if choice is None:
                return Forecast(tuple(shots))
            shots.append(choice)
            if choice.kind is not ThreatKind.AT:
                fired += choice.expected
    finally:
        if moving is not None and kept is not None:
            moving.mp_left = kept
