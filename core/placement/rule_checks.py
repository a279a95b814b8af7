"""Placement rules about the special scenario rules (4.3): what each names must exist and fit the set-up.

The terrain rules need no check of their own beyond their names: the Context's
battlefield already has them applied (core/scenario/terrain_rules.py), so a tank set up
in a hex a rule turns into a building is refused by the ordinary terrain rules.
"""

from __future__ import annotations

from core.placement.context import Context, Report, text
from core.scenario import Scenario, ScenarioType
from core.scenario.special_rules import (
    EntryHexes,
    ExitTurns,
    HexsideAs,
    Hold,
    NoSmoke,
    ReinforcementTrigger,
    SpecialRule,
    TerrainAs,
    binds,
    rule_hexes,
)

SECTION = "4.3"
NEEDS_HEXES = (TerrainAs, EntryHexes, Hold, ReinforcementTrigger)
"""Rules that do nothing without hexes (an exit rule without any means every exit hex)."""


def check(scenario: Scenario, ctx: Context, report: Report) -> None:
    for number, rule in enumerate(scenario.special_rules, start=1):
        if not rule_hexes(rule) and isinstance(rule, NEEDS_HEXES):
            report.add("rule.no-hexes", None, "special rule {number} names no hex yet", SECTION, number=number)
        for hex_name in rule_hexes(rule):
            if ctx.hex(hex_name) is None:
                report.add("hex.off-map", hex_name, text("special rule {number} names a hex that is not on the battlefield"), number=number)
        _check_turns(scenario, number, rule, report)
        _check_rule(scenario, ctx, number, rule, report)


def _check_turns(scenario: Scenario, number: int, rule: SpecialRule, report: Report) -> None:
    first = getattr(rule, "from_turn", None)
    last = getattr(rule, "to_turn", None)
    if first is not None and last is not None and last < first:
        report.add("rule.turns", None, "special rule {number} ends on turn {last}, before it begins (turn {first})", SECTION,
                   number=number, first=first, last=last)
    for name in ("from_turn", "until_turn", "turn", "latest_turn"):
        value = getattr(rule, name, None)
        if value is not None and value > scenario.turns:
            report.add("rule.turns", None, "special rule {number} names turn {turn}, but the scenario has {turns} turns", SECTION,
                       number=number, turn=value, turns=scenario.turns)


def _check_rule(scenario: Scenario, ctx: Context, number: int, rule: SpecialRule, report: Report) -> None:
    if isinstance(rule, HexsideAs):
        for feature in (rule.source, rule.target):
            if feature not in ctx.terrain.hexside_features:
                report.add("rule.unknown-feature", None, "special rule {number}: there is no hexside feature {feature}", SECTION,
                           number=number, feature=feature)
    elif isinstance(rule, TerrainAs):
        _check_terrain(ctx, number, rule, report)
    elif isinstance(rule, EntryHexes):
        _check_entry(scenario, ctx, number, rule, report)
    elif isinstance(rule, ExitTurns):
        if scenario.type != ScenarioType.EXIT:
            report.add("rule.exit-not-exit-scenario", None, "special rule {number} limits exits, but this is not an exit scenario",
                       SECTION, number=number)
        for hex_name in rule.hexes:
            if hex_name not in scenario.victory.exit_hexes:
                report.add("rule.exit-not-exit-hex", hex_name, "special rule {number} names a hex that is not an exit hex", SECTION,
                           number=number)
    elif isinstance(rule, Hold):
        held = {s.hex for s in scenario.side(rule.side).stacks}
        for hex_name in rule.hexes:
            if hex_name not in held and ctx.hex(hex_name) is not None:
                report.add("rule.hold-empty", hex_name, "special rule {number} holds the units set up here, but there are none", SECTION,
                           number=number)
    elif isinstance(rule, ReinforcementTrigger):
        groups = {(g.turn, g.edge) for g in scenario.side(rule.side).reinforcements}
        if (rule.turn, rule.edge) not in groups:
            report.add("rule.trigger-no-group", None, "special rule {number}: no reinforcement group arrives on turn {turn} "
                       "at the {edge} edge", SECTION, number=number, turn=rule.turn, edge=rule.edge)
    elif isinstance(rule, NoSmoke):
        for name, side in scenario.sides():
            if binds(rule, name) and side.smoke_factors:
                report.add("rule.no-smoke-factors", None, "special rule {number} forbids smoke, but a side has smoke factors",
                           SECTION, number=number)


def _check_terrain(ctx: Context, number: int, rule: TerrainAs, report: Report) -> None:
    if rule.terrain is None and rule.elevation is None:
        report.add("rule.no-change", None, "special rule {number} changes neither terrain nor level", SECTION, number=number)
    if rule.terrain is not None and rule.terrain not in ctx.terrain.terrain:
        report.add("rule.unknown-terrain", None, "special rule {number}: there is no terrain {terrain}", SECTION,
                   number=number, terrain=rule.terrain)


def _check_entry(scenario: Scenario, ctx: Context, number: int, rule: EntryHexes, report: Report) -> None:
    edges = {g.edge for g in scenario.side(rule.side).reinforcements}
    if not edges:
        report.add("rule.entry-no-reinforcements", None, "special rule {number} limits where reinforcements enter, "
                   "but that side has none", SECTION, number=number)
        return
    for hex_name in rule.hexes:
        h = ctx.hex(hex_name)
        if h is not None and not edges & ctx.battlefield.edge_of(h):
            report.add("rule.entry-not-on-edge", hex_name, "special rule {number} lets reinforcements enter here, "
                       "but no group of theirs arrives at this edge", SECTION, number=number)
