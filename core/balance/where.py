"""Where a batch of games is played: worker processes on this machine, or a Dask cluster.

The choice, in the order a user expects it: an address given on the command line
(`--scheduler`), a scheduler file (`--scheduler-file`, the JSON file `dask scheduler
--scheduler-file` writes on a shared disk), an explicit `--jobs` (a user who types it
means this machine), then Dask's own setting (`DASK_SCHEDULER_ADDRESS` or
`scheduler-address` in the Dask configuration files), and last one process per core.
An address given but malformed is refused rather than ignored (an empty `--scheduler`
used to run the games on this machine without a word); an empty DASK_SCHEDULER_ADDRESS
counts as unset, the usual way to switch a variable off for one command.
"""

from __future__ import annotations

import importlib.util
import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

ENVIRONMENT = "DASK_SCHEDULER_ADDRESS"


class WhereError(ValueError):
    """The place to run cannot be used as given; the message says why and what to do."""


@dataclass(frozen=True)
class Where:
    """`address` empty: `jobs` worker processes here; otherwise the Dask scheduler there. `origin`
    says which setting chose it, for the report (`--scheduler`, `DASK_SCHEDULER_ADDRESS`, ...)."""

    jobs: int = 1
    address: str = ""
    origin: str = "--jobs"

    @property
    def local(self) -> bool:
        return not self.address

    def label(self) -> str:
        """`local` or the scheduler's address: the report's `where`."""
        return "local" if self.local else self.address

    @staticmethod
    def here(jobs: int | None = None) -> Where:
        return Where(max(1, jobs or os.cpu_count() or 1))


def choose(jobs: int | None = None, scheduler: str | None = None, scheduler_file: str | None = None,
           environ: Mapping[str, str] | None = None) -> Where:
    """The place the arguments and the environment name (see the module's docstring for the order)."""
    if scheduler is not None:
        return Where(1, _checked(check_address, scheduler, "--scheduler"), "--scheduler")
    if scheduler_file is not None:
        return Where(1, _checked(check_address, read_scheduler_file(Path(scheduler_file)), scheduler_file),
                     "--scheduler-file")
    if jobs is not None:
        return Where.here(jobs)
    environ = os.environ if environ is None else environ
    if environ.get(ENVIRONMENT, "").strip():
        return Where(1, _checked(check_address, environ[ENVIRONMENT], ENVIRONMENT), ENVIRONMENT)
    configured = dask_configured_address()
    if configured and configured.strip():
        return Where(1, _checked(check_address, configured, "the Dask configuration's scheduler-address"),
                     "Dask configuration")
    return Where.here()


SCHEMES = ("tcp", "tls")
"""The Dask transports an address may name; a bare host:port is tcp."""


def check_address(text: str) -> str:
    """A scheduler address as Dask takes it, or ValueError saying what is wrong: an empty value is
    refused (it silently ran the games on this machine), and so is an unknown scheme or a bad port."""
    text = text.strip()
    example = "give the scheduler's address, e.g. tcp://10.0.0.5:8786"
    if not text:
        raise ValueError(f"the address is empty: {example}")
    scheme, found, rest = text.partition("://")
    if not found:
        scheme, rest = "tcp", text
    if scheme not in SCHEMES:
        raise ValueError(f"{scheme}:// is not a transport Dask uses here: {' or '.join(s + '://' for s in SCHEMES)}")
    host, colon, port = rest.rpartition(":")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"{text!r} has no host and port: {example}")
    return f"{scheme}://{rest}"


def _checked(check: Callable[[str], str], text: str, origin: str) -> str:
    try:
        return check(text)
    except ValueError as error:
        raise WhereError(f"{origin}: {error}") from None


def read_scheduler_file(path: Path) -> str:
    """The scheduler's address from the file `dask scheduler --scheduler-file` writes."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise WhereError(f"{path}: cannot read the scheduler file ({error.strerror or error})") from None
    except ValueError:
        raise WhereError(f"{path}: not a Dask scheduler file (not JSON)") from None
    address = document.get("address") if isinstance(document, dict) else None
    if not isinstance(address, str):
        raise WhereError(f"{path}: not a Dask scheduler file (no \"address\")")
    return address


def dask_configured_address() -> str | None:
    """`scheduler-address` from Dask's configuration (its YAML files and DASK_* variables), when Dask
    is installed; None otherwise."""
    if importlib.util.find_spec("dask") is None:
        return None
    import dask.config

    value = dask.config.get("scheduler-address", None)
    return str(value) if value is not None else None
