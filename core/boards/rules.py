"""What makes a board usable beyond its schema: joinable edges, sensible roads and bridges."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from core.hexes import DIRECTION_NAMES, Hexside, Offset, offset_name
from core.terrain import TerrainCatalogue
from core.terrain import catalogue as terrain_catalogue
from core.texts import Text, text, word

if TYPE_CHECKING:
    from core.boards.board import Board


@dataclass(frozen=True)
class BoardProblem:
    """One fault: where it is (a hex name or a JSON path) and what is wrong: `message` in
    English, `sentence` the template and values the editor translates (core/texts.py)."""

    where: str
    message: str
    code: str = "board.invalid"
    sentence: Text | None = field(default=None, compare=False)

    @classmethod
    def of(cls, where: str, code: str, template: str, **values: str) -> BoardProblem:
        sentence = Text.of(template, **values)
        return cls(where, str(sentence), code, sentence)

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def _feature(feature_id: str) -> str:
    """A hexside feature ("wall") as the sentence names it: its catalogue name in lower case
    ("stone wall"), a word the editor translates."""
    feature = terrain_catalogue().hexside_features.get(feature_id)
    return word(feature.name, lower=True) if feature is not None else feature_id


def _side_name(offset: Offset, direction: int) -> str:
    return f"{offset_name(offset)}/{DIRECTION_NAMES[direction]}"


def _other_offset(offset: Offset, direction: int) -> Offset:
    return Offset.from_hex(offset.to_hex().neighbor(direction))


def edge_problems(board: Board) -> list[BoardProblem]:
    """Edge half hexes must be plain open ground at level 0 (docs/boards.md); beach and desert are
    open ground too (10.3), so a Pacific or desert board keeps its own colour at the seams."""
    problems = []
    open_ground = {t.id for t in terrain_catalogue().terrain.values() if t.open_ground}
    for offset in board.offsets():
        if offset.col not in (0, board.columns - 1):
            continue
        if board.terrain[offset] not in open_ground or board.elevation[offset] != 0:
            problems.append(BoardProblem.of(offset_name(offset), "board.edge-hex", text("an edge half hex must be open ground at level 0 so that any board can join this one")))
    return problems


def hexside_problems(board: Board) -> list[BoardProblem]:
    """No feature on a hexside that leads off the board or runs along a seam column."""
    problems = []
    for (offset, direction), feature in sorted(board.hexsides.items()):
        other = _other_offset(offset, direction)
        if not board.contains(other):
            problems.append(BoardProblem.of(_side_name(offset, direction), "board.edge-hexside", text("a {feature} on the board edge would belong to the neighbouring board"), feature=_feature(feature)))
        elif offset.col == other.col and offset.col in (0, board.columns - 1):
            problems.append(BoardProblem.of(_side_name(offset, direction), "board.seam-hexside", text("a {feature} between two edge half hexes would be cut by the seam"), feature=_feature(feature)))
    return problems


def road_problems(board: Board, terrain: TerrainCatalogue) -> list[BoardProblem]:
    problems = []
    for a, b in sorted(board.road_links):
        side = Hexside.between(a.to_hex(), b.to_hex())
        key = (Offset.from_hex(side.hex), side.direction)
        if key in board.hexsides:
            problems.append(BoardProblem.of(offset_name(b), "board.road-hexside", text("the road from {hex} crosses a {feature}"), hex=offset_name(a), feature=_feature(board.hexsides[key])))
        for end in (a, b):
            if terrain.get(board.terrain[end]).prohibited_to_all and end not in board.bridges:
                problems.append(BoardProblem.of(offset_name(end), "board.road-water", text("a road runs into impassable water without a bridge")))
    road_hexes = {o for link in board.road_links for o in link}
    for bridge in sorted(board.bridges):
        if not terrain.get(board.terrain[bridge]).water:
            problems.append(BoardProblem.of(offset_name(bridge), "board.bridge-water", text("a bridge must cross a stream, canal or river")))
        if bridge not in road_hexes:
            problems.append(BoardProblem.of(offset_name(bridge), "board.bridge-road", text("a bridge must be on a road")))
    return problems


def board_rule_problems(board: Board, terrain: TerrainCatalogue) -> list[BoardProblem]:
    return edge_problems(board) + hexside_problems(board) + road_problems(board, terrain)
