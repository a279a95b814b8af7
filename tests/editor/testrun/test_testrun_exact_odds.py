"""The odds the test run shows are exact: AT and close-assault chances against an independent
enumeration of the dice, the path's danger against the engine's own opportunity fire."""

from __future__ import annotations

import re
from dataclasses import replace

from core.combat.at import AtOutcome, crew_abandons, elimination_outcome, roll_to_hit
from core.game.actions import Assault, FireAT
from core.game.at_fire import find_use
from core.game.exact_odds import chance, courses
from core.game.opportunity_threats import at_fire_inputs, elimination_number_for
from core.game.state import Where
from core.scenario import SideSetup, Stack, Unit
from core.tables import get_ruleset
from editor.testrun.odds import odds_for, odds_text
from editor.testrun.setup import Mode, RunSetup
from tests.core.game.conftest import ScriptedDice
from tests.editor.testrun.conftest import duel
from tests.editor.testrun.conftest import hover as _hover

FACES = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def _percent(text: str, label: str) -> float:
    found = re.search(re.escape(label) + r" (\d+)%", text)
    assert found, f"{label} not in {text}"
    return int(found.group(1)) / 100


def _independent_at(game, state, firer_id, target_id):
    """16.3-16.6 by hand: every pair of faces of the to-hit throw, of the kill throw, every crew die."""
    rules = get_ruleset(game.scenario.ruleset)
    firer, target = state.units[firer_id], state.units[target_id]
    use = find_use(game, state, firer, None)
    fire = at_fire_inputs(game, state, firer, use, target)
    number = elimination_number_for(game, firer, use, target)
    killed = stopped = 0.0
    for a, b in FACES:
        if not roll_to_hit(fire, a + b, rules).hit:
            continue
        for c, d in FACES:
            outcome = elimination_outcome(number, c + d, False)
            if outcome is AtOutcome.ELIMINATED:
                killed += 1 / 36 / 36
            elif outcome is AtOutcome.IMMOBILIZED:
                for die in range(1, 7):
                    if crew_abandons(die, rules):
                        killed += 1 / 36 / 36 / 6
                    else:
                        stopped += 1 / 36 / 36 / 6
    return killed, stopped


def test_at_odds_are_the_exact_enumeration_of_the_dice(qapp):
    from tests.core.game.test_at_fire import tiger_example

    game, state = tiger_example()
    before = state.to_json()
    text = odds_text(odds_for(game, state, FireAT("sherman", "tiger", None)))
    assert state.to_json() == before
    killed, stopped = _independent_at(game, state, "sherman", "tiger")
    found = courses(game, state, FireAT("sherman", "tiger", None))
    assert abs(sum(c.chance for c in found) - 1) < 1e-9
    assert abs(chance(found, lambda s: s.units["tiger"].where == Where.ELIMINATED) - killed) < 1e-9
    assert abs(_percent(text, "Target eliminated:") - round(killed, 2)) < 0.006
    assert abs(_percent(text, "Target immobilized:") - round(stopped, 2)) < 0.006
    # one set of numbers: the chances given a hit times the chance to hit are the totals
    hit = _percent(text, "or less on 2d6 after modifiers (+2):")
    if_killed = _percent(text, "If hit: eliminated")
    assert abs(hit * if_killed - killed) < 0.02
    assert "Target immobilized: 0%" not in text


def _assault_position():
    from tests.core.game.conftest import unit
    from tests.core.game.test_assault import position

    return position([unit("g1", "ger.rifle_squad"), unit("g2", "ger.rifle_squad")], [unit("r1", "us.rifle_squad")])


class _Out(Exception):
    pass


class _CountingDice(ScriptedDice):
    """The tests' scripted dice, telling which kind of throw ran out."""

    def roll_2d6(self, side=None):
        if not self.rolls:
            raise _Out(2)
        return super().roll_2d6(side)

    def roll_d6(self, side=None):
        if not self.rolls:
            raise _Out(1)
        return super().roll_d6(side)


def _independent_assault(game, state, action):
    """Each face (or pair of faces) of every throw the engine asks for, with the tests' own dice."""
    def run(rolls):
        copy = state.clone(history=False)
        copy.dice = _CountingDice(list(rolls))
        try:
            game.resolve(copy, action)
        except _Out as out:  # the dice ran out: one more throw to enumerate
            return out.args[0], None
        return 0, copy

    taken = 0.0
    pending = [((), 1.0)]
    while pending:
        rolls, p = pending.pop()
        count, done = run(rolls)
        if done is None:
            throws = [a + b for a, b in FACES] if count == 2 else list(range(1, 7))
            pending += [((*rolls, t), p / len(throws)) for t in throws]
            continue
        if not any(u.in_play and u.hex == action.target and u.side != state.units[action.units[0]].side
                   for u in done.units.values()):
            taken += p
    return taken


def test_close_assault_odds_are_the_exact_enumeration_of_the_dice(qapp):
    game, state = _assault_position()
    action = Assault(("g1", "g2"), "b7:C2")
    text = odds_text(odds_for(game, state, action))
    taken = _independent_assault(game, state, action)
    assert 0 < taken < 1
    assert abs(_percent(text, "Defenders eliminated:") - round(taken, 2)) < 0.006


def _start_moving(qtbot, run, click_board, hex_name):
    from tests.editor.testrun.test_testrun_paths import _start_moving as start

    start(qtbot, run, click_board, hex_name)


def test_the_paths_danger_is_the_engines_opportunity_fire_at_that_hex(qtbot, start_run, click_board):
    near = replace(duel(), axis=SideSetup("ger", stacks=(Stack("b7:C4", (Unit("g1", "ger.rifle_squad"),)),)))
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3), near)
    _start_moving(qtbot, run, click_board, "b7:A4")
    _hover(run, "b7:B3")
    step = run.moves.preview.steps[-1]
    assert step.hex == "b7:B3" and step.danger > 0
    assert f"{step.danger:.2f} CP" in run.scene.route["b7:B3"] and f"{step.danger:.2f} CP" in run.reason.text()
    seen = len(run.state.events)
    click_board(run, "b7:B3")
    click_board(run, "b7:B3")
    fired = [e for e in run.state.events[seen:] if e["kind"] == "opportunity_fire" and e["hex"] == "b7:B3"]
    assert fired, "the engine fired where the path said it would"
    assert abs(sum(e["expected"] for e in fired) - step.danger) < 0.001
