"""Words for the test run: each legal action as a choice a player reads, each event as a log line.

Only wording lives here (through editor.i18n); the values come from the actions
and events the engine made.
"""

from __future__ import annotations

from typing import Any

from core.game.actions import (
    Action,
    Advance,
    Assault,
    CallSupport,
    ChangeFacing,
    CombineHalfSquads,
    EndMove,
    EndPhase,
    ExitMap,
    Fire,
    FireAT,
    FireSmoke,
    Load,
    MoveStep,
    Overrun,
    SplitSquad,
    StartMove,
    TransferWeapon,
    Unload,
    WithdrawSniper,
)
from core.game.game import Game
from editor.i18n import tr, tr_noop

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
        return tr("Overrun {hex}").format(hex=action.target)
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
        return tr("Give {weapon} from {source} to {destination}").format(
            weapon=action.weapon, source=action.source, destination=action.destination)
    if isinstance(action, WithdrawSniper):
        return tr("Withdraw the sniper")
    return str(action)


def _ids(value: Any) -> str:
    """A value of an event in words: lists joined, records as "key value" pairs."""
    if isinstance(value, list):
        return ", ".join(_ids(v) for v in value)
    if isinstance(value, dict):
        return "(" + " ".join(f"{k} {_ids(v)}" for k, v in value.items() if v not in (None, [], "")) + ")"
    return str(value)


def event_text(event: dict[str, Any]) -> str:
    """One event as a line of the log: turn, phase, and what happened in words."""
    kind = event.get("kind", "")
    head = tr("T{turn} {phase}").format(turn=event.get("turn", "?"), phase=phase_name(str(event.get("phase", ""))))
    if kind == "decision":
        body = tr("{side} (computer) chose {action}: {reason}").format(
            side=side_name(str(event.get("side"))), action=event.get("action"), reason=event.get("reason"))
    elif kind == "ap_attack":
        mods = ", ".join(f"{m['name']} {m['value']:+d}" for m in event.get("modifiers", []))
        body = tr("AP fire by {firers} at {hex}: {apfp} APFP, roll {roll}{mods}, {cp} CP").format(
            firers=_ids(event.get("firers", [])), hex=event.get("target"), apfp=event.get("apfp"),
            roll=event.get("roll", "?"), mods=f" ({mods})" if mods else "", cp=event.get("cp", "?"))
    elif kind == "at_fire":
        body = tr("AT fire by {firer} at {target}: to hit {roll} (needs {needed}), {result}").format(
            firer=event.get("firer"), target=event.get("target"), roll=event.get("modified", event.get("roll")),
            needed=event.get("needed"), result=event.get("result", tr("missed")))
    elif kind == "close_assault":
        result = tr("defenders eliminated") if event.get("success") else tr("attacker loses {a} CP, defender {d} CP").format(
            a=event.get("attacker_cp"), d=event.get("defender_cp"))
        roll = event.get("modified_roll")
        rolled = tr(", roll {roll}").format(roll=roll) if roll is not None else tr(", no roll needed")
        body = tr("Close assault by {units} on {hex}: attack {attack} against {defence}{rolled}, {result}").format(
            units=_ids(event.get("units", [])), hex=event.get("target"), attack=event.get("attack"),
            defence=event.get("defence"), rolled=rolled, result=result)
    elif kind == "turn":
        body = tr("Turn {n} begins").format(n=event.get("number"))
    elif kind == "game_over":
        body = tr("Game over: {winner} wins, {level} ({reason})").format(
            winner=event.get("winner"), level=str(event.get("level", "")).replace("_", " "), reason=event.get("reason"))
    elif kind == "eliminated":
        body = tr("{unit} eliminated").format(unit=event.get("unit"))
    elif kind == "move_step":
        body = tr("{units} enter {hex} ({cost} MP, {left} left)").format(
            units=_ids(event.get("units", [])), hex=event.get("hex"), cost=event.get("cost"), left=event.get("mp_left"))
    else:
        rest = ", ".join(f"{k} {_ids(v)}" for k, v in event.items() if k not in ("kind", "turn", "phase") and v not in (None, [], ""))
        body = f"{kind.replace('_', ' ')}: {rest}" if rest else kind.replace("_", " ")
    return f"{head} · {body}"
