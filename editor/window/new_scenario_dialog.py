"""New scenario: pick boards, arrange them left to right, turn any 180°, and see the result.

Boards are laid side by side in one row (core.boards.battlefield); the preview is the
real battlefield painted small, so what the designer sees here is what the
map will be. The dialog only chooses; the window makes the scenario from the
choice with core.scenario.edit_details.new_scenario. The rules and the dice bias
start at the user's defaults (Edit > Settings…), which start at the model's own.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.boards.battlefield import Battlefield, BattlefieldError, BoardPlacement
from core.boards.board import Board
from core.scenario import BoardRef, Scenario
from core.scenario.edit_details import new_scenario, set_details
from core.sides import SIDE_NATIONS, Side
from editor.counters.style import nation_name
from editor.details.fields import schema_enum
from editor.i18n import tr
from editor.map.painter import PaintOptions, render_image
from editor.plain_text import plain_label
from editor.setting_labels import DICE_BIAS_LABELS, RULESET_LABELS, setting_label

PREVIEW_WIDTH = 640
MAX_BOARDS = 8  # the scenario schema's limit
BOARD_ROLE = Qt.ItemDataRole.UserRole
ALLIED_NATIONS = tuple(n.value for n in SIDE_NATIONS[Side.ALLIED])


@dataclass(frozen=True)
class NewScenarioChoice:
    title: str
    boards: tuple[BoardRef, ...]
    allied_nationality: str
    ruleset: str = "seeds"
    dice_bias: str = "none"

    def scenario(self) -> Scenario:
        made = new_scenario(self.boards, self.title, self.allied_nationality)
        return set_details(made, ruleset=self.ruleset, dice_bias=self.dice_bias)


def _setting_combo(values: tuple[str, ...], labels: dict[str, str], current: str) -> QComboBox:
    combo = QComboBox()
    for value in values:
        combo.addItem(setting_label(value, labels), value)
    combo.setCurrentIndex(max(combo.findData(current), 0))
    return combo


class NewScenarioDialog(QDialog):
    def __init__(self, boards: dict[int, Board], parent: QWidget | None = None,
                 ruleset: str = "seeds", dice_bias: str = "none") -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New scenario"))
        self.library = dict(sorted(boards.items()))
        self.arrangement: list[BoardRef] = []
        self.available = QListWidget()
        for number, board in self.library.items():
            item = QListWidgetItem(tr("Board {n}: {name}").format(n=number, name=board.name))
            item.setData(BOARD_ROLE, number)
            self.available.addItem(item)
        self.placed = QListWidget()
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(PREVIEW_WIDTH, 180)
        self.status = plain_label()
        self.status.setWordWrap(True)
        self.title = QLineEdit(tr("New scenario"))
        self.allied = QComboBox()
        for nation in ALLIED_NATIONS:
            self.allied.addItem(tr(nation_name(nation)), nation)
        self.ruleset = _setting_combo(schema_enum("properties", "ruleset"), RULESET_LABELS, ruleset)
        self.dice_bias = _setting_combo(schema_enum("properties", "dice_bias"), DICE_BIAS_LABELS, dice_bias)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Create scenario"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._build_layout()
        self.available.itemDoubleClicked.connect(lambda _item: self.add_board())
        if self.library:
            self.available.setCurrentRow(0)
            self.add_board()
        self.refresh()

    def _build_layout(self) -> None:
        buttons = QVBoxLayout()
        for label, slot in ((tr("Add →"), lambda: self.add_board()), (tr("Move left"), lambda: self.move_board(-1)),
                            (tr("Move right"), lambda: self.move_board(1)), (tr("Turn 180°"), self.turn_board),
                            (tr("Remove"), self.remove_board)):
            button = QPushButton(label)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch(1)
        grid = QGridLayout()
        grid.addWidget(QLabel(tr("Boards")), 0, 0)
        grid.addWidget(QLabel(tr("Battlefield, left to right")), 0, 2)
        grid.addWidget(self.available, 1, 0)
        grid.addLayout(buttons, 1, 1)
        grid.addWidget(self.placed, 1, 2)
        form = QFormLayout()
        form.addRow(tr("Title"), self.title)
        form.addRow(tr("Allied nation"), self.allied)
        form.addRow(tr("Rules"), self.ruleset)
        form.addRow(tr("Dice bias"), self.dice_bias)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.status)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    # --- arranging -------------------------------------------------------------------

    def add_board(self, number: int | None = None) -> None:
        if number is None:
            item = self.available.currentItem()
            if item is None:
                return
            number = int(item.data(BOARD_ROLE))
        if len(self.arrangement) < MAX_BOARDS:
            self.arrangement.append(BoardRef(number))
            self.refresh(len(self.arrangement) - 1)

    def move_board(self, step: int) -> None:
        row = self.placed.currentRow()
        target = row + step
        if 0 <= row < len(self.arrangement) and 0 <= target < len(self.arrangement):
            items = self.arrangement
            items[row], items[target] = items[target], items[row]
            self.refresh(target)

    def turn_board(self) -> None:
        row = self.placed.currentRow()
        if 0 <= row < len(self.arrangement):
            ref = self.arrangement[row]
            self.arrangement[row] = BoardRef(ref.board, not ref.rotated)
            self.refresh(row)

    def remove_board(self) -> None:
        row = self.placed.currentRow()
        if 0 <= row < len(self.arrangement):
            del self.arrangement[row]
            self.refresh(min(row, len(self.arrangement) - 1))

    # --- showing ---------------------------------------------------------------------

    def refresh(self, current: int = -1) -> None:
        self.placed.clear()
        for ref in self.arrangement:
            turned = tr(" (turned 180°)") if ref.rotated else ""
            name = self.library[ref.board].name if ref.board in self.library else "?"
            self.placed.addItem(tr("Board {n}: {name}").format(n=ref.board, name=name) + turned)
        self.placed.setCurrentRow(current)
        battlefield, problem = self.battlefield()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(battlefield is not None)
        self.status.setText(problem or tr("%n board(s), {h} hexes", n=len(self.arrangement)).format(h=len(battlefield or ())))
        self.preview.setPixmap(self._preview(battlefield) if battlefield is not None else QPixmap())

    def battlefield(self) -> tuple[Battlefield | None, str]:
        if not self.arrangement:
            return None, tr("Add at least one board.")
        try:
            return Battlefield([BoardPlacement(self.library[r.board], r.rotated) for r in self.arrangement]), ""
        except BattlefieldError as error:
            return None, str(error)

    def _preview(self, battlefield: Battlefield) -> QPixmap:
        small = PaintOptions(hex_names=False, centre_dots=False, labels=False)
        image = render_image(battlefield, hex_size=12.0, options=small)
        pixmap = QPixmap.fromImage(image)
        if pixmap.width() > PREVIEW_WIDTH:
            pixmap = pixmap.scaledToWidth(PREVIEW_WIDTH, Qt.TransformationMode.SmoothTransformation)
        return pixmap

    def choice(self) -> NewScenarioChoice:
        title = self.title.text().strip() or tr("New scenario")
        return NewScenarioChoice(title[:120], tuple(self.arrangement), self.allied.currentData(),
                                 self.ruleset.currentData(), self.dice_bias.currentData())
