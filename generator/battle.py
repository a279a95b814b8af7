"""generate(settings, seed) -> Scenario: the random battle, step by step as the PC game does it.

Select the map and the battle location, place the objectives and the random
map additions, generate both forces, balance them, place them, write the
briefing, then check the result with the core's placement rules and the
scenario schema. A location whose areas cannot hold the forces is given up for
the next one (in an order drawn from the seed); when none can, or the result
breaks a rule, GenerationError says why instead of handing out a bad battle.

Same resolved settings and seed, same scenario, byte for byte: every draw
comes from a stream named after its step (generator/rng.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from core.jsonio import FileFormatError, validate
from core.placement import violations
from core.scenario import (
    GeneratorInfo,
    Objective,
    Scenario,
    ScenarioType,
    SideSetup,
    Victory,
)
from core.scenario.hex_names import canonical_hex
from core.scenario.io import to_dict
from core.terrain import UnitClass
from core.texts import Text, TextError, text, word
from core.units import Kind, UnitCatalogue
from generator import expectation as shown_figures
from generator.arena import Arena, arena_for
from generator.balance_model import Features, Plan, balance_model, battle_features
from generator.briefing import write_briefing
from generator.deploy import Deployer, PlacementFailure
from generator.expectation import Expectation
from generator.force_data import ForceTables, force_tables
from generator.forces import Force, ForceBuilder, balance
from generator.map_additions import (
    TemplateShortage,
    choose_objectives,
    fortification_points,
    place_additions,
)
from generator.rng import Rng
from generator.settings import Settings, check_seed
from generator.special_rules import location_rules, without_forbidden_smoke
from generator.templates import templates_for
from generator.user_boards import UserBoards

MAX_ATTEMPTS = 6
STEPS = ("map", "objectives", "additions", "forces", "placement", "check")

Progress = Callable[[str], bool | None]
"""Called with each step's name before it runs; returning False cancels the generation."""


class GenerationError(TextError):
    """No legal battle could be made from these settings; the message says why (`sentence`:
    the template and values the editor translates)."""


class GenerationCancelled(GenerationError):
    """The progress callback asked to stop."""


@dataclass(frozen=True)
class Generated:
    """A generated battle and what went into it (for the dialog and `vvs generate --json`)."""

    scenario: Scenario
    settings: Settings  # resolved: no "random" left
    seed: int
    template: str
    location: str
    points: dict[str, int]
    forces: dict[str, Force]  # by side: the formations, for the dialog's order of battle
    ratio: float  # attacker points per defender point, fortifications counting for the defender
    features: Features  # what the balance model reads (generator/balance_model.py)
    user_boards: bool = False  # dealt on a template derived from a user's boards, which the model never saw

    @property
    def model_attacker_win(self) -> float:
        """The model's per-battle attacker win rate (0-1), `ai:normal` on both sides: what the
        balancing aims with and the bench scores; not what a player is shown (`expectation`)."""
        return balance_model().win_rate(self.features)

    @property
    def expectation(self) -> Expectation:
        """What the battle shows of the attacker's chances, and which kind of figure it is
        (generator/expectation.py: the model only where it beat a constant held out)."""
        return shown_figures.expectation_for(self.settings.size, self.model_attacker_win, shown_figures.held_out(),
                                             self.user_boards)


def generate(settings: Settings, seed: int, progress: Progress | None = None) -> Scenario:
    """The battle for these settings and seed; raises GenerationError when none can be made."""
    return generate_battle(settings, seed, progress).scenario


def generate_battle(settings: Settings, seed: int, progress: Progress | None = None, *, plan: Plan | None = None,
                    boards: UserBoards | None = None) -> Generated:
    """The battle and what went into it. `plan` makes the balancing aim at that force ratio and
    turn count instead of the fair ones the balance model gives (generator/calibration.py
    samples plans so). `boards` deals it on a user's boards (generator/user_boards.py) instead
    of the shipped battlefields."""
    seed = check_seed(seed)
    if boards is not None:
        settings = boards.settle_size(settings, seed)
    resolved = settings.resolve(seed)
    tables = force_tables()
    rng = Rng(seed, "battle")
    _step(progress, "map")
    templates = templates_for(resolved.size) if boards is None else boards.templates_for(resolved.size)
    locations = [(t.id, loc.id) for t in templates for loc in t.locations]
    if not locations:
        raise GenerationError(Text.of(text("no battlefield template serves {size} battles"), size=word(resolved.size)))
    rng.fork("map").shuffle(locations)
    reasons = []
    for attempt, (template_id, location_id) in enumerate(locations[:MAX_ATTEMPTS]):
        arena = arena_for(template_id, location_id) if boards is None else boards.arena(template_id, location_id)
        try:
            built = _build(arena, resolved, seed, tables, rng.fork(f"attempt-{attempt}"), progress, plan)
            return built if boards is None else replace(built, user_boards=boards.derived(template_id))
        except (PlacementFailure, TemplateShortage) as error:
            reasons.append(Text.of("{location}: {reason}", location=f"{template_id}/{location_id}", reason=error.sentence))
    raise GenerationError(Text.of(text("no battle location could hold these forces: {reasons}"), reasons=tuple(reasons)))


def _step(progress: Progress | None, name: str) -> None:
    if progress is not None and progress(name) is False:
        raise GenerationCancelled(f"generation cancelled before the {name} step")


def _build(arena: Arena, settings: Settings, seed: int, tables: ForceTables, rng: Rng, progress: Progress | None,
           plan: Plan | None) -> Generated:
    size = tables.sizes[settings.size]
    catalogue = arena.context.units
    _step(progress, "objectives")
    objectives = choose_objectives(arena, size, rng.fork("objectives")) if settings.scenario_type == "objective" else ()
    _step(progress, "additions")
    fortifications = place_additions(arena, size, rng.fork("additions"), settings.defender)
    _step(progress, "forces")
    builders = {side: ForceBuilder(rng.fork(f"force-{side}"), tables, size, settings, side) for side in ("allied", "axis")}
    forces = {side: builder.build() for side, builder in builders.items()}
    bonus = fortification_points(fortifications, tables.balance.fortification_points)
    squads = _squads(forces[settings.attacker], catalogue)  # the exit goal counts the force as built, not as reinforced
    features = _features(settings, arena, forces, Plan(1.0, 0))
    if plan is None:
        plan = balance_model().fair_plan(features, settings.size, settings.scenario_type)
    reached = balance(builders[settings.attacker], builders[settings.defender], catalogue, bonus, plan.ratio)
    features = _features(settings, arena, forces, Plan(reached, plan.extra_turns))
    turns = size.turns + plan.extra_turns
    _step(progress, "placement")
    deployer = Deployer(arena, fortifications, tables.deployment)
    deployer.place(forces[settings.attacker], rng.fork("place-attacker"))
    deployer.place(forces[settings.defender], rng.fork("place-defender"))
    required = max(min(2, len(objectives)), len(objectives) - size.spare_objectives) if objectives else None
    exit_hexes, exit_units, exit_text = _exit_goal(arena, squads, size.exit_share) if settings.scenario_type == "exit" else ((), None, "")
    briefing = write_briefing(rng.fork("briefing"), settings=settings, seed=seed, place=arena.location.place,
                              attacker=forces[settings.attacker], defender=forces[settings.defender], objectives=objectives,
                              required=required, turns=turns, exit_text=exit_text, catalogue=catalogue)
    sides = {side: _side(force, deployer, catalogue) for side, force in forces.items()}
    rules = location_rules(arena.location.special_rules, settings.attacker, settings.defender, sides)
    sides = without_forbidden_smoke(sides, rules)
    scenario = Scenario(
        title=briefing.title, description=briefing.description, boards=arena.template.boards,
        allied=sides["allied"], axis=sides["axis"], type=ScenarioType(settings.scenario_type),
        attacker=settings.attacker, first_player=settings.attacker, turns=turns,
        victory=Victory(objectives_required=required, exit_units=exit_units, exit_hexes=exit_hexes),
        fog_of_war=settings.fog_of_war, dice_bias=settings.dice_bias, fortifications=fortifications,
        objectives=tuple(Objective(canonical_hex(arena.battlefield, o.hex), settings.defender) for o in objectives),
        generator=GeneratorInfo(seed, tuple(sorted(settings.to_dict().items()))), special_rules=rules,
    )
    _step(progress, "check")
    _check(scenario, arena)
    points = {side: force.points(catalogue, tables.balance.fire_mission_points) for side, force in forces.items()}
    points[settings.defender] += bonus
    return Generated(scenario, settings, seed, arena.template.id, arena.location.id, points, forces, reached, features)


def _features(settings: Settings, arena: Arena, forces: dict[str, Force], plan: Plan) -> Features:
    """What the balance model knows of this battle before the forces are evened out."""
    def count(side: str, kinds: tuple[str, ...]) -> int:
        return sum(1 for f in forces[side].formations if f.kind in kinds)

    return battle_features(size=settings.size, scenario_type=settings.scenario_type, template=arena.template.id,
                           location=arena.location.id, attacker=settings.attacker, allied=settings.allied,
                           force_type=settings.force_type, role=settings.role,
                           attacker_tanks=count(settings.attacker, ("tank",)),
                           defender_armour=count(settings.defender, ("tank", "at_gun")), ratio=plan.ratio,
                           extra_turns=plan.extra_turns)


def _side(force: Force, deployer: Deployer, catalogue: UnitCatalogue) -> SideSetup:
    units = [u for f in force.formations for u in f.units]
    return SideSetup(
        nationality=force.nation.code,
        half_squads=any(catalogue.get(u.type).kind is Kind.HALF_SQUAD for u in units),
        stacks=deployer.stacks(force.attacker),
        expendables=tuple(sorted((w, n) for w, n in force.expendables.items() if n > 0)),
        smoke_factors=force.smoke_factors, fire_support=force.fire_support, sniper=force.sniper,
    )


def _squads(force: Force, catalogue: UnitCatalogue) -> int:
    return sum(1 for f in force.formations for u in f.units if catalogue.get(u.type).kind in (Kind.SQUAD, Kind.HALF_SQUAD))


def _exit_goal(arena: Arena, squads: int, share: float) -> tuple[tuple[str, ...], int, str]:
    """Exit hexes on the map edge behind the defender; the size's share of the attacker's squads
    (as its force was built, before balancing lent it more; at least two) must get out."""
    battlefield = arena.battlefield
    east = arena.defender.centre[0] > arena.attacker.centre[0]
    edge = "east" if east else "west"
    hexes = [h for h in battlefield.edge_hexes(edge) if arena.context.terrain_at(h).cost(UnitClass.INFANTRY) is not None]
    count = max(2, int(squads * share))
    return tuple(battlefield.name(h) for h in hexes), count, f"{count} squads or half squads off the {edge} edge"


def _check(scenario: Scenario, arena: Arena) -> None:
    """The guarantee: a generated battle passes the placement rules and the schema, or is not given out."""
    problems = violations(scenario, arena.context)
    if problems:
        raise GenerationError(Text.of(text("the generated battle breaks {count} rule(s), first: {problem}"),
                                      count=len(problems), problem=str(problems[0])))
    try:
        validate(to_dict(scenario), "scenario.schema.json", "generated scenario")
    except FileFormatError as error:
        raise GenerationError(Text.of(text("the generated battle does not fit the scenario format: {error}"),
                                      error=str(error))) from None
