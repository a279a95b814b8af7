"""The user's settings as one value: read from and written to QSettings, with the defaults a first start gets.

Kept apart from the dialog and the feature so that the window, the tests and
the start-up read the same keys the same way. The file is the user folder's
settings.ini (editor/files/recent.py's `user_settings`), so a test with its own
user folder never sees the user's choices. A value the file holds but the
program cannot use (a ruleset a later version dropped, a hand-edited number)
falls back to its default instead of breaking the start.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QSettings

import editor.i18n
from editor.counters.style import NATION_PALETTES
from editor.details.fields import schema_enum
from editor.testrun.setup import DECISIONS

LANGUAGE_KEY = editor.i18n.LANGUAGE_KEY  # "" or missing: follow the system
AUTOSAVE_KEY = "autosave/minutes"
RULESET_KEY = "new_scenarios/ruleset"
DICE_BIAS_KEY = "new_scenarios/dice_bias"
PALETTE_KEY = "map/nation_palette"
DECISIONS_KEY = "test_runs/decisions"

AUTOSAVE_MAX_MINUTES = 60.0


@dataclass(frozen=True)
class Preferences:
    """Everything Edit > Settings… sets. The defaults are what the program did before it had settings."""

    language: str = ""  # a language code, or "" for the system's
    autosave_minutes: float = 0.5  # editor/files/recovery.py's 30 seconds; 0 = no autosave
    ruleset: str = "seeds"  # core.scenario.model.Scenario's default
    dice_bias: str = "none"  # the model's and the generator's default
    palette: str = "standard"  # a key of editor.counters.style.NATION_PALETTES
    testrun_decisions: str = "automatic"  # where a test run's start dialog starts: editor.testrun.setup.DECISIONS


DEFAULTS = Preferences()


def languages() -> list[tuple[str, str]]:
    """(code, native name) of every language the program offers (editor/i18n.py: those with a catalogue)."""
    return editor.i18n.available_languages()


def rulesets() -> tuple[str, ...]:
    return schema_enum("properties", "ruleset")


def dice_biases() -> tuple[str, ...]:
    return schema_enum("properties", "dice_bias")


def _text(settings: QSettings, key: str, default: str, allowed: tuple[str, ...] | None = None) -> str:
    value: Any = settings.value(key, default)
    text = value if isinstance(value, str) else default
    return text if allowed is None or text in allowed else default


def _minutes(settings: QSettings) -> float:
    value: Any = settings.value(AUTOSAVE_KEY, DEFAULTS.autosave_minutes)
    try:
        minutes = float(value)
    except (TypeError, ValueError):
        return DEFAULTS.autosave_minutes
    return min(max(minutes, 0.0), AUTOSAVE_MAX_MINUTES) if math.isfinite(minutes) else DEFAULTS.autosave_minutes


def read_preferences(settings: QSettings) -> Preferences:
    return Preferences(
        language=_text(settings, LANGUAGE_KEY, DEFAULTS.language),
        autosave_minutes=_minutes(settings),
        ruleset=_text(settings, RULESET_KEY, DEFAULTS.ruleset, rulesets()),
        dice_bias=_text(settings, DICE_BIAS_KEY, DEFAULTS.dice_bias, dice_biases()),
        palette=_text(settings, PALETTE_KEY, DEFAULTS.palette, tuple(NATION_PALETTES)),
        testrun_decisions=_text(settings, DECISIONS_KEY, DEFAULTS.testrun_decisions, DECISIONS),
    )


def write_preferences(settings: QSettings, preferences: Preferences) -> None:
    settings.setValue(LANGUAGE_KEY, preferences.language)
    settings.setValue(AUTOSAVE_KEY, preferences.autosave_minutes)
    settings.setValue(RULESET_KEY, preferences.ruleset)
    settings.setValue(DICE_BIAS_KEY, preferences.dice_bias)
    settings.setValue(PALETTE_KEY, preferences.palette)
    settings.setValue(DECISIONS_KEY, preferences.testrun_decisions)
    settings.sync()
