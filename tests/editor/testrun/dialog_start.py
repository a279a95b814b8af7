"""Start a test run the way a player does: Ctrl+T, the real start dialog filled with keys and
clicks, Start. No replaced `ask_setup`: the dialog's own `setup()` builds what the window plays."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialogButtonBox, QRadioButton, QSpinBox

from editor.testrun.setup import Mode
from editor.testrun.start_dialog import StartDialog
from tests.editor.testrun.conftest import shown_run


@dataclass(frozen=True)
class Picks:
    """What the player picks in the dialog: the texts of the combo items, as read on screen."""

    mode: Mode
    side: str = ""  # "Allied" / "Axis"
    level: str = ""  # "Easy" / "Normal" / "Hard"
    personality: str = ""  # "Cautious", ...
    seed: int | None = None
    fog: bool | None = None
    bias: str = ""  # a dice-bias label, only against the computer
    decisions: str = ""  # "Automatic" / "Ask me: opportunity fire, casualties, rally order"


def pick_in_combo(qtbot, combo: QComboBox, text: str) -> None:
    """Walk the combo with the arrow keys (as a keyboard user does) to the item reading `text`."""
    wanted = combo.findText(text)
    if wanted < 0:  # a level reads "Hard (rating 28.4)": the player still picks it by its name
        wanted = next((i for i in range(combo.count()) if combo.itemText(i).startswith(f"{text} (")), -1)
    assert wanted >= 0, f"{text!r} not among {[combo.itemText(i) for i in range(combo.count())]}"
    combo.setFocus()
    while combo.currentIndex() != wanted:
        key = Qt.Key.Key_Down if combo.currentIndex() < wanted else Qt.Key.Key_Up
        qtbot.keyClick(combo, key)


def fill(qtbot, dialog: StartDialog, picks: Picks) -> None:
    qtbot.mouseClick(dialog.findChild(QRadioButton, f"mode_{picks.mode.value}"), Qt.MouseButton.LeftButton)
    for name, text in (("testrun_side", picks.side), ("testrun_level", picks.level),
                       ("testrun_personality", picks.personality), ("testrun_dice_bias", picks.bias),
                       ("testrun_decisions", picks.decisions)):
        if text:
            pick_in_combo(qtbot, dialog.findChild(QComboBox, name), text)
    if picks.seed is not None:
        seed = dialog.findChild(QSpinBox, "testrun_seed")
        seed.setFocus()
        seed.selectAll()
        qtbot.keyClicks(seed, str(picks.seed))
    fog = dialog.findChild(QCheckBox, "testrun_fog")
    if picks.fog is not None and fog.isChecked() != picks.fog:
        fog.setFocus()
        qtbot.keyClick(fog, Qt.Key.Key_Space)  # the keyboard: the rows may still be moving after a mode change
    assert picks.fog is None or fog.isChecked() == picks.fog


def start_button(dialog: StartDialog):
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def start_from_dialog(qtbot, window, picks: Picks, check=None):
    """Ctrl+T in the editor, the dialog filled and Start clicked; `check(dialog)` runs just
    before Start. Returns the test-run window that opened (None if none did)."""
    seen: dict[str, object] = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, StartDialog):
            QTimer.singleShot(20, answer)
            return
        try:
            fill(qtbot, dialog, picks)
            if check is not None:
                seen["checked"] = check(dialog)
        except Exception as error:  # a failed pick must not leave the dialog waiting forever
            seen["error"] = error
            dialog.reject()
            return
        qtbot.mouseClick(start_button(dialog), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    window.testrun.action.trigger()
    if "error" in seen:
        raise seen["error"]  # type: ignore[misc]
    return shown_run(qtbot, window) if window.testrun.run_window is not None else None
