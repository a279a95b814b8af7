"""Our hidden temporaries, and the next run sweeping what a killed one left.

Every file we save is first written to `.NAME.<hex>.tmp` beside it, every folder we store (an
import, a generated battle) is assembled as `.NAME.<hex>.partial`, and a folder being replaced is
moved aside as `.NAME.<hex>.old` for the moment of the swap. A kill (power cut, kill -9) can leave
any of these. Whoever writes one holds an advisory lock on it (flock) until it is renamed into
place; the lock dies with the process, so the next run in that folder knows, without guessing from
ages, that a temporary nobody holds is a leftover and removes it. And a `.old` whose folder is
missing is the moment between the swap's two renames: the folder is put back, so a kill never
leaves the slot empty with the old battle hidden.

Where flock is missing (Windows) a temporary is a leftover once it is STALE_SECONDS old.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

STALE_SECONDS = 600
"""Without locks: a temporary of ours this much older than now belongs to a save that was killed."""

GRACE_SECONDS = 2.0
"""A temporary younger than this is spared even when nobody holds it: the moment between creating it and
locking it."""

_HEX = r"[0-9a-f]{8,12}"


def temporary_pattern(suffix: str) -> re.Pattern[str]:
    """The names our writers give their temporaries: `.NAME.<hex>SUFFIX` (group 1 is NAME)."""
    return re.compile(r"\.(.+)\." + _HEX + re.escape(suffix), re.DOTALL)


def hold(fd: int) -> None:
    """Mark the temporary open on `fd` as in use for as long as the descriptor stays open."""
    if fcntl is not None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


@contextlib.contextmanager
def held_folder(path: Path) -> Iterator[Path]:
    """Make the temporary folder `path` and hold it while the caller fills it."""
    path.mkdir()
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:  # folders cannot be opened on Windows: the age rule covers them
        yield path
        return
    try:
        hold(fd)
        yield path
    finally:
        os.close(fd)


def _in_use(path: Path) -> bool:
    """True while a living process holds the temporary (see `hold`)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        os.close(fd)
    return False


def is_leftover(path: Path, now: float | None = None) -> bool:
    """A temporary of ours that no running writer owns."""
    try:
        age = (time.time() if now is None else now) - path.lstat().st_mtime
    except OSError:
        return False
    if fcntl is None or path.is_symlink():
        return age >= STALE_SECONDS
    return age >= GRACE_SECONDS and not _in_use(path)


def remove_stale_temporaries(folder: Path, suffix: str) -> None:
    """Remove what killed writers left in `folder`: only the names our writers give their temporaries,
    and only those no running writer holds. A folder is removed only for `.partial` (imports and the
    generator assemble folders; a save never does)."""
    pattern = temporary_pattern(suffix)
    try:
        candidates = [p for p in folder.iterdir() if pattern.fullmatch(p.name)]
    except OSError:
        return
    for candidate in candidates:
        try:
            if not is_leftover(candidate):
                continue
            if candidate.is_symlink() or candidate.is_file():
                candidate.unlink()
            elif suffix == ".partial" and candidate.is_dir():
                shutil.rmtree(candidate, ignore_errors=True)
        except OSError:
            continue


def swap_in(temp: Path, target: Path) -> None:
    """Replace the folder `target` (if there is one) by the complete folder `temp`, in two renames:
    the old folder aside as `.NAME.<hex>.old`, the new one into place, then the old one removed. The
    old folder is held while it is aside, so a sweep in another process leaves this swap alone; a kill
    between the renames is put right by the next `recover_swaps`."""
    old = target.parent / f".{target.name}.{secrets.token_hex(6)}.old"
    fd = open_held(target) if target.exists() else None
    try:
        if fd is not None:
            os.rename(target, old)
        try:
            os.rename(temp, target)
        except BaseException:
            if fd is not None and not target.exists():
                os.rename(old, target)
            raise
        shutil.rmtree(old, ignore_errors=True)
    finally:
        if fd is not None:
            os.close(fd)


def open_held(folder: Path) -> int | None:
    """A descriptor holding `folder` (see `hold`) until it is closed; None where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return None
    hold(fd)
    return fd


def _owned(path: Path) -> bool:
    return fcntl is not None and _in_use(path)


def recover_swaps(folder: Path) -> None:
    """Finish the folder swaps a kill cut short in `folder`: a `.NAME.<hex>.old` whose NAME is missing
    is put back (the kill came between the swap's two renames); one whose NAME is there is the
    replaced folder the swap had not yet removed. A swap still running (its process holds the old
    folder) is left alone."""
    pattern = temporary_pattern(".old")
    try:
        candidates = sorted(p for p in folder.iterdir() if pattern.fullmatch(p.name) and p.is_dir() and not p.is_symlink())
    except OSError:
        return
    for candidate in candidates:
        match = pattern.fullmatch(candidate.name)
        if match is None or _owned(candidate):
            continue
        original = folder / match.group(1)
        try:
            if not original.exists() and not original.is_symlink():
                os.rename(candidate, original)
            else:
                shutil.rmtree(candidate, ignore_errors=True)
        except OSError:
            continue


def sweep(folder: Path) -> None:
    """Everything a killed import or generation left in `folder` (Custom/): swaps finished, partial
    folders removed."""
    recover_swaps(folder)
    remove_stale_temporaries(folder, ".partial")
