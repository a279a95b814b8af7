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
from core.texts import Text, Value, text, word

POINT_WORDS = dict(zip(POINTS, (
    text("at the challenge"), text("at the acceptance of the challenge"), text("at the first turn"),
    text("at the end of the Move Phase"), text("after the Defensive Fire Phase"), text("at the end of the segment"),
    text("at the end of the game"), text("by resigning"),
)))
PHASE_WORDS = {"command": text("Command Phase"), "fire": text("Fire Phase"), "movement": text("Movement Phase"),
               "defensive_fire": text("Defensive Fire Phase"), "advance": text("Advance Phase"),
               "after_action": text("After Action Phase")}
RESULT_WORDS = {"ignored": text("ignored"), "pinned": text("pinned"), "reduced": text("reduced"),
                "reduced_pinned": text("reduced and pinned"), "survived": text("survived, pinned"),
                "eliminated": text("eliminated"), "hit": text("hit"), "miss": text("miss")}
LEVEL_WORDS = {"major_victory": text("major victory"), "minor_victory": text("minor victory"), "draw": text("draw"),
               "minor_defeat": text("minor defeat"), "major_defeat": text("major defeat")}
SIDES = {"allied": word("allied"), "axis": word("axis"), "attacker": word("attacker"), "defender": word("defender")}
"""The words of `vvs pbem show`, translated by the command line's language (docs/pbem.md): each a
core template (core/texts.py); the sides are data words, unit names and hexes stay as they are."""


def _units(value: Any) -> str:
    return ", ".join(str(u) for u in value) if isinstance(value, list) else str(value)


def _named(table: Mapping[str, str], value: Any) -> Value:
    """A code of the engine (a result, a level, a phase) as its template, or as it is when unknown."""
    found = table.get(str(value))
    return Text(found) if found is not None else str(value)


def side_word(value: Any) -> Value:
    return SIDES.get(str(value), str(value))


def event_line(event: Mapping[str, Any]) -> Text | None:
    """One line for an important event, None for the rest."""
    kind, get = event.get("kind"), event.get
    if kind == "move_end":
        return Text.of(text("{units} moved to {hex}"), units=_units(get("units")), hex=str(get("hex")))
    if kind == "ap_attack":
        template = text("{firers} fired at {target} (opportunity fire): roll {roll}, {cp} casualty points") \
            if get("opportunity") else text("{firers} fired at {target}: roll {roll}, {cp} casualty points")
        return Text.of(template, firers=_units(get("firers")), target=str(get("target")), roll=get("roll"), cp=get("cp"))
    if kind == "at_fire":
        result = get("result") or ("hit" if get("hit") else "miss")
        return Text.of(text("{firer} fired AT at {target}: roll {roll}, {result}"), firer=str(get("firer")),
                       target=str(get("target")), roll=get("roll"), result=_named(RESULT_WORDS, result))
    if kind == "close_assault":
        template = text("{units} assaulted {target} at {odds}: roll {roll}, succeeded") if get("success") \
            else text("{units} assaulted {target} at {odds}: roll {roll}, failed")
        return Text.of(template, units=_units(get("units")), target=str(get("target")), odds=str(get("odds")), roll=get("roll"))
    if kind == "overrun":
        return Text.of(text("{afv} overran {target}"), afv=str(get("afv")), target=str(get("target")))
    if kind == "casualties" and get("points"):
        return _casualties(event)
    if kind == "eliminated":
        return Text.of(text("  {unit} eliminated"), unit=str(get("unit")))
    if kind == "turn":
        return Text.of(text("turn {number} begins"), number=get("number"))
    if kind == "game_over":
        if not get("winner"):
            return Text.of(text("game over: {level}"), level=_named(LEVEL_WORDS, get("level", "")))
        return Text.of(text("game over: {winner} {level}"), winner=side_word(get("winner")),
                       level=_named(LEVEL_WORDS, get("level", "")))
    return None


def _casualties(event: Mapping[str, Any]) -> Text:
    results = tuple(Text.of(text("{unit} {result}"), unit=str(r.get("unit")), result=_named(RESULT_WORDS, r.get("result")))
                    for r in event.get("results") or [])
    if not results:
        return Text.of(text("  {hex}: {points} casualty points"), hex=str(event.get("hex")), points=event.get("points"))
    return Text.of(text("  {hex}: {points} casualty points ({results})"), hex=str(event.get("hex")),
                   points=event.get("points"), results=results)


def _mentions(value: Any, ids: set[str]) -> bool:
    if isinstance(value, str):
        return value in ids
    if isinstance(value, Mapping):
        return any(_mentions(v, ids) for v in value.values())
    if isinstance(value, list | tuple):
        return any(_mentions(v, ids) for v in value)
    return False


def story(events: Iterable[Mapping[str, Any]], hidden: set[str] | None = None) -> list[Text]:
    lines = (event_line(event) for event in events if not (hidden and _mentions(event, hidden)))
    return [line for line in lines if line]


def told_events(replayed: Replayed, reader: Side | None) -> list[dict[str, Any]]:
    """The events of the file's last part that its story tells, as `reader` may see them (the
    editor words them in its own language)."""
    hidden = hidden_units(replayed.game, replayed.state, reader) if reader is not None else set()
    return [event for event in replayed.segment_events()
            if event_line(event) is not None and not (hidden and _mentions(event, hidden))]


def summary(replayed: Replayed, reader: Side | None) -> dict[str, Any]:
    """What a player wants to know of a received file, as plain data (`show --json`, English: a
    script reads it); `summary_lines` words it in the reader's language."""
    turn, state = replayed.turn, replayed.state
    head = turn.head
    hidden = hidden_units(replayed.game, state, reader) if reader is not None else set()
    told = story(replayed.segment_events(), hidden)
    return {
        "game": turn.game, "title": turn.title, "from": head["by"], "point": head["point"],
        "point_words": str(Text(POINT_WORDS[head["point"]])), "message": head["message"], "next": head["next"],
        "opened": head["opened"], "hand_overs": len(turn.chain), "actions": len(state.log),
        "turn": state.turn, "phase": str(state.phase), "result": state.result,
        "resigned": head["by"] if head["point"] == "resigned" else None,
        "replay": [str(line) for line in told], "told": told,
        "played_hotseat": int(turn.chain[0]["to"]) if turn.chain[0].get("past") else 0,
    }


def summary_lines(info: Mapping[str, Any]) -> list[Text]:
    """The summary in sentences, first the one that says whose turn it is."""
    if info["resigned"]:
        first = Text.of(text("{side} resigned: the game is over"), side=side_word(info["resigned"]))
    elif info["next"] is None and info["result"]:
        result = info["result"]
        first = Text.of(text("the game is over: {winner} ({level})"), winner=side_word(result.get("winner")),
                        level=_named(LEVEL_WORDS, result.get("level")))
    elif info["next"] is None:
        first = Text(text("the game is over"))
    else:
        first = Text.of(text("{side} to play (turn {turn}, {phase})"), side=side_word(info["next"]), turn=info["turn"],
                        phase=_named(PHASE_WORDS, info["phase"]))
    lines = [first, Text.of(text("{title}: handed over by {side} {point} (hand-over {number}, {actions} actions)"),
                            title=info["title"], side=side_word(info["from"]), point=Text(POINT_WORDS[info["point"]]),
                            number=info["hand_overs"], actions=info["actions"])]
    if info["opened"] > 1:
        lines.append(Text.of(text("note: {side} opened the previous file {count} times before replying"),
                             side=side_word(info["from"]), count=info["opened"]))
    if info.get("played_hotseat"):
        lines.append(Text.of(text("note: the first {count} actions were played hotseat before this e-mail game, with "
                                  "the saved game's own dice: not verified by both players"), count=info["played_hotseat"]))
    if info["message"]:
        lines.append(Text.of(text("message: {message}"), message=info["message"]))
    lines += [Text("  {line}", (("line", line),)) for line in info["told"]]  # no words of its own to translate
    return lines
