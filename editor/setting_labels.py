"""The words the editor shows for a scenario's settings: scenario type, dice bias, ruleset.

One table per setting, shared by the details dock, the generator dialog and the
test run's start dialog, so a value reads the same wherever a player meets it
(the generator dialog once spelled the computer's dice bias "Strong ai" from the
bare value). The texts are English sources for `tr`; a value missing from a
table falls back to its own words ("strong_ai" -> "Strong ai"), so a new schema
value still shows, if plainly.
"""

from __future__ import annotations

from editor.i18n import tr, tr_noop

SCENARIO_TYPE_LABELS = {"elimination": tr_noop("Elimination"), "objective": tr_noop("Objective"), "exit": tr_noop("Exit")}
DICE_BIAS_LABELS = {"strong_ai": tr_noop("Strongly for the computer"), "ai": tr_noop("For the computer"), "none": tr_noop("None"),
                    "player": tr_noop("For the player"), "strong_player": tr_noop("Strongly for the player")}
RULESET_LABELS = {"seeds": tr_noop("Rulebook (seeds)"), "rules-2021": tr_noop("Standard rules 2021")}
# Words that reach `tr` straight from a value of the scenario or the rules, marked here for the
# catalogue: the sides (`tr(side)`, `tr(side.capitalize())`), the entry edges (`tr(group.edge)`),
# the computer's personalities (`tr(name.capitalize())`), and the values `setting_label` spells
# from the value itself: the weather (schemas/scenario.schema.json) and the generator's settings
# (generator/settings.py CHOICES, fog of war off/on).
VALUE_WORDS = (tr_noop("allied"), tr_noop("axis"), tr_noop("Allied"), tr_noop("Axis"),
               tr_noop("north"), tr_noop("east"), tr_noop("south"), tr_noop("west"),
               tr_noop("Balanced"), tr_noop("Cautious"), tr_noop("Aggressive"),
               tr_noop("Clear"), tr_noop("Overcast"), tr_noop("Rain"), tr_noop("Fog"), tr_noop("Snow"),
               tr_noop("Small"), tr_noop("Medium"), tr_noop("Large"), tr_noop("Regular"), tr_noop("Elite"),
               tr_noop("Airborne"), tr_noop("Infantry"), tr_noop("Combined"), tr_noop("Off"), tr_noop("On"))


def setting_label(value: str, labels: dict[str, str] | None = None) -> str:
    """The translated words for one setting value, from its table or from the value itself."""
    return tr((labels or {}).get(value, value.replace("_", " ").capitalize()))
