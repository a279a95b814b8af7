"""Line of sight on random boards: symmetry (9.1), and the fast engine against a plain reading of the rules.

`plain_sight` below restates docs/decisions/los.md with sets and loops over the
exact geometry (core.los.paths, itself checked against shapely in
test_los_paths.py); the engine's bit masks must give the same answer for every
ordered pair of hexes.
"""

from hypothesis import given, settings
from hypothesis import strategies as st
from los_fields import battlefield

from core.boards.battlefield import Battlefield
from core.hexes import Hex, Hexside, Offset, offset_name
from core.los import Sightlines
from core.los.paths import line_path
from core.terrain import catalogue

COLUMNS, ROWS = 9, 6
CODES = "......WBOCHFJYGVED~R"  # Normandy, then the Pacific and the desert (jungle blocks, palm groves hinder)
FEATURES = ("wall", "hedge", "hedgerow")


def inner_offsets() -> list[Offset]:
    return [Offset(c, r) for c in range(1, COLUMNS - 1) for r in range(ROWS - (c % 2))]


def inner_sides() -> list[str]:
    """Hexsides between two hexes off the edge columns, named as a board file names them."""
    inner = set(inner_offsets())
    sides = []
    for offset in sorted(inner):
        for direction, name in enumerate(("N", "NE", "SE")):
            if Offset.from_hex(offset.to_hex().neighbor(direction)) in inner:
                sides.append(f"{offset_name(offset)}/{name}")
    return sides


@st.composite
def battlefields(draw: st.DrawFn) -> tuple[Battlefield, dict[Hex, int]]:
    terrain = [["." if r < ROWS - (c % 2) else " " for c in range(COLUMNS)] for r in range(ROWS)]
    levels = [["0" if r < ROWS - (c % 2) else " " for c in range(COLUMNS)] for r in range(ROWS)]
    for offset in inner_offsets():
        terrain[offset.row][offset.col] = draw(st.sampled_from(CODES))
        levels[offset.row][offset.col] = str(draw(st.sampled_from([0, 0, 0, 1, 1, 2])))
    chosen = draw(st.lists(st.sampled_from(inner_sides()), max_size=30, unique=True))
    kinds = draw(st.lists(st.sampled_from(FEATURES), min_size=len(chosen), max_size=len(chosen)))
    features = {kind: [s for s, k in zip(chosen, kinds) if k == kind] for kind in FEATURES}
    field = battlefield(["".join(r) for r in terrain], ["".join(r) for r in levels], **features)
    smoke = draw(st.dictionaries(st.sampled_from(field.ordered), st.sampled_from([1, 2]), max_size=5))
    return field, smoke


def plain_sight(field: Battlefield, smoke: dict[Hex, int], a: Hex, b: Hex) -> tuple[bool, int]:
    """The rules of docs/decisions/los.md, read straight off the exact path."""
    terrain, path = catalogue(), line_path(b - a)
    level = min(field.elevation(a), field.elevation(b))

    def blocks(h: Hex) -> bool:
        return h in field and (terrain.get(field.terrain(h)).blocks_los or field.elevation(h) > level)

    def hinders(h: Hex) -> int:
        return (terrain.get(field.terrain(h)).hindrance + smoke.get(h, 0)) if h in field else 0

    def feature(side: Hexside) -> str | None:
        return field.feature(Hexside.of(a + side.hex, side.direction))

    entered = [a + h for h in path.entered]
    if any(blocks(h) for h in entered[1:-1]):
        return True, 0
    total = sum(hinders(h) for h in entered[1:])
    for crossing in path.crossings:
        owners = {a + h for side in crossing for h in side.hexes()}
        kinds = {feature(side) for side in crossing} - {None}
        if a in owners or not kinds:
            continue  # the firer's own hexsides never count
        if b not in owners and "hedgerow" in kinds:
            return True, 0
        total += 1
    left = [a + s.left for s in path.along]
    right = [a + s.right for s in path.along]
    for along in path.along:
        kind = feature(along.side)
        if kind == "hedgerow":
            return True, 0
        total += kind is not None
    if path.along:
        left_blocks, right_blocks = any(map(blocks, left)), any(map(blocks, right))
        if left_blocks and right_blocks:
            return True, 0
        left_hinders, right_hinders = sum(map(hinders, left)), sum(map(hinders, right))
        if (left_blocks or left_hinders) and (right_blocks or right_hinders):
            total += left_hinders + right_hinders - (0 if left_blocks or right_blocks else 1)
    return False, total


def endpoint_neutral(field: Battlefield, smoke: dict[Hex, int], h: Hex) -> bool:
    """No hindrance in the hex and no wall, hedge or hedgerow round it."""
    hindrance = catalogue().get(field.terrain(h)).hindrance + smoke.get(h, 0)
    return hindrance == 0 and all(field.feature(Hexside.of(h, d)) is None for d in range(6))


@settings(max_examples=20, deadline=None)
@given(battlefields())
def test_the_engine_agrees_with_a_plain_reading_of_the_rules(case):
    field, smoke = case
    sight = Sightlines(field, smoke)
    pairs = sight.all_pairs()
    for a in field.ordered:
        fan = sight.fan(a)
        for b in field.ordered:
            if a != b:
                expected = plain_sight(field, smoke, a, b)
                assert pairs[a][b] == fan[b] == expected, (field.name(a), field.name(b))


@settings(max_examples=20, deadline=None)
@given(battlefields())
def test_line_of_sight_works_both_ways_9_1(case):
    field, smoke = case
    pairs = Sightlines(field, smoke).all_pairs()
    for a in field.ordered:
        for b in field.ordered:
            if a == b:
                continue
            assert pairs[a][b][0] == pairs[b][a][0]
            if endpoint_neutral(field, smoke, a) and endpoint_neutral(field, smoke, b):
                assert pairs[a][b] == pairs[b][a]


@settings(max_examples=20, deadline=None)
@given(battlefields())
def test_blocked_is_the_verdicts_first_answer_either_way(case):
    field, smoke = case
    cold = Sightlines(field, smoke)  # asked before any layers are shifted for a full verdict
    blocked = {(a, b): cold.blocked(a, b) for a in field.ordered for b in field.ordered}
    sight = Sightlines(field, smoke)
    pairs = sight.all_pairs()
    for a in field.ordered:
        assert not blocked[a, a] and not sight.blocked(a, a)
        for b in field.ordered:
            if a != b:
                assert blocked[a, b] == blocked[b, a] == sight.blocked(a, b) == pairs[a][b][0]


@settings(max_examples=20, deadline=None)
@given(battlefields(), st.data())
def test_the_detailed_answer_adds_up_to_the_verdict(case, data):
    field, smoke = case
    sight = Sightlines(field, smoke)
    for _ in range(40):
        a = data.draw(st.sampled_from(field.ordered))
        b = data.draw(st.sampled_from(field.ordered))
        result = sight.check(a, b)
        assert (result.blocked, result.hindrance) == sight.sight(a, b)
        assert result.blocked == sight.check(b, a).blocked
        assert result.range == a.distance(b) and result.path_hexes[0] == a and result.path_hexes[-1] == b
        if result.blocked:
            assert result.blocking_hexes or result.blocking_hexsides
            assert result.reasons(field)
        else:
            parts = sum(h.amount for h in result.hindrance_hexes) + sum(s.amount for s in result.hindrance_hexsides)
            assert parts + result.hexside_los == result.hindrance
            assert len(result.reasons(field)) >= bool(result.hindrance)


@settings(max_examples=20, deadline=None)
@given(battlefields())
def test_adjacent_hexes_always_see_each_other_hindered_only_by_the_targets_hex(case):
    field, smoke = case
    sight = Sightlines(field, smoke)
    for a in field.ordered:
        for b in field.neighbors(a):
            target = catalogue().get(field.terrain(b)).hindrance + smoke.get(b, 0)
            assert sight.sight(a, b) == (False, target)
