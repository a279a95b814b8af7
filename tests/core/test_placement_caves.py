"""Placement on the Pacific and desert terrain (19.2) and of caves and their tunnels (19.11-19.112).

The board (number 43), columns A-I, rows 1-5: row 2 holds B2 jungle, C2 palm grove, D2 gully,
E2 wadi, F2 beach, G2 desert, H2 ocean; the rest is open ground.
"""

from __future__ import annotations

import pytest

from core.placement import codes, context_for, violations
from core.scenario import BoardRef, Fortification, Scenario, SideSetup, Stack, Tunnel, Unit
from tests.core.game.conftest import make_board

BOARD = make_board([".........", ".JYGVED~.", ".........", ".........", "........."], number=43)
BASE = Scenario("Caves", (BoardRef(43),), SideSetup("us"), SideSetup("ger"))
CONTEXT = context_for(BASE, custom_boards={43: BOARD})


def check(**changes: object) -> list[str]:
    scenario = Scenario(**{**BASE.__dict__, **changes})  # type: ignore[arg-type]
    return codes(violations(scenario, CONTEXT))


def fort(hex_name: str, kind: str, side: str = "axis") -> Fortification:
    return Fortification(f"b43:{hex_name}", kind, side, facing=0 if kind.startswith("bunker") else None)


# --- 19.2 on the new terrain ------------------------------------------------------------------------


@pytest.mark.parametrize(("hex_name", "kind", "allowed"), [
    ("F2", "sandbags", True),  # fortifications go in open terrain hexes, beach named among them
    ("G2", "bunker_concrete", True),  # desert is open ground (10.3)
    ("B2", "sandbags", False), ("C2", "minefield", False), ("D2", "barbed_wire", False),
    ("B2", "foxholes", True), ("C2", "trench", True), ("E2", "foxholes", True), ("F2", "trench", True),
    ("D2", "foxholes", False),  # entrenchments anywhere except buildings, stream, gully, canal, pond, marsh
    ("H2", "trench", False),  # nobody may be in the ocean
])
def test_19_2_fortifications_in_open_terrain_entrenchments_anywhere_but_the_listed_hexes(hex_name: str, kind: str, allowed: bool) -> None:
    assert ("fortification.terrain" not in check(fortifications=(fort(hex_name, kind),))) is allowed


# --- caves (19.11) --------------------------------------------------------------------------------------


def test_19_11_each_cave_within_four_hexes_of_another() -> None:
    assert check(fortifications=(fort("A3", "cave"), fort("E3", "cave"))) == []
    assert check(fortifications=(fort("A3", "cave"), fort("F3", "cave"))) == ["cave.alone"]
    assert check(fortifications=(fort("A3", "cave"),)) == ["cave.alone"]


def test_19_11_another_side_s_cave_does_not_count() -> None:
    assert check(fortifications=(fort("A3", "cave"), fort("C3", "cave", "allied"))) == ["cave.alone"]


def test_19_11_infantry_and_guns_occupy_the_entrance_but_no_vehicle() -> None:
    tank = Unit("t1", "ger.pziv_h", facing=0)
    axis = SideSetup("ger", stacks=(Stack("b43:A3", (Unit("g1", "ger.rifle_squad"),)), Stack("b43:E3", (tank,))))
    found = check(axis=axis, fortifications=(fort("A3", "cave"), fort("E3", "cave")))
    assert found == ["fortification.occupant"]


def test_19_2_a_cave_is_an_entrenchment_not_in_a_gully() -> None:
    assert "fortification.terrain" in check(fortifications=(fort("D2", "cave"), fort("D3", "cave")))


# --- tunnels (19.112) ------------------------------------------------------------------------------------


CAVES = (fort("A3", "cave"), fort("E3", "cave"))


def tunnel(*hexes: str, side: str = "axis") -> Tunnel:
    return Tunnel(side, tuple(f"b43:{h}" for h in hexes))


def test_19_112_a_tunnel_of_four_hexes_from_cave_to_cave_is_fine() -> None:
    assert check(fortifications=CAVES, tunnels=(tunnel("A3", "B3", "C3", "D3", "E3"),)) == []


def test_19_112_no_longer_than_four_hexes() -> None:
    found = violations(Scenario(**{**BASE.__dict__, "fortifications": CAVES,  # type: ignore[arg-type]
                                   "tunnels": (tunnel("A3", "B3", "C4", "D4", "E4", "E3"),)}), CONTEXT)
    assert [(v.code, v.message) for v in found] == [("tunnel.length", "this tunnel runs 5 hexes; a tunnel may be at most 4 hexes long")]


def test_19_112_a_cave_entrance_at_each_end() -> None:
    assert check(fortifications=CAVES, tunnels=(tunnel("A3", "B3", "C3"),)) == ["tunnel.end"]
    assert check(fortifications=CAVES, tunnels=(tunnel("A3", "B3", "C3", "D3", "E3", side="allied"),)) == ["tunnel.end"]


def test_19_112_never_under_a_water_feature() -> None:
    """The tunnel passes under the beach at F2 on its way to a cave at G3."""
    caves = (fort("E3", "cave"), fort("G3", "cave"))
    found = violations(Scenario(**{**BASE.__dict__, "fortifications": caves,  # type: ignore[arg-type]
                                   "tunnels": (tunnel("E3", "F2", "G3"),)}), CONTEXT)
    assert [(v.code, v.hex) for v in found] == [("tunnel.water", "b43:F2")]


def test_a_tunnel_s_hexes_follow_one_another() -> None:
    assert check(fortifications=CAVES, tunnels=(tunnel("A3", "C3", "E3"),)) == ["tunnel.path"]


def test_the_tunnel_complex_diagram_is_kept_in_the_scenario_file() -> None:
    """19.112's diagram, as the scenario's `tunnels`, written and read back; a file without one keeps its form."""
    from core.scenario.io import from_dict, to_dict

    scenario = Scenario(**{**BASE.__dict__, "fortifications": CAVES,  # type: ignore[arg-type]
                           "tunnels": (tunnel("A3", "B3", "C3", "D3", "E3"),)})
    document = to_dict(scenario)
    assert document["tunnels"] == [{"side": "axis", "hexes": ["b43:A3", "b43:B3", "b43:C3", "b43:D3", "b43:E3"]}]
    assert from_dict(document).tunnels == scenario.tunnels
    assert "tunnels" not in to_dict(BASE)


def test_19_112_the_editor_s_tunnel_route_goes_round_the_water_and_keeps_to_four_hexes() -> None:
    """From the cave at E3 to the one at G3 the straight way is under the beach (F2): the route
    found goes under F3 instead; a cave five hexes off is offered no tunnel at all."""
    from core.scenario.edit_tunnels import tunnel_routes

    caves = (fort("E3", "cave"), fort("G3", "cave"), fort("E5", "cave", "allied"), fort("A1", "cave"))
    scenario = Scenario(**{**BASE.__dict__, "fortifications": caves})  # type: ignore[arg-type]
    routes = tunnel_routes(scenario, CONTEXT.battlefield, CONTEXT.terrain, "b43:G3")
    assert set(routes) == {"b43:E3"} and "b43:F2" not in routes["b43:E3"] and len(routes["b43:E3"]) == 3
    dug = Scenario(**{**scenario.__dict__, "tunnels": (Tunnel("axis", routes["b43:E3"]),)})  # type: ignore[arg-type]
    assert "tunnel.water" not in codes(violations(dug, CONTEXT))
