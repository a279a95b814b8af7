"""Close assaults (section 15): odds, Kill Number, the assault roll, and the
Casualty Points each side takes; also the APFP a side assaults or defends with.

The engine totals each side's APFP (15.4, 15.5, 22.3) and counts the units;
these functions apply the Close Assault Table and 15.7-15.10 to those numbers.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from core.combat.ap import Firer
from core.combat.modifiers import (
    Modifier,
    check_dice_roll,
    check_die_roll,
    check_leader,
    check_not_negative,
    nonzero,
    rules,
    table_modifier,
    total,
)
from core.tables import DEFAULT_RULESET, Ruleset


class AssaultError(ValueError):
    """A close assault that cannot be resolved as described (no defenders, no roll)."""


def assault_apfp(firers: Iterable[Firer], ruleset: str | Ruleset = DEFAULT_RULESET) -> int:
    """15.6 with 22.3: a valorous unit doubles its inherent APFP in a close assault,
    attacking or defending; support weapons are not doubled."""
    factor = rules(ruleset).number("valor_assault_factor")
    return sum(f.inherent_apfp * (factor if f.valorous else 1) + f.weapon_apfp for f in firers)


def defending_gun_apfp(ruleset: str | Ruleset = DEFAULT_RULESET) -> int:
    """15.5: a Gun, or a vehicle without machine guns, defends with this APFP."""
    return rules(ruleset).number("defending_gun_apfp")


@dataclass(frozen=True)
class CloseAssault:
    """One close assault as the engine sees it just before the roll.

    `defend_apfp` and `defending_units` count unpinned defenders only: pinned
    ones are eliminated before the odds are worked out (15.9)."""

    attack_apfp: int
    defend_apfp: int
    assaulting_units: int
    defending_units: int
    pinned_defenders: int = 0
    hex_cover: int = 0  # 15.8: cover of the hex assaulted, with any hexside crossed
    uphill_levels: int = 0  # 15.81: levels climbed into a hill hex
    attacker_leader: int = 0  # 15.3: lowers the assault roll
    attacker_grenades: int = 0  # 12.52: Grenades counters used, -1 each to the assault roll
    defender_leader: int = 0  # 15.3: lowers the Kill Number
    defender_grenades: int = 0  # 12.52: Grenades counters used, -1 each to the Kill Number


@dataclass(frozen=True)
class AssaultResult:
    odds: str | None  # None when only pinned units defended (no roll)
    kill_number: int | None  # as printed in the table
    kill_modifiers: tuple[Modifier, ...]
    modified_kill_number: int | None
    roll: int | None
    roll_modifiers: tuple[Modifier, ...]
    modified_roll: int | None
    defenders_eliminated: bool  # the unpinned defenders; pinned ones always go (15.9)
    pinned_eliminated: int
    attacker_casualty_points: int
    defender_casualty_points: int

    @property
    def automatic(self) -> bool:
        return self.roll is None

    @property
    def margin(self) -> int:
        """How far the modified roll came over the modified Kill Number (0 or less: success)."""
        if self.modified_roll is None or self.modified_kill_number is None:
            return 0
        return self.modified_roll - self.modified_kill_number


def kill_modifiers(assault: CloseAssault, ruleset: str | Ruleset = DEFAULT_RULESET) -> tuple[Modifier, ...]:
    """15.3 the defending leader; 12.52 each defending unit's Grenades counter."""
    table = rules(ruleset)
    grenades = check_not_negative("defender grenades", assault.defender_grenades)
    found = [Modifier("defender_leader", check_leader(assault.defender_leader), "15.3"),
             table_modifier(table, "defender_grenades", grenades)]
    return nonzero(*found)


def roll_modifiers(assault: CloseAssault, ruleset: str | Ruleset = DEFAULT_RULESET) -> tuple[Modifier, ...]:
    """15.7: no cover modifiers; only the assaulting leader and grenades (12.52: one counter
    per unit, -1 each)."""
    table = rules(ruleset)
    grenades = check_not_negative("grenades", assault.attacker_grenades)
    found = [Modifier("attacker_leader", check_leader(assault.attacker_leader), "15.3"),
             table_modifier(table, "grenades", grenades)]
    return nonzero(*found)


def resolve_close_assault(
    assault: CloseAssault, roll: int | None, ruleset: str | Ruleset = DEFAULT_RULESET
) -> AssaultResult:
    """15.6-15.9: odds, Kill Number, the roll, and who takes how many Casualty Points."""
    _check(assault)
    if assault.defending_units == 0:
        return _only_pinned(assault)
    if roll is None:
        raise AssaultError("an assault on unpinned defenders needs a dice roll")
    table = rules(ruleset)
    column = table.assault_column(assault.attack_apfp, assault.defend_apfp)
    k_mods, r_mods = kill_modifiers(assault, table), roll_modifiers(assault, table)
    kill, modified = total(column.kill_number, k_mods), total(check_dice_roll(roll), r_mods)
    success = modified <= kill
    taken = assault.hex_cover + assault.defending_units + assault.uphill_levels
    return AssaultResult(
        odds=column.odds,
        kill_number=column.kill_number,
        kill_modifiers=k_mods,
        modified_kill_number=kill,
        roll=roll,
        roll_modifiers=r_mods,
        modified_roll=modified,
        defenders_eliminated=success,
        pinned_eliminated=assault.pinned_defenders,
        attacker_casualty_points=taken if success else taken + modified - kill,
        defender_casualty_points=0 if success else assault.assaulting_units,
    )


def _check(assault: CloseAssault) -> None:
    for name in ("assaulting_units", "defending_units", "pinned_defenders", "hex_cover", "uphill_levels"):
        check_not_negative(name.replace("_", " "), getattr(assault, name))
    if assault.assaulting_units < 1:
        raise AssaultError("a close assault needs at least one assaulting unit")
    if assault.defending_units + assault.pinned_defenders < 1:
        raise AssaultError("a close assault needs a hex with enemy units in it")


def _only_pinned(assault: CloseAssault) -> AssaultResult:
    """15.9: only pinned defenders: eliminated, hex taken, no roll and no casualties."""
    return AssaultResult(None, None, (), None, None, (), None, True, assault.pinned_defenders, 0, 0)


def assault_casualties_on_afv(casualty_points: int, ruleset: str | Ruleset = DEFAULT_RULESET) -> tuple[int, int]:
    """15.10: (points applied to a defending AFV, points left for other units in the hex)."""
    cap = rules(ruleset).number("assault_immobilization_cap")
    applied = min(check_not_negative("casualty points", casualty_points), cap)
    return applied, casualty_points - applied


def assault_immobilizes(applied_points: int, die: int | None, ruleset: str | Ruleset = DEFAULT_RULESET) -> bool:
    """15.10: a die roll at or under the points applied immobilizes the AFV; the
    cap itself immobilizes with no roll."""
    if applied_points >= rules(ruleset).number("assault_immobilization_cap"):
        return True
    if applied_points <= 0:
        return False
    if die is None:
        raise AssaultError("fewer than three Casualty Points on an AFV need an immobilization die roll")
    return check_die_roll(die) <= applied_points
