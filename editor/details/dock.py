"""The scenario details dock: title, briefing, type and victory, sides, turns, weather, rules.

Every field shows the document's value and each change is one SetDetails
command (side fields too, with the side given); typing into the title or the
briefing merges into one undo step, as SetDetails merges repeated edits of a
field. The panel refreshes from the document after every edit, undo included.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.scenario import SIDES, Scenario, ScenarioType
from core.scenario.errors import EditError
from core.sides import other_side
from editor.commands.set_details import SetDetails
from editor.details.balance import BalanceBox
from editor.details.fields import (
    Field,
    check_field,
    combo_field,
    schema_enum,
    schema_node,
    schema_range,
    spin_field,
)
from editor.details.side import SideBox
from editor.document import Change, ScenarioDocument, follow_changes
from editor.i18n import tr
from editor.setting_labels import DICE_BIAS_LABELS, RULESET_LABELS, SCENARIO_TYPE_LABELS, setting_label


def _choices(values: tuple[str, ...], labels: dict[str, str] | None = None) -> list[tuple[str, str]]:
    return [(v, setting_label(v, labels)) for v in values]


class DetailsDock(QDockWidget):
    hex_activated = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Scenario details"), parent)
        self.setObjectName("details")
        self.document: ScenarioDocument | None = None
        self.fields: dict[str, Field] = {}
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self._scenario_box())
        layout.addWidget(self._victory_box())
        self.balance = BalanceBox()
        layout.addWidget(self.balance)
        self.sides = {side: SideBox(side, self._side_pusher(side), self._scenario) for side in SIDES}
        for box in self.sides.values():
            layout.addWidget(box)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        self.setWidget(scroll)

    # --- building ----------------------------------------------------------------------

    def _field(self, form: QFormLayout, key: str, label: str, field: Field) -> Field:
        self.fields[key] = field
        form.addRow(label, field.widget) if label else form.addRow(field.widget)
        return field

    def _scenario_box(self) -> QGroupBox:
        box = QGroupBox(tr("Scenario"))
        form = QFormLayout(box)
        self.title_edit = QLineEdit()
        self.title_edit.setMaxLength(int(schema_node("properties", "title")["maxLength"]))
        self.title_edit.textEdited.connect(self._title_edited)
        self.title_edit.editingFinished.connect(self.refresh)  # an emptied title shows the kept one again
        form.addRow(tr("Title"), self.title_edit)
        self.briefing = QPlainTextEdit()
        self.briefing.setPlaceholderText(tr("What the players read before the battle"))
        self.briefing.setMinimumHeight(90)
        self.briefing.textChanged.connect(self._briefing_edited)
        form.addRow(tr("Briefing"), self.briefing)
        push = self._push
        self._field(form, "attacker", tr("Attacker"), combo_field(
            lambda s: s.attacker, lambda v: push(attacker=v), _choices(SIDES)))
        self.defender = QLabel()
        form.addRow(tr("Defender"), self.defender)
        self._field(form, "first_player", tr("First player"), combo_field(
            lambda s: s.first_player, lambda v: push(first_player=v), _choices(SIDES)))
        low, high = schema_range("properties", "turns")
        self._field(form, "turns", tr("Turns"), spin_field(lambda s: s.turns, lambda v: push(turns=v), low, high))
        self._field(form, "weather", tr("Weather"), combo_field(
            lambda s: s.weather, lambda v: push(weather=v), _choices(schema_enum("properties", "weather"))))
        self._field(form, "fog_of_war", "", check_field(
            lambda s: s.fog_of_war, lambda v: push(fog_of_war=v), tr("Fog of war")))
        self._field(form, "dice_bias", tr("Dice bias"), combo_field(
            lambda s: s.dice_bias, lambda v: push(dice_bias=v), _choices(schema_enum("properties", "dice_bias"), DICE_BIAS_LABELS)))
        self._field(form, "ruleset", tr("Rules"), combo_field(
            lambda s: s.ruleset, lambda v: push(ruleset=v), _choices(schema_enum("properties", "ruleset"), RULESET_LABELS)))
        return box

    def _victory_box(self) -> QGroupBox:
        box = QGroupBox(tr("Type and victory"))
        form = QFormLayout(box)
        self.victory_form = form
        push = self._push
        self._field(form, "type", tr("Type"), combo_field(
            lambda s: s.type.value, lambda v: push(type=ScenarioType(v)), _choices(schema_enum("properties", "type"), SCENARIO_TYPE_LABELS)))
        self._field(form, "objectives_required", tr("Objectives to hold"), spin_field(
            lambda s: s.victory.objectives_required, self._victory("objectives_required"), 1, 99, tr("all")))
        self._field(form, "play_all_turns", "", check_field(
            lambda s: s.victory.play_all_turns, self._victory("play_all_turns"), tr("Play all turns")))
        self._field(form, "exit_units", tr("Units to exit"), spin_field(
            lambda s: s.victory.exit_units, self._victory("exit_units"), 1, 99, tr("not set")))
        self.exit_list = QListWidget()
        self.exit_list.setMaximumHeight(80)
        self.exit_list.itemActivated.connect(lambda item: self.hex_activated.emit(item.text()))
        self.exit_list.itemClicked.connect(lambda item: self.hex_activated.emit(item.text()))
        form.addRow(tr("Exit hexes"), self.exit_list)
        self.exit_hint = QLabel(tr("Mark exit hexes on a map edge with the palette's Objectives tab."))
        self.exit_hint.setWordWrap(True)
        form.addRow(self.exit_hint)
        self.elimination_hint = QLabel(tr("The side that loses fewer points wins; the victory level follows the difference."))
        self.elimination_hint.setWordWrap(True)
        form.addRow(self.elimination_hint)
        return box

    # --- pushing edits -------------------------------------------------------------------

    def _scenario(self) -> Scenario | None:
        return self.document.scenario if self.document is not None else None

    def _push(self, side: str | None = None, **changes: Any) -> None:
        document = self.document
        if document is None:
            return
        try:
            command = SetDetails(document, side, **changes)
        except EditError:
            return
        if command.after != command.before:
            document.push(command)

    def _side_pusher(self, side: str) -> Callable[..., None]:
        return lambda **changes: self._push(side, **changes)

    def _victory(self, key: str) -> Callable[[Any], None]:
        def push(value: Any) -> None:
            if self.document is not None:
                self._push(victory=replace(self.document.scenario.victory, **{key: value}))

        return push

    def _title_edited(self, text: str) -> None:
        if text.strip():
            self._push(title=text)

    def _briefing_edited(self) -> None:
        text = self.briefing.toPlainText()
        if len(text) > int(schema_node("properties", "description")["maxLength"]):
            self.refresh()
            return
        self._push(description=text)

    # --- showing -----------------------------------------------------------------------------

    def set_document(self, document: ScenarioDocument | None) -> None:
        follow_changes(self.document, document, self._changed)
        self.document = document
        self.refresh()

    def _changed(self, change: Change) -> None:
        self.refresh()

    def refresh(self) -> None:
        document = self.document
        self.widget().setEnabled(document is not None)
        if document is None:
            return
        scenario = document.scenario
        for field in self.fields.values():
            field.refresh(scenario)
        if self.title_edit.text() != scenario.title and not (self.title_edit.hasFocus() and not self.title_edit.text().strip()):
            self.title_edit.setText(scenario.title)
        if self.briefing.toPlainText() != scenario.description:
            self.briefing.blockSignals(True)
            self.briefing.setPlainText(scenario.description)
            self.briefing.blockSignals(False)
        self.defender.setText(tr(other_side(scenario.attacker).capitalize()))
        self._show_victory(scenario)
        self.balance.refresh(scenario)
        for box in self.sides.values():
            box.refresh(scenario, document.units)

    def _show_victory(self, scenario: Scenario) -> None:
        kind = scenario.type
        form = self.victory_form
        for key, shown in (("objectives_required", kind is ScenarioType.OBJECTIVE),
                           ("play_all_turns", kind is ScenarioType.OBJECTIVE),
                           ("exit_units", kind is ScenarioType.EXIT)):
            form.setRowVisible(self.fields[key].widget, shown)
        form.setRowVisible(self.exit_list, kind is ScenarioType.EXIT)
        form.setRowVisible(self.exit_hint, kind is ScenarioType.EXIT)
        form.setRowVisible(self.elimination_hint, kind is ScenarioType.ELIMINATION)
        hexes = list(scenario.victory.exit_hexes)
        if [self.exit_list.item(i).text() for i in range(self.exit_list.count())] != hexes:
            self.exit_list.clear()
            self.exit_list.addItems(hexes)
