"""`vvs pbem`: two players (two user folders) play whole games by scripts, and `check` tells good files from bad."""

from __future__ import annotations

import json

import pytest
from pbem_helpers import SAMPLES, custom_board_scenario, entries, write_entries

from editor.cli import main


class Club:
    """Two players, each running `vvs` with their own VVS_USER_DIR."""

    def __init__(self, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        self.root, self.monkeypatch = tmp_path, monkeypatch
        self.files: list[str] = []

    def vvs(self, side: str, *argv: str) -> int:
        self.monkeypatch.setenv("VVS_USER_DIR", str(self.root / f"{side}-user"))
        return main(list(argv))

    def out(self, side: str) -> str:
        return str(self.root / f"{len(self.files):03d}-{side}.vvsturn")

    def start(self, scenario: str, *options: str) -> None:
        out = self.out("allied")
        assert self.vvs("allied", "pbem", "new", scenario, "--side", "allied", "-m", "Good luck", "-o", out, *options) == 0
        self.files.append(out)
        out = self.out("axis")
        assert self.vvs("axis", "pbem", "accept", self.files[-1], "-m", "Accepted", "-o", out) == 0
        self.files.append(out)

    def next_side(self, capsys) -> str | None:  # type: ignore[no-untyped-def]
        capsys.readouterr()
        assert self.vvs("allied", "pbem", "show", self.files[-1], "--json") == 0
        return json.loads(capsys.readouterr().out)["next"]  # type: ignore[no-any-return]

    def play_out(self, capsys, player: str = "simple") -> None:  # type: ignore[no-untyped-def]
        while (side := self.next_side(capsys)) is not None:
            out = self.out(side)
            assert self.vvs(side, "pbem", "play", self.files[-1], "--as", side, "--player", player,
                            "-m", f"turn file {len(self.files)}", "-o", out) == 0
            self.files.append(out)
            assert len(self.files) < 300


@pytest.mark.heavy
@pytest.mark.parametrize("sample", ["hedgerow-duel.json", "breakout-cote-112.json", "saint-aubin-crossroads.json",
                                    "ford-at-le-gue.json", "caves-of-ras-el-kebir.json", "palms-of-red-beach.json"])
def test_a_whole_game_of_each_sample_is_played_by_script(tmp_path, monkeypatch, capsys, sample) -> None:
    club = Club(tmp_path, monkeypatch)
    club.start(str(SAMPLES / sample), "--fog" if sample.startswith("saint") else "--no-fog")
    club.play_out(capsys)
    capsys.readouterr()
    for side in ("allied", "axis"):
        assert club.vvs(side, "pbem", "check", club.files[-1]) == 0
    capsys.readouterr()
    assert club.vvs("axis", "pbem", "show", club.files[-1]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith("the game is over") and "message: turn file" in shown
    log = tmp_path / "game.json"
    assert club.vvs("axis", "pbem", "log", club.files[-1], "-o", str(log)) == 0
    capsys.readouterr()
    assert main(["replay", str(log), "--json"]) == 0  # the e-mail game is a game log the test run reads


@pytest.mark.heavy
def test_a_game_on_custom_boards_is_played_by_script(tmp_path, monkeypatch, capsys) -> None:
    club = Club(tmp_path, monkeypatch)
    club.start(str(custom_board_scenario(tmp_path / "scenario")))
    club.play_out(capsys, player="random")
    assert "board-42" in entries(club.files[-1])["log.json"]["boards"]


def test_show_tells_whose_turn_the_point_the_message_and_the_replay(tmp_path, monkeypatch, capsys) -> None:
    club = Club(tmp_path, monkeypatch)
    club.start(str(SAMPLES / "hedgerow-duel.json"))
    capsys.readouterr()
    assert club.vvs("allied", "pbem", "show", club.files[0]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("axis to play") and "at the challenge" in lines[1] and lines[2] == "message: Good luck"
    told = []
    for _ in range(4):
        side = club.next_side(capsys)
        out = club.out(side)
        assert club.vvs(side, "pbem", "play", club.files[-1], "--player", "ai:easy", "-m", "Take that", "-o", out) == 0
        club.files.append(out)
        capsys.readouterr()
        assert club.vvs(side, "pbem", "show", club.files[-1]) == 0
        told.append(capsys.readouterr().out)
    assert all("message: Take that" in text and "handed over by" in text for text in told)
    assert any("moved to" in text for text in told) and any("fired" in text for text in told)


def test_check_exits_1_on_a_tampered_file_and_2_on_no_turn_file(tmp_path, monkeypatch, capsys) -> None:
    club = Club(tmp_path, monkeypatch)
    club.start(str(SAMPLES / "hedgerow-duel.json"))
    side = club.next_side(capsys)
    out = club.out(side)
    assert club.vvs(side, "pbem", "play", club.files[-1], "--player", "simple", "-o", out) == 0
    assert club.vvs("axis", "pbem", "check", out) == 0
    files = entries(out)
    files["log.json"]["actions"][0]["reason"] = "edited"
    forged = tmp_path / "forged.vvsturn"
    write_entries(forged, files)
    capsys.readouterr()
    assert club.vvs("axis", "pbem", "check", str(forged)) == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "integrity chain is broken" in error
    not_a_turn = tmp_path / "notes.vvsturn"
    not_a_turn.write_text("hello")
    assert club.vvs("axis", "pbem", "check", str(not_a_turn)) == 2
    assert "not a usable turn file" in capsys.readouterr().err
    before = sorted(p.name for p in tmp_path.rglob("*"))
    assert club.vvs("axis", "pbem", "play", str(forged), "--player", "simple", "-o", str(tmp_path / "reply.vvsturn")) == 1
    assert sorted(p.name for p in tmp_path.rglob("*")) == before  # nothing written


def test_resigning_ends_the_game_for_both(tmp_path, monkeypatch, capsys) -> None:
    club = Club(tmp_path, monkeypatch)
    club.start(str(SAMPLES / "hedgerow-duel.json"))
    out = club.out("allied")
    assert club.vvs("allied", "pbem", "resign", club.files[-1], "-m", "Well played", "-o", out) == 0
    capsys.readouterr()
    assert club.vvs("axis", "pbem", "show", out) == 0
    text = capsys.readouterr().out
    assert text.startswith("allied resigned") and "message: Well played" in text
    assert club.vvs("axis", "pbem", "play", out, "--player", "simple", "-o", str(tmp_path / "r.vvsturn")) == 1
    assert "the game is over" in capsys.readouterr().err
