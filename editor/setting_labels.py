"""The words the editor shows for a scenario's settings: scenario type, dice bias, ruleset.

One table per setting, shared by the details dock, the generator dialog and the
test run's start dialog, so a value reads the same wherever a player meets it
(the generator dialog once spelled the computer's dice bias "Strong ai" from the
bare value). The texts are English sources for `tr`; a value missing from a
table falls back to its own words ("strong_ai" -> "Strong ai"), so a new schema
value still shows, if plainly.
"""

from __future__ import annotations

from editor.i18n import tr

SCENARIO_TYPE_LABELS = {"elimination": "Elimination", "objective": "Objective", "exit": "Exit"}
DICE_BIAS_LABELS = {"strong_ai": "Strongly for the computer", "ai": "For the computer", "none": "None",
                    "player": "For the player", "strong_player": "Strongly for the player"}
RULESET_LABELS = {"seeds": "Rulebook (seeds)", "rules-2021": "Standard rules 2021"}


def setting_label(value: str, labels: dict[str, str] | None = None) -> str:
    """The translated words for one setting value, from its table or from the value itself."""
    return tr((labels or {}).get(value, value.replace("_", " ").capitalize()))
