"""Battles on a user's boards (`vvs generate --boards`): templates derived where none were written.

A shipped board keeps its hand-written template, and a battlefield of shipped
boards only keeps battlefields.json's; every other board gets a derived one
(generator/derived_template.py). Battlefields for two and three boards are laid
from the boards in the order given, each also with one board turned (the edge
rule lets any board join any other either way round): the attacker starts on
the half of the neighbouring board nearest the defended board, the defender
holds the centre of that board (and, in a large battle, the near half of the
next), as the hand-written battlefields do. The derived documents go through
the same schema and the same loader as the hand-written ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from core.boards.battlefield import BattlefieldError
from core.boards.board import Board
from core.boards.document import board_document
from core.boards.library import build_battlefield, standard_boards
from core.hexes import Offset, offset_name
from core.jsonio import validate
from core.movement.graphs import hex_graph
from core.placement import Context
from core.terrain import UnitClass, catalogue
from core.units import default_catalogue
from generator.arena import Arena, build_arena
from generator.derived_template import (
    MAX_OBJECTIVES,
    MIN_ROOM,
    MIRROR,
    band,
    derive_board_template,
    passable,
    reachable,
)
from generator.rng import Rng
from generator.settings import RANDOM, Settings
from generator.templates import (
    BattlefieldTemplate,
    BoardTemplate,
    TemplateError,
    load_templates,
    multi_board,
    parse_board_template,
    single_board,
)

SIZES = {1: "small", 2: "medium", 3: "large"}
Sides = tuple[tuple[int, str], tuple[tuple[int, str], ...]]
"""(attacker board position, area in the battlefield's view), the defender's the same way."""
PLANS: dict[int, tuple[tuple[str, Sides], ...]] = {
    2: (("from-west", ((0, "east-half"), ((1, "centre"),))), ("from-east", ((1, "west-half"), ((0, "centre"),)))),
    3: (("from-west", ((0, "east-half"), ((1, "centre"), (2, "west-half")))),
        ("from-east", ((2, "west-half"), ((1, "centre"), (0, "east-half"))))),
}


class UserBoards:
    """The templates for battles on the given boards, derived once and kept for every battle dealt on them."""

    def __init__(self, boards: Sequence[Board]) -> None:
        numbers = [b.number for b in boards]
        if not boards or len(set(numbers)) != len(numbers):
            raise TemplateError("give one to three boards, each with a number of its own")
        shipped = standard_boards()
        for board in boards:
            if board.number in shipped and board != shipped[board.number]:
                raise TemplateError(f"board {board.number} ({board.name}) differs from the shipped board {board.number}: "
                                    "a custom board needs a number no shipped board has")
        self.boards = tuple(boards)
        self.library = {b.number: b for b in boards}
        self.custom = {n: b for n, b in self.library.items() if n not in shipped}
        self._contexts: dict[tuple[tuple[int, bool], ...], Context] = {}
        self._arenas: dict[tuple[str, str], Arena] = {}
        self.templates = self._templates()
        self._written = {t.id for t in load_templates()}

    def _templates(self) -> tuple[BattlefieldTemplate, ...]:
        own = set(self.library) - set(self.custom)
        written = [t for t in load_templates() if {r.board for r in t.boards} <= own]
        derived = {n: parse_board_template(derive_board_template(b), f"derived template of board {n}", self.library)
                   for n, b in self.library.items()}
        singles = [replace(single_board(derived[n]), id=f"derived-b{n}") for n in self.custom]
        entries = [entry for size in (2, 3) for window in _windows(self.boards, size) if set(b.number for b, _ in window) - own
                   if (entry := self._battlefield(window, derived)) is not None]
        multi: list[BattlefieldTemplate] = []
        if entries:
            document = {"format": 1, "kind": "battlefields", "battlefields": entries}
            validate(document, "template.schema.json", "derived battlefields")
            multi = [multi_board(entry, derived) for entry in entries]
        return tuple(written + singles + multi)

    def _battlefield(self, window: tuple[tuple[Board, bool], ...], derived: dict[int, BoardTemplate]) -> dict[str, Any] | None:
        """One arrangement and its locations; None when no location has room on it."""
        context = self.context(tuple((b.number, turned) for b, turned in window))
        graph = hex_graph(context.battlefield, frozenset({UnitClass.INFANTRY}), catalogue())
        locations = []
        for location_id, (attack, defend) in PLANS[len(window)]:
            attackers = _hexes(window, *attack)
            defenders = [name for part in defend for name in _hexes(window, *part)]
            if len(attackers) < MIN_ROOM or len(defenders) < MIN_ROOM:
                continue
            walkable = reachable(graph, (context.battlefield.parse(n) for n in attackers))
            inside = set(defenders)
            spots = [(index, spot) for position, _ in defend for index, spot in enumerate(derived[window[position][0].number].objectives)]
            ranked = sorted(((i, spot) for i, spot in spots if spot in inside and context.battlefield.parse(spot) in walkable),
                            key=lambda item: (item[0], item[1]))
            objectives = list(dict.fromkeys(spot for _, spot in ranked))[:MAX_OBJECTIVES]
            if len(objectives) < 2:
                continue
            number = int(objectives[0].split(":")[0][1:])
            locations.append({"id": location_id, "place": _place(derived[number].objectives[objectives[0]].name, self.library[number]),
                              "attacker": [_area_ref(window, *attack)], "defender": [_area_ref(window, *p) for p in defend],
                              "objectives": objectives})
        if not locations:
            return None
        key = "-".join(f"b{b.number}{'t' if turned else ''}" for b, turned in window)
        return {"id": f"derived-{key}"[:48], "sizes": [SIZES[len(window)]],
                "boards": [{"board": b.number, "rotated": turned} for b, turned in window], "locations": locations}

    def context(self, boards: tuple[tuple[int, bool], ...]) -> Context:
        if boards not in self._contexts:
            try:
                field = build_battlefield([{"board": n, "rotated": r} for n, r in boards], self.custom)
            except BattlefieldError as error:
                raise TemplateError(str(error)) from None
            self._contexts[boards] = Context(field, default_catalogue())
        return self._contexts[boards]

    def derived(self, template_id: str) -> bool:
        """Is this battlefield derived here (it holds a board that is not shipped), rather than a
        hand-written one of shipped boards, kept as battlefields.json has it and known to the model?"""
        return template_id not in self._written

    def sizes(self) -> tuple[str, ...]:
        return tuple(size for size in ("small", "medium", "large") if any(size in t.sizes for t in self.templates))

    def templates_for(self, size: str) -> tuple[BattlefieldTemplate, ...]:
        return tuple(t for t in self.templates if size in t.sizes)

    def arena(self, template_id: str, location_id: str) -> Arena:
        key = (template_id, location_id)
        if key not in self._arenas:
            template = next(t for t in self.templates if t.id == template_id)
            location = next(loc for loc in template.locations if loc.id == location_id)
            self._arenas[key] = build_arena(template, location, self.context(tuple((r.board, r.rotated) for r in template.boards)))
        return self._arenas[key]

    def settle_size(self, settings: Settings, seed: int) -> Settings:
        """A random size among those these boards allow (one board: small only), from a stream of its own."""
        if settings.size != RANDOM:
            return settings
        return replace(settings, size=Rng(seed, "board-size").choice(self.sizes()))

    def documents(self, numbers: Sequence[int]) -> dict[str, dict[str, Any]]:
        """The board files a package of a battle on these boards carries (the custom ones it stands on)."""
        return {f"board-{n:02d}": board_document(self.custom[n]) for n in sorted(numbers) if n in self.custom}


def _windows(boards: Sequence[Board], size: int) -> list[tuple[tuple[Board, bool], ...]]:
    """Runs of `size` boards in the order given, as laid and with the second board turned."""
    runs = [tuple(boards[i:i + size]) for i in range(len(boards) - size + 1)]
    return [arrangement for run in runs for arrangement in
            (tuple((b, False) for b in run), tuple((b, i == 1) for i, b in enumerate(run)))]


def _printed(turned: bool, area: str) -> str:
    """The board's own area that lies where `area` is seen on the battlefield."""
    return MIRROR[area] if turned else area


def _area_ref(window: tuple[tuple[Board, bool], ...], position: int, area: str) -> str:
    board, turned = window[position]
    return f"b{board.number}:{_printed(turned, area)}"


def _hexes(window: tuple[tuple[Board, bool], ...], position: int, area: str) -> list[str]:
    board, turned = window[position]
    first, last = band(board, _printed(turned, area))
    terrain = catalogue()
    return [f"b{board.number}:{offset_name(o)}" for o in board.offsets()
            if first <= o.col <= last and passable(board, o, terrain) and _not_seam_duplicate(board, turned, position, o)]


def _not_seam_duplicate(board: Board, turned: bool, position: int, offset: Offset) -> bool:
    """A seam hex belongs to the board on its left; counted once, by that board."""
    left_column = board.columns - 1 if turned else 0
    return position == 0 or offset.col != left_column


def _place(name: str, board: Board) -> str:
    labels = {text for _, text in board.labels}
    return name if name in labels else (sorted(labels)[0] if labels else board.name or f"board {board.number}")[:60]
