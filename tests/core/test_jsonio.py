"""core.jsonio: canonical JSON, atomic saves, untrusted parsing, schema messages.

The promises come from the design's Reliability section: saves are atomic, export
then import gives back the same bytes, and a bad file is answered with the file,
the JSON path and what is wrong.
"""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import jsonio
from core.jsonio import (
    MAX_DEPTH,
    FileFormatError,
    dumps_canonical,
    format_json_path,
    load_json_validated,
    parse_json_untrusted,
    write_bytes_atomic,
    write_json_atomic,
)

# A stand-in for the scenario schema, which another module owns.
SCENARIO_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["title", "turns"],
    "properties": {
        "title": {"type": "string"},
        "turns": {"type": "integer", "minimum": 1},
        "sides": {
            "type": "object",
            "additionalProperties": {
                "type": "object",
                "properties": {
                    "units": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {"hex": {"type": "string", "pattern": "^[A-Z]+[0-9]+$"}},
                        },
                    }
                },
            },
        },
    },
}

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)


def files_in(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


# --------------------------------------------------------------------------- canonical form


def test_canonical_form_sorts_keys_indents_and_ends_with_a_newline() -> None:
    text = dumps_canonical({"turns": 6, "title": "Pegasus Bridge", "sides": ["Allied"]})
    assert text == (
        '{\n  "sides": [\n    "Allied"\n  ],\n  "title": "Pegasus Bridge",\n  "turns": 6\n}\n'
    )


def test_canonical_form_keeps_letters_readable() -> None:
    assert dumps_canonical({"title": "Sainte-Mère-Église"}) == (
        '{\n  "title": "Sainte-Mère-Église"\n}\n'
    )


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), float("-inf")])
def test_canonical_form_refuses_what_json_cannot_hold(bad: float) -> None:
    with pytest.raises(ValueError):
        dumps_canonical({"value": bad})


@settings(max_examples=150, deadline=None)
@given(json_values)
def test_writing_then_reading_gives_back_the_same_value_and_bytes(value: Any) -> None:
    data = dumps_canonical(value).encode("utf-8")
    again = parse_json_untrusted(data, "round.json")
    assert again == value
    assert dumps_canonical(again).encode("utf-8") == data


def test_saved_file_reads_back_to_identical_bytes(tmp_path: Path) -> None:
    path = tmp_path / "scenario.json"
    write_json_atomic(path, {"title": "Hill 192", "turns": 7, "sides": {}})
    first = path.read_bytes()
    write_json_atomic(path, parse_json_untrusted(first, path.name))
    assert path.read_bytes() == first


# --------------------------------------------------------------------------- atomic saves


def test_atomic_save_replaces_the_old_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "draft.json"
    path.write_bytes(b"old")
    write_bytes_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert files_in(tmp_path) == ["draft.json"]


def test_failed_replace_keeps_the_old_file_and_removes_the_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "draft.json"
    path.write_bytes(b"old contents")

    def broken_replace(*_: object) -> None:
        raise OSError(errno.EIO, "injected failure")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="injected"):
        write_json_atomic(path, {"title": "new"})
    assert path.read_bytes() == b"old contents"
    assert files_in(tmp_path) == ["draft.json"]


def test_disk_full_in_the_middle_of_a_write_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first half reaches the disk, then the disk is full."""
    path = tmp_path / "draft.json"
    path.write_bytes(b"old contents")
    real_write = os.write
    calls: list[int] = []

    def half_then_full(fd: int, data: Any) -> int:
        calls.append(len(data))
        if len(calls) == 1:
            return real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "write", half_then_full)
        with pytest.raises(OSError, match="No space"):
            write_bytes_atomic(path, b"x" * 10_000)
    assert len(calls) == 2  # the partial write was retried before failing
    assert path.read_bytes() == b"old contents"
    assert files_in(tmp_path) == ["draft.json"]


def test_failed_flush_to_disk_leaves_no_new_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_fsync(_: int) -> None:
        raise OSError(errno.EIO, "injected failure")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        write_bytes_atomic(tmp_path / "new.json", b"{}")
    assert files_in(tmp_path) == []


def test_interrupt_during_a_save_also_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "draft.json"
    path.write_bytes(b"old")

    def interrupted(*_: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_bytes_atomic(path, b"new")
    assert path.read_bytes() == b"old"
    assert files_in(tmp_path) == ["draft.json"]


# --------------------------------------------------------------------------- untrusted input


def refusal(data: bytes) -> FileFormatError:
    with pytest.raises(FileFormatError) as caught:
        parse_json_untrusted(data, "scenario.json")
    assert caught.value.file == "scenario.json"
    return caught.value


def test_nesting_ten_thousand_deep_is_refused_quickly() -> None:
    started = time.perf_counter()
    error = refusal(b"[" * 10_000 + b"]" * 10_000)
    assert "nested deeper than 64" in str(error)
    assert time.perf_counter() - started < 1


def test_nesting_limit_is_exact() -> None:
    assert parse_json_untrusted(b"[" * MAX_DEPTH + b"]" * MAX_DEPTH, "ok.json") is not None
    refusal(b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1))


def test_brackets_inside_text_do_not_count_as_nesting() -> None:
    text = json.dumps({"note": "[" * 500 + '\\"{{{'}).encode()
    assert parse_json_untrusted(text, "ok.json") == {"note": "[" * 500 + '\\"{{{'}


def test_unterminated_text_full_of_escapes_is_refused_quickly() -> None:
    started = time.perf_counter()
    refusal(b'"' + b'\\"' * 500_000)
    assert time.perf_counter() - started < 2


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (b'{"turns": 1e999999}', "too large"),
        (b'{"turns": -1e999}', "too large"),
        (b'{"turns": ' + b"1" * 100_000 + b"}", "more than 50 characters"),
        (b'{"turns": 1.' + b"5" * 100 + b"}", "more than 50 characters"),
        (b'{"turns": NaN}', "NaN is not a JSON number"),
        (b'{"turns": Infinity}', "Infinity is not a JSON number"),
        (b'{"turns": -Infinity}', "-Infinity is not a JSON number"),
        (b'{"turns": 1, "turns": 2}', 'key "turns" appears twice'),
        (b'{"title": "\xff"}', "not UTF-8"),
        (b'{"title": "\\ud800"}', "lone surrogate"),
        (b'{"turns": 1,}', "not valid JSON"),
        (b"", "not valid JSON"),
    ],
)
def test_hostile_json_is_refused_with_one_error_type(data: bytes, says: str) -> None:
    assert says in str(refusal(data))


def test_lone_surrogate_is_reported_at_its_path() -> None:
    error = refusal(b'{"sides": {"allied": ["ok", "\\udc00"]}}')
    assert error.json_path == "$.sides.allied[1]"


def test_a_proper_surrogate_pair_is_text_like_any_other() -> None:
    assert parse_json_untrusted(b'"\\ud83d\\ude00"', "ok.json") == "\U0001f600"


def test_a_byte_order_mark_from_a_windows_editor_is_tolerated() -> None:
    assert parse_json_untrusted(b'\xef\xbb\xbf{"turns": 3}', "ok.json") == {"turns": 3}


def test_oversized_documents_are_refused_before_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jsonio, "MAX_JSON_BYTES", 100)
    assert "larger than 100 bytes" in str(refusal(b"[" + b"1," * 100 + b"1]"))


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_either_parse_or_raise_file_format_error(data: bytes) -> None:
    try:
        parse_json_untrusted(data, "fuzz.json")
    except FileFormatError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet='[]{}",:0123456789.eE-+ \\ntruefalsNIfiy', max_size=200))
def test_any_json_like_text_either_parses_or_raises_file_format_error(text: str) -> None:
    try:
        parse_json_untrusted(text.encode(), "fuzz.json")
    except FileFormatError:
        pass


# --------------------------------------------------------------------------- schema messages


def test_schema_error_names_file_path_and_problem() -> None:
    with pytest.raises(FileFormatError) as caught:
        load_json_validated(b'{"title": "Arnhem", "turns": -1}', SCENARIO_SCHEMA, "scenario.json")
    assert str(caught.value) == "scenario.json: $.turns: -1 is less than the minimum of 1"
    assert caught.value.json_path == "$.turns"


def test_schema_error_deep_inside_the_file_has_the_full_path() -> None:
    data = json.dumps(
        {"title": "T", "turns": 5, "sides": {"allied": {"units": [{}, {}, {}, {"hex": "c4"}]}}}
    ).encode()
    with pytest.raises(FileFormatError) as caught:
        load_json_validated(data, SCENARIO_SCHEMA, "scenario.json")
    assert caught.value.json_path == "$.sides.allied.units[3].hex"
    assert "'c4' does not match" in caught.value.message


def test_missing_property_is_reported_at_its_parent() -> None:
    with pytest.raises(FileFormatError, match=r"scenario.json: \$: 'turns' is a required"):
        load_json_validated(b'{"title": "T"}', SCENARIO_SCHEMA, "scenario.json")


def test_huge_values_do_not_make_huge_messages() -> None:
    data = json.dumps({"title": "T", "turns": "x" * 100_000}).encode()
    with pytest.raises(FileFormatError) as caught:
        load_json_validated(data, SCENARIO_SCHEMA, "scenario.json")
    assert len(str(caught.value)) < 400


def test_loading_from_a_path_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "hill.json"
    path.write_text('{"title": "Hill", "turns": 0}', encoding="utf-8")
    with pytest.raises(FileFormatError, match=r"^hill.json: \$.turns: 0 is less than"):
        load_json_validated(path, SCENARIO_SCHEMA)


def test_a_missing_file_is_a_file_format_error(tmp_path: Path) -> None:
    with pytest.raises(FileFormatError, match="missing.json: \\$: cannot be read"):
        load_json_validated(tmp_path / "missing.json", SCENARIO_SCHEMA)


def test_rules_check_runs_after_the_schema_and_is_reported_the_same_way() -> None:
    seen: list[Any] = []

    def no_more_than_ten_turns(value: Any) -> None:
        seen.append(value)
        if value["turns"] > 10:
            raise ValueError("a scenario lasts at most 10 turns")

    with pytest.raises(FileFormatError, match="s.json: \\$: a scenario lasts at most 10 turns"):
        load_json_validated(b'{"title": "T", "turns": 11}', SCENARIO_SCHEMA, "s.json",
                            check=no_more_than_ten_turns)
    with pytest.raises(FileFormatError):
        load_json_validated(b'{"title": "T"}', SCENARIO_SCHEMA, "s.json",
                            check=no_more_than_ten_turns)
    assert len(seen) == 1  # never called on data that failed the schema


def test_schemas_are_found_by_file_name() -> None:
    with pytest.raises(FileFormatError, match=r"manifest.json: \$.format: 1 was expected"):
        load_json_validated(
            b'{"format": 2, "kind": "vvs-scenario-package", "title": "", '
            b'"scenario": "scenario.json", "boards": [], "preview": null}',
            "package-manifest.schema.json",
            "manifest.json",
        )


@pytest.mark.parametrize(
    ("parts", "text"),
    [
        ((), "$"),
        (("sides", "allied", "units", 3, "hex"), "$.sides.allied.units[3].hex"),
        (("boards", "b 2"), '$.boards["b 2"]'),
    ],
)
def test_json_paths_read_like_jsonpath(parts: tuple[str | int, ...], text: str) -> None:
    assert format_json_path(parts) == text
