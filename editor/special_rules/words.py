"""Each special rule said as a sentence, in the editor's language: in the dock's list and on the card.

The sentences are ours, not the rulebook's; each names the section it overrides, so a
player can look the ordinary rule up.
"""

from __future__ import annotations

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
)
from core.terrain import catalogue
from editor.core_text import data_name
from editor.i18n import tr, tr_noop

KIND_NAMES = {
    HexsideAs.KIND: tr_noop("A hexside counts as another"),
    TerrainAs.KIND: tr_noop("Hexes count as other terrain or level"),
    EntryHexes.KIND: tr_noop("Where reinforcements may enter"),
    ExitTurns.KIND: tr_noop("When the attacker may exit"),
    NoSmoke.KIND: tr_noop("No smoke"),
    Hold.KIND: tr_noop("Units held in place"),
    ReinforcementTrigger.KIND: tr_noop("Reinforcements on a trigger"),
    SideModifier.KIND: tr_noop("A side's rally and fire modifier"),
}
"""The name of each kind of rule, in the order the Add menu offers them (core's KINDS order)."""

MAX_NAMED = 6
"""Hexes named in a sentence before the rest are counted ("and 3 more")."""


def kind_name(kind: str) -> str:
    return tr(KIND_NAMES[kind])


def side_name(side: str) -> str:
    return {"allied": tr("Allied"), "axis": tr("Axis"), BOTH: tr("Both sides")}.get(side, side)


def hexes_text(hexes: tuple[str, ...]) -> str:
    if not hexes:
        return tr("no hex yet")
    shown = ", ".join(hexes[:MAX_NAMED])
    rest = len(hexes) - MAX_NAMED
    return shown if rest <= 0 else tr("{hexes} and {count} more").format(hexes=shown, count=rest)


def turns_text(first: int, last: int | None) -> str:
    if last is None:
        return tr("all game") if first <= 1 else tr("from turn {turn} on").format(turn=first)
    if first == last:
        return tr("on turn {turn}").format(turn=first)
    return tr("on turns {first} to {last}").format(first=first, last=last)


def _terrain_name(terrain_id: str) -> str:
    known = catalogue()
    if terrain_id in known.terrain:
        return data_name(known.terrain[terrain_id].name).lower()
    if terrain_id in known.hexside_features:
        return data_name(known.hexside_features[terrain_id].name).lower()
    return terrain_id


def describe(rule: SpecialRule) -> str:
    """One sentence saying what the rule does, ending with the section it overrides."""
    if isinstance(rule, HexsideAs):
        return tr("Every {source} hexside counts as a {target} (10.11).").format(
            source=_terrain_name(rule.source), target=_terrain_name(rule.target))
    if isinstance(rule, TerrainAs):
        return _terrain_sentence(rule)
    if isinstance(rule, EntryHexes):
        return tr("{side} reinforcements may enter only at {hexes}, {turns} (6.10).").format(
            side=side_name(rule.side), hexes=hexes_text(rule.hexes), turns=turns_text(rule.from_turn, rule.to_turn))
    if isinstance(rule, ExitTurns):
        if rule.hexes:
            return tr("The attacker may exit only {turns}, and only at {hexes} (6.10).").format(
                turns=turns_text(rule.from_turn, rule.to_turn), hexes=hexes_text(rule.hexes))
        return tr("The attacker may exit only {turns} (6.10).").format(turns=turns_text(rule.from_turn, rule.to_turn))
    if isinstance(rule, NoSmoke):
        if rule.side == BOTH:
            return tr("Neither side may place smoke of any kind (11).")
        return tr("{side} may place no smoke of any kind (11).").format(side=side_name(rule.side))
    if isinstance(rule, Hold):
        return _hold_sentence(rule)
    if isinstance(rule, ReinforcementTrigger):
        sentence = tr("{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit "
                      "has entered {hexes}").format(side=side_name(rule.side), turn=rule.turn, edge=tr(rule.edge),
                                                   hexes=hexes_text(rule.hexes))
        if rule.latest_turn is not None:
            sentence += tr(", or from turn {turn} on").format(turn=rule.latest_turn)
        return sentence + " (6.10)."
    return tr("{side}: {rally:+d} to rally numbers (21.1), {fire:+d} to AP fire rolls (14.5).").format(
        side=side_name(rule.side), rally=rule.rally, fire=rule.fire)


def _terrain_sentence(rule: TerrainAs) -> str:
    hexes = hexes_text(rule.hexes)
    if rule.terrain is not None and rule.elevation is not None:
        return tr("{hexes} count as {terrain} at level {level} (10.5, 10.8).").format(
            hexes=hexes, terrain=_terrain_name(rule.terrain), level=rule.elevation)
    if rule.terrain is not None:
        return tr("{hexes} count as {terrain} (10.5).").format(hexes=hexes, terrain=_terrain_name(rule.terrain))
    if rule.elevation is not None:
        return tr("{hexes} count as level {level} (10.8).").format(hexes=hexes, level=rule.elevation)
    return tr("{hexes}: no change chosen yet.").format(hexes=hexes)


def _hold_sentence(rule: Hold) -> str:
    values = {"side": side_name(rule.side), "hexes": hexes_text(rule.hexes), "turn": rule.until_turn}
    if rule.until_turn is not None and rule.until_fired_upon:
        return tr("{side} units set up at {hexes} may not move before turn {turn}, or until fired upon if sooner.").format(**values)
    if rule.until_turn is not None:
        return tr("{side} units set up at {hexes} may not move before turn {turn}.").format(**values)
    if rule.until_fired_upon:
        return tr("{side} units set up at {hexes} may not move until they are fired upon.").format(**values)
    return tr("{side} units set up at {hexes} may not move at all.").format(**values)
