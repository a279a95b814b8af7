"""Make a leader the scenario's hero, or take the Valor marker off again (22.5)."""

from __future__ import annotations

from core.scenario.edit_units import set_hero
from core.scenario.query import locate
from editor.commands.base import ScenarioCommand, unit_name
from editor.document import ScenarioDocument
from editor.i18n import tr


class SetHero(ScenarioCommand):
    def __init__(self, document: ScenarioDocument, unit_id: str, hero: bool) -> None:
        name = unit_name(document, locate(document.scenario, unit_id).unit.type)
        label = (tr("Make {unit} a hero") if hero else tr("{unit} no longer a hero")).format(unit=name)
        super().__init__(document, set_hero(document.scenario, unit_id, hero), label)
