"""Everything in one hex, in words: the map's tooltip and the status bar's line.

A counter on the map shows three or four numbers and a stack shows its top
three counters; hovering a hex names all of it: the terrain and its level, the
hexside features and roads, every counter of every stack with its factors
(labelled, as the rulebook names them), what it carries, tows and faces, the
fortification, objective, smoke and exit mark. It reads the document's
scenario through the same concealment as the map (editor/battlefield/visibility.py),
so "View as side" never tells in a tooltip what it hides on the map.
Qt-free: lines of plain text, joined into HTML by the view.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from core.boards.battlefield import Battlefield
from core.hexes import Hexside
from core.scenario import Scenario, Unit
from core.terrain import catalogue as terrain_catalogue
from core.units import Afv, Gun, Infantry, Leader, SupportWeapon, UnitCatalogue, Vehicle
from core.units import Unit as UnitType
from editor.battlefield.visibility import NOTHING_CONCEALED, Concealed
from editor.core_text import data_name
from editor.counters.face import face_of
from editor.i18n import tr, tr_noop

DIRECTIONS = (tr_noop("N"), tr_noop("NE"), tr_noop("SE"), tr_noop("S"), tr_noop("SW"), tr_noop("NW"))
"""Compass points of the six hexsides, translated where shown (`tr(DIRECTIONS[d])`)."""
Aliases = Mapping[str, str]  # another spelling of a hex (a seam alias) -> the name asked about
NO_ALIASES: Aliases = {}
SIDE_NAMES = {"allied": tr_noop("Allied"), "axis": tr_noop("Axis")}


def factors(info: UnitType) -> str:
    """The counter's values with their names: "APFP 4, range 6, casualty 5"."""
    if isinstance(info, Infantry):
        return tr("APFP {a}, range {r}, casualty {c}").format(a=info.apfp, r=info.range, c=info.casualty)
    if isinstance(info, Leader):
        return tr("leadership {m:+d}, APFP {a}, range {r}, casualty {c}").format(
            m=info.modifier, a=info.apfp, r=info.range, c=info.casualty)
    if isinstance(info, Afv | Vehicle):
        parts = [tr("gun ATFP {t}, APFP {a}").format(t=info.gun.atfp, a=info.gun.apfp)] if info.gun else []
        parts += [tr("MG {a}").format(a=mg.apfp) for mg in info.mgs]
        if isinstance(info, Afv):
            parts.append(tr("armour {f}/{r}").format(f=info.armor.front, r=info.armor.rear))
        else:
            parts.append(tr("casualty {c}").format(c=info.casualty))
        parts.append(tr("{mp} MP").format(mp=info.movement_points))
        if info.transport:
            parts.append(tr("carries {t}").format(t=info.transport.value))
        return ", ".join(parts)
    if isinstance(info, Gun):
        gun = tr("ATFP {t}, APFP {a}").format(t=info.atfp, a=info.apfp) if info.atfp else tr("APFP {a}").format(a=info.apfp)
        return gun + ", " + tr("casualty {c}").format(c=info.casualty)
    if isinstance(info, SupportWeapon):
        values = [tr("APFP {a}").format(a=info.apfp)] if info.apfp else []
        values += [tr("ATFP {t}").format(t=info.atfp)] if info.atfp else []
        return ", ".join([*values, tr("range {r}").format(r=info.range)])
    return ""


def _name(units: UnitCatalogue, type_id: str) -> str:
    return units.get(type_id).name if type_id in units else type_id


def unit_line(unit: Unit, units: UnitCatalogue) -> str:
    """One counter: name, factors, facing, pin, weapons, what it carries."""
    if unit.type not in units:
        return tr("{type} (not in the unit list)").format(type=unit.type)
    info = units.get(unit.type)
    text = f"{info.name}: {factors(info)}"
    extras = []
    if unit.facing is not None:
        extras.append(tr("faces {d}").format(d=tr(DIRECTIONS[unit.facing % 6])))
    if unit.pinned:
        extras.append(tr("pinned"))
    if unit.hero:
        extras.append(tr("hero"))
    if unit.weapons:
        extras.append(tr("with {w}").format(w=", ".join(_name(units, w) for w in unit.weapons)))
    if unit.passengers:
        extras.append(tr("carrying {p}").format(p=", ".join(_name(units, p.type) for p in unit.passengers)))
    if unit.towed is not None:
        extras.append(tr("towing {g}").format(g=_name(units, unit.towed.type)))
    return text + (f" ({'; '.join(extras)})" if extras else "")


def terrain_lines(battlefield: Battlefield, name: str) -> list[str]:
    """The hex's terrain and level, then its hexside features and roads by direction."""
    h = battlefield.parse(name)
    kinds = terrain_catalogue()
    terrain = battlefield.terrain(h)
    title = data_name(kinds.get(terrain).name) if terrain in kinds.terrain else terrain
    level = battlefield.elevation(h)
    lines = [f"{name}: {title}" + (tr(", level {n}").format(n=level) if level else "")]
    sides = []
    for direction in range(6):
        feature = battlefield.feature(Hexside.of(h, direction))
        if feature is not None:
            found = kinds.hexside_features.get(feature)
            sides.append(f"{tr(DIRECTIONS[direction])} {data_name(found.name) if found else feature}")
    roads = [tr(DIRECTIONS[d]) for d in range(6) if battlefield.road_between(h, h.neighbor(d))]
    if sides:
        lines.append(tr("Hexsides: {s}").format(s=", ".join(sides)))
    if roads:
        lines.append(tr("Road to {d}").format(d=", ".join(roads)))
    return lines


def marker_lines(scenario: Scenario, name: str, concealed: Concealed, aliases: Aliases = NO_ALIASES) -> list[str]:
    kinds = terrain_catalogue().fortifications or {}
    lines = []
    for f in scenario.fortifications:
        if aliases.get(f.hex, f.hex) != name or concealed.hides_fortification(f):
            continue
        text = data_name(kinds[f.type].name) if f.type in kinds else f.type
        text += ", " + tr(SIDE_NAMES.get(f.side, f.side))
        if f.facing is not None:
            text += ", " + tr("faces {d}").format(d=tr(DIRECTIONS[f.facing % 6]))
        if f.hidden:
            text += ", " + tr("hidden (19.71)")
        lines.append(tr("Fortification: {f}").format(f=text))
    for objective in scenario.objectives:
        if aliases.get(objective.hex, objective.hex) == name:
            lines.append(tr("Objective, held by {side}").format(side=tr(SIDE_NAMES.get(objective.owner, objective.owner))))
    for smoke in scenario.smoke:
        if aliases.get(smoke.hex, smoke.hex) == name:
            lines.append(tr("Smoke, level {n}").format(n=smoke.level))
    if any(aliases.get(h, h) == name for h in scenario.victory.exit_hexes):
        lines.append(tr("Exit hex"))
    lines += tunnel_lines(scenario, name, concealed)
    return lines


def tunnel_lines(scenario: Scenario, name: str, concealed: Concealed) -> list[str]:
    """19.112: the tunnels under the hex, from cave to cave; the enemy's view does not show them."""
    return [tr("Tunnel ({side}) from {start} to {end}").format(side=tr(SIDE_NAMES.get(t.side, t.side)), start=t.hexes[0], end=t.hexes[-1])
            for t in scenario.tunnels if name in t.hexes and concealed.viewer in (None, t.side)]


def stack_blocks(scenario: Scenario, units: UnitCatalogue, name: str, concealed: Concealed,
                 aliases: Aliases = NO_ALIASES) -> list[tuple[str, list[str]]]:
    """Per stack the viewer may see: a heading and its counters, top first as in the stack editor."""
    blocks = []
    for side_name, side in scenario.sides():
        for stack in side.stacks:
            if aliases.get(stack.hex, stack.hex) != name or concealed.hides_stack(side_name, stack.hex):
                continue
            heading = tr("{side} stack, %n counter(s)", n=len(stack.units)).format(side=tr(SIDE_NAMES[side_name]))
            lines = [unit_line(unit, units) for unit in reversed(stack.units)]
            lines += [tr("Loose: {w}").format(w=_name(units, w)) for w in stack.loose_weapons]
            blocks.append((heading, lines))
    return blocks


def hex_tooltip(scenario: Scenario, battlefield: Battlefield, units: UnitCatalogue, name: str,
                concealed: Concealed = NOTHING_CONCEALED, aliases: Aliases = NO_ALIASES) -> str:
    """The whole hex as rich text for a tooltip."""
    terrain = terrain_lines(battlefield, name)
    parts = [f"<b>{escape(terrain[0])}</b>"] + [escape(line) for line in terrain[1:]]
    for heading, lines in stack_blocks(scenario, units, name, concealed, aliases):
        parts.append(f"<b>{escape(heading)}</b>")
        parts += [f"&nbsp;&nbsp;{escape(line)}" for line in lines]
    parts += [escape(line) for line in marker_lines(scenario, name, concealed, aliases)]
    return "<p style='white-space:pre'>" + "<br>".join(parts) + "</p>"


def hex_summary(scenario: Scenario, battlefield: Battlefield, units: UnitCatalogue, name: str,
                concealed: Concealed = NOTHING_CONCEALED, aliases: Aliases = NO_ALIASES) -> str:
    """The same in one line for the status bar: each counter by name and printed values, then the markers."""
    pieces = [", ".join(terrain_lines(battlefield, name))]
    for side_name, side in scenario.sides():
        for stack in side.stacks:
            if aliases.get(stack.hex, stack.hex) == name and not concealed.hides_stack(side_name, stack.hex):
                counters = "; ".join(_short(unit, units) for unit in reversed(stack.units))
                pieces.append(f"{tr(SIDE_NAMES[side_name])}: {counters}")
    pieces += marker_lines(scenario, name, concealed, aliases)
    return " · ".join(pieces)


def _short(unit: Unit, units: UnitCatalogue) -> str:
    """"Rifle squad 4-6-5"; "Leutnant (-2)" already says its value."""
    name, main = _name(units, unit.type), face_of(unit, units).main
    return name if name.endswith(f"({main})") else f"{name} {main}"
