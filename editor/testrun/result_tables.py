"""What the result popup shows of an attack, as rows of words: the table, the dice, every modifier, the outcome.

One function per table of the PC game (seed 004): the AP table for AP fire and fire
lanes, the Armor Elimination Table for AT fire (to-hit, then kill roll), the Close
Assault Table, the Fire Support table and the Sniper table. Each reads a typed event
(core/game/event_*.py) and the effects reported with it (casualties, eliminations),
so the popup shows exactly what the engine rolled and applied. No Qt here: the popup
(result_popup.py) lays the rows out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from core.game.events import Event
from editor.i18n import tr, tr_noop
from editor.testrun.event_words import MISSIONS, RESULTS, SIDES, Who, group, roll_text, words

MODIFIER_NAMES = {"assault movement": tr_noop("assault movement"), "attacker_leader": tr_noop("attacker's leader"),
                  "cover": tr_noop("cover"), "defender_leader": tr_noop("defender's leader"),
                  "firing from barbed wire": tr_noop("firing from barbed wire"), "grenades": tr_noop("grenades"),
                  "hindrance": tr_noop("hindrance"), "leader": tr_noop("leader"),
                  "opportunity fire, adjacent": tr_noop("opportunity fire, adjacent"),
                  "opportunity fire, no cover": tr_noop("opportunity fire, no cover"), "other": tr_noop("other"),
                  "target hex hindrance": tr_noop("target hex hindrance")}


def modifier_name(name: str) -> str:
    """A modifier's name from the engine in words ("Woods cover", "leader g5")."""
    if name in MODIFIER_NAMES:
        return tr(MODIFIER_NAMES[name])
    cover = re.fullmatch(r"(.+) cover", name)
    if cover:
        return tr("{terrain} cover").format(terrain=cover.group(1))
    if re.fullmatch(r"leader \S+", name):  # the leader is among the units named already
        return tr("leader")
    return name.replace("_", " ")
