"""The unit selection popup (seed 004's Unit Selection Popup): a card per unit of a clicked hex.

Each card shows the unit's counter as the map paints it, its name ("Rifle squad (a10)")
and state, with a check mark; under the cards: All / None, Assault move and Smoke as
toggles, Split, Combine and Swap weapon, and the button that acts (Move in the
Movement Phase, Select otherwise, which narrows the choices to the checked units).
Every control is enabled only when a legal action backs it (editor.testrun.unit_select).
Enter confirms, Esc closes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QEnterEvent, QKeyEvent, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.game.actions import Action, EndMove, EndPhase, StartMove
from core.game.game import Game
from core.game.state import GameState, UnitState
from core.scenario import Unit
from editor.counters.face import face_of
from editor.counters.paint import paint_counter
from editor.i18n import tr, tr_noop
from editor.testrun.describe import action_text
from editor.testrun.hex_contents import MARKERS
from editor.testrun.unit_names import unit_label
from editor.testrun.unit_select import (
    Selection,
    assault_possible,
    by_units,
    can_move,
    checked_actions,
    combine_action,
    move_action,
    smoke_hexes,
    split_action,
    transfers,
)

COUNTER_PX = 72
CARDS_PER_ROW = 4
MOVE_TEXT, SELECT_TEXT = tr_noop("&Move"), tr_noop("Selec&t")
"""The confirm button's two texts (Movement Phase or not): their letters stay clear of the bottom
bar's, shown beside the popup (End Phase's E), as tests/editor/window/test_menu_letters_translated.py checks."""


_pictures: dict[tuple[str, tuple[str, ...], bool, int], QPixmap] = {}


def counter_pixmap(game: Game, unit: UnitState, px: int = COUNTER_PX) -> QPixmap:
    """The unit's counter as the map paints it (no facing turn: a card reads upright); painted
    once per look, as the map's counters are cached."""
    key = (unit.type, tuple(unit.weapons), unit.pinned, px)
    found = _pictures.get(key)
    if found is None:
        if len(_pictures) > 512:
            _pictures.clear()
        found = _pictures[key] = _paint_counter_pixmap(game, unit, px)
    return found


def _paint_counter_pixmap(game: Game, unit: UnitState, px: int) -> QPixmap:
    picture = QPixmap(px, px)
    picture.fill(QColor(0, 0, 0, 0))
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    face = face_of(Unit(unit.id, unit.type, None, tuple(unit.weapons), pinned=unit.pinned), game.catalogue)
    paint_counter(painter, QRectF(2, 2, px - 6, px - 6), face)
    painter.end()
    return picture


class UnitCard(QFrame):
    """One unit: counter, check mark with its name, its state; a click anywhere toggles it."""

    hovered = Signal(object)  # the unit's id as the mouse enters the card, None as it leaves

    def __init__(self, game: Game, state: GameState, unit: UnitState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.unit_id = unit.id
        self.setObjectName(f"unit_card_{unit.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        picture = QLabel()
        picture.setPixmap(counter_pixmap(game, unit))
        picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.check = QCheckBox(unit_label(game, state, unit.id))
        marks = [tr(label) for name, label in MARKERS if getattr(unit, name)]
        marks += [game.info(w).name if w in game.catalogue else w for w in unit.weapons]
        self.status = QLabel(", ".join(marks) if marks else tr("ready"))
        self.status.setStyleSheet("QLabel { color: #555; }")
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(picture)
        layout.addWidget(self.check)
        layout.addWidget(self.status)
        self.check.toggled.connect(self._paint_checked)

    def _paint_checked(self, on: bool) -> None:
        self.setStyleSheet("UnitCard { background: #e4eefc; border: 2px solid #2f62c0; border-radius: 4px; }" if on
                           else "UnitCard { background: #fbfbf8; border: 1px solid #b8b8b0; border-radius: 4px; }")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.check.toggle()
        event.accept()

    def enterEvent(self, event: QEnterEvent) -> None:
        self.hovered.emit(self.unit_id)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hovered.emit(None)
        super().leaveEvent(event)


class UnitSelectPopup(QFrame):
    move_chosen = Signal(object)  # the StartMove to apply
    action_chosen = Signal(object)  # a split, combine or weapon transfer to apply
    selected = Signal(object)  # the checked unit ids (frozenset), confirmed outside the Movement Phase
    changed = Signal(object)  # the Selection, on every change (the map previews it)
    closed = Signal()
    card_hovered = Signal(object)  # the unit id of the card under the mouse, or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unit_select_popup")
        self.setFrameShape(QFrame.Shape.Box)
        self.setStyleSheet("#unit_select_popup { background: #f6f5ef; border: 2px solid #6a6a60; border-radius: 6px; }")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.title = QLabel()
        self.title.setStyleSheet("QLabel { font-weight: bold; }")
        self.cards_box = QGridLayout()
        self.cards: list[UnitCard] = []
        self.all_button, self.none_button = QPushButton(tr("&All")), QPushButton(tr("&None"))
        self.assault = QCheckBox(tr("Assa&ult move"))
        self.assault.setToolTip(tr("Half the movement allowance, and +1 cover while moving (6.4)"))
        self.smoke = QCheckBox(tr("Sm&oke"))
        self.smoke.setToolTip(tr("Place smoke in the units' hex or next to it as they start (11.2)"))
        self.smoke_hex = QComboBox()
        self.smoke_hex.setObjectName("smoke_hex")
        self.split_button, self.combine_button = QPushButton(tr("S&plit")), QPushButton(tr("&Combine"))
        self.split_button.setToolTip(tr("Split the checked squad into two half squads"))
        self.combine_button.setToolTip(tr("Combine the two checked half squads into a squad"))
        self.swap_button = QToolButton()
        self.swap_button.setText(tr("Swap &weapon"))
        self.swap_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.swap_menu = QMenu(self.swap_button)
        self.swap_button.setMenu(self.swap_menu)
        self.confirm = QPushButton()
        self.confirm.setObjectName("unit_select_confirm")
        self.confirm.setDefault(True)
        self.close_button = QPushButton(tr("Close"))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("QLabel { color: #6a4a00; }")
        self._layout()
        self._connect()
        self.legal: Sequence[Action] = []
        self.movement = False
        self._game: Game | None = None
        self._state: GameState | None = None
        self.hide()

    def _layout(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(self.cards_box)
        for widgets in ((self.all_button, self.none_button, self.assault, self.smoke, self.smoke_hex),
                        (self.split_button, self.combine_button, self.swap_button),
                        (self.confirm, self.close_button)):
            row = QHBoxLayout()
            for widget in widgets:
                row.addWidget(widget)
            row.addStretch(1)
            layout.addLayout(row)
        layout.addWidget(self.note)

    def _connect(self) -> None:
        self.all_button.clicked.connect(lambda: self._check_all(True))
        self.none_button.clicked.connect(lambda: self._check_all(False))
        self.assault.toggled.connect(lambda _on: self._update())
        self.smoke.toggled.connect(lambda _on: self._update())
        self.smoke_hex.currentIndexChanged.connect(lambda _i: self._update())
        self.split_button.clicked.connect(lambda: self._emit_action(split_action(self.legal, self.checked())))
        self.combine_button.clicked.connect(lambda: self._emit_action(combine_action(self.legal, self.checked())))
        self.confirm.clicked.connect(self.accept)
        self.close_button.clicked.connect(self.close_popup)

    # --- opening -------------------------------------------------------------------------

    def open_for(self, game: Game, state: GameState, legal: Sequence[Action], hex_name: str,
                 units: Sequence[UnitState], checked: frozenset[str], movement: bool) -> None:
        """Fill the popup for the units of a hex and show it; `legal`: the engine's actions now."""
        self._game, self._state, self.legal, self.movement = game, state, list(legal), movement
        for card in self.cards:
            self.cards_box.removeWidget(card)
            card.deleteLater()
        self.cards = [UnitCard(game, state, unit, self) for unit in units]
        for index, card in enumerate(self.cards):
            self.cards_box.addWidget(card, index // CARDS_PER_ROW, index % CARDS_PER_ROW)
            card.check.setChecked(card.unit_id in checked)
            card._paint_checked(card.unit_id in checked)
            card.check.toggled.connect(lambda _on: self._update())
            card.hovered.connect(self.card_hovered)
        self.title.setText(tr("{hex}: %n unit(s) — check the ones to act", n=len(units)).format(hex=hex_name))
        self.confirm.setText(tr(MOVE_TEXT) if movement else tr(SELECT_TEXT))
        self.assault.setChecked(False)
        self.smoke.setChecked(False)
        self._update()
        self.adjustSize()
        self.show()
        self.raise_()
        self.setFocus()

    # --- state -----------------------------------------------------------------------------

    def checked(self) -> frozenset[str]:
        return frozenset(c.unit_id for c in self.cards if c.check.isChecked())

    def selection(self) -> Selection:
        smoke = self.smoke_hex.currentText() if self.smoke.isChecked() and self.smoke_hex.count() else None
        return Selection(self.checked(), self.assault.isChecked() and self.assault.isEnabled(), smoke or None)

    def _check_all(self, on: bool) -> None:
        for card in self.cards:
            card.check.blockSignals(True)
            card.check.setChecked(on)
            card._paint_checked(on)
            card.check.blockSignals(False)
        self._update()

    def _update(self) -> None:
        """Enable exactly the controls some legal action backs, then tell the map."""
        checked, legal = self.checked(), self.legal
        moving = self.movement and can_move(legal, checked)
        self.assault.setEnabled(moving and assault_possible(legal, checked))
        hexes = smoke_hexes(legal, Selection(checked, self.assault.isChecked() and self.assault.isEnabled()))
        self._fill_smoke(hexes)
        self.smoke.setEnabled(bool(hexes))
        self.smoke_hex.setEnabled(self.smoke.isChecked() and bool(hexes))
        self.split_button.setEnabled(split_action(legal, checked) is not None)
        self.combine_button.setEnabled(combine_action(legal, checked) is not None)
        self._fill_swaps(checked)
        if self.movement:
            self.confirm.setEnabled(move_action(legal, self.selection()) is not None)
            self.note.setText("" if moving or not checked else tr("These units cannot start a move together now."))
        else:
            own = [a for a in legal if not isinstance(a, (StartMove, EndPhase, EndMove)) and by_units(a, checked)]
            if not own and self._game is not None and self._state is not None:  # a smaller group (14.2, 15.1)
                own = checked_actions(self._game, self._state, checked)
            self.confirm.setEnabled(bool(checked) and bool(own))
            self.note.setText("" if own or not checked else tr("These units have nothing to do alone now; check the others too."))
        if not checked:
            self.note.setText(tr("Check at least one unit."))
        self.changed.emit(self.selection())

    def _fill_smoke(self, hexes: list[str]) -> None:
        current = self.smoke_hex.currentText()
        if [self.smoke_hex.itemText(i) for i in range(self.smoke_hex.count())] == hexes:
            return
        self.smoke_hex.blockSignals(True)
        self.smoke_hex.clear()
        self.smoke_hex.addItems(hexes)
        if current in hexes:
            self.smoke_hex.setCurrentText(current)
        self.smoke_hex.blockSignals(False)
        if not hexes:
            self.smoke.setChecked(False)

    def _fill_swaps(self, checked: frozenset[str]) -> None:
        self.swap_menu.clear()
        found = transfers(self.legal, checked)
        for action in found:
            entry = self.swap_menu.addAction(action_text(self._game, action) if self._game is not None else str(action))
            entry.triggered.connect(lambda _on=False, a=action: self._emit_action(a))
        self.swap_button.setEnabled(bool(found))

    # --- acting ----------------------------------------------------------------------------

    def accept(self) -> None:
        """Enter: Move (the Movement Phase) or Select (narrow the choices to the checked units)."""
        if not self.confirm.isEnabled():
            return
        if self.movement:
            action = move_action(self.legal, self.selection())
            if action is not None:
                self.hide()
                self.move_chosen.emit(action)
            return
        checked = self.checked()
        self.hide()
        self.selected.emit(checked)

    def _emit_action(self, action: Action | None) -> None:
        if action is not None:
            self.hide()
            self.action_chosen.emit(action)

    def close_popup(self) -> None:
        if self.isVisible():
            self.hide()
            self.closed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.accept()
        elif event.key() == Qt.Key.Key_Escape:
            self.close_popup()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
