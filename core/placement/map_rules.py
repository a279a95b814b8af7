"""Placement rules about the map: fortifications, smoke, objectives, exit hexes, side holdings."""

from __future__ import annotations

from collections import Counter

from core.hexes import Hex
from core.placement.context import Context, Report, text
from core.scenario import Fortification, Scenario, ScenarioType
from core.texts import OR, joined, word
from core.units import Infantry, Kind, SupportWeapon, SupportWeaponType


def check(scenario: Scenario, ctx: Context, report: Report) -> None:
    _check_fortifications(scenario, ctx, report)
    _check_smoke(scenario, ctx, report)
    _check_objectives(scenario, ctx, report)
    _check_exits(scenario, ctx, report)
    _check_expendables(scenario, ctx, report)


def _on_map(hex_name: str, template: str, ctx: Context, report: Report) -> Hex | None:
    h = ctx.hex(hex_name)
    if h is None:
        report.add("hex.off-map", hex_name, template)
    return h


def _check_fortifications(scenario: Scenario, ctx: Context, report: Report) -> None:
    per_hex = Counter(ctx.hex(f.hex) for f in scenario.fortifications)
    for fortification in scenario.fortifications:
        h = _on_map(fortification.hex, text("this fortification is not on the battlefield"), ctx, report)
        if h is not None:
            _check_fortification(fortification, h, per_hex[h], ctx, report)


def _check_fortification(fortification: Fortification, h: Hex, in_hex: int, ctx: Context, report: Report) -> None:
    name = fortification.hex
    kind = ctx.fortification_kind(fortification.type)
    if kind is None:
        report.add("fortification.unknown-type", name, "unknown fortification type {type}",
                   type=repr(fortification.type))
        return
    terrain = ctx.terrain_at(h)
    if terrain.id not in kind.allowed_terrain or h in ctx.battlefield.bridges:
        allowed = joined([word(name, lower=True) for name in sorted(ctx.terrain.get(t).name for t in kind.allowed_terrain)], OR)
        template = (text("no {fortification} on a bridge: {kind}s go only in {allowed}") if h in ctx.battlefield.bridges
                    else text("no {fortification} in {terrain}: {kind}s go only in {allowed}"))
        report.add("fortification.terrain", name, template, "19.2",
                   fortification=word(kind.name, lower=True), terrain=word(terrain.name, lower=True), kind=word(kind.kind), allowed=allowed)
    if in_hex > 1:
        report.add("fortification.one-per-hex", name, "{count} fortifications or entrenchments share this hex; a hex holds one", "19.4",
                   count=in_hex)
    if kind.needs_facing and fortification.facing is None:
        report.add("fortification.facing", name, "a {fortification} needs a facing: it fires only through its forward arc", kind.section,
                   fortification=word(kind.name, lower=True))
    if fortification.hidden and not kind.may_be_hidden:
        report.add("fortification.hidden", name, "{fortification} cannot be hidden; only minefields can", "19.71",
                   fortification=word(kind.name))


def _check_smoke(scenario: Scenario, ctx: Context, report: Report) -> None:
    counts = Counter(ctx.hex(s.hex) for s in scenario.smoke)
    for marker in scenario.smoke:
        h = _on_map(marker.hex, text("this smoke marker is not on the battlefield"), ctx, report)
        if h is not None and counts[h] > 1:
            report.add("smoke.one-per-hex", marker.hex, "{count} smoke markers are in this hex; only one may be", "11.1",
                       count=counts[h])


def _check_objectives(scenario: Scenario, ctx: Context, report: Report) -> None:
    counts = Counter(ctx.hex(o.hex) for o in scenario.objectives)
    for objective in scenario.objectives:
        h = _on_map(objective.hex, text("this objective is not on the battlefield"), ctx, report)
        if h is None:
            continue
        if counts[h] > 1:
            report.add("objective.duplicate", objective.hex, "two objectives are in the same hex")
        if scenario.type == ScenarioType.OBJECTIVE and objective.owner != scenario.defender:
            report.add("objective.owner", objective.hex, "objectives start flying the defender's ({defender}) flag, not the {owner} one", "4.4",
                       defender=scenario.defender, owner=objective.owner)
    if scenario.type != ScenarioType.OBJECTIVE:
        return
    total = len(scenario.objectives)
    required = scenario.victory.objectives_required
    if total == 0:
        report.add("victory.no-objectives", None, "an objective scenario needs at least one objective on the map", "4.4")
    elif required is not None and required > total:
        report.add("victory.objectives-required", None, "the attacker must hold {required} objectives but the map has only {total}", "4.4",
                   required=required, total=total)


def _check_exits(scenario: Scenario, ctx: Context, report: Report) -> None:
    for hex_name in scenario.victory.exit_hexes:
        h = _on_map(hex_name, text("this exit hex is not on the battlefield"), ctx, report)
        if h is not None and not ctx.battlefield.edge_of(h):
            report.add("exit.not-on-edge", hex_name, "exit hexes must lie on an edge of the map", "6.10")
    if scenario.type != ScenarioType.EXIT:
        return
    if not scenario.victory.exit_hexes:
        report.add("victory.no-exit-hexes", None, "an exit scenario needs at least one exit hex", "4.4")
    goal = scenario.victory.exit_units
    if not goal:
        report.add("victory.no-exit-goal", None, "an exit scenario needs the number of units the attacker must exit", "4.4")
        return
    force = exit_force(scenario, ctx)
    if goal > force:
        report.add("victory.exit-goal-too-high", None, "the attacker must exit {goal} units but can exit at most {force} "
                   "(units on the map with their riders and towed guns, reinforcements that arrive in time, "
                   "and the half squads its squads could split into)", "4.4", goal=goal, force=force)


def exit_force(scenario: Scenario, ctx: Context) -> int:
    """The most units the attacker could exit (4.4, 6.10), counted as the engine counts them:
    each unit leaving with its transport counts (core/game/movement_phase.exit_map), and a
    squad split into two half squads counts twice (13.10: a split needs a leader, so only
    when the attacker has one). Units on the map and reinforcements due by the last turn."""
    side = scenario.side(scenario.attacker)
    tops = [unit for stack in side.stacks for unit in stack.units]
    tops += [unit for group in side.reinforcements if group.turn <= scenario.turns for unit in group.units]
    units = [unit for top in tops for unit in top.all_units()]
    if not any(ctx.kind(unit.type) is Kind.LEADER for unit in units):
        return len(units)
    splittable = sum(1 for unit in units if isinstance(info := ctx.unit_type(unit.type), Infantry)
                     and info.kind is Kind.SQUAD and info.half_squad is not None)
    return len(units) + splittable


def _check_expendables(scenario: Scenario, ctx: Context, report: Report) -> None:
    for side_name, side in scenario.sides():
        for weapon_id, _count in side.expendables:
            weapon = ctx.unit_type(weapon_id)
            if weapon is None:
                report.add("unit.unknown-type", None, "the {side} side holds an unknown weapon {weapon}",
                           side=word(side_name), weapon=repr(weapon_id))
            elif not isinstance(weapon, SupportWeapon) or weapon.sw_type is not SupportWeaponType.EXPENDABLE:
                report.add("expendable.not-expendable", None, "{weapon} is not an expendable (X) weapon; give it to a unit instead", "12.5",
                           weapon=weapon.name)
