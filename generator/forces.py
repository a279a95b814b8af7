"""Force building as the PC game's generator does it (seed 004, "Forces in Play").

The basic unit is the platoon: a leader, three or four squads by nationality
and its support weapons. Medium and large battles field companies: three or
four platoons and a company HQ (a half squad and a senior leader). Each side
adds support sections (weapons, engineer, tank hunter), vehicles or guns, and
fire missions by battle size. The attacker gets tanks only; the defender gets
tanks or AT guns. The national customizations are numbers in the tables
(generator/data/forces.json), applied here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from core.scenario import FireSupport, Unit
from core.units import UnitCatalogue, point_value
from generator.force_data import MISSIONS, ForceTables, NationTable, SizeTable
from generator.rng import Rng
from generator.settings import Settings
from generator.templates import PlacementRole


def ordinal(index: int) -> str:
    """'1st', '2nd', '3rd', '4th' ... for a zero-based index."""
    n = index + 1
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"

SUPPORT_KINDS = ("weapons", "engineer", "tank_hunter")
MAX_ATTACHED = 4
PLATOON_GAP = 40
"""Points short at which balancing adds a whole platoon (where the size allows) rather than a support section."""


@dataclass(frozen=True)
class Formation:
    """Units that deploy together: a platoon, an HQ, a section, a tank, a gun."""

    label: str
    kind: str  # platoon, hq, weapons, engineer, tank_hunter, tank, at_gun
    role: PlacementRole
    units: tuple[Unit, ...]


@dataclass
class Force:
    """One side's whole order of battle before it is placed on the map."""

    side: str
    nation: NationTable
    attacker: bool
    formations: list[Formation] = field(default_factory=list)
    expendables: Counter[str] = field(default_factory=Counter)
    fire_support: FireSupport = field(default_factory=FireSupport)
    smoke_factors: int = 0
    sniper: bool = False

    def points(self, catalogue: UnitCatalogue, mission_points: dict[str, int]) -> int:
        """Unit points (core.units.point_value) of every counter, weapon and fire mission."""
        total = sum(_unit_points(u, catalogue) for f in self.formations for u in f.units)
        total += sum(point_value(catalogue.get(w)) * n for w, n in self.expendables.items())
        missions: int = sum(int(getattr(self.fire_support, m)) * mission_points[m] for m in MISSIONS)
        return total + missions

    def count(self, kind: str) -> int:
        return sum(1 for f in self.formations if f.kind == kind)


def _unit_points(unit: Unit, catalogue: UnitCatalogue) -> int:
    return point_value(catalogue.get(unit.type)) + sum(point_value(catalogue.get(w)) for w in unit.weapons)


class ForceBuilder:
    """Builds one side; every draw comes from the side's own stream."""

    def __init__(self, rng: Rng, tables: ForceTables, size: SizeTable, settings: Settings, side: str) -> None:
        self.rng = rng
        self.tables = tables
        self.size = size
        self.settings = settings
        self.attacker = side == settings.attacker
        self.nation = tables.nations[settings.nation_of(side)]
        self.force = Force(side, self.nation, self.attacker)
        self._prefix = "a" if side == "allied" else "x"
        self._next = 0
        self.squad, self.half_squad = self.nation.infantry[settings.force_type]
        self.platoons: list[int] = []  # platoons per company (one entry when there is no company)
        self.attached = 0  # platoons lent from other companies by the balancing

    def unit(self, type_id: str, weapons: tuple[str, ...] = (), facing: int | None = None) -> Unit:
        self._next += 1
        return Unit(id=f"{self._prefix}{self._next}", type=type_id, weapons=weapons, facing=facing)

    def add(self, label: str, kind: str, role: PlacementRole, units: list[Unit]) -> None:
        self.force.formations.append(Formation(label, kind, role, tuple(units)))

    # --- infantry -------------------------------------------------------------

    def leader(self, rank: int) -> Unit:
        """Rank 1-3; the German customization makes a senior leader likelier."""
        senior = self.rng.chance(self.nation.senior_leader_chance)
        return self.unit(self.nation.leaders[min(rank + (1 if senior else 0), 3) - 1])

    def platoon(self, label: str, role: PlacementRole) -> None:
        squads = self.nation.squads_per_platoon + (1 if self.rng.chance(self.nation.extra_squad_chance) else 0)
        squads = min(squads, 4)
        weapons = 1 + (1 if self.rng.chance(self.nation.support_weapon_chance) else 0)
        units = [self.leader(1)]
        for index in range(squads):
            carried = (self.rng.choice(self.nation.platoon_weapons),) if index < weapons else ()
            units.append(self.unit(self.squad, carried))
        self.add(label, "platoon", role, units)

    def company_name(self, number: int) -> str:
        return f"{ordinal(number)} company" if self.size.companies > 1 else "the company"

    def company(self, number: int, platoons: int) -> None:
        name = self.company_name(number)
        self.add(f"HQ of {name}", "hq", PlacementRole.RESERVE, [self.leader(2), self.unit(self.half_squad)])
        for index in range(platoons):
            reserve = not self.attacker and index == platoons - 1
            role = PlacementRole.RESERVE if reserve else PlacementRole.INFANTRY
            self.platoon(f"{ordinal(index)} platoon, {name}", role)
        self.platoons.append(platoons)

    def add_platoon(self) -> bool:
        """One more platoon where the size still allows one (seed 004's platoon counts stay kept)."""
        for number, count in enumerate(self.platoons):
            if count < self.size.platoons[1]:
                self.platoons[number] += 1
                where = f", {self.company_name(number)}" if self.size.companies else ""
                self.platoon(f"{ordinal(count)} platoon{where}", PlacementRole.INFANTRY)
                return True
        return False

    # --- support --------------------------------------------------------------

    def support(self, kind: str) -> None:
        number = self.force.count(kind) + 1
        if kind == "weapons":
            self.add(f"weapons section {number}", kind, PlacementRole.MG,
                     [self.unit(self.half_squad, (self.rng.choice(self.nation.heavy_weapons),))])
        elif kind == "engineer":
            carried = self.rng.choice(self.nation.engineer_weapons) if self.nation.engineer_weapons and self.rng.chance(0.5) else None
            if carried is None:
                self.force.expendables[self.rng.choice(self.nation.charges)] += 1
            self.add(f"engineer section {number}", kind, PlacementRole.INFANTRY,
                     [self.unit(self.nation.engineer, (carried,) if carried else ())])
        else:
            carried = self.rng.choice(self.nation.anti_tank_carried) if self.nation.anti_tank_carried else None
            if carried is None or (self.nation.anti_tank_expendable and self.rng.chance(0.4)):
                self.force.expendables[self.rng.choice(self.nation.anti_tank_expendable)] += 2
                carried = None
            self.add(f"tank hunter section {number}", kind, PlacementRole.AT_GUN,
                     [self.unit(self.half_squad, (carried,) if carried else ())])

    def random_support(self) -> None:
        weights = dict(self.tables.support)
        weights["weapons"] *= 1 + self.nation.support_weapon_chance  # the American customization
        self.support(self.rng.weighted(SUPPORT_KINDS, [weights[k] for k in SUPPORT_KINDS]))

    def points(self, catalogue: UnitCatalogue) -> int:
        return self.force.points(catalogue, self.tables.balance.fire_mission_points)

    def reinforce(self, gap: float) -> None:
        """One more formation for a side that is short of points: a platoon for a wide gap."""
        if gap < PLATOON_GAP or not (self.add_platoon() or self.attach_platoon()):
            self.random_support()

    def attach_platoon(self) -> bool:
        """A platoon lent from another company for this battle, once the own companies are full:
        how a commander masses for an attack, or thickens a line, when support sections alone
        would take a dozen rounds to close the gap (at most MAX_ATTACHED per side)."""
        if self.attached >= MAX_ATTACHED:
            return False
        self.attached += 1
        self.platoon(f"attached platoon {self.attached}", PlacementRole.INFANTRY)
        return True

    def armor(self) -> None:
        """Vehicles or guns: the attacker gets tanks only, the defender tanks or AT guns."""
        table = self.size.armor[self.settings.role]
        if not self.rng.chance(table.chance):
            return
        count = self.rng.between(*table.count)
        guns = not self.attacker and self.rng.chance(self.nation.defender_guns_chance)
        choices = self.nation.at_guns if guns else self.nation.tanks
        for index in range(count):
            type_id = self.rng.weighted(choices.types, choices.weights)
            kind, role = ("at_gun", PlacementRole.AT_GUN) if guns else ("tank", PlacementRole.TANK)
            self.add(f"{'AT gun' if guns else 'tank'} {index + 1}", kind, role, [self.unit(type_id, facing=0)])

    def fire_missions(self) -> None:
        counts = {m: self.rng.between(*self.size.fire_missions[m]) for m in MISSIONS}
        if self.rng.chance(self.nation.fire_mission_chance):  # the British customization
            counts["light_barrage"] += 1
        self.force.fire_support = FireSupport(counts["light_barrage"], counts["heavy_barrage"], counts["air_strike"])

    # --- the whole side -------------------------------------------------------

    def build(self) -> Force:
        if self.size.companies == 0:
            count = self.rng.between(*self.size.platoons)
            for index in range(count):
                self.platoon(f"{ordinal(index)} platoon", PlacementRole.INFANTRY)
            self.platoons.append(count)
        else:
            for number in range(self.size.companies):
                self.company(number, self.rng.between(*self.size.platoons))
        for _ in range(self.rng.between(*self.size.support)):
            self.random_support()
        if self.rng.chance(self.nation.support_weapon_chance / 2):
            self.support("weapons")
        self.armor()
        self.fire_missions()
        self.force.expendables[self.nation.grenades] += self.rng.between(*self.size.grenades)
        self.force.smoke_factors = self.rng.between(*self.size.smoke) if self.attacker else self.rng.between(0, self.size.smoke[0])
        self.force.sniper = not self.attacker and self.rng.chance(self.size.sniper_chance)
        return self.force


def balance(attacker: ForceBuilder, defender: ForceBuilder, catalogue: UnitCatalogue, defender_bonus: int, target: float) -> float:
    """Add platoons or support sections until the attacker has about `target` points per
    defender point, and return the ratio reached.

    The target comes from the measured balance model (generator/balance_model.py), not
    from a fixed band: how much stronger an attacker must be depends on the size, the
    scenario type and the ground. The defender's fortifications count for it
    (`defender_bonus`); the rounds are bounded, so a battle that cannot be brought
    closer stays as it is, and its expected win rate says so.
    """
    rules = attacker.tables.balance
    low, high = target * (1 - rules.tolerance), target * (1 + rules.tolerance)
    for _ in range(rules.rounds):
        ours, theirs = attacker.points(catalogue), defender.points(catalogue) + defender_bonus
        if ours < low * theirs:
            attacker.reinforce(target * theirs - ours)
        elif ours > high * theirs:
            defender.reinforce((ours - target * theirs) / target)
        else:
            break
    return attacker.points(catalogue) / max(1, defender.points(catalogue) + defender_bonus)
