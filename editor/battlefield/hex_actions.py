"""Edits of one selected hex: rotate what faces, and the right-click menu.

The menu lists what is in the hex and what can be done to each piece; the
stack editor popup (weapons, passengers, order) will hang off "Edit stack…".
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtGui import QAction, QUndoCommand
from PySide6.QtWidgets import QMenu, QWidget

from core.scenario.edit_tunnels import tunnel_routes
from core.scenario.query import stacks_at
from core.terrain import catalogue as terrain_catalogue
from editor.commands import (
    RemoveExitHex,
    RemoveFortification,
    RemoveObjective,
    RemoveSmoke,
    RemoveUnit,
    RotateFortification,
    RotateUnit,
    SetPinned,
)
from editor.commands.base import unit_name
from editor.commands.dig_tunnel import DigTunnel, FillTunnels
from editor.commands.macros import delete_stacks
from editor.document import ScenarioDocument
from editor.i18n import tr


def faced_units(document: ScenarioDocument, hex_name: str) -> tuple[str, ...]:
    return tuple(u.id for _side, stack in stacks_at(document.scenario, hex_name) for u in stack.units
                 if u.facing is not None)


def turnable_fortification(document: ScenarioDocument, hex_name: str) -> bool:
    kinds = terrain_catalogue().fortifications or {}
    return any(f.hex == hex_name and (f.facing is not None or (f.type in kinds and kinds[f.type].needs_facing))
               for f in document.scenario.fortifications)


def rotate_in_hex(document: ScenarioDocument, hex_name: str, steps: int = 1) -> bool:
    """Turn the hex's vehicles and guns; with none, its bunker. False if nothing faces."""
    units = faced_units(document, hex_name)
    if units:
        document.push(RotateUnit(document, units, steps))
        return True
    if turnable_fortification(document, hex_name):
        document.push(RotateFortification(document, hex_name, steps))
        return True
    return False


def hex_menu(document: ScenarioDocument, hex_name: str, parent: QWidget,
             edit_stack: Callable[[str], None] | None = None) -> QMenu:
    """The right-click menu of a hex; each action pushes one undo command."""
    menu = QMenu(parent)
    menu.setTitle(hex_name)
    scenario = document.scenario

    def push(make: Callable[[], QUndoCommand]) -> None:
        """Commands are made when chosen, from the scenario as it is then."""
        document.push(make())

    def add(text: str, slot: Callable[[], object], enabled: bool = True) -> QAction:
        action = menu.addAction(text)
        action.setEnabled(enabled)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    if faced_units(document, hex_name) or turnable_fortification(document, hex_name):
        add(tr("Rotate clockwise\tR"), lambda: rotate_in_hex(document, hex_name, 1))
        add(tr("Rotate anticlockwise\tShift+R"), lambda: rotate_in_hex(document, hex_name, -1))
    stacks = stacks_at(scenario, hex_name)
    if stacks or any(f.hex == hex_name for f in scenario.fortifications):  # a lone minefield is hidden there (19.71)
        edit = add(tr("Edit stack…"), lambda: edit_stack(hex_name) if edit_stack else None, edit_stack is not None)
        edit.setToolTip(tr("Weapons, passengers and order of the stack"))
    if stacks:
        menu.addSeparator()
        for _side, stack in stacks:
            for unit in reversed(stack.units):
                name = unit_name(document, unit.type)
                pin = tr("Unpin {unit}") if unit.pinned else tr("Pin {unit}")
                add(pin.format(unit=name), partial(push, partial(SetPinned, document, unit.id, not unit.pinned)))
                add(tr("Remove {unit}").format(unit=name), partial(push, partial(RemoveUnit, document, unit.id)))
        add(tr("Delete stack\tDel"), lambda: delete_stacks(document, hex_name))
    markers = [
        (any(f.hex == hex_name for f in scenario.fortifications), tr("Remove fortification"), RemoveFortification),
        (any(o.hex == hex_name for o in scenario.objectives), tr("Remove objective"), RemoveObjective),
        (any(s.hex == hex_name for s in scenario.smoke), tr("Remove smoke"), RemoveSmoke),
        (hex_name in scenario.victory.exit_hexes, tr("Remove exit hex"), RemoveExitHex),
    ]
    present = [(text, build) for wanted, text, build in markers if wanted]
    if present:
        menu.addSeparator()
        for text, build in present:
            add(text, partial(push, partial(build, document, hex_name)))
    _tunnel_actions(document, hex_name, add)
    if menu.isEmpty():
        add(tr("Nothing here: pick something in the palette"), lambda: None, False)
    return menu


def _tunnel_actions(document: ScenarioDocument, hex_name: str, add: Callable[[str, Callable[[], object]], QAction]) -> None:
    """19.112 on a cave: a tunnel to each other cave of its side within reach (the shortest
    route under no water), and on any hex a tunnel passes under: fill them in."""
    scenario = document.scenario
    routes = tunnel_routes(scenario, document.battlefield, terrain_catalogue(), hex_name)
    side = next((f.side for f in scenario.fortifications if f.hex == hex_name), "")
    dug = {frozenset((t.hexes[0], t.hexes[-1])) for t in scenario.tunnels if t.side == side}
    for target, route in sorted(routes.items()):
        if frozenset((hex_name, target)) not in dug:
            text = tr("Dig a tunnel to the cave in {hex} ({count} hexes)").format(hex=target, count=len(route) - 1)
            add(text, partial(_dig, document, side, route))
    if any(hex_name in t.hexes for t in scenario.tunnels):
        add(tr("Fill in the tunnels under this hex"), lambda: document.push(FillTunnels(document, hex_name)))


def _dig(document: ScenarioDocument, side: str, route: tuple[str, ...]) -> None:
    document.push(DigTunnel(document, side, route))
