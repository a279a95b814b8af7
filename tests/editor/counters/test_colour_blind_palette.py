"""The colour-blind safe palette keeps the four nations apart for red-green colour blind players; the
standard one does not (so the option is needed). Checked numerically: Machado 2009 simulation, CIE76 ΔE."""

import pytest

from editor.counters.style import COLOUR_BLIND_NATION_STYLE, NATION_STYLE
from tests.editor.counters.colour_vision import closest_pair, delta_e, simulate

NATIONS = ("us", "gb", "sov", "ger")
THRESHOLD = 20.0  # ΔE: told apart at a glance, on a small counter, on a busy map
COLOUR_BLIND = ("deuteranopia", "protanopia")


def _colours(table: dict[str, dict[str, str]], key: str) -> dict[str, str]:
    return {nation: table[nation][key] for nation in NATIONS}


def test_the_simulation_keeps_greys_and_merges_red_with_green():
    for grey in ("#000000", "#7f7f7f", "#ffffff"):
        for vision in COLOUR_BLIND:
            assert simulate(grey, vision) == pytest.approx(simulate(grey, "normal"), abs=2e-3)
    # the textbook confusion: red and green, far apart for normal vision, close for a dichromat
    assert delta_e("#d62728", "#2ca02c") > 80
    for vision in COLOUR_BLIND:
        assert delta_e("#d62728", "#2ca02c", vision) < delta_e("#d62728", "#2ca02c") / 2


@pytest.mark.parametrize("vision", COLOUR_BLIND)
@pytest.mark.parametrize("key", ["face", "band"])
def test_the_colour_blind_palette_keeps_every_nation_apart(vision, key):
    distance, a, b = closest_pair(_colours(COLOUR_BLIND_NATION_STYLE, key), vision)
    assert distance > THRESHOLD, f"{a} and {b} {key}s are only {distance:.1f} apart under {vision}"


@pytest.mark.parametrize("key", ["face", "band"])
def test_the_colour_blind_palette_also_reads_for_normal_vision(key):
    assert closest_pair(_colours(COLOUR_BLIND_NATION_STYLE, key), "normal")[0] > THRESHOLD


@pytest.mark.parametrize("vision", COLOUR_BLIND)
def test_the_standard_palette_confuses_us_and_soviet_counters(vision):
    distance, a, b = closest_pair(_colours(NATION_STYLE, "face"), vision)
    assert distance < THRESHOLD and {a, b} == {"us", "sov"}  # olive drab and brown-red: why the option exists
    assert closest_pair(_colours(NATION_STYLE, "face"), "normal")[0] > THRESHOLD  # fine for normal vision


def _luminance(colour: str) -> float:
    from tests.editor.counters.colour_vision import linear_rgb

    r, g, b = linear_rgb(colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@pytest.mark.parametrize("nation", NATIONS)
def test_counter_text_stays_readable_on_the_colour_blind_colours(nation):
    style = COLOUR_BLIND_NATION_STYLE[nation]
    for ground in (style["face"], style["band"]):
        light, dark = sorted((_luminance(ground), _luminance(style["text"])), reverse=True)
        assert (light + 0.05) / (dark + 0.05) >= 4.0  # WCAG contrast; the values are bold
