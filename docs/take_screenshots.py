"""Grab the real program's windows, offscreen, into docs/screenshots/ (run: python3 docs/take_screenshots.py).

Every picture comes from the running editor driven as a user would drive it:
the start page with a few drafts and an imported scenario, the editor on the
shipped sample "The Crossroads at Saint-Aubin" zoomed to where the fighting
is, the new-scenario dialog, the generator dialog (when the generator is
installed), the stack editor, the LOS probe, a hex's tooltip, the markers in
their hexes and a turned tank (docs/screenshots_tools.py), the Reinforcements
dock (docs/screenshots_reinforcements.py), the Special rules dock
(docs/screenshots_special_rules.py), the Pacific and desert boards and the desert sample
(docs/screenshots_theatres.py), the whole editor at 1280x720
with every dock shown (docs/screenshots_window.py), and the Settings dialog
and the map in the colour-blind safe palette (docs/screenshots_settings.py).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from core.resources import maps_dir
from core.userdirs import UserFolders

OUT = ROOT / "docs" / "screenshots"
SAMPLES = Path(maps_dir()) / "scenarios"
SIZE = (1600, 960)


def _window(folders: UserFolders):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from editor.window.main_window import MainWindow

    window = MainWindow(folders)
    window.resize(*SIZE)
    window.show()
    QApplication.processEvents()
    return window


def _save(widget, name: str) -> Path:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    path = OUT / name
    widget.grab().save(str(path))
    return path


def _close(window) -> None:  # type: ignore[no-untyped-def]
    if window.document is not None:
        window.document.undo_stack.setClean()
    window.close()


def shoot_start_page(folders: UserFolders) -> Path:
    """Two drafts and one imported package, the recent files, the sample selected."""
    from editor.files.packages import import_files, package_bytes

    for name in ("hedgerow-duel", "saint-aubin-crossroads"):
        shutil.copy(SAMPLES / f"{name}.json", folders.draft / f"{name}.json")
    window = _window(folders)
    assert window.open_path(SAMPLES / "breakout-cote-112.json")
    package = folders.root / "Breakout over Cote 112.zip"
    package.write_bytes(package_bytes(window.document))
    import_files(folders, [package], remove_source=True)
    _close_document(window)
    for name in ("hedgerow-duel", "saint-aubin-crossroads"):
        window.files.recent.add(folders.draft / f"{name}.json")
    window.start_page.refresh()
    window.start_page.scenarios.setCurrentRow(window.start_page.scenarios.count() - 1)
    path = _save(window, "start-page.png")
    _close(window)
    return path


def _close_document(window) -> None:  # type: ignore[no-untyped-def]
    window.document.undo_stack.setClean()
    window.close_document()


def shoot_editor(folders: UserFolders) -> Path:
    """The sample battle zoomed to where both sides stand, the German platoon leader's stack selected."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QApplication

    window = _window(folders)
    window.resize(1920, 1080)
    assert window.open_path(SAMPLES / "saint-aubin-crossroads.json")
    QApplication.processEvents()  # the view has its real size before the zoom is worked out
    scene, view = window.scene, window.view
    scenario = window.document.scenario
    hexes = [stack.hex for _side_name, side in scenario.sides() for stack in side.stacks]
    hexes += [objective.hex for objective in scenario.objectives]
    centres = [scene.centre_of(h) for h in hexes]
    xs, ys = [p.x() for p in centres], [p.y() for p in centres]
    area = QRectF(min(xs) - 60, min(ys) - 60, max(xs) - min(xs) + 120, max(ys) - min(ys) + 120)
    viewport = view.viewport().size()
    view.set_zoom(min(viewport.width() / area.width(), viewport.height() / area.height()))
    view.centerOn(area.center())
    scene.select_hex("b1:H5")
    window.statusBar().showMessage("The Crossroads at Saint-Aubin: US platoons (west) against the German-held village")
    path = _save(window, "editor.png")
    _close(window)
    return path


def shoot_new_scenario() -> Path:
    from core.boards.library import standard_boards
    from editor.window.new_scenario_dialog import NewScenarioDialog

    dialog = NewScenarioDialog(standard_boards())
    dialog.show()
    path = _save(dialog, "new-scenario.png")
    dialog.close()
    return path


def shoot_generator(folders: UserFolders) -> Path | None:
    """A generated battle with its preview and both orders of battle."""
    try:
        from editor.battle_generator.dialog import GeneratorDialog, generator_available
    except ImportError:
        return None
    if not generator_available():
        return None
    dialog = GeneratorDialog(folders)
    dialog.resize(dialog.sizeHint())  # as it opens: it fits a 1280x720 screen
    dialog.show()
    dialog.choose(size="medium", allied="us", attacker="allied", force_type="regular", role="combined", seed=1944)
    dialog.generate()
    path = _save(dialog, "generator.png")
    dialog.close()
    return path


def main(names: list[str]) -> int:
    """Every picture, or only those named (file names without .png: `generator stack-editor-hero`)."""
    from PySide6.QtWidgets import QApplication

    from docs.screenshots_board_editor import shoot_board_editor
    from docs.screenshots_languages import shoot_language, shoot_start_and_settings
    from docs.screenshots_reinforcements import shoot_reinforcements
    from docs.screenshots_settings import shoot_colour_blind, shoot_settings
    from docs.screenshots_special_rules import shoot_night_rule, shoot_special_rules
    from docs.screenshots_theatres import (
        shoot_desert,
        shoot_desert_sample,
        shoot_pacific,
        shoot_pacific_caves,
        shoot_pacific_sample,
    )
    from docs.screenshots_tools import (
        shoot_hero,
        shoot_hex_hover,
        shoot_los_probe,
        shoot_markers,
        shoot_rotated_vehicle,
        shoot_stack_editor,
    )
    from docs.screenshots_window import shoot_editor_1280x720, shoot_editor_docks_1280x720, shoot_mini_map

    app = QApplication.instance() or QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    written: list[Path | None] = []
    with tempfile.TemporaryDirectory() as folder:
        shots = {
            "start-page": lambda: shoot_start_page(UserFolders(Path(folder) / "start")),
            "editor": lambda: shoot_editor(UserFolders(Path(folder) / "editor")),
            "new-scenario": shoot_new_scenario,
            "generator": lambda: shoot_generator(UserFolders(Path(folder) / "generator")),
            "stack-editor": lambda: shoot_stack_editor(Path(folder) / "stack"),
            "stack-editor-hero": lambda: shoot_hero(Path(folder) / "hero"),
            "los-probe": lambda: shoot_los_probe(Path(folder) / "los"),
            "reinforcements": lambda: shoot_reinforcements(Path(folder) / "reinforcements"),
            "special-rules": lambda: shoot_special_rules(Path(folder) / "special-rules"),
            "hex-hover": lambda: shoot_hex_hover(Path(folder) / "hover"),
            "markers": lambda: shoot_markers(Path(folder) / "markers"),
            "rotated-vehicle": lambda: shoot_rotated_vehicle(Path(folder) / "rotated"),
            "editor-1280x720": lambda: shoot_editor_1280x720(Path(folder) / "small"),
            "editor-1280x720-docks": lambda: shoot_editor_docks_1280x720(Path(folder) / "small-docks"),
            "editor-mini-map": lambda: shoot_mini_map(Path(folder) / "mini-map"),
            "editor-fr": lambda: shoot_language("fr", Path(folder) / "fr"),
            "editor-ru": lambda: shoot_language("ru", Path(folder) / "ru"),
            "start-settings-fr": lambda: shoot_start_and_settings("fr", Path(folder) / "start-fr")[-1],
            "start-settings-ru": lambda: shoot_start_and_settings("ru", Path(folder) / "start-ru")[-1],
            "settings": lambda: shoot_settings(Path(folder) / "settings"),
            "colour-blind": lambda: shoot_colour_blind(Path(folder) / "colour-blind"),
            "board-editor": lambda: shoot_board_editor(Path(folder) / "boards"),
            "board-pacific": lambda: shoot_pacific(Path(folder) / "pacific"),
            "board-desert": lambda: shoot_desert(Path(folder) / "desert"),
            "pacific-caves": lambda: shoot_pacific_caves(Path(folder) / "caves"),
            "desert-sample": lambda: shoot_desert_sample(Path(folder) / "desert-sample"),
            "pacific-sample": lambda: shoot_pacific_sample(Path(folder) / "pacific-sample"),
            "special-rules-night": lambda: shoot_night_rule(Path(folder) / "night"),
        }
        unknown = sorted(set(names) - set(shots))
        if unknown:
            print(f"no picture named {', '.join(unknown)}; the names: {', '.join(shots)}", file=sys.stderr)
            return 2
        for name, shoot in shots.items():
            if not names or name in names:
                written.append(shoot())
    app.processEvents()
    print("wrote " + ", ".join(str(p.relative_to(ROOT)) for p in written if p is not None))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
