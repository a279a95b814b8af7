"""The heat map of `vvs balance --explain --plot`: casualties in red and attacks as dots on the
scenario's own map, written beside the chart as OUT-map.png."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from core.balance.explain import Explanation
from core.balance.games import GameRecord
from core.balance.trace import GameTrace
from core.commands.play import load_scenario
from core.placement import context_for
from core.resources import maps_dir
from editor.balance.heatmap import CAPTION_HEIGHT, HEAT_WIDTH, heat_map_image, heat_map_path
from editor.cli import main
from editor.map.painter import render_image
from editor.map.preview_image import preview_hex_size

SAMPLE = Path(maps_dir()) / "scenarios" / "saint-aubin-crossroads.json"
TRACE = GameTrace(lost=((0, "us.rifle_squad", 20),), casualties=((0, "b1:F6", 20),), attacks=((1, "b1:F6", 2),),
                  objectives=("b1:J4",), turns=((-20, (1,)),))


def counts(image: QImage) -> tuple[int, int]:
    """(red pixels, near-black pixels) below the caption, on a grid of every fourth pixel."""
    red = dark = 0
    for y in range(CAPTION_HEIGHT, image.height(), 4):
        for x in range(0, image.width(), 4):
            colour = image.pixelColor(x, y)
            red += colour.red() > 200 and colour.green() < 120
            dark += colour.lightness() < 50
    return red, dark


def test_the_casualty_hex_is_red_the_attacked_one_dotted_and_the_map_framed_on_them():
    scenario, boards = load_scenario(SAMPLE)
    battlefield = context_for(scenario, boards or None).battlefield
    traced = Explanation.of([GameRecord(1, "defender", "major_defeat", 1, (20, 0), (100, 100), trace=TRACE)])
    quiet = Explanation.of([GameRecord(1, "draw", "draw", 1, (0, 0), (100, 100),
                                       trace=GameTrace((), (), (), ("b1:J4",), ((0, (1,)),)))])
    image, calm = heat_map_image(scenario, battlefield, traced), heat_map_image(scenario, battlefield, quiet)
    red, dark = counts(image)
    assert red > 50 and dark > 5
    assert counts(calm)[0] == 0
    whole_map = render_image(battlefield, preview_hex_size(battlefield, HEAT_WIDTH))
    assert image.height() - CAPTION_HEIGHT > whole_map.height() * 1.3  # framed on F6 and the objectives: larger


def test_the_map_goes_beside_the_plot():
    assert heat_map_path(Path("/tmp/out/balance.png")) == Path("/tmp/out/balance-map.png")


@pytest.mark.heavy
def test_vvs_balance_explain_plot_writes_the_chart_and_the_map(tmp_path, capsys):
    out = tmp_path / "plot.png"
    code = main(["balance", str(SAMPLE), "--games", "2", "--jobs", "1", "--explain", "--json", "--plot", str(out)])
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["explain"]["games"] == 2
    assert set(report["explain"]["objectives"]) == {"b1:J4", "b1:K5", "b1:M4"}
    assert len(report["explain"]["margin_by_turn"]) == max(len(t) for t in report["explain"]["objectives"].values())
    assert QImage(str(out)).width() == 900 and not QImage(str(tmp_path / "plot-map.png")).isNull()
