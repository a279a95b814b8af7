"""The window fits a 1280x720 screen with a scenario open, and its docks keep readable widths (issue 14)."""

from PySide6.QtWidgets import QApplication

from core.resources import maps_dir

SAMPLES = sorted((maps_dir() / "scenarios").glob("*.json"))

def _docks(window):  # type: ignore[no-untyped-def]
    return [window.palette_dock, window.problems, window.history, window.extras.details_dock, window.extras.stack_dock]


def _open_sample_with_every_dock(window, sample):  # type: ignore[no-untyped-def]
    assert window.open_path(sample)
    window.extras.edit_stack(window.document.scenario.axis.stacks[0].hex)  # the stack editor too
    QApplication.processEvents()


def test_a_sample_fits_1280_by_720_with_every_dock_open(make_window):
    window = make_window()
    for sample in SAMPLES:
        _open_sample_with_every_dock(window, sample)
        window.resize(1280, 720)
        QApplication.processEvents()
        assert window.width() <= 1280 and window.height() <= 720, sample.name
        hint = window.minimumSizeHint()
        assert hint.width() <= 1280 and hint.height() <= 720, (sample.name, hint)
        assert all(dock.isVisible() for dock in _docks(window)), sample.name
        window.document.undo_stack.setClean()


def test_minimum_size_is_not_the_start_pages_once_a_scenario_is_open(make_window):
    window = make_window()
    _open_sample_with_every_dock(window, SAMPLES[0])
    assert window.centralWidget().minimumSizeHint() == window.view.minimumSizeHint()
    window.document.undo_stack.setClean()
    window.close_document()
    assert window.centralWidget().currentWidget() is window.start_page


def test_the_start_page_scrolls_rather_than_hold_a_small_window_open(make_window):
    window = make_window()
    window.resize(1280, 720)
    QApplication.processEvents()
    assert window.width() <= 1280 and window.height() <= 720
    assert window.start_page.isVisible()


def test_the_details_dock_gets_its_room_back_when_the_window_grows(make_window, qtbot):
    window = make_window()
    _open_sample_with_every_dock(window, SAMPLES[0])
    details = window.extras.details_dock
    window.resize(1280, 720)
    QApplication.processEvents()
    wide = details.width()
    window.resize(640, 480)
    QApplication.processEvents()
    assert details.width() >= details.minimumWidth() >= 300  # never cut to one or two letters
    window.resize(1600, 960)
    qtbot.waitUntil(lambda: details.width() >= wide)  # the room it had before the window shrank
    title = details.title_edit
    assert title.width() >= 180  # a title reads as words
    assert window.extras.details_dock.fields["weather"].widget.width() >= 120
