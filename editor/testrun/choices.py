"""The choices panel: the legal actions about the selected hex, the odds of the chosen one, and Do it.

Every entry is one action from `game.legal_actions`; nothing is offered that the
engine did not list. With a hex selected the list holds the actions of the units
there and those aimed at it; with none, every action that needs a choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from core.game.actions import Action, Assault, EndMove, EndPhase, ExitMap, Fire, FireAT, StartMove, WithdrawSniper
from core.game.game import Game
from core.game.state import GameState
from editor.i18n import tr
from editor.testrun.describe import action_text
from editor.testrun.odds import odds_for, odds_html
from editor.testrun.stack_tabs import StackTabs, StackUnit
from editor.testrun.unit_select import by_units

BAR_ACTIONS = (EndPhase, EndMove, ExitMap, WithdrawSniper)
"""Actions the bottom bar offers as buttons, not the list."""
POPUP_ACTIONS = (StartMove,)
"""Actions the unit selection popup offers (its check marks and toggles), not the list."""


def unit_ids(action: Action) -> list[str]:
    """The units an action names as acting (movers, firers, the loaded and the transport)."""
    ids = list(getattr(action, "units", ()))
    for name in ("unit", "source", "transport"):
        if isinstance(getattr(action, name, None), str):
            ids.append(getattr(action, name))
    return ids


def involves(state: GameState, action: Action, hex_name: str) -> bool:
    """Whether an action is about the hex: its units stand there or it aims at it."""
    ids = unit_ids(action)
    if any(i in state.units and state.units[i].hex == hex_name for i in ids):
        return True
    if isinstance(action, FireAT):
        return state.units[action.target].hex == hex_name
    return hex_name in (getattr(action, "target", None), getattr(action, "hex", None))


class ChoicesPanel(QWidget):
    chosen = Signal(object)  # the Action to apply
    previewed = Signal(object)  # the Action picked in the list (its target is marked on the map), or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.contents = QLabel()
        self.contents.setObjectName("hex_contents")
        self.contents.setWordWrap(True)
        self.contents.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.contents.setStyleSheet("QLabel { background: #f4f4f0; border: 1px solid #c0c0b8; padding: 4px; }")
        self.stack = StackTabs()
        self.stack.unit_picked.connect(lambda _unit: self._relist())
        self.list = QListWidget()
        self.list.setObjectName("choice_list")
        self.list.setWordWrap(True)
        self.odds = QLabel()
        self.odds.setObjectName("odds_label")
        self.odds.setWordWrap(True)
        font = QFont(self.odds.font())
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.odds.setFont(font)
        self.odds.setStyleSheet("QLabel { background: #fff8e0; border: 1px solid #b09040; padding: 6px; }")
        self.odds.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.odds.setTextFormat(Qt.TextFormat.RichText)
        self.odds.hide()
        self.do_button = QPushButton(tr("Do it"))
        self.do_button.setObjectName("do_button")
        self.do_button.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.contents, 0)
        layout.addWidget(self.stack, 0)
        layout.addWidget(self.list, 3)
        layout.addWidget(self.odds, 2)
        layout.addWidget(self.do_button)
        self.list.currentRowChanged.connect(self._picked)
        self.list.itemDoubleClicked.connect(lambda _item: self.do_button.click())
        self.do_button.clicked.connect(self._do)
        self._game: Game | None = None
        self._state: GameState | None = None
        self.listed: list[Action] = []
        self._shown: tuple[list[Action], str | None] = ([], None)
        self.only_units: frozenset[str] | None = None  # the units checked in the selection popup

    def show_stack(self, units: list[StackUnit]) -> None:
        """The selected hex's units as tabs (shown when it holds several); call before show_actions."""
        self.stack.show_units(units, keep=self.stack.picked())

    def show_actions(self, game: Game, state: GameState, actions: Sequence[Action], hex_name: str | None) -> None:
        """List the actions about `hex_name` (all needing a choice when None); an empty list when not the user's turn."""
        self._game, self._state = game, state
        self._shown = (list(actions), hex_name)
        unit = self.stack.picked()
        listed = [a for a in actions if not isinstance(a, BAR_ACTIONS + POPUP_ACTIONS)
                  and (hex_name is None or involves(state, a, hex_name))
                  and (unit is None or unit in unit_ids(a)) and by_units(a, self.only_units)]
        types = {u.id: game.info(u.type).name for u in state.units.values() if u.type in game.catalogue}
        self.list.blockSignals(True)
        self.list.clear()
        self.listed = listed
        for action in listed:
            self.list.addItem(QListWidgetItem(action_text(game, action, types)))
        self.list.blockSignals(False)
        self._picked(-1)

    def _relist(self) -> None:
        if self._game is not None and self._state is not None:
            self.show_actions(self._game, self._state, *self._shown)

    def select(self, action: Action) -> bool:
        """Pick a listed action as a click on it would (tests and the map's clicks use it)."""
        if action not in self.listed:
            return False
        self.list.setCurrentRow(self.listed.index(action))
        return True

    def current(self) -> Action | None:
        row = self.list.currentRow()
        return self.listed[row] if 0 <= row < len(self.listed) else None

    def _picked(self, _row: int) -> None:
        action = self.current()
        self.do_button.setEnabled(action is not None)
        rolls = isinstance(action, (Fire, FireAT, Assault))
        self.do_button.setText(tr("Roll") if rolls else tr("Do it"))
        odds = odds_for(self._game, self._state, action) if action and self._game and self._state else None
        self.odds.setVisible(odds is not None)
        self.odds.setText(odds_html(odds, self._game, self._state) if odds and self._game and self._state else "")
        self.previewed.emit(action)

    def _do(self) -> None:
        action = self.current()
        if action is not None:
            self.chosen.emit(action)
