"""The Movement Phase: which stack moves next and where, then each step of its route.

Each decision re-scores every stack that may still move (a move just made changes
stacking and what the enemy can see), moves the one that gains most, and keeps its
route until it arrives; a step the engine does not offer (a vehicle's facing, 7.2)
falls back to the offered step nearest the destination.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from core.ai.dangers import SAFE, vehicles
from core.ai.dismount import all_out, dismount_here, dismount_on_the_way
from core.ai.fields import UNREACHABLE, goal_field
from core.ai.positions import Destination, best_destination
from core.ai.situation import Choice, Situation
from core.ai.terms import extra_reasons
from core.game.actions import Action, ChangeFacing, EndMove, ExitMap, MoveStep, StartMove
from core.game.fire_power import in_ffa
from core.game.reasons import Reason
from core.game.state import UnitState, Where
from core.hexes import Hex

SMOKE_THREAT = 0.5
"""Mean CP on the first hex of a route above which infantry lays smoke first (11.2)."""
MOVE_STATED = ("goal_progress", "fire_taken", "objective_control")
"""The terms a move's line states itself (MP nearer its goal, expected fire there, the goal)."""
WINNING = "with the units still free to move, this takes every objective the attack needs"
"""Said of a move that wins the battle (core.ai.captures), since its line's numbers do not show it."""


@dataclass
class Route:
    """The move under way: where it goes and by which hexes."""

    units: tuple[str, ...]
    destination: str
    path: list[str] = field(default_factory=list)
    facings: list[int] = field(default_factory=list)  # a vehicle's, hex by hex




def choose_start(sit: Situation, actions: Sequence[Action]) -> tuple[Choice, Route | None] | None:
    """Unload before danger, or start the move that gains most (with smoke where the way is
    swept by fire); None when every stack is best where it is."""
    starts = [a for a in actions if isinstance(a, StartMove) and not a.assault]
    unload = dismount_here(sit, actions, _first_steps(sit, actions, starts) if sit.skilled else {})
    if unload is not None:
        return unload, None
    leaving = _exit_start(sit, starts)
    if leaving is not None:
        return leaving, Route(leaving[0].units, "", [])
    best: tuple[Destination, StartMove] | None = None
    for action in _largest_per_hex(sit, starts):
        group = group_of(sit, action)
        if group and group[0].where == Where.WAITING:  # reinforcements come on (9.x) and head for the goal
            return (action, Reason("bring {units} onto the map", units={"units": action.units})), Route(action.units, "", [])
        if not group or group[0].hex is None:
            continue
        dest = best_destination(sit, group)
        if dest is not None and (best is None or dest.gain > best[0].gain):
            best = (dest, action)
    if best is None:
        return None
    dest, action = best
    action = _with_smoke(sit, starts, action, dest)
    return (action, _move_reason(sit, action, dest)), Route(action.units, dest.hex, list(dest.path), list(dest.facings))


def _move_reason(sit: Situation, action: StartMove, dest: Destination) -> Reason:
    """The line a player reads: the progress and the fire, the top terms it does not state, a
    capture that wins the battle (core.ai.captures), the smoke laid first."""
    why = Reason("move {units} to {hex}: {progress:.0f} MP nearer its goal, expected fire there {threat:.1f} CP",
                 units={"units": action.units}, hexes={"hex": dest.hex}, numbers={"progress": dest.progress, "threat": dest.threat})
    extra = extra_reasons(dest.terms, MOVE_STATED)  # the top terms the line does not state (core.ai.terms)
    if extra:
        why = why.then(extra)
    if sit.captures is not None and sit.captures.wins(group_of(sit, action), dest.hex):
        why = why.then(Reason.plain(WINNING))
    if action.smoke:
        why = why.then(Reason("smoke in {smoke} first", hexes={"smoke": action.smoke}))
    return why


TURN_RANGE = 10
"""Hexes within which a known enemy makes a stationary vehicle or Gun turn to face it."""


def choose_turn(sit: Situation, actions: Sequence[Action]) -> Choice | None:
    """7.3, 16.5: a vehicle or Gun that stays put turns its front towards the known AT weapons
    that could kill it (the facing that shows them the least), or with none of them in reach
    towards the nearest known enemy when that enemy is outside its forward arc (its rear armour
    is the thin one)."""
    game = sit.game
    for action in actions:
        if not isinstance(action, ChangeFacing):
            continue
        unit = sit.view.units.get(action.unit)
        if unit is None or unit.hex is None or unit.facing is None:
            continue
        turned = _turn_from_danger(sit, actions, unit)
        if turned is not None:
            return turned
        enemy = _nearest_enemy(sit, unit.hex)
        here = game.hex(unit.hex)
        if enemy is None or here.distance(game.hex(enemy)) > TURN_RANGE or in_ffa(here, unit.facing, game.hex(enemy)):
            continue
        turns = [a for a in actions if isinstance(a, ChangeFacing) and a.unit == action.unit]
        best = min(turns, key=lambda a: here.neighbor(a.facing).distance(game.hex(enemy)))
        return best, Reason("turn {unit} to face the enemy in {enemy}", units={"unit": best.unit}, hexes={"enemy": enemy})
    return None


def _turn_from_danger(sit: Situation, actions: Sequence[Action], unit: UnitState) -> Choice | None:
    """The turn that shows the known AT weapons the least, if it shows them clearly less than now."""
    at = sit.at_threats
    if not at or unit.hex is None:
        return None
    turns = {a.facing: a for a in actions if isinstance(a, ChangeFacing) and a.unit == unit.id}
    best = at.best_facing(unit, unit.hex, [unit.facing or 0, *turns])
    if best is None or best not in turns:
        return None
    now, then = at.kill(unit, unit.hex, unit.facing), at.kill(unit, unit.hex, best)
    if then > now - SAFE:
        return None
    return turns[best], Reason("turn {unit} to show its front to the AT weapon in {weapon}: kill chance {now:.0%} -> {then:.0%}",
                               units={"unit": unit.id}, hexes={"weapon": at.worst(unit, unit.hex)},
                               numbers={"now": now, "then": then}, acting=(unit.id,))


def _front_to_danger(sit: Situation, steps: list[MoveStep], group: list[UnitState]) -> MoveStep | None:
    """Of the ways into the last hex, the one whose facing shows the group's vehicle the least
    to the known AT weapons; None when none of them reaches it there."""
    lead = vehicles(sit.game, group)
    if not lead or not sit.at_threats:
        return None
    facings = [s.facing for s in steps if s.facing is not None]
    best = sit.at_threats.best_facing(lead[0], steps[0].hex, facings)
    return next((s for s in steps if s.facing == best), None) if best is not None else None


def _exit_start(sit: Situation, starts: list[StartMove]) -> tuple[StartMove, Reason] | None:
    """6.10: an attacker's stack standing on an exit hex starts the move that takes it off."""
    exits = set(sit.game.scenario.victory.exit_hexes)
    if not exits or not sit.attacking:
        return None
    for action in _largest_per_hex(sit, starts):
        unit = sit.view.units.get(action.units[0])
        if unit is not None and unit.hex in exits:
            return action, Reason("move {units} off the map from {hex}", units={"units": action.units}, hexes={"hex": unit.hex})
    return None


def group_of(sit: Situation, action: StartMove) -> list[UnitState]:
    """The move's units as the side's view holds them (the view, not the real state, is what every
    choice reads)."""
    return [sit.view.units[i] for i in action.units if i in sit.view.units]


def _largest_per_hex(sit: Situation, starts: list[StartMove]) -> list[StartMove]:
    """Per hex the stack together when it may move so, and each unit it leaves out alone."""
    per_hex: dict[str, list[StartMove]] = {}
    for action in starts:
        if action.smoke is not None:
            continue
        unit = sit.view.units.get(action.units[0])
        if unit is not None:
            per_hex.setdefault(unit.hex or "", []).append(action)
    chosen: list[StartMove] = []
    for options in per_hex.values():
        largest = max(options, key=lambda a: len(a.units))
        chosen.append(largest)
        chosen += [a for a in options if len(a.units) == 1 and a.units[0] not in largest.units]
    return chosen


def _with_smoke(sit: Situation, starts: list[StartMove], action: StartMove, dest: Destination) -> StartMove:
    if not dest.path or sit.threats.at(dest.path[0]) < SMOKE_THREAT:
        return action
    for place in (dest.path[0], sit.view.units[action.units[0]].hex):  # on the way first: it screens the route
        for option in starts:
            if option.units == action.units and option.smoke == place:
                return option
    return action


def _first_steps(sit: Situation, actions: Sequence[Action], starts: list[StartMove]) -> dict[str, tuple[str, int | None]]:
    """Per loaded transport that may unload, the first hex (and facing) of the move it would make."""
    found: dict[str, tuple[str, int | None]] = {}
    for transport_id in all_out(sit, actions):
        start = next((a for a in starts if transport_id in a.units and a.smoke is None), None)
        group = [sit.view.units[i] for i in start.units if i in sit.view.units] if start is not None else []
        dest = best_destination(sit, group, draw=False) if group and group[0].hex else None
        if dest is not None and dest.path:
            found[transport_id] = (dest.path[0], dest.facings[0] if dest.facings else None)
    return found


def choose_step(sit: Situation, actions: Sequence[Action], route: Route | None, group: list[UnitState], taken: int) -> Choice:
    """The next step of the route (`taken`: the steps made so far); ending the move once there
    (or when no step gets nearer)."""
    exits = [a for a in actions if isinstance(a, ExitMap)]
    if exits and sit.attacking:
        return exits[0], "exit the map: units off the edge count for the exit goal"
    steps = [a for a in actions if isinstance(a, MoveStep)]
    ends = [a for a in actions if isinstance(a, EndMove)]
    here = group[0].hex if group else None
    if route is not None and route.destination and here is not None and here != route.destination:
        out = dismount_on_the_way(sit, actions, group, route.path[taken:], route.facings[taken:])
        if out is not None:
            return out
        chosen = _along(sit, steps, route, here, group, taken)
        if chosen is not None:
            return chosen, Reason("on to {destination}", hexes={"destination": route.destination})
    entering = route is not None and not route.destination  # reinforcements: no hexes planned off the map
    if group and (entering or here is None or group[0].where == Where.WAITING or not ends):
        onward = _towards_goal(sit, steps, here, group)  # on while each step gets nearer the goals
        if onward is not None:
            return onward, "on towards its goal"
    if ends:
        if here is None:
            return ends[0], Reason.plain("stop")
        if route is None or here == route.destination:
            return ends[0], Reason("stop in {here}", hexes={"here": here})
        if entering:  # no destination was planned off the map
            return ends[0], Reason("stop in {here}: no step on gets nearer its goal", hexes={"here": here})
        return ends[0], Reason("stop in {here}: the way to {destination} is closed", hexes={"here": here, "destination": route.destination})
    return (steps[0], "the move cannot end here") if steps else (actions[0], "the only choice")


def _towards_goal(sit: Situation, steps: list[MoveStep], here: str | None, group: list[UnitState]) -> MoveStep | None:
    """The offered step nearest the side's goals, if it is nearer than where the group is."""
    field = sit.field(group)
    now = field.get(sit.game.hex(here), UNREACHABLE) if here else UNREACHABLE
    best = min(steps, key=lambda s: field.get(sit.game.hex(s.hex), UNREACHABLE), default=None)
    if best is None or field.get(sit.game.hex(best.hex), UNREACHABLE) >= now:
        return None
    return best


def _along(sit: Situation, steps: list[MoveStep], route: Route, here: str, group: list[UnitState], taken: int) -> MoveStep | None:
    path, facings = route.path[taken:], route.facings[taken:]  # a route may pass a hex twice (a vehicle turning)
    following = path[1] if len(path) > 1 else None
    wanted = [s for s in steps if path and s.hex == path[0]]
    if len(path) == 1 and len(wanted) > 1:  # the last step: front armour towards the danger (16.5)
        safest = _front_to_danger(sit, wanted, group)
        return safest or _facing_towards(sit, wanted, _nearest_enemy(sit, path[0]) or route.destination)
    planned = [s for s in wanted if facings and s.facing == facings[0]]
    if planned:
        return planned[0]
    if wanted:
        return _facing_towards(sit, wanted, following or route.destination)
    to_destination = goal_field(sit.game, [route.destination], sit.classes(group))
    now = to_destination.get(sit.game.hex(here), UNREACHABLE)
    nearer = [s for s in steps if to_destination.get(sit.game.hex(s.hex), UNREACHABLE) < now]
    if not nearer:
        return None
    nearest = min(to_destination.get(sit.game.hex(s.hex), UNREACHABLE) for s in nearer)
    return _facing_towards(sit, [s for s in nearer if to_destination.get(sit.game.hex(s.hex)) == nearest], route.destination)


def _nearest_enemy(sit: Situation, hex_name: str) -> str | None:
    here = sit.game.hex(hex_name)
    return min(sorted(sit.enemy_hexes), key=lambda h: here.distance(sit.game.hex(h)), default=None)


def _facing_towards(sit: Situation, steps: list[MoveStep], toward: str) -> MoveStep:
    """Of the ways into one hex, the facing that points nearest `toward` (a vehicle drives on that way)."""
    if len(steps) == 1 or steps[0].facing is None:
        return steps[0]
    aim = sit.game.hex(toward)

    def off(step: MoveStep) -> int:
        there = sit.game.hex(step.hex)
        ahead: Hex = there.neighbor(step.facing or 0)
        return ahead.distance(aim)

    return min(steps, key=off)
