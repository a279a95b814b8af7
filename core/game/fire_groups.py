"""Smaller fire groups (14.2) and assault groups (15.1): the choices the listing leaves out.

The legal-action list offers each hex's ready infantry as one group (every subset would
swamp it and the computer would weigh them all). A player may still fire any part of a
hex's infantry at one target and the rest at another (14.2), or assault with as many or
as few as he likes (15.1), and name fewer Grenades counters or satchel charges than the
group could use (12.52, 12.53: one of each per unit and attack). Such an action carries
the chosen unit ids; `admit_fire` and `admit_assault` say whether it is legal where it
stands (Game.allows), and `group_choices` lists the actions of exactly the units a
player has checked (the test-run window's unit selection).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from core.game import fog
from core.game.actions import Action, Assault, Fire
from core.game.assault_strength import attack_strength
from core.game.fire import FIRE_PHASES, fired_key, forget_group_fire, target_hexes
from core.game.fire_power import MORTAR, VEHICLE_WEAPONS, expendable_choices, fire_group_apfp, group_reach
from core.game.hex_tables import neighbours
from core.game.state import GameState, Phase, UnitState, Where
from core.sides import other_side
from core.unit_kinds import INFANTRY_KINDS

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

def _hex_group(game: Game, state: GameState, ids: tuple[str, ...], side: object) -> list[UnitState] | None:
    """The named units in the given order if they are distinct ready infantry of `side` on the
    map in one hex (13.1 one attack a turn, 14.7 not pinned); None otherwise."""
    if not ids or len(set(ids)) != len(ids) or any(i not in state.units for i in ids):
        return None
    units = [state.units[i] for i in ids]
    origin = units[0].hex
    for unit in units:
        if (unit.side != side or unit.where != Where.MAP or unit.hex != origin or unit.fired or unit.pinned
                or game.kind(unit) not in INFANTRY_KINDS):
            return None
    return units


def _fire_targets(game: Game, state: GameState, group: list[UnitState]) -> list[str]:
    """The enemy hexes the group may fire at now: AP targets the side knows of (seed 004), in
    reach (13.3) and line of sight, that its hex has not fired at this phase (14.2)."""
    origin = group[0].hex or ""
    here, farthest, sight = game.hex(origin), group_reach(game, group), game.sight(state)
    found = []
    for target in target_hexes(game, state, other_side(group[0].side)):
        hexes = here.distance(game.hex(target))
        if (hexes and (farthest is None or hexes <= farthest) and fired_key(origin, target) not in state.fired_at
                and sight.can_see(here, game.hex(target))):
            found.append(target)
    return found


def _fire_matches(game: Game, state: GameState, group: list[UnitState], target: str, weapons: tuple[str, ...]) -> bool:
    """Every named unit adds APFP (14.2: a group is the units that fire) and every expendable
    named is used (12.52, 12.53), so the action says exactly what the attack does."""
    power = fire_group_apfp(game, state, group, target, weapons=weapons)
    return (power.total > 0 and power.firing == tuple(u.id for u in group)
            and Counter(power.expendables) == Counter(weapons))


def admit_fire(game: Game, state: GameState, action: Action) -> bool:
    """A Fire action by part of a hex's ready infantry, or with fewer expendables (14.2, 12.52)."""
    if not isinstance(action, Fire) or state.phase not in FIRE_PHASES or state.moving is not None:
        return False
    if MORTAR in action.weapons or any(w in VEHICLE_WEAPONS for w in action.weapons):
        return False  # mortar barrages and vehicles are listed whole (12.6x, 14.4)
    group = _hex_group(game, state, action.units, game.to_act(state))
    return (group is not None and action.target in _fire_targets(game, state, group)
            and _fire_matches(game, state, group, action.target, action.weapons))


def fire_choices(game: Game, state: GameState, ids: tuple[str, ...]) -> list[Action]:
    """The Fire actions of exactly these units: each target, without expendables and with each
    of the listing's four choices of them (against an adjacent hex)."""
    if state.phase not in FIRE_PHASES or state.moving is not None:
        return []
    group = _hex_group(game, state, ids, game.to_act(state))
    if group is None:
        return []
    actions: list[Action] = []
    for target in _fire_targets(game, state, group):
        for weapons in expendable_choices(game, state, group[0].side):
            power = fire_group_apfp(game, state, group, target, weapons=weapons)
            action = Fire(ids, target, power.expendables)
            if (power.total > 0 and power.firing == ids and set(power.expendables) == set(weapons)
                    and action not in actions):
                actions.append(action)
    return actions


def _assault_targets(game: Game, state: GameState, origin: str) -> list[str]:
    """15.1: adjacent enemy hexes the side knows of (seed 004), once per hex and phase."""
    if origin in state.assaulted_from:
        return []
    enemy = state.occupied_hexes(state.opponent)
    return [name for _, _, name in neighbours(game, origin)
            if name in enemy and fog.may_target(game, state, state.active, name)]


def _assault_group(game: Game, state: GameState, ids: tuple[str, ...]) -> list[UnitState] | None:
    """15.1: infantry of the active side from one hex that did not advance (a Fire or Move
    marker does not matter here, a pin does: 14.7)."""
    if state.phase != Phase.ADVANCE or state.moving is not None or not ids or len(set(ids)) != len(ids):
        return None
    if any(i not in state.units or i in state.advanced for i in ids):
        return None
    units = [state.units[i] for i in ids]
    origin = units[0].hex
    if any(u.side != state.active or u.where != Where.MAP or u.hex != origin or u.pinned
           or game.kind(u) not in INFANTRY_KINDS for u in units):
        return None
    return units


def admit_assault(game: Game, state: GameState, action: Action) -> bool:
    """An Assault by as many or as few of the hex's eligible infantry as the player wants
    (15.1), naming as many Grenades counters and satchel charges as it uses (12.52, 12.53)."""
    if not isinstance(action, Assault):
        return False
    group = _assault_group(game, state, action.units)
    if group is None or action.target not in _assault_targets(game, state, group[0].hex or ""):
        return False
    strength = attack_strength(game, state, group, action.weapons)
    return strength.total >= 1 and Counter(strength.expendables) == Counter(action.weapons)


def assault_choices(game: Game, state: GameState, ids: tuple[str, ...]) -> list[Action]:
    """The Assault actions of exactly these units, with the listing's choices of expendables."""
    group = _assault_group(game, state, ids)
    if group is None:
        return []
    actions: list[Action] = []
    for target in _assault_targets(game, state, group[0].hex or ""):
        for weapons in expendable_choices(game, state, state.active):
            strength = attack_strength(game, state, group, weapons)
            if strength.total >= 1 and set(weapons) == set(strength.expendables):
                actions.append(Assault(ids, target, strength.expendables))
    return actions


def group_choices(game: Game, state: GameState, ids: tuple[str, ...]) -> list[Action]:
    return fire_choices(game, state, ids) + assault_choices(game, state, ids)


def register(rules: Rulebook) -> None:
    """Smaller fire and assault groups, admitted and listed on request."""
    rules.admit(admit_fire, Fire)
    rules.admit(admit_assault, Assault)
    rules.offer_for_units(group_choices)
    rules.at_phase_end(forget_group_fire, *FIRE_PHASES)
