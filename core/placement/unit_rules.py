"""Placement rules about units: catalogue, order of battle, facing, portage and transport.

The rules about what shares a hex (stacking, terrain, leaders) are in
core/placement/hex_rules.py; this module walks every unit once, on the map and in
the reinforcements, hands the stacks on the map to it and each reinforcement
group's turn and edge to core/placement/reinforcement_rules.py.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from core.placement.context import GROUP, Context, Report
from core.placement.hex_rules import HexOccupants, check_hexes
from core.placement.reinforcement_rules import check_group, group_label
from core.scenario import Scenario, SideSetup, Unit
from core.sides import nations_of
from core.texts import word
from core.unit_kinds import FACED_KINDS, INFANTRY_KINDS
from core.units import (
    Afv,
    Gun,
    Kind,
    SupportWeapon,
    SupportWeaponType,
    TransportClass,
    Vehicle,
)
from core.units import Unit as CounterType

TRANSPORT_WORDS = {1: "one", 2: "two", 4: "four"}

@dataclass(frozen=True)
class Where:
    """Where a unit is: a hex on the map, or a reinforcement group (no hex)."""

    hex: str | None
    label: str = ""
    on_map: bool = True


class UnitRules:
    """The per-unit rules for one side; keeps the side's facts out of every signature."""

    def __init__(self, side_name: str, side: SideSetup, ctx: Context, report: Report, seen: dict[str, list[str]]) -> None:
        self.side_name = side_name
        self.side = side
        self.ctx = ctx
        self.report = report
        self.seen = seen

    def add(self, where: Where, code: str, template: str, section: str = "", **values: object) -> None:
        """A problem of a unit; one in a reinforcement group starts with the group's label."""
        if where.label:
            values[GROUP] = where.label
        self.report.add(code, where.hex, template, section, **values)

    def unit(self, where: Where, unit: Unit, carried: bool = False) -> None:
        self.seen.setdefault(unit.id, []).append(unit.type)
        info = self.ctx.unit_type(unit.type)
        if info is None:
            self.add(where, "unit.unknown-type", "unknown unit type {type}", type=repr(unit.type))
            return
        if info.kind is Kind.SUPPORT_WEAPON:
            self.add(where, "unit.weapon-as-unit", "{unit} is a support weapon: it must be carried by a squad, half squad or leader", "12.2",
                     unit=info.name)
            return
        if info.nationality not in nations_of(self.side_name):
            self.add(where, "side.nationality", "{unit} ({nationality}) cannot fight for the {side} side",
                     unit=info.name, nationality=info.nationality.value, side=word(self.side_name))
        if info.kind is Kind.HALF_SQUAD and not self.side.half_squads:
            self.add(where, "oob.half-squads", "{unit} is a half squad, and this side's order of battle does not allow half squads at the start",
                     "13.10", unit=info.name)
        if unit.hero and info.kind is not Kind.LEADER:
            self.add(where, "hero.not-leader", "{unit} cannot be a hero: a hero is a leader counter", "22.5", unit=info.name)
        self._facing(where, unit, info, carried)
        self._portage(where, unit, info)
        self._transport(where, unit, info)

    def _facing(self, where: Where, unit: Unit, info: CounterType, carried: bool) -> None:
        if info.kind in FACED_KINDS and unit.facing is None and where.on_map and not carried:
            self.add(where, "facing.missing", "{unit} needs a facing (the hexside its front points at)", "7.1", unit=info.name)
        if info.kind in INFANTRY_KINDS and unit.facing is not None:
            self.add(where, "facing.not-applicable", "{unit} is infantry and has no facing", "7.1", unit=info.name)

    def _portage(self, where: Where, unit: Unit, info: CounterType) -> None:
        if not unit.weapons:
            return
        if info.kind not in INFANTRY_KINDS:
            self.add(where, "portage.not-infantry", "{unit} cannot carry support weapons; only squads, half squads and leaders do", "12.2",
                     unit=info.name)
            return
        for type_id in unit.weapons:
            self._weapon(where, info, type_id)
        if len(unit.weapons) > 1:
            names = ", ".join(self.ctx.name_of(w) for w in unit.weapons)
            self.add(where, "portage.too-many", "{unit} carries {count} support weapons ({weapons}); a unit carries one", "12.2",
                     unit=info.name, count=len(unit.weapons), weapons=names)

    def _weapon(self, where: Where, carrier: CounterType, type_id: str) -> None:
        weapon = self.ctx.unit_type(type_id)
        if weapon is None:
            self.add(where, "unit.unknown-type", "{unit} carries an unknown weapon type {type}",
                     unit=carrier.name, type=repr(type_id))
        elif not isinstance(weapon, SupportWeapon):
            self.add(where, "portage.not-a-weapon", "{unit} carries {weapon}, which is not a support weapon", "12.2",
                     unit=carrier.name, weapon=weapon.name)
        elif weapon.sw_type is SupportWeaponType.EXPENDABLE:
            self.add(where, "portage.expendable", "{unit} carries {weapon}: expendable (X) weapons are held by the side, not by a unit", "12.5",
                     unit=carrier.name, weapon=weapon.name)
        elif carrier.kind is Kind.LEADER and weapon.sw_type is not SupportWeaponType.LIGHT:
            self.add(where, "portage.leader-heavy", "{unit} is a leader and may carry only a light (L) weapon, not {weapon}", "12.2",
                     unit=carrier.name, weapon=weapon.name)

    def _transport(self, where: Where, unit: Unit, info: CounterType) -> None:
        if not unit.passengers and unit.towed is None:
            return
        transport = info.transport if isinstance(info, (Afv, Vehicle)) else None
        if unit.passengers:
            if transport is None:
                self.add(where, "transport.not-a-transport", "{unit} is not a transport and cannot carry passengers", "8.1",
                         unit=info.name)
            else:
                self._load(where, unit, info, transport)
        if unit.towed is not None:
            self._tow(where, unit.towed, info, transport)
        for passenger in unit.carried():
            if passenger.passengers or passenger.towed is not None:
                self.add(where, "transport.nested", "{passenger} rides with {unit} and cannot carry units itself", "8.1",
                         passenger=self.ctx.name_of(passenger.type), unit=info.name)
                passenger = replace(passenger, passengers=(), towed=None)  # one fault, one report
            self.unit(where, passenger, carried=True)

    def _load(self, where: Where, unit: Unit, info: CounterType, transport: TransportClass) -> None:
        kinds = [self.ctx.kind(p.type) for p in unit.passengers]
        outsiders = [self.ctx.name_of(p.type) for p, k in zip(unit.passengers, kinds) if k is not None and k not in INFANTRY_KINDS]
        if outsiders:
            self.add(where, "transport.passenger-kind", "{unit} carries only infantry, not {others}; guns are towed", "8.1",
                     unit=info.name, others=", ".join(outsiders))
        halves = 2 * kinds.count(Kind.SQUAD) + kinds.count(Kind.HALF_SQUAD)
        leaders = kinds.count(Kind.LEADER)
        weapons = sum(len(p.weapons) for p in unit.passengers)
        if halves > transport.half_squads or leaders > transport.leaders or weapons > transport.support_weapons:
            names = ", ".join(self.ctx.name_of(p.type) for p in unit.passengers)
            self.add(where, "transport.over-capacity", "{unit} ({transport}) carries {passengers}; {capacity}", "8.21",
                     unit=info.name, transport=transport.value, passengers=names, capacity=_capacity_text(transport))

    def _tow(self, where: Where, towed: Unit, info: CounterType, transport: TransportClass | None) -> None:
        gun = self.ctx.unit_type(towed.type)
        gun_name = gun.name if gun is not None else towed.type
        if not (isinstance(info, (Afv, Vehicle)) and info.can_tow):
            self.add(where, "transport.cannot-tow", "{unit} cannot tow a gun ({gun})", "8.1", unit=info.name, gun=gun_name)
        if gun is not None and not isinstance(gun, Gun):
            self.add(where, "transport.tow-kind", "{unit} may tow only a gun, not {gun}", "8.1", unit=info.name, gun=gun_name)
        elif isinstance(gun, Gun) and gun.large and transport is not None and not transport.tows_large_guns:
            self.add(where, "transport.large-gun", "{unit} (TH) cannot tow the large gun {gun} (0 MP)", "8.21",
                     unit=info.name, gun=gun_name)


def _capacity_text(transport: TransportClass) -> str:
    """What one transport class may carry, in words (8.21)."""
    value = transport.value
    if transport is TransportClass.TH:
        return "a TH transport carries at most one half squad, one leader and one support weapon"
    n = int(value[1:])
    word = TRANSPORT_WORDS.get(n, str(n))
    doubled = TRANSPORT_WORDS.get(2 * n, str(2 * n))
    plural = "s" if n > 1 else ""
    return (f"a {value} transport carries at most {word} squad{plural} (or {doubled} half squads), "
            f"{word} leader{plural} and {word} support weapon{plural}")


def check(scenario: Scenario, ctx: Context, report: Report) -> None:
    seen: dict[str, list[str]] = {}
    occupants = HexOccupants()
    for side_name, side in scenario.sides():
        if side.nationality not in nations_of(side_name):
            report.add("side.nationality", None, "the {side} side cannot be of nationality {nationality}",
                       side=word(side_name), nationality=repr(side.nationality))
        rules = UnitRules(side_name, side, ctx, report, seen)
        for stack in side.stacks:
            h = ctx.hex(stack.hex)
            if h is None:
                report.add("hex.off-map", stack.hex, "this stack is not on the battlefield")
            else:
                occupants.add(h, side_name, stack)
            for weapon in stack.loose_weapons:
                report.add("portage.unattached", stack.hex, "{weapon} lies in the hex: give it to a squad, half squad or leader", "12.2",
                           weapon=ctx.name_of(weapon))
            for unit in stack.units:
                rules.unit(Where(stack.hex), unit)
        for group in side.reinforcements:
            where = Where(None, group_label(side_name, group), on_map=False)
            check_group(side_name, group, scenario, report)
            for unit in group.units:
                rules.unit(where, unit)
    for unit_id, types in sorted(seen.items()):
        if len(types) > 1:
            names = ", ".join(ctx.name_of(t) for t in types)
            report.add("unit.duplicate-id", None, "unit id {id} is used {count} times ({units}); each counter needs its own id",
                       id=repr(unit_id), count=len(types), units=names)
    check_hexes(occupants, scenario, ctx, report)
