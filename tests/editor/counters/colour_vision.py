"""Colour vision deficiency simulated, and colour distance in CIELAB, for the palette tests.

The simulation is Machado, Oliveira & Fernandes (2009), "A Physiologically-based
Model for Simulation of Color Vision Deficiency", at severity 1.0 (a dichromat):
a 3x3 matrix applied to linear sRGB, the way colorspacious and DaltonLens apply
it. Distances are CIE76 ΔE (Euclidean in CIELAB, D65 white): about 2.3 is a just
noticeable difference, and colours 20 apart read as different at a glance.
"""

from __future__ import annotations

import itertools
import math

Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

MACHADO: dict[str, Matrix] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
}
WHITE_D65 = (0.95047, 1.0, 1.08883)


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear_rgb(colour: str) -> tuple[float, float, float]:
    """'#rrggbb' as linear-light sRGB, 0..1."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return _linear(r), _linear(g), _linear(b)


def simulate(colour: str, vision: str) -> tuple[float, float, float]:
    """The linear sRGB a dichromat of this kind sees for `colour` (clipped to the gamut)."""
    rgb = linear_rgb(colour)
    return tuple(min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in MACHADO[vision])  # type: ignore[return-value]


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    xyz = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
           0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
           0.0193339 * r + 0.1191920 * g + 0.9503041 * b)

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, WHITE_D65))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: str, b: str, vision: str = "normal") -> float:
    """CIE76 ΔE between two colours as a viewer with this vision sees them."""
    return math.dist(lab(simulate(a, vision)), lab(simulate(b, vision)))


def closest_pair(colours: dict[str, str], vision: str) -> tuple[float, str, str]:
    """(ΔE, name, name) of the two colours that look most alike to this viewer."""
    return min((delta_e(colours[a], colours[b], vision), a, b) for a, b in itertools.combinations(sorted(colours), 2))
