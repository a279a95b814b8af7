"""Which texts of a shown window do not fit their widget (issue 22: no cut text in any language).

A text fits when `fontMetrics().horizontalAdvance(line)` plus what the style puts beside it
(a check box's indicator, a button's margins, a group box's indicator) is at most the
widget's width, for every line of it, and the widget is not clipped by a parent narrower or
shorter than it (a label running under a card's border). A word-wrapped label fits when its
wrapped lines are no taller than it (else they run into the next widget). A text elided on purpose ends in "…" and carries the
whole text in its tooltip; a word-wrapped label wraps instead of cutting. Only widgets the
user can see count: hidden ones, and those scrolled out of a scroll area's view, do not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QRadioButton,
    QStyle,
    QTabBar,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItemIterator,
    QWidget,
)

TAG = re.compile(r"<[^<>]+>")
SLACK = 1  # a pixel of rounding between the font's advance and the widget's geometry


@dataclass(frozen=True)
class Cut:
    widget: str
    text: str
    needed: int
    width: int

    def __str__(self) -> str:
        return f"{self.widget}: {self.text!r} needs {self.needed} px, has {self.width} px"


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _lines(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.strip()]


def _elided_on_purpose(text: str, tooltip: str) -> bool:
    return text.rstrip().endswith("…") and bool(tooltip.strip())


def _name(widget: QWidget) -> str:
    return f"{type(widget).__name__}({widget.objectName() or widget.parent().__class__.__name__})"


def _text_width(widget: QWidget, text: str) -> int:
    metrics = widget.fontMetrics()
    return max((metrics.horizontalAdvance(line) for line in _lines(text)), default=0)


def clipped(widget: QWidget) -> tuple[int, int]:
    """How much of the widget's width and height its ancestors leave visible, up to the window or
    to a scroll area's viewport: what a user scrolls to is not cut, but a direction the scroll
    area never scrolls in cuts like any parent."""
    window = widget.window()
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        area = QRect(parent.mapTo(window, QPoint(0, 0)), parent.size())
        scroller = parent.parentWidget() if parent.objectName() == "qt_scrollarea_viewport" else None
        if isinstance(scroller, QAbstractScrollArea):
            off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if scroller.horizontalScrollBarPolicy() == off:
                rect = QRect(max(rect.left(), area.left()), rect.top(), min(rect.right(), area.right()) - max(rect.left(), area.left()) + 1, rect.height())
            if scroller.verticalScrollBarPolicy() == off:
                rect = QRect(rect.left(), max(rect.top(), area.top()), rect.width(), min(rect.bottom(), area.bottom()) - max(rect.top(), area.top()) + 1)
            break
        rect = rect.intersected(area)
        parent = parent.parentWidget()
    return max(rect.width(), 0), max(rect.height(), 0)


def _clip(widget: QWidget, text: str) -> Cut | None:
    width, height = clipped(widget)
    if width + SLACK < widget.width() or height + SLACK < min(widget.height(), widget.fontMetrics().height()):
        return Cut(_name(widget) + " clipped by its parent", text, widget.width(), width)
    return None


def _wrapped(label: QLabel) -> Cut | None:
    needed = label.heightForWidth(label.width())
    if needed > label.height() + SLACK:
        return Cut(_name(label) + " (wrapped lines taller than the label)", label.text(), needed, label.height())
    return _clip(label, label.text())


def _label(label: QLabel) -> Cut | None:
    text = label.text()
    if not text.strip() or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    if label.wordWrap():
        return _wrapped(label)
    if (clip := _clip(label, text)) is not None:
        return clip
    if TAG.search(text) or label.textFormat().name == "RichText":
        needed, width = label.sizeHint().width(), label.width()  # rich text: the label's own measure
        return Cut(_name(label), TAG.sub("", text), needed, width) if needed > width + SLACK else None
    if _elided_on_purpose(text, label.toolTip()):
        return None
    room = label.contentsRect().width() - 2 * label.margin() - max(label.indent(), 0)
    needed = _text_width(label, text)
    return Cut(_name(label), text, needed, room) if needed > room + SLACK else None


def _button(button: QAbstractButton) -> Cut | None:
    text = _plain(button.text())
    if not text.strip() or _elided_on_purpose(text, button.toolTip()):
        return None
    style = button.style()
    if isinstance(button, (QCheckBox, QRadioButton)):
        metric = QStyle.PixelMetric
        beside = (style.pixelMetric(metric.PM_IndicatorWidth if isinstance(button, QCheckBox) else metric.PM_ExclusiveIndicatorWidth, None, button)
                  + style.pixelMetric(metric.PM_CheckBoxLabelSpacing, None, button))
    else:
        icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
        beside = icon + 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button) // 2 + 4
        if isinstance(button, QToolButton) and button.toolButtonStyle().name == "ToolButtonIconOnly":
            return None
    needed = _text_width(button, text) + beside
    return Cut(_name(button), text, needed, button.width()) if needed > button.width() + SLACK else _clip(button, text)


def _group(box: QGroupBox) -> Cut | None:
    title = _plain(box.title())
    if not title.strip():
        return None
    beside = 16 + (box.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, box) if box.isCheckable() else 0)
    needed = box.fontMetrics().horizontalAdvance(title) + beside
    return Cut(_name(box), title, needed, box.width()) if needed > box.width() + SLACK else None


def _tabs(bar: QTabBar) -> list[Cut]:
    cuts = []
    for index in range(bar.count()):
        text = _plain(bar.tabText(index))
        needed, width = bar.tabSizeHint(index).width(), bar.tabRect(index).width()
        if text.strip() and needed > width + SLACK and not bar.tabToolTip(index):
            cuts.append(Cut(f"QTabBar({bar.parent().__class__.__name__})", text, needed, width))
    return cuts


def _tree(tree: QTreeWidget) -> list[Cut]:
    """Every shown item's text within its column (the first column less its indentation; a row
    spanning the columns has the view's width). In a tree that wraps words, each word must fit."""
    cuts = []
    iterator = QTreeWidgetItemIterator(tree)
    metrics = tree.fontMetrics()
    while iterator.value() is not None:
        item = iterator.value()
        iterator += 1
        if item.isHidden() or (item.parent() is not None and not item.parent().isExpanded()):
            continue
        for column in range(tree.columnCount()):
            if tree.isColumnHidden(column):
                continue
            text = item.text(column)
            if not text.strip() or _elided_on_purpose(text, item.toolTip(column)) or item.toolTip(column) == text:
                continue
            rect = tree.visualItemRect(item)
            spanned = column == 0 and item.isFirstColumnSpanned()
            width = (tree.viewport().width() if spanned else tree.columnWidth(column)) - (rect.x() + tree.header().offset() if column == 0 else 0)
            icon = tree.iconSize().width() + 4 if not item.icon(column).isNull() else 0
            pieces = text.split() if tree.wordWrap() else [text]
            needed = max(metrics.horizontalAdvance(piece) for piece in pieces) + icon + 8
            if needed > width + SLACK:
                cuts.append(Cut(f"QTreeWidget({tree.objectName()}) column {column}", text, needed, width))
    return cuts


def _list(view: QListWidget) -> list[Cut]:
    """Every row of a list that neither wraps nor scrolls sideways fits its width, or has its text as a tooltip."""
    if view.wordWrap() or view.horizontalScrollBar().isVisible():
        return []
    cuts: list[Cut] = []
    for row in range(view.count()):
        item = view.item(row)
        text = item.text()
        if item.isHidden() or not text.strip() or item.toolTip():
            continue
        icon = view.iconSize().width() + 8 if not item.icon().isNull() else 0
        needed = _text_width(view, text) + icon + 8
        if needed > view.viewport().width() + SLACK:
            cuts.append(Cut(f"QListWidget({view.objectName()})", text, needed, view.viewport().width()))
    return cuts


def _header(header: QHeaderView) -> list[Cut]:
    model = header.model()
    cuts = []
    for section in range(header.count()):
        if header.isSectionHidden(section) or model is None:
            continue
        text = str(model.headerData(section, header.orientation()) or "")
        needed = header.sectionSizeHint(section)
        if text.strip() and header.orientation().name == "Horizontal" and needed > header.sectionSize(section) + SLACK:
            cuts.append(Cut(f"QHeaderView({header.parent().objectName()})", text, needed, header.sectionSize(section)))
    return cuts


def _shown(widget: QWidget, top: QWidget) -> bool:
    if not widget.isVisible() or widget.width() <= 0:
        return False
    area = widget.window()
    corner = widget.mapTo(area, widget.rect().topLeft())
    parent = widget.parentWidget()
    while parent is not None and parent is not area:  # inside a scroll area's viewport: only what is in view
        if parent.objectName() == "qt_scrollarea_viewport":
            origin = parent.mapTo(area, parent.rect().topLeft())
            if corner.x() >= origin.x() + parent.width() or corner.y() >= origin.y() + parent.height():
                return False
        parent = parent.parentWidget()
    return top.isAncestorOf(widget) or widget is top


def cut_texts(top: QWidget) -> list[Cut]:
    """Every text of the window `top` (and its visible children) that does not fit its widget."""
    cuts: list[Cut] = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not _shown(widget, top):
            continue
        if isinstance(widget, QLabel):
            cuts += [c for c in [_label(widget)] if c]
        elif isinstance(widget, (QPushButton, QCheckBox, QRadioButton, QToolButton)):
            cuts += [c for c in [_button(widget)] if c]
        elif isinstance(widget, QGroupBox):
            cuts += [c for c in [_group(widget)] if c]
        elif isinstance(widget, QTabBar):
            cuts += _tabs(widget)
        elif isinstance(widget, QTreeWidget):
            cuts += _tree(widget)
        elif isinstance(widget, QHeaderView):
            cuts += _header(widget)
        elif isinstance(widget, QListWidget):
            cuts += _list(widget)
    return cuts
