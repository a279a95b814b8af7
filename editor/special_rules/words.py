"""Each special rule said as a sentence: in the dock's list (the editor's language) and on the card (English).

The sentences are ours, not the rulebook's; each names the section it overrides, so a
player can look the ordinary rule up. Every sentence is a template marked with
`tr_noop` for the catalogue; `describe` fills it through `say` (`tr` in the editor,
the card's `printed`, which keeps English) and names the data through `name`.
"""

from __future__ import annotations

from collections.abc import Callable

from core.scenario.special_rules import (
    BOTH,
    EntryHexes,
    ExitTurns,
    HexsideAs,
    Hold,
    NoSmoke,
    ReinforcementTrigger,
    SideModifier,
    SpecialRule,
    TerrainAs,
    Visibility,
)
from core.terrain import catalogue
from editor.core_text import data_name
from editor.i18n import tr, tr_noop

Say = Callable[[str], str]

KIND_NAMES = {
    HexsideAs.KIND: tr_noop("A hexside counts as another"),
    TerrainAs.KIND: tr_noop("Hexes count as other terrain or level"),
    EntryHexes.KIND: tr_noop("Where reinforcements may enter"),
    ExitTurns.KIND: tr_noop("When the attacker may exit"),
    NoSmoke.KIND: tr_noop("No smoke"),
    Hold.KIND: tr_noop("Units held in place"),
    ReinforcementTrigger.KIND: tr_noop("Reinforcements on a trigger"),
    SideModifier.KIND: tr_noop("A side's rally and fire modifier"),
    Visibility.KIND: tr_noop("Night or reduced visibility"),
}
"""The name of each kind of rule, in the order the Add menu offers them (core's KINDS order)."""

SIDES = {"allied": tr_noop("Allied"), "axis": tr_noop("Axis"), BOTH: tr_noop("Both sides")}
EDGES = {"north": tr_noop("north"), "east": tr_noop("east"), "south": tr_noop("south"), "west": tr_noop("west")}
T = {
    "more": tr_noop("{hexes} and {count} more"), "none": tr_noop("no hex yet"),
    "all game": tr_noop("all game"), "from": tr_noop("from turn {turn} on"), "on": tr_noop("on turn {turn}"),
    "between": tr_noop("on turns {first} to {last}"),
    "hexside": tr_noop("Every {source} hexside counts as a {target} (10.11, 10.111)."),
    "terrain level": tr_noop("In {hexes} the terrain counts as {terrain} at level {level} (10.5, 10.8)."),
    "terrain": tr_noop("In {hexes} the terrain counts as {terrain} (10.5)."),
    "level": tr_noop("In {hexes} the ground counts as level {level} (10.8)."),
    "no change": tr_noop("In {hexes}: no change chosen yet."),
    "entry": tr_noop("{side} reinforcements may enter only at {hexes}, {turns} (6.10)."),
    "exit at": tr_noop("The attacker may exit only {turns}, and only at {hexes} (6.10)."),
    "exit": tr_noop("The attacker may exit only {turns} (6.10)."),
    "no smoke both": tr_noop("Neither side may place smoke of any kind (11)."),
    "no smoke": tr_noop("{side} may place no smoke of any kind (11)."),
    "hold both": tr_noop("{side} units set up at {hexes} may not move before turn {turn}, or until fired upon if sooner."),
    "hold turn": tr_noop("{side} units set up at {hexes} may not move before turn {turn}."),
    "hold fired": tr_noop("{side} units set up at {hexes} may not move until they are fired upon."),
    "hold always": tr_noop("{side} units set up at {hexes} may not move at all."),
    "trigger": tr_noop("{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit "
                       "has entered {hexes} (6.10)."),
    "trigger latest": tr_noop("{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit "
                              "has entered {hexes}, or from turn {latest} on (6.10)."),
    "modifier": tr_noop("{side}: {rally:+d} to rally numbers (21.1), {fire:+d} to AP fire rolls (14.5)."),
    "visibility": tr_noop("Night or reduced visibility, {turns}: no unit sees farther than {sight} hexes, so no fire, "
                          "spotting or sniper attack reaches beyond (9)."),
}

MAX_NAMED = 6
"""Hexes named in a sentence before the rest are counted ("and 3 more")."""


def kind_name(kind: str, say: Say = tr) -> str:
    return say(KIND_NAMES[kind])


def side_name(side: str, say: Say = tr) -> str:
    return say(SIDES[side]) if side in SIDES else side


def hexes_text(hexes: tuple[str, ...], say: Say = tr) -> str:
    if not hexes:
        return say(T["none"])
    shown = ", ".join(hexes[:MAX_NAMED])
    rest = len(hexes) - MAX_NAMED
    return shown if rest <= 0 else say(T["more"]).format(hexes=shown, count=rest)


def turns_text(first: int, last: int | None, say: Say = tr) -> str:
    if last is None:
        return say(T["all game"]) if first <= 1 else say(T["from"]).format(turn=first)
    if first == last:
        return say(T["on"]).format(turn=first)
    return say(T["between"]).format(first=first, last=last)


def _terrain_name(terrain_id: str, name: Say) -> str:
    known = catalogue()
    found = known.terrain.get(terrain_id) or known.hexside_features.get(terrain_id)
    return name(found.name).lower() if found is not None else terrain_id


def describe(rule: SpecialRule, say: Say = tr, name: Say = data_name) -> str:
    """One sentence saying what the rule does, ending with the section it overrides."""
    side = side_name(getattr(rule, "side", ""), say)
    hexes = hexes_text(getattr(rule, "hexes", ()), say)
    if isinstance(rule, HexsideAs):
        return say(T["hexside"]).format(source=_terrain_name(rule.source, name), target=_terrain_name(rule.target, name))
    if isinstance(rule, TerrainAs):
        terrain = _terrain_name(rule.terrain, name) if rule.terrain is not None else ""
        key = ("terrain level" if rule.elevation is not None else "terrain") if terrain else (
            "level" if rule.elevation is not None else "no change")
        return say(T[key]).format(hexes=hexes, terrain=terrain, level=rule.elevation)
    if isinstance(rule, EntryHexes):
        return say(T["entry"]).format(side=side, hexes=hexes, turns=turns_text(rule.from_turn, rule.to_turn, say))
    if isinstance(rule, ExitTurns):
        return say(T["exit at" if rule.hexes else "exit"]).format(turns=turns_text(rule.from_turn, rule.to_turn, say), hexes=hexes)
    if isinstance(rule, NoSmoke):
        return say(T["no smoke both"]) if rule.side == BOTH else say(T["no smoke"]).format(side=side)
    if isinstance(rule, Hold):
        key = ("hold both" if rule.until_fired_upon else "hold turn") if rule.until_turn is not None else (
            "hold fired" if rule.until_fired_upon else "hold always")
        return say(T[key]).format(side=side, hexes=hexes, turn=rule.until_turn)
    if isinstance(rule, ReinforcementTrigger):
        return say(T["trigger" if rule.latest_turn is None else "trigger latest"]).format(
            side=side, turn=rule.turn, edge=say(EDGES.get(rule.edge, rule.edge)), hexes=hexes, latest=rule.latest_turn)
    if isinstance(rule, Visibility):
        return say(T["visibility"]).format(turns=turns_text(rule.from_turn, rule.to_turn, say), sight=rule.sight)
    return say(T["modifier"]).format(side=side, rally=rule.rally, fire=rule.fire)
