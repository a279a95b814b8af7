"""Snipers (20.1-20.6), placed and fired automatically as in the PC game (seed 004).

A side's sniper is counted in `SideState.snipers` while it is in the pool and
while it is on the board (`sniper_hex`); only its elimination lowers the count
(seed 004), a withdrawal puts it back in the pool. A natural 12 rolled by enemy
infantry in an AP or AT attack (fire.py and at_fire.py call `on_natural_twelve`)
brings it on in the best cover within six hexes and sight of the firers, and it
shoots them at once; later it makes one opportunity attack a turn, chosen by
core.game.opportunity with the rest of the opportunity fire. Every sniper
attack is answered by a Sniper Elimination Check. A unit entering the sniper's
hex removes it: that is core.game.obstacles, the first enter hook.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.combat.checks import sniper_casualty_points, sniper_eliminated
from core.combat.modifiers import Modifier
from core.game import event_types as ev
from core.game.actions import Action, WithdrawSniper
from core.game.ap_attack import cover_modifiers
from core.game.casualties import ap_targets
from core.game.casualty_choices import spend_or_ask
from core.game.editions import every_source_asks
from core.game.state import GameState, Phase, UnitState
from core.hexes import spiral
from core.sides import Side, other_side
from core.tables import get_ruleset

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

__all__ = [
    "SNIPER_RANGE", "SniperShot", "best_sniper_hex", "elimination_check", "expected_sniper_cp", "on_natural_twelve",
    "register", "sniper_attack", "sniper_can_fire_at", "sniper_cover", "sniper_opportunity_attack", "sniper_protection",
]

SNIPER_RANGE = 6
"""20.2, 20.4: a sniper is placed, and fires, within six hexes of its target."""


@dataclass(frozen=True)
class SniperShot:
    """One sniper attack (20.5) and the elimination check it drew (20.6)."""

    side: Side  # the sniper's side
    sniper_hex: str
    target_hex: str
    roll: int
    cover: int  # the target's cover and the hindrance between them
    casualty_points: int
    check_roll: int | None  # None: nobody unpinned was left to check
    eliminated: bool


# --- numbers ---------------------------------------------------------------------------------


def terrain_cover(game: Game, hex_name: str) -> int:
    """The cover of a hex's terrain; the sniper, a marker, occupies no fortification."""
    return int(game.terrain.get(game.battlefield.terrain(game.hex(hex_name))).cover)


def sniper_protection(game: Game, state: GameState, sniper_hex: str, from_hex: str) -> int:
    """20.6: what an elimination check from `from_hex` must beat: the sniper hex's cover and
    the hindrance of the line into it (an orchard or a hedge shields a sniper, 20.2)."""
    _, hindrance = game.sight(state).sight(game.hex(from_hex), game.hex(sniper_hex))
    return terrain_cover(game, sniper_hex) + hindrance


def sniper_cover(game: Game, state: GameState, sniper_hex: str, target_hex: str,
                 targets: Sequence[UnitState]) -> list[Modifier]:
    """20.5: the target hex's cover (terrain, fortifications of the targets, an assault move's
    +1, as 13.8 counts them) and the hindrance between the sniper and its target."""
    modifiers = cover_modifiers(game, state, target_hex, list(targets))
    _, hindrance = game.sight(state).sight(game.hex(sniper_hex), game.hex(target_hex))
    if hindrance:
        modifiers.append(Modifier("hindrance", hindrance, "13.4"))
    if any(u.assault_move for u in targets):
        modifiers.append(Modifier("assault movement", get_ruleset(game.scenario.ruleset).modifier("assault_move").value, "6.4"))
    return modifiers


def expected_sniper_cp(cover: int) -> float:
    """20.5: the mean of max(die - cover, 0), for the opportunity fire policy."""
    return sum(max(die - cover, 0) for die in range(1, 7)) / 6


# --- activation (20.2) -------------------------------------------------------------------------


def on_natural_twelve(game: Game, state: GameState, firer_hex: str, firers: list[UnitState]) -> None:
    """20.2: enemy infantry rolled a natural 12 in an AP or AT attack; the other side's sniper
    comes on if it has one in the pool and none on the board, and shoots the firers."""
    if not firers or not firer_hex:
        return
    side = firers[0].side.other
    own = state.sides.get(side)
    if own is None or own.snipers < 1 or own.sniper_hex is not None:
        return
    place = best_sniper_hex(game, state, firer_hex, firers[0].side)
    if place is None:
        state.emit(ev.SniperNotPlaced(side=side, near=firer_hex, reason="no hex with cover in range and sight (20.2)"))
        return
    own.sniper_hex = place
    state.emit(ev.SniperPlaced(side=side, hex=place, trigger=[u.id for u in firers]))
    sniper_attack(game, state, side, firer_hex, [u.id for u in firers])


def best_sniper_hex(game: Game, state: GameState, target_hex: str, enemy: Side) -> str | None:
    """20.2, seed 004: the hex within six hexes and in sight of the target with the most
    protection (cover, or hindrance into it), never one holding the enemy. Ties go to the
    hex the sniper shoots from with the least hindrance, then the nearest, then by name."""
    target = game.hex(target_hex)
    sight = game.sight(state)
    occupied = state.occupied_hexes(enemy)
    best: tuple[tuple[int, int, int, str], str] | None = None
    for h in spiral(target, SNIPER_RANGE):
        if h == target or h not in game.battlefield:
            continue
        name = game.name(h)
        if name in occupied or not sight.can_see(h, target):
            continue
        protection = sniper_protection(game, state, name, target_hex)
        if protection <= 0:
            continue
        key = (-protection, sight.sight(h, target)[1], h.distance(target), name)
        if best is None or key < best[0]:
            best = (key, name)
    return best[1] if best else None


# --- attacks (20.4-20.6) -----------------------------------------------------------------------


def sniper_attack(game: Game, state: GameState, side: Side, target_hex: str, target_ids: Sequence[str]) -> SniperShot:
    """20.5: one die; above the target's cover it inflicts the difference as Casualty Points,
    spent as 14.61 says (automatically, seed 004, or by their owner when he decides by hand: the
    attack then stops at the question and the check follows his answer,
    core.game.casualties_by_hand); then 20.6's elimination check."""
    sniper_hex = state.sides[side].sniper_hex or ""
    targets = ap_targets(game, state, target_hex, other_side(side), list(target_ids))
    modifiers = sniper_cover(game, state, sniper_hex, target_hex, targets)
    cover = sum(m.value for m in modifiers)
    roll = state.dice.roll_d6(side)
    cp = sniper_casualty_points(roll, max(cover, 0))
    state.emit(ev.SniperAttack(side=side, sniper_hex=sniper_hex, target=target_hex, targets=list(target_ids),
                               roll=roll, modifiers=[{"name": m.name, "value": m.value, "section": m.section} for m in modifiers],
                               cp=cp))
    if spend_or_ask(game, state, {"hex": target_hex, "points": cp, "side": str(other_side(side)), "only": list(target_ids),
                                  "attacker_hex": sniper_hex, "air_burst": False},
                    {"attack": "sniper", "side": str(side), "targets": list(target_ids)},
                    ask=every_source_asks(game)) is None:
        return SniperShot(side, sniper_hex, target_hex, roll, cover, cp, None, False)  # checked after the answer
    check_roll, eliminated = elimination_check(game, state, side, target_hex, target_ids)
    return SniperShot(side, sniper_hex, target_hex, roll, cover, cp, check_roll, eliminated)


def elimination_check(game: Game, state: GameState, side: Side, target_hex: str,
                      target_ids: Sequence[str]) -> tuple[int | None, bool]:
    """20.6: the targeted units still unpinned in their hex roll a die; above the sniper's
    protection the sniper is eliminated and the side has one sniper fewer (seed 004)."""
    own = state.sides[side]
    if own.sniper_hex is None:
        return None, False
    checkers = [state.units[i] for i in target_ids
                if state.units[i].in_play and state.units[i].hex == target_hex and not state.units[i].pinned]
    if not checkers:
        state.emit(ev.SniperCheck(side=side, skipped=True, reason="no unpinned target left (20.6)"))
        return None, False
    protection = sniper_protection(game, state, own.sniper_hex, target_hex)
    roll = state.dice.roll_d6(other_side(side))
    eliminated = sniper_eliminated(roll, protection)
    state.emit(ev.SniperCheck(side=side, sniper_hex=own.sniper_hex, roll=roll, needed_above=protection,
                              eliminated=eliminated))
    if eliminated:
        remove_sniper(state, side, "elimination check (20.6)")
    return roll, eliminated


def remove_sniper(state: GameState, side: Side, cause: str) -> None:
    own = state.sides[side]
    state.emit(ev.SniperEliminated(side=side, hex=own.sniper_hex, cause=cause))
    own.sniper_hex, own.sniper_fired = None, False
    own.snipers = max(own.snipers - 1, 0)


def sniper_can_fire_at(game: Game, state: GameState, side: Side, hex_name: str) -> bool:
    """20.4: a sniper on the board without its Fire marker, in sight and six hexes of the hex."""
    own = state.sides.get(side)
    if own is None or own.sniper_hex is None or own.sniper_fired or own.sniper_hex == hex_name:
        return False
    here, there = game.hex(own.sniper_hex), game.hex(hex_name)
    return here.distance(there) <= SNIPER_RANGE and game.sight(state).can_see(here, there)


def sniper_opportunity_attack(game: Game, state: GameState, side: Side, hex_name: str,
                              target_ids: Sequence[str]) -> SniperShot:
    """20.4: the turn's one opportunity attack, on the units that just entered `hex_name`."""
    state.sides[side].sniper_fired = True
    return sniper_attack(game, state, side, hex_name, target_ids)


# --- withdrawal (20.3) and the Fire marker -----------------------------------------------------


def withdraw_actions(game: Game, state: GameState) -> list[Action]:
    """20.3: the owner may withdraw his sniper in any After-Action Phase. Listed: the player to
    act's (the active player's, in his own phase); the opponent's is admitted, not listed
    (admit_opponent_withdrawal), as he is not the one choosing the phase's actions."""
    side = game.to_act(state)
    own = state.sides.get(side)
    return [WithdrawSniper()] if state.moving is None and own is not None and own.sniper_hex else []


def opponent_withdrawal(game: Game, state: GameState) -> WithdrawSniper | None:
    """20.3 "during any After-Action Phase": the withdrawal the player not to act may make now
    (in his opponent's After-Action Phase), if his sniper is on the map."""
    if state.phase != Phase.AFTER_ACTION or state.moving is not None or state.is_over:
        return None
    side = game.to_act(state).other
    own = state.sides.get(side)
    return WithdrawSniper(str(side)) if own is not None and own.sniper_hex else None


def admit_opponent_withdrawal(game: Game, state: GameState, action: Action) -> bool:
    return action == opponent_withdrawal(game, state)


def withdraw_sniper(game: Game, state: GameState, action: Action) -> None:
    """20.3: off the board and back in the pool, to come on again at the next natural 12."""
    assert isinstance(action, WithdrawSniper)
    side = Side(action.side) if action.side is not None else game.to_act(state)
    own = state.sides[side]
    state.emit(ev.SniperWithdrawn(side=side, hex=own.sniper_hex))
    own.sniper_hex, own.sniper_fired = None, False


def clear_sniper_fire_marker(game: Game, state: GameState) -> None:
    """5.36, 20.4: the sniper's Fire marker comes off with every other Fire marker."""
    for own in state.sides.values():
        own.sniper_fired = False


def register(rules: Rulebook) -> None:
    """Withdrawing a sniper, its Fire marker, and its wake-up on a natural 12 (20.2)."""
    rules.provide(withdraw_actions, Phase.AFTER_ACTION)
    rules.handle(withdraw_sniper, WithdrawSniper)
    rules.admit(admit_opponent_withdrawal, WithdrawSniper)
    rules.at_phase_end(clear_sniper_fire_marker, Phase.AFTER_ACTION)
    rules.on_natural_twelve(on_natural_twelve)
