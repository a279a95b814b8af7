"""Valor (22.x): infantry hardened in combat.

A natural 2 on an infantry unit's AP attack roll or AT to-hit roll makes every
infantry unit that took part check for valor; a valorous unit keeps its Valor
marker (`UnitState.valor`) for the rest of the game, also when reduced (22.4).
The effects are asked for here by the modules that apply them: fire (+1
inherent APFP), casualties (the first Casualty Point ignored), AT fire (-1 on
the roll), close assault (inherent APFP doubled) and the command phase (no
splitting or combining). The numbers come from the scenario's ruleset.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from core.combat.checks import becomes_valorous, checks_valor
from core.game import event_types as ev
from core.game.state import GameState, UnitState
from core.tables import get_ruleset
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind

if TYPE_CHECKING:
    from core.game.game import Game



@lru_cache(maxsize=4096)
def _kind(catalogue: Any, type_id: str) -> Kind:
    found: Kind = catalogue.get(type_id).kind
    return found


def kind(game: Game, unit: UnitState) -> Kind:
    """Game.kind, remembered per catalogue: the fire rules ask it thousands of times a game."""
    return _kind(game.catalogue, unit.type)


def is_infantry(game: Game, unit: UnitState) -> bool:
    """22.1: valor applies to infantry units only (squads, half squads and leaders)."""
    return kind(game, unit) in INFANTRY_KINDS


def _number(game: Game, name: str) -> int:
    return get_ruleset(game.scenario.ruleset).number(name)


def triggers_valor(game: Game, natural_roll: int) -> bool:
    """22.2: only the unmodified roll counts."""
    return checks_valor(natural_roll, game.scenario.ruleset)


def check_for_valor(game: Game, state: GameState, units: Iterable[UnitState]) -> list[str]:
    """22.2: each infantry unit of the attack makes a dice roll (two dice, 3.2): a squad or
    half squad becomes valorous at or under its Casualty Rating, a leader on 6 or less.
    Returns the units that became valorous. A unit that already is has nothing to gain
    and does not roll, so the dice are not spent on it."""
    became: list[str] = []
    for unit in units:
        if unit.valor or not unit.in_play or not is_infantry(game, unit):
            continue
        rating = None if kind(game, unit) is Kind.LEADER else int(game.info(unit.type).casualty)
        roll = state.dice.roll_2d6(unit.side)
        if becomes_valorous(roll, rating, game.scenario.ruleset):
            unit.valor = True
            became.append(unit.id)
        state.emit(ev.ValorCheck(unit=unit.id, roll=roll, valorous=unit.valor))
    return became


def on_attack_roll(game: Game, state: GameState, natural_roll: int, firers: Iterable[UnitState]) -> list[str]:
    """Called by every infantry AP attack and AT to-hit roll with the units that made it."""
    if not triggers_valor(game, natural_roll):
        return []
    return check_for_valor(game, state, firers)


def ap_fire_bonus(game: Game, unit: UnitState) -> int:
    """22.3: a valorous unit adds 1 to its inherent APFP in AP fire (not to its weapons)."""
    return _number(game, "valor_apfp_bonus") if unit.valor and is_infantry(game, unit) else 0


def assault_apfp(game: Game, unit: UnitState) -> int:
    """22.3: a valorous unit doubles its inherent APFP when assaulting or defending a close assault."""
    inherent = int(getattr(game.info(unit.type), "apfp", 0) or 0)
    if unit.valor and is_infantry(game, unit):
        return inherent * _number(game, "valor_assault_factor")
    return inherent


def at_roll_modifier(game: Game, unit: UnitState) -> int:
    """22.3: a valorous unit subtracts 1 from its ATFP attack rolls."""
    if not (unit.valor and is_infantry(game, unit)):
        return 0
    return get_ruleset(game.scenario.ruleset).modifier("valor_at").value


def ignores_first_casualty(game: Game, unit: UnitState) -> bool:
    """22.3, 14.63: a valorous unit may ignore the first Casualty Point inflicted on it."""
    return unit.valor and is_infantry(game, unit)


def may_split(unit: UnitState) -> bool:
    """22.4: a valorous squad may not split into two half squads."""
    return not unit.valor


def may_combine(units: Iterable[UnitState]) -> bool:
    """22.4: a valorous half squad may not combine with another half squad."""
    return not any(u.valor for u in units)
