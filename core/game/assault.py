"""Close assaults in play (15.1-15.10) and the Advance and Assault Phase's choices (5.35).

Infantry that did not advance assault an adjacent enemy hex from one hex, once
per hex per phase (15.1). Pinned defenders go first (15.9); the rest defend
with the APFP core.game.assault_strength works out; core.combat.assault reads
the Close Assault Table and says who takes how many Casualty Points (15.6-15.8,
15.81); this module rolls, applies the points (14.61 through
core.game.casualties, 15.10 against AFVs) and moves the survivors in when the
hex is cleared. Advancing is in core.game.advance (imported here so that it
registers with the assault rules).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.combat.assault import (
    AssaultResult,
    CloseAssault,
    assault_casualties_on_afv,
    assault_immobilizes,
    resolve_close_assault,
)
from core.game import event_types as ev
from core.game import fog
from core.game.actions import Action, Assault
from core.game.advance import move_units
from core.game.ap_attack import cover_modifiers
from core.game.assault_strength import Strength, attack_strength, defence_strength
from core.game.at_fire import crew_check
from core.game.casualties import (
    CasualtyReport,
    eliminate_unit,
    reduce_squad,
)
from core.game.casualty_choices import spend_or_ask
from core.game.fire_power import expendable_choices
from core.game.hex_tables import neighbours
from core.game.move_group import hex_holds
from core.game.objectives import take_objectives
from core.game.obstacles import obstacles_on_enter
from core.game.question_kinds import resume_later
from core.game.state import GameState, Phase, UnitState, Where
from core.game.valor import ignores_first_casualty
from core.hexes import Hexside
from core.sides import Side, other_side
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

__all__ = ["AssaultReport", "after_defence", "assault_actions", "changed_since", "close_assault", "defending_units",
           "end_assault", "hex_cover", "register", "uphill_levels"]

_TAIL = ("units", "origin", "target", "side", "cp", "record")
"""What the end of a close assault needs to know, as plain data (after_defence's `tail`)."""
_CARRIED, _MAP = Where.CARRIED, Where.MAP  # an Enum member read off its class is slow: unit scans read these


@dataclass(frozen=True)
class AssaultReport:
    attackers: tuple[str, ...]
    origin: str
    target: str
    attack: Strength
    defence: Strength | None  # None when only pinned units defended (15.9)
    result: AssaultResult
    pinned_eliminated: tuple[str, ...]
    attacker_losses: CasualtyReport | None
    defender_losses: tuple[str, ...]  # units of the defending side eliminated, reduced or immobilized
    occupied_by: tuple[str, ...]  # the assaulting units that moved into the hex (15.8)


# --- who may assault what ------------------------------------------------------------------------


def may_assault(game: Game, state: GameState, unit: UnitState) -> bool:
    """15.1: active infantry on the map that did not advance (or assault) this phase; 14.7 not pinned."""
    return (unit.where == _MAP and unit.side == state.active and not unit.pinned
            and unit.id not in state.advanced and game.kind(unit) in INFANTRY_KINDS)


def assault_actions(game: Game, state: GameState) -> list[Action]:
    """Each hex's eligible infantry together against each adjacent enemy hex it sees (15.1; seed
    004 fog of war), with each choice of expendables that changes something."""
    if state.moving is not None:
        return []
    groups: dict[str, list[UnitState]] = {}
    for unit in state.units.values():
        if unit.hex not in state.assaulted_from and may_assault(game, state, unit):
            groups.setdefault(unit.hex or "", []).append(unit)
    if not groups:
        return []
    enemy = state.occupied_hexes(state.opponent)
    choices = expendable_choices(game, state, state.active)
    actions: list[Action] = []
    for hex_name, units in groups.items():
        targets = [name for _, _, name in neighbours(game, hex_name)  # remembered per Game
                   if name in enemy and fog.may_target(game, state, state.active, name)]  # seed 004
        if not targets:
            continue
        ids = tuple(u.id for u in units)
        strengths = [(w, attack_strength(game, state, units, w)) for w in choices]
        usable = [strength.expendables for w, strength in strengths if _worth_offering(strength, w)]
        actions += [Assault(ids, target, weapons) for target in targets for weapons in usable]
    return actions


def _worth_offering(strength: Strength, weapons: tuple[str, ...]) -> bool:
    """Some APFP to assault with (15.6), and every kind of expendable named actually used (the
    action then names each counter used, 12.52, 12.53)."""
    return strength.total >= 1 and set(weapons) == set(strength.expendables)


# --- the assault -------------------------------------------------------------------------------------


def handle_assault(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, Assault)
    close_assault(game, state, [state.units[i] for i in action.units], action.target, action.weapons)


def defending_units(game: Game, state: GameState, target: str, side: Side) -> list[UnitState]:
    """15.1, 15.4, 15.5: every unit in the hex defends, passengers too; a towed Gun does not."""
    found = []
    for unit in state.units.values():
        if unit.side != side or unit.hex != target or not unit.in_play:
            continue
        if unit.where == _CARRIED and game.kind(unit) not in INFANTRY_KINDS:
            continue
        found.append(unit)
    return found


def hex_cover(game: Game, state: GameState, origin: str, target: str, defenders: Sequence[UnitState]) -> int:
    """15.8: the cover of the hex assaulted (terrain and the position its defenders hold, 13.4,
    19.x) and a wall, hedge or hedgerow on the hexside crossed (10.11: +1)."""
    cover = sum(m.value for m in cover_modifiers(game, state, target, [u for u in defenders if u.on_map]))
    feature = game.battlefield.feature(Hexside.between(game.hex(origin), game.hex(target)))
    if feature is not None:
        cover += game.terrain.hexside_features[feature].hindrance
    return cover


def uphill_levels(game: Game, origin: str, target: str) -> int:
    """15.81: levels climbed from the assaulting hex into the hex assaulted."""
    return max(game.battlefield.elevation(game.hex(target)) - game.battlefield.elevation(game.hex(origin)), 0)


def close_assault(game: Game, state: GameState, attackers: Sequence[UnitState], target: str,
                  weapons: Sequence[str] = ()) -> AssaultReport:
    """15.6-15.10: resolve one close assault end to end."""
    origin, side = attackers[0].hex or "", attackers[0].side
    enemy = other_side(side)
    ids = tuple(u.id for u in attackers)
    state.assaulted_from.append(origin)
    state.advanced.extend(i for i in ids if i not in state.advanced)
    attack = attack_strength(game, state, attackers, weapons)
    _spend(state, side, attack)
    pinned = eliminate_pinned(game, state, target, enemy)
    defenders = [u for u in defending_units(game, state, target, enemy) if not u.pinned]
    defence = defence_strength(game, state, defenders, origin) if defenders else None
    if defence is not None:
        _spend(state, enemy, defence)
    result = _resolve(game, state, attackers, origin, target, attack, defence, defenders, len(pinned))
    tail = {"units": list(ids), "origin": origin, "target": target, "side": str(side), "cp": result.attacker_casualty_points,
            "record": _record_fields(ids, origin, target, attack, defence, result, pinned)}
    losses: tuple[str, ...] = ()
    if result.defenders_eliminated:
        losses = tuple(g for u in state.units_at(target, enemy) for g in eliminate_unit(game, state, u, "close assault"))
    elif result.defender_casualty_points:
        losses, before = _defender_casualties(game, state, target, enemy, result.defender_casualty_points, origin)
        if before is not None:  # the defender allocates (14.61): the rest waits for his answer
            resume_later(state, {"step": "assault", "stage": "defence", **tail, "hit": list(losses), "before": before})
            return AssaultReport(ids, origin, target, attack, defence, result, pinned, None, losses, ())
    taken, occupied = after_defence(game, state, tail, losses)
    return AssaultReport(ids, origin, target, attack, defence, result, pinned, taken, losses, occupied)


def after_defence(game: Game, state: GameState, tail: dict[str, Any], losses: tuple[str, ...]
                  ) -> tuple[CasualtyReport | None, tuple[str, ...]]:
    """15.8: the assaulting units' Casualty Points, then the hex taken and the assault recorded.
    `tail` is the assault as plain data (a question asked on the way keeps it, core.game.casualty_resume)."""
    ids, origin, side = list(tail["units"]), str(tail["origin"]), Side(tail["side"])
    taken = None
    if tail["cp"]:
        taken = spend_or_ask(game, state, {"hex": origin, "points": tail["cp"], "side": str(side), "only": ids,
                                           "attacker_hex": None, "air_burst": False, "ap": False}, {"attack": "assault"})
        if taken is None:
            resume_later(state, {"step": "assault", "stage": "attackers", **{k: tail[k] for k in _TAIL},
                                 "losses": list(losses)})
            return None, ()
    return taken, end_assault(game, state, tail, losses)


def end_assault(game: Game, state: GameState, tail: dict[str, Any], losses: tuple[str, ...]) -> tuple[str, ...]:
    """15.8: the survivors take the cleared hex; the assault's event; objectives taken (returns who moved in)."""
    target, enemy = str(tail["target"]), other_side(Side(tail["side"]))
    attackers = [state.units[i] for i in tail["units"]]
    occupied = take_hex(game, state, attackers, str(tail["origin"]), target) if not state.units_at(target, enemy) else ()
    state.emit(ev.CloseAssault(**tail["record"], defender_losses=list(losses), occupied_by=list(occupied)))
    take_objectives(state, [target])
    return occupied


def units_as_they_are(state: GameState, side: Side) -> dict[str, list[str]]:
    """Where each unit of the side is and what it is, to tell afterwards which the points hit."""
    return {u.id: [u.where.value, u.type] for u in state.units.values() if u.side == side}


def changed_since(state: GameState, before: dict[str, list[str]]) -> list[str]:
    """The units eliminated or reduced since `before` (units_as_they_are)."""
    return [i for i, (where, type_id) in before.items() if [state.units[i].where.value, state.units[i].type] != [where, type_id]]


def _resolve(game: Game, state: GameState, attackers: Sequence[UnitState], origin: str, target: str,
             attack: Strength, defence: Strength | None, defenders: list[UnitState], pinned: int) -> AssaultResult:
    """15.6-15.9 with the numbers of the position; the assaulting side rolls (unless 15.9 says no roll)."""
    assault = CloseAssault(
        attack_apfp=attack.total, defend_apfp=defence.total if defence else 0,
        assaulting_units=len(attackers), defending_units=len(defenders), pinned_defenders=pinned,
        hex_cover=hex_cover(game, state, origin, target, defenders) if defenders else 0,
        uphill_levels=uphill_levels(game, origin, target) if defenders else 0,
        attacker_leader=attack.leader_modifier, attacker_grenades=len(attack.grenades),
        defender_leader=defence.leader_modifier if defence else 0,
        defender_grenades=len(defence.grenades) if defence else 0,
    )
    roll = state.dice.roll_2d6(attackers[0].side) if defenders else None
    return resolve_close_assault(assault, roll, game.scenario.ruleset)


def _spend(state: GameState, side: Side, strength: Strength) -> None:
    """12.5: an expendable is removed from play once used, each counter used (12.52, 12.53)."""
    stock = state.sides[side].expendables
    for type_id in strength.expendables:
        stock[type_id] = max(stock.get(type_id, 0) - 1, 0)


def eliminate_pinned(game: Game, state: GameState, target: str, side: Side) -> tuple[str, ...]:
    """15.9: pinned defenders are eliminated before the odds are worked out (with what they carry, 8.5)."""
    gone: list[str] = []
    for unit in defending_units(game, state, target, side):
        if unit.pinned and unit.in_play:
            gone += eliminate_unit(game, state, unit, "close assault, pinned (15.9)")
    return tuple(gone)


# --- Casualty Points of a failed assault on the defenders --------------------------------------------


def defender_casualties(game: Game, state: GameState, target: str, side: Side, cp: int, origin: str) -> tuple[str, ...]:
    """15.8, 15.10: each AFV first takes up to 3 points as an immobilization roll; the rest go to
    the other units (14.61, automatic allocation), then to AFV passengers (reduce or eliminate
    only, 14.65). Returns the units eliminated, reduced or immobilized."""
    return _defender_casualties(game, state, target, side, cp, origin)[0]


def _defender_casualties(game: Game, state: GameState, target: str, side: Side, cp: int, origin: str
                         ) -> tuple[tuple[str, ...], dict[str, list[str]] | None]:
    """defender_casualties, and the side's units as they are (units_as_they_are) when the owner is
    asked for the rest of the points: his answer tells which he hit (changed_since). A legal
    allocation asked about fulfils the points, so nothing is left for AFV passengers after it."""
    hit: list[str] = []
    left = cp
    for afv in [u for u in state.units_at(target, side) if game.kind(u) == Kind.AFV]:
        applied, left = assault_casualties_on_afv(left, game.scenario.ruleset)
        if _immobilization(game, state, afv, applied):
            hit.append(afv.id)
    if left > 0:
        before = {u.id: (u.where, u.type) for u in state.units.values() if u.side == side}
        report = spend_or_ask(game, state, {"hex": target, "points": left, "side": str(side), "only": None,
                                            "attacker_hex": origin, "air_burst": False, "ap": False}, {"attack": "assault"})
        if report is None:
            return tuple(dict.fromkeys(hit)), units_as_they_are(state, side)
        left = report.unfulfilled
        hit += [i for i, (where, type_id) in before.items() if (state.units[i].where, state.units[i].type) != (where, type_id)]
    if left > 0:
        hit += _afv_passenger_losses(game, state, target, side, left)
    return tuple(dict.fromkeys(hit)), None


def _immobilization(game: Game, state: GameState, afv: UnitState, applied: int) -> bool:
    """15.10: a die roll at or under the points immobilizes (3 points: no roll); 16.6: the crew
    checks when immobilized, and an immobilized AFV that survives an attack checks again."""
    was_immobile = afv.immobile
    die = state.dice.roll_d6(afv.side) if 0 < applied < 3 else None
    immobilized = applied > 0 and assault_immobilizes(applied, die, game.scenario.ruleset)
    state.emit(ev.AssaultImmobilization(unit=afv.id, points=applied, roll=die, immobilized=immobilized))
    if immobilized and not was_immobile:
        afv.immobile = True
        state.emit(ev.Immobilized(unit=afv.id))
    if afv.immobile:
        crew_check(game, state, afv)
    return immobilized and not was_immobile


def _afv_passenger_losses(game: Game, state: GameState, target: str, side: Side, cp: int) -> list[str]:
    """15.10, 14.65: passengers of AFVs are reduced or eliminated for their full Casualty Rating,
    least valuable first (seed 004); a valorous one ignores its first point (22.3)."""
    riders = [u for u in state.units.values() if u.side == side and u.hex == target and u.where == _CARRIED
              and game.kind(u) in INFANTRY_KINDS and game.kind(state.units[u.carrier or ""]) == Kind.AFV]
    riders.sort(key=lambda u: game.points(u))
    hit, left = [], cp
    for rider in riders:
        if left <= 0:
            break
        if ignores_first_casualty(game, rider):
            left -= 1
            if left <= 0:
                break
        info = game.info(rider.type)
        rating = int(info.casualty)
        cut = rating - int(game.catalogue.half_squad_of(info).casualty) if getattr(info, "half_squad", None) else None
        if cut is not None and left <= cut:
            reduce_squad(game, state, rider)
            left -= cut
        else:
            eliminate_unit(game, state, rider, "close assault (15.10)")
            left -= rating
        hit.append(rider.id)
    return hit


# --- taking the hex -----------------------------------------------------------------------------------


def take_hex(game: Game, state: GameState, attackers: Sequence[UnitState], origin: str, target: str) -> tuple[str, ...]:
    """15.8: the surviving assaulters occupy the cleared hex at once, as many as it holds (a
    bunker two, 19.5: the most valuable stay together); entering it eliminates a sniper there
    (20.6) and sets off a minefield (19.7). 004: also after a failed assault whose losses
    cleared the hex."""
    survivors = [u for u in attackers if u.where == _MAP and u.hex == origin]
    survivors.sort(key=lambda u: -game.points(u))
    moving: list[UnitState] = []
    for unit in survivors:
        if hex_holds(game, state, target, moving + [unit]):
            moving.append(unit)
    if not moving:
        return ()
    chosen = {u.id for u in moving}
    ordered = [u for u in attackers if u.id in chosen]
    move_units(game, state, ordered, target)
    ids = [u.id for u in ordered]
    state.emit(ev.AssaultOccupy(units=ids, hex=target))
    obstacles_on_enter(game, state, ids, target)
    return tuple(ids)


def _record_fields(ids: tuple[str, ...], origin: str, target: str, attack: Strength, defence: Strength | None,
                   result: AssaultResult, pinned: tuple[str, ...]) -> dict[str, Any]:
    """The assault's event as plain data, but for the losses and who moved in (end_assault adds them)."""
    return {"units": list(ids), "origin": origin, "target": target, "attack": attack.total,
            "defence": defence.total if defence else 0, "weapons": list(attack.expendables),
            "defender_weapons": list(defence.expendables) if defence else [], "odds": result.odds,
            "kill_number": result.kill_number, "modified_kill_number": result.modified_kill_number,
            "roll": result.roll, "modified_roll": result.modified_roll, "leader": attack.leader,
            "defender_leader": defence.leader if defence else None, "success": result.defenders_eliminated,
            "pinned_eliminated": list(pinned), "attacker_cp": result.attacker_casualty_points,
            "defender_cp": result.defender_casualty_points}


def register(rules: Rulebook) -> None:
    """Close assaults in the Advance Phase."""
    rules.provide(assault_actions, Phase.ADVANCE)
    rules.handle(handle_assault, Assault)
