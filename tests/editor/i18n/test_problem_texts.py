"""The rules core's placement problems in the editor's language: every template the rules write
is in the catalogue (context "placement"), and the Problems panel shows it translated."""

from __future__ import annotations

from dataclasses import replace

from core.scenario import Objective, SmokeMarker
from editor.document import ScenarioDocument
from editor.i18n import install_language
from editor.i18n_tools import ts_path
from editor.i18n_tools.extract import PLACEMENT_CONTEXT, extract, templates_in
from editor.i18n_tools.ts_file import read_ts
from editor.problem_text import violation_line, violation_text
from editor.window.problems_dock import ProblemsDock
from tests.core.test_placement import CASES, check
from tests.editor.conftest import BOARDS


def test_every_template_the_rules_write_is_in_the_catalogue():
    extracted = {m.source for m in extract() if m.context == PLACEMENT_CONTEXT}
    written = {v.template for case in CASES for v in check(case.failing)}
    assert written <= extracted, sorted(written - extracted)[:5]
    french = {e.source for e in read_ts(ts_path("fr")).entries if e.context == PLACEMENT_CONTEXT}
    assert extracted == french


def test_the_extraction_takes_the_third_argument_of_add_and_the_text_marker():
    source = '''
report.add("a.code", hex_name, "{unit} is lost", "1.1", unit=name)
self.add(where, "b.code", "{weapon} too", "12.2")
template = text("this {what} is off")
occupants.add(h, side_name, stack)
report.add("c.code", None, f"{x} built")
'''
    assert [t for _c, t, _l in templates_in(source)] == ["{unit} is lost", "{weapon} too", "this {what} is off"]


def test_the_problems_panel_shows_a_placement_problem_in_french(qapp, qtbot, tiny_scenario):
    scenario = replace(tiny_scenario, smoke=(SmokeMarker("b7:B2", 1), SmokeMarker("b7:B2", 2)),
                       objectives=(Objective("b7:Z9", "axis"),))
    document = ScenarioDocument(scenario, None, BOARDS)
    assert {p.code for p in document.problems} >= {"smoke.one-per-hex", "hex.off-map"}
    dock = ProblemsDock()
    qtbot.addWidget(dock)
    try:
        assert install_language(qapp, "fr") == "fr"
        dock.set_document(document)
        rows = [dock.list.item(i).text() for i in range(dock.list.count())]
        assert "b7:B2: 2 fumigènes se trouvent dans cet hexagone ; un seul est permis  (§11.1)" in rows
        assert "b7:Z9: cet objectif n'est pas sur le champ de bataille" in rows
        smoke = next(p for p in document.problems if p.code == "smoke.one-per-hex")
        assert smoke.message == "2 smoke markers are in this hex; only one may be"  # the core stays English
        assert violation_line(smoke) == "b7:B2: " + violation_text(smoke) + " (11.1)"
    finally:
        install_language(qapp, "en")
    dock.refresh()
    assert "b7:B2: 2 smoke markers are in this hex; only one may be  (§11.1)" in \
        [dock.list.item(i).text() for i in range(dock.list.count())]
