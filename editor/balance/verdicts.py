"""Why a balance run stopped, in the editor's words (core.balance.stopping.REASONS, translated)."""

from __future__ import annotations

from core.balance.stopping import BAND, Verdict
from editor.i18n import tr, tr_noop

REASONS = {
    "below": tr_noop("the attacker's win rate is below the {low}–{high}% band (95% confidence sequence {from_}–{to}%)"),
    "inside": tr_noop("the attacker's win rate is inside the {low}–{high}% band (95% confidence sequence {from_}–{to}%)"),
    "above": tr_noop("the attacker's win rate is above the {low}–{high}% band (95% confidence sequence {from_}–{to}%)"),
    "undecided": tr_noop("every game was played and the band is not yet decided (95% confidence sequence {from_}–{to}%)"),
    "narrow": tr_noop("the attacker's interval is narrow enough"),
    "planned": tr_noop("every game was played"),
    "interrupted": tr_noop("cancelled"),
}


def verdict_text(verdict: Verdict) -> str:
    return tr(REASONS[verdict.reason]).format(low=round(BAND[0] * 100), high=round(BAND[1] * 100),
                                              from_=f"{verdict.low * 100:.1f}", to=f"{verdict.high * 100:.1f}")
