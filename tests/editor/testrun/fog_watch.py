"""What a side is shown, read from every widget of the test-run window, and the units and hexes
its view hides (worked out from core.game.fog here, not from the window's own filter), so a
test can say whether any text leaks; and a player that plays through the widgets at random."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QLabel,
    QListWidget,
    QTabBar,
    QWidget,
)

from core.game.actions import Fire, FireAT, MoveStep, StartMove
from core.game.fog import hidden_units, visible_enemy_hexes
from core.sides import Side
from tests.editor.testrun.conftest import bar_button, hover


def shown_texts(run) -> list[tuple[str, str]]:
    """(where, text) of everything the window shows now: the visible labels, buttons, lists, tabs
    and tooltips (popups over the map included), the status bar, the title, and the map's text
    items and tooltips."""
    found: list[tuple[str, str]] = [("title", run.windowTitle()), ("status", run.statusBar().currentMessage())]
    for widget in run.findChildren(QWidget):
        if not widget.isVisible():  # shown means on screen (the hand-over empties the rest anyway)
            continue
        if widget.toolTip():
            found.append((f"tooltip {widget.objectName()}", widget.toolTip()))
        if isinstance(widget, QLabel):
            found.append((f"label {widget.objectName()}", widget.text()))
        elif isinstance(widget, QAbstractButton):
            found.append((f"button {widget.objectName()}", widget.text()))
        elif isinstance(widget, QListWidget):
            for i in range(widget.count()):
                item = widget.item(i)
                found += [(f"list {widget.objectName()}", item.text()), (f"list tip {widget.objectName()}", item.toolTip())]
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                found += [("tab", widget.tabText(i)), ("tab tip", widget.tabToolTip(i))]
    for item in run.scene.items():
        if item.isVisible() and isinstance(item, QGraphicsSimpleTextItem):
            found.append(("map text", item.text()))
        if item.isVisible() and item.toolTip():
            found.append(("map tooltip", item.toolTip()))
    return [(where, text) for where, text in found if text]


@dataclass
class Secrets:
    """Per side: the hexes it may name (its own units' ever, the enemy's where it saw them, its
    own choices' hexes, the scenario's objectives and exits) and the hexes hidden units stood in."""

    known: dict[Side, set[str]] = field(default_factory=lambda: {s: set() for s in Side})
    stood: dict[Side, set[str]] = field(default_factory=lambda: {s: set() for s in Side})

    def note(self, run) -> None:
        game, state = run.game, run.state
        for side in Side:
            self.known[side] |= {u.hex for u in state.units.values() if u.side == side and u.hex}
            self.known[side] |= visible_enemy_hexes(game, state, side)
            hidden = hidden_units(game, state, side)
            self.stood[side] |= {state.units[i].hex for i in hidden if state.units[i].hex and state.units[i].in_play}
        to_act = run.to_act()
        for action in run.legal:
            for name in ("target", "hex", "smoke"):
                value = getattr(action, name, None)
                if isinstance(value, str) and ":" in value:
                    self.known[to_act].add(value)
        scenario = game.scenario
        for side in Side:
            self.known[side] |= set(state.objectives) | set(scenario.victory.exit_hexes)

    def forbidden(self, run, side: Side) -> set[str]:
        """Unit ids and hexes `side` must not read anywhere now."""
        hidden = hidden_units(run.game, run.state, side)
        return hidden | (self.stood[side] - self.known[side])


def leaks(texts: list[tuple[str, str]], forbidden: set[str]) -> list[str]:
    if not forbidden:
        return []
    pattern = re.compile(r"(?<![\w.:])(" + "|".join(re.escape(f) for f in sorted(forbidden, key=len, reverse=True)) + r")(?![\w])")
    return [f"{where}: {text!r} names {m.group(1)}" for where, text in texts for m in [pattern.search(text)] if m]


class WidgetPlayer:
    """Plays the person's side through the window's widgets: choices rows and Do it, shaded hexes
    for the steps, End Move / End Phase; a few actions per phase, at random (seeded)."""

    def __init__(self, qtbot, click_board, seed: int) -> None:
        self.qtbot, self.click_board, self.rng = qtbot, click_board, random.Random(seed)
        self.done_in_phase: dict[tuple[int, int, str], int] = {}

    def act(self, run) -> None:
        qtbot = self.qtbot
        state = run.state
        key = (state.turn, state.segment, str(state.phase))
        done = self.done_in_phase.get(key, 0)
        self.done_in_phase[key] = done + 1
        if state.moving is not None:
            steps = [h for h in run.scene.shaded if any(isinstance(a, MoveStep) and a.hex == h for a in run.legal)]
            if steps and len(state.moving.path) < 4 and self.rng.random() < 0.8:
                self.click_board(run, self.rng.choice(sorted(steps)))
                return
            end = bar_button(run, "end_move_button")
            if end.isVisible():
                qtbot.mouseClick(end, Qt.MouseButton.LeftButton)
                return
            self.click_board(run, sorted(steps)[0])
            return
        if done < 3 and self.rng.random() < 0.7 and self._start_move(run):
            return
        qtbot.keyClick(run.view, Qt.Key.Key_Escape)  # nothing selected: every choice is listed
        wanted = [i for i, a in enumerate(run.choices.listed) if isinstance(a, (StartMove, Fire, FireAT))]
        if wanted and done < 3 and self.rng.random() < 0.7:
            row = self.rng.choice(wanted)
            item = run.choices.list.item(row)
            run.choices.list.scrollToItem(item)
            qtbot.mouseClick(run.choices.list.viewport(), Qt.MouseButton.LeftButton,
                             pos=run.choices.list.visualItemRect(item).center())
            qtbot.mouseClick(run.choices.do_button, Qt.MouseButton.LeftButton)
            return
        for name in ("end_move_button", "end_phase_button"):
            button = bar_button(run, name)
            if button.isVisible():
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                return


    def _start_move(self, run) -> bool:
        """Click a hex of the side's own units and press Enter in the selection popup (Move)."""
        if not any(isinstance(a, StartMove) for a in run.legal):
            return False
        side = run.to_act()
        own = sorted({u.hex for u in run.state.units.values() if u.side == side and u.in_play and u.hex and not u.moved})
        if not own:
            return False
        self.click_board(run, self.rng.choice(own))
        popup = run.aids.unit_select.popup
        if popup.isVisible() and popup.confirm.isEnabled():
            self.qtbot.keyClick(popup, Qt.Key.Key_Return)
        if popup.isVisible():
            self.qtbot.keyClick(popup, Qt.Key.Key_Escape)
        return run.state.moving is not None


def hover_secrets(run, side: Side) -> list[tuple[str, list[tuple[str, str]]]]:
    """Point at up to three hexes where hidden units stand and read what the window then shows;
    each hex with the texts shown while pointing at it (they may name that hex: the person
    pointed at it, and a hidden unit must make no difference). Ends pointing at an own hex."""
    found = []
    hidden = hidden_units(run.game, run.state, side)
    hexes = sorted({run.state.units[i].hex for i in hidden if run.state.units[i].hex and run.state.units[i].in_play})
    for name in hexes[:3]:
        hover(run, name)
        found.append((name, shown_texts(run)))
    own = sorted(u.hex for u in run.state.units.values() if u.side == side and u.in_play and u.hex)
    if own:
        hover(run, own[0])
    return found
