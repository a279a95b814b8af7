"""Editor speed: open a four-board scenario with 150 counters, then place counters on it.

Both run in the real main window (offscreen), docks and all, because that is
what a designer waits for. Opening is the file read and checked, the map
scene built and the window's first paint. One placement is the whole path a
click takes: the PlaceUnit command, the placement rules re-run over the
scenario, the hex item rebuilt, the docks (problems, details, stack) brought
up to date and the touched part of the view repainted. The budget (design.md)
is one frame, 16 ms, for a placement, and a second for opening.
Prints, last line: `open: X ms; place+validate+redraw: Y ms` (medians).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from core.boards.library import build_battlefield, standard_boards
from core.scenario import BoardRef, Scenario
from core.scenario.edit_details import new_scenario
from core.scenario.edit_units import place_unit
from core.scenario.io import save
from core.userdirs import UserFolders

COUNTERS = 150
PLACEMENTS = 60
OPENINGS = 5
TYPES = {"allied": ("us.rifle_squad", "us.rifle_squad", "us.leader_1", "us.m4a1"),
         "axis": ("ger.rifle_squad", "ger.rifle_squad", "ger.leader_1", "ger.pziv_h")}


def crowded_scenario() -> Scenario:
    boards = [BoardRef(n) for n in sorted(standard_boards())[:4]]
    scenario = new_scenario(boards, "Bench")
    field = build_battlefield([{"board": b.board} for b in boards])
    names = [field.name(h) for h in field.ordered]
    west, east = names[: len(names) // 2], names[len(names) // 2:]
    for index in range(COUNTERS):
        side = "allied" if index % 2 == 0 else "axis"
        hexes = west if side == "allied" else east
        kinds = TYPES[side]
        scenario = place_unit(scenario, side, hexes[(index * 7) % len(hexes)], kinds[index % len(kinds)])
    return scenario


def time_open(window, path: Path, app: QApplication) -> float:  # type: ignore[no-untyped-def]
    window.close_document()
    app.processEvents()
    started = time.perf_counter()
    assert window.open_path(path)
    app.processEvents()  # the first paint of the map and the docks
    return (time.perf_counter() - started) * 1000


def time_placements(window, app: QApplication) -> list[float]:  # type: ignore[no-untyped-def]
    from editor.commands import PlaceUnit

    document, view = window.document, window.view
    names = [document.battlefield.name(h) for h in document.battlefield.ordered]
    view.set_zoom(1.0)
    times = []
    for index in range(PLACEMENTS):
        name = names[(index * 13) % len(names)]
        view.centre_on_hex(name)
        window.scene.select_hex(name)
        app.processEvents()  # tiles for this view are painted before the clock starts
        started = time.perf_counter()
        document.push(PlaceUnit(document, "allied", name, "us.rifle_squad"))
        app.processEvents()  # the scene and the docks repaint what changed, as after a click
        times.append((time.perf_counter() - started) * 1000)
        document.undo_stack.undo()
    return times


def _quiet(mode, context, message: str) -> None:  # type: ignore[no-untyped-def]
    """The offscreen platform warns about window size hints it ignores; nothing else is hidden."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def main() -> None:
    qInstallMessageHandler(_quiet)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    from editor.window.main_window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.json"
        save(path, crowded_scenario())
        window = MainWindow(UserFolders(Path(folder) / "user"))
        window.resize(1600, 960)
        window.show()
        app.processEvents()
        openings = [time_open(window, path, app) for _ in range(OPENINGS)]
        times = time_placements(window, app)
        document = window.document
        assert document is not None
        units = sum(len(stack.units) for _n, side in document.scenario.sides() for stack in side.stacks)
        print(f"{len(document.battlefield)} hexes, {units} counters, {len(document.problems)} problems")
        print(f"open: first {openings[0]:.0f} ms, median {statistics.median(openings):.0f} ms")
        print(f"place: median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms")
        document.undo_stack.setClean()
        window.close()
    print(f"open: {statistics.median(openings):.0f} ms; place+validate+redraw: {statistics.median(times):.1f} ms")


if __name__ == "__main__":
    main()
