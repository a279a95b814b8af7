"""`vvs balance --explain`'s extra figures: skill headroom, luck share and restricted play.

The figures are checked exactly on hand-made records; the games on the tiny battle
(tiny_battles.py, about 10 ms a game): a restricted player never makes the moves it
forgoes, a replay with the same dice is the same game and fresh dice are other rolls,
and the command line reports all three in words and in JSON.
"""

from __future__ import annotations

import json

import pytest

from core.ai.restricted import RESTRICTIONS, RestrictedPlayer, allowed
from core.ai.specs import players_from_specs
from core.balance.games import Battle, GameRecord, game_for, play
from core.balance.headroom import Headroom
from core.balance.luck import Luck
from core.balance.probe_games import LUCK, Probe, ProbeSet, dice_seed, play_probe
from core.balance.probes import Findings, default_count, probe_games_of, probe_set
from core.balance.restricted import RestrictedRun, paired_change
from core.balance.runs import Run
from core.commands.balance_probes import _collect
from core.game.actions import Advance, Assault, CallSupport, EndPhase, FireSmoke, Overrun, StartMove
from core.game.players import play_game
from core.sides import Side
from editor.cli import main
from tests.core.balance.tiny_battles import BOARDS, FAIR, squads_battle, write_battle


def game(seed: int, winner: str) -> GameRecord:
    return GameRecord(seed, winner, "draw", 2, (0, 0), (10, 10))


def test_the_restrictions_hide_what_they_name_and_leave_the_rest():
    assault, overrun = Assault(("u1",), "b7:B2"), Overrun("b7:B2")
    smoke_move, plain_move = StartMove(("u1",), smoke="b7:A2"), StartMove(("u1",))
    barrage, smoke_barrage = CallSupport("light_barrage", "b7:B2"), CallSupport("light_barrage", "b7:B2", smoke=True)
    advance, end = Advance(("u1",), "b7:B2"), EndPhase()
    every = [assault, overrun, smoke_move, plain_move, barrage, smoke_barrage, advance, FireSmoke("u1", "b7:B2"), end]
    assert allowed(every, RESTRICTIONS["attacker-no-assault"]) == every[2:]
    assert allowed(every, RESTRICTIONS["attacker-no-smoke"]) == [assault, overrun, plain_move, barrage, advance, end]
    assert allowed(every, RESTRICTIONS["defender-stays"]) == [assault, overrun, barrage, smoke_barrage, FireSmoke("u1", "b7:B2"), end]
    assert allowed([assault], RESTRICTIONS["attacker-no-assault"]) == [assault]  # nothing else: the only way on
    assert [r.seat for r in RESTRICTIONS.values()] == ["attacker", "attacker", "defender"]


class Spy:
    """A player that notes what it chose."""

    def __init__(self, player):
        self.player, self.chosen = player, []

    def choose(self, game, state, actions):
        self.chosen.append(self.player.choose(game, state, actions))
        return self.chosen[-1]

    def reason(self):
        return self.player.reason()


def defender_moves(restricted: bool) -> int:
    battle = Battle.of(squads_battle(FAIR), BOARDS)
    g = game_for(battle)
    moves = 0
    for seed in range(1, 5):
        players = dict(players_from_specs({Side.ALLIED: "ai:normal", Side.AXIS: "ai:normal"}, seed))
        spy = Spy(RestrictedPlayer(players[Side.AXIS], RESTRICTIONS["defender-stays"]) if restricted else players[Side.AXIS])
        players[Side.AXIS] = spy
        play_game(g, g.new_state(seed), players)
        moves += sum(1 for action in spy.chosen if RESTRICTIONS["defender-stays"].forbids(action))
    return moves


@pytest.mark.heavy  # whole games
def test_a_defender_that_never_moves_makes_no_move_where_it_otherwise_would():
    assert defender_moves(restricted=False) > 0
    assert defender_moves(restricted=True) == 0


@pytest.mark.heavy  # whole games
def test_the_same_dice_play_the_same_game_and_fresh_dice_other_rolls():
    battle = Battle.of(squads_battle(FAIR), BOARDS)
    originals = [play(battle, seed) for seed in range(1, 7)]
    same = ProbeSet(battle, (Probe(LUCK, "same", battle.attacker, battle.defender, (1, 2, 3, 4, 5, 6)),))
    fresh = ProbeSet(battle, (Probe(LUCK, "luck", battle.attacker, battle.defender, (1, 2, 3, 4, 5, 6), fresh_dice=True),))
    replays = [play_probe((0, seed), same)[1] for seed in range(1, 7)]
    assert [(r.winner, r.lost, r.turns) for r in replays] == [(r.winner, r.lost, r.turns) for r in originals]
    rerolled = [play_probe((0, seed), fresh)[1] for seed in range(1, 7)]
    assert [(r.winner, r.lost, r.turns) for r in rerolled] != [(r.winner, r.lost, r.turns) for r in originals]
    assert len({dice_seed(seed) for seed in range(1, 1000)} | set(range(1, 1000))) == 1998


def test_skill_headroom_is_the_hard_attackers_rate_minus_the_easy_attackers():
    hard = [game(s, w) for s, w in enumerate(("attacker", "attacker", "attacker", "draw"), 1)]
    easy = [game(s, w) for s, w in enumerate(("defender", "attacker", "defender", "draw"), 1)]
    headroom = Headroom.of(hard, easy, ("ai:hard", "ai:easy", "ai:easy", "ai:hard"))
    assert headroom.hard_attacks.count == 3 and headroom.easy_attacks.count == 1 and headroom.spread == 0.5
    assert headroom.to_dict()["spread_points"] == 50.0


def test_the_luck_share_sets_changed_winners_against_two_unrelated_games():
    main_games = [game(s, w) for s, w in enumerate(("attacker", "defender", "attacker", "defender"), 1)]
    originals = {g.seed: g for g in main_games}
    replays = [game(1, "attacker"), game(2, "attacker"), game(3, "attacker"), game(4, "defender")]
    luck = Luck.of(originals, replays, main_games)
    assert luck.changed.count == 1 and luck.changed.games == 4
    assert luck.unrelated == 0.5 and luck.share == 0.5  # 25% changed where half of unrelated pairs differ
    assert Luck.of(originals, replays, [game(1, "attacker")]).share is None  # one outcome only: nothing to share


def test_a_restricted_run_is_compared_seed_by_seed():
    originals = {s: game(s, w) for s, w in enumerate(("attacker", "attacker", "defender", "attacker"), 1)}
    played = [game(s, w) for s, w in enumerate(("defender", "attacker", "attacker", "draw"), 1)]
    run = RestrictedRun.of("attacker-no-assault", "the attacker never assaults", played, originals)
    assert run.rate.count == 2 and run.unrestricted.count == 3
    assert run.change[0] == -0.25 and run.change[1] < -0.25 < run.change[2]
    assert paired_change(0, 0, 10) == (0.0, 0.0, 0.0) and paired_change(0, 0, 0) == (0.0, 0.0, 0.0)


@pytest.fixture(scope="module")
def tiny_run() -> Run:
    battle = Battle.of(squads_battle(FAIR), BOARDS)
    run = Run("tiny", "allied", battle, 1, 6, 1, "local")
    run.records = [play(battle, seed) for seed in range(1, 7)]
    return run


@pytest.mark.heavy  # whole games
def test_the_extra_games_cover_every_figure_on_the_main_runs_seeds(tiny_run):
    assert default_count(6) == 3 and default_count(7) == 4
    probes = probe_set(tiny_run, 2)
    assert [p.name for p in probes.probes] == ["hard-easy", "easy-hard", "luck", *RESTRICTIONS]
    assert probes.probes[0].attacker == "ai:hard:balanced" and probes.probes[0].defender == "ai:easy:balanced"
    assert all(p.seeds == (1, 2) for p in probes.probes)
    assert probes.items[:8] == [(index, 1) for index in range(6)] + [(0, 2), (1, 2)]  # seed by seed across the probes
    results = list(probe_games_of(tiny_run, probes))
    findings = Findings.of(tiny_run, probes, results)
    assert findings.played == findings.planned == 12 and not findings.interrupted
    assert findings.headroom is not None and findings.headroom.hard_attacks.games == 2
    assert findings.luck is not None and findings.luck.changed.games == 2 and len(findings.restricted) == 3
    data = findings.to_dict()
    assert set(data) == {"extra_games", "skill_headroom", "luck", "restricted_play"}
    assert [r["name"] for r in data["restricted_play"]] == list(RESTRICTIONS)


def test_ctrl_c_keeps_the_extra_games_already_in(tiny_run):
    closed = []

    def games():
        try:
            yield 0, game(1, "attacker")
            raise KeyboardInterrupt
        finally:
            closed.append(True)

    probes = probe_set(tiny_run, 1)
    results, interrupted = _collect(games(), len(probes.items), quiet=True)
    assert interrupted and closed and len(results) == 1
    findings = Findings.of(tiny_run, probes, results, interrupted)
    assert findings.interrupted and findings.luck is None and findings.lines()[0] == "interrupted: 1 of 6 extra games played"


@pytest.mark.heavy  # whole games
def test_the_command_reports_the_three_figures_in_words_and_json(tmp_path, capsys):
    scenario = write_battle(tmp_path, FAIR)
    assert main(["balance", str(scenario), "--games", "4", "--jobs", "1", "--explain", "--explain-games", "2", "--json",
                 "--record"]) == 0
    report = json.loads(capsys.readouterr().out)["explain"]
    from core.scenario.io import load

    kept = load(scenario).balance.explained  # --record keeps the figures with the measurement
    assert kept is not None and kept.games == 2 and kept.luck_changed == report["luck"]["winner_changed"]["rate"]
    assert report["extra_games"] == {"games": 12, "planned": 12, "interrupted": False}
    assert report["skill_headroom"]["hard_attacks_easy"]["games"] == 2 and report["luck"]["replayed"] == 2
    assert [r["games"] for r in report["restricted_play"]] == [2, 2, 2]
    assert main(["balance", str(scenario), "--games", "4", "--jobs", "1", "--explain", "--explain-games", "2"]) == 0
    text = capsys.readouterr().out
    assert "skill headroom: the attacker wins" in text and "luck: of 2 games replayed on fresh dice" in text
    assert "the defender never moves: attacker" in text
    assert main(["balance", str(scenario), "--games", "4", "--jobs", "1", "--explain", "--explain-games", "0", "--json"]) == 0
    assert "luck" not in json.loads(capsys.readouterr().out)["explain"]


def test_the_figures_are_kept_with_the_measurement_and_read_back(tmp_path):
    from core.balance.record import with_balance
    from core.scenario.io import load, save

    battle = Battle.of(squads_battle(FAIR), BOARDS)
    run = Run("tiny", "allied", battle, 1, 4, 1, "local")
    run.records = [game(s, w) for s, w in enumerate(("attacker", "defender", "attacker", "draw"), 1)]
    probes = probe_set(run, 2)
    results = [(index, game(seed, "attacker")) for index, seed in probes.items]
    explained = Findings.of(run, probes, results).recorded()
    assert explained is not None and explained.games == 2 and explained.hard_easy == 1.0 and explained.luck_changed == 0.5
    assert dict(explained.restricted) == {"attacker-no-assault": 0.5, "attacker-no-smoke": 0.5, "defender-stays": 0.5}
    assert Findings.of(run, probes, results[:3], interrupted=True).recorded() is None  # a cut-short run keeps nothing
    path = tmp_path / "tiny.json"
    save(path, with_balance(battle.scenario, run.summary, 1, "ai:normal", "ai:normal", explained))
    assert load(path).balance.explained == explained  # and the schema takes it


@pytest.mark.heavy  # a pool of worker processes
def test_the_extra_games_are_the_same_on_worker_processes(tiny_run):
    from dataclasses import replace

    probes = probe_set(tiny_run, 2)
    here = sorted(probe_games_of(tiny_run, probes), key=lambda r: (r[0], r[1].seed))
    there = sorted(probe_games_of(replace(tiny_run, jobs=2), probes), key=lambda r: (r[0], r[1].seed))
    assert here == there and len(here) == 12


ON_A_CLUSTER = r"""
import contextlib, io, json, sys
import distributed
from editor.cli import main

def explain(*args):
    text = io.StringIO()
    with contextlib.redirect_stdout(text), contextlib.redirect_stderr(io.StringIO()):
        assert main(["balance", sys.argv[1], "--games", "4", "--explain", "--explain-games", "2", "--json", *args]) == 0
    report = json.loads(text.getvalue())
    return report["timing"]["where"], {k: v for k, v in report["explain"].items() if k != "extra_games"}

with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, protocol="tcp", dashboard_address=None) as here:
    there = explain("--scheduler", here.scheduler_address)
local = explain("--jobs", "1")
print(json.dumps({"cluster": there, "local": local}))
"""


@pytest.mark.heavy  # a Dask cluster in a child process (see test_runner_cluster.py for why a child)
def test_the_extra_games_give_the_same_figures_on_a_dask_cluster(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    scenario = write_battle(tmp_path, FAIR)
    done = subprocess.run([sys.executable, "-c", ON_A_CLUSTER, str(scenario)], cwd=root, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["cluster"][0].startswith("tcp://") and out["local"][0] == "local"
    assert out["cluster"][1] == out["local"][1] and out["local"][1]["luck"]["replayed"] == 2
