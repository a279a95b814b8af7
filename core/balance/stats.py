"""Confidence intervals for win rates.

Wilson's score interval rather than the textbook normal one: it stays inside
0-100% and keeps its promised coverage for the small counts and the rates near
0 or 1 that a balance run of a lopsided scenario meets (Brown, Cai & DasGupta
2001, "Interval Estimation for a Binomial Proportion").
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The 95% Wilson score interval (as shares 0-1) for `successes` out of `trials`;
    (0, 1) when nothing was tried, since nothing has been learned."""
    if trials < 0 or not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes out of {trials} trials is not a count")
    if trials == 0:
        return 0.0, 1.0
    share = successes / trials
    z2 = z * z
    centre = (share + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(share * (1 - share) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high
