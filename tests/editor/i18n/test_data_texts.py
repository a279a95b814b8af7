"""The data layer in the editor's language (issue 22): the core's sentences and the data's names.

The rules core and the generator write sentences as English templates with values
(core/texts.py); names from the data (terrain, hexside features, fortifications, sides,
edges) are Words the editor translates in the context "data". Each test installs a
language, looks at what the user reads, and puts English back.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

import pytest

from core.boards.edit import new_board, paint_terrain, set_hexside
from core.hexes import parse_offset_name
from core.resources import maps_dir
from core.scenario import Fortification
from core.scenario.io import load
from core.texts import Text, word
from core.userdirs import UserFolders
from editor.core_text import data_name, error_text
from editor.document import ScenarioDocument
from editor.i18n import install_language
from editor.problem_text import violation_text
from generator.battle import GenerationError
from tests.editor.conftest import BOARDS

SAMPLE = Path(maps_dir()) / "scenarios" / "saint-aubin-crossroads.json"


@contextmanager
def speaking(qapp, code: str):  # type: ignore[no-untyped-def]
    assert install_language(qapp, code) == code
    try:
        yield
    finally:
        install_language(qapp, "en")


def test_the_board_editor_lists_board_problems_in_french_with_the_feature_named(qapp, qtbot, tmp_path):
    from editor.board_editor.window import BoardEditorWindow

    board = new_board(91, "Haies", columns=7, rows=4)
    board = set_hexside(board, parse_offset_name("A1"), 3, "wall")  # a wall between two edge half hexes: cut by the seam
    board = paint_terrain(board, [parse_offset_name("A3")], "woods")  # an edge half hex that is not open ground
    with speaking(qapp, "fr"):
        editor = BoardEditorWindow(UserFolders(tmp_path / "user"), board)
        qtbot.addWidget(editor)
        rows = [editor.problems.list.item(i).text() for i in range(editor.problems.list.count())]
    assert any(row.endswith(": un élément « mur de pierre » entre deux demi-hex de bord serait coupé par la jointure")
               for row in rows), rows
    assert any(row.startswith("A3: un demi-hex de bord doit être en terrain découvert") for row in rows)
    problem = next(p for p in editor.document.problems if p.code == "board.seam-hexside")
    assert problem.message == "a stone wall between two edge half hexes would be cut by the seam"  # the core stays English


def test_the_brush_palette_names_terrain_and_hexsides_in_russian(qapp, qtbot):
    from editor.board_editor.palette import BrushPalette

    with speaking(qapp, "ru"):
        palette = BrushPalette()
        qtbot.addWidget(palette)
        names = [palette.list.item(i).text() for i in range(palette.list.count())]
        palette.list.setCurrentRow(names.index("Лес"))
        assert palette.current_label.text() == "Кисть: Лес; заливка: Лес"
    assert {"Открытая местность", "Здание (каменное)", "Каменная стена", "Бокаж"} <= set(names)
    assert "Woods" not in names


def test_the_hex_summary_names_terrain_roads_and_directions_in_russian(qapp):
    document = ScenarioDocument(load(SAMPLE), None, {})
    field = document.battlefield
    building = next(field.name(h) for h in field.hexes if field.terrain(h) == "building"
                    and any(field.road_between(h, h.neighbor(d)) for d in range(6)))
    from editor.battlefield.hex_info import hex_summary

    with speaking(qapp, "ru"):
        summary = hex_summary(document.scenario, field, document.units, building)
    assert "Здание (каменное)" in summary and "Дорога на " in summary
    assert "Building" not in summary and not any(f"на {d}" in summary for d in ("N", "NE", "SE", "S", "SW", "NW"))


def test_a_placement_problem_names_the_fortification_and_terrain_in_french(qapp, tiny_scenario):
    scenario = replace(tiny_scenario, fortifications=(Fortification("b7:B1", "bunker_concrete", "axis", facing=0),))  # in woods
    problem = next(p for p in ScenarioDocument(scenario, None, BOARDS).problems if p.code == "fortification.terrain")
    with speaking(qapp, "fr"):
        text = violation_text(problem)
    assert "bunker en béton" in text and " bois" in text and "concrete" not in text and "woods" not in text
    assert text.endswith("terres agricoles (champ) ou terrain découvert")  # the list and its "or" too


def test_a_generator_failure_is_translated_with_its_reasons(qapp):
    error = GenerationError(Text.of("no battle location could hold these forces: {reasons}", reasons=(
        Text.of("{location}: {reason}", location="village/north", reason=Text.of(
            "{formation}: no room left in the {side}'s areas", formation="Rifle platoon", side=word("defender"))),)))
    assert str(error) == "no battle location could hold these forces: village/north: Rifle platoon: no room left in the defender's areas"
    with speaking(qapp, "de"):
        assert error_text(error) == ("kein Gefechtsort fasst diese Truppen: village/north: Rifle platoon: "
                                     "kein Platz mehr in den Gebieten (Verteidiger)")
    assert error_text(ValueError("plain")) == "plain"


def test_the_start_page_names_the_scenario_type_and_counts_turns_in_french_and_russian(qapp):
    from editor.start.preview import scenario_facts

    scenario = load(SAMPLE)
    with speaking(qapp, "fr"):
        assert scenario_facts(scenario).startswith("Objectif · 7 tours · Cartes 2, 1")
    with speaking(qapp, "ru"):
        assert scenario_facts(replace(scenario, turns=3)).startswith("Захват целей · 3 хода · Карты")
        assert scenario_facts(replace(scenario, turns=21)).startswith("Захват целей · 21 ход · ")
    assert scenario_facts(replace(scenario, turns=1)).startswith("Objective · 1 turn · ")


def test_the_shortcut_sheet_joins_two_keys_with_the_language_s_or(qapp):
    from editor.help.shortcuts import ShortcutRow, shortcuts_html

    with speaking(qapp, "es"):
        page = shortcuts_html([ShortcutRow("Editar", "Deshacer", ("Ctrl+Z", "Alt+Backspace"))])
    assert "&nbsp;o&nbsp;" in page and "&nbsp;or&nbsp;" not in page


@pytest.mark.parametrize("code, names", [("fr", ("Bois", "Haie de bocage", "Champ de mines")),
                                         ("de", ("Wald", "Wallhecke (Bocage)", "Minenfeld")),
                                         ("es", ("Bosque", "Seto de bocage", "Campo de minas")),
                                         ("ru", ("Лес", "Бокаж", "Минное поле"))])
def test_every_language_names_the_data(qapp, code, names):
    with speaking(qapp, code):
        assert tuple(data_name(n) for n in ("Woods", "Hedgerow (bocage)", "Minefield")) == names


def test_the_details_side_summary_counts_in_russian_plural_forms(qapp, qtbot, tiny_scenario):
    from core.scenario import SideSetup, Stack, Unit
    from editor.details.side import SideBox

    leaders = tuple(Unit(f"l{i}", "us.leader_2") for i in range(3))
    squads = tuple(Unit(f"s{i}", "us.rifle_squad") for i in range(2))
    scenario = replace(tiny_scenario, allied=SideSetup("us", stacks=(Stack("b7:A2", squads), Stack("b7:A3", leaders[:2]),
                                                                     Stack("b7:A4", leaders[2:]))))
    with speaking(qapp, "ru"):
        box = SideBox("allied", lambda **_changes: None, lambda: scenario)
        qtbot.addWidget(box)
        box.refresh(scenario, ScenarioDocument(scenario, None, BOARDS).units)
        text = box.oob.text()
    assert text.startswith("2 отделения · 3 командира — "), text
    assert text.split(" — ")[1].split()[1] in ("очко", "очка", "очков") and "командиров" not in text
