"""Packages from the editor: export (Ctrl+E), import, Save to Custom scenarios, open a .zip, export the map (issue 4, item 9).

Export and save-to-game are refused while a placement rule is broken (item 5);
export then import gives back the same scenario.json, byte for byte (design.md, Reliability).
"""

import shutil
import zipfile

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from core.package import build_package, read_package
from core.scenario.edit_units import place_unit
from core.scenario.io import load
from core.userdirs import UserFolders
from editor.document import ScenarioDocument
from editor.window.main_window import MainWindow
from editor.window.prompts import UnsavedAnswer
from tests.editor.conftest import BOARDS, FakePrompts


def _legal(tiny_scenario):
    s = place_unit(tiny_scenario, "allied", "b7:B3", "us.rifle_squad")
    return place_unit(s, "axis", "b7:E2", "ger.rifle_squad")


def _crowded(tiny_scenario):
    """Five squads in one hex: one too many (6.9). (An axis squad too: a side without units is a problem of its own.)"""
    s = place_unit(tiny_scenario, "axis", "b7:E2", "ger.rifle_squad")
    for _ in range(5):
        s = place_unit(s, "allied", "b7:C3", "us.rifle_squad")
    return s


def test_export_then_import_gives_back_the_same_scenario_bytes(make_window, qtbot, tiny_scenario):
    window = make_window(_legal(tiny_scenario))
    folders = window.folders
    target = folders.export / "Tiny test.zip"
    window.prompts.file_answer = target
    qtbot.keyClick(window.view, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert window.prompts.asked == ["save file"] and target.is_file()
    package = read_package(target)
    assert package.manifest["boards"] == ["boards/board-07.json"]  # the custom board travels with it
    assert package.preview is not None and not QImage.fromData(package.preview).isNull()
    with zipfile.ZipFile(target) as archive:
        exported = archive.read("scenario.json")
    assert window.close_document()
    shutil.copy(target, folders.import_ / target.name)
    window.start_page.buttons["import_folder"].click()
    [outcome] = window.prompts.reports[-1]
    assert outcome.ok and outcome.source_removed
    assert (outcome.stored / "scenario.json").read_bytes() == exported
    assert window.start_page.scenarios.count() == 1  # listed at once
    assert window.open_path(outcome.stored / "scenario.json")
    assert window.document.scenario == _legal(tiny_scenario)


def test_export_is_refused_while_problems_remain_and_the_dialog_lists_them(make_window, qtbot, tiny_scenario):
    window = make_window(_crowded(tiny_scenario))
    window.prompts.file_answer = window.folders.export / "never.zip"
    qtbot.keyClick(window.view, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert "save file" not in window.prompts.asked  # refused before asking where
    assert not list(window.folders.export.iterdir())
    [dialog] = window.prompts.violation_dialogs
    assert any(line.startswith("b7:C3:") and "§6.9" in line for line in dialog.lines())
    window.scene.select_hex(None)
    dialog.list.itemClicked.emit(dialog.list.item(0))  # click a problem: the map goes to its hex
    assert window.scene.selected_hex == "b7:C3"
    dialog.close()


def test_save_to_custom_is_refused_with_problems_then_stores_and_replaces(make_window, tiny_scenario):
    window = make_window(_crowded(tiny_scenario))
    assert window.files.save_to_custom() is None
    assert len(window.prompts.violation_dialogs) == 1 and not list(window.folders.custom.iterdir())
    window.prompts.violation_dialogs[0].close()
    window.prompts.unsaved_answer = UnsavedAnswer.DISCARD
    assert window.close_document()
    window.set_document(ScenarioDocument(_legal(tiny_scenario), None, window.boards))
    stored = window.files.save_to_custom()
    assert stored == window.folders.custom / "Tiny test"
    assert load(stored / "scenario.json") == _legal(tiny_scenario)
    assert window.files.save_to_custom() == stored  # asked, then replaced: no "Tiny test (2)"
    assert window.prompts.asked.count("confirm") == 1
    assert [p.name for p in window.folders.custom.iterdir()] == ["Tiny test"]


def test_import_chosen_packages_reports_each_stored_or_refused(make_window, tiny_scenario, tmp_path):
    window = make_window(_legal(tiny_scenario))
    good = tmp_path / "good.zip"
    window.prompts.file_answer = good
    assert window.files.export_package() == good
    bad = tmp_path / "bad.zip"
    bad.write_bytes(b"not a zip at all")
    window.prompts.packages_answer = [good, bad]
    window.menu_actions.import_packages.trigger()
    first, second = window.prompts.reports[-1]
    assert first.ok and first.stored.name == "good"
    assert not second.ok and "bad.zip" in second.error
    assert good.is_file() and bad.is_file()  # chosen files stay where they were


def test_a_package_opens_directly_with_its_own_board(qtbot, tmp_path, monkeypatch, tiny_scenario):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    maker = MainWindow(UserFolders.default(), boards=BOARDS, prompts=FakePrompts())
    qtbot.addWidget(maker)
    maker.set_document(ScenarioDocument(_legal(tiny_scenario), None, maker.boards))
    maker.prompts.file_answer = tmp_path / "share.zip"
    assert maker.files.export_package()
    window = MainWindow(UserFolders.default(), prompts=FakePrompts())  # knows only the shipped boards
    qtbot.addWidget(window)
    assert window.open_path(tmp_path / "share.zip")
    assert window.document.scenario == _legal(tiny_scenario)
    assert window.document.path is None  # saving makes a draft; the package stays as it was
    assert window.prompts.errors == []


def test_export_the_map_as_a_png(make_window, tiny_scenario, tmp_path):
    window = make_window(_legal(tiny_scenario))
    window.scene.select_hex("b7:B3")
    window.prompts.file_answer = tmp_path / "map.png"
    assert window.files.export_png() == tmp_path / "map.png"
    image = QImage(str(tmp_path / "map.png"))
    rect = window.scene.sceneRect()
    assert (image.width(), image.height()) == (round(rect.width()), round(rect.height()))
    assert window.scene.selected_hex == "b7:B3"  # the selection outline was only hidden for the picture


def test_a_package_with_a_misshapen_board_is_refused_and_the_import_folder_batch_goes_on(make_window, tiny_scenario):
    """Good, crashing, good: the two good packages are stored, the bad board is reported (issue 10)."""
    window = make_window(_legal(tiny_scenario))
    folders = window.folders
    good = folders.import_ / "a-good.zip"
    window.prompts.file_answer = good
    assert window.files.export_package() == good
    package = read_package(good)
    boards = {name: dict(board) for name, board in package.boards.items()}
    for board in boards.values():
        board["columns"] += 2  # disagrees with the terrain rows
    (folders.import_ / "b-bad-board.zip").write_bytes(build_package(package.scenario, boards, package.preview, "Bad"))
    shutil.copy(good, folders.import_ / "c-good.zip")
    assert window.close_document()
    window.start_page.buttons["import_folder"].click()
    outcomes = window.prompts.reports[-1]
    assert [(o.source.name, o.ok) for o in outcomes] == [
        ("a-good.zip", True), ("b-bad-board.zip", False), ("c-good.zip", True)]
    assert "board-07.json" in outcomes[1].error and "columns" in outcomes[1].error
    assert (folders.import_ / "b-bad-board.zip").is_file()
