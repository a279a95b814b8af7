"""What a hex does to units entering it, before anyone shoots: snipers (20.6), minefields
(19.7, 19.71) and barbed wire (19.8).

One enter hook, put first among the enter hooks: a minefield attacks "as soon
as" a unit enters, and a sniper in the hex is gone before it could fire, so
opportunity fire (registered later) sees what is left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.game import event_types as ev
from core.game.move_group import eliminate
from core.game.state import GameState, Where
from core.sides import Side
from core.unit_kinds import INFANTRY_KINDS

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

MINEFIELD = "minefield"
WIRE = "barbed_wire"
MINE_KILLS_AT_MOST = 3
"""19.7: a die roll of 3 or less eliminates a unit entering a minefield."""


def obstacles_on_enter(game: Game, state: GameState, unit_ids: list[str], hex_name: str) -> None:
    units = [state.units[i] for i in unit_ids if state.units[i].where == Where.MAP]
    if not units:
        return
    eliminate_sniper(state, units[0].side.other, hex_name)
    for fortification in state.fortifications:
        if fortification["hex"] != hex_name:
            continue
        if fortification["type"] == MINEFIELD:
            minefield_attack(game, state, fortification, unit_ids)
        elif fortification["type"] == WIRE:
            wire_stops_infantry(game, state, unit_ids, hex_name)


def eliminate_sniper(state: GameState, sniper_side: Side, hex_name: str) -> None:
    """20.6: an enemy unit entering the sniper's hex eliminates it; seed 004: the side then has
    one sniper fewer (a sniper is counted while deployed, so `snipers` drops by one)."""
    side = state.sides[sniper_side]
    if side.sniper_hex != hex_name:
        return
    side.sniper_hex, side.sniper_fired = None, False
    side.snipers = max(side.snipers - 1, 0)
    state.emit(ev.SniperEliminated(side=sniper_side, hex=hex_name, cause="an enemy unit entered its hex (20.6)"))


def minefield_attack(game: Game, state: GameState, fortification: dict[str, Any], unit_ids: list[str]) -> None:
    """19.7: one die per unit entering (a transport and its riders are one unit, 8.1), 3 or less
    eliminates it; 19.71: a hidden minefield is revealed first. The minefield's owner rolls."""
    hex_name = fortification["hex"]
    if fortification.get("hidden"):
        fortification["hidden"] = False
        state.emit(ev.MinefieldRevealed(hex=hex_name, side=fortification["side"]))
    for unit_id in unit_ids:
        unit = state.units[unit_id]
        if unit.where != Where.MAP or unit.hex != hex_name:
            continue
        roll = state.dice.roll_d6(fortification["side"])
        hit = roll <= MINE_KILLS_AT_MOST
        state.emit(ev.MinefieldAttack(unit=unit_id, hex=hex_name, roll=roll, eliminated=hit))
        if hit:
            eliminate(game, state, unit, "minefield (19.7)")


def wire_stops_infantry(game: Game, state: GameState, unit_ids: list[str], hex_name: str) -> None:
    """19.8: infantry entering wire must stop (a stack moving with them stops too, 6.1);
    AFVs and their passengers go on. Unarmoured vehicles never get here (see move_steps)."""
    moving = state.moving
    if moving is None:
        return
    stopped = [i for i in unit_ids if i in moving.units and game.kind(state.units[i]) in INFANTRY_KINDS
               and state.units[i].where == Where.MAP]
    if stopped:
        moving.halted = True
        state.emit(ev.WireStop(units=stopped, hex=hex_name))


def register(rules: Rulebook) -> None:
    """The first enter hook: what the hex does before anyone shoots (core.game.game orders the modules)."""
    rules.on_enter(obstacles_on_enter)
