"""core.placement: every placement rule, each with a case that breaks it and a neighbour that keeps it.

The battlefield is tests/core/boards/placement.json (board 41): row 1 holds B1
a building without a road, C1 a building on the road, D1 woods, E1 field, F1
crop, G1 stream, H1 orchard; row 2 B2 hay stacks, C2 a canal under the road's
bridge, D2 canal, E2 pond, F2 marsh, G2 river, H2 ocean; the rest is open
ground, E3 and E4 in the middle, A3 on the west edge, E5 on the south edge.
"""

from __future__ import annotations

import copy
import itertools
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest

from core import placement
from core.boards import library as board_library
from core.boards.board import load_board
from core.documents.check import check_document
from core.placement import Violation, codes, context_for, violations
from core.scenario import (
    BoardRef,
    Fortification,
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
from core.scenario.io import to_dict
from core.units import default_catalogue

BOARDS = Path(__file__).parent / "boards"
BOARD = load_board(BOARDS / "placement.json")
BASE = Scenario("Placement test", (BoardRef(41),), SideSetup("us"), SideSetup("ger"))
CONTEXT = context_for(BASE, custom_boards={41: BOARD})
FACED = {"gun", "afv", "vehicle"}
AUTO: Any = object()
_ids = itertools.count(1)


def u(type_id: str, *weapons: str, facing: int | None = AUTO, unit_id: str | None = None,
      passengers: tuple[Unit, ...] = (), towed: Unit | None = None, hero: bool = False) -> Unit:
    """A counter; AFVs, vehicles and guns face north unless told otherwise."""
    if facing is AUTO:
        facing = 0 if default_catalogue().get(type_id).kind.value in FACED else None
    return Unit(unit_id or f"u{next(_ids)}", type_id, facing, weapons, passengers, towed, hero=hero)


def at(hex_name: str, *units: Unit, loose: tuple[str, ...] = ()) -> Stack:
    return Stack(f"b41:{hex_name}", units, loose)


def us(*stacks: Stack, **changes: Any) -> Scenario:
    """A scenario with these American stacks (and any other field changed)."""
    allied = replace(BASE.allied, stacks=stacks, **changes.pop("allied", {}))
    axis = replace(BASE.axis, **changes.pop("axis", {}))
    return replace(BASE, allied=allied, axis=axis, **changes)


def check(scenario: Scenario) -> list[Violation]:
    return violations(scenario, CONTEXT)


def b41(*names: str) -> tuple[str, ...]:
    return tuple(f"b41:{n}" for n in names)


@dataclass(frozen=True)
class Case:
    """One rule: a placement that breaks it, the code and hex it earns, and a neighbour that keeps it."""

    rule: str
    code: str
    hex: str | None
    failing: Scenario
    passing: Scenario
    mentions: tuple[str, ...] = field(default=())


SQUAD, HALF, SGT, LT = "us.rifle_squad", "us.rifle_half_squad", "us.leader_1", "us.leader_2"
SHERMAN, HALFTRACK, JEEP, TRUCK = "us.m4a3e8", "us.m3_halftrack", "us.jeep", "us.truck"
AT37, AT3IN, LMG, MMG, BAZOOKA = "us.m3_37mm", "us.m5_3in", "us.m1919a6", "us.m1919a4", "us.bazooka"

EXITERS = at("E4", u(SQUAD), u(SQUAD), u(SGT))
"""Three American units, enough for the exit goals of the exit cases."""

CASES = [
    # --- stacking (6.9) --------------------------------------------------------------------------------
    Case("6.9: one AFV and two squads may share a hex; a third squad is one too many", "stacking.limit", "b41:E3",
         us(at("E3", u(SHERMAN), u(SQUAD), u(SQUAD), u(SQUAD))), us(at("E3", u(SHERMAN), u(SQUAD), u(SQUAD))),
         mentions=("M4A3E8 Sherman", "3 x Rifle squad")),
    Case("6.9: four infantry units may stack, counting leaders; a fifth may not", "stacking.limit", "b41:E3",
         us(at("E3", u(SQUAD), u(SQUAD), u(SQUAD), u(SQUAD), u(SGT))), us(at("E3", u(SQUAD), u(SQUAD), u(SQUAD), u(SGT)))),
    Case("6.9: two AFVs, vehicles or Guns may stack; a Gun makes a third", "stacking.limit", "b41:E3",
         us(at("E3", u(SHERMAN), u(SHERMAN), u(AT37))), us(at("E3", u(SHERMAN), u(AT37)))),
    Case("6.9: passengers do not count against stacking; only the vehicle does", "stacking.limit", "b41:E3",
         us(at("E3", u(HALFTRACK), u(SQUAD), u(SGT), u(SQUAD), u(SQUAD))),
         us(at("E3", u(HALFTRACK, passengers=(u(SQUAD), u(SGT))), u(SQUAD), u(SQUAD)))),
    Case("8.4: a towed Gun is one unit with its transport; two trucks fit, a third vehicle does not", "stacking.limit", "b41:E3",
         us(at("E3", u(TRUCK, towed=u(AT37, facing=None)), u(TRUCK), u(JEEP))),
         us(at("E3", u(TRUCK, towed=u(AT37, facing=None)), u(TRUCK)))),
    Case("12.2: support weapons do not count against stacking; four armed squads still fit", "stacking.limit", "b41:E3",
         us(at("E3", u(SQUAD, LMG), u(SQUAD, MMG), u(SQUAD, BAZOOKA), u(SQUAD), u(HALF)), allied={"half_squads": True}),
         us(at("E3", u(SQUAD, LMG), u(SQUAD, MMG), u(SQUAD, BAZOOKA), u(SQUAD)))),
    Case("6.8: units of both sides may not share a hex", "stack.both-sides", "b41:E3",
         us(at("E3", u(SQUAD)), axis={"stacks": (at("E3", u("ger.rifle_squad")),)}),
         us(at("E3", u(SQUAD)), axis={"stacks": (at("E4", u("ger.rifle_squad")),)}),
         mentions=("allied: Rifle squad", "axis: Rifle squad")),
    Case("6.9: one side's units in one hex form one stack", "stack.same-hex", "b41:E3",
         us(at("E3", u(SQUAD)), at("E3", u(SQUAD))), us(at("E3", u(SQUAD), u(SQUAD)))),
    # --- fortifications' own limits and occupants (19.4-19.10) ---------------------------------------------
    Case("19.5: a bunker holds one gun or two infantry units; a third squad is too many", "fortification.limit", "b41:E3",
         us(at("E3", u(SQUAD, LMG), u(SQUAD), u(SGT)), fortifications=(Fortification("b41:E3", "bunker_concrete", "allied", 0),)),
         us(at("E3", u(SQUAD, LMG), u(SGT, BAZOOKA)), fortifications=(Fortification("b41:E3", "bunker_concrete", "allied", 0),)),
         mentions=("Rifle squad", "concrete bunker")),
    Case("19.5: a bunker holds a gun alone, with no infantry beside it", "fortification.limit", "b41:E3",
         us(at("E3", u(AT37), u(SQUAD)), fortifications=(Fortification("b41:E3", "bunker_wood", "allied", 0),)),
         us(at("E3", u(AT37)), fortifications=(Fortification("b41:E3", "bunker_wood", "allied", 0),))),
    Case("19.4: only the bunker and its occupants are in the hex; a tank cannot park beside it", "fortification.occupant", "b41:E3",
         us(at("E3", u(SHERMAN), u(SQUAD)), fortifications=(Fortification("b41:E3", "bunker_concrete", "allied", 0),)),
         us(at("E3", u(SQUAD), u(SQUAD)), fortifications=(Fortification("b41:E3", "bunker_concrete", "allied", 0),)),
         mentions=("M4A3E8 Sherman",)),
    Case("19.9: only infantry in foxholes; a Gun may not occupy them", "fortification.occupant", "b41:E3",
         us(at("E3", u(AT37), u(SQUAD)), fortifications=(Fortification("b41:E3", "foxholes", "allied"),)),
         us(at("E3", u(SQUAD), u(SQUAD), u(SGT)), fortifications=(Fortification("b41:E3", "foxholes", "allied"),)),
         mentions=("37mm M3 AT gun",)),
    Case("19.10: only infantry in a trench; a truck may not be in its hex", "fortification.occupant", "b41:D1",
         us(at("D1", u(TRUCK)), fortifications=(Fortification("b41:D1", "trench", "allied"),)),
         us(at("D1", u(SQUAD)), fortifications=(Fortification("b41:D1", "trench", "allied"),))),
    Case("19.9: normal stacking applies in foxholes: four infantry fit, a fifth does not", "stacking.limit", "b41:E3",
         us(at("E3", u(SQUAD), u(SQUAD), u(SQUAD), u(SQUAD), u(SGT)), fortifications=(Fortification("b41:E3", "foxholes", "allied"),)),
         us(at("E3", u(SQUAD), u(SQUAD), u(SQUAD), u(SGT)), fortifications=(Fortification("b41:E3", "foxholes", "allied"),))),
    Case("19.6: sandbags take infantry and Guns under normal stacking, but no vehicles", "fortification.occupant", "b41:E3",
         us(at("E3", u(JEEP), u(SQUAD)), fortifications=(Fortification("b41:E3", "sandbags", "allied"),)),
         us(at("E3", u(AT37), u(SQUAD), u(SGT)), fortifications=(Fortification("b41:E3", "sandbags", "allied"),))),
    Case("19.8: vehicles may not enter barbed wire; AFVs are unaffected", "fortification.occupant", "b41:E3",
         us(at("E3", u(JEEP)), fortifications=(Fortification("b41:E3", "barbed_wire", "axis"),)),
         us(at("E3", u(SHERMAN)), fortifications=(Fortification("b41:E3", "barbed_wire", "axis"),))),
    # --- terrain (10.5, 10.12, 10.13) ---------------------------------------------------------------------
    Case("10.5: a vehicle may be in a building hex only where a road runs through it", "terrain.vehicle-building", "b41:B1",
         us(at("B1", u(SHERMAN))), us(at("C1", u(SHERMAN))), mentions=("M4A3E8 Sherman",)),
    Case("10.5: a large Gun (0 MP) may not occupy a building hex; a 1 MP Gun may", "terrain.large-gun-building", "b41:B1",
         us(at("B1", u(AT3IN))), us(at("B1", u(AT37))), mentions=("3-inch M5 AT gun",)),
    Case("10.5: not even on a road through the building", "terrain.large-gun-building", "b41:C1",
         us(at("C1", u(AT3IN))), us(at("C1", u(TRUCK, towed=u(AT3IN, facing=None))))),
    *[Case(f"{section}: no unit may be in {terrain}; units cross a canal only by its bridge", "terrain.prohibited", f"b41:{hex_name}",
           us(at(hex_name, u(SQUAD))), us(at("C2", u(SQUAD))), mentions=("Rifle squad",))
      for section, terrain, hex_name in [("10.12", "canal", "D2"), ("10.12", "pond", "E2"), ("10.12", "marsh", "F2"),
                                         ("10.13", "river", "G2"), ("10.13", "ocean", "H2")]],
    Case("10.12: passengers do not make a vehicle amphibious", "terrain.prohibited", "b41:D2",
         us(at("D2", u(HALFTRACK, passengers=(u(SQUAD),)))), us(at("C2", u(HALFTRACK, passengers=(u(SQUAD),))))),
    # --- leaders (1.13; the PC editor places a leader counter once) ----------------------------------------
    Case("1.13: a leader counter is placed once: the same sergeant twice in a hex is one counter used twice; "
         "two sergeants may share it", "unit.duplicate-id", None,
         us(at("E3", u(SGT, unit_id="sgt1"), u(SGT, unit_id="sgt1"))), us(at("E3", u(SGT, unit_id="sgt1"), u(SGT, unit_id="sgt2"))),
         mentions=("'sgt1'", "Sergeant (-1)")),
    # --- sides, catalogue and order of battle -------------------------------------------------------------
    Case("4.2: the allied side fields allied units; a British squad may fight beside Americans, a German may not",
         "side.nationality", "b41:E3", us(at("E3", u("ger.rifle_squad"))), us(at("E3", u("gb.rifle_squad")))),
    Case("4.2: the allied side cannot be German", "side.nationality", None,
         us(allied={"nationality": "ger"}), us(at("E3", u("sov.rifle_squad")), allied={"nationality": "sov"})),
    Case("2.1: a stack must stand on the battlefield", "hex.off-map", "b41:Z9", us(at("Z9", u(SQUAD))), us(at("E3", u(SQUAD)))),
    Case("2.1: a stack on a board that is not part of the battlefield is off the map", "hex.off-map", "b9:E3",
         us(Stack("b9:E3", (u(SQUAD),))), us(Stack("b41:E3", (u(SQUAD),)))),
    Case("scenario file: every counter has its own id, so the editor and the game can tell two squads apart", "unit.duplicate-id", None,
         us(at("E3", u(SQUAD, unit_id="a1"), u(SQUAD, unit_id="a1"))), us(at("E3", u(SQUAD, unit_id="a1"), u(SQUAD, unit_id="a2"))),
         mentions=("'a1'", "Rifle squad")),
    Case("1.0: every counter is one of the unit catalogue's", "unit.unknown-type", "b41:E3",
         us(at("E3", u(SQUAD), Unit("x1", "us.space_marine"))), us(at("E3", u(SQUAD)))),
    Case("1.14: a support weapon is not a unit of its own", "unit.weapon-as-unit", "b41:E3",
         us(at("E3", u(SQUAD), Unit("x2", BAZOOKA))), us(at("E3", u(SQUAD, BAZOOKA))), mentions=("Bazooka",)),
    Case("13.10: a side begins with half squads only if its order of battle says so", "oob.half-squads", "b41:E3",
         us(at("E3", u(HALF))), us(at("E3", u(HALF)), allied={"half_squads": True}), mentions=("Rifle half squad",)),
    Case("13.10: reinforcements too", "oob.half-squads", None,
         us(allied={"reinforcements": (Reinforcement(2, "west", (u(HALF),)),)}),
         us(allied={"reinforcements": (Reinforcement(2, "west", (u(HALF),)),), "half_squads": True}),
         mentions=("turn 2, west edge", "Rifle half squad")),
    Case("6.10: reinforcements arrive within the scenario's turns", "reinforcement.turn", None,
         us(allied={"reinforcements": (Reinforcement(7, "west", (u(SQUAD),)),)}),
         us(allied={"reinforcements": (Reinforcement(6, "west", (u(SQUAD),)),)})),
    Case("6.10: reinforcements come on from one of the four map edges", "reinforcement.edge", None,
         us(allied={"reinforcements": (Reinforcement(2, "centre", (u(SQUAD),)),)}),
         us(allied={"reinforcements": (Reinforcement(2, "north", (u(SQUAD),)),)}), mentions=("'centre'",)),
    Case("4.2: reinforcements fight for their own side's nation too", "side.nationality", None,
         us(allied={"reinforcements": (Reinforcement(2, "west", (u("ger.rifle_squad"),)),)}),
         us(allied={"reinforcements": (Reinforcement(2, "west", (u("gb.rifle_squad"),)),)}),
         mentions=("turn 2, west edge", "Rifle squad (ger)")),
    # --- facing (7.1) --------------------------------------------------------------------------------------
    Case("7.1: an AFV faces a hexside; reinforcements take their facing as they enter", "facing.missing", "b41:E3",
         us(at("E3", u(SHERMAN, facing=None))),
         us(at("E3", u(SHERMAN, facing=2)), allied={"reinforcements": (Reinforcement(2, "west", (u(SHERMAN, facing=None),)),)}),
         mentions=("M4A3E8 Sherman",)),
    Case("7.1: a Gun faces a hexside, except while it is towed", "facing.missing", "b41:E3",
         us(at("E3", u(AT37, facing=None))), us(at("E3", u(TRUCK, towed=u(AT37, facing=None))))),
    Case("22.5: a hero is a leader counter with a Valor marker", "hero.not-leader", "b41:E3",
         us(at("E3", u(SQUAD, hero=True))), us(at("E3", u(SGT, hero=True)))),
    Case("7.1: infantry have no facing", "facing.not-applicable", "b41:E3",
         us(at("E3", u(SQUAD, facing=3))), us(at("E3", u(SQUAD)))),
    # --- portage (12.2, 12.5) ------------------------------------------------------------------------------
    Case("12.2: a squad or half squad carries one support weapon", "portage.too-many", "b41:E3",
         us(at("E3", u(SQUAD, LMG, BAZOOKA))), us(at("E3", u(SQUAD, LMG), u(SQUAD, BAZOOKA))), mentions=("Rifle squad", "Bazooka")),
    Case("12.2: a leader carries only a light (L) weapon; a half squad may carry a heavy one", "portage.leader-heavy", "b41:E3",
         us(at("E3", u(SGT, MMG))), us(at("E3", u(SGT, BAZOOKA), u(HALF, MMG)), allied={"half_squads": True}),
         mentions=("Sergeant (-1)", "M1919A4 MMG")),
    Case("12.2: only squads, half squads and leaders carry support weapons", "portage.not-infantry", "b41:E3",
         us(at("E3", u(SHERMAN, LMG))), us(at("E3", u(SHERMAN), u(SQUAD, LMG)))),
    Case("12.2: what a unit carries must be a support weapon", "portage.not-a-weapon", "b41:E3",
         us(at("E3", u(SQUAD, SGT))), us(at("E3", u(SQUAD), u(SGT)))),
    Case("12.5: expendable (X) weapons are held by the side, not carried by a unit", "portage.expendable", "b41:E3",
         us(at("E3", u(SQUAD, "us.grenades"))), us(at("E3", u(SQUAD)), allied={"expendables": (("us.grenades", 2),)}),
         mentions=("Grenades",)),
    Case("12.2: a support weapon must be carried; none may lie in a hex", "portage.unattached", "b41:E3",
         us(at("E3", u(SQUAD), loose=(MMG,))), us(at("E3", u(SQUAD, MMG))), mentions=("M1919A4 MMG",)),
    Case("12.5: only expendable (X) weapons are held by the side", "expendable.not-expendable", None,
         us(allied={"expendables": ((BAZOOKA, 1),)}), us(allied={"expendables": (("us.satchel_charge", 1),)}), mentions=("Bazooka",)),
    Case("12.5: the side's expendables must be in the catalogue", "unit.unknown-type", None,
         us(allied={"expendables": (("us.death_ray", 1),)}), us(allied={"expendables": (("us.grenades", 1),)})),
    # --- transport (8.1, 8.21) -----------------------------------------------------------------------------
    Case("8.21: a T1 halftrack carries one squad, one leader and one support weapon; not two squads", "transport.over-capacity", "b41:E3",
         us(at("E3", u(HALFTRACK, passengers=(u(SQUAD), u(SQUAD))))),
         us(at("E3", u(HALFTRACK, passengers=(u(SQUAD, LMG), u(SGT))))), mentions=("M3 halftrack", "T1")),
    Case("8.21: a T1 carries two half squads in place of its squad, but one leader only", "transport.over-capacity", "b41:E3",
         us(at("E3", u(HALFTRACK, passengers=(u(HALF), u(HALF), u(SGT), u(LT)))), allied={"half_squads": True}),
         us(at("E3", u(HALFTRACK, passengers=(u(HALF), u(HALF), u(SGT)))), allied={"half_squads": True})),
    Case("8.21: a T1 carries one support weapon, whoever holds it", "transport.over-capacity", "b41:E3",
         us(at("E3", u(HALFTRACK, passengers=(u(SQUAD, LMG), u(SGT, BAZOOKA))))),
         us(at("E3", u(HALFTRACK, passengers=(u(SQUAD, LMG), u(SGT)))))),
    Case("8.21: a T2 truck carries two squads, two leaders and two weapons; not a third squad", "transport.over-capacity", "b41:E3",
         us(at("E3", u(TRUCK, passengers=(u(SQUAD), u(SQUAD), u(SQUAD))))),
         us(at("E3", u(TRUCK, passengers=(u(SQUAD, LMG), u(SQUAD, MMG), u(SGT), u(LT)))))),
    Case("8.21: a TH jeep carries only a half squad, a leader and a support weapon", "transport.over-capacity", "b41:E3",
         us(at("E3", u(JEEP, passengers=(u(SQUAD),)))),
         us(at("E3", u(JEEP, passengers=(u(HALF, LMG), u(SGT)))), allied={"half_squads": True}), mentions=("M38 jeep", "TH")),
    Case("8.21: a TH jeep may not tow a large Gun; a T2 truck may", "transport.large-gun", "b41:E3",
         us(at("E3", u(JEEP, towed=u(AT3IN, facing=None)))), us(at("E3", u(TRUCK, towed=u(AT3IN, facing=None)))),
         mentions=("M38 jeep", "3-inch M5 AT gun")),
    Case("8.21: a TH jeep may tow a small Gun", "transport.large-gun", "b41:E3",
         us(at("E3", u(JEEP, towed=u(AT3IN, facing=None)))), us(at("E3", u(JEEP, towed=u(AT37, facing=None))))),
    Case("8.1: only a transport carries passengers", "transport.not-a-transport", "b41:E3",
         us(at("E3", u(SHERMAN, passengers=(u(SQUAD),)))), us(at("E3", u(HALFTRACK, passengers=(u(SQUAD),))))),
    Case("8.1: transports carry infantry; a Gun is towed, not carried", "transport.passenger-kind", "b41:E3",
         us(at("E3", u(HALFTRACK, passengers=(u(AT37, facing=None),)))), us(at("E3", u(HALFTRACK, towed=u(AT37, facing=None))))),
    Case("8.1: a Kübelwagen cannot tow; an Sd.Kfz. 7 can", "transport.cannot-tow", "b41:E3",
         replace(BASE, axis=SideSetup("ger", stacks=(at("E3", u("ger.kubelwagen", towed=u("ger.pak38", facing=None))),))),
         replace(BASE, axis=SideSetup("ger", stacks=(at("E3", u("ger.sdkfz7", towed=u("ger.pak38", facing=None))),)))),
    Case("8.1: a transport tows a Gun and nothing else", "transport.tow-kind", "b41:E3",
         us(at("E3", u(TRUCK, towed=u(JEEP, facing=None)))), us(at("E3", u(TRUCK, towed=u(AT37, facing=None))))),
    Case("8.1: a passenger is one unit with its transport and carries no one itself", "transport.nested", "b41:E3",
         us(at("E3", u(TRUCK, passengers=(u(SQUAD, passengers=(u(SGT),)),)))), us(at("E3", u(TRUCK, passengers=(u(SQUAD), u(SGT)))))),
    # --- fortification placement (19.2-19.71) -------------------------------------------------------------
    *[Case(f"19.2: {what} only on open ground or fields, not in {terrain}", "fortification.terrain", f"b41:{bad}",
           us(fortifications=(Fortification(f"b41:{bad}", what, "axis", 0),)),
           us(fortifications=(Fortification(f"b41:{good}", what, "axis", 0),)))
      for what, terrain, bad, good in [("sandbags", "woods", "D1", "E1"), ("bunker_concrete", "crop", "F1", "E3"),
                                       ("minefield", "orchard", "H1", "C3"), ("barbed_wire", "a building", "B1", "E4")]],
    *[Case(f"19.2: entrenchments anywhere but buildings, streams, canal, pond or marsh: {what} not in {terrain}",
           "fortification.terrain", f"b41:{bad}",
           us(fortifications=(Fortification(f"b41:{bad}", what, "allied"),)),
           us(fortifications=(Fortification(f"b41:{good}", what, "allied"),)))
      for what, terrain, bad, good in [("foxholes", "a stream", "G1", "D1"), ("trench", "a building", "C1", "H1"),
                                       ("foxholes", "a marsh", "F2", "F1"), ("trench", "a bridge", "C2", "B2")]],
    Case("19.4: one fortification or entrenchment per hex", "fortification.one-per-hex", "b41:E3",
         us(fortifications=(Fortification("b41:E3", "sandbags", "axis"), Fortification("b41:E3", "barbed_wire", "axis"))),
         us(fortifications=(Fortification("b41:E3", "sandbags", "axis"), Fortification("b41:E4", "barbed_wire", "axis")))),
    Case("19.5: a bunker fires through its forward arc, so it needs a facing", "fortification.facing", "b41:E3",
         us(fortifications=(Fortification("b41:E3", "bunker_wood", "axis"),)),
         us(fortifications=(Fortification("b41:E3", "bunker_wood", "axis", facing=3),))),
    Case("19.71: only minefields can be hidden", "fortification.hidden", "b41:E3",
         us(fortifications=(Fortification("b41:E3", "sandbags", "axis", hidden=True),)),
         us(fortifications=(Fortification("b41:E3", "minefield", "axis", hidden=True),))),
    Case("19.1: a fortification type must be one the rules know", "fortification.unknown-type", "b41:E3",
         us(fortifications=(Fortification("b41:E3", "pillbox", "axis"),)), us(fortifications=(Fortification("b41:E3", "sandbags", "axis"),))),
    *[Case(f"2.1: a {what} must be on the battlefield", "hex.off-map", "b41:Q3", us(**{key: (make("b41:Q3"),)}), us(**{key: (make("b41:E3"),)}))
      for what, key, make in [("fortification", "fortifications", lambda h: Fortification(h, "sandbags", "axis")),
                              ("smoke marker", "smoke", lambda h: SmokeMarker(h, 1)),
                              ("objective", "objectives", lambda h: Objective(h, "axis"))]],
    # --- smoke (11.1) --------------------------------------------------------------------------------------
    Case("11.1: only one smoke marker may be in a hex", "smoke.one-per-hex", "b41:E3",
         us(smoke=(SmokeMarker("b41:E3", 1), SmokeMarker("b41:E3", 2))), us(smoke=(SmokeMarker("b41:E3", 1), SmokeMarker("b41:E4", 2)))),
    # --- objectives and exits (4.4, 6.10) --------------------------------------------------------------------
    Case("4.4: one objective per hex", "objective.duplicate", "b41:E3",
         us(objectives=(Objective("b41:E3", "axis"), Objective("b41:E3", "axis"))),
         us(objectives=(Objective("b41:E3", "axis"), Objective("b41:E4", "axis")))),
    Case("4.4: in an objective scenario the objectives start with the defender", "objective.owner", "b41:E3",
         us(type=ScenarioType.OBJECTIVE, objectives=(Objective("b41:E3", "allied"),)),
         us(type=ScenarioType.OBJECTIVE, objectives=(Objective("b41:E3", "axis"),))),
    Case("4.4: an objective scenario needs objectives on the map", "victory.no-objectives", None,
         us(type=ScenarioType.OBJECTIVE), us(type=ScenarioType.OBJECTIVE, objectives=(Objective("b41:E3", "axis"),))),
    Case("4.4: the attacker cannot be asked to hold more objectives than there are", "victory.objectives-required", None,
         us(type=ScenarioType.OBJECTIVE, objectives=(Objective("b41:E3", "axis"),), victory=Victory(objectives_required=2)),
         us(type=ScenarioType.OBJECTIVE, objectives=(Objective("b41:E3", "axis"), Objective("b41:E4", "axis")), victory=Victory(objectives_required=2))),
    Case("6.10: units exit from the map's edge, so exit hexes lie on it", "exit.not-on-edge", "b41:E3",
         us(EXITERS, type=ScenarioType.EXIT, victory=Victory(exit_units=2, exit_hexes=b41("E3"))),
         us(EXITERS, type=ScenarioType.EXIT, victory=Victory(exit_units=2, exit_hexes=b41("E5", "A3", "E1")))),
    Case("6.10: exit hexes must be on the battlefield", "hex.off-map", "b41:E9",
         us(EXITERS, type=ScenarioType.EXIT, victory=Victory(exit_units=2, exit_hexes=b41("E9"))),
         us(EXITERS, type=ScenarioType.EXIT, victory=Victory(exit_units=2, exit_hexes=b41("E5")))),
    Case("4.4: an exit scenario needs exit hexes", "victory.no-exit-hexes", None,
         us(EXITERS, type=ScenarioType.EXIT, victory=Victory(exit_units=2)),
         us(EXITERS, type=ScenarioType.EXIT, victory=Victory(exit_units=2, exit_hexes=b41("E5")))),
    Case("4.4: an exit scenario says how many units must leave", "victory.no-exit-goal", None,
         us(EXITERS, type=ScenarioType.EXIT, victory=Victory(exit_hexes=b41("E5"))),
         us(EXITERS, type=ScenarioType.EXIT, victory=Victory(exit_units=3, exit_hexes=b41("E5")))),
    Case("4.4, 6.10: the attacker cannot be asked to exit more units than it could; riders, towed guns, "
         "reinforcements and a squad split in two (13.10, with a leader) count, as each leaves the map",
         "victory.exit-goal-too-high", None,
         us(at("E4", u(SQUAD), u(SGT)), type=ScenarioType.EXIT, victory=Victory(exit_units=4, exit_hexes=b41("E5"))),
         us(at("E4", u(HALFTRACK, passengers=(u(SQUAD),)), u(TRUCK, towed=u(AT37, facing=None))),
            allied={"reinforcements": (Reinforcement(2, "west", (u(SGT),)),)},
            type=ScenarioType.EXIT, victory=Victory(exit_units=6, exit_hexes=b41("E5"))),
         mentions=("exit 4 units", "at most 3")),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c.code}:{c.rule[:40]}" for c in CASES])
def test_a_broken_rule_gives_exactly_its_code_at_its_hex(case: Case) -> None:
    found = check(case.failing)
    assert [(v.code, v.hex) for v in found] == [(case.code, case.hex)], case.rule
    for text in case.mentions:
        assert text in found[0].message


@pytest.mark.parametrize("case", CASES, ids=[f"{c.code}:{c.rule[:40]}" for c in CASES])
def test_the_neighbouring_placement_keeps_the_rule(case: Case) -> None:
    assert check(case.passing) == [], case.rule


# --- the rules as a whole --------------------------------------------------------------------------------


def _codes_in_source() -> set[str]:
    source = "".join(path.read_text(encoding="utf-8") for path in Path(placement.__file__).parent.glob("*.py"))
    return set(re.findall(r'(?:add|Violation)\((?:where, )?"([a-z]+\.[a-z-]+)"', source))


STABLE_CODES = {
    "battlefield.boards", "cave.alone", "exit.not-on-edge", "expendable.not-expendable", "facing.missing", "facing.not-applicable",
    "fortification.facing", "fortification.hidden", "fortification.limit", "fortification.occupant",
    "fortification.one-per-hex", "fortification.terrain", "fortification.unknown-type", "hero.not-leader", "hex.off-map",
    "objective.duplicate", "objective.owner", "oob.half-squads", "portage.expendable", "portage.leader-heavy",
    "portage.not-a-weapon", "portage.not-infantry", "portage.too-many", "portage.unattached", "reinforcement.edge", "reinforcement.turn",
    "side.nationality", "side.no-units", "smoke.one-per-hex", "stack.both-sides", "stack.same-hex", "stacking.limit",
    "terrain.large-gun-building", "terrain.prohibited", "terrain.vehicle-building", "transport.cannot-tow",
    "transport.large-gun", "transport.nested", "transport.not-a-transport", "transport.over-capacity",
    "transport.passenger-kind", "transport.tow-kind", "tunnel.end", "tunnel.length", "tunnel.path", "tunnel.water", "unit.duplicate-id", "unit.unknown-type", "unit.weapon-as-unit",
    "victory.exit-goal-too-high", "victory.no-exit-goal", "victory.no-exit-hexes", "victory.no-objectives", "victory.objectives-required",
}
SPECIAL_RULE_CODES = {
    "rule.entry-no-reinforcements", "rule.entry-not-on-edge", "rule.exit-not-exit-hex", "rule.exit-not-exit-scenario",
    "rule.hold-empty", "rule.no-change", "rule.no-hexes", "rule.no-smoke-factors", "rule.trigger-no-group", "rule.turns",
    "rule.unknown-feature", "rule.unknown-terrain",
}
"""The special scenario rules' codes (4.3): each has its case in tests/core/test_placement_special_rules.py."""


def test_codes_are_stable_strings_and_every_one_has_a_case() -> None:
    in_source = _codes_in_source()
    assert in_source == STABLE_CODES | SPECIAL_RULE_CODES  # a renamed code breaks saved reports and the editor: change both on purpose
    assert all(re.fullmatch(r"[a-z]+\.[a-z]+(-[a-z]+)*", code) for code in in_source)
    # battlefield.boards is tested below, without a context; side.no-units in test_placement_forces.py;
    # the caves and tunnels (19.11-19.112) on a board of their own in test_placement_caves.py
    assert STABLE_CODES - {c.code for c in CASES} == {"battlefield.boards", "side.no-units", "cave.alone", "tunnel.end",
                                                      "tunnel.length", "tunnel.path", "tunnel.water"}
    special_cases = (Path(__file__).parent / "test_placement_special_rules.py").read_text(encoding="utf-8")
    assert {code for code in SPECIAL_RULE_CODES if f'"{code}"' not in special_cases} == set()


def test_boards_that_are_not_installed_are_one_violation(monkeypatch: pytest.MonkeyPatch) -> None:
    """2.1: the battlefield is made of installed boards; with board 41 installed the same scenario is clean."""
    board_library.shipped_battlefield.cache_clear()
    try:
        assert [(v.code, v.hex) for v in violations(us(at("E3", u(SQUAD))))] == [("battlefield.boards", None)]
        monkeypatch.setattr(board_library, "standard_boards", lambda: {41: BOARD})
        board_library.shipped_battlefield.cache_clear()
        assert violations(us(at("E3", u(SQUAD)))) == []
    finally:
        board_library.shipped_battlefield.cache_clear()


MANY_FAULTS = us(
    at("E3", u(SHERMAN, facing=None), u(SQUAD), u(SQUAD), u(SQUAD, LMG, BAZOOKA)),
    at("B1", u(JEEP, passengers=(u(SQUAD),), towed=u(AT3IN, facing=None))),
    at("D2", u(HALF)),
    type=ScenarioType.EXIT,
    smoke=(SmokeMarker("b41:E4", 1), SmokeMarker("b41:E4", 2)),
    victory=Victory(exit_units=2, exit_hexes=b41("E3")),
)


def test_one_call_reports_every_problem_at_once() -> None:
    found = check(MANY_FAULTS)
    assert codes(found) == [
        "exit.not-on-edge", "facing.missing", "oob.half-squads", "portage.too-many", "smoke.one-per-hex",
        "stacking.limit", "terrain.prohibited", "terrain.vehicle-building", "transport.large-gun", "transport.over-capacity",
    ]
    assert found == sorted(found, key=lambda v: (v.hex or "", v.code, v.message))


def test_checking_never_changes_the_scenario() -> None:
    before = copy.deepcopy(MANY_FAULTS)
    document = to_dict(MANY_FAULTS)
    first = check(MANY_FAULTS)
    assert MANY_FAULTS == before and to_dict(MANY_FAULTS) == document
    assert check(MANY_FAULTS) == first  # and a reused context gives the same answer


def test_a_seam_hex_is_one_hex_under_both_of_its_names() -> None:
    """6.9 counts per hex: b41:I3 and b42:A3 are the same hex where the boards join."""
    two = replace(BASE, boards=(BoardRef(41), BoardRef(42)))
    context = context_for(two, custom_boards={41: BOARD, 42: replace(BOARD, number=42)})
    seam = replace(two, allied=SideSetup("us", stacks=(Stack("b41:I3", (u(SQUAD), u(SQUAD), u(SQUAD))), Stack("b42:A3", (u(SQUAD), u(SQUAD))))))
    assert [(v.code, v.hex) for v in violations(seam, context)] == [("stack.same-hex", "b41:I3"), ("stacking.limit", "b41:I3")]


def test_a_violation_reads_as_a_sentence_and_as_a_record() -> None:
    v = Violation("stacking.limit", "b41:E3", "too many units in one hex", "6.9")
    assert str(v) == "b41:E3: too many units in one hex (6.9)"
    assert v.to_dict() == {"code": "stacking.limit", "hex": "b41:E3", "message": "too many units in one hex", "section": "6.9",
                           "json_path": None}
    assert str(Violation("victory.no-objectives", None, "needs objectives")) == "needs objectives"


def test_a_schema_problem_names_its_json_path_and_no_hex() -> None:
    """A problem with the file itself is not about a hex: its place in the document is `json_path`."""
    document = to_dict(us(at("E3", u(SQUAD))))
    document["turns"] = 0
    scenario, problems = check_document(document, "broken.json")
    assert scenario is None
    assert [(p.code, p.hex, p.json_path) for p in problems] == [("schema", None, "$.turns")]
    assert str(problems[0]).startswith("$.turns: ")
    assert problems[0].to_dict()["json_path"] == "$.turns"
