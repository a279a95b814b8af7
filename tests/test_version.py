"""The version is written once (core/version.py); pyproject.toml and `vvs --version` read it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from core.version import __version__
from editor.cli import main

ROOT = Path(__file__).resolve().parents[1]


def test_vvs_version_prints_the_program_and_its_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"vvs {__version__}\n"


def test_the_version_is_a_release_number() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_pyproject_reads_the_version_from_core_version() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "core.version.__version__"}

