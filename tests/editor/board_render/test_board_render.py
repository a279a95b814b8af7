"""`vvs board render`: a board file to a PNG with the map painter, and a bad file in one line."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QImage

from core.resources import maps_dir
from editor.cli import main


def test_a_shipped_board_is_drawn_at_the_size_asked(tmp_path, capsys):
    out = tmp_path / "board.png"
    assert main(["board", "render", str(maps_dir() / "board-03.json"), "-o", str(out), "--hex-size", "20", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["board"] == 3
    image = QImage(str(out))
    assert not image.isNull() and 500 < image.width() < 800


@pytest.mark.parametrize(("name", "content"), [("bad.json", "{"), ("scenario.json", '{"battlefield": {}}')])
def test_a_bad_board_file_is_one_line_and_exit_2(tmp_path, capsys, name, content):
    path = tmp_path / name
    path.write_text(content)
    assert main(["board", "render", str(path), "-o", str(tmp_path / "b.png")]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and name in err and not (tmp_path / "b.png").exists()


def test_only_png_is_written(tmp_path, capsys):
    assert main(["board", "render", str(maps_dir() / "board-01.json"), "-o", str(tmp_path / "b.jpg")]) == 2
    assert "give a file name ending in .png" in capsys.readouterr().err
    assert not (tmp_path / "b.jpg").exists()
