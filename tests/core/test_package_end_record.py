"""The zip's end record is read before zipfile reads anything (issue 25): zipfile takes the LAST end
signature of the file's tail, and the old pre-check could be shown another record, so a second end
record hidden in the first one's comment made zipfile parse a directory of 446,204 records (4.1 s,
226 MB) before the refusal. Now the record zipfile would use must end the file, sit right after its
directory, and count exactly the records the directory holds; otherwise the zip is refused before
zipfile is asked to open it. bench/zip_end_record_bench.py measures the full-size case."""

from __future__ import annotations

import json
import struct

import pytest

from core.boards.board import BoardError
from core.documents.check import custom_boards
from core.documents.imports import PackageChecker
from core.package import PackageError, build_package, read_package
from core.package import archive as package_module
from core.resources import maps_dir

SAMPLE = json.loads((maps_dir() / "scenarios" / "hedgerow-duel.json").read_text(encoding="utf-8"))
_CENTRAL = struct.Struct("<4s6H3I5H2I")


def _end(entries: int, size: int, offset: int, comment: int = 0) -> bytes:
    return struct.pack("<4s4H2IH", b"PK\x05\x06", 0, 0, entries, entries, size, offset, comment)


def _second_end_record(records: int) -> bytes:
    """A directory of `records` tiny records, an honest-looking end record whose comment covers a second
    one that claims the whole directory (the one zipfile takes), then a few bytes."""
    record = _CENTRAL.pack(b"PK\x01\x02", 20, 20, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0) + b"a"
    directory = record * records
    honest = _end(1, len(record), len(directory) - len(record), 22 + 4)
    return directory + honest + _end(0xFFFF, len(directory) + len(honest), 0) + b"tail"


@pytest.fixture
def zipfile_opened(monkeypatch):
    """Counts how often zipfile is asked to open an archive (the real zipfile still does the work)."""
    opened = []
    real = package_module.zipfile.ZipFile

    def counting(file, mode="r", *args, **kwargs):
        if mode == "r":  # building a package writes one, then reads it back
            opened.append(file)
        return real(file, mode, *args, **kwargs)

    monkeypatch.setattr(package_module.zipfile, "ZipFile", counting)
    return opened


def _refused(data: bytes, says: str) -> None:
    with pytest.raises(PackageError, match=says):
        read_package(data, name="pkg.zip")


def test_a_second_end_record_is_refused_before_zipfile_parses_the_directory(zipfile_opened):
    _refused(_second_end_record(20_000), "end record does not end the file")
    assert zipfile_opened == []


def test_an_end_record_counting_fewer_records_than_its_directory_holds_is_refused(zipfile_opened):
    good = build_package(SAMPLE)
    zipfile_opened.clear()  # building reads the package back
    start = good.rindex(b"PK\x05\x06")
    fewer = good[:start + 8] + struct.pack("<HH", 1, 1) + good[start + 12:]
    _refused(fewer, "more than the records its end record counts")
    more = good[:start + 8] + struct.pack("<HH", 3, 3) + good[start + 12:]
    _refused(more, "fewer records than its end record counts")
    assert zipfile_opened == []


def test_bytes_after_the_end_record_or_before_the_directory_are_refused(zipfile_opened):
    good = build_package(SAMPLE)
    zipfile_opened.clear()  # building reads the package back
    _refused(good + b"junk", "does not end the file")
    start = good.rindex(b"PK\x05\x06")
    moved = good[:start + 16] + struct.pack("<I", struct.unpack_from("<I", good, start + 16)[0] - 1) + good[start + 20:]
    _refused(moved, "not where its end record says")
    assert zipfile_opened == []


def test_a_package_made_here_and_one_with_a_comment_still_open(zipfile_opened):
    good = build_package(SAMPLE)
    assert read_package(good).scenario == SAMPLE
    start = good.rindex(b"PK\x05\x06")
    commented = good[:start + 20] + struct.pack("<H", 9) + b"a comment"
    assert read_package(commented).scenario == SAMPLE
    assert len(zipfile_opened) >= 2


def _board(number: int, name: str) -> dict:
    document = json.loads((maps_dir() / "board-01.json").read_text(encoding="utf-8"))
    return dict(document, number=number, name=name)


def test_two_boards_of_one_package_with_the_same_number_are_refused():
    boards = {"first": _board(101, "First"), "second": _board(101, "Second")}
    with pytest.raises(BoardError, match="board number 101 is taken by another board"):
        custom_boards(boards, "pkg.zip")
    data = build_package(SAMPLE, boards)
    checker = PackageChecker()
    with pytest.raises(PackageError, match="board number 101 is taken") as caught:
        read_package(data, checker.scenario, checker.board, name="pkg.zip")
    assert caught.value.broken_rules  # read whole, breaking a rule: exit 1, as `vvs import` gives


def test_vvs_validate_and_play_refuse_a_package_with_two_boards_of_one_number(tmp_path, capsys, monkeypatch):
    from editor.cli import main

    monkeypatch.setenv("VVS_USER_DIR", str(tmp_path / "user"))
    package = tmp_path / "twice.zip"
    package.write_bytes(build_package(SAMPLE, {"first": _board(101, "First"), "second": _board(101, "Second")}))
    assert main(["validate", str(package)]) == 1
    assert main(["play", str(package)]) == 1
    assert main(["import", str(package)]) == 1
    assert "taken by another board" in capsys.readouterr().err
