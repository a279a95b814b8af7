"""Grab the opportunity fire question, offscreen, into docs/screenshots/testrun-fire-question.png
(run: python3 docs/screenshots_fire_question.py).

The shipped sample "Hedgerow duel" is played hotseat with "Decisions: Ask me": the first
player moves a stack, step by step, until it enters a hex the enemy could fire at; the
picture shows the question the defender meets (each shot with its odds, Fire, Pass).
"""

from __future__ import annotations

from pathlib import Path

from testrun_shots import open_run, save_run


def _asking_moves(game, state, depth: int = 4):  # type: ignore[no-untyped-def]
    """Actions from here (a StartMove, then MoveSteps), tried on copies, that end in a question
    offering a shot; None if there is none within `depth` actions."""
    from core.game.actions import MoveStep, StartMove
    from core.game.fire_by_hand import offered

    if state.question is not None:
        return [] if len(offered(game, state)) >= 1 else None
    if depth == 0:
        return None
    kinds = (MoveStep,) if state.moving is not None else (StartMove,)
    for action in game.legal_actions(state):
        if not isinstance(action, kinds) or getattr(action, "smoke", None) or getattr(action, "assault", False):
            continue
        trial = state.clone()
        game.step(trial, action)
        found = _asking_moves(game, trial, depth - 1)
        if found is not None:
            return [action, *found]
    return None


def main() -> Path:
    from PySide6.QtTest import QTest

    from core.game.actions import EndPhase
    from core.game.state import Phase
    from editor.testrun.setup import Mode, RunSetup

    run = open_run(RunSetup(mode=Mode.HOTSEAT, seed=5, rally_by_hand=True))
    while run.state.phase != Phase.MOVEMENT:
        run.act(EndPhase())
    moves = _asking_moves(run.game, run.state)
    assert moves is not None, "no move opens a question"
    for action in moves:
        run.act(action)
        QTest.qWait(20)
    assert run.fire_question.isVisible(), "no question shown"
    QTest.qWait(300)
    assert run.state.question is not None
    run.view.centre_on_hex(run.state.question["hex"])  # as it is shown once the player has taken the map over
    return save_run(run, "testrun-fire-question.png")


if __name__ == "__main__":
    print(main())
