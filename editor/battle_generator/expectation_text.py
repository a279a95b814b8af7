"""The battle generator dialog's line on the attacker's chances, in the player's language.

It says what `vvs generate` says (generator/expectation.py): which figure is
shown and what kind it is — the model's prediction only where it beat a
constant guess on held-out battles, else the size's measured rate; on the
player's own boards, not predicted, the built-in boards' rate given as a
labelled reference. The dialog never measures a battle at deal time (only
`vvs generate --measure` does), so that kind has no words here.
"""

from __future__ import annotations

from core.balance.summary import percent
from editor.i18n import tr
from editor.setting_labels import setting_label
from generator.expectation import MEASURED, PREDICTED, USER_BOARD, Expectation


def expectation_text(shown: Expectation) -> str:
    """One or two sentences, plain text (the caller escapes it)."""
    model, constant = (f"{score:.3f}" for score in shown.brier or (0.0, 0.0))
    values = {"rate": percent(shown.rate), "low": percent(shown.low or 0.0), "high": percent(shown.high or 0.0),
              "games": shown.games or 0, "size": setting_label(shown.size), "players": shown.players,
              "model": model, "constant": constant}
    if shown.kind == PREDICTED:
        template = tr("Attacker win: {rate}%, predicted for this battle by the balance model ({players} on both sides; "
                      "held-out Brier score {model} against {constant} for a constant guess).")
    elif shown.kind == USER_BOARD:
        template = tr("Attacker win: not predicted — this battle is on your own boards, dealt on a template derived "
                      "from their terrain. For reference only, built-in battles of this size ({size}): {rate}% "
                      "({low}–{high}%), measured on {games} held-out games, {players} on both sides. "
                      "Open it and use Scenario > Estimate balance to measure it.")
    elif shown.kind == MEASURED:
        template = tr("Attacker win: {rate}% ({low}–{high}%), measured on {games} held-out battles of this size "
                      "({size}), {players} on both sides. The per-battle model predicts no better "
                      "(Brier score {model} against {constant}), so it is not shown. One battle can lie far from "
                      "its size's rate: open it and use Scenario > Estimate balance to measure it.")
    else:
        raise ValueError(f"the dialog shows no {shown.kind!r} figure")
    return template.format(**values)
