"""Fixtures for the editor's GUI tests: a main window factory on the tiny test board.

The user folder is a temporary one (VVS_USER_DIR), and every modal question
is answered by FakePrompts, so no test ever blocks on a dialog.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QCursor

from core.boards.board import load_board
from core.scenario import BoardRef
from core.scenario.edit_details import new_scenario
from core.userdirs import UserFolders
from editor.document import ScenarioDocument
from editor.gc_collector import MainThreadCollector
from editor.window.main_window import MainWindow
from editor.window.prompts import Prompts, RecoveryAnswer, UnsavedAnswer

TINY = load_board(Path(__file__).parents[1] / "core" / "boards" / "tiny.json")
BOARDS = {TINY.number: TINY}


class FakePrompts(Prompts):
    """Answers set by the test; what was asked is recorded."""

    def __init__(self) -> None:
        super().__init__(None)
        self.save_answer: Path | None = None
        self.open_answer: Path | None = None
        self.unsaved_answer = UnsavedAnswer.DISCARD
        self.new_choice = None
        self.asked: list[str] = []
        self.errors: list[str] = []
        self.infos: list[str] = []
        self.file_answer: Path | None = None  # export package / map picture
        self.packages_answer: list[Path] = []
        self.confirm_answer = True
        self.recover_answer = RecoveryAnswer.LATER
        self.generate_answer = None  # (scenario, GeneratorOutcome) or None
        self.generate_boards = None  # the boards the window offered the generator
        self.reports: list[list] = []  # import outcomes shown
        self.violation_dialogs: list = []

    def save_path(self, folder, suggested):  # type: ignore[no-untyped-def]
        self.asked.append("save")
        return self.save_answer

    def open_path(self, folder, title):  # type: ignore[no-untyped-def]
        self.asked.append("open")
        return self.open_answer

    def unsaved_changes(self, name):  # type: ignore[no-untyped-def]
        self.asked.append("unsaved")
        return self.unsaved_answer

    def new_scenario(self, boards):  # type: ignore[no-untyped-def]
        self.asked.append("new")
        return self.new_choice

    def error(self, title, text):  # type: ignore[no-untyped-def]
        self.errors.append(text)

    def info(self, title, text):  # type: ignore[no-untyped-def]
        self.infos.append(text)

    def save_file_path(self, title, folder, suggested, file_filter):  # type: ignore[no-untyped-def]
        self.asked.append("save file")
        return self.file_answer

    def open_packages(self, folder):  # type: ignore[no-untyped-def]
        self.asked.append("packages")
        return list(self.packages_answer)

    def import_report(self, outcomes, empty_text=""):  # type: ignore[no-untyped-def]
        self.reports.append(list(outcomes))

    def show_violations(self, title, text, problems, jump):  # type: ignore[no-untyped-def]
        dialog = super().show_violations(title, text, problems, jump)  # not modal: the real one
        self.violation_dialogs.append(dialog)
        return dialog

    def confirm(self, title, text):  # type: ignore[no-untyped-def]
        self.asked.append("confirm")
        return self.confirm_answer

    def recover(self, description):  # type: ignore[no-untyped-def]
        self.asked.append("recover")
        return self.recover_answer

    def generate_battle(self, folders, can_replace, boards=None):  # type: ignore[no-untyped-def]
        self.asked.append("generate")
        self.generate_boards = boards
        return self.generate_answer


@pytest.fixture(autouse=True)
def _collector_on_the_gui_thread(qapp):
    """As in `vvs edit` (editor/app.py): the cycle collector runs on the GUI thread only."""
    collector = MainThreadCollector(qapp)
    yield collector
    collector.stop()
    collector.deleteLater()


@pytest.fixture
def tiny_scenario():
    """An empty scenario on the tiny test board (board 7: 5 columns, 4 rows)."""
    return new_scenario([BoardRef(TINY.number)], title="Tiny test")


@pytest.fixture
def make_window(qtbot, tmp_path, monkeypatch):
    """make_window(scenario=None) -> a shown MainWindow; with a scenario, it is open in the editor."""
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))

    def factory(scenario=None) -> MainWindow:
        QCursor.setPos(0, 0)  # off the map: an earlier test's pointer must not hover the new window's view
        window = MainWindow(UserFolders.default(), boards=BOARDS, prompts=FakePrompts())
        qtbot.addWidget(window)
        window.resize(1200, 800)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)  # shortcuts (R, Del, Ctrl+Z) fire only in the active window
        if scenario is not None:
            window.set_document(ScenarioDocument(scenario, None, BOARDS))
            window.view.set_zoom(1.0)
        return window

    return factory


@pytest.fixture
def click_hex(qtbot):
    """click_hex(window, "b7:C3", button=left): a real mouse click on the map view."""
    from PySide6.QtCore import Qt

    def click(window: MainWindow, name: str, button=Qt.MouseButton.LeftButton) -> None:
        view = window.view
        view.centre_on_hex(name)
        point = view.mapFromScene(window.scene.centre_of(name))
        qtbot.mouseClick(view.viewport(), button, pos=point)

    return click


@pytest.fixture
def tiny_boards():
    """The custom boards a document on the tiny scenario needs."""
    return dict(BOARDS)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A GUI test that writes to stderr fails: a warning from Qt or a traceback printed by a slot
    is a defect the user would meet, even when every assertion holds."""
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.passed:
        return
    if {"capsys", "capfd", "capsysbinary", "capfdbinary"} & set(getattr(item, "fixturenames", ())):
        return  # the test reads its own output
    written = report.capstderr.strip()
    if written:
        report.outcome = "failed"
        report.longrepr = f"the test wrote to stderr:\n{written}"
