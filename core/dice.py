"""The game's dice: seeded, serializable, every roll recorded, with the PC game's
five dice-bias levels (seed 004, "Dice Bias").

Each die is drawn from a counter-based generator: the n-th draw of a game is a
hash of (seed, n). The whole generator state is therefore two integers, so a
game saved as JSON resumes with exactly the rolls it would have had, and a
replay from the action log meets the same dice.

Bias (docs/decisions/dice.md): a side with an advantage sometimes throws twice
and keeps the lower result (low rolls are good in V&V); a side with a
disadvantage sometimes keeps the higher. It only applies when a computer plays
one side; otherwise every roll is fair.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

SECOND_LOOK_CHANCE = (1, 4)
"""Chance that a biased side throws twice: 1 in 4 (mean shift of 2d6 about 0.36)."""

_SPACE = 1 << 64
_SECOND_LOOK_BELOW = _SPACE * SECOND_LOOK_CHANCE[0] // SECOND_LOOK_CHANCE[1]
_FAIR_LIMIT = _SPACE - _SPACE % 6  # draws at or above this are redrawn, so every face is equally likely


TWO_DICE: dict[int, float] = {total: (6 - abs(total - 7)) / 36 for total in range(2, 13)}
"""The chance of each total of an unbiased 2d6 throw: what exact expectations over a roll sum over."""


class Bias(str, Enum):
    """The five dice-bias settings of the PC game, from the computer's point of view."""

    STRONG_AI = "strong_ai"
    AI = "ai"
    NONE = "none"
    PLAYER = "player"
    STRONG_PLAYER = "strong_player"


class Lean(str, Enum):
    """How one side's dice lean under a bias setting."""

    ADVANTAGE = "advantage"  # skewed low
    NORMAL = "normal"
    DISADVANTAGE = "disadvantage"  # skewed high


_LEANS: dict[Bias, tuple[Lean, Lean]] = {  # (computer's lean, human's lean)
    Bias.STRONG_AI: (Lean.ADVANTAGE, Lean.DISADVANTAGE),
    Bias.AI: (Lean.ADVANTAGE, Lean.NORMAL),
    Bias.NONE: (Lean.NORMAL, Lean.NORMAL),
    Bias.PLAYER: (Lean.NORMAL, Lean.ADVANTAGE),
    Bias.STRONG_PLAYER: (Lean.DISADVANTAGE, Lean.ADVANTAGE),
}


class DiceStateError(ValueError):
    """A serialized dice state that cannot be restored."""


def new_seed() -> int:
    """A fresh seed for a game whose creator did not choose one."""
    return secrets.randbits(63)


@dataclass(frozen=True)
class Roll:
    """One recorded roll: which side threw, the faces kept, and any throw a bias set aside."""

    index: int
    side: str
    dice: tuple[int, ...]
    lean: Lean = Lean.NORMAL
    discarded: tuple[int, ...] | None = None
    purpose: str = ""

    @property
    def total(self) -> int:
        return sum(self.dice)

    def to_dict(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"index": self.index, "side": self.side, "dice": list(self.dice)}
        if self.lean is not Lean.NORMAL:
            entry["lean"] = self.lean.value
        if self.discarded is not None:
            entry["discarded"] = list(self.discarded)
        if self.purpose:
            entry["purpose"] = self.purpose
        return entry

    @staticmethod
    def from_dict(entry: dict[str, Any]) -> Roll:
        discarded = entry.get("discarded")
        return Roll(
            index=int(entry["index"]),
            side=str(entry["side"]),
            dice=tuple(int(d) for d in entry["dice"]),
            lean=Lean(entry.get("lean", Lean.NORMAL.value)),
            discarded=None if discarded is None else tuple(int(d) for d in discarded),
            purpose=str(entry.get("purpose", "")),
        )


@dataclass
class Dice:
    """A game's dice. `computer_side` names the side the computer plays; without
    one (hotseat, play by e-mail) the bias is ignored, as in the PC game."""

    seed: int
    bias: Bias = Bias.NONE
    computer_side: str | None = None
    draws: int = 0
    history: list[Roll] = field(default_factory=list)
    bound: bool = False
    place: int = -1
    fresh_from: int = -1
    """A game that became an e-mail game from a saved one: the first action rolled with the fresh,
    bound seed (go_fresh); -1 for every other game."""
    first_seed: int = -1
    first_bound: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.seed, int) or isinstance(self.seed, bool) or self.seed < 0:
            raise DiceStateError(f"a dice seed is a non-negative integer, not {self.seed!r}")
        if self.draws < 0:
            raise DiceStateError(f"a draw count cannot be negative ({self.draws})")
        self.bias = Bias(self.bias)

    def enter_place(self) -> None:
        """The game moves on to its next action. Bound dice (play by e-mail, docs/pbem.md) draw
        from (seed, the action's place in the log, the draw within it), so a roll belongs to
        its action's place: the same actions replayed meet the same dice, and a roll cannot be
        pushed onto another action by spending draws first. Unbound dice ignore places."""
        if self.bound:
            self.place += 1
            self.draws = 0

    def lean(self, side: str) -> Lean:
        if self.computer_side is None:
            return Lean.NORMAL
        computer, human = _LEANS[self.bias]
        return computer if side == self.computer_side else human

    def roll_2d6(self, side: str, purpose: str = "") -> int:
        """A dice roll (3.2): two dice added together."""
        return self._roll(side, 2, purpose).total

    def roll_d6(self, side: str, purpose: str = "") -> int:
        """A die roll (3.2): one die."""
        return self._roll(side, 1, purpose).total

    @property
    def last(self) -> Roll | None:
        return self.history[-1] if self.history else None

    def _roll(self, side: str, count: int, purpose: str) -> Roll:
        if not side:
            raise ValueError("every roll belongs to a side")
        lean = self.lean(side)
        kept = self._throw(count)
        discarded = None
        if lean is not Lean.NORMAL and self._draw() < _SECOND_LOOK_BELOW:
            other = self._throw(count)
            keep_other = sum(other) < sum(kept) if lean is Lean.ADVANTAGE else sum(other) > sum(kept)
            kept, discarded = (other, kept) if keep_other else (kept, other)
        roll = Roll(len(self.history), side, kept, lean, discarded, purpose)
        self.history.append(roll)
        return roll

    def _throw(self, count: int) -> tuple[int, ...]:
        return tuple(self._face() for _ in range(count))

    def _face(self) -> int:
        while True:
            value = self._draw()
            if value < _FAIR_LIMIT:
                return value % 6 + 1

    def _draw(self) -> int:
        """The next 64-bit draw: a hash of the seed and the draw number."""
        key = f"{self.seed}:{self.place}:{self.draws}" if self.bound else f"{self.seed}:{self.draws}"
        digest = hashlib.blake2b(key.encode("ascii"), digest_size=8).digest()
        self.draws += 1
        return int.from_bytes(digest, "big")

    def clone(self, history: bool = True) -> Dice:
        """The same dice, to roll the same future; without the record of past rolls if asked."""
        twin = object.__new__(Dice)
        twin.__dict__.update(self.__dict__)
        twin.history = list(self.history) if history else []
        return twin

    def reseed(self, seed: int) -> None:
        """Roll from now on the sequence of `seed` from its start (the rolls already recorded
        stay): a clone's dice that no longer tell the original game's future (determinizing
        a search, see GameState.determinize)."""
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise DiceStateError(f"a dice seed is a non-negative integer, not {seed!r}")
        self.seed, self.draws = seed, 0

    def go_fresh(self, seed: int, at: int) -> None:
        """From action `at` on, bound dice from `seed` (a hotseat game handed over to play by
        e-mail, docs/pbem.md): the rolls before stay the saved game's own."""
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise DiceStateError(f"a dice seed is a non-negative integer, not {seed!r}")
        self.first_seed, self.first_bound = self.seed, self.bound
        self.seed, self.bound, self.place, self.draws, self.fresh_from = seed, True, at - 1, 0, at

    def to_dict(self, with_history: bool = True) -> dict[str, Any]:
        state: dict[str, Any] = {
            "seed": self.seed,
            "draws": self.draws,
            "bias": self.bias.value,
            "computer_side": self.computer_side,
        }
        if self.bound:
            state["bound"], state["place"] = True, self.place
        if self.fresh_from >= 0:
            state["fresh"] = {"from": self.fresh_from, "first_seed": self.first_seed, "first_bound": self.first_bound}
        if with_history:
            state["history"] = [roll.to_dict() for roll in self.history]
        return state

    @staticmethod
    def from_dict(state: dict[str, Any]) -> Dice:
        try:
            return Dice(
                seed=state["seed"],
                bias=Bias(state.get("bias", Bias.NONE.value)),
                computer_side=state.get("computer_side"),
                draws=int(state.get("draws", 0)),
                history=[Roll.from_dict(r) for r in state.get("history", [])],
                bound=bool(state.get("bound", False)),
                place=int(state.get("place", -1)),
                fresh_from=int((state.get("fresh") or {}).get("from", -1)),
                first_seed=int((state.get("fresh") or {}).get("first_seed", -1)),
                first_bound=bool((state.get("fresh") or {}).get("first_bound", False)),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise DiceStateError(f"not a dice state: {error}") from None
