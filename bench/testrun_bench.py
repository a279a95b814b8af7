"""The test-run window's speed (issue 12), offscreen.

- open: from Test Run to the first drawn frame of the largest shipped sample (the most
  units): the Game made, the window built, shown, fitted and its map painted once
  (`viewport().repaint()` paints synchronously). The median of three fresh windows.
- unit selection popup (first line only): from a click on a hex of the side to act in the
  Movement Phase to the popup painted with its cards' counters, then the move preview it
  draws on the map right after (first steps and reach of the checked units); the medians
  over the hexes holding that side's units.
- action->redraw: one movement step applied through the window (`act`, which redraws the
  counters, the shaded hexes and their MP costs, the header and the choices) and the map
  repainted; the median over the steps of the movement phases of a hotseat game of the same
  sample (the computer picks the moves, the window applies them).
- longest stall: the longest time the GUI event loop is blocked while the computer plays a
  medium generated battle against itself in the window (full speed), measured as the
  largest gap between the ticks of a 1 ms timer; up to the end of the game or 60 s.

Prints, last line: `open: X ms; action->redraw: Y ms; longest stall: Z ms`.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from core.ai.specs import player_from_spec  # noqa: E402
from core.game.actions import EndPhase, MoveStep  # noqa: E402
from core.game.state import Phase, Where  # noqa: E402
from core.resources import maps_dir  # noqa: E402
from core.scenario import Scenario  # noqa: E402
from core.scenario.io import load  # noqa: E402
from editor.testrun.setup import Mode, RunSetup, game_for  # noqa: E402
from editor.testrun.window import TestRunWindow  # noqa: E402
from generator.battle import generate_battle  # noqa: E402
from generator.settings import Settings  # noqa: E402

STALL_LIMIT_S = 60.0


def largest_sample() -> Scenario:
    samples = [load(p) for p in sorted((maps_dir() / "scenarios").glob("*.json"))]
    return max(samples, key=lambda s: sum(len(list(u.all_units())) for _n, side in s.sides()
                                          for stack in side.stacks for u in stack.units))


def open_window(scenario: Scenario, setup: RunSetup) -> tuple[TestRunWindow, float]:
    start = time.perf_counter()
    run = TestRunWindow(game_for(scenario, setup), setup, scenario.title)
    run.resize(1600, 960)
    run.show()
    QApplication.processEvents()  # laid out at its final size
    run.view.fit()
    run.view.viewport().repaint()
    return run, (time.perf_counter() - start) * 1000


def open_ms(scenario: Scenario) -> float:
    times = []
    for seed in (1, 2, 3):
        run, ms = open_window(scenario, RunSetup(mode=Mode.HOTSEAT, seed=seed))
        times.append(ms)
        run.close()
    return statistics.median(times)


def popup_ms(scenario: Scenario) -> tuple[float, float]:
    """The popup painted after the click, then the move preview it draws right after (the
    first steps and the reach of the checked units, once the popup is on screen)."""
    run, _ms = open_window(scenario, RunSetup(mode=Mode.HOTSEAT, seed=5))
    while run.state.phase != Phase.MOVEMENT and not run.state.is_over:
        run.act(EndPhase())
    side = run.to_act()
    hexes = sorted({u.hex for u in run.state.units.values() if u.side == side and u.where == Where.MAP and u.hex})
    control = run.aids.unit_select
    opened, previewed = [], []
    for hex_name in hexes:
        start = time.perf_counter()
        run.hex_clicked(hex_name)
        if control.popup.isVisible():
            control.popup.repaint()
            shown = time.perf_counter()
            opened.append((shown - start) * 1000)
            while control.preview_pending:  # the preview's turn of the event loop
                QApplication.processEvents()
            run.view.viewport().repaint()
            previewed.append((time.perf_counter() - shown) * 1000)
        control.popup.close_popup()
    run.close()
    return (statistics.median(opened) if opened else 0.0), (statistics.median(previewed) if previewed else 0.0)


def step_ms(scenario: Scenario) -> float:
    run, _ms = open_window(scenario, RunSetup(mode=Mode.HOTSEAT, seed=7))
    player = player_from_spec("ai:normal", 7)
    times = []
    while not run.state.is_over and len(times) < 200:
        action = player.choose(run.game, run.state.clone(history=False), run.legal)
        reason = player.reason()
        start = time.perf_counter()
        run.act(action, reason)
        if isinstance(action, MoveStep):
            run.view.viewport().repaint()
            times.append((time.perf_counter() - start) * 1000)
    run.close()
    return statistics.median(times) if times else 0.0


def stall_ms(app: QApplication) -> float:
    scenario = generate_battle(Settings(size="medium"), 1).scenario
    run, _ms = open_window(scenario, RunSetup(mode=Mode.COMPUTER_ONLY, seed=1))
    run.bar.speed.setValue(run.bar.speed.maximum())
    clock, longest, last = QElapsedTimer(), [0.0], [0.0]
    clock.start()
    ticker = QTimer()
    ticker.setInterval(1)

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        longest[0] = max(longest[0], now - last[0])
        last[0] = now

    ticker.timeout.connect(tick)
    ticker.start()
    last[0] = clock.nsecsElapsed() / 1e6
    run.bar.play.setChecked(True)
    deadline = time.perf_counter() + STALL_LIMIT_S
    while not run.state.is_over and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.0005)
    ticker.stop()
    actions = len(run.state.log)
    run.close()
    print(f"stall: {actions} actions of a medium battle played, over: {run.state.is_over}")
    return longest[0]


def main() -> None:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    sample = largest_sample()
    opened = open_ms(sample)
    popup, preview = popup_ms(sample)
    print(f"open: {sample.title}, median of 3: {opened:.0f} ms; unit selection popup: {popup:.1f} ms "
          f"(then its move preview: {preview:.1f} ms)")
    stepped = step_ms(sample)
    print(f"action->redraw: median of the movement steps: {stepped:.1f} ms")
    stalled = stall_ms(app)
    print(f"open: {opened:.0f} ms; action->redraw: {stepped:.1f} ms; longest stall: {stalled:.0f} ms")


if __name__ == "__main__":
    main()
