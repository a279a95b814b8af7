"""Line of sight (rules section 9, with 10.8-10.111, 11.5 and 13.7): exact, and fast over a whole battlefield.

`Sightlines` answers for one battlefield under given smoke (core.los.sightlines,
where the rules live); the geometry is exact (core.los.paths); the masks make
a query a few integer operations (core.los.index, core.los.layers); a
`LosResult` tells which hexes and hexsides counted (core.los.result).
docs/decisions/los.md lists every reading of the rules made here.
"""

from core.los.layers import InvalidSmoke, OffBattlefield
from core.los.result import LosResult
from core.los.sightlines import Sight, Sightlines, line_of_sight

__all__ = ["InvalidSmoke", "LosResult", "OffBattlefield", "Sight", "Sightlines", "line_of_sight"]
