"""Grab the casualty question, offscreen, into docs/screenshots/testrun-casualty-question.png
(run: python3 docs/screenshots_casualty_question.py).

The shipped sample "Hedgerow duel" is played hotseat with "Decisions: Ask me": the first
player's Fire actions are tried on copies until one gives Casualty Points with a choice; the
picture shows the question the owner meets (each legal allocation in words, a button each).
"""

from __future__ import annotations

from pathlib import Path

from testrun_shots import application, open_run, sample_game, save_run


def _asking_fire(game, state):  # type: ignore[no-untyped-def]
    """A Fire action of the player to act that opens a casualty question with three or more
    allocations, a reduction among them (tried on copies), or None."""
    from core.game.actions import Fire

    for action in game.legal_actions(state):
        if not isinstance(action, Fire):
            continue
        trial = state.clone()
        trial.casualties_by_hand = ["allied", "axis"]
        game.step(trial, action)
        answers = game.legal_actions(trial) if trial.question is not None else []
        if len(answers) >= 3 and any("reduced" in getattr(a, "results", ()) for a in answers):
            return action
    return None


def _played_to_a_question(game):  # type: ignore[no-untyped-def]
    """The computer plays both sides (automatic decisions) until a fire would ask its owner,
    game after game."""
    from core.ai.player import AiPlayer

    for seed in range(3, 12):
        players = {"allied": AiPlayer(seed=1), "axis": AiPlayer(seed=2)}
        state = game.new_state(seed)
        state.rally_by_hand, state.fire_by_hand, state.casualties_by_hand = [], [], []
        while not state.is_over:
            fire = _asking_fire(game, state)
            if fire is not None:
                return state, fire
            legal = game.legal_actions(state)
            game.step(state, players[str(game.to_act(state))].choose(game, state, legal))
    return state, None


def main() -> Path:
    from PySide6.QtTest import QTest

    from editor.testrun.setup import Mode, RunSetup

    setup = RunSetup(mode=Mode.HOTSEAT, seed=3, rally_by_hand=True)
    game = sample_game(setup)
    state, fire = _played_to_a_question(game)
    assert fire is not None, "no fire asks"
    state.rally_by_hand, state.fire_by_hand, state.casualties_by_hand = ["allied", "axis"], ["allied", "axis"], ["allied", "axis"]
    run = open_run(setup, game)
    run.state, run.legal = state, game.legal_actions(state)
    run.refresh()
    application().processEvents()
    run.act(fire)
    QTest.qWait(300)
    assert run.casualty_question.isVisible(), "no question shown"
    run.view.centre_on_hex(run.state.question["hex"])
    return save_run(run, "testrun-casualty-question.png")


if __name__ == "__main__":
    print(main())
