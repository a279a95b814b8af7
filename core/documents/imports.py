"""The checks an imported package must pass, wherever it is imported from (vvs import, the editor)."""

from __future__ import annotations

from typing import Any

from core.boards.board import Board, parse_board
from core.documents.check import add_board, require_clean
from core.package import SCENARIO


class PackageChecker:
    """The checks an imported package must pass, wherever it is imported from: boards, then its scenario.

    read_package checks a package's boards before its scenario, so the boards
    seen are kept here for the scenario's placement check, then forgotten. Use
    a fresh checker per package, so that one package's boards never leak into the next.
    """

    def __init__(self) -> None:
        self._boards: dict[int, Board] = {}

    def board(self, document: Any) -> None:
        add_board(self._boards, parse_board(document, "board"), "board")

    def scenario(self, document: Any) -> None:
        boards, self._boards = self._boards, {}
        require_clean(document, SCENARIO, boards)
