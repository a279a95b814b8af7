"""The code-quality gates of the project, run as part of the test suite so CI enforces them.

Each gate runs the real tool in a subprocess, the way a contributor would: a
finding fails the test with the tool's own report as the message.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_MODULE_LINES = 400


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_mypy_reports_no_error() -> None:
    """One run: core and generator as strict as `mypy --strict` (pyproject.toml's overrides), the editor less."""
    result = _run("mypy", "core", "generator", "editor")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_reports_no_finding() -> None:
    result = _run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_module_is_over_the_size_limit() -> None:
    sources = [p for folder in ("core", "generator", "editor") for p in (ROOT / folder).rglob("*.py")]
    too_long = {str(p.relative_to(ROOT)): n for p in sources if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert not too_long, f"modules over {MAX_MODULE_LINES} lines: {too_long}"


def test_the_engine_loads_no_module_by_name() -> None:
    """Rules reach each other through the Rulebook's typed hooks, never through importlib."""
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "core" / "game").rglob("*.py") if "importlib" in p.read_text(encoding="utf-8")]
    assert not offenders, offenders
