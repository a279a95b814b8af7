"""The core's sentences and data names in the editor's language.

The rules core and the generator never import Qt: they write a sentence as an English
template and its values (core/texts.py `Text`), and a name from the data (terrain, hexside
feature, fortification, side, edge, role, unit class) as a `Word`. The catalogue holds the
templates in the context "core" and the names in "data" (editor/i18n_tools/extract.py);
this module translates them. Historical unit and board names are no Words: they stay as on
the counters and the boards (docs/translations.md).
"""

from __future__ import annotations

from core.boards.rules import BoardProblem
from core.texts import Text, TextError, Word
from editor.i18n import current_language, tr
from editor.i18n_tools import CAPITAL_NOUNS

CORE_CONTEXT = "core"
DATA_CONTEXT = "data"


def data_name(name: str) -> str:
    """A name of the data (terrain.json's "Woods", a side "allied") in the editor's language."""
    return tr(name, DATA_CONTEXT)


def word_text(word: Word) -> str:
    """A Word of a sentence translated, in lower case where the sentence asks for it and the language allows."""
    translated = data_name(word.name)
    if word.lowered and current_language() not in CAPITAL_NOUNS:
        return translated.lower() if translated != word.name else word
    return translated


def _template(template: str) -> str:
    return tr(template, CORE_CONTEXT)


def core_text(sentence: Text) -> str:
    """A core sentence translated; the English one when its translation does not fit the values."""
    return sentence.text(_template, word_text)


def error_text(error: Exception) -> str:
    """An error's message for a person: translated when the core wrote it as a Text, else as it says."""
    return core_text(error.sentence) if isinstance(error, TextError) else str(error)


def board_problem_text(problem: BoardProblem) -> str:
    """A board problem's sentence translated (a file-format problem without a template stays English)."""
    return core_text(problem.sentence) if problem.sentence is not None else problem.message
