"""Generator settings (seed 004, "Scenario Generator Settings"): every one chosen or left random."""

import pytest

from generator.settings import RANDOM, Settings, SettingsError, check_seed


def test_random_settings_resolve_to_concrete_values_fixed_by_the_seed():
    resolved = Settings().resolve(12)
    assert resolved.resolved
    assert resolved == Settings().resolve(12)
    assert RANDOM not in resolved.to_dict().values()


def test_chosen_settings_are_kept_when_the_rest_is_resolved():
    resolved = Settings(size="large", allied="gb").resolve(3)
    assert (resolved.size, resolved.allied) == ("large", "gb")


def test_resolving_resolved_settings_changes_nothing():
    resolved = Settings().resolve(99)
    assert resolved.resolve(99) == resolved


def test_over_many_seeds_every_choice_comes_up():
    sizes = {Settings().resolve(seed).size for seed in range(60)}
    nations = {Settings().resolve(seed).allied for seed in range(60)}
    assert sizes == {"small", "medium", "large"} and nations == {"us", "gb", "sov"}


def test_the_axis_side_is_always_german_and_the_allied_side_any_allied_nation():
    settings = Settings(allied="sov", attacker="axis").resolve(1)
    assert settings.nation_of("axis") == "ger" and settings.nation_of("allied") == "sov"
    assert settings.defender == "allied"
    with pytest.raises(SettingsError, match="allied"):
        Settings(allied="ger")


@pytest.mark.parametrize("changes", [{"size": "huge"}, {"role": "armor"}, {"dice_bias": "lots"},
                                     {"scenario_type": "raid"}, {"fog_of_war": "yes"}])
def test_unknown_values_are_refused_with_the_setting_named(changes):
    with pytest.raises(SettingsError, match=next(iter(changes))):
        Settings(**changes)


def test_settings_round_trip_through_a_dict_and_refuse_unknown_keys():
    settings = Settings(size="small", fog_of_war=True, dice_bias="ai")
    assert Settings.from_dict(settings.to_dict()) == settings
    with pytest.raises(SettingsError, match="colour"):
        Settings.from_dict({"colour": "red"})


@pytest.mark.parametrize("seed", [-1, 1.5, True, 2**63])
def test_bad_seeds_are_refused(seed):
    with pytest.raises(SettingsError):
        check_seed(seed)
