"""`vvs pbem new --password` and `accept` with a password: from a file, the environment or the terminal's
prompt (never the command line), a wrong one refused in one line with exit 1 and nothing written."""

from __future__ import annotations

import getpass
import sys

from pbem_helpers import SAMPLES
from test_pbem_cli import Club

DUEL = str(SAMPLES / "hedgerow-duel.json")


def _files(club: Club) -> list[str]:
    return sorted(str(p) for p in club.root.rglob("*"))


def test_a_challenge_locked_by_a_password_file_is_accepted_by_the_one_who_knows_it(tmp_path, monkeypatch, capsys) -> None:
    club = Club(tmp_path, monkeypatch)
    secret = tmp_path / "password.txt"
    secret.write_text("rhino 44\n")
    challenge = club.out("allied")
    assert club.vvs("allied", "pbem", "new", DUEL, "--side", "allied", "--password-file", str(secret), "-o", challenge) == 0
    capsys.readouterr()
    before = _files(club)
    reply = str(tmp_path / "reply.vvsturn")
    monkeypatch.setenv("VVS_PBEM_PASSWORD", "rhino 45")
    assert club.vvs("axis", "pbem", "accept", challenge, "-o", reply) == 1
    error = capsys.readouterr().err
    assert error == f"vvs: {challenge}: refused: wrong password: this game's challenger set another one\n"
    assert _files(club) == before  # no reply, no record of the game
    monkeypatch.setenv("VVS_PBEM_PASSWORD", "rhino 44")
    assert club.vvs("axis", "pbem", "accept", challenge, "-o", reply) == 0
    monkeypatch.delenv("VVS_PBEM_PASSWORD")
    club.files += [challenge, reply]
    for _ in range(2):
        side = club.next_side(capsys)
        out = club.out(side)
        assert club.vvs(side, "pbem", "play", club.files[-1], "--player", "simple", "-o", out) == 0  # the key is kept
        club.files.append(out)
    assert club.vvs("axis", "pbem", "check", club.files[-1]) == 0


def test_the_password_is_asked_at_the_terminal_twice_and_never_echoed(tmp_path, monkeypatch, capsys) -> None:
    club = Club(tmp_path, monkeypatch)
    answers = iter(["rhino 44", "rhino 44", "rhino 44"])
    prompts: list[str] = []
    monkeypatch.setattr(getpass, "getpass", lambda prompt: prompts.append(prompt) or next(answers))
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    challenge = club.out("allied")
    assert club.vvs("allied", "pbem", "new", DUEL, "--side", "allied", "--password", "-o", challenge) == 0
    assert club.vvs("axis", "pbem", "accept", challenge, "-o", str(tmp_path / "reply.vvsturn")) == 0
    assert prompts == ["Password for this game: ", "The same password again: ", "This challenge has a password: "]
    assert "rhino" not in capsys.readouterr().out


def test_a_slip_in_the_repeated_password_writes_no_challenge(tmp_path, monkeypatch, capsys) -> None:
    club = Club(tmp_path, monkeypatch)
    answers = iter(["rhino 44", "rhino 4"])
    monkeypatch.setattr(getpass, "getpass", lambda prompt: next(answers))
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    assert club.vvs("allied", "pbem", "new", DUEL, "--side", "allied", "--password", "-o", club.out("allied")) == 2
    assert capsys.readouterr().err == "vvs: the two passwords differ: the challenge was not written\n"
    assert _files(club) == []


def test_a_locked_challenge_without_a_terminal_says_where_to_give_the_password(tmp_path, monkeypatch, capsys) -> None:
    club = Club(tmp_path, monkeypatch)
    monkeypatch.setenv("VVS_PBEM_PASSWORD", "rhino 44")
    challenge = club.out("allied")
    assert club.vvs("allied", "pbem", "new", DUEL, "--side", "allied", "--password", "-o", challenge) == 0
    monkeypatch.delenv("VVS_PBEM_PASSWORD")
    monkeypatch.setattr(sys.stdin, "isatty", lambda: False)
    capsys.readouterr()
    assert club.vvs("axis", "pbem", "accept", challenge, "-o", str(tmp_path / "reply.vvsturn")) == 2
    assert "give it with --password-file FILE or VVS_PBEM_PASSWORD" in capsys.readouterr().err
