"""Caves and their tunnels in the scenario editor (19.11-19.112): right click a cave, dig the
tunnel the menu offers to the other cave, see it drawn on the map, undo it, fill it in."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from core.documents.sources import boards_beside
from core.resources import maps_dir
from core.scenario import BoardRef, Fortification, Scenario, SideSetup, Stack, Unit
from editor.document import ScenarioDocument

BOARDS = boards_beside(maps_dir() / "scenarios" / "any-sample.json")
RIDGE = Scenario(
    "The ridge", (BoardRef(5),), SideSetup("us", stacks=(Stack("b5:I5", (Unit("a1", "us.rifle_squad"),)),)),
    SideSetup("ger", stacks=(Stack("b5:O7", (Unit("g1", "ger.rifle_squad"),)),)),
    fortifications=(Fortification("b5:O7", "cave", "axis"), Fortification("b5:Q9", "cave", "axis")),
)


def choose_from_menu(qtbot, window, hex_name: str, text: str) -> None:
    """Right click the hex on the map and pick the menu entry whose text starts with `text`."""
    chosen: list[str] = []
    timer = QTimer()

    def pick() -> None:  # polled until the menu is up; it runs inside the menu's own event loop
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            return
        timer.stop()
        action = next((a for a in menu.actions() if a.text().startswith(text)), None)
        chosen.append(action.text() if action is not None else "")
        if action is not None:
            menu.setActiveAction(action)
            qtbot.keyClick(menu, Qt.Key.Key_Return)
        else:
            menu.close()

    view = window.view
    view.centre_on_hex(hex_name)
    timer.timeout.connect(pick)
    timer.start(20)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=view.mapFromScene(window.scene.centre_of(hex_name)))
    qtbot.waitUntil(lambda: bool(chosen), timeout=3000)
    timer.stop()
    assert chosen[0].startswith(text), chosen


def test_dig_a_tunnel_between_two_caves_and_fill_it_in(make_window, qtbot):
    window = make_window()
    window.set_document(ScenarioDocument(RIDGE, None, BOARDS))
    window.view.set_zoom(1.0)
    document = window.document
    assert [p.code for p in document.problems] == []

    choose_from_menu(qtbot, window, "b5:O7", "Dig a tunnel to the cave in b5:Q9 (3 hexes)")
    [tunnel] = document.scenario.tunnels
    assert (tunnel.side, tunnel.hexes[0], tunnel.hexes[-1], len(tunnel.hexes)) == ("axis", "b5:O7", "b5:Q9", 4)
    assert document.problems == [] and len(window.scene.tunnel_items) == 1  # drawn, and legal by the rules
    assert "from b5:O7 to b5:Q9" in window.scene.hex_tooltip(tunnel.hexes[1])  # the hex's tooltip names it

    document.undo_stack.undo()
    assert document.scenario.tunnels == () and window.scene.tunnel_items == []
    document.undo_stack.redo()
    choose_from_menu(qtbot, window, tunnel.hexes[2], "Fill in the tunnels under this hex")
    assert document.scenario.tunnels == () and window.scene.tunnel_items == []
