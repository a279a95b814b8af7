"""Play by e-mail's speed (issue 24) on the largest sample at its last turn: the longest log.

A game of the largest shipped sample (the most units) is played through turn files by
two built-in players in two user folders, up to the last file before the end (the
longest log a player opens to play). Then, as its receiver:

- open turn file: read the zip, check the chain, replay the whole game and compare its
  events, record the opening (core.pbem.protocol.open_to_play);
- replay segment: play again the opponent's last part alone, from the state before it;
- write reply: the reply's link and log made and the file written atomically, the ledger
  updated (Turn.reply and deliver).

Each figure is the median of 5. The machine is shared; quiet-machine targets: open
<= 500 ms, write <= 200 ms. Prints, last line:
`open turn file: X ms; replay segment: Y ms; write reply: Z ms`.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.ai.specs import player_from_spec  # noqa: E402
from core.commands.play import load_scenario  # noqa: E402
from core.game.actions import action_from_dict  # noqa: E402
from core.pbem.ledger import Ledger  # noqa: E402
from core.pbem.protocol import accept, deliver, new_game, open_to_play, play_turn  # noqa: E402
from core.pbem.turnfile import read_turn  # noqa: E402
from core.resources import maps_dir  # noqa: E402
from core.sides import Side  # noqa: E402
from core.userdirs import UserFolders  # noqa: E402

REPEATS = 5
PLAYER = "ai:easy"
"""Who plays both sides: the computer makes a long game (the built-in players end it sooner)."""


def largest_sample() -> Path:
    def units(path: Path) -> int:
        scenario, _ = load_scenario(path)
        return sum(len(stack.units) for _, side in scenario.sides() for stack in side.stacks)

    return max(sorted((maps_dir() / "scenarios").glob("*.json")), key=units)


def play_whole_game(folder: Path, sample: Path) -> tuple[Path, dict[str, Ledger]]:
    """A whole game by turn files; returned, the file of the last two turns whose opponent's part
    is the longest (the very last segments are often a single action), with its receiver's record put back as it was before answering it."""
    ledgers = {side: Ledger(UserFolders(folder / side)) for side in ("allied", "axis")}
    scenario, boards = load_scenario(sample)
    first, record = new_game(scenario, boards, Side.ALLIED, ledgers["allied"])
    files = [folder / "000.vvsturn"]
    deliver(ledgers["allied"], record, first, files[0])
    reply, record = accept(read_turn(files[0]), ledgers["axis"])
    files.append(folder / "001.vvsturn")
    deliver(ledgers["axis"], record, reply, files[1])
    kept: dict[Path, tuple[str, bytes]] = {}
    while (head := read_turn(files[-1]).head)["next"] is not None:
        receiver = ledgers[head["next"]]
        kept[files[-1]] = (head["next"], receiver.path(first.game).read_bytes())
        files.append(folder / f"{len(files):03d}.vvsturn")
        play_turn(files[-2], receiver, player_from_spec(PLAYER, len(files)), "", files[-1])
    last_turn = read_turn(files[-1]).log["result"]["turns"]
    candidates = [path for path in kept if _turn_of(path) >= last_turn - 1] or list(kept)[-1:]
    chosen = max(candidates, key=lambda path: read_turn(path).head["to"] - read_turn(path).head["from"])
    side, record_bytes = kept[chosen]
    ledgers[side].path(first.game).write_bytes(record_bytes)
    return chosen, ledgers


def _turn_of(path: Path) -> int:
    events = read_turn(path).log["events"]
    return 1 + sum(1 for event in events if event["kind"] == "turn")


def median_ms(times: list[float]) -> float:
    return statistics.median(times) * 1000


def main() -> None:
    sample = largest_sample()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        last, ledgers = play_whole_game(folder, sample)
        receiver = ledgers[read_turn(last).head["next"]]
        opens, segments, writes = [], [], []
        for _ in range(REPEATS):
            start = time.perf_counter()
            turn = open_to_play(last, receiver)
            opens.append(time.perf_counter() - start)
        chain, log = turn.replayed.turn.chain, turn.replayed.turn.log
        for _ in range(REPEATS):
            game = turn.game
            state = game.new_state(log["seed"], bound_dice=True)
            for entry in log["actions"][:chain[-1]["from"]]:
                game.apply(state, action_from_dict(entry))
            start = time.perf_counter()
            for entry in log["actions"][chain[-1]["from"]:chain[-1]["to"]]:
                game.apply(state, action_from_dict(entry))
            segments.append(time.perf_counter() - start)
        turn.play(player_from_spec("simple", 1))
        for repeat in range(REPEATS):
            start = time.perf_counter()
            deliver(receiver, turn.record, turn.reply("Your move"), folder / f"reply-{repeat}.vvsturn")
            writes.append(time.perf_counter() - start)
        print(f"{sample.name}: {len(log['actions'])} actions, {len(log['events'])} events, {len(chain)} hand-overs, "
              f"{last.stat().st_size} bytes; segment of {chain[-1]['to'] - chain[-1]['from']} actions")
    print(f"open turn file: {median_ms(opens):.0f} ms; replay segment: {median_ms(segments):.1f} ms; "
          f"write reply: {median_ms(writes):.0f} ms")


if __name__ == "__main__":
    main()
