"""Placement rules about units: catalogue, stacking, portage, transport, terrain, facing."""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Iterable

from core.hexes import Hex
from core.placement import ALLIED_NATIONS, Context, Report
from core.scenario import Scenario, Side, Unit

INFANTRY = frozenset({"squad", "half_squad", "leader"})
FACED = frozenset({"gun", "afv", "vehicle"})


def check(scenario: Scenario, ctx: Context, report: Report) -> None:
    seen_ids: Counter[str] = Counter()
    occupants: dict[Hex, list[tuple[str, str, Unit]]] = defaultdict(list)  # hex -> (side, hex name, unit)
    for side_name, side in scenario.sides():
        _check_side_nationality(side_name, side, report)
        for stack in side.stacks:
            h = ctx.hex(stack.hex)
            if h is None:
                report.add("hex.off-map", stack.hex, "this stack is not on the battlefield")
            for weapon in stack.loose_weapons:
                report.add("portage.unattached", stack.hex, f"{_name(ctx, weapon)} lies in the hex: give it to a squad, half squad or leader", "12.2")
            for unit in stack.units:
                _check_unit(side_name, stack.hex, unit, ctx, report, seen_ids, carried=False)
                if h is not None:
                    occupants[h].append((side_name, stack.hex, unit))
        for group in side.reinforcements:
            where = f"turn {group.turn}, {group.edge} edge"
            if group.turn > scenario.turns:
                report.add("reinforcement.turn", None, f"reinforcements due on turn {group.turn} of a {scenario.turns}-turn scenario never arrive", "6.10")
            for unit in group.units:
                _check_unit(side_name, where, unit, ctx, report, seen_ids, carried=False)
    for unit_id, count in seen_ids.items():
        if count > 1:
            report.add("unit.duplicate-id", None, f"unit id {unit_id!r} is used {count} times; each counter needs its own id")
    for h, units in occupants.items():
        _check_hex(h, units, scenario, ctx, report)


def _name(ctx: Context, type_id: str) -> str:
    info = ctx.unit_type(type_id)
    return info.name if info is not None else type_id


def _kind(ctx: Context, type_id: str) -> str | None:
    info = ctx.unit_type(type_id)
    return info.kind.value if info is not None else None


def _check_side_nationality(side_name: str, side: Side, report: Report) -> None:
    allowed = ALLIED_NATIONS if side_name == "allied" else {"ger"}
    if side.nationality not in allowed:
        report.add("side.nationality", None, f"the {side_name} side cannot be of nationality {side.nationality!r}")


def _check_unit(side_name: str, where: str, unit: Unit, ctx: Context, report: Report, seen: Counter[str], carried: bool) -> None:
    seen[unit.id] += 1
    info = ctx.unit_type(unit.type)
    if info is None:
        report.add("unit.unknown-type", where, f"unknown unit type {unit.type!r}")
        return
    if info.kind == "support_weapon":
        report.add("unit.weapon-as-unit", where, f"{info.name} is a support weapon: it must be carried by a unit", "12.2")
        return
    allowed = ALLIED_NATIONS if side_name == "allied" else {"ger"}
    if info.nationality.value not in allowed:
        report.add("side.nationality", where, f"{info.name} ({info.nationality.value}) cannot fight for the {side_name} side")
    if info.kind == "half_squad" and not ctx.scenario.side(side_name).half_squads:
        report.add("oob.half-squads", where, f"{info.name}: this side's order of battle does not allow half squads at the start", "13.10")
    _check_facing(where, unit, info, report, carried)
    _check_portage(where, unit, info, ctx, report)
    _check_transport(side_name, where, unit, info, ctx, report, seen)


def _check_facing(where: str, unit: Unit, info, report: Report, carried: bool) -> None:
    if info.kind.value in FACED and unit.facing is None and not carried:
        report.add("facing.missing", where, f"{info.name} needs a facing (the hexside its front points at)", "7.1")
    if info.kind.value in INFANTRY and unit.facing is not None:
        report.add("facing.not-applicable", where, f"{info.name} is infantry and has no facing", "7.1")


def _check_portage(where: str, unit: Unit, info, ctx: Context, report: Report) -> None:
    if not unit.weapons:
        return
    if info.kind.value not in INFANTRY:
        report.add("portage.not-infantry", where, f"{info.name} cannot carry support weapons; only squads, half squads and leaders do", "12.2")
        return
    weapons = [ctx.unit_type(w) for w in unit.weapons]
    for type_id, weapon in zip(unit.weapons, weapons):
        if weapon is None:
            report.add("unit.unknown-type", where, f"unknown weapon type {type_id!r}")
        elif weapon.kind != "support_weapon":
            report.add("portage.not-a-weapon", where, f"{weapon.name} is not a support weapon", "12.2")
        elif weapon.sw_type == "X":
            report.add("portage.expendable", where, f"{weapon.name} is expendable: the side holds it, not a unit", "12.5")
        elif info.kind == "leader" and weapon.sw_type != "L":
            report.add("portage.leader-heavy", where, f"{info.name} may carry only a light (L) weapon, not {weapon.name}", "12.2")
    if len(unit.weapons) > 1:
        report.add("portage.too-many", where, f"{info.name} carries {len(unit.weapons)} support weapons; the limit is one", "12.2")


def _transport_capacity(transport: str | None) -> int | None:
    """Squads (and so leaders, weapons) a class carries: TH counts as a half."""
    if transport is None:
        return None
    return 0 if transport == "TH" else int(transport[1:])


def _check_transport(side_name: str, where: str, unit: Unit, info, ctx: Context, report: Report, seen: Counter[str]) -> None:
    if not unit.passengers and unit.towed is None:
        return
    transport = getattr(info, "transport", None)
    transport = transport.value if transport is not None else None
    if unit.passengers:
        if transport is None:
            report.add("transport.not-a-transport", where, f"{info.name} is not a transport and cannot carry passengers", "8.1")
        else:
            _check_load(where, unit, info, transport, ctx, report)
    if unit.towed is not None:
        _check_tow(where, unit, info, transport, ctx, report)
    for passenger in unit.carried():
        if passenger.passengers or passenger.towed is not None:
            report.add("transport.nested", where, "a passenger or towed gun cannot carry units itself", "8.1")
        _check_unit(side_name, where, passenger, ctx, report, seen, carried=True)


def _check_load(where: str, unit: Unit, info, transport: str, ctx: Context, report: Report) -> None:
    kinds = [_kind(ctx, p.type) for p in unit.passengers]
    if any(k not in INFANTRY for k in kinds if k is not None):
        report.add("transport.passenger-kind", where, f"{info.name} carries only infantry; guns are towed", "8.1")
    squads = kinds.count("squad") + kinds.count("half_squad") / 2
    leaders = kinds.count("leader")
    weapons = sum(len(p.weapons) for p in unit.passengers)
    capacity = _transport_capacity(transport)
    if capacity == 0:  # TH: one half squad, one leader, one weapon
        over = kinds.count("squad") > 0 or kinds.count("half_squad") > 1 or leaders > 1 or weapons > 1
        limit = "one half squad, one leader and one support weapon"
    else:
        over = squads > capacity or leaders > capacity or weapons > capacity
        limit = f"{capacity} squad(s) or twice as many half squads, {capacity} leader(s) and {capacity} support weapon(s)"
    if over:
        report.add("transport.over-capacity", where, f"{info.name} ({transport}) carries at most {limit}", "8.21")


def _check_tow(where: str, unit: Unit, info, transport: str | None, ctx: Context, report: Report) -> None:
    gun = ctx.unit_type(unit.towed.type) if unit.towed else None
    if not getattr(info, "can_tow", False):
        report.add("transport.cannot-tow", where, f"{info.name} cannot tow a gun", "8.1")
    if gun is not None and gun.kind != "gun":
        report.add("transport.tow-kind", where, f"only guns are towed, not {gun.name}", "8.1")
    elif gun is not None and transport == "TH" and getattr(gun, "movement_points", 1) == 0:
        report.add("transport.large-gun", where, f"{info.name} (TH) cannot tow the large gun {gun.name}", "8.21")


# --- per hex -------------------------------------------------------------------


def _check_hex(h: Hex, occupants: list[tuple[str, str, Unit]], scenario: Scenario, ctx: Context, report: Report) -> None:
    name = ctx.battlefield.name(h)
    sides = {side for side, _, _ in occupants}
    if len(sides) > 1:
        report.add("stack.both-sides", name, "units of both sides share this hex", "6.8")
    if len({(side, hex_name) for side, hex_name, _ in occupants}) > len(sides):
        report.add("stack.same-hex", name, "two stacks of one side are placed in this hex: merge them", "6.9")
    units = [unit for _, _, unit in occupants]
    _check_stacking(name, units, scenario, ctx, report)
    _check_terrain(h, name, units, ctx, report)
    _check_leaders(name, units, ctx, report)


def group_counts(units: Iterable[Unit], ctx: Context) -> Counter[str]:
    counts: Counter[str] = Counter()
    for unit in units:
        group = ctx.group(unit)
        if group is None:
            continue
        counts[group] += 1
    counts["vehicle"] += counts["afv"]  # the limits name AFVs and unarmoured vehicles together
    counts["vehicle_or_gun"] = counts["vehicle"] + counts["gun"]
    return counts


def fits(counts: Counter[str], limits: Iterable[dict[str, int]]) -> bool:
    return any(all(counts[key] <= most for key, most in limit.items()) for limit in limits)


def _check_stacking(name: str, units: list[Unit], scenario: Scenario, ctx: Context, report: Report) -> None:
    counts = group_counts(units, ctx)
    fortification = next((f for f in scenario.fortifications if f.hex == name), None)
    kind = ctx.terrain.fortification(fortification.type) if fortification else None
    if kind is not None and kind.limits is not None:
        if not fits(counts, kind.limits):
            report.add("fortification.limit", name, f"a {kind.name.lower()} holds one gun or two infantry units and nothing else", kind.section)
    elif not fits(counts, ctx.terrain.stacking_limits):
        report.add("stacking.limit", name, f"too many units: {counts['infantry']} infantry and {counts['vehicle_or_gun']} vehicles/guns; a hex holds four infantry, or two vehicles/guns, or one vehicle/gun and two infantry", "6.9")
    if kind is not None:
        groups = {ctx.group(u) for u in units} - {None}
        outsiders = groups - kind.occupants
        if outsiders:
            section = "19.9" if kind.kind == "entrenchment" else kind.section
            who = ", ".join(sorted(outsiders))
            report.add("fortification.occupant", name, f"{who} may not be in a hex with {kind.name.lower()}: only {', '.join(sorted(kind.occupants))}", section)


def _check_terrain(h: Hex, name: str, units: list[Unit], ctx: Context, report: Report) -> None:
    terrain = ctx.terrain.get(ctx.battlefield.terrain(h))
    on_bridge = h in ctx.battlefield.bridges
    everyone = [u for top in units for u in top.all_units()]
    if terrain.prohibited_to_all and not on_bridge:
        report.add("terrain.prohibited", name, f"no unit may be in {terrain.name.lower()}", terrain.section)
        return
    for unit in everyone:
        info = ctx.unit_type(unit.type)
        if info is None:
            continue
        if info.kind in ("afv", "vehicle") and "vehicle" in {c.value for c in terrain.road_only} and not ctx.battlefield.has_road(h):
            report.add("terrain.vehicle-building", name, f"{info.name} cannot be in a {terrain.name.lower()} hex without a road", terrain.section)
        if info.kind == "gun" and getattr(info, "movement_points", 1) == 0 and terrain.large_gun_prohibited:
            report.add("terrain.large-gun-building", name, f"the large gun {info.name} cannot be in a {terrain.name.lower()} hex", terrain.section)


def _check_leaders(name: str, units: list[Unit], ctx: Context, report: Report) -> None:
    leaders = Counter(u.type for u in units if _kind(ctx, u.type) == "leader")
    for type_id, count in leaders.items():
        if count > 1:
            report.add("leader.twice", name, f"{_name(ctx, type_id)} is placed {count} times in this hex; a leader is placed once", "1.13")
