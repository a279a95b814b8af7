"""The test-run window: the map as the editor draws it, the phase, the choices and the log.

The window holds no rules: it lists `game.legal_actions`, lets the person pick one
(the bottom bar's buttons, the choices panel, a click on a shaded hex) and applies
it with `game.step`; the computer's turns are thought out by a Thinker off the GUI
thread and applied here. It plays a copy of the scenario: the editor's document and
its undo history are never touched.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core.ai.specs import player_from_spec
from core.boards.board import Board
from core.game.actions import Action, MoveStep, RallyUnits
from core.game.fog import fog_on, hidden_units
from core.game.game import Game
from core.game.players import Player, side_seed
from core.game.snipers import opponent_withdrawal
from core.game.state import GameState
from core.sides import Side
from editor.battlefield import map_toggles
from editor.i18n import tr
from editor.screen_fit import resize_within_screen
from editor.testrun.board_scene import BoardScene
from editor.testrun.board_view import BoardView
from editor.testrun.bottom_bar import BottomBar
from editor.testrun.casualty_question import CasualtyQuestion
from editor.testrun.choices import ChoicesPanel
from editor.testrun.computer_marks import ComputerWatch, acting_ids
from editor.testrun.computer_turns import ComputerTurns
from editor.testrun.describe import phase_name, side_name
from editor.testrun.event_log import EventLogDock, show_told, tell_nothing
from editor.testrun.fire_question import FireQuestion
from editor.testrun.fog_filter import FogMemory
from editor.testrun.game_log import LogPlayer
from editor.testrun.handover import HandOverPage
from editor.testrun.hex_contents import hex_contents_text, stack_units
from editor.testrun.los_mode import LosMode
from editor.testrun.move_control import MoveControl
from editor.testrun.play_aids import PlayAids
from editor.testrun.rally_dialog import ask_rally_order
from editor.testrun.result_popup import AttackResults
from editor.testrun.saving import GameSaving
from editor.testrun.segment_replay import SegmentReplay
from editor.testrun.setup import Mode, RunSetup
from editor.testrun.unit_select import checked_actions
from editor.testrun.victory import VictoryDialog

SIDE_COLOURS = {Side.ALLIED: "#2f5d2a", Side.AXIS: "#4a4f58"}


class TestRunWindow(QMainWindow):
    closed = Signal()
    stepped = Signal()  # after each applied action (an e-mail game stops at its hand-over point)

    def __init__(self, game: Game, setup: RunSetup, title: str, parent: QWidget | None = None,
                 boards: dict[int, Board] | None = None, replaying: LogPlayer | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.boards = dict(boards or {})
        self.replaying = replaying
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.setWindowTitle(tr("Test run: {title}").format(title=title))
        self.game, self.setup = game, setup
        self.state = game.new_state(setup.seed)
        self.legal: list[Action] = game.legal_actions(self.state)
        self.players: dict[Side, Player] = {side: replaying or player_from_spec(setup.spec(), side_seed(side, setup.seed))
                                            for side in setup.computer_sides()}
        self.ask_log_path: Callable[[], Path | None] = self._ask_log_path
        self.opponent_delay_ms = 250  # the opponent's actions, one by one, readable
        self.victory_dialog: VictoryDialog | None = None
        self.scene = BoardScene(game, self)
        self.view = BoardView(self.scene)
        self.header = QLabel()
        self.header.setObjectName("phase_header")
        self.header.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # a long line must not squeeze the docks
        font = QFont(self.header.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.header.setFont(font)
        self.reason = QLabel()
        self.reason.setObjectName("reason_label")
        self.reason.setWordWrap(True)
        self.bar = BottomBar()
        self.bar.show_watch_controls(setup.mode is Mode.COMPUTER_ONLY)
        self.results = AttackResults(self.scene, self.view, self.bar.layout(), self)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(4, 4, 4, 4)
        self.handover = HandOverPage()
        self.pages = QStackedWidget()
        self.pages.addWidget(self.view)
        self.pages.addWidget(self.handover)
        self._seen_by: Side | None = None  # hotseat under fog: the side now at the screen
        self.replay = SegmentReplay(self)
        self._last_action: Action | None = None
        self.fire_question = FireQuestion(self)  # a person asked about his opportunity fire (13.8)
        self.casualty_question = CasualtyQuestion(self)  # ... and about his casualties (14.61)
        for widget, stretch in ((self.header, 0), (self.pages, 1), (self.fire_question, 0), (self.casualty_question, 0),
                                (self.reason, 0), (self.replay.bar, 0), (self.bar, 0)):
            layout.addWidget(widget, stretch)
        self.setCentralWidget(central)
        self.choices = ChoicesPanel()
        choices_dock = QDockWidget(tr("Choices"), self)
        choices_dock.setObjectName("testrun_choices")
        choices_dock.setWidget(self.choices)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, choices_dock)
        self.log = EventLogDock(self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.log)
        self.computer = ComputerTurns(self)  # Play, Step, the pace and the Thinker off the GUI thread
        self.thinker, self.timer = self.computer.thinker, self.computer.timer
        self.moves = MoveControl(self)
        self.los = LosMode(self)
        self.watch = ComputerWatch(self)
        self.told = FogMemory()  # what each side could not see as the game went
        self.aids = PlayAids(self)  # the unit selection popup, hover popup, zoom, lit counters
        self.saving = GameSaving(self)  # File menu, autosaves, the question on leaving a game
        self._connect()
        self.map_toggles = map_toggles.install(self, self.scene, self.view)  # View > Hex ids, Centre dots, Place names, Mini-map
        resize_within_screen(self, 1400, 900)
        self.resizeDocks([self.log], [170], Qt.Orientation.Vertical)
        self.resizeDocks([choices_dock], [340], Qt.Orientation.Horizontal)
        self.refresh()
        # What exists now (editor, Game, caches) leaves the full collections: they stop stalling the map.
        # Whoever froze the heap before (a caller of its own) keeps it frozen after the window closes.
        self._thaw_on_close = not gc.get_freeze_count()
        gc.freeze()

    def _connect(self) -> None:
        self.scene.hex_clicked.connect(self.hex_clicked)
        self.scene.hex_hovered.connect(self._hovered)
        self.bar.los.toggled.connect(self.los.set_active)
        self.choices.chosen.connect(self.act)
        self.fire_question.answered.connect(self.act)
        self.casualty_question.answered.connect(self.act)
        self.choices.previewed.connect(self._preview)
        self.bar.acted.connect(self._bar_acted)
        self.bar.back_requested.connect(self.saving.back)
        self.bar.save_log.clicked.connect(self.save_game_log)
        self.handover.taken.connect(self._taken)
        self.view.escape_pressed.connect(self._deselect)
        self.log.hex_chosen.connect(self.go_to_hex)

    # --- whose turn ---------------------------------------------------------------------

    def to_act(self) -> Side:
        return self.game.to_act(self.state)

    def human_to_act(self) -> bool:
        return not self.state.is_over and self.to_act() not in self.players

    def viewer(self) -> Side | None:
        """Whose eyes the map shows: the person's; in hotseat the side to act; all when watching."""
        if self.setup.mode is Mode.COMPUTER_ONLY:
            return None
        if self.setup.mode is Mode.AGAINST_COMPUTER:
            return self.setup.human
        return self.to_act()

    # --- acting ---------------------------------------------------------------------------

    def act(self, action: Action, reason: str | None = None) -> None:
        """Apply one listed action and redraw."""
        if not self.game.allows(self.state, action, self.legal):  # listed, or a smaller group (14.2, 15.1)
            return
        self.apply(action, reason)
        self.after_actions()

    def _bar_acted(self, action: Action) -> None:
        """A bar button's action; the rally's order is the person's to pick first (21.1)."""
        if isinstance(action, RallyUnits):
            picked = ask_rally_order(self.game, self.state, action, self)
            if picked is None:
                return
            action = picked
        self.act(action)

    def apply(self, action: Action, reason: str | None = None) -> None:
        """Apply one listed action, flashing its shots; the caller redraws (after_actions)."""
        seen, by_computer, ids = len(self.state.events), self.to_act() in self.players, acting_ids(self.state, action)
        self.replay.record(self.state, action, reason, by_computer)
        self.legal = self.game.step(self.state, action, reason)
        self.scene.flash_shots(self.shots(self.state.events[seen:]))
        self.results.after_step(self, self.state.events[seen:])  # the attack result popup and map marks
        self._last_action = action
        self.told.note(self.game, self.state)
        self.watch.after(action, reason, ids, by_computer)
        self.saving.after_step()
        self.stepped.emit()

    def after_actions(self) -> None:
        moving = self.state.moving
        if moving is not None and moving.path and self.to_act() not in self.players:  # the computer's: its mark follows
            self.scene.select_hex(moving.path[-1])
        elif not isinstance(self._last_action, MoveStep):
            self.scene.select_hex(self.scene.selected_hex)
        self.refresh()

    def _hovered(self, name: str | None) -> None:
        if self.los.active:
            self.los.hover(name)
        else:
            self.moves.hover(name)

    def hex_clicked(self, name: str) -> None:
        if self.replay.replaying:
            return
        if self.los.active:
            self.los.click(name)
            return
        if self.moves.click(name):
            return
        self.scene.select_hex(name)
        self.aids.click(name)
        self._show_choices()

    def go_to_hex(self, name: str) -> None:
        """Centre the map on a hex and select it (a click on an event of the log)."""
        if self.pages.currentWidget() is not self.view:
            return
        self.view.centre_on_hex(name)
        self.scene.select_hex(name)
        self._show_choices()

    def _deselect(self) -> None:
        if self.replay.replaying:
            self.replay.stop()
            return
        if self.los.active:
            self.bar.los.setChecked(False)
            return
        self.scene.select_hex(None)
        self._show_choices()

    # --- drawing --------------------------------------------------------------------------

    def handing_over(self) -> bool:
        """Hotseat under fog: the side to act has not yet taken the screen."""
        return (self.setup.mode is Mode.HOTSEAT and fog_on(self.game) and not self.state.is_over
                and self.to_act() != self._seen_by)

    def _taken(self) -> None:
        self._seen_by = self.to_act()
        self.refresh()

    def refresh(self) -> None:
        self.replay.state = None  # the game moved on: a replay under way ends
        self.aids.refresh()
        hidden = self.handing_over()
        self.pages.setCurrentWidget(self.handover if hidden else self.view)
        self.log.list.setVisible(not hidden)  # the choices stay shown, emptied: their dock keeps its width
        colour = SIDE_COLOURS.get(self.to_act(), "#333")  # the side to act's, on the hand-over page too
        self.header.setStyleSheet(f"QLabel {{ background: {colour}; color: white; padding: 6px; }}")
        if hidden:
            self.fire_question.hide()
            self.casualty_question.hide()
            self.handover.ask(self.to_act())
            self.header.setText(self._header_text(handing_over=True))
            tell_nothing(self)  # nothing of the last player's view stays behind
            self.bar.follow([], False)
            self.bar.follow_other_sniper(None)
            return
        viewer = self.viewer()
        self.scene.show_state(self.state, viewer)
        self.header.setText(self._header_text())
        self.bar.follow(self.legal, self.human_to_act())
        other = opponent_withdrawal(self.game, self.state)  # 20.3: a person's sniper, in the opponent's phase
        mine = other is not None and other.side is not None and Side(other.side) not in self.players
        self.bar.follow_other_sniper(other if mine else None, side_name(other.side) if mine and other and other.side else "")
        self.replay.follow()
        self.moves.refresh()
        self._show_choices()
        self.fire_question.follow(self, self.human_to_act())
        self.casualty_question.follow(self, self.human_to_act())
        show_told(self, viewer)
        if self.state.is_over:
            self._show_victory()
        else:
            self.computer.schedule()

    def _header_text(self, handing_over: bool = False) -> str:
        state = self.state
        if state.is_over:
            return tr("Turn {turn} of {turns} · the battle is over").format(turn=state.turn, turns=self.game.scenario.turns)
        who = side_name(self.to_act().value)
        actor = (tr("{side} to act (computer)") if self.to_act() in self.game.computer  # a log's person is no computer
                 else tr("{side} to act (replayed)") if self.to_act() in self.players else tr("{side} to act"))
        text = tr("Turn {turn} of {turns} · {side}'s segment · {phase} phase · {actor}").format(
            turn=state.turn, turns=self.game.scenario.turns, side=side_name(state.active.value),
            phase=phase_name(state.phase), actor=actor.format(side=who))
        unseen = self.told.sight(self.game, state, self.viewer()).units
        if state.moving is not None and not handing_over and not unseen & set(state.moving.units):
            text += tr(" · moving {units}: {spent:g} MP spent, {left:g} left").format(
                units=", ".join(state.moving.units), spent=state.moving.spent, left=state.moving.mp_left)
        return text

    def _show_choices(self) -> None:
        actions = self.legal if self.human_to_act() and self.state.question is None else []  # a question: its own panel
        self.choices.only_units = self.aids.only_units
        if actions and self.choices.only_units:  # a smaller fire or assault group (14.2, 15.1): asked of the engine
            actions = actions + [a for a in checked_actions(self.game, self.state, self.choices.only_units)
                                 if a not in actions]
        selected = self.scene.selected_hex if self.state.moving is None else None
        if actions and selected is not None:  # a smoke round at any hex in sight (11.3): asked of the engine
            actions = actions + [a for a in self.game.actions_at_hex(self.state, selected) if a not in actions]
        self.choices.show_stack(stack_units(self.game, self.state, selected, self.viewer()))
        self.choices.show_actions(self.game, self.state, actions, selected)
        self.choices.contents.setText(hex_contents_text(self.game, self.state, self.scene.selected_hex, self.viewer()))

    def shots(self, events: Sequence[Mapping[str, Any]], state: GameState | None = None) -> list[tuple[str, str]]:
        """(firer's hex, target hex) of the attacks among new events that the viewer may see."""
        viewer, state = self.viewer(), state or self.state
        hidden = hidden_units(self.game, state, viewer) if viewer is not None else set()
        shots = []
        for event in events:
            if event.get("kind") == "opportunity_fire" and event.get("origin") and event.get("hex"):
                firers = event.get("firers", [])
                if not hidden & set(firers):
                    shots.append((str(event["origin"]), str(event["hex"])))
            elif event.get("kind") == "ap_attack" and not event.get("opportunity"):
                firers = [state.units[f] for f in event.get("firers", []) if f in state.units]
                if firers and firers[0].hex and firers[0].id not in hidden:
                    shots.append((firers[0].hex, str(event["target"])))
        return shots

    def _preview(self, action: Action | None) -> None:
        target = getattr(action, "target", None) if action is not None else None
        if isinstance(target, str) and target in self.state.units:  # AT fire aims at a unit
            target = self.state.units[target].hex
        self.scene.mark_target(target if isinstance(target, str) else None)

    def _show_victory(self) -> None:
        self.bar.play.setChecked(False)  # nothing more to play: the button says Play again
        if self.victory_dialog is None:
            self.victory_dialog = VictoryDialog(self.game, self.state, self)
            self.victory_dialog.open()

    # --- logs ------------------------------------------------------------------------------

    def _ask_log_path(self) -> Path | None:
        name, _filter = QFileDialog.getSaveFileName(self, tr("Save the game log"), "game-log.json", tr("Game logs (*.json)"))
        return Path(name) if name else None

    def save_game_log(self) -> Path | None:
        """The game so far as a log: `vvs replay` plays it again, Replay a game log continues it."""
        path = self.ask_log_path()
        if path is None:
            return None
        if not self.saving.save_to(path):
            return None
        self.reason.setText(tr("Saved the game log to {path}").format(path=path))
        return path

    def closeEvent(self, event: QCloseEvent) -> None:
        if event.spontaneous() and not self.saving.confirm_leave():  # the title bar's close button
            event.ignore()
            return
        self.computer.stop()
        if self._thaw_on_close:
            gc.unfreeze()
        self.closed.emit()
        event.accept()
