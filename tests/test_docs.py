"""Promises the documentation makes about itself."""

from __future__ import annotations

import importlib.util
from pathlib import Path

DOCS = Path(__file__).resolve().parents[1] / "docs"


def test_rules_decisions_holds_exactly_its_fragments() -> None:
    """docs/rules-decisions.md is gathered from docs/decisions/*.md: an edit to one and not the
    other would be undone by the next run of docs/merge_decisions.py."""
    spec = importlib.util.spec_from_file_location("merge_decisions", DOCS / "merge_decisions.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert (DOCS / "rules-decisions.md").read_text(encoding="utf-8") == module.gathered(), (
        "docs/rules-decisions.md and docs/decisions/ differ: edit the fragment, then run docs/merge_decisions.py")
