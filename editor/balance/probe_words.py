"""The skill, luck and restricted-play figures in the editor's words (core.balance.probes, translated).

The tab shows them as three small tables with a line under each on how to read
it; the wording says what a designer can do with the number, not how it is made
(docs/balance.md says that).
"""

from __future__ import annotations

from html import escape

from core.balance.headroom import points
from core.balance.probes import Findings
from core.balance.summary import Rate, percent
from editor.i18n import tr, tr_noop

RESTRICTION_WORDS = {
    "attacker-no-assault": tr_noop("The attacker never assaults"),
    "attacker-no-smoke": tr_noop("The attacker never lays smoke"),
    "defender-stays": tr_noop("The defender never moves"),
}
SMALL_SPREAD, LARGE_SPREAD = 0.15, 0.40
"""Below the first the players' skill hardly shows; above the second it decides much of the result."""


def rate_cell(rate: Rate) -> str:
    return tr("{rate} of %n game(s)", n=rate.games).format(rate=rate.text())


def _table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th align='left'>{escape(cell)}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table cellspacing='0' cellpadding='2'><tr>{head}</tr>{body}</table>"


def _heading(text: str) -> str:
    return f"<p style='margin-top:6px; margin-bottom:2px'><b>{escape(text)}</b></p>"


def _note(text: str) -> str:
    return f"<p style='margin-top:2px; margin-bottom:4px'>{escape(text)}</p>"


def headroom_html(findings: Findings) -> str:
    headroom = findings.headroom
    if headroom is None:
        return ""
    spread = headroom.spread
    reading = (tr("Little spread: the dice decide this scenario more than the players' skill.") if abs(spread) < SMALL_SPREAD
               else tr("A wide spread: a better player wins it far more often.") if abs(spread) >= LARGE_SPREAD
               else tr("Some spread: skill counts, the dice too."))
    rows = [[tr("Computer, hard, attacking computer, easy"), rate_cell(headroom.hard_attacks)],
            [tr("Computer, easy, attacking computer, hard"), rate_cell(headroom.easy_attacks)],
            [tr("This run's players"), rate_cell(findings.main)]]
    return (_heading(tr("Skill headroom")) + _table([tr("Who plays"), tr("Attacker wins")], rows)
            + _note(tr("Spread: {points} points. {reading}").format(points=points(spread), reading=reading)))


def luck_html(findings: Findings) -> str:
    luck = findings.luck
    if luck is None:
        return ""
    share = luck.share
    told = (tr("No luck share: every game of the run ended alike.") if share is None
            else tr("Luck share: {share}% (0%: the players' choices decide; 100%: the dice decide as much as a new game "
                    "would).").format(share=percent(share)))
    rows = [[tr("Replayed with the same players' seeds and fresh dice"), rate_cell(luck.changed)],
            [tr("Two unrelated games of this run"), f"{percent(luck.unrelated)}%"]]
    return _heading(tr("Luck")) + _table([tr("Games"), tr("Winner changed")], rows) + _note(told)


def restricted_html(findings: Findings) -> str:
    if not findings.restricted:
        return ""
    rows = []
    for run in findings.restricted:
        change, low, high = run.change
        rows.append([tr(RESTRICTION_WORDS.get(run.name, run.text)), rate_cell(run.rate),
                     tr("{change} points ({low} to {high}) from {rate}").format(
                         change=points(change), low=points(low), high=points(high), rate=run.unrestricted.text())])
    note = tr("Each is played on the run's first seeds and compared game by game with the same seeds unrestricted. "
              "A change whose interval holds 0 says the move does not decide the scenario.")
    return (_heading(tr("Restricted play"))
            + _table([tr("What if"), tr("Attacker wins"), tr("Change (95% interval)")], rows) + _note(note))


def findings_html(findings: Findings) -> str:
    parts = [headroom_html(findings), luck_html(findings), restricted_html(findings)]
    if findings.interrupted:
        parts.insert(0, _note(tr("Cancelled: these figures come from the {played} of {planned} extra games that "
                                 "were played.").format(played=findings.played, planned=findings.planned)))
    return "".join(parts) or escape(tr("No extra game was played."))
