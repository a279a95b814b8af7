"""`vvs board render` refuses, before drawing, a picture over its pixel cap (issue 25: a 51 x 40 board
at --hex-size 200 took 24 s and 861 MB), naming the size it would be and the largest --hex-size that
fits; nothing is written."""

from __future__ import annotations

import json

from core.boards.battlefield import Battlefield, BoardPlacement
from core.boards.board import load_board
from editor.board_render.command import MAX_PIXELS
from editor.cli import main
from editor.map.geometry import image_size


def _wide_board(path):
    last = "".join("." if column % 2 == 0 else " " for column in range(51))
    path.write_text(json.dumps({
        "format": 1, "number": 150, "name": "Wide", "description": "", "columns": 51, "rows": 40,
        "terrain": ["." * 51] * 39 + [last], "elevation": ["0" * 51] * 39 + [last.replace(".", "0")],
        "hexsides": {}, "roads": [], "bridges": [], "labels": []}), encoding="utf-8")
    return path


def test_a_picture_over_the_cap_is_refused_with_the_size_that_fits(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    board = _wide_board(tmp_path / "wide.json")
    out = tmp_path / "wide.png"
    assert main(["board", "render", str(board), "-o", str(out), "--hex-size", "200"]) == 2
    said, err = capsys.readouterr()
    assert said == "" and len(err.strip().splitlines()) == 1
    assert "--hex-size 200 would draw 15,160 x 13,670 pixels (207 million" in err and "give --hex-size 87 or less" in err
    assert not out.exists()


def test_the_suggested_size_is_the_largest_under_the_cap(tmp_path):
    field = Battlefield([BoardPlacement(load_board(_wide_board(tmp_path / "wide.json")), False)])

    def pixels(size):
        width, height = image_size(field, size, round(size * 0.4))
        return width * height

    assert pixels(87) <= MAX_PIXELS < pixels(88)
