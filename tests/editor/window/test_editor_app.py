"""`vvs edit FILE` opens the main window on the file and returns when it closes."""

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from core.boards.library import standard_boards
from core.scenario import BoardRef
from core.scenario.edit_details import new_scenario
from core.scenario.edit_units import place_unit
from core.scenario.io import save
from editor.app import run_editor
from editor.window.main_window import MainWindow


def test_run_editor_opens_the_file_and_exits_cleanly(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    board = min(standard_boards())
    path = tmp_path / "draft.json"
    scenario = place_unit(new_scenario([BoardRef(board)], "From the command line"), "allied", f"b{board}:C4", "us.rifle_squad")
    save(path, place_unit(scenario, "axis", f"b{board}:J4", "ger.rifle_squad"))  # both sides: a scenario without problems
    seen = []

    def look_and_close() -> None:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        seen.extend((w.document.scenario.title, sorted(w.scene.hex_items)) for w in windows if w.document)
        for window in windows:
            window.close()
        QApplication.quit()

    QTimer.singleShot(0, look_and_close)
    assert run_editor(str(path)) == 0
    assert seen == [("From the command line", [f"b{board}:C4", f"b{board}:J4"])]
