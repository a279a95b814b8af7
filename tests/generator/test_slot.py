"""The one "Generated Scenario" slot, overwritten each time, and "save as" to keep one (seed 004)."""

import pytest

from core.scenario.io import load
from core.userdirs import UserFolders
from generator import (
    GENERATED_NAME,
    Settings,
    generate,
    save_generated_as,
    store_generated,
)
from generator.slot import NoGeneratedScenarioError, new_seed


@pytest.fixture
def folders(tmp_path):
    return UserFolders(tmp_path / "user")


def test_a_new_battle_replaces_the_last_one(folders):
    first = store_generated(generate(Settings(size="small"), 1), folders)
    second = store_generated(generate(Settings(size="small"), 2), folders)
    assert first == second == folders.custom / GENERATED_NAME / "scenario.json"
    assert load(second).generator.seed == 2
    assert [p.name for p in folders.custom.iterdir()] == [GENERATED_NAME]


def test_the_slot_is_listed_like_any_custom_scenario(folders):
    scenario = generate(Settings(size="small"), 4)
    store_generated(scenario, folders)
    assert [(e.name, e.title) for e in folders.list_scenarios()] == [(GENERATED_NAME, scenario.title)]


def test_save_as_keeps_a_copy_that_the_next_battle_does_not_touch(folders):
    store_generated(generate(Settings(size="small"), 5), folders)
    kept = save_generated_as("My battle", folders)
    again = save_generated_as("My battle", folders)
    store_generated(generate(Settings(size="small"), 6), folders)
    assert kept.parent.name == "My battle" and again.parent.name == "My battle (2)"
    assert load(kept).generator.seed == 5


def test_save_as_cannot_take_the_slots_own_name(folders):
    store_generated(generate(Settings(size="small"), 5), folders)
    assert save_generated_as(GENERATED_NAME, folders).parent.name == f"{GENERATED_NAME} (2)"


def test_save_as_needs_a_generated_battle(folders):
    with pytest.raises(NoGeneratedScenarioError):
        save_generated_as("nothing", folders)


def test_new_seeds_are_whole_numbers_that_vary():
    seeds = {new_seed() for _ in range(10)}
    assert len(seeds) > 1 and all(isinstance(s, int) and s >= 0 for s in seeds)


def test_the_slot_never_replaces_a_scenario_the_generator_did_not_make(tmp_path, monkeypatch):
    """A user's own scenario stored as "Generated Scenario" is kept under a free name."""
    from core.package import build_package
    from core.userdirs import ENV_VAR, GENERATED_SLOT, UserFolders
    from generator.battle import generate_battle
    from generator.settings import Settings
    from generator.slot import store_generated

    monkeypatch.setenv(ENV_VAR, str(tmp_path / "user"))
    folders = UserFolders.default()
    handmade = folders.custom / GENERATED_SLOT
    handmade.mkdir(parents=True)
    (handmade / "scenario.json").write_text('{"title": "My own battle"}')
    store_generated(generate_battle(Settings(size="small"), 5).scenario, folders)
    kept = folders.custom / f"{GENERATED_SLOT} (2)" / "scenario.json"
    assert kept.read_text() == '{"title": "My own battle"}'
    assert build_package  # the import side: a package titled like the slot never lands in it
    package = tmp_path / "Generated Scenario.zip"
    package.write_bytes(build_package({"title": GENERATED_SLOT, "turns": 3}))
    outcome = folders.import_package_file(package, lambda s: None, lambda b: None, remove_source=False)
    assert outcome.ok and outcome.stored is not None and outcome.stored.name != GENERATED_SLOT
