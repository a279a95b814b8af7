"""`vvs generate` (issue 6, point 6): a package `vvs validate` accepts, the settings and seed shown."""

import json

import pytest

from editor.cli import main
from generator.battle import generate_battle
from generator.expectation import held_out
from generator.settings import Settings


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


def test_generate_writes_a_package_that_validate_accepts(tmp_path, capsys):
    target = tmp_path / "battle.zip"
    assert main(["generate", "--size", "small", "--allied", "gb", "--seed", "12", "-o", str(target)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("seed 12;") and "force ratio" in lines[1]
    small, scores = held_out().sizes["small"], held_out()
    assert lines[2] == (f"attacker win: {round(100 * small.share)}% ({round(100 * small.low)}-{round(100 * small.high)}%) "
                        f"measured on {small.games} held-out small battles, ai:normal both sides; the per-battle model "
                        f"does not beat that (brier {scores.brier_model:.3f} vs {scores.brier_constant:.3f}); "
                        "one battle can lie far from its size's rate (--measure plays this one)")
    assert main(["validate", str(target)]) == 0


def test_json_prints_the_settings_actually_used_and_the_seed(tmp_path, capsys):
    target = tmp_path / "battle.zip"
    assert main(["generate", "--seed", "99", "--fog-of-war", "--dice-bias", "player", "-o", str(target), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["seed"] == 99 and report["generated"] is True
    assert "random" not in report["settings"].values()
    assert report["settings"]["fog_of_war"] is True and report["settings"]["dice_bias"] == "player"
    again = generate_battle(Settings.from_dict(report["settings"]), 99)
    measured = held_out().sizes[again.settings.size]  # the model does not beat a constant held out: the size's rate
    assert report["expectation_kind"] == "measured for this size"
    assert report["expected_attacker_win"] == round(measured.share, 3)
    assert report["expectation_interval"] == [round(measured.low, 4), round(measured.high, 4)]
    assert report["expectation_games"] == measured.games
    assert report["force_ratio"] == round(again.ratio, 3)


def test_the_same_options_and_seed_write_the_same_bytes(tmp_path):
    first, second = tmp_path / "a.zip", tmp_path / "b.zip"
    for path in (first, second):
        assert main(["generate", "--size", "medium", "--seed", "5", "-o", str(path)]) == 0
    assert first.read_bytes() == second.read_bytes()


def test_without_an_output_the_battle_goes_to_the_generated_scenario_slot(user_folder, capsys):
    assert main(["generate", "--seed", "3"]) == 0
    assert (user_folder / "Custom" / "Generated Scenario" / "scenario.json").is_file()
    assert main(["list", "--json"]) == 0
    capsys.readouterr()


def test_without_a_seed_a_new_one_is_drawn_and_shown(tmp_path, capsys):
    assert main(["generate", "-o", str(tmp_path / "x.zip"), "--json"]) == 0
    assert isinstance(json.loads(capsys.readouterr().out)["seed"], int)


def test_bad_options_are_refused(capsys):
    assert main(["generate", "--size", "huge"]) == 2
    assert main(["generate", "--seed", "-4"]) == 2
    assert "seed" in capsys.readouterr().err
    assert main(["generate", "--jobs", "2"]) == 2  # the runner's options belong to --measure
    assert "go with --measure" in capsys.readouterr().err
