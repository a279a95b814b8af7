"""Every translatable text of the editor, read from the source with Python's ast.

A text is the literal first argument of `tr(...)` (its context the second argument or the
`context=` keyword when given as a literal, else "editor") or of `tr_noop(...)` (context
"editor"). An f-string or a variable in `tr` cannot be collected: `tr` then translates a
text marked elsewhere with `tr_noop`, or nothing.

The rules core's placement problems (core/placement, context "placement") are templates too:
the literal third argument of every `.add(` call there (`report.add(code, hex, "{unit} ...")`,
`self.add(where, code, "{unit} ...")`) and the literal in `text("...")`, core's marker for a
template written away from its call. The editor shows them with editor/problem_text.py.

The other sentences of core/ and generator/ (board problems, generator failures: context
"core") are the literals in `text("...")` there, and the names they carry (context "data")
are the literals in `word("...")` and the names in core/data/terrain.json (terrain, hexside
features, fortifications): core/texts.py, shown by editor/core_text.py.

A count is a numerus message: `tr("%n counter(s)", n=count)` (docs/translations.md).
"""

from __future__ import annotations

import ast
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_CONTEXT = "editor"
MARKERS = ("tr", "tr_noop")
EDITOR = Path(__file__).resolve().parents[1]
PLACEMENT = EDITOR.parent / "core" / "placement"
PLACEMENT_CONTEXT = "placement"
CORE_CONTEXT = "core"
DATA_CONTEXT = "data"
CORE_SOURCES = (EDITOR.parent / "core", EDITOR.parent / "generator")
TERRAIN_DATA = EDITOR.parent / "core" / "data" / "terrain.json"


@dataclass
class Message:
    """One text to translate and where it is used (paths relative to the editor package)."""

    context: str
    source: str
    locations: list[tuple[str, int]] = field(default_factory=list)
    numerus: bool = False
    """A count: `tr("%n counter(s)", n=count)`, translated in the language's plural forms."""


def _name(call: ast.Call) -> str | None:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _context(call: ast.Call) -> str:
    given = call.args[1] if len(call.args) > 1 else next((k.value for k in call.keywords if k.arg == "context"), None)
    return _literal(given) or DEFAULT_CONTEXT


def texts_in(source: str) -> list[tuple[str, str, int]]:
    """(context, text, line) of every marked literal in one module's source, in reading order."""
    return [(context, text, line) for context, text, line, _numerus in marked_in(source)]


def marked_in(source: str) -> list[tuple[str, str, int, bool]]:
    """(context, text, line, numerus) of every marked literal: numerus for `tr(..., n=count)`
    and `tr_noop(..., n=True)` (a count's text in a table)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and _name(node) in MARKERS and node.args:
            text = _literal(node.args[0])
            if text:
                context = _context(node) if _name(node) == "tr" else DEFAULT_CONTEXT
                numerus = any(k.arg == "n" for k in node.keywords)
                found.append((node.lineno, node.col_offset, context, text, numerus))
    return [(context, text, line, numerus) for line, _col, context, text, numerus in sorted(found)]


def templates_in(source: str) -> list[tuple[str, str, int]]:
    """(context "placement", template, line) of every problem template in one core/placement module."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node)
        given = node.args[2] if name == "add" and len(node.args) > 2 else node.args[0] if name == "text" and node.args else None
        template = _literal(given)
        if template:
            found.append((node.lineno, node.col_offset, template))
    return [(PLACEMENT_CONTEXT, text, line) for line, _col, text in sorted(found)]


def core_texts_in(source: str) -> list[tuple[str, str, int]]:
    """(context, text, line) of the `text("...")` templates (context "core") and `word("...")`
    names (context "data") in one module of core/ or generator/ outside core/placement."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and _name(node) in ("text", "word") and node.args:
            literal = _literal(node.args[0])
            if literal:
                found.append((node.lineno, node.col_offset, CORE_CONTEXT if _name(node) == "text" else DATA_CONTEXT, literal))
    return [(context, text, line) for line, _col, context, text in sorted(found)]


def words_in(source: str) -> list[tuple[str, str, int]]:
    """The `word("...")` names of a core/placement module (its templates are read by `templates_in`)."""
    return [found for found in core_texts_in(source) if found[0] == DATA_CONTEXT]


def data_names(path: Path = TERRAIN_DATA) -> list[str]:
    """The names of terrain.json a user reads in the editor: terrain, hexside features, fortifications."""
    document = json.loads(path.read_text(encoding="utf-8"))
    return [entry["name"] for key in ("terrain", "hexside_features", "fortifications") for entry in document.get(key, [])]


def _modules(root: Path) -> list[Path]:
    return [path for path in sorted(root.rglob("*.py")) if "__pycache__" not in path.parts]


def extract(root: Path = EDITOR, placement: Path | None = PLACEMENT) -> list[Message]:
    """The editor's texts, then the placement problems' templates, each once per context, in the
    order the sorted modules first use them. Paths are relative to the editor package."""
    found: dict[tuple[str, str], Message] = {}
    for path in _modules(root):
        relative = Path(os.path.relpath(path, root)).as_posix()
        for context, text, line, numerus in marked_in(path.read_text(encoding="utf-8")):
            message = found.setdefault((context, text), Message(context, text))
            message.locations.append((relative, line))
            message.numerus = message.numerus or numerus
    if placement is None:
        return list(found.values())
    sources = [(path, templates_in) for path in _modules(placement)]
    sources += [(path, words_in) for path in _modules(placement)]
    sources += [(path, core_texts_in) for folder in CORE_SOURCES for path in _modules(folder) if placement not in path.parents]
    for path, reader in sources:
        relative = Path(os.path.relpath(path, root)).as_posix()
        for context, text, line in reader(path.read_text(encoding="utf-8")):
            message = found.setdefault((context, text), Message(context, text))
            message.locations.append((relative, line))
    for name in data_names():
        message = found.setdefault((DATA_CONTEXT, name), Message(DATA_CONTEXT, name))
        message.locations.append((Path(os.path.relpath(TERRAIN_DATA, root)).as_posix(), 0))
    return list(found.values())
