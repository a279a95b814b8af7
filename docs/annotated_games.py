"""Play the three annotated games of docs/games/ and write each one's log and a markdown skeleton
(run: python3 docs/annotated_games.py).

One game per level of the computer opponent, each against the tuned normal level: the easy level
attacking, normal against normal, and the hard level attacking, on the shipped samples. They are
played as `vvs play SCENARIO --attacker SPEC --defender SPEC --seed N --log FILE` plays them, but
with the scenario's fog of war turned on: the reasons a side gives must then name only what it
sees, which is what the annotations promise and tests/docs/test_annotated_games.py checks.

The log (docs/games/NAME.json) is the real record; `vvs replay` plays it again. The skeleton
quotes, turn by turn, the `decision` events of the level's side (the attacker) with the events
that followed each, as that side's test-run window shows them under fog (editor/testrun/
fog_filter.py, the same filter and the same memory of what was unseen). Move steps are left out.
An annotated page already there is not overwritten: the skeleton goes to NAME.skeleton.md.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from core.commands.play import COMPUTER, load_scenario
from core.game.game import Game
from core.game.state import GameState
from core.scenario.io import from_dict
from core.sides import Side

OUT = ROOT / "docs" / "games"
SAMPLES = ROOT / "maps" / "scenarios"
LEFT_OUT = {"move_step"}
"""Decisions (and events) the pages leave out: a move's steps repeat its start's reason."""


class Plan(NamedTuple):
    level: str
    scenario: str
    seed: int
    attacker: str
    defender: str

    @property
    def name(self) -> str:
        return f"{self.level}-{self.scenario}-seed{self.seed}"


GAMES = (
    Plan("easy", "hedgerow-duel", 1, "ai:easy", "ai:normal"),
    Plan("normal", "ford-at-le-gue", 4, "ai:normal", "ai:normal"),
    Plan("hard", "hedgerow-duel", 2, "ai:hard", "ai:normal"),
)


def play(plan: Plan) -> dict[str, Any]:
    """The plan's game played to its end under fog of war, as its log."""
    from core.ai.specs import players_from_specs
    from core.game.players import play_game
    from core.game.record import log_of
    from core.placement import context_for

    scenario, boards = load_scenario(SAMPLES / f"{plan.scenario}.json")
    scenario = dataclasses.replace(scenario, fog_of_war=True)
    game = Game(scenario, context=context_for(scenario, boards or None), computer=COMPUTER)
    players = players_from_specs({game.attacker: plan.attacker, game.attacker.other: plan.defender}, plan.seed)
    state = play_game(game, game.new_state(plan.seed), players)
    log = log_of(scenario, plan.seed, COMPUTER, state, boards)
    return log


def game_of(log: Mapping[str, Any]) -> Game:
    from core.documents.check import custom_boards
    from core.game.record import game_options
    from core.placement import context_for

    scenario = from_dict(log["scenario"], "log: scenario")
    boards = custom_boards(log.get("boards", {}), "log")
    return Game(scenario, context=context_for(scenario, boards or None), computer=tuple(log.get("computer", ())),
                **game_options(log))


class Told(NamedTuple):
    """One action of the game as `side` was told of it: the decision event (when the action was
    the side's own) and the sights before and after it, with the events it made."""

    index: int  # the action's place in the log
    decision: Mapping[str, Any] | None
    before: Any  # fog_filter.Sight when the side decided
    after: Any  # fog_filter.Sight once the action's events were there
    events: list[tuple[int, Mapping[str, Any]]]  # the action's events after its decision, with their indices


def told(log: Mapping[str, Any], side: Side) -> Iterator[Told]:
    """The log replayed one action at a time, with the memory of the test-run window noting what
    each side could not see (FogMemory), so each action is judged as the side saw it then."""
    from editor.testrun.fog_filter import FogMemory

    game = game_of(log)
    state: GameState = game.new_state(int(log["seed"]))
    memory = FogMemory()
    for index, entry in enumerate(log["actions"]):
        memory.note(game, state)
        before = memory.sight(game, state, side)
        start = len(state.events)
        replay_on_one(game, state, entry)
        memory.note(game, state)
        after = memory.sight(game, state, side)
        made = [(i, state.event_dicts()[i]) for i in range(start, len(state.events))]
        decision = made[0][1] if made and made[0][1]["kind"] == "decision" else None
        mine = decision if decision is not None and plain(decision["side"]) == side.value else None
        yield Told(index, mine, before, after, made[1:] if decision is not None else made)


def replay_on_one(game: Game, state: GameState, entry: Mapping[str, Any]) -> None:
    """One logged action played on `state` (as record.replay_on plays each)."""
    from core.game.actions import action_from_dict
    from core.game.reasons import reason_from

    action = action_from_dict(dict(entry))
    game.step(state, action, reason=reason_from(entry.get("reason"), entry.get("reason_about")))


def reason_line(decision: Mapping[str, Any], sight: Any) -> str:
    """`[allied movement] start_move: move a10 to b2:H2: ...` (as docs/ai.md's example turn), the
    reason as the side's window wrote it when the side decided: a hex where an enemy stood unseen
    reads "a hex out of sight" (its own units are always seen, so its reasons are never dropped)."""
    from editor.testrun.fog_filter import event_reason, reason_text

    text = reason_text(event_reason(decision), sight)
    return f"[{plain(decision['side'])} {plain(decision['phase'])}] {decision['action']}: {text}"


def plain(value: Any) -> Any:
    """An enum field of an event (Side, Phase) as the text the JSON log holds."""
    return getattr(value, "value", value)


def event_line(event: Mapping[str, Any]) -> str:
    """An event as the side's test-run log writes it, indented under its decision."""
    from editor.testrun.describe import event_text

    return "    " + event_text(event)


def turns(log: Mapping[str, Any], side: Side) -> dict[int, list[str]]:
    """Per turn, the quoted lines: each reason of `side` with the events it led to that the side
    was shown (fog filter), move steps left out."""
    from editor.testrun.fog_filter import events_for

    pages: dict[int, list[str]] = {}
    lines: list[str] = []
    for action in told(log, side):
        if action.decision is None:
            continue
        if action.decision["action"] not in LEFT_OUT:
            lines = pages.setdefault(int(action.decision["turn"]), [])
            lines.append(reason_line(action.decision, action.before))
        shown = events_for([e for _, e in action.events], _shifted(action.after, action.events))
        lines += [event_line(e) for _, e in shown if e["kind"] not in LEFT_OUT]  # a step's fire under its move
    return pages


def _shifted(sight: Any, events: list[tuple[int, Mapping[str, Any]]]) -> Any:
    """The sight with its unseen event indices renumbered to the slice `events` (events_for counts
    from 0 in the list it is given)."""
    place = {i: n for n, (i, _) in enumerate(events)}
    return dataclasses.replace(sight, unseen=frozenset(place[i] for i in sight.unseen if i in place))


def skeleton(plan: Plan, log: Mapping[str, Any]) -> str:
    side = Side(log["scenario"]["attacker"])
    result = log["result"]
    head = [f"# {plan.level.capitalize()}: {log['scenario']['title']}, seed {plan.seed}", "",
            f"`vvs play maps/scenarios/{plan.scenario}.json --attacker {plan.attacker} --defender {plan.defender} "
            f"--seed {plan.seed}` with fog of war on; log: [{plan.name}.json]({plan.name}.json). "
            f"Result: {result['level']} ({result.get('reason', '')}), turn {result['turns']}.", ""]
    for turn, lines in sorted(turns(log, side).items()):
        head += [f"## Turn {turn}", "", "```", *lines, "```", "", "COMMENT", ""]
    return "\n".join(head)


def main() -> None:
    import json

    from core.jsonio import write_json_atomic

    OUT.mkdir(parents=True, exist_ok=True)
    for plan in GAMES:
        log = play(plan)
        write_json_atomic(OUT / f"{plan.name}.json", log)
        log = json.loads((OUT / f"{plan.name}.json").read_text(encoding="utf-8"))
        page = OUT / f"{plan.name}.md"
        target = page if not page.exists() else OUT / f"{plan.name}.skeleton.md"
        target.write_text(skeleton(plan, log), encoding="utf-8")
        print(f"{plan.name}: {log['result']['level']} in turn {log['result']['turns']}, "
              f"{len(log['actions'])} actions -> {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
