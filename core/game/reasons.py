"""A computer player's reason with what it mentions as fields: `Reason`.

A reason is read as a line ("move g9 to b1:H4: 3 MP nearer its goal"), but under fog of
war a line that names a unit or a hex the viewer cannot see tells them where the enemy
is. So the units, hexes and numbers a reason mentions are kept as fields beside its
template; a viewer's screen drops the reason when an acting unit is hidden, or renders it
again with a hidden hex put into words (`render`).

`Reason` is a `str` (its text, as before): players, logs and `vvs replay` that know only
text keep working. The fields travel as `about` in the decision event and as
`reason_about` in the log entry; a log written before them replays as plain text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any


def _joined(value: Any) -> Any:
    return ", ".join(value) if isinstance(value, (list, tuple)) else value


class Reason(str):
    """Text rendered from `template` (str.format fields) and its values by kind."""

    template: str
    units: Mapping[str, tuple[str, ...]]
    hexes: Mapping[str, str]
    numbers: Mapping[str, float]
    acting: tuple[str, ...]

    def __new__(cls, template: str, *, units: Mapping[str, str | Sequence[str]] | None = None,
                hexes: Mapping[str, str] | None = None, numbers: Mapping[str, float] | None = None,
                acting: Sequence[str] = ()) -> Reason:
        unit_fields = {k: (v,) if isinstance(v, str) else tuple(v) for k, v in (units or {}).items()}
        hex_fields = dict(hexes or {})
        number_fields = dict(numbers or {})
        values = {**{k: _joined(v) for k, v in unit_fields.items()}, **hex_fields, **number_fields}
        made = super().__new__(cls, template.format(**values))
        made.template, made.units, made.hexes, made.numbers = template, unit_fields, hex_fields, number_fields
        made.acting = tuple(acting)
        return made

    @classmethod
    def plain(cls, text: str) -> Reason:
        """A reason that mentions nothing (its braces kept as text)."""
        return cls(text.replace("{", "{{").replace("}", "}}"))

    def mentioned_units(self) -> set[str]:
        """Every unit the reason names or is about (the acting ones too)."""
        return {u for ids in self.units.values() for u in ids} | set(self.acting)

    def mentioned_hexes(self) -> set[str]:
        return set(self.hexes.values())

    def then(self, more: str) -> Reason:
        """This reason followed by another ("...; searched 31 plans ...")."""
        other = more if isinstance(more, Reason) else Reason.plain(more)
        clash = (set(self.units) | set(self.hexes) | set(self.numbers)) & (set(other.units) | set(other.hexes) | set(other.numbers))
        if clash:
            raise ValueError(f"reasons share field names {sorted(clash)}")
        return Reason(f"{self.template}; {other.template}", units={**self.units, **other.units},
                      hexes={**self.hexes, **other.hexes}, numbers={**self.numbers, **other.numbers},
                      acting=tuple(dict.fromkeys(self.acting + other.acting)))

    def acted_by(self, units: Sequence[str]) -> Reason:
        """The same reason, about these acting units as well."""
        return Reason(self.template, units=self.units, hexes=self.hexes, numbers=self.numbers,
                      acting=tuple(dict.fromkeys((*self.acting, *units))))

    def render(self, hex_text: Callable[[str], str]) -> str:
        """The text again with each hex field as `hex_text(hex)` says (a viewer's words for it)."""
        values = {**{k: _joined(v) for k, v in self.units.items()},
                  **{k: hex_text(v) for k, v in self.hexes.items()}, **self.numbers}
        return self.template.format(**values)

    def fields(self) -> dict[str, Any]:
        """The fields as plain data (for the event and the log entry)."""
        return {"template": self.template, "units": {k: list(v) for k, v in self.units.items()},
                "hexes": dict(self.hexes), "numbers": dict(self.numbers), "acting": list(self.acting)}

    @classmethod
    def from_fields(cls, fields: Mapping[str, Any]) -> Reason:
        return cls(str(fields["template"]), units=fields.get("units") or {}, hexes=fields.get("hexes") or {},
                   numbers=fields.get("numbers") or {}, acting=fields.get("acting") or ())


def reason_from(text: str | None, fields: Mapping[str, Any] | None) -> str | None:
    """A reason read back from a log entry: with its fields when the entry has them (and they
    still make its text), else the text alone."""
    if text is None or not fields:
        return text
    try:
        made = Reason.from_fields(fields)
    except (KeyError, ValueError, IndexError, TypeError):
        return text
    return made if str(made) == text else text
