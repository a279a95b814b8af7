"""What one hex shows, read from the document: the values a hex item draws.

The graphics item keeps only this derived snapshot and rebuilds it when the
document says the hex changed; the truth stays in the document's scenario.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.boards.battlefield import Battlefield
from core.hexes import offset_name
from core.scenario import Fortification, Scenario
from core.scenario.changes import map_markers
from core.units import UnitCatalogue
from editor.battlefield.visibility import NOTHING_CONCEALED, WHOLE_MAP, Concealed, MapDisplay
from editor.counters.face import CounterFace, face_of


@dataclass(frozen=True)
class StackView:
    side: str
    faces: tuple[CounterFace, ...]  # bottom to top


@dataclass(frozen=True)
class HexView:
    name: str
    stacks: tuple[StackView, ...] = ()
    fortification: Fortification | None = None
    objective_nationality: str | None = None
    smoke: int | None = None
    is_exit: bool = False
    exit_edges: frozenset[str] = frozenset()  # the map edges an exit hex lies on
    label: str = ""  # the printed hex id ("H5"), drawn above the counters where they would hide the board's

    @property
    def empty(self) -> bool:
        return not (self.stacks or self.fortification or self.objective_nationality
                    or self.smoke or self.is_exit)

    @property
    def counters(self) -> int:
        return sum(len(s.faces) for s in self.stacks)


def hex_view(scenario: Scenario, battlefield: Battlefield, units: UnitCatalogue, name: str,
             canonical: dict[str, str] | None = None, display: MapDisplay = WHOLE_MAP,
             concealed: Concealed = NOTHING_CONCEALED) -> HexView:
    """Everything in hex `name` the display shows; `canonical` maps other spellings (seam aliases) to it."""
    def here(hex_name: str) -> bool:
        return (canonical or {}).get(hex_name, hex_name) == name

    stacks = () if display.hide_units else tuple(
        StackView(side_name, tuple(face_of(u, units) for u in stack.units))
        for side_name, side in scenario.sides() for stack in side.stacks
        if here(stack.hex) and not concealed.hides_stack(side_name, stack.hex))
    fortification = next((f for f in scenario.fortifications if here(f.hex) and not concealed.hides_fortification(f)), None)
    objective = next((o for o in scenario.objectives if here(o.hex)), None)
    smoke = next((s.level for s in scenario.smoke if here(s.hex)), None)
    is_exit = any(here(h) for h in scenario.victory.exit_hexes)
    exit_edges: frozenset[str] = frozenset()
    if is_exit:
        try:
            exit_edges = frozenset(battlefield.edge_of(battlefield.parse(name)))
        except ValueError:
            pass  # off the map: the problem list says so
    nationality = scenario.side(objective.owner).nationality if objective else None
    return HexView(name, stacks, fortification, nationality, smoke, is_exit, exit_edges, printed_id(battlefield, name))


def printed_id(battlefield: Battlefield, name: str) -> str:
    """The id printed on the board ("H5"), or the name itself off the map."""
    try:
        return offset_name(battlefield.info(battlefield.parse(name)).offset)
    except ValueError:
        return name


def occupied_hexes(scenario: Scenario) -> set[str]:
    """Names of every hex with something to draw, as written in the scenario."""
    names = {stack.hex for _n, side in scenario.sides() for stack in side.stacks}
    names |= {item.hex for item in map_markers(scenario)}
    return names | set(scenario.victory.exit_hexes)
