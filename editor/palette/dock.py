"""The palette dock: Units, Defences, Objectives & exits, Smoke.

Picking an entry arms click-to-place (the main window turns it into a
PlaceTool); entries can also be dragged onto the map. Only one entry is
picked at a time across all tabs.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtWidgets import QDockWidget, QLabel, QTabWidget, QVBoxLayout, QWidget

from core.terrain import catalogue as terrain_catalogue
from editor.core_text import data_name
from editor.counters.markers import (
    paint_exit_label,
    paint_fortification,
    paint_objective,
    paint_smoke_chit,
)
from editor.document import Change, ScenarioDocument
from editor.i18n import tr
from editor.palette.entry import EntryKind, PaletteEntry
from editor.palette.entry_list import PaletteList, icon_from
from editor.palette.units_tab import UnitsTab


def _list_tab(hint: str) -> tuple[QWidget, PaletteList]:
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.setContentsMargins(4, 4, 4, 4)
    label = QLabel(hint)
    label.setWordWrap(True)
    layout.addWidget(label)
    entries = PaletteList()
    layout.addWidget(entries, 1)
    return page, entries


class PaletteDock(QDockWidget):
    entry_selected = Signal(object)  # PaletteEntry | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Palette"), parent)
        self.setObjectName("palette")
        self.tabs = QTabWidget()
        # No scroll arrows: the dock is never narrower than its four tabs, so Smoke cannot hide
        # behind an arrow at the default width (issue 14); the lists below simply get wider.
        self.tabs.setUsesScrollButtons(False)
        self.units = UnitsTab()
        self.tabs.addTab(self.units, tr("Units"))
        page, self.defences = _list_tab(tr("Click a hex to place, again to remove. Bunkers turn with R."))
        self.tabs.addTab(page, tr("Defences"))
        page, self.markers = _list_tab(tr("Objectives fly their owner's flag; exit hexes lie on a map edge."))
        self.tabs.addTab(page, tr("Objectives"))
        page, self.smoke = _list_tab(tr("Smoke markers: level 2 is fresh, level 1 dispersing."))
        self.tabs.addTab(page, tr("Smoke"))
        self.setWidget(self.tabs)
        self._lists = [self.units.list, self.defences, self.markers, self.smoke]
        self.units.entry_selected.connect(lambda entry: self._picked(self.units.list, entry))
        for entries in self._lists[1:]:
            entries.currentItemChanged.connect(lambda item, _old, e=entries: self._picked(e, e.entry(item)))
        self._document: ScenarioDocument | None = None
        self._flags: tuple[str, str] = ("", "")
        self._fill_defences()
        self._fill_smoke()

    def set_document(self, document: ScenarioDocument) -> None:
        scenario = document.scenario
        self._document = document
        document.changed.connect(self._document_changed)
        self.units.set_catalogue(document.units, scenario.allied.nationality)
        self._fill_markers(scenario.allied.nationality, scenario.axis.nationality)

    def _document_changed(self, change: Change) -> None:
        """New flags when a side changes nation; the other edition's counters when the rules change."""
        document = self._document
        if document is None or not (change.details or change.battlefield):
            return
        scenario = document.scenario
        if change.battlefield:
            self.units.set_catalogue(document.units)
        self._fill_markers(scenario.allied.nationality, scenario.axis.nationality)

    # --- picking ---------------------------------------------------------------------

    @property
    def current_entry(self) -> PaletteEntry | None:
        for entries in self._lists:
            entry = entries.entry(entries.currentItem())
            if entry is not None and entries.currentItem().isSelected():
                return entry
        return None

    def select_entry(self, entry: PaletteEntry) -> bool:
        """Pick an entry as if clicked (tests and keyboard use this)."""
        if entry.kind is EntryKind.UNIT and entry not in self.units.list.entries():
            self.units.reveal(entry.value)
        for index, entries in enumerate(self._lists):
            if entries.select(entry):
                self.tabs.setCurrentIndex(index)
                return True
        return False

    def clear_selection(self) -> None:
        for entries in self._lists:
            entries.blockSignals(True)
            entries.setCurrentRow(-1)
            entries.clearSelection()
            entries.blockSignals(False)
        self.entry_selected.emit(None)

    def _picked(self, source: PaletteList, entry: PaletteEntry | None) -> None:
        if entry is not None:
            for entries in self._lists:
                if entries is not source:
                    entries.blockSignals(True)
                    entries.setCurrentRow(-1)
                    entries.clearSelection()
                    entries.blockSignals(False)
        self.entry_selected.emit(entry)

    # --- filling ---------------------------------------------------------------------

    def _fill_defences(self) -> None:
        for kind in (terrain_catalogue().fortifications or {}).values():
            entry = PaletteEntry(EntryKind.FORTIFICATION, kind.id, data_name(kind.name))
            facing = 0 if kind.needs_facing else None
            icon = icon_from(lambda p, r, k=kind.id, f=facing: paint_fortification(p, r.adjusted(6, 6, -6, -6), k, f))
            self.defences.add_entry(entry, icon, f"{data_name(kind.name)}\n{tr('cover')} {kind.cover:+d}  ·  §{kind.section}")

    def _fill_markers(self, allied: str, axis: str) -> None:
        if self.markers.count() and self._flags == (allied, axis):
            return  # unchanged: keep what is picked
        self._flags = (allied, axis)
        self.markers.clear()
        for side, nationality in (("allied", allied), ("axis", axis)):
            label = tr("{side} objective").format(side=tr(side.capitalize()))
            icon = icon_from(lambda p, r, n=nationality: paint_objective(p, QPointF(r.left() + 8, r.bottom() - 4), n, r.height() * 0.85))
            self.markers.add_entry(PaletteEntry(EntryKind.OBJECTIVE, side, label), icon, label)
        exit_icon = icon_from(lambda p, r: paint_exit_label(p, QRectF(r.left(), r.center().y() - 8, r.width(), 16)))
        self.markers.add_entry(PaletteEntry(EntryKind.EXIT, "", tr("Exit hex")), exit_icon, tr("Exit hex"))

    def _fill_smoke(self) -> None:
        for level in (2, 1):
            label = tr("Smoke {level}").format(level=level)
            icon = icon_from(lambda p, r, lv=level: paint_smoke_chit(p, r.center(), lv, r.width() * 0.3))
            self.smoke.add_entry(PaletteEntry(EntryKind.SMOKE, str(level), label), icon, label)
