"""Placement rules about the map: fortifications, smoke, objectives, exit hexes, side holdings."""

from __future__ import annotations

from collections import Counter

from core.placement import Context, Report
from core.scenario import Scenario, ScenarioType


def check(scenario: Scenario, ctx: Context, report: Report) -> None:
    _check_fortifications(scenario, ctx, report)
    _check_smoke(scenario, ctx, report)
    _check_objectives(scenario, ctx, report)
    _check_exits(scenario, ctx, report)
    _check_expendables(scenario, ctx, report)


def _on_map(hex_name: str, what: str, ctx: Context, report: Report) -> bool:
    if ctx.hex(hex_name) is None:
        report.add("hex.off-map", hex_name, f"this {what} is not on the battlefield")
        return False
    return True


def _check_fortifications(scenario: Scenario, ctx: Context, report: Report) -> None:
    per_hex = Counter(ctx.hex(f.hex) for f in scenario.fortifications)
    for fortification in scenario.fortifications:
        name = fortification.hex
        if not _on_map(name, "fortification", ctx, report):
            continue
        kind = ctx.terrain.fortification(fortification.type)
        h = ctx.hex(name)
        assert h is not None
        terrain = ctx.terrain.get(ctx.battlefield.terrain(h))
        if terrain.id not in kind.allowed_terrain or h in ctx.battlefield.bridges:
            where = "open ground or fields" if kind.kind == "fortification" else "any hex but buildings, streams and water"
            report.add("fortification.terrain", name, f"a {kind.name.lower()} may only be placed in {where}, not in {terrain.name.lower()}", "19.2")
        if per_hex[h] > 1:
            report.add("fortification.one-per-hex", name, "only one fortification or entrenchment may be in a hex", "19.4")
        if kind.needs_facing and fortification.facing is None:
            report.add("fortification.facing", name, f"a {kind.name.lower()} needs a facing: it fires only through its forward arc", kind.section)
        if fortification.hidden and fortification.type != "minefield":
            report.add("fortification.hidden", name, "only minefields can be hidden", "19.71")


def _check_smoke(scenario: Scenario, ctx: Context, report: Report) -> None:
    counts = Counter(ctx.hex(s.hex) for s in scenario.smoke)
    for marker in scenario.smoke:
        if _on_map(marker.hex, "smoke marker", ctx, report) and counts[ctx.hex(marker.hex)] > 1:
            report.add("smoke.one-per-hex", marker.hex, "only one smoke marker may be in a hex", "11.1")


def _check_objectives(scenario: Scenario, ctx: Context, report: Report) -> None:
    counts = Counter(ctx.hex(o.hex) for o in scenario.objectives)
    for objective in scenario.objectives:
        if not _on_map(objective.hex, "objective", ctx, report):
            continue
        if counts[ctx.hex(objective.hex)] > 1:
            report.add("objective.duplicate", objective.hex, "two objectives are in the same hex")
        if scenario.type == ScenarioType.OBJECTIVE and objective.owner != scenario.defender:
            report.add("objective.owner", objective.hex, "objectives start flying the defender's flag", "4.4")
    if scenario.type != ScenarioType.OBJECTIVE:
        return
    total = len(scenario.objectives)
    required = scenario.victory.objectives_required
    if total == 0:
        report.add("victory.no-objectives", None, "an objective scenario needs at least one objective on the map", "4.4")
    elif required is not None and required > total:
        report.add("victory.objectives-required", None, f"the attacker must hold {required} objectives but the map has only {total}", "4.4")


def _check_exits(scenario: Scenario, ctx: Context, report: Report) -> None:
    for hex_name in scenario.victory.exit_hexes:
        if _on_map(hex_name, "exit hex", ctx, report):
            h = ctx.hex(hex_name)
            assert h is not None
            if not ctx.battlefield.edge_of(h):
                report.add("exit.not-on-edge", hex_name, "exit hexes must lie on an edge of the map", "6.10")
    if scenario.type != ScenarioType.EXIT:
        return
    if not scenario.victory.exit_hexes:
        report.add("victory.no-exit-hexes", None, "an exit scenario needs at least one exit hex", "4.4")
    if not scenario.victory.exit_units:
        report.add("victory.no-exit-goal", None, "an exit scenario needs the number of units the attacker must exit", "4.4")


def _check_expendables(scenario: Scenario, ctx: Context, report: Report) -> None:
    for side_name, side in scenario.sides():
        for weapon_id, _count in side.expendables:
            weapon = ctx.unit_type(weapon_id)
            if weapon is None:
                report.add("unit.unknown-type", None, f"the {side_name} side holds an unknown weapon {weapon_id!r}")
            elif weapon.kind != "support_weapon" or weapon.sw_type != "X":
                report.add("expendable.not-expendable", None, f"{weapon.name} is not an expendable (X) weapon; give it to a unit instead", "12.5")
