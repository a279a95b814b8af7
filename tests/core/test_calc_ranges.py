"""`vvs calc` refuses a modifier no position can give (issue 25: `--cover 99` was looked up as if it
were real): one line naming the range and where it comes from, exit 2; the edges of each range pass."""

from __future__ import annotations

import pytest

from core.commands.calc_ranges import best_leader, most_cover, most_in_a_hex, most_levels
from editor.cli import main

AP = ["calc", "ap", "--apfp", "12", "--roll", "7"]
ASSAULT = ["calc", "assault", "--attack", "5", "--defend", "3", "--roll", "7"]
AT = ["calc", "at", "--atfp", "C", "--armor", "D", "--to-hit-roll", "7", "--range", "3"]


def test_the_ranges_come_from_the_data():
    assert (most_cover(), best_leader(), most_in_a_hex(), most_levels()) == (6, -3, 4, 2)


@pytest.mark.parametrize(("args", "says"), [
    (AP + ["--cover", "99"], "--cover: 99 is out of range: give 0 to 6"),
    (AP + ["--cover", "-1"], "--cover: -1 is out of range"),
    (AP + ["--hindrance", "13"], "--hindrance: 13 is out of range: give 0 to 12"),
    (AP + ["--leader", "-4"], "--leader: -4 is out of range: give -3 to 0"),
    (AP + ["--leader", "2"], "--leader: 2 is out of range"),
    (AP + ["--grenades", "5"], "--grenades: 5 is out of range: give 0 to 4"),
    (ASSAULT + ["--uphill", "3"], "--uphill: 3 is out of range: give 0 to 2"),
    (ASSAULT + ["--cover", "7"], "--cover: 7 is out of range"),
    (ASSAULT + ["--defender-leader", "-5"], "--defender-leader: -5 is out of range"),
    (ASSAULT + ["--defender-grenades", "9"], "--defender-grenades: 9 is out of range"),
    (AT + ["--cover", "40"], "--cover: 40 is out of range"),
])
def test_an_out_of_range_modifier_is_one_line_and_exit_2(capsys, args, says):
    assert main(args) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and says in err


@pytest.mark.parametrize("args", [AP + ["--cover", "6", "--hindrance", "12", "--leader", "-3", "--grenades", "4"],
                                  AP + ["--cover", "0", "--leader", "0", "--grenades"],
                                  ASSAULT + ["--uphill", "2", "--cover", "6", "--attacker-leader", "-3"],
                                  AT + ["--cover", "6", "--hindrance", "0"]])
def test_the_edges_of_the_ranges_are_accepted(capsys, args):
    assert main(args) == 0, capsys.readouterr().err
