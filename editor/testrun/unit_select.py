"""What the unit selection popup may do, read off the engine's legal actions only.

The popup holds a state (which units are checked, Assault move on or off, where the
smoke goes); each function here maps that state onto the one legal action it stands
for, or says there is none, so a control is enabled exactly when some listed action
backs it. Nothing here knows a rule: a stack the engine does not offer to move
together, a squad it does not offer to split, simply finds no action.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from core.game.actions import Action, CombineHalfSquads, SplitSquad, StartMove, TransferWeapon
from core.game.game import Game
from core.game.state import GameState, UnitState, Where
from core.sides import Side


@dataclass(frozen=True)
class Selection:
    """The popup's state."""

    checked: frozenset[str]
    assault: bool = False
    smoke: str | None = None  # the hex the smoke goes into, None for none


def selectable_units(state: GameState, hex_name: str, side: Side, hidden: Iterable[str] = ()) -> list[UnitState]:
    """The units of the side to act on the map in the hex, in scenario order: one card each."""
    unseen = set(hidden)
    return [u for u in state.units.values()
            if u.side == side and u.hex == hex_name and u.where == Where.MAP and u.id not in unseen]


def _moves(legal: Sequence[Action], checked: frozenset[str]) -> list[StartMove]:
    return [a for a in legal if isinstance(a, StartMove) and frozenset(a.units) == checked]


def move_action(legal: Sequence[Action], selection: Selection) -> StartMove | None:
    """The StartMove the popup's state stands for, if the engine lists it."""
    for action in _moves(legal, selection.checked):
        if action.assault == selection.assault and action.smoke == selection.smoke:
            return action
    return None


def checked_actions(game: Game, state: GameState, checked: frozenset[str] | None) -> list[Action]:
    """The actions of exactly the checked units that the engine leaves out of its list (a smaller
    fire or assault group, 14.2, 15.1): asked of the engine (Game.actions_for_units), with the
    units in scenario order, as the engine names a group."""
    if not checked:
        return []
    return game.actions_for_units(state, [i for i in state.units if i in checked])


def can_move(legal: Sequence[Action], checked: frozenset[str]) -> bool:
    return bool(_moves(legal, checked))


def assault_possible(legal: Sequence[Action], checked: frozenset[str]) -> bool:
    """6.4: Assault move is offered for these units (infantry moving alone)."""
    return any(a.assault for a in _moves(legal, checked))


def smoke_hexes(legal: Sequence[Action], selection: Selection) -> list[str]:
    """11.2: where these units may place smoke as they start, with Assault move as set."""
    return sorted({a.smoke for a in _moves(legal, selection.checked)
                   if a.smoke is not None and a.assault == selection.assault})


def split_action(legal: Sequence[Action], checked: frozenset[str]) -> SplitSquad | None:
    """The one checked squad split into half squads, if listed."""
    if len(checked) != 1:
        return None
    (unit,) = checked
    return next((a for a in legal if isinstance(a, SplitSquad) and a.unit == unit), None)


def combine_action(legal: Sequence[Action], checked: frozenset[str]) -> CombineHalfSquads | None:
    """The two checked half squads combined, if listed."""
    return next((a for a in legal if isinstance(a, CombineHalfSquads) and frozenset(a.units) == checked), None)


def transfers(legal: Sequence[Action], checked: frozenset[str]) -> list[TransferWeapon]:
    """Support weapons the checked units may hand over or take (12.2: a swap is one of these)."""
    return [a for a in legal if isinstance(a, TransferWeapon) and (a.source in checked or a.destination in checked)]


def acting_ids(action: Action) -> list[str]:
    """The units an action names as acting (movers, firers, the loaded and the transport)."""
    ids = list(getattr(action, "units", ()))
    for name in ("unit", "source", "transport"):
        value = getattr(action, name, None)
        if isinstance(value, str):
            ids.append(value)
    return ids


def by_units(action: Action, only: frozenset[str] | None) -> bool:
    """Whether the action is the checked units' own: all of them acting together, or one alone."""
    if only is None:
        return True
    units = getattr(action, "units", None)
    if units is not None:
        return frozenset(units) == only
    return bool(set(acting_ids(action)) & only)


def default_selection(legal: Sequence[Action], units: Sequence[UnitState]) -> frozenset[str]:
    """What is checked when the popup opens: the whole stack if it may act together, else the
    largest set the engine lists, else every unit (the common wish: move the whole stack)."""
    every = frozenset(u.id for u in units)
    sets = [frozenset(a.units) for a in legal if isinstance(a, StartMove) and frozenset(a.units) <= every]
    if every in sets or not sets:
        return every
    return max(sets, key=lambda s: (len(s), sorted(s)))
