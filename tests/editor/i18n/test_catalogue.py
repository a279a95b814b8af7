"""The translation catalogue (issue 15): every `tr` text in every .ts file, every .ts complete.

When the first test fails, re-extract: `python -m editor.i18n_tools extract`. When the
second fails, translate what it lists (Qt Linguist, or a JSON dictionary
{source: translation} imported with `python -m editor.i18n_tools import fr-v2.json`);
docs/translations.md says how.
"""

from __future__ import annotations

import pytest

from editor.i18n_tools import LANGUAGES, ts_path
from editor.i18n_tools.extract import extract
from editor.i18n_tools.ts_file import incomplete, read_ts


@pytest.fixture(scope="module")
def extracted() -> set[tuple[str, str]]:
    return {(m.context, m.source) for m in extract()}


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_tr_text_of_the_editor_is_in_the_language_s_ts_file(code, extracted):
    catalogue = read_ts(ts_path(code))
    held = {(e.context, e.source) for e in catalogue.entries}
    missing, obsolete = sorted(extracted - held), sorted(held - extracted)
    assert not missing and not obsolete, (
        f"vvs_{code}.ts is out of date ({len(missing)} new texts, {len(obsolete)} obsolete): "
        f"run `python -m editor.i18n_tools extract`; new: {missing[:5]}, obsolete: {obsolete[:5]}")


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_ts_file_is_complete_and_keeps_placeholders_and_accelerators(code):
    lines = incomplete(read_ts(ts_path(code)))
    assert not lines, f"vvs_{code}.ts: {len(lines)} texts unfinished or broken, e.g.\n" + "\n".join(lines[:15])
