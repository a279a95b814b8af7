"""The Estimate balance dialog's "Skill and luck" tab: the extra games `vvs balance --explain` plays.

Once a run has ended (or been cancelled with games in), Measure plays the skill
headroom, the fresh-dice replays and the restricted-play runs on the run's seeds
(core.balance.probes), in the background on the same worker processes, with a
progress bar; Cancel or closing the dialog stops them at once, and the figures of the
games already in are shown, marked as cancelled. One batch of games at a time: while
they play, Start and Suggest a fix wait (they say so), and Measure waits for them. Nothing here is
kept with the scenario: it explains a run, it is not a measurement of its own.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget

from core.balance.games import GameRecord
from core.balance.probe_games import ProbeSet
from core.balance.probes import Findings, default_count, probe_games_of, probe_set
from core.balance.runs import Run
from editor.balance.probe_words import findings_html
from editor.balance.runner import _iterate, _Relay
from editor.i18n import tr

ProbeSource = Callable[[Run, ProbeSet, threading.Event], Iterator[tuple[int, GameRecord]]]


class ProbesView(QWidget):
    def __init__(self, source: ProbeSource = probe_games_of, parent: QWidget | None = None,
                 busy: Callable[[], bool] = lambda: False) -> None:
        super().__init__(parent)
        self.setObjectName("balance_probes")
        self.source, self.busy = source, busy
        self.run: Run | None = None
        self.findings: Findings | None = None
        self._probes: ProbeSet | None = None
        self._results: list[tuple[int, GameRecord]] = []
        self._stop: threading.Event | None = None
        self._relay: _Relay | None = None
        self.count = QSpinBox()
        self.count.setObjectName("balance_probe_games")
        self.count.setRange(1, 10000)
        self.count.setToolTip(tr("Games for each figure: each skill run, the fresh-dice replays and each restricted run."))
        self.measure_button = QPushButton(tr("&Measure skill, luck and restricted play"))
        self.measure_button.setObjectName("balance_probe_measure")
        self.measure_button.clicked.connect(self.measure)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.setObjectName("balance_probe_cancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setObjectName("balance_probe_progress")
        self.text = QLabel()
        self.text.setObjectName("balance_probe_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._lay_out()
        self.show_run(None)

    def _lay_out(self) -> None:
        label = QLabel(tr("&Games per figure"))
        label.setBuddy(self.count)
        row = QHBoxLayout()
        for widget in (label, self.count, self.measure_button, self.cancel_button):
            row.addWidget(widget)
        row.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.text)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(scroll, 1)

    @property
    def running(self) -> bool:
        return self._stop is not None and not self._stop.is_set()

    def show_run(self, run: Run | None) -> None:
        """A new run to explain (None: no run yet, or a new one started): anything under way stops."""
        self.cancel()
        self.run, self.findings = run, None
        played = len(run.records) if run is not None else 0
        self.count.setValue(max(1, default_count(played)))
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.text.setText(tr("How much of the result is the players' skill, how much the dice, and what one kind of move "
                             "is worth: extra games on this run's seeds. Measure plays them once a run has ended.")
                          if not played else tr("Measure plays %n extra game(s).", n=self._planned()))
        self._show_state()

    def _planned(self) -> int:
        return len(probe_set(self.run, self.count.value()).items) if self.run is not None else 0

    def measure(self) -> None:
        run = self.run
        if run is None or not run.records or self.running:
            return
        if self.busy():  # one batch of games at a time: two would halve each other's speed
            self.text.setText(tr("Suggest a fix is searching: wait for it to end, or cancel it, then measure."))
            return
        self._probes = probe_set(run, self.count.value())
        self._results, self.findings = [], None
        self._stop = threading.Event()
        # One per measurement, owned by this view so it is destroyed on the GUI thread, not on the
        # worker's when the thread lets go of it: a cancelled one's late reports go nowhere.
        relay = self._relay = _Relay(self)
        relay.played.connect(self._played)
        relay.failed.connect(self._failed)
        relay.ended.connect(self._ended)
        self.progress.setRange(0, len(self._probes.items))
        self.progress.setValue(0)
        self.text.setText(tr("Playing %n extra game(s)…", n=len(self._probes.items)))
        games = self.source(run, self._probes, self._stop)
        threading.Thread(target=_iterate, args=(games, relay, self._stop), name="vvs-balance-probes", daemon=True).start()
        self._show_state()

    def cancel(self) -> None:
        if not self.running:
            return
        assert self._stop is not None
        self._stop.set()
        self._relay = None
        self._show_findings(interrupted=True)
        self._show_state()

    def _played(self, result: tuple[int, GameRecord]) -> None:
        if self.running and self.sender() is self._relay:
            self._results.append(result)
            self.progress.setValue(len(self._results))

    def _failed(self, message: str) -> None:
        if self.running and self.sender() is self._relay:
            assert self._stop is not None
            self._stop.set()
            self.text.setText(tr("The extra games stopped: {error}").format(error=message))
            self._show_state()

    def _ended(self) -> None:
        if self.running and self.sender() is self._relay:
            assert self._stop is not None
            self._stop.set()
            self._show_findings(interrupted=False)
            self._show_state()

    def _show_findings(self, interrupted: bool) -> None:
        if self.run is None or self._probes is None:
            return
        self.findings = Findings.of(self.run, self._probes, self._results, interrupted)
        self.text.setText(findings_html(self.findings))

    def _show_state(self) -> None:
        running = self.running
        has_games = self.run is not None and bool(self.run.records)
        self.measure_button.setEnabled(has_games and not running)
        self.count.setEnabled(has_games and not running)
        self.cancel_button.setEnabled(running)
