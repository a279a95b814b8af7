"""The Rulebook: where rule modules plug into the engine, one per Game.

Each rule module (fire, movement, assault ...) offers `register(rules)`, which
adds to a Rulebook:
  - providers: functions listing the legal actions of a phase;
  - handlers: the one function applying each kind of action;
  - enter hooks: called whenever units enter a hex while moving (obstacles,
    fire lanes, opportunity fire), in registration order;
  - phase hooks: automatic steps at the start or end of a phase (rally,
    markers, smoke ...);
  - the typed hooks one rule offers another (declared here, so a rule never
    looks another up by name): a natural 12 rolled by infantry wakes the
    enemy sniper (20.2), a mortar barrage strikes the vehicles in its hex
    (12.67).
The Game (core/game/game.py) builds its Rulebook from an explicit list of
modules and only walks these tables, so a rule lives in one module with its
section number and its tests, and the engine core stays small.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from core.game.actions import Action
from core.game.state import GameState, Phase, UnitState
from core.sides import Side
from core.unit_model import Letter

if TYPE_CHECKING:
    from core.game.game import Game

Provider = Callable[["Game", GameState], Iterable[Action]]
Handler = Callable[["Game", GameState, Action], None]
EnterHook = Callable[["Game", GameState, list[str], str], None]
PhaseHook = Callable[["Game", GameState], None]
Admitter = Callable[["Game", GameState, Action], bool]
UnitsProvider = Callable[["Game", GameState, tuple[str, ...]], Iterable[Action]]
HexProvider = Callable[["Game", GameState, str], Iterable[Action]]


class NaturalTwelveHook(Protocol):
    """20.2: infantry in `firer_hex` rolled a natural 12 in an AP or AT attack."""

    def __call__(self, game: Game, state: GameState, firer_hex: str, firers: list[UnitState], /) -> None: ...


class MortarStrikeHook(Protocol):
    """12.67: a mortar barrage with the best ATFP `atfp` strikes the vehicles in `hex_name`."""

    def __call__(self, game: Game, state: GameState, hex_name: str, atfp: Letter | str | None, /, *,
                 leader: int = 0, side: Side | None = None) -> object: ...


class RuleModule(Protocol):
    """A module of rules: it says what it adds to a Rulebook."""

    def register(self, rules: Rulebook) -> None: ...


class DuplicateHandlerError(ValueError):
    """Two rules claim the same kind of action."""


@dataclass
class Rulebook:
    providers: dict[Phase, list[Provider]] = field(default_factory=lambda: {p: [] for p in Phase})
    handlers: dict[str, Handler] = field(default_factory=dict)
    enter_hooks: list[EnterHook] = field(default_factory=list)
    phase_start: dict[Phase, list[PhaseHook]] = field(default_factory=lambda: {p: [] for p in Phase})
    phase_end: dict[Phase, list[PhaseHook]] = field(default_factory=lambda: {p: [] for p in Phase})
    natural_twelve_hooks: list[NaturalTwelveHook] = field(default_factory=list)
    mortar_strike_hooks: list[MortarStrikeHook] = field(default_factory=list)
    admitters: dict[str, list[Admitter]] = field(default_factory=dict)
    unit_providers: list[UnitsProvider] = field(default_factory=list)
    hex_providers: list[HexProvider] = field(default_factory=list)

    @staticmethod
    def of(modules: Sequence[RuleModule]) -> Rulebook:
        """The rules of `modules`, registered in their order (which orders the actions listed
        and the hooks run)."""
        rules = Rulebook()
        for module in modules:
            module.register(rules)
        return rules

    # --- registering ---------------------------------------------------------------------

    def provide(self, provider: Provider, *phases: Phase) -> None:
        for phase in phases:
            self.providers[phase].append(provider)

    def handle(self, handler: Handler, *action_types: type[Action]) -> None:
        for action_type in action_types:
            if action_type.kind in self.handlers:
                raise DuplicateHandlerError(f"two handlers for {action_type.kind!r}")
            self.handlers[action_type.kind] = handler

    def admit(self, admitter: Admitter, *action_types: type[Action]) -> None:
        """Actions legal now but not listed, because listing them would swamp the list (a fire
        or assault group's every subset, 14.2, 15.1; a smoke round at any hex, 11.3) or because
        the side to act is not the one choosing (a sniper withdrawn in the opponent's phase,
        20.3): `admitter` says whether one such action is legal where it stands."""
        for action_type in action_types:
            self.admitters.setdefault(action_type.kind, []).append(admitter)

    def offer_for_units(self, provider: UnitsProvider) -> None:
        """A rule's actions for exactly the units a player has checked (a smaller fire or
        assault group): what `admit` accepts for them, listed only when asked."""
        self.unit_providers.append(provider)

    def offer_at_hex(self, provider: HexProvider) -> None:
        """A rule's actions aimed at one hex that the list leaves out (a smoke round at any hex
        in sight, 11.3), listed only for a player who has picked the hex."""
        self.hex_providers.append(provider)

    def on_enter(self, hook: EnterHook) -> None:
        """A hook may stop the move by setting state.moving to None or pinning the movers."""
        self.enter_hooks.append(hook)

    def at_phase_start(self, hook: PhaseHook, *phases: Phase) -> None:
        for phase in phases:
            self.phase_start[phase].append(hook)

    def at_phase_end(self, hook: PhaseHook, *phases: Phase) -> None:
        for phase in phases:
            self.phase_end[phase].append(hook)

    def on_natural_twelve(self, hook: NaturalTwelveHook) -> None:
        self.natural_twelve_hooks.append(hook)

    def on_mortar_strike(self, hook: MortarStrikeHook) -> None:
        self.mortar_strike_hooks.append(hook)

    # --- the cross-rule hooks, as the rules call them -------------------------------------

    def natural_twelve(self, game: Game, state: GameState, firer_hex: str, firers: list[UnitState]) -> None:
        for hook in self.natural_twelve_hooks:
            hook(game, state, firer_hex, firers)

    def mortar_strike(self, game: Game, state: GameState, hex_name: str, atfp: Letter | str | None, *,
                      leader: int = 0, side: Side | None = None) -> None:
        for hook in self.mortar_strike_hooks:
            hook(game, state, hex_name, atfp, leader=leader, side=side)
