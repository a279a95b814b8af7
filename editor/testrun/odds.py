"""The odds shown before a roll, from the core's own numbers.

AP fire: the group's APFP, every signed modifier (core.game.ap_attack.ap_modifiers)
and the mean Casualty Points with the chance of any (core.ai.estimates, the numbers
the computer's reasons print). AT fire and close assault: every way the dice can fall,
each with its exact chance, the engine resolving the attack on each course
(core.game.exact_odds), with the assault strengths of both sides.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from core.ai.estimates import fire_estimate
from core.ai.view import view_state
from core.combat.at import roll_to_hit
from core.dice import TWO_DICE
from core.game.actions import Action, Assault, Fire, FireAT
from core.game.ap_attack import ap_modifiers
from core.game.assault import defending_units
from core.game.assault_strength import attack_strength, defence_strength
from core.game.at_fire import find_use
from core.game.events import Event
from core.game.exact_odds import Course, chance, courses, mean
from core.game.fire_power import fire_group_apfp
from core.game.fog import fog_on
from core.game.game import Game
from core.game.opportunity_threats import at_fire_inputs, elimination_number_for
from core.game.state import GameState, Where
from core.tables import ELIMINATED, RangeBandError, get_ruleset
from core.unit_model import Kind
from editor.i18n import tr
from editor.testrun.unit_names import unit_label, unit_link


@dataclass(frozen=True)
class Odds:
    title: str
    lines: tuple[str, ...] = ()
    modifiers: tuple[str, ...] = field(default_factory=tuple)
    units: tuple[str, ...] = ()  # the units the texts name (as "Rifle squad (a10)"), for links


def odds_for(game: Game, state: GameState, action: Action) -> Odds | None:
    """What the roll of `action` may bring, or None for an action without a roll. Under fog the
    odds are worked out on the acting side's view (core.ai.view), so they tell nothing it
    cannot see (a hidden defender neither counts nor shows)."""
    if not isinstance(action, (Fire, FireAT, Assault)):
        return None
    acting = action.unit if isinstance(action, FireAT) else action.units[0]
    known = view_state(game, state, state.units[acting].side, 0) if fog_on(game) else state
    if isinstance(action, Fire):
        return _fire(game, known, action)
    if isinstance(action, FireAT):
        return _at(game, known, action) if action.target in known.units else None
    return _assault(game, known, action)


def _fire(game: Game, state: GameState, action: Fire) -> Odds:
    firers = [state.units[u] for u in action.units]
    mean, chance, apfp = fire_estimate(game, state, firers, action.target, action.weapons)
    power = fire_group_apfp(game, state, firers, action.target, weapons=action.weapons)
    modifiers = ap_modifiers(game, state, [u for u in firers if u.id in power.firing] or firers, action.target, power=power)
    total = sum(m.value for m in modifiers)
    lines = (tr("Firepower: {apfp} APFP").format(apfp=apfp),
             tr("Dice modifier total: {total:+d}").format(total=total),
             tr("Expected: {mean:.2f} CP; chance of at least 1 CP: {chance:.0%}").format(mean=mean, chance=chance),
             *_fire_lines(game, apfp, total))
    mods = tuple(f"{m.name} {m.value:+d} (§{m.section})" for m in modifiers) or (tr("no modifiers"),)
    names = ", ".join(unit_label(game, state, u) for u in action.units)
    return Odds(tr("AP fire by {units} at {hex}").format(units=names, hex=action.target), lines, mods, tuple(action.units))


def _fire_lines(game: Game, apfp: int, modifier: int) -> tuple[str, ...]:
    """The AP table's column for the group's APFP: each result's chance over the 36 throws."""
    rules = get_ruleset(game.scenario.ruleset)
    chances: dict[int, float] = {}
    for roll, p in TWO_DICE.items():
        cp = rules.ap_casualty_points(apfp, roll + modifier) if apfp > 0 else 0
        chances[cp] = chances.get(cp, 0.0) + p
    parts = [(tr("no effect") if cp == 0 else tr("{n} CP").format(n=cp)) + f" {p:.0%}" for cp, p in sorted(chances.items())]
    return (tr("Results: {parts}").format(parts=", ".join(parts)),)


def _new_events(course: Course, kind: str) -> list[Event]:
    return [e for e in course.state.events if e["kind"] == kind]


def _at(game: Game, state: GameState, action: FireAT) -> Odds:
    """16.3-16.6: the to-hit number with its modifiers (the engine's inputs), then every way the
    dice can fall, walked exactly through the engine (core.game.exact_odds): the to-hit
    throw, the kill throw against the Elimination Number, the crew check. Every figure of
    the panel comes from that one walk, so they always agree."""
    firer, target = state.units[action.unit], state.units[action.target]
    title = tr("AT fire by {unit} at {target}").format(unit=unit_label(game, state, action.unit),
                                                      target=unit_label(game, state, action.target))
    use = find_use(game, state, firer, action.weapon)
    found = courses(game, state, action)
    hit = sum(c.chance for c in found if any(e.get("hit") for e in _new_events(c, "at_fire")))
    killed = chance(found, lambda s: s.units[action.target].where == Where.ELIMINATED)
    stopped = chance(found, lambda s: s.units[action.target].immobile and s.units[action.target].where != Where.ELIMINATED
                     and not target.immobile)
    lines = []
    modifiers: tuple[str, ...] = ()
    try:
        sample = roll_to_hit(at_fire_inputs(game, state, firer, use, target), 7, get_ruleset(game.scenario.ruleset))
        total = sum(m.value for m in sample.modifiers)
        lines.append(tr("To hit: {n} or less on 2d6 after modifiers ({total:+d}): {p:.0%}").format(
            n=sample.number, total=total, p=hit))
        modifiers = tuple(f"{m.name} {m.value:+d} (§{m.section})" for m in sample.modifiers)
    except RangeBandError:
        lines.append(tr("Chance to hit: {p:.0%}").format(p=hit))
    if game.kind(target) == Kind.AFV:
        number = elimination_number_for(game, firer, use, target)
        shown = tr("E (a hit eliminates)") if number == ELIMINATED else tr("none (a hit cannot hurt it)") if number is None else str(number)
        lines.append(tr("Elimination number: {n} (ATFP {atfp}); under it eliminates, equal immobilizes").format(
            n=shown, atfp=use.atfp.name))
        if hit > 0:
            lines.append(tr("If hit: eliminated {kill:.0%}, immobilized {stop:.0%} (crew checks included)").format(
                kill=killed / hit, stop=stopped / hit))
    else:
        lines.append(tr("A hit destroys it"))
    lines += [tr("Target eliminated: {p:.0%}").format(p=killed),
              tr("Target immobilized: {p:.0%}").format(p=stopped),
              tr("No effect: {p:.0%}").format(p=max(0.0, 1 - killed - stopped))]
    return Odds(title, tuple(lines), modifiers or (tr("no modifiers"),), (action.unit, action.target))


def _assault(game: Game, state: GameState, action: Assault) -> Odds:
    """15.6-15.10: the strengths, the odds column and every way the dice can fall (the kill
    throw, the AFVs' immobilization and crew rolls), walked exactly through the engine."""
    attackers = [state.units[u] for u in action.units]
    side = attackers[0].side
    defenders = defending_units(game, state, action.target, side.other)
    attack = attack_strength(game, state, attackers, action.weapons)
    defence = defence_strength(game, state, defenders, attackers[0].hex or "") if defenders else None
    found = courses(game, state, action)
    taken = chance(found, lambda s: not any(u.in_play and u.hex == action.target and u.side != side for u in s.units.values()))
    lost = mean(found, lambda s: sum(s.units[u].where == Where.ELIMINATED for u in action.units))
    lines = (tr("Attack {attack} APFP against defence {defence} APFP").format(
                 attack=attack.total, defence=defence.total if defence else 0),
             _odds_line(found),
             tr("Defenders eliminated: {p:.0%}").format(p=taken),
             tr("Attackers lost on average: {n:.2f}").format(n=lost))
    mods = tuple(tr("leader {leader} {value:+d}").format(leader=unit_label(game, state, s.leader), value=s.leader_modifier)
                 for s in (attack, defence) if s is not None and s.leader)
    names = ", ".join(unit_label(game, state, u) for u in action.units)
    leaders = tuple(s.leader for s in (attack, defence) if s is not None and s.leader)
    return Odds(tr("Close assault by {units} on {hex}").format(units=names, hex=action.target), lines, mods,
                tuple(dict.fromkeys((*action.units, *leaders))))


def _odds_line(found: list[Course]) -> str:
    """15.6: the odds column and its Kill Number, as the engine worked them out (the same in
    every course: only the roll differs); pinned defenders alone fall without a roll (15.9)."""
    fought = next((e for c in found[:1] for e in reversed(c.state.events) if e["kind"] == "close_assault"), None)
    if fought is None or not fought.get("odds"):
        return tr("No roll: the defenders are all pinned and fall (15.9)")
    return tr("Odds {odds}: kill number {kill}, {modified} with its modifiers; roll it or less on 2d6").format(
        odds=fought["odds"], kill=fought["kill_number"], modified=fought["modified_kill_number"])


def odds_text(odds: Odds) -> str:
    """The odds as the panel prints them: title, figures, then one line per modifier."""
    parts = [odds.title, *odds.lines]
    if odds.modifiers:
        parts.append(tr("Modifiers:"))
        parts += [f"  {m}" for m in odds.modifiers]
    return "\n".join(parts)


def odds_html(odds: Odds, game: Game, state: GameState) -> str:
    """The same as rich text, each unit named as a link (hovering it lights its counter)."""
    html = escape(odds_text(odds)).replace("\n", "<br>").replace("  ", "&nbsp;&nbsp;")
    for unit_id in sorted(odds.units, key=lambda u: -len(unit_label(game, state, u))):
        html = html.replace(escape(unit_label(game, state, unit_id)), unit_link(game, state, unit_id))
    return html
