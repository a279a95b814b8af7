"""The scenario: its model, its file, its checks and every edit of it, in one package.

- model.py: the frozen values (Scenario, SideSetup, Stack, Unit ...), exported here;
- io.py: the file format (dict and JSON, format version, migrations);
- check.py: a document checked end to end (schema, boards, placement rules);
- sight.py: what a scenario adds to line of sight (smoke, bunkers);
- query.py: the questions edits ask (the unit catalogue, a side's stack, where a unit is);
- hex_names.py: one name for each hex (a seam hex is printed on two boards);
- rewrite.py: putting a changed stack or unit back in place;
- edit_units.py, edit_weapons.py, edit_squads.py, edit_transport.py,
  edit_markers.py, edit_details.py, edit_reinforcements.py, copy_paste.py: the edits, by topic, each a
  pure function from a Scenario to a new one, refusing with errors.py's EditError;
- changes.py: which hexes an edit touched.
"""

from core.scenario.model import (
    FORMAT,
    SIDES,
    BoardRef,
    ExplainedBalance,
    FireSupport,
    Fortification,
    GeneratorInfo,
    MeasuredBalance,
    Objective,
    Reinforcement,
    Scenario,
    ScenarioType,
    SideSetup,
    SmokeMarker,
    Stack,
    Tunnel,
    Unit,
    Victory,
)

__all__ = [
    "FORMAT", "SIDES", "BoardRef", "FireSupport", "Fortification", "ExplainedBalance", "GeneratorInfo", "MeasuredBalance", "Objective", "Reinforcement",
    "Scenario", "ScenarioType", "SideSetup", "SmokeMarker", "Stack", "Tunnel", "Unit", "Victory",
]
