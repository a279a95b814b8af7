"""File > Export scenario card…: the open scenario's card written where the file dialog says."""

from __future__ import annotations

from pathlib import Path

import pypdf
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu

from core.resources import maps_dir
from core.scenario.io import load
from editor.card.pages import Paper
from editor.document import ScenarioDocument
from editor.window.prompts import Prompts


def _file_menu_action(window) -> QAction:  # type: ignore[no-untyped-def]
    menu = window.findChild(QMenu, "file_menu")
    actions = [a for a in menu.actions() if a.objectName() == "export_card_action"]
    assert len(actions) == 1
    return actions[0]


def test_the_entry_sits_after_export_map_as_png(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    names = [a.objectName() for a in window.findChild(QMenu, "file_menu").actions()]
    assert names.index("export_card_action") == names.index("export_png_action") + 1


def test_the_file_menu_writes_the_card_of_the_open_scenario(make_window, tmp_path):
    sample = load(Path(maps_dir()) / "scenarios" / "hedgerow-duel.json")
    window = make_window()
    window.set_document(ScenarioDocument(sample, None, {}))
    window.prompts.file_answer = tmp_path / "duel-card.pdf"
    _file_menu_action(window).trigger()
    out = tmp_path / "duel-card.pdf"
    assert out.is_file() and window.prompts.errors == []
    reader = pypdf.PdfReader(str(out))
    assert 1 <= len(reader.pages) <= 2
    assert "Hedgerow" in reader.pages[0].extract_text()


def test_through_the_real_prompts_a_name_without_suffix_becomes_a_pdf(make_window, tiny_scenario, tmp_path, monkeypatch):
    window = make_window(tiny_scenario)
    asked: list[str] = []

    def answer(parent, title, folder, file_filter):  # type: ignore[no-untyped-def]
        asked.append(file_filter)
        return str(tmp_path / "tiny"), file_filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    window.prompts = Prompts(window)
    path = window.card.export_card(Paper.A4)
    assert path == tmp_path / "tiny.pdf"
    assert path.read_bytes().startswith(b"%PDF")
    assert asked and "*.pdf" in asked[0]


def test_a_png_name_writes_a_png(make_window, tiny_scenario, tmp_path):
    window = make_window(tiny_scenario)
    window.prompts.file_answer = tmp_path / "tiny.png"
    assert window.card.export_card() == tmp_path / "tiny.png"
    assert (tmp_path / "tiny.png").read_bytes().startswith(b"\x89PNG")


def test_without_a_scenario_it_says_so(make_window):
    window = make_window()
    assert window.card.export_card() is None
    assert "save file" not in window.prompts.asked


def test_a_folder_that_went_away_is_an_error_message(make_window, tiny_scenario, tmp_path):
    window = make_window(tiny_scenario)
    window.prompts.file_answer = tmp_path / "gone" / "card.pdf"
    assert window.card.export_card() is None
    assert len(window.prompts.errors) == 1
