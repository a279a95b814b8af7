"""The generated title and briefing: the place, the forces, the objectives, the seed.

Place names come from the template (each is a label printed on its board) and
objective names from the board template; unit names from the catalogue. The
words are built here from short patterns, so every briefing reads like a
designer's and a player sees at once who attacks what with which forces.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from core.units import UnitCatalogue
from generator.forces import Force
from generator.rng import Rng
from generator.settings import Settings
from generator.templates import ObjectiveSpot

TITLES = ("Attack on {place}", "The fight for {place}", "Assault at {place}", "Battle for {place}", "Clash at {place}")
SECTION_WORDS = {"weapons": "weapons section", "engineer": "engineer section", "tank_hunter": "tank hunter section"}
MISSION_WORDS = (("light_barrage", "light barrage"), ("heavy_barrage", "heavy barrage"), ("air_strike", "air strike"))


@dataclass(frozen=True)
class Briefing:
    title: str
    description: str


def _count(n: int, word: str) -> str:
    return f"a{'n' if word[0] in 'aeiouAEIOU' else ''} {word}" if n == 1 else f"{n} {word}s"


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def describe_force(force: Force, catalogue: UnitCatalogue) -> str:
    """'2 platoons of Rifle squads, a company HQ, a weapons section and 2 M4A1 Sherman (75mm)'."""
    parts = []
    platoons = [f for f in force.formations if f.kind == "platoon"]
    if platoons:
        squad = Counter(u.type for f in platoons for u in f.units if catalogue.get(u.type).kind.value == "squad").most_common(1)[0][0]
        parts.append(f"{_count(len(platoons), 'platoon')} of {catalogue.get(squad).name}s")
    hq = force.count("hq")
    if hq:
        parts.append(_count(hq, "company HQ"))
    for kind, word in SECTION_WORDS.items():
        if force.count(kind):
            parts.append(_count(force.count(kind), word))
    machines = Counter(u.type for f in force.formations if f.kind in ("tank", "at_gun") for u in f.units)
    parts += [f"{n} x {catalogue.get(t).name}" if n > 1 else catalogue.get(t).name for t, n in sorted(machines.items())]
    missions = [_count(getattr(force.fire_support, attr), word) for attr, word in MISSION_WORDS if getattr(force.fire_support, attr)]
    text = _join(parts)
    if missions:
        text += f"; fire support: {_join(missions)}"
    return text


def _goal(settings: Settings, objectives: tuple[ObjectiveSpot, ...], required: int | None, turns: int, exit_text: str) -> str:
    if settings.scenario_type == "objective":
        names = _join([f"{o.name} ({o.hex})" for o in objectives])
        count = len(objectives)
        how_many = ("both" if count == 2 else f"all {count}") if required == count else f"{required} of the {count}"
        return (f"The objectives are {names}. The attacker must take and hold {how_many} within {turns} turns; "
                "they start in the defender's hands.")
    if settings.scenario_type == "exit":
        return f"The attacker must break through and exit {exit_text} within {turns} turns."
    return f"The side that inflicts the heavier losses in {turns} turns wins."


def write_briefing(rng: Rng, *, settings: Settings, seed: int, place: str, attacker: Force, defender: Force,
                   objectives: tuple[ObjectiveSpot, ...], required: int | None, turns: int, exit_text: str,
                   catalogue: UnitCatalogue) -> Briefing:
    title = rng.choice(TITLES).format(place=place)
    opening = (f"{attacker.nation.adjective} troops attack {defender.nation.adjective} positions at {place}. "
               + _goal(settings, objectives, required, turns, exit_text))
    lines = [
        opening,
        f"Attacker ({attacker.nation.adjective}): {describe_force(attacker, catalogue)}.",
        f"Defender ({defender.nation.adjective}): {describe_force(defender, catalogue)}.",
        (f"Generated battle: {settings.size}, {settings.force_type} forces, {settings.role} role, seed {seed}. "
         "Edit it freely, or save it under a name of its own to keep it."),
    ]
    return Briefing(title, "\n\n".join(lines))
