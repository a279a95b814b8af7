"""Editing tools: the scene forwards mouse events to the active one (Tiled's tool interface)."""

from editor.tools.base import Tool
from editor.tools.place_tool import PlaceTool
from editor.tools.select_tool import SelectTool

__all__ = ["PlaceTool", "SelectTool", "Tool"]
