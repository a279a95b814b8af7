"""The translation catalogue: the editor's `tr` texts in Qt Linguist files, and their compiled form.

- `extract`: every `tr("...")` / `tr_noop("...")` literal of editor/ and every placement problem
  template of core/placement, found with Python's ast;
- `ts_file`: editor/translations/vvs_<code>.ts read, merged with a fresh extraction (translations
  kept, new texts unfinished, obsolete ones dropped), filled from a translator's JSON dictionary,
  and checked (complete, placeholders and accelerators kept);
- `qm`: the .qm files Qt loads, compiled with PySide6's lrelease (into the user's cache at first
  use, or into a folder at build time: the PyInstaller spec).

Commands (`python -m editor.i18n_tools --help`): extract, import, check, build.
No Qt import here: lrelease runs as a program.
"""

from __future__ import annotations

from pathlib import Path

TRANSLATIONS = Path(__file__).resolve().parents[1] / "translations"
"""editor/translations: the .ts files (and the .qm files a built app carries)."""

LANGUAGES = {"fr": "Français", "de": "Deutsch", "es": "Español", "ru": "Русский"}
"""The languages the editor is translated into: code -> the language's own name."""

SOURCE_LANGUAGE = ("en", "English")

CAPITAL_NOUNS = ("de",)
"""Languages whose nouns keep their capital inside a sentence: a Word asked in lower case stays as translated."""


def ts_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"vvs_{code}.ts"


def qm_name(code: str) -> str:
    return f"vvs_{code}.qm"
