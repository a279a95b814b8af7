"""core.package: deterministic scenario packages, and imports that trust nothing.

Design, Reliability: imported packages are untrusted; refuse absolute paths and
`..` entries, links, too many entries, too large an uncompressed total or too high
a compression ratio, and anything that fails the schema. Every refusal is one
PackageError; export then import gives back the same scenario byte for byte.
"""

from __future__ import annotations

import io
import json
import os
import struct
import time
import warnings
import zipfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.jsonio import dumps_canonical, validate
from core.package import (
    MAX_ENTRIES,
    Package,
    PackageError,
    build_package,
    read_package,
    write_package,
)
from core.package import archive as package_module

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + bytes(17)

# A stand-in for the scenario schema and checks, which another module owns.
SCENARIO_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["title", "turns"],
    "properties": {"title": {"type": "string"}, "turns": {"type": "integer", "minimum": 1}},
}
SCENARIO: dict[str, Any] = {
    "title": "Bloody Hill 112",
    "turns": 6,
    "boards": ["b1", "custom:hill"],
    "notes": "Sainte-Mère-Église lies off the map.",
}
HILL_BOARD: dict[str, Any] = {"format": 1, "name": "Hill", "terrain": ["....", ". . "]}


def check_scenario(scenario: dict[str, Any]) -> None:
    validate(scenario, SCENARIO_SCHEMA, "scenario.json")


def canonical(value: Any) -> bytes:
    return dumps_canonical(value).encode("utf-8")


def manifest(**changes: Any) -> dict[str, Any]:
    base = {
        "format": 1,
        "kind": "vvs-scenario-package",
        "title": "Handmade",
        "scenario": "scenario.json",
        "boards": [],
        "preview": None,
    }
    return base | changes


Entry = tuple[str | zipfile.ZipInfo, bytes]


def make_zip(entries: list[Entry], compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    """A zip written by hand, hostile or not; duplicate names are wanted here."""
    buffer = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with zipfile.ZipFile(buffer, "w", compression) as archive:
            for name, data in entries:
                archive.writestr(name, data)
    return buffer.getvalue()


def handmade(*extra: Entry, scenario: bytes | None = None, **manifest_changes: Any) -> bytes:
    """A minimal valid package, plus whatever extra entries a test smuggles in."""
    entries: list[Entry] = [
        ("manifest.json", canonical(manifest(**manifest_changes))),
        ("scenario.json", scenario if scenario is not None else canonical(SCENARIO)),
    ]
    return make_zip(entries + list(extra))


def patch_central(data: bytes, entry: str, offset: int, fmt: str, value: int) -> bytes:
    """Overwrite one field of an entry's central directory record."""
    position = 0
    while True:
        position = data.index(b"PK\x01\x02", position)
        (name_length,) = struct.unpack_from("<H", data, position + 28)
        if data[position + 46 : position + 46 + name_length] == entry.encode():
            break
        position += 4
    patched = bytearray(data)
    struct.pack_into(fmt, patched, position + offset, value)
    return bytes(patched)


CD_FLAGS, CD_COMPRESSED_SIZE, CD_FILE_SIZE, CD_LOCAL_OFFSET = 8, 20, 24, 42


def refusal(data: bytes, says: str = "") -> PackageError:
    with pytest.raises(PackageError) as caught:
        read_package(data, check_scenario, name="pkg.zip")
    assert says in str(caught.value)
    assert str(caught.value).startswith("pkg.zip: ")
    return caught.value


# --------------------------------------------------------------------------- building


def test_export_then_import_gives_back_the_same_scenario_bytes() -> None:
    data = build_package(SCENARIO, {"hill": HILL_BOARD}, PNG)
    loaded = read_package(data, check_scenario)
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        exported = archive.read("scenario.json")
    assert exported == canonical(SCENARIO)
    assert loaded.files()["scenario.json"] == exported
    assert loaded.scenario == SCENARIO
    assert loaded.boards == {"hill": HILL_BOARD}
    assert loaded.preview == PNG
    assert loaded.title == "Bloody Hill 112"


def test_the_same_scenario_always_gives_the_same_zip_bytes() -> None:
    reordered = dict(reversed(list(SCENARIO.items())))
    first = build_package(SCENARIO, {"hill": HILL_BOARD, "ford": {"format": 1}}, PNG)
    second = build_package(reordered, {"ford": {"format": 1}, "hill": HILL_BOARD}, PNG)
    assert first == second
    loaded = read_package(first)
    assert build_package(loaded.scenario, loaded.boards, loaded.preview) == first


def test_entries_are_sorted_plain_files_with_a_fixed_time() -> None:
    data = build_package(SCENARIO, {"hill": HILL_BOARD}, PNG)
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        infos = archive.infolist()
    names = [info.filename for info in infos]
    assert names == ["boards/hill.json", "manifest.json", "preview.png", "scenario.json"]
    assert {info.date_time for info in infos} == {(1980, 1, 1, 0, 0, 0)}
    assert {info.external_attr >> 16 for info in infos} == {0o100644}


def test_manifest_lists_everything_the_package_holds() -> None:
    loaded = read_package(build_package(SCENARIO, {"hill": HILL_BOARD}, None, title="Hill"))
    assert loaded.manifest == manifest(title="Hill", boards=["boards/hill.json"])


def test_written_package_reads_back_from_disk(tmp_path: Path) -> None:
    path = tmp_path / "hill.zip"
    write_package(path, SCENARIO, {"hill": HILL_BOARD})
    assert read_package(path, check_scenario).scenario == SCENARIO
    assert sorted(os.listdir(tmp_path)) == ["hill.zip"]


@pytest.mark.parametrize(
    ("boards", "preview", "says"),
    [
        ({"../up": {}}, None, "board name"),
        ({"": {}}, None, "board name"),
        ({}, b"GIF89a", "PNG"),
    ],
)
def test_export_refuses_bad_parts(boards: dict[str, Any], preview: bytes | None, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        build_package(SCENARIO, boards, preview)


def test_export_refuses_what_import_would_refuse() -> None:
    with pytest.raises(PackageError, match="zip bomb"):
        build_package(SCENARIO | {"notes": " " * 2_000_000})


def test_export_refuses_numbers_json_cannot_hold() -> None:
    with pytest.raises(ValueError):
        build_package(SCENARIO | {"turns": float("nan")})


# --------------------------------------------------------------------------- scenario checks


def test_scenario_errors_name_the_package_the_entry_and_the_path() -> None:
    data = build_package(SCENARIO | {"turns": -1})
    error = refusal(data)
    assert str(error) == "pkg.zip: scenario.json: $.turns: -1 is less than the minimum of 1"
    assert error.entry == "scenario.json"


def test_board_check_is_applied_to_every_custom_board() -> None:
    def check_board(board: dict[str, Any]) -> None:
        if board.get("format") != 1:
            raise ValueError("unknown board format")

    data = build_package(SCENARIO, {"hill": HILL_BOARD, "ford": {"format": 9}})
    with pytest.raises(PackageError, match="boards/ford.json: unknown board format"):
        read_package(data, check_scenario, check_board)


def test_a_bug_in_the_check_is_not_hidden_as_a_bad_package() -> None:
    def buggy(_: dict[str, Any]) -> None:
        raise KeyError("sides")

    with pytest.raises(KeyError):
        read_package(build_package(SCENARIO), buggy)


# --------------------------------------------------------------------------- hostile paths


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("../evil.json", "climbs out of the package"),
        ("boards/../../evil.json", "climbs out of the package"),
        ("/etc/passwd", "absolute path"),
        ("C:/Windows/evil.json", "absolute path"),
        ("boards\\..\\..\\evil.json", "absolute path"),
        ("boards/", "folder"),
        ("readme.txt", "is not part of a scenario package"),
        ("boards/sub/x.json", "is not part of a scenario package"),
    ],
)
def test_unsafe_entry_names_are_refused(name: str, says: str) -> None:
    refusal(handmade((name, b"{}")), says)


def test_a_name_hiding_a_nul_character_is_refused() -> None:
    """zipfile cuts names at a NUL when writing, so the byte is put in afterwards."""
    data = handmade(("boards/x.jsonX.png", b"{}"))
    refusal(data.replace(b"boards/x.jsonX.png", b"boards/x.json\x00.png"), "NUL")


def test_a_link_is_refused() -> None:
    link = zipfile.ZipInfo("boards/hill.json")
    link.create_system = 3
    link.external_attr = 0o120777 << 16
    refusal(handmade((link, b"/etc/passwd"), boards=["boards/hill.json"]), "is a link")


def test_a_device_file_is_refused() -> None:
    fifo = zipfile.ZipInfo("boards/hill.json")
    fifo.external_attr = 0o010644 << 16
    refusal(handmade((fifo, b"{}")), "special file")


def test_duplicate_names_are_refused() -> None:
    refusal(handmade(("scenario.json", b"{}")), "appears twice")


def test_names_differing_only_in_case_are_refused() -> None:
    data = handmade(("boards/Hill.json", b"{}"), ("boards/hill.json", b"{}"))
    refusal(data, "appears twice")


def test_an_encrypted_entry_is_refused() -> None:
    data = patch_central(handmade(), "scenario.json", CD_FLAGS, "<H", 0x01)
    refusal(data, "is encrypted")


def test_too_many_entries_are_refused() -> None:
    boards = [(f"boards/b{n}.json", b"{}") for n in range(MAX_ENTRIES)]
    refusal(handmade(*boards), f"more than {MAX_ENTRIES}")


def test_an_unusual_compression_is_refused() -> None:
    entries: list[Entry] = [("manifest.json", canonical(manifest())), ("scenario.json", b"{}")]
    refusal(make_zip(entries, zipfile.ZIP_BZIP2), "compression")


# --------------------------------------------------------------------------- bombs and lies


def test_fifty_megabytes_of_zeros_are_refused_without_unpacking_them() -> None:
    data = handmade(scenario=bytes(50 * 1024 * 1024))
    assert len(data) < 100_000
    started = time.perf_counter()
    refusal(data, "scenario.json")
    assert time.perf_counter() - started < 1


def test_a_high_compression_ratio_is_refused() -> None:
    refusal(handmade(scenario=b" " * 1_000_000), "(a zip bomb?)")


def test_one_entry_compressed_too_well_is_refused_even_in_a_large_zip() -> None:
    """Random bytes compress not at all, so the whole zip's ratio stays low."""
    padding = ("boards/padding.json", os.urandom(100_000))
    data = handmade(padding, scenario=b" " * 1_000_000)
    refusal(data, "scenario.json: unpacks to more than 100 times its compressed size")


def test_many_small_entries_cannot_add_up_to_a_bomb() -> None:
    boards = [(f"boards/b{n}.json", b" " * 200_000) for n in range(40)]
    refusal(handmade(*boards), "the zip unpacks to more than 100 times its own size")


def test_the_uncompressed_total_is_limited(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(package_module, "MAX_TOTAL_BYTES", 1000)
    boards = [(f"boards/b{n}.json", os.urandom(600)) for n in range(2)]
    refusal(handmade(*boards), "unpacks to more than 1000 bytes")


def test_a_file_too_large_is_refused_before_it_is_opened(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(package_module, "MAX_ARCHIVE_BYTES", 100)
    path = tmp_path / "big.zip"
    path.write_bytes(handmade())
    with pytest.raises(PackageError, match="big.zip: the zip is larger than 100 bytes"):
        read_package(path)


def test_a_directory_claiming_a_small_size_is_refused() -> None:
    data = patch_central(handmade(), "scenario.json", CD_FILE_SIZE, "<I", 10)
    refusal(data)


def test_a_directory_claiming_a_huge_size_is_refused() -> None:
    data = patch_central(handmade(), "scenario.json", CD_FILE_SIZE, "<I", 2**31)
    refusal(data, "its size differs from the zip's directory")


def test_a_directory_claiming_a_huge_compressed_size_is_refused() -> None:
    data = patch_central(handmade(), "manifest.json", CD_COMPRESSED_SIZE, "<I", 2**31)
    refusal(data)


def test_overlapping_entries_are_refused() -> None:
    data = handmade(("boards/a.json", b"{}"), ("boards/b.json", b"{}"))
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        first = archive.getinfo("boards/a.json").header_offset
    refusal(patch_central(data, "boards/b.json", CD_LOCAL_OFFSET, "<I", first), "overlaps")


def test_a_damaged_entry_is_refused() -> None:
    data = bytearray(handmade(scenario=canonical(SCENARIO) * 3))
    with zipfile.ZipFile(io.BytesIO(bytes(data))) as archive:
        info = archive.getinfo("scenario.json")
    data[info.header_offset + 30 + len("scenario.json") + 5] ^= 0xFF
    refusal(bytes(data), "not a readable zip")


@pytest.mark.parametrize(
    "cut", [lambda d: d[: len(d) // 2], lambda d: d[:-1], lambda d: d[10:], lambda d: b""]
)
def test_a_truncated_zip_is_refused(cut: Any) -> None:
    refusal(cut(build_package(SCENARIO)))


def test_something_that_is_no_zip_at_all_is_refused() -> None:
    refusal(b"PK\x05\x06" + bytes(18), "has no manifest.json")
    refusal(json.dumps(SCENARIO).encode(), "not a readable zip")


# --------------------------------------------------------------------------- hostile JSON


@pytest.mark.parametrize(
    ("scenario", "says"),
    [
        (b"[" * 10_000 + b"]" * 10_000, "nested deeper than 64 levels"),
        (b'{"title": "T", "turns": 1e999999}', "too large"),
        (b'{"title": "T", "turns": ' + b"9" * 100_000 + b"}", "more than 50 characters"),
        (b'{"title": "T", "turns": NaN}', "NaN"),
        (b'{"title": "T", "turns": 3', "not valid JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b'["not", "an", "object"]', "must be a JSON object"),
    ],
)
def test_hostile_scenario_json_is_one_clear_import_error(scenario: bytes, says: str) -> None:
    error = refusal(handmade(scenario=scenario), says)
    assert error.entry == "scenario.json"


# --------------------------------------------------------------------------- manifest


def test_a_zip_without_manifest_is_refused() -> None:
    refusal(make_zip([("scenario.json", canonical(SCENARIO))]), "has no manifest.json")


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (handmade(format=2), "manifest.json: $.format: 1 was expected"),
        (handmade(kind="something-else"), "manifest.json: $.kind"),
        (handmade(boards=["boards/hill.json"]), "boards/hill.json: is listed in manifest.json"),
        (handmade(("boards/hill.json", b"{}")), "boards/hill.json: is not listed in manifest"),
        (handmade(preview="preview.png"), "preview.png: is listed in manifest.json but missing"),
        (handmade(("preview.png", b"GIF89a"), preview="preview.png"), "is not a PNG image"),
    ],
)
def test_manifest_must_describe_the_package_exactly(data: bytes, says: str) -> None:
    refusal(data, says)


def test_a_handmade_package_with_a_manifest_in_any_key_order_loads() -> None:
    data = make_zip(
        [
            ("scenario.json", json.dumps(SCENARIO).encode()),
            ("manifest.json", json.dumps(manifest(boards=["boards/hill.json"])).encode()),
            ("boards/hill.json", json.dumps(HILL_BOARD).encode()),
        ]
    )
    loaded = read_package(data, check_scenario)
    assert isinstance(loaded, Package)
    assert loaded.boards == {"hill": HILL_BOARD}
    assert loaded.files()["scenario.json"] == canonical(SCENARIO)


class _Unseekable(io.RawIOBase):
    def __init__(self) -> None:
        self.data = bytearray()

    def writable(self) -> bool:
        return True

    def write(self, chunk: Any) -> int:
        self.data += chunk
        return len(chunk)


def test_a_zip_written_as_a_stream_with_data_descriptors_loads() -> None:
    """Zip tools writing to a pipe put sizes after the data (flag bit 3)."""
    stream = _Unseekable()
    with zipfile.ZipFile(stream, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("manifest.json", canonical(manifest()))
        archive.writestr("scenario.json", canonical(SCENARIO))
    data = bytes(stream.data)
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        assert all(info.flag_bits & 0x08 for info in archive.infolist())
    assert read_package(data, check_scenario).scenario == SCENARIO


# --------------------------------------------------------------------------- fuzzing

VALID = build_package({"title": "T", "turns": 3}, {"h": {"format": 1}}, PNG)


def load_or_refuse(data: bytes) -> None:
    try:
        read_package(data, check_scenario)
    except PackageError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=2000))
def test_any_bytes_either_load_or_raise_package_error(data: bytes) -> None:
    load_or_refuse(data)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.tuples(st.integers(0, len(VALID) - 1), st.integers(0, 255)), min_size=1, max_size=8
    ),
    st.integers(0, len(VALID)),
)
def test_a_mutated_valid_package_either_loads_or_raises_package_error(
    changes: list[tuple[int, int]], keep: int
) -> None:
    data = bytearray(VALID)
    for position, value in changes:
        data[position] = value
    load_or_refuse(bytes(data[: max(keep, len(data) - 64)]))


@settings(max_examples=200, deadline=None)
@given(st.integers(0, len(VALID)), st.binary(min_size=1, max_size=64))
def test_a_package_with_bytes_spliced_in_either_loads_or_raises_package_error(
    position: int, inserted: bytes
) -> None:
    load_or_refuse(VALID[:position] + inserted + VALID[position:])
