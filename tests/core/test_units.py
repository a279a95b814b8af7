"""The unit catalogue: the rulebook's worked examples hold with its values.

Section numbers are those of the rulebook (seed 001) unless the PC manual
(seed 004) is named.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from core.resources import data_path, load_schema
from core.units import (
    Afv,
    Gun,
    Infantry,
    Kind,
    Leader,
    Letter,
    Mount,
    Nationality,
    SupportWeapon,
    SupportWeaponType,
    TransportClass,
    UnitCatalogue,
    UnitCatalogueError,
    UnknownEditionError,
    UnknownFrontError,
    UnknownUnitError,
    Vehicle,
    WeaponCategory,
    WeaponFlag,
    default_catalogue,
    point_value,
)

NATIONS = list(Nationality)


@pytest.fixture(scope="module")
def units() -> UnitCatalogue:
    return default_catalogue()


def get(units: UnitCatalogue, unit_id: str, cls: type) -> Any:
    unit = units.get(unit_id)
    assert isinstance(unit, cls)
    return unit


def elimination_number(atfp: Letter, armor: Letter) -> int:
    """The Armor Elimination Chart's closed form (shared/data/README.md)."""
    return 7 + 2 * (atfp - armor)


# --------------------------------------------------------------------------- the file


def test_shipped_file_matches_its_schema() -> None:
    schema = load_schema("units.schema.json")
    Draft202012Validator.check_schema(schema)
    document = json.loads(data_path("units.json").read_text(encoding="utf-8"))
    assert list(Draft202012Validator(schema).iter_errors(document)) == []


def test_catalogue_is_loaded_once(units: UnitCatalogue) -> None:
    assert default_catalogue() is units
    assert units.edition == "seeds" == units.default_edition


def test_every_source_says_where_its_numbers_come_from(units: UnitCatalogue) -> None:
    pattern = re.compile(r"seed:00[14] \S.*|rules-2021( \S.*)?|designed: \S.{10,}")
    for unit in units:
        for source in [unit.source, *(s for _, s in unit.field_sources)]:
            assert pattern.fullmatch(source), (unit.id, source)


# --------------------------------------------------------------------------- worked examples


def test_ap_combat_example_german_stack_totals_12(units: UnitCatalogue) -> None:
    """§14.5 example: two Panzer Grenadier squads 4 + 4, MG 3, leader 1 = 12; leader -1."""
    squad = get(units, "ger.panzergrenadier_squad", Infantry)
    mg = get(units, "ger.mg34", SupportWeapon)
    leader = get(units, "ger.leader_1", Leader)
    assert squad.apfp + squad.apfp + mg.apfp + leader.apfp == 12
    assert leader.modifier == -1
    assert get(units, "ger.rifle_squad", Infantry).apfp == 4


def test_ap_combat_example_american_return_fire_totals_6(units: UnitCatalogue) -> None:
    """§14.5 example: half squad 2, LMG 3, leader 1 = 6, leader -1 on the roll."""
    half = get(units, "us.rifle_half_squad", Infantry)
    lmg = get(units, "us.m1919a6", SupportWeapon)
    leader = get(units, "us.leader_1", Leader)
    assert half.apfp + lmg.apfp + leader.apfp == 6
    assert leader.modifier == -1
    assert lmg.sw_type is SupportWeaponType.LIGHT  # a half squad adds only an L weapon (12.3)


def test_ap_combat_example_reducing_a_us_squad_costs_2(units: UnitCatalogue) -> None:
    """§14.5 example: the US squad is reduced to a half squad 'for two points'."""
    squad = get(units, "us.rifle_squad", Infantry)
    assert squad.casualty - units.half_squad_of(squad).casualty == 2


def test_casualty_example_british_4_6_4_to_2_6_2(units: UnitCatalogue) -> None:
    """§14.61 and seed 004 casualty allocation: a 4-6-4 rifle squad reduced to its
    2-6-2 half squad fulfils two Casualty Points."""
    squad = get(units, "gb.rifle_squad", Infantry)
    half = units.half_squad_of(squad)
    assert (squad.stats, half.stats) == ("4-6-4", "2-6-2")
    assert squad.casualty - half.casualty == 2
    assert get(units, "gb.paratrooper_squad", Infantry).stats == "5-5-6"


def test_fire_lane_example_m4a3e8_weapons(units: UnitCatalogue) -> None:
    """§13.9/§14.4 example: Gun 12 turreted; Gun + 360° MG = 16; all three in the FFA = 19."""
    tank = get(units, "us.m4a3e8", Afv)
    assert tank.gun is not None and tank.gun.apfp == 12 and tank.turreted
    all_round = [mg.apfp for mg in tank.mgs if mg.mount is Mount.ALL_ROUND]
    forward = [mg.apfp for mg in tank.mgs if mg.mount is Mount.FORWARD]
    assert (all_round, forward) == ([4], [3])
    assert tank.gun.apfp + sum(all_round) == 16
    assert tank.gun.apfp + sum(all_round) + sum(forward) == 19


def test_anti_tank_example_m4a3e8_kills_tiger_from_the_rear(units: UnitCatalogue) -> None:
    """§16 example: ATFP D against the Tiger's rear armor C gives Elimination Number 9."""
    tank = get(units, "us.m4a3e8", Afv)
    tiger = get(units, "ger.tiger_i", Afv)
    assert tank.gun is not None and tank.gun.atfp is Letter.D
    assert tiger.armor.rear is Letter.C
    assert elimination_number(tank.gun.atfp, tiger.armor.rear) == 9


def test_overrun_example_m4a3e8(units: UnitCatalogue) -> None:
    """§17 example: 10 MP pays the 7-MP overrun; 19 APFP doubles to 38; the Panzerfaust
    (ATFP D, fired at the adjacent tank) against front armor D gives 7."""
    tank = get(units, "us.m4a3e8", Afv)
    faust = get(units, "ger.panzerfaust", SupportWeapon)
    assert tank.movement_points == 10 >= 1 + 1 + 2 + 2 + 1
    assert tank.gun is not None
    assert 2 * (tank.gun.apfp + sum(mg.apfp for mg in tank.mgs)) == 38
    assert tank.armor.front is Letter.D and faust.atfp is Letter.D
    assert elimination_number(faust.atfp, tank.armor.front) == 7


def test_overrun_example_german_squad_casualties(units: UnitCatalogue) -> None:
    """§17 example: eliminating a squad covers five CP, reducing the other covers three."""
    for squad_id in ("ger.rifle_squad", "ger.panzergrenadier_squad"):
        squad = get(units, squad_id, Infantry)
        assert squad.casualty == 5
        assert squad.casualty - units.half_squad_of(squad).casualty == 3


def test_close_assault_example(units: UnitCatalogue) -> None:
    """§15 example: grenades modify the roll by -1; one squad eliminated and one
    pinned cover six Casualty Points."""
    assert get(units, "ger.grenades", SupportWeapon).roll_modifier == -1
    assert get(units, "ger.panzergrenadier_squad", Infantry).casualty + 1 == 6


def test_panzerfaust_is_adjacent_only_and_not_anti_personnel(units: UnitCatalogue) -> None:
    """§12.51: Panzerfausts and AT grenades attack only adjacent AFVs, vehicles, Guns."""
    for weapon in units.filter(kind=Kind.SUPPORT_WEAPON):
        assert isinstance(weapon, SupportWeapon)
        if weapon.category in (WeaponCategory.PANZERFAUST, WeaponCategory.AT_GRENADES):
            assert weapon.has(WeaponFlag.ADJACENT_ONLY) and weapon.range == 1
            assert weapon.apfp is None and weapon.atfp is not None


def test_grenades_and_satchel_charges(units: UnitCatalogue) -> None:
    """§12.52-12.53: adjacent only, no AT use; grenades -1, satchel charges add APFP."""
    for weapon in units.filter(kind=Kind.SUPPORT_WEAPON):
        assert isinstance(weapon, SupportWeapon)
        if weapon.category is WeaponCategory.GRENADES:
            assert weapon.roll_modifier == -1 and weapon.apfp is None
        if weapon.category is WeaponCategory.SATCHEL_CHARGE:
            assert weapon.apfp and weapon.roll_modifier is None
        if weapon.category in (WeaponCategory.GRENADES, WeaponCategory.SATCHEL_CHARGE):
            assert weapon.atfp is None and weapon.has(WeaponFlag.ADJACENT_ONLY)


def test_at_grenades_hit_rear_armor_and_flamethrowers_reach_one_hex(units: UnitCatalogue) -> None:
    """Seed 004: AT grenades range 1 against rear armor; flamethrowers range 1."""
    for weapon in units.filter(kind=Kind.SUPPORT_WEAPON):
        assert isinstance(weapon, SupportWeapon)
        if weapon.category is WeaponCategory.AT_GRENADES:
            assert weapon.has(WeaponFlag.REAR_ARMOR)
        if weapon.category is WeaponCategory.FLAMETHROWER:
            assert weapon.range == 1 and weapon.has(WeaponFlag.FLAMETHROWER)


SW_TYPES = {
    SupportWeaponType.LIGHT: {WeaponCategory.LMG, WeaponCategory.BAZOOKA, WeaponCategory.PIAT,
                              WeaponCategory.PANZERSCHRECK, WeaponCategory.AT_RIFLE,
                              WeaponCategory.FLAMETHROWER},
    SupportWeaponType.HEAVY: {WeaponCategory.MMG, WeaponCategory.HMG, WeaponCategory.MORTAR},
    SupportWeaponType.EXPENDABLE: {WeaponCategory.PANZERFAUST, WeaponCategory.GRENADES,
                                   WeaponCategory.SATCHEL_CHARGE, WeaponCategory.AT_GRENADES},
}


def test_support_weapon_types_follow_12_1(units: UnitCatalogue) -> None:
    """§12.1: LMGs, AT weapons, flamethrowers L; MMGs, HMGs, light mortars H;
    Panzerfausts, grenades, satchel charges X. Mortars: minimum range 2 (12.65)."""
    for weapon in units.filter(kind=Kind.SUPPORT_WEAPON):
        assert isinstance(weapon, SupportWeapon)
        assert weapon.category in SW_TYPES[weapon.sw_type], weapon.id
        is_mortar = weapon.category is WeaponCategory.MORTAR
        assert weapon.has(WeaponFlag.MORTAR) == is_mortar
        assert (weapon.min_range == 2) == is_mortar
        is_mg = weapon.category in (WeaponCategory.LMG, WeaponCategory.MMG, WeaponCategory.HMG)
        assert weapon.has(WeaponFlag.MACHINE_GUN) == is_mg


# --------------------------------------------------------------------------- point values


def test_point_formula_reproduces_seed_004_examples(units: UnitCatalogue) -> None:
    """Seed 004 casualty allocation: British 4-6-4 rifle squad 9, 5-5-6 paratroopers 14."""
    assert point_value(units.get("gb.rifle_squad")) == 9
    assert point_value(units.get("gb.paratrooper_squad")) == 14


def test_every_unit_has_a_positive_integer_value(units: UnitCatalogue) -> None:
    for edition in units.editions:
        for unit in units.for_edition(edition):
            value = point_value(unit)
            assert isinstance(value, int) and value > 0, unit.id


def test_point_values_order_like_the_units(units: UnitCatalogue) -> None:
    """Better stats never cost less: a half squad under its squad, a -3 leader over a -1."""
    for squad in units.filter(kind=Kind.SQUAD):
        assert isinstance(squad, Infantry)
        assert point_value(units.half_squad_of(squad)) < point_value(squad)
    for nation in NATIONS:
        values = [point_value(units.get(f"{nation.value}.leader_{n}")) for n in (1, 2, 3)]
        assert values == sorted(set(values))
    assert point_value(units.get("ger.tiger_i")) > point_value(units.get("ger.pziv_h"))


def test_point_values_are_not_stored(tmp_path: Path) -> None:
    document = json.loads(data_path("units.json").read_text(encoding="utf-8"))
    document["units"][0]["points"] = 9
    broken = tmp_path / "units.json"
    broken.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(UnitCatalogueError, match=r"\$\.units\[0\].*points"):
        UnitCatalogue.load(broken)


# --------------------------------------------------------------------------- catalogue contents


def test_every_squad_has_a_half_squad_of_its_own_type(units: UnitCatalogue) -> None:
    """§13.10: a squad reduces or splits into half squads of the same type."""
    squads = units.filter(kind=Kind.SQUAD)
    assert len(squads) >= 16
    for squad in squads:
        assert isinstance(squad, Infantry)
        half = units.half_squad_of(squad)
        assert half.kind is Kind.HALF_SQUAD
        assert (half.nationality, half.infantry_class, half.elite) == (
            squad.nationality, squad.infantry_class, squad.elite)
        assert half.apfp < squad.apfp and half.casualty < squad.casualty


@pytest.mark.parametrize("nation", NATIONS)
def test_each_nation_has_regular_elite_and_airborne_squads(units: UnitCatalogue,
                                                           nation: Nationality) -> None:
    squads = units.filter(nationality=nation, kind="squad")
    classes = {squad.infantry_class.value for squad in squads if isinstance(squad, Infantry)}
    assert classes == {"regular", "elite", "airborne"}


@pytest.mark.parametrize("nation", NATIONS)
def test_each_nation_has_leaders_minus_1_to_minus_3(units: UnitCatalogue,
                                                    nation: Nationality) -> None:
    modifiers = {leader.modifier for leader in units.filter(nationality=nation, kind="leader")
                 if isinstance(leader, Leader)}
    assert {-1, -2, -3} <= modifiers


@pytest.mark.parametrize("nation", NATIONS)
def test_each_nation_has_six_afvs_of_several_types(units: UnitCatalogue,
                                                   nation: Nationality) -> None:
    afvs = [unit for unit in units.filter(nationality=nation, kind="afv") if isinstance(unit, Afv)]
    assert len(afvs) >= 6
    types = {afv.afv_type.value for afv in afvs}
    assert "tank" in types and types & {"tank_destroyer", "assault_gun"}
    assert types & {"halftrack", "armored_car", "carrier"}


@pytest.mark.parametrize("nation", NATIONS)
def test_each_nation_has_guns_and_soft_vehicles(units: UnitCatalogue,
                                               nation: Nationality) -> None:
    guns = [gun for gun in units.filter(nationality=nation, kind="gun") if isinstance(gun, Gun)]
    assert len(guns) >= 4 and any(gun.gun_type.value == "at" for gun in guns)
    soft = units.filter(nationality=nation, kind="vehicle")
    vehicles = [vehicle for vehicle in soft if isinstance(vehicle, Vehicle)]
    assert any(v.transport is TransportClass.TH for v in vehicles)  # jeep-like
    assert any(v.transport is TransportClass.T2 and v.can_tow for v in vehicles)  # truck


def test_german_guns_include_at_infantry_and_flak(units: UnitCatalogue) -> None:
    types = {gun.gun_type.value for gun in units.filter(nationality="ger", kind="gun")
             if isinstance(gun, Gun)}
    assert {"at", "infantry", "flak"} <= types


def test_required_support_weapons_exist(units: UnitCatalogue) -> None:
    categories = {weapon.category for weapon in units.filter(kind=Kind.SUPPORT_WEAPON)
                  if isinstance(weapon, SupportWeapon)}
    assert categories >= set(WeaponCategory) - {WeaponCategory.AT_RIFLE}


def test_guns_large_means_zero_movement_points(units: UnitCatalogue) -> None:
    """§1.15/§6.32: large Guns have 0 MP; others move one hex. Guns have no range limit (1.23)."""
    for gun in units.filter(kind=Kind.GUN):
        assert isinstance(gun, Gun)
        assert gun.movement_points in (0, 1) and gun.large == (gun.movement_points == 0)
        assert gun.range is None


def test_transport_classes(units: UnitCatalogue) -> None:
    """§8.21: T2 carries two squads, two leaders, two weapons; TH a half squad, a leader,
    a weapon and may not tow a large Gun."""
    assert (TransportClass.T2.half_squads, TransportClass.T2.leaders,
            TransportClass.T2.support_weapons) == (4, 2, 2)
    assert (TransportClass.TH.half_squads, TransportClass.TH.leaders) == (1, 1)
    assert not TransportClass.TH.tows_large_guns and TransportClass.T1.tows_large_guns
    for unit in [*units.filter(kind=Kind.AFV), *units.filter(kind=Kind.VEHICLE)]:
        assert isinstance(unit, (Afv, Vehicle))
        assert unit.transport is None or isinstance(unit.transport, TransportClass)
        if unit.can_tow:
            assert unit.transport is not None, unit.id


# --------------------------------------------------------------------------- editions


def test_2021_edition_armor_letters(units: UnitCatalogue) -> None:
    """Data README: rules-2021 gives the M4A3E8 armor E/C and the Tiger I E/D;
    the default (seeds') edition keeps the worked examples' D front and C rear."""
    newer = units.for_edition("rules-2021")
    e8, tiger = get(newer, "us.m4a3e8", Afv), get(newer, "ger.tiger_i", Afv)
    assert (e8.armor.front, e8.armor.rear) == (Letter.E, Letter.C)
    assert (tiger.armor.front, tiger.armor.rear) == (Letter.E, Letter.D)
    assert e8.source_of("armor.front") == "rules-2021"
    assert get(units, "us.m4a3e8", Afv).armor.front is Letter.D
    assert get(units, "ger.tiger_i", Afv).armor.rear is Letter.C
    assert units.for_edition("rules-2021") is newer
    assert newer.for_edition("seeds") is units


RULES_2021 = [
    ("ger.rifle_squad", {"apfp": 4, "range": 6, "casualty": 5}),
    ("ger.leader_1", {"modifier": -1, "apfp": 1, "range": 3, "casualty": 1}),
    ("ger.mg34", {"apfp": 3, "range": 6, "sw_type": SupportWeaponType.LIGHT}),
    ("ger.grw36", {"sw_type": SupportWeaponType.HEAVY, "apfp": 5, "range": 6, "min_range": 2,
                   "atfp": Letter.A}),
    ("us.rifle_squad", {"apfp": 5, "range": 6, "casualty": 4}),
    ("us.rifle_half_squad", {"apfp": 2, "range": 6, "casualty": 2}),
    ("us.paratrooper_half_squad", {"apfp": 2, "range": 6, "casualty": 3, "elite": True}),
    ("us.m1919a6", {"sw_type": SupportWeaponType.LIGHT, "apfp": 3, "range": 6}),
    ("us.jeep", {"casualty": 3, "transport": TransportClass.TH, "can_tow": True,
                 "movement_points": 16}),
    ("us.m3_halftrack", {"transport": TransportClass.T1, "can_tow": True, "movement_points": 14}),
    ("us.truck", {"casualty": 4, "transport": TransportClass.T2, "can_tow": True,
                  "movement_points": 14}),
    ("gb.leader_1", {"modifier": -1, "apfp": 1, "range": 3, "casualty": 1}),
    ("gb.bren", {"sw_type": SupportWeaponType.LIGHT, "apfp": 3, "range": 6}),
    ("gb.6pdr", {"atfp": Letter.C, "apfp": 5, "gun_shield": True, "casualty": 3,
                 "movement_points": 1}),
]


@pytest.mark.parametrize("edition", ["seeds", "rules-2021"])
@pytest.mark.parametrize(("unit_id", "values"), RULES_2021)
def test_rules_2021_values_hold_where_no_seed_contradicts(
        units: UnitCatalogue, edition: str, unit_id: str, values: dict[str, Any]) -> None:
    unit = units.for_edition(edition).get(unit_id)
    assert {field: getattr(unit, field) for field in values} == values


def test_rules_2021_vehicle_weapons(units: UnitCatalogue) -> None:
    newer = units.for_edition("rules-2021")
    tiger = get(newer, "ger.tiger_i", Afv)
    assert tiger.gun is not None and (tiger.gun.atfp, tiger.gun.apfp) == (Letter.E, 14)
    assert tiger.turreted and tiger.movement_points == 10
    assert [(mg.apfp, mg.mount) for mg in tiger.mgs] == [(4, Mount.ALL_ROUND), (3, Mount.FORWARD)]
    for unit_id in ("us.jeep", "us.m3_halftrack"):
        unit = newer.get(unit_id)
        assert isinstance(unit, (Afv, Vehicle))
        assert [(mg.apfp, mg.mount) for mg in unit.mgs] == [(4, Mount.ALL_ROUND)]
    halftrack = get(newer, "us.m3_halftrack", Afv)
    assert (halftrack.armor.front, halftrack.armor.rear) == (Letter.A, Letter.A)


def test_unknown_edition_is_refused(units: UnitCatalogue) -> None:
    with pytest.raises(UnknownEditionError, match="rules-1999"):
        units.for_edition("rules-1999")


# --------------------------------------------------------------------------- lookups


def test_lookup_and_filters(units: UnitCatalogue) -> None:
    assert units["sov.t34_85"].name == "T-34-85"
    assert "gb.piat" in units and "gb.panzerfaust" not in units
    with pytest.raises(UnknownUnitError, match="us.tiger"):
        units.get("us.tiger")
    assert not units.filter(nationality="sov", front="normandy-1944")
    assert units.get("ger.hetzer") not in units.filter(front="normandy-1944")
    assert units.get("ger.hetzer") in units.filter(front="eastern-front-1944", year=1944)
    assert units.get("gb.firefly") not in units.filter(year=1943)
    assert len(units.filter(nationality=Nationality.US, kind=Kind.AFV)) >= 6
    with pytest.raises(UnknownFrontError, match="pacific-1944"):
        units.filter(front="pacific-1944")


# --------------------------------------------------------------------------- bad files


def _write_broken(tmp_path: Path, change: Any) -> Path:
    document = json.loads(data_path("units.json").read_text(encoding="utf-8"))
    change(document)
    path = tmp_path / "units.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _unit(document: dict[str, Any], unit_id: str) -> dict[str, Any]:
    return next(entry for entry in document["units"] if entry["id"] == unit_id)


@pytest.mark.parametrize(("change", "expected"), [
    (lambda d: d["units"][0].__setitem__("apfp", "5"), r"\$\.units\[0\]\.apfp: '5' is not of type"),
    (lambda d: _unit(d, "us.m4a3e8")["armor"].__setitem__("front", "G"),
     r"\$\.units\[\d+\]\.armor\.front: 'G' is not one of"),
    (lambda d: d["units"][0].__setitem__("source", "made up"), r"\$\.units\[0\]\.source"),
    (lambda d: d["units"][0].__setitem__("half_squad", "us.nobody"),
     r"\$\.units\[0\]: half_squad 'us.nobody' is not in the catalogue"),
    (lambda d: d["units"][1].__setitem__("id", "us.rifle_squad"),
     r"\$\.units\[1\]: id 'us.rifle_squad' is used twice"),
    (lambda d: _unit(d, "us.rifle_half_squad").__setitem__("nationality", "gb"),
     r"does not start with its nationality"),
    (lambda d: d["units"][0].__setitem__("fronts", ["pacific-1944"]), r"not declared in fronts"),
    (lambda d: _unit(d, "ger.tiger_i")["editions"]["rules-2021"]["values"]["armor"]
     .__setitem__("rear", "Z"), r"armor\.rear: 'Z' is not one of.*'rules-2021' edition"),
])
def test_bad_file_is_refused_with_file_path_and_reason(tmp_path: Path, change: Any,
                                                       expected: str) -> None:
    path = _write_broken(tmp_path, change)
    with pytest.raises(UnitCatalogueError, match=expected) as caught:
        UnitCatalogue.load(path)
    assert str(caught.value).startswith(str(path) + ": $")


def test_file_that_is_not_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "units.json"
    path.write_text("{ not json", encoding="utf-8")
    with pytest.raises(UnitCatalogueError, match="not valid JSON"):
        UnitCatalogue.load(path)
