"""Shared helpers for the Movement Phase tests: reach the phase, keep other rule modules out.

The movement tests run with only the movement providers and the obstacle enter
hook, so opportunity fire, overruns and the like (other modules, other tests)
never roll the scripted dice or add choices to the lists compared here.
"""

from __future__ import annotations

from collections.abc import Callable

from core.game import game as game_module
from core.game.actions import Action, MoveStep
from core.game.game import Game
from core.game.movement_phase import movement_actions
from core.game.obstacles import obstacles_on_enter
from core.game.reinforcements import reinforcement_starts
from core.game.rulebook import Rulebook
from core.game.state import GameState, Phase
from core.game.transport import transport_actions
from tests.core.game.conftest import unit

OPEN_5X5 = [".....", ".....", ".....", ".....", "....."]
ENEMY = ("b7:E5", [unit("g1", "ger.rifle_squad")])
RESERVE = ("b7:A1", [unit("rg", "us.m5_3in", facing=2)])
"""A large gun that may only turn in place: it keeps the phase open (and the markers on) after a test's move."""


def isolate_movement(monkeypatch) -> None:
    """Games made after this have only the movement providers and the obstacle enter hook."""
    standard = game_module.standard_rules

    def movement_only() -> Rulebook:
        rules = standard()
        rules.providers[Phase.MOVEMENT] = [reinforcement_starts, transport_actions, movement_actions]
        rules.enter_hooks = [obstacles_on_enter]
        return rules

    monkeypatch.setattr(game_module, "standard_rules", movement_only)


def add_enter_hook(monkeypatch, hook: Callable) -> None:
    """A stand-in for opportunity fire: runs after the obstacles, as the real one does."""
    before = game_module.standard_rules

    def with_hook() -> Rulebook:
        rules = before()
        rules.enter_hooks = [*rules.enter_hooks, hook]
        return rules

    monkeypatch.setattr(game_module, "standard_rules", with_hook)


def to_movement(game: Game, state: GameState) -> GameState:
    while state.phase != Phase.MOVEMENT.value:
        game.end_phase(state)
    return state


def of_type(actions: list[Action], kind: type) -> list:
    return [a for a in actions if isinstance(a, kind)]


def steps(game: Game, state: GameState) -> dict[tuple[str, int | None], MoveStep]:
    return {(a.hex, a.facing): a for a in of_type(game.legal_actions(state), MoveStep)}


def step_hexes(game: Game, state: GameState) -> set[str]:
    return {a.hex for a in of_type(game.legal_actions(state), MoveStep)}


def pin_when(unit_id: str, hex_name: str) -> Callable:
    """An enter hook pinning one mover when it enters one hex (as opportunity fire might)."""

    def hook(game, state, ids, entered):
        if entered == hex_name and unit_id in ids:
            state.units[unit_id].pinned = True

    return hook
