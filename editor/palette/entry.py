"""What can be picked in the palette, and how it travels in a drag (as MIME data)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QMimeData

MIME_TYPE = "application/x-vvs-palette-entry"


class EntryKind(str, Enum):
    UNIT = "unit"
    WEAPON = "weapon"
    FORTIFICATION = "fortification"
    OBJECTIVE = "objective"
    EXIT = "exit"
    SMOKE = "smoke"


@dataclass(frozen=True)
class PaletteEntry:
    """`value` is a unit or weapon type id, a fortification id, the objective's
    owner side, or the smoke level; exit hexes need none."""

    kind: EntryKind
    value: str
    label: str

    def to_mime(self) -> QMimeData:
        data = QMimeData()
        payload = {"kind": self.kind.value, "value": self.value, "label": self.label}
        data.setData(MIME_TYPE, json.dumps(payload).encode("utf-8"))
        data.setText(self.label)
        return data

    @staticmethod
    def from_mime(data: QMimeData) -> PaletteEntry | None:
        """The entry in a drop, or None for anything else (text from another program)."""
        if not data.hasFormat(MIME_TYPE):
            return None
        try:
            payload = json.loads(bytes(data.data(MIME_TYPE).data()).decode("utf-8"))
            return PaletteEntry(EntryKind(payload["kind"]), str(payload["value"]), str(payload["label"]))
        except (ValueError, KeyError, TypeError):
            return None
