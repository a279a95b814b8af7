"""Text that comes from a scenario or a package is shown as text, never as markup.

A QLabel, a QMessageBox and a tooltip guess whether their text is rich text
(Qt.mightBeRichText), so a scenario title like "<b>Sale</b><a href=...>" would be
drawn bold with a link: a package could paint a fake banner into the editor.
Every widget that shows package text goes through one of these helpers.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that never interprets its text as HTML."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def plain_tooltip(text: str) -> str:
    """A tooltip showing `text` literally: tooltips have no plain-text switch, so the text
    is escaped inside a rich-text paragraph that keeps its line breaks."""
    return f"<p style='white-space:pre-wrap'>{escape(text)}</p>" if text else ""


def rich(text: str) -> str:
    """Package text to put inside the editor's own rich text (e.g. a bold title)."""
    return escape(text)


def window_title_text(text: str) -> str:
    """A name for a window title: Qt reads "[*]" there as the unsaved-changes mark,
    and "[*][*]" as a literal "[*]"; line breaks have no place in a title."""
    return "".join(c if c.isprintable() else " " for c in text).replace("[*]", "[*][*]")


def plain_message_box(icon: QMessageBox.Icon, title: str, text: str, buttons: QMessageBox.StandardButton,
                      parent: QWidget | None = None) -> QMessageBox:
    """A message box (not yet shown) whose text is never interpreted as HTML."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box
