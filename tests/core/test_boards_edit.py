"""The board editor's pure edits (core/boards/edit.py): each brush returns a new Board."""

import pytest

from core.boards.battlefield import Battlefield, BoardPlacement
from core.boards.board import parse_board
from core.boards.document import board_document
from core.boards.edit import (
    BoardEditError,
    changed_hexsides,
    changed_terrain,
    check,
    copy_region,
    fill,
    fill_rectangle,
    hexes_around,
    hexes_in_rectangle,
    hexside_key,
    middle_hex,
    new_board,
    paint_terrain,
    paste,
    region,
    rotate_clip_180,
    set_bridge,
    set_hexside,
    set_level,
    set_place_name,
    set_road,
)
from core.boards.library import standard_boards
from core.boards.user import load_board_draft, user_boards
from core.hexes import Offset, parse_offset_name
from core.userdirs import UserFolders


def o(name):
    return parse_offset_name(name)


def test_a_new_board_is_valid_and_joins_every_shipped_board_either_way_round():
    board = new_board(9, "Blank")
    assert check(board) == [] and len(board.terrain) == 200
    assert parse_board(board_document(board)) == board
    for shipped in standard_boards().values():
        for turned in (False, True):
            Battlefield([BoardPlacement(board, turned), BoardPlacement(shipped, not turned)])
            Battlefield([BoardPlacement(shipped, turned), BoardPlacement(board)])


def test_a_board_needs_odd_columns():
    with pytest.raises(BoardEditError):
        new_board(9, "Even", columns=20)


def test_painting_returns_a_new_board_and_leaves_the_old_one():
    board = new_board(9, "B")
    painted = paint_terrain(board, [o("C4"), o("D4"), o("Z9")], "woods")
    assert painted.terrain[o("C4")] == "woods" and board.terrain[o("C4")] == "open"
    assert paint_terrain(painted, [o("C4")], "woods") is painted  # nothing changed, nothing new


def test_an_edge_hex_painted_is_a_problem_with_its_hex():
    board = set_level(paint_terrain(new_board(9, "B"), [o("A3")], "woods"), [o("U5")], 1)
    assert {(p.where, p.code) for p in check(board)} == {("A3", "board.edge-hex"), ("U5", "board.edge-hex")}


def test_hexsides_are_kept_once_whichever_hex_names_them():
    board = set_hexside(new_board(9, "B"), o("C4"), 3, "wall")  # C4/S is C5/N
    assert board.hexsides == {(o("C5"), 0): "wall"}
    assert hexside_key(o("C5"), 0) == (o("C5"), 0)
    assert set_hexside(board, o("C5"), 0, None).hexsides == {}
    seam = set_hexside(new_board(9, "B"), o("A3"), 3, "hedge")
    assert [p.code for p in check(seam)] == ["board.seam-hexside"]


def test_roads_bridges_and_fords():
    board = set_road(new_board(9, "B"), [o("A5"), o("B5"), o("C5")])
    assert len(board.road_links) == 2 and check(board) == []
    board = paint_terrain(board, [o("B5")], "stream")
    assert check(board) == []  # a ford: a road over a stream hex without a bridge
    board = paint_terrain(board, [o("B5")], "canal")
    assert "board.road-water" in [p.code for p in check(board)]
    assert check(set_bridge(board, o("B5"), True)) == []
    assert set_road(board, [o("A5"), o("B5")], present=False).road_links == {(o("B5"), o("C5"))}
    with pytest.raises(BoardEditError):
        set_road(board, [o("A1"), o("C5")])


def test_levels_and_place_names():
    board = set_level(new_board(9, "B"), [o("E5")], 2)
    assert board.elevation[o("E5")] == 2
    with pytest.raises(BoardEditError):
        set_level(board, [o("E5")], 3)
    named = set_place_name(board, o("E5"), "La Butte")
    assert named.labels == ((o("E5"), "La Butte"),)
    assert set_place_name(named, o("E5"), "").labels == ()


def test_fill_paints_one_region_of_one_terrain():
    board = paint_terrain(new_board(9, "B"), [o(n) for n in ("D3", "D4", "D5")], "woods")
    assert region(board, o("D4")) == {o("D3"), o("D4"), o("D5")}
    filled = fill(board, o("D4"), "orchard")
    assert {h for h, t in filled.terrain.items() if t == "orchard"} == {o("D3"), o("D4"), o("D5")}
    assert fill(board, o("A1"), "crop").terrain[o("D4")] == "woods"  # the open ground around, not the wood


def test_fill_keeps_the_edge_half_hexes_open_unless_told():
    board = paint_terrain(new_board(9, "B"), [o("K5")], "woods")
    kept = fill(board, o("C3"), "crop")
    assert check(kept) == [] and kept.terrain[o("A1")] == kept.terrain[o("U10")] == "open" and kept.terrain[o("B1")] == "crop"
    flooded = fill(board, o("C3"), "crop", keep_edges=False)
    assert [p.code for p in check(flooded)] == ["board.edge-hex"] * 20
    woods = fill(kept, o("C3"), "open")  # open ground is legal on the edges: a fill of it paints them too
    assert woods.terrain[o("B1")] == "open"


def test_brush_discs_and_rectangles_stay_on_the_board():
    board = new_board(9, "B")
    assert hexes_around(board, o("E5"), 0) == [o("E5")]
    assert len(hexes_around(board, o("E5"), 1)) == 7 and len(hexes_around(board, o("E5"), 2)) == 19
    assert set(hexes_around(board, o("A1"), 1)) == {o("A1"), o("A2"), o("B1")}  # the corner: what lies on the board
    assert hexes_in_rectangle(board, o("D4"), o("B2")) == [o(n) for n in ("B2", "B3", "B4", "C2", "C3", "C4", "D2", "D3", "D4")]
    filled = fill_rectangle(board, o("A2"), o("C3"), "woods")
    assert {h for h, t in filled.terrain.items() if t == "woods"} == {o("B2"), o("B3"), o("C2"), o("C3")}
    assert len(changed_terrain(board, filled)) == 4 and middle_hex(hexes_around(board, o("E5"), 2)) == o("E5")
    hedged = set_hexside(set_hexside(board, o("E5"), 0, "hedge"), o("E5"), 3, "wall")
    assert changed_hexsides(board, hedged) == sorted([hexside_key(o("E5"), 0), hexside_key(o("E5"), 3)])


def test_copy_paste_and_rotate_keep_roads_and_sides_inside_the_selection():
    board = paint_terrain(new_board(9, "B"), [o("D4")], "building")
    board = set_hexside(board, o("D4"), 2, "wall")  # D4/SE: between D4 and E5
    board = set_road(board, [o("D4"), o("D5")])
    clip = copy_region(board, [o("D4"), o("D5"), o("E5")])
    pasted = paste(board, clip, o("J4"))
    assert pasted.terrain[o("J4")] == "building"
    assert (o("J4"), 2) in pasted.hexsides and (o("J4"), o("J5")) in pasted.road_links
    turned = paste(board, rotate_clip_180(clip), o("J6"))
    assert turned.terrain[o("J6")] == "building" and (o("J5"), o("J6")) in turned.road_links
    assert any(f == "wall" for (h, _), f in turned.hexsides.items() if h.col in (8, 9))
    assert paste(board, clip, o("U10")).terrain[o("U10")] == "building"  # the rest falls off


def test_the_boards_folder_keeps_drafts_and_offers_only_valid_boards(tmp_path):
    folders = UserFolders(tmp_path)
    good = set_road(new_board(9, "Good"), [o("A5"), o("B5")])
    bad = paint_terrain(new_board(10, "Bad"), [o("A1")], "woods")
    folders.save_board("good", board_document(good))
    folders.save_board("bad", board_document(bad))
    folders.save_board("shipped number", board_document(new_board(2, "Taken")))
    assert (tmp_path / "Boards" / "bad.json").is_file()
    draft, problems = load_board_draft(tmp_path / "Boards" / "bad.json")
    assert draft == bad and [p.code for p in problems] == ["board.edge-hex"]
    assert user_boards(folders.list_boards()) == {9: good}
    assert Offset(0, 0) in good.terrain


def test_a_selection_turns_in_place():
    from core.boards.edit import turn_selection_180

    board = paint_terrain(new_board(9, "B"), [o("E4")], "woods")
    turned, covered = turn_selection_180(board, [o("E4"), o("E5"), o("E6")])
    assert sorted(covered) == [o("E4"), o("E5"), o("E6")]
    assert turned.terrain[o("E6")] == "woods" and turned.terrain[o("E4")] == "open"
