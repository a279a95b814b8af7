"""Translatable user-visible text.

Every label the user reads goes through `tr`, so Qt Linguist can collect it
(context "editor") and a translation loaded at start-up replaces it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str, context: str = "editor") -> str:
    return QCoreApplication.translate(context, text)
