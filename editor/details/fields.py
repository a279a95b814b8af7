"""Form fields bound to the document: each shows one value of the scenario and pushes one edit.

A Field reads its value from the current scenario and shows it with the
widget's signals blocked, so showing never makes an edit; a user's change
calls `push`, which the details panel turns into a SetDetails command. Spin
boxes and combo boxes hold only values the file format allows (ranges and
choices come from the scenario schema), so no invalid value can be typed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

from core.resources import load_schema
from core.scenario import Scenario

Read = Callable[[Scenario], Any]
Push = Callable[[Any], None]


@dataclass
class Field:
    widget: QWidget
    read: Read
    show: Callable[[Any], None]

    def refresh(self, scenario: Scenario) -> None:
        self.widget.blockSignals(True)
        try:
            self.show(self.read(scenario))
        finally:
            self.widget.blockSignals(False)


def schema_node(*path: str) -> Any:
    """A part of the scenario schema, e.g. schema_node("properties", "title")."""
    node: Any = load_schema("scenario.schema.json")
    for key in path:
        node = node[key]
    return node


@cache
def schema_enum(*path: str) -> tuple[str, ...]:
    """The allowed values of a scenario field, e.g. schema_enum("properties", "weather")."""
    return tuple(schema_node(*path)["enum"])


@cache
def schema_range(*path: str) -> tuple[int, int]:
    node = schema_node(*path)
    return int(node.get("minimum", 0)), int(node.get("maximum", 99))


def spin_field(read: Read, push: Push, low: int, high: int, none_text: str | None = None) -> Field:
    """A spin box; with `none_text`, the value below `low` stands for None ("all", "not set")."""
    box = QSpinBox()
    bottom = low - 1 if none_text is not None else low
    box.setRange(bottom, high)
    if none_text is not None:
        box.setSpecialValueText(none_text)
    box.valueChanged.connect(lambda value: push(None if none_text is not None and value == bottom else value))

    def show(value: Any) -> None:
        box.setValue(bottom if value is None else int(value))

    return Field(box, read, show)


def combo_field(read: Read, push: Push, choices: Sequence[tuple[Any, str]]) -> Field:
    box = QComboBox()
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(8)
    for value, label in choices:
        box.addItem(label, value)
    box.currentIndexChanged.connect(lambda index: push(box.itemData(index)))

    def show(value: Any) -> None:
        index = box.findData(value)
        if index < 0:  # a value from an older file: show it, so nothing is lost by looking
            box.addItem(str(value), value)
            index = box.count() - 1
        box.setCurrentIndex(index)

    return Field(box, read, show)


def check_field(read: Read, push: Push, text: str) -> Field:
    box = QCheckBox(text)
    box.toggled.connect(push)
    return Field(box, read, lambda value: box.setChecked(bool(value)))
