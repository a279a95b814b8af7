"""`vvs balance --plot OUT.png`: the balance chart drawn into a PNG, with or without a display.

The command line has no Qt application of its own; QImage and QPainter need a
QGuiApplication for fonts, so one is made on the offscreen platform when none
exists (a platform the user chose in QT_QPA_PLATFORM is respected).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from core.balance.runs import Run
from core.commands import CommandError
from core.commands.inputs import require_output_path
from editor.balance.chart import DESIGN_SIZE, ChartFacts, paint_chart
from editor.balance.heatmap import heat_map_image, heat_map_path
from editor.map.png_file import write_png
from editor.offscreen import ensure_gui_app


def _ensure_app() -> None:
    ensure_gui_app("the plot")


def render_chart(facts: ChartFacts, size: tuple[int, int] = (int(DESIGN_SIZE[0]), int(DESIGN_SIZE[1]))) -> QImage:
    _ensure_app()
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    paint_chart(painter, QRectF(0, 0, size[0], size[1]), facts)
    painter.end()
    return image


def write_plot(run: Run, path: Path) -> None:
    """The run's chart as a PNG at `path`; a CommandError says why when it cannot be written."""
    path = require_output_path(path)
    _ensure_app()
    image = render_chart(ChartFacts.of_run(run))
    try:
        write_png(image, path)
    except OSError:
        raise CommandError(f"{path}: cannot write the plot (no permission, or the disk is full?)") from None
    if run.explain:
        write_heat_map(run, heat_map_path(path))


def write_heat_map(run: Run, path: Path) -> None:
    """Where the run's casualties and attacks were, on the scenario's map, as a PNG at `path`."""
    from core.balance.explain import Explanation
    from core.placement import context_for

    scenario = run.battle.scenario
    battlefield = context_for(scenario, dict(run.battle.boards) or None).battlefield
    image = heat_map_image(scenario, battlefield, Explanation.of(run.records))
    try:
        write_png(image, path)
    except OSError:
        raise CommandError(f"{path}: cannot write the map (no permission, or the disk is full?)") from None
