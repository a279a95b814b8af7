"""Replay the opponent's last segment: its actions since the person last acted, one by one,
with the computer's reason for each.

The recorder keeps a copy of the state from just before the computer's first action
after a person's, and every action and reason from there. Replaying plays those
actions again on a copy of that state (core.game's own `step`, so the shots and
moves are the real ones) and draws the copy as the person's side sees it; the game
itself waits. Done (or Esc) goes back to the game as it stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from core.game.actions import Action
from core.game.state import GameState
from editor.i18n import tr, tr_noop
from editor.testrun.computer_marks import acting_ids
from editor.testrun.describe import action_text, event_text
from editor.testrun.fog_filter import events_for, reason_text

NEXT_TEXT, BACK_TEXT = tr_noop("&Next action"), tr_noop("Back to the &game")
"""The replay's step button: the next action, then back to the game (its G: Back to the editor,
shown beside it, keeps B)."""

if TYPE_CHECKING:
    from editor.testrun.window import TestRunWindow


class ReplayBar(QWidget):
    """Replay the opponent · Next · Done, and where the replay stands."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.start = QPushButton(tr("&Replay the opponent's segment"))
        self.start.setObjectName("replay_start_button")
        self.start.setToolTip(tr("Step through the computer's actions since you last acted, with its reasons (R)"))
        self.next = QPushButton(tr(NEXT_TEXT))
        self.next.setObjectName("replay_next_button")
        self.done = QPushButton(tr("&Done"))
        self.done.setObjectName("replay_done_button")
        self.where = QLabel()
        self.where.setObjectName("replay_where")
        for widget in (self.start, self.where, self.next, self.done):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.show_replaying(False, False)

    def show_replaying(self, replaying: bool, available: bool) -> None:
        self.start.setVisible(available and not replaying)
        for widget in (self.where, self.next, self.done):
            widget.setVisible(replaying)
        self.setVisible(available or replaying)


class SegmentReplay:
    def __init__(self, window: TestRunWindow) -> None:
        self.window = window
        self.bar = ReplayBar()
        self.base: GameState | None = None  # the state before the opponent's first action
        self.steps: list[tuple[Action, str | None]] = []
        self._by_person = True  # who acted last
        self.offered = False  # a segment given by `load` is offered even with no computer player
        self.state: GameState | None = None  # the copy being replayed, None when not replaying
        self.shown = 0
        self.bar.start.clicked.connect(self.start)
        self.bar.next.clicked.connect(self.next)
        self.bar.done.clicked.connect(self.stop)
        QShortcut(QKeySequence("R"), window, activated=self._r_pressed)  # type: ignore[call-overload]

    def _r_pressed(self) -> None:
        """R starts the replay where it is offered, and shows the next action during it."""
        if self.replaying:
            self.next()
        elif self.bar.start.isVisible():
            self.start()

    @property
    def replaying(self) -> bool:
        return self.state is not None

    def record(self, state: GameState, action: Action, reason: str | None, by_computer: bool) -> None:
        """Called before each action is applied to the game."""
        if by_computer:
            if self._by_person or self.base is None:
                self.base, self.steps = state.clone(), []
            self.steps.append((action, reason))
        self._by_person = not by_computer

    def load(self, base: GameState, steps: list[tuple[Action, str | None]]) -> None:
        """The opponent's segment played elsewhere (an e-mail game's received file): the state
        before it and its actions, offered for replay until the person acts."""
        self.base, self.steps, self.offered, self._by_person = base, list(steps), True, True
        self.follow()

    def follow(self) -> None:
        """Offer the replay while the person is to act and there is a segment to replay."""
        w = self.window
        available = bool(self.steps) and w.human_to_act() and (bool(w.players) or self.offered)
        self.bar.show_replaying(self.replaying, available)

    def start(self) -> None:
        if self.base is None or not self.steps or not self.window.human_to_act():
            return
        self.state, self.shown = self.base.clone(), 0
        self.follow()
        self._draw(tr("The opponent's segment, before its first action. Next shows each action."))

    def next(self) -> None:
        """Apply the next recorded action to the copy and show it with its reason."""
        if self.state is None:
            return
        if self.shown >= len(self.steps):
            self.stop()
            return
        action, reason = self.steps[self.shown]
        w = self.window
        seen, ids = len(self.state.events), acting_ids(self.state, action)
        w.game.step(self.state, action, reason)
        self.shown += 1
        w.scene.flash_shots(w.shots(self.state.events[seen:], self.state))
        self._draw(self._told(action, reason, ids, seen))

    def _told(self, action: Action, reason: str | None, ids: list[str], seen: int) -> str:
        """The action, its reason and its outcome as the person's side may read them, the map
        centred on it and the hex marked; an action of a unit out of sight says only that."""
        w = self.window
        assert self.state is not None
        now = w.told.sight(w.game, w.state, w.viewer())
        sight = w.told.sight(w.game, self.state, w.viewer()).with_now(now)  # the copy replays the game's own events: same indices
        head = tr("{n} of {total}").format(n=self.shown, total=len(self.steps))
        where = w.watch.mark.show_action(self.state, action, ids, "", sight)
        if set(ids) & sight.units:
            return tr("{head}: an action out of sight").format(head=head)
        if where is not None:
            w.view.centre_on_hex(where)
        types = {u.id: w.game.info(u.type).name for u in self.state.units.values() if u.type in w.game.catalogue}
        text = tr("{head}: {action}").format(head=head, action=action_text(w.game, action, types))
        why = reason_text(reason, sight)
        outcome = [event_text(e) for _i, e in events_for(self.state.events, sight, seen) if e.get("kind") != "decision"]
        text += (" · " + tr("why: {reason}").format(reason=why) if why else "")
        text += (" · " + tr("outcome: {what}").format(what="; ".join(o.split(" · ", 1)[-1] for o in outcome[-2:]))
                 if outcome else "")
        return text if not sight.hides_text(text) else tr("{head}: an action out of sight").format(head=head)

    def stop(self) -> None:
        if self.state is None:
            return
        self.state = None
        self.window.watch.mark.place(None)
        self.window.refresh()

    def _draw(self, text: str) -> None:
        assert self.state is not None
        w = self.window
        w.scene.show_state(self.state, w.viewer())
        w.scene.shade({})
        w.scene.show_route([])
        w.bar.follow([], False)
        w.choices.show_actions(w.game, self.state, [], None)
        w.header.setText(tr("Replay of the opponent's segment · action {n} of {total}").format(n=self.shown, total=len(self.steps)))
        self.bar.where.setText(tr("{n} / {total}").format(n=self.shown, total=len(self.steps)))
        self.bar.next.setText(tr(NEXT_TEXT) if self.shown < len(self.steps) else tr(BACK_TEXT))
        w.reason.setText(text)
