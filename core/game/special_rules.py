"""Special scenario rules (4.3) in play: what they forbid, what frees units, what they add to rolls.

The terrain rules (HexsideAs, TerrainAs) change the battlefield itself before a Game is
made (core/scenario/terrain_rules.py), so line of sight, movement costs, cover and every
remembered answer read them with no rule here. The rest restrict what may be done; they
act as one filter over the legal actions (Game.legal_actions and the lists a move hands
over), so no rule module has to know of them and a computer player, which only ever picks
from the legal list, can never plan what a rule forbids. A scenario without such rules
gets no filter at all.

What a rule remembers during the game is in `GameState.released`: the ids of held units
that have been fired upon, and `rule:<n>` for a reinforcement trigger (the n-th special
rule) that has been met; both are plain data, so clones, saves and replays carry them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from core.game.actions import (
    Action,
    Advance,
    Assault,
    CallSupport,
    ChangeFacing,
    ExitMap,
    FireSmoke,
    Load,
    MoveStep,
    StartMove,
    Unload,
)
from core.game.state import GameState, UnitState, Where
from core.scenario.special_rules import (
    EntryHexes,
    ExitTurns,
    Hold,
    NoSmoke,
    ReinforcementTrigger,
    SideModifier,
    SpecialRule,
    binds,
)
from core.sides import Side

if TYPE_CHECKING:
    from core.game.game import Game

ATTACKS_ON_HEXES = {"ap_attack": "target", "close_assault": "target", "overrun": "target", "fire_lane_attack": "hex",
                    "support_attack": "hex", "opportunity_fire": "hex", "sniper_attack": "target"}
"""Events of an attack on a hex, and the field naming it: every unit in that hex was fired upon."""
ATTACKS_ON_UNITS = {"at_fire": "target", "opportunity_fire": "target"}
"""Events of an attack on one unit, and the field naming it."""


def trigger_mark(index: int) -> str:
    """What `GameState.released` holds once the special rule at `index` (a trigger) is met."""
    return f"rule:{index}"


def in_turns(turn: int, first: int, last: int | None) -> bool:
    return turn >= first and (last is None or turn <= last)


@dataclass
class Restrictions:
    """The scenario's restricting rules, resolved against the Game once (hex names made canonical,
    held units found from the set-up)."""

    holds: dict[str, list[Hold]] = field(default_factory=dict)  # unit id -> the rules holding it
    no_smoke: set[Side] = field(default_factory=set)
    entries: list[tuple[Side, frozenset[str], EntryHexes]] = field(default_factory=list)
    exits: list[tuple[frozenset[str], ExitTurns]] = field(default_factory=list)
    triggers: list[tuple[int, Side, frozenset[str], ReinforcementTrigger]] = field(default_factory=list)

    @staticmethod
    def of(game: Game) -> Restrictions | None:
        """The restrictions of the game's scenario; None when it has none (no filter then)."""
        made = Restrictions()
        for index, rule in enumerate(game.scenario.special_rules):
            made._add(game, index, rule)
        if not (made.holds or made.no_smoke or made.entries or made.exits or made.triggers):
            return None
        return made

    def _add(self, game: Game, index: int, rule: SpecialRule) -> None:
        if isinstance(rule, NoSmoke):
            self.no_smoke.update(s for s in (Side.ALLIED, Side.AXIS) if binds(rule, s.value))
        elif isinstance(rule, Hold):
            hexes = canonical(game, rule.hexes)
            for stack in game.scenario.side(rule.side).stacks:
                if stack.hex in hexes:
                    for top in stack.units:
                        for unit in top.all_units():
                            self.holds.setdefault(unit.id, []).append(rule)
        elif isinstance(rule, EntryHexes):
            self.entries.append((Side(rule.side), canonical(game, rule.hexes), rule))
        elif isinstance(rule, ExitTurns):
            self.exits.append((canonical(game, rule.hexes), rule))
        elif isinstance(rule, ReinforcementTrigger):
            self.triggers.append((index, Side(rule.side), canonical(game, rule.hexes), rule))

    # --- what may be done ------------------------------------------------------------------

    def allowed(self, game: Game, state: GameState, actions: Sequence[Action]) -> list[Action]:
        return [a for a in actions if self.allows(game, state, a)]

    def allows(self, game: Game, state: GameState, action: Action) -> bool:
        side = game.to_act(state)
        if isinstance(action, StartMove):
            return (not (action.smoke and side in self.no_smoke) and not self._any_held(state, action.units)
                    and not any(self._not_yet_due(state, state.units[u]) for u in action.units if u in state.units))
        if isinstance(action, (FireSmoke, CallSupport)):
            return not ((isinstance(action, FireSmoke) or action.smoke) and side in self.no_smoke)
        if isinstance(action, ChangeFacing):
            return not self._any_held(state, (action.unit,))
        if isinstance(action, Load):
            return not self._any_held(state, (*action.units, action.transport))
        if isinstance(action, (Unload, Advance, Assault)):  # a close assault ends in the enemy's hex (15.8)
            return not self._any_held(state, action.units)
        if isinstance(action, MoveStep):
            return self._may_enter(game, state, action.hex)
        if isinstance(action, ExitMap):
            return self._may_exit(state)
        return True

    def held(self, state: GameState, unit_id: str) -> bool:
        """Whether a Hold rule still keeps the unit where it is (a half squad split off a held
        squad, `<id>.2`, is held as its squad was: splitting is no way out of the rule)."""
        return any(not _freed(state, unit_id, rule) for rule in self._holding(unit_id))

    def _holding(self, unit_id: str) -> list[Hold]:
        found = self.holds.get(unit_id)
        while found is None and "." in unit_id:
            unit_id = unit_id.rsplit(".", 1)[0]
            found = self.holds.get(unit_id)
        return found or []

    def _any_held(self, state: GameState, unit_ids: Iterable[str]) -> bool:
        return bool(self.holds) and any(self.held(state, u) for u in unit_ids)

    def _not_yet_due(self, state: GameState, unit: UnitState) -> bool:
        """A waiting unit whose group's trigger has not been met."""
        if unit.where != Where.WAITING:
            return False
        for index, side, _, rule in self.triggers:
            if (unit.side == side and unit.entry_turn == rule.turn and unit.entry_edge == rule.edge
                    and trigger_mark(index) not in state.released
                    and not (rule.latest_turn is not None and state.turn >= rule.latest_turn)):
                return True
        return False

    def _may_enter(self, game: Game, state: GameState, hex_name: str) -> bool:
        moving = state.moving
        if moving is None or not self.entries or not moving.units:
            return True
        first = state.units.get(moving.units[0])
        if first is None or first.where != Where.WAITING:
            return True
        name = game.name(game.hex(hex_name))
        return all(name in hexes for side, hexes, rule in self.entries
                   if side == first.side and in_turns(state.turn, rule.from_turn, rule.to_turn))

    def _may_exit(self, state: GameState) -> bool:
        moving = state.moving
        first = state.units.get(moving.units[0]) if moving is not None and moving.units else None
        here = first.hex if first is not None else None
        return all(in_turns(state.turn, rule.from_turn, rule.to_turn) and (not hexes or here in hexes)
                   for hexes, rule in self.exits)

    # --- what frees units -----------------------------------------------------------------

    def note(self, game: Game, state: GameState, since: int) -> None:
        """After an action: held units fired upon in events[since:] are freed, and triggers whose
        hexes an enemy unit stands in are met."""
        if self.holds:
            for unit_id in _fired_upon(state, since):
                if self._holding(unit_id) and unit_id not in state.released:
                    state.released.append(unit_id)
        for index, side, hexes, _ in self.triggers:
            mark = trigger_mark(index)
            if mark not in state.released and any(
                    u.side != side and u.where == Where.MAP and u.hex in hexes for u in state.units.values()):
                state.released.append(mark)


def _freed(state: GameState, unit_id: str, rule: Hold) -> bool:
    by_turn = rule.until_turn is not None and state.turn >= rule.until_turn
    return by_turn or (rule.until_fired_upon and unit_id in state.released)


def _fired_upon(state: GameState, since: int) -> list[str]:
    """The units attacked in the events from `since` on (a hex attacked: every unit in it)."""
    found: list[str] = []
    for event in state.events[since:]:
        hex_field = ATTACKS_ON_HEXES.get(event.kind)
        target_hex = getattr(event, hex_field, None) if hex_field else None
        if target_hex:
            found += [u.id for u in state.units.values() if u.hex == target_hex and u.where in (Where.MAP, Where.CARRIED)]
        unit_field = ATTACKS_ON_UNITS.get(event.kind)
        target = getattr(event, unit_field, None) if unit_field else None
        if target:
            found.append(target)
    return found


def canonical(game: Game, names: Iterable[str]) -> frozenset[str]:
    """The names as the game writes them (a seam hex has two); a name not on the map is left out
    (placement reports it)."""
    found = set()
    for name in names:
        try:
            found.add(game.name(game.hex(name)))
        except ValueError:
            continue
    return frozenset(found)


def modifiers(game: Game, side: Side) -> tuple[int, int]:
    """(rally, fire): the sum of the scenario's SideModifier rules for `side`."""
    rally = fire = 0
    for rule in game.scenario.special_rules:
        if isinstance(rule, SideModifier) and rule.side == side.value:
            rally, fire = rally + rule.rally, fire + rule.fire
    return rally, fire
