"""Autosave to a recovery file, recovery after a crash, and File > Open Recent (issue 4, item 9)."""

from PySide6.QtCore import Qt

from core.scenario.edit_units import place_unit
from core.scenario.io import load, save
from core.userdirs import UserFolders
from editor.commands import PlaceUnit, SetSmoke
from editor.document import ScenarioDocument
from editor.files.recovery import (
    pending_recoveries,
    read_recovery,
    recovery_folder,
    write_recovery,
)
from editor.window.prompts import RecoveryAnswer, UnsavedAnswer
from tests.editor.conftest import BOARDS


def _crashed_session(folders: UserFolders, draft_scenario, source=None) -> ScenarioDocument:
    """What a session that died left behind: its draft (if saved) and a recovery file with later edits."""
    if source is not None:
        save(source, draft_scenario)
    document = ScenarioDocument(load(source) if source else draft_scenario, source, BOARDS)
    document.push(PlaceUnit(document, "axis", "b7:E2", "ger.rifle_squad"))
    write_recovery(recovery_folder(folders) / "crashed.json", document)
    return document


def test_the_autosave_writes_while_dirty_and_a_clean_close_removes_it(make_window, qtbot, tiny_scenario):
    window = make_window(tiny_scenario)
    autosaver = window.files.autosaver
    autosaver.timer.setInterval(20)
    assert not autosaver.save_now()  # nothing unsaved, nothing written
    window.document.push(SetSmoke(window.document, "b7:C3", 1))
    qtbot.waitUntil(lambda: autosaver.path is not None and autosaver.path.is_file(), timeout=2000)
    assert autosaver.path.parent == window.folders.draft / ".recovery"
    assert read_recovery(autosaver.path).scenario == window.document.scenario
    assert window.start_page.scenarios.count() == 0  # not listed as a draft
    path = autosaver.path
    window.prompts.unsaved_answer = UnsavedAnswer.DISCARD
    assert window.close_document()
    assert not path.exists() and pending_recoveries(window.folders) == []


def test_saving_removes_the_recovery_file(make_window, qtbot, tiny_scenario):
    window = make_window(tiny_scenario)
    window.document.push(SetSmoke(window.document, "b7:C3", 1))
    assert window.files.autosaver.save_now()
    path = window.files.autosaver.path
    window.prompts.save_answer = window.folders.draft / "smoke.json"
    qtbot.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not path.exists()


def test_recover_after_a_crash_puts_the_edits_back_over_the_saved_draft(make_window, tiny_scenario):
    folders = UserFolders.default()  # the test's own user folder
    source = folders.draft / "tiny.json"
    crashed = _crashed_session(folders, place_unit(tiny_scenario, "allied", "b7:B3", "us.rifle_squad"), source)
    window = make_window()  # the next session starts
    window.prompts.recover_answer = RecoveryAnswer.RECOVER
    assert window.files.offer_recovery()
    assert window.prompts.asked == ["recover"]
    recovered = folders.draft / ".recovery" / "crashed.json"
    assert pending_recoveries(folders) == [recovered]  # kept (and rewritten) until the work is saved
    document = window.document
    assert document.scenario == crashed.scenario and document.path == source
    assert document.dirty and window.isWindowModified()  # recovered, not yet saved
    document.undo_stack.undo()
    assert document.scenario == load(source)  # one step back is the saved draft
    assert pending_recoveries(folders) == []  # back at the saved state: nothing to recover
    document.undo_stack.redo()
    assert window.files.autosaver.save_now() and pending_recoveries(folders) == [recovered]
    assert window.save()
    assert load(source) == crashed.scenario and pending_recoveries(folders) == []


def test_a_never_saved_scenario_is_recovered_unsaved(make_window, tiny_scenario):
    window = make_window()
    crashed = _crashed_session(window.folders, tiny_scenario)
    window.prompts.recover_answer = RecoveryAnswer.RECOVER
    assert window.files.offer_recovery()
    assert window.document.scenario == crashed.scenario and window.document.path is None
    window.prompts.unsaved_answer = UnsavedAnswer.CANCEL
    assert not window.close_document()  # closing still asks: the work is not on disk
    assert window.prompts.asked == ["recover", "unsaved"]


def test_discard_deletes_the_recovery_file_and_later_keeps_it(make_window, tiny_scenario):
    window = make_window()
    _crashed_session(window.folders, tiny_scenario)
    window.prompts.recover_answer = RecoveryAnswer.LATER
    assert not window.files.offer_recovery()
    assert window.document is None and len(pending_recoveries(window.folders)) == 1
    window.prompts.recover_answer = RecoveryAnswer.DISCARD
    assert not window.files.offer_recovery()
    assert pending_recoveries(window.folders) == []


def test_a_damaged_recovery_file_is_reported_and_kept(make_window):
    window = make_window()
    broken = recovery_folder(window.folders) / "broken.json"
    broken.write_text('{"format": 1}', encoding="utf-8")
    window.prompts.recover_answer = RecoveryAnswer.RECOVER
    assert not window.files.offer_recovery()
    assert window.document is None and "broken.json" in window.prompts.errors[0]
    assert broken.exists()


def test_recent_files_remember_what_was_opened_across_sessions(make_window, qtbot, tiny_scenario):
    window = make_window()
    first, second = window.folders.draft / "first.json", window.folders.draft / "second.json"
    save(first, tiny_scenario)
    save(second, place_unit(tiny_scenario, "allied", "b7:B3", "us.rifle_squad"))
    assert window.open_path(first) and window.open_path(second)
    assert window.files.recent.paths() == [second.resolve(), first.resolve()]
    window.files.recent_menu.aboutToShow.emit()
    labels = [a.text() for a in window.files.recent_menu.actions() if a.text()]
    assert labels[:2] == ["&1 second.json", "&2 first.json"]
    assert window.start_page.recent_files.count() == 2
    later = make_window()  # a new session reads the same settings file
    assert later.files.recent.paths() == [second.resolve(), first.resolve()]
    first.unlink()
    assert not later.files.open_recent(first.resolve())
    assert later.files.recent.paths() == [second.resolve()] and "no longer there" in later.prompts.errors[0]
    window.files.recent_menu.aboutToShow.emit()
    [one] = [a for a in window.files.recent_menu.actions() if a.text().startswith("&1")]
    assert window.close_document()
    one.trigger()
    assert window.document.path == second.resolve()
