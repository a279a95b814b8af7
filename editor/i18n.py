"""Translatable user-visible text.

Every label the user reads goes through `tr`, so the catalogue tool
(editor/i18n_tools) can collect it (context "editor") and a translation loaded
at start-up replaces it. Write the source as a literal in the call and fill
placeholders after it: `tr("Wrote {path}").format(path=path)`, never an
f-string inside `tr`. A text chosen at run time from a table is marked where
the table is written, with `tr_noop("Draw")`, and translated where it is shown,
with `tr(LEVEL_NAMES[level])`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

CONTEXT = "editor"


def tr(text: str, context: str = CONTEXT) -> str:
    return QCoreApplication.translate(context, text)


def tr_noop(text: str) -> str:
    """Marks `text` for the catalogue without translating it (Qt's QT_TR_NOOP): `tr` it where it is shown."""
    return text
