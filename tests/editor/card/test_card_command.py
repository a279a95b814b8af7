"""`vvs card`: the three samples as PDF and PNG cards, a package, and every bad input in one line.

The PDF is read back with pypdf: one or two pages, the title and the briefing
as text (so it can be selected and searched), and the fonts embedded.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pypdf
import pytest
from PySide6.QtGui import QImage

from core.resources import maps_dir
from core.scenario.io import load
from editor.card.facts import split_dateline
from editor.cli import main

SAMPLES = sorted((Path(maps_dir()) / "scenarios").glob("*.json"))
DUEL = Path(maps_dir()) / "scenarios" / "hedgerow-duel.json"


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))


def _run(capsys, args: list[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def _words(text: str) -> str:
    """PDF text as plain words: ligatures undone, tabs and line breaks as single spaces."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def _pdf_text(path: Path) -> tuple[int, str]:
    reader = pypdf.PdfReader(str(path))
    return len(reader.pages), _words(" ".join(page.extract_text() for page in reader.pages))


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.stem)
def test_each_sample_makes_a_pdf_card_with_its_title_and_briefing_as_text(capsys, tmp_path, sample):
    out = tmp_path / "card.pdf"
    code, stdout, err = _run(capsys, ["card", str(sample), "-o", str(out)])
    assert code == 0, err
    assert err == "" and "card.pdf" in stdout
    pages, text = _pdf_text(out)
    scenario = load(sample)
    assert 1 <= pages <= 2
    assert scenario.title in text
    dateline, briefing = split_dateline(scenario.description)
    assert dateline and dateline in text
    first_words = " ".join(briefing.split()[:8])
    assert first_words in text, first_words
    for heading in ("Briefing", "Victory", "Special rules", "Set-up", "Measured balance"):
        assert heading in text


def test_the_pdf_embeds_its_fonts_and_has_a4_pages(capsys, tmp_path):
    out = tmp_path / "card.pdf"
    assert _run(capsys, ["card", str(DUEL), "-o", str(out)])[0] == 0
    reader = pypdf.PdfReader(str(out))
    assert reader.metadata.title == "Hedgerow Duel at Le Mesnil"
    for page in reader.pages:
        width, height = sorted((float(page.mediabox.width), float(page.mediabox.height)))
        assert (round(width), round(height)) == (595, 842)  # A4 in points, either way up
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            descriptor = (font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font)["/FontDescriptor"]
            assert any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")), font["/BaseFont"]


def test_letter_paper(capsys, tmp_path):
    out = tmp_path / "card.pdf"
    code, stdout, err = _run(capsys, ["card", str(DUEL), "-o", str(out), "--paper", "letter", "--json"])
    assert code == 0, err
    assert json.loads(stdout)["paper"] == "letter"
    sizes = {tuple(sorted((round(float(p.mediabox.width)), round(float(p.mediabox.height)))))
             for p in pypdf.PdfReader(str(out)).pages}
    assert sizes == {(612, 792)}


def test_json_output_names_the_file_and_its_pages(capsys, tmp_path):
    out = tmp_path / "card.pdf"
    code, stdout, _ = _run(capsys, ["card", str(DUEL), "-o", str(out), "--json"])
    assert code == 0
    report = json.loads(stdout)
    assert report["output"] == str(out) and report["format"] == "pdf" and report["paper"] == "a4"
    assert report["pages"] == len(pypdf.PdfReader(str(out)).pages)


def test_a_png_card_by_its_suffix(capsys, tmp_path):
    out = tmp_path / "card.png"
    code, _, err = _run(capsys, ["card", str(DUEL), "-o", str(out)])
    assert code == 0, err
    assert out.read_bytes().startswith(b"\x89PNG")
    image = QImage(str(out))
    assert image.width() == 2100  # A4 at 254 dpi: a tenth of a millimetre a pixel
    assert 2970 <= image.height() <= 2 * 2970 + 40
    assert round(image.dotsPerMeterX()) == 10000


def test_a_package_makes_the_same_card(capsys, tmp_path):
    package = tmp_path / "duel.zip"
    assert _run(capsys, ["export", str(DUEL), "-o", str(package)])[0] == 0
    out = tmp_path / "card.pdf"
    code, _, err = _run(capsys, ["card", str(package), "-o", str(out)])
    assert code == 0, err
    pages, text = _pdf_text(out)
    assert pages in (1, 2) and "Hedgerow Duel at Le Mesnil" in text


@pytest.mark.parametrize("case", ["missing input", "bad folder", "a folder as output", "unknown suffix", "not json"])
def test_bad_inputs_get_one_line_and_exit_2_and_write_nothing(capsys, tmp_path, case):
    source, out = DUEL, tmp_path / "card.pdf"
    if case == "missing input":
        source = tmp_path / "missing.json"
    elif case == "bad folder":
        out = tmp_path / "nowhere" / "card.pdf"
    elif case == "a folder as output":
        out = tmp_path
    elif case == "unknown suffix":
        out = tmp_path / "card.svg"
    else:
        source = tmp_path / "garbage.json"
        source.write_bytes(b"\x00 not json")
    code, stdout, err = _run(capsys, ["card", str(source), "-o", str(out)])
    assert code == 2
    assert stdout == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("vvs: ")
    assert not re.search(r"Traceback", err)
    assert not (tmp_path / "card.pdf").exists() and not (tmp_path / "nowhere").exists()


def test_a_missing_output_argument_is_a_usage_line(capsys):
    code, _, err = _run(capsys, ["card", str(DUEL)])
    assert code == 2 and len(err.strip().splitlines()) == 1 and "-o" in err
