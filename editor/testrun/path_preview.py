"""The whole path of the moving stack to a hex, before committing: hexes, MP and danger.

The route and its costs are core.movement's own search (the one the engine's
step list is drawn from); the danger on each hex is the engine's own opportunity
fire (core.game.opportunity_forecast: its candidates, 13.8's modifiers and the
policy that picks the shots), from the enemy the mover knows of. Both read the viewer's
view of the state, so a preview never gives away a hidden enemy. Committing walks
the path through the engine's listed MoveSteps only: a step it does not list
stops the walk.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.ai.view import view_state
from core.game.actions import Action, MoveStep
from core.game.game import Game
from core.game.move_group import classes_of, group_facing, group_units
from core.game.move_steps import step_options
from core.game.opportunity_forecast import Forecast, forecast
from core.game.state import GameState, Where
from core.movement.movement_graph import faces_while_moving
from core.sides import Side

DANGER_CP = 0.05
"""Mean CP from opportunity fire above which a path hex is marked as dangerous."""


@dataclass(frozen=True)
class PathStep:
    hex: str
    spent: float  # MP spent on the move once in this hex
    danger: float  # mean CP the known enemy's opportunity fire would put on the stack here
    facing: int | None = None
    at_danger: float = 0.0  # the chance an AT shot here eliminates or immobilizes a vehicle of the stack


@dataclass(frozen=True)
class PathPreview:
    goal: str
    steps: tuple[PathStep, ...]


class PathPlanner:
    """Paths for one moving stack in one state (the window makes a new one after each action)."""

    def __init__(self, game: Game, state: GameState, viewer: Side | None) -> None:
        self.game, self.state = game, state
        moving = state.moving
        group = group_units(state)
        self.group = [u for u in group if u.where == Where.MAP and u.hex]
        side = self.group[0].side if self.group else state.active
        self.view = view_state(game, state, viewer, 0) if viewer is not None else state.clone(history=False)
        self._forecasts: dict[tuple[str, float], Forecast] = {}
        self.side = side
        self.start = self.group[0].hex if self.group else None
        self.spent = moving.spent if moving is not None else 0.0
        self._known: dict[str, PathPreview | None] = {}

    def forecast(self, hex_name: str, spent: float) -> Forecast:
        """The engine's opportunity fire at the stack entering `hex_name` with `spent` MP used."""
        moving = self.state.moving
        mp_left = max((moving.mp_left if moving is not None else 0.0) - (spent - self.spent), 0.0)
        key = (hex_name, mp_left)
        if key not in self._forecasts:
            movers = [u.id for u in self.group]
            self._forecasts[key] = forecast(self.game, self.view, movers, hex_name, mp_left) if movers else Forecast(())
        return self._forecasts[key]

    def preview(self, goal: str) -> PathPreview | None:
        """The cheapest way from the stack's hex to `goal` with the MP it has left, or None."""
        if goal not in self._known:
            self._known[goal] = self._search(goal)
        return self._known[goal]

    def _search(self, goal: str) -> PathPreview | None:
        moving, game = self.state.moving, self.game
        if moving is None or self.start is None or goal == self.start or moving.halted:
            return None
        classes = classes_of(game, self.group)
        facing = group_facing(game, self.group) if faces_while_moving(classes) else None
        enemy = {u.hex for u in self.view.units.values()
                 if u.side != self.side and u.where == Where.MAP and u.hex}
        try:
            path = game.movement.cheapest_path(
                game.hex(self.start), game.hex(goal), int(moving.mp_left), classes, facing=facing,
                blocked=[game.hex(h) for h in sorted(enemy)], full_move=moving.full_move, assault=moving.assault)
        except ValueError:
            return None
        if path is None:
            return None
        steps: list[PathStep] = []
        spent = self.spent
        for index, cost in enumerate(path.costs, start=1):
            spent += cost
            name = game.name(path.hexes[index])
            facing_here = path.facings[index] if path.facings is not None else None
            if steps and steps[-1].hex == name:  # a vehicle turning in the hex: one step with its last facing
                steps.pop()
            if name != self.start:
                fire = self.forecast(name, spent)
                steps.append(PathStep(name, spent, fire.expected_cp, facing_here, fire.at_chance))
        return PathPreview(goal, tuple(steps))


def reach(game: Game, state: GameState, viewer: Side | None) -> dict[str, int]:
    """Hex -> MP left there, for every hex the moving group (just started) may end its move in
    this turn, by core.movement's own search around the enemy the viewer knows of; the start
    hex left out. A guide to where a move can go: each step is still the engine's to allow."""
    moving = state.moving
    group = [u for u in group_units(state) if u.where == Where.MAP and u.hex]
    if moving is None or not group or moving.halted:
        return {}
    view = view_state(game, state, viewer, 0) if viewer is not None else state
    side, start = group[0].side, group[0].hex or ""
    classes = classes_of(game, group)
    facing = group_facing(game, group) if faces_while_moving(classes) else None
    enemy = sorted({u.hex for u in view.units.values() if u.side != side and u.where == Where.MAP and u.hex})
    try:
        found = game.movement.reachable(game.hex(start), int(moving.mp_left), classes, facing=facing,
                                        blocked=[game.hex(h) for h in enemy], full_move=moving.full_move,
                                        assault=moving.assault)
    except ValueError:
        return {}
    return {game.name(h): r.remaining for h, r in found.items() if game.name(h) != start}


def step_costs(game: Game, state: GameState, legal: list[Action]) -> dict[str, float]:
    """Hex -> the MP the moving group spends stepping into it next, for the listed MoveSteps:
    the engine's own step options (core.game.move_steps), read without applying a step (which
    would also roll the opportunity fire on a copy); a climb that is the whole move (10.8) and
    a minimum move (6.6) spend what is left."""
    moving = state.moving
    if moving is None:
        return {}
    listed = {(a.hex, a.facing) for a in legal if isinstance(a, MoveStep)}
    costs: dict[str, float] = {}
    for option in step_options(game, state):
        if (option.hex, option.facing) in listed:
            cost = moving.mp_left if option.whole_move else min(float(option.cost), moving.mp_left)
            costs[option.hex] = min(cost, costs.get(option.hex, cost))
    return costs


def next_step(legal: list[Action], step: PathStep) -> MoveStep | None:
    """The listed MoveStep into the step's hex (with its facing for a vehicle), if any."""
    found = [a for a in legal if isinstance(a, MoveStep) and a.hex == step.hex]
    exact = [a for a in found if step.facing is None or a.facing == step.facing]
    chosen = exact or found
    return chosen[0] if chosen else None
