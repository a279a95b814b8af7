"""Fire, Defensive Fire and AT fire: the best attack by expected effect, or none.

An AP attack is scored from the exact Casualty Points expected on the real table with
the real modifiers (core.ai.estimates), valued by what the targets are worth; an AT
shot is tried on determinized copies (core.ai.trial). One attack at a time: after its
roll the next decision scores the rest again (Wesnoth's candidate-action loop). A
shot below the personality's fire discipline is held, and in its own Fire Phase a
stack that would rather move (a unit that fires may not move, 5.33) holds its fire.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from core.ai import terms
from core.ai.estimates import fire_estimate, unit_value
from core.ai.levels import pick
from core.ai.situation import Choice, Situation
from core.ai.terms import Score
from core.ai.trial import trial
from core.game.actions import Action, Fire, FireAT
from core.game.reasons import Reason
from core.game.state import UnitState
from core.scenario import ScenarioType
from core.unit_kinds import INFANTRY_KINDS

CP_SHARE = 0.5
"""Share of a target unit's value one expected Casualty Point takes (a pin, a reduction)."""
PIN_SHARE = 0.15
"""Share of the target hex's value the chance of any effect adds (pinned units cannot act)."""
HOLD = 0.12
"""Share of the mean unit value a shot must be worth before it is made (at discipline 5)."""
EXPENDABLE_COST = 0.1
"""Share of the mean unit value a grenade or satchel counter costs to throw."""
AT_SEEDS = (11, 23, 37, 41, 53, 67)
FIRE_SEEDS = (3, 19, 47, 71, 89, 97)
TRIED = 8
"""How many of the best-estimated attacks the hard level tries on copies."""
ASSAULT_SETUP = 1.3
"""Weight of a target that friendly infantry next to it may assault after the fire."""

MoveGain = Callable[[list[UnitState]], float]


def fire_value(sit: Situation, action: Fire) -> tuple[float, float, float]:
    """(value, mean CP, chance of any CP) of one Fire action."""
    game, view = sit.game, sit.view
    firers = [view.units[i] for i in action.units if i in view.units]
    if not firers:
        return 0.0, 0.0, 0.0
    mean, hit, _ = fire_estimate(game, view, firers, action.target, action.weapons)
    targets = [u for u in view.units.values() if u.side != sit.side and u.hex == action.target and u.in_play]
    if not targets:
        return 0.0, mean, hit
    value = sum(unit_value(game, u) for u in targets)
    # a Casualty Point pins a unit, or eliminates one already pinned (14.6)
    per_unit = sum(unit_value(game, u) * (1.0 if u.pinned else CP_SHARE) for u in targets) / len(targets)
    spent = sum(1 for w in action.weapons if w in view.sides[sit.side].expendables)
    score = Score(sit.personality).add("fire_dealt", terms.fire_dealt(mean, per_unit))
    score.add("morale", terms.morale(hit, value, PIN_SHARE))
    score.add("expendables", terms.expendables(spent, EXPENDABLE_COST, sit.unit_worth))
    return score.total, mean, hit


def choose_fire(sit: Situation, actions: Sequence[Action], move_gain: MoveGain | None = None) -> Choice | None:
    """The best Fire action worth making, if any. `move_gain`: in the side's own Fire Phase,
    what moving the firers instead would gain (a stack in position, next to the enemy or on
    its goal, fires regardless); there a target next to infantry that may assault it counts
    more (pinned defenders fall to an assault without a roll, 15.9). On the hard level the
    best few are tried on determinized copies (core.ai.trial) and the truest effect wins."""
    threshold = HOLD * sit.unit_worth * sit.personality.weight("fire_discipline")
    gains: dict[tuple[str, ...], float] = {}
    assaulters = _assault_hexes(sit) if move_gain is not None else set()
    ranked: list[tuple[float, Fire, float, float]] = []
    for action in actions:
        if not isinstance(action, Fire):
            continue
        worth, mean, hit = fire_value(sit, action)
        if action.target in assaulters:
            worth *= ASSAULT_SETUP
        if worth < threshold:
            continue
        if move_gain is not None and leaves_the_map(sit, action.units):
            continue  # exiting wins more than any shot, and a unit that fires may not move (5.33)
        if move_gain is not None and not _in_position(sit, action):
            if action.units not in gains:
                gains[action.units] = move_gain([sit.view.units[i] for i in action.units if i in sit.view.units])
            if gains[action.units] > worth:
                continue
        ranked.append((worth, action, mean, hit))
    if not ranked:
        return None
    ranked.sort(key=lambda r: -r[0])
    if sit.level == "hard" and len(ranked) > 1:
        ranked = [max(ranked[:TRIED], key=lambda r: _tried(sit, r[1], r[0], assaulters))]
    _, (chosen, mean, hit) = pick(sit.rng, sit.level, [(r[0], (r[1], r[2], r[3])) for r in ranked])
    return chosen, Reason("fire at {target}: expected {mean:.1f} CP, {hit:.0%} chance of an effect", hexes={"target": chosen.target},
                          numbers={"mean": mean, "hit": hit}, acting=chosen.units)


def _tried(sit: Situation, action: Fire, estimate: float, assaulters: set[str]) -> float:
    taken, lost, _ = trial(sit.game, sit.view, action, sit.side, FIRE_SEEDS)
    return _traded(sit, taken, lost) * (ASSAULT_SETUP if action.target in assaulters else 1.0)


def _traded(sit: Situation, taken: float, lost: float) -> float:
    """An attack tried on copies, in terms: the strength it takes less the strength it costs."""
    return Score(sit.personality).add("fire_dealt", terms.fire_dealt(taken, 1.0)).add("fire_taken", terms.fire_taken(1.0, lost)).total


def _assault_hexes(sit: Situation) -> set[str]:
    """Enemy hexes next to the side's infantry that may still assault this turn."""
    game = sit.game
    near: set[str] = set()
    for unit in sit.own_units():
        if unit.pinned or unit.hex is None or game.kind(unit) not in INFANTRY_KINDS:
            continue
        here = game.hex(unit.hex)
        near.update(h for h in sit.enemy_hexes if here.distance(game.hex(h)) == 1)
    return near


def _in_position(sit: Situation, action: Fire) -> bool:
    """Next to the enemy or on its goal: a stack there has nowhere better to be."""
    unit = sit.view.units.get(action.units[0])
    if unit is None or unit.hex is None:
        return False
    return (unit.hex in sit.goals and sit.attacking) or _near_enemy(sit, unit.hex)


def leaves_the_map(sit: Situation, units: Sequence[str]) -> bool:
    """6.10, 5.33: in an exit scenario the attacker's units standing on an exit hex and free to
    move leave the map in the Movement Phase (each one counts for the exit goal); a Fire marker
    now would keep them on it, so they hold their fire."""
    if not sit.skilled or not sit.attacking or sit.scenario_type != ScenarioType.EXIT:
        return False
    exits = sit.game.scenario.victory.exit_hexes
    for unit_id in units:
        unit = sit.view.units.get(unit_id)
        if unit is not None and unit.hex in exits and not unit.moved and not unit.pinned and not unit.immobile:
            return True
    return False


def _near_enemy(sit: Situation, hex_name: str) -> bool:
    here = sit.game.hex(hex_name)
    return any(here.distance(sit.game.hex(h)) <= 1 for h in sit.enemy_hexes)


def choose_at(sit: Situation, actions: Sequence[Action], move_gain: MoveGain | None = None) -> Choice | None:
    """The AT shot that takes most from the enemy on average, if it is worth the fire discipline's
    threshold and (in the side's own Fire Phase) more than moving the firer instead."""
    threshold = HOLD * sit.unit_worth * sit.personality.weight("fire_discipline")
    best: tuple[float, FireAT] | None = None
    for action in actions:
        if not isinstance(action, FireAT) or action.target not in sit.view.units:
            continue
        taken, lost, _ = trial(sit.game, sit.view, action, sit.side, AT_SEEDS)
        worth = _traded(sit, taken, lost)
        if worth < threshold or (best is not None and worth <= best[0]):
            continue
        firer = sit.view.units.get(action.unit)
        if move_gain is not None and leaves_the_map(sit, (action.unit,)):
            continue
        if move_gain is not None and firer is not None and firer.hex and not _near_enemy(sit, firer.hex) \
                and move_gain([firer]) > worth:
            continue
        best = (worth, action)
    if best is None:
        return None
    worth, action = best
    return action, Reason("AT fire at {target}: expected to take {worth:.1f} points", units={"target": action.target},
                          numbers={"worth": worth}, acting=(action.unit,))
