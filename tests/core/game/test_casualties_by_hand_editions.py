"""Rules edition 4 (core/game/editions.py): fire support (18.5), snipers (20.5) and overruns (17.4)
ask a side deciding its casualties by hand only from edition 4. A game saved or sent by e-mail
before then spent those points automatically, and its log (edition 3) must replay as played."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.game.actions import CallSupport, Overrun
from core.game.editions import EVERY_SOURCE_ASKS
from core.game.game import Game
from core.game.record import ReplayError, replay
from core.game.state import Phase
from core.sides import Side
from tests.core.game.conftest import ScriptedDice, unit
from tests.core.game.test_casualties_by_hand_more import OPEN, by_hand, fire_a_natural_12, kinds, sniper_position
from tests.core.game.test_overrun import example, moving_in_d3

OLD_LOG = Path(__file__).parent / "old_logs" / "edition3-barrage-by-hand.json"
"""Written by the code of commit 996d49e (before 4a84b4b made these sources ask): the Germans
allocate by hand; the Americans' Light Barrage on D3 dealt 2 CP, spent automatically (both pinned)."""


def test_an_old_log_whose_barrage_was_spent_automatically_replays_as_it_was_played():
    log = json.loads(OLD_LOG.read_text(encoding="utf-8"))
    assert (log["rules_edition"], log["casualties_by_hand"]) == (3, ["axis"])
    replayed = replay(log)
    assert replayed.question is None and replayed.event_dicts() == log["events"]
    assert replayed.units["g1"].pinned and replayed.units["g2"].pinned
    with pytest.raises(ReplayError, match="action 2, end_phase"):  # as edition 4, the barrage waits for the Germans
        replay({**log, "rules_edition": EVERY_SOURCE_ASKS})


def barrage(edition):
    game, state = by_hand(OPEN, [("b7:D6", [unit("a1", "us.rifle_squad")])],
                          [("b7:D3", [unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad")])], ("axis",))
    game.edition = state.rules_edition = edition  # as a replayed log's Game and state have it
    state.phase, state.active = Phase.COMMAND, Side.ALLIED
    state.sides["allied"].light_barrage = 1
    state.dice = ScriptedDice([4, 10])  # on target; 10 on the 40 row: 2 CP, pin both or reduce one
    game.apply(state, CallSupport("light_barrage", "b7:D3"), check=True)
    return state


def sniper(edition):
    game, state = sniper_position()
    game.edition = state.rules_edition = edition
    fire_a_natural_12(game, state)  # the German sniper's 2 CP on the two American squads
    return state


def overrun(edition):
    game, state = example(panzerfausts=0)
    game = Game(game.scenario, game.context, edition=edition, casualties_by_hand=("axis",))
    state.casualties_by_hand, state.rules_edition = ["axis"], edition
    moving_in_d3(state)
    state.dice = ScriptedDice([2])  # the Armor Overrun Example: 7 CP on the two squads in D2
    game.apply(state, Overrun("b7:D2"), check=True)
    return state


@pytest.mark.parametrize("attack", [barrage, sniper, overrun])
def test_these_points_ask_from_edition_4_and_were_spent_automatically_before(attack):
    asked, old = attack(EVERY_SOURCE_ASKS), attack(EVERY_SOURCE_ASKS - 1)
    assert asked.question is not None and asked.question["kind"] == "casualties"
    assert old.question is None and "casualties" in kinds(old)
