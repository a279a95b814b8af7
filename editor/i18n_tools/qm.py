"""The compiled catalogues (.qm) Qt loads, made from the .ts files with PySide6's lrelease.

Why at first use and not in the wheel: `python -m build` and `pip install .` build in an
isolated environment that has setuptools but not PySide6 (so no lrelease; adding PySide6 to
the build requirements would download ~350 MB per build), and `pip install -e .` runs no
build step for data at all. The .ts files ship as package data instead, and the first time
the editor wants a language it compiles that .ts into the user's cache folder
(`cached_qm`), keyed by the .ts file's content so an update recompiles. lrelease comes with
the PySide6 the editor depends on (PySide6_Addons). The desktop app has no lrelease, so its
PyInstaller spec compiles every .qm into the app at build time (`build_all`), where
`packaged_qm` finds them first.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import platformdirs

from core.userdirs import APP_NAME, ENV_VAR
from editor.i18n_tools import LANGUAGES, TRANSLATIONS, qm_name, ts_path


class BuildError(RuntimeError):
    """lrelease is missing or could not compile a .ts file."""


def lrelease() -> str:
    """PySide6's lrelease program (beside the PySide6 package), else one on the PATH."""
    spec = importlib.util.find_spec("PySide6")
    program = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    for folder in (spec.submodule_search_locations or []) if spec else []:
        candidate = Path(folder) / program
        if candidate.is_file():
            return str(candidate)
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if found is None:
        raise BuildError("lrelease not found: it comes with PySide6 (pip install PySide6)")
    return found


def build_qm(ts: Path, qm: Path) -> Path:
    """Compiles one .ts file; unfinished translations are left out (the source text shows)."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    partial = qm.with_name(f".{qm.name}.{os.getpid()}.part")
    result = subprocess.run([lrelease(), "-silent", "-nounfinished", str(ts), "-qm", str(partial)],
                            capture_output=True, text=True, timeout=120)
    if result.returncode != 0 or not partial.is_file():
        partial.unlink(missing_ok=True)
        raise BuildError(f"lrelease failed on {ts}: {result.stderr.strip() or result.stdout.strip()}")
    os.replace(partial, qm)
    return qm


def build_all(out: Path, folder: Path = TRANSLATIONS) -> list[Path]:
    """Every language's .qm in `out` (the desktop app's build)."""
    return [build_qm(ts_path(code, folder), out / qm_name(code)) for code in LANGUAGES if ts_path(code, folder).is_file()]


def cache_folder() -> Path:
    """Where compiled catalogues are kept: under $VVS_USER_DIR when set (tests), else the user's cache folder."""
    override = os.environ.get(ENV_VAR)
    base = Path(override) / "cache" if override else Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
    return base / "translations"


def packaged_qm(code: str, folder: Path = TRANSLATIONS) -> Path | None:
    """The .qm a built app carries beside the .ts files."""
    path = folder / qm_name(code)
    return path if path.is_file() else None


def cached_qm(code: str, folder: Path = TRANSLATIONS, cache: Path | None = None) -> Path | None:
    """The .qm of this .ts, compiled into the cache the first time; None without a .ts or lrelease."""
    ts = ts_path(code, folder)
    if not ts.is_file():
        return None
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    qm = (cache or cache_folder()) / f"vvs_{code}-{digest}.qm"
    sweep_partials(qm.parent)
    if qm.is_file() and _loads(qm):
        return qm  # a damaged one (a torn copy, a full disk) is compiled again below
    try:
        build_qm(ts, qm)
    except (BuildError, OSError, subprocess.SubprocessError):
        return None
    for old in qm.parent.glob(f"vvs_{code}-*.qm"):
        if old != qm:
            old.unlink(missing_ok=True)
    return qm


def sweep_partials(folder: Path) -> None:
    """Remove the `.NAME.<pid>.part` files of compilations whose process is gone (killed mid-build).

    lrelease writes the temporary itself, so it cannot be held by a lock as our own writers' are
    (core/temporaries.py); the process id in its name tells whether its writer still runs."""
    for partial in folder.glob(".vvs_*.qm.*.part") if folder.is_dir() else ():
        pid = partial.name.rsplit(".", 2)[-2]
        if pid.isdigit() and not _running(int(pid)):
            partial.unlink(missing_ok=True)


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # alive but not ours (PermissionError), or a platform without signals 0
        return True
    return True


def _loads(qm: Path) -> bool:
    """Whether Qt can load this compiled catalogue: a damaged one made the editor fall back to English."""
    from PySide6.QtCore import QTranslator

    return QTranslator().load(str(qm))


def qm_file(code: str, folder: Path = TRANSLATIONS) -> Path | None:
    """The compiled catalogue of a language: the app's own, else one compiled into the cache."""
    return packaged_qm(code, folder) or cached_qm(code, folder)


def main_build(out: Path | None) -> list[Path]:
    """`build`: into `out`, or a temporary folder when none is given (a check that every .ts compiles)."""
    target = out or Path(tempfile.mkdtemp(prefix="vvs-qm-"))
    return build_all(target)
