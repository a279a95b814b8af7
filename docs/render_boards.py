"""Render the shipped boards to docs/img/ for docs/boards.md.

Run from the project root after changing a board or the map painter:

    QT_QPA_PLATFORM=offscreen python3 docs/render_boards.py

Writes docs/img/board-0N.png for each board in maps/,
docs/img/battlefield.png with all of them side by side, left to right, and
docs/img/turned.png: boards 1 and 3 with board 3 turned 180 degrees, and
docs/img/board-05.png and board-06.png: the Pacific and desert boards kept beside the
sample scenarios (maps/scenarios/boards/).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.boards.battlefield import Battlefield, BoardPlacement
from core.boards.board import load_board
from core.boards.library import standard_boards
from editor.map.painter import PaintOptions, render_png

BOARD_HEX_SIZE = 44.0
BATTLEFIELD_HEX_SIZE = 22.0
TURNED_HEX_SIZE = 30.0


def main() -> int:
    out = ROOT / "docs" / "img"
    boards = standard_boards()
    for number, board in sorted(boards.items()):
        path = render_png(Battlefield([board]), out / f"board-{number:02d}.png", hex_size=BOARD_HEX_SIZE)
        print(path.relative_to(ROOT))
    everything = Battlefield([boards[n] for n in sorted(boards)])
    overview = PaintOptions(hex_names=False)  # too small to read at this scale
    print(render_png(everything, out / "battlefield.png", BATTLEFIELD_HEX_SIZE, overview).relative_to(ROOT))
    turned = Battlefield([BoardPlacement(boards[1]), BoardPlacement(boards[3], rotated=True)])
    print(render_png(turned, out / "turned.png", hex_size=TURNED_HEX_SIZE).relative_to(ROOT))
    for path in sorted((ROOT / "maps" / "scenarios" / "boards").glob("board-*.json")):
        print(render_png(Battlefield([load_board(path)]), out / path.with_suffix(".png").name, hex_size=BOARD_HEX_SIZE).relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
