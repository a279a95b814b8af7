"""The open scenario: the one place the editor's state lives.

A ScenarioDocument owns the Scenario (an immutable value), the QUndoStack
that changes it, the file it came from, and the rule check of its current
value. Every edit is an undo command (editor/commands/) whose redo and undo
call `replace_scenario`; the document then works out which hexes changed and
says so with `changed`, so the map redraws only those (Anki's "each operation
returns what it changed", Tiled's typed change events).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from core.boards.battlefield import Battlefield
from core.boards.board import Board
from core.boards.library import build_battlefield
from core.documents.sources import boards_beside
from core.placement import Context, Violation
from core.placement import problems as scenario_problems
from core.scenario import Scenario
from core.scenario.changes import changed_hexes
from core.scenario.hex_names import canonical_scenario
from core.scenario.io import load, save
from core.scenario.query import catalogue_for
from core.scenario.terrain_rules import with_terrain_rules
from core.units import UnitCatalogue


@dataclass(frozen=True)
class Change:
    """What one replacement of the scenario touched."""

    hexes: frozenset[str] = frozenset()
    battlefield: bool = False  # the boards changed: everything is redrawn
    details: bool = False  # fields that are not drawn on the map changed


class ScenarioDocument(QObject):
    changed = Signal(object)  # Change
    problems_changed = Signal()
    path_changed = Signal()

    def __init__(self, scenario: Scenario, path: Path | None = None,
                 custom_boards: dict[int, Board] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._custom_boards = dict(custom_boards or {})
        self.undo_stack = QUndoStack(self)
        self._battlefield = self._build_battlefield(scenario)
        self._scenario = canonical_scenario(scenario, self._battlefield)  # one name per hex from the start
        self._context = self._build_context(scenario)
        self._problems: list[Violation] = []
        self._problem_hexes: frozenset[str] = frozenset()
        self._check()

    # --- reading ---------------------------------------------------------------

    @property
    def scenario(self) -> Scenario:
        return self._scenario

    @property
    def battlefield(self) -> Battlefield:
        return self._battlefield

    @property
    def played_battlefield(self) -> Battlefield:
        """The battlefield as the game plays it: the boards with the scenario's terrain rules
        (core/scenario/terrain_rules.py); line of sight in the editor reads this one, the map
        draws the printed boards."""
        return self._context.battlefield

    @property
    def units(self) -> UnitCatalogue:
        """The unit catalogue as the scenario's rules edition prints it."""
        return catalogue_for(self._scenario)

    @property
    def custom_boards(self) -> dict[int, Board]:
        return dict(self._custom_boards)

    @property
    def problems(self) -> list[Violation]:
        return list(self._problems)

    @property
    def problem_hexes(self) -> frozenset[str]:
        """Canonical names of the hexes some problem is about."""
        return self._problem_hexes

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        return self._path.name if self._path is not None else self._scenario.title

    def hex_name(self, name: str) -> str | None:
        """The canonical name of a hex (a seam hex has two), or None off the map."""
        try:
            return self._battlefield.name(self._battlefield.parse(name))
        except ValueError:
            return None

    # --- changing --------------------------------------------------------------

    def push(self, command: QUndoCommand) -> None:
        """The only way edits enter: through the undo stack."""
        self.undo_stack.push(command)

    def replace_scenario(self, scenario: Scenario) -> None:
        """Called by undo commands only: put a new value in and say what changed."""
        before, self._scenario = self._scenario, scenario
        boards_changed = before.boards != scenario.boards or before.ruleset != scenario.ruleset
        if boards_changed:
            self._battlefield = self._build_battlefield(scenario)
        if boards_changed or before.special_rules != scenario.special_rules:
            self._context = self._build_context(scenario)
        hexes = set(changed_hexes(before, scenario))
        if (before.allied.nationality, before.axis.nationality) != (scenario.allied.nationality, scenario.axis.nationality):
            hexes |= {o.hex for o in scenario.objectives}  # their flags change with the owner's nation
        details = before != scenario and not changed_hexes(before, scenario)
        self._check()
        self.changed.emit(Change(frozenset(self._canonical(hexes)), boards_changed, details))

    def _canonical(self, names: set[str]) -> set[str]:
        return {self.hex_name(n) or n for n in names}

    def _build_battlefield(self, scenario: Scenario) -> Battlefield:
        return build_battlefield([{"board": b.board, "rotated": b.rotated} for b in scenario.boards], self._custom_boards)

    def _build_context(self, scenario: Scenario) -> Context:
        """What the placement rules check against: the boards as the scenario's terrain rules make
        them (core/scenario/terrain_rules.py); the map still draws the printed boards."""
        return Context(with_terrain_rules(self._battlefield, scenario.special_rules), catalogue_for(scenario))

    def _check(self) -> None:
        """Re-run every placement rule, and the check for a side with no units, (a few milliseconds) after each edit."""
        problems = scenario_problems(self._scenario, self._context)
        hexes = frozenset(name for p in problems if p.hex and (name := self.hex_name(p.hex)) is not None)
        if problems != self._problems or hexes != self._problem_hexes:
            self._problems, self._problem_hexes = problems, hexes
            self.problems_changed.emit()

    # --- files -----------------------------------------------------------------

    def save(self, path: Path | None = None) -> Path:
        """Atomic save (core.scenario.io.save); the document is clean afterwards."""
        target = Path(path) if path is not None else self._path
        if target is None:
            raise ValueError("the document has no file yet: give a path")
        save(target, self._scenario)
        self.undo_stack.setClean()
        if target != self._path:
            self._path = target
            self.path_changed.emit()
        return target

    @classmethod
    def open(cls, path: Path, boards: dict[int, Board] | None = None, parent: QObject | None = None) -> ScenarioDocument:
        """A scenario file, with `boards` (custom boards the editor knows) and the boards
        stored beside it (Custom/<name>/boards/), which win.

        Raises FileFormatError, BoardError or BattlefieldError (all ValueErrors).
        """
        path = Path(path)
        scenario = load(path)
        return cls(scenario, path, {**(boards or {}), **boards_beside(path)}, parent)



def follow_changes(old: ScenarioDocument | None, new: ScenarioDocument | None, slot: Callable[[Change], None]) -> None:
    """Moves `slot` from `old`'s `changed` signal to `new`'s: each dock that shows the open
    scenario does this when another one opens; an old document already gone is let go quietly."""
    if old is not None:
        try:
            old.changed.disconnect(slot)
        except (RuntimeError, TypeError):
            pass
    if new is not None:
        new.changed.connect(slot)
