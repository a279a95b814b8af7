"""The small rolls around combat: rally (21.1), valor (22.2), snipers (20.2,
20.5, 20.6), where a fire support mission lands (18.4) and minefields (19.7).
Each takes the natural roll and answers the rule's question.
"""

from __future__ import annotations

from core.combat.modifiers import (
    check_dice_roll,
    check_die_roll,
    check_leader,
    check_not_negative,
    rules,
)
from core.tables import DEFAULT_RULESET, Ruleset


def rally_succeeds(
    roll: int, regular_infantry: bool, leader: int = 0, ruleset: str | Ruleset = DEFAULT_RULESET
) -> bool:
    """21.1: leaders, elite infantry, vehicles and Guns rally on 7 or less, regular
    infantry on 6 or less; an unpinned leader in the hex adds his modifier."""
    table = rules(ruleset)
    target = table.number("rally_regular_at_most" if regular_infantry else "rally_elite_at_most")
    return check_dice_roll(roll) + check_leader(leader) <= target


def checks_valor(natural_roll: int, ruleset: str | Ruleset = DEFAULT_RULESET) -> bool:
    """22.2: an infantry AP or AT (to-hit) attack whose natural roll is 2."""
    return check_dice_roll(natural_roll) == rules(ruleset).number("valor_trigger_natural")


def becomes_valorous(roll: int, casualty_rating: int | None, ruleset: str | Ruleset = DEFAULT_RULESET) -> bool:
    """22.2: a squad or half squad on a dice roll at or under its Casualty Rating;
    a leader (casualty_rating None) on 6 or less."""
    limit = rules(ruleset).number("valor_leader_at_most") if casualty_rating is None else casualty_rating
    return check_dice_roll(roll) <= limit


def activates_sniper(natural_roll: int, infantry_attack: bool, ruleset: str | Ruleset = DEFAULT_RULESET) -> bool:
    """20.2: an infantry AP or AT attack with a natural 12 activates the enemy's sniper."""
    return infantry_attack and check_dice_roll(natural_roll) == rules(ruleset).number("sniper_trigger_natural")


def sniper_casualty_points(die: int, cover: int) -> int:
    """20.5: the die roll less the target's cover (hindrances included), if above it."""
    return max(0, check_die_roll(die) - check_not_negative("cover", cover))


def sniper_eliminated(die: int, sniper_cover: int) -> bool:
    """20.6: the elimination check succeeds when the die roll exceeds the sniper's cover."""
    return check_die_roll(die) > check_not_negative("cover", sniper_cover)


def support_scatter(die: int, ruleset: str | Ruleset = DEFAULT_RULESET) -> int:
    """18.4: how many hexes an artillery mission lands from its target: 0, 1 or 2."""
    table = rules(ruleset)
    check_die_roll(die)
    if die <= table.number("support_on_target_at_most"):
        return 0
    return 2 if die >= table.number("support_scatter_two_from") else 1


def minefield_eliminates(die: int, ruleset: str | Ruleset = DEFAULT_RULESET) -> bool:
    """19.7: a die roll of 3 or less eliminates the unit entering the minefield."""
    return check_die_roll(die) <= rules(ruleset).number("minefield_eliminates_at_most")
