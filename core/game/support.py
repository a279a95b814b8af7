"""Off-board artillery and air support (18.1-18.8) and smoke placed by fire: smoke
barrages (11.4, 18.7) and smoke rounds of Guns, AFVs and mortars (11.3, 12.66, 16.7).

A mission is called in the Command Phase (`CallSupport`): an artillery mission
needs an unpinned friendly unit that sees the target hex (18.3), an air strike
none. An artillery mission rolls for accuracy (18.4) and may drift one or two
hexes along one of the six hex directions of the Scatter Diagram
(`SCATTER_DIRECTIONS`); off the map it is wasted. Whatever it lands on is attacked, friend or foe (18.5): the
soft targets on the AP Combat Table with the hex's cover only, each AFV with a
to-hit roll and its rear armor (core.game.at_fire.support_vs_afvs). The
mission's strength comes from core/data/tables.json (seed 004's Fire Support).

Infantry smoke (11.2) is placed by core.game.movement_phase when a move starts.
Smoke wears off in core.game.phases (5.36): Smoke 2 lasts two player turns.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, cast

from core.combat.ap import resolve_fire_support_ap
from core.combat.checks import support_scatter
from core.game import event_types as ev
from core.game import fog, memo
from core.game.actions import Action, CallSupport, FireSmoke
from core.game.ap_attack import cover_modifiers
from core.game.at_fire import support_vs_afvs
from core.game.casualties import ap_targets
from core.game.casualty_choices import spend_or_ask
from core.game.editions import every_source_asks
from core.game.fire import mortar_may_fire_from, spotted
from core.game.fire_power import (
    MORTAR,
    fire_group_apfp,
    fortification_at,
    in_ffa,
    is_mortar,
    mortar_spans,
    weapon,
)
from core.game.state import GameState, Phase, UnitState, Where
from core.game.valor import kind
from core.sides import Side
from core.tables import FireSupportType, fire_support
from core.unit_kinds import INFANTRY_KINDS, VEHICLE_KINDS
from core.unit_model import Kind

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

ARTILLERY = (FireSupportType.LIGHT_BARRAGE.value, FireSupportType.HEAVY_BARRAGE.value)
AIR_STRIKE = FireSupportType.AIR_STRIKE.value
MISSIONS = (*ARTILLERY, AIR_STRIKE)
SCATTERING = ARTILLERY
"""18.4 rolls for accuracy for each artillery mission; fighter-bombers see every hex (18.3) and
are not said to drift, so an air strike lands where it is called (docs/decisions/support.md)."""
AIR_BURSTING = ARTILLERY
"""18.6 doubles the Casualty Points of an artillery strike against infantry in woods."""
SCATTER_DIRECTIONS = {1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5}
"""The Scatter Diagram: the direction die read clockwise from the top hexside, 1 N, 2 NE,
3 SE, 4 S, 5 SW, 6 NW (core.hexes direction numbers)."""
FIRED_SMOKE = 2
"""11.3, 11.4: Guns, AFVs, mortars and artillery place Smoke 2 for two smoke factors."""

_MAP = Where.MAP  # an Enum member read off its class is slow: unit scans read these


class NoMissionError(ValueError):
    """A mission (or, for a smoke barrage, an artillery mission) the side no longer has (18.8)."""


class NoSmokeError(ValueError):
    """Smoke called for with fewer smoke factors than it costs (11.1), or by an air strike (18.7)."""


# --- what the side has and sees ---------------------------------------------------------------


def missions_left(state: GameState, side: Side, mission: str) -> int:
    return int(getattr(state.sides[side], FireSupportType(mission).value))


def spotter_hexes(state: GameState, side: Side) -> list[str]:
    return sorted({u.hex for u in state.units.values()
                   if u.side == side and u.where == _MAP and not u.pinned and u.hex})


# --- where it lands ---------------------------------------------------------------------------------


def scatter(game: Game, hex_name: str, hexes: int, direction_die: int) -> str | None:
    """18.4: the hex `hexes` away along the Scatter Diagram's direction; None off the map."""
    direction = SCATTER_DIRECTIONS[direction_die]
    landing = game.hex(hex_name)
    for _ in range(hexes):
        landing = landing.neighbor(direction)
    return game.name(landing) if landing in game.battlefield else None


def landing_hex(game: Game, state: GameState, side: Side, mission: str, target: str) -> str | None:
    """Roll for accuracy (18.4): 1-4 on target, 5 one hex off, 6 two, in a direction rolled
    on the Scatter Diagram. None: the mission drifted off the map and is wasted."""
    if mission not in SCATTERING:
        state.emit(ev.SupportAccuracy(mission=mission, target=target, roll=None, landed=target))
        return target
    roll = state.dice.roll_d6(side)
    hexes = support_scatter(roll, game.scenario.ruleset)
    direction = state.dice.roll_d6(side) if hexes else None
    landed = scatter(game, target, hexes, direction) if direction is not None else target
    state.emit(ev.SupportAccuracy(mission=mission, target=target, roll=roll, scatter=hexes,
                                  direction=direction, landed=landed))
    return landed


# --- what it does --------------------------------------------------------------------------------------


def resolve_mission(game: Game, state: GameState, side: Side, mission: str, hex_name: str) -> None:
    """18.5: every unit in the hex, either side's: one AP roll for all the soft targets (the
    hex's cover, no hindrance), then a to-hit roll for each AFV against its rear armor."""
    strength = fire_support(mission, game.scenario.ruleset)
    soft = ap_targets(game, state, hex_name)
    if soft:
        cover = sum(m.value for m in cover_modifiers(game, state, hex_name, soft))
        roll = state.dice.roll_2d6(side)
        result = resolve_fire_support_ap(mission, roll, cover, ruleset=game.scenario.ruleset)
        state.emit(ev.SupportAttack(mission=mission, hex=hex_name, units=[u.id for u in soft],
                                    apfp=strength.apfp, roll=roll, cover=cover, modified=result.modified_roll,
                                    cp=result.casualty_points))
        hit = {str(u.side) for u in soft}  # 14.61: a hex holding both sides' units is left to the policy
        if spend_or_ask(game, state, {"hex": hex_name, "points": result.casualty_points,
                                      "side": hit.pop() if len(hit) == 1 else None, "only": None,
                                      "attacker_hex": None, "air_burst": mission in AIR_BURSTING},
                        {"attack": "support", "mission": mission, "side": str(side)},
                        ask=every_source_asks(game)) is None:
            return  # the owner of the soft targets allocates; the AFVs are rolled for after his answer
    finish_mission(game, state, side, mission, hex_name)


def finish_mission(game: Game, state: GameState, side: Side, mission: str, hex_name: str) -> None:
    """18.5: what follows the soft targets' Casualty Points: a to-hit roll for each AFV. Run at
    once, or after their owner allocated them (core.game.casualties_by_hand)."""
    support_vs_afvs(game, state, hex_name, fire_support(mission, game.scenario.ruleset).atfp, side=side)


def place_smoke(game: Game, state: GameState, hex_name: str, level: int, side: Side, *, factors: int | None = None,
                by: str = "") -> None:
    """11.1: one marker a hex; placing it costs the side smoke factors (its level unless told).
    Smoke landing on smoke leaves the thicker of the two (a scattered barrage can)."""
    cost = level if factors is None else factors
    state.sides[side].smoke_factors = max(state.sides[side].smoke_factors - cost, 0)
    state.smoke[hex_name] = max(state.smoke.get(hex_name, 0), level)
    state.emit(ev.Smoke(hex=hex_name, level=state.smoke[hex_name], by=by, side=side))


# --- Command Phase: calling support ---------------------------------------------------------------------


def handle_call_support(game: Game, state: GameState, action: Action) -> None:
    call = cast(CallSupport, action)
    side = state.active
    if missions_left(state, side, call.mission) < 1:
        raise NoMissionError(f"{side} has no {call.mission} left (18.8)")
    if call.smoke:
        smoke_barrage(game, state, side, call.mission, call.target)
        return
    setattr(state.sides[side], call.mission, missions_left(state, side, call.mission) - 1)  # 18.8
    state.emit(ev.Support(side=side, mission=call.mission, target=call.target, smoke=False))
    landed = landing_hex(game, state, side, call.mission, call.target)
    if landed is not None and any(u.hex == landed and u.where == _MAP for u in state.units.values()):
        resolve_mission(game, state, side, call.mission, landed)


def smoke_barrage(game: Game, state: GameState, side: Side, mission: str, target: str) -> None:
    """18.7: an artillery mission the side still has lays Smoke 2 where it lands, for two
    smoke factors, and is not used up; one that drifts off the map still costs the factors."""
    if mission not in ARTILLERY:
        raise NoSmokeError("fighter-bombers may not place smoke (18.7)")
    if state.sides[side].smoke_factors < FIRED_SMOKE:
        raise NoSmokeError(f"{side} has fewer than {FIRED_SMOKE} smoke factors (11.4)")
    state.emit(ev.Support(side=side, mission=mission, target=target, smoke=True))
    landed = landing_hex(game, state, side, mission, target)
    if landed is None:
        state.sides[side].smoke_factors -= FIRED_SMOKE
        return
    place_smoke(game, state, landed, FIRED_SMOKE, side, by="barrage")


def support_actions(game: Game, state: GameState) -> list[Action]:
    """A modest list: each mission the side has at each enemy hex it sees (artillery only
    where a spotter sees it), and smoke barrages at the hexes screening its units."""
    side = state.active
    available = [m for m in MISSIONS if missions_left(state, side, m) > 0]
    if not available or state.moving is not None:
        return []
    enemy = enemy_hexes(game, state, side)
    eyes = tuple(spotter_hexes(state, side))
    spotted_hexes = _spotted_among(game, state, enemy, eyes) if set(available) & set(ARTILLERY) else set()
    actions: list[Action] = []
    for mission in available:
        aimed = enemy if mission == AIR_STRIKE else [h for h in enemy if h in spotted_hexes]
        actions += [CallSupport(mission, h) for h in aimed]
    artillery = next((m for m in available if m in ARTILLERY), None)
    if artillery is not None and state.sides[side].smoke_factors >= FIRED_SMOKE:
        screens = screening_hexes(game, state, side)
        seen = _spotted_among(game, state, screens, eyes)
        actions += [CallSupport(artillery, h, smoke=True) for h in screens if h in seen]
    return actions


def _spotted_among(game: Game, state: GameState, hexes: list[str], eyes: tuple[str, ...]) -> set[str]:
    """18.3, 14.7: the hexes among `hexes` that an unpinned friendly unit on the map sees
    (`eyes`: spotter_hexes), each spotter's hex looked up once for them all."""
    sight, spotters = game.sight(state), [game.hex(h) for h in eyes]
    # Remembered per Game on the spotters' hexes and the target: a blocked line is blocked under any smoke (11.5),
    # but not on every turn of a night (the visibility limit is part of the key).
    known, watch = memo.store(game, "spotted"), memo.token(game, (eyes, game.sight_key(state)[1]))
    found = set()
    for name in hexes:
        seen = known.get((watch, name))
        if seen is None:
            target = game.hex(name)  # the nearest spotters first: the likeliest to see it, so the fewest lines asked
            seen = known[(watch, name)] = any(sight.can_see(eye, target) for eye in sorted(spotters, key=target.distance))
        if seen:
            found.add(name)
    return found


def enemy_hexes(game: Game, state: GameState, side: Side) -> list[str]:
    """The hexes holding enemy units on the map that the side may aim at, in scenario order."""
    seen = fog.visible_enemy_hexes(game, state, side)
    found: dict[str, None] = {}
    for unit in state.units.values():
        if unit.side != side and unit.where == _MAP and unit.hex in seen:
            found[unit.hex] = None
    return list(found)


def screening_hexes(game: Game, state: GameState, side: Side) -> list[str]:
    """Hexes without smoke next to the side's units on their way to the nearest enemy they see:
    where smoke screens them. Keeps the choices few; any hex is legal to the handler."""
    enemy = enemy_hexes(game, state, side)
    if not enemy:
        return []
    own = tuple(sorted(state.occupied_hexes(side)))
    found = memo.remembered(game, "screening_hexes", (own, tuple(enemy)), partial(_screening, game, own, enemy))
    return [h for h in found if h not in state.smoke]


def _screening(game: Game, own: tuple[str, ...], enemy: list[str]) -> list[str]:
    """screening_hexes before the smoke: only an enemy at the nearest distance can be neared."""
    enemies = [game.hex(h) for h in enemy]
    found: dict[str, None] = {}
    for name in own:
        here = game.hex(name)
        distances = [here.distance(e) for e in enemies]
        near = min(distances)
        nearest = [e for e, hexes in zip(enemies, distances) if hexes == near]
        for next_hex in game.battlefield.neighbors(here):
            if any(next_hex.distance(e) < near for e in nearest):  # nearer to the nearest
                found[game.name(next_hex)] = None
    return list(found)


# --- Fire Phase: smoke rounds ---------------------------------------------------------------------------


def smoke_round_reaches(game: Game, state: GameState, unit: UnitState, target: str) -> bool:
    """11.3: a Gun or a vehicle's Gun with a line of sight (its arc and a bunker's, 7.4, 19.5;
    no range limit, 16.2), or a squad's mortar within its ranges that it or a spotter sees (12.66)."""
    if unit.where != _MAP or unit.pinned or unit.fired or not unit.hex or unit.hex == target:
        return False
    origin, aim = game.hex(unit.hex), game.hex(target)
    if kind(game, unit) in INFANTRY_KINDS:
        hexes = origin.distance(aim)  # no mortar at that range: no barrage (12.65), whatever else holds
        if not any(low <= hexes <= high for low, high in mortar_spans(game, [unit])):
            return False
        if not mortar_may_fire_from(game, state, unit.hex):
            return False
        power = fire_group_apfp(game, state, [unit], target, weapons=(MORTAR,))
        return power.total > 0 and spotted(game, state, unit.side, unit.hex, target)
    if not _may_fire_smoke(game, unit) or (_forward_only(game, unit) and not in_ffa(origin, unit.facing, aim)):
        return False
    bunker = fortification_at(state, unit.hex, game.terrain.bunkers)
    if bunker is not None and not in_ffa(origin, bunker.get("facing"), aim):
        return False
    return game.sight(state).can_see(origin, aim)


def smoke_round_actions(game: Game, state: GameState) -> list[Action]:
    """5.32: in his Fire Phase the active player may fire smoke instead of attacking. Listed: the
    enemy hexes he sees and the hexes screening his units, none already smoked (11.1); any
    other hex he may fire at is admitted (admit_smoke_round), not listed."""
    side = state.active
    if state.moving is not None or state.sides[side].smoke_factors < FIRED_SMOKE:
        return []
    firers = [u for u in state.units.values() if u.side == side and u.where == _MAP
              and not u.fired and not u.pinned and _may_fire_smoke(game, u)]
    if not firers:
        return []
    targets = [h for h in dict.fromkeys(enemy_hexes(game, state, side) + screening_hexes(game, state, side))
               if h not in state.smoke]
    return [FireSmoke(u.id, h) for u in firers for h in targets if smoke_round_reaches(game, state, u, h)]


def admit_smoke_round(game: Game, state: GameState, action: Action) -> bool:
    """11.3, 16.7, 12.66: a smoke round may go to any hex the firer could fire it at (its line of
    sight, a mortar's spotter), not only the few the listing offers; never into a hex that
    already has smoke (11.1: one marker a hex)."""
    if not isinstance(action, FireSmoke) or state.phase != Phase.FIRE or state.moving is not None:
        return False
    unit = state.units.get(action.unit)
    if unit is None or unit.side != state.active or state.sides[unit.side].smoke_factors < FIRED_SMOKE:
        return False
    try:
        known = game.name(game.hex(action.target)) == action.target
    except ValueError:
        return False
    return (known and action.target not in state.smoke and _may_fire_smoke(game, unit)
            and smoke_round_reaches(game, state, unit, action.target))


def smoke_rounds_at(game: Game, state: GameState, hex_name: str) -> list[Action]:
    """The smoke rounds the side to act may fire into one hex (a person who picked the hex)."""
    if state.phase != Phase.FIRE or state.moving is not None:
        return []
    shots: list[Action] = [FireSmoke(u.id, hex_name) for u in state.units.values()
                           if u.side == state.active and u.where == _MAP and not u.fired and not u.pinned]
    return [a for a in shots if admit_smoke_round(game, state, a)]


def _may_fire_smoke(game: Game, unit: UnitState) -> bool:
    """Guns, vehicles with a Gun, and infantry carrying a mortar (11.3)."""
    unit_kind = kind(game, unit)
    if unit_kind == Kind.GUN:
        return True
    if unit_kind in VEHICLE_KINDS:
        return game.info(unit.type).gun is not None
    return unit_kind in INFANTRY_KINDS and any(is_mortar(weapon(game, w)) for w in unit.weapons)


def _forward_only(game: Game, unit: UnitState) -> bool:
    """7.4: a Gun, and a vehicle whose Gun has no turret, fire only into the Forward Firing Arc."""
    if kind(game, unit) == Kind.GUN:
        return True
    gun = game.info(unit.type).gun
    return gun is not None and not gun.turreted


def handle_fire_smoke(game: Game, state: GameState, action: Action) -> None:
    """11.3, 12.66, 16.7: Smoke 2 in the target hex with no roll; the firer takes a Fire marker."""
    shot = cast(FireSmoke, action)
    unit = state.units[shot.unit]
    if state.sides[unit.side].smoke_factors < FIRED_SMOKE:
        raise NoSmokeError(f"{unit.side} has fewer than {FIRED_SMOKE} smoke factors (11.3)")
    unit.fired = True
    place_smoke(game, state, shot.target, FIRED_SMOKE, unit.side, by=unit.id)


def register(rules: Rulebook) -> None:
    """Fire missions in the Command Phase, smoke rounds in the Fire Phase."""
    rules.handle(handle_call_support, CallSupport)
    rules.provide(support_actions, Phase.COMMAND)
    rules.provide(smoke_round_actions, Phase.FIRE)
    rules.handle(handle_fire_smoke, FireSmoke)
    rules.admit(admit_smoke_round, FireSmoke)
    rules.offer_at_hex(smoke_rounds_at)
