"""The combat charts in core/data/tables.json: the numbers the rulebook's worked
examples print, the pattern the designed rows continue, and the 2021 edition.

Section numbers are the rulebook's (seed 001) unless the PC manual (seed 004)
is named.
"""

from __future__ import annotations

import copy
import json

import pytest

from core.jsonio import FileFormatError
from core.resources import data_path
from core.tables import (
    DEFAULT_RULESET,
    ELIMINATED,
    AtWeapon,
    FirepowerError,
    FireSupportType,
    LetterError,
    RangeBandError,
    TablesFileError,
    UnknownRulesetError,
    UnknownWeaponError,
    ap_casualty_points,
    assault_odds,
    elimination_number,
    fire_support,
    get_ruleset,
    parse_tables,
    ruleset_names,
    tables,
    to_hit_number,
)
from core.unit_model import Letter

ROW_STARTS = (1, 5, 11, 19, 29, 41)


def _document() -> dict:
    with data_path("tables.json").open(encoding="utf-8") as handle:
        return json.load(handle)


def test_both_rulesets_load_and_the_seeds_edition_is_the_default() -> None:
    assert ruleset_names() == ("seeds", "rules-2021")
    assert tables().default == DEFAULT_RULESET == "seeds"


@pytest.mark.parametrize(
    ("apfp", "roll", "points", "example"),
    [
        (12, 6, 2, "14.5: German stack A, 12 APFP, modified roll 6"),
        (13, 5, 3, "14.5: German stack B, 13 APFP, modified roll 5"),
        (6, 7, 0, "14.5: American return fire, 6 APFP, modified roll 7: no effect"),
        (38, 5, 7, "17: M4A3E8 overrun, 38 APFP, modified roll 5"),
    ],
)
def test_ap_combat_table_gives_what_the_worked_examples_print(apfp: int, roll: int, points: int, example: str) -> None:
    assert ap_casualty_points(apfp, roll) == points, example


@pytest.mark.parametrize("row", range(6))
def test_seeds_ap_rows_follow_one_pattern_casualty_points_equal_c_minus_roll(row: int) -> None:
    c = 4 + 2 * row
    for roll in range(-3, 17):
        expected = max(0, c - min(max(roll, 2), 12))
        assert ap_casualty_points(ROW_STARTS[row], roll) == expected


@pytest.mark.parametrize("row", range(6))
def test_2021_ap_rows_are_seven_plus_row_minus_roll(row: int) -> None:
    for roll in range(2, 13):
        assert ap_casualty_points(ROW_STARTS[row], roll, "rules-2021") == max(0, 7 + row - roll)


def test_ap_rows_cover_every_apfp_from_one_up() -> None:
    table = get_ruleset()
    assert [r.label for r in table.ap_rows] == ["1-4", "5-10", "11-18", "19-28", "29-40", "41+"]
    assert table.ap_row(4).label == "1-4" and table.ap_row(5).label == "5-10"
    assert table.ap_row(40).label == "29-40" and table.ap_row(500).label == "41+"


def test_rows_not_pinned_by_an_example_are_marked_designed() -> None:
    sources = {r.label: r.source for r in get_ruleset().ap_rows}
    for label in ("1-4", "19-28", "41+"):
        assert sources[label].startswith("designed: ")
    assert sources["5-10"].startswith("seed:001 §14.5 example")
    assert sources["11-18"].startswith("seed:001 §14.5 example")
    assert sources["29-40"].startswith("seed:001 §17 example")
    assert all(r.source == "rules-2021" for r in get_ruleset("rules-2021").ap_rows)


def test_the_ap_table_needs_at_least_one_apfp() -> None:
    with pytest.raises(FirepowerError):
        ap_casualty_points(0, 7)


@pytest.mark.parametrize(
    ("attack", "defend", "odds", "kill"),
    [
        (13, 11, "1-1", 6),  # 15 example: 13 against 11 is 1-1
        (12, 6, "2-1", 8),  # 15.6: 12 against 6 is two to one
        (14, 6, "2-1", 8),  # draft 000 §15.6: fractions rounded down
        (6, 14, "1-2", 5),  # draft 000 §15.6: the same odds reversed
        (11, 13, "1-1", 6),
        (9, 3, "3-1", 9),
        (3, 9, "1-3", 4),
        (3, 12, "1-4", 3),
        (50, 2, "4-1", 10),  # over 4-1 is resolved at 4-1
        (1, 40, "1-4", 3),  # under 1-4 is resolved at 1-4
        (4, 0, "4-1", 10),  # nobody to defend: the best odds
    ],
)
def test_close_assault_odds_and_kill_numbers(attack: int, defend: int, odds: str, kill: int) -> None:
    assert assault_odds(attack, defend) == (odds, kill)
    assert assault_odds(attack, defend, "rules-2021") == (odds, kill)


def test_a_close_assault_needs_assaulting_firepower() -> None:
    with pytest.raises(FirepowerError):
        assault_odds(0, 4)
    with pytest.raises(FirepowerError):
        assault_odds(4, -1)


def test_armor_elimination_chart_examples() -> None:
    assert elimination_number("D", "C") == 9  # 16 example: M4A3E8 (D) against a Tiger's rear (C)
    assert elimination_number(Letter.D, Letter.D) == 7  # 17 example: Panzerfaust (D) against the M4A3E8's front (D)


@pytest.mark.parametrize("ruleset", ["seeds", "rules-2021"])
def test_armor_elimination_chart_is_seven_plus_twice_the_difference(ruleset: str) -> None:
    for atfp in Letter:
        for armor in Letter:
            number = 7 + 2 * (atfp - armor)
            expected = ELIMINATED if number >= 13 else None if number < 3 else number
            assert elimination_number(atfp, armor, ruleset) == expected


def test_letters_are_read_in_either_case_and_only_a_to_f() -> None:
    assert elimination_number("d", "c") == 9
    with pytest.raises(LetterError):
        elimination_number("G", "C")
    with pytest.raises(LetterError):
        elimination_number("D", "")


@pytest.mark.parametrize(
    ("weapon", "range_hexes", "number"),
    [
        ("gun", 1, 10), ("gun", 10, 10), ("gun", 11, 8), ("gun", 19, 8), ("gun", 20, 6), ("gun", 60, 6),  # 16.3
        ("infantry_at", 1, 8), ("infantry_at", 4, 8),  # 16.3
        ("off_board", 0, 8),  # 18.5
        (AtWeapon.MORTAR, 5, 6),  # 12.67
    ],
)
def test_to_hit_numbers(weapon: str, range_hexes: int, number: int) -> None:
    assert to_hit_number(weapon, range_hexes) == number


def test_to_hit_needs_a_known_weapon_and_a_range_in_its_bands() -> None:
    with pytest.raises(UnknownWeaponError):
        to_hit_number("catapult", 3)
    with pytest.raises(RangeBandError):
        to_hit_number("gun", 0)


def test_fire_support_values_of_the_pc_game() -> None:
    values = {kind: (fire_support(kind).apfp, fire_support(kind).atfp) for kind in FireSupportType}
    assert values == {
        FireSupportType.LIGHT_BARRAGE: (40, Letter.B),
        FireSupportType.HEAVY_BARRAGE: (41, Letter.C),
        FireSupportType.AIR_STRIKE: (28, Letter.D),
    }


def test_fire_lanes_attack_on_the_one_to_four_row() -> None:
    assert get_ruleset().fire_lane_row.label == "1-4"  # 13.9


def test_unknown_ruleset_is_refused() -> None:
    with pytest.raises(UnknownRulesetError):
        ap_casualty_points(12, 6, "rules-1999")


def test_a_gap_between_ap_rows_is_refused() -> None:
    document = copy.deepcopy(_document())
    document["rulesets"]["seeds"]["ap_combat_table"]["rows"][1]["apfp_min"] = 6
    with pytest.raises(TablesFileError, match="without gaps"):
        parse_tables(document)


def test_a_fire_lane_row_that_is_not_a_row_is_refused() -> None:
    document = copy.deepcopy(_document())
    document["rulesets"]["rules-2021"]["fire_lane"]["row"] = "1-3"
    with pytest.raises(TablesFileError, match="fire lane"):
        parse_tables(document)


def test_a_designed_value_without_its_reason_fails_the_schema() -> None:
    document = copy.deepcopy(_document())
    document["rulesets"]["seeds"]["ap_combat_table"]["rows"][0]["source"] = "designed"
    with pytest.raises(FileFormatError, match="source"):
        parse_tables(document)
