"""The editor speaks the language chosen (or the system's): its own texts and Qt's dialog buttons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings

from core.balance.games import GameRecord
from core.balance.summary import Summary
from editor.balance.dialog import summary_lines
from editor.i18n import (
    LANGUAGE_KEY,
    available_languages,
    install_language,
    language_for,
    save_language,
    saved_language,
    tr,
)
from editor.i18n_tools import ts_path
from editor.i18n_tools.qm import build_qm, cache_folder
from editor.i18n_tools.ts_file import read_ts


def test_the_languages_offered_are_english_and_each_translation_with_its_own_name():
    languages = available_languages()
    assert languages[0] == ("en", "English")
    assert ("fr", "Français") in languages and ("de", "Deutsch") in languages


def test_a_choice_or_the_system_locale_picks_a_translated_language_or_english():
    assert language_for("fr") == "fr" and language_for("fr_CA") == "fr" and language_for("ru-RU") == "ru"
    assert language_for("en") is None and language_for("it") is None


def test_the_choice_is_kept_in_the_user_settings(tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert saved_language(settings) is None
    save_language(settings, "de")
    assert QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat).value(LANGUAGE_KEY) == "de"
    assert saved_language(settings) == "de"
    save_language(settings, None)
    assert saved_language(settings) is None


def test_installing_french_translates_the_editor_and_qt_s_buttons(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    catalogue = read_ts(ts_path("fr"))
    done = next(e for e in catalogue.entries if e.finished and e.source == "&File")
    built = build_qm(ts_path("fr"), tmp_path / "vvs_fr.qm")  # the function the app's build and the cache use
    assert built.stat().st_size > 0
    try:
        assert install_language(qapp, "fr") == "fr"
        assert tr("&File") == done.translation != "&File"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
        assert list(cache_folder().glob("vvs_fr-*.qm")), "compiled into the cache at first use"
    finally:
        assert install_language(qapp, "en") is None
    assert tr("&File") == "&File"


def test_the_balance_dialog_says_the_summary_as_the_command_line_does():
    games = [GameRecord(3, "attacker", "major_victory", 4, (10, 20), (100, 80)),
             GameRecord(1, "draw", "draw", 6, (0, 0), (100, 80))]
    summary = Summary.of(games)
    assert summary_lines(summary) == summary.lines()
