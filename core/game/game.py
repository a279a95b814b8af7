"""The Game: immutable rules and scenario; it makes and advances GameStates.

Shaped after OpenSpiel: `new_state(seed)`, `legal_actions(state)`,
`apply(state, action)`, `state.is_over`, `state.outcome`. The sequence of play
(section 5) lives here; every rule lives in a module under core/game/ whose
`register` adds it to the Game's Rulebook (core/game/rulebook.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from core.boards.battlefield import Battlefield
from core.dice import Bias, Dice
from core.game import (
    advance,
    assault,
    at_fire,
    casualties_by_hand,
    command,
    editions,
    fire,
    fire_by_hand,
    fire_groups,
    fire_lanes,
    movement_phase,
    obstacles,
    opportunity,
    overrun,
    phases,
    questions,
    rally_by_hand,
    reinforcements,
    snipers,
    special_rules,
    support,
    transport,
    victory,
    wire_breach,
)
from core.game import event_types as ev
from core.game.actions import Action, EndPhase
from core.game.cache import new_store
from core.game.reasons import Reason
from core.game.rulebook import Rulebook, RuleModule
from core.game.sight_memo import RememberedSightlines
from core.game.state import PHASES, GameState, Phase, SideState, UnitState, Where
from core.hexes import Hex
from core.los import Sightlines
from core.movement import MovementGraph, movement_graph
from core.placement import Context, context_for
from core.scenario import Scenario, Unit
from core.scenario.hex_names import canonical_scenario
from core.scenario.sight import scenario_blockers
from core.scenario.special_rules import Visibility, sight_limit
from core.sides import Side
from core.unit_model import Kind
from core.units import point_value

RULE_MODULES: tuple[RuleModule, ...] = (
    phases, fire, at_fire, support, reinforcements, transport, movement_phase, overrun, advance, assault, command,
    snipers, obstacles, fire_lanes, opportunity, fire_by_hand, fire_groups, wire_breach, rally_by_hand,
    casualties_by_hand,
)
"""The rule modules, in the order their registrations count: it orders the actions listed in
a phase (fire before AT fire before smoke rounds; reinforcements, transport, moves, overruns)
and the enter hooks (obstacles, then fire lanes, then opportunity fire, then the question of
opportunity fire decided by hand)."""


def standard_rules() -> Rulebook:
    """A fresh Rulebook for each Game: a test or a variant may change one game's rules without
    touching another's."""
    return Rulebook.of(RULE_MODULES)


END_PHASE = EndPhase()
"""Every listing ends with it: one frozen value serves them all."""


class IllegalAction(ValueError):
    """An action that is not among the legal ones (only raised when checking is asked for)."""


class Game:
    """A scenario ready to be played: battlefield, catalogues, sight lines and movement graph."""

    def __init__(self, scenario: Scenario, context: Context | None = None, computer: Iterable[str] = (),
                 rules: Rulebook | None = None, edition: int = editions.CURRENT, rally_by_hand: Iterable[str] = (),
                 fire_by_hand: Iterable[str] = (), casualties_by_hand: Iterable[str] = ()) -> None:
        self.edition = edition  # the rules edition played (core.game.editions): a log's, or the current one
        self.rally_by_hand = sorted(str(Side(s)) for s in rally_by_hand)  # sides picking their rally order (21.1)
        self.fire_by_hand = sorted(str(Side(s)) for s in fire_by_hand)  # sides asked for opportunity fire (13.8)
        self.casualties_by_hand = sorted(str(Side(s)) for s in casualties_by_hand)  # sides allocating casualties (14.61)
        self.rules = rules if rules is not None else standard_rules()
        self.context = context or context_for(scenario)
        self.battlefield: Battlefield = self.context.battlefield
        self.scenario = canonical_scenario(scenario, self.battlefield)
        self.catalogue = self.context.units
        self.terrain = self.context.terrain
        self.movement = movement_graph(self.battlefield)
        self._hex_cache: dict[str, Hex] = {}
        self._name_cache: dict[Hex, str] = {}
        self._kind_cache: dict[str, Kind] = {}
        self._sight = Sightlines(self.battlefield, blockers=scenario_blockers(scenario, self.battlefield))
        self.computer = frozenset(Side(s) for s in computer)  # sides played by the computer (dice bias, 004)
        self.first = Side(scenario.first_player)
        self.second = self.first.other
        self.attacker = Side(scenario.attacker)
        self._sight_cache: dict[tuple[tuple[tuple[str, int], ...], int | None], Sightlines] = new_store("sight_lines")
        self._visibility = any(isinstance(r, Visibility) for r in self.scenario.special_rules)
        self._blocked: dict[tuple[Hex, Hex], bool] = new_store("blocked_lines")  # shared by every smoke pattern
        self._handed: tuple[GameState, int, list[Action]] | None = None  # see hand_over
        self.special = special_rules.Restrictions.of(self)  # what special scenario rules forbid (4.3); None: nothing

    # --- static look-ups -------------------------------------------------------------

    def info(self, type_id: str) -> Any:
        return self.catalogue.get(type_id)

    def kind(self, unit: UnitState) -> Kind:
        """The unit's kind, remembered per type (asked thousands of times a game)."""
        try:
            return self._kind_cache[unit.type]
        except KeyError:
            found: Kind = self.info(unit.type).kind
            self._kind_cache[unit.type] = found
            return found

    def hex(self, name: str) -> Hex:
        try:
            return self._hex_cache[name]
        except KeyError:
            found = self._hex_cache[name] = self.battlefield.parse(name)
            return found

    def name(self, h: Hex) -> str:
        found = self._name_cache.get(h)
        if found is None:
            found = self._name_cache[h] = self.battlefield.name(h)
        return found

    def sight(self, state: GameState) -> Sightlines:
        """Line of sight with the state's smoke (cached per smoke pattern)."""
        key = self.sight_key(state)
        if key not in self._sight_cache:
            if len(self._sight_cache) > 64:
                self._sight_cache.clear()
            smoke, limit = key
            self._sight_cache[key] = RememberedSightlines(  # as Sightlines.with_smoke, remembering answers
                self.battlefield, {self.hex(h): level for h, level in smoke}, limit=limit,
                terrain_catalogue=self._sight.catalogue, _layers=self._sight.layers, blocked=self._blocked)
        return self._sight_cache[key]

    def sight_key(self, state: GameState) -> tuple[tuple[tuple[str, int], ...], int | None]:
        """What line of sight depends on in the state: the smoke, and the turn's visibility limit
        (night, 4.3 Visibility rules); a store whose answer reads sight puts this in its key."""
        limit = sight_limit(self.scenario.special_rules, state.turn) if self._visibility else None
        return tuple(sorted(state.smoke.items())), limit

    def for_another_thread(self) -> Game:
        """The same game with caches of its own, for a thread that thinks while this one plays
        (editor/testrun/thinker.py): the stores are plain dicts, not meant to be shared."""
        twin = Game(self.scenario, self.context, computer=self.computer, rules=self.rules, edition=self.edition,
                    rally_by_hand=self.rally_by_hand, fire_by_hand=self.fire_by_hand,
                    casualties_by_hand=self.casualties_by_hand)
        twin.movement = MovementGraph(self.battlefield)  # movement_graph's is shared per battlefield
        return twin

    # --- the state ----------------------------------------------------------------------

    def new_state(self, seed: int = 0, bound_dice: bool = False) -> GameState:
        """The game's start from `seed`; `bound_dice` binds every roll to its action's place
        in the log (play by e-mail, core.dice.Dice.enter_place)."""
        units: dict[str, UnitState] = {}
        for name_of_side, side in self.scenario.sides():
            side_name = Side(name_of_side)
            for stack in side.stacks:
                for unit in stack.units:
                    _add_unit(units, side_name, unit, Where.MAP, stack.hex, None)
            for group in side.reinforcements:
                for unit in group.units:
                    added = _add_unit(units, side_name, unit, Where.WAITING, None, None)
                    for member in added:
                        member.entry_turn, member.entry_edge = group.turn, group.edge
        sides = {Side(name): self._side_state(Side(name), units) for name, _ in self.scenario.sides()}
        state = GameState(
            turn=1, segment=0, phase=Phase.COMMAND, active=self.first, units=units, sides=sides,
            dice=Dice(seed, bias=Bias(self.scenario.dice_bias), computer_side=self._biased_side(),
                      bound=bound_dice),
            smoke={s.hex: s.level for s in self.scenario.smoke},
            objectives={o.hex: Side(o.owner) for o in self.scenario.objectives},
            fortifications=[{"hex": f.hex, "type": f.type, "side": f.side, "facing": f.facing,
                             "hidden": f.hidden} for f in self.scenario.fortifications],
            rules_edition=self.edition, rally_by_hand=list(self.rally_by_hand), fire_by_hand=list(self.fire_by_hand),
            casualties_by_hand=list(self.casualties_by_hand),
        )
        self._start_phase(state)
        self._note(state, 0)
        self._skip_empty_phases(state)
        return state

    def _biased_side(self) -> Side | None:
        """Dice bias only counts in a game of a person against the computer (004)."""
        return next(iter(self.computer)) if len(self.computer) == 1 else None

    def _side_state(self, name: Side, units: dict[str, UnitState]) -> SideState:
        side = self.scenario.side(name)
        support = side.fire_support
        return SideState(
            smoke_factors=side.smoke_factors, light_barrage=support.light_barrage,
            heavy_barrage=support.heavy_barrage, air_strike=support.air_strike,
            expendables={w: n for w, n in side.expendables}, snipers=1 if side.sniper else 0,
            start_points=sum(self.points(u) for u in units.values() if u.side == name),
        )

    def points(self, unit: UnitState) -> int:
        """What losing the unit costs its side: its own value and its weapons' (004)."""
        return _points(self.catalogue, unit.type) + sum(_points(self.catalogue, w) for w in unit.weapons)

    # --- playing -----------------------------------------------------------------------

    def to_act(self, state: GameState) -> Side:
        """The side choosing now: the active player, or the other one in Defensive Fire, or
        the side an open question asks (core.game.fire_by_hand, core.game.casualties_by_hand)."""
        if state.question is not None:
            return Side(state.question["side"])
        return state.active.other if state.phase == Phase.DEFENSIVE_FIRE else state.active

    def legal_actions(self, state: GameState) -> list[Action]:
        if state.is_over:
            return []
        if state.question is not None:
            return questions.answers(self, state)  # the module answering its kind (core.game.questions)
        actions: list[Action] = []
        for provider in self.rules.providers[state.phase]:
            actions.extend(provider(self, state))
        if state.moving is None:
            actions.append(END_PHASE)
        return actions if self.special is None else self.special.allowed(self, state, actions)

    def allows(self, state: GameState, action: Action, legal: list[Action] | None = None) -> bool:
        """Whether the action is legal now: listed (`legal`: the listing, when the caller has it),
        or one of the choices the list leaves out and a rule admits (Rulebook.admit)."""
        listed = self.legal_actions(state) if legal is None else legal
        if action in listed:
            return True
        if state.question is not None:
            return False  # only an answer to the question
        admitted = not state.is_over and any(admit(self, state, action) for admit in self.rules.admitters.get(action.kind, ()))
        return admitted and (self.special is None or self.special.allows(self, state, action))  # 4.3 may forbid it

    def _offered(self, state: GameState, actions: list[Action]) -> list[Action]:
        """What the scenario's special rules (4.3) leave of choices the list leaves out."""
        return actions if self.special is None else self.special.allowed(self, state, actions)

    def actions_for_units(self, state: GameState, units: Iterable[str]) -> list[Action]:
        """The actions of exactly these units that the list leaves out (a smaller fire or
        assault group, 14.2, 15.1), for a player who has checked them."""
        ids = tuple(units)
        if state.is_over or not ids:
            return []
        return self._offered(state, [a for provider in self.rules.unit_providers for a in provider(self, state, ids)])

    def actions_at_hex(self, state: GameState, hex_name: str) -> list[Action]:
        """The actions aimed at the hex that the list leaves out (a smoke round, 11.3), for a
        player who has picked it."""
        if state.is_over:
            return []
        return self._offered(state, [a for provider in self.rules.hex_providers for a in provider(self, state, hex_name)])

    def apply(self, state: GameState, action: Action, check: bool = False, reason: str | None = None) -> None:
        """Apply a legal action (checked only when asked: listing them all costs time)."""
        if check and not self.allows(state, action):
            raise IllegalAction(f"{action} is not legal now ({state.phase}, turn {state.turn})")
        self._apply(state, action, reason)

    def resolve(self, state: GameState, action: Action) -> None:
        """The action's rule alone: no log entry, no victory check, no phase ended after it.
        For a player (or an odds display) trying an action on a copy to see what it does."""
        self.rules.handlers[action.kind](self, state, action)

    def step(self, state: GameState, action: Action, reason: str | None = None) -> list[Action]:
        """Apply a legal action and return the legal actions that follow: skipping empty phases
        lists them anyway, so a playing loop need not list them a second time. A `reason`
        (why a computer player chose the action) goes into its log entry and into a
        "decision" event before the action's own, so a replay that passes it back meets the
        same events; an empty or absent reason leaves the record as it was."""
        listed = self._apply(state, action, reason)
        return listed if listed is not None else self.legal_actions(state)

    def _apply(self, state: GameState, action: Action, reason: str | None = None) -> list[Action] | None:
        entry = action.to_dict()
        if reason:
            entry["reason"] = str(reason)
            about = reason.fields() if isinstance(reason, Reason) else None  # what it mentions, for a fogged screen
            if about is not None:
                entry["reason_about"] = about
            state.emit(ev.Decision(side=self.to_act(state), action=action.kind, reason=str(reason), about=about))
        state.log.append(entry)
        if isinstance(state.dice, Dice):
            state.dice.enter_place()
        self._handed = None
        since = len(state.events)
        if isinstance(action, EndPhase):
            self.end_phase(state)
        else:
            self.rules.handlers[action.kind](self, state, action)
        self._note(state, since)
        victory.check_immediate(self, state)
        handed, self._handed = self._handed, None
        if (handed is not None and handed[0] is state and handed[1] == len(state.events) and state.moving is not None
                and not state.is_over):
            return handed[2] if self.special is None else self.special.allowed(self, state, handed[2])
        return self._skip_empty_phases(state)

    def _note(self, state: GameState, since: int) -> None:
        """What the events from `since` on mean for the special rules (units fired upon, triggers met)."""
        if self.special is not None:
            self.special.note(self, state, since)

    def hand_over(self, state: GameState, actions: list[Action]) -> None:
        """A handler that listed the legal actions of the state it leaves (a move settling, 6.1)
        hands them over, so that step does not list them again; they count only if the state
        has had no event since and the move goes on."""
        self._handed = (state, len(state.events), actions)

    def end_phase(self, state: GameState) -> None:
        for hook in self.rules.phase_end[state.phase]:
            hook(self, state)
        if state.is_over:
            return
        index = PHASES.index(state.phase)
        if index + 1 < len(PHASES):
            state.phase = PHASES[index + 1]
        elif state.segment == 0:
            state.segment, state.active, state.phase = 1, self.second, Phase.COMMAND
        else:
            self._end_turn(state)
            if state.is_over:
                return
        self._start_phase(state)

    def _end_turn(self, state: GameState) -> None:
        victory.end_of_turn(self, state)
        if state.is_over:
            return
        state.turn += 1
        state.segment, state.active, state.phase = 0, self.first, Phase.COMMAND
        state.emit(ev.TurnBegins(number=state.turn))

    def _start_phase(self, state: GameState) -> None:
        for hook in self.rules.phase_start[state.phase]:
            hook(self, state)
            if state.is_over:
                return

    def _owner_may_withdraw(self, state: GameState) -> bool:
        """20.3 "any After-Action Phase": a side deciding by hand (rally_by_hand: a person asked)
        whose sniper is out keeps the opponent's After-Action Phase open to withdraw it."""
        if self.edition < 3 or not self.rally_by_hand:  # core.game.editions: an older log saw it end
            return False
        offer = snipers.opponent_withdrawal(self, state)
        return offer is not None and offer.side in self.rally_by_hand

    def _skip_empty_phases(self, state: GameState) -> list[Action] | None:
        """A phase where the only choice is to end it ends by itself. Returns the legal actions
        it found in the end, if it listed them (not while a move is under way)."""
        guard = 0
        while not state.is_over and state.moving is None:
            actions = self.legal_actions(state)
            if len(actions) != 1 or not isinstance(actions[0], EndPhase) or self._owner_may_withdraw(state):
                return actions
            since = len(state.events)
            self.end_phase(state)
            self._note(state, since)
            guard += 1
            if guard > 10_000:
                raise RuntimeError("the sequence of play does not advance")
        return [] if state.is_over else None


def _add_unit(units: dict[str, UnitState], side: Side, unit: Unit, where: Where, hex_name: str | None, carrier: str | None) -> list[UnitState]:
    state = UnitState(id=unit.id, type=unit.type, side=side, where=where, hex=hex_name, carrier=carrier,
                      facing=unit.facing, weapons=list(unit.weapons), pinned=unit.pinned,
                      valor=unit.hero)  # a hero begins with its Valor marker (22.5)
    units[unit.id] = state
    added = [state]
    inner = Where.CARRIED if where == Where.MAP else where
    for passenger in unit.carried():
        added += _add_unit(units, side, passenger, inner, hex_name, unit.id)
    return added


def _points(catalogue: Any, type_id: str) -> int:
    return point_value(catalogue.get(type_id)) if type_id in catalogue else 0

