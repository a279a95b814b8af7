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
                  "opportunity fire, no cover": tr_noop("opportunity fire, no cover"), "other": tr_noop("other modifier"),
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


AP_TABLE = tr_noop("Anti-Personnel Combat Table")
AT_TABLE = tr_noop("Armor Elimination Table")
ASSAULT_TABLE = tr_noop("Close Assault Table")
SUPPORT_TABLE = tr_noop("Fire Support Combat Table")
SNIPER_TABLE = tr_noop("Sniper Combat Table")
ATTACKS = ("ap_attack", "at_fire", "close_assault", "support_attack", "sniper_attack", "fire_lane_attack")
FOLLOWERS = frozenset({"casualties", "eliminated", "valor_check", "crew_check", "immobilized", "assault_immobilization",
                       "assault_occupy", "sniper_placed", "sniper_not_placed", "sniper_eliminated"})


@dataclass
class ResultSheet:
    """One attack as its table shows it: sections of (label, value) rows, the outcome per unit,
    and where and what to mark on the map."""

    table: str
    title: str
    hex: str | None
    origin: str | None
    sections: list[tuple[str, list[tuple[str, str]]]] = field(default_factory=list)
    outcome: list[str] = field(default_factory=list)
    label: str = ""
    struck: bool = False  # did it do anything: the mark's colour
    unit: str | None = None  # the unit shot at, when the attack is on a unit (AT fire): its hex is marked

    def add(self, heading: str, rows: list[tuple[str, str]]) -> None:
        kept = [(label, value) for label, value in rows if value not in ("", None)]
        if kept:
            self.sections.append((heading, kept))


def attack_groups(events: Sequence[Event]) -> list[tuple[Event, list[Event]]]:
    """Each attack among `events` (in story order) with the effects reported after it."""
    groups: list[tuple[Event, list[Event]]] = []
    aimed: Event | None = None  # a fire mission's accuracy roll, told before its attack
    for event in events:
        if event.kind == "support_accuracy":
            aimed = event
        elif event.kind in ATTACKS:
            groups.append((event, [aimed] if aimed is not None and event.kind == "support_attack" else []))
        elif groups and event.kind in FOLLOWERS:
            groups[-1][1].append(event)
    return groups


def sheets(events: Sequence[Event], who: Who) -> list[ResultSheet]:
    return [sheet_for(attack, effects, who) for attack, effects in attack_groups(events)]


def _modifier_rows(modifiers: Sequence[dict[str, Any]]) -> list[tuple[str, str]]:
    rows = [(_capital(modifier_name(str(m.get("name", "")))), f"{int(m.get('value', 0)):+d}") for m in modifiers]
    return rows or [(_capital(tr("no modifiers")), "0")]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _outcome(effects: Sequence[Event], who: Who) -> list[str]:
    lines: list[str] = []
    for e in effects:
        if e.kind == "casualties":
            lines += [tr("{unit}: {result}").format(unit=who(str(r.get("unit"))), result=words(RESULTS, r.get("result")))
                      for r in e["results"]]
        elif e.kind == "eliminated" and not any(who(str(e["unit"])) in line for line in lines):
            lines.append(tr("{unit}: eliminated").format(unit=who(str(e["unit"]))))
        elif e.kind == "crew_check":
            lines.append(tr("{unit}: crew check {roll}, {result}").format(
                unit=who(str(e["unit"])), roll=roll_text(e["roll"]),
                result=tr("abandoned") if e["abandoned"] else tr("the crew stays")))
        elif e.kind == "valor_check" and e["valorous"]:
            lines.append(tr("{unit}: shows valor").format(unit=who(str(e["unit"]))))
        elif e.kind == "assault_occupy":
            lines.append(tr("{units} take {hex}").format(units=group(e["units"], who), hex=e["hex"]))
    return lines


def sheet_for(e: Any, effects: Sequence[Event], who: Who) -> ResultSheet:
    build = {"ap_attack": _ap_sheet, "fire_lane_attack": _lane_sheet, "at_fire": _at_sheet,
             "close_assault": _assault_sheet, "support_attack": _support_sheet, "sniper_attack": _sniper_sheet}[e.kind]
    sheet: ResultSheet = _support_sheet(e, who, effects) if e.kind == "support_attack" else build(e, who)
    sheet.outcome = _outcome(effects, who) or sheet.outcome
    return sheet


def _cp_sheet(sheet: ResultSheet, cp: int) -> ResultSheet:
    sheet.label = tr("{cp} CP").format(cp=cp) if cp else tr("no effect")
    sheet.struck = cp > 0
    sheet.outcome = [tr("No effect")] if not cp else []
    return sheet


def _ap_sheet(e: Any, who: Who) -> ResultSheet:
    title = tr("Opportunity fire at {hex}") if e.opportunity else tr("AP fire at {hex}")
    sheet = ResultSheet(tr(AP_TABLE), title.format(hex=e.target), e.target, None)
    sheet.add(tr("Attacker"), [(tr("Firing"), group(e.firers, who)), (tr("Leader"), who(str(e.leader)) if e.leader else ""),
                               (tr("Support weapons"), ", ".join(who(w) for w in e.weapons)),
                               (tr("Total APFP"), str(e.apfp)), (tr("Table row"), str(e.row) if e.row is not None else "")])
    sheet.add(tr("Dice roll modifiers"), _modifier_rows(e.modifiers))
    sheet.add(tr("Dice"), [(tr("Dice roll"), roll_text(e.roll)), (tr("Modified roll"), roll_text(e.modified)),
                           (tr("Casualty points"), str(e.cp))])
    return _cp_sheet(sheet, int(e.cp))


def _lane_sheet(e: Any, who: Who) -> ResultSheet:
    sheet = ResultSheet(tr(AP_TABLE), tr("Fire lane in {hex}").format(hex=e.hex), e.hex, None)
    sheet.add(tr("Fire lane"), [(tr("Markers"), str(e.markers)), (tr("Moving through"), group(e.units, who))])
    sheet.add(tr("Dice roll modifiers"), _modifier_rows(e.modifiers))
    sheet.add(tr("Dice"), [(tr("Dice roll"), roll_text(e.roll)), (tr("Modified roll"), roll_text(e.modified)),
                           (tr("Casualty points"), str(e.cp))])
    return _cp_sheet(sheet, int(e.cp))


def _at_sheet(e: Any, who: Who) -> ResultSheet:
    firer = who(str(e.firer)) if e.firer else tr("fire support")
    sheet = ResultSheet(tr(AT_TABLE), tr("AT fire at {target}").format(target=who(str(e.target))), None, None, unit=e.target)
    sheet.add(tr("Attack"), [(tr("Firing"), firer), (tr("Weapon"), who(str(e.weapon)) if e.weapon else ""),
                             (tr("Target"), who(str(e.target))), (tr("Armor hit"), words(ARCS, e.arc) if e.arc else "")])
    sheet.add(tr("To hit"), [(tr("To-hit number"), tr("{n} or less").format(n=roll_text(e.needed))),
                             *_modifier_rows(e.modifiers), (tr("Dice roll"), roll_text(e.roll)),
                             (tr("Modified roll"), roll_text(e.modified)), (tr("Hit?"), tr("Hit") if e.hit else tr("Missed"))])
    if e.hit and e.kill_roll is not None:
        sheet.add(tr("To kill"), [(tr("Kill number"), tr("{n} or less").format(n=roll_text(e.elimination_number))),
                                  (tr("Kill roll"), roll_text(e.kill_roll))])
    result = words(RESULTS, e.result or ("no_effect" if e.hit else "miss"))
    sheet.add(tr("Result"), [(tr("Combat result"), result)])
    sheet.label, sheet.struck = result, e.result in ("eliminated", "immobilized")
    return sheet


ARCS = {"front": tr_noop("front armor"), "side": tr_noop("side armor"), "rear": tr_noop("rear armor")}


def _assault_sheet(e: Any, who: Who) -> ResultSheet:
    sheet = ResultSheet(tr(ASSAULT_TABLE), tr("Close assault on {hex}").format(hex=e.target), e.target, e.origin)
    sheet.add(tr("Forces"), [(tr("Attackers"), group(e.units, who)), (tr("Attacker APFP"), str(e.attack)),
                             (tr("Defender APFP"), str(e.defence)), (tr("Odds"), str(e.odds or "–"))])
    if e.modified_roll is not None:
        kill_mod = (e.modified_kill_number or 0) - (e.kill_number or 0)
        roll_mod = (e.modified_roll or 0) - (e.roll or 0)
        sheet.add(tr("Close Assault Table"), [
            (tr("Kill number"), roll_text(e.kill_number)), (tr("Defender kill number modifiers"), f"{kill_mod:+d}"),
            (tr("Modified kill number"), roll_text(e.modified_kill_number)), (tr("Kill dice roll"), roll_text(e.roll)),
            (tr("Attacker dice roll modifiers"), f"{roll_mod:+d}"), (tr("Modified roll"), roll_text(e.modified_roll))])
    else:
        sheet.add(tr("Close Assault Table"), [(tr("Kill dice roll"), tr("none needed"))])
    result = tr("Defenders eliminated") if e.success else tr("Assault failed")
    sheet.add(tr("Combat losses"), [(tr("Result"), result), (tr("Attacker CP"), str(e.attacker_cp)),
                                    (tr("Defender CP"), str(e.defender_cp))])
    sheet.label = tr("Hex cleared") if e.success else tr("Assault failed")
    sheet.struck = bool(e.success or e.defender_cp)
    return sheet


def _support_sheet(e: Any, who: Who, effects: Sequence[Event] = ()) -> ResultSheet:
    sheet = ResultSheet(tr(SUPPORT_TABLE), tr("{mission} on {hex}").format(mission=words(MISSIONS, e.mission).capitalize(),
                                                                            hex=e.hex), e.hex, None)
    sheet.add(tr("Fire support"), [(tr("Fire support type"), words(MISSIONS, e.mission)), (tr("APFP"), str(e.apfp))])
    aimed = next((a for a in effects if a.kind == "support_accuracy"), None)
    if aimed is not None and aimed["roll"] is not None:
        drift = (tr("on target") if aimed["landed"] == aimed["target"]
                 else tr("%n hex(es) to {hex}", n=int(aimed.get("scatter") or 0)).format(hex=aimed["landed"]))
        sheet.add(tr("Accuracy"), [(tr("Aimed at"), str(aimed["target"])), (tr("Accuracy roll"), roll_text(aimed["roll"])),
                                   (tr("Drift"), drift)])
    sheet.add(tr("Dice"), [(tr("Dice roll"), roll_text(e.roll)), (tr("Cover"), f"{int(e.cover or 0):+d}"),
                           (tr("Modified roll"), roll_text(e.modified)), (tr("Soft target result"), tr("{cp} CP").format(cp=e.cp))])
    return _cp_sheet(sheet, int(e.cp))


def _sniper_sheet(e: Any, who: Who) -> ResultSheet:
    sheet = ResultSheet(tr(SNIPER_TABLE), tr("{side} sniper fires at {hex}").format(side=words(SIDES, e.side), hex=e.target),
                        e.target, e.sniper_hex)
    sheet.add(tr("Sniper"), [(tr("Sniper in"), str(e.sniper_hex)), (tr("Targets"), group(e.targets, who))])
    sheet.add(tr("Dice roll modifiers"), _modifier_rows(e.modifiers))
    sheet.add(tr("Dice"), [(tr("Dice roll"), roll_text(e.roll)), (tr("Casualty points"), str(e.cp))])
    return _cp_sheet(sheet, int(e.cp))
