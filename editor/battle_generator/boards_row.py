"""The generator dialog's "Boards" row: the shipped boards, or up to three of the user's own.

"Shipped boards" deals as the dialog always did. "My boards" lists the valid user
boards the window offers to new scenarios (core.boards.user: Boards/, numbers no
shipped board has); the boards ticked, in the order ticked, are laid left to right
(generator.user_boards.UserBoards, as `vvs generate --boards`): one board deals a
small battle, two a medium one, three a large one. A battle dealt on them keeps
their files beside it, in the Generated Scenario slot and beside a saved draft,
as an imported package keeps its boards.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from core.boards.board import Board
from core.boards.library import standard_boards
from core.jsonio import write_json_atomic
from editor.i18n import tr

if TYPE_CHECKING:
    from generator.user_boards import UserBoards

MAX_BOARDS = 3
SHIPPED, MINE = "shipped", "mine"


def own_boards(boards: dict[int, Board]) -> dict[int, Board]:
    """The user's boards among the window's: those whose numbers no shipped board has."""
    shipped = standard_boards()
    return {n: b for n, b in sorted(boards.items()) if n not in shipped}


def board_text(board: Board) -> str:
    return tr("{name} (board {number})").format(name=board.name or tr("Board"), number=board.number)


def write_boards_beside(path: Path, documents: dict[str, dict[str, Any]]) -> None:
    """Board files in a boards/ folder beside a scenario file, where the editor looks for them
    (core.documents.sources.boards_beside) and where the Generated Scenario slot keeps them."""
    for name, document in sorted(documents.items()):
        target = path.parent / "boards" / f"{name}.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(target, document)


class BoardsRow(QWidget):
    """Shipped boards, or the user's boards ticked in order (up to three)."""

    changed = Signal()

    def __init__(self, boards: dict[int, Board] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = own_boards(boards or {})
        self.order: list[int] = []  # the ticked boards, left to right
        self._dealt: tuple[tuple[int, ...], UserBoards] | None = None
        self.mode = QComboBox()
        self.mode.addItem(tr("Shipped boards"), SHIPPED)
        self.mode.addItem(tr("My boards"), MINE)
        self.list = QListWidget()
        self.list.setMaximumHeight(96)
        for number, board in self.library.items():
            item = QListWidgetItem(board_text(board))
            item.setData(Qt.ItemDataRole.UserRole, number)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #6b6857;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.mode, self.list, self.hint):
            layout.addWidget(widget)
        if not self.library:
            self.mode.setEnabled(False)
            self.mode.setToolTip(tr("No boards of your own yet: draw one with File > New board… (only boards without problems are offered)"))
        else:
            self.mode.setToolTip(tr("Deal the battle on boards you drew: one board for a small battle, two for medium, three for large"))
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.list.itemChanged.connect(self._ticked)
        self._mode_changed()

    # --- choosing -------------------------------------------------------------------------

    def mine(self) -> bool:
        return self.mode.currentData() == MINE

    def chosen(self) -> list[Board]:
        """The boards to deal on, left to right; empty for the shipped boards."""
        return [self.library[n] for n in self.order] if self.mine() else []

    def choose(self, numbers: list[int] | None) -> None:
        """Pick boards as a user would: None for the shipped boards, else tick these in order."""
        self.mode.setCurrentIndex(self.mode.findData(SHIPPED if numbers is None else MINE))
        for index in range(self.list.count()):
            self.list.item(index).setCheckState(Qt.CheckState.Unchecked)
        for number in numbers or []:
            self._item(number).setCheckState(Qt.CheckState.Checked)

    def _item(self, number: int) -> QListWidgetItem:
        for index in range(self.list.count()):
            item = self.list.item(index)
            if item.data(Qt.ItemDataRole.UserRole) == number:
                return item
        raise ValueError(f"board {number} is not one of the user's valid boards")

    def _mode_changed(self, _index: int = 0) -> None:
        self.list.setVisible(self.mine())
        self.hint.setVisible(self.mine())
        self._update_hint()
        self.changed.emit()

    def _ticked(self, item: QListWidgetItem) -> None:
        number = item.data(Qt.ItemDataRole.UserRole)
        checked = item.checkState() == Qt.CheckState.Checked
        if checked and number not in self.order:
            if len(self.order) >= MAX_BOARDS:
                item.setCheckState(Qt.CheckState.Unchecked)  # calls back here, unticked
                return
            self.order.append(number)
        elif not checked and number in self.order:
            self.order.remove(number)
        self._update_hint()
        self.changed.emit()

    def _update_hint(self) -> None:
        if not self.order:
            self.hint.setText(tr("Tick up to three boards, in the order they are laid left to right."))
        else:
            self.hint.setText(tr("Left to right: {boards}").format(
                boards=", ".join(board_text(self.library[n]) for n in self.order)))

    # --- dealing ----------------------------------------------------------------------------

    def user_boards(self) -> UserBoards | None:
        """The generator's boards for the ticked ones (derived once and kept), None for the shipped
        boards. Raises ValueError with a message for the user when none is ticked or the boards
        cannot be dealt on."""
        from generator.derived_template import DerivationError
        from generator.templates import TemplateError
        from generator.user_boards import UserBoards

        if not self.mine():
            return None
        if not self.order:
            raise ValueError(tr("Tick one to three of your boards, or choose the shipped boards."))
        key = tuple(self.order)
        if self._dealt is None or self._dealt[0] != key:
            try:
                self._dealt = (key, UserBoards(self.chosen()))
            except (TemplateError, DerivationError) as error:
                raise ValueError(tr("No battle can be dealt on these boards: {error}").format(error=error)) from None
        return self._dealt[1]
