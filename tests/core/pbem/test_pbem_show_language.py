"""`vvs pbem show` speaks the user's language: Settings > Language saved by the editor, else the locale
environment; its sentences come from the editor's catalogue (no Qt), `--json` stays English."""

from __future__ import annotations

import json

import pytest
from pbem_helpers import SAMPLES
from test_pbem_cli import Club

import editor.cli_language as cli_language
from core.texts import word
from core.userdirs import UserFolders
from editor.cli_language import chosen_language, core_language
from editor.i18n_tools.ts_file import Catalogue, Entry, write_ts

FRENCH = {
    ("core", "{side} to play (turn {turn}, {phase})"): "à jouer : {side} (tour {turn}, {phase})",
    ("core", "Movement Phase"): "phase de mouvement",
    ("core", "Command Phase"): "phase de commandement",
    ("core", "{title}: handed over by {side} {point} (hand-over {number}, {actions} actions)"):
        "{title} : main passée par {side} {point} (passage {number}, {actions} actions)",
    ("core", "at the challenge"): "lors du défi",
    ("core", "message: {message}"): "message : {message}",
    ("data", "axis"): "l'Axe",
    ("data", "allied"): "Alliés",
}


@pytest.mark.parametrize(("settings", "environ", "expected"), [
    ("[ui]\nlanguage=de\n", {"LANG": "fr_FR.UTF-8"}, "de"),  # the editor's choice wins
    ("[window]\ngeometry=@ByteArray(\\x1)\n", {"LANG": "fr_FR.UTF-8"}, "fr"),  # no choice: the system's
    ("", {"LANGUAGE": "ru:fr", "LANG": "fr_FR.UTF-8"}, "ru"),
    ("", {"LC_ALL": "C", "LANG": "es_ES.UTF-8"}, None),
    ("", {"LANG": "en_GB.UTF-8"}, None),
    ("[ui]\nlanguage=en\n", {"LANG": "fr_FR.UTF-8"}, None),
])
def test_the_language_is_the_editors_choice_else_the_systems(tmp_path, settings, environ, expected) -> None:
    folders = UserFolders(tmp_path)
    if settings:
        tmp_path.mkdir(exist_ok=True)
        (tmp_path / "settings.ini").write_text(settings)
    assert chosen_language(folders, environ) == expected


def test_the_real_catalogue_names_the_sides() -> None:
    language = core_language("de")
    assert language is not None and language.word(word("axis")) not in ("", "axis")


def test_show_prints_the_users_language_and_json_stays_english(tmp_path, monkeypatch, capsys) -> None:
    catalogue = tmp_path / "translations"
    catalogue.mkdir()
    write_ts(Catalogue("fr", [Entry(context, source, text, True) for (context, source), text in FRENCH.items()]),
             catalogue / "vvs_fr.ts")
    monkeypatch.setattr(cli_language, "TRANSLATIONS", catalogue)
    club = Club(tmp_path, monkeypatch)
    club.start(str(SAMPLES / "hedgerow-duel.json"))
    (tmp_path / "allied-user" / "settings.ini").write_text("[ui]\nlanguage=fr\n")
    capsys.readouterr()
    assert club.vvs("allied", "pbem", "show", club.files[0]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] in ("à jouer : l'Axe (tour 1, phase de mouvement)", "à jouer : l'Axe (tour 1, phase de commandement)")
    assert lines[1] == "Hedgerow Duel at Le Mesnil : main passée par Alliés lors du défi (passage 1, 0 actions)"
    assert lines[2] == "message : Good luck"
    assert club.vvs("allied", "pbem", "show", club.files[0], "--json") == 0
    info = json.loads(capsys.readouterr().out)
    assert info["point_words"] == "at the challenge" and info["next"] == "axis"
    monkeypatch.setenv("LANG", "C")
    assert club.vvs("axis", "pbem", "show", club.files[0]) == 0  # no choice, an English system
    assert capsys.readouterr().out.splitlines()[0].startswith("axis to play (turn 1, ")
