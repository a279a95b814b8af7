"""The generator on boards it has never seen (issue 16): templates derived from the terrain.

A sample of bench/board_bench.py (3 random boards, every size and type), a battle on an
unseen board played by the engine for a turn, the derived templates held to what the
hand-written ones promise, `vvs generate --boards` and its refusals, and the shipped
boards keeping their hand-written templates.
"""

import json
import sys
import zipfile
from pathlib import Path

import pytest

from core.boards.board import parse_board
from core.boards.document import board_document
from core.boards.library import standard_boards
from core.game.game import Game
from core.game.players import make_players
from core.hexes import parse_offset_name
from core.placement import context_for
from core.resources import maps_dir
from core.terrain import catalogue
from editor.cli import main as vvs
from generator import Settings
from generator.battle import generate_battle
from generator.derived_template import MIN_ROOM, DerivationError, derive_board_template
from generator.expectation import MEASURED, PREDICTED, USER_BOARD
from generator.templates import TemplateError
from generator.user_boards import UserBoards
from tests.generator.held_out_figures import CONSTANT_SHOWN, MODEL_SHOWN, use

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from board_bench import deal  # noqa: E402
from random_boards import random_boards  # noqa: E402

BOARDS = [parse_board(document) for document in random_boards(3, 7)]


@pytest.fixture(scope="module")
def user_boards():
    return UserBoards(BOARDS)


def test_random_boards_are_valid_and_reproducible():
    assert random_boards(2, 7) == random_boards(2, 7)
    assert random_boards(1, 7) != random_boards(1, 8)


def test_battles_on_unseen_boards_are_dealt_and_valid():
    dealt, invalid = deal(BOARDS, 6, first_seed=100)
    assert (dealt, invalid) == (6, [])


def test_every_size_is_served_by_three_boards_and_one_board_only_deals_small(user_boards):
    assert user_boards.sizes() == ("small", "medium", "large")
    one = UserBoards(BOARDS[:1])
    assert one.sizes() == ("small",)
    assert generate_battle(Settings(), 3, boards=one).settings.size == "small"


def test_derived_locations_keep_the_sides_apart_with_room_and_reachable_objectives(user_boards):
    for template in user_boards.templates:
        for location in template.locations:
            arena = user_boards.arena(template.id, location.id)
            assert not set(arena.attacker.hexes) & set(arena.defender.hexes)
            assert min(arena.defender.enemy_distance.values()) >= 3
            for ground in (arena.attacker, arena.defender):
                assert sum(not arena.context.terrain_at(h).prohibited_to_all for h in ground.hexes) >= MIN_ROOM
            for spot in location.objectives:
                h = arena.battlefield.parse(spot.hex)
                assert h not in arena.attacker.hexes and not arena.context.terrain_at(h).prohibited_to_all


def test_fortification_spots_are_of_types_the_terrain_allows():
    terrain = catalogue()
    board = BOARDS[0]
    document = derive_board_template(board)
    for entry in document["additions"]:
        for name in entry["hexes"]:
            here = board.terrain[parse_offset_name(name)]
            assert all(here in terrain.fortifications[t].allowed_terrain for t in entry["types"])


def test_a_board_of_water_has_no_room_for_a_battle():
    document = board_document(BOARDS[0])
    document["terrain"] = ["." + "P" * 19 + "." if i < 9 else row for i, row in enumerate(document["terrain"])]
    document["terrain"][9] = "." + " P" * 9 + " ."
    document.update(roads=[], bridges=[], hexsides={})
    with pytest.raises(DerivationError, match="no room"):
        derive_board_template(parse_board(document))


def test_a_battle_on_an_unseen_board_plays_a_turn():
    battle = generate_battle(Settings(size="small"), 11, boards=UserBoards(BOARDS[:1]))
    scenario = battle.scenario
    game = Game(scenario, context=context_for(scenario, {BOARDS[0].number: BOARDS[0]}))
    state = game.new_state(5)
    players = make_players("simple", 5)
    actions = game.legal_actions(state)
    for _ in range(20_000):
        if state.is_over or state.turn > 1:
            break
        player = players[game.to_act(state)]
        actions = game.step(state, player.choose(game, state, actions), reason=player.reason())
    assert state.turn > 1 or state.is_over


def test_shipped_boards_keep_their_hand_written_templates():
    shipped = UserBoards([standard_boards()[1], standard_boards()[2]])
    ids = {t.id for t in shipped.templates}
    assert "board-1" in ids and "board-2" in ids and "bocage-and-village" in ids
    assert not any(i.startswith("derived") for i in ids)


def test_a_custom_board_may_not_take_a_shipped_number_unless_identical():
    document = board_document(BOARDS[0])
    document["number"] = 1
    with pytest.raises(TemplateError, match="shipped board 1"):
        UserBoards([parse_board(document)])


def test_vvs_generate_boards_writes_a_package_that_carries_them(tmp_path, capsys, monkeypatch):
    figures = use(monkeypatch, MODEL_SHOWN)  # even a model that beats the constant never saw a derived template
    paths = []
    for board in BOARDS[:2]:
        path = tmp_path / f"board-{board.number}.json"
        path.write_text(json.dumps(board_document(board)))
        paths.append(str(path))
    out = tmp_path / "battle.zip"
    assert vvs(["generate", "--boards", ",".join(paths), "--size", "medium", "--seed", "4", "-o", str(out), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["boards"] == [b.number for b in BOARDS[:2]]
    assert result["expectation_kind"] == USER_BOARD
    assert result["expected_attacker_win"] == round(figures.sizes["medium"].share, 3)  # the labelled reference
    names = zipfile.ZipFile(out).namelist()
    assert {f"boards/board-{b.number:02d}.json" for b in BOARDS[:2]} <= set(names)
    assert vvs(["validate", str(out)]) == 0
    capsys.readouterr()
    assert vvs(["generate", "--boards", ",".join(paths), "--size", "medium", "--seed", "4", "-o", str(out)]) == 0
    shown = capsys.readouterr().out.splitlines()[-1]
    assert shown.startswith("attacker win: not predicted (user boards, dealt on a template derived from their terrain); "
                            "for reference, built-in medium battles: ") and "--measure plays this battle" in shown


@pytest.mark.parametrize(("figures", "kind"), [(MODEL_SHOWN, PREDICTED), (CONSTANT_SHOWN, MEASURED)])
def test_shipped_boards_given_to_boards_show_what_the_same_battle_shows_without(tmp_path, capsys, monkeypatch,
                                                                                 figures, kind):
    """A shipped board keeps its hand-written template (docs/rules-decisions.md), which the model
    was fitted on: the battle is predicted or given its size's rate as any built-in battle is."""
    use(monkeypatch, figures)
    out = tmp_path / "battle.zip"
    shipped = ",".join(str(maps_dir() / f"board-{n:02d}.json") for n in (1, 2))
    assert vvs(["generate", "--boards", shipped, "--size", "medium", "--seed", "4", "-o", str(out), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert not result["template"].startswith("derived") and result["expectation_kind"] == kind
    battle = generate_battle(Settings(size="medium"), 4, boards=UserBoards([standard_boards()[1], standard_boards()[2]]))
    assert result["expected_attacker_win"] == round(battle.expectation.rate, 3) and not battle.user_boards


def test_a_battle_dealt_on_a_shipped_boards_own_template_among_user_boards_is_not_labelled_theirs(monkeypatch):
    """A small battle on [shipped board 1, a user's board] may fall on board 1's hand-written
    template: only one dealt on a derived template is "not predicted"."""
    use(monkeypatch, MODEL_SHOWN)
    boards = UserBoards([standard_boards()[1], BOARDS[0]])
    dealt = {battle.template: battle for battle in (generate_battle(Settings(size="small"), seed, boards=boards)
                                                    for seed in range(8))}
    assert "board-1" in dealt and any(t.startswith("derived") for t in dealt)
    for template, battle in dealt.items():
        assert battle.user_boards == template.startswith("derived")
        assert battle.expectation.kind == (USER_BOARD if battle.user_boards else PREDICTED)


@pytest.mark.parametrize(("content", "code"), [("not json", 2), ('{"format": 1}', 2), ('{"columns": 21, "terrain": []}', 1)])
def test_a_bad_board_file_is_one_line_and_its_exit_code(tmp_path, capsys, content, code):
    """Not JSON, or not a board at all: unusable (2); a board file breaking the board rules: 1, as `vvs validate` says."""
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert vvs(["generate", "--boards", str(path), "-o", str(tmp_path / "x.zip")]) == code
    assert vvs(["validate", str(path)]) == code
    capsys.readouterr()
    assert vvs(["generate", "--boards", str(path), "-o", str(tmp_path / "x.zip")]) == code
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "bad.json" in err
    assert not (tmp_path / "x.zip").exists()


def test_the_slot_and_save_as_keep_the_boards_beside_the_battle(tmp_path, user_boards):
    from core.documents.sources import boards_beside
    from core.userdirs import UserFolders
    from generator.slot import save_generated_as, store_generated

    folders = UserFolders(tmp_path)
    battle = generate_battle(Settings(size="small"), 2, boards=user_boards)
    carried = user_boards.documents([ref.board for ref in battle.scenario.boards])
    stored = store_generated(battle.scenario, folders, boards=carried)
    kept = save_generated_as("On my board", folders)
    for path in (stored, kept):
        assert set(boards_beside(path)) == {ref.board for ref in battle.scenario.boards}
