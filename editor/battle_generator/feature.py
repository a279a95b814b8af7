"""File > Generate a battle… and the start page's button: the generator dialog, then its battle.

A battle opened from the dialog becomes a new, unsaved document, or replaces
the open document's scenario as one undo step (Ctrl+Z brings the old one back).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from core.scenario import Scenario
from editor.battle_generator.dialog import GeneratorOutcome, generator_available
from editor.commands.replace_scenario import ReplaceScenario
from editor.document import ScenarioDocument
from editor.i18n import tr

if TYPE_CHECKING:
    from editor.window.main_window import MainWindow


class GeneratorFeature(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.available = generator_available()
        self.action = QAction(tr("&Generate a battle…"), window)
        self.action.setShortcut(QKeySequence("Ctrl+G"))
        self.action.setEnabled(self.available)
        self.action.triggered.connect(lambda _checked=False: self.generate())
        window.addAction(self.action)
        menu = window.findChild(QMenu, "file_menu")
        if menu is not None:
            items = menu.actions()
            anchor = window.menu_actions.new
            after = items[items.index(anchor) + 1] if anchor in items and items.index(anchor) + 1 < len(items) else None
            menu.insertAction(after, self.action) if after is not None else menu.addAction(self.action)
        window.start_page.set_generator_available(self.available)
        window.start_page.generate_requested.connect(self.generate)

    def generate(self) -> bool:
        """Ask for a battle; True if one was opened or put into the open document."""
        window = self.window
        if not self.available:
            return False
        answer = window.prompts.generate_battle(window.folders, window.document is not None)
        if answer is None:
            return False
        scenario, outcome = answer
        return self.use(scenario, outcome)

    def use(self, scenario: Scenario, outcome: GeneratorOutcome) -> bool:
        window = self.window
        if outcome is GeneratorOutcome.REPLACE and window.document is not None:
            window.document.push(ReplaceScenario(window.document, scenario, tr("Generate a battle")))
        elif outcome is GeneratorOutcome.OPEN:
            if not window.close_document():
                return False
            window.set_document(ScenarioDocument(scenario, None, window._custom_boards()))
        else:
            return False
        window.fit()
        return True
