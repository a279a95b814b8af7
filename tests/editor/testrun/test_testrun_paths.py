"""The path preview while moving: hover (or click once) a far hex, see the path, click to walk it."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from core.game.actions import MoveStep
from core.scenario import SideSetup, Stack, Unit
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import bar_button, duel
from tests.editor.testrun.conftest import hover as _hover
from tests.editor.testrun.selection import start_move


def _start_moving(qtbot, run, click_board, hex_name):
    qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert "Movement phase" in run.header.text()
    start_move(qtbot, run, click_board, hex_name)


def test_hovering_a_far_hex_previews_the_path_and_a_click_walks_it(qtbot, start_run, click_board):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    _start_moving(qtbot, run, click_board, "b7:A4")
    _hover(run, "b7:A2")
    preview = run.moves.preview
    assert preview is not None and preview.goal == "b7:A2"
    assert [s.hex for s in preview.steps][-1] == "b7:A2" and len(preview.steps) == 2
    assert set(run.scene.route) == {s.hex for s in preview.steps}
    assert all("MP" in label for label in run.scene.route.values())
    assert preview.steps[0].spent < preview.steps[1].spent
    assert "Path to b7:A2" in run.reason.text()
    click_board(run, "b7:A2")
    assert run.state.units["a1"].hex == "b7:A2"
    assert run.state.moving is None or run.state.moving.path[-1] == "b7:A2"
    assert not run.scene.route  # the preview is gone with the state it was made for


def test_without_hovering_a_first_click_previews_and_the_second_moves(qtbot, start_run, click_board):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    _start_moving(qtbot, run, click_board, "b7:A4")
    click_board(run, "b7:A2")
    assert run.state.units["a1"].hex == "b7:A4" and run.moves.preview.goal == "b7:A2"
    click_board(run, "b7:A2")
    assert run.state.units["a1"].hex == "b7:A2"


def test_hexes_the_known_enemy_sweeps_with_fire_are_marked(qtbot, start_run, click_board):
    near = replace(duel(), axis=SideSetup("ger", stacks=(Stack("b7:C4", (Unit("g1", "ger.rifle_squad"),)),)))
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3), near)
    _start_moving(qtbot, run, click_board, "b7:A4")
    _hover(run, "b7:C3")
    preview = run.moves.preview
    assert preview is not None and any(s.danger > 0 for s in preview.steps)
    assert any("CP" in label for label in run.scene.route.values())
    assert "Opportunity fire possible" in run.reason.text()
    assert any(isinstance(a, MoveStep) for a in run.legal)  # the preview changed nothing


def test_the_shaded_costs_are_what_each_step_spends(qtbot, start_run, click_board):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    _start_moving(qtbot, run, click_board, "b7:A4")
    moving = run.state.moving
    for step in [a for a in run.legal if isinstance(a, MoveStep)]:
        twin = run.state.clone(history=False)
        run.game.apply(twin, step)
        spent = moving.mp_left - (twin.moving.mp_left if twin.moving is not None else 0)
        assert run.scene.shaded[step.hex] == f"{spent:g} MP"
