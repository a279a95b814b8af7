"""The layering promises of the design (no Qt in core or generator, one-way layers, no import cycles
inside core), checked by import-linter's contracts in pyproject.toml."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_import_contracts_hold():
    result = subprocess.run(
        [sys.executable, "-c", "from importlinter.cli import lint_imports_command; lint_imports_command()"],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "KEPT" in result.stdout and "BROKEN" not in result.stdout
