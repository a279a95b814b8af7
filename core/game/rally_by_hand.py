"""Rallying in the order the player picks (21.1): for a side the Game names in
`rally_by_hand` (a person who wants the say), the After-Action Phase's rally is an action.

21.1 lets the active player attempt to rally any of his pinned units; the order matters, as
a pinned leader who rallies first lends his modifier to the others of his hex. The listing
offers all the pinned units in the best order (core.game.phases.rally_order); any other
order, or only some of them, is admitted (Game.allows) and listed for the units a player
has checked (Game.actions_for_units); ending the phase rallies the units not tried, in the
best order. The other sides rally automatically, as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.game.actions import Action, RallyUnits
from core.game.phases import rally_one, rally_order
from core.game.state import GameState, Phase, UnitState, Where

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook


def _may_rally(state: GameState) -> bool:
    return (state.phase == Phase.AFTER_ACTION and state.moving is None and not state.is_over
            and str(state.active) in state.rally_by_hand)


def _waiting(state: GameState) -> list[UnitState]:
    """The active side's pinned units on the map that have not tried to rally this phase."""
    return [u for u in state.units.values() if u.side == state.active and u.pinned and u.where == Where.MAP
            and u.id not in state.rallied]


def rally_actions(game: Game, state: GameState) -> list[Action]:
    """All the waiting pinned units, in the best order."""
    if not _may_rally(state):
        return []
    waiting = _waiting(state)
    return [RallyUnits(tuple(u.id for u in rally_order(game, waiting)))] if waiting else []


def admit_rally(game: Game, state: GameState, action: Action) -> bool:
    """Any of the waiting pinned units, each once, in any order."""
    if not isinstance(action, RallyUnits) or not _may_rally(state) or not action.units:
        return False
    waiting = {u.id for u in _waiting(state)}
    return len(set(action.units)) == len(action.units) and set(action.units) <= waiting


def rally_choices(game: Game, state: GameState, ids: tuple[str, ...]) -> list[Action]:
    action = RallyUnits(ids)
    return [action] if admit_rally(game, state, action) else []


def handle_rally(game: Game, state: GameState, action: Action) -> None:
    """Each named unit tries in turn, in the order given (one no longer pinned has nothing to try)."""
    assert isinstance(action, RallyUnits)
    for unit_id in action.units:
        unit = state.units[unit_id]
        state.rallied.append(unit_id)
        if unit.pinned and unit.where == Where.MAP:
            rally_one(game, state, unit)


def rally_the_rest(game: Game, state: GameState) -> None:
    """Ending the phase rallies the pinned units the player has not tried, in the best order,
    as the automatic rally would have (the PC game's default): picking the order is a choice
    offered, not a chore; then the phase's record of attempts is cleared."""
    if _may_rally(state):
        for unit in rally_order(game, _waiting(state)):
            rally_one(game, state, unit)
    state.rallied.clear()


def register(rules: Rulebook) -> None:
    """The rally as an action for the sides that pick their order."""
    rules.provide(rally_actions, Phase.AFTER_ACTION)
    rules.at_phase_end(rally_the_rest, Phase.AFTER_ACTION)
    rules.handle(handle_rally, RallyUnits)
    rules.admit(admit_rally, RallyUnits)
    rules.offer_for_units(rally_choices)
