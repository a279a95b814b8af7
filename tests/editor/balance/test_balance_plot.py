"""`write_plot` and `vvs balance --plot`: the chart as a PNG of the design size, from real games."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from core.balance.games import Battle
from core.balance.local import run_local
from core.balance.runs import Run
from core.commands import CommandError
from core.commands.play import load_scenario
from core.resources import maps_dir
from editor.balance.chart import ChartFacts
from editor.balance.plot import write_plot
from editor.cli import main

SAMPLE = Path(maps_dir()) / "scenarios" / "hedgerow-duel.json"


def played_run(games: int = 3) -> Run:
    scenario, boards = load_scenario(SAMPLE)
    battle = Battle.of(scenario, boards or None)
    run = Run(scenario.title, scenario.attacker, battle, 1, games, 1, "local")
    run.records.extend(run_local(battle, range(1, games + 1), jobs=1))
    return run


def test_write_plot_writes_a_png_of_the_design_size(tmp_path):
    run = played_run()
    out = tmp_path / "balance.png"
    write_plot(run, out)
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == (900, 560)
    assert out.read_bytes().startswith(b"\x89PNG")


def test_the_chart_names_the_run():
    run = played_run(2)
    facts = ChartFacts.of_run(run)
    assert facts.title == run.title
    assert "2 games, seeds 1–2" in facts.subtitle and "ai:normal" in facts.subtitle
    assert sum(facts.levels) == 2 and facts.attacker.games == 2


def test_a_run_cut_short_says_so():
    run = played_run(1)
    run.planned = 10
    assert "1 of 10 games (cut short)" in ChartFacts.of_run(run).subtitle


def test_a_plot_into_a_missing_folder_is_a_clear_error(tmp_path):
    with pytest.raises(CommandError, match="does not exist"):
        write_plot(played_run(1), tmp_path / "nowhere" / "balance.png")


def test_vvs_balance_plot_writes_the_png(tmp_path, capsys):
    out = tmp_path / "plot.png"
    assert main(["balance", str(SAMPLE), "--games", "2", "--jobs", "1", "--plot", str(out)]) == 0
    assert f"plot: {out}" in capsys.readouterr().out
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 560)
