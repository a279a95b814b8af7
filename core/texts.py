"""Sentences the core writes for a person, kept as an English template and its values.

The core never imports Qt, so it cannot translate. It writes what it tells a user (a
placement problem, a board problem, a generator failure) as a template with named values,
`Text("a {feature} on the board edge ...", (("feature", word("Stone wall")),))`; `str()` is
the English sentence for the command line and the tests, and the editor translates the
template and the values (`Text.text(translate, translate_word)`, editor/core_text.py).

A value is either text made at run time (a hex, a count, a historical unit's name: shown
as is) or a `Word`: a name from the data that the editor translates, in the catalogue's
context "data" (terrain, hexside and fortification names of core/data/terrain.json, the
sides, the entry edges, the unit classes). The catalogue tool (editor/i18n_tools/extract.py)
reads templates from the literal in `text("...")` and words from the literal in
`word("...")`, so a template chosen at run time is written as `text("...")` where it is made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Union

Translate = Callable[[str], str]


class Word(str):
    """A data name inside a sentence, translated by the editor (context "data").

    `lowered`: the sentence wants it in lower case ("no concrete bunker in woods"); the
    translation is lowered too except in a language that capitalises nouns (the editor decides).
    """

    name: str
    lowered: bool

    def __new__(cls, name: str, lower: bool = False) -> Word:
        made = super().__new__(cls, name.lower() if lower else name)
        made.name = name
        made.lowered = lower
        return made


def word(name: str, lower: bool = False) -> Word:
    """Marks a data name for translation; a literal argument is collected by the catalogue tool."""
    return Word(name, lower)


def text(template: str) -> str:
    """Marks a template written away from the call that fills it, for the catalogue tool."""
    return template


Value = Union[str, "Text", tuple["Text", ...]]
"""A value: text as is, a `Word`, a sentence inside the sentence, or several joined by "; "."""
Values = tuple[tuple[str, Value], ...]


def _shown(value: Value, translate: Translate | None, translate_word: Callable[[Word], str] | None) -> str:
    if isinstance(value, Text):
        return value.text(translate, translate_word)
    if isinstance(value, tuple):
        return "; ".join(part.text(translate, translate_word) for part in value)
    return translate_word(value) if translate_word and isinstance(value, Word) else value


def fill(template: str, values: Values, translate: Translate | None = None,
         translate_word: Callable[[Word], str] | None = None) -> str:
    """The template (translated when `translate` is given) filled with its values, each Word
    through `translate_word` when given (else its English name)."""
    named = {key: _shown(value, translate, translate_word) for key, value in values}
    return (translate(template) if translate else template).format(**named)


@dataclass(frozen=True)
class Text:
    """A sentence for a person: English by `str()`, translated by `text(...)`."""

    template: str
    values: Values = ()

    @classmethod
    def of(cls, template: str, **values: object) -> Text:
        return cls(template, tuple((key, value if isinstance(value, (str, Text, tuple)) else str(value))
                                   for key, value in values.items()))

    def text(self, translate: Translate | None = None, translate_word: Callable[[Word], str] | None = None) -> str:
        """The sentence translated; the English one when the translation does not fit the values."""
        try:
            return fill(self.template, self.values, translate, translate_word)
        except (KeyError, IndexError, ValueError):
            return fill(self.template, self.values)

    def __str__(self) -> str:
        return fill(self.template, self.values)


AND = text("{first} and {last}")
OR = text("{first} or {last}")
OR_OPTION = text("{first}; or {last}")
COMMA = "{first}, {last}"


def joined(items: Sequence[Value], last: str, between: str = COMMA) -> Value:
    """Items as one value, "a, b or c": each joint is a template (`last` before the last item,
    `between` before the others), so the editor translates the "or" with the items."""
    if not items:
        return ""
    value = items[0]
    for index, item in enumerate(items[1:], start=1):
        value = Text(last if index == len(items) - 1 else between, (("first", value), ("last", item)))
    return value


@dataclass(frozen=True)
class Language:
    """A language's translations of the core's templates and data words, for sentences shown outside
    the editor (the command line's `vvs pbem show`): `language(sentence)` is the sentence in it."""

    template: Translate
    word: Callable[[Word], str]

    def __call__(self, sentence: Text) -> str:
        return sentence.text(self.template, self.word)


class TextError(ValueError):
    """An error whose message is a `Text`: `str()` is English, the editor shows `.sentence` translated."""

    def __init__(self, sentence: Text | str) -> None:
        self.sentence = sentence if isinstance(sentence, Text) else Text(sentence.replace("{", "{{").replace("}", "}}"))
        super().__init__(str(self.sentence))


WORDS = (word("allied"), word("axis"), word("attacker"), word("defender"),
         word("north"), word("east"), word("south"), word("west"), word("entrenchment"),
         word("small"), word("medium"), word("large"),
         word("infantry"), word("leader"), word("vehicle"), word("gun"), word("fortification"))
"""Words a sentence takes from a value of the data rather than a name in core/data/terrain.json:
the sides, the roles, the entry edges, the battle sizes and the unit classes (the catalogue
tool reads these literals; the terrain, hexside and fortification names it reads from the data)."""
