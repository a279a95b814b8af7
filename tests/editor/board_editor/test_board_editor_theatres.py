"""The board editor's Pacific and desert brushes: jungle, palm grove, beach and desert from the
terrain list, gully and wadi drawn as lines, and the edge rule that takes beach and desert sand
as the open ground they are (10.3)."""

from PySide6.QtCore import Qt

from core.hexes import parse_offset_name
from tests.editor.board_editor.test_board_editor import open_editor, stroke


def pick(qtbot, editor, label: str, under: str = "Terrain") -> None:
    """Click the brush's entry under a heading of the palette, as the user does."""
    palette = editor.brushes.list
    texts = [palette.item(i).text() for i in range(palette.count())]
    item = palette.item(texts.index(label, texts.index(under)))
    palette.scrollToItem(item)
    qtbot.mouseClick(palette.viewport(), Qt.MouseButton.LeftButton, pos=palette.visualItemRect(item).center())
    assert palette.currentItem() is item


def terrain_of(editor, *names: str) -> list[str]:
    return [editor.document.board.terrain[parse_offset_name(n)] for n in names]


def test_paint_a_pacific_shore_and_a_desert_wadi(make_window, qtbot):
    window = make_window()
    editor = open_editor(window, qtbot)
    pick(qtbot, editor, "Jungle")
    stroke(qtbot, editor, ["C2", "C3"])
    pick(qtbot, editor, "Palm grove")
    stroke(qtbot, editor, ["E2"])
    assert terrain_of(editor, "C2", "C3", "E2") == ["jungle", "jungle", "palm_grove"]

    pick(qtbot, editor, "Gully", "Lines through hexes")  # a line tool: the hexes between two far points are drawn too
    stroke(qtbot, editor, ["B1", "B3"])
    assert terrain_of(editor, "B1", "B2", "B3") == ["gully"] * 3
    pick(qtbot, editor, "Wadi", "Lines through hexes")
    stroke(qtbot, editor, ["F1", "F3"])
    assert terrain_of(editor, "F1", "F2", "F3") == ["wadi"] * 3

    pick(qtbot, editor, "Beach")  # open ground: the edge half hexes may be beach
    stroke(qtbot, editor, ["A1", "A2"])
    pick(qtbot, editor, "Desert")
    stroke(qtbot, editor, ["G1"])
    assert editor.problems.codes() == [] and editor.document.valid
    pick(qtbot, editor, "Palm grove")  # a hindrance is not open ground: refused on the edge
    stroke(qtbot, editor, ["G2"])
    assert editor.problems.codes() == ["board.edge-hex"]
    editor.undo_action.trigger()
    assert editor.document.valid
