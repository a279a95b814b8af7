"""Pure edits of one board: the board editor's brushes, each returning a new Board.

A Board is frozen; every edit here builds a new one (the untouched maps are
shared), so the editor's undo commands only keep the board before and after a
stroke, exactly as scenario edits do (core/scenario/edit_*.py). Nothing here
refuses a rule break: a board being drawn may break the edge rule for a while
(a wall along the seam, a wood on an edge hex), and `check` lists what is wrong
so that the editor shows it live and only a valid board is used or exported.

Streams, canals and the other waters are hex terrain in the board format
(docs/boards.md), so the stream line tool paints water hexes; a ford is a road
crossing a stream hex without a bridge, so it needs no brush of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from core.boards.board import Board, board_rows_in
from core.boards.rules import BoardProblem, board_rule_problems
from core.hexes import Hex, Hexside, Offset, spiral
from core.terrain import TerrainCatalogue, catalogue

MAX_LEVEL = 2
OPEN = "open"
SHIPPED_COLUMNS = 21
SHIPPED_ROWS = 10


class BoardEditError(ValueError):
    """An edit that cannot make a board at all (an even column count, a hex off the board)."""


def new_board(number: int, name: str, columns: int = SHIPPED_COLUMNS, rows: int = SHIPPED_ROWS) -> Board:
    """A blank board of open ground at level 0: valid from the start, so it joins any board.

    The columns must be odd (both edge columns are half hexes, docs/boards.md); a board
    joins the shipped ones only with their row count, which the dialog proposes.
    """
    if columns % 2 == 0 or columns < 3:
        raise BoardEditError(f"a board needs an odd number of columns (3 or more), not {columns}")
    if rows < 2:
        raise BoardEditError(f"a board needs at least 2 rows, not {rows}")
    offsets = [Offset(c, r) for c in range(columns) for r in range(board_rows_in(rows, c))]
    return Board(
        number=number, name=name, description="", columns=columns, rows=rows,
        terrain={o: OPEN for o in offsets}, elevation={o: 0 for o in offsets},
        hexsides={}, road_links=frozenset(), bridges=frozenset(), labels=(),
    )


def check(board: Board, terrain: TerrainCatalogue | None = None) -> list[BoardProblem]:
    """Every rule the board breaks (edge hexes, seam hexsides, roads, bridges), as `vvs validate` says."""
    return board_rule_problems(board, terrain or catalogue())


def _inside(board: Board, offsets: Iterable[Offset]) -> list[Offset]:
    return [o for o in offsets if board.contains(o)]


def paint_terrain(board: Board, offsets: Iterable[Offset], terrain_id: str) -> Board:
    """The terrain brush (and the stream line tool): hexes off the board are ignored."""
    catalogue().get(terrain_id)  # an unknown id is a programming error: say so here
    hexes = _inside(board, offsets)
    if all(board.terrain[o] == terrain_id for o in hexes):
        return board
    terrain = dict(board.terrain)
    terrain.update({o: terrain_id for o in hexes})
    return replace(board, terrain=terrain)


def set_level(board: Board, offsets: Iterable[Offset], level: int) -> Board:
    """The level brush: 0 ground, 1 and 2 hill levels (10.8)."""
    if not 0 <= level <= MAX_LEVEL:
        raise BoardEditError(f"a hill level is 0, 1 or 2, not {level}")
    hexes = _inside(board, offsets)
    if all(board.elevation[o] == level for o in hexes):
        return board
    elevation = dict(board.elevation)
    elevation.update({o: level for o in hexes})
    return replace(board, elevation=elevation)


def hexside_key(offset: Offset, direction: int) -> tuple[Offset, int]:
    """The board's key of a hexside: one key per side, from the hex whose side is N, NE or SE."""
    side = Hexside.of(offset.to_hex(), direction)
    return Offset.from_hex(side.hex), side.direction


def is_inner_side(board: Board, offset: Offset, direction: int) -> bool:
    """Whether a side lies between two hexes of the board: only those can hold a feature
    (a side on the board's outer edge belongs to whatever board is joined there)."""
    other = Offset.from_hex(offset.to_hex().neighbor(direction))
    return board.contains(offset) and board.contains(other)


def set_hexside(board: Board, offset: Offset, direction: int, feature: str | None) -> Board:
    """Put a wall, hedge or hedgerow on a side between two board hexes (None clears it)."""
    if feature is not None and feature not in catalogue().hexside_features:
        raise BoardEditError(f"unknown hexside feature {feature!r}")
    if not is_inner_side(board, offset, direction):
        raise BoardEditError(f"side {direction} of {offset} is on the board's outer edge, not between two of its hexes")
    key = hexside_key(offset, direction)
    if board.hexsides.get(key) == feature:
        return board
    hexsides = dict(board.hexsides)
    if feature is None:
        hexsides.pop(key, None)
    else:
        hexsides[key] = feature
    return replace(board, hexsides=hexsides)


def _link(a: Offset, b: Offset) -> tuple[Offset, Offset]:
    if a.to_hex().distance(b.to_hex()) != 1:
        raise BoardEditError(f"{a} and {b} are not adjacent: a road joins neighbouring hexes")
    return (min(a, b), max(a, b))


def set_road(board: Board, path: Iterable[Offset], present: bool = True) -> Board:
    """Add (or remove) the road segments joining each hex of `path` to the next one."""
    hexes = list(path)
    links = {_link(a, b) for a, b in zip(hexes, hexes[1:]) if board.contains(a) and board.contains(b)}
    road = board.road_links | links if present else board.road_links - links
    return board if road == board.road_links else replace(board, road_links=frozenset(road))


def set_bridge(board: Board, offset: Offset, present: bool) -> Board:
    """A bridge carries a road over a stream, canal or river hex (10.41)."""
    bridges = board.bridges | {offset} if present else board.bridges - {offset}
    return board if bridges == board.bridges else replace(board, bridges=frozenset(bridges))


def set_place_name(board: Board, offset: Offset, text: str) -> Board:
    """The place name drawn at a hex; an empty text removes it (one name per hex)."""
    text = text.strip()[:40]
    labels = tuple((o, t) for o, t in board.labels if o != offset)
    if text and board.contains(offset):
        labels = tuple(sorted((*labels, (offset, text))))
    return board if labels == board.labels else replace(board, labels=labels)


def region(board: Board, start: Offset) -> set[Offset]:
    """The hexes joined to `start` through neighbours of the same terrain and level: what a fill paints."""
    if not board.contains(start):
        return set()
    kind = (board.terrain[start], board.elevation[start])
    found, todo = {start}, [start]
    while todo:
        here = todo.pop()
        for h in here.to_hex().neighbors():
            near = Offset.from_hex(h)
            if near not in found and board.contains(near) and (board.terrain[near], board.elevation[near]) == kind:
                found.add(near)
                todo.append(near)
    return found


def is_edge(board: Board, offset: Offset) -> bool:
    """An edge half hex: its column is cut by the board's left or right side (docs/boards.md)."""
    return offset.col in (0, board.columns - 1)


def legal_on_edges(board: Board, offsets: Iterable[Offset], terrain_id: str) -> list[Offset]:
    """The hexes a fill may paint with `terrain_id` and keep the edge rule: the edge half hexes
    only take open ground (open, beach, desert: 10.3), so any other terrain leaves them out."""
    hexes = _inside(board, offsets)
    return hexes if catalogue().get(terrain_id).open_ground else [o for o in hexes if not is_edge(board, o)]


def fill(board: Board, start: Offset, terrain_id: str, keep_edges: bool = True) -> Board:
    """The fill tool: the start hex's region of one terrain and level becomes `terrain_id`;
    with `keep_edges` the edge half hexes of the region stay open ground, so one fill of the
    open ground round a wood does not leave a column of edge problems to repaint by hand."""
    hexes = region(board, start)
    return paint_terrain(board, legal_on_edges(board, hexes, terrain_id) if keep_edges else hexes, terrain_id)


def hexes_around(board: Board, centre: Offset, radius: int) -> list[Offset]:
    """The board hexes within `radius` of `centre` (0: the hex alone): a brush of size radius + 1."""
    middle = centre.to_hex()
    near = [Offset.from_hex(h) for h in spiral(middle, radius)]
    return sorted(o for o in near if board.contains(o))


def hexes_in_rectangle(board: Board, corner: Offset, other: Offset) -> list[Offset]:
    """The board hexes whose column and row lie between two corner hexes: what a rectangle fill paints.

    Columns and rows of the offset grid make the rectangle a designer sees on a board
    with flat-topped hexes (the rows zigzag by half a hex, as the printed rows do)."""
    cols = range(min(corner.col, other.col), max(corner.col, other.col) + 1)
    rows = range(min(corner.row, other.row), max(corner.row, other.row) + 1)
    return [Offset(c, r) for c in cols for r in rows if board.contains(Offset(c, r))]


def fill_rectangle(board: Board, corner: Offset, other: Offset, terrain_id: str, keep_edges: bool = True) -> Board:
    """The rectangle fill: every hex between two corners becomes `terrain_id` (edges kept legal as `fill` keeps them)."""
    hexes = hexes_in_rectangle(board, corner, other)
    return paint_terrain(board, legal_on_edges(board, hexes, terrain_id) if keep_edges else hexes, terrain_id)


def changed_terrain(before: Board, after: Board) -> list[Offset]:
    """The hexes whose terrain or level differ: what an undo step says it changed."""
    return sorted(o for o, t in after.terrain.items()
                  if before.terrain.get(o) != t or before.elevation.get(o) != after.elevation.get(o))


def changed_hexsides(before: Board, after: Board) -> list[tuple[Offset, int]]:
    """The hexside keys whose feature differ (added, removed or changed)."""
    keys = set(before.hexsides) | set(after.hexsides)
    return sorted(k for k in keys if before.hexsides.get(k) != after.hexsides.get(k))


def middle_hex(offsets: Iterable[Offset]) -> Offset | None:
    """The hex of a group nearest its centre: where an undo step says a stroke was ("around M5")."""
    hexes = [o.to_hex() for o in offsets]
    if not hexes:
        return None
    q, r = sum(h.q for h in hexes) / len(hexes), sum(h.r for h in hexes) / len(hexes)
    best = min(hexes, key=lambda h: ((h.q - q) ** 2 + (h.r - r) ** 2 + (h.q - q) * (h.r - r), h.q, h.r))
    return Offset.from_hex(best)


# --- selections: copy, paste, turn half round -------------------------------------------


@dataclass(frozen=True)
class BoardClip:
    """A copied part of a board in hex vectors from its anchor, so it pastes anywhere.

    Translating by an axial vector keeps every hex's neighbours, whatever the column's
    parity, so a paste keeps the roads and hexsides inside the selection.
    """

    terrain: Mapping[Hex, str]
    elevation: Mapping[Hex, int]
    hexsides: Mapping[tuple[Hex, int], str]
    road_links: frozenset[tuple[Hex, Hex]]
    bridges: frozenset[Hex]
    labels: tuple[tuple[Hex, str], ...]

    def hexes(self) -> list[Hex]:
        return sorted(self.terrain)


def copy_region(board: Board, offsets: Iterable[Offset]) -> BoardClip:
    """The selected hexes with what lies wholly inside the selection (sides between two of them)."""
    chosen = _inside(board, offsets)
    if not chosen:
        raise BoardEditError("nothing selected")
    anchor = min(chosen).to_hex()
    chosen_set = set(chosen)

    def rel(o: Offset) -> Hex:
        return o.to_hex() - anchor

    sides = {}
    for (o, d), feature in board.hexsides.items():
        other = Offset.from_hex(o.to_hex().neighbor(d))
        if o in chosen_set and other in chosen_set:
            sides[(rel(o), d)] = feature
    return BoardClip(
        terrain={rel(o): board.terrain[o] for o in chosen},
        elevation={rel(o): board.elevation[o] for o in chosen},
        hexsides=sides,
        road_links=frozenset((rel(a), rel(b)) for a, b in board.road_links if a in chosen_set and b in chosen_set),
        bridges=frozenset(rel(o) for o in board.bridges if o in chosen_set),
        labels=tuple((rel(o), t) for o, t in board.labels if o in chosen_set),
    )


def rotate_clip_180(clip: BoardClip) -> BoardClip:
    """The clip turned half round about its anchor: each vector negated, each side's direction reversed."""

    def turn(h: Hex) -> Hex:
        return Hex(-h.q, -h.r)

    sides = {}
    for (h, d), feature in clip.hexsides.items():
        side = Hexside.of(turn(h), d + 3)
        sides[(side.hex, side.direction)] = feature
    return BoardClip(
        terrain={turn(h): t for h, t in clip.terrain.items()},
        elevation={turn(h): e for h, e in clip.elevation.items()},
        hexsides=sides,
        road_links=frozenset((turn(a), turn(b)) for a, b in clip.road_links),
        bridges=frozenset(turn(h) for h in clip.bridges),
        labels=tuple((turn(h), t) for h, t in clip.labels),
    )


def paste(board: Board, clip: BoardClip, at: Offset) -> Board:
    """The clip laid with its anchor on `at`: its hexes replace the board's (sides, roads and
    bridges between pasted hexes included); the part that falls off the board is dropped."""
    anchor = at.to_hex()

    def place(h: Hex) -> Offset:
        return Offset.from_hex(anchor + h)

    targets = {place(h): h for h in clip.terrain if board.contains(place(h))}
    if not targets:
        return board
    inside = set(targets)
    terrain, elevation = dict(board.terrain), dict(board.elevation)
    for o, h in targets.items():
        terrain[o], elevation[o] = clip.terrain[h], clip.elevation[h]
    hexsides = {k: f for k, f in board.hexsides.items() if not _between(k, inside)}
    for (h, d), feature in clip.hexsides.items():
        o = place(h)
        if o in inside and Offset.from_hex(o.to_hex().neighbor(d)) in inside:
            hexsides[hexside_key(o, d)] = feature
    roads = {link for link in board.road_links if not (link[0] in inside and link[1] in inside)}
    roads |= {_link(place(a), place(b)) for a, b in clip.road_links if place(a) in inside and place(b) in inside}
    bridges = {o for o in board.bridges if o not in inside} | {place(h) for h in clip.bridges if place(h) in inside}
    labels = [(o, t) for o, t in board.labels if o not in inside]
    labels += [(place(h), t) for h, t in clip.labels if place(h) in inside]
    return replace(board, terrain=terrain, elevation=elevation, hexsides=hexsides,
                   road_links=frozenset(roads), bridges=frozenset(bridges), labels=tuple(sorted(labels)))


def _between(key: tuple[Offset, int], hexes: set[Offset]) -> bool:
    offset, direction = key
    return offset in hexes and Offset.from_hex(offset.to_hex().neighbor(direction)) in hexes


def renamed(board: Board, number: int, name: str) -> Board:
    """The board's number and name (a user board needs a number no shipped board has)."""
    return replace(board, number=number, name=name.strip()[:80] or board.name)



def turn_selection_180(board: Board, offsets: Iterable[Offset]) -> tuple[Board, list[Offset]]:
    """The selection turned half round in place, with the hexes it now covers.

    It turns about the selection's middle, rounded to a hex centre or a hexside's middle
    (the only points a turn maps the grid onto itself about); hexes that would land off the
    board are dropped, as a paste drops them.
    """
    chosen = _inside(board, offsets)
    if not chosen:
        return board, []
    hexes = [o.to_hex() for o in chosen]
    twice_q = round(2 * sum(h.q for h in hexes) / len(hexes))
    twice_r = round(2 * sum(h.r for h in hexes) / len(hexes))
    anchor = min(chosen).to_hex()
    at = Offset.from_hex(Hex(twice_q - anchor.q, twice_r - anchor.r))
    turned = [Offset.from_hex(Hex(twice_q - h.q, twice_r - h.r)) for h in hexes]
    return paste(board, rotate_clip_180(copy_region(board, chosen)), at), [o for o in turned if board.contains(o)]
