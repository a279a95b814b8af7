"""Reading a file the user named, or found in the user folder, without trusting what it is.

A path can name something that is not a file: a FIFO (reading it waits for a writer that
never comes, so `vvs list` or the editor's start hung), a device such as /dev/zero (reading
it never ends, until memory runs out), a socket. Every read of a user's path goes through
`read_file`, which opens without blocking, refuses anything but a regular file before
reading a byte, and reads no more than a cap, so each of these is one clear message.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

DEFAULT_CAP = 64 * 1024 * 1024
"""The most any input file is read to: a package is capped lower by its own reader, a JSON file
lower still by the parser; this only stops a file of gigabytes from being read at all."""

_O_BINARY: int = getattr(os, "O_BINARY", 0)
_O_NONBLOCK: int = getattr(os, "O_NONBLOCK", 0)
_KINDS = (
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISDIR, "a folder"),
)


class NotAFileError(OSError):
    """The path names something other than a regular file, or a file over the cap.

    An OSError, so every place that already reports an unreadable file reports this the same
    way; `strerror` is the whole reason, written for the user."""

    def __init__(self, path: str | os.PathLike[str], reason: str, too_large: bool = False) -> None:
        super().__init__(errno.EINVAL, reason, os.fspath(path))
        self.too_large = too_large
        self.reason = reason

    def __str__(self) -> str:
        return f"{self.filename}: {self.reason}"


def kind_of(mode: int) -> str | None:
    """What a stat mode names when it is not a regular file ("a FIFO (named pipe)"), else None."""
    for test, name in _KINDS:
        if test(mode):
            return name
    return None if stat.S_ISREG(mode) else "not a regular file"


def check_regular(path: str | os.PathLike[str]) -> None:
    """Refuse (NotAFileError) a path that exists and is not a regular file; follows symbolic links.
    A missing file is left for the caller's own read to report."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return
    kind = kind_of(mode)
    if kind is not None:
        raise NotAFileError(path, f"is {kind}, not a file")


def is_regular_file(path: str | os.PathLike[str]) -> bool:
    """True for a regular file (what listings of the user folder may open); never blocks."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def read_file(path: str | os.PathLike[str], cap: int = DEFAULT_CAP) -> bytes:
    """The bytes of a regular file of at most `cap` bytes; NotAFileError for anything else.

    The file is opened non-blocking (so a FIFO cannot hang the open) and checked with fstat on
    the descriptor read from, so a path swapped for a FIFO between a check and the read is
    refused too."""
    try:
        fd = os.open(path, os.O_RDONLY | _O_BINARY | _O_NONBLOCK)
    except OSError as error:
        if error.errno == errno.ENXIO:  # opening a socket
            check_regular(path)
        raise
    try:
        info = os.fstat(fd)
        kind = kind_of(info.st_mode)
        if kind is not None:
            raise NotAFileError(path, f"is {kind}, not a file")
        if info.st_size > cap:
            raise NotAFileError(path, f"is larger than {_size(cap)} ({_size(info.st_size)})", too_large=True)
        if _O_NONBLOCK:
            os.set_blocking(fd, True)
        data = _read_up_to(fd, cap + 1)
    finally:
        os.close(fd)
    if len(data) > cap:  # a file that grew while it was read
        raise NotAFileError(path, f"is larger than {_size(cap)}", too_large=True)
    return data


def _read_up_to(fd: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    left = limit
    while left > 0:
        chunk = os.read(fd, min(left, 1024 * 1024))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _size(count: int) -> str:
    return f"{count / (1024 * 1024):.1f} MB" if count >= 1024 * 1024 else f"{count} bytes"


def read_text_file(path: Path, cap: int = DEFAULT_CAP) -> str:
    """`read_file` decoded as UTF-8 (a byte order mark is dropped)."""
    return read_file(path, cap).decode("utf-8-sig")
