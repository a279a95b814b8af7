"""Special scenario rules (4.3) as typed data: the rules a designer may add to a scenario.

A special rule overrides the rulebook where they disagree (4.3), so each kind here
names one well-defined change the engine knows how to enforce; anything else stays
in the free-text briefing. Every rule is a frozen value like the rest of the model,
written to the file as an object whose `rule` field names its kind (the schema checks
each kind's fields). Hexes are named as elsewhere in the scenario (`b2:C4`).

The vocabulary:
  - HexsideAs: every hexside feature of one type counts as another ("hedges are
    hedgerows", 10.111);
  - TerrainAs: listed hexes count as another terrain and/or another level (10.5's
    "except where a special rule says": a building that is wooden, ruined or two levels);
  - EntryHexes: during some turns a side's reinforcements may enter only at the listed hexes;
  - ExitTurns: the attacker may exit only during some turns (and only at the listed hexes);
  - NoSmoke: a side (or both) may not place smoke in any way (11);
  - Hold: the side's units set up in the listed hexes may not move before a turn and/or
    until they are fired upon;
  - ReinforcementTrigger: a reinforcement group enters only once an enemy unit has stood
    in one of the listed hexes (or from a latest turn on);
  - SideModifier: a side's rally number and AP fire rolls are modified;
  - Visibility: night or reduced visibility: during some turns no line of sight is longer
    than a number of hexes (docs/decisions/special-rules.md says why it is a rule of our own).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

BOTH = "both"
"""NoSmoke's side for a rule that binds both players."""


@dataclass(frozen=True)
class HexsideAs:
    """10.111: every hexside of type `source` counts as type `target` (e.g. hedge -> hedgerow)."""

    KIND: ClassVar[str] = "hexside_as"
    source: str = "hedge"
    target: str = "hedgerow"


@dataclass(frozen=True)
class TerrainAs:
    """10.5, 10.8: the hexes count as `terrain` (when given) at `elevation` (when given)."""

    KIND: ClassVar[str] = "terrain_as"
    hexes: tuple[str, ...] = ()
    terrain: str | None = None
    elevation: int | None = None


@dataclass(frozen=True)
class EntryHexes:
    """6.10: from `from_turn` to `to_turn` (None: to the end) `side`'s reinforcements enter only at `hexes`."""

    KIND: ClassVar[str] = "entry_hexes"
    side: str = "allied"
    hexes: tuple[str, ...] = ()
    from_turn: int = 1
    to_turn: int | None = None


@dataclass(frozen=True)
class ExitTurns:
    """6.10: the attacker may exit only from `from_turn` to `to_turn`, and only at `hexes` when
    any are given (they must be among the scenario's exit hexes)."""

    KIND: ClassVar[str] = "exit_turns"
    from_turn: int = 1
    to_turn: int | None = None
    hexes: tuple[str, ...] = ()


@dataclass(frozen=True)
class NoSmoke:
    """11: `side` ("allied", "axis" or "both") may place no smoke: infantry smoke, smoke rounds
    or smoke barrages."""

    KIND: ClassVar[str] = "no_smoke"
    side: str = BOTH


@dataclass(frozen=True)
class Hold:
    """`side`'s units set up in `hexes` may not move (nor turn, load, unload or advance) before
    `until_turn` (None: no turn limit) and, when `until_fired_upon`, until each is fired upon;
    with both, whichever comes first frees it."""

    KIND: ClassVar[str] = "hold"
    side: str = "axis"
    hexes: tuple[str, ...] = ()
    until_turn: int | None = 3
    until_fired_upon: bool = False


@dataclass(frozen=True)
class ReinforcementTrigger:
    """6.10: `side`'s group due on `turn` at `edge` enters only after an enemy unit has stood in
    one of `hexes` (checked after every action), or from `latest_turn` on when one is given."""

    KIND: ClassVar[str] = "reinforcement_trigger"
    side: str = "axis"
    turn: int = 1
    edge: str = "north"
    hexes: tuple[str, ...] = ()
    latest_turn: int | None = None


@dataclass(frozen=True)
class SideModifier:
    """`side` adds `rally` to its rally numbers (21.1: positive helps) and `fire` to its AP attack
    rolls (14.5: negative helps the firer, as a leader's modifier does)."""

    KIND: ClassVar[str] = "side_modifier"
    side: str = "allied"
    rally: int = 0
    fire: int = 0


@dataclass(frozen=True)
class Visibility:
    """Night or reduced visibility: from `from_turn` to `to_turn` (None: to the end) no unit sees,
    and so fires at, spots for or snipes at, a hex more than `sight` hexes away."""

    KIND: ClassVar[str] = "visibility"
    sight: int = 2
    from_turn: int = 1
    to_turn: int | None = None


SpecialRule = (HexsideAs | TerrainAs | EntryHexes | ExitTurns | NoSmoke | Hold | ReinforcementTrigger | SideModifier
               | Visibility)

KINDS: dict[str, type[SpecialRule]] = {cls.KIND: cls for cls in (
    HexsideAs, TerrainAs, EntryHexes, ExitTurns, NoSmoke, Hold, ReinforcementTrigger, SideModifier, Visibility)}
"""Every kind by its name in the file, in the order the editor offers them."""


def rule_to_dict(rule: SpecialRule) -> dict[str, Any]:
    """The file form: `rule` then every field, always (one fixed form keeps saves byte-stable)."""
    d: dict[str, Any] = {"rule": rule.KIND}
    for f in fields(rule):
        value = getattr(rule, f.name)
        d[f.name] = list(value) if isinstance(value, tuple) else value
    return d


def rule_from_dict(d: dict[str, Any]) -> SpecialRule:
    """A rule from its file form (schema-checked already: unknown kinds never get here)."""
    cls = KINDS[d["rule"]]
    values: dict[str, Any] = {f.name: (tuple(d[f.name]) if isinstance(d[f.name], list) else d[f.name])
                              for f in fields(cls) if f.name in d}
    return cls(**values)


def rule_hexes(rule: SpecialRule) -> tuple[str, ...]:
    """The hexes a rule names (what the editor highlights and placement checks)."""
    return tuple(getattr(rule, "hexes", ()))


def with_hexes(rule: SpecialRule, hexes: tuple[str, ...]) -> SpecialRule:
    """The rule naming `hexes` instead (a rule that names none is returned as it is)."""
    if isinstance(rule, (TerrainAs, EntryHexes, ExitTurns, Hold, ReinforcementTrigger)):
        return replace(rule, hexes=hexes)
    return rule


def binds(rule: SpecialRule, side: str) -> bool:
    """Whether a rule with a side applies to `side` (NoSmoke may name both)."""
    named = getattr(rule, "side", None)
    return named is not None and named in (side, BOTH)


def sight_limit(rules: tuple[SpecialRule, ...], turn: int) -> int | None:
    """The longest line of sight in hexes on `turn` (the shortest of the Visibility rules then in
    force); None: no limit."""
    limits = [r.sight for r in rules if isinstance(r, Visibility)
              and turn >= r.from_turn and (r.to_turn is None or turn <= r.to_turn)]
    return min(limits) if limits else None


SIGHT_WEATHER = ("fog", "rain", "snow")
"""Weathers whose name suggests shorter sight; the weather itself changes nothing (004)."""


def weather_note(weather: str, rules: tuple[SpecialRule, ...]) -> str | None:
    """A warning, not a problem: a weather that sounds as if it shortened sight while no Visibility
    rule does (the PC manual: weather "has no effect on game play"); None when there is nothing to say."""
    if weather not in SIGHT_WEATHER or any(isinstance(r, Visibility) for r in rules):
        return None
    return (f"the weather '{weather}' is descriptive only and changes no line of sight; add a visibility "
            "special rule (night or reduced visibility) if it should")
