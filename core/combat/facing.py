"""Which Armor Factor an AT attack meets (16.5, the Armor Facing Diagram).

An AFV's front arc is the hexside it faces and the one on either side; the rear
arc is the three hexsides behind. The two arcs meet at the corners between the
second and third hexside on each side, so the boundary is the straight line
through the AFV's centre and those two opposite corners. A firer whose line of
sight (centre to centre, 9.1) runs exactly along that line rolls a die: 1-3
front, 4-6 rear (16.5). Everything is worked out in core.hexes' integer frame,
an affine image of the board, which keeps which side of a line a point is on.
"""

from __future__ import annotations

from enum import Enum

from core.combat.modifiers import check_die_roll, rules
from core.hexes import CORNERS_INT, Hex, center_int
from core.movement.facing import check_facing
from core.tables import DEFAULT_RULESET, Ruleset
from core.unit_model import Armor, Letter


class ArmorArc(str, Enum):
    FRONT = "front"
    REAR = "rear"
    BOUNDARY = "boundary"  # exactly along the front/rear line: a die decides (16.5)


def _cross(a: tuple[int, int], b: tuple[int, int]) -> int:
    return a[0] * b[1] - a[1] * b[0]


def armor_arc(target: Hex, facing: int, firer: Hex) -> ArmorArc:
    """The arc of an AFV at `target`, facing direction `facing`, that fire from `firer` strikes."""
    check_facing(facing)
    if firer == target:
        raise ValueError("a unit cannot fire at an AFV in its own hex")
    tx, ty = center_int(target)
    fx, fy = center_int(firer)
    ax, ay = center_int(target.neighbor(facing))
    boundary = CORNERS_INT[(facing + 2) % 6]  # corner between hexsides facing+1 and facing+2
    side = _cross(boundary, (fx - tx, fy - ty))
    if side == 0:
        return ArmorArc.BOUNDARY
    front_side = _cross(boundary, (ax - tx, ay - ty))
    return ArmorArc.FRONT if (side > 0) == (front_side > 0) else ArmorArc.REAR


def boundary_arc(die: int, ruleset: str | Ruleset = DEFAULT_RULESET) -> ArmorArc:
    """16.5: a die roll of 1-3 uses the front armor, 4-6 the rear."""
    limit = rules(ruleset).number("front_armor_die_at_most")
    return ArmorArc.FRONT if check_die_roll(die) <= limit else ArmorArc.REAR


def armor_factor(armor: Armor, arc: ArmorArc) -> Letter:
    """The Armor Factor for a decided arc; a boundary line must be settled by boundary_arc first."""
    if arc is ArmorArc.BOUNDARY:
        raise ValueError("roll for a boundary line first (boundary_arc)")
    return armor.front if arc is ArmorArc.FRONT else armor.rear
