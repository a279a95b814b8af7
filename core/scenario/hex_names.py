"""One name for each hex: a seam hex is printed on two boards, and a scenario uses one of them.

The last column of a board and the first column of the next are one column of
whole hexes, so `b1:U3` and `b2:A3` can name the same hex; the battlefield
calls it by the name printed on the board to its left. A scenario is brought
to those names when it is loaded against its battlefield (`canonical_scenario`)
and every edit brings the names it is given to them (`edit_hex`), so the
scenario, the editor's view of it and the engine's state compare hex names as
plain strings. `canonical_hex` is the one rule both use.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from core.boards.battlefield import Battlefield, BattlefieldError
from core.boards.board import BoardError
from core.boards.library import shipped_battlefield
from core.scenario.model import BoardRef, Scenario, SideSetup
from core.scenario.special_rules import rule_hexes, with_hexes


def canonical_hex(battlefield: Battlefield, name: str) -> str:
    """The battlefield's name for the hex `name` names (`b2:A3` -> `b1:K3` at a seam).

    A name that is no hex of the battlefield is kept as written: the placement
    rules report it, in the designer's own words.
    """
    try:
        return battlefield.name(battlefield.parse(name))
    except ValueError:
        return name


def canonical_scenario(scenario: Scenario, battlefield: Battlefield) -> Scenario:
    """The scenario with every hex name it holds replaced by the battlefield's name for it."""

    def named(name: str) -> str:
        return canonical_hex(battlefield, name)

    def side(setup: SideSetup) -> SideSetup:
        return replace(setup, stacks=tuple(replace(s, hex=named(s.hex)) for s in setup.stacks))

    victory = replace(scenario.victory, exit_hexes=tuple(named(h) for h in scenario.victory.exit_hexes))
    return replace(
        scenario, allied=side(scenario.allied), axis=side(scenario.axis), victory=victory,
        fortifications=tuple(replace(f, hex=named(f.hex)) for f in scenario.fortifications),
        tunnels=tuple(replace(t, hexes=tuple(named(h) for h in t.hexes)) for t in scenario.tunnels),
        objectives=tuple(replace(o, hex=named(o.hex)) for o in scenario.objectives),
        smoke=tuple(replace(s, hex=named(s.hex)) for s in scenario.smoke),
        special_rules=tuple(with_hexes(r, tuple(named(h) for h in rule_hexes(r))) for r in scenario.special_rules),
    )


def edit_hex(scenario: Scenario, name: str) -> str:
    """The name an edit files a piece under: the canonical one on the scenario's shipped boards.

    Edits carry no battlefield, so they name hexes on the boards installed with
    the program; on boards that are not (a package's own) the name is kept as
    given, and the package's scenario is brought to canonical names when it is
    loaded with its boards (core.documents.check).
    """
    return _edit_hex(scenario.boards, name)


def edit_hexes(scenario: Scenario) -> Scenario:
    """Every name in the scenario as `edit_hex` gives it: after its boards were rearranged."""
    battlefield = _shipped(scenario.boards)
    return scenario if battlefield is None else canonical_scenario(scenario, battlefield)


@lru_cache(maxsize=4096)
def _edit_hex(boards: tuple[BoardRef, ...], name: str) -> str:
    battlefield = _shipped(boards)
    return name if battlefield is None else canonical_hex(battlefield, name)


def _shipped(boards: tuple[BoardRef, ...]) -> Battlefield | None:
    try:
        return shipped_battlefield(tuple((b.board, b.rotated) for b in boards))
    except (BattlefieldError, BoardError):
        return None

