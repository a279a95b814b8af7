"""Placement checks of the special scenario rules (4.3): the hexes, turns and groups they name."""

from __future__ import annotations

from dataclasses import replace

from core.placement import codes, context_for, violations
from core.resources import maps_dir
from core.scenario import Reinforcement, Scenario, ScenarioType, Unit, Victory
from core.scenario.io import load
from core.scenario.special_rules import EntryHexes, ExitTurns, HexsideAs, Hold, NoSmoke, ReinforcementTrigger, TerrainAs

DUEL = load(maps_dir() / "scenarios" / "hedgerow-duel.json")


def _with(*rules, base: Scenario = DUEL) -> list[str]:
    return codes(violations(replace(base, special_rules=rules)))


def test_the_sample_is_clean_before_any_rule():
    assert _with() == []


def test_names_off_the_map_and_unknown_terrain_or_features_are_refused():
    assert "hex.off-map" in _with(TerrainAs(("b9:Z9",), "woods"))
    assert "rule.unknown-terrain" in _with(TerrainAs((DUEL.allied.stacks[0].hex,), "lava"))
    assert "rule.no-change" in _with(TerrainAs((DUEL.allied.stacks[0].hex,)))
    assert "rule.unknown-feature" in _with(HexsideAs("hedge", "fence"))
    assert _with(HexsideAs("hedge", "hedgerow")) == []


def test_a_terrain_rule_reaches_the_set_up_checks():
    """10.12: no unit may stand in a pond; a rule that makes a set-up hex one is refused there."""
    hex_name = DUEL.allied.stacks[0].hex
    ruled = replace(DUEL, special_rules=(TerrainAs((hex_name,), "pond"),))
    context = context_for(ruled)
    assert context.battlefield.terrain(context.battlefield.parse(hex_name)) == "pond"
    assert [(v.code, v.hex) for v in violations(ruled)] == [("terrain.prohibited", hex_name)]
    assert context_for(DUEL).battlefield.terrain(context.battlefield.parse(hex_name)) != "pond"  # the shipped one untouched


def test_a_rule_that_needs_hexes_and_has_none_is_reported_and_still_written_and_read():
    from core.scenario.io import dumps, loads

    empty = replace(DUEL, special_rules=(Hold("axis", (), until_turn=2),))
    assert "rule.no-hexes" in codes(violations(empty))
    assert loads(dumps(empty).encode("utf-8")) == empty
    assert "rule.no-hexes" not in _with(ExitTurns(from_turn=2))  # no hexes: any exit hex


def test_turns_must_fit_the_scenario():
    assert "rule.turns" in _with(Hold("axis", (DUEL.axis.stacks[0].hex,), until_turn=DUEL.turns + 1))
    assert "rule.turns" in _with(ExitTurns(from_turn=3, to_turn=2))


def test_a_hold_names_hexes_with_the_sides_units():
    assert _with(Hold("axis", (DUEL.axis.stacks[0].hex,), until_turn=2)) == []
    assert "rule.hold-empty" in _with(Hold("allied", (DUEL.axis.stacks[0].hex,), until_turn=2))


def test_entry_exit_and_trigger_rules_need_what_they_restrict():
    assert "rule.entry-no-reinforcements" in _with(EntryHexes("axis", ("b2:A1",)))
    assert "rule.trigger-no-group" in _with(ReinforcementTrigger("axis", 1, "north", ("b2:C3",)))
    assert "rule.exit-not-exit-scenario" in _with(ExitTurns(from_turn=2))
    group = Reinforcement(2, "west", (Unit("rx", "us.rifle_squad"),))
    with_group = replace(DUEL, allied=replace(DUEL.allied, reinforcements=(group,)))
    west = context_for(with_group).battlefield
    edge_hex = west.name(west.edge_hexes("west")[2])
    east_hex = west.name(west.edge_hexes("east")[2])
    assert _with(EntryHexes("allied", (edge_hex,)), base=with_group) == []
    assert "rule.entry-not-on-edge" in _with(EntryHexes("allied", (east_hex,)), base=with_group)
    exit_scenario = replace(DUEL, type=ScenarioType.EXIT, victory=Victory(exit_units=1, exit_hexes=(east_hex,)))
    assert "rule.exit-not-exit-hex" in _with(ExitTurns(hexes=(edge_hex,)), base=exit_scenario)


def test_no_smoke_while_a_side_has_smoke_factors_is_a_contradiction():
    smoky = replace(DUEL, allied=replace(DUEL.allied, smoke_factors=2))
    assert "rule.no-smoke-factors" in _with(NoSmoke("allied"), base=smoky)
    assert "rule.no-smoke-factors" not in _with(NoSmoke("axis"), base=replace(smoky, axis=replace(DUEL.axis, smoke_factors=0)))
