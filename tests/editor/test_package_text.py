"""Text from a package is shown as text (issue 10): HTML in a title, a briefing or a name
is drawn literally, so a package cannot paint a fake banner or a link into the editor.

QLabel, QMessageBox and tooltips guess whether their text is rich text; `shown` is
what Qt draws for a text in a given format.
"""

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox

from core.placement import Violation
from core.scenario.edit_details import new_scenario
from core.scenario.io import save
from core.userdirs import ImportOutcome
from editor.files.import_report import ImportReportDialog
from editor.files.violations_dialog import ViolationsDialog
from editor.plain_text import plain_message_box, window_title_text
from tests.editor.conftest import TINY

TITLE = '<b>Bold</b><a href="x">link</a>'
BRIEFING = '<h1 style="color:red">OFFICIAL UPDATE</h1><a href="http://example.invalid">Install now</a>'


def shown(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """The characters Qt draws: rich text is rendered, plain text is not."""
    rich = text_format == Qt.TextFormat.RichText or (text_format == Qt.TextFormat.AutoText and QtGuiNamespace.mightBeRichText(text))
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def label_shows(label: QLabel) -> str:
    return shown(label.text(), label.textFormat())


def _html_scenario(tiny_scenario):
    return dataclasses.replace(tiny_scenario, title=TITLE, description=BRIEFING)


def test_the_start_page_lists_and_previews_package_text_literally(make_window, tiny_scenario, tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    from core.userdirs import UserFolders

    save(UserFolders.default().draft / "html.json", _html_scenario(tiny_scenario))
    window = make_window()
    page = window.start_page
    page.refresh()
    assert page.scenarios.item(0).text().startswith(TITLE)
    pane = page.pane
    assert label_shows(pane.title) == TITLE
    assert label_shows(pane.description) == BRIEFING
    assert shown(page.scenarios.item(0).toolTip()) == str(page.scenarios.item(0).data(Qt.ItemDataRole.UserRole))


def test_a_file_that_cannot_be_read_is_named_literally_on_the_start_page(make_window, tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    from core.userdirs import UserFolders

    (UserFolders.default().draft / "<u>x<u>.json").write_text("{")
    window = make_window()
    pane = window.start_page.pane
    assert label_shows(pane.title) == "<u>x<u>.json"
    assert "<u>x<u>.json" in label_shows(pane.facts)


def test_the_details_dock_and_window_title_show_the_title_literally(make_window, tiny_scenario):
    window = make_window(_html_scenario(tiny_scenario))
    details = window.extras.details_dock
    assert details.title_edit.text() == TITLE
    assert details.briefing.toPlainText() == BRIEFING
    assert window.windowTitle().startswith(TITLE)


def test_window_titles_keep_a_literal_unsaved_mark_and_no_line_breaks():
    assert window_title_text("Hill [*] 112\nAttack") == "Hill [*][*] 112 Attack"


def test_the_import_report_shows_names_and_reasons_literally(qtbot, tmp_path):
    source = tmp_path / "<b>x</b>.zip"
    error = f"{source.name}: scenario.json: {TITLE} is not valid"
    dialog = ImportReportDialog([ImportOutcome(source, None, error)], "")
    qtbot.addWidget(dialog)
    item = dialog.tree.topLevelItem(0)
    assert item.text(0) == source.name and TITLE in item.text(1)
    assert shown(item.toolTip(1)) == error
    empty = ImportReportDialog([], f"No packages in {tmp_path / '<i>folder</i>'}.")
    qtbot.addWidget(empty)
    [heading] = [w for w in empty.findChildren(QLabel)]
    assert label_shows(heading) == f"No packages in {tmp_path / '<i>folder</i>'}."


def test_the_violations_dialog_shows_problems_literally(qtbot):
    problem = Violation("stack.limit", "b7:C3", f"{TITLE} is too many")
    schema = Violation("schema", None, "bad title", json_path="$.title")
    dialog = ViolationsDialog("Cannot export", f"“{TITLE}” has problems", [problem, schema], lambda _hex: None)
    qtbot.addWidget(dialog)
    [heading] = [w for w in dialog.findChildren(QLabel)]
    assert label_shows(heading) == f"“{TITLE}” has problems"
    assert dialog.lines()[0] == f"b7:C3: {TITLE} is too many"
    assert shown(dialog.list.item(1).toolTip()) == "schema"


def test_message_boxes_show_their_text_literally(qtbot):
    box = plain_message_box(QMessageBox.Icon.Warning, "Cannot open", f"{TITLE}: broken", QMessageBox.StandardButton.Ok)
    qtbot.addWidget(box)
    assert box.textFormat() == Qt.TextFormat.PlainText and box.text() == f"{TITLE}: broken"


def test_the_new_scenario_dialog_names_boards_literally(qtbot):
    from editor.window.new_scenario_dialog import NewScenarioDialog

    board = dataclasses.replace(TINY, name=TITLE)
    dialog = NewScenarioDialog({board.number: board})
    qtbot.addWidget(dialog)
    assert dialog.available.item(0).text().endswith(TITLE)
    assert dialog.status.textFormat() == Qt.TextFormat.PlainText


def test_the_generator_preview_shows_the_title_literally(qtbot, tmp_path):
    from editor.battle_generator.dialog import GeneratorDialog, generator_available

    if not generator_available():
        pytest.skip("the generator is not installed")
    from core.userdirs import UserFolders

    dialog = GeneratorDialog(UserFolders(tmp_path / "user"), can_replace=True)
    qtbot.addWidget(dialog)
    dialog.choose(seed=5)
    assert dialog.generate()
    generated = dataclasses.replace(dialog.generated, scenario=dataclasses.replace(dialog.generated.scenario, title=TITLE))
    dialog._show(generated)
    assert label_shows(dialog.summary).startswith(f"{TITLE} — ")


def test_a_scenario_made_here_keeps_its_text_too(tiny_scenario):
    assert new_scenario(tiny_scenario.boards, title=TITLE).title == TITLE


def test_the_editor_s_own_messages_show_package_text_literally(qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from editor.window.prompts import Prompts

    seen = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        seen.append((box.textFormat(), box.text()))
        box.button(QMessageBox.StandardButton.Yes).click()

    QTimer.singleShot(0, answer)
    assert Prompts(None).confirm("Replace?", f"Replace “{TITLE}”?")
    assert seen == [(Qt.TextFormat.PlainText, f"Replace “{TITLE}”?")]
