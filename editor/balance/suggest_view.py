"""The balance dialog's Suggest a fix tab: search the small edits, measure the best, apply one.

The search (core/balance/suggest.py, `vvs balance --suggest`) plays several
runs one after another; like Estimate balance it runs on a plain Python thread
and reports through a relay's signals, which Qt queues to the GUI thread, so
the dialog stays responsive and Cancel stops it at once. The list shows the
measured edits best first, then the other edits the model expects to be near
55% (predictions, marked as such); Apply hands the chosen edit's scenario to
the dialog, which applies it to the open scenario as one undoable command.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.balance.suggest import Search, Suggestion
from core.balance.suggest_edits import Edit
from core.balance.summary import percent
from core.units import default_catalogue
from editor.balance.runner import GameSource
from editor.core_text import data_name
from editor.i18n import tr, tr_noop

EDIT_TEXTS = {
    "add_unit": tr_noop("One {unit} more for the {role}, at {hex}"),
    "remove_unit": tr_noop("One {unit} fewer for the {role}"),
    "reinforcement_turn": tr_noop("The {role}'s turn {before} reinforcements arrive on turn {turn}"),
    "exit_goal": tr_noop("Exit goal of {goal} units instead of {before}"),
    "objectives_required": tr_noop("The attacker needs {required} objectives instead of {before}"),
    "remove_objective": tr_noop("No objective at {hex} (the attacker needs {required} of {left})"),
}
ROLES = {"attacker": tr_noop("attacker"), "defender": tr_noop("defender")}


def edit_text(edit: Edit) -> str:
    """The edit in the editor's language (core.balance.suggest_edits.TEXTS says it in English)."""
    if edit.kind == "turns":
        return tr("%n turn(s) instead of {before}", n=int(edit.value("turns"))).format(before=edit.value("before"))
    values: dict[str, object] = dict(edit.values)
    if "role" in values:
        values["role"] = tr(ROLES[str(values["role"])])
    if "unit" in values and str(values["unit"]) in default_catalogue():  # the counter's name, as the palette shows it
        values["unit"] = data_name(default_catalogue().get(str(values["unit"])).name)
    return tr(EDIT_TEXTS[edit.kind]).format(**values)


class _Relay(QObject):
    progress = Signal(str, int, int)
    ended = Signal()
    failed = Signal(str)


def _search(search: Search, source: GameSource, stop: threading.Event, relay: _Relay) -> None:
    try:
        search.run(source, stop, relay.progress.emit)
    except Exception as error:  # a failed game or a pool that could not start: shown in the tab
        if not stop.is_set():
            relay.failed.emit(str(error))
        return
    if not stop.is_set():
        relay.ended.emit()


class SuggestView(QWidget):
    """The tab: Suggest a fix / Cancel, a progress bar and line, the list, Apply."""

    applied = Signal(object, str)  # the edited Scenario and the edit in words

    def __init__(self, plan: Callable[[], Search], source: Callable[[], GameSource],
                 busy: Callable[[], bool] = lambda: False) -> None:
        super().__init__()
        self.plan, self.source, self.busy = plan, source, busy
        self.search: Search | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.running = False
        self._phase, self._before, self._last = "baseline", 0, 0
        self._relay: _Relay | None = None
        self.start_button = self._button(tr("Suggest a &fix"), "suggest_start", self.start)
        self.start_button.setToolTip(tr("Try small edits (turns, one unit, a reinforcement's turn, the goal), play the "
                                        "three the model ranks best on the same seeds, and list them by measured rate"))
        self.cancel_button = self._button(tr("Cancel"), "suggest_cancel", self.cancel)
        self.apply_button = self._button(tr("&Apply to the scenario"), "suggest_apply", self.apply)
        self.progress = QProgressBar()
        self.progress.setObjectName("suggest_progress")
        self.label = QLabel(tr("Plays the scenario as it is, predicts every small edit, then measures the best three. "
                               "Games is the most each of these runs plays."))
        self.label.setObjectName("suggest_label")
        self.label.setWordWrap(True)
        self.list = QTreeWidget()
        self.list.setObjectName("suggest_list")
        self.list.setRootIsDecorated(False)
        self.list.setHeaderLabels([tr("Edit"), tr("Attacker wins"), tr("Games"), tr("Predicted")])
        self.list.header().setStretchLastSection(False)  # the edit's words get the room, the numbers what they need
        self.list.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            self.list.header().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.list.itemSelectionChanged.connect(self._show_state)
        self.list.itemDoubleClicked.connect(lambda *_: self.apply())
        self._lay_out()
        self._show_state()

    def _button(self, text: str, name: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        for button in (self.start_button, self.cancel_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.label)
        layout.addWidget(self.list, 1)

    def start(self) -> None:
        if self.running:
            return
        if self.busy():  # one batch of games at a time: two would halve each other's speed
            self.label.setText(tr("A balance run or a Measure is under way: wait for it to end, or cancel it, then search."))
            return
        self.search = self.plan()
        self._stop = threading.Event()
        self.running = True
        self.list.clear()
        self.progress.setRange(0, self.search.games * (1 + self.search.confirm))
        self.progress.setValue(0)
        self.label.setText(tr("Playing the scenario as it is…"))
        self._phase, self._before, self._last = "baseline", 0, 0
        # One relay per search, owned by this view (so it dies on the GUI thread): a cancelled search's
        # late reports come from an older relay and are ignored.
        relay = self._relay = _Relay(self)
        relay.progress.connect(self._progress)
        relay.ended.connect(self._ended)
        relay.failed.connect(self._failed)
        self._thread = threading.Thread(target=_search, args=(self.search, self.source(), self._stop, relay),
                                        name="vvs-balance-suggest", daemon=True)
        self._thread.start()
        self._show_state()

    def cancel(self) -> None:
        if not self.running:
            return
        self._stop.set()
        self.running = False
        self.label.setText(tr("Cancelled: nothing was applied."))
        self._fill()
        self._show_state()

    def wait(self, seconds: float) -> bool:
        if self._thread is not None:
            self._thread.join(seconds)
        return self._thread is None or not self._thread.is_alive()

    def _current(self) -> bool:
        return self.running and self.sender() is self._relay

    def _progress(self, phase: str, played: int, most: int) -> None:
        if not self._current() or self.search is None:
            return
        if phase != "predict":
            if phase != self._phase:  # a new run: the games of the last one are done
                self._phase, self._before = phase, self._before + self._last
            self._last = played
            self.progress.setValue(min(self.progress.maximum(), self._before + played))
        if phase == "baseline":
            self.label.setText(tr("Playing the scenario as it is: %n game(s)…", n=played))
        elif phase == "predict":
            self.label.setText(tr("Predicted %n edit(s); playing the best…", n=played))
        else:
            self.label.setText(tr("Measuring edit {number} of {count}: %n game(s)…", n=played).format(
                number=len(self.search.confirmed), count=self.search.confirm))

    def _ended(self) -> None:
        if not self._current():
            return
        self.running = False
        self.progress.setValue(self.progress.maximum())
        self.label.setText(self._baseline_text() + " " + tr("Choose an edit and press Apply (Edit > Undo takes it back)."))
        self._fill()
        self._show_state()

    def _failed(self, message: str) -> None:
        if self._current():
            self.running = False
            self.label.setText(tr("The search stopped: {error}").format(error=message))
            self._show_state()

    def _baseline_text(self) -> str:
        base = self.search.baseline if self.search else None
        if base is None or not base.records:
            return ""
        return tr("As it is, the attacker wins {rate} of %n game(s).", n=len(base.records)).format(
            rate=base.summary.outcomes["attacker"].text())

    def _fill(self) -> None:
        """The measured edits best first, then the predictions, each item holding its suggestion."""
        self.list.clear()
        if self.search is None:
            return
        measured = [s for s in list(self.search.confirmed) if s.run is not None and s.run.records]  # a copy: a cancelled search's thread may still add
        for suggestion in measured + [s for s in self.search.predicted if s.run is None]:
            self.list.addTopLevelItem(self._item(suggestion))
        first = self.list.topLevelItem(0)
        if first is not None:
            self.list.setCurrentItem(first)

    def _item(self, suggestion: Suggestion) -> QTreeWidgetItem:
        predicted = f"{percent(suggestion.predicted)}%"
        if suggestion.run is not None and suggestion.run.records:
            low, high = suggestion.interval()
            rate = f"{percent(suggestion.rate)}% ({percent(low)}–{percent(high)}%)"
            if suggestion.inside():
                rate += " ✓"
            games = str(len(suggestion.run.records))
        else:
            rate, games = tr("not played"), ""
        item = QTreeWidgetItem([edit_text(suggestion.edit), rate, games, predicted])
        item.setData(0, Qt.ItemDataRole.UserRole, suggestion)
        for column in (1, 2, 3):
            item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return item

    def chosen(self) -> Suggestion | None:
        item = self.list.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def apply(self) -> None:
        suggestion = self.chosen()
        if suggestion is None or self.running:
            return
        self.applied.emit(suggestion.edit.scenario, edit_text(suggestion.edit))
        self.list.clear()
        self.label.setText(tr("Applied: {edit}. Edit > Undo takes it back; Suggest a fix searches again from here.").format(
            edit=edit_text(suggestion.edit)))
        self._show_state()

    def _show_state(self) -> None:
        self.start_button.setEnabled(not self.running)
        self.cancel_button.setEnabled(self.running)
        self.apply_button.setEnabled(not self.running and self.chosen() is not None)
