"""Force building as seed 004 describes it ("Forces in Play", "National Customizations")."""

import dataclasses
import json
import statistics

import pytest

from core.resources import package_dir
from core.units import Afv, AfvType, Gun, GunType, Kind, default_catalogue
from generator.force_data import (
    ForceTableError,
    check_nation,
    force_tables,
    parse_tables,
)
from generator.forces import ForceBuilder
from generator.rng import Rng
from generator.settings import Settings

CATALOGUE = default_catalogue()


def build(seed, side="allied", **settings):
    resolved = Settings(**{"size": "small", "allied": "us", "attacker": "allied", "force_type": "regular",
                           "role": "combined", **settings}).resolve(seed)
    tables = force_tables()
    return ForceBuilder(Rng(seed, side), tables, tables.sizes[resolved.size], resolved, side).build()


def kind(unit):
    return CATALOGUE.get(unit.type).kind


def test_a_platoon_is_a_leader_three_or_four_squads_and_a_support_weapon():
    for seed in range(20):
        for platoon in (f for f in build(seed, allied="sov").formations if f.kind == "platoon"):
            kinds = [kind(u) for u in platoon.units]
            assert kinds[0] is Kind.LEADER and kinds.count(Kind.LEADER) == 1
            assert 3 <= kinds.count(Kind.SQUAD) <= 4
            assert any(u.weapons for u in platoon.units)


def test_a_company_has_three_or_four_platoons_and_an_hq_of_a_half_squad_and_a_senior_leader():
    force = build(1, size="medium")
    hq = [f for f in force.formations if f.kind == "hq"]
    assert len(hq) == 1
    kinds = sorted(kind(u).value for u in hq[0].units)
    assert kinds == ["half_squad", "leader"]
    leader = next(u for u in hq[0].units if kind(u) is Kind.LEADER)
    assert CATALOGUE.get(leader.type).modifier <= -2
    assert 3 <= force.count("platoon") <= 4
    assert len([f for f in build(2, size="large").formations if f.kind == "hq"]) == 2


def test_force_type_picks_the_squads():
    squads = {u.type for f in build(3, force_type="airborne", allied="gb").formations if f.kind == "platoon"
              for u in f.units if kind(u) is Kind.SQUAD}
    assert squads == {"gb.paratrooper_squad"}
    squads = {u.type for f in build(3, side="axis", force_type="elite").formations if f.kind == "platoon"
              for u in f.units if kind(u) is Kind.SQUAD}
    assert squads == {"ger.ss_squad"}


def test_support_sections_are_a_half_squad_with_a_heavy_weapon_or_engineers_or_tank_hunters():
    seen = set()
    for seed in range(30):
        force = build(seed, size="large")
        for section in (f for f in force.formations if f.kind in ("weapons", "engineer", "tank_hunter")):
            seen.add(section.kind)
            (unit,) = section.units
            if section.kind == "engineer":
                assert "engineer" in CATALOGUE.get(unit.type).tags
            else:
                assert kind(unit) is Kind.HALF_SQUAD
            if section.kind == "weapons":
                assert CATALOGUE.get(unit.weapons[0]).sw_type.value == "H"
    assert seen == {"weapons", "engineer", "tank_hunter"}


def test_the_attacker_gets_tanks_only_and_the_defender_tanks_or_at_guns():
    defender_kinds = set()
    for seed in range(40):
        for side, attacker in (("allied", True), ("axis", False)):
            force = build(seed, side=side, size="medium")
            machines = [CATALOGUE.get(u.type) for f in force.formations for u in f.units if kind(u) in (Kind.AFV, Kind.GUN, Kind.VEHICLE)]
            if attacker:
                assert all(isinstance(m, Afv) and m.afv_type is AfvType.TANK for m in machines)
            else:
                assert all((isinstance(m, Afv) and m.afv_type is AfvType.TANK) or (isinstance(m, Gun) and m.gun_type is GunType.AT) for m in machines)
                defender_kinds |= {m.kind for m in machines}
    assert defender_kinds == {Kind.AFV, Kind.GUN}


def test_infantry_forces_get_vehicles_or_guns_less_often_than_combined_ones():
    def machines(role):
        return sum(f.kind in ("tank", "at_gun") for seed in range(60) for f in build(seed, role=role).formations)
    assert machines("infantry") < machines("combined") / 2


def _average(values):
    return statistics.mean(values)


def test_german_forces_have_more_senior_leaders():
    def rank_sum(side, allied="us"):
        return _average([sum(-CATALOGUE.get(u.type).modifier for f in build(s, side=side, allied=allied).formations
                             for u in f.units if kind(u) is Kind.LEADER) for s in range(80)])
    assert rank_sum("axis") > rank_sum("allied") * 1.1


def test_american_forces_have_more_support_weapons():
    def weapons(allied):
        return _average([sum(len(u.weapons) for f in build(s, allied=allied).formations for u in f.units) for s in range(80)])
    assert weapons("us") > weapons("gb")


def test_british_forces_have_more_fire_missions():
    def missions(allied):
        return _average([build(s, allied=allied).fire_support.light_barrage for s in range(80)])
    assert missions("gb") > missions("us") + 0.2


def test_soviet_platoons_sometimes_have_a_fourth_squad():
    def squads(allied):
        return _average([sum(kind(u) is Kind.SQUAD for u in f.units) for s in range(40)
                         for f in build(s, allied=allied).formations if f.kind == "platoon"])
    assert squads("us") == 3 and squads("sov") > 3.2


def test_every_unit_has_its_own_id():
    force = build(5, size="large")
    ids = [u.id for f in force.formations for u in f.units]
    assert len(ids) == len(set(ids)) and all(i.startswith("a") for i in ids)


def _tables_document():
    return json.loads((package_dir("generator") / "data" / "forces.json").read_text())


def test_a_table_naming_an_at_gun_as_a_tank_is_refused():
    nation = dataclasses.replace(force_tables().nations["ger"], tanks=force_tables().nations["ger"].at_guns)
    with pytest.raises(ForceTableError, match="tank"):
        check_nation(nation, CATALOGUE)


def test_a_table_giving_a_nation_another_nations_squad_is_refused():
    document = _tables_document()
    document["nations"]["us"]["infantry"]["regular"]["squad"] = "gb.rifle_squad"
    with pytest.raises(ForceTableError, match="gb.rifle_squad"):
        parse_tables(document)


def test_a_table_that_breaks_the_schema_is_refused():
    document = _tables_document()
    del document["sizes"]["large"]
    with pytest.raises(ForceTableError, match="large"):
        parse_tables(document)
