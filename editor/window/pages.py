"""The window's central pages (the start page or the map) sized by the page shown, not the largest.

A plain QStackedWidget asks for the largest minimum size of all its pages, so
the start page's minimum (its scenario list and preview side by side) stayed
in force behind the map and the window could not shrink below about 1070x880
with a scenario open. Only the shown page's needs count here.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QSizePolicy, QStackedWidget, QWidget


class PageStack(QStackedWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(self._page_changed)

    def sizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()

    def _page_changed(self, _index: int) -> None:
        """Hidden pages are told to ask for nothing, so the stack's layout follows the shown page."""
        for index in range(self.count()):
            page = self.widget(index)
            if page is None:
                continue
            policy = QSizePolicy.Policy.Preferred if page is self.currentWidget() else QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)
        self.updateGeometry()
