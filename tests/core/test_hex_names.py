"""One name for each hex: a seam hex's second name is brought to the first at load and at edit time.

Boards 1 and 2 side by side share a column: b2:A3 is b1:U3, and the board on
the left names it (docs/boards.md).
"""

from __future__ import annotations

from core.boards.library import shipped_battlefield
from core.documents.check import check_document
from core.game.game import Game
from core.scenario import BoardRef, Fortification, Objective, Scenario, SideSetup, SmokeMarker, Stack, Unit, Victory
from core.scenario.copy_paste import copy_stacks, paste_stacks
from core.scenario.edit_details import new_scenario, set_boards
from core.scenario.edit_markers import add_exit_hex, set_objective, set_smoke
from core.scenario.edit_units import move_stack, place_unit
from core.scenario.hex_names import canonical_hex, canonical_scenario, edit_hex
from core.scenario.io import to_dict
from core.scenario.query import stack_at

ALIAS, NAME = "b2:A3", "b1:U3"
ALIAS_EDGE, NAME_EDGE = "b2:A1", "b1:U1"
BOARDS = (BoardRef(1), BoardRef(2))
SQUAD = "us.rifle_squad"


def test_the_board_on_the_left_names_a_seam_hex() -> None:
    field = shipped_battlefield(((1, False), (2, False)))
    assert canonical_hex(field, ALIAS) == NAME
    assert canonical_hex(field, NAME) == NAME
    assert canonical_hex(field, "b1:c4") == "b1:C4"  # spelled loosely, written one way
    assert canonical_hex(field, "b9:A1") == "b9:A1"  # off the map: kept for the placement rules to report


def test_a_seam_alias_is_canonical_after_an_edit() -> None:
    scenario = place_unit(new_scenario(BOARDS), "allied", ALIAS, SQUAD)
    assert [s.hex for s in scenario.allied.stacks] == [NAME]
    again = place_unit(scenario, "allied", NAME, SQUAD)
    assert len(again.allied.stacks) == 1 and len(again.allied.stacks[0].units) == 2  # one hex, one stack
    assert stack_at(again, "allied", ALIAS) == stack_at(again, "allied", NAME)
    moved = move_stack(again, "allied", ALIAS, "b2:C3")
    assert [s.hex for s in moved.allied.stacks] == ["b2:C3"]
    marked = add_exit_hex(set_smoke(set_objective(scenario, ALIAS_EDGE, "axis"), ALIAS, 1), ALIAS_EDGE)
    assert [o.hex for o in marked.objectives] == [NAME_EDGE]
    assert [s.hex for s in marked.smoke] == [NAME]
    assert marked.victory.exit_hexes == (NAME_EDGE,)
    pasted = paste_stacks(scenario, copy_stacks(scenario, ALIAS), "b2:C3")
    assert [s.hex for s in pasted.allied.stacks] == [NAME, "b2:C3"]


def test_a_piece_that_a_new_board_arrangement_puts_on_a_seam_takes_the_left_board_s_name() -> None:
    scenario = place_unit(new_scenario([BoardRef(1)]), "allied", "b1:A3", SQUAD)
    assert [s.hex for s in set_boards(scenario, [BoardRef(2), BoardRef(1)]).allied.stacks] == ["b2:U3"]
    assert [s.hex for s in set_boards(scenario, [BoardRef(1), BoardRef(2)]).allied.stacks] == ["b1:A3"]


def test_edits_on_boards_that_are_not_installed_keep_the_name_given() -> None:
    assert edit_hex(new_scenario([BoardRef(41)]), "b41:A3") == "b41:A3"


def _with_aliases() -> Scenario:
    return Scenario(
        title="Seam", boards=BOARDS,
        allied=SideSetup("us", stacks=(Stack(ALIAS, (Unit("allied-1", SQUAD),)),)),
        axis=SideSetup("ger", stacks=(Stack("b2:E5", (Unit("axis-1", "ger.rifle_squad"),)),)),
        fortifications=(Fortification(ALIAS, "foxholes", "allied"),),
        objectives=(Objective(ALIAS_EDGE, "allied"),), smoke=(SmokeMarker(ALIAS_EDGE, 1),),
        victory=Victory(exit_hexes=(ALIAS_EDGE,)),
    )


def test_a_loaded_scenario_holds_canonical_names() -> None:
    scenario, problems = check_document(to_dict(_with_aliases()), "seam.json")
    assert scenario is not None and problems == []
    assert scenario.allied.stacks[0].hex == NAME
    assert [f.hex for f in scenario.fortifications] == [NAME]
    assert [o.hex for o in scenario.objectives] == [NAME_EDGE]
    assert [s.hex for s in scenario.smoke] == [NAME_EDGE]
    assert scenario.victory.exit_hexes == (NAME_EDGE,)
    assert canonical_scenario(scenario, shipped_battlefield(((1, False), (2, False)))) == scenario


def test_the_engine_state_holds_canonical_names() -> None:
    state = Game(_with_aliases()).new_state(1)
    assert state.units["allied-1"].hex == NAME
    assert [f["hex"] for f in state.fortifications] == [NAME]
    assert set(state.objectives) == {NAME_EDGE}
