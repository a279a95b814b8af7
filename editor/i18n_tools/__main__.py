"""`python -m editor.i18n_tools extract|import|check|pending|build`: the translation catalogue's commands.

    python -m editor.i18n_tools extract                      # editor/translations/vvs_*.ts from the source
    python -m editor.i18n_tools import /work/i18n-work/*-v1.json   # <code>-*.json fills vvs_<code>.ts
    python -m editor.i18n_tools import --language fr words.json
    python -m editor.i18n_tools check                        # exit 1 while a .ts is incomplete
    python -m editor.i18n_tools pending -o strings-v2.json   # the texts some language still lacks, for translators
    python -m editor.i18n_tools build --out build/translations   # the .qm files (lrelease)

Messages are English: this is a developer's tool.
"""

from __future__ import annotations

import argparse
import json
import posixpath
import re
import sys
from pathlib import Path
from typing import cast

from editor.i18n_tools import LANGUAGES, TRANSLATIONS, ts_path
from editor.i18n_tools.extract import extract
from editor.i18n_tools.qm import BuildError, main_build
from editor.i18n_tools.ts_file import Catalogue, entry_problems, import_json, incomplete, merged, read_ts, write_ts


def update_catalogues(folder: Path = TRANSLATIONS, languages: tuple[str, ...] = tuple(LANGUAGES)) -> dict[str, Catalogue]:
    """Re-extracts and rewrites every language's .ts: translations kept, new texts unfinished, obsolete dropped."""
    messages = extract()
    folder.mkdir(parents=True, exist_ok=True)
    written = {}
    for code in languages:
        path = ts_path(code, folder)
        old = read_ts(path) if path.is_file() else None
        catalogue = merged(old, code, messages)
        write_ts(catalogue, path)
        written[code] = catalogue
        dropped = len(old.entries) - sum(1 for e in catalogue.entries if old.find(e.context, e.source)) if old else 0
        todo = sum(1 for e in catalogue.entries if not e.finished)
        print(f"{path.name}: {len(catalogue.entries)} texts, {todo} unfinished, {dropped} obsolete dropped")
    return written


def _language_of(path: Path, given: str | None) -> str:
    """The language of a translator's file: --language, else a code among the name's parts
    (fr-v1.json, fit-fr.json, vvs_fr.json)."""
    parts = re.split(r"[-_.]", path.name.lower())
    code = given or next((part for part in parts if part in LANGUAGES), "")
    if code not in LANGUAGES:
        raise SystemExit(f"{path}: cannot tell the language (a name like fr-v1.json or fit-fr.json, or --language fr)")
    return code


def import_files(paths: list[Path], language: str | None, folder: Path = TRANSLATIONS) -> int:
    refused = 0
    for path in paths:
        code = _language_of(path, language)
        target = ts_path(code, folder)
        if not target.is_file():
            update_catalogues(folder, (code,))
        catalogue = read_ts(target)
        report = import_json(catalogue, path)
        write_ts(catalogue, target)
        todo = sum(1 for e in catalogue.entries if not e.finished)
        print(f"{path} -> {target.name}: {report.filled} translations taken, {len(report.refused)} refused "
              f"(kept unfinished), {report.unknown} not in the catalogue; {todo} of {len(catalogue.entries)} unfinished")
        for line in report.refused:
            print(f"  refused: {line}")
        refused += len(report.refused)
    return refused


def check(folder: Path = TRANSLATIONS) -> int:
    bad = 0
    for code in LANGUAGES:
        lines = incomplete(read_ts(ts_path(code, folder)))
        print(f"vvs_{code}.ts: {'complete' if not lines else f'{len(lines)} incomplete'}")
        for line in lines[:20]:
            print(f"  {line}")
        bad += len(lines)
    return 1 if bad else 0


def pending(out: Path, folder: Path = TRANSLATIONS) -> int:
    """The texts unfinished in any language, as the translators' list: [{"source", "numerus", "file",
    "languages"}]; a numerus text is translated as a list of the language's plural forms."""
    todo: dict[str, dict[str, object]] = {}
    for code in LANGUAGES:
        for entry in read_ts(ts_path(code, folder)).entries:
            if not entry.finished or entry_problems(entry, code):
                item = todo.setdefault(entry.source, {"source": entry.source, "numerus": entry.numerus,
                                                      "file": posixpath.normpath("editor/" + entry.files[0].removeprefix("../")) if entry.files else "",
                                                      "languages": []})
                cast(list[str], item["languages"]).append(code)
    out.write_text(json.dumps(list(todo.values()), ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{out}: {len(todo)} texts to translate")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m editor.i18n_tools", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("extract", help="rewrite editor/translations/vvs_*.ts from the source's tr texts")
    importing = commands.add_parser("import", help="fill .ts files from JSON dictionaries {source: translation}")
    importing.add_argument("files", nargs="+", type=Path)
    importing.add_argument("--language", choices=sorted(LANGUAGES), help="default: the file name's prefix (fr-v1.json)")
    commands.add_parser("check", help="every .ts complete, placeholders and accelerators kept (exit 1 if not)")
    listing = commands.add_parser("pending", help="write the texts some language lacks as JSON (strings-v1.json's form)")
    listing.add_argument("-o", "--out", type=Path, required=True)
    building = commands.add_parser("build", help="compile the .qm files with lrelease")
    building.add_argument("--out", type=Path, help="folder for the .qm files (default: a temporary folder)")
    args = parser.parse_args(argv)
    if args.command == "extract":
        update_catalogues()
    elif args.command == "import":
        import_files(args.files, args.language)
    elif args.command == "check":
        return check()
    elif args.command == "pending":
        return pending(args.out)
    else:
        try:
            for path in main_build(args.out):
                print(path)
        except BuildError as error:
            print(error, file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
