"""The Settings dialog: language, autosave, the defaults of new scenarios, the map's nation colours
and who decides in test runs.

The dialog only shows and edits a Preferences value: OK hands it to the
feature (editor/preferences/feature.py), which stores and applies it; Cancel
drops it, so nothing changes until OK. "Restore defaults" puts the first
start's values into the fields, and they too wait for OK.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from editor.counters.style import NATION_PALETTES
from editor.i18n import tr
from editor.preferences.values import (
    AUTOSAVE_MAX_MINUTES,
    DEFAULTS,
    Preferences,
    dice_biases,
    languages,
    rulesets,
)
from editor.setting_labels import DICE_BIAS_LABELS, RULESET_LABELS, setting_label
from editor.testrun.start_dialog import decisions_combo

SWATCH_NATIONS = ("us", "gb", "sov", "ger")
SWATCH_SIZE = (64, 40)


def _combo(items: list[tuple[str, str]], name: str) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    for value, text in items:
        combo.addItem(text, value)
    return combo


def _select(combo: QComboBox, value: str) -> None:
    combo.setCurrentIndex(max(combo.findData(value), 0))


class Swatches(QWidget):
    """The four nations' counter colours (face, and the band of the title) side by side, named.

    Each swatch is a label as wide as its name needs ("États-Unis", "Великобритания"): a
    painted picture of fixed size once cut the longer names."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings_swatches")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        self.labels: dict[str, QLabel] = {}
        for nation in SWATCH_NATIONS:
            label = QLabel()
            label.setObjectName(f"swatch_{nation}")
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
            label.setMinimumSize(*SWATCH_SIZE)
            self.labels[nation] = label
            row.addWidget(label)
        row.addStretch(1)

    @staticmethod
    def _bold_width(label: QLabel) -> int:
        """The name's width in the bold face the style sheet draws it in (the label's own font is not bold)."""
        font = QFont(label.font())
        font.setBold(True)
        return QFontMetrics(font).horizontalAdvance(label.text())

    def show_palette(self, palette: str) -> None:
        table = NATION_PALETTES[palette]
        band = round(SWATCH_SIZE[1] * 0.3)
        for nation, label in self.labels.items():
            style = table[nation]
            label.setText(tr(style["name"]))
            label.setMinimumWidth(max(SWATCH_SIZE[0], self._bold_width(label) + 16))  # the padding and border besides
            label.setStyleSheet(f"QLabel {{ background: {style['face']}; color: {style['text']}; font-weight: bold; "
                                f"border: 1px solid #1d1b16; border-top: {band}px solid {style['band']}; "
                                f"border-radius: 5px; padding: 0px 6px 3px 6px; }}")


class SettingsDialog(QDialog):
    def __init__(self, current: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.language = _combo([("", tr("System default"))] + languages(), "settings_language")
        self.autosave = QDoubleSpinBox()
        self.autosave.setObjectName("settings_autosave")
        self.autosave.setRange(0.0, AUTOSAVE_MAX_MINUTES)
        self.autosave.setDecimals(1)
        self.autosave.setSingleStep(0.5)
        self.autosave.setSuffix(tr(" min"))
        self.autosave.setSpecialValueText(tr("Off"))  # shown at 0
        self.ruleset = _combo([(v, setting_label(v, RULESET_LABELS)) for v in rulesets()], "settings_ruleset")
        self.dice_bias = _combo([(v, setting_label(v, DICE_BIAS_LABELS)) for v in dice_biases()], "settings_dice_bias")
        self.colour_blind = QCheckBox(tr("Colour-blind safe nation colours"))
        self.colour_blind.setObjectName("settings_colour_blind")
        self.colour_blind.setToolTip(tr("US, British, Soviet and German counters stay apart for red-green "
                                        "colour blindness (deuteranopia and protanopia)"))
        self.swatches = Swatches()
        self.decisions = decisions_combo("settings_decisions", DEFAULTS.testrun_decisions)
        self.colour_blind.toggled.connect(lambda _on: self._show_swatches())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.RestoreDefaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda _checked=False: self.show_preferences(DEFAULTS))
        self._build_layout()
        self.show_preferences(current)

    def _build_layout(self) -> None:
        layout = QVBoxLayout(self)
        columns = QHBoxLayout()  # two columns: the dialog stays short enough for a 1280x720 screen in every language
        layout.addLayout(columns)
        groups: list[tuple[str, list[tuple[str | None, QWidget]]]] = [
            (tr("Language"), [(tr("Language"), self.language),
                              (None, self._note(tr("A new language takes effect when the program starts again.")))]),
            (tr("Autosave"), [(tr("Save a recovery copy every"), self.autosave),
                              (None, self._note(tr("Unsaved work is kept apart from your file; 0 turns autosave off.")))]),
            (tr("New scenarios"), [(tr("Rules"), self.ruleset), (tr("Dice bias"), self.dice_bias),
                                   (None, self._note(tr("Where New scenario and Generate a battle start.")))]),
            (tr("Map"), [(None, self.colour_blind), (None, self.swatches)]),
            (tr("Test runs"), [(tr("Decisions"), self.decisions),
                               (None, self._note(tr("The computer always decides for itself.")))]),
        ]
        for column_groups in (groups[:3], groups[3:]):
            column = QVBoxLayout()
            for title, rows in column_groups:
                box = QGroupBox(title)
                form = QFormLayout(box)
                for label, widget in rows:
                    form.addRow(label, widget) if label is not None else form.addRow(widget)
                column.addWidget(box)
            column.addStretch(1)
            columns.addLayout(column)
        layout.addWidget(self.buttons)

    @staticmethod
    def _note(text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setStyleSheet("color: #6b6857;")
        return label

    def _show_swatches(self) -> None:
        self.swatches.show_palette("colour_blind" if self.colour_blind.isChecked() else "standard")

    def show_preferences(self, preferences: Preferences) -> None:
        """Put a value into the fields (the one in use when the dialog opens, or the defaults)."""
        if preferences.language and self.language.findData(preferences.language) < 0:
            self.language.addItem(preferences.language, preferences.language)  # kept by OK, though not offered now
        _select(self.language, preferences.language)
        self.autosave.setValue(preferences.autosave_minutes)
        _select(self.ruleset, preferences.ruleset)
        _select(self.dice_bias, preferences.dice_bias)
        self.colour_blind.setChecked(preferences.palette == "colour_blind")
        _select(self.decisions, preferences.testrun_decisions)
        self._show_swatches()

    def preferences(self) -> Preferences:
        """What the fields say."""
        return Preferences(language=self.language.currentData(), autosave_minutes=round(self.autosave.value(), 1),
                           ruleset=self.ruleset.currentData(), dice_bias=self.dice_bias.currentData(),
                           palette="colour_blind" if self.colour_blind.isChecked() else "standard",
                           testrun_decisions=self.decisions.currentData())
