"""Anti-tank fire (section 16): the to-hit roll, then the Elimination Number
against the Armor Factor; also immobilized crews (16.6) and AT fire from
mortars (12.67) and off-board support (18.5).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

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
from core.tables import (
    DEFAULT_RULESET,
    ELIMINATED,
    AtWeapon,
    EliminationNumber,
    Ruleset,
    letter,
    weapon_class,
)
from core.unit_model import Letter


class AtError(ValueError):
    """An AT attack described without what its resolution needs."""


class TargetType(str, Enum):
    AFV = "afv"
    VEHICLE = "vehicle"  # unarmored (1.17)
    GUN = "gun"


class AtOutcome(str, Enum):
    MISS = "miss"
    NO_EFFECT = "no_effect"
    IMMOBILIZED = "immobilized"
    ELIMINATED = "eliminated"


@dataclass(frozen=True)
class AtFire:
    """What decides an AT to-hit roll (16.3, 13.4-13.6, 22.3)."""

    weapon: AtWeapon = AtWeapon.GUN
    range_hexes: int = 1
    cover: int = 0  # target hex and fortification (13.4)
    hindrance: int = 0  # along the line of sight; ignored by mortars and off-board support
    leader: int = 0  # 13.6
    valorous: bool = False  # 22.3
    gun_shield: bool = False  # 13.5: target Gun's shield faces the firer and the Gun is not moving


@dataclass(frozen=True)
class ToHitResult:
    weapon: AtWeapon
    number: int
    roll: int
    modifiers: tuple[Modifier, ...]
    modified_roll: int

    @property
    def hit(self) -> bool:
        return self.modified_roll <= self.number


def to_hit_modifiers(fire: AtFire, ruleset: str | Ruleset = DEFAULT_RULESET) -> tuple[Modifier, ...]:
    table = rules(ruleset)
    weapon = weapon_class(fire.weapon)
    check_not_negative("cover", fire.cover)
    check_not_negative("hindrance", fire.hindrance)
    found = [Modifier("cover", fire.cover, "13.4")]
    if fire.gun_shield:
        found.append(table_modifier(table, "gun_shield"))
    if not weapon.indirect:
        found.append(Modifier("hindrance", fire.hindrance, "13.4"))
    found.append(Modifier("leader", check_leader(fire.leader), "13.6"))
    if fire.valorous:
        found.append(table_modifier(table, "valor_at"))
    return nonzero(*found)


def roll_to_hit(fire: AtFire, roll: int, ruleset: str | Ruleset = DEFAULT_RULESET) -> ToHitResult:
    """16.3: the modified to-hit dice roll against the weapon's to-hit number at this range."""
    table = rules(ruleset)
    weapon = weapon_class(fire.weapon)
    number = table.to_hit_number(weapon, fire.range_hexes)
    modifiers = to_hit_modifiers(fire, table)
    return ToHitResult(weapon, number, roll, modifiers, total(check_dice_roll(roll), modifiers))


def elimination_outcome(number: EliminationNumber, roll: int | None, indirect: bool = False) -> AtOutcome:
    """16.4: under the Elimination Number eliminates, equal immobilizes, over has no
    effect; the roll is never modified. Mortars and off-board support destroy on
    equal or under (12.67, 18.5). "E" eliminates outright; None cannot hurt."""
    if number == ELIMINATED:
        return AtOutcome.ELIMINATED
    if number is None:
        return AtOutcome.NO_EFFECT
    if roll is None:
        raise AtError(f"an Elimination Number of {number} needs an elimination dice roll")
    check_dice_roll(roll)
    if roll < number or (indirect and roll == number):
        return AtOutcome.ELIMINATED
    return AtOutcome.IMMOBILIZED if roll == number else AtOutcome.NO_EFFECT


@dataclass(frozen=True)
class AtResult:
    to_hit: ToHitResult
    elimination_number: EliminationNumber  # None also when no chart look-up was made
    kill_roll: int | None
    outcome: AtOutcome


def resolve_at_attack(
    fire: AtFire,
    to_hit_roll: int,
    target: TargetType,
    atfp: Letter | str | None = None,
    armor: Letter | str | None = None,
    kill_roll: int | None = None,
    ruleset: str | Ruleset = DEFAULT_RULESET,
) -> AtResult:
    """16.3-16.4: roll to hit; a hit destroys an unarmored vehicle or a Gun outright,
    and is checked against an AFV's Armor Factor (the arc's, core.combat.facing;
    the rear for mortars, off-board support and final opportunity fire)."""
    table = rules(ruleset)
    hit = roll_to_hit(fire, to_hit_roll, table)
    if not hit.hit:
        return AtResult(hit, None, None, AtOutcome.MISS)
    if target is not TargetType.AFV:
        return AtResult(hit, None, None, AtOutcome.ELIMINATED)
    if atfp is None or armor is None:
        raise AtError("a hit on an AFV needs the attacker's ATFP and the target's Armor Factor")
    number = table.elimination_number(letter(atfp), letter(armor))
    outcome = elimination_outcome(number, kill_roll, hit.weapon.indirect)
    return AtResult(hit, number, kill_roll, outcome)


def crew_abandons(die: int, ruleset: str | Ruleset = DEFAULT_RULESET) -> bool:
    """16.6: after immobilization, and whenever an immobilized AFV survives an attack,
    a die roll of 2 or less means the crew abandons it (eliminated)."""
    return check_die_roll(die) <= rules(ruleset).number("crew_abandons_at_most")
