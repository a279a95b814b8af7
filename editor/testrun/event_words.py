"""One sentence per kind of engine event (core/game/event_*.py), the way a player reads it.

Units are named by type and id ("Rifle squad (a10)") through the `who` function the
caller gives (it knows the catalogue and what the viewer may see); hexes by their
names; rolls, modifiers and results in words. Every kind the engine makes has its
sentence here, so no raw field dump ever reaches the log.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from core.game.events import Event
from editor.i18n import tr, tr_noop

Who = Callable[[str], str]
Words = Callable[[Any, Who], str]

RESULTS = {"ignored": tr_noop("no effect (valor or shield)"), "pinned": tr_noop("pinned"), "reduced": tr_noop("reduced"),
           "reduced_pinned": tr_noop("reduced and pinned"), "survived": tr_noop("survived, pinned"),
           "eliminated": tr_noop("eliminated"), "miss": tr_noop("missed"), "no_effect": tr_noop("hit, no effect"),
           "immobilized": tr_noop("immobilized")}
MISSIONS = {"light_barrage": tr_noop("light barrage"), "heavy_barrage": tr_noop("heavy barrage"),
            "air_strike": tr_noop("air strike")}
LEVELS = {"major_victory": tr_noop("major victory"), "minor_victory": tr_noop("minor victory"), "draw": tr_noop("draw"),
          "minor_defeat": tr_noop("minor defeat"), "major_defeat": tr_noop("major defeat")}
WINNERS = {"attacker": tr_noop("the attacker"), "defender": tr_noop("the defender"), "draw": tr_noop("nobody")}
CAUSES = {"casualties": tr_noop("casualties"), "at_fire": tr_noop("hit by AT fire"), "abandoned": tr_noop("crew abandoned it"),
          "close assault": tr_noop("in a close assault"), "minefield (19.7)": tr_noop("minefield"),
          "close assault, pinned (15.9)": tr_noop("close assault, pinned defender"),
          "close assault (15.10)": tr_noop("close assault on its carrier"),
          "stopped in a friendly hex already full (13.8)": tr_noop("stopped in a full friendly hex"),
          "stuck in an over-stacked hex (6.7, 13.8)": tr_noop("stuck in an over-stacked hex"),
          "an enemy unit entered its hex (20.6)": tr_noop("an enemy unit entered its hex"),
          "elimination check (20.6)": tr_noop("its elimination check"),
          "withdrawn": tr_noop("withdrawn")}
ATTACKS = {"ap": tr_noop("AP fire"), "at": tr_noop("AT fire"), "sniper": tr_noop("a sniper's shot")}
SIDES = {"allied": tr_noop("Allied"), "axis": tr_noop("Axis")}
REASONS = {
    "the last turn is over": tr_noop("the last turn is over"),
    "the attacker exited enough units": tr_noop("the attacker exited enough units"),
    "no hex with cover in range and sight (20.2)": tr_noop("no hex with cover in range and sight"),
    "no unpinned target left (20.6)": tr_noop("no unpinned target left"),
}


def words(table: Mapping[str, str], value: Any) -> str:
    """A code ("heavy_barrage") in words; an unknown code with its underscores made spaces."""
    text = str(getattr(value, "value", value) if value is not None else "")
    return tr(table[text]) if text in table else text.replace("_", " ")


def reason_words(text: Any) -> str:
    value = str(text or "")
    if value in REASONS:
        return tr(REASONS[value])
    wiped = re.fullmatch(r"the (\w+) side was wiped out", value)
    if wiped:
        return tr("the {side} side was wiped out").format(side=words(SIDES, wiped.group(1)))
    held = re.fullmatch(r"the attacker holds (\d+) objective\(s\)", value)
    if held:
        return tr("the attacker holds %n objective(s)", n=int(held.group(1)))
    return value


def group(ids: Iterable[str], who: Who) -> str:
    return ", ".join(who(i) for i in ids) or tr("no unit")


def mods(modifiers: Iterable[Mapping[str, Any]]) -> str:
    from editor.testrun.result_tables import modifier_name
    listed = [f"{modifier_name(str(m.get('name', '')))} {int(m.get('value', 0)):+d}" for m in modifiers]
    return tr(" ({modifiers})").format(modifiers=", ".join(listed)) if listed else ""


def roll_text(value: Any) -> str:
    return str(value) if value is not None else "–"


def _casualties(e: Any, who: Who) -> str:
    each = [tr("{unit} {result}").format(unit=who(str(r.get("unit"))), result=words(RESULTS, r.get("result"))) for r in e.results]
    text = tr("{cp} CP on {hex}").format(cp=e.points, hex=e.hex)
    if e.air_burst:
        text += tr(" (air burst, doubled)")
    text += ": " + (", ".join(each) if each else tr("nobody hit"))
    if e.unfulfilled:
        text += tr("; %n point(s) left unused", n=int(e.unfulfilled))
    return text


def _ap(e: Any, who: Who) -> str:
    text = tr("Opportunity fire by {firers} at {hex}") if e.opportunity else tr("AP fire by {firers} at {hex}")
    led = tr(", led by {leader}").format(leader=who(str(e.leader))) if e.leader and e.leader not in e.firers else ""
    return (text.format(firers=group(e.firers, who), hex=e.target) + led
            + tr(": {apfp} APFP, roll {roll}{mods} = {modified}, {cp} CP").format(
                apfp=e.apfp, roll=roll_text(e.roll), mods=mods(e.modifiers), modified=roll_text(e.modified), cp=e.cp))


def _at(e: Any, who: Who) -> str:
    firer = who(str(e.firer)) if e.firer else tr("fire support")
    if e.leader and e.leader != e.firer:  # the leader whose modifier counts (13.6) is named, as in AP fire
        firer += tr(", led by {leader}").format(leader=who(str(e.leader)))
    text = tr("AT fire by {firer} at {target}: to hit {roll}{mods} = {modified}, needs {needed} or less").format(
        firer=firer, target=who(str(e.target)), roll=roll_text(e.roll), mods=mods(e.modifiers),
        modified=roll_text(e.modified), needed=roll_text(e.needed))
    if e.hit and e.kill_roll is not None:
        text += tr("; kill roll {roll} against {number}").format(roll=e.kill_roll, number=roll_text(e.elimination_number))
    return text + ": " + words(RESULTS, e.result or ("no_effect" if e.hit else "miss"))


def _assault(e: Any, who: Who) -> str:
    rolled = (tr("roll {roll} against kill number {number}").format(roll=roll_text(e.modified_roll), number=roll_text(e.modified_kill_number))
              if e.modified_roll is not None else tr("no roll needed"))
    result = (tr("the defenders are eliminated") if e.success
              else tr("the assault fails: the attacker loses {a} CP, the defender {d} CP").format(a=e.attacker_cp, d=e.defender_cp))
    text = tr("Close assault by {units} on {hex}: {attack} against {defence} ({odds}), {rolled}; {result}").format(
        units=group(e.units, who), hex=e.target, attack=e.attack, defence=e.defence, odds=e.odds or "–",
        rolled=rolled, result=result)
    lost = list(dict.fromkeys([*e.pinned_eliminated, *e.defender_losses]))
    if lost:
        text += tr("; defenders lost: {units}").format(units=group(lost, who))
    if e.occupied_by:
        text += tr("; {units} take the hex").format(units=group(e.occupied_by, who))
    return text


def _sniper_check(e: Any, who: Who) -> str:
    if e.skipped:
        return tr("{side} sniper: no check ({reason})").format(side=words(SIDES, e.side), reason=reason_words(e.reason))
    text = tr("{side} sniper in {hex} checks: roll {roll}, safe above {needed}").format(
        side=words(SIDES, e.side), hex=e.sniper_hex, roll=roll_text(e.roll), needed=roll_text(e.needed_above))
    return text + (tr(", eliminated") if e.eliminated else tr(", stays"))


def _support_accuracy(e: Any, who: Who) -> str:
    if e.roll is None:
        return tr("The {mission} lands on target in {hex}").format(mission=words(MISSIONS, e.mission), hex=e.landed)
    if e.landed is None:
        return tr("The {mission} on {hex} drifts off the map (accuracy roll {roll})").format(
            mission=words(MISSIONS, e.mission), hex=e.target, roll=e.roll)
    if e.landed == e.target:
        return tr("The {mission} lands on target in {hex} (accuracy roll {roll})").format(
            mission=words(MISSIONS, e.mission), hex=e.target, roll=e.roll)
    return tr("The {mission} on {hex} drifts to {landed} (accuracy roll {roll})").format(
        mission=words(MISSIONS, e.mission), hex=e.target, landed=e.landed, roll=e.roll)


def _game_over(e: Any, who: Who) -> str:
    return tr("Game over: {level} for the attacker, {winner} wins ({reason})").format(
        level=words(LEVELS, e.level), winner=words(WINNERS, e.winner), reason=reason_words(e.reason))


def _transfer(e: Any, who: Who) -> str:
    return tr("{source} gives {weapon} to {destination}").format(source=who(str(e.source)), weapon=who(str(e.weapon)),
                                                                  destination=who(str(e.destination)))


ACTIONS = {"end_phase": tr_noop("end the phase"), "fire": tr_noop("fire at a hex"), "fire_at": tr_noop("fire AT at a unit"),
           "fire_smoke": tr_noop("fire a smoke round"), "start_move": tr_noop("start a move"), "move_step": tr_noop("step to a hex"),
           "change_facing": tr_noop("change facing"), "load": tr_noop("board a vehicle"), "unload": tr_noop("get off a vehicle"),
           "exit_map": tr_noop("exit the map"), "end_move": tr_noop("end the move"), "overrun": tr_noop("overrun a hex"),
           "advance": tr_noop("advance into a hex"), "assault": tr_noop("close assault a hex"), "call_support": tr_noop("call fire support"),
           "split_squad": tr_noop("split a squad"), "combine_half_squads": tr_noop("combine half squads"),
           "transfer_weapon": tr_noop("pass a weapon"), "withdraw_sniper": tr_noop("withdraw the sniper"),
           "breach_wire": tr_noop("breach barbed wire"), "rally": tr_noop("rally pinned units")}

SENTENCES: dict[str, Words] = {
    "ap_attack": _ap,
    "at_fire": _at,
    "close_assault": _assault,
    "casualties": _casualties,
    "sniper_check": _sniper_check,
    "support_accuracy": _support_accuracy,
    "game_over": _game_over,
    "transfer_weapon": _transfer,
    "opportunity_fire": lambda e, who: tr("{firers} open opportunity fire ({attack}) on {target} in {hex}").format(
        firers=group(e.firers, who), attack=words(ATTACKS, e.attack), target=who(str(e.target)) if e.target else tr("the movers"),
        hex=e.hex),
    "eliminated": lambda e, who: tr("{unit} is eliminated ({cause})").format(unit=who(str(e.unit)), cause=words(CAUSES, e.cause)),
    "valor_check": lambda e, who: tr("{unit} valor check: roll {roll}, {result}").format(
        unit=who(str(e.unit)), roll=roll_text(e.roll), result=tr("shows valor") if e.valorous else tr("no valor")),
    "fire_lane": lambda e, who: tr("Fire lane from {origin} towards {target}: %n marker(s) placed", n=int(e.markers)).format(
        origin=e.origin, target=e.target),
    "fire_lane_attack": lambda e, who: tr("Fire lane in {hex} hits {units}: roll {roll}{mods} = {modified}, {cp} CP").format(
        hex=e.hex, units=group(e.units, who), roll=roll_text(e.roll), mods=mods(e.modifiers), modified=roll_text(e.modified), cp=e.cp),
    "assault_immobilization": lambda e, who: tr("{unit} risks immobilization in the assault: roll {roll}, {result}").format(
        unit=who(str(e.unit)), roll=roll_text(e.roll), result=tr("immobilized") if e.immobilized else tr("still mobile")),
    "assault_occupy": lambda e, who: tr("{units} occupy {hex}").format(units=group(e.units, who), hex=e.hex),
    "overrun": lambda e, who: tr("{afv} overruns {hex} and leaves by {exit}").format(afv=who(str(e.afv)), hex=e.target, exit=e.exit),
    "immobilized": lambda e, who: tr("{unit} is immobilized").format(unit=who(str(e.unit))),
    "crew_check": lambda e, who: tr("{unit} crew check: roll {roll}, {result}").format(
        unit=who(str(e.unit)), roll=roll_text(e.roll), result=tr("the crew bails out") if e.abandoned else tr("the crew stays")),
    "move_start": lambda e, who: (  # a reinforcement starts off the map (6.10): it has no hex yet
        (tr("{units} start an assault move in {hex} ({mp:g} MP)") if e.assault else tr("{units} start to move in {hex} ({mp:g} MP)"))
        if e.hex else (tr("{units} start an assault move onto the map ({mp:g} MP)") if e.assault
                       else tr("{units} start to move onto the map ({mp:g} MP)"))).format(units=group(e.units, who), hex=e.hex, mp=e.mp),
    "move_step": lambda e, who: tr("{units} enter {hex} ({cost:g} MP, {left:g} left)").format(
        units=group(e.units, who), hex=e.hex, cost=e.cost, left=e.mp_left),
    "move_end": lambda e, who: (tr("{units} end their move in {hex}") if e.hex
                                else tr("{units} stay off the map this turn")).format(units=group(e.units, who), hex=e.hex),
    "move_stopped": lambda e, who: tr("{unit} must stop in {hex}").format(unit=who(str(e.unit)), hex=e.hex),
    "change_facing": lambda e, who: tr("{unit} turns to facing {n}").format(unit=who(str(e.unit)), n=roll_text(e.facing)),
    "exit": lambda e, who: tr("{units} leave the map from {hex}").format(units=group(e.units, who), hex=e.hex),
    "advance": lambda e, who: tr("{units} advance from {start} into {hex}").format(units=group(e.units, who), start=e.start, hex=e.hex),
    "load": lambda e, who: tr("{units} board {transport} in {hex}").format(units=group(e.units, who), transport=who(str(e.transport)), hex=e.hex),
    "unload": lambda e, who: tr("{units} get off {transport} in {hex}").format(units=group(e.units, who), transport=who(str(e.transport)), hex=e.hex),
    "entered": lambda e, who: tr("{unit} arrives in {hex}").format(unit=who(str(e.unit)), hex=e.hex),
    "wire_stop": lambda e, who: tr("Barbed wire stops {units} in {hex}").format(units=group(e.units, who), hex=e.hex),
    "wire_breached": lambda e, who: tr("{unit} blows the barbed wire in {hex} with a satchel charge").format(
        unit=who(str(e.unit)), hex=e.hex),
    "minefield_revealed": lambda e, who: tr("A minefield is revealed in {hex}").format(hex=e.hex),
    "minefield_attack": lambda e, who: tr("The minefield in {hex} attacks {unit}: roll {roll}, {result}").format(
        hex=e.hex, unit=who(str(e.unit)), roll=roll_text(e.roll), result=tr("eliminated") if e.eliminated else tr("unharmed")),
    "objective_taken": lambda e, who: tr("{side} take the objective in {hex}").format(side=words(SIDES, e.side), hex=e.hex),
    "support": lambda e, who: (tr("{side} call a smoke barrage on {hex}") if e.smoke else tr("{side} call a {mission} on {hex}")).format(
        side=words(SIDES, e.side), mission=words(MISSIONS, e.mission), hex=e.target),
    "support_attack": lambda e, who: tr("The {mission} strikes {hex}: {apfp} APFP, roll {roll}, cover {cover:+d} = {modified}, {cp} CP").format(
        mission=words(MISSIONS, e.mission), hex=e.hex, apfp=e.apfp, roll=roll_text(e.roll), cover=int(e.cover or 0),
        modified=roll_text(e.modified), cp=e.cp),
    "smoke": lambda e, who: tr("Smoke {level} in {hex}").format(level=e.level, hex=e.hex),
    "sniper_placed": lambda e, who: tr("{side} sniper takes position in {hex}").format(side=words(SIDES, e.side), hex=e.hex),
    "sniper_not_placed": lambda e, who: tr("{side} sniper finds no position near {hex}").format(side=words(SIDES, e.side), hex=e.near),
    "sniper_attack": lambda e, who: tr("{side} sniper in {sniper} shoots at {units} in {hex}: roll {roll}{mods}, {cp} CP").format(
        side=words(SIDES, e.side), sniper=e.sniper_hex, units=group(e.targets, who), hex=e.target, roll=roll_text(e.roll),
        mods=mods(e.modifiers), cp=e.cp),
    "sniper_eliminated": lambda e, who: tr("{side} sniper in {hex} is eliminated ({cause})").format(
        side=words(SIDES, e.side), hex=e.hex, cause=words(CAUSES, e.cause)),
    "sniper_withdrawn": lambda e, who: tr("{side} sniper leaves {hex}").format(side=words(SIDES, e.side), hex=e.hex),
    "split": lambda e, who: tr("{unit} splits into two half squads: {units}").format(unit=who(str(e.unit)), units=", ".join(e.into)),
    "combine": lambda e, who: tr("{units} combine into {unit}").format(units=", ".join(e.units), unit=who(str(e.into))),
    "unpinned": lambda e, who: tr("{unit} is no longer pinned").format(unit=who(str(e.unit))),
    "rally": lambda e, who: tr("{unit} rally roll {roll} (needs {needed} or less): {result}").format(
        unit=who(str(e.unit)), roll=roll_text(e.roll), needed=roll_text(e.needed), result=tr("rallied") if e.rallied else tr("still pinned")),
    "decision": lambda e, who: tr("{side} (computer) chose to {action}: {reason}").format(
        side=words(SIDES, e.side), action=words(ACTIONS, e.action), reason=e.reason),
    "turn": lambda e, who: tr("Turn {n} begins").format(n=e.number),
}



def sentence(event: Event, who: Who) -> str:
    """The event in words; a kind no sentence knows (an old log's) by its name alone."""
    words_for = SENTENCES.get(str(event["kind"]))
    if words_for is None:
        return str(event["kind"]).replace("_", " ").capitalize()
    return words_for(event, who)
