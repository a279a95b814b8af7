"""What is printed on a counter, worked out from the catalogue without painting.

Kept apart from the QPainter code so tests can read a face ("5-6-4", "-1",
"C-12") and the palette, the map and a future order-of-battle view all print
the same values. Layout of the values follows the printed counters (section 1):
infantry shows APFP-range-casualty, a leader his modifier, an AFV its gun's
ATFP letter and APFP with the front/rear Armor letters and its movement points.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.scenario import Unit
from core.units import (
    Afv,
    Gun,
    Infantry,
    Kind,
    Leader,
    SupportWeapon,
    UnitCatalogue,
    Vehicle,
)
from core.units import Unit as UnitType

# Words that say what kind of counter it is; the counter's shape already says that.
_GENERIC = re.compile(
    r"(?<!\w)(half squad|squad|armored car|halftrack|AT gun|gun-howitzer|divisional gun|regimental gun|"
    r"field gun|AA gun|howitzer|light car|scout car|prime mover)(?!\w)", re.IGNORECASE)
_BRACKETS = re.compile(r"\s*\([^)]*\)")

WEAPON_LABELS = {
    "lmg": "LMG", "mmg": "MMG", "hmg": "HMG", "bazooka": "Bazooka", "piat": "PIAT",
    "panzerschreck": "Schreck", "at_rifle": "ATR", "flamethrower": "Flame", "mortar": "Mortar",
    "panzerfaust": "Faust", "grenades": "Gren", "satchel_charge": "Satchel", "at_grenades": "AT gren",
}


@dataclass(frozen=True)
class CounterFace:
    nationality: str  # us, gb, sov, ger (or "unknown")
    kind: str  # a core.units.Kind value, or "unknown"
    title: str
    main: str  # the big line of values
    bottom_left: str = ""
    bottom_right: str = ""
    elite: bool = False
    facing: int | None = None
    pinned: bool = False
    weapons: tuple[str, ...] = ()
    carried: int = 0  # passengers and towed gun
    hero: bool = False  # a leader used as a hero wears his Valor marker from the start (22.5)

    @property
    def half(self) -> bool:
        return self.kind == Kind.HALF_SQUAD.value


def short_title(name: str) -> str:
    """"Rifle squad" -> "Rifle", "PzKpfw VI Tiger I" -> "Pz VI Tiger I"; the shape tells the rest."""
    cleaned = _GENERIC.sub("", _BRACKETS.sub("", name)).replace("PzKpfw", "Pz").replace("Sd.Kfz.", "SdKfz")
    cleaned = " ".join(cleaned.split())
    return cleaned or name


def weapon_label(weapon: UnitType | None, type_id: str) -> str:
    if not isinstance(weapon, SupportWeapon):
        return type_id.split(".")[-1]
    label = WEAPON_LABELS.get(weapon.category.value, weapon.category.value)
    return f"{label} {weapon.apfp}" if weapon.apfp else label


def _values(info: UnitType) -> tuple[str, str, str]:
    """(main, bottom left, bottom right) as printed for each kind of counter."""
    if isinstance(info, Infantry):
        return info.stats, "", ""
    if isinstance(info, Leader):
        return f"{info.modifier:+d}".replace("+0", "0"), f"{info.apfp}-{info.range}-{info.casualty}", ""
    if isinstance(info, Afv):
        main = f"{info.gun.atfp}-{info.gun.apfp}" if info.gun else "MG " + "/".join(str(m.apfp) for m in info.mgs)
        return main, f"{info.armor.front}/{info.armor.rear}", str(info.movement_points)
    if isinstance(info, Gun):
        main = f"{info.atfp}-{info.apfp}" if info.atfp else str(info.apfp)
        return main, str(info.casualty), str(info.movement_points) if info.movement_points else ""
    if isinstance(info, Vehicle):
        main = f"{info.gun.atfp}-{info.gun.apfp}" if info.gun else "MG " + "/".join(str(m.apfp) for m in info.mgs)
        transport = info.transport.value if info.transport else ""
        return main if info.mgs or info.gun else transport, str(info.casualty), str(info.movement_points)
    if isinstance(info, SupportWeapon):
        return weapon_label(info, info.id), info.sw_type.value, str(info.range)
    return "?", "", ""


def face_of_type(info: UnitType) -> CounterFace:
    """The face of a catalogue entry as the palette shows it (no facing, nothing carried)."""
    main, left, right = _values(info)
    return CounterFace(info.nationality.value, info.kind.value, short_title(info.name), main, left, right,
                       elite=bool(getattr(info, "elite", False)))


def face_of(unit: Unit, units: UnitCatalogue) -> CounterFace:
    """The face of a counter on the map: its type's values plus facing, pin and load."""
    if unit.type not in units:
        return CounterFace("unknown", "unknown", unit.type, "?", facing=unit.facing, pinned=unit.pinned)
    base = face_of_type(units.get(unit.type))
    weapons = tuple(weapon_label(units.get(w) if w in units else None, w) for w in unit.weapons)
    return CounterFace(base.nationality, base.kind, base.title, base.main, base.bottom_left, base.bottom_right,
                       base.elite, unit.facing, unit.pinned, weapons, sum(1 for _ in unit.carried()), unit.hero)
