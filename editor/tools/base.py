"""The small lifecycle every editing tool shares: activate, deactivate, mouse pressed/moved/released.

The scene turns each mouse event into the hex under it (None off the map) and
hands both to the active tool; tools change the document only through undo
commands and talk to the user through the scene's `message` signal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGraphicsSceneMouseEvent

if TYPE_CHECKING:
    from editor.battlefield.scene import MapScene


class Tool:
    name = "tool"

    def __init__(self) -> None:
        self.scene: MapScene | None = None

    def activate(self, scene: MapScene) -> None:
        self.scene = scene

    def deactivate(self) -> None:
        if self.scene is not None:
            self.scene.show_hover(None)
        self.scene = None

    def mouse_pressed(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        """Called for every button press on the map."""

    def mouse_moved(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        if self.scene is not None:
            self.scene.show_hover(hex_name)

    def mouse_released(self, hex_name: str | None, event: QGraphicsSceneMouseEvent) -> None:
        """Called when a button is let go."""
