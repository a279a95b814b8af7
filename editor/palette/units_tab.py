"""The palette's Units tab: the catalogue by nationality and kind, with a search box."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QVBoxLayout, QWidget

from core.units import Kind, Nationality, UnitCatalogue, point_value
from core.units import Unit as UnitType
from editor.counters.face import face_of_type
from editor.counters.paint import paint_counter
from editor.counters.style import nation_name, nation_palette
from editor.i18n import tr, tr_noop
from editor.palette.entry import EntryKind, PaletteEntry
from editor.palette.entry_list import PaletteList, icon_from

KIND_CHOICES = (
    (None, tr_noop("All kinds")), (Kind.SQUAD, tr_noop("Squads")), (Kind.HALF_SQUAD, tr_noop("Half squads")), (Kind.LEADER, tr_noop("Leaders")),
    (Kind.SUPPORT_WEAPON, tr_noop("Support weapons")), (Kind.GUN, tr_noop("Guns")), (Kind.AFV, tr_noop("AFVs")), (Kind.VEHICLE, tr_noop("Vehicles")),
)
NATION_ORDER = (Nationality.US, Nationality.GB, Nationality.SOV, Nationality.GER)


class UnitsTab(QWidget):
    entry_selected = Signal(object)  # PaletteEntry | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._units: UnitCatalogue | None = None
        self._icons: dict[tuple[str, str, str], QIcon] = {}
        self.nationality = QComboBox()
        for nation in NATION_ORDER:
            self.nationality.addItem(tr(nation_name(nation.value)), nation.value)
        self.kind = QComboBox()
        for kind, label in KIND_CHOICES:
            self.kind.addItem(tr(label), kind.value if kind else None)
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search units"))
        self.search.setClearButtonEnabled(True)
        self.list = PaletteList()
        filters = QHBoxLayout()
        filters.addWidget(self.nationality, 1)
        filters.addWidget(self.kind, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(filters)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        self.nationality.currentIndexChanged.connect(self.refill)
        self.kind.currentIndexChanged.connect(self.refill)
        self.search.textChanged.connect(self.refill)
        self.list.currentItemChanged.connect(lambda item, _old: self.entry_selected.emit(self.list.entry(item)))

    def set_catalogue(self, units: UnitCatalogue, nationality: str | None = None) -> None:
        self._units = units
        if nationality is not None:
            index = self.nationality.findData(nationality)
            if index >= 0:
                self.nationality.setCurrentIndex(index)
        self.refill()

    def reveal(self, type_id: str) -> bool:
        """Set the filters so that a unit type is listed (for select_entry and search results)."""
        if self._units is None or type_id not in self._units:
            return False
        self.blockSignals(True)
        self.nationality.setCurrentIndex(self.nationality.findData(self._units.get(type_id).nationality.value))
        self.kind.setCurrentIndex(0)
        self.search.clear()
        self.blockSignals(False)
        self.refill()
        return True

    def _add(self, info: UnitType) -> None:
        face = face_of_type(info)
        key = (self._units.edition if self._units else "", info.id, nation_palette())  # new icons for a new palette
        if key not in self._icons:
            self._icons[key] = icon_from(lambda painter, rect: paint_counter(painter, rect, face, shadow=False))
        text = f"{info.name}\n{face.main}  ·  " + tr("{n} pts").format(n=point_value(info))
        self.list.add_entry(PaletteEntry(EntryKind.UNIT, info.id, info.name), self._icons[key], text)

    def refill(self) -> None:
        """Rebuild the list for the filters; an entry still listed stays selected."""
        current = self.list.entry(self.list.currentItem())
        self.list.blockSignals(True)
        self.list.clear()
        if self._units is not None:
            words = self.search.text().casefold().split()
            for info in self._units.filter(nationality=self.nationality.currentData(), kind=self.kind.currentData()):
                if all(word in f"{info.name} {info.id}".casefold() for word in words):
                    self._add(info)
        self.list.blockSignals(False)
        if current is not None and not self.list.select(current):
            self.entry_selected.emit(None)
