"""The owner's legal allocations of Casualty Points (14.61-14.62), for a side that applies its
casualties by hand (Game's `casualties_by_hand`; core.game.casualties_by_hand asks the question).

An allocation is one result per unit hit, in scenario order. It is legal when it fulfils the
points (or, when nothing can, eliminates everyone: then there is no choice), when no unit hit
could take a lighter result (or none) with the points still fulfilled (14.61: the owner stops
once the points are "equalled or exceeded"; a heavier result for the same points is not
offered; a squad's elimination is weighed against its reduction, not against reducing and
pinning it, as the Armor Overrun Example allocates), and when it spends points on units already pinned only after every unpinned unit
is eliminated (14.62). The owner may reduce a squad where pins would do (the AP Combat and
Casualty Reduction Example: 2 points, "reduce the squad not carrying the MG"); the automatic
policy prefers pins. A hex with a valorous unit or a shielded Gun (14.63: the first point is
ignored, then the rest goes on it first) or with passengers (14.65, 8.5) is left to the
automatic policy of core.game.casualties, as are the attacks core.game.casualties_by_hand does
not ask about.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.game import event_types as ev
from core.game.casualties import (
    Casualty,
    CasualtyReport,
    Result,
    _air_burst,
    _apply,
    _Option,
    _options,
    _shielded,
    _weight,
    ap_targets,
    apply_casualty_points,
)
from core.game.question_kinds import CASUALTIES
from core.game.state import GameState, UnitState, Where
from core.sides import Side
from core.tables import get_ruleset

if TYPE_CHECKING:
    from core.game.game import Game

__all__ = ["Allocation", "allocations", "apply_allocation", "ask_owner", "spend_or_ask"]

Allocation = tuple[tuple[str, Result], ...]
"""(unit id, result) for each unit hit, in scenario order."""


@dataclass(frozen=True)
class _Hex:
    """The units an attack's points can land on, each with its options (lightest first)."""

    units: list[UnitState]
    options: dict[str, list[_Option]]
    pool: int  # points to fulfil, in pool points (air bursts double against infantry, 12.64)
    factor: int
    doubled: bool


def _the_hex(game: Game, state: GameState, attack: dict[str, Any]) -> _Hex | None:
    """The target hex's units and options, or None where the question is not asked (see the module)."""
    side = Side(attack["side"])
    targets = ap_targets(game, state, attack["hex"], side, attack.get("only"))
    if any(u.where != Where.MAP or _shielded(game, state, u, attack.get("attacker_hex"), bool(attack.get("ap", True))) for u in targets):
        return None
    doubled = _air_burst(game, attack["hex"], bool(attack.get("air_burst")), targets)
    factor = get_ruleset(game.scenario.ruleset).number("air_burst_factor") if doubled else 1
    options = {u.id: _options(game, state, u, _weight(game, u, factor)) for u in targets}
    return _Hex(targets, options, int(attack["points"]) * factor, factor, doubled)


def _most(options: list[_Option]) -> _Option:
    return max(options, key=lambda o: o.cost)


def _choices(found: _Hex, unit: UnitState, pinned_open: bool) -> list[_Option]:
    """What this unit may take in a legal allocation, before the fulfilment checks."""
    options = found.options[unit.id]
    if unit.pinned:
        return options if pinned_open else []
    if pinned_open:
        return [_most(options)]  # 14.62: every unpinned unit goes before a pinned one is hit
    return options


def _search(found: _Hex, units: list[UnitState], choices: list[list[_Option]]) -> list[list[_Option | None]]:
    """Every pick (None: untouched) that fulfils the pool and cannot be made lighter."""
    best_after = [0] * (len(units) + 1)
    for index in range(len(units) - 1, -1, -1):
        best_after[index] = best_after[index + 1] + max((o.cost for o in choices[index]), default=0)
    found_picks: list[list[_Option | None]] = []

    def walk(index: int, total: int, picks: list[_Option | None]) -> None:
        if total >= found.pool:
            full = picks + [None] * (len(units) - index)
            if _minimal(found.pool, full, choices):
                found_picks.append(full)
            return
        if index == len(units) or total + best_after[index] < found.pool:
            return
        walk(index + 1, total, picks + [None])
        for option in choices[index]:
            walk(index + 1, total + option.cost, picks + [option])

    walk(0, 0, [])
    return found_picks


def _minimal(pool: int, picks: list[_Option | None], choices: list[list[_Option]]) -> bool:
    """No unit hit could take the next lighter result (or none) and the pool still be fulfilled."""
    total = sum(p.cost for p in picks if p is not None)
    for pick, options in zip(picks, choices, strict=True):
        if pick is None:
            continue
        if total - pick.cost + _lighter(options, options.index(pick)) >= pool:
            return False
    return True


def _lighter(options: list[_Option], place: int) -> int:
    """The points of the unit's next lighter result (0: none). 14.61 makes elimination the
    alternative to reducing a squad, not a step after reducing and pinning it: the Armor Overrun
    Example's German player eliminates one squad and reduces the other for 7 points, where
    reducing both and pinning one would make 7 too."""
    earlier = options[:place]
    if options[place].result is Result.ELIMINATED:
        earlier = [o for o in earlier if o.result is not Result.REDUCED_PINNED]
    return earlier[-1].cost if earlier else 0


def _legal(game: Game, state: GameState, attack: dict[str, Any]) -> dict[Allocation, list[tuple[str, _Option]]] | None:
    """Each legal allocation with the options it takes (a survival roll's points, 14.64, are
    the fewest that fulfil with the rest of it, so the allocation names them)."""
    found = _the_hex(game, state, attack)
    if found is None:
        return None
    units = found.units
    pinned_open = sum(_most(found.options[u.id]).cost for u in units if not u.pinned) < found.pool
    choices = [_choices(found, u, pinned_open) for u in units]
    picks = _search(found, units, choices)
    if pinned_open:  # 14.62: a pinned unit is hit only with every unpinned one eliminated
        picks = [p for p in picks if all(pick is not None for u, pick in zip(units, p, strict=True) if not u.pinned)]
    if not picks:  # nothing fulfils the points: every unit takes all it can (14.61, 14.62)
        picks = [[_most(found.options[u.id]) for u in units]]
    legal: dict[Allocation, list[tuple[str, _Option]]] = {}
    for pick in sorted(picks, key=lambda p: [i for i, o in enumerate(p) if o is not None]):  # scenario order
        taken = [(u.id, p) for u, p in zip(units, pick, strict=True) if p is not None]
        legal[tuple((unit_id, p.result) for unit_id, p in taken)] = taken
    return legal


def allocations(game: Game, state: GameState, attack: dict[str, Any]) -> list[Allocation] | None:
    """The legal allocations of the attack's points (`attack`: hex, points, side hit, only,
    attacker_hex, air_burst), lightest first; None where the owner is not asked (see the module)."""
    legal = _legal(game, state, attack)
    return None if legal is None else sorted(legal, key=_severity)  # stable: scenario order within


def _severity(allocation: Allocation) -> tuple[int, int, int]:
    """Fewest eliminations, then fewest reductions, then fewest pins first."""
    results = [r for _, r in allocation]
    reduced = sum(r in (Result.REDUCED, Result.REDUCED_PINNED) for r in results)
    return sum(r is Result.ELIMINATED for r in results), reduced, len(results)


def apply_allocation(game: Game, state: GameState, attack: dict[str, Any], allocation: Allocation) -> None:
    """Carry out the owner's allocation as core.game.casualties carries out its own, with the
    same Casualties event (14.64 survival rolls included)."""
    found = _the_hex(game, state, attack)
    legal = _legal(game, state, attack)
    assert found is not None and legal is not None
    done: list[Casualty] = []
    absorbed = 0
    for unit_id, option in legal[allocation]:
        unit = state.units[unit_id]
        if not unit.in_play:
            continue
        casualty, points = _apply(game, state, unit, option)
        done.append(casualty)
        absorbed += points
    results = [{"unit": c.unit, "result": c.result.value, "points": c.points, "roll": c.roll} for c in done]
    state.emit(ev.Casualties(hex=attack["hex"], points=found.pool, air_burst=found.doubled, results=results,
                             unfulfilled=max(found.pool - absorbed, 0)))


def ask_owner(game: Game, state: GameState, attack: dict[str, Any], then: dict[str, Any]) -> bool:
    """Open the question when the side hit applies its casualties by hand and has a real choice
    (two or more legal allocations); `then` is what the attack has left to do after them."""
    if attack["side"] not in state.casualties_by_hand:
        return False
    found = allocations(game, state, attack)
    if found is None or len(found) < 2:
        return False
    state.question = {"kind": CASUALTIES, **attack, "then": then}
    return True


def spend_or_ask(game: Game, state: GameState, attack: dict[str, Any], then: dict[str, Any],
                 ask: bool = True) -> CasualtyReport | None:
    """14.61: an attack's Casualty Points on a hex, asked of the side hit when it decides by hand,
    `ask` allows it and it has a real choice (None: the attack stops at the question until he
    answers, `then` saying what it has left to do), else spent at once by the automatic policy
    (its report). `attack` is the question's: "hex", "points", "side" (None: a hex holding both
    sides' units, never asked), "only", "attacker_hex", "air_burst", optionally "ap"."""
    hex_name, points = str(attack["hex"]), int(attack["points"])
    if points <= 0:
        return CasualtyReport(hex_name, 0)
    if ask and attack["side"] is not None and ask_owner(game, state, attack, then):
        return None
    return apply_casualty_points(game, state, hex_name, points, only=attack["only"], attacker_hex=attack["attacker_hex"],
                                 air_burst=bool(attack["air_burst"]), ap=bool(attack.get("ap", True)),
                                 side=None if attack["side"] is None else Side(attack["side"]))
