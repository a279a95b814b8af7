"""`vvs board render FILE -o board.png`: any board file drawn as the editor draws it.

A user's board (one made for `vvs generate --boards`, say) can be looked at
without opening the editor. Registered by editor/cli.py beside `card`: the map
is painted by editor/map/painter.py with Qt on the offscreen platform, so Qt is
imported only when the command runs. The board is read through
core.commands.inputs, so a bad file gets the same one line and exit code 2 as
every other command. `board` takes subcommands so that later board tools (the
board editor's) can join it.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from core.boards.battlefield import Battlefield, BoardPlacement
from core.commands import EXIT_OK, CommandError, add_json_flag, emit_json, printable
from core.commands.inputs import read_board, require_output_path

HEX_SIZE = 40.0
MAX_PIXELS = 40_000_000
"""The largest picture drawn: 160 MB of pixels while it is painted, and as much again while the PNG is
made. A 51 x 40 board at --hex-size 200 asked for 213 million pixels (24 s and 861 MB, issue 25)."""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("board", help="board tools: render a board file to a PNG")
    actions = parser.add_subparsers(dest="board_command", metavar="ACTION", required=True)
    render = actions.add_parser("render", help="draw a board file as a PNG, as the editor's map shows it",
                                description="Draw a board file (maps/board-NN.json or a user's board) as the "
                                "editor's map paints it: terrain, hills, roads and bridges, hexsides, hex names "
                                "and place names.")
    render.add_argument("board", help="a board .json file")
    render.add_argument("-o", "--output", required=True, help="the PNG to write")
    render.add_argument("--hex-size", type=float, default=HEX_SIZE, help=f"hex radius in pixels (default {HEX_SIZE:.0f})")
    render.add_argument("--turned", action="store_true", help="draw the board turned 180 degrees")
    add_json_flag(render)
    render.set_defaults(handler=run_render)


def run_render(args: argparse.Namespace) -> int:
    output = require_output_path(args.output)
    if output.suffix.lower() != ".png":
        raise CommandError(f"{output}: a board is rendered as .png; give a file name ending in .png")
    if not 8 <= args.hex_size <= 200:
        raise CommandError(f"--hex-size {args.hex_size:g}: give 8 to 200 pixels")
    board = read_board(Path(args.board))
    try:
        from editor.card.write import ensure_app
        from editor.map.painter import PaintError, render_png
    except ImportError as error:
        raise CommandError(f"the board is drawn with Qt, which cannot be loaded here: {error}") from None
    battlefield = Battlefield([BoardPlacement(board, args.turned)])
    _check_size(battlefield, args.hex_size)
    ensure_app()
    try:
        render_png(battlefield, output, args.hex_size)
    except PaintError as error:
        raise CommandError(str(error)) from None
    if args.json:
        emit_json({"output": str(output), "board": board.number, "name": board.name, "turned": args.turned})
    else:
        print(printable(f"wrote {output}: board {board.number} ({board.name})"))
    return EXIT_OK


def _check_size(battlefield: Battlefield, hex_size: float) -> None:
    """Refuse, before drawing, a picture over MAX_PIXELS, naming the largest --hex-size that fits."""
    from editor.map.geometry import image_size

    def pixels(size: float) -> int:
        width, height = image_size(battlefield, size, round(size * 0.4))
        return width * height

    if pixels(hex_size) <= MAX_PIXELS:
        return
    width, height = image_size(battlefield, hex_size, round(hex_size * 0.4))
    fits = max((size for size in range(8, int(hex_size) + 1) if pixels(size) <= MAX_PIXELS), default=None)
    advice = f"give --hex-size {fits} or less" if fits else "this board is too large to draw as one picture"
    raise CommandError(f"--hex-size {hex_size:g} would draw {width:,} x {height:,} pixels ({width * height / 1e6:.0f} million, "
                       f"{width * height * 4 / 1e6:,.0f} MB of pixels); the most is {MAX_PIXELS / 1e6:.0f} million: {advice}")
