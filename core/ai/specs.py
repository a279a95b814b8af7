"""Player specs: the short names that choose who plays a side (`ai:hard:aggressive`, `simple`).

The command line (`vvs play --attacker SPEC --defender SPEC`) and, later, the
play window name players this way. A spec reads `ai`, `ai:LEVEL` or
`ai:LEVEL:PERSONALITY` for the computer opponent (the hard level may add its think budget
per Movement Phase, `ai:hard:balanced:800ms`; `--think-ms` writes it), or `simple` /
`random` for the built-in players; its canonical form (`str(spec)`) spells out the level and
personality an `ai` spec leaves to their defaults, so a summary says exactly who
played. Each side's player gets its own seed derived from the game seed, so a
game is reproducible from the seed and the two specs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from core.ai.player import DEFAULT_LEVEL, LEVELS, AiPlayer
from core.ai.profile import default_personality, personality, personality_names
from core.game.players import Player, RandomPlayer, SimplePlayer, side_seed
from core.sides import Side

BUILT_IN = ("simple", "random")
AI = "ai"
DEFAULT_SPEC = f"{AI}:{DEFAULT_LEVEL}"


@dataclass(frozen=True)
class PlayerSpec:
    """Who plays a side: `kind` is "ai", "simple" or "random"; level and personality only for "ai"."""

    kind: str
    level: str | None = None
    personality: str | None = None
    think_ms: int | None = None  # the hard level's budget (core.ai.portfolio); None: its default

    def __str__(self) -> str:
        budget = f"{self.think_ms}ms" if self.think_ms is not None else None
        return ":".join(part for part in (self.kind, self.level, self.personality, budget) if part)

    def thinking(self, think_ms: int | None) -> PlayerSpec:
        """The spec with the think budget (it counts for the hard level only: the others do not search)."""
        if think_ms is None or self.kind != AI or self.level != "hard":
            return self
        return replace(self, think_ms=think_ms)

    def player(self, seed: int) -> Player:
        if self.kind == AI:
            return AiPlayer(self.level or DEFAULT_LEVEL, personality(self.personality) if self.personality else None, seed,
                            think_ms=self.think_ms)
        return SimplePlayer(seed) if self.kind == "simple" else RandomPlayer(seed)


def spec_forms() -> str:
    """The valid forms, in the words an error message or a help text uses."""
    return (f"give {AI}, {AI}:LEVEL or {AI}:LEVEL:PERSONALITY (levels {', '.join(LEVELS)}; personalities "
            f"{', '.join(personality_names())}), {' or '.join(BUILT_IN)}")


def parse_spec(text: str) -> PlayerSpec:
    """The spec `text` names, in canonical form; ValueError naming the valid forms otherwise.
    Case and surrounding spaces do not matter (`AI:Hard` is `ai:hard:balanced`)."""
    parts = text.strip().lower().split(":")
    kind = parts[0]
    if kind in BUILT_IN and len(parts) == 1:
        return PlayerSpec(kind)
    think_ms = _budget(parts[3], text) if len(parts) == 4 and parts[1] == "hard" else None
    if think_ms is not None:
        parts = parts[:3]
    if kind != AI or len(parts) > 3:
        raise ValueError(f"unknown player {text!r}: {spec_forms()}")
    level = parts[1] if len(parts) > 1 else DEFAULT_LEVEL
    if level not in LEVELS:
        hint = f" (a personality follows the level: {AI}:{DEFAULT_LEVEL}:{level})" if level in personality_names() else ""
        raise ValueError(f"unknown level {level!r} in player {text!r}{hint}: {spec_forms()}")
    chosen = parts[2] if len(parts) > 2 else default_personality().name
    if chosen not in personality_names():
        raise ValueError(f"unknown personality {chosen!r} in player {text!r}: {spec_forms()}")
    return PlayerSpec(AI, level, chosen, think_ms)


def _budget(part: str, text: str) -> int:
    """`800ms`: a think budget in milliseconds, 0 or more."""
    if not part.endswith("ms") or not part[:-2].isdigit():
        raise ValueError(f"unknown think budget {part!r} in player {text!r}: give it in milliseconds, like ai:hard:balanced:800ms")
    return int(part[:-2])


def player_from_spec(spec: str, seed: int) -> Player:
    """The player `spec` names, with its own seeded randomness; ValueError for a bad spec."""
    return parse_spec(spec).player(seed)


def players_from_specs(specs: Mapping[Side, str], seed: int) -> dict[Side, Player]:
    """Both sides' players, by side, each with its own seed derived from the game seed as
    make_players derives them: `simple` against `simple` plays the games it always played."""
    return {side: player_from_spec(specs[side], side_seed(side, seed)) for side in (Side.ALLIED, Side.AXIS)}
