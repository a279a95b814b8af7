"""User boards in the generator dialog (issue 16): the Boards row, a battle dealt on the user's
own board, kept with its board file, and opened in the editor on it."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from core.boards.library import standard_boards
from core.scenario.io import load
from core.userdirs import UserFolders
from editor.battle_generator.dialog import GeneratorDialog, GeneratorOutcome, generator_available
from editor.battle_generator.slot import slot_path
from tests.generator.held_out_figures import MODEL_SHOWN, use

pytestmark = pytest.mark.skipif(not generator_available(), reason="the generator is not installed")

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "bench"))
from random_boards import random_boards  # noqa: E402

CHOICES = {"size": "small", "allied": "us", "attacker": "allied", "force_type": "regular", "role": "combined",
           "scenario_type": "objective", "fog_of_war": "off", "dice_bias": "none"}


@pytest.fixture
def window_with_my_board(make_window):
    """A window whose user folder's Boards/ holds one valid board of the user's, number 101."""
    UserFolders.default().save_board("My valley", random_boards(1, 7)[0])
    return make_window()


def test_my_board_is_offered_dealt_on_kept_and_opened(window_with_my_board, qtbot, tmp_path, monkeypatch):
    figures = use(monkeypatch, MODEL_SHOWN)  # a model that beats the constant still never saw a derived template
    window = window_with_my_board
    assert 101 in window.boards and 101 not in standard_boards()
    dialog = window.prompts.generator_dialog(window.folders, False, window.boards)
    qtbot.addWidget(dialog)
    row = dialog.boards_row
    assert row.mode.isEnabled() and row.mode.currentData() == "shipped"  # today's behaviour by default
    assert 101 in row.library and not row.list.isVisible()
    row.choose([101])
    assert row.order == [101] and [b.number for b in row.chosen()] == [101]
    dialog.choose(seed=1944, **{**CHOICES, "size": "medium"})
    assert not dialog.generate()  # one board deals only a small battle
    assert "Small" in dialog.error.text() and dialog.generated is None
    dialog.choose(size="small")
    qtbot.mouseClick(dialog.buttons["generate"], Qt.MouseButton.LeftButton)
    generated = dialog.generated
    assert generated is not None and dialog.error.text() == ""
    assert [ref.board for ref in generated.scenario.boards] == [101]
    assert not dialog.preview.pixmap().isNull()
    shown = dialog.summary.text()  # a derived template the model never saw: not predicted, the reference labelled
    assert "Attacker win: not predicted — this battle is on your own boards" in shown
    assert f"For reference only, built-in battles of this size (Small): {round(100 * figures.sizes['small'].share)}%" in shown
    slot = slot_path(dialog.folders)
    assert load(slot) == generated.scenario and (slot.parent / "boards" / "board-101.json").is_file()
    draft = tmp_path / "draft" / "valley.json"
    draft.parent.mkdir()
    dialog.ask_save_path = lambda folder, suggested: draft
    assert dialog.save_draft() == draft
    assert load(draft) == generated.scenario and (draft.parent / "boards" / "board-101.json").is_file()
    qtbot.mouseClick(dialog.buttons["open"], Qt.MouseButton.LeftButton)
    assert dialog.outcome is GeneratorOutcome.OPEN
    window.prompts.generate_answer = (generated.scenario, dialog.outcome)
    window.start_page.buttons["generate"].click()
    assert 101 in window.prompts.generate_boards  # the window hands the generator its boards
    document = window.document
    assert document.scenario == generated.scenario and [ref.board for ref in document.scenario.boards] == [101]
    assert document.problems == [] and window.scene.hex_items
    assert document.custom_boards[101] == window.boards[101]  # the battlefield is laid on the user's board


def test_without_boards_of_my_own_the_row_is_shipped_only(qtbot, tmp_path):
    dialog = GeneratorDialog(UserFolders(tmp_path / "user"), boards=dict(standard_boards()))
    qtbot.addWidget(dialog)
    row = dialog.boards_row
    assert not row.mode.isEnabled() and row.mode.toolTip() and row.library == {}
    dialog.choose(seed=5, **CHOICES)
    assert dialog.generate() and not (slot_path(dialog.folders).parent / "boards").exists()


def test_up_to_three_boards_are_ticked_in_order(qtbot, tmp_path):
    from core.boards.board import parse_board

    mine = {b.number: b for b in map(parse_board, random_boards(4, 7))}
    dialog = GeneratorDialog(UserFolders(tmp_path / "user"), boards=mine)
    qtbot.addWidget(dialog)
    row = dialog.boards_row
    row.choose([103, 101, 102, 104])
    assert row.order == [103, 101, 102]  # a fourth is not taken
    assert row._item(104).checkState() == Qt.CheckState.Unchecked
    assert "board 103" in row.hint.text().split(",")[0]
    row.choose([])
    assert not dialog.generate() and "Tick one to three" in dialog.error.text()
