"""The .ts tool: re-extraction keeps translations, marks new texts and drops obsolete ones; JSON fills it."""

from __future__ import annotations

import json

from editor.i18n_tools.extract import Message, texts_in
from editor.i18n_tools.ts_file import Catalogue, Entry, import_json, incomplete, merged, problems_of, read_ts, write_ts


def test_the_extraction_takes_literals_of_tr_and_tr_noop_with_their_context():
    source = '''
tr("Open")
tr("Wrote {path}").format(path=p)
tr_noop("Draw")
tr("Quit", "menu")
tr(variable)
tr(f"no {x}")
other("Save")
'''
    assert [(c, t) for c, t, _ in texts_in(source)] == [
        ("editor", "Open"), ("editor", "Wrote {path}"), ("editor", "Draw"), ("menu", "Quit")]


def test_re_extracting_keeps_translations_marks_new_texts_unfinished_and_drops_obsolete_ones(tmp_path):
    old = Catalogue("fr", [Entry("editor", "Open", "Ouvrir", True), Entry("editor", "Gone", "Parti", True)])
    path = tmp_path / "vvs_fr.ts"
    write_ts(old, path)
    catalogue = merged(read_ts(path), "fr", [Message("editor", "Open", [("window/actions.py", 3)]),
                                             Message("editor", "New <b>{n}</b>", [("a.py", 1)])])
    write_ts(catalogue, path)
    again = read_ts(path)
    assert [(e.source, e.translation, e.finished, e.files) for e in again.entries] == [
        ("Open", "Ouvrir", True, ["../window/actions.py"]), ("New <b>{n}</b>", "", False, ["../a.py"])]
    assert again.language == "fr"


def test_a_json_dictionary_fills_the_catalogue_and_a_broken_placeholder_stays_unfinished(tmp_path):
    catalogue = Catalogue("de", [Entry("editor", "&Open…"), Entry("editor", "Wrote {path}"), Entry("editor", "Draw")])
    words = tmp_path / "de-v1.json"
    words.write_text(json.dumps({"&Open…": "Ö&ffnen…", "Wrote {path}": "{pfad} geschrieben", "Elsewhere": "x"}),
                     encoding="utf-8")
    report = import_json(catalogue, words)
    assert (report.filled, len(report.refused), report.unknown) == (1, 1, 1)
    assert [(e.translation, e.finished) for e in catalogue.entries] == [
        ("Ö&ffnen…", True), ("{pfad} geschrieben", False), ("", False)]
    assert len(incomplete(catalogue)) == 2


def test_a_translation_must_keep_placeholders_tags_accelerators_and_the_ellipsis():
    assert problems_of("&Save {name}…", "&Enregistrer {name}…") == []
    assert problems_of("%1 <b>x</b>", "<b>x</b> %1") == []
    assert problems_of("&Save", "Enregistrer") == ["'&' accelerator count differs"]
    assert problems_of("<b>{n}</b>", "{n}") == ["placeholders or tags differ"]
    assert problems_of("Open…", "Ouvrir") == ["ending '…' differs"]
    assert problems_of("Open", " ") == ["no translation"]
