"""Armor overruns (17.1-17.4): an AFV moving now drives through the enemy hex ahead of it,
attacks everything there on the AP Combat Table, and stops in the hex beyond.

The Movement Phase brings the AFV next to its target with ordinary steps (and
their opportunity fire); `Overrun` then does the rest in one action: the MP,
the attack in the target hex (no opportunity fire on entering it, 17.2, but a
minefield there still strikes, 19.7), the exit with the target hex's Final
Opportunity Fire at the rear armor, the ordinary opportunity fire on entering
the exit hex (the enter hooks), and the end of the move with a Move marker (17.4). A defender
who allocates his casualties by hand is asked for the attack's points; the AFV then waits in
the target hex, and the rest follows his answer (`leave_target`, core.game.casualty_resume).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.combat.ap import overrun_apfp
from core.game import event_types as ev
from core.game.actions import Action, Overrun
from core.game.ap_attack import AttackOutcome, ap_attack
from core.game.at_fire import (
    AtShot,
    AtUse,
    at_uses,
    may_fire,
    reaches,
    resolve_at_fire,
    ruleset,
)
from core.game.editions import every_source_asks
from core.game.fire_power import expendable_choices, fire_group_apfp
from core.game.move_group import (
    carried_by,
    end_move,
    finish_unit,
    group_units,
    has_bunker,
    may_stop,
    step_entry,
)
from core.game.obstacles import obstacles_on_enter
from core.game.question_kinds import asks_casualties, resume_later
from core.game.state import GameState, Phase, UnitState, Where
from core.sides import Side, other_side
from core.terrain import UnitClass
from core.unit_kinds import INFANTRY_KINDS
from core.unit_model import Kind, Letter

if TYPE_CHECKING:
    from core.game.game import Game
    from core.game.rulebook import Rulebook

OVERRUN_TARGET_KINDS = frozenset(INFANTRY_KINDS | {Kind.VEHICLE, Kind.GUN})  # 17.1
VEHICLE = frozenset({UnitClass.VEHICLE})
OVERRUN_MP = 2  # 17.3: the overrun itself, on top of the hexes entered

_MAP = Where.MAP  # an Enum member read off its class is slow: unit scans read these


class OverrunError(ValueError):
    """An Overrun action the position does not allow."""


@dataclass(frozen=True)
class OverrunPlan:
    """Where an overrun goes and what it costs: the target hex ahead of the AFV and the
    exit hex directly opposite the hexside it enters by (17.3)."""

    afv: str
    start: str
    target: str
    exit: str
    cost: int  # entering the target + the overrun's 2 + entering the exit hex (17.3)


# --- may it overrun? -----------------------------------------------------------------------------


def full_apfp(game: Game, afv: UnitState) -> int:
    """17.4: the AFV's full combined APFP, every weapon (its Gun and all its MGs)."""
    info = game.info(afv.type)
    total: int = (info.gun.apfp if info.gun is not None else 0) + sum(mg.apfp for mg in info.mgs)
    return total


def may_overrun(game: Game, state: GameState, afv: UnitState) -> bool:
    """17.1: only an AFV, moving alone, with a facing, able to go on and not towing a Gun."""
    moving = state.moving
    if moving is None or moving.halted or game.kind(afv) != Kind.AFV or afv.where != _MAP:
        return False
    if afv.facing is None or afv.immobile or afv.pinned or full_apfp(game, afv) < 1:
        return False
    return not any(game.kind(u) == Kind.GUN for u in carried_by(state, afv))


def overrun_plan(game: Game, state: GameState, afv: UnitState) -> OverrunPlan | None:
    """The overrun straight ahead (an AFV moves forward into the hex it faces, 7.2), or None
    where either hex is off the map or prohibited to it (17.1)."""
    here = game.hex(afv.hex or "")
    target, exit_hex = here.neighbor(afv.facing or 0), here.neighbor(afv.facing or 0).neighbor(afv.facing or 0)
    if target not in game.battlefield or exit_hex not in game.battlefield:
        return None
    into, out = step_entry(game, state, here, target, VEHICLE), step_entry(game, state, target, exit_hex, VEHICLE)
    if into.mp is None or out.mp is None or into.whole_move or out.whole_move:
        return None
    return OverrunPlan(afv.id, game.name(here), game.name(target), game.name(exit_hex), into.mp + OVERRUN_MP + out.mp)


def target_allows(game: Game, state: GameState, plan: OverrunPlan, side: Side) -> bool:
    """17.1: enemy infantry, vehicles or Guns there; no building, bunker or enemy AFV."""
    enemies = state.units_at(plan.target, other_side(side))
    if not enemies or any(game.kind(u) not in OVERRUN_TARGET_KINDS for u in enemies):
        return False
    terrain = game.battlefield.terrain(game.hex(plan.target))
    return not game.terrain.get(terrain).overrun_prohibited and not has_bunker(game, state, plan.target)


def exit_allows(game: Game, state: GameState, plan: OverrunPlan, afv: UnitState) -> bool:
    """17.3, 6.7: the AFV stops in the exit hex, so it must be free of enemies and hold it."""
    return not state.units_at(plan.exit, afv.side.other) and may_stop(game, state, plan.exit, [afv])


def legal_overrun(game: Game, state: GameState) -> OverrunPlan | None:
    """The one overrun the moving unit may make now, if any."""
    group = group_units(state)
    if len(group) != 1 or state.moving is None or not may_overrun(game, state, group[0]):
        return None
    afv = group[0]
    plan = overrun_plan(game, state, afv)
    if plan is None or plan.cost > state.moving.mp_left:
        return None
    if not target_allows(game, state, plan, afv.side) or not exit_allows(game, state, plan, afv):
        return None
    return plan


def overrun_provider(game: Game, state: GameState) -> list[Action]:
    """The overrun, and with each choice of the passengers' expendables that they would use
    (17.4 with 12.52, 12.53: the listing's four choices, as for a fire group)."""
    plan = legal_overrun(game, state)
    if plan is None:
        return []
    actions: list[Action] = [Overrun(plan.target)]
    riders = _riders(game, state, state.units[plan.afv])
    if riders:
        for weapons in expendable_choices(game, state, riders[0].side)[1:]:
            used = fire_group_apfp(game, state, riders, plan.target, weapons=weapons).expendables
            if used and set(used) == set(weapons):
                actions.append(Overrun(plan.target, used))
    return actions


def admit_overrun(game: Game, state: GameState, action: Action) -> bool:
    """An overrun naming fewer of the passengers' expendables than the listing's choices (one
    Grenades counter and one satchel charge a passenger at most, 12.52, 12.53)."""
    plan = legal_overrun(game, state)
    if not isinstance(action, Overrun) or plan is None or plan.target != action.target or not action.weapons:
        return False
    riders = _riders(game, state, state.units[plan.afv])
    used = fire_group_apfp(game, state, riders, plan.target, weapons=action.weapons).expendables if riders else ()
    return Counter(used) == Counter(action.weapons)


def _riders(game: Game, state: GameState, afv: UnitState) -> list[UnitState]:
    """17.4: the AFV's unpinned infantry passengers, who add their APFP undoubled."""
    return [p for p in state.passengers(afv.id) if game.kind(p) in INFANTRY_KINDS and not p.pinned]


# --- the overrun -----------------------------------------------------------------------------------


def handle_overrun(game: Game, state: GameState, action: Action) -> None:
    assert isinstance(action, Overrun)
    plan = legal_overrun(game, state)
    if plan is None or plan.target != action.target:
        raise OverrunError(f"no overrun of {action.target} is possible now")
    afv, moving = state.units[plan.afv], state.moving
    assert moving is not None
    moving.mp_left -= plan.cost
    moving.spent += plan.cost
    moving.full_move = False
    state.emit(ev.Overrun(afv=afv.id, target=plan.target, exit=plan.exit, mp=plan.cost))
    _place(state, afv, plan.target)
    obstacles_on_enter(game, state, [afv.id], plan.target)  # a minefield still strikes (19.7)
    if afv.on_map:
        overrun_attack(game, state, afv, plan.target, action.weapons)
        if state.casualties_by_hand and asks_casualties(state):  # the hex's owner allocates (14.61)
            resume_later(state, {"step": "overrun_exit", "afv": afv.id, "target": plan.target, "hex": plan.exit})
            return
    leave_target(game, state, afv, plan.target, plan.exit)


def leave_target(game: Game, state: GameState, afv: UnitState, target_hex: str, exit_hex: str) -> None:
    """17.2-17.4 after the attack: the AFV goes on into the exit hex, the target hex's survivors
    take their final shots at it, then the exit hex's enter hooks. Run at once, or once the
    overrun hex's owner has allocated the attack's points (core.game.casualty_resume)."""
    if afv.on_map:
        _place(state, afv, exit_hex)
        final_opportunity_fire(game, state, afv.id, target_hex)
        if state.casualties_by_hand and asks_casualties(state):  # a sniper's points (20.2, 20.5)
            resume_later(state, {"step": "overrun", "afv": afv.id, "hex": exit_hex, "next": 0})
            return
    exit_hooks(game, state, afv, exit_hex, 0)


def exit_hooks(game: Game, state: GameState, afv: UnitState, exit_hex: str, start: int) -> None:
    """17.2: the enter hooks from the `start`th on as the AFV enters its exit hex (opportunity
    fire), then the overrun ends; a casualty question stops them (core.game.casualty_resume
    runs the rest), the fire question's answer ends the overrun (core.game.fire_by_hand)."""
    hooks = game.rules.enter_hooks
    for index in range(start, len(hooks)):
        if not afv.on_map or state.moving is None or state.is_over:
            break
        hooks[index](game, state, [afv.id], exit_hex)
        if state.casualties_by_hand and asks_casualties(state):
            resume_later(state, {"step": "overrun", "afv": afv.id, "hex": exit_hex, "next": index + 1})
            return
    if state.question is not None:
        state.question["overrun"] = afv.id  # the defender is asked (fire_by_hand); his answer ends the overrun
        return
    finish_overrun(game, state, afv)


def _place(state: GameState, afv: UnitState, hex_name: str) -> None:
    afv.hex = hex_name
    for rider in carried_by(state, afv):
        rider.hex = hex_name
    if state.moving is not None:
        state.moving.path.append(hex_name)


def finish_overrun(game: Game, state: GameState, afv: UnitState) -> None:
    """17.4: the AFV stops in the exit hex with a Move marker, whatever MP it has left."""
    if state.moving is not None and afv.on_map:
        end_move(game, state)
    elif afv.on_map:
        finish_unit(state, afv)
    state.moving = None


def overrun_attack(game: Game, state: GameState, afv: UnitState, target_hex: str,
                   weapons: tuple[str, ...] = ()) -> AttackOutcome:
    """17.4: on the AP Combat Table with twice the AFV's full APFP plus its unpinned
    passengers' APFP undoubled, the target hex's cover applying. The AFV is in the hex, so
    no line of sight is traced (no hindrance). The attack is part of the move: neither
    the AFV nor its passengers are marked with a Fire marker (17.4's Move marker). The
    passengers' grenades (-1 each) and satchel charges (their APFP added to the bearer's
    share) are `weapons` (12.52, 12.53), spent as in any attack."""
    riders = _riders(game, state, afv)
    weapons = weapons if riders else ()
    riders_apfp = fire_group_apfp(game, state, riders, target_hex, weapons=weapons).total if riders else 0
    row = overrun_apfp(full_apfp(game, afv), riders_apfp, ruleset(game))
    markers = {u.id: u.fired for u in [afv, *state.passengers(afv.id)]}
    outcome = ap_attack(game, state, [afv, *riders], target_hex, row_apfp=row, weapons=weapons,
                        ask=every_source_asks(game))
    for unit_id, fired in markers.items():
        state.units[unit_id].fired = fired
    return outcome


# --- Final Opportunity Fire (17.2) -----------------------------------------------------------------


def final_opportunity_firers(game: Game, state: GameState, afv_id: str, target_hex: str) -> list[tuple[str, str | None]]:
    """17.2: the surviving, unpinned units in the overrun hex able to make an AT attack at the
    AFV now in the exit hex, Fire marker or not, each with its best weapon against the rear
    armor (a Panzerfaust or AT grenade only while the side still has one; its own weapon
    first on a tie). Pure: nothing in the state changes. Returns (unit, weapon) pairs."""
    afv = state.units[afv_id]
    if afv.where != _MAP:
        return []
    rear = game.info(afv.type).armor.rear
    held = dict(state.sides[afv.side.other].expendables)
    chosen: list[tuple[str, str | None]] = []
    for unit in state.units_at(target_hex, afv.side.other):
        if not may_fire(unit, final=True):
            continue
        uses = [u for u in at_uses(game, state, unit)
                if (not u.expendable or held.get(u.weapon or "", 0) > 0) and reaches(game, state, unit, u, afv)]
        best = max(uses, key=lambda u: (_strength(game, u, rear), not u.expendable), default=None)
        if best is None or _strength(game, best, rear) < 0:
            continue
        if best.expendable and best.weapon is not None:
            held[best.weapon] -= 1
        chosen.append((unit.id, best.weapon))
    return chosen


def _strength(game: Game, use: AtUse, armor: Letter) -> int:
    """How good a weapon is against the armor: its Elimination Number ("E" beats all, "-" is -1)."""
    number = ruleset(game).elimination_number(use.atfp, armor)
    return 13 if number == "E" else -1 if number is None else int(number)


def final_opportunity_fire(game: Game, state: GameState, afv_id: str, target_hex: str,
                           firers: list[tuple[str, str | None]] | None = None) -> list[AtShot]:
    """17.2, automatic as all opportunity fire is in the PC game (004): every unit
    final_opportunity_firers names fires in turn (`firers`: those still to fire), until the AFV is
    gone. A natural 12 wakes the AFV's side's sniper (20.2); when the firers' owner is asked for
    its points the rest fire after his answer (core.game.casualty_resume, step "final")."""
    shots: list[AtShot] = []
    chosen = final_opportunity_firers(game, state, afv_id, target_hex) if firers is None else firers
    for index, (unit_id, weapon) in enumerate(chosen):
        if not state.units[afv_id].on_map:
            break
        if not may_fire(state.units[unit_id], final=True):
            continue
        shots.append(resolve_at_fire(game, state, unit_id, afv_id, weapon, final=True))
        if state.casualties_by_hand and asks_casualties(state):
            resume_later(state, {"step": "final", "afv": afv_id, "target": target_hex,
                                 "firers": [list(f) for f in chosen[index + 1:]]})
            break
    return shots


def register(rules: Rulebook) -> None:
    """An AFV's overrun while it moves."""
    rules.provide(overrun_provider, Phase.MOVEMENT)
    rules.handle(handle_overrun, Overrun)
    rules.admit(admit_overrun, Overrun)
