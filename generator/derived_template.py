"""A board template derived from any valid board's terrain (issue 16): the generator on boards nobody wrote a template for.

The hand-written templates (generator/data/templates) know each shipped board's
villages and tree lines by name. A board the program has never seen has none
of that, so everything a template needs is read from the terrain instead, in
the same shape and checked by the same schema, so the rest of the generator
(arena, additions, deployment, checks) runs unchanged:

- **areas** are bands of columns, by the edge rule the one thing every board
  shares (docs/boards.md): an attacker's band at each side edge, the defender's
  ground opposite it, halves and the centre for battlefields of several boards.
  Hexes nobody may enter are left out; the deployer weighs the terrain itself.
- **objectives** are ranked: bridges, crossroads, clusters of buildings,
  hilltops, woods, then spread-out hexes of the best cover so every location has
  enough; a place name printed within a hex names the objective.
- **additions** are every hex whose terrain allows the fortification (19.2), with
  bunkers kept to hills and roads, where a defender would build them.
- **locations** attack from the west edge or the east edge: the entry edge is the
  attacker's, the exit edge (for exit battles) the one behind the defender, as
  generator/battle.py reads it. A location is kept only when both sides have
  room and the attacker can walk to each of its objectives.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from core.boards.battlefield import Battlefield
from core.boards.board import Board, neighbor_offset
from core.hexes import Offset, offset_name
from core.jsonio import validate
from core.movement.graphs import hex_graph
from core.terrain import TerrainCatalogue, UnitClass, catalogue

SCHEMA = "template.schema.json"
ROLES = ("infantry", "mg", "at_gun", "tank", "reserve")
REFERENCE_COLUMNS = 21
COLUMN_AREAS: dict[str, tuple[int, int]] = {
    "west-edge": (0, 4), "west-half": (0, 9), "west-ground": (2, 12), "centre": (4, 16),
    "east-ground": (8, 18), "east-half": (11, 20), "east-edge": (16, 20),
}
"""Column bands on a 21-column board (scaled for others); gaps of 4 columns keep the sides out of contact."""
MIRROR = {"west-edge": "east-edge", "west-half": "east-half", "west-ground": "east-ground", "centre": "centre",
          "east-ground": "west-ground", "east-half": "west-half", "east-edge": "west-edge"}
SINGLE_LOCATIONS = (("from-west", "west-edge", "east-ground"), ("from-east", "east-edge", "west-ground"))
MIN_ROOM = 30  # usable hexes per side, as tests/generator/test_templates.py asks of every hand-written location
MAX_OBJECTIVES = 8
SPACING = 3  # filler objectives stand this many hexes apart
FEATURED = 1.0  # a candidate scored at least this is a feature of the board (a wood and up), not a filler hex
NAMED_PLACE = 2.5  # a hex a place name is printed on: below a village, above a hilltop of level 1
ENOUGH_OBJECTIVES = 5  # the most objectives a battle asks for (generator/data/forces.json, large)
COVER_ORDER = ("building", "woods", "orchard", "haystack", "crop", "field", "open", "stream")
NAME_LENGTH = 60


class DerivationError(ValueError):
    """A board on which no battle location can be laid out (too little passable ground)."""


@dataclass(frozen=True)
class Candidate:
    """An objective candidate: where, what the briefing calls it, how much it is worth fighting for."""

    offset: Offset
    name: str
    score: float


def band(board: Board, area: str) -> tuple[int, int]:
    """An area's columns on this board (the bands are drawn for 21 columns and scaled)."""
    first, last = COLUMN_AREAS[area]
    scale = (board.columns - 1) / (REFERENCE_COLUMNS - 1)
    return round(first * scale), round(last * scale)


def passable(board: Board, offset: Offset, terrain: TerrainCatalogue) -> bool:
    return offset in board.bridges or not terrain.get(board.terrain[offset]).prohibited_to_all


def area_hexes(board: Board, area: str, terrain: TerrainCatalogue) -> list[Offset]:
    first, last = band(board, area)
    return [o for o in board.offsets() if first <= o.col <= last and passable(board, o, terrain)]


def _area_entry(board: Board, area: str, terrain: TerrainCatalogue) -> dict[str, Any] | None:
    first, last = band(board, area)
    inside = [o for o in board.offsets() if first <= o.col <= last]
    blocked = [offset_name(o) for o in inside if not passable(board, o, terrain)]
    if len(blocked) == len(inside):
        return None
    entry: dict[str, Any] = {"id": area, "description": f"Columns {offset_name(Offset(first, 0))[:-1]} to "
                             f"{offset_name(Offset(last, 0))[:-1]}, derived from the terrain.",
                             "hexes": [f"{offset_name(Offset(first, 0))}-{offset_name(Offset(last, board.rows - 1))}"],
                             "roles": list(ROLES)}
    if blocked:
        entry["except"] = blocked
    return entry


def _clusters(offsets: Iterable[Offset], board: Board) -> list[list[Offset]]:
    """Connected groups of the given hexes, each sorted, in board order."""
    left = set(offsets)
    groups = []
    for start in sorted(left):
        if start not in left:
            continue
        group, todo = [], [start]
        left.discard(start)
        while todo:
            o = todo.pop()
            group.append(o)
            for d in range(6):
                n = neighbor_offset(o, d)
                if n in left:
                    left.discard(n)
                    todo.append(n)
        groups.append(sorted(group))
    return groups


def _centre_of(group: list[Offset]) -> Offset:
    """The member with most of the group around it (ties: board order): the heart of a village or hill."""
    members = set(group)
    return max(group, key=lambda o: (sum(neighbor_offset(o, d) in members for d in range(6)), -o.col, -o.row))


def _label_near(board: Board, offset: Offset) -> str | None:
    near = [(offset.to_hex().distance(o.to_hex()), text) for o, text in board.labels]
    close = sorted(n for n in near if n[0] <= 1)
    return close[0][1][:NAME_LENGTH] if close else None


def objective_candidates(board: Board, terrain: TerrainCatalogue) -> list[Candidate]:
    """Every objective worth naming, best first: bridges, crossroads, villages, hilltops, woods."""
    found: dict[Offset, Candidate] = {}

    def add(offset: Offset, what: str, score: float) -> None:
        if not passable(board, offset, terrain) or (offset in found and found[offset].score >= score):
            return
        name = _label_near(board, offset) or f"the {what} at {offset_name(offset)}"
        found[offset] = Candidate(offset, name, score)

    for bridge in board.bridges:
        add(bridge, "bridge", 6.0)
    links: dict[Offset, int] = {}
    for a, b in board.road_links:
        links[a] = links.get(a, 0) + 1
        links[b] = links.get(b, 0) + 1
    for offset, count in links.items():
        if count >= 3 and 0 < offset.col < board.columns - 1:
            add(offset, "crossroads", 5.0)
    for group in _clusters((o for o, t in board.terrain.items() if t == "building"), board):
        add(_centre_of(group), "houses" if len(group) > 1 else "house", 3.0 + min(len(group), 6) / 6)
    for group in _clusters((o for o, level in board.elevation.items() if level > 0), board):
        top = max(board.elevation[o] for o in group)
        peak = [o for o in group if board.elevation[o] == top and passable(board, o, terrain)]
        if peak:
            add(_centre_of(peak), "hilltop", 2.0 + top / 2 + min(len(group), 10) / 20)
    for group in _clusters((o for o, t in board.terrain.items() if t in ("woods", "orchard")), board):
        if len(group) >= 3:
            add(_centre_of(group), "wood" if board.terrain[group[0]] == "woods" else "orchard", 1.0 + min(len(group), 10) / 20)
    for offset, _text in board.labels:  # a designer names the places that matter: a farm, a mill, a crossing
        add(offset, "place", NAMED_PLACE)
    _fill(board, terrain, found)
    return sorted(found.values(), key=lambda c: (-c.score, c.offset))


def _fill(board: Board, terrain: TerrainCatalogue, found: dict[Offset, Candidate]) -> None:
    """Spread-out hexes of the best cover, so that any band holds enough objectives."""
    def rank(o: Offset) -> tuple[int, Offset]:
        kind = board.terrain[o]
        return (COVER_ORDER.index(kind) if kind in COVER_ORDER else len(COVER_ORDER), o)

    inner = [o for o in board.offsets() if 0 < o.col < board.columns - 1 and 0 < o.row < board.rows - 1
             and passable(board, o, terrain)]  # never on the map's edge: nobody fights for the last row
    for offset in sorted(inner, key=rank):
        if all(offset.to_hex().distance(c.to_hex()) >= SPACING for c in found):
            name = terrain.get(board.terrain[offset]).name.lower()
            found[offset] = Candidate(offset, _label_near(board, offset) or f"the {name} at {offset_name(offset)}", 0.5 - rank(offset)[0] / 20)


def _additions(board: Board, terrain: TerrainCatalogue) -> list[dict[str, Any]]:
    """Every hex a fortification type may stand on (19.2); bunkers only on hills and by roads; caves
    never (19.11: the order of battle of a Pacific scenario gives them, with their tunnels)."""
    road = {o for link in board.road_links for o in link}
    kinds = terrain.fortifications or {}
    groups: dict[tuple[str, ...], list[str]] = {}
    for offset in board.offsets():
        if offset in board.bridges or not passable(board, offset, terrain):
            continue
        here = board.terrain[offset]
        types = tuple(t for t, kind in kinds.items() if here in kind.allowed_terrain and not kind.tunnel_entrance
                      and (not kind.bunker or board.elevation[offset] > 0 or offset in road))
        if types:
            groups.setdefault(types, []).append(offset_name(offset))
    return [{"hexes": hexes, "types": list(types)} for types, hexes in sorted(groups.items())]


def _objectives(candidates: list[Candidate]) -> list[Candidate]:
    """The places worth fighting for (best first); filler hexes only to reach the number the largest
    battle needs, since the generator draws among the listed objectives evenly (issue 22: a user
    board's battle had both objectives on open ground beside a named farm, a wood and a hill)."""
    featured = [c for c in candidates if c.score >= FEATURED]
    fillers = [c for c in candidates if c.score < FEATURED]
    return (featured + fillers[:max(0, ENOUGH_OBJECTIVES - len(featured))])[:MAX_OBJECTIVES]


def reachable(graph: Mapping[Any, Mapping[Any, Any]], starts: Iterable[Any]) -> set[Any]:
    """Every hex infantry can walk to from any of the starts."""
    seen = set(starts)
    todo = list(seen)
    while todo:
        for n in graph.get(todo.pop(), {}):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def derive_board_template(board: Board, terrain: TerrainCatalogue | None = None) -> dict[str, Any]:
    """The board template document (kind 'board', schemas/template.schema.json) for this board."""
    terrain = terrain or catalogue()
    areas = [entry for area in COLUMN_AREAS if (entry := _area_entry(board, area, terrain)) is not None]
    candidates = objective_candidates(board, terrain)
    battlefield = Battlefield([board])
    graph = hex_graph(battlefield, frozenset({UnitClass.INFANTRY}), terrain)
    locations = []
    for location_id, attack, defend in SINGLE_LOCATIONS:
        attackers, defenders = area_hexes(board, attack, terrain), area_hexes(board, defend, terrain)
        if len(attackers) < MIN_ROOM or len(defenders) < MIN_ROOM:
            continue
        walkable = reachable(graph, (o.to_hex() for o in attackers))
        inside = set(defenders)
        chosen = _objectives([c for c in candidates if c.offset in inside and c.offset.to_hex() in walkable])
        if len(chosen) >= 2:
            locations.append({"id": location_id, "place": place_name(board, chosen[0].offset), "attacker": [attack],
                              "defender": [defend], "objectives": [offset_name(c.offset) for c in chosen]})
    if not locations:
        raise DerivationError(f"board {board.number} ({board.name}): no room for a battle: each side needs "
                              f"{MIN_ROOM} passable hexes and two objectives the attacker can reach")
    document = {"format": 1, "kind": "board", "board": board.number, "areas": areas,
                "objectives": [{"hex": offset_name(c.offset), "name": c.name} for c in candidates],
                "additions": _additions(board, terrain), "locations": locations}
    validate(document, SCHEMA, f"derived template of board {board.number}")
    return document


def place_name(board: Board, near: Offset) -> str:
    """The printed place name nearest the fight, else the board's own name (the briefing's 'place')."""
    if board.labels:
        return min(board.labels, key=lambda label: (near.to_hex().distance(label[0].to_hex()), label[1]))[1][:NAME_LENGTH]
    return (board.name or f"board {board.number}")[:NAME_LENGTH]
