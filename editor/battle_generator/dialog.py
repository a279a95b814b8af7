"""The random battle generator's dialog: settings, seed, generate, look, then open or keep.

Every setting offers "Random". The generator itself resolves the ones it draws
(size, nation, attacker, force type, role); the dialog resolves the others
(fog of war, dice bias, scenario type) from the same seed on a stream of its
own, so the same choices and seed always give the same battle. Each setting
starts at the generator's own default (`generator.settings.Settings()`, what
`vvs generate` deals and docs/generator.md lists): the forces random, an
objective battle, no fog of war, no dice bias. A random scenario type stays on
offer but is not the default: it dealt exit and elimination battles, with no
objectives, two times in three (docs/decisions/editor.md). The dice bias and
the rules start at the user's defaults for new scenarios (Edit > Settings…);
the generator always deals on the rulebook's rules, so another ruleset is set
on the battle it made. The Boards row (editor.battle_generator.boards_row) deals on the
shipped boards or on up to three of the user's own. Each battle
made goes into the single Generated Scenario slot (editor.battle_generator.slot),
overwriting the last, as in the PC game; "Save as draft…" keeps one for good.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace
from enum import Enum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QGuiApplication, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.boards.board import Board
from core.boards.library import build_battlefield
from core.scenario.edit_details import set_details
from core.scenario.io import save
from core.userdirs import UserFolders, safe_file_name
from editor.battle_generator.boards_row import BoardsRow, write_boards_beside
from editor.battle_generator.expectation_text import expectation_text
from editor.battle_generator.oob import OobPanel
from editor.battle_generator.preview import PREVIEW_WIDTH, PreviewLabel
from editor.battle_generator.slot import store_generated
from editor.core_text import error_text
from editor.counters.style import nation_name
from editor.details.fields import schema_enum
from editor.i18n import tr
from editor.map.preview_image import scenario_preview
from editor.plain_text import plain_label, rich
from editor.setting_labels import DICE_BIAS_LABELS, RULESET_LABELS, SCENARIO_TYPE_LABELS, setting_label

ROLL_LIMIT = 1_000_000  # re-rolled seeds stay short enough to read out and type


def generator_available() -> bool:
    """True when the generator package can make battles (the dialog is offered only then)."""
    try:
        import generator.battle
        import generator.settings  # noqa: F401
    except ImportError:
        return False
    return True


class GeneratorOutcome(Enum):
    OPEN = "open"  # a new document
    REPLACE = "replace"  # the open document's scenario, as one undo step
    KEEP = "keep"  # only kept in the Generated Scenario slot


def _label(name: str, value: str) -> str:
    """A setting value in the words the rest of the editor uses for it (editor.setting_labels)."""
    if name == "allied":
        return tr(nation_name(value))
    return setting_label(value, {"dice_bias": DICE_BIAS_LABELS, "scenario_type": SCENARIO_TYPE_LABELS}.get(name))


def default_choices() -> dict[str, str]:
    """What each list shows first: the generator's own defaults, so the dialog deals what `vvs generate` deals."""
    from generator.settings import CHOICES, RANDOM, Settings

    defaults = Settings()
    values = {name: RANDOM if name in CHOICES else getattr(defaults, name) for name in setting_options()}
    values["fog_of_war"] = "on" if defaults.fog_of_war else "off"
    return values


def setting_options() -> dict[str, tuple[str, tuple[str, ...]]]:
    """Setting name -> (label, concrete values), in the order the dialog shows them."""
    from generator.settings import CHOICES, DICE_BIAS, SCENARIO_TYPES

    return {
        "size": (tr("Battle size"), CHOICES["size"]),
        "allied": (tr("Allied nation"), CHOICES["allied"]),
        "attacker": (tr("Attacker"), CHOICES["attacker"]),
        "force_type": (tr("Force type"), CHOICES["force_type"]),
        "role": (tr("Role"), CHOICES["role"]),
        "scenario_type": (tr("Scenario type"), SCENARIO_TYPES),
        "fog_of_war": (tr("Fog of war"), ("off", "on")),
        "dice_bias": (tr("Dice bias"), DICE_BIAS),
    }


def settings_for(choices: dict[str, str], seed: int):  # type: ignore[no-untyped-def]
    """The generator's Settings from the dialog's choices; "random" is left to the generator
    where it draws that setting itself, and resolved from the seed here where it does not."""
    from generator.rng import Rng
    from generator.settings import CHOICES, RANDOM, Settings

    values: dict[str, Any] = {}
    for name, (_label_text, options) in setting_options().items():
        value = choices.get(name, RANDOM)
        if value == RANDOM and name not in CHOICES:
            value = Rng(seed, f"editor/{name}").choice(options)
        values[name] = (value == "on") if name == "fog_of_war" and value != RANDOM else value
    return Settings(**values)


class GeneratorDialog(QDialog):
    def __init__(self, folders: UserFolders, can_replace: bool = False,
                 ask_save_path: Callable[[Path, str], Path | None] | None = None, parent: QWidget | None = None,
                 ruleset: str = "seeds", dice_bias: str | None = None, boards: dict[int, Board] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Generate a battle"))
        self.folders = folders
        self.ask_save_path = ask_save_path
        self.generated: Any = None  # generator.battle.Generated, once one is made
        self.carried: dict[str, Any] = {}  # the user's board files the battle stands on, kept beside it
        self.boards_row = BoardsRow(boards)
        self.outcome = GeneratorOutcome.KEEP
        self.combos: dict[str, QComboBox] = {}
        self.seed_edit = QLineEdit(str(secrets.randbelow(ROLL_LIMIT)))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,19}")))
        self.preview = PreviewLabel(tr("Choose the settings and press Generate."))
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)  # the editor's markup; package text goes through rich()
        self.summary.setWordWrap(True)
        self.error = plain_label()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b23a2a; font-weight: bold;")
        self.oob = {"allied": OobPanel(), "axis": OobPanel()}
        self.buttons: dict[str, QPushButton] = {}
        self.ruleset = QComboBox()
        for value in schema_enum("properties", "ruleset"):
            self.ruleset.addItem(setting_label(value, RULESET_LABELS), value)
        self.ruleset.setCurrentIndex(max(self.ruleset.findData(ruleset), 0))
        layout = QHBoxLayout(self)
        layout.addWidget(self._settings_box(), 0)
        layout.addLayout(self._result_column(can_replace), 1)
        self.choose(None, **default_choices())
        if dice_bias is not None and self.combos["dice_bias"].findData(dice_bias) >= 0:
            self.choose(dice_bias=dice_bias)
        self._update_buttons()

    # --- building -------------------------------------------------------------------------

    def _settings_box(self) -> QGroupBox:
        from generator.settings import RANDOM

        box = QGroupBox(tr("Settings"))
        form = QFormLayout(box)
        for name, (label, options) in setting_options().items():
            combo = QComboBox()
            combo.addItem(tr("Random"), RANDOM)
            for value in options:
                combo.addItem(_label(name, value), value)
            self.combos[name] = combo
            form.addRow(label, combo)
        form.addRow(tr("Rules"), self.ruleset)
        form.addRow(tr("Boards"), self.boards_row)
        roll = QPushButton(tr("Re-roll"))
        roll.setToolTip(tr("A new seed, and a new battle from it"))
        roll.clicked.connect(self.reroll)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_edit, 1)
        seed_row.addWidget(roll)
        form.addRow(tr("Seed"), seed_row)
        generate = QPushButton(tr("Generate"))
        generate.setDefault(True)
        generate.setMinimumHeight(36)
        generate.setStyleSheet("QPushButton { background: #4f5530; color: white; font-weight: bold; border-radius: 5px; }"
                               "QPushButton:pressed { background: #3a4023; }")
        generate.clicked.connect(self.generate)
        self.buttons["generate"], self.buttons["reroll"] = generate, roll
        form.addRow(generate)
        hint = QLabel(tr("The same settings and seed always give the same battle."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #6b6857;")
        form.addRow(hint)
        box.setMaximumWidth(max(340, box.minimumSizeHint().width()))  # never narrower than a label in any language
        return box

    def _result_column(self, can_replace: bool) -> QVBoxLayout:
        column = QVBoxLayout()
        column.addWidget(self.preview, 2)
        column.addWidget(self.summary)
        column.addWidget(self.error)
        lists = QHBoxLayout()
        lists.addWidget(self.oob["allied"])
        lists.addWidget(self.oob["axis"])
        column.addLayout(lists, 1)
        row = QHBoxLayout()
        specs = [("save", tr("Save as draft…"), self.save_draft)]
        if can_replace:
            specs.append(("replace", tr("Replace the open scenario"), lambda: self._finish(GeneratorOutcome.REPLACE)))
        specs += [("open", tr("Open in editor"), lambda: self._finish(GeneratorOutcome.OPEN)),
                  ("close", tr("Close"), self.reject)]
        row.addStretch(1)
        for key, text, slot in specs:
            button = QPushButton(text)
            button.setAutoDefault(False)
            button.clicked.connect(slot)
            self.buttons[key] = button
            row.addWidget(button)
        column.addLayout(row)
        return column

    # --- settings and seed ------------------------------------------------------------------

    def choices(self) -> dict[str, str]:
        return {name: combo.currentData() for name, combo in self.combos.items()}

    def choose(self, seed: int | None = None, **values: str) -> None:
        """Set settings by value (and the seed), as a user picking from the lists would."""
        for name, value in values.items():
            index = self.combos[name].findData(value)
            if index < 0:
                raise ValueError(f"{name} has no choice {value!r}")
            self.combos[name].setCurrentIndex(index)
        if seed is not None:
            self.seed_edit.setText(str(seed))

    def seed(self) -> int | None:
        from generator.settings import MAX_SEED

        text = self.seed_edit.text()
        return int(text) if text.isdigit() and int(text) <= MAX_SEED else None

    def reroll(self) -> None:
        self.seed_edit.setText(str(secrets.randbelow(ROLL_LIMIT)))
        self.generate()

    # --- generating -------------------------------------------------------------------------

    def generate(self) -> bool:
        from generator.battle import GenerationError, generate_battle
        from generator.settings import RANDOM

        seed = self.seed()
        if seed is None:
            return self._fail(tr("The seed must be a whole number."))
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            boards = self.boards_row.user_boards()
            size = self.combos["size"].currentData()
            if boards is not None and size != RANDOM and size not in boards.sizes():
                return self._fail(tr("%n board(s) deal only these battle sizes: {sizes}. Tick more boards or choose another size.",
                                     n=len(boards.boards)).format(sizes=", ".join(_label("size", s) for s in boards.sizes())))
            generated = generate_battle(settings_for(self.choices(), seed), seed, boards=boards)
        except (GenerationError, ValueError) as error:
            return self._fail(error_text(error))
        finally:
            QGuiApplication.restoreOverrideCursor()
        if self.ruleset.currentData() != generated.scenario.ruleset:
            generated = replace(generated, scenario=set_details(generated.scenario, ruleset=self.ruleset.currentData()))
        self.generated = generated
        self.carried = boards.documents([ref.board for ref in generated.scenario.boards]) if boards is not None else {}
        self.error.clear()
        self._show(generated)
        try:
            store_generated(self.folders, generated.scenario, self.boards_row.library, self.carried)
        except (OSError, ValueError) as error:
            self.error.setText(tr("Not kept in the Generated Scenario slot: {error}").format(error=error))
        self._update_buttons()
        return True

    def _fail(self, text: str) -> bool:
        self.error.setText(text)
        return False

    def _show(self, generated) -> None:  # type: ignore[no-untyped-def]
        scenario = generated.scenario
        field = build_battlefield([{"board": b.board, "rotated": b.rotated} for b in scenario.boards], self.boards_row.library)
        self.preview.set_image(scenario_preview(scenario, field, PREVIEW_WIDTH))
        used = generated.settings
        facts = [_label("size", used.size), tr(nation_name(used.allied)), tr("{side} attack").format(side=_label("attacker", used.attacker)),
                 _label("force_type", used.force_type), _label("role", used.role), _label("scenario_type", used.scenario_type),
                 tr("fog of war") if used.fog_of_war else tr("no fog of war"), tr("dice bias: {bias}").format(bias=_label("dice_bias", used.dice_bias))]
        self.summary.setText(f"<b>{rich(scenario.title)}</b> — {tr('%n turn(s)', n=scenario.turns)}, "
                             f"{tr('seed')} {generated.seed}<br>{rich(' · '.join(facts))}<br>"
                             + rich(expectation_text(generated.expectation)))
        for side, widget in self.oob.items():
            widget.show_side(scenario, side)

    def _update_buttons(self) -> None:
        for key in ("save", "replace", "open"):
            if key in self.buttons:
                self.buttons[key].setEnabled(self.generated is not None)

    # --- finishing ----------------------------------------------------------------------------

    def save_draft(self) -> Path | None:
        if self.generated is None or self.ask_save_path is None:
            return None
        suggested = f"{safe_file_name(self.generated.scenario.title)}.json"
        path = self.ask_save_path(self.folders.draft, suggested)
        if path is None:
            return None
        save(path, self.generated.scenario)
        write_boards_beside(path, self.carried)
        self.summary.setText(self.summary.text() + "<br>" + rich(tr("Saved as {path}").format(path=path)))
        return path

    def _finish(self, outcome: GeneratorOutcome) -> None:
        if self.generated is not None:
            self.outcome = outcome
            self.accept()
