"""What a scenario adds to line of sight: its smoke markers (11.5) and its bunkers (19.5).

The engine, `vvs los` on a scenario and the editor's LOS probe all ask the same
question, so they read the answer from here. Markers off the battlefield are
skipped: the placement rules report them.
"""

from __future__ import annotations

from core.boards.battlefield import Battlefield
from core.hexes import Hex
from core.scenario.model import Scenario
from core.terrain import TerrainCatalogue, catalogue


def _on_map(battlefield: Battlefield, hex_name: str) -> Hex | None:
    try:
        return battlefield.parse(hex_name)
    except ValueError:
        return None


def scenario_blockers(scenario: Scenario, battlefield: Battlefield, terrain: TerrainCatalogue | None = None) -> tuple[Hex, ...]:
    """Hexes whose fortification blocks line of sight through them (a bunker, 19.5), sorted."""
    kinds = (terrain or catalogue()).fortifications or {}
    found = {_on_map(battlefield, f.hex) for f in scenario.fortifications if f.type in kinds and kinds[f.type].blocks_los}
    return tuple(sorted(h for h in found if h is not None))


def scenario_smoke(scenario: Scenario, battlefield: Battlefield) -> dict[Hex, int]:
    """Smoke level by hex, as the scenario places it."""
    smoke: dict[Hex, int] = {}
    for marker in scenario.smoke:
        h = _on_map(battlefield, marker.hex)
        if h is not None:
            smoke[h] = marker.level
    return smoke
