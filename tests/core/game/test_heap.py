"""The engine keeps the collector off what outlives a game, and gives it back afterwards."""

import gc
from collections.abc import Iterator

import pytest

from core.game.heap import YOUNG, settled


@pytest.fixture(autouse=True)
def _nothing_frozen() -> Iterator[None]:
    """A program starts with nothing frozen; the suite freezes what every test leaves behind."""
    gc.unfreeze()
    yield
    gc.freeze()  # back as the suite keeps it, without a collection over the whole heap


def test_what_lives_before_a_game_is_frozen_during_it_and_thawed_after() -> None:
    assert gc.get_freeze_count() == 0
    with settled():
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0


def test_a_caller_that_froze_objects_itself_keeps_them_frozen() -> None:
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with settled():
            pass
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()


def test_a_game_that_fails_still_thaws() -> None:
    try:
        with settled():
            raise RuntimeError("a rule broke")
    except RuntimeError:
        pass
    assert gc.get_freeze_count() == 0


def test_the_youngest_generation_is_collected_less_often_during_a_game_only() -> None:
    before = gc.get_threshold()
    with settled():
        assert gc.get_threshold()[0] >= YOUNG
        assert gc.get_threshold()[1:] == before[1:]
    assert gc.get_threshold() == before
