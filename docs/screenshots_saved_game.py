"""Grab a resumed test run, offscreen, into docs/screenshots/testrun-resumed.png
(run: python3 docs/screenshots_saved_game.py).

The shipped sample "Hedgerow duel" is played against the computer (the person's moves
chosen by a second computer player) into turn 3, saved as the window saves it (a game log
with its seats), and continued through the editor's File > Continue a saved game path,
in a fresh user folder, as a person would after restarting the program.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from testrun_shots import SIZE, application, sample_game, save_run


def main() -> Path:
    from PySide6.QtTest import QTest

    from core.ai.specs import player_from_spec
    from core.sides import Side
    from core.userdirs import UserFolders
    from editor.testrun.game_log import save_log
    from editor.testrun.seats import seats_of
    from editor.testrun.setup import Mode, RunSetup
    from editor.window.main_window import MainWindow

    app = application()
    os.environ["VVS_USER_DIR"] = tempfile.mkdtemp(prefix="vvs-shot-")
    folders = UserFolders.default()
    setup = RunSetup(mode=Mode.AGAINST_COMPUTER, human=Side.ALLIED, level="normal", seed=11)
    game = sample_game(setup)
    state = game.new_state(setup.seed)
    players = {side: player_from_spec("ai:normal", n) for n, side in enumerate(Side)}
    legal = game.legal_actions(state)
    while not (state.turn >= 3 and game.to_act(state) is Side.ALLIED and state.phase.value == "movement"):
        side = game.to_act(state)
        player = players[side]
        action = player.choose(game, state.clone(history=False), legal)
        legal = game.step(state, action, player.reason() if side is not setup.human else None)  # a person gives no reasons
    path = folders.saves / "Hedgerow duel - turn 3.json"
    save_log(path, game, setup.seed, state, seats=seats_of(setup))
    window = MainWindow(folders)
    window.show()
    run = window.testrun.saved.continue_game(path)
    assert run is not None
    run.resize(*SIZE)
    app.processEvents()
    run.view.fit()
    QTest.qWait(600)
    run.log.list.scrollToBottom()  # resized after opening: the end of the log again
    shot = save_run(run, "testrun-resumed.png", settle_ms=0)
    window.close()
    return shot


if __name__ == "__main__":
    print(main())
