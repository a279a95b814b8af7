"""What an import did: each package stored (and where) or refused (and why)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.userdirs import ImportOutcome
from editor.i18n import tr
from editor.plain_text import plain_label, plain_tooltip


def summary(outcomes: list[ImportOutcome]) -> str:
    imported = sum(1 for o in outcomes if o.ok)
    refused = len(outcomes) - imported
    if not outcomes:
        return tr("There was nothing to import.")
    return tr("{imported} imported, {refused} refused.").format(imported=imported, refused=refused)


def outcome_line(outcome: ImportOutcome) -> str:
    if outcome.ok and outcome.stored is not None:
        return tr("{package}: imported as “{name}”").format(package=outcome.source.name, name=outcome.stored.name)
    return tr("{package}: refused — {why}").format(package=outcome.source.name, why=outcome.error)


class ImportReportDialog(QDialog):
    def __init__(self, outcomes: list[ImportOutcome], empty_text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Import packages"))
        heading = plain_label(summary(outcomes) if outcomes or not empty_text else empty_text)
        heading.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([tr("Package"), tr("Result")])
        self.tree.setRootIsDecorated(False)
        self.tree.setWordWrap(True)
        icon = self.style().standardIcon
        for outcome in outcomes:
            if outcome.ok:
                result = tr("imported as “{name}”").format(name=outcome.stored.name if outcome.stored else "?")
                mark = icon(QStyle.StandardPixmap.SP_DialogApplyButton)
            else:
                result = tr("refused: {why}").format(why=_reason(outcome))
                mark = icon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            item = QTreeWidgetItem([outcome.source.name, result])
            item.setIcon(0, mark)
            item.setToolTip(1, plain_tooltip(outcome.error or str(outcome.stored)))
            self.tree.addTopLevelItem(item)
        self.tree.resizeColumnToContents(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.resize(720, 320)


def _reason(outcome: ImportOutcome) -> str:
    """The refusal without the package name, which the first column shows already."""
    error = outcome.error or ""
    prefix = f"{outcome.source.name}: "
    return error.removeprefix(prefix)
