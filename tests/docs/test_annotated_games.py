"""The annotated games of docs/games/ quote only what the commenting side could see.

Each page quotes, in code blocks, the attacker's reasons (lines "[side phase] action: reason")
and the events they led to (indented). The committed log is replayed one action at a time with
the test-run window's memory of what each side could not see (editor/testrun/fog_filter.py), and:
every quoted reason is, in order, the log's own reason of that side, word for word as that side's
window wrote it when it decided (a hex where an enemy stood unseen put into words, "a hex out of
sight", as the window does); it names no unit or hex hidden from that side when it decided nor
once the action was done; every quoted event line is one of that action's events the side's
window showed.
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from core.game.reasons import Reason, reason_from
from core.sides import Side
from editor.testrun.fog_filter import reason_text, visible_to

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "docs" / "games"
BLOCK = re.compile(r"^```\n(.*?)^```", re.S | re.M)


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("annotated_games", ROOT / "docs" / "annotated_games.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SCRIPT = _script()
PAGES = [GAMES / f"{plan.name}.md" for plan in SCRIPT.GAMES]


def quoted(page: Path) -> list[str]:
    return [line for block in BLOCK.findall(page.read_text(encoding="utf-8")) for line in block.splitlines()]


def told_lines(log: dict[str, Any], side: Side) -> list[tuple[Any, list[str]]]:
    """Each decision of `side` (as the Told record) with its events' lines the side's window shows;
    a move step's lines go with the decision before it (the pages leave the steps out)."""
    from editor.testrun.fog_filter import events_for

    out = []
    for action in SCRIPT.told(log, side):
        if action.decision is None:
            continue
        sight = SCRIPT._shifted(action.after, action.events)
        lines = [SCRIPT.event_line(e) for _, e in events_for([e for _, e in action.events], sight)]
        if action.decision["action"] in SCRIPT.LEFT_OUT and out:
            quoted_before = next(e for a, e in reversed(out) if a.decision["action"] not in SCRIPT.LEFT_OUT)
            quoted_before.extend(lines)
        out.append((action, lines))
    return out


@pytest.fixture(scope="module", params=PAGES, ids=[p.stem for p in PAGES])
def game(request: pytest.FixtureRequest) -> tuple[Path, dict[str, Any], list[tuple[Any, list[str]]]]:
    page: Path = request.param
    log = json.loads(page.with_suffix(".json").read_text(encoding="utf-8"))
    return page, log, told_lines(log, Side(log["scenario"]["attacker"]))


def test_the_games_are_played_under_fog_and_name_three_levels() -> None:
    assert [p.level for p in SCRIPT.GAMES] == ["easy", "normal", "hard"]
    for page in PAGES:
        log = json.loads(page.with_suffix(".json").read_text(encoding="utf-8"))
        assert log["scenario"]["fog_of_war"] is True
        assert "COMMENT" not in page.read_text(encoding="utf-8")  # every turn annotated


def test_every_quoted_reason_is_the_logs_own_in_order(game: Any) -> None:
    page, _log, decisions = game
    reasons = [line for line in quoted(page) if line.startswith("[")]
    assert reasons, page
    lines = iter(SCRIPT.reason_line(action.decision, action.before) for action, _ in decisions)
    for reason in reasons:
        assert reason in lines, f"{page.name}: {reason!r} is not the side's next reason in the log"


def test_quoted_reasons_and_events_name_only_what_the_side_saw(game: Any) -> None:
    page, _log, decisions = game
    ahead = iter(decisions)
    current: list[str] = []
    checked = 0
    for line in quoted(page):
        if line.startswith("["):
            action, events = next((a, e) for a, e in ahead if SCRIPT.reason_line(a.decision, a.before) == line)
            reason = reason_from(action.decision["reason"], action.decision.get("about"))
            assert isinstance(reason, Reason)  # the fields are there to check
            text = line.split(": ", 1)[1]
            assert text == reason_text(reason, action.before)
            if text != str(reason):  # only a hidden hex is put into words
                assert reason.mentioned_hexes() & action.before.hexes, line
            for sight in (action.before, action.after):
                assert not reason.mentioned_units() & sight.units, line
                assert not sight.hides_text(text), line
                assert visible_to(action.decision, sight)
            current = list(events)
            checked += 1
        else:
            assert line in current, f"{page.name}: {line!r} is not an event its side was shown after that reason"
    assert checked


def test_fog_hid_something_from_the_commenting_side(game: Any) -> None:
    """The check above must have had something to catch: enemy units were out of sight at times."""
    _page, _log, decisions = game
    assert any(action.before.units for action, _ in decisions)


def test_no_reason_of_either_side_names_an_empty_hex(game: Any) -> None:
    """A reinforcement stopped on its entry hex once read "the way to  is closed" (no destination
    planned off the map): every hex a reason names is a hex."""
    _page, log, _decisions = game
    for event in log["events"]:
        if event["kind"] == "decision" and event.get("about"):
            assert all(event["about"]["hexes"].values()), event["reason"]
