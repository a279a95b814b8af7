"""What the player chooses before a battle is generated (seed 004, "Scenario Generator Settings").

Every setting may be left random. `resolve` replaces each "random" with a
concrete value drawn from the seed's own settings stream, apart from the
stream the battle is built from: so generating again from the resolved
settings and the same seed gives the very same battle, byte for byte, and the
resolved settings are what a scenario stores (Scenario.generator).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from enum import Enum
from typing import Any

from core.dice import Bias
from core.scenario import ScenarioType
from core.sides import SIDE_NATIONS, Side
from core.units import InfantryClass
from generator.rng import Rng

RANDOM = "random"
MAX_SEED = (1 << 63) - 1


class Size(str, Enum):
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"


class Role(str, Enum):
    """Infantry forces get vehicles or guns less often than combined ones (seed 004)."""

    INFANTRY = "infantry"
    COMBINED = "combined"


ForceType = InfantryClass
"""Regular, elite or airborne: the catalogue's infantry classes are the generator's force types."""

ALLIED_NATIONS = tuple(n.value for n in SIDE_NATIONS[Side.ALLIED])
AXIS_NATION = SIDE_NATIONS[Side.AXIS][0].value
SIDES = ("allied", "axis")

CHOICES: dict[str, tuple[str, ...]] = {
    "size": tuple(s.value for s in Size),
    "allied": ALLIED_NATIONS,
    "attacker": SIDES,
    "force_type": tuple(t.value for t in ForceType),
    "role": tuple(r.value for r in Role),
}
"""The settings that may be left random, with their concrete values (for menus and --help)."""

DICE_BIAS = tuple(b.value for b in Bias)
SCENARIO_TYPES = tuple(t.value for t in ScenarioType)


class SettingsError(ValueError):
    """A setting the generator does not know, or a value it cannot use."""


@dataclass(frozen=True)
class Settings:
    size: str = RANDOM
    allied: str = RANDOM
    attacker: str = RANDOM
    force_type: str = RANDOM
    role: str = RANDOM
    fog_of_war: bool = False
    dice_bias: str = Bias.NONE.value
    scenario_type: str = ScenarioType.OBJECTIVE.value

    def __post_init__(self) -> None:
        for name, values in CHOICES.items():
            value = getattr(self, name)
            if value != RANDOM and value not in values:
                raise SettingsError(f"{name} must be one of {', '.join(values)} or random, not {value!r}")
        if self.dice_bias not in DICE_BIAS:
            raise SettingsError(f"dice_bias must be one of {', '.join(DICE_BIAS)}, not {self.dice_bias!r}")
        if self.scenario_type not in SCENARIO_TYPES:
            raise SettingsError(f"scenario_type must be one of {', '.join(SCENARIO_TYPES)}, not {self.scenario_type!r}")
        if not isinstance(self.fog_of_war, bool):
            raise SettingsError("fog_of_war must be true or false")

    @property
    def resolved(self) -> bool:
        return all(getattr(self, name) != RANDOM for name in CHOICES)

    def resolve(self, seed: int) -> Settings:
        """Every random setting made concrete, from the seed's settings stream."""
        rng = Rng(check_seed(seed), "settings")
        changes: dict[str, Any] = {name: rng.choice(values) for name, values in CHOICES.items()}
        return replace(self, **{name: value for name, value in changes.items() if getattr(self, name) == RANDOM})

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, values: Mapping[str, Any]) -> Settings:
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(values) - known)
        if unknown:
            raise SettingsError(f"unknown setting(s): {', '.join(unknown)}")
        return cls(**dict(values))

    @property
    def defender(self) -> str:
        return "axis" if self.attacker == "allied" else "allied"

    def nation_of(self, side: str) -> str:
        return self.allied if side == "allied" else AXIS_NATION


def check_seed(seed: int) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise SettingsError(f"the seed must be a whole number from 0 to {MAX_SEED}, not {seed!r}")
    return seed
