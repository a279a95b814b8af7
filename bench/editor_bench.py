"""Editor speed: place a counter on a four-board battlefield holding 150 counters.

One placement is the whole path a click takes: the PlaceUnit command, the
placement rules re-run over the scenario, the hex item rebuilt, and the
touched part of the view repainted. The budget (design.md) is one frame, 16 ms.
Prints, last line: `place: median X ms, worst Y ms`.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from core.board_library import build_battlefield, standard_boards
from core.scenario import BoardRef, Scenario
from core.scenario_edit import new_scenario, place_unit

COUNTERS = 150
PLACEMENTS = 60
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


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from editor.battlefield_scene import MapScene
    from editor.battlefield_view import MapView
    from editor.commands import PlaceUnit
    from editor.document import ScenarioDocument

    document = ScenarioDocument(crowded_scenario())
    scene = MapScene(document)
    view = MapView(scene)
    view.resize(1400, 900)
    view.show()
    app.processEvents()
    names = [document.battlefield.name(h) for h in document.battlefield.ordered]
    times = []
    for index in range(PLACEMENTS):
        name = names[(index * 13) % len(names)]
        view.centre_on_hex(name)
        app.processEvents()  # tiles for this view are painted before the clock starts
        started = time.perf_counter()
        document.push(PlaceUnit(document, "allied", name, "us.rifle_squad"))
        app.processEvents()  # the scene repaints what changed, as it does after a click
        times.append((time.perf_counter() - started) * 1000)
        document.undo_stack.undo()
    units = sum(len(s.units) for _n, side in document.scenario.sides() for s in side.stacks)
    print(f"{len(document.battlefield)} hexes, {units} counters, {len(document.problems)} problems")
    print(f"place: median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms")


if __name__ == "__main__":
    main()
