"""Dig a tunnel between two caves, or fill in the tunnels under a hex (19.111-19.112)."""

from __future__ import annotations

from core.scenario.edit_tunnels import add_tunnel, remove_tunnels_at
from editor.commands.base import ScenarioCommand
from editor.document import ScenarioDocument
from editor.i18n import tr


class DigTunnel(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, side: str, hexes: tuple[str, ...]) -> None:
        after = add_tunnel(document.scenario, side, hexes)
        label = tr("Dig a tunnel from {start} to {end}").format(start=hexes[0], end=hexes[-1])
        super().__init__(document, after, label)


class FillTunnels(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, hex_name: str) -> None:
        after = remove_tunnels_at(document.scenario, hex_name)
        super().__init__(document, after, tr("Fill in the tunnels under {hex}").format(hex=hex_name))
