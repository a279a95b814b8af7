"""Qt Linguist .ts files: read, merged with a fresh extraction, filled from JSON, checked.

Only what the editor needs of the format: contexts of messages, each a source, its
translation (`type="unfinished"` until done) and the files it is used in (no line numbers,
so moving code does not touch the catalogue). A count shown in a sentence is a numerus
message (`tr("%n counter(s)", n=count)`, `numerus="yes"`): its translation is one
`<numerusform>` per plural form of the language (`PLURAL_FORMS`: Russian has three, so
"1 отделение, 3 отделения, 5 отделений"), and a translator's JSON gives them as a list.
No disambiguation comments: the editor uses none.
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

PLURAL_FORMS = {"fr": 2, "de": 2, "es": 2, "ru": 3}
"""How many `<numerusform>`s Qt's lrelease expects per language (its plural rules: French
1 for 0 and 1; Russian one for 1, 21.., few for 2-4, 22-24.., many for the rest)."""


@dataclass
class Entry:
    context: str
    source: str
    translation: str = ""
    finished: bool = False
    files: list[str] = field(default_factory=list)
    numerus: bool = False
    forms: list[str] = field(default_factory=list)
    """A numerus message's translation, one text per plural form (`translation` stays empty)."""


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
            numerus = message.get("numerus") == "yes"
            forms = [form.text or "" for form in translation.iter("numerusform")] if translation is not None else []
            text = "" if numerus or translation is None else translation.text or ""
            entries.append(Entry(name, message.findtext("source") or "", text, kind != "unfinished",
                                 [loc.get("filename", "") for loc in message.iter("location")], numerus, forms))
    return Catalogue(root.get("language", ""), entries)


def write_ts(catalogue: Catalogue, path: Path) -> None:
    root = ET.Element("TS", {"version": "2.1", "language": catalogue.language, "sourcelanguage": "en"})
    contexts: dict[str, ET.Element] = {}
    for entry in catalogue.entries:
        if entry.context not in contexts:
            contexts[entry.context] = ET.SubElement(root, "context")
            ET.SubElement(contexts[entry.context], "name").text = entry.context
        message = ET.SubElement(contexts[entry.context], "message", {"numerus": "yes"} if entry.numerus else {})
        for filename in entry.files:
            ET.SubElement(message, "location", {"filename": filename})
        ET.SubElement(message, "source").text = entry.source
        translation = ET.SubElement(message, "translation", {} if entry.finished else {"type": "unfinished"})
        if entry.numerus:
            for form in entry.forms or [""] * PLURAL_FORMS.get(catalogue.language, 2):
                ET.SubElement(translation, "numerusform").text = form
        else:
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
        if kept is not None and kept.numerus != message.numerus:
            kept = None  # a sentence that became a count (or stopped being one) is translated again
        entries.append(Entry(message.context, message.source, kept.translation if kept else "",
                             kept.finished if kept else False, files, message.numerus, list(kept.forms) if kept else []))
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


def forms_problems(source: str, forms: list[str], language: str) -> list[str]:
    """Why a numerus translation cannot stand: the language's count of forms, each keeping the source's placeholders."""
    expected = PLURAL_FORMS.get(language, 2)
    if not forms or not any(form.strip() for form in forms):
        return ["no translation"]
    found = [] if len(forms) == expected else [f"{len(forms)} plural forms, {language} needs {expected}"]
    for form in forms:
        found += problems_of(source, form)
    return list(dict.fromkeys(found))


def entry_problems(entry: Entry, language: str) -> list[str]:
    """Why an entry's translation cannot stand, whether it is a plain text or a count's forms."""
    return forms_problems(entry.source, entry.forms, language) if entry.numerus else problems_of(entry.source, entry.translation)


def incomplete(catalogue: Catalogue) -> list[str]:
    """Every entry that is unfinished or breaks a placeholder, one line each."""
    lines = []
    for entry in catalogue.entries:
        why = entry_problems(entry, catalogue.language) + ([] if entry.finished else ["unfinished"])
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
    that does not is stored unfinished (lrelease then leaves it out) and reported. A count's
    translation is a list of the language's plural forms (`PLURAL_FORMS`).
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
        if entry.numerus and isinstance(translation, str) and translation.strip():
            translation = [translation]  # refused below unless the language has one form
        if entry.numerus and isinstance(translation, list) and all(isinstance(f, str) for f in translation):
            entry.forms = list(translation)
            why = forms_problems(entry.source, entry.forms, catalogue.language)
        elif not entry.numerus and isinstance(translation, str) and translation.strip():
            entry.translation = translation
            why = problems_of(entry.source, translation)
        else:
            continue
        entry.finished = not why
        if why:
            report.refused.append(f"{entry.source!r} -> {translation!r}: {', '.join(why)}")
        else:
            report.filled += 1
    return report
