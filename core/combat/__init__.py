"""Combat resolution (sections 13-22): pure functions from the numbers of an
attack (firepower, rolls, modifiers) to its result, with the tables of
core.tables. The engine decides who may fire and applies the results.

Modules: ap (AP fire, overruns, fire lanes, fire support), assault (close
assaults), at (AT fire), facing (front or rear armor), checks (rally, valor,
snipers, scatter, minefields), modifiers (the Modifier value).
"""

from core.combat.ap import (
    ApFire,
    ApResult,
    Firer,
    fire_group_apfp,
    overrun_apfp,
    resolve_ap_attack,
    resolve_fire_lane,
    resolve_fire_support_ap,
)
from core.combat.assault import (
    AssaultResult,
    CloseAssault,
    assault_apfp,
    resolve_close_assault,
)
from core.combat.at import (
    AtFire,
    AtOutcome,
    AtResult,
    TargetType,
    elimination_outcome,
    resolve_at_attack,
    roll_to_hit,
)
from core.combat.facing import ArmorArc, armor_arc, armor_factor, boundary_arc
from core.combat.modifiers import Modifier, ModifierError, RollError

__all__ = [
    "ApFire", "ApResult", "ArmorArc", "AssaultResult", "AtFire", "AtOutcome", "AtResult", "CloseAssault",
    "Firer", "Modifier", "ModifierError", "RollError", "TargetType", "armor_arc", "armor_factor",
    "assault_apfp", "boundary_arc", "elimination_outcome", "fire_group_apfp", "overrun_apfp",
    "resolve_ap_attack", "resolve_at_attack", "resolve_close_assault", "resolve_fire_lane",
    "resolve_fire_support_ap", "roll_to_hit",
]
