"""Special scenario rules (4.3) a battle location's template asks for, made for one generated battle.

A template names sides by role (attacker, defender), since the generator picks the
nations; a hold covers the side's whole set-up (an ambush: the defender keeps still
until fired upon), so its hexes are known only once the forces are deployed. A side
a no-smoke rule binds is given no smoke factors (placement refuses the two together).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from core.scenario import SideSetup
from core.scenario.special_rules import BOTH, HexsideAs, Hold, NoSmoke, SideModifier, SpecialRule, Visibility, binds


def _side(role: str, attacker: str, defender: str) -> str:
    return {"attacker": attacker, "defender": defender}.get(role, role)


def location_rules(specs: tuple[dict[str, Any], ...], attacker: str, defender: str,
                   sides: dict[str, SideSetup]) -> tuple[SpecialRule, ...]:
    """The rules of the template's `specs` for a battle with these sides, set up as `sides`."""
    rules: list[SpecialRule] = []
    for spec in specs:
        kind, side = spec["rule"], _side(str(spec.get("side", "")), attacker, defender)
        if kind == HexsideAs.KIND:
            rules.append(HexsideAs(spec["source"], spec["target"]))
        elif kind == NoSmoke.KIND:
            rules.append(NoSmoke(BOTH if side == BOTH else side))
        elif kind == Hold.KIND:
            hexes = tuple(dict.fromkeys(s.hex for s in sides[side].stacks))
            if hexes:
                rules.append(Hold(side, hexes, spec.get("until_turn"), bool(spec.get("until_fired_upon", False))))
        elif kind == SideModifier.KIND:
            rules.append(SideModifier(side, int(spec.get("rally", 0)), int(spec.get("fire", 0))))
        elif kind == Visibility.KIND:  # a night attack: no sight beyond `sight` hexes on the turns named
            last = spec.get("to_turn")
            rules.append(Visibility(int(spec["sight"]), int(spec.get("from_turn", 1)), None if last is None else int(last)))
    return tuple(rules)


def without_forbidden_smoke(sides: dict[str, SideSetup], rules: tuple[SpecialRule, ...]) -> dict[str, SideSetup]:
    """The sides with no smoke factors where a no-smoke rule binds them."""
    return {name: replace(side, smoke_factors=0) if any(isinstance(r, NoSmoke) and binds(r, name) for r in rules) else side
            for name, side in sides.items()}
