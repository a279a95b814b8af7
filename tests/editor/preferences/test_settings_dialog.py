"""Edit > Settings…: the real dialog driven with qtbot; OK stores and applies, Cancel changes nothing,
Restore defaults puts the first start's values back. Settings live in the test's own user folder."""

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QMenu

from core.scenario.edit_units import place_unit
from editor.counters.style import COLOUR_BLIND_NATION_STYLE, NATION_STYLE, nation_palette, use_nation_palette
from editor.document import ScenarioDocument
from editor.preferences.values import AUTOSAVE_KEY, DEFAULTS, LANGUAGE_KEY, Preferences, read_preferences
from editor.window.new_scenario_dialog import NewScenarioChoice
from tests.editor.conftest import BOARDS

Button = QDialogButtonBox.StandardButton


@pytest.fixture(autouse=True)
def standard_palette():
    """The nation palette is the whole program's: a test that changes it must not colour the next test's counters."""
    yield
    use_nation_palette("standard")


def _settings(window) -> QSettings:  # type: ignore[no-untyped-def]
    return QSettings(str(window.folders.root / "settings.ini"), QSettings.Format.IniFormat)


def _open(qtbot, window):  # type: ignore[no-untyped-def]
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)  # Ctrl+,
    qtbot.waitUntil(lambda: window.settings_feature.dialog is not None and window.settings_feature.dialog.isVisible())
    return window.settings_feature.dialog


def _press(qtbot, dialog, button: QDialogButtonBox.StandardButton) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(dialog.buttons.button(button), Qt.MouseButton.LeftButton)


def _choose(qtbot, combo, value: str) -> None:  # type: ignore[no-untyped-def]
    """Pick by keyboard, as a user would: focus the list and step to the entry."""
    combo.setFocus()
    target = combo.findData(value)
    assert target >= 0, value
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)


def _count_pixels(window, colour: str) -> int:  # type: ignore[no-untyped-def]
    image = window.view.viewport().grab().toImage()
    wanted = QColor(colour).rgb()
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2) if image.pixel(x, y) == wanted)


def _icon_colours(icon) -> set[str]:  # type: ignore[no-untyped-def]
    image = icon.pixmap(48, 48).toImage()
    return {image.pixelColor(x, y).name() for y in range(image.height()) for x in range(image.width())}


def test_settings_sit_in_the_edit_menu_with_ctrl_comma_and_the_preferences_role(make_window):
    window = make_window()
    action = window.findChild(QAction, "settings_action")
    assert action.shortcut() == QKeySequence("Ctrl+,")
    assert action.menuRole() is QAction.MenuRole.PreferencesRole
    assert action in window.findChild(QMenu, "edit_menu").actions()


def test_ok_stores_every_setting_and_applies_it_at_once(qtbot, make_window, tiny_scenario):
    window = make_window(place_unit(tiny_scenario, "allied", "b7:C2", "us.rifle_squad"))
    window.view.set_zoom(2.0)
    window.view.centre_on_hex("b7:C2")
    qtbot.wait(50)
    old_face, new_face = NATION_STYLE["us"]["face"], COLOUR_BLIND_NATION_STYLE["us"]["face"]
    assert _count_pixels(window, old_face) > 50 and _count_pixels(window, new_face) == 0
    window.palette_dock.units.reveal("us.rifle_squad")
    assert old_face in _icon_colours(window.palette_dock.units.list.item(0).icon())
    dialog = _open(qtbot, window)
    assert [dialog.language.itemData(i) for i in range(dialog.language.count())] == ["", "en", "fr", "de", "es", "ru"]
    _choose(qtbot, dialog.language, "fr")
    dialog.autosave.setFocus()
    dialog.autosave.selectAll()
    qtbot.keyClicks(dialog.autosave, dialog.autosave.locale().toString(2.5, "f", 1))  # "2,5" where that is the locale's way
    _choose(qtbot, dialog.ruleset, "rules-2021")
    _choose(qtbot, dialog.dice_bias, "player")
    qtbot.mouseClick(dialog.colour_blind, Qt.MouseButton.LeftButton)
    assert dialog.colour_blind.isChecked() and nation_palette() == "standard"  # nothing applied before OK
    _press(qtbot, dialog, Button.Ok)
    qtbot.waitUntil(lambda: window.settings_feature.dialog is None)

    wanted = Preferences(language="fr", autosave_minutes=2.5, ruleset="rules-2021", dice_bias="player", palette="colour_blind")
    assert read_preferences(_settings(window)) == wanted  # persisted in the user folder's settings.ini
    assert _settings(window).value(LANGUAGE_KEY) == "fr"  # the key editor/i18n.py reads at start
    timer = window.files.autosaver.timer
    assert timer.interval() == 150_000 and timer.isActive()
    new = window.prompts.new_scenario_dialog(BOARDS)
    assert (new.ruleset.currentData(), new.dice_bias.currentData()) == ("rules-2021", "player")
    made = new.choice().scenario()
    assert (made.ruleset, made.dice_bias) == ("rules-2021", "player")
    qtbot.waitUntil(lambda: _count_pixels(window, new_face) > 50)  # the open map was redrawn
    assert _count_pixels(window, old_face) == 0
    units = window.palette_dock.units
    units.reveal("us.rifle_squad")
    assert new_face in _icon_colours(units.list.item(0).icon())  # the palette's counters too
    assert "starts again" in window.statusBar().currentMessage()


def test_the_generator_dialog_starts_at_the_default_rules_and_dice_bias(qtbot, make_window):
    pytest.importorskip("generator.battle")
    window = make_window()
    window.settings_feature.change(Preferences(ruleset="rules-2021", dice_bias="strong_ai"))
    dialog = window.prompts.generator_dialog(window.folders, False)
    qtbot.addWidget(dialog)
    assert dialog.choices()["dice_bias"] == "strong_ai" and dialog.ruleset.currentData() == "rules-2021"
    dialog.choose(size="small", seed=7)
    assert dialog.generate()
    assert (dialog.generated.scenario.ruleset, dialog.generated.scenario.dice_bias) == ("rules-2021", "strong_ai")


def test_cancel_changes_nothing(qtbot, make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    before = _settings(window).allKeys()
    dialog = _open(qtbot, window)
    _choose(qtbot, dialog.ruleset, "rules-2021")
    qtbot.mouseClick(dialog.colour_blind, Qt.MouseButton.LeftButton)
    dialog.autosave.setValue(0)
    _press(qtbot, dialog, Button.Cancel)
    qtbot.waitUntil(lambda: window.settings_feature.dialog is None)
    assert _settings(window).allKeys() == before
    assert window.settings_feature.preferences == DEFAULTS and window.prompts.preferences == DEFAULTS
    assert window.files.autosaver.timer.interval() == 30_000 and window.files.autosaver.timer.isActive()
    assert nation_palette() == "standard"


def test_restore_defaults_puts_the_first_start_values_back(qtbot, make_window):
    window = make_window()
    window.settings_feature.change(Preferences("de", 5.0, "rules-2021", "ai", "colour_blind"))
    dialog = _open(qtbot, window)
    assert dialog.preferences() == Preferences("de", 5.0, "rules-2021", "ai", "colour_blind")  # opens on what is in use
    _press(qtbot, dialog, Button.RestoreDefaults)
    assert dialog.preferences() == DEFAULTS and dialog.isVisible()  # the fields only, until OK
    assert read_preferences(_settings(window)).language == "de"
    _press(qtbot, dialog, Button.Ok)
    qtbot.waitUntil(lambda: window.settings_feature.dialog is None)
    assert read_preferences(_settings(window)) == DEFAULTS and nation_palette() == "standard"


def test_autosave_zero_turns_it_off_and_back_on(qtbot, make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    timer = window.files.autosaver.timer
    window.settings_feature.change(Preferences(autosave_minutes=0))
    assert not timer.isActive()
    window.close_document()
    window.set_document(ScenarioDocument(tiny_scenario, None, BOARDS))
    assert not timer.isActive()  # a new document is not autosaved either
    window.settings_feature.change(Preferences(autosave_minutes=1))
    assert timer.isActive() and timer.interval() == 60_000


def test_settings_are_read_when_the_program_starts(qtbot, make_window):
    first = make_window()
    settings = _settings(first)
    settings.setValue(AUTOSAVE_KEY, "3")
    settings.setValue("new_scenarios/dice_bias", "strong_player")
    settings.setValue("new_scenarios/ruleset", "no-such-rules")  # a value this version cannot use: its default
    settings.setValue("map/nation_palette", "colour_blind")
    settings.sync()
    second = make_window()
    assert second.files.autosaver.timer.interval() == 180_000
    assert second.prompts.preferences == Preferences(autosave_minutes=3.0, dice_bias="strong_player", palette="colour_blind")
    assert nation_palette() == "colour_blind"


def test_a_choice_from_the_new_scenario_dialog_keeps_its_rules_and_dice_bias(make_window):
    window = make_window()
    window.prompts.new_choice = NewScenarioChoice("Mine", (window.prompts.new_scenario_dialog(BOARDS).arrangement[0],), "gb",
                                                  "rules-2021", "ai")
    assert window.new_scenario()
    assert (window.document.scenario.ruleset, window.document.scenario.dice_bias) == ("rules-2021", "ai")
