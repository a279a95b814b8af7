"""Reading the files a command is given: boards, scenarios, packages."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from core.commands import CommandError


def read_json_file(path: str | Path) -> Any:
    """Parse a JSON file, turning every failure into one clear CommandError."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CommandError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise CommandError(f"{path}: cannot read the file ({error})") from None
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError) as error:
        raise CommandError(f"{path}: not valid JSON ({error})") from None


def is_board_document(document: Any) -> bool:
    return isinstance(document, dict) and "columns" in document and "terrain" in document
