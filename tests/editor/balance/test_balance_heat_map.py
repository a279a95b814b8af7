"""The heat map of `vvs balance --explain --plot`: casualties in red and attacks as dots on the
scenario's own map, written beside the chart as OUT-map.png."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from core.balance.explain import Explanation
from core.balance.games import GameRecord
from core.balance.trace import GameTrace
from core.commands.play import load_scenario
from core.placement import context_for
from core.resources import maps_dir
from editor.balance.heatmap import CAPTION_HEIGHT, heat_map_image, heat_map_path
from editor.cli import main
from editor.map.geometry import battlefield_layout, centre
from editor.map.preview_image import preview_hex_size

SAMPLE = Path(maps_dir()) / "scenarios" / "saint-aubin-crossroads.json"
TRACE = GameTrace(lost=((0, "us.rifle_squad", 20),), casualties=((0, "b1:F6", 20),), attacks=((1, "b1:F6", 2),),
                  objectives=("b1:J4",), turns=((-20, (1,)),))


def pixel_at(image: QImage, battlefield, name: str, width: int, dx: float = 0.0) -> QColor:
    size = preview_hex_size(battlefield, width)
    point = centre(battlefield_layout(size, round(size * 0.4)), battlefield.parse(name))
    return image.pixelColor(round(point.x() + dx * size), round(point.y()) + CAPTION_HEIGHT)


def test_the_casualty_hex_is_red_and_an_untouched_one_is_not():
    scenario, boards = load_scenario(SAMPLE)
    battlefield = context_for(scenario, boards or None).battlefield
    explanation = Explanation.of([GameRecord(1, "defender", "major_defeat", 1, (20, 0), (100, 100), trace=TRACE)])
    image = heat_map_image(scenario, battlefield, explanation, width=800)
    assert image.width() == 800 and image.height() > CAPTION_HEIGHT + 100
    hot = pixel_at(image, battlefield, "b1:F6", 800, dx=-0.6)  # beside the attack dot in the middle
    cold = pixel_at(image, battlefield, "b1:A1", 800, dx=-0.6)
    assert hot.red() > 200 and hot.green() < 120, hot.name()
    assert not (cold.red() > 200 and cold.green() < 120), cold.name()
    assert pixel_at(image, battlefield, "b1:F6", 800).lightness() < 60  # the attacks' dark dot


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
