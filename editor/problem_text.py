"""A placement problem's sentence in the editor's language.

The rules core writes each problem as an English template and its named values
(core/placement/context.py); the catalogue holds the templates under the context
"placement" (editor/i18n_tools/extract.py), and the editor shows them through
`violation_text`, never `Violation.message` (that stays English for the command
line and the JSON output). Terrain, fortification, side and unit-kind names inside the
values are Words, translated in the context "data" (editor/core_text.py); historical unit
names stay English.
"""

from __future__ import annotations

from core.placement import Violation
from editor.core_text import CORE_CONTEXT, word_text
from editor.i18n import tr

CONTEXT = "placement"


def _translate(template: str) -> str:
    """A placement template, or a core joint inside its values ("{first} or {last}", context "core")."""
    translated = tr(template, CONTEXT)
    return translated if translated != template else tr(template, CORE_CONTEXT)


def violation_text(violation: Violation) -> str:
    """The problem's sentence translated; the English message when it has no template or its
    translation does not fit the values."""
    return violation.text(_translate, word_text)


def violation_line(violation: Violation) -> str:
    """The sentence with its hex (or JSON path) before it and its rule section after it, as `str(violation)`."""
    where = f"{violation.where}: " if violation.where else ""
    section = f" ({violation.section})" if violation.section else ""
    return f"{where}{violation_text(violation)}{section}"
