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

from generator.battle import (
    Generated,
    GenerationCancelled,
    GenerationError,
    generate,
    generate_battle,
)
from generator.settings import CHOICES, RANDOM, Settings, SettingsError
from generator.slot import GENERATED_NAME, new_seed, save_generated_as, store_generated

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
