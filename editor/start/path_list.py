"""A start-page list of files: one row a file, its path in the tooltip, a line that says so when
there is none (the recent files and the saved games share it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from editor.plain_text import plain_tooltip

PATH_ROLE = Qt.ItemDataRole.UserRole


def fill_path_list(widget: QListWidget, paths: Sequence[Path], label: Callable[[Path], str], empty_text: str) -> None:
    """`widget` holds a row per path (the path under PATH_ROLE), or one row that cannot be chosen saying `empty_text`."""
    widget.clear()
    for path in paths:
        item = QListWidgetItem(label(path))
        item.setData(PATH_ROLE, path)
        item.setToolTip(plain_tooltip(str(path)))
        widget.addItem(item)
    if not paths:
        empty = QListWidgetItem(empty_text)
        empty.setFlags(Qt.ItemFlag.NoItemFlags)
        widget.addItem(empty)
