"""What each kind of counter is for the rules: one table instead of copies.

Stacking groups are the names terrain.json's limits and fortification occupants
use (6.9, 19.4); movement classes are the columns of the terrain costs
(section 10); infantry (squads, half squads, leaders) is what most fire,
assault and transport rules single out; faced kinds carry a facing (7.2, 16.3).
"""

from __future__ import annotations

from dataclasses import dataclass

from core.terrain import UnitClass
from core.unit_model import Kind


@dataclass(frozen=True)
class KindTraits:
    stacking_group: str | None
    movement_class: UnitClass | None
    infantry: bool = False
    faced: bool = False
    vehicle: bool = False


KIND_TRAITS: dict[Kind, KindTraits] = {
    Kind.SQUAD: KindTraits("infantry", UnitClass.INFANTRY, infantry=True),
    Kind.HALF_SQUAD: KindTraits("infantry", UnitClass.INFANTRY, infantry=True),
    Kind.LEADER: KindTraits("infantry", UnitClass.LEADER, infantry=True),
    Kind.SUPPORT_WEAPON: KindTraits(None, None),
    Kind.GUN: KindTraits("gun", UnitClass.GUN, faced=True),
    Kind.AFV: KindTraits("afv", UnitClass.VEHICLE, faced=True, vehicle=True),
    Kind.VEHICLE: KindTraits("vehicle", UnitClass.VEHICLE, faced=True, vehicle=True),
}

INFANTRY_KINDS: frozenset[Kind] = frozenset(k for k, t in KIND_TRAITS.items() if t.infantry)
FACED_KINDS: frozenset[Kind] = frozenset(k for k, t in KIND_TRAITS.items() if t.faced)
VEHICLE_KINDS: frozenset[Kind] = frozenset(k for k, t in KIND_TRAITS.items() if t.vehicle)
STACKING_GROUP: dict[Kind, str] = {k: t.stacking_group for k, t in KIND_TRAITS.items() if t.stacking_group}
MOVEMENT_CLASS: dict[Kind, UnitClass] = {k: t.movement_class for k, t in KIND_TRAITS.items() if t.movement_class}
