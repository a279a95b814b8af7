"""The opponent's turn in words: what `vvs pbem show` prints, the PC game's replay of the important actions.

Only movement, fire, close assaults and their results are told (seed 004: the
replay shows "important actions"); with fog of war, the events that name a unit
the reader does not see now are left out, as the map would leave it out.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from core.game.fog import hidden_units
from core.pbem.chain import POINTS
from core.pbem.replaying import Replayed
from core.sides import Side

POINT_WORDS = dict(zip(POINTS, (
    "challenge", "challenge accepted", "first turn", "end of the Move Phase", "after the Defensive Fire Phase",
    "end of the segment", "end of the game", "resignation",
)))


def _units(value: Any) -> str:
    return ", ".join(str(u) for u in value) if isinstance(value, list) else str(value)


def event_line(event: Mapping[str, Any]) -> str | None:
    """One line for an important event, None for the rest."""
    kind, get = event.get("kind"), event.get
    if kind == "move_end":
        return f"{_units(get('units'))} moved to {get('hex')}"
    if kind == "ap_attack":
        chance = " (opportunity fire)" if get("opportunity") else ""
        return f"{_units(get('firers'))} fired at {get('target')}{chance}: roll {get('roll')}, {get('cp')} casualty points"
    if kind == "at_fire":
        return f"{get('firer')} fired AT at {get('target')}: roll {get('roll')}, {get('result') or ('hit' if get('hit') else 'miss')}"
    if kind == "close_assault":
        outcome = "succeeded" if get("success") else "failed"
        return f"{_units(get('units'))} assaulted {get('target')} at {get('odds')}: roll {get('roll')}, {outcome}"
    if kind == "overrun":
        return f"{get('afv')} overran {get('target')}"
    if kind == "casualties" and get("points"):
        results = "; ".join(f"{r.get('unit')} {r.get('result')}" for r in get("results") or [])
        return f"  {get('hex')}: {get('points')} casualty points" + (f" ({results})" if results else "")
    if kind == "eliminated":
        return f"  {get('unit')} eliminated"
    if kind == "turn":
        return f"turn {get('number')} begins"
    if kind == "game_over":
        return f"game over: {get('winner', '')} {get('level', '')}".rstrip()
    return None


def _mentions(value: Any, ids: set[str]) -> bool:
    if isinstance(value, str):
        return value in ids
    if isinstance(value, Mapping):
        return any(_mentions(v, ids) for v in value.values())
    if isinstance(value, list | tuple):
        return any(_mentions(v, ids) for v in value)
    return False


def story(events: Iterable[Mapping[str, Any]], hidden: set[str] | None = None) -> list[str]:
    lines = (event_line(event) for event in events if not (hidden and _mentions(event, hidden)))
    return [line for line in lines if line]


def told_events(replayed: Replayed, reader: Side | None) -> list[dict[str, Any]]:
    """The events of the file's last part that its story tells, as `reader` may see them (the
    editor words them in its own language)."""
    hidden = hidden_units(replayed.game, replayed.state, reader) if reader is not None else set()
    return [event for event in replayed.segment_events()
            if event_line(event) is not None and not (hidden and _mentions(event, hidden))]


def summary(replayed: Replayed, reader: Side | None) -> dict[str, Any]:
    """What a player wants to know of a received file, as plain data (`show --json`)."""
    turn, state = replayed.turn, replayed.state
    head = turn.head
    hidden = hidden_units(replayed.game, state, reader) if reader is not None else set()
    return {
        "game": turn.game, "title": turn.title, "from": head["by"], "point": head["point"],
        "point_words": POINT_WORDS[head["point"]], "message": head["message"], "next": head["next"],
        "opened": head["opened"], "hand_overs": len(turn.chain), "actions": len(state.log),
        "turn": state.turn, "phase": str(state.phase), "result": state.result,
        "resigned": head["by"] if head["point"] == "resigned" else None,
        "replay": story(replayed.segment_events(), hidden),
    }


def summary_lines(info: Mapping[str, Any]) -> list[str]:
    """The summary in words, first the line that says whose turn it is."""
    if info["resigned"]:
        first = f"{info['resigned']} resigned: the game is over"
    elif info["next"] is None:
        first = "the game is over" + (f": {info['result']['winner']} ({info['result']['level']})" if info["result"] else "")
    else:
        first = f"{info['next']} to play (turn {info['turn']}, {info['phase'].replace('_', ' ')} phase)"
    lines = [first, f"{info['title']}: handed over by {info['from']} at the {info['point_words']} "
             f"(hand-over {info['hand_overs']}, {info['actions']} actions)"]
    if info["opened"] > 1:
        lines.append(f"note: {info['from']} opened the previous file {info['opened']} times before replying")
    if info["message"]:
        lines.append(f"message: {info['message']}")
    lines += [f"  {line}" for line in info["replay"]]
    return lines
