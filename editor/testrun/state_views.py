"""What each hex shows in a test run, read from the GameState: the editor's HexViews.

The editor's hex items draw a HexView; here the views come from where the units
stand now (not where the scenario put them), with the game's smoke, objectives
and fortifications, and without the enemy units fog of war hides from the viewer.
"""

from __future__ import annotations

from core.game.fog import hidden_units
from core.game.game import Game
from core.game.state import GameState, UnitState, Where
from core.scenario import Fortification, Unit
from core.sides import Side
from editor.battlefield.hex_view import HexView, StackView, printed_id
from editor.counters.face import CounterFace, face_of

_faces: dict[tuple[str, int | None, tuple[str, ...], bool, int], CounterFace] = {}


def _face(game: Game, state: GameState, unit: UnitState, carried: dict[str, int]) -> CounterFace:
    """The editor's counter face of the unit as it is now; faces are remembered (a redraw asks
    for every counter on the map, and few of them change)."""
    key = (unit.type, unit.facing, tuple(unit.weapons), unit.pinned, carried.get(unit.id, 0))
    found = _faces.get(key)
    if found is None:
        if len(_faces) > 4096:
            _faces.clear()
        passengers = tuple(Unit(f"{unit.id}.{n}", "passenger") for n in range(key[4]))  # only counted
        found = _faces[key] = face_of(Unit(unit.id, unit.type, unit.facing, key[2], passengers=passengers,
                                           pinned=unit.pinned), game.catalogue)
    return found


def state_hex_views(game: Game, state: GameState, viewer: Side | None) -> dict[str, HexView]:
    """Every hex with something to draw, by canonical name; `viewer` None sees everything."""
    hidden = hidden_units(game, state, viewer) if viewer is not None else set()
    stacks: dict[str, dict[Side, list[UnitState]]] = {}
    carried: dict[str, int] = {}
    for unit in state.units.values():
        if unit.where == Where.CARRIED and unit.carrier:
            carried[unit.carrier] = carried.get(unit.carrier, 0) + 1
    for unit in state.units.values():
        if unit.where == Where.MAP and unit.hex and unit.id not in hidden:
            stacks.setdefault(unit.hex, {}).setdefault(unit.side, []).append(unit)
    fortifications = {f["hex"]: f for f in state.fortifications
                      if not (f.get("hidden") and viewer is not None and f.get("side") != viewer)}
    exits = set(game.scenario.victory.exit_hexes)
    names = set(stacks) | set(fortifications) | set(state.objectives) | set(state.smoke) | exits
    views = {}
    for name in names:
        here = stacks.get(name, {})
        stack_views = tuple(StackView(side.value, tuple(_face(game, state, u, carried) for u in units))
                            for side, units in here.items())
        fort = fortifications.get(name)
        fortification = (Fortification(name, fort["type"], fort["side"], fort.get("facing"), bool(fort.get("hidden")))
                         if fort else None)
        owner = state.objectives.get(name)
        nationality = game.scenario.side(owner).nationality if owner is not None else None
        edges: frozenset[str] = frozenset()
        if name in exits:
            edges = frozenset(game.battlefield.edge_of(game.hex(name)))
        views[name] = HexView(name, stack_views, fortification, nationality, state.smoke.get(name), name in exits, edges,
                              printed_id(game.battlefield, name))
    return views
