"""Grab the editor's windows, offscreen, into docs/img/ (run: python3 docs/take_screenshots.py).

A sample scenario on the shipped boards shows what the map looks like with
counters of both sides, a tank with its facing, a stack with a carried
weapon, a pinned squad, a bunker, an objective, smoke and an exit hex.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from core.board_library import standard_boards
from core.scenario import BoardRef, Scenario
from core.scenario_edit import (
    add_exit_hex,
    add_fortification,
    add_weapon,
    new_scenario,
    place_unit,
    set_details,
    set_objective,
    set_pinned,
    set_side_details,
    set_smoke,
)
from core.userdirs import UserFolders

OUT = ROOT / "docs" / "img"


def sample_scenario(board: int) -> Scenario:
    """A small battle on one board: US attackers from the west, Germans holding the village."""
    b = f"b{board}:"
    s = new_scenario([BoardRef(board)], "Crossroads at Saint-Aubin")
    s = set_details(s, turns=7, description="The 2nd platoon must clear the crossroads before dusk.")
    s = set_side_details(s, "axis", half_squads=True)
    for unit in ("us.rifle_squad", "us.rifle_squad", "us.leader_2"):
        s = place_unit(s, "allied", b + "C5", unit)
    s = add_weapon(s, "allied", b + "C5", "us.m1919a4")
    s = place_unit(s, "allied", b + "D6", "us.m4a3e8", facing=1)
    s = place_unit(s, "allied", b + "C7", "us.engineer_squad")
    s = add_weapon(s, "allied", b + "C7", "us.bazooka")
    for unit in ("ger.rifle_squad", "ger.leader_1"):
        s = place_unit(s, "axis", b + "H5", unit)
    s = add_weapon(s, "axis", b + "H5", "ger.mg42")
    s = place_unit(s, "axis", b + "J4", "ger.rifle_squad")
    s = set_pinned(s, "axis-3", True)
    s = place_unit(s, "axis", b + "J8", "ger.pak40", facing=4)
    s = add_fortification(s, b + "J8", "sandbags", "axis")
    s = add_fortification(s, b + "I7", "bunker_concrete", "axis", facing=5)
    s = place_unit(s, "axis", b + "I7", "ger.rifle_half_squad")
    s = place_unit(s, "axis", b + "K6", "ger.pziv_h", facing=5)
    s = set_objective(s, b + "J5", "axis")
    s = set_objective(s, b + "H7", "axis")
    s = set_smoke(s, b + "F6", 2)
    s = set_smoke(s, b + "F5", 1)
    s = add_exit_hex(s, b + "U5")
    for _ in range(5):  # one squad too many: the problems dock and the red outline show 6.9
        s = place_unit(s, "allied", b + "E3", "us.rifle_squad")
    return s


def main() -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from editor.document import ScenarioDocument
    from editor.main_window import MainWindow
    from editor.new_scenario_dialog import NewScenarioDialog
    from editor.palette_entry import EntryKind, PaletteEntry

    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        window = MainWindow(UserFolders(Path(folder)))
        window.resize(1600, 960)
        window.show()
        app.processEvents()
        window.grab().save(str(OUT / "start-page.png"))
        board = min(standard_boards())
        window.set_document(ScenarioDocument(sample_scenario(board)))
        window.palette_dock.select_entry(PaletteEntry(EntryKind.UNIT, "us.rifle_squad", "Rifle squad"))
        assert window.view is not None and window.scene is not None
        window.view.set_zoom(1.0)
        window.view.centre_on_hex(f"b{board}:G6")
        window.scene.select_hex(f"b{board}:D6")
        app.processEvents()
        window.grab().save(str(OUT / "editor.png"))
        dialog = NewScenarioDialog(standard_boards())
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(OUT / "new-scenario.png"))
        window.document.undo_stack.setClean()
        window.close()
        from docs.screenshots_tools import shoot_los_probe, shoot_stack_editor

        shoot_stack_editor(Path(folder))
        shoot_los_probe(Path(folder))
    print(f"wrote {OUT / 'editor.png'}, start-page.png, new-scenario.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
