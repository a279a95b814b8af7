"""No cut text in any of the five languages at 1280×720 (issue 22).

Each window and dialog a designer meets is made and shown in each language the way the
program makes it (the main window's own features open the settings, the generator, the
balance estimate, the board editor and the test run), sized to 1280×720 at most, and every
QLabel, button, check box, radio button, group box title, tab and tree row is measured
(tests/editor/i18n/text_fit.py): its text must fit its widget, or be elided on purpose with
the whole text in a tooltip. A failure names the widget, the text and the pixels missing.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from core.resources import maps_dir
from core.userdirs import UserFolders
from editor.i18n import install_language
from editor.i18n_tools import LANGUAGES
from tests.editor.i18n.text_fit import cut_texts

SAMPLES = Path(maps_dir()) / "scenarios"
SAMPLE = SAMPLES / "saint-aubin-crossroads.json"
SCREEN = (1280, 720)
CODES = ["en", *sorted(LANGUAGES)]


@pytest.fixture(params=CODES)
def language(request, qapp) -> Iterator[str]:  # type: ignore[no-untyped-def]
    code = request.param
    assert install_language(qapp, code) == (None if code == "en" else code)
    yield code
    install_language(qapp, "en")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch, language):  # type: ignore[no-untyped-def]
    """The main window at 1280×720 on a fresh user folder with two drafts (the start page's cards)."""
    from editor.window.main_window import MainWindow

    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    folders = UserFolders(tmp_path / "user")
    for name in ("hedgerow-duel", "saint-aubin-crossroads"):
        shutil.copy(SAMPLES / f"{name}.json", folders.draft / f"{name}.json")
    made = MainWindow(folders, settings=QSettings(str(tmp_path / "layout.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(made)
    made.resize(*SCREEN)
    made.show()
    qtbot.waitExposed(made)
    made.start_page.refresh()
    yield made
    if made.document is not None:
        made.document.undo_stack.setClean()
    made.close()


def _settle(widget: QWidget) -> QWidget:
    widget.show()
    widget.resize(min(widget.width(), SCREEN[0]), min(widget.height(), SCREEN[1]))
    for _ in range(3):
        QApplication.processEvents()
    return widget


def _assert_fits(widget: QWidget, language: str) -> None:
    cuts = cut_texts(_settle(widget))
    assert not cuts, f"{type(widget).__name__} in {language}: {len(cuts)} cut texts\n" + "\n".join(map(str, cuts[:25]))


def _open(window) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(SAMPLE)
    QApplication.processEvents()


def test_the_start_page(window, language):
    _assert_fits(window, language)


def test_a_scenario_open_with_the_reinforcements_dock(window, language):
    _open(window)
    window.reinforcements.dock.show()
    window.reinforcements.dock.raise_()  # tabbed with the details: bring its tree to the front
    _assert_fits(window, language)


def _dialog(window, opened: Callable[[], QWidget | None]) -> QWidget:  # type: ignore[no-untyped-def]
    made = opened()
    assert made is not None
    return made


def test_the_settings_dialog(window, language):
    dialog = _dialog(window, window.settings_feature.open_dialog)
    _assert_fits(dialog, language)
    dialog.reject()


def test_the_new_scenario_dialog(window, language):
    from core.boards.library import standard_boards
    from editor.window.new_scenario_dialog import NewScenarioDialog

    dialog = NewScenarioDialog(standard_boards(), window)
    _assert_fits(dialog, language)
    dialog.reject()


def test_the_generator_dialog(window, language, tmp_path):
    from editor.battle_generator.dialog import GeneratorDialog

    dialog = GeneratorDialog(UserFolders(tmp_path / "user"), can_replace=True, parent=window)
    _assert_fits(dialog, language)
    dialog.reject()


def test_the_balance_dialog(window, language):
    from editor.balance.dialog import BalanceDialog

    _open(window)
    dialog = BalanceDialog(window.document.scenario, window.document.custom_boards, window)
    _assert_fits(dialog, language)
    dialog.reject()


def test_the_board_editor(window, language):
    from editor.board_editor.new_board_dialog import NewBoardChoice

    editor = window.board_editor.new_board(NewBoardChoice(90, "Bocage", 23, 10))
    assert editor is not None
    editor.resize(*SCREEN)
    _assert_fits(editor, language)
    editor.document.undo_stack.setClean()
    editor.close()


def test_the_test_run_start_dialog_and_window(window, language, qtbot):
    from editor.testrun.setup import RunSetup, game_for, setup_for
    from editor.testrun.start_dialog import StartDialog
    from editor.testrun.window import TestRunWindow

    _open(window)
    scenario = window.document.scenario
    dialog = StartDialog(setup_for(scenario), window)
    _assert_fits(dialog, language)
    dialog.reject()
    setup = RunSetup(seed=11)
    run = TestRunWindow(game_for(scenario, setup), setup, scenario.title)
    qtbot.addWidget(run)
    run.resize(*SCREEN)
    _assert_fits(run, language)
    run.close()
