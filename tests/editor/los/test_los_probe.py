"""The LOS probe on the sample "Hedgerow duel" (board 2's bocage): tints, the line, the reasons, Esc."""

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from core.los import Sightlines
from core.resources import maps_dir
from core.scenario.io import load
from editor.commands import SetSmoke
from editor.los.probe import Shade
from editor.tools import SelectTool
from editor.tools.los_tool import LosProbeTool

SAMPLE = Path(maps_dir()) / "scenarios" / "hedgerow-duel.json"


@pytest.fixture
def probing(make_window, click_hex, qtbot):
    """The sample open, L pressed, and the probe fanned from the British stack in b2:D3."""
    window = make_window(load(SAMPLE))
    qtbot.keyClick(window.view, Qt.Key.Key_L)
    assert isinstance(window.scene.tool, LosProbeTool) and window.extras.los_action.isChecked()
    click_hex(window, "b2:D3")
    return window


def hover(window, qtbot, hex_name):
    window.view.centre_on_hex(hex_name)
    qtbot.mouseMove(window.view.viewport(), window.view.mapFromScene(window.scene.centre_of(hex_name)))
    return window.scene.tool.result


def test_a_click_tints_every_hex_by_what_it_sees(probing):
    """9.2, 10.111: from D3 the bocage hides most of board 2; what is seen is tinted by its hindrance."""
    tool = probing.scene.tool
    counts = tool.shade_item.counts
    assert counts == {Shade.BLOCKED: 170, Shade.CLEAR: 13, Shade.ONE: 5, Shade.TWO: 7, Shade.THREE_OR_MORE: 4}
    field = probing.document.battlefield
    fan = Sightlines(field).fan(field.parse("b2:D3"))  # the core's own answer, asked directly
    assert counts[Shade.BLOCKED] == sum(1 for blocked, _ in fan.values() if blocked)
    assert tool.shade_item.scene() is probing.scene
    assert "sees 29 hexes, 170 out of sight" in tool.panel_text()


def test_hovering_a_hex_draws_the_line_and_says_why_it_is_hindered(probing, qtbot):
    """10.9: orchards hinder +1 each; 10.111 the hedgerow crossed at F3 adds +1."""
    result = hover(probing, qtbot, "b2:G3")
    assert (result.blocked, result.hindrance) == (False, 3)
    tool = probing.scene.tool
    assert tool.line_item.result is result
    text = tool.panel_text()
    assert "hindrance +3" in text and "+1 orchard at b2:E3 (10.9)" in text
    assert [probing.document.battlefield.name(h.hex) for h in result.hindrance_hexes] == ["b2:E3", "b2:F3"]


def test_a_blocked_line_lists_the_hedgerows_that_block_it(probing, qtbot):
    result = hover(probing, qtbot, "b2:N7")
    assert result.blocked and len(result.blocking_hexsides) == 4
    text = probing.scene.tool.panel_text()
    assert "blocked" in text and "hedgerow (bocage) across b2:F4/SE blocks (10.111)" in text


def test_smoke_laid_while_probing_is_seen_at_once(probing, qtbot):
    """11.5: Smoke 2 adds +2 to a line into or through its hex."""
    probing.document.push(SetSmoke(probing.document, "b2:E3", 2))
    assert hover(probing, qtbot, "b2:G3").hindrance == 5
    assert probing.scene.tool.shade_item.counts[Shade.THREE_OR_MORE] >= 4


def test_esc_leaves_the_probe_and_l_toggles_it(probing, qtbot):
    tool = probing.scene.tool
    shade = tool.shade_item
    qtbot.keyClick(probing.view, Qt.Key.Key_Escape)
    assert isinstance(probing.scene.tool, SelectTool)
    assert not probing.extras.los_action.isChecked()
    assert shade.scene() is None
    qtbot.keyClick(probing.view, Qt.Key.Key_L)
    assert isinstance(probing.scene.tool, LosProbeTool)
    qtbot.keyClick(probing.view, Qt.Key.Key_L)
    assert isinstance(probing.scene.tool, SelectTool)
    assert probing.document.undo_stack.count() == 0  # probing edits nothing


def test_probing_again_is_fast(probing):
    tool = probing.scene.tool
    tool.probe_from("b2:J5")  # the first fan from a hex shifts the layers once
    start = time.perf_counter()
    for name in ("b2:J5", "b2:D3", "b2:J5"):
        tool.probe_from(name)
    assert (time.perf_counter() - start) / 3 < 0.05
