"""The OpenSkill fit on tiny made-up outcomes: a win moves the winner up, a draw is a draw, and the
games are rated in schedule order whatever order they finished in."""

from __future__ import annotations

import random

from core.ladder.games import Outcome
from core.ladder.ratings import fit
from core.ladder.report import Ladder, ladder_document, table_lines
from core.ladder.schedule import Match, schedule

A, B, C = "ai:easy:balanced", "ai:normal:balanced", "ai:hard:balanced"


def outcome(attacker: str, defender: str, winner: str, seed: int = 1) -> Outcome:
    return Outcome(Match(0, attacker, defender, seed), winner, 3)


def by_player(standings):
    return {s.player: s for s in standings}


def test_before_any_game_everyone_has_the_same_rating():
    table = fit((A, B), [])
    assert [s.mu for s in table] == [table[0].mu] * 2 and all(s.games == 0 and s.share == 0 for s in table)


def test_a_win_moves_the_winner_up_and_the_loser_down_in_either_seat():
    for winner_seat, loser_seat, winner in ((A, B, "attacker"), (B, A, "defender")):
        table = by_player(fit((A, B), [outcome(winner_seat, loser_seat, winner)]))
        assert table[A].mu > 25 > table[B].mu
        assert table[A].points == 1 and table[B].points == 0 and table[A].games == table[B].games == 1
        assert table[A].sigma < 25 / 3, "a game makes the estimate surer"


def test_a_draw_between_equals_moves_neither_and_counts_half_a_point():
    table = by_player(fit((A, B), [outcome(A, B, "draw")]))
    assert abs(table[A].mu - table[B].mu) < 1e-9 and table[A].points == table[B].points == 0.5
    assert table[A].sigma < 25 / 3


def test_a_draw_against_a_weaker_player_costs_the_stronger_one():
    wins = [outcome(A, C, "attacker", seed) for seed in range(3)]
    before = by_player(fit((A, B, C), wins))
    after = by_player(fit((A, B, C), [*wins, outcome(A, C, "draw", 9)]))
    assert after[A].mu < before[A].mu and after[C].mu > before[C].mu


def test_the_table_ranks_by_the_conservative_ordinal():
    games = [outcome(A, B, "attacker", s) for s in range(4)] + [outcome(C, B, "defender", 9)]
    table = fit((A, B, C), games)
    assert [s.player for s in table][0] == A
    assert [s.ordinal for s in table] == sorted((s.ordinal for s in table), reverse=True)
    assert all(abs(s.ordinal - (s.mu - 3 * s.sigma)) < 1e-9 for s in table)


def fake_ladder(order: list[int]) -> Ladder:
    """A ladder whose games 'finished' in `order`; each outcome made up from the seats and the seed."""
    matches = schedule((A, B, C), battles=2, games_per_pair=2, seed=5)
    ladder = Ladder((A, B, C), [], matches, 2, 5)
    for index in order:
        m = matches[index]
        ladder.outcomes[index] = Outcome(m, ("attacker", "defender", "draw")[(m.seed + len(m.attacker)) % 3], 4)
    return ladder


def test_the_ratings_do_not_depend_on_the_order_games_finished_in():
    count = len(fake_ladder([]).matches)
    shuffled = list(range(count))
    random.Random(3).shuffle(shuffled)
    in_order, out_of_order = fake_ladder(list(range(count))), fake_ladder(shuffled)
    assert ladder_document(in_order) == ladder_document(out_of_order)
    assert table_lines(in_order) == table_lines(out_of_order)


def test_the_document_counts_games_outcomes_and_points():
    ladder = fake_ladder(list(range(6)))
    document = ladder_document(ladder)
    assert document["games"] == 6 and document["planned"] == 12
    assert sum(document["outcomes"].values()) == 6
    assert sum(entry["points"] for entry in document["ratings"]) == 6, "one point shared per game"
    assert [entry["rank"] for entry in document["ratings"]] == [1, 2, 3]
