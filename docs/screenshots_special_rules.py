"""The Special rules dock on the sample that uses them, for docs/take_screenshots.py (or alone:
python3 docs/screenshots_special_rules.py).

"The Ford at Le Gué" opens with its seven special rules; Scenario > Special rules…
shows the dock, and the rule holding the German reserve is selected, so its two
hexes in the Bois de la Mue are tinted on the map.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCREENSHOTS = ROOT / "docs" / "screenshots"
SAMPLE = ROOT / "maps" / "scenarios" / "ford-at-le-gue.json"
HELD = 3  # the fourth rule: the reserve in the Bois de la Mue


def shoot_special_rules(folder: Path) -> Path:
    from PySide6.QtWidgets import QApplication

    from core.userdirs import UserFolders
    from editor.window.main_window import MainWindow
    from editor.window.services import DockPlace

    window = MainWindow(UserFolders(folder))
    window.resize(1920, 1080)
    window.show()
    QApplication.processEvents()
    assert window.open_path(SAMPLE)
    window.special_rules.action.trigger()
    dock = window.special_rules.dock
    window.give_room(dock, DockPlace.WITH_HISTORY, 520)
    dock.list.setCurrentRow(HELD)
    QApplication.processEvents()
    window.view.set_zoom(0.75)
    window.view.centre_on_hex("b3:L7")
    window.statusBar().showMessage("Scenario > Special rules: the German reserve in the tinted hexes may not move before turn 3 "
                                   "unless it is fired upon")
    QApplication.processEvents()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / "special-rules.png"
    window.grab().save(str(path))
    window.document.undo_stack.setClean()
    window.close()
    return path


def shoot_night_rule(folder: Path) -> Path:
    """The same sample with a night added in the dock as a designer does (the kind chosen, Add, the
    sight and the last turn stepped): the form of the Night or reduced visibility rule and its sentence."""
    from PySide6.QtWidgets import QApplication

    from core.scenario.special_rules import Visibility
    from core.userdirs import UserFolders
    from editor.window.main_window import MainWindow
    from editor.window.services import DockPlace

    window = MainWindow(UserFolders(folder))
    window.resize(1920, 1080)
    window.show()
    QApplication.processEvents()
    assert window.open_path(SAMPLE)
    window.special_rules.action.trigger()
    dock = window.special_rules.dock
    window.give_room(dock, DockPlace.WITH_HISTORY, 520)
    dock.kind.setCurrentIndex(dock.kind.findData(Visibility.KIND))
    dock.add.click()
    dock.form.widgets["sight"].setValue(3)
    dock.form.widgets["to_turn"].setValue(2)
    QApplication.processEvents()
    window.view.set_zoom(0.75)
    window.view.centre_on_hex("b3:L7")
    window.statusBar().showMessage("Scenario > Special rules: a night on turns 1 and 2; no line of sight longer than 3 hexes")
    QApplication.processEvents()
    path = SCREENSHOTS / "special-rules-night.png"
    window.grab().save(str(path))
    window.document.undo_stack.setClean()
    window.close()
    return path


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as temporary:
        print(shoot_special_rules(Path(temporary)))
        print(shoot_night_rule(Path(temporary) / "night"))
