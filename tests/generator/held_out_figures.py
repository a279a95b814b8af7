"""Held-out figures fixed for a test (generator/expectation.py), so the words a battle shows are
tested both ways — the model's prediction shown, or its size's measured rate — whatever the
shipped generator/data/held-out.json holds after the next `balance_bench.py --record`."""

from __future__ import annotations

import pytest

from core.balance.stats import wilson
from generator import expectation
from generator.expectation import MARGIN, HeldOut, SizeRate

SIZES = {"small": SizeRate(100, 60, *wilson(60, 100)), "medium": SizeRate(100, 45, *wilson(45, 100)),
         "large": SizeRate(80, 52, *wilson(52, 80))}
"""Rates no shipped record holds, so a test that passes read these and not the shipped file."""

CONSTANT = 0.250
MODEL_SHOWN = HeldOut("ai:normal", 1, "2026-11-28", CONSTANT - MARGIN - 0.010, CONSTANT, SIZES)
CONSTANT_SHOWN = HeldOut("ai:normal", 1, "2026-11-28", CONSTANT - MARGIN + 0.002, CONSTANT, SIZES)


def use(monkeypatch: pytest.MonkeyPatch, figures: HeldOut) -> HeldOut:
    """Every battle dealt from now on in this test shows its figure from `figures`."""
    monkeypatch.setattr(expectation, "held_out", lambda: figures)
    return figures
