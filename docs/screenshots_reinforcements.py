"""The Reinforcements dock on a sample, for docs/take_screenshots.py (or alone:
python3 docs/screenshots_reinforcements.py).

"The Crossroads at Saint-Aubin" gets a group per side through the dock's own
widgets, as a designer makes them: a unit picked in the catalogue, New group,
more units added, the turn set, a machine gun given to a squad; the American
group stays selected, so its west entry edge is tinted on the map.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCREENSHOTS = ROOT / "docs" / "screenshots"
SAMPLE = ROOT / "maps" / "scenarios" / "saint-aubin-crossroads.json"
GROUPS = (  # side, turn, edge, units
    ("axis", 4, "east", ("ger.pziv_h", "ger.panzergrenadier_squad", "ger.panzergrenadier_squad", "ger.leader_2")),
    ("allied", 3, "west", ("us.m4a3e8", "us.m4a3e8", "us.rifle_squad", "us.rifle_squad", "us.leader_1")),
)


def _make_group(dock, side: str, turn: int, edge: str, units: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    """Through the dock's widgets: pick, New group, pick and Add to group, then the turn and edge boxes."""
    dock.select(side, None)
    for n, type_id in enumerate(units):
        dock.catalogue.reveal(type_id)
        entries = dock.catalogue.list
        entries.setCurrentRow(next(i for i, e in enumerate(entries.entries()) if e.value == type_id))
        (dock.new_group if n == 0 else dock.add_units).click()
    dock.group.turn.setValue(turn)
    dock.group.edge.setCurrentIndex(dock.group.edge.findData(edge))


def shoot_reinforcements(folder: Path) -> Path:
    from PySide6.QtWidgets import QApplication

    from core.userdirs import UserFolders
    from editor.window.main_window import MainWindow

    window = MainWindow(UserFolders(folder))
    window.resize(1920, 1080)
    window.show()
    QApplication.processEvents()
    assert window.open_path(SAMPLE)
    window.reinforcements.action.trigger()
    dock = window.reinforcements.dock
    window.give_room(dock, _right(), 470)
    for side, turn, edge, units in GROUPS:
        _make_group(dock, side, turn, edge, units)
    dock.select("allied", 0)
    dock.group.units.setCurrentRow(2)  # the first rifle squad comes with a machine gun
    dock.catalogue.reveal("us.m1919a4")
    entries = dock.catalogue.list
    entries.setCurrentRow(next(i for i, e in enumerate(entries.entries()) if e.value == "us.m1919a4"))
    dock.add_units.click()
    dock.catalogue.search.setText("squad")
    dock.catalogue.list.setCurrentRow(0)
    QApplication.processEvents()
    window.view.set_zoom(0.5)
    window.view.centre_on_hex("b2:H5")
    window.statusBar().showMessage("Scenario > Reinforcements: the American group (turn 3) comes on at any tinted hex of the west edge")
    QApplication.processEvents()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / "reinforcements.png"
    window.grab().save(str(path))
    window.document.undo_stack.setClean()
    window.close()
    return path


def _right():  # type: ignore[no-untyped-def]
    from editor.window.services import DockPlace

    return DockPlace.WITH_HISTORY


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as temporary:
        print(shoot_reinforcements(Path(temporary)))
