"""Who plays each side of a saved game: the `seats` a game log carries, and the RunSetup they give back.

A log written by the test-run window holds its seats (mode, the person's side, the
computer's level and personality); fog of war, dice bias and ruleset are the scenario's
own fields in the log, and the seed is the log's. A log without seats (`vvs play --log`,
or one saved before seats were written) gets the seats its `computer` list suggests,
which the person is then asked to confirm.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from core.ai.player import LEVELS
from core.ai.profile import personality_names
from core.scenario import Scenario
from core.sides import Side
from editor.testrun.setup import Mode, RunSetup


def seats_of(setup: RunSetup) -> dict[str, str]:
    """The seats as a log stores them (schemas/game-log.schema.json, `seats`)."""
    seats = {"mode": setup.mode.value, "level": setup.level, "personality": setup.personality}
    if setup.mode is Mode.AGAINST_COMPUTER:
        seats["human"] = setup.human.value
    return seats


def setup_from_log(seats: Mapping[str, Any] | None, scenario: Scenario, seed: int,
                   computer: Iterable[str]) -> tuple[RunSetup, bool]:
    """The run's setup for a saved game, and whether the seats came from the log (False: guessed
    from the sides the computer played, to be confirmed by the person)."""
    base = RunSetup(seed=seed, fog_of_war=scenario.fog_of_war, dice_bias=scenario.dice_bias, ruleset=scenario.ruleset)
    if seats is None:
        return _guessed(base, {Side(side) for side in computer}), False
    level = str(seats.get("level", base.level))
    personality = str(seats.get("personality", ""))
    return RunSetup(mode=Mode(seats["mode"]), human=Side(seats.get("human", base.human.value)),
                    level=level if level in LEVELS else base.level,
                    personality=personality if personality in personality_names() else "",
                    seed=seed, fog_of_war=base.fog_of_war, dice_bias=base.dice_bias, ruleset=base.ruleset), True


def _guessed(base: RunSetup, computer: set[Side]) -> RunSetup:
    if len(computer) == 2:
        return RunSetup(**{**base.__dict__, "mode": Mode.COMPUTER_ONLY})
    if len(computer) == 1:
        return RunSetup(**{**base.__dict__, "mode": Mode.AGAINST_COMPUTER, "human": next(iter(computer)).other})
    return base
