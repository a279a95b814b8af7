"""One AP attack end to end (13.1-13.7, 14.1-14.5, 12.6x): its modifiers, the roll, the
AP Combat Table, the Casualty Points, the markers, valor and the sniper.

`ap_attack` is what every rule that fires AP calls: the Fire action (fire.py),
opportunity fire, fire lanes, overruns. Who adds what APFP is in
core.game.fire_power; how the Casualty Points land is in core.game.casualties;
a mortar barrage's strike on vehicles (12.67) and a natural 12's sniper (20.2)
are the Rulebook's hooks, offered by at_fire.py and snipers.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.combat.checks import activates_sniper
from core.combat.modifiers import Modifier
from core.game import event_types as ev
from core.game.casualties import CasualtyReport, ap_targets
from core.game.casualty_choices import spend_or_ask
from core.game.fire_power import FirePower, distance, fire_group_apfp, fortification_at, is_mortar, weapon
from core.game.special_rules import modifiers as modifiers_of
from core.game.state import GameState, UnitState
from core.game.valor import kind, on_attack_roll
from core.sides import Side, other_side
from core.tables import Ruleset, ap_casualty_points, get_ruleset
from core.unit_kinds import INFANTRY_KINDS, VEHICLE_KINDS
from core.unit_model import Kind, WeaponCategory

if TYPE_CHECKING:
    from core.game.game import Game

__all__ = ["AttackOutcome", "MortarOpportunityError", "NoFirepowerError", "ap_attack", "ap_modifiers", "best_leader",
           "cover_modifiers", "finish_ap_attack"]


class NoFirepowerError(ValueError):
    """An AP attack with nothing able to fire at the target (and no forced table row)."""


class MortarOpportunityError(ValueError):
    """12.61: mortars may not make opportunity fire attacks."""


@dataclass(frozen=True)
class AttackOutcome:
    firers: tuple[str, ...]
    target: str
    apfp: int
    row_apfp: int  # the AP Combat Table row used (13.9 fire lanes, 17.4 overruns force it)
    modifiers: tuple[Modifier, ...]
    roll: int  # natural
    modified_roll: int
    casualty_points: int  # from the table, before any air-burst doubling
    report: CasualtyReport
    leader: str | None = None
    valor: tuple[str, ...] = ()
    power: FirePower | None = None


# --- modifiers ---------------------------------------------------------------------------------


def _ruleset(game: Game) -> Ruleset:
    return get_ruleset(game.scenario.ruleset)


def best_leader(game: Game, state: GameState, firers: list[UnitState]) -> UnitState | None:
    """13.6: the leader lending his modifier: in the firers' hex (for passengers: in the same
    transport), unpinned, not yet used this turn, firing with the group or not yet fired.
    Only attacks with infantry take one (a mortar barrage too, 12.61: its firers are infantry)."""
    first = next((u for u in firers if kind(game, u) in INFANTRY_KINDS), None)
    if first is None:
        return None
    ids = {u.id for u in firers}
    best: UnitState | None = None
    side, hex_name, where, carrier = first.side, first.hex, first.where, first.carrier  # read once, not once a unit
    for unit in state.units.values():
        if unit.hex != hex_name or unit.side != side or unit.where != where or unit.carrier != carrier:
            continue
        if kind(game, unit) != Kind.LEADER or unit.pinned or unit.leader_used or (unit.fired and unit.id not in ids):
            continue
        if best is None or game.info(unit.type).modifier < game.info(best.type).modifier:
            best = unit
    return best


def cover_modifiers(game: Game, state: GameState, target_hex: str, targets: list[UnitState]) -> list[Modifier]:
    """13.4, 19.x: the target hex's cover, a bunker or sandbags instead of it, entrenchments (and a
    cave, for its own side: 19.11) on top."""
    terrain = game.terrain.get(game.battlefield.terrain(game.hex(target_hex)))
    cover = [Modifier(f"{terrain.name} cover", terrain.cover, "13.4")] if terrain.cover else []
    groups = {_group(game, u) for u in targets}
    for placed in state.fortifications:
        if placed["hex"] != target_hex or placed.get("hidden"):
            continue
        position = game.terrain.fortification(placed["type"])
        if not position.cover or not groups & position.occupants:
            continue
        if position.owner_only and targets and placed["side"] != targets[0].side:
            continue  # 19.11: only the cave's own side may use it
        if not position.cover_adds_to_terrain:
            cover = [m for m in cover if m.section != "13.4"]
        cover.append(Modifier(f"{position.name} cover", position.cover, position.section))
    return cover


def _group(game: Game, unit: UnitState) -> str:
    unit_kind = kind(game, unit)
    return "infantry" if unit_kind in INFANTRY_KINDS else unit_kind


def _hindrance(game: Game, state: GameState, firer_hex: str, target_hex: str, mortar: bool) -> list[Modifier]:
    """13.4 (11.5 smoke): hindrances along the line; a mortar only counts its target hex (12.63)."""
    if mortar:
        own = game.terrain.get(game.battlefield.terrain(game.hex(target_hex))).hindrance + state.smoke.get(target_hex, 0)
        return [Modifier("target hex hindrance", own, "12.63")] if own else []
    _, hindrance = game.sight(state).sight(game.hex(firer_hex), game.hex(target_hex))
    return [Modifier("hindrance", hindrance, "13.4")] if hindrance else []


def ap_modifiers(game: Game, state: GameState, firers: list[UnitState], target_hex: str, *, opportunity: bool = False,
                 weapons: tuple[str, ...] = (), only: list[str] | None = None, ignore_terrain: bool = False,
                 power: FirePower | None = None) -> list[Modifier]:
    """Every dice roll modifier of an AP attack, each with its section."""
    power = power or fire_group_apfp(game, state, firers, target_hex, weapons=weapons)
    firer_hex = firers[0].hex if firers else None
    modifiers: list[Modifier] = []
    leader = best_leader(game, state, firers)
    if leader is not None:
        modifiers.append(Modifier(f"leader {leader.id}", game.info(leader.type).modifier, "13.6"))
    side = firers[0].side if firers else None
    targets = ap_targets(game, state, target_hex, other_side(side) if side else None, only)
    if not ignore_terrain:
        modifiers += cover_modifiers(game, state, target_hex, targets)
        if firer_hex is not None:
            modifiers += _hindrance(game, state, firer_hex, target_hex, power.mortar)
        if any(u.assault_move for u in targets):
            modifiers.append(Modifier("assault movement", _ruleset(game).modifier("assault_move").value, "6.4"))
    if opportunity and firer_hex is not None:
        modifiers += _opportunity(game, firer_hex, target_hex, sum(m.value for m in modifiers if m.value > 0 and m.section != "13.6"))
    scenario = modifiers_of(game, side)[1] if side is not None else 0
    if scenario:  # a special scenario rule's modifier to the side's fire (4.3)
        modifiers.append(Modifier("special scenario rule", scenario, "4.3"))
    grenades = sum(game.info(w).category is WeaponCategory.GRENADES for w in power.expendables)
    if grenades:  # 12.52: one counter per unit, -1 each
        modifiers.append(Modifier("grenades", _ruleset(game).modifier("grenades").value * grenades, "12.52"))
    if firer_hex and fortification_at(state, firer_hex, ("barbed_wire",)) and any(kind(game, u) in INFANTRY_KINDS for u in firers):
        modifiers.append(Modifier("firing from barbed wire", _ruleset(game).modifier("barbed_wire").value, "19.8"))
    return modifiers


def _opportunity(game: Game, firer_hex: str, target_hex: str, positive_cover: int) -> list[Modifier]:
    """13.8 (003): -1 against a target with no positive cover or hindrance, -2 against an
    adjacent one; both can apply."""
    rules = _ruleset(game)
    result = []
    if positive_cover <= 0:
        result.append(Modifier("opportunity fire, no cover", rules.modifier("opportunity_no_cover").value, "13.8"))
    if distance(game, firer_hex, target_hex) <= 1:
        result.append(Modifier("opportunity fire, adjacent", rules.modifier("opportunity_adjacent").value, "13.8"))
    return result


# --- the attack ----------------------------------------------------------------------------------


def ap_attack(game: Game, state: GameState, firers: list[UnitState], target_hex: str, *, weapons: tuple[str, ...] = (),
              opportunity: bool = False, only: list[str] | None = None, row_apfp: int | None = None,
              extra_modifier: int = 0, ignore_terrain: bool = False, ask: bool = False) -> AttackOutcome:
    """14.5: total the APFP, roll, modify, read the AP Combat Table, apply the Casualty Points,
    mark the firers, spend expendables, check valor (22.2) and the sniper (20.2). `ask`: the
    owner of the target may allocate the points himself (the Fire action, opportunity fire, overruns; see
    core.game.casualties_by_hand): the attack then stops at its casualties until he answers."""
    power = fire_group_apfp(game, state, firers, target_hex, weapons=weapons)
    if power.mortar and opportunity:
        raise MortarOpportunityError("mortars may not make opportunity fire attacks (12.61)")
    row = row_apfp if row_apfp is not None else power.total
    if row < 1:
        raise NoFirepowerError(f"nothing can fire at {target_hex} with AP fire")
    side = firers[0].side if firers else _target_side(state, target_hex, only)
    modifiers = ap_modifiers(game, state, firers, target_hex, opportunity=opportunity, only=only,
                             ignore_terrain=ignore_terrain, power=power)
    if extra_modifier:
        modifiers.append(Modifier("other", extra_modifier, ""))
    natural = state.dice.roll_2d6(side)
    modified = natural + sum(m.value for m in modifiers)
    cp = ap_casualty_points(row, modified, game.scenario.ruleset)
    leader = best_leader(game, state, firers)
    _mark(game, state, firers, leader, power, side)
    _record(state, firers, target_hex, power, row, modifiers, natural, modified, cp, leader, weapons, opportunity)
    attacker_hex = firers[0].hex if firers else None
    spent = spend_or_ask(game, state, {
        "hex": target_hex, "points": cp, "side": str(other_side(side)), "only": only, "attacker_hex": attacker_hex,
        "air_burst": power.mortar}, {"attack": "ap", "firers": [u.id for u in firers], "natural": natural,
                                     "leader": leader.id if leader else None, "side": str(side)}, ask)
    if spent is None:
        report = CasualtyReport(target_hex, cp)  # the owner applies them (core.game.casualties_by_hand)
        valor: tuple[str, ...] = ()
    else:
        report = spent
        valor = finish_ap_attack(game, state, target_hex, firers, leader, side, natural, power.mortar)
    return AttackOutcome(tuple(u.id for u in firers), target_hex, power.total, row, tuple(modifiers), natural,
                         modified, cp, report, leader.id if leader else None, valor, power)


def finish_ap_attack(game: Game, state: GameState, target_hex: str, firers: list[UnitState], leader: UnitState | None,
                     side: Side, natural: int, mortar: bool) -> tuple[str, ...]:
    """What follows the Casualty Points: a barrage's strike on vehicles (12.67), valor (22.2),
    the sniper (20.2). Run at once, or after the owner allocated them (casualties_by_hand)."""
    if mortar:
        _strike_vehicles(game, state, target_hex, firers, leader, side)
    infantry = [u for u in firers if kind(game, u) in INFANTRY_KINDS]
    valor = tuple(on_attack_roll(game, state, natural, infantry)) if infantry else ()
    if activates_sniper(natural, bool(infantry), game.scenario.ruleset):
        _wake_sniper(game, state, infantry)
    return valor


def _target_side(state: GameState, target_hex: str, only: list[str] | None) -> Side:
    """The attacking side of an attack without firers (a fire lane): the target's enemy."""
    units = [state.units[i] for i in only] if only else state.units_at(target_hex)
    return units[0].side.other if units else state.active


def _mark(game: Game, state: GameState, firers: list[UnitState], leader: UnitState | None, power: FirePower, side: Side) -> None:
    """13.1 Fire markers; 13.6 (003) a leader who modifies is marked too and is used for the turn; 12.5."""
    for unit in firers:
        unit.fired = True
    if leader is not None:
        leader.fired = leader.leader_used = True
    held = state.sides[side].expendables
    for type_id in power.expendables:
        held[type_id] = max(held.get(type_id, 0) - 1, 0)


def _strike_vehicles(game: Game, state: GameState, target_hex: str, firers: list[UnitState],
                     leader: UnitState | None, side: Side) -> None:
    """12.67: a mortar barrage also rolls to hit each vehicle in the hex (the Rulebook's mortar
    strike, core.game.at_fire), with the best ATFP among its mortars and the barrage's leader."""
    if not any(kind(game, u) in VEHICLE_KINDS for u in state.units_at(target_hex)):
        return
    letters = [sw.atfp for u in firers for w in u.weapons if is_mortar(sw := weapon(game, w)) and sw and sw.atfp]
    if letters:
        modifier = game.info(leader.type).modifier if leader is not None else 0
        game.rules.mortar_strike(game, state, target_hex, max(letters), leader=modifier, side=side)


def _wake_sniper(game: Game, state: GameState, infantry: list[UnitState]) -> None:
    """20.2: a natural 12 by infantry activates the enemy sniper (the Rulebook's hook, core.game.snipers)."""
    game.rules.natural_twelve(game, state, infantry[0].hex or "", infantry)


def _record(state: GameState, firers: list[UnitState], target_hex: str, power: FirePower, row: int,
            modifiers: list[Modifier], natural: int, modified: int, cp: int, leader: UnitState | None,
            weapons: tuple[str, ...], opportunity: bool) -> None:
    """The attack as people read it, before its casualties and valor checks (their own events)."""
    state.emit(ev.ApAttack(firers=[u.id for u in firers], target=target_hex, apfp=power.total, row=row,
                           weapons=list(weapons), opportunity=opportunity, modifiers=[m.to_dict() for m in modifiers],
                           roll=natural, modified=modified, cp=cp, leader=leader.id if leader else None))
