"""Words for the test run: each legal action as a choice a player reads, each event as a log line.

Only wording lives here (through editor.i18n); the values come from the actions
and events the engine made.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

from core.game.actions import (
    Action,
    Advance,
    Assault,
    BreachWire,
    CallSupport,
    ChangeFacing,
    CombineHalfSquads,
    EndMove,
    EndPhase,
    ExitMap,
    Fire,
    FireAT,
    FireSmoke,
    HoldFire,
    Load,
    MoveStep,
    OpportunityShot,
    Overrun,
    RallyUnits,
    SplitSquad,
    StartMove,
    TransferWeapon,
    Unload,
    WithdrawSniper,
)
from core.game.event_types import event_from_dict
from core.game.game import Game
from core.game.state import GameState
from editor.i18n import tr, tr_noop
from editor.testrun.event_words import sentence

PHASE_NAMES = {"command": tr_noop("Command"), "fire": tr_noop("Fire"), "movement": tr_noop("Movement"), "defensive_fire": tr_noop("Defensive Fire"),
               "advance": tr_noop("Advance and Assault"), "after_action": tr_noop("After Action")}
SIDE_NAMES = {"allied": tr_noop("Allied"), "axis": tr_noop("Axis")}


def phase_name(phase: str) -> str:
    return tr(PHASE_NAMES.get(str(phase), str(phase)))


def side_name(side: str) -> str:
    return tr(SIDE_NAMES.get(str(side), str(side)))


def action_text(game: Game, action: Action, types: dict[str, str] | None = None) -> str:
    """One legal action as the choice list shows it."""
    def who(ids: tuple[str, ...] | list[str]) -> str:
        return ", ".join(tr("{type} ({id})").format(type=types[i], id=i) if types and i in types else i for i in ids)

    weapons = f" [{', '.join(getattr(action, 'weapons', ()))}]" if getattr(action, "weapons", ()) else ""
    if isinstance(action, EndPhase):
        return tr("End phase")
    if isinstance(action, Fire):
        return tr("Fire: {units} at {hex}").format(units=who(action.units), hex=action.target) + weapons
    if isinstance(action, FireAT):
        used = f" [{action.weapon}]" if action.weapon else ""
        return tr("AT fire: {unit} at {target}").format(unit=who([action.unit]), target=who([action.target])) + used
    if isinstance(action, FireSmoke):
        return tr("Smoke round: {unit} at {hex}").format(unit=who([action.unit]), hex=action.target)
    if isinstance(action, StartMove):
        text = tr("Assault move: {units}") if action.assault else tr("Move: {units}")
        smoke = tr(" (smoke in {hex})").format(hex=action.smoke) if action.smoke else ""
        return text.format(units=who(action.units)) + smoke
    if isinstance(action, MoveStep):
        facing = tr(", facing {n}").format(n=action.facing) if action.facing is not None else ""
        return tr("Step to {hex}").format(hex=action.hex) + facing
    if isinstance(action, ChangeFacing):
        return tr("Turn {unit} to facing {n}").format(unit=who([action.unit]), n=action.facing)
    if isinstance(action, Load):
        return tr("Load {units} onto {transport}").format(units=who(action.units), transport=who([action.transport]))
    if isinstance(action, Unload):
        return tr("Unload {units}").format(units=who(action.units))
    if isinstance(action, ExitMap):
        return tr("Exit the map")
    if isinstance(action, EndMove):
        return tr("End move")
    if isinstance(action, Overrun):
        return tr("Overrun {hex}").format(hex=action.target) + weapons
    if isinstance(action, Advance):
        return tr("Advance: {units} to {hex}").format(units=who(action.units), hex=action.hex)
    if isinstance(action, Assault):
        return tr("Close assault: {units} on {hex}").format(units=who(action.units), hex=action.target) + weapons
    if isinstance(action, CallSupport):
        what = tr("smoke") if action.smoke else action.mission.replace("_", " ")
        return tr("Call {what} on {hex}").format(what=what, hex=action.target)
    if isinstance(action, SplitSquad):
        return tr("Split {unit}").format(unit=who([action.unit]))
    if isinstance(action, CombineHalfSquads):
        return tr("Combine {units}").format(units=who(action.units))
    if isinstance(action, TransferWeapon):
        weapon = game.info(action.weapon).name if action.weapon in game.catalogue else action.weapon  # its name, not its id
        return tr("Give {weapon} from {source} to {destination}").format(
            weapon=weapon, source=who([action.source]), destination=who([action.destination]))
    if isinstance(action, WithdrawSniper):
        return tr("Withdraw the sniper") if action.side is None else tr("Withdraw the {side} sniper").format(
            side=side_name(action.side))
    if isinstance(action, RallyUnits):
        return tr("Rally, in this order: {units}").format(units=who(action.units))
    if isinstance(action, OpportunityShot):
        return (tr("Opportunity fire: the sniper") if not action.firers else
                tr("Opportunity fire: {units}").format(units=who(action.firers)))
    if isinstance(action, HoldFire):
        return tr("Hold fire")
    if isinstance(action, BreachWire):
        return tr("Satchel charge: {unit} breaches the wire in {hex}").format(unit=who([action.unit]), hex=action.hex)
    return str(action)


def unit_namer(game: Game, state: GameState, shown: Collection[str] | None = None) -> Callable[[str], str]:
    """A unit id in words, "Rifle squad (a10)"; only the id for a unit not in `shown` (hidden by fog)."""
    def who(unit_id: str) -> str:
        unit = state.units.get(unit_id)
        if unit is None and unit_id in game.catalogue:  # a support weapon: its name
            return str(game.info(unit_id).name)
        if unit is None or unit.type not in game.catalogue or (shown is not None and unit_id not in shown):
            return unit_id
        return tr("{type} ({id})").format(type=game.info(unit.type).name, id=unit_id)
    return who


def event_text(event: Mapping[str, Any], who: Callable[[str], str] | None = None) -> str:
    """One event as a line of the log: turn, phase, and what happened in a sentence."""
    typed = event_from_dict(event, strict=False)
    head = tr("T{turn} {phase}").format(turn=typed.turn or "?", phase=phase_name(str(typed.phase)))
    return f"{head} · {sentence(typed, who or str)}"
