"""A board whose declared size disagrees with its grids is a reported fault, never a crash.

Packages carry custom boards, so board parsing runs on untrusted input: any
fault must come back as a BoardError listing problems, or one bad package
crashes `vvs import`, `vvs validate` and the editor's Import-folder batch.
"""

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.boards.board import BoardError, parse_board
from core.resources import maps_dir

SHIPPED = {path.name: json.loads(path.read_text(encoding="utf-8")) for path in sorted(maps_dir().glob("board-*.json"))}
GRIDS = ("terrain", "elevation")


def shipped(name: str = "board-01.json") -> dict:
    return copy.deepcopy(SHIPPED[name])


def grid_codes(document: dict) -> list[str]:
    with pytest.raises(BoardError) as caught:
        parse_board(document)
    assert caught.value.problems
    return [p.code for p in caught.value.problems]


def test_more_columns_than_the_rows_hold_is_a_grid_fault():
    document = shipped()
    document["columns"] += 2
    assert "board.grid" in grid_codes(document)


def test_fewer_columns_than_the_rows_hold_is_a_grid_fault():
    document = shipped()
    document["columns"] -= 2
    assert "board.grid" in grid_codes(document)


@pytest.mark.parametrize("delta", [-1, 1])
def test_rows_that_disagree_with_the_row_count_are_a_grid_fault(delta):
    document = shipped()
    document["rows"] += delta
    assert "board.grid" in grid_codes(document)


@pytest.mark.parametrize("grid", GRIDS)
def test_a_short_row_in_one_grid_is_a_grid_fault(grid):
    document = shipped()
    document[grid][3] = document[grid][3][:-1]
    assert "board.grid" in grid_codes(document)


def test_a_short_row_in_both_grids_is_a_grid_fault():
    document = shipped()
    for grid in GRIDS:
        document[grid][3] = document[grid][3][:-1]
    assert "board.grid" in grid_codes(document)


def test_a_road_through_a_missing_row_is_a_grid_fault():
    document = shipped()
    for grid in GRIDS:
        del document[grid][-1]
    document["rows"] = len(document["terrain"]) + 1
    assert "board.grid" in grid_codes(document)


def _mutate(document: dict, data: st.DataObject) -> None:
    """One random change to the declared size or the row strings."""
    kind = data.draw(st.sampled_from(["columns", "rows", "cut", "pad", "drop", "add", "char", "hex"]))
    grid = data.draw(st.sampled_from(GRIDS))
    lines = document[grid]
    row = data.draw(st.integers(0, len(lines) - 1))
    if kind == "columns":
        document["columns"] = data.draw(st.integers(3, 51))
    elif kind == "rows":
        document["rows"] = data.draw(st.integers(2, 40))
    elif kind == "cut":
        lines[row] = lines[row][: data.draw(st.integers(1, max(1, len(lines[row]) - 1)))]
    elif kind == "pad":
        lines[row] += data.draw(st.sampled_from([" ", "0", "."]))
    elif kind == "drop" and len(lines) > 2:
        del lines[row]
    elif kind == "add":
        lines.insert(row, lines[row])
    elif kind == "char":
        col = data.draw(st.integers(0, len(lines[row]) - 1))
        char = data.draw(st.sampled_from(" 012.~FWBxyz"))
        lines[row] = lines[row][:col] + char + lines[row][col + 1:]
    elif kind == "hex":
        name = data.draw(st.from_regex(r"\A[A-Z]{1,2}[0-9]{1,2}\Z"))
        target = data.draw(st.sampled_from(["bridges", "roads", "labels"]))
        if target == "bridges":
            document.setdefault("bridges", []).append(name) if name not in document.get("bridges", []) else None
        elif target == "roads":
            document.setdefault("roads", []).append([name, "K5"])
        else:
            document.setdefault("labels", []).append({"hex": name, "text": "x"})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(SHIPPED)), count=st.integers(1, 4), data=st.data())
def test_a_mutated_shipped_board_parses_or_raises_board_error(name, count, data):
    document = shipped(name)
    for _ in range(count):
        _mutate(document, data)
    try:
        parse_board(document)
    except BoardError as error:
        assert error.problems
