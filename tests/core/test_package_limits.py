"""Packages made elsewhere: refused with a reason a person can act on, and cheaply when hostile."""

from __future__ import annotations

import io
import struct
import zipfile

import pytest

from core.jsonio import dumps_canonical
from core.package import MAX_ENTRIES, PackageError, build_package, read_package
from core.package import archive as archive_module

SCENARIO = {"title": "Bloody Hill 112", "turns": 6}


def entries_of(data: bytes) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def rezip(entries: dict[str, bytes], prefix: str = "", folders: bool = False) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        if folders:
            archive.writestr(zipfile.ZipInfo(f"{prefix}boards/"), b"")
        for name, data in entries.items():
            archive.writestr(f"{prefix}{name}", data)
    return buffer.getvalue()


@pytest.mark.parametrize("name", ["CON", "nul", "Com1", "LPT9", "aux"])
def test_a_board_named_like_a_windows_device_is_refused_when_read_and_when_built(name):
    board = {"format": 1, "name": "Hill"}
    good = entries_of(build_package(SCENARIO, {"hill": board}))
    renamed = {k.replace("boards/hill.json", f"boards/{name}.json"): v for k, v in good.items()}
    renamed["manifest.json"] = renamed["manifest.json"].replace(b"boards/hill.json", f"boards/{name}.json".encode())
    with pytest.raises(PackageError, match="device name on Windows"):
        read_package(rezip(renamed))
    with pytest.raises(ValueError, match="device name on Windows"):
        build_package(SCENARIO, {name: board})


def _never_opened(*args, **kwargs):
    raise AssertionError("zipfile read a directory the end record had already condemned")


def test_a_directory_of_many_entries_is_refused_from_its_end_record_before_it_is_read(monkeypatch):
    """A directory claiming many entries is refused on the end record's word: zipfile never
    builds its hundreds of thousands of records."""
    count = 2000
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for number in range(count):
            archive.writestr(f"x{number}", b"")
    monkeypatch.setattr(archive_module.zipfile, "ZipFile", _never_opened)
    with pytest.raises(PackageError, match=f"holds {count} entries, more than {MAX_ENTRIES}"):
        read_package(buffer.getvalue())


def test_an_end_record_that_understates_its_entries_is_caught_by_the_directory_size():
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for number in range(1000):
            archive.writestr(f"entry-with-a-long-name-{number:05d}.json", b"{}")
    data = bytearray(buffer.getvalue())
    end = data.rfind(b"PK\x05\x06")
    struct.pack_into("<HH", data, end + 8, 1, 1)  # claims one entry
    with pytest.raises(PackageError, match="directory takes"):
        read_package(bytes(data))


def test_a_package_zipped_as_its_folder_says_which_layout_is_expected():
    """`zip -r duel.zip duel/` after unpacking a package: everything sits under duel/."""
    entries = entries_of(build_package(SCENARIO))
    with pytest.raises(PackageError, match=r"inside the folder duel/.*zip the folder's contents"):
        read_package(rezip(entries, prefix="duel/", folders=False))


def test_a_package_zipped_with_folder_entries_says_how_to_leave_them_out():
    entries = entries_of(build_package(SCENARIO))
    with pytest.raises(PackageError, match=r"folder entry.*-D"):
        read_package(rezip(entries, folders=True))


def test_a_package_re_zipped_from_inside_its_folder_without_folder_entries_reads():
    entries = entries_of(build_package(SCENARIO))
    assert read_package(rezip(entries)).scenario == SCENARIO
    assert dumps_canonical(read_package(rezip(entries)).scenario) == dumps_canonical(SCENARIO)


def test_a_signature_hidden_in_the_end_record_does_not_skip_the_early_count(monkeypatch):
    """The end record's directory offset may hold the bytes PK\\x05\\x06: the record is still
    found where zipfile finds it, so its entry count is read and refused."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for number in range(2000):
            archive.writestr(f"x{number}", b"")
    data = bytearray(buffer.getvalue())
    data[-6:-2] = b"PK\x05\x06"  # the directory offset field, as a crafted zip could set it
    monkeypatch.setattr(archive_module.zipfile, "ZipFile", _never_opened)
    with pytest.raises(PackageError, match=f"holds 2000 entries, more than {MAX_ENTRIES}"):
        read_package(bytes(data))
