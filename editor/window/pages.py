"""The window's central pages (the start page or the map) sized by the page shown, not the largest.

A plain QStackedWidget asks for the largest minimum size of all its pages, so
the start page's minimum (its action cards, lists and preview, about 700x710)
stayed in force behind the map and the window could not shrink below about
1070x880 with a scenario open. Here only the shown page's needs count, and a
page added with `scrolled=True` (the start page) sits in a scroll area, so
even the start page never holds a small window open: it scrolls instead.
The stack speaks of the page itself, never of the scroll area around it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QStackedWidget, QWidget


class PageStack(QStackedWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._frames: dict[QWidget, QScrollArea] = {}
        self.currentChanged.connect(self._page_changed)

    def add_page(self, page: QWidget, scrolled: bool = False) -> None:
        if not scrolled:
            self.addWidget(page)
            return
        frame = QScrollArea()
        frame.setFrameShape(QFrame.Shape.NoFrame)
        frame.setWidgetResizable(True)
        frame.setWidget(page)
        self._frames[page] = frame
        self.addWidget(frame)

    def setCurrentWidget(self, page: QWidget) -> None:
        super().setCurrentWidget(self._frames.get(page, page))

    def currentWidget(self) -> QWidget | None:
        shown = super().currentWidget()
        if isinstance(shown, QScrollArea) and shown in self._frames.values():
            return shown.widget()
        return shown

    def sizeHint(self) -> QSize:
        shown = super().currentWidget()
        return shown.sizeHint() if shown is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        shown = super().currentWidget()
        return shown.minimumSizeHint() if shown is not None else super().minimumSizeHint()

    def _page_changed(self, _index: int) -> None:
        """Hidden pages are told to ask for nothing, so the stack's layout follows the shown page."""
        shown = super().currentWidget()
        for index in range(self.count()):
            page = self.widget(index)
            if page is None:
                continue
            policy = QSizePolicy.Policy.Preferred if page is shown else QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)
        self.updateGeometry()
