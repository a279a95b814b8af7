"""Time the placement check on a four-board battlefield: `python bench/validate_bench.py`.

The editor checks the whole scenario after every edit, so what matters is one
call of `violations()` with the battlefield's Context kept between edits:
once for the scenario as built ("full"), and again after one stack moves to
a neighbouring hex ("after one move"), the edit a designer makes most. The
scenario is a medium battle of 150 counters (units, passengers, towed guns
and support weapons) on legal hexes, with fortifications, smoke and
objectives, and it must check clean. Budget: under 5 ms after one move.
Uses the first four boards in maps/ when there are four, otherwise four
numbered copies of a purpose-made test board.
"""

from __future__ import annotations

import dataclasses
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.boards.board import Board, load_board
from core.boards.library import standard_boards
from core.hexes import Hex
from core.placement import Context, context_for, violations
from core.scenario import (
    BoardRef,
    Fortification,
    Objective,
    Scenario,
    ScenarioType,
    SideSetup,
    SmokeMarker,
    Stack,
    Unit,
    Victory,
)
from core.terrain import UnitClass

TEST_BOARD = ROOT / "tests" / "core" / "boards" / "placement_country.json"
COUNTERS = 150
REPEATS = 300
BUDGET_MS = 5.0


def four_boards() -> tuple[dict[int, Board], str]:
    shipped = standard_boards()
    if len(shipped) >= 4:
        numbers = sorted(shipped)[:4]
        return {n: shipped[n] for n in numbers}, f"maps/ boards {numbers}"
    board = load_board(TEST_BOARD)
    return {n: dataclasses.replace(board, number=n) for n in (1, 2, 3, 4)}, f"four copies of {TEST_BOARD.name}"


class Deployer:
    """Hands out unused hexes that suit a kind of counter, west boards for one side, east for the other."""

    def __init__(self, ctx: Context, seed: int = 7) -> None:
        self.ctx = ctx
        self.rng = random.Random(seed)
        self.used: set[Hex] = set()
        self.ids = 0

    def hex(self, west: bool, suits: Callable[[Hex], bool]) -> str:
        field = self.ctx.battlefield
        half = field.columns // 2
        options = [h for h in field.ordered if h not in self.used and (h.q < half) == west and suits(h)]
        choice = self.rng.choice(options)
        self.used.add(choice)
        return field.name(choice)

    def unit(self, type_id: str, *weapons: str, facing: int | None = None, passengers: tuple[Unit, ...] = (), towed: Unit | None = None) -> Unit:
        self.ids += 1
        return Unit(f"u{self.ids}", type_id, facing, weapons, passengers, towed)

    # what may stand where (10.5, 10.12-10.13, 19.2)
    def terrain(self, h: Hex) -> str:
        return self.ctx.battlefield.terrain(h)

    def infantry(self, h: Hex) -> bool:
        return self.ctx.terrain_at(h).cost(UnitClass.INFANTRY) is not None or h in self.ctx.battlefield.bridges

    def vehicle(self, h: Hex) -> bool:
        return self.infantry(h) and (self.terrain(h) != "building" or self.ctx.battlefield.has_road(h))

    def large_gun(self, h: Hex) -> bool:
        return self.infantry(h) and self.terrain(h) != "building"

    def open_ground(self, h: Hex) -> bool:
        return self.terrain(h) in ("open", "field") and h not in self.ctx.battlefield.bridges

    def dug_in(self, h: Hex) -> bool:
        return self.terrain(h) in ("open", "field", "woods", "crop", "orchard") and h not in self.ctx.battlefield.bridges


def counters(units: tuple[Unit, ...]) -> int:
    return sum(1 + len(u.weapons) + counters(tuple(u.carried())) for u in units)


def allied_side(d: Deployer) -> SideSetup:
    """An American rifle company with armour and halftracks, attacking from the west."""
    stacks = [
        *(Stack(d.hex(True, d.infantry), (d.unit("us.rifle_squad", "us.m1919a6"), d.unit("us.rifle_squad"), d.unit("us.leader_1"))) for _ in range(8)),
        *(Stack(d.hex(True, d.vehicle), (d.unit("us.m3_halftrack", facing=1, passengers=(d.unit("us.rifle_squad", "us.bazooka"), d.unit("us.leader_2"))),)) for _ in range(3)),
        *(Stack(d.hex(True, d.vehicle), (d.unit("us.truck", facing=2, passengers=(d.unit("us.rifle_squad"),), towed=d.unit("us.m1_57mm")),)) for _ in range(2)),
        *(Stack(d.hex(True, d.vehicle), (d.unit("us.m4a3e8", facing=1),)) for _ in range(3)),
        *(Stack(d.hex(True, d.vehicle), (d.unit("us.m4a1", facing=2), d.unit("us.rifle_squad", "us.m1919a6"), d.unit("us.rifle_squad"))) for _ in range(2)),
        Stack(d.hex(True, d.vehicle), (d.unit("us.jeep", facing=1, passengers=(d.unit("us.leader_3", "us.bazooka"),)),)),
        *(Stack(d.hex(True, d.infantry), (d.unit("us.rifle_squad", "us.bazooka"), d.unit("us.rifle_squad"))) for _ in range(3)),
    ]
    return SideSetup("us", stacks=tuple(stacks), expendables=(("us.grenades", 2),), smoke_factors=6)


def axis_side(d: Deployer, fortifications: list[Fortification]) -> SideSetup:
    """A German company dug in round the eastern village, with guns, armour and halftracks."""
    def dig(kind: str, suits: Callable[[Hex], bool], facing: int | None = None) -> str:
        name = d.hex(False, suits)
        fortifications.append(Fortification(name, kind, "axis", facing))
        return name

    stacks = [
        *(Stack(dig("foxholes" if i % 2 else "trench", d.dug_in), (d.unit("ger.rifle_squad", "ger.mg42"), d.unit("ger.rifle_squad", "ger.panzerschreck"), d.unit("ger.leader_1"))) for i in range(6)),
        *(Stack(dig("bunker_concrete", d.open_ground, 4), (d.unit("ger.rifle_squad", "ger.mg34_tripod"), d.unit("ger.rifle_squad"))) for _ in range(2)),
        *(Stack(dig("sandbags", d.open_ground), (d.unit("ger.pak40", facing=5),)) for _ in range(2)),
        Stack(d.hex(False, lambda h: d.terrain(h) == "building"), (d.unit("ger.pak38", facing=4),)),
        *(Stack(d.hex(False, d.vehicle), (d.unit(tank, facing=5), d.unit("ger.rifle_squad", "ger.mg42"))) for tank in ("ger.panther_g", "ger.pziv_h")),
        *(Stack(d.hex(False, d.vehicle), (d.unit(tank, facing=4),)) for tank in ("ger.pziv_h", "ger.stug_iii_g")),
        *(Stack(d.hex(False, d.vehicle), (d.unit("ger.sdkfz251", facing=4, passengers=(d.unit("ger.panzergrenadier_squad", "ger.mg42"), d.unit("ger.leader_2"))),)) for _ in range(2)),
        Stack(d.hex(False, d.vehicle), (d.unit("ger.opel_blitz", facing=5, passengers=(d.unit("ger.rifle_squad"), d.unit("ger.rifle_squad")), towed=d.unit("ger.le_ig18")),)),
        *(Stack(d.hex(False, d.infantry), (d.unit("ger.rifle_squad", "ger.mg42"), d.unit("ger.rifle_squad"), d.unit("ger.leader_1"))) for _ in range(4)),
        Stack(d.hex(False, lambda h: d.terrain(h) == "building"), (d.unit("ger.ss_squad", "ger.mg34"),)),
    ]
    for kind in ("minefield", "minefield", "barbed_wire", "barbed_wire"):
        dig(kind, d.open_ground)
    return SideSetup("ger", stacks=tuple(stacks), expendables=(("ger.panzerfaust", 4),), smoke_factors=2)


def battle(ctx: Context, boards: tuple[BoardRef, ...]) -> Scenario:
    d = Deployer(ctx)
    fortifications: list[Fortification] = []
    allied = allied_side(d)
    axis = axis_side(d, fortifications)
    objectives = tuple(Objective(d.hex(False, lambda h: d.terrain(h) == "building"), "axis") for _ in range(3))
    smoke = tuple(SmokeMarker(d.hex(True, d.infantry), 1 + i % 2) for i in range(3))
    return Scenario(
        "Benchmark: the village on the stream", boards, allied, axis, type=ScenarioType.OBJECTIVE, turns=8,
        victory=Victory(objectives_required=2), fortifications=tuple(fortifications), objectives=objectives, smoke=smoke,
    )


def moved(scenario: Scenario, side_name: str, index: int, hex_name: str) -> Scenario:
    """The scenario after dragging one stack to another hex: one new value, as the editor makes it."""
    side = scenario.side(side_name)
    stacks = list(side.stacks)
    stacks[index] = dataclasses.replace(stacks[index], hex=hex_name)
    return scenario.with_side(side_name, dataclasses.replace(side, stacks=tuple(stacks)))


def median_ms(action: Callable[[int], object], repeats: int = REPEATS) -> float:
    times = []
    for i in range(repeats):
        start = time.perf_counter()
        action(i)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    boards, source = four_boards()
    refs = tuple(BoardRef(n) for n in sorted(boards))
    ctx = context_for(Scenario("", refs, SideSetup("us"), SideSetup("ger")), custom_boards=boards)
    scenario = battle(ctx, refs)
    total = sum(counters(s.units) for _, side in scenario.sides() for s in side.stacks)
    problems = violations(scenario, ctx)
    if problems or total != COUNTERS:
        sys.exit(f"the benchmark battle should be {COUNTERS} legal counters; it has {total} and {len(problems)} problems:\n"
                 + "\n".join(map(str, problems)))
    sherman = next(i for i, s in enumerate(scenario.allied.stacks) if s.units[0].type == "us.m4a3e8")
    here = ctx.hex(scenario.allied.stacks[sherman].hex)
    assert here is not None
    there = ctx.battlefield.name(next(h for h in ctx.battlefield.neighbors(here) if h not in {ctx.hex(s.hex) for _, side in scenario.sides() for s in side.stacks}))
    targets = (there, scenario.allied.stacks[sherman].hex)  # there and back, so every check sees a new value
    full = median_ms(lambda i: violations(scenario, ctx))
    after_move = median_ms(lambda i: violations(moved(scenario, "allied", sherman, targets[i % 2]), ctx))
    print(f"battlefield: {source}, {len(ctx.battlefield)} hexes; {total} counters in {sum(len(s.stacks) for _, s in scenario.sides())} stacks, "
          f"{len(scenario.fortifications)} fortifications, {len(scenario.smoke)} smoke, {len(scenario.objectives)} objectives")
    print(f"one move: the Sherman at {scenario.allied.stacks[sherman].hex} to {there}; budget {BUDGET_MS:.0f} ms")
    print(f"validate: {full:.2f} ms full; {after_move:.2f} ms after one move")


if __name__ == "__main__":
    main()
