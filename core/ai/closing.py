"""The Advance Phase: close assaults at good odds, then advances that pay (5.35, 15.x).

An assault is tried on determinized copies (core.ai.trial): what it takes from the
defenders and the hex, against what it costs the assaulting units. Pinned defenders
fall without a roll (15.9), so a stack pinned by fire is the assault's best target.
An advance (one hex, whatever the terrain) is scored like a move (core.ai.positions):
into a vacated objective above all.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.ai import terms
from core.ai.levels import pick
from core.ai.positions import Scorer
from core.ai.situation import Choice, Situation
from core.ai.terms import Score
from core.ai.trial import trial
from core.game.actions import Action, Advance, Assault
from core.game.reasons import Reason
from core.game.state import GameState

ASSAULT_SEEDS = (5, 17, 29, 31, 43, 59, 61, 73)
OBJECTIVE_WORTH = 0.8
"""Share of the mean value of the side's units that taking an objective is worth."""

LOSS_AVERSION = 2.0
"""Own losses weigh double in an assault's balance: they are near-certain and for good, its
gains a gamble (an even-money trade of units is no reason to assault)."""



def choose_assault(sit: Situation, actions: Sequence[Action]) -> Choice | None:
    appetite = sit.personality.weight("assault_appetite")
    objective = OBJECTIVE_WORTH * sit.unit_worth
    ranked: list[tuple[float, tuple[Assault, float, float]]] = []
    for action in actions:
        if not isinstance(action, Assault):
            continue
        outcomes: list[GameState] = []
        taken, lost, gained = trial(sit.game, sit.view, action, sit.side, ASSAULT_SEEDS, outcomes)
        score = Score(sit.personality).add("fire_dealt", terms.fire_dealt(taken, 1.0))
        score.add("objective_control", terms.objective_control(gained * objective, True))
        if sit.captures is not None and winning(sit, action.target):  # the game (core.ai.captures)
            score.add("objective_control", terms.objective_control(gained * sit.captures.stake, True))
        # the trade in one currency: what the assault loses weighs as what it takes does, with its
        # own loss aversion (the tuned fire_taken and route_fire weights price the fire a move meets, not this)
        score.add("fire_dealt", terms.own_losses(lost, LOSS_AVERSION, appetite))
        # the position left is already on the evaluation's scale (the move scorer's), not weighed again
        worth = score.total - (given_up(sit, action, outcomes) if sit.skilled else 0.0)
        if worth > 0:
            ranked.append((worth, (action, taken, lost)))
    if not ranked:
        return None
    ranked.sort(key=lambda r: -r[0])
    _, (chosen, taken, lost) = pick(sit.rng, sit.level, ranked)
    why = Reason("assault {target}: expected to take {taken:.1f} points for {lost:.1f} of ours",
                 hexes={"target": chosen.target}, numbers={"taken": taken, "lost": lost}, acting=chosen.units)
    if winning(sit, chosen.target):
        why = why.then(Reason.plain("taking it wins the battle"))
    return chosen, why


def winning(sit: Situation, target: str) -> bool:
    """Whether taking the hex gives the attacker the last objective it needs (core.ai.captures)."""
    return sit.captures is not None and sit.captures.completes(target)


def given_up(sit: Situation, action: Assault, outcomes: Sequence[GameState]) -> float:
    """What the assault costs in position: the winners occupy the cleared hex (15.8), so a squad
    that leaves its bunker or foxhole on the objective for an open hex gives up the objective,
    the cover and the fortification (the move's score, core.ai.positions, of the hex left against
    the hex taken), in the share of the copies where it did leave."""
    group = [sit.view.units[i] for i in action.units if i in sit.view.units]
    if not group or group[0].hex is None or not outcomes:
        return 0.0
    origin = group[0].hex
    scorer = Scorer(sit, group, 1.0)
    lost = scorer.score(origin)[0] - scorer.score(action.target)[0]
    if lost <= 0:
        return 0.0
    left = sum(1 for copy in outcomes if all(copy.units[u.id].hex != origin for u in group if u.id in copy.units))
    return lost * left / len(outcomes)


def choose_advance(sit: Situation, actions: Sequence[Action]) -> Choice | None:
    ranked: list[tuple[float, Advance]] = []
    scorers: dict[tuple[str, ...], tuple[Scorer, float]] = {}
    for action in actions:
        if not isinstance(action, Advance) or (action.hex in sit.hazards and action.hex not in sit.goals):
            continue  # never into a known minefield or wire but for the objective itself
        if action.units not in scorers:
            group = [sit.view.units[i] for i in action.units if i in sit.view.units]
            if not group or group[0].hex is None:
                continue
            scorer = Scorer(sit, group, 1.0)
            scorers[action.units] = (scorer, scorer.score(group[0].hex)[0])
        scorer, stay = scorers[action.units]
        gain = scorer.score(action.hex)[0] - stay
        if gain > 0:
            ranked.append((gain, action))
    if not ranked:
        return None
    ranked.sort(key=lambda r: -r[0])
    _, chosen = pick(sit.rng, sit.level, ranked)
    return chosen, Reason("advance {units} into {hex}", units={"units": chosen.units}, hexes={"hex": chosen.hex})
