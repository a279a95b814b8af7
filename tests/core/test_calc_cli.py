"""`vvs calc`: the combat tables as a player aid, with the rulebook's (seed 001)
worked examples typed in as a player would."""

from __future__ import annotations

import json
from typing import Any

import pytest

from editor.cli import main


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    assert main(["calc", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_ap_plain_lookup(capsys: pytest.CaptureFixture[str]) -> None:
    payload = _json(capsys, "ap", "--apfp", "12", "--roll", "6")
    assert payload["casualty_points"] == 2 and payload["row"] == "11-18" and payload["modifiers"] == []


def test_ap_14_5_example_with_its_modifiers(capsys: pytest.CaptureFixture[str]) -> None:
    """Stack B: 13 APFP, roll 3, -1 Schmidt, +3 building = 5: 3 Casualty Points."""
    payload = _json(capsys, "ap", "--apfp", "13", "--roll", "3", "--leader", "-1", "--cover", "3")
    assert payload["casualty_points"] == 3
    assert payload["modified_roll"] == 5 and payload["column"] == "5"
    assert {m["name"]: m["value"] for m in payload["modifiers"]} == {"cover": 3, "leader": -1}


def test_ap_human_output_shows_row_column_and_each_modifier(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calc", "ap", "--apfp", "6", "--roll", "7", "--leader", "-1", "--hindrance", "1"]) == 0
    out = capsys.readouterr().out
    assert "row 5-10" in out and "column 7" in out
    assert "leader" in out and "§13.6" in out and "hindrance" in out and "§13.4" in out
    assert "no effect" in out


def test_ap_overrun_example_and_the_2021_ruleset(capsys: pytest.CaptureFixture[str]) -> None:
    assert _json(capsys, "ap", "--apfp", "38", "--roll", "2", "--cover", "3")["casualty_points"] == 7
    later = _json(capsys, "ap", "--apfp", "38", "--roll", "2", "--cover", "3", "--ruleset", "rules-2021")
    assert later["casualty_points"] == 6 and later["ruleset"] == "rules-2021"


def test_ap_fire_support_and_fire_lane(capsys: pytest.CaptureFixture[str]) -> None:
    barrage = _json(capsys, "ap", "--support", "light_barrage", "--roll", "6", "--cover", "2", "--air-burst")
    assert (barrage["apfp"], barrage["casualty_points"], barrage["infantry_casualty_points"]) == (40, 4, 8)
    lane = _json(capsys, "ap", "--fire-lane", "--markers", "2", "--roll", "4")
    assert (lane["row"], lane["modified_roll"], lane["casualty_points"]) == ("1-4", 3, 1)


@pytest.mark.parametrize(("attack", "defend", "odds", "kill"), [("13", "11", "1-1", 6), ("12", "6", "2-1", 8)])
def test_assault_odds_and_kill_number(capsys: pytest.CaptureFixture[str], attack: str, defend: str, odds: str,
                                      kill: int) -> None:
    payload = _json(capsys, "assault", "--attack", attack, "--defend", defend)
    assert (payload["odds"], payload["kill_number"]) == (odds, kill)


def test_assault_15_8_example_with_a_roll(capsys: pytest.CaptureFixture[str]) -> None:
    """Three squads into woods against two, 2-1, roll 10: 6 CP to the assaulters, 3 to the defenders."""
    payload = _json(capsys, "assault", "--attack", "16", "--defend", "8", "--roll", "10", "--cover", "2",
                    "--attackers", "3", "--defenders", "2")
    assert payload["defenders_eliminated"] is False
    assert (payload["attacker_casualty_points"], payload["defender_casualty_points"]) == (6, 3)


def test_assault_15_example_modifiers_in_human_output(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["calc", "assault", "--attack", "13", "--defend", "11", "--roll", "8", "--attacker-leader", "-1",
            "--grenades", "--defender-leader", "-1"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "odds 1-1, Kill Number 6" in out and "defender leader" in out and "grenades" in out
    assert "Kill Number           5" in out and "modified roll         6" in out


def test_at_elimination_number(capsys: pytest.CaptureFixture[str]) -> None:
    assert _json(capsys, "at", "--atfp", "D", "--armor", "C")["elimination_number"] == 9
    assert _json(capsys, "at", "--atfp", "D", "--armor", "A")["elimination_number"] == "E"
    assert _json(capsys, "at", "--atfp", "A", "--armor", "F")["elimination_number"] is None


def test_at_16_example_with_to_hit_and_rear_armor(capsys: pytest.CaptureFixture[str]) -> None:
    """M4A3E8 (D) at the Tiger (E/C) from behind, 4 hexes, woods: roll 7 + 2 = 9 hits; EN 9; roll 8 kills."""
    payload = _json(capsys, "at", "--atfp", "D", "--armor", "E/C", "--rear", "--to-hit-roll", "7", "--range", "4",
                    "--cover", "2", "--roll", "8")
    assert (payload["armor"], payload["armor_facing"], payload["elimination_number"]) == ("C", "rear", 9)
    assert payload["to_hit"]["number"] == 10 and payload["to_hit"]["modified_roll"] == 9 and payload["to_hit"]["hit"]
    assert payload["result"] == "eliminated"


def test_at_17_panzerfaust_example(capsys: pytest.CaptureFixture[str]) -> None:
    payload = _json(capsys, "at", "--atfp", "D", "--armor", "D", "--weapon", "infantry_at", "--to-hit-roll", "7",
                    "--leader", "-1", "--roll", "8")
    assert (payload["elimination_number"], payload["to_hit"]["modified_roll"], payload["result"]) == (7, 6, "no_effect")
    assert _json(capsys, "at", "--atfp", "D", "--armor", "D", "--roll", "7")["result"] == "immobilized"


@pytest.mark.parametrize(
    "argv",
    [
        ["ap", "--apfp", "0", "--roll", "6"],
        ["ap", "--apfp", "12", "--roll", "-2"],
        ["ap", "--apfp", "12", "--roll", "6", "--leader", "1"],
        ["assault", "--attack", "0", "--defend", "4"],
        ["assault", "--attack", "4", "--defend", "4", "--roll", "13"],
        ["at", "--atfp", "G", "--armor", "C"],
        ["at", "--atfp", "D", "--armor", "C/Q"],
        ["at", "--atfp", "D", "--armor", "C", "--roll", "-1"],
        ["at", "--atfp", "D", "--armor", "C", "--to-hit-roll", "7"],
        ["ap", "--apfp", "12", "--roll", "6", "--ruleset", "rules-1999"],
    ],
)
def test_bad_input_exits_2_with_one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    assert main(["calc", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("vvs: ") and captured.err.count("\n") == 1


def test_help_explains_the_words_of_the_output(capsys):
    for table in ("ap", "assault", "at"):
        assert main(["calc", table, "--help"]) == 0
        text = capsys.readouterr().out
        assert "seeds" in text and "rules-2021" in text and "designed" in text and "worked example" in text


def test_the_book_close_assault_example_shows_its_numbers_and_where_its_verdict_differs(capsys):
    assert main(["calc", "assault", "--example", "15", "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert (payload["odds"], payload["kill_number"], payload["modified_kill_number"]) == ("1-1", 6, 5)
    assert (payload["roll"], payload["modified_roll"], payload["defenders_eliminated"]) == (8, 6, False)
    assert "15.7" in payload["note"] and "eliminated" in payload["note"]
    assert main(["calc", "assault", "--example", "15", "--roll", "7", "--json"]) == 0
    succeeding = json.loads(capsys.readouterr().out)
    assert succeeding["defenders_eliminated"] and succeeding["attacker_casualty_points"] == 6


def test_assault_without_its_numbers_is_one_line_and_exit_2(capsys):
    assert main(["calc", "assault"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


# --- 12.52: one Grenades counter per unit, per attack ----------------------------------------


def test_grenades_take_a_count_and_alone_mean_one_counter(capsys: pytest.CaptureFixture[str]) -> None:
    """`--grenades` alone is one counter (-1); `--grenades 3`, three squads with three counters (-3)."""
    one = _json(capsys, "ap", "--apfp", "8", "--roll", "7", "--grenades")
    three = _json(capsys, "ap", "--apfp", "8", "--roll", "7", "--grenades", "3")
    assert one["modifiers"] == [{"name": "grenades", "value": -1, "section": "12.52"}]
    assert three["modifiers"] == [{"name": "grenades", "value": -3, "section": "12.52"}]
    assert three["modified_roll"] == 4
    assert main(["calc", "ap", "--apfp", "8", "--roll", "7", "--grenades", "3"]) == 0
    assert "grenades             -3   §12.52" in capsys.readouterr().out


def test_assault_grenades_counts_on_both_sides(capsys: pytest.CaptureFixture[str]) -> None:
    """Three assaulters' counters: -3 to the roll; two defenders' counters: Kill Number 6 becomes 4."""
    payload = _json(capsys, "assault", "--attack", "12", "--defend", "12", "--roll", "9", "--grenades", "3",
                    "--defender-grenades", "2")
    assert payload["roll_modifiers"] == [{"name": "grenades", "value": -3, "section": "12.52"}]
    assert payload["kill_modifiers"] == [{"name": "defender_grenades", "value": -2, "section": "12.52"}]
    assert (payload["modified_roll"], payload["modified_kill_number"]) == (6, 4)
    alone = _json(capsys, "assault", "--attack", "12", "--defend", "12", "--defender-grenades", "--grenades")
    assert alone["modified_kill_number"] == 5


def test_a_negative_number_of_grenades_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calc", "ap", "--apfp", "8", "--roll", "7", "--grenades", "-2"]) == 2
    assert capsys.readouterr().err.startswith("vvs: ")


EXAMPLE_15 = """\
Close Assault Table (seeds): APFP 13 against 11 -> odds 1-1, Kill Number 6  [seed:001 §15 example (1-1: Kill Number 6)]
  defender leader      -1   §15.3
  Kill Number           5
  dice roll             8
  attacker leader      -1   §15.3
  grenades             -1   §12.52
  modified roll         6
Result: assault fails by 1 (§15.8)
  Casualty Points to the assaulters: 7
  Casualty Points to the defenders: 4
"""


def test_the_15_example_keeps_its_one_grenade_counter_and_its_printed_numbers(capsys):
    """The book's example has one Grenade counter: 8 - 1 (Schmidt) - 1 (Grenades) = 6."""
    assert main(["calc", "assault", "--example", "15"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(EXAMPLE_15) and out[len(EXAMPLE_15):].startswith("Note: the book's 15 Close Assault Example")
