"""The random battle generator: builds legal scenarios through the rules core.

The public API, for the editor's dialog and the command line:

- `generate(settings, seed) -> Scenario`, and `generate_battle` for the scenario
  with the resolved settings, the location and the forces' points;
- `Settings` (every choice may be "random"), `new_seed()`;
- `store_generated(scenario)` (the one "Generated Scenario" slot in the user
  folder's Custom/), `save_generated_as(name)`;
- `GenerationError` (no legal battle could be made: the message says why),
  `SettingsError`.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the names as the type checker sees them; at run time they load on first use
    from generator.battle import Generated, GenerationCancelled, GenerationError, generate, generate_battle
    from generator.settings import CHOICES, RANDOM, Settings, SettingsError
    from generator.slot import GENERATED_NAME, new_seed, save_generated_as, store_generated

_HOMES = {
    "Generated": "generator.battle", "GenerationCancelled": "generator.battle", "GenerationError": "generator.battle",
    "generate": "generator.battle", "generate_battle": "generator.battle",
    "CHOICES": "generator.settings", "RANDOM": "generator.settings", "Settings": "generator.settings",
    "SettingsError": "generator.settings",
    "GENERATED_NAME": "generator.slot", "new_seed": "generator.slot", "save_generated_as": "generator.slot",
    "store_generated": "generator.slot",
}
"""Where each public name lives. They load on first use (PEP 562), so `vvs` commands that
never generate a battle do not pay for importing the generator."""


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'generator' has no attribute {name!r}")
    return getattr(import_module(_HOMES[name]), name)


__all__ = [
    "CHOICES",
    "GENERATED_NAME",
    "RANDOM",
    "Generated",
    "GenerationCancelled",
    "GenerationError",
    "Settings",
    "SettingsError",
    "generate",
    "generate_battle",
    "new_seed",
    "save_generated_as",
    "store_generated",
]
