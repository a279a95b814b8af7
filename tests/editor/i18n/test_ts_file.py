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


def test_a_count_is_a_numerus_message_read_from_tr_with_n_and_tr_noop_with_n():
    from editor.i18n_tools.extract import marked_in

    source = '''
tr("%n squad(s)", n=len(squads))
tr_noop("%n leader(s)", n=True)
tr("Open")
'''
    assert [(t, numerus) for _c, t, _l, numerus in marked_in(source)] == [
        ("%n squad(s)", True), ("%n leader(s)", True), ("Open", False)]


def test_plural_forms_survive_the_file_and_a_re_extraction(tmp_path):
    path = tmp_path / "vvs_ru.ts"
    forms = ["%n командир", "%n командира", "%n командиров"]
    write_ts(Catalogue("ru", [Entry("editor", "%n leader(s)", "", True, ["../a.py"], True, forms)]), path)
    assert 'numerus="yes"' in path.read_text(encoding="utf-8")
    again = read_ts(path)
    assert [(e.numerus, e.forms, e.finished) for e in again.entries] == [(True, forms, True)]
    kept = merged(again, "ru", [Message("editor", "%n leader(s)", [("a.py", 1)], numerus=True)])
    assert kept.entries[0].forms == forms and kept.entries[0].finished
    became_plain = merged(again, "ru", [Message("editor", "%n leader(s)", [("a.py", 1)])])
    assert not became_plain.entries[0].finished and not became_plain.entries[0].numerus
    fresh = tmp_path / "vvs_fr.ts"
    write_ts(Catalogue("fr", [Entry("editor", "%n turn(s)", numerus=True)]), fresh)
    assert fresh.read_text(encoding="utf-8").count("<numerusform") == 2  # French has two forms


def test_a_json_list_fills_the_plural_forms_and_a_wrong_count_stays_unfinished(tmp_path):
    catalogue = Catalogue("ru", [Entry("editor", "%n turn(s)", numerus=True), Entry("editor", "%n game(s)", numerus=True),
                                 Entry("editor", "%n unit(s)", numerus=True)])
    words = tmp_path / "fit-ru.json"
    words.write_text(json.dumps({"%n turn(s)": ["%n ход", "%n хода", "%n ходов"], "%n game(s)": ["%n партия", "%n партий"],
                                 "%n unit(s)": "%n подразделений"}), encoding="utf-8")
    report = import_json(catalogue, words)
    assert (report.filled, len(report.refused)) == (1, 2)
    assert [e.finished for e in catalogue.entries] == [True, False, False]
    assert any("2 plural forms, ru needs 3" in line for line in incomplete(catalogue))


def test_the_import_command_tells_the_language_from_any_part_of_the_file_name(tmp_path):
    from editor.i18n_tools.__main__ import _language_of

    assert [_language_of(tmp_path / name, None) for name in ("fr-v1.json", "fit-de.json", "vvs_es.json", "h-i18n-ru.json")] == [
        "fr", "de", "es", "ru"]


def test_english_takes_its_plural_from_the_source_and_russian_from_the_catalogue(qapp):
    from editor.i18n import install_language, tr

    assert [tr("%n leader(s)", n=n) for n in (1, 2)] == ["1 leader", "2 leaders"]
    assert tr("Starting %n worker process(es)…", n=3) == "Starting 3 worker processes…"
    assert install_language(qapp, "ru") == "ru"
    try:
        assert [tr("%n leader(s)", n=n) for n in (1, 3, 5, 11, 21, 24)] == [
            "1 командир", "3 командира", "5 командиров", "11 командиров", "21 командир", "24 командира"]
    finally:
        install_language(qapp, "en")
