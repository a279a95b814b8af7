"""`vvs generate` (issue 6, point 6): a package `vvs validate` accepts, the settings and seed shown."""

import json

import pytest

from core.balance.summary import percent
from editor.cli import main
from generator.battle import generate_battle
from generator.expectation import MEASURED, PREDICTED
from generator.settings import Settings
from tests.generator.held_out_figures import CONSTANT_SHOWN, MODEL_SHOWN, use


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


def test_generate_writes_a_package_that_validate_accepts(tmp_path, capsys, monkeypatch):
    """The per-battle model does not beat a constant held out: the line gives the size's measured rate."""
    scores = use(monkeypatch, CONSTANT_SHOWN)
    target = tmp_path / "battle.zip"
    assert main(["generate", "--size", "small", "--allied", "gb", "--seed", "12", "-o", str(target)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("seed 12;") and "force ratio" in lines[1]
    small = scores.sizes["small"]
    assert lines[2] == (f"attacker win: {round(100 * small.share)}% ({round(100 * small.low)}-{round(100 * small.high)}%) "
                        f"measured on {small.games} held-out small battles, ai:normal both sides; the per-battle model "
                        f"does not beat that (brier {scores.brier_model:.3f} vs {scores.brier_constant:.3f}); "
                        "one battle can lie far from its size's rate (--measure plays this one)")
    assert main(["validate", str(target)]) == 0


def test_a_model_that_beats_the_constant_held_out_shows_its_own_figure_for_the_battle(tmp_path, capsys, monkeypatch):
    scores = use(monkeypatch, MODEL_SHOWN)
    assert main(["generate", "--size", "small", "--allied", "gb", "--seed", "12", "-o", str(tmp_path / "b.zip")]) == 0
    model = generate_battle(Settings(size="small", allied="gb"), 12).model_attacker_win
    assert capsys.readouterr().out.splitlines()[2] == (
        f"attacker win: {percent(model)}% predicted for this battle by the balance model, ai:normal both sides "
        f"(held-out brier {scores.brier_model:.3f} vs {scores.brier_constant:.3f}, constant guess second)")
    assert main(["generate", "--size", "small", "--allied", "gb", "--seed", "12", "-o", str(tmp_path / "c.zip"),
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["expectation_kind"], report["expected_attacker_win"]) == (PREDICTED, round(model, 3))
    assert report["expectation_interval"] is None and report["expectation_games"] is None


def test_json_prints_the_settings_actually_used_and_the_seed(tmp_path, capsys, monkeypatch):
    scores = use(monkeypatch, CONSTANT_SHOWN)
    target = tmp_path / "battle.zip"
    assert main(["generate", "--seed", "99", "--fog-of-war", "--dice-bias", "player", "-o", str(target), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["seed"] == 99 and report["generated"] is True
    assert "random" not in report["settings"].values()
    assert report["settings"]["fog_of_war"] is True and report["settings"]["dice_bias"] == "player"
    again = generate_battle(Settings.from_dict(report["settings"]), 99)
    measured = scores.sizes[again.settings.size]  # the model does not beat a constant held out: the size's rate
    assert report["expectation_kind"] == MEASURED
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


@pytest.mark.parametrize(("option", "environment", "said"), [
    (["--scheduler", "tcp://bad"], {}, "'tcp://bad' has no host and port"),
    (["--scheduler-file", "no-such-file.json"], {}, "cannot read the scheduler file"),
    ([], {"DASK_SCHEDULER_ADDRESS": "bogus"}, "DASK_SCHEDULER_ADDRESS: 'bogus' has no host and port"),
])
def test_a_place_to_measure_that_cannot_be_used_is_refused_before_anything_is_written(
        user_folder, tmp_path, capsys, monkeypatch, option, environment, said):
    """The Generated Scenario slot holds the user's last battle: a bad place for --measure keeps it."""
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(tmp_path)
    assert main(["generate", "--seed", "3", "--size", "small"]) == 0
    slot = user_folder / "Custom" / "Generated Scenario" / "scenario.json"
    before = slot.read_bytes()
    capsys.readouterr()
    assert main(["generate", "--seed", "4", "--size", "medium", "--measure", *option]) == 2
    out, err = capsys.readouterr()
    assert said in err and out == ""
    assert slot.read_bytes() == before
    assert main(["generate", "--seed", "4", "--measure", *option, "-o", str(tmp_path / "x.zip")]) == 2
    assert not (tmp_path / "x.zip").exists()


def test_ctrl_c_before_the_first_game_keeps_the_battles_own_figure(tmp_path, capsys, monkeypatch):
    """Nothing measured is no measurement: not "0% on 0 games" but the figure the battle showed,
    with a note; the exit code says the run was interrupted (130)."""
    import core.commands.balance

    scores = use(monkeypatch, CONSTANT_SHOWN)

    def interrupted_at_once(run, stop=None):
        raise KeyboardInterrupt  # the user's Ctrl+C, before the first game comes back
        yield

    monkeypatch.setattr(core.commands.balance, "games_of", interrupted_at_once)
    args = ["generate", "--size", "small", "--seed", "12", "-o", str(tmp_path / "b.zip"), "--measure", "--jobs", "1"]
    assert main(args) == 130
    small = scores.sizes["small"]
    assert capsys.readouterr().out.splitlines()[2] == (
        f"attacker win: {percent(small.share)}% ({percent(small.low)}-{percent(small.high)}%) measured on "
        f"{small.games} held-out small battles, ai:normal both sides; the per-battle model does not beat that "
        f"(brier {scores.brier_model:.3f} vs {scores.brier_constant:.3f}); one battle can lie far from its size's "
        "rate (--measure plays this one); measuring was interrupted before any game finished")
    assert main([*args, "--json"]) == 130
    report = json.loads(capsys.readouterr().out)
    assert (report["expectation_kind"], report["expected_attacker_win"]) == (MEASURED, round(small.share, 3))
    assert report["expectation_games"] == small.games
    assert report["expectation_note"] == "measuring was interrupted before any game finished"
