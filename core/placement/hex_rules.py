"""Placement rules about what shares a hex: stacking, fortification occupants, terrain.

Counted per hex of the battlefield, not per hex name, so two names of one seam
hex (`b1:K3` and `b2:A3`) are one hex here.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence

from core.hexes import Hex
from core.placement.context import Context, Report, text
from core.scenario import Fortification, Scenario, Stack, Unit
from core.terrain import Fortification as FortificationKind
from core.terrain import Limit, Terrain
from core.texts import AND, OR_OPTION, Text, Value, Word, joined, word
from core.unit_kinds import MOVEMENT_CLASS
from core.units import Gun

NUMBER_WORDS = {1: word("one"), 2: word("two"), 3: word("three"), 4: word("four")}
GROUP_WORDS = {
    "infantry": (word("infantry unit"), word("infantry units")),
    "gun": (word("gun"), word("guns")),
    "afv": (word("AFV"), word("AFVs")),
    "vehicle": (word("AFV or vehicle"), word("AFVs or vehicles")),
    "vehicle_or_gun": (word("AFV, vehicle or gun"), word("AFVs, vehicles or guns")),
}
"""The stacking groups in a sentence: Words the editor translates (context "data")."""


class HexOccupants:
    """The stacks on the map, gathered by battlefield hex."""

    def __init__(self) -> None:
        self.by_hex: dict[Hex, list[tuple[str, Stack]]] = defaultdict(list)

    def add(self, h: Hex, side_name: str, stack: Stack) -> None:
        self.by_hex[h].append((side_name, stack))


def check_hexes(occupants: HexOccupants, scenario: Scenario, ctx: Context, report: Report) -> None:
    fortifications: dict[Hex, Fortification] = {}
    for fortification in scenario.fortifications:
        h = ctx.hex(fortification.hex)
        if h is not None:
            fortifications.setdefault(h, fortification)
    for h, stacks in occupants.by_hex.items():
        _check_hex(h, stacks, fortifications.get(h), ctx, report)


def _check_hex(h: Hex, stacks: list[tuple[str, Stack]], fortification: Fortification | None, ctx: Context, report: Report) -> None:
    name = ctx.battlefield.name(h)
    per_side: dict[str, list[Unit]] = defaultdict(list)
    stack_count: Counter[str] = Counter()
    for side_name, stack in stacks:
        per_side[side_name].extend(stack.units)
        stack_count[side_name] += 1
    if len(per_side) > 1:
        who = "; ".join(f"{side}: {_names(units, ctx)}" for side, units in sorted(per_side.items()))
        report.add("stack.both-sides", name, "units of both sides share this hex ({who})", "6.8", who=who)
    for side_name, count in sorted(stack_count.items()):
        if count > 1:
            report.add("stack.same-hex", name, "{count} {side} stacks are placed in this hex: merge them into one", "6.9",
                       count=count, side=word(side_name))
    kind = ctx.fortification_kind(fortification.type) if fortification is not None else None
    for units in per_side.values():
        _check_stacking(name, units, kind, ctx, report)
    everyone = [unit for units in per_side.values() for unit in units]
    _check_terrain(h, name, everyone, ctx, report)


def _names(units: Iterable[Unit], ctx: Context) -> str:
    """'M4A3E8 Sherman, 3 x Rifle squad': the counters a designer sees in the hex."""
    counts = Counter(ctx.name_of(u.type) for u in units)
    return ", ".join(name if n == 1 else f"{n} x {name}" for name, n in counts.items())


def _and_list(items: list[Word]) -> Value:
    return joined(items, AND)


def group_counts(units: Iterable[Unit], ctx: Context) -> Counter[str]:
    """How many units of each stacking group (6.9) the units make; carried units ride free."""
    return count_groups(ctx.group(u) for u in units)


def count_groups(groups: Iterable[str | None]) -> Counter[str]:
    counts: Counter[str] = Counter(g for g in groups if g is not None)
    counts["vehicle"] += counts["afv"]  # the limits name AFVs and unarmoured vehicles together
    counts["vehicle_or_gun"] = counts["vehicle"] + counts["gun"]
    return counts


def fits(counts: Mapping[str, int], limits: Iterable[Limit]) -> bool:
    return any(all(counts.get(key, 0) <= most for key, most in limit.items()) for limit in limits)


def limits_text(limits: Sequence[Limit]) -> Value:
    """The stacking limits in words, from the data: 'two infantry units; or one gun' (`str()` of
    it is the English; the editor translates the words and the joints)."""
    options = []
    for limit in limits:
        parts: list[Value] = [Text.of(text("{count} {group}"), count=NUMBER_WORDS.get(n, str(n)), group=GROUP_WORDS[key][n > 1])
                              for key, n in limit.items() if n > 0]
        options.append(joined(parts, AND, AND))
    return joined(options, OR_OPTION, OR_OPTION)


def _check_stacking(name: str, units: list[Unit], kind: FortificationKind | None, ctx: Context, report: Report) -> None:
    """6.9 for the hex; 19.4-19.10 for a fortification's occupants and its own limit."""
    groups = [ctx.group(u) for u in units]
    if kind is not None:
        outsiders = [u for u, g in zip(units, groups) if g is not None and g not in kind.occupants]
        if outsiders:
            allowed = _and_list([GROUP_WORDS[g][1] for g in GROUP_WORDS if g in kind.occupants])
            report.add("fortification.occupant", name, "{units} may not share a hex with the {fortification}: only {allowed} may",
                       kind.section, units=_names(outsiders, ctx), fortification=word(kind.name, lower=True), allowed=allowed)
    if kind is not None and kind.limits is not None:
        inside = [g for g in groups if g is not None and g in kind.occupants]
        if not fits(count_groups(inside), kind.limits):
            crowd = _names((u for u, g in zip(units, groups) if g in kind.occupants), ctx)
            report.add("fortification.limit", name, "{units} do not fit in the {fortification}: it holds {limits}", kind.section,
                       units=crowd, fortification=word(kind.name, lower=True), limits=limits_text(kind.limits))
    elif not fits(count_groups(groups), ctx.terrain.stacking_limits):
        report.add("stacking.limit", name, "too many units in one hex ({units}); a hex holds {limits}", ctx.terrain.stacking_section,
                   units=_names(units, ctx), limits=limits_text(ctx.terrain.stacking_limits))


def _check_terrain(h: Hex, name: str, units: list[Unit], ctx: Context, report: Report) -> None:
    """10.5 and 10.12-10.13. A towed gun travels as one unit with its transport (8.1),
    so only guns standing on their own are held to the large-gun rule."""
    terrain = ctx.terrain_at(h)
    if h not in ctx.battlefield.bridges:
        everyone = [u for top in units for u in top.all_units()]
        barred = [u for u in everyone if _class_cost(u, ctx, terrain) is None]
        if barred:
            template = (text("no unit may be in {terrain} hexes: {units} must be placed elsewhere") if terrain.prohibited_to_all
                        else text("{terrain} hexes are closed to them: {units} must be placed elsewhere"))
            report.add("terrain.prohibited", name, template, terrain.section, terrain=word(terrain.name, lower=True), units=_names(barred, ctx))
            return
    for unit in units:
        info = ctx.unit_type(unit.type)
        if info is None:
            continue
        unit_class = MOVEMENT_CLASS.get(info.kind)
        if unit_class in terrain.road_only and not ctx.battlefield.has_road(h):
            report.add("terrain.vehicle-building", name, "{unit} cannot be in a {terrain} hex without a road", terrain.section,
                       unit=info.name, terrain=word(terrain.name, lower=True))
        if isinstance(info, Gun) and info.large and terrain.large_gun_prohibited:
            report.add("terrain.large-gun-building", name, "the large gun {unit} (0 MP) cannot be in a {terrain} hex", terrain.section,
                       unit=info.name, terrain=word(terrain.name, lower=True))


def _class_cost(unit: Unit, ctx: Context, terrain: Terrain) -> int | None:
    """The unit's cost to enter the terrain; None where its class may not enter."""
    kind = ctx.kind(unit.type)
    unit_class = MOVEMENT_CLASS.get(kind) if kind is not None else None
    if unit_class is None:
        return 0  # unknown types and weapons are reported elsewhere
    return terrain.cost(unit_class)
