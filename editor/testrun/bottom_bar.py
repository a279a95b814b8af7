"""The bottom bar: buttons that follow the phase (End Phase, End Move, Exit the map, ...),
the computer-against-computer controls (play, pause, step, speed) and Back to the editor.

A phase button is shown only while its action is among the legal ones and it is a
person's turn; pressing it hands the very listed action to the window.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QWidget

from core.game.actions import Action, EndMove, EndPhase, ExitMap, RallyUnits, WithdrawSniper
from editor.i18n import tr, tr_noop

PHASE_BUTTONS: tuple[tuple[type[Action], str, str, str], ...] = (
    (EndMove, "end_move_button", tr_noop("End &Move"), "M"),
    (ExitMap, "exit_map_button", tr_noop("E&xit the map"), "X"),
    (WithdrawSniper, "withdraw_sniper_button", tr_noop("Withdraw &sniper"), "W"),
    (RallyUnits, "rally_order_button", tr_noop("Rall&y order…"), ""),
    (EndPhase, "end_phase_button", tr_noop("&End Phase"), "Space"),
)
PHASE_TIPS = {EndMove: tr_noop("Stop the moving stack where it stands; the phase goes on ({keys})"),
              ExitMap: tr_noop("Take the moving stack off the map here: it counts for the exit goal ({keys})"),
              WithdrawSniper: tr_noop("Take your sniper off the map for the rest of the game ({keys})"),
              RallyUnits: tr_noop("Choose which pinned units try to rally first ({keys})"),
              EndPhase: tr_noop("Done with this phase: the game goes on to the next one ({keys})")}
OTHER_SNIPER_KEY = "Shift+W"
"""20.3: the key of the button that withdraws the sniper of the player not to act."""
MAX_DELAY_MS = 1500


class BottomBar(QWidget):
    acted = Signal(object)  # a listed Action
    play_toggled = Signal(bool)
    step_requested = Signal()
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        self.buttons: dict[type[Action], QPushButton] = {}
        self._actions: dict[type[Action], Action] = {}
        for kind, name, text, key in PHASE_BUTTONS:
            button = QPushButton(tr(text))  # its & letter stays its Alt key: a plain key would replace it
            button.setObjectName(name)
            alt = QKeySequence.mnemonic(button.text()).toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(tr(PHASE_TIPS[kind]).format(keys=" / ".join(k for k in (key, alt) if k)))
            if key:
                QShortcut(QKeySequence(key), self, activated=lambda b=button: b.isVisible() and b.click())  # type: ignore[call-overload]
            button.clicked.connect(lambda _checked=False, k=kind: self._press(k))
            button.hide()
            self.buttons[kind] = button
            layout.addWidget(button)
        self.other_sniper = self._other_sniper_button()
        layout.addWidget(self.other_sniper)
        layout.addStretch(1)
        self.play = QPushButton(tr("Play"))
        self.play.setObjectName("play_button")
        self.play.setCheckable(True)
        self.play.toggled.connect(self._play_toggled)
        self.step = QPushButton(tr("Step"))
        self.step.setObjectName("step_button")
        self.step.clicked.connect(self.step_requested)
        self.play.setToolTip(tr("Let the computer play on, one action after another; press again to pause"))
        self.step.setToolTip(tr("One action of the computer, then pause"))
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setObjectName("speed_slider")
        self.speed.setRange(0, 10)
        self.speed.setValue(7)
        self.speed.setFixedWidth(120)
        self.speed.setToolTip(tr("Speed of the computer's play"))
        self.speed_label = QLabel(tr("Speed"))
        for widget in (self.play, self.step, self.speed_label, self.speed):
            layout.addWidget(widget)
        self.los = QPushButton(tr("Line of sight"))
        self.los.setObjectName("los_button")
        self.los.setCheckable(True)
        self.los.setShortcut("L")
        self.los.setToolTip(tr("Click a hex to see what it sees; point at another for the line and why (L)"))
        layout.addWidget(self.los)
        self.save_log = QPushButton(tr("Save &log…"))
        self.save_log.setObjectName("save_log_button")
        self.save_log.setToolTip(tr("Save the game so far as a game log: replay it, or go on with it later"))
        layout.addWidget(self.save_log)
        self.back = QPushButton(tr("&Back to the editor"))
        self.back.setObjectName("back_button")
        self.back.clicked.connect(self.back_requested)
        self.back.setToolTip(tr("Close the test run and go back to the scenario in the editor"))
        layout.addWidget(self.back)
        self.show_watch_controls(False)

    def _other_sniper_button(self) -> QPushButton:
        """20.3 "during any After-Action Phase": the sniper of the player who is not to act may be
        withdrawn in his opponent's After-Action Phase too; the engine admits it without listing it."""
        button = QPushButton()
        button.setObjectName("withdraw_other_sniper_button")
        button.setToolTip(tr("In the opponent's After-Action Phase: take your sniper off the map ({keys})").format(
            keys=OTHER_SNIPER_KEY))
        QShortcut(QKeySequence(OTHER_SNIPER_KEY), self, activated=lambda: self._press_other(button))  # type: ignore[call-overload]
        button.clicked.connect(lambda _checked=False: self._emit_other())
        button.hide()
        self._other: WithdrawSniper | None = None
        return button

    def _press_other(self, button: QPushButton) -> None:
        if button.isVisible():
            button.click()

    def _emit_other(self) -> None:
        if self._other is not None:
            self.acted.emit(self._other)

    def follow_other_sniper(self, action: WithdrawSniper | None, side_text: str = "") -> None:
        """Offer the opponent's withdrawal (20.3) while the engine would admit it and a person owns it."""
        self._other = action
        if action is not None:
            self.other_sniper.setText(tr("Withdraw the {side} sniper").format(side=side_text))
        self.other_sniper.setVisible(action is not None)

    def show_watch_controls(self, shown: bool) -> None:
        for widget in (self.play, self.step, self.speed_label, self.speed):
            widget.setVisible(shown)

    def delay_ms(self) -> int:
        """The pause between the computer's actions: none at full speed."""
        return (self.speed.maximum() - self.speed.value()) * MAX_DELAY_MS // self.speed.maximum()

    def follow(self, actions: Sequence[Action], usable: bool) -> None:
        """Show the buttons of the listed actions (none while the computer plays)."""
        self._actions = {type(a): a for a in actions if type(a) in self.buttons} if usable else {}
        for kind, button in self.buttons.items():
            button.setVisible(kind in self._actions)

    def _press(self, kind: type[Action]) -> None:
        action = self._actions.get(kind)
        if action is not None:
            self.acted.emit(action)

    def _play_toggled(self, on: bool) -> None:
        self.play.setText(tr("Pause") if on else tr("Play"))
        self.play_toggled.emit(on)
