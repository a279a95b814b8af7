"""The way to a destination: the safest acceptable route, not only the cheapest in MP.

A stack on the move meets opportunity fire in every hex it enters (13.8): AP fire from
every fire group that sees the hex, AT fire at each vehicle from every AT weapon that
reaches it (the armour it shows there is the facing it drives with). So a route is priced
hex by hex with the threat map (core.ai.estimates, AP) and the AT threats (core.ai.dangers),
and where the cheapest route crosses fire a detour round the swept hexes is looked for
within the same allowance: the covered way along the woods rather than the open lane in
front of the MG. The end hex is not part of the route's price (the destination's score
counts the fire there).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from core.ai.dangers import vehicles
from core.ai.estimates import unit_value
from core.ai.situation import Situation
from core.game.state import UnitState
from core.hexes import Hex
from core.movement.search import Path
from core.terrain import UnitClass

if TYPE_CHECKING:
    from core.ai.positions import Scorer

PATH_DANGER = 0.6
"""How much of the fire a hex on the way could bring counts (opportunity fire is one attack
at a moving target, 13.8, against the end hex's whole enemy fire phase)."""
AT_DANGER = 1.0
"""Share of a vehicle's value (and its passengers') one unit of kill chance costs."""
SWEPT = 0.05
"""A hex on the way whose price is below this share of a unit's value is not worth a detour."""


def at_value(sit: Situation, group: Sequence[UnitState]) -> list[tuple[UnitState, float]]:
    """Each AT target of the group with what its loss would cost: itself and its passengers."""
    game, view = sit.game, sit.view
    return [(v, unit_value(game, v) + sum(unit_value(game, p) for p in view.passengers(v.id)))
            for v in vehicles(game, group)]


def step_price(scorer: Scorer, name: str, facing: int | None) -> float:
    """What entering the hex on the way costs the group: the fire it may meet there."""
    sit = scorer.sit
    price = scorer.danger_w * sit.threats.at(name) if scorer.ap_targets else 0.0
    for vehicle, value in scorer.at_targets:
        price += scorer.at_w * value * sit.at_threats.kill(vehicle, name, facing)
    return PATH_DANGER * price


def path_price(scorer: Scorer, names: Sequence[str], facings: Sequence[int]) -> float:
    """The price of the hexes entered before the last one."""
    return sum(step_price(scorer, h, facings[i] if i < len(facings) else None) for i, h in enumerate(names[:-1]))


def _names(sit: Situation, path: Path) -> tuple[tuple[str, ...], tuple[int, ...]]:
    facings = tuple(path.facings[1:]) if path.facings is not None else ()
    return tuple(sit.game.name(h) for h in path.hexes[1:]), facings


class Routes:
    """The routes of one move to each destination considered: the cheapest in MP from one
    search, and where one crosses fire, the cheapest round every swept hex from a second
    search (each route a stack is offered is one the engine will accept: core.movement's own)."""

    def __init__(self, scorer: Scorer, start: Hex, goals: Sequence[Hex], area: Iterable[Hex], allowance: int,
                 classes: frozenset[UnitClass], facing: int | None, blocked: frozenset[Hex], full_move: bool,
                 assault: bool, priced: bool) -> None:
        self.scorer, self.priced, self.area = scorer, priced, area
        movement = scorer.sit.game.movement

        def paths(closed: frozenset[Hex]) -> dict[Hex, Path]:
            return movement.cheapest_paths(start, goals, allowance, classes, facing=facing, blocked=closed,
                                           full_move=full_move, assault=assault)

        self._paths = paths
        self.plain = paths(blocked)
        self.blocked, self.start = blocked, start
        self._swept: frozenset[Hex] | None = None
        self._round: dict[Hex, Path] | None = None
        self.floor = SWEPT * scorer.unit_value

    def best(self, there: Hex) -> tuple[Path, float] | None:
        """The route into `there` that meets the least fire, and its price."""
        path = self.plain.get(there)
        if path is None:
            return None
        price = self._price(path)
        if not self.priced or price <= self.floor or path.minimum_move:
            return path, price
        swept = self._swept_hexes()
        if not swept & set(path.hexes[1:-1]):
            return path, price
        if self._round is None:
            self._round = self._paths(self.blocked | swept)
        other = self._round.get(there)
        if other is not None:
            other_price = self._price(other)
            if other_price < price:
                return other, other_price
        return path, price

    def _price(self, path: Path) -> float:
        names, facings = _names(self.scorer.sit, path)
        return path_price(self.scorer, names, facings)

    def _swept_hexes(self) -> frozenset[Hex]:
        """The hexes within reach whose fire is worth a detour (a vehicle counted front on); never
        the start (the goals themselves may be swept: a route ending there still ends there)."""
        if self._swept is None:
            name = self.scorer.sit.game.name
            self._swept = frozenset(h for h in self.area if h != self.start
                                    and step_price(self.scorer, name(h), None) > self.floor)
        return self._swept
