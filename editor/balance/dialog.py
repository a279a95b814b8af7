"""Scenario > Estimate balance: how many games, who plays, then the run with its progress and result.

The dialog plays copies of the scenario as it was when Start was pressed
(window-modal, so it cannot change meanwhile) and never waits for the games:
a BalanceRunner plays them in the background. Cancel, Esc or closing the
dialog stops the run at once and keeps nothing; a run that plays every game,
or stops because the answer is known ("Stop when the answer is known", on by
default: `vvs balance --decide`), emits `measured`, and the feature keeps it with
the scenario's details. A cancelled run's games are still explained on the Where
and why tab, but not offered to the editor's map. One batch of games at a time:
Start while Measure or Suggest a fix plays is refused with a word on why.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.ai.specs import parse_spec
from core.balance.games import Battle
from core.balance.runs import DEFAULT_SEED, SEQUENTIAL_GAMES, Run, games_of
from core.balance.stopping import BAND, StopRule, Verdict
from core.balance.suggest import Search
from core.balance.summary import Summary, percent
from core.boards.board import Board
from core.scenario import Scenario
from core.sides import other_side
from editor.balance.chart import BalanceChart, ChartFacts
from editor.balance.probes_view import ProbesView
from editor.balance.runner import BalanceRunner, GameSource, RunState, duration_text
from editor.balance.suggest_view import SuggestView
from editor.balance.verdicts import verdict_text
from editor.balance.why_view import WhyView
from editor.i18n import tr, tr_noop
from editor.screen_fit import resize_within_screen

GAMES_RANGE = (10, 10000)
PLAYERS = (("ai:easy", tr_noop("Computer, easy")), ("ai:normal", tr_noop("Computer, normal")), ("ai:hard", tr_noop("Computer, hard")),
           ("simple", tr_noop("Simple player")))
DEFAULT_PLAYER = "ai:normal"
LEVEL_WORDS = {"major_victory": tr_noop("major victory"), "minor_victory": tr_noop("minor victory"), "draw": tr_noop("draw"),
               "minor_defeat": tr_noop("minor defeat"), "major_defeat": tr_noop("major defeat")}


def summary_lines(summary: Summary) -> list[str]:
    """The summary in a few lines of words, as `Summary.lines()` says it on the command line, translated."""
    o = summary.outcomes
    levels = ", ".join(f"{tr(LEVEL_WORDS.get(level, level))} {percent(count / summary.games if summary.games else 0)}%"
                       for level, count in summary.levels.items())
    return [
        tr("attacker wins {attacker}, draws {draw}, defender wins {defender}").format(
            attacker=o["attacker"].text(), draw=o["draw"].text(), defender=o["defender"].text()),
        tr("victory levels (the attacker's): {levels}").format(levels=levels),
        tr("mean turns {turns}; mean points lost: attacker {attacker} ({attacker_share}%), defender {defender} "
           "({defender_share}%)").format(
            turns=f"{summary.mean_turns:.1f}", attacker=f"{summary.mean_lost[0]:.1f}",
            attacker_share=percent(summary.mean_lost_share[0]), defender=f"{summary.mean_lost[1]:.1f}",
            defender_share=percent(summary.mean_lost_share[1])),
    ]


def stop_text(verdict: Verdict) -> str:
    """`Stopped after 64 games: the attacker's rate is below the band.` (translated)"""
    return tr("Stopped after %n game(s): {why}.", n=verdict.games).format(why=verdict_text(verdict))


def _spin(low: int, high: int, value: int, name: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setObjectName(name)
    return spin


def _players(name: str) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    for spec, label in PLAYERS:
        combo.addItem(f"{tr(label)} ({spec})", spec)
    combo.setCurrentIndex(combo.findData(DEFAULT_PLAYER))
    return combo


class BalanceDialog(QDialog):
    measured = Signal(object)  # the Run, when every planned game was played
    suggestion_applied = Signal(object, str)  # Suggest a fix: the edited Scenario and the edit in words

    def __init__(self, scenario: Scenario, boards: dict[int, Board] | None = None, parent: QWidget | None = None,
                 games: GameSource | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balance_dialog")
        self.setWindowTitle(tr("Estimate balance: {title}").format(title=scenario.title))
        self.scenario, self.boards = scenario, dict(boards or {})
        self.source = games
        self.runner: BalanceRunner | None = None
        self.games = _spin(*GAMES_RANGE, SEQUENTIAL_GAMES, "balance_games")
        self.decide = QCheckBox(tr("Stop when the answer is &known (inside or outside {low}-{high}%)").format(
            low=round(BAND[0] * 100), high=round(BAND[1] * 100)))
        self.decide.setObjectName("balance_decide")
        self.decide.setChecked(True)
        self.decide.setToolTip(tr("After every game, a test that stays right at 95% however often it looks decides whether "
                                  "the attacker's rate is inside the band or outside it; the games stop there. "
                                  "Games is then the most it plays."))
        self.seed = _spin(0, 2**31 - 1, DEFAULT_SEED, "balance_seed")
        self.jobs = _spin(1, 256, os.cpu_count() or 1, "balance_jobs")
        self.attacker, self.defender = _players("balance_attacker"), _players("balance_defender")
        self.start_button = QPushButton(tr("&Start"))
        self.start_button.setObjectName("balance_start")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.setObjectName("balance_cancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setObjectName("balance_progress")
        self.progress_label = QLabel(tr("Each game is played by the computer on both sides; game i uses seed S+i."))
        self.progress_label.setObjectName("balance_progress_label")
        self.chart = BalanceChart()
        self.why = WhyView()
        self.result_tabs = QTabWidget()
        self.result_tabs.setObjectName("balance_result_tabs")
        self.result_tabs.addTab(self.chart, tr("&Result"))
        self.result_tabs.addTab(self.why, tr("&Where and why"))
        self.probes = ProbesView(busy=lambda: self.suggest.running)
        self.result_tabs.addTab(self.probes, tr("Skill and l&uck"))
        self.suggest = SuggestView(self.suggest_plan, lambda: self.source or games_of,
                                   lambda: self.state is RunState.RUNNING or self.probes.running)
        self.suggest.applied.connect(self.suggestion_applied)
        self.suggest.applied.connect(lambda _scenario, _text: self.why.superseded())  # after the edit is in
        self.result_tabs.addTab(self.suggest, tr("Suggest a fi&x"))
        self.summary = QLabel()
        self.summary.setObjectName("balance_summary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._lay_out()
        self._show_state()
        resize_within_screen(self, 960, 880)

    def _lay_out(self) -> None:
        grid = QGridLayout()
        sides = self.scenario.attacker, other_side(self.scenario.attacker)
        cells = ((tr("Games"), self.games), (tr("First seed"), self.seed), (tr("Worker processes"), self.jobs),
                 (tr("Attacker ({side})").format(side=tr(sides[0].capitalize())), self.attacker),
                 (tr("Defender ({side})").format(side=tr(sides[1].capitalize())), self.defender))
        for index, (text, widget) in enumerate(cells):
            label = QLabel(text)
            label.setBuddy(widget)
            row, column = divmod(index, 3)
            grid.addWidget(label, row, column * 2)
            grid.addWidget(widget, row, column * 2 + 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.cancel_button)
        grid.addLayout(buttons, 1, 4, 1, 2)
        grid.addWidget(self.decide, 2, 0, 1, 6)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        grid.setColumnStretch(5, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.progress)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.result_tabs, 1)
        layout.addWidget(self.summary)
        layout.addWidget(close)

    # --- the run ------------------------------------------------------------------------------

    def planned_run(self) -> Run:
        """The run the inputs describe, nothing played yet."""
        attacker = str(parse_spec(self.attacker.currentData()))
        defender = str(parse_spec(self.defender.currentData()))
        battle = Battle.of(self.scenario, self.boards or None, attacker, defender)
        return Run(self.scenario.title, self.scenario.attacker, battle, self.seed.value(), self.games.value(),
                   self.jobs.value(), "local", rule=StopRule(decide=True) if self.decide.isChecked() else None)

    def suggest_plan(self) -> Search:
        """Suggest a fix's search on the same inputs: Games is the most each of its runs plays."""
        run = self.planned_run()
        return Search(self.scenario, self.boards or None, run.battle.attacker, run.battle.defender, run.seed,
                      run.planned, run.jobs)

    def start(self) -> None:
        if self.runner is not None and self.runner.running:
            return
        if self.suggest.running:  # one batch of games at a time
            self.progress_label.setText(tr("Suggest a fix is searching: wait for it to end, or cancel it, then start."))
            return
        if self.probes.running:  # the same: a new run would throw away the extra games under way
            self.progress_label.setText(tr("Measure is playing its extra games: wait for it to end, or cancel it, then start."))
            return
        run = self.planned_run()
        self.runner = BalanceRunner(run, self.source, self) if self.source else BalanceRunner(run, parent=self)
        self.runner.played.connect(self._played)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.progress.setRange(0, run.planned)
        self.progress.setValue(0)
        self.chart.set_facts(None)
        self.why.show_run(None)
        self.probes.show_run(None)
        self.summary.clear()
        self.runner.start()
        self.progress_label.setText(self.runner.progress_text())
        self._show_state()

    def cancel(self) -> None:
        runner = self.runner
        if runner is None or not runner.running:
            return
        runner.cancel()
        played = len(runner.run.records)
        self.progress_label.setText(tr("Cancelled after {played} of %n game(s): nothing is kept.", n=runner.run.planned).format(
            played=played))
        self._show_result(runner.run, kept=False)
        self._show_state()

    def done(self, result: int) -> None:
        """Closing the dialog in any way (Close, Esc, the title bar) cancels a run under way."""
        self.cancel()
        self.probes.cancel()
        self.suggest.cancel()
        super().done(result)

    def _played(self, count: int) -> None:
        """Each finished game goes into the chart at once: a long run shows its trend while it plays."""
        assert self.runner is not None
        self.chart.set_facts(ChartFacts.of_run(self.runner.run, running=True))
        self.progress.setValue(count)
        self.progress_label.setText(self.runner.progress_text())

    def _finished(self) -> None:
        assert self.runner is not None
        run = self.runner.run
        self.progress.setRange(0, len(run.records))
        self.progress.setValue(len(run.records))
        done = tr("Done: %n game(s) in {time}. The result is kept in the scenario's details "
                  "(Edit > Undo takes it back).", n=len(run.records)).format(time=duration_text(run.seconds))
        if run.rule is not None:
            done = stop_text(run.stopped()) + " " + done
        self.progress_label.setText(done)
        self._show_result(run)
        self._show_state()
        self.measured.emit(run)

    def _failed(self, message: str) -> None:
        self.progress_label.setText(tr("The run stopped: {error}").format(error=message))
        self._show_state()

    def _show_result(self, run: Run, kept: bool = True) -> None:
        self.why.show_run(run, kept=kept)
        self.probes.show_run(run)
        if not run.records:
            self.chart.set_facts(None)
            self.summary.clear()
            return
        self.chart.set_facts(ChartFacts.of_run(run))
        self.summary.setText("\n".join(summary_lines(run.summary)))

    def _show_state(self) -> None:
        running = self.runner is not None and self.runner.running
        for widget in (self.games, self.seed, self.jobs, self.attacker, self.defender, self.decide, self.start_button):
            widget.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.start_button.setText(tr("&Start") if self.runner is None or running else tr("&Start again"))

    @property
    def state(self) -> RunState:
        return self.runner.state if self.runner is not None else RunState.READY
