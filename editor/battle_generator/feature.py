"""File > Generate a battle… and the start page's button: the generator dialog, then its battle.

A battle opened from the dialog becomes a new, unsaved document, or replaces
the open document's scenario as one undo step (Ctrl+Z brings the old one back).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from core.scenario import Scenario
from editor.battle_generator.dialog import GeneratorOutcome, generator_available
from editor.commands.replace_scenario import ReplaceScenario
from editor.document import ScenarioDocument
from editor.i18n import tr
from editor.window.services import MenuName, WindowServices


class GeneratorFeature(QObject):
    def __init__(self, window: WindowServices) -> None:
        super().__init__(window.qt_window)
        self.window = window
        self.available = generator_available()
        self.action = QAction(tr("&Generate a battle…"), window.qt_window)
        self.action.setShortcut(QKeySequence("Ctrl+G"))
        self.action.setEnabled(self.available)
        self.action.triggered.connect(lambda _checked=False: self.generate())
        window.qt_window.addAction(self.action)
        window.add_to_menu(MenuName.FILE, [self.action], after=window.menu_actions.new)
        window.start_page.set_generator_available(self.available)
        window.start_page.generate_requested.connect(self.generate)

    def generate(self) -> bool:
        """Ask for a battle; True if one was opened or put into the open document."""
        window = self.window
        if not self.available:
            return False
        answer = window.prompts.generate_battle(window.folders, window.document is not None, window.boards)
        if answer is None:
            return False
        scenario, outcome = answer
        return self.use(scenario, outcome)

    def use(self, scenario: Scenario, outcome: GeneratorOutcome) -> bool:
        window = self.window
        if outcome is GeneratorOutcome.REPLACE and window.document is not None:
            window.document.push(ReplaceScenario(window.document, scenario, tr("Generate a battle")))
            window.fit()
            return True
        if outcome is GeneratorOutcome.OPEN and window.close_document():
            window.show_document(ScenarioDocument(scenario, None, window.custom_boards()))
            return True
        return False
