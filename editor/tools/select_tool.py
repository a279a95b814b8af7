"""Select a hex by clicking it; drag a stack to move it; right click for the hex's menu.

With a hex selected, a click near one of its hexsides (outside the counter, in
the hex's rim) faces the hex's vehicles and guns (or its bunker) that way, as a
player turns a counter on the table; one undo step (editor/commands/face_hex.py).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from core.scenario.errors import EditError
from core.scenario.query import stacks_at
from editor.commands import FaceHex, MoveStack
from editor.commands.face_hex import faces_anything
from editor.i18n import tr
from editor.tools.base import Tool


class SelectTool(Tool):
    name = "select"

    def __init__(self) -> None:
        super().__init__()
        self._drag_from: str | None = None
        self._facing: tuple[str, int] | None = None  # a press on a hexside of the selected hex

    def mouse_pressed(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        if scene is None:
            return
        self._facing = None
        if event.button() == Qt.MouseButton.LeftButton:
            if hex_name is not None and hex_name == scene.selected_hex:
                direction = scene.hexside_near(event.scenePos(), hex_name)
                self._facing = (hex_name, direction) if direction is not None else None
            scene.select_hex(hex_name)
            self._drag_from = hex_name if hex_name and stacks_at(scene.document.scenario, hex_name) else None
        elif event.button() == Qt.MouseButton.RightButton and hex_name is not None:
            scene.select_hex(hex_name)
            scene.context_menu_requested.emit(hex_name, event.screenPos())

    def mouse_moved(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        if scene is None:
            return
        scene.show_hover(hex_name if self._drag_from else None)
        direction = None
        if hex_name is not None and hex_name == scene.selected_hex and not event.buttons():
            direction = scene.hexside_near(event.scenePos(), hex_name)
            if direction is not None and not faces_anything(scene.document, hex_name):
                direction = None
        scene.show_facing_hint(hex_name if direction is not None else None, direction)

    def deactivate(self) -> None:
        if self.scene is not None:
            self.scene.show_facing_hint(None)
        super().deactivate()

    def mouse_released(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        scene, origin, self._drag_from = self.scene, self._drag_from, None
        facing, self._facing = self._facing, None
        if scene is None or event.button() != Qt.MouseButton.LeftButton:
            return
        if facing is not None and hex_name == facing[0]:
            scene.show_facing_hint(None)
            self.face(*facing)
            return
        if origin is None:
            return
        scene.show_hover(None)
        if hex_name is None or hex_name == origin:
            return
        self.move(origin, hex_name)

    def face(self, hex_name: str, direction: int) -> bool:
        """Turn what faces in the hex towards hexside `direction` (0 N, clockwise)."""
        scene = self.scene
        assert scene is not None
        try:
            scene.document.push(FaceHex(scene.document, hex_name, direction))
        except EditError as error:
            scene.message.emit(str(error))
            return False
        return True

    def move(self, origin: str, target: str) -> None:
        """Move every stack in `origin` (one per side) to `target` as one step."""
        scene = self.scene
        assert scene is not None
        document = scene.document
        sides = [side for side, _stack in stacks_at(document.scenario, origin)]
        try:
            if len(sides) == 1:
                document.push(MoveStack(document, sides[0], origin, target))
            else:  # one stack per side; two only in a hex that already breaks 6.8
                self._move_all(sides, origin, target)
        except EditError as error:
            scene.message.emit(str(error))
            return
        scene.select_hex(target)

    def _move_all(self, sides: list[str], origin: str, target: str) -> None:
        assert self.scene is not None
        document = self.scene.document
        commands = [MoveStack(document, sides[0], origin, target)]  # fails early, before the macro opens
        document.undo_stack.beginMacro(tr("Move stack from {origin} to {target}").format(origin=origin, target=target))
        try:
            document.push(commands[0])
            for side in sides[1:]:
                document.push(MoveStack(document, side, origin, target))
        finally:
            document.undo_stack.endMacro()
