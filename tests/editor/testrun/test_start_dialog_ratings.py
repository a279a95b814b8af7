"""The start dialog shows each computer level's rating from the shipped ladder (core/data/ai_ladder.json):
beside the level's name in the combo, with what it means in the tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QRadioButton

from core.ladder.shipped import shipped_ratings
from editor.testrun.setup import Mode
from editor.testrun.start_dialog import StartDialog
from tests.editor.testrun.conftest import duel
from tests.editor.testrun.dialog_start import pick_in_combo


def read_levels(qtbot, window) -> dict[str, object]:
    """Ctrl+T, the level combo read as the player sees it (its items, their tips, the closed combo's tip
    once Hard is picked with the keys), then Cancel."""
    seen: dict[str, object] = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, StartDialog):
            QTimer.singleShot(20, answer)
            return
        try:
            combo = dialog.findChild(QComboBox, "testrun_level")
            seen["texts"] = [combo.itemText(i) for i in range(combo.count())]
            seen["tips"] = [combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(combo.count())]
            qtbot.mouseClick(dialog.findChild(QRadioButton, f"mode_{Mode.AGAINST_COMPUTER.value}"), Qt.MouseButton.LeftButton)
            assert combo.isEnabled()
            pick_in_combo(qtbot, combo, "Hard")
            seen["hard tip"] = combo.toolTip()
        finally:
            buttons = dialog.findChild(QDialogButtonBox)
            qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    window.testrun.action.trigger()
    return seen


def test_each_level_shows_its_shipped_rating_and_a_tip_saying_what_it_rests_on(qtbot, make_window):
    window = make_window(duel())
    seen = read_levels(qtbot, window)
    assert window.testrun.run_window is None, "Cancel starts nothing"
    ratings = shipped_ratings()
    expected = [(name, ratings[f"ai:{level}:balanced"]) for name, level in (("Easy", "easy"), ("Normal", "normal"),
                                                                            ("Hard", "hard"))]
    assert seen["texts"] == [f"{name} (rating {rating.mu:.1f})" for name, rating in expected]
    for tip, (_, rating) in zip(seen["tips"], expected, strict=True):
        assert f"Rating {rating.mu:.1f} ± {rating.sigma:.1f} (OpenSkill), rank {rating.rank}" in tip
        assert f"in {rating.games} games" in tip
    assert seen["hard tip"] == seen["tips"][2]
