"""Reading the unit catalogue file: schema check, cross-entry checks, editions, types.

The schema (schemas/units.schema.json) checks each entry on its own; the checks
here need the whole file (ids unique, a squad's half squad exists and matches
it, fronts and editions declared). Every fault is a FileFormatError naming the
file, the JSON path and what is wrong.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any, cast

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match

from core.checked_data import already_checked
from core.jsonio import FileFormatError, format_json_path, parse_json_untrusted
from core.resources import load_schema
from core.unit_model import (
    Afv,
    AfvType,
    Armor,
    Gun,
    GunType,
    Infantry,
    InfantryClass,
    Kind,
    Leader,
    Letter,
    MachineGun,
    MainGun,
    Mount,
    Nationality,
    SupportWeapon,
    SupportWeaponType,
    TransportClass,
    Unit,
    UnitId,
    Vehicle,
    WeaponCategory,
    WeaponFlag,
)

SCHEMA_NAME = "units.schema.json"
Entry = dict[str, Any]


class UnitCatalogueError(FileFormatError):
    """The unit catalogue file is broken: names the file, the JSON path and the fault."""


# --------------------------------------------------------------------------- validation


@cache
def _validator(definition: str | None) -> Draft202012Validator:
    """The whole-file validator, or one for a single `$defs` entry (for merged editions)."""
    schema = load_schema(SCHEMA_NAME)
    if definition is not None:
        schema = {"$defs": schema["$defs"], "$ref": f"#/$defs/{definition}"}
    return Draft202012Validator(schema)


def _most_relevant(errors: list[ValidationError]) -> ValidationError | None:
    """Skip 'unevaluated properties' errors when a real cause exists: a failed
    kind-specific check makes every kind field look unexpected too."""
    causes = [error for error in errors if error.validator != "unevaluatedProperties"]
    return best_match(causes or errors)


def check_against_schema(value: Any, file: str, definition: str | None = None,
                         prefix: tuple[str | int, ...] = (), note: str = "") -> None:
    error = _most_relevant(list(_validator(definition).iter_errors(value)))
    if error is not None:
        path = format_json_path(prefix + tuple(error.absolute_path))
        raise UnitCatalogueError(file, path, error.message + note)


def read_document(path: Path, file: str, *, trust_record: bool = True) -> dict[str, Any]:
    """Parse, schema-check and cross-check a catalogue file; every edition too. The schema
    check is skipped for bytes the tests checked (core.checked_data), unless `trust_record`
    is False."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise UnitCatalogueError(file, "$", f"cannot be read: {error.strerror or error}") from None
    try:
        document = parse_json_untrusted(data, file)
    except FileFormatError as error:
        raise UnitCatalogueError(error.file, error.json_path, error.message) from None
    checked = trust_record and already_checked(document, SCHEMA_NAME)
    if not checked:
        check_against_schema(document, file)
    document = cast(dict[str, Any], document)
    _check_cross_references(document, file)
    if checked:
        return document
    for edition in document["editions"]:
        for index, entry in enumerate(document["units"]):
            if edition in entry.get("editions", {}):
                merged = merge_edition(entry, edition)
                check_against_schema(merged, file, "unit", ("units", index),
                                     f" (with the {edition!r} edition applied)")
    return document


def _check_cross_references(document: Mapping[str, Any], file: str) -> None:
    for index, message in _cross_reference_faults(document):
        raise UnitCatalogueError(file, format_json_path(("units", index) if index >= 0 else ()),
                                 message)


def _cross_reference_faults(document: Mapping[str, Any]) -> Iterator[tuple[int, str]]:
    editions, fronts = document["editions"], document["fronts"]
    if document["default_edition"] not in editions:
        yield -1, f"default_edition {document['default_edition']!r} is not in editions"
    by_id: dict[str, Entry] = {}
    for index, entry in enumerate(document["units"]):
        if entry["id"] in by_id:
            yield index, f"id {entry['id']!r} is used twice"
        by_id[entry["id"]] = entry
        yield from ((index, message) for message in _entry_faults(entry, editions, fronts))
    for index, entry in enumerate(document["units"]):
        if entry["kind"] == "squad":
            yield from ((index, message) for message in _half_squad_faults(entry, by_id))


def _entry_faults(entry: Entry, editions: Mapping[str, str],
                  fronts: Mapping[str, str]) -> Iterator[str]:
    if entry["id"].split(".")[0] != entry["nationality"]:
        yield f"id {entry['id']!r} does not start with its nationality {entry['nationality']!r}"
    for front in entry["fronts"]:
        if front not in fronts:
            yield f"front {front!r} is not declared in fronts"
    for edition in entry.get("editions", {}):
        if edition not in editions:
            yield f"edition {edition!r} is not declared in editions"
    for field in entry.get("field_sources", {}):
        if not _has_field(entry, field):
            yield f"field_sources names {field!r}, which this entry does not have"
    years = entry.get("years")
    if years is not None and years[0] > years[1]:
        yield f"years {years} run backwards"


def _has_field(entry: Entry, dotted: str) -> bool:
    value: Any = entry
    for part in dotted.split("."):
        if not isinstance(value, dict) or part not in value:
            return False
        value = value[part]
    return True


def _half_squad_faults(squad: Entry, by_id: Mapping[str, Entry]) -> Iterator[str]:
    """13.10: a squad is reduced to, or split into, half squads of its own type."""
    half = by_id.get(squad["half_squad"])
    if half is None:
        yield f"half_squad {squad['half_squad']!r} is not in the catalogue"
        return
    if half["kind"] != "half_squad":
        yield f"half_squad {half['id']!r} is a {half['kind']}, not a half squad"
    for field in ("nationality", "class", "elite"):
        if half.get(field) != squad.get(field):
            yield f"half_squad {half['id']!r} differs from its squad in {field}"
    if half["casualty"] >= squad["casualty"]:
        yield f"half_squad {half['id']!r} must have a lower casualty rating than its squad"


# --------------------------------------------------------------------------- editions


def merge_edition(entry: Entry, edition: str) -> Entry:
    """The entry as `edition` prints it: its override merged in (nested objects
    merged key by key, everything else replaced); its source noted per field."""
    override = entry.get("editions", {}).get(edition)
    result = copy.deepcopy(entry)
    result.pop("editions", None)
    if override is None:
        return result
    _deep_merge(result, override["values"])
    sources = result.setdefault("field_sources", {})
    for field in _leaf_fields(override["values"]):
        sources[field] = override["source"]
    return result


def _deep_merge(target: dict[str, Any], changes: Mapping[str, Any]) -> None:
    for key, value in changes.items():
        if isinstance(value, Mapping) and isinstance(target.get(key), dict):
            _deep_merge(target[key], value)
        else:
            target[key] = copy.deepcopy(value)


def _leaf_fields(values: Mapping[str, Any], prefix: str = "") -> Iterator[str]:
    for key, value in values.items():
        if isinstance(value, Mapping) and value:
            yield from _leaf_fields(value, f"{prefix}{key}.")
        else:
            yield prefix + key


# --------------------------------------------------------------------------- types


def parse_unit(entry: Entry) -> Unit:
    """A schema-valid entry (editions already merged) as its typed value."""
    common: dict[str, Any] = {
        "id": UnitId(entry["id"]),
        "name": entry["name"],
        "nationality": Nationality(entry["nationality"]),
        "kind": Kind(entry["kind"]),
        "source": entry["source"],
        "fronts": tuple(entry["fronts"]),
        "years": tuple(entry["years"]) if "years" in entry else None,
        "field_sources": tuple(sorted(entry.get("field_sources", {}).items())),
    }
    return _PARSERS[entry["kind"]](entry, common)


def _infantry(entry: Entry, common: dict[str, Any]) -> Infantry:
    half = entry.get("half_squad")
    return Infantry(**common, apfp=entry["apfp"], range=entry["range"], casualty=entry["casualty"],
                    elite=entry["elite"], infantry_class=InfantryClass(entry["class"]),
                    half_squad=UnitId(half) if half else None,
                    tags=frozenset(entry.get("tags", ())))


def _leader(entry: Entry, common: dict[str, Any]) -> Leader:
    return Leader(**common, modifier=entry["modifier"], apfp=entry["apfp"], range=entry["range"],
                  casualty=entry["casualty"])


def _support_weapon(entry: Entry, common: dict[str, Any]) -> SupportWeapon:
    return SupportWeapon(
        **common, sw_type=SupportWeaponType(entry["sw_type"]),
        category=WeaponCategory(entry["category"]), apfp=entry["apfp"],
        atfp=_letter(entry["atfp"]), range=entry["range"], min_range=entry.get("min_range"),
        roll_modifier=entry.get("roll_modifier"),
        flags=frozenset(WeaponFlag(flag) for flag in entry["flags"]))


def _gun(entry: Entry, common: dict[str, Any]) -> Gun:
    return Gun(**common, gun_type=GunType(entry["gun_type"]), atfp=_letter(entry["atfp"]),
               apfp=entry["apfp"], range=entry["range"], gun_shield=entry["gun_shield"],
               casualty=entry["casualty"], movement_points=entry["movement_points"])


def _afv(entry: Entry, common: dict[str, Any]) -> Afv:
    armor = entry["armor"]
    return Afv(**common, afv_type=AfvType(entry["afv_type"]), gun=_main_gun(entry["gun"]),
               mgs=_mgs(entry["mgs"]),
               armor=Armor(front=Letter[armor["front"]], rear=Letter[armor["rear"]]),
               movement_points=entry["movement_points"],
               transport=_transport(entry["transport"]), can_tow=entry["can_tow"])


def _vehicle(entry: Entry, common: dict[str, Any]) -> Vehicle:
    return Vehicle(**common, casualty=entry["casualty"], gun=_main_gun(entry["gun"]),
                   mgs=_mgs(entry["mgs"]), movement_points=entry["movement_points"],
                   transport=_transport(entry["transport"]), can_tow=entry["can_tow"])


def _letter(value: str | None) -> Letter | None:
    return None if value is None else Letter[value]


def _transport(value: str | None) -> TransportClass | None:
    return None if value is None else TransportClass(value)


def _main_gun(value: Mapping[str, Any] | None) -> MainGun | None:
    if value is None:
        return None
    return MainGun(atfp=Letter[value["atfp"]], apfp=value["apfp"], turreted=value["turreted"])


def _mgs(values: list[Mapping[str, Any]]) -> tuple[MachineGun, ...]:
    return tuple(MachineGun(apfp=mg["apfp"], mount=Mount(mg["mount"])) for mg in values)


_PARSERS: dict[str, Callable[[Entry, dict[str, Any]], Unit]] = {
    "squad": _infantry,
    "half_squad": _infantry,
    "leader": _leader,
    "support_weapon": _support_weapon,
    "gun": _gun,
    "afv": _afv,
    "vehicle": _vehicle,
}
