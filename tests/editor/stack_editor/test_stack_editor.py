"""The stack editor dock, driven like a designer would: drops into slots, arrows, keys and buttons."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QDragEnterEvent
from PySide6.QtWidgets import QApplication

from core.scenario.edit_details import set_side_details
from core.scenario.edit_units import place_unit
from core.scenario.query import locate, stack_at
from editor.battlefield.hex_actions import hex_menu
from editor.palette.entry import EntryKind, PaletteEntry
from editor.stack_editor.items import ItemKind, SlotKind, StackItem

HEX = "b7:B2"


def scenario_with(base, *types, side="allied", half_squads=False):
    scenario = set_side_details(base, side, half_squads=half_squads)
    for unit_type in types:
        scenario = place_unit(scenario, side, HEX, unit_type)
    return scenario


def open_stack(window):
    window.extras.edit_stack(HEX)
    return window.extras.stack_dock


def card(dock, unit_id, kind=ItemKind.UNIT, **more):
    return dock.panel.cards[StackItem(kind, HEX, unit_id, **more)]


def drag_over(slot, mime):
    """A real drag-enter event: the slot lights up green if the piece fits."""
    event = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(slot, event)
    return event.isAccepted()


def test_edit_stack_in_the_hex_menu_opens_the_stack_editor(make_window, tiny_scenario):
    window = make_window(scenario_with(tiny_scenario, "us.rifle_squad"))
    menu = hex_menu(window.document, HEX, window, window.extras.edit_stack)
    entry = next(a for a in menu.actions() if a.text() == "Edit stack…")
    assert entry.isEnabled()
    entry.trigger()
    dock = window.extras.stack_dock
    assert dock.isVisible() and dock.hex_name == HEX
    assert set(dock.panel.cards) == {StackItem(ItemKind.UNIT, HEX, "allied-1")}
    window.scene.select_hex("b7:C3")  # while shown, it follows the selection
    assert dock.hex_name == "b7:C3" and not dock.panel.cards


def test_load_a_squad_a_leader_and_a_gun_into_a_halftrack(make_window, tiny_scenario):
    """8.21: a T1 carries one squad (or two half squads), one leader and one weapon, and tows a gun."""
    window = make_window(scenario_with(tiny_scenario, "us.m3_halftrack", "us.rifle_squad", "us.rifle_squad",
                                       "us.leader_1", "us.m3_37mm"))
    dock, document = open_stack(window), window.document
    assert dock.panel.slot(SlotKind.PASSENGER, "allied-1").caption == "squad or 2 half squads · leader"
    assert dock.panel.slot(SlotKind.PASSENGER, "allied-1").drop(card(dock, "allied-2").mime_data())
    passengers = dock.panel.slot(SlotKind.PASSENGER, "allied-1")
    assert passengers.caption == "leader"  # the squad filled the infantry room
    assert not drag_over(passengers, card(dock, "allied-3").mime_data()) and passengers.hint is False
    assert drag_over(passengers, card(dock, "allied-4").mime_data()) and passengers.hint is True
    assert passengers.drop(card(dock, "allied-4").mime_data())
    assert all(s.target.kind is not SlotKind.PASSENGER for s in dock.panel.slots)  # full: no empty slot left
    assert dock.panel.slot(SlotKind.TOW, "allied-1").drop(card(dock, "allied-5").mime_data())
    halftrack = locate(document.scenario, "allied-1").unit
    assert [p.id for p in halftrack.passengers] == ["allied-2", "allied-4"] and halftrack.towed.id == "allied-5"
    assert [u.id for u in stack_at(document.scenario, "allied", HEX).units] == ["allied-1", "allied-3"]
    assert document.undo_stack.count() == 3
    assert document.undo_stack.text(0) == "Load Rifle squad into M3 halftrack"
    document.undo_stack.undo()
    assert locate(document.scenario, "allied-1").unit.towed is None
    assert StackItem(ItemKind.UNIT, HEX, "allied-5") in dock.panel.cards  # the panel follows undo
    document.undo_stack.redo()
    assert locate(document.scenario, "allied-5").carrier == "allied-1"


def test_unload_by_dropping_a_rider_on_the_stack_and_with_the_button(make_window, tiny_scenario):
    window = make_window(scenario_with(tiny_scenario, "us.m3_halftrack", "us.rifle_squad", "us.leader_1"))
    dock, document = open_stack(window), window.document
    for rider in ("allied-2", "allied-3"):
        dock.panel.slot(SlotKind.PASSENGER, "allied-1").drop(card(dock, rider).mime_data())
    assert dock.panel.slot(SlotKind.STACK).drop(card(dock, "allied-2").mime_data())
    assert locate(document.scenario, "allied-2").carrier is None
    dock.pick(StackItem(ItemKind.UNIT, HEX, "allied-3"))
    dock.buttons["unload"].click()
    assert locate(document.scenario, "allied-3").carrier is None
    assert document.undo_stack.count() == 4


def test_a_th_jeep_takes_a_half_squad_but_not_a_squad_nor_a_large_gun(make_window, tiny_scenario):
    """8.21: TH carries a half squad, a leader and a weapon and may not tow a 0 MP gun."""
    window = make_window(scenario_with(tiny_scenario, "us.jeep", "us.rifle_squad", "us.rifle_half_squad",
                                       "us.m5_3in", half_squads=True))
    dock = open_stack(window)
    passengers = dock.panel.slot(SlotKind.PASSENGER, "allied-1")
    assert passengers.caption == "half squad · leader"
    assert dock.panel.slot(SlotKind.TOW, "allied-1").caption == "tow: small gun (not 0 MP)"
    assert not passengers.drop(card(dock, "allied-2").mime_data())
    assert not dock.panel.slot(SlotKind.TOW, "allied-1").drop(card(dock, "allied-4").mime_data())
    assert passengers.drop(card(dock, "allied-3").mime_data())
    assert window.document.undo_stack.count() == 1


def test_rotate_by_clicking_a_hexside_arrow_and_with_r(make_window, tiny_scenario, qtbot):
    """7.1: a vehicle or gun faces one of the six hexsides."""
    window = make_window(scenario_with(tiny_scenario, "us.rifle_squad", "us.m4a1"))
    dock, document = open_stack(window), window.document
    rose = dock.panel.roses[StackItem(ItemKind.UNIT, HEX, "allied-2")]
    qtbot.mouseClick(rose, Qt.MouseButton.LeftButton, pos=rose.point_for(3))
    assert locate(document.scenario, "allied-2").unit.facing == 3
    assert document.undo_stack.text(0) == "Face M4A1 Sherman (75mm) S"
    assert dock.selected == StackItem(ItemKind.UNIT, HEX, "allied-2")
    qtbot.keyClick(dock.body, Qt.Key.Key_R)
    qtbot.keyClick(dock.body, Qt.Key.Key_R)
    assert locate(document.scenario, "allied-2").unit.facing == 5
    qtbot.keyClick(dock.body, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert locate(document.scenario, "allied-2").unit.facing == 4
    assert document.undo_stack.count() == 2  # the arrow click, then the merged turns
    document.undo_stack.undo()
    assert locate(document.scenario, "allied-2").unit.facing == 3
    dock.pick(StackItem(ItemKind.UNIT, HEX, "allied-1"))
    assert not dock.buttons["rotate"].isEnabled()  # a squad has no facing


def test_a_bunker_turns_with_its_arrows(make_window, tiny_scenario, qtbot):
    """19.5: a bunker's forward arc faces one hexside."""
    from core.scenario.edit_markers import add_fortification

    window = make_window(add_fortification(scenario_with(tiny_scenario, "us.rifle_squad"), HEX, "bunker_concrete", "allied", 0))
    dock = open_stack(window)
    rose = dock.panel.roses[StackItem(ItemKind.FORTIFICATION, HEX, side="allied")]
    qtbot.mouseClick(rose, Qt.MouseButton.LeftButton, pos=rose.point_for(2))
    assert window.document.scenario.fortifications[0].facing == 2
    window.document.undo_stack.undo()
    assert window.document.scenario.fortifications[0].facing == 0


def test_add_a_weapon_to_a_squad_from_the_palette_and_hand_it_on(make_window, tiny_scenario):
    """12.2: a squad carries an L or H weapon, a leader only an L one; 12.4: units of a hex exchange them."""
    window = make_window(scenario_with(tiny_scenario, "us.rifle_squad", "us.leader_1", "us.rifle_squad"))
    dock, document = open_stack(window), window.document
    mmg = PaletteEntry(EntryKind.UNIT, "us.m1919a4", "M1919A4 MMG").to_mime()
    assert not drag_over(dock.panel.slot(SlotKind.WEAPON, "allied-2"), mmg)  # H: not for a leader
    assert not dock.panel.slot(SlotKind.WEAPON, "allied-2").drop(mmg)
    assert dock.panel.slot(SlotKind.WEAPON, "allied-1").drop(mmg)
    assert locate(document.scenario, "allied-1").unit.weapons == ("us.m1919a4",)
    assert document.undo_stack.text(0) == "Give M1919A4 MMG to Rifle squad"
    weapon = card(dock, "allied-1", ItemKind.WEAPON, weapon="us.m1919a4", side="allied")
    assert dock.panel.slot(SlotKind.WEAPON, "allied-3").drop(weapon.mime_data())
    assert locate(document.scenario, "allied-3").unit.weapons == ("us.m1919a4",)
    assert locate(document.scenario, "allied-1").unit.weapons == ()
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert locate(document.scenario, "allied-1").unit.weapons == ()
    document.undo_stack.redo()
    assert locate(document.scenario, "allied-1").unit.weapons == ("us.m1919a4",)


def test_split_a_squad_and_join_the_halves(make_window, tiny_scenario):
    """13.10: a squad splits into two half squads of its type, and two such halves join again."""
    window = make_window(scenario_with(tiny_scenario, "ger.rifle_squad", "ger.leader_1", side="axis", half_squads=True))
    dock, document = open_stack(window), window.document
    dock.pick(StackItem(ItemKind.UNIT, HEX, "axis-1"))
    dock.buttons["split"].click()
    types = [u.type for u in stack_at(document.scenario, "axis", HEX).units]
    assert types == ["ger.rifle_half_squad", "ger.rifle_half_squad", "ger.leader_1"]
    dock.pick(StackItem(ItemKind.UNIT, HEX, "axis-3"))
    dock.buttons["join"].click()
    assert [u.type for u in stack_at(document.scenario, "axis", HEX).units] == ["ger.rifle_squad", "ger.leader_1"]
    assert [document.undo_stack.text(i) for i in range(2)] == ["Split Rifle squad in b7:B2", "Join Rifle half squads in b7:B2"]
    document.undo_stack.undo()
    assert len(stack_at(document.scenario, "axis", HEX).units) == 3
    document.undo_stack.undo()
    assert [u.id for u in stack_at(document.scenario, "axis", HEX).units] == ["axis-1", "axis-2"]


def test_split_is_refused_when_the_side_may_not_have_half_squads(make_window, tiny_scenario):
    window = make_window(scenario_with(tiny_scenario, "us.rifle_squad"))
    dock = open_stack(window)
    dock.pick(StackItem(ItemKind.UNIT, HEX, "allied-1"))
    dock.buttons["split"].click()
    assert window.document.undo_stack.count() == 0
    assert "half squads" in window.statusBar().currentMessage()


def test_delete_in_the_stack_editor_removes_only_the_picked_unit(make_window, tiny_scenario, qtbot):
    window = make_window(scenario_with(tiny_scenario, "us.rifle_squad", "us.leader_1"))
    dock, document = open_stack(window), window.document
    dock.pick(StackItem(ItemKind.UNIT, HEX, "allied-2"))
    qtbot.keyClick(dock.body, Qt.Key.Key_Delete)
    assert [u.id for u in stack_at(document.scenario, "allied", HEX).units] == ["allied-1"]
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert len(stack_at(document.scenario, "allied", HEX).units) == 2


def test_dragging_a_loaded_transport_on_the_map_moves_its_riders_in_one_step(make_window, tiny_scenario, qtbot):
    window = make_window(scenario_with(tiny_scenario, "us.m3_halftrack", "us.rifle_squad"))
    dock, document = open_stack(window), window.document
    dock.panel.slot(SlotKind.PASSENGER, "allied-1").drop(card(dock, "allied-2").mime_data())
    view, scene = window.view, window.scene
    start, end = view.mapFromScene(scene.centre_of(HEX)), view.mapFromScene(scene.centre_of("b7:D3"))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), end)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert locate(document.scenario, "allied-2").hex == "b7:D3"
    assert document.undo_stack.count() == 2
    assert dock.hex_name == "b7:D3"  # the editor followed the selection to the new hex
