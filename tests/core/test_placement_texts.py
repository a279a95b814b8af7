"""A placement problem is a template and its named values: they make its English message again,
and a translated template makes the same problem in another language (the editor's Problems panel)."""

from __future__ import annotations

import pytest

from core.placement import Violation
from core.placement.context import GROUP, Report, fill
from core.texts import Text
from tests.core.test_placement import CASES, check

BROKEN = [v for case in CASES for v in check(case.failing)]


def test_the_broken_scenarios_give_problems_of_every_kind() -> None:
    assert len({v.code for v in BROKEN}) >= 40
    assert any(dict(v.values).get(GROUP) for v in BROKEN), "a problem of a reinforcement group"


@pytest.mark.parametrize("violation", BROKEN, ids=[f"{v.code}:{v.hex}" for v in BROKEN])
def test_the_template_and_its_values_make_the_message(violation: Violation) -> None:
    assert violation.template, "every placement rule writes a template"
    assert fill(violation.template, violation.values) == violation.message
    assert violation.text() == violation.message
    # a value is text, a Word (a str the editor translates) or a joined list of them (core/texts.py)
    assert all(isinstance(name, str) and isinstance(value, (str, Text)) for name, value in violation.values)


def test_a_translated_template_is_filled_with_the_same_values() -> None:
    report = Report()
    report.add("portage.unattached", "b41:E3", "{weapon} lies in the hex", "12.2", weapon="LMG")
    [violation] = report.items
    assert violation.message == "LMG lies in the hex"
    assert violation.values == (("weapon", "LMG"),)
    assert violation.text({"{weapon} lies in the hex": "{weapon} est posée dans l'hexagone"}.get) == \
        "LMG est posée dans l'hexagone"
    assert hash(violation) == hash(Violation("portage.unattached", "b41:E3", "LMG lies in the hex", "12.2"))


def test_a_group_s_name_comes_first_unless_the_template_places_it() -> None:
    assert fill("{unit} is infantry", (("unit", "Rifle squad"), (GROUP, "allied reinforcements"))) == \
        "allied reinforcements: Rifle squad is infantry"
    assert fill("{group}: late", ((GROUP, "axis reinforcements"),)) == "axis reinforcements: late"


def test_a_translation_that_does_not_fit_the_values_falls_back_to_the_english_message() -> None:
    report = Report()
    report.add("stack.same-hex", "b41:E3", "{count} stacks", "6.9", count=2)
    [violation] = report.items
    assert violation.text(lambda _template: "{nombre} piles") == "2 stacks"
    assert violation.text(lambda _template: "{0} piles") == "2 stacks"
    assert Violation("schema", None, "bad file").text(lambda _template: "x") == "bad file"
