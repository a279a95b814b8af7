"""Qt Linguist .ts files: read, merged with a fresh extraction, filled from JSON, checked.

Only what the editor needs of the format: contexts of messages, each a source, its
translation (`type="unfinished"` until done) and the files it is used in (no line numbers,
so moving code does not touch the catalogue). No plural forms and no disambiguation
comments: the editor uses neither.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from editor.i18n_tools.extract import Message

PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\d|%n|%s|%d|<[^<>]+>")
"""What a translation must keep: `.format` fields, Qt's %1, HTML tags (as /work/i18n-work/check.py)."""


@dataclass
class Entry:
    context: str
    source: str
    translation: str = ""
    finished: bool = False
    files: list[str] = field(default_factory=list)


@dataclass
class Catalogue:
    language: str
    entries: list[Entry]

    def find(self, context: str, source: str) -> Entry | None:
        return next((e for e in self.entries if e.context == context and e.source == source), None)


def read_ts(path: Path) -> Catalogue:
    root = ET.parse(path).getroot()
    entries = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            entries.append(Entry(name, message.findtext("source") or "",
                                 (translation.text or "") if translation is not None else "", kind != "unfinished",
                                 [loc.get("filename", "") for loc in message.iter("location")]))
    return Catalogue(root.get("language", ""), entries)


def write_ts(catalogue: Catalogue, path: Path) -> None:
    root = ET.Element("TS", {"version": "2.1", "language": catalogue.language, "sourcelanguage": "en"})
    contexts: dict[str, ET.Element] = {}
    for entry in catalogue.entries:
        if entry.context not in contexts:
            contexts[entry.context] = ET.SubElement(root, "context")
            ET.SubElement(contexts[entry.context], "name").text = entry.context
        message = ET.SubElement(contexts[entry.context], "message")
        for filename in entry.files:
            ET.SubElement(message, "location", {"filename": filename})
        ET.SubElement(message, "source").text = entry.source
        translation = ET.SubElement(message, "translation", {} if entry.finished else {"type": "unfinished"})
        translation.text = entry.translation
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def merged(old: Catalogue | None, language: str, messages: Iterable[Message]) -> Catalogue:
    """The extraction's messages in its order, each with the old file's translation when it had one."""
    entries = []
    for message in messages:
        files = sorted({f"../{filename}" for filename, _line in message.locations})
        kept = old.find(message.context, message.source) if old is not None else None
        entries.append(Entry(message.context, message.source, kept.translation if kept else "",
                             kept.finished if kept else False, files))
    return Catalogue(old.language if old is not None and old.language else language, entries)


def problems_of(source: str, translation: str) -> list[str]:
    """Why a translation cannot stand for its source; none when it keeps what it must."""
    found = []
    if not translation.strip():
        found.append("no translation")
        return found
    if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(translation)):
        found.append("placeholders or tags differ")
    if source.count("&") - source.count("&&") != translation.count("&") - translation.count("&&"):
        found.append("'&' accelerator count differs")
    if source.endswith("…") != translation.endswith("…"):
        found.append("ending '…' differs")
    return found


def incomplete(catalogue: Catalogue) -> list[str]:
    """Every entry that is unfinished or breaks a placeholder, one line each."""
    lines = []
    for entry in catalogue.entries:
        why = problems_of(entry.source, entry.translation) + ([] if entry.finished else ["unfinished"])
        if why:
            lines.append(f"{entry.source!r}: {', '.join(dict.fromkeys(why))}")
    return lines


@dataclass
class ImportReport:
    filled: int = 0
    refused: list[str] = field(default_factory=list)
    unknown: int = 0


def import_json(catalogue: Catalogue, path: Path) -> ImportReport:
    """Fills the catalogue from a {source: translation} dictionary (the translators' files).

    A translation that keeps the source's placeholders and accelerators is finished; one
    that does not is stored unfinished (lrelease then leaves it out) and reported.
    Sources the catalogue does not hold are counted, not added.
    """
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a JSON object {{source: translation}}")
    report = ImportReport()
    sources = {entry.source for entry in catalogue.entries}
    report.unknown = sum(1 for source in data if source not in sources)
    for entry in catalogue.entries:
        translation = data.get(entry.source)
        if not isinstance(translation, str) or not translation.strip():
            continue
        entry.translation = translation
        why = problems_of(entry.source, translation)
        entry.finished = not why
        if why:
            report.refused.append(f"{entry.source!r} -> {translation!r}: {', '.join(why)}")
        else:
            report.filled += 1
    return report
