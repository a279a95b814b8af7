"""AP fire (13.1-13.7, 14.1-14.5, 12.3, 12.5, 12.6x): the attack, its modifiers, the
Fire action and the fire choices of the Fire and Defensive Fire Phases.

`ap_attack` resolves one AP attack end to end and is what every other rule that
fires calls (opportunity fire, fire lanes, overruns). Who adds what APFP is in
core.game.fire_power; how the Casualty Points land is in core.game.casualties.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from core.combat.checks import activates_sniper
from core.combat.modifiers import Modifier
from core.game import fog, memo
from core.game.actions import Action, Fire
from core.game.casualties import (
    CasualtyReport,
    ap_targets,
    apply_casualty_points,
    is_ap_target,
)
from core.game.fire_power import (
    BUNKERS,
    MORTAR,
    FirePower,
    distance,
    expendable_choices,
    fire_group_apfp,
    fortification_at,
    group_reach,
    in_ffa,
    is_mortar,
    mortar_carriers,
    weapon,
)
from core.game.rules import handles, provides
from core.game.state import GameState, Phase, UnitState, Where
from core.game.valor import kind, on_attack_roll
from core.sides import other_side
from core.tables import Ruleset, ap_casualty_points, get_ruleset
from core.unit_kinds import INFANTRY_KINDS

if TYPE_CHECKING:
    from core.game.game import Game

__all__ = ["AttackOutcome", "Modifier", "NoFirepowerError", "ap_attack", "ap_modifiers", "fire_group_apfp", "in_ffa"]


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
    for unit in state.units.values():
        if unit.side != first.side or unit.hex != first.hex or unit.where != first.where or unit.carrier != first.carrier:
            continue
        if kind(game, unit) != "leader" or unit.pinned or unit.leader_used or (unit.fired and unit.id not in ids):
            continue
        if best is None or game.info(unit.type).modifier < game.info(best.type).modifier:
            best = unit
    return best


def cover_modifiers(game: Game, state: GameState, target_hex: str, targets: list[UnitState]) -> list[Modifier]:
    """13.4, 19.x: the target hex's cover, a bunker or sandbags instead of it, entrenchments on top."""
    terrain = game.terrain.get(game.battlefield.terrain(game.hex(target_hex)))
    cover = [Modifier(f"{terrain.name} cover", terrain.cover, "13.4")] if terrain.cover else []
    groups = {_group(game, u) for u in targets}
    for placed in state.fortifications:
        if placed["hex"] != target_hex or placed.get("hidden"):
            continue
        position = game.terrain.fortification(placed["type"])
        if not position.cover or not groups & position.occupants:
            continue
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
    if any(game.info(w).category.value == "grenades" for w in power.expendables):
        modifiers.append(Modifier("grenades", _ruleset(game).modifier("grenades").value, "12.52"))
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
              extra_modifier: int = 0, ignore_terrain: bool = False) -> AttackOutcome:
    """14.5: total the APFP, roll, modify, read the AP Combat Table, apply the Casualty Points,
    mark the firers, spend expendables, check valor (22.2) and the sniper (20.2)."""
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
    report = (apply_casualty_points(game, state, target_hex, cp, only=only, attacker_hex=firers[0].hex if firers else None,
                                    air_burst=power.mortar, side=other_side(side))
              if cp > 0 else CasualtyReport(target_hex, 0))
    if power.mortar:
        _strike_vehicles(game, state, target_hex, firers, leader, side)
    infantry = [u for u in firers if kind(game, u) in INFANTRY_KINDS]
    valor = tuple(on_attack_roll(game, state, natural, infantry)) if infantry else ()
    if activates_sniper(natural, bool(infantry), game.scenario.ruleset):
        _wake_sniper(game, state, infantry)
    return AttackOutcome(tuple(u.id for u in firers), target_hex, power.total, row, tuple(modifiers), natural,
                         modified, cp, report, leader.id if leader else None, valor, power)


def _target_side(state: GameState, target_hex: str, only: list[str] | None) -> str:
    """The attacking side of an attack without firers (a fire lane): the target's enemy."""
    units = [state.units[i] for i in only] if only else state.units_at(target_hex)
    return other_side(units[0].side) if units else state.active


def _mark(game: Game, state: GameState, firers: list[UnitState], leader: UnitState | None, power: FirePower, side: str) -> None:
    """13.1 Fire markers; 13.6 (003) a leader who modifies is marked too and is used for the turn; 12.5."""
    for unit in firers:
        unit.fired = True
    if leader is not None:
        leader.fired = leader.leader_used = True
    held = state.sides[side].expendables
    for type_id in power.expendables:
        held[type_id] = max(held.get(type_id, 0) - 1, 0)


def _strike_vehicles(game: Game, state: GameState, target_hex: str, firers: list[UnitState],
                     leader: UnitState | None, side: str) -> None:
    """12.67: a mortar barrage also rolls to hit each vehicle in the hex (core.game.at_fire),
    with the best ATFP among its mortars and the barrage's leader."""
    if not any(kind(game, u) in ("afv", "vehicle") for u in state.units_at(target_hex)):
        return
    strike = getattr(importlib.import_module("core.game.at_fire"), "mortar_vs_vehicles", None)
    letters = [sw.atfp for u in firers for w in u.weapons if is_mortar(sw := weapon(game, w)) and sw and sw.atfp]
    if strike is not None and letters:
        modifier = game.info(leader.type).modifier if leader is not None else 0
        strike(game, state, target_hex, max(letters), leader=modifier, side=side)


def _wake_sniper(game: Game, state: GameState, infantry: list[UnitState]) -> None:
    """20.2: a natural 12 by infantry activates the enemy sniper (core.game.snipers, when present)."""
    try:
        snipers = importlib.import_module("core.game.snipers")
    except ImportError:
        return
    trigger = getattr(snipers, "on_natural_twelve", None)
    if trigger is not None:
        trigger(game, state, infantry[0].hex, infantry)


def _record(state: GameState, firers: list[UnitState], target_hex: str, power: FirePower, row: int,
            modifiers: list[Modifier], natural: int, modified: int, cp: int, leader: UnitState | None,
            weapons: tuple[str, ...], opportunity: bool) -> None:
    """The attack as people read it, before its casualties and valor checks (their own events)."""
    state.event("ap_attack", firers=[u.id for u in firers], target=target_hex, apfp=power.total, row=row,
                weapons=list(weapons), opportunity=opportunity, modifiers=[m.to_dict() for m in modifiers],
                roll=natural, modified=modified, cp=cp, leader=leader.id if leader else None)


@handles(Fire)
def handle_fire(game: Game, state: GameState, action: Action) -> None:
    fire = cast(Fire, action)
    ap_attack(game, state, [state.units[i] for i in fire.units], fire.target, weapons=fire.weapons)


def mortar_may_fire_from(game: Game, state: GameState, hex_name: str) -> bool:
    """12.61, 19.5: never from a building hex or a bunker."""
    return (game.battlefield.terrain(game.hex(hex_name)) != "building"
            and fortification_at(state, hex_name, BUNKERS) is None)


def spotted(game: Game, state: GameState, side: str, firer_hex: str, target_hex: str) -> bool:
    """12.62: the mortar's own LOS, or an unpinned friendly unit on the map with LOS to the target."""
    sight = game.sight(state)
    target = game.hex(target_hex)
    if sight.can_see(game.hex(firer_hex), target):
        return True
    spotters = sorted({u.hex for u in state.units.values()
                       if u.side == side and u.where == Where.MAP.value and not u.pinned and u.hex})
    return any(sight.can_see(game.hex(h), target) for h in spotters)



# --- the choices of the Fire and Defensive Fire Phases ---------------------------------------------


def _ready(unit: UnitState) -> bool:
    """13.1 one attack a turn; 14.7 pinned units do nothing."""
    return not unit.fired and not unit.pinned


def target_hexes(game: Game, state: GameState, enemy: str, *, vehicles_too: bool = False) -> list[str]:
    """Enemy hexes holding something AP fire can hurt (14.1: not AFVs alone), in scenario
    order; `vehicles_too`: AFV hexes as well, which a mortar barrage may strike (12.67)."""
    seen: dict[str, None] = {}
    in_play = (Where.MAP.value, Where.CARRIED.value)  # asked per unit: looked up once
    for unit in state.units.values():
        if unit.side != enemy or unit.where not in in_play or not unit.hex or unit.hex in seen:
            continue
        if not fog.may_target(game, state, other_side(enemy), unit.hex):
            continue  # seed 004 fog of war: only units seen may be attacked
        if is_ap_target(game, state, unit) or (vehicles_too and unit.where == in_play[0]):
            seen[unit.hex] = None
    return list(seen)


def _group_fire(game: Game, state: GameState, group: list[UnitState], targets: list[str],
                extra: tuple[str, ...] = (), context: tuple[object, ...] | None = None) -> list[Fire]:
    """14.2: the whole group (everyone able to reach) at each target in LOS, with each choice of expendables
    against an adjacent one. `extra` names vehicle weapons. Remembered per target (core.game.memo; `context`:
    its fire_context_key, when the caller has it)."""
    if context is None:
        context = memo.fire_context_key(state, group[0].side) if group else ()
    key = (memo.units_key(group), extra, context)
    return memo.per_target(game, "group_fire", key, targets,
                           lambda target: _group_fire_at(game, state, group, target, extra))


def _group_fire_at(game: Game, state: GameState, group: list[UnitState], target: str,
                   extra: tuple[str, ...]) -> list[Fire]:
    origin = group[0].hex or ""
    farthest = group_reach(game, group)
    if target == origin or (farthest is not None and distance(game, origin, target) > farthest):
        return []
    plain = fire_group_apfp(game, state, group, target, weapons=extra)
    if plain.total <= 0 or game.sight(state).sight(game.hex(origin), game.hex(target))[0]:
        return []  # out of reach first: it is cheaper to know than line of sight
    actions = [Fire(plain.firing, target, plain.vehicle_weapons)]
    choices = expendable_choices(game, state, group[0].side)
    for expendables in choices[1:] if distance(game, origin, target) == 1 else []:
        power = fire_group_apfp(game, state, group, target, weapons=extra + expendables)
        if set(expendables) == set(power.expendables):
            actions.append(Fire(power.firing, target, power.vehicle_weapons + expendables))
    return actions


def _mortar_fire(game: Game, state: GameState, group: list[UnitState], targets: list[str]) -> list[Fire]:
    """12.6x: the hex's mortars together, at targets from 2 hexes out that they or a spotter see."""
    origin = group[0].hex or ""
    carriers = mortar_carriers(game, group)
    if not carriers or not mortar_may_fire_from(game, state, origin):
        return []
    actions = []
    for target in targets:
        power = fire_group_apfp(game, state, carriers, target, weapons=(MORTAR,))
        if power.total > 0 and spotted(game, state, group[0].side, origin, target):
            actions.append(Fire(power.firing, target, (MORTAR,)))
    return actions


def _vehicle_fire(game: Game, state: GameState, unit: UnitState, targets: list[str],
                  context: tuple[object, ...] | None = None) -> list[Fire]:
    """14.3-14.4: an AFV, vehicle or Gun alone with every weapon that reaches, its
    passengers with it; passengers alone where it cannot fire."""
    passengers = [p for p in state.passengers(unit.id) if _ready(p) and kind(game, p) in INFANTRY_KINDS]
    context = memo.fire_context_key(state, unit.side) if context is None else context
    if not _ready(unit):
        return _group_fire(game, state, passengers, targets, context=context) if passengers and not unit.pinned else []
    key = (memo.unit_key(unit), memo.units_key(passengers), context)
    return memo.per_target(game, "vehicle_fire", key, targets,
                           lambda target: _vehicle_fire_at(game, state, unit, passengers, target))


def _vehicle_fire_at(game: Game, state: GameState, unit: UnitState, passengers: list[UnitState],
                     target: str) -> list[Fire]:
    alone = fire_group_apfp(game, state, [unit], target)
    if alone.total > 0:
        return _group_fire(game, state, [unit] + passengers, [target], alone.vehicle_weapons)
    return _group_fire(game, state, passengers, [target]) if passengers else []


@provides(Phase.FIRE, Phase.DEFENSIVE_FIRE)
def fire_actions(game: Game, state: GameState) -> list[Fire]:
    """Every hex's ready infantry as one fire group, its mortars as one barrage, and each
    AFV, vehicle and Gun, at every enemy hex in range and LOS (no subsets: 14.2)."""
    if state.moving is not None:
        return []
    side = game.to_act(state)
    targets = target_hexes(game, state, other_side(side))
    struck = target_hexes(game, state, other_side(side), vehicles_too=True)
    if not struck:
        return []
    groups: dict[str, list[UnitState]] = {}
    machines: list[UnitState] = []
    for unit in state.units.values():
        if unit.side != side or unit.where != Where.MAP.value or not unit.hex:
            continue
        if kind(game, unit) in INFANTRY_KINDS:
            if _ready(unit):
                groups.setdefault(unit.hex, []).append(unit)
        else:
            machines.append(unit)
    actions: list[Fire] = []
    context = memo.fire_context_key(state, side)
    for group in groups.values():
        actions += _group_fire(game, state, group, targets, context=context) + _mortar_fire(game, state, group, struck)
    for unit in machines:
        actions += _vehicle_fire(game, state, unit, targets, context)
    return actions
