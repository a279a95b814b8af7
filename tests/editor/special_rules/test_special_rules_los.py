"""The LOS probe reads the scenario's terrain rules: on "The Ford at Le Gué" the hedges are hedgerows (10.111)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from core.los import Sightlines
from core.resources import maps_dir
from core.scenario.io import load
from editor.los.probe import Shade
from editor.tools.los_tool import LosProbeTool

SAMPLE = Path(maps_dir()) / "scenarios" / "ford-at-le-gue.json"


def _blocked(field, origin: str) -> int:
    return sum(1 for blocked, _ in Sightlines(field).fan(field.parse(origin)).values() if blocked)


def test_the_probe_is_blocked_by_the_hedges_the_rules_make_hedgerows_and_not_after_the_rule_is_removed(make_window, click_hex, qtbot):
    window = make_window(load(SAMPLE))
    document = window.document
    qtbot.keyClick(window.view, Qt.Key.Key_L)
    assert isinstance(window.scene.tool, LosProbeTool)
    click_hex(window, "b3:C8")
    counts = window.scene.tool.shade_item.counts
    played, printed = _blocked(document.played_battlefield, "b3:C8"), _blocked(document.battlefield, "b3:C8")
    assert counts[Shade.BLOCKED] == played > printed  # the bocage hides more than the printed hedges do

    window.special_rules.action.trigger()
    dock = window.special_rules.dock
    dock.list.setCurrentRow(0)  # "Every hedge hexside counts as a hedgerow"
    qtbot.mouseClick(dock.remove, Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.keyClick(window.view, Qt.Key.Key_L)
    click_hex(window, "b3:C8")
    after = window.scene.tool.shade_item.counts[Shade.BLOCKED]
    assert after == _blocked(document.played_battlefield, "b3:C8") < played  # the mill's level still counts
