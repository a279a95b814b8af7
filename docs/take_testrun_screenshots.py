"""Grab the test-run window, offscreen, into docs/screenshots/ (run: python3 docs/take_testrun_screenshots.py).

The window plays the shipped sample "Hedgerow duel" hotseat; the computer
(ai:normal) chooses the moves that lead to each picture, and the window is
driven through its own panel and map as a person would for the pictured step:
the unit selection popup of a stack, a movement with the legal hexes shaded and their MP costs and a path previewed, AP fire with the odds
before the roll, a close assault's odds, the line-of-sight tool, and the victory popup.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OUT = ROOT / "docs" / "screenshots"
SAMPLE = ROOT / "maps" / "scenarios" / "hedgerow-duel.json"
SIZE = (1600, 960)


def _save(widget, name: str, popup=None) -> Path:  # type: ignore[no-untyped-def]
    """The window's picture, with a popup drawn over its middle where one is open."""
    from PySide6.QtGui import QPainter
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    QTest.qWait(1400)  # the flashed shots of the moves that led here fade first
    QApplication.processEvents()
    picture = widget.grab()
    if popup is not None:
        shot = popup.grab()
        painter = QPainter(picture)
        painter.drawPixmap((picture.width() - shot.width()) // 2, (picture.height() - shot.height()) // 3, shot)
        painter.end()
    path = OUT / name
    picture.save(str(path))
    return path


def _zoom(run, hex_name: str) -> None:  # type: ignore[no-untyped-def]
    """Close enough to read the counters, centred on the action."""
    run.view.resetTransform()
    run.view.scale(1.4, 1.4)
    run.view.centre_on_hex(hex_name)


def _far_goal(run) -> str | None:  # type: ignore[no-untyped-def]
    """A hex a few steps away for the path preview, one the enemy can fire on if there is one."""
    moving = run.state.moving
    if moving is None or not moving.path:
        return None
    here = run.game.hex(moving.path[-1])
    near = {here}
    for _ in range(3):
        near |= {n for h in near for n in run.game.battlefield.neighbors(h)}
    previews = [p for h in sorted(near) if (p := run.moves.planner().preview(run.game.name(h))) is not None]
    if not previews:
        return None
    def inland(name: str) -> bool:
        return len(run.game.battlefield.neighbors(run.game.hex(name))) == 6

    best = max(previews, key=lambda p: (any(s.danger >= 0.05 for s in p.steps), inland(p.goal), len(p.steps), p.goal))
    return str(best.goal)


def _play_until(run, player, wanted) -> bool:  # type: ignore[no-untyped-def]
    """Let the computer play both sides until `wanted(run)` holds; False if the game ended first."""
    while not run.state.is_over:
        if wanted(run):
            return True
        action = player.choose(run.game, run.state.clone(history=False), run.legal)
        run.act(action, player.reason())
    return False


def main() -> list[Path]:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from core.ai.specs import player_from_spec
    from core.game.actions import Assault, Fire, MoveStep, StartMove
    from core.scenario.io import load
    from editor.testrun.setup import Mode, RunSetup, game_for
    from editor.testrun.window import TestRunWindow

    app = QApplication.instance() or QApplication([])
    scenario = load(SAMPLE)
    setup = RunSetup(mode=Mode.HOTSEAT, seed=11)
    run = TestRunWindow(game_for(scenario, setup), setup, scenario.title)
    run.resize(*SIZE)
    run.show()
    app.processEvents()
    run.view.fit()
    player = player_from_spec("ai:normal", 11)
    shots = []
    if _play_until(run, player, lambda r: any(isinstance(a, StartMove) and len(a.units) > 1 for a in r.legal)):
        start = next(a for a in run.legal if isinstance(a, StartMove) and len(a.units) > 1)
        hex_name = run.state.units[start.units[0]].hex
        _zoom(run, hex_name)
        run.hex_clicked(hex_name)  # the unit selection popup opens over the map
        popup = run.aids.unit_select.popup
        for card in popup.cards:
            card.check.setChecked(card.unit_id in start.units)
        run.aids.unit_select._place(hex_name)
        shots.append(_save(run, "testrun-unit-select.png"))
        QTest.keyClick(popup, Qt.Key.Key_Return)  # Enter: Move
        step = next(a for a in run.legal if isinstance(a, MoveStep))
        run.hex_clicked(step.hex)
        goal = _far_goal(run)
        if goal is not None:
            run.moves.hover(goal)  # the whole path previewed, as the mouse over that hex shows it
        route = run.moves.preview.steps if run.moves.preview is not None else ()
        _zoom(run, route[len(route) // 2].hex if route else step.hex)
        shots.append(_save(run, "testrun-movement.png"))
    if _play_until(run, player, lambda r: any(isinstance(a, Fire) for a in r.legal)):
        fire = next(a for a in run.legal if isinstance(a, Fire))
        run.hex_clicked(run.state.units[fire.units[0]].hex)
        run.aids.unit_select.popup.close_popup()  # this picture is about the odds
        run.choices.select(fire)
        _zoom(run, fire.target)
        shots.append(_save(run, "testrun-fire.png"))
    if _play_until(run, player, lambda r: any(isinstance(a, Assault) for a in r.legal)):
        assault = next(a for a in run.legal if isinstance(a, Assault))
        run.hex_clicked(assault.target)
        run.choices.select(assault)
        _zoom(run, assault.target)
        shots.append(_save(run, "testrun-assault.png"))
    run.view.fit()
    QTest.keyClick(run.view, Qt.Key.Key_Escape)  # nothing selected: the tool's tints alone
    run.bar.los.setChecked(True)
    origin = next(u.hex for u in run.state.units.values() if u.in_play and u.hex)
    run.hex_clicked(origin)
    far = max(run.scene.hex_items, key=lambda h: run.game.hex(h).distance(run.game.hex(origin)))
    run.los.hover(far)
    shots.append(_save(run, "testrun-los.png"))
    run.bar.los.setChecked(False)
    _play_until(run, player, lambda r: False)
    app.processEvents()
    shots.append(_save(run, "testrun-victory.png", run.victory_dialog))
    run.close()
    return shots


if __name__ == "__main__":
    for shot in main():
        print(shot)
