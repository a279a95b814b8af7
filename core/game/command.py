"""The Command Phase's reorganizing (5.31): splitting squads and combining half squads
(13.10, 22.4) and handing support weapons over (12.4, 12.2).

A split or combine changes what the side's units are worth (core.units prices a
squad and its two half squads differently) without anything being lost, so the
side's `start_points` moves by the difference: `lost_points` + the worth of the
units still in the game stays equal to `start_points`, and the fraction lost
(victory levels, seed 004) is measured against the force as it now stands.
The new half squad of a split is a new unit `<squad id>.2` (or .3 ... if taken),
placed right after the squad; combining keeps the first half squad's id and
removes the second from the game's units.

Units formed by a split or combine, and units handed a weapon, are listed in
`state.reorganized` until the phase ends and do not reorganize again in it:
a second step could only undo the first, and it keeps the phase finite.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from core.game import event_types as ev
from core.game import memo
from core.game.actions import Action, CombineHalfSquads, SplitSquad, TransferWeapon
from core.game.move_group import hex_holds
from core.game.state import GameState, Phase, UnitState, Where
from core.game.valor import may_combine, may_split
from core.sides import Side
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind
from core.units import SupportWeaponType, UnitCatalogue

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

__all__ = ["can_carry", "combine_half_squads", "command_actions", "register", "split_squad", "squad_of", "transfer_weapon"]

_MAP = Where.MAP  # an Enum member read off its class is slow: unit scans read these


class ReorganizeError(ValueError):
    """A split, combine or transfer the position does not allow."""


# --- what the rules allow ----------------------------------------------------------------------------


def _ready(unit: UnitState, side: Side) -> bool:
    """Active infantry on the map, not pinned (14.7: a pinned unit does nothing)."""
    return unit.side == side and unit.where == _MAP and not unit.pinned


def _settled(state: GameState, *units: UnitState) -> bool:
    """Not yet reorganized this phase (see the module docstring)."""
    return not any(u.id in state.reorganized for u in units)


def has_leader(game: Game, units: Sequence[UnitState]) -> bool:
    """5.31: an unpinned leader of the side in the hex."""
    return any(game.kind(u) == Kind.LEADER and not u.pinned for u in units)


def can_carry(game: Game, unit: UnitState, weapons: Sequence[str]) -> bool:
    """12.2: a squad or half squad carries one support weapon, a leader one Light weapon."""
    kind = game.kind(unit)
    if kind not in INFANTRY_KINDS or len(weapons) > 1:
        return False
    if kind == Kind.LEADER:
        return all(getattr(game.info(w), "sw_type", None) is SupportWeaponType.LIGHT for w in weapons)
    return True


@lru_cache(maxsize=64)
def squad_of(catalogue: UnitCatalogue, half_type: str) -> str | None:
    """13.10: the squad two half squads of this type combine into."""
    for entry in catalogue:
        if entry.kind is Kind.SQUAD and getattr(entry, "half_squad", None) == half_type:
            return entry.id
    return None


def may_split_squad(game: Game, state: GameState, unit: UnitState, here: Sequence[UnitState],
                    present: Sequence[UnitState] | None = None) -> bool:
    """5.31, 13.10, 22.4: a squad with a half squad of its type, not valorous, with a leader in
    its hex, if the hex can hold one more unit (6.9, 19.4). `present`: the side's units on the
    map in the hex (state.units_at), when the caller has them."""
    info = game.info(unit.type)
    if game.kind(unit) != Kind.SQUAD or not getattr(info, "half_squad", None) or not may_split(unit):
        return False
    if not _settled(state, unit):
        return False
    if not has_leader(game, here):
        return False
    half = _half_squad(game, unit, str(info.half_squad))
    present = state.units_at(unit.hex or "", unit.side) if present is None else present
    everyone = [u for u in present if u.id != unit.id]
    kinds = tuple(sorted([game.kind(u) for u in everyone] + [game.kind(half)] * 2))
    return hex_holds(game, state, unit.hex or "", everyone + [half, half], kinds=kinds)


def _half_squad(game: Game, squad: UnitState, half_type: str) -> UnitState:
    """A stand-in for either half squad of a split: stacking reads only a unit's type (its
    kind), so one per type serves every squad, remembered per Game (copying a unit is slow)."""
    known = memo.store(game, "half_squads")
    found: UnitState | None = known.get(half_type)
    if found is None:
        found = known[half_type] = UnitState("?", half_type, squad.side)  # nothing else of the squad: its type's side
    return found


def may_combine_pair(game: Game, state: GameState, a: UnitState, b: UnitState, here: Sequence[UnitState]) -> bool:
    """5.31, 13.10, 22.4: two half squads of one type, neither valorous, with a leader, whose
    weapons the squad can carry (12.2)."""
    if a.id == b.id or game.kind(a) != Kind.HALF_SQUAD or a.type != b.type or not may_combine((a, b)):
        return False
    if not _settled(state, a, b):
        return False
    if squad_of(game.catalogue, a.type) is None or not has_leader(game, here):
        return False
    squad = replace(a, type=str(squad_of(game.catalogue, a.type)))
    return can_carry(game, squad, a.weapons + b.weapons)


def may_transfer(game: Game, source: UnitState, destination: UnitState, weapon: str) -> bool:
    """12.4: infantry in one hex hand a weapon over, or swap with a destination that already
    carries one, as long as each can carry what it ends with (12.2)."""
    if source.id == destination.id or weapon not in source.weapons:
        return False
    if game.kind(source) not in INFANTRY_KINDS or game.kind(destination) not in INFANTRY_KINDS:
        return False
    kept = list(source.weapons)
    kept.remove(weapon)
    given, returned = _exchange(game, source, destination, weapon)
    return can_carry(game, destination, given) and can_carry(game, source, kept + returned)


def _exchange(game: Game, source: UnitState, destination: UnitState, weapon: str) -> tuple[list[str], list[str]]:
    """What the destination ends with and what it hands back: it keeps its own weapons when it
    can carry both, otherwise the two swap."""
    if can_carry(game, destination, destination.weapons + [weapon]):
        return destination.weapons + [weapon], []
    return [weapon], list(destination.weapons)


# --- the choices ----------------------------------------------------------------------------------------


def command_actions(game: Game, state: GameState) -> list[Action]:
    """Splits, combines and weapon transfers of the active side, hex by hex."""
    if state.moving is not None:
        return []
    hexes: dict[str, list[UnitState]] = {}
    present: dict[str | None, list[UnitState]] = {}  # state.units_at for every hex of the side, in one pass
    for unit in state.units.values():
        if unit.side == state.active and unit.where == _MAP:
            present.setdefault(unit.hex, []).append(unit)
            if not unit.pinned and game.kind(unit) in INFANTRY_KINDS:  # _ready
                hexes.setdefault(unit.hex or "", []).append(unit)
    actions: list[Action] = []
    for hex_name, here in hexes.items():
        actions += [SplitSquad(u.id) for u in here if may_split_squad(game, state, u, here, present.get(hex_name))]
        actions += [CombineHalfSquads((a.id, b.id)) for i, a in enumerate(here) for b in here[i + 1:]
                    if may_combine_pair(game, state, a, b, here)]
        for source in here:
            if not source.weapons or not _settled(state, source):
                continue
            for weapon in dict.fromkeys(source.weapons):
                actions += [TransferWeapon(weapon, source.id, d.id) for d in here if may_transfer(game, source, d, weapon)]
    return actions


# --- doing it ---------------------------------------------------------------------------------------------


def _adjust_start(game: Game, state: GameState, side: Side, before: int, after: Sequence[UnitState]) -> None:
    state.sides[side].start_points += sum(game.points(u) for u in after) - before


def _new_id(state: GameState, base: str) -> str:
    number = 2
    while f"{base}.{number}" in state.units:
        number += 1
    return f"{base}.{number}"


def _insert_after(state: GameState, anchor: str, unit: UnitState) -> None:
    """Keep scenario order meaningful: the new unit comes right after the one it came from."""
    units = {}
    for key, value in state.units.items():
        units[key] = value
        if key == anchor:
            units[unit.id] = unit
    state.units.clear()
    state.units.update(units)


def split_squad(game: Game, state: GameState, unit_id: str) -> str:
    """13.10: the squad becomes a half squad of its type and a second one joins it; a weapon
    stays with the first (a half squad can carry any one, 12.2). Returns the new unit's id."""
    unit = state.units[unit_id]
    info = game.info(unit.type)
    if game.kind(unit) != Kind.SQUAD or not getattr(info, "half_squad", None):
        raise ReorganizeError(f"{unit_id} is not a squad that can split")
    before = game.points(unit)
    weapons = list(unit.weapons)
    unit.type, unit.weapons = str(game.catalogue.half_squad_of(info).id), weapons[:1]
    twin = replace(unit, id=_new_id(state, unit_id), weapons=weapons[1:], valor=False, leader_used=False)
    _insert_after(state, unit_id, twin)
    state.reorganized += [unit_id, twin.id]
    _adjust_start(game, state, unit.side, before, [unit, twin])
    state.emit(ev.Split(unit=unit_id, into=[unit_id, twin.id], type=unit.type))
    return twin.id


def combine_half_squads(game: Game, state: GameState, first_id: str, second_id: str) -> None:
    """13.10: two half squads of one type become the squad; the first keeps its id and both
    weapons, the second leaves the game's units."""
    first, second = state.units[first_id], state.units[second_id]
    squad = squad_of(game.catalogue, first.type)
    if squad is None or first.type != second.type:
        raise ReorganizeError(f"{first_id} and {second_id} cannot combine")
    before = game.points(first) + game.points(second)
    first.type, first.weapons = squad, first.weapons + second.weapons
    del state.units[second_id]
    state.reorganized.append(first_id)
    _adjust_start(game, state, first.side, before, [first])
    state.emit(ev.Combine(units=[first_id, second_id], into=first_id, type=squad))


def transfer_weapon(game: Game, state: GameState, weapon: str, source_id: str, destination_id: str) -> None:
    """12.4: the weapon moves to the destination (swapping with its own if it cannot carry both)."""
    source, destination = state.units[source_id], state.units[destination_id]
    if not may_transfer(game, source, destination, weapon):
        raise ReorganizeError(f"{source_id} cannot hand {weapon} to {destination_id}")
    given, returned = _exchange(game, source, destination, weapon)
    source.weapons.remove(weapon)
    source.weapons.extend(returned)
    destination.weapons = given
    state.reorganized.append(destination_id)
    if returned:
        state.reorganized.append(source_id)
    state.emit(ev.TransferWeapon(weapon=weapon, source=source_id, destination=destination_id, returned=returned))


def handle_split(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, SplitSquad)
    split_squad(game, state, action.unit)


def handle_combine(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, CombineHalfSquads)
    combine_half_squads(game, state, *action.units)


def handle_transfer(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, TransferWeapon)
    transfer_weapon(game, state, action.weapon, action.source, action.destination)


def clear_reorganized(game: Game, state: GameState) -> None:
    state.reorganized.clear()


def register(rules: Rulebook) -> None:
    """Splitting, combining and weapon transfers in the Command Phase."""
    rules.provide(command_actions, Phase.COMMAND)
    rules.handle(handle_split, SplitSquad)
    rules.handle(handle_combine, CombineHalfSquads)
    rules.handle(handle_transfer, TransferWeapon)
    rules.at_phase_end(clear_reorganized, Phase.COMMAND)
