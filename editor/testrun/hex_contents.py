"""The hex contents view: what the selected hex holds now, unit by unit, with its markers."""

from __future__ import annotations

from core.game.fog import hidden_units
from core.game.game import Game
from core.game.state import GameState, UnitState, Where
from core.sides import Side
from editor.i18n import tr, tr_noop
from editor.testrun.describe import side_name
from editor.testrun.stack_tabs import StackUnit

MARKERS = (("pinned", tr_noop("pinned")), ("immobile", tr_noop("immobilized")), ("fired", tr_noop("fired")), ("moved", tr_noop("moved")),
           ("assault_move", tr_noop("assault move")), ("valor", tr_noop("valorous")))


def _unit_line(game: Game, state: GameState, unit: UnitState) -> str:
    name = game.info(unit.type).name if unit.type in game.catalogue else unit.type
    marks = [tr(text) for field, text in MARKERS if getattr(unit, field)]
    if unit.weapons:
        marks.append(", ".join(game.info(w).name if w in game.catalogue else w for w in unit.weapons))
    line = f"{unit.id} {name}" + (f" ({'; '.join(marks)})" if marks else "")
    carried = [p for p in state.passengers(unit.id)]
    if carried:
        line += tr(", carrying {units}").format(units=", ".join(p.id for p in carried))
    return line


def hex_contents_text(game: Game, state: GameState, hex_name: str | None, viewer: Side | None) -> str:
    """Terrain, level, smoke, the objective's owner and every unit the viewer may see there."""
    if hex_name is None:
        return tr("Click a hex to see what it holds and what its units may do.")
    h = game.hex(hex_name)
    level = game.battlefield.elevation(h)
    lines = [f"{hex_name}: {game.battlefield.terrain(h)}" + (tr(", level {n}").format(n=level) if level else "")]
    if hex_name in state.smoke:
        lines.append(tr("Smoke {n}").format(n=state.smoke[hex_name]))
    if hex_name in state.objectives:
        lines.append(tr("Objective held by {side}").format(side=side_name(state.objectives[hex_name].value)))
    hidden = hidden_units(game, state, viewer) if viewer is not None else set()
    for side in (Side.ALLIED, Side.AXIS):
        units = [u for u in state.units.values() if u.side == side and u.hex == hex_name and u.where == Where.MAP
                 and u.id not in hidden]
        if units:
            lines.append(side_name(side.value) + ":")
            lines += [f"  {_unit_line(game, state, u)}" for u in units]
    return "\n".join(lines)


def visible_units(game: Game, state: GameState, hex_name: str | None, viewer: Side | None) -> list[UnitState]:
    """The units on the map in the hex that the viewer may see, Allied first."""
    if hex_name is None:
        return []
    hidden = hidden_units(game, state, viewer) if viewer is not None else set()
    units = [u for u in state.units.values() if u.hex == hex_name and u.where == Where.MAP and u.id not in hidden]
    return sorted(units, key=lambda u: u.side != Side.ALLIED)


def stack_units(game: Game, state: GameState, hex_name: str | None, viewer: Side | None) -> list[StackUnit]:
    """One tab's worth per unit in the hex: its name, side, printed figures, facing and markers."""
    found = []
    for unit in visible_units(game, state, hex_name, viewer):
        info = game.info(unit.type) if unit.type in game.catalogue else None
        name = info.name if info is not None else unit.type
        lines = [tr("{id}: {name} ({side})").format(id=unit.id, name=name, side=side_name(unit.side.value))]
        stats = getattr(info, "stats", None)
        if isinstance(stats, str):
            lines.append(tr("Printed figures: {stats}").format(stats=stats))
        if unit.facing is not None:
            lines.append(tr("Facing {n}").format(n=unit.facing))
        lines.append(_unit_line(game, state, unit))
        found.append(StackUnit(unit.id, f"{unit.id} {name}", "\n".join(lines)))
    return found
