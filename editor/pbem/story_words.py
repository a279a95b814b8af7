"""The opponent's turn in the editor's language: whose turn, where it was handed over, the message,
and the events of their part worded as the test run's event log words them."""

from __future__ import annotations

from core.pbem.replaying import Replayed
from core.pbem.story import told_events
from core.sides import Side
from editor.i18n import tr, tr_noop
from editor.testrun.describe import event_text, phase_name, side_name, unit_namer

POINT_WORDS = {
    "challenge": tr_noop("the challenge"),
    "accepted": tr_noop("the acceptance"),
    "start": tr_noop("the start of the game"),
    "end_of_move_phase": tr_noop("the end of the Move Phase"),
    "after_defensive_fire": tr_noop("after the Defensive Fire Phase"),
    "end_of_segment": tr_noop("the end of the segment"),
    "game_over": tr_noop("the end of the game"),
    "resigned": tr_noop("a resignation"),
}
"""Every hand-over point (core.pbem.chain.POINTS), as the dialogs say it."""


def point_words(point: str) -> str:
    return tr(POINT_WORDS.get(point, point))


def turn_lines(replayed: Replayed, reader: Side) -> list[str]:
    """The lines of the opponent's-turn dialog, the first saying whose turn it is."""
    turn, state = replayed.turn, replayed.state
    head = turn.head
    if head["point"] == "resigned":
        first = tr("{side} resigned: the game is over").format(side=side_name(head["by"]))
    elif head["next"] is None:
        first = tr("The game is over")
    else:
        first = tr("{side} to play: turn {turn}, {phase}").format(
            side=side_name(head["next"]), turn=state.turn, phase=phase_name(str(state.phase)))
    lines = [first, tr("{title}: handed over by {side} at {point} (hand-over {number}, {actions} actions)").format(
        title=turn.title, side=side_name(head["by"]), point=point_words(head["point"]), number=len(turn.chain),
        actions=len(state.log))]
    if head["opened"] > 1:
        lines.append(tr("{side} opened the previous file {count} times before replying").format(
            side=side_name(head["by"]), count=head["opened"]))
    if turn.chain[0].get("past"):
        lines.append(tr("The first {count} actions were played hotseat before this e-mail game, with the saved "
                        "game's own dice: not verified by both players.").format(count=turn.chain[0]["to"]))
    if head["message"]:
        lines.append(tr("Message: {message}").format(message=head["message"]))
    who = unit_namer(replayed.game, state)
    lines += [event_text(event, who) for event in told_events(replayed, reader)]
    return lines
