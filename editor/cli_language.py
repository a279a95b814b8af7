"""The language of the command line's translated sentences (`vvs pbem show`), without Qt.

The command line follows the editor's choice: the language saved in the user's settings
(Settings > Language, settings.ini's `ui/language` in the user folder), else the system's,
which on Linux and macOS is the locale environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
`LANG`, in the order gettext reads them; "C" and "POSIX" are English) and elsewhere Python's
locale. The translations are the editor's own catalogue (editor/translations/vvs_<code>.ts,
contexts "core" and "data"), read as XML: no Qt, no compiled .qm, so `vvs` keeps working on a
machine without Qt's libraries. A text without a finished translation stays English.
"""

from __future__ import annotations

import configparser
import locale
import os
from collections.abc import Mapping
from pathlib import Path

from core.texts import Language, Word
from core.userdirs import UserFolders
from editor.i18n_tools import CAPITAL_NOUNS, LANGUAGES, TRANSLATIONS, ts_path
from editor.i18n_tools.ts_file import read_ts

ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def _code(name: str) -> str | None:
    """"fr_FR.UTF-8" -> "fr"; None for English and for what is no language of ours."""
    short = name.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return short if short in LANGUAGES else None


def saved_language(folders: UserFolders) -> str | None:
    """Settings > Language as the editor saved it (QSettings' INI file), None when not chosen."""
    path = folders.root / "settings.ini"
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        if not path.is_file():
            return None
        parser.read_string(path.read_text(encoding="utf-8", errors="replace"))
    except (OSError, configparser.Error):
        return None
    value = parser.get("ui", "language", fallback="").strip()
    return value or None


def system_language(environ: Mapping[str, str] = os.environ) -> str | None:
    for name in ENVIRONMENT:
        value = environ.get(name, "")
        if value:
            first = value.split(":")[0]
            return None if first in ("C", "POSIX") or first.startswith("C.") else _code(first)
    found = locale.getlocale()[0]
    return _code(found) if found else None


def chosen_language(folders: UserFolders | None = None, environ: Mapping[str, str] = os.environ) -> str | None:
    """The code of the language to speak ("fr"), None for English."""
    saved = saved_language(folders or UserFolders.default())
    if saved is not None:
        return _code(saved)
    return system_language(environ)


def core_language(code: str, folder: Path = TRANSLATIONS) -> Language | None:
    """The core's templates and data words in `code`, from the catalogue; None without one."""
    path = ts_path(code, folder)
    if not path.is_file():
        return None
    try:
        catalogue = read_ts(path)
    except (OSError, ValueError):  # a damaged file (ElementTree's ParseError is a SyntaxError: below)
        return None
    except SyntaxError:
        return None
    found = {(e.context, e.source): e.translation for e in catalogue.entries if e.finished and e.translation}
    templates = {source: text for (context, source), text in found.items() if context == "core"}
    names = {source: text for (context, source), text in found.items() if context == "data"}

    def word(value: Word) -> str:
        translated = names.get(value.name, value.name)
        if value.lowered and code not in CAPITAL_NOUNS:
            return translated.lower() if translated != value.name else str(value)
        return translated

    return Language(lambda template: templates.get(template, template), word)


def cli_language() -> Language | None:
    """The language `vvs` speaks now, None for English."""
    code = chosen_language()
    return core_language(code, TRANSLATIONS) if code else None
