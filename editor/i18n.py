"""Translatable user-visible text, and the language the editor speaks.

Every label the user reads goes through `tr`, so the catalogue tool
(`python -m editor.i18n_tools`, docs/translations.md) can collect it (context
"editor") and a translation installed at start-up replaces it. Write the source
as a literal in the call and fill placeholders after it:
`tr("Wrote {path}").format(path=path)`, never an f-string inside `tr`. A text
chosen at run time from a table is marked where the table is written, with
`tr_noop("Draw")`, and translated where it is shown, with `tr(LEVEL_NAMES[level])`.

A count goes through Qt's plural forms: `tr("%n counter(s)", n=count)` (numerus: each
language gives as many forms as it has, Russian three); in English "(s)" and "(es)" take
the plural's letters when the count is not 1.

The language: `install_language(app, code)` at start-up, with the code kept in
the user's settings (`LANGUAGE_KEY`, None for the system's language); a change
applies at the next start.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from editor.i18n_tools import LANGUAGES, SOURCE_LANGUAGE, TRANSLATIONS, ts_path
from editor.i18n_tools.qm import packaged_qm, qm_file

CONTEXT = "editor"
LANGUAGE_KEY = "ui/language"
"""The user's choice in settings.ini (editor/files/recent.py's `user_settings`): a code, or absent for the system's."""

_installed: list[QTranslator] = []
_language: list[str] = []
_ENGLISH_PLURAL = re.compile(r"\((e?s)\)")


def tr(text: str, context: str = CONTEXT, n: int | None = None) -> str:
    """`text` in the language installed; with `n`, a count's plural form with `%n` replaced by it."""
    if n is None:
        return QCoreApplication.translate(context, text)
    translated = QCoreApplication.translate(context, text, None, n)
    if translated == text.replace("%n", str(n)):  # no translation: the English source's own plural
        translated = _ENGLISH_PLURAL.sub(lambda m: "" if n == 1 else m.group(1), translated)
    return translated


def current_language() -> str | None:
    """The code of the translation installed (None: English)."""
    return _language[0] if _language else None


def tr_noop(text: str, n: bool = False) -> str:
    """Marks `text` for the catalogue without translating it (Qt's QT_TR_NOOP): `tr` it where it is
    shown. `n=True` marks a count's text (`tr(text, n=count)` where shown)."""
    return text


def available_languages() -> list[tuple[str, str]]:
    """(code, the language's own name) the editor can speak, English first: ("fr", "Français")."""
    return [SOURCE_LANGUAGE] + [(code, name) for code, name in LANGUAGES.items()
                                if ts_path(code).is_file() or packaged_qm(code) is not None]


def language_for(code: str | None) -> str | None:
    """The translated language to load for a choice (None: the system's), or None for English."""
    names = [code] if code else QLocale.system().uiLanguages() or [QLocale.system().name()]
    for name in names:
        short = name.replace("-", "_").split("_")[0].lower()
        if short == SOURCE_LANGUAGE[0]:
            return None
        if short in LANGUAGES:
            return short
    return None


def install_language(app: QCoreApplication, code: str | None) -> str | None:
    """Installs the editor's translation for `code` (None: the system's language) and Qt's own
    (the standard dialog buttons); English when there is none. The language installed, or None."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _language.clear()
    language = language_for(code)
    path = qm_file(language) if language else None
    if language is None or path is None:
        return None
    ours = QTranslator(app)
    if ours.load(str(path)):
        app.installTranslator(ours)
        _installed.append(ours)
    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    if ours in _installed:
        _language.append(language)
        return language
    return None


def saved_language(settings: QSettings) -> str | None:
    """The language chosen in the settings, None for the system's."""
    value = settings.value(LANGUAGE_KEY)
    return str(value) if value else None


def save_language(settings: QSettings, code: str | None) -> None:
    """Keeps the choice for the next start (None: follow the system)."""
    if code:
        settings.setValue(LANGUAGE_KEY, code)
    else:
        settings.remove(LANGUAGE_KEY)
    settings.sync()


__all__ = ["LANGUAGE_KEY", "TRANSLATIONS", "available_languages", "current_language", "install_language", "language_for",
           "save_language", "saved_language", "tr", "tr_noop"]
