"""core.scenario.io: scenario files in one canonical form, checked, versioned and migrated.

Design, File formats: the scenario file has a `format` version so that older
files are migrated, never silently misread; every load validates against the
schema first and names the file, the JSON path and what is wrong. Reliability:
export then import gives back the same scenario, byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.jsonio import FileFormatError, dumps_canonical
from core.scenario import (
    BoardRef,
    FireSupport,
    Fortification,
    GeneratorInfo,
    Objective,
    Reinforcement,
    Scenario,
    ScenarioType,
    SideSetup,
    SmokeMarker,
    Stack,
    Unit,
    Victory,
)
from core.scenario import io as scenario_io
from core.scenario.io import dumps, from_dict, load, loads, migrate, save, to_dict

HALFTRACK = Unit(
    "a7", "us.m3_halftrack", facing=2,
    passengers=(Unit("a8", "us.rifle_squad", weapons=("us.bazooka",)), Unit("a9", "us.leader_2")),
    towed=Unit("a10", "us.m3_37mm"),
)

FULL = Scenario(
    title="Crossroads at Dom Bütgenbach",
    description="Two platoons hold the crossroads.\nThe Germans come at dawn.",
    boards=(BoardRef(2), BoardRef(5, rotated=True)),
    allied=SideSetup(
        "us", half_squads=True,
        stacks=(
            Stack("b2:C4", (Unit("a1", "us.rifle_squad", weapons=("us.m1919a6",)), Unit("a2", "us.leader_1"))),
            Stack("b2:E5", (HALFTRACK,)),
            Stack("b5:D3", (Unit("a3", "us.rifle_half_squad", pinned=True),), loose_weapons=("us.m2_mortar",)),
        ),
        reinforcements=(Reinforcement(3, "west", (Unit("a4", "us.m4a3e8"), Unit("a5", "us.rifle_squad"))),),
        expendables=(("us.grenades", 2),), smoke_factors=4,
        fire_support=FireSupport(light_barrage=1, heavy_barrage=0, air_strike=2), sniper=True,
    ),
    axis=SideSetup("ger", stacks=(Stack("b5:G6", (Unit("g1", "ger.pak40", facing=4),)),)),
    type=ScenarioType.OBJECTIVE, attacker="axis", first_player="axis", turns=8,
    ruleset="rules-2021", victory=Victory(objectives_required=1, play_all_turns=True),
    weather="snow", fog_of_war=True, dice_bias="strong_ai",
    fortifications=(Fortification("b5:G6", "bunker_wood", "axis", facing=4), Fortification("b5:H3", "minefield", "axis", hidden=True)),
    objectives=(Objective("b2:C4", "allied"), Objective("b2:F2", "allied")),
    smoke=(SmokeMarker("b2:D4", 2),),
    generator=GeneratorInfo(1234, (("nations", "us-ger"), ("size", "medium"))),
)

MINIMAL = Scenario("Skirmish", (BoardRef(1),), SideSetup("gb"), SideSetup("ger"))


# --- round trips ---------------------------------------------------------------


@pytest.mark.parametrize("scenario", [FULL, MINIMAL], ids=["full", "minimal"])
def test_model_to_dict_and_back_gives_the_same_model(scenario: Scenario) -> None:
    assert from_dict(to_dict(scenario)) == scenario


@pytest.mark.parametrize("scenario", [FULL, MINIMAL], ids=["full", "minimal"])
def test_bytes_to_model_to_bytes_is_byte_identical(scenario: Scenario) -> None:
    data = dumps(scenario).encode("utf-8")
    assert dumps(loads(data)).encode("utf-8") == data


def test_written_form_is_canonical_json() -> None:
    text = dumps(FULL)
    assert text == dumps_canonical(json.loads(text))
    assert text.endswith("}\n") and json.loads(text)["format"] == scenario_io.FORMAT


def test_save_then_load_gives_the_same_scenario_and_bytes(tmp_path: Path) -> None:
    path = tmp_path / "crossroads.json"
    save(path, FULL)
    assert load(path) == FULL
    first = path.read_bytes()
    save(path, load(path))
    assert path.read_bytes() == first


def test_defaults_left_out_of_a_hand_written_file_are_read_as_defaults() -> None:
    document = {
        "format": 1, "title": "Skirmish", "battlefield": {"boards": [{"board": 1}]}, "type": "elimination",
        "attacker": "allied", "first_player": "allied", "turns": 6,
        "sides": {"allied": {"nationality": "gb"}, "axis": {"nationality": "ger"}},
    }
    assert from_dict(document) == MINIMAL


# --- schema errors name the file and the JSON path -------------------------------


def _document(**changes: Any) -> dict[str, Any]:
    document = to_dict(FULL)
    document.update(changes)
    return document


def test_a_schema_error_names_the_file_and_the_json_path() -> None:
    data = dumps_canonical(_document(turns=0)).encode("utf-8")
    with pytest.raises(FileFormatError) as caught:
        loads(data, "crossroads.json")
    assert (caught.value.file, caught.value.json_path) == ("crossroads.json", "$.turns")
    assert str(caught.value).startswith("crossroads.json: $.turns: ")


def test_a_deep_schema_error_points_into_the_order_of_battle(tmp_path: Path) -> None:
    document = to_dict(FULL)
    document["sides"]["allied"]["stacks"][1]["units"][0]["facing"] = 6
    path = tmp_path / "bad facing.json"
    path.write_text(dumps_canonical(document), encoding="utf-8")
    with pytest.raises(FileFormatError) as caught:
        load(path)
    assert caught.value.file == "bad facing.json"
    assert caught.value.json_path == "$.sides.allied.stacks[1].units[0].facing"


def test_a_hex_name_without_its_board_is_refused_by_the_schema() -> None:
    document = to_dict(FULL)
    document["objectives"][0]["hex"] = "C4"
    with pytest.raises(FileFormatError) as caught:
        from_dict(document, "x.json")
    assert caught.value.json_path == "$.objectives[0].hex"


def test_text_that_is_not_json_is_refused_with_the_file_name() -> None:
    with pytest.raises(FileFormatError, match=r"^broken\.json: \$: not valid JSON"):
        loads(b'{"format": 1,', "broken.json")


# --- format versions and migrations ---------------------------------------------


def test_a_file_from_a_newer_program_is_refused_with_a_clear_message() -> None:
    data = dumps_canonical(_document(format=scenario_io.FORMAT + 1)).encode("utf-8")
    with pytest.raises(FileFormatError) as caught:
        loads(data, "future.json")
    assert caught.value.json_path == "$.format"
    assert "newer version of the program" in caught.value.message
    assert f"format {scenario_io.FORMAT + 1}" in caught.value.message


def _format_0(document: dict[str, Any]) -> dict[str, Any]:
    """A made-up format 0: the title was called `name` and there was no first player."""
    old = dict(document, format=0, name=document["title"])
    del old["title"], old["first_player"]
    return old


def _migrate_0_to_1(document: dict[str, Any]) -> dict[str, Any]:
    document["title"] = document.pop("name")
    document["first_player"] = document["attacker"]
    document["format"] = 1
    return document


def test_an_older_file_is_migrated_before_it_is_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scenario_io, "MIGRATIONS", {**scenario_io.MIGRATIONS, 0: _migrate_0_to_1})
    old = _format_0(to_dict(FULL))
    assert loads(dumps_canonical(old).encode("utf-8")) == FULL


def test_an_older_file_without_a_migration_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scenario_io, "MIGRATIONS", {})
    with pytest.raises(FileFormatError, match=r"old\.json: \$\.format: format 0 is too old"):
        loads(dumps_canonical(_format_0(to_dict(FULL))).encode("utf-8"), "old.json")


def test_migrations_run_one_after_another_up_to_the_current_format(monkeypatch: pytest.MonkeyPatch) -> None:
    steps: list[int] = []

    def step(version: int) -> Any:
        def run(document: dict[str, Any]) -> dict[str, Any]:
            steps.append(version)
            return dict(document, format=version + 1, history=document.get("history", []) + [version])
        return run

    monkeypatch.setattr(scenario_io, "FORMAT", 4)
    monkeypatch.setattr(scenario_io, "MIGRATIONS", {1: step(1), 2: step(2), 3: step(3)})
    migrated = migrate({"format": 2, "title": "t"})
    assert steps == [2, 3]
    assert migrated == {"format": 4, "title": "t", "history": [2, 3]}
    with pytest.raises(FileFormatError, match="newer version"):
        migrate({"format": 5})


def test_a_gap_in_the_migration_chain_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scenario_io, "FORMAT", 3)
    monkeypatch.setattr(scenario_io, "MIGRATIONS", {1: lambda d: dict(d, format=2)})
    with pytest.raises(FileFormatError, match="format 2 is too old"):
        migrate({"format": 1}, "gap.json")


def test_a_migration_that_does_not_advance_the_format_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scenario_io, "MIGRATIONS", {**scenario_io.MIGRATIONS, 0: lambda d: dict(d)})
    with pytest.raises(FileFormatError, match="did not produce format 1"):
        migrate({"format": 0})


def test_migration_leaves_the_callers_document_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scenario_io, "MIGRATIONS", {**scenario_io.MIGRATIONS, 0: _migrate_0_to_1})
    old = _format_0(to_dict(FULL))
    before = json.dumps(old, sort_keys=True)
    from_dict(old)
    assert json.dumps(old, sort_keys=True) == before


# --- random scenarios round trip byte for byte -----------------------------------
# Strategies are built once: hypothesis spends most of its time on building them otherwise.

BOARD_NUMBERS = [1, 2, 3, 12]
texts = st.text(st.characters(exclude_categories=["Cs"]), max_size=30)
unit_types = st.sampled_from(["us.rifle_squad", "us.leader_1", "ger.mg42", "ger.pziv_h", "us.m3_halftrack", "gb.6pdr"])
unit_ids = st.text("abcXYZ019_.-", min_size=1, max_size=12)
facings = st.none() | st.integers(0, 5)
sides_ids = st.sampled_from(["allied", "axis"])
hexes = st.builds(lambda b, c, r: f"b{b}:{c}{r}", st.sampled_from(BOARD_NUMBERS), st.sampled_from(["A", "C", "K", "AA"]), st.integers(1, 12))
weapon_lists = st.lists(unit_types, max_size=2).map(tuple)
riders = st.builds(Unit, unit_ids, unit_types, facings, weapon_lists, st.just(()), st.none(), st.booleans())
units = st.builds(Unit, unit_ids, unit_types, facings, weapon_lists, st.lists(riders, max_size=2).map(tuple), st.none() | riders, st.booleans())
stacks = st.builds(Stack, hexes, st.lists(units, min_size=1, max_size=3).map(tuple), st.lists(unit_types, max_size=1).map(tuple))
groups = st.builds(Reinforcement, st.integers(1, 9), st.sampled_from(["north", "east", "south", "west"]), st.lists(riders, min_size=1, max_size=2).map(tuple))


def sides(nations: list[str]) -> st.SearchStrategy[SideSetup]:
    return st.builds(
        SideSetup, st.sampled_from(nations), st.booleans(), st.lists(stacks, max_size=3).map(tuple),
        st.lists(groups, max_size=2).map(tuple), st.lists(st.tuples(unit_types, st.integers(1, 99)), max_size=2).map(tuple),
        st.integers(0, 99), st.builds(FireSupport, st.integers(0, 9), st.integers(0, 9), st.integers(0, 9)), st.booleans(),
    )


allied_sides, axis_sides = sides(["us", "gb", "sov"]), sides(["ger"])
generators = st.none() | st.builds(
    GeneratorInfo, st.integers(0, 2**40),
    st.dictionaries(st.text(max_size=8), st.none() | st.booleans() | st.integers(-5, 5) | texts, max_size=3).map(lambda d: tuple(sorted(d.items()))))
fortifications = st.builds(Fortification, hexes, st.sampled_from(["bunker_concrete", "sandbags", "minefield", "trench"]), sides_ids, facings, st.booleans())


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    boards = draw(st.lists(st.sampled_from(BOARD_NUMBERS), min_size=1, max_size=4, unique=True))
    return Scenario(
        title=draw(texts.filter(bool)), description=draw(texts),
        boards=tuple(BoardRef(b, draw(st.booleans())) for b in boards),
        allied=draw(allied_sides), axis=draw(axis_sides),
        type=draw(st.sampled_from(ScenarioType)), attacker=draw(sides_ids), first_player=draw(sides_ids),
        turns=draw(st.integers(1, 40)), ruleset=draw(st.sampled_from(["seeds", "rules-2021"])),
        victory=Victory(draw(st.none() | st.integers(1, 9)), draw(st.booleans()), draw(st.none() | st.integers(1, 9)),
                        tuple(draw(st.lists(hexes, max_size=3, unique=True)))),
        weather=draw(st.sampled_from(["clear", "overcast", "rain", "fog", "snow"])), fog_of_war=draw(st.booleans()),
        dice_bias=draw(st.sampled_from(["strong_ai", "ai", "none", "player", "strong_player"])),
        fortifications=tuple(draw(st.lists(fortifications, max_size=3))),
        objectives=tuple(draw(st.lists(st.builds(Objective, hexes, sides_ids), max_size=3))),
        smoke=tuple(draw(st.lists(st.builds(SmokeMarker, hexes, st.sampled_from([1, 2])), max_size=2))),
        generator=draw(generators),
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_random_scenarios_round_trip_byte_for_byte(scenario: Scenario) -> None:
    data = dumps(scenario).encode("utf-8")
    again = loads(data, "random.json")
    assert again == scenario
    assert dumps(again).encode("utf-8") == data
