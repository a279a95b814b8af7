"""Issue 14: a leader made a hero (22.5) and a minefield hidden (19.71) in the stack editor, undoably."""

from PySide6.QtCore import Qt

from core.scenario.edit_markers import add_fortification
from core.scenario.edit_units import place_unit
from core.scenario.query import locate
from editor.stack_editor.items import ItemKind, StackItem

HEX = "b7:B2"


def open_stack(window):
    window.extras.edit_stack(HEX)
    return window.extras.stack_dock


def leader_and_squad(scenario):
    return place_unit(place_unit(scenario, "allied", HEX, "us.rifle_squad"), "allied", HEX, "us.leader_2")


def test_a_leader_is_made_a_hero_with_its_check_box_and_undone(make_window, tiny_scenario, qtbot):
    window = make_window(leader_and_squad(tiny_scenario))
    dock, document = open_stack(window), window.document
    leader, squad = StackItem(ItemKind.UNIT, HEX, "allied-2"), StackItem(ItemKind.UNIT, HEX, "allied-1")
    assert set(dock.panel.flags) == {leader}  # only a leader may be a hero
    box = dock.panel.flags[leader]
    assert box.text() == "Hero (22.5)" and not box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert locate(document.scenario, "allied-2").unit.hero
    assert document.undo_stack.text(0) == "Make Lieutenant (-2) a hero"
    assert dock.panel.flags[leader].isChecked() and dock.panel.cards[leader].hero  # the card wears the hero's star
    assert not dock.panel.cards[squad].hero
    assert "hero.not-leader" not in window.problems.codes()
    document.undo_stack.undo()
    assert not locate(document.scenario, "allied-2").unit.hero and not dock.panel.flags[leader].isChecked()
    document.undo_stack.redo()
    assert locate(document.scenario, "allied-2").unit.hero


def test_the_hero_is_in_the_counters_menu_too(make_window, tiny_scenario):
    window = make_window(leader_and_squad(tiny_scenario))
    dock, document = open_stack(window), window.document
    leader = StackItem(ItemKind.UNIT, HEX, "allied-2")
    menu = dock.menu_for(leader)
    entry = next(a for a in menu.actions() if a.text().startswith("Make") and "hero" in a.text())
    entry.trigger()
    assert locate(document.scenario, "allied-2").unit.hero
    again = next(a for a in dock.menu_for(leader).actions() if "hero" in a.text())
    assert again.text().startswith("No longer")
    assert not any("hero" in a.text() for a in dock.menu_for(StackItem(ItemKind.UNIT, HEX, "allied-1")).actions())


def test_a_minefield_is_hidden_with_its_check_box_and_drawn_so(make_window, tiny_scenario, qtbot):
    scenario = add_fortification(place_unit(tiny_scenario, "axis", HEX, "ger.rifle_squad"), HEX, "minefield", "axis")
    window = make_window(scenario)
    dock, document = open_stack(window), window.document
    field = StackItem(ItemKind.FORTIFICATION, HEX, side="axis")
    box = dock.panel.flags[field]
    assert box.text() == "Hidden (19.71)"
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert document.scenario.fortifications[0].hidden
    assert document.undo_stack.text(0) == "Hide the minefield in b7:B2"
    assert dock.panel.cards[field].hidden  # drawn with the hidden cue
    menu_texts = [a.text() for a in dock.menu_for(field).actions()]
    assert "Reveal the minefield in b7:B2" in menu_texts
    document.undo_stack.undo()
    assert not document.scenario.fortifications[0].hidden and not dock.panel.cards[field].hidden


def test_fortifications_that_cannot_hide_offer_no_hidden_box(make_window, tiny_scenario):
    window = make_window(add_fortification(place_unit(tiny_scenario, "axis", HEX, "ger.rifle_squad"), HEX, "barbed_wire", "axis"))
    dock = open_stack(window)
    assert dock.panel.flags == {}
    assert not any("minefield" in a.text() for a in dock.menu_for(StackItem(ItemKind.FORTIFICATION, HEX, side="axis")).actions())


def test_the_hidden_cue_is_a_function_the_map_can_reuse(qtbot):
    """markers.paint_hidden_cue draws over any marker; paint_fortification(hidden=True) uses it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from editor.counters.markers import paint_fortification, paint_hidden_cue

    def drawn(hidden):
        image = QImage(60, 60, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        paint_fortification(painter, QRectF(5, 5, 50, 50), "minefield", None, hidden=hidden)
        painter.end()
        return image

    assert drawn(True) != drawn(False)
    assert callable(paint_hidden_cue)


def test_a_minefield_alone_in_its_hex_opens_in_the_stack_editor_from_the_hex_menu(make_window, tiny_scenario, qtbot):
    """Minefields mostly lie in empty open ground (19.7): the hex menu must reach them without a unit there."""
    from editor.battlefield.hex_actions import hex_menu

    window = make_window(add_fortification(tiny_scenario, HEX, "minefield", "axis"))
    menu = hex_menu(window.document, HEX, window, window.extras.edit_stack)
    next(a for a in menu.actions() if a.text() == "Edit stack…").trigger()
    dock = window.extras.stack_dock
    qtbot.mouseClick(dock.panel.flags[StackItem(ItemKind.FORTIFICATION, HEX, side="axis")], Qt.MouseButton.LeftButton)
    assert window.document.scenario.fortifications[0].hidden
