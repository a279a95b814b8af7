"""Anti-personnel fire (section 14): fire group totals, the attack roll's
modifiers and the AP Combat Table result; also overruns (17.4), fire lanes
(13.9) and fire support against soft targets (18.5, 12.6x).

Pure functions of numbers the engine has already worked out (the cover of the
target hex, the hindrance along the line of sight, the leader present): they
apply the rules to those numbers and say which modifiers they used.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from core.combat.modifiers import (
    Modifier,
    check_dice_roll,
    check_leader,
    check_not_negative,
    nonzero,
    rules,
    table_modifier,
    total,
)
from core.tables import DEFAULT_RULESET, ApRow, FirepowerError, FireSupportType, Ruleset


@dataclass(frozen=True)
class Firer:
    """One unit's share of a fire group: its inherent APFP and the support weapon it fires."""

    inherent_apfp: int
    weapon_apfp: int = 0  # support weapon or satchel charge (12.3, 12.53); not raised by valor
    valorous: bool = False


def fire_group_apfp(firers: Iterable[Firer], ruleset: str | Ruleset = DEFAULT_RULESET) -> int:
    """14.2: a fire group attacks with the sum of its APFP; a valorous unit adds +1
    to its inherent APFP (22.3). Also an AFV's combined weapons (14.4)."""
    bonus = rules(ruleset).number("valor_apfp_bonus")
    return sum(f.inherent_apfp + (bonus if f.valorous else 0) + f.weapon_apfp for f in firers)


def overrun_apfp(afv_apfp: int, passenger_apfp: int = 0, ruleset: str | Ruleset = DEFAULT_RULESET) -> int:
    """17.4: double the AFV's full combined APFP; its passengers' APFP is added undoubled."""
    return afv_apfp * rules(ruleset).number("overrun_factor") + passenger_apfp


@dataclass(frozen=True)
class ApFire:
    """What modifies an AP attack roll. Cover and hindrance are the engine's sums
    for the target (terrain plus fortification, 13.4) and the line of sight (9.3)."""

    cover: int = 0
    hindrance: int = 0
    leader: int = 0  # 13.6: the one leadership modifier applied, 0 or negative
    assault_move: bool = False  # 6.4: the target is using assault movement
    opportunity: bool = False  # 13.8
    adjacent: bool = False  # 13.8: only counts for opportunity fire
    grenades: int = 0  # 12.52: Grenades counters used, one per unit at most (the engine counts)
    barbed_wire: bool = False  # 19.8: the firers stand in barbed wire
    indirect: bool = False  # mortar or off-board support: target hex cover only (12.63, 18.5)


@dataclass(frozen=True)
class ApResult:
    """An AP attack resolved: the row and column used, each modifier, the Casualty Points."""

    apfp: int | None  # None for a fire lane, which uses a fixed row
    row: ApRow
    roll: int
    modifiers: tuple[Modifier, ...]
    modified_roll: int
    casualty_points: int
    air_burst_factor: int = 1  # 12.64, 18.6: applies to infantry in woods or jungle only

    @property
    def column(self) -> str:
        return ApRow.column(self.modified_roll)

    @property
    def infantry_casualty_points(self) -> int:
        return self.casualty_points * self.air_burst_factor


def ap_modifiers(fire: ApFire, ruleset: str | Ruleset = DEFAULT_RULESET) -> tuple[Modifier, ...]:
    """Every modifier an AP attack roll gets, in the order a player would add them."""
    table = rules(ruleset)
    check_not_negative("cover", fire.cover)
    check_not_negative("hindrance", fire.hindrance)
    hindrance = 0 if fire.indirect else fire.hindrance
    found = [Modifier("cover", fire.cover, "13.4"), Modifier("hindrance", hindrance, "13.4")]
    if fire.assault_move:
        found.append(table_modifier(table, "assault_move"))
    found.append(Modifier("leader", check_leader(fire.leader), "13.6"))
    found.append(table_modifier(table, "grenades", check_not_negative("grenades", fire.grenades)))
    if fire.barbed_wire:
        found.append(table_modifier(table, "barbed_wire"))
    if fire.opportunity:
        if fire.cover <= 0 and hindrance <= 0 and not fire.assault_move:
            found.append(table_modifier(table, "opportunity_no_cover"))
        if fire.adjacent:
            found.append(table_modifier(table, "opportunity_adjacent"))
    return nonzero(*found)


def resolve_ap_attack(
    apfp: int,
    roll: int,
    fire: ApFire = ApFire(),
    ruleset: str | Ruleset = DEFAULT_RULESET,
    air_burst: bool = False,
) -> ApResult:
    """14.5: total APFP and the modified dice roll, cross-indexed on the AP Combat Table.
    `air_burst`: mortar or artillery against a woods or jungle hex (12.64, 18.6)."""
    table = rules(ruleset)
    row = table.ap_row(apfp)
    modifiers = ap_modifiers(fire, table)
    modified = total(check_dice_roll(roll), modifiers)
    factor = table.number("air_burst_factor") if air_burst else 1
    return ApResult(apfp, row, roll, modifiers, modified, row.points(modified), factor)


def resolve_fire_lane(roll: int, markers: int = 1, ruleset: str | Ruleset = DEFAULT_RULESET) -> ApResult:
    """13.9: a unit entering a fire lane hex is attacked on the fire lane row with no
    cover or combat modifiers, except -1 per Fire Lane marker after the first (13.91)."""
    if markers < 1:
        raise FirepowerError(f"a fire lane hex holds at least one Fire Lane marker, not {markers}")
    table = rules(ruleset)
    modifiers = nonzero(table_modifier(table, "fire_lane_crossfire", markers - 1))
    modified = total(check_dice_roll(roll), modifiers)
    row = table.fire_lane_row
    return ApResult(None, row, roll, modifiers, modified, row.points(modified))


def resolve_fire_support_ap(
    kind: FireSupportType | str,
    roll: int,
    cover: int = 0,
    air_burst: bool = False,
    ruleset: str | Ruleset = DEFAULT_RULESET,
) -> ApResult:
    """18.5: an off-board mission attacks soft targets with its APFP; only the target
    hex's cover modifies the roll; woods and jungle double infantry casualties (18.6)."""
    table = rules(ruleset)
    mission = table.fire_support[FireSupportType(kind)]
    return resolve_ap_attack(mission.apfp, roll, ApFire(cover=cover, indirect=True), table, air_burst)
