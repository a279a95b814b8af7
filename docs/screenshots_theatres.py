"""The Pacific and desert boards for docs/take_screenshots.py: each open in the board editor.

Board 5, Red Beach (lagoon, beach, palm groves, jungle, a gully, a coral ridge) with the
Jungle brush in hand, and board 6, Bir el Hamra (desert sand, a wadi, an oasis, an
escarpment, a stone fort) with the Wadi line brush; both kept beside the sample scenarios
(maps/scenarios/boards/). At 1280 x 720, the smallest screen the editor fits.

    QT_QPA_PLATFORM=offscreen python docs/take_screenshots.py board-pacific board-desert
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BOARDS = ROOT / "maps" / "scenarios" / "boards"


def shoot_theatre_board(folder: Path, number: int, brush_value: str, line: bool, out_name: str) -> Path:
    from PySide6.QtWidgets import QApplication

    from core.boards.board import load_board
    from core.userdirs import UserFolders
    from editor.board_editor.tools import Brush, Tool
    from editor.board_editor.window import BoardEditorWindow

    board = load_board(BOARDS / f"board-{number:02d}.json")
    editor = BoardEditorWindow(UserFolders(folder), board)
    editor.resize(1280, 720)
    editor.show()
    QApplication.processEvents()
    editor.canvas.fit()
    editor.brushes.choose(Brush(Tool.STREAM if line else Tool.TERRAIN, brush_value))
    editor.brushes.list.scrollToItem(editor.brushes.list.currentItem())
    QApplication.processEvents()
    out = ROOT / "docs" / "screenshots" / out_name
    editor.grab().save(str(out))
    editor.document.undo_stack.setClean()
    editor.close()
    return out


def shoot_pacific(folder: Path) -> Path:
    return shoot_theatre_board(folder, 5, "jungle", False, "board-pacific.png")


def shoot_desert(folder: Path) -> Path:
    return shoot_theatre_board(folder, 6, "wadi", True, "board-desert.png")


def shoot_pacific_caves(folder: Path) -> Path:
    """A defence of caves on board 5's ridge in the scenario editor: three caves, the tunnels
    dug between them from the hex menu, squads at the entrances, the US landing on the beach."""
    import shutil

    from PySide6.QtWidgets import QApplication

    from core.scenario import BoardRef, Scenario, SideSetup
    from core.scenario.edit_tunnels import tunnel_routes
    from core.scenario.io import save
    from core.terrain import catalogue
    from core.userdirs import UserFolders
    from editor.commands import AddFortification, PlaceUnit
    from editor.commands.dig_tunnel import DigTunnel
    from editor.window.main_window import MainWindow

    folder.mkdir(parents=True, exist_ok=True)
    shutil.copytree(BOARDS, folder / "boards", dirs_exist_ok=True)
    path = folder / "ridge.json"
    save(path, Scenario("Hill 80", (BoardRef(5),), SideSetup("us"), SideSetup("ger"), attacker="allied"))
    window = MainWindow(UserFolders(folder / "user"))
    window.resize(1600, 960)
    window.show()
    QApplication.processEvents()
    assert window.open_path(path)
    document = window.document
    for cave in ("b5:O7", "b5:Q9", "b5:S7"):
        document.push(AddFortification(document, cave, "cave", "axis"))
    for start, end in (("b5:O7", "b5:Q9"), ("b5:Q9", "b5:S7")):
        route = tunnel_routes(document.scenario, document.battlefield, catalogue(), start)[end]
        document.push(DigTunnel(document, "axis", route))
    for hex_name, unit in (("b5:O7", "ger.rifle_squad"), ("b5:Q9", "ger.leader_2"), ("b5:S7", "ger.rifle_squad"),
                           ("b5:I4", "us.rifle_squad"), ("b5:J4", "us.rifle_squad"), ("b5:K4", "us.leader_2")):
        document.push(PlaceUnit(document, "axis" if unit.startswith("ger") else "allied", hex_name, unit))
    window.view.set_zoom(1.0)
    window.view.centre_on_hex("b5:P6")
    QApplication.processEvents()
    out = ROOT / "docs" / "screenshots" / "pacific-caves.png"
    window.grab().save(str(out))
    document.undo_stack.setClean()
    window.close()
    return out


def shoot_desert_sample(folder: Path) -> Path:
    """The desert sample, "The Caves of Ras el Kebir", open in the scenario editor with its
    Special rules dock: the rule that brings the German reserve once the British reach the oasis
    is selected, so the oasis hexes are tinted; the caves and their tunnels on the escarpment."""
    from PySide6.QtWidgets import QApplication

    from core.userdirs import UserFolders
    from editor.window.main_window import MainWindow
    from editor.window.services import DockPlace

    window = MainWindow(UserFolders(folder))
    window.resize(1920, 1080)
    window.show()
    QApplication.processEvents()
    assert window.open_path(ROOT / "maps" / "scenarios" / "caves-of-ras-el-kebir.json")
    window.special_rules.action.trigger()
    dock = window.special_rules.dock
    window.give_room(dock, DockPlace.WITH_HISTORY, 500)
    dock.list.setCurrentRow(TRIGGER)
    QApplication.processEvents()
    window.view.set_zoom(0.6)  # the whole width of the board: the British on the west, the caves in the east
    window.view.centre_on_hex("b6:K5")
    QApplication.processEvents()
    out = ROOT / "docs" / "screenshots" / "desert-sample.png"
    window.grab().save(str(out))
    window.document.undo_stack.setClean()
    window.close()
    return out


TRIGGER = 3
"""The fourth special rule of the desert sample: the German reserve waits for the oasis."""


def shoot_pacific_sample(folder: Path) -> Path:
    """The Pacific sample, "The Palms of Red Beach", in the editor with its Special rules dock: the
    rule that keeps the cave garrison hidden is selected, so the three caves on Hill 80 are tinted;
    the Americans on the beach in the west, the Pier House and the jungle between."""
    from PySide6.QtWidgets import QApplication

    from core.userdirs import UserFolders
    from editor.window.main_window import MainWindow
    from editor.window.services import DockPlace

    window = MainWindow(UserFolders(folder))
    window.resize(1920, 1080)
    window.show()
    QApplication.processEvents()
    assert window.open_path(ROOT / "maps" / "scenarios" / "palms-of-red-beach.json")
    window.special_rules.action.trigger()
    dock = window.special_rules.dock
    window.give_room(dock, DockPlace.WITH_HISTORY, 500)
    dock.list.setCurrentRow(HOLD)
    QApplication.processEvents()
    window.view.set_zoom(0.6)
    window.view.centre_on_hex("b5:K5")
    QApplication.processEvents()
    out = ROOT / "docs" / "screenshots" / "pacific-sample.png"
    window.grab().save(str(out))
    window.document.undo_stack.setClean()
    window.close()
    return out


HOLD = 1
"""The second special rule of the Pacific sample: the cave garrison holds until fired upon or turn 3."""
