"""One side's part of the details panel: nationality, support, smoke, snipers, half squads, and its order of battle.

The order-of-battle line (counters by kind and their points, core.oob_summary)
is recomputed after every edit, so the designer sees the balance change as
counters go on the map.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from core.oob_summary import OobSummary, oob_summary
from core.scenario import Scenario
from core.sides import nations_of
from core.units import Kind, UnitCatalogue
from editor.counters.style import nation_name
from editor.details.fields import (
    Field,
    check_field,
    combo_field,
    schema_range,
    spin_field,
)
from editor.i18n import tr, tr_noop

KIND_COUNTS = {
    Kind.SQUAD: tr_noop("%n squad(s)", n=True), Kind.HALF_SQUAD: tr_noop("%n half squad(s)", n=True),
    Kind.LEADER: tr_noop("%n leader(s)", n=True), Kind.SUPPORT_WEAPON: tr_noop("%n weapon(s)", n=True),
    Kind.GUN: tr_noop("%n gun(s)", n=True), Kind.AFV: tr_noop("%n AFV(s)", n=True), Kind.VEHICLE: tr_noop("%n vehicle(s)", n=True),
}
"""A count of each kind, in the language's plural forms ("1 leader", "3 командира", "5 командиров")."""
NATION_ORDER = ("us", "gb", "sov", "ger")

PushSide = Callable[..., None]  # push(**changes) for this side


def summary_text(summary: OobSummary) -> str:
    """"4 squads · 1 leader · 1 AFV — 61 points"."""
    parts = [tr(KIND_COUNTS[kind], n=n) for kind, n in summary.counts]
    if summary.unknown:
        parts.append(tr("{n} unknown").format(n=summary.unknown))
    if not parts:
        return tr("no counters yet")
    return " · ".join(parts) + " — " + tr("%n point(s)", n=summary.points)


class SideBox(QGroupBox):
    def __init__(self, side: str, push: PushSide, current: Callable[[], Scenario | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(tr(side.capitalize()), parent)
        self.side = side
        self._push = push
        self._current = current
        form = QFormLayout(self)
        self.fields: dict[str, Field] = {}
        nations = [(n, nation_name(n)) for n in NATION_ORDER if n in nations_of(side)]
        self._add(form, "nationality", tr("Nationality"),
                  combo_field(self._read("nationality"), lambda v: push(nationality=v), nations))
        for key, label in (("light_barrage", tr("Light barrages")), ("heavy_barrage", tr("Heavy barrages")),
                           ("air_strike", tr("Air strikes"))):
            low, high = schema_range("$defs", "side", "properties", "fire_support", "properties", key)
            self._add(form, key, label, spin_field(self._support(key), self._push_support(key), low, high))
        low, high = schema_range("$defs", "side", "properties", "smoke_factors")
        self._add(form, "smoke_factors", tr("Smoke factors"),
                  spin_field(self._read("smoke_factors"), lambda v: push(smoke_factors=v), low, high))
        self._add(form, "sniper", "", check_field(self._read("sniper"), lambda v: push(sniper=v), tr("Sniper")))
        self._add(form, "half_squads", "", check_field(self._read("half_squads"), lambda v: push(half_squads=v),
                                                         tr("Half squads allowed at the start (13.10)")))
        self.oob = QLabel()
        self.oob.setWordWrap(True)
        form.addRow(tr("Order of battle"), self.oob)

    def _add(self, form: QFormLayout, key: str, label: str, field: Field) -> None:
        self.fields[key] = field
        if label:
            form.addRow(label, field.widget)
        else:
            form.addRow(field.widget)

    def _read(self, key: str) -> Callable[[Scenario], Any]:
        return lambda scenario: getattr(scenario.side(self.side), key)

    def _support(self, key: str) -> Callable[[Scenario], Any]:
        return lambda scenario: getattr(scenario.side(self.side).fire_support, key)

    def _push_support(self, key: str) -> Callable[[Any], None]:
        def push(value: Any) -> None:
            scenario = self._current()
            if scenario is not None:
                self._push(fire_support=replace(scenario.side(self.side).fire_support, **{key: value}))

        return push

    def refresh(self, scenario: Scenario, units: UnitCatalogue) -> None:
        for field in self.fields.values():
            field.refresh(scenario)
        self.oob.setText(summary_text(oob_summary(scenario, self.side, units)))
