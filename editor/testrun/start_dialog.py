"""The start dialog of a test run: who plays, the computer's level and personality, seed,
fog of war, dice bias, ruleset (the scenario's, changeable for this run only) and who makes the
choices the rules give a person (one compact "Decisions" row: the dialog must fit 1280x720)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.ai.player import LEVELS
from core.ai.profile import default_personality, personality_names
from core.dice import Bias
from core.sides import Side
from editor.details.fields import schema_enum
from editor.i18n import tr, tr_noop
from editor.setting_labels import DICE_BIAS_LABELS, RULESET_LABELS, setting_label
from editor.testrun.level_ratings import level_text, level_tooltip, tooltip_follows_item
from editor.testrun.setup import DECISIONS, Mode, RunSetup

MODE_TEXTS = {Mode.HOTSEAT: tr_noop("Hotseat: two people at this computer"),
              Mode.AGAINST_COMPUTER: tr_noop("Against the computer"),
              Mode.COMPUTER_ONLY: tr_noop("Computer against computer (watch)")}
DECISION_TEXTS = {"automatic": tr_noop("Automatic"), "ask": tr_noop("Ask me: opportunity fire, casualties, rally order")}
LEVEL_TEXTS = {"easy": tr_noop("Easy"), "normal": tr_noop("Normal"), "hard": tr_noop("Hard")}


def decisions_combo(name: str, value: str) -> QComboBox:
    """Automatic, or ask the person: the computer's sides always decide for themselves."""
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setToolTip(tr("Ask me: when enemy units move where yours could fire at them, you decide who fires "
                        "(opportunity fire and fire lanes), with the odds shown; when your units take Casualty Points "
                        "from fire, you choose which are pinned, reduced or eliminated; and you pick the order of "
                        "your rally attempts. Automatic: the program decides, as it does for the computer."))
    for decision in DECISIONS:
        combo.addItem(tr(DECISION_TEXTS[decision]), decision)
    combo.setCurrentIndex(max(combo.findData(value), 0))
    return combo


class StartDialog(QDialog):
    def __init__(self, setup: RunSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("testrun_start_dialog")
        self.setWindowTitle(tr("Test run"))
        self.modes = QButtonGroup(self)
        layout = QVBoxLayout(self)
        self.mode_buttons: dict[Mode, QRadioButton] = {}
        for index, mode in enumerate(Mode):
            button = QRadioButton(tr(MODE_TEXTS[mode]))
            button.setObjectName(f"mode_{mode.value}")
            self.modes.addButton(button, index)
            self.mode_buttons[mode] = button
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)  # as wide as its words: a click beside them does nothing
        self.mode_buttons[setup.mode].setChecked(True)
        form = QFormLayout()
        self.side = QComboBox()
        self.side.setObjectName("testrun_side")
        for side in (Side.ALLIED, Side.AXIS):
            self.side.addItem(tr(side.value.capitalize()), side)
        self.side.setCurrentIndex(0 if setup.human == Side.ALLIED else 1)
        self.level = QComboBox()
        self.level.setObjectName("testrun_level")
        for level in LEVELS:
            self.level.addItem(level_text(tr(LEVEL_TEXTS.get(level, level)), level), level)
            self.level.setItemData(self.level.count() - 1, level_tooltip(level), Qt.ItemDataRole.ToolTipRole)
        self.level.setCurrentIndex(LEVELS.index(setup.level))
        tooltip_follows_item(self.level)
        self.personality = QComboBox()
        self.personality.setObjectName("testrun_personality")
        for name in personality_names():
            self.personality.addItem(tr(name.capitalize()), name)
        self.personality.setCurrentIndex(self.personality.findData(setup.personality or default_personality().name))
        self.seed = QSpinBox()
        self.seed.setObjectName("testrun_seed")
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(setup.seed)
        self.fog = QCheckBox(tr("Fog of war"))
        self.fog.setObjectName("testrun_fog")
        self.fog.setChecked(setup.fog_of_war)
        self.bias = QComboBox()
        self.bias.setObjectName("testrun_dice_bias")
        self.bias.setToolTip(tr("Dice bias helps or hinders the computer: it is offered only against the computer"))
        for bias in Bias:
            self.bias.addItem(setting_label(bias.value, DICE_BIAS_LABELS), bias.value)
        self.bias.setCurrentIndex(self.bias.findData(setup.dice_bias))
        self._chosen_bias = setup.dice_bias
        form.addRow(tr("Your side"), self.side)
        form.addRow(tr("Computer level"), self.level)
        form.addRow(tr("Computer personality"), self.personality)
        form.addRow(tr("Seed"), self.seed)
        form.addRow("", self.fog)
        self.bias_label = QLabel(tr("Dice bias"))
        form.addRow(self.bias_label, self.bias)
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("testrun_ruleset")
        for value in schema_enum("properties", "ruleset"):
            self.ruleset.addItem(setting_label(value, RULESET_LABELS), value)
        self.ruleset.setCurrentIndex(max(self.ruleset.findData(setup.ruleset), 0))
        form.addRow(tr("Rules"), self.ruleset)
        self.decisions = decisions_combo("testrun_decisions", setup.decisions())
        self.decisions_fixed = False  # a saved game's decisions were made with it: shown, not changed
        form.addRow(tr("Decisions"), self.decisions)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.modes.idToggled.connect(lambda _id, _on: self._enable())
        self._enable()

    def _enable(self) -> None:
        mode = self.mode()
        self.side.setEnabled(mode is Mode.AGAINST_COMPUTER)
        self.level.setEnabled(mode is not Mode.HOTSEAT)
        self.personality.setEnabled(mode is not Mode.HOTSEAT)
        self.decisions.setEnabled(mode is not Mode.COMPUTER_ONLY and not self.decisions_fixed)  # no person to ask
        self._offer_bias(mode is Mode.AGAINST_COMPUTER)

    def _offer_bias(self, offered: bool) -> None:
        """Seed 004: dice bias helps or hinders the computer against a person, so it is None in
        hotseat and when the computer plays itself; the choice comes back with that mode.
        (Every combo holds plain values: `currentData` hands a Side back as its string.)"""
        if not offered and self.bias.isEnabled():
            self._chosen_bias = self.bias.currentData()
            self.bias.setCurrentIndex(self.bias.findData(Bias.NONE.value))
        elif offered and not self.bias.isEnabled():
            self.bias.setCurrentIndex(max(self.bias.findData(self._chosen_bias), 0))
        self.bias.setEnabled(offered)
        for widget in (self.bias, self.bias_label):
            widget.setVisible(offered)

    def mode(self) -> Mode:
        return list(Mode)[max(self.modes.checkedId(), 0)]

    def setup(self) -> RunSetup:
        return RunSetup(mode=self.mode(), human=Side(self.side.currentData()), level=self.level.currentData(),
                        personality=self.personality.currentData(), seed=self.seed.value(),
                        fog_of_war=self.fog.isChecked(), dice_bias=self.bias.currentData(),
                        ruleset=self.ruleset.currentData(),
                        rally_by_hand=self.mode() is not Mode.COMPUTER_ONLY and self.decisions.currentData() == "ask")
