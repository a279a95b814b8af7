"""The sdist and the wheel carry every data file, and the installed program runs from them.

`python -m build` makes the sdist, then the wheel from that sdist (so both are checked),
without build isolation: nothing is downloaded. The wheel goes with `--no-deps` into a
fresh venv outside the source tree whose dependencies are this test environment's (one
.pth line), so the test takes seconds instead of a PySide6 download. The commands run
there with the temporary folder as working directory, and the test asserts that the
modules come from the venv, not from the checkout.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from core.version import __version__

pytestmark = pytest.mark.heavy  # builds the wheel and installs it in a venv: always in CI; `-m 'not heavy'` skips them locally

try:  # not importorskip: a checkout's build/ folder (setuptools', PyInstaller's) imports as `build`
    metadata.version("build")
except metadata.PackageNotFoundError:
    pytest.skip("the packaging test needs `build`: pip install -e '.[test]'", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("core", "editor", "generator", "maps", "schemas")
DATA_DIRS = ("maps", "schemas", "core/data", "generator/data")
SAMPLE = "maps/scenarios/hedgerow-duel.json"


def _source_files(folders: tuple[str, ...], pattern: str) -> set[str]:
    return {p.relative_to(ROOT).as_posix() for folder in folders for p in (ROOT / folder).rglob(pattern)
            if "__pycache__" not in p.parts}


def expected_files() -> set[str]:
    """What the program needs at run time: its modules and every data file beside them."""
    return (_source_files(PACKAGES, "*.py") | _source_files(DATA_DIRS, "*.json")
            | _source_files(("editor",), "*.qm") | _source_files(("editor",), "*.ts") | {"core/py.typed"})


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, f"{args} exited {result.returncode}\n{result.stdout}\n{result.stderr}"
    return result


@pytest.fixture(scope="module")
def dists(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("dist")
    _run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)], cwd=out)
    wheels, sdists = list(out.glob("*.whl")), list(out.glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, sorted(p.name for p in out.iterdir())
    return wheels[0], sdists[0]


def test_the_wheel_carries_every_module_and_data_file(dists: tuple[Path, Path]) -> None:
    wheel, _ = dists
    assert wheel.name == f"vv_scenario_studio-{__version__}-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    assert not expected_files() - names, f"missing from the wheel: {sorted(expected_files() - names)}"
    tops = {name.split("/")[0] for name in names}
    assert tops == {*PACKAGES, f"vv_scenario_studio-{__version__}.dist-info"}, tops


def test_the_sdist_carries_every_module_and_data_file(dists: tuple[Path, Path]) -> None:
    _, sdist = dists
    prefix = f"vv_scenario_studio-{__version__}/"
    with tarfile.open(sdist) as archive:
        names = {name.removeprefix(prefix) for name in archive.getnames()}
    assert not expected_files() - names, f"missing from the sdist: {sorted(expected_files() - names)}"
    assert {"pyproject.toml", "README.md"} <= names


def _dependency_folder(path: Path) -> bool:
    """A folder of this environment's dependencies, not of the checkout's sources: CI's venv lives
    inside the checkout (.venv), so its site-packages must be kept though it is under ROOT."""
    return not path.resolve().is_relative_to(ROOT) or bool({"site-packages", "dist-packages"} & set(path.parts))


@pytest.fixture(scope="module")
def installed(dists: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """A venv outside the checkout holding the wheel; its dependencies are this environment's."""
    home = tmp_path_factory.mktemp("installed")
    venv = home / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], cwd=home)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    purelib = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], cwd=home).stdout.strip())
    ours = [p for p in sys.path if p and Path(p).is_dir() and _dependency_folder(Path(p))]
    (purelib / "zz_test_environment.pth").write_text("\n".join(ours) + "\n", encoding="utf-8")
    _run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps", "--ignore-installed",
          "--disable-pip-version-check", str(dists[0])], cwd=home)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
    env.update(VVS_USER_DIR=str(home / "user"), QT_QPA_PLATFORM="offscreen")
    return venv, env


def _vvs(venv: Path, env: dict[str, str], *args: str) -> str:
    script = venv / ("Scripts/vvs.exe" if os.name == "nt" else "bin/vvs")
    return _run([str(script), *args], cwd=venv.parent, env=env).stdout


def test_the_installed_program_runs_from_the_venv_not_the_checkout(installed: tuple[Path, dict[str, str]]) -> None:
    venv, env = installed
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    code = ("import importlib, importlib.metadata as m; print(m.version('vv-scenario-studio')); "
            f"print('\\n'.join(importlib.import_module(p).__file__ for p in {PACKAGES!r}))")
    version, *files = _run([str(python), "-c", code], cwd=venv.parent, env=env).stdout.split()
    assert version == __version__ and len(files) == len(PACKAGES)
    assert all(Path(f).resolve().is_relative_to(venv.resolve()) for f in files), files
    assert _vvs(venv, env, "--version").strip() == f"vvs {__version__}"


def test_the_installed_program_validates_a_sample_and_generates_a_battle(installed: tuple[Path, dict[str, str]]) -> None:
    venv, env = installed
    shipped = next(venv.glob(f"lib*/python*/site-packages/{SAMPLE}"), None) or next(venv.glob(f"Lib/site-packages/{SAMPLE}"))
    _vvs(venv, env, "validate", str(shipped))
    _vvs(venv, env, "generate", "--seed", "1", "-o", "x.zip")
    assert (venv.parent / "x.zip").is_file()
    _vvs(venv, env, "validate", "x.zip")


def test_the_installed_editor_compiles_and_loads_a_translation_at_first_use(installed: tuple[Path, dict[str, str]]) -> None:
    """The wheel ships the .ts files; the first French start compiles vvs_fr.qm into the user's cache."""
    venv, env = installed
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    code = ("from PySide6.QtWidgets import QApplication; from editor.i18n import install_language, tr; "
            "from editor.i18n_tools.qm import cache_folder; app = QApplication([]); "
            "print(install_language(app, 'fr'), tr('&File') != '&File', sorted(p.name for p in cache_folder().iterdir()))")
    said = _run([str(python), "-c", code], cwd=venv.parent, env=env).stdout
    assert said.startswith("fr True ['vvs_fr-"), said
