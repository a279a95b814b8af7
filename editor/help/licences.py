"""The program's version and the licences of the libraries it runs on, read from the installed packages.

Nothing here is typed in by hand: the version is core/version.py's (the one
place it is written), and each library's name, version and licence come from
its installed metadata, so the About box cannot fall behind an upgrade.
Pure Python, no Qt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import metadata

from core.version import __version__

DISTRIBUTION = "vv-scenario-studio"
# The runtime dependencies named in pyproject.toml, asked when the program itself is not installed.
DIRECT = ("PySide6", "jsonschema", "platformdirs", "tqdm")
_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)")
_CLASSIFIER = "License :: OSI Approved :: "
MAX_LICENCE_CHARS = 60


@dataclass(frozen=True)
class Library:
    name: str
    version: str
    licence: str


def program_version() -> str:
    """The one version the program has (core/version.py; pyproject.toml and the desktop app read it too)."""
    return __version__


def licence_of(dist: metadata.Distribution) -> str:
    """The licence as the package states it: the SPDX expression, else a classifier, else the short field."""
    meta = dist.metadata
    expression = meta["License-Expression"] if "License-Expression" in meta else None
    if expression:
        return str(expression)
    classifiers = [c[len(_CLASSIFIER):] for c in meta.get_all("Classifier") or [] if c.startswith(_CLASSIFIER)]
    if classifiers:
        return ", ".join(classifiers)
    field = str(meta["License"]).strip() if "License" in meta else ""
    if field and field.upper() != "UNKNOWN":
        first_line = field.splitlines()[0].strip()
        return first_line if len(first_line) <= MAX_LICENCE_CHARS else first_line[: MAX_LICENCE_CHARS - 1] + "…"
    return "not stated"


def _runtime_requirements(dist: metadata.Distribution) -> list[str]:
    """Names a distribution needs at run time (requirements behind an extra are optional: left out)."""
    names = []
    for requirement in dist.requires or []:
        marker = requirement.partition(";")[2]
        if "extra" in marker:
            continue
        match = _NAME.match(requirement)
        if match:
            names.append(match.group(1))
    return names


def _direct() -> list[str]:
    try:
        return _runtime_requirements(metadata.distribution(DISTRIBUTION))
    except metadata.PackageNotFoundError:
        return list(DIRECT)


def libraries() -> list[Library]:
    """Every installed library the program runs on, its own dependencies included, by name."""
    seen: dict[str, Library] = {}
    waiting = _direct()
    while waiting:
        name = waiting.pop()
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key in seen:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # an optional platform dependency that is not installed here
        seen[key] = Library(dist.metadata["Name"] or name, dist.version, licence_of(dist))
        waiting.extend(_runtime_requirements(dist))
    return sorted(seen.values(), key=lambda library: library.name.lower())
