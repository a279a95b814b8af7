"""The Fire and Defensive Fire Phases (5.32, 5.34): the Fire action and the fire choices,
AP fire by fire groups (14.2), mortar barrages (12.6x) and vehicles and Guns (14.3-14.4).

The attack itself is core.game.ap_attack, which every rule that fires AP shares.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, NamedTuple, cast

from core.game import fog, memo
from core.game.actions import Action, Fire
from core.game.ap_attack import ap_attack
from core.game.casualties import is_collateral
from core.game.fire_power import (
    MORTAR,
    distance,
    expendable_choices,
    fire_group_apfp,
    fortification_at,
    group_reach,
    mortar_carriers,
    mortar_spans,
)
from core.game.state import GameState, Phase, UnitState, Where
from core.game.valor import kind
from core.hexes import Hex
from core.sides import Side, other_side
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

_CARRIED, _MAP = Where.CARRIED, Where.MAP  # an Enum member read off its class is slow: unit scans read these


def handle_fire(game: Game, state: GameState, action: Action) -> None:
    fire = cast(Fire, action)
    firers = [state.units[i] for i in fire.units]
    if MORTAR not in fire.weapons:  # a barrage is an attack of its own (12.6x), not a fire group's
        record_group_fire(game, state, firers, fire.target)
    ap_attack(game, state, firers, fire.target, weapons=fire.weapons, ask=True)  # the owner may allocate (14.61)


FIRE_PHASES = (Phase.FIRE, Phase.DEFENSIVE_FIRE)


def fired_key(origin: str, target: str) -> str:
    """How GameState.fired_at names one hex's infantry firing at one target hex."""
    return f"{origin}>{target}"


def record_group_fire(game: Game, state: GameState, firers: list[UnitState], target: str) -> None:
    """14.2: once a hex's infantry has fired at a target, the rest of that hex may not fire at
    it separately this phase (they would have had to join the group)."""
    if state.phase in FIRE_PHASES and firers and firers[0].where == Where.MAP and firers[0].hex \
            and game.kind(firers[0]) in INFANTRY_KINDS:
        key = fired_key(firers[0].hex, target)
        if key not in state.fired_at:
            state.fired_at.append(key)


def forget_group_fire(game: Game, state: GameState) -> None:
    """The record of 14.2 lasts one phase: Fire markers keep the firers from firing again."""
    state.fired_at.clear()


def mortar_may_fire_from(game: Game, state: GameState, hex_name: str) -> bool:
    """12.61, 19.5: never from a building hex or a bunker."""
    return (not game.terrain.get(game.battlefield.terrain(game.hex(hex_name))).mortar_prohibited
            and fortification_at(state, hex_name, game.terrain.bunkers) is None)


def spotted(game: Game, state: GameState, side: Side, firer_hex: str, target_hex: str) -> bool:
    """12.62: the mortar's own LOS, or an unpinned friendly unit on the map with LOS to the target."""
    sight = game.sight(state)
    target = game.hex(target_hex)
    if sight.can_see(game.hex(firer_hex), target):
        return True
    spotters = sorted({u.hex for u in state.units.values()
                       if u.side == side and u.where == _MAP and not u.pinned and u.hex})
    return any(sight.can_see(game.hex(h), target) for h in spotters)


# --- the choices of the Fire and Defensive Fire Phases ---------------------------------------------


def _ready(unit: UnitState) -> bool:
    """13.1 one attack a turn; 14.7 pinned units do nothing."""
    return not unit.fired and not unit.pinned


def target_hexes(game: Game, state: GameState, enemy: Side, *, vehicles_too: bool = False) -> list[str]:
    """Enemy hexes holding something AP fire can hurt (14.1: not AFVs alone), in scenario
    order; `vehicles_too`: AFV hexes as well, which a mortar barrage may strike (12.67)."""
    targets, struck = _both_targets(game, state, enemy)
    return struck if vehicles_too else targets


def _both_targets(game: Game, state: GameState, enemy: Side) -> tuple[list[str], list[str]]:
    """target_hexes without and with `vehicles_too`, in one pass over the units (a hex is
    listed where its first unit that qualifies stands in scenario order)."""
    targets: dict[str, None] = {}
    struck: dict[str, None] = {}
    allowed: dict[str, bool] = {}
    side, kind_of, afv = other_side(enemy), game.kind, Kind.AFV
    for unit in state.units.values():
        hex_name = unit.hex
        if unit.side != enemy or not hex_name or hex_name in targets:
            continue
        where = unit.where
        if where == _MAP:
            hurt = kind_of(unit) != afv  # is_ap_target, inlined for the units on the map
        elif where == _CARRIED:
            hurt = is_collateral(game, state, unit)
        else:
            continue
        may = allowed.get(hex_name)  # seed 004 fog of war: only units seen may be attacked (asked once a hex)
        if may is None:
            may = allowed[hex_name] = fog.may_target(game, state, side, hex_name)
        if not may:
            continue
        if hurt:
            targets[hex_name] = None
            struck.setdefault(hex_name, None)
        elif where == _MAP:
            struck.setdefault(hex_name, None)
    return list(targets), list(struck)


Aim = tuple[str, Hex]
"""A target hex by name and as a Hex (the listing measures every group's range to it)."""


class Aims(NamedTuple):
    """A listing's targets: their names (a key of the stores below, built once) and each as an Aim."""

    names: tuple[str, ...]
    hexes: list[Aim]


def _aims(game: Game, targets: tuple[str, ...]) -> Aims:
    """Remembered per list of targets (the callers only read them)."""
    known = memo.store(game, "aims")
    found: Aims | None = known.get(targets)
    if found is None:
        found = known[targets] = Aims(targets, [(t, game.hex(t)) for t in targets])
    return found


def _in_reach(game: Game, group: list[UnitState], aims: Aims) -> tuple[list[str], set[str]]:
    """The targets other than the group's own hex within its farthest reach (13.3), and those
    of them adjacent: the others would be listed with no Fire action, so they are not asked.
    Remembered per list of targets, then origin and reach (a phase lists the same targets again)."""
    origin = group[0].hex or ""
    farthest = group_reach(game, group)
    known = memo.store(game, "in_reach")
    per_origin = known.get(aims.names)
    if per_origin is None:
        per_origin = known[aims.names] = {}
    found = per_origin.get((origin, farthest))
    if found is None:
        found = per_origin[(origin, farthest)] = _reachable(game.hex(origin), farthest, aims.hexes)
    return found


def _reachable(origin: Hex, farthest: int | None, aims: list[Aim]) -> tuple[list[str], set[str]]:
    q, r = origin
    found: list[str] = []
    close: set[str] = set()
    for target, (q2, r2) in aims:
        hexes = (abs(q - q2) + abs(r - r2) + abs(q - q2 + r - r2)) // 2
        if hexes and (farthest is None or hexes <= farthest):
            found.append(target)
            if hexes == 1:
                close.add(target)
    return found, close


class _Seen:
    """`admit` for memo.per_target: whether a group in `origin` has a line of sight to a target."""

    def __init__(self, game: Game, state: GameState, origin: str) -> None:
        self.game, self.sight, self.origin = game, game.sight(state), game.hex(origin)

    def __call__(self, target: str) -> bool:
        return self.sight.can_see(self.origin, self.game.hex(target))  # blocked only: no hindrance worked out


def _group_fire(game: Game, state: GameState, group: list[UnitState], aims: Aims,
                extra: tuple[str, ...] = (), context: tuple[object, ...] | None = None, *,
                sighted: bool = True) -> list[Fire]:
    """14.2: the whole group (everyone able to reach) at each target in LOS, with each choice of expendables
    against an adjacent one. `extra` names vehicle weapons. Remembered per target (core.game.memo; `context`:
    its fire_context_key, when the caller has it); `sighted`: line of sight is asked here (not when the
    caller asks it)."""
    targets, close = _in_reach(game, group, aims) if group else ([], set())
    if not targets:
        return []
    side, origin = group[0].side, group[0].hex or ""
    key = (memo.units_key(group), extra, memo.fire_context_key(state) if context is None else context)
    return memo.per_target(game, "group_fire", key, targets,
                           lambda target: _group_fire_at(game, state, group, target, extra),
                           close=close, close_key=memo.expendables_key(state, side),
                           admit=_Seen(game, state, origin) if sighted else None)


def _group_fire_at(game: Game, state: GameState, group: list[UnitState], target: str,
                   extra: tuple[str, ...]) -> list[Fire]:
    """The group's Fire actions at the target as if it were in LOS (the caller asks that)."""
    origin = group[0].hex or ""
    plain = fire_group_apfp(game, state, group, target, weapons=extra)
    if plain.total <= 0:
        return []
    actions = [Fire(plain.firing, target, plain.vehicle_weapons)]
    if distance(game, origin, target) != 1:
        return actions
    for expendables in expendable_choices(game, state, group[0].side)[1:]:
        power = fire_group_apfp(game, state, group, target, weapons=extra + expendables)
        if set(expendables) == set(power.expendables):
            actions.append(Fire(power.firing, target, power.vehicle_weapons + power.expendables))
    return actions


def _mortar_fire(game: Game, state: GameState, carriers: list[UnitState], aims: Aims) -> list[Fire]:
    """12.6x: a hex's mortars together (its units carrying one), at targets from 2 hexes out
    that they or a spotter see."""
    group = carriers
    origin = group[0].hex or ""
    if not mortar_may_fire_from(game, state, origin):
        return []
    spans = mortar_spans(game, carriers)
    here = game.hex(origin)
    actions = []
    for target, at in aims.hexes:
        hexes = here.distance(at)
        if not any(low <= hexes <= high for low, high in spans):
            continue  # no mortar reaches: the barrage would bring 0 APFP (12.65)
        power = fire_group_apfp(game, state, carriers, target, weapons=(MORTAR,))
        if power.total > 0 and spotted(game, state, group[0].side, origin, target):
            actions.append(Fire(power.firing, target, (MORTAR,)))
    return actions


def _vehicle_fire(game: Game, state: GameState, unit: UnitState, aims: Aims,
                  context: tuple[object, ...] | None = None, carried: list[UnitState] | None = None) -> list[Fire]:
    """14.3-14.4: an AFV, vehicle or Gun alone with every weapon that reaches, its
    passengers with it; passengers alone where it cannot fire. `carried`: its passengers,
    when the caller has them."""
    carried = state.passengers(unit.id) if carried is None else carried
    passengers = [p for p in carried if _ready(p) and kind(game, p) in INFANTRY_KINDS]
    context = memo.fire_context_key(state) if context is None else context
    if not _ready(unit):
        return _group_fire(game, state, passengers, aims, context=context) if passengers and not unit.pinned else []
    targets, close = _in_reach(game, [unit] + passengers, aims)  # beyond: neither it nor they fire
    if not targets:
        return []
    key = (memo.unit_key(unit), memo.units_key(passengers), context)
    return memo.per_target(game, "vehicle_fire", key, targets,
                           lambda target: _vehicle_fire_at(game, state, unit, passengers, target),
                           close=close, close_key=memo.expendables_key(state, unit.side),
                           admit=_Seen(game, state, unit.hex or ""))


def _vehicle_fire_at(game: Game, state: GameState, unit: UnitState, passengers: list[UnitState],
                     target: str) -> list[Fire]:
    """As if the target were in LOS (its passengers share its hex and so its LOS)."""
    alone = fire_group_apfp(game, state, [unit], target)
    if alone.total > 0 and not passengers:  # what _group_fire would list: it alone, no expendables
        return [Fire(alone.firing, target, alone.vehicle_weapons)]
    aim = _aims(game, (target,))
    if alone.total > 0:
        return _group_fire(game, state, [unit] + passengers, aim, alone.vehicle_weapons, sighted=False)
    return _group_fire(game, state, passengers, aim, sighted=False) if passengers else []


def _mortar_positions(game: Game, group: list[UnitState], units: tuple[object, ...]) -> tuple[int, ...]:
    """Where in the group its mortar carriers stand, remembered per memo.units_key of the group."""
    known = memo.store(game, "mortar_positions")
    found: tuple[int, ...] | None = known.get(units)
    if found is None:
        carrying = {id(u) for u in mortar_carriers(game, group)}
        found = known[units] = tuple(i for i, u in enumerate(group) if id(u) in carrying)
    return found


def fire_actions(game: Game, state: GameState) -> list[Fire]:
    """Every hex's ready infantry as one fire group, its mortars as one barrage, and each
    AFV, vehicle and Gun, at every enemy hex in range and LOS. Smaller groups (14.2) are
    not listed: core.game.fire_groups admits them."""
    if state.moving is not None:
        return []
    side = game.to_act(state)
    targets, struck = _both_targets(game, state, other_side(side))
    if not struck:
        return []
    groups: dict[str, list[UnitState]] = {}
    machines: list[UnitState] = []
    carried: dict[str, list[UnitState]] = {}  # passengers of either side, by carrier
    kind_of = game.kind
    for unit in state.units.values():
        if unit.where == _CARRIED:
            if unit.carrier:
                carried.setdefault(unit.carrier, []).append(unit)
        elif unit.side == side and unit.where == _MAP and unit.hex:
            if kind_of(unit) not in INFANTRY_KINDS:
                machines.append(unit)
            elif not unit.fired and not unit.pinned:  # _ready, inlined
                group = groups.get(unit.hex)
                if group is None:
                    groups[unit.hex] = [unit]
                else:
                    group.append(unit)
    actions: list[Fire] = []
    context = memo.fire_context_key(state)
    aimed, hit = tuple(targets), tuple(struck)
    aims, struck_aims = _aims(game, aimed), _aims(game, hit)
    # What every group's answer reads beyond its units: a phase lists them again after each action.
    smoke = game.sight_key(state)  # the smoke and the turn's visibility (night)
    listing = memo.token(game, (aimed, smoke, context, memo.expendables_key(state, side)))
    struck_key = memo.token(game, (hit, smoke, context))
    spotters: tuple[str, ...] | None = None  # what `spotted` reads: asked once, if a group has mortars
    # The stores asked once a listing, not once a group (memo.remembered's lookup, inlined: most groups hit).
    listings, positioned = memo.store(game, "group_listing"), memo.store(game, "mortar_positions")
    for group in groups.values():
        units = memo.units_key(group)
        found = listings.get((units, listing))
        if found is None:
            found = listings[(units, listing)] = tuple(_group_fire(game, state, group, aims, context=context))
        if state.fired_at:  # 14.2: a hex's infantry that fired at a target left none to fire at it apart
            fired = state.fired_at
            found = tuple(a for a in found if fired_key(group[0].hex or "", a.target) not in fired)
        actions += found
        positions = positioned.get(units)
        if positions is None:
            positions = _mortar_positions(game, group, units)
        if positions:
            if spotters is None:
                spotters = tuple(sorted({u.hex for u in state.units.values()
                                         if u.side == side and u.where == _MAP and not u.pinned and u.hex}))
            carriers = [group[i] for i in positions]
            actions += memo.remembered(game, "mortar_listing", (tuple(units[i] for i in positions), struck_key, spotters),
                                       partial(_mortar_fire, game, state, carriers, struck_aims))
    vehicles = memo.store(game, "vehicle_listing")
    for unit in machines:
        aboard = carried.get(unit.id, [])
        ready = [p for p in aboard if _ready(p) and kind(game, p) in INFANTRY_KINDS] if aboard else aboard
        key = (memo.unit_key(unit), unit.fired, unit.pinned, memo.units_key(ready), listing)
        found = vehicles.get(key)
        if found is None:
            found = vehicles[key] = tuple(_vehicle_fire(game, state, unit, aims, context, aboard))
        actions += found
    return actions


def register(rules: Rulebook) -> None:
    """The Fire action and the AP fire choices of both Fire phases."""
    rules.provide(fire_actions, Phase.FIRE, Phase.DEFENSIVE_FIRE)
    rules.handle(handle_fire, Fire)
