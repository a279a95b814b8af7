"""Generator templates: a sensible, fair place for a fight on every board (issue 6, point 1).

Every location must give each side room of its own, start the attacker out of
contact, put its objectives where the attacker can walk to them, and name a
place printed on the boards.
"""

import json

import networkx as nx
import pytest

from core.boards.library import standard_boards
from core.hexes import offset_name
from core.movement.graphs import hex_graph
from core.terrain import UnitClass, catalogue
from generator.arena import arena_for
from generator.templates import (
    TemplateError,
    expand,
    load_templates,
    parse_board_template,
    templates_dir,
)

LOCATIONS = [(t.id, loc.id) for t in load_templates() for loc in t.locations]
MIN_GAP = 3  # hexes between the two sides at the start: nobody begins in contact


def test_every_board_in_maps_has_a_template_and_every_size_a_battlefield():
    single = {t.boards[0].board for t in load_templates() if len(t.boards) == 1}
    assert single == set(standard_boards())
    for size, boards in (("small", 1), ("medium", 2), ("large", 3)):
        found = [t for t in load_templates() if size in t.sizes]
        assert found and all(len(t.boards) == boards for t in found)


def test_a_turned_board_is_among_the_battlefields():
    assert any(b.rotated for t in load_templates() for b in t.boards)


@pytest.mark.parametrize(("template", "location"), LOCATIONS)
def test_the_sides_start_apart_and_each_on_ground_of_its_own(template, location):
    arena = arena_for(template, location)
    assert not set(arena.attacker.hexes) & set(arena.defender.hexes)
    assert min(arena.defender.enemy_distance.values()) >= MIN_GAP
    for ground in (arena.attacker, arena.defender):
        usable = [h for h in ground.hexes if not arena.context.terrain_at(h).prohibited_to_all]
        assert len(usable) >= 30


@pytest.mark.parametrize(("template", "location"), LOCATIONS)
def test_the_attacker_can_walk_to_every_objective_candidate(template, location):
    arena = arena_for(template, location)
    graph = _infantry_graph(template)
    start = set(arena.attacker.hexes)
    for spot in arena.location.objectives:
        h = arena.battlefield.parse(spot.hex)
        assert h not in start, spot.hex
        assert not arena.context.terrain_at(h).prohibited_to_all, spot.hex
        assert any(nx.has_path(graph, a, h) for a in list(start)[:5]), spot.hex
    assert len({arena.battlefield.parse(o.hex) for o in arena.location.objectives}) >= 2


_GRAPHS = {}


def _infantry_graph(template):
    if template not in _GRAPHS:
        arena = arena_for(template, next(t for t in load_templates() if t.id == template).locations[0].id)
        _GRAPHS[template] = nx.DiGraph(hex_graph(arena.battlefield, frozenset({UnitClass.INFANTRY}), catalogue()))
    return _GRAPHS[template]


@pytest.mark.parametrize(("template", "location"), LOCATIONS)
def test_the_place_is_a_name_printed_on_one_of_the_boards(template, location):
    arena = arena_for(template, location)
    boards = [standard_boards()[ref.board] for ref in arena.template.boards]
    labels = {text for board in boards for _, text in board.labels} | {board.name for board in boards}
    assert arena.location.place in labels


@pytest.mark.parametrize(("template", "location"), LOCATIONS)
def test_there_is_room_for_map_additions_of_every_kind(template, location):
    arena = arena_for(template, location)
    assert all(arena.spots[name] for name in ("entrenchments", "obstacles", "positions"))
    attackers = set(arena.attacker.hexes)
    for spots in arena.spots.values():
        assert not {h for h, _ in spots} & attackers


def test_every_board_template_tags_each_role_somewhere():
    for path in sorted(templates_dir().glob("board-*.json")):
        template = parse_board_template(json.loads(path.read_text()), path.name)
        roles = {role.value for area in template.areas.values() for role in area.roles}
        assert roles == {"infantry", "mg", "at_gun", "tank", "reserve"}, path.name


def test_a_block_of_hexes_covers_its_columns_and_rows():
    board = standard_boards()[1]
    assert expand("A1-B2", board) == ["A1", "A2", "B1", "B2"]
    assert expand("B9-B10", board) == ["B9"]  # low columns have no tenth hex
    assert expand("M4", board) == ["M4"]
    with pytest.raises(TemplateError):
        expand("B10", board)


def _document(**changes):
    document = json.loads((templates_dir() / "board-01.json").read_text())
    document.update(changes)
    return document


def test_a_location_naming_an_unknown_area_is_refused_when_loaded():
    from generator.templates import single_board

    document = _document()
    document["locations"][0]["attacker"] = ["no-such-area"]
    with pytest.raises(TemplateError, match="no-such-area"):
        single_board(parse_board_template(document, "board-01.json"))


def test_an_objective_that_is_not_a_board_objective_is_refused():
    from generator.templates import single_board

    document = _document()
    document["locations"][0]["objectives"] = ["M4", "A1"]
    with pytest.raises(TemplateError, match="b1:A1"):
        single_board(parse_board_template(document, "board-01.json"))


def test_a_template_that_breaks_the_schema_is_refused():
    with pytest.raises(ValueError, match="board-01.json"):
        parse_board_template(_document(areas=[]), "board-01.json")


def test_an_area_on_a_hex_the_board_does_not_have_is_refused():
    document = _document()
    document["areas"][0]["hexes"] = ["Z99"]
    with pytest.raises(TemplateError, match="Z99"):
        parse_board_template(document, "board-01.json")


def test_seam_hexes_may_be_named_by_either_board():
    arena = arena_for("bocage-and-village", "out-of-the-bocage")
    seam = arena.battlefield.parse("b1:A5")
    assert arena.battlefield.name(seam) == "b2:U5" and offset_name(arena.battlefield.info(seam).offset) == "U5"
