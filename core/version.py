"""The program's version: written here only.

pyproject.toml reads it (`[tool.setuptools.dynamic]`), so the wheel, the sdist, an editable
install, a run from a checkout and the frozen desktop app (packaging/) all say the same,
with no package metadata needed at run time.
"""

from __future__ import annotations

__version__ = "0.2.0"
