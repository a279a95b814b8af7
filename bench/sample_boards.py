"""The boards that lie beside the sample scenarios (maps/scenarios/boards/: 5, Red Beach, and 6,
Bir el Hamra), for the benches that play every sample.

Those boards are not among the shipped ones the generator deals (docs/boards.md), so a sample
on them needs its Game built with them, as `vvs play` does for a scenario beside a boards folder.
Every worker of a bench reads them from the same installed maps folder.
"""

from __future__ import annotations

from core.boards.board import Board
from core.documents.sources import boards_beside
from core.placement.context import Context, context_for
from core.resources import maps_dir
from core.scenario import Scenario


def sample_boards(scenario: Scenario) -> dict[int, Board] | None:
    """The boards beside the samples when the scenario stands on one of them (for Battle.of);
    None otherwise, so other battles run on the shipped boards as before."""
    beside = boards_beside(maps_dir() / "scenarios" / "sample.json")
    return beside if any(ref.board in beside for ref in scenario.boards) else None


def sample_context(scenario: Scenario) -> Context | None:
    """The checking context on those boards for Game (None: Game's own default)."""
    boards = sample_boards(scenario)
    return context_for(scenario, boards) if boards else None
