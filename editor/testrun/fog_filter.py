"""What one side may read of the game under fog of war: the filter every text of the window passes.

The log, the reason line, the opponent replay and the header are built from the engine's
events and the computer's reasons, which name units and hexes. `Sight` is what the viewer
cannot see now (core.game.fog decides); `visible_to` says whether an event may be shown at
all and `rewrite` puts a reason's hidden hexes into words. Every screen of the window goes
through `events_for` / `reason_text`, so a hand-over or a unit slipping out of sight changes
what is shown at the next refresh. The filter reads events as plain mappings (the engine's
dicts); pointed at typed events it needs only `_values`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.game.fog import fog_on, hidden_units, visible_enemy_hexes
from core.game.game import Game
from core.game.reasons import Reason, reason_from
from core.game.state import GameState
from core.sides import Side
from editor.i18n import tr

WORD = re.compile(r"[\w.:]+")


@dataclass(frozen=True)
class Sight:
    """What a viewer must not be told of: the enemy units it does not see (those out of play
    too) and the hexes where they stand that hold nothing of its own."""

    viewer: Side | None
    units: frozenset[str] = frozenset()
    hexes: frozenset[str] = frozenset()
    unseen: frozenset[int] = frozenset()  # indices of the events the viewer could not see when they happened

    @property
    def fogged(self) -> bool:
        return bool(self.units or self.hexes or self.unseen)

    def with_now(self, now: Sight) -> Sight:
        """These blind spots (a past state's, in a replay) and today's too: a unit hidden now is
        not named even where the replay shows it seen."""
        return Sight(self.viewer, self.units | now.units, self.hexes | now.hexes, self.unseen | now.unseen)

    def hides_text(self, text: str) -> bool:
        """Whether a free text names a hidden unit or hex as a whole word."""
        if not self.fogged:
            return False
        words = {w.rstrip(":.") for w in WORD.findall(text)} | set(re.findall(r"\w+", text))
        return bool(words & (self.units | self.hexes))


def sight_for(game: Game, state: GameState, viewer: Side | None) -> Sight:
    """The viewer's blind spots now; nothing is hidden without fog or from a watcher (None)."""
    if viewer is None or not fog_on(game):
        return Sight(viewer)
    hidden = frozenset(hidden_units(game, state, viewer))
    own = {u.hex for u in state.units.values() if u.side == viewer and u.in_play and u.hex}
    hexes = frozenset(u.hex for i, u in state.units.items() if i in hidden and u.in_play and u.hex and u.hex not in own)
    return Sight(viewer, hidden, hexes)


def _values(value: Any) -> Iterator[str]:
    """Every text anywhere in an event (nested lists and records too)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from _values(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _values(item)


def event_reason(event: Mapping[str, Any]) -> str | None:
    """A decision event's reason, with its fields when the event has them."""
    text = event.get("reason")
    return reason_from(text, event.get("about")) if isinstance(text, str) else None


def visible_to(event: Mapping[str, Any], sight: Sight) -> bool:
    """Whether the viewer may see the event at all: it names no hidden unit or hex in any field;
    a decision's reason passes when it is about no hidden unit (its hexes are rewritten)."""
    if not sight.fogged:
        return True
    fields = {k: v for k, v in event.items() if k not in ("reason", "about")}
    if any(text in sight.units or text in sight.hexes for text in _values(fields)):
        return False
    if event.get("kind") == "decision":
        return reason_text(event_reason(event), sight) is not None
    return True


def reason_text(reason: str | None, sight: Sight) -> str | None:
    """A reason as the viewer may read it: None when it is about a unit they cannot see, its
    hidden hexes put into words; a reason without fields (an old log) only when it names
    nothing hidden."""
    if reason is None or not sight.fogged:
        return reason
    if not isinstance(reason, Reason):
        return None if sight.hides_text(reason) else reason
    if reason.mentioned_units() & sight.units:
        return None
    return reason.render(lambda h: tr("a hex out of sight") if h in sight.hexes else h)


def rewrite(event: Mapping[str, Any], sight: Sight) -> Mapping[str, Any]:
    """The event as the viewer reads it (call after `visible_to`): a decision's reason rendered for them."""
    if event.get("kind") != "decision" or not sight.fogged:
        return event
    shown = dict(event)
    shown["reason"] = reason_text(event_reason(event), sight)
    shown.pop("about", None)
    return shown


def events_for(events: Sequence[Mapping[str, Any]], sight: Sight, start: int = 0) -> list[tuple[int, Mapping[str, Any]]]:
    """The events from `start` on that the viewer may know of, each with its index in the game's
    list, as they read it."""
    if not sight.fogged:
        return [(i, events[i]) for i in range(start, len(events))]
    return [(i, rewrite(events[i], sight)) for i in range(start, len(events))
            if i not in sight.unseen and visible_to(events[i], sight)]


class FogMemory:
    """What each side could not see as the game went: the events hidden from it when they
    happened (a unit that comes into sight must not bring its unseen route along), and the
    hexes where enemy units stood unseen that the side has never had sight of since. `note`
    after every action; `sight` is then the viewer's blind spots, past ones included."""

    def __init__(self) -> None:
        self._state: GameState | None = None
        self._forget()

    def _forget(self) -> None:
        self.known: dict[Side, set[str]] = {side: set() for side in Side}
        self.stood: dict[Side, set[str]] = {side: set() for side in Side}
        self.unseen: dict[Side, set[int]] = {side: set() for side in Side}
        self._noted = 0

    def note(self, game: Game, state: GameState) -> None:
        """Take in the events since the last note, as each side sees the state now (a new state,
        a saved game continued, starts the memory afresh)."""
        if not fog_on(game):
            return
        if state is not self._state:
            self._forget()
            self._state = state
        for side in Side:
            now = sight_for(game, state, side)
            self.known[side] |= {u.hex for u in state.units.values() if u.hex and u.in_play and u.side == side}
            self.known[side] |= visible_enemy_hexes(game, state, side)
            self.stood[side] |= now.hexes
            past = Sight(side, now.units, now.hexes | frozenset(self.stood[side] - self.known[side]))
            self.unseen[side] |= {i for i in range(self._noted, len(state.events)) if not visible_to(state.events[i], past)}
        self._noted = len(state.events)

    def sight(self, game: Game, state: GameState, viewer: Side | None) -> Sight:
        now = sight_for(game, state, viewer)
        if viewer is None or not fog_on(game):
            return now
        return Sight(viewer, now.units, now.hexes | frozenset(self.stood[viewer] - self.known[viewer]),
                     frozenset(self.unseen[viewer]))
