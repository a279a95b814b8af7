"""What a scenario card says, in words, before anything is drawn.

The card (`vvs card`, File > Export scenario card…) is painted by
editor.card.pages; everything it prints as text is worked out here from the
scenario alone, so a test can read the card's words without a PDF, and the
words stay the same whatever the paper size. The victory levels are seed 004's
five, told from the attacker's side, with the thresholds core.game.victory
applies (so the card never promises what the engine does not do).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass

from core.balance.record import attacker_rate, is_current
from core.balance.summary import LEVELS, Rate, percent
from core.game.victory import DRAW_EXIT_SHARE, MINOR_EXIT_SHARE
from core.oob_summary import oob_summary
from core.scenario import ExplainedBalance, Reinforcement, Scenario, ScenarioType, SideSetup, Stack
from core.scenario.query import catalogue_for
from core.unit_model import Kind
from editor.balance.chart import LEVEL_NAMES
from editor.card.text import printed
from editor.counters.style import nation_name
from editor.special_rules.words import describe, kind_name

_DATELINE = re.compile(r"^\s*([^.\n]{2,80}?\b\d{3,4})\.\s+")
"""A briefing that opens like a dispatch, "Normandy, 11 June 1944. ...", gives the card its date and place."""

KIND_NAMES = {
    Kind.SQUAD: ("squad", "squads"), Kind.HALF_SQUAD: ("half squad", "half squads"), Kind.LEADER: ("leader", "leaders"),
    Kind.SUPPORT_WEAPON: ("support weapon", "support weapons"), Kind.GUN: ("gun", "guns"), Kind.AFV: ("AFV", "AFVs"),
    Kind.VEHICLE: ("vehicle", "vehicles"),
}

FORTIFICATION_NAMES = {
    "bunker_concrete": "concrete bunker", "bunker_wood": "wooden bunker", "sandbags": "sandbags",
    "barbed_wire": "barbed wire", "minefield": "minefield", "foxholes": "foxholes", "trench": "trench",
    "cave": "cave",
}


@dataclass(frozen=True)
class SideFacts:
    """One side's order of battle: its stacks by hex and what arrives later."""

    name: str  # allied or axis
    nationality: str
    heading: str  # "US: attacker, moves first"
    totals: str  # "15 counters, 142 points"
    forces: str  # "8 squads, 2 leaders, 5 support weapons, 2 AFVs; 213 points"
    stacks: tuple[Stack, ...]
    reinforcements: tuple[Reinforcement, ...]
    extras: tuple[str, ...]  # expendables, fire support, smoke, sniper: what has no counter on the map


@dataclass(frozen=True)
class BalanceFacts:
    """The measured balance as the card prints it: three shares and a sentence."""

    shares: tuple[float, float, float]  # attacker wins, draws, defender wins
    lines: tuple[str, ...]


@dataclass(frozen=True)
class CardFacts:
    title: str
    dateline: str  # "Normandy, 11 June 1944", or "" when the briefing does not open with one
    briefing: tuple[str, ...]  # paragraphs
    summary: str  # "Objective · 7 turns · boards 2 and 1"
    boards: str  # how the boards are laid out
    victory: tuple[str, ...]
    levels: tuple[tuple[str, str], ...]  # (level name, what it takes), the attacker's
    rules: tuple[tuple[str, str], ...]  # (heading, text)
    sides: tuple[SideFacts, SideFacts]  # the attacker's first
    balance: BalanceFacts | None


def card_facts(scenario: Scenario) -> CardFacts:
    dateline, briefing = split_dateline(scenario.description)
    attacker, defender = scenario.attacker, scenario.defender
    return CardFacts(
        title=scenario.title.strip() or printed("Untitled scenario"),
        dateline=dateline,
        briefing=tuple(p for p in (" ".join(part.split()) for part in briefing.split("\n\n")) if p),
        summary=_summary(scenario),
        boards=_boards(scenario),
        victory=victory_lines(scenario),
        levels=victory_levels(scenario),
        rules=special_rules(scenario),
        sides=(_side_facts(scenario, attacker), _side_facts(scenario, defender)),
        balance=balance_facts(scenario),
    )


def split_dateline(description: str) -> tuple[str, str]:
    """("Normandy, 11 June 1944", the rest) when the briefing opens with a place and a year."""
    match = _DATELINE.match(description)
    if match is None:
        return "", description.strip()
    return match.group(1).strip(), description[match.end():].strip()


def nation(scenario: Scenario, side: str) -> str:
    return printed(nation_name(scenario.side(side).nationality))


def _summary(scenario: Scenario) -> str:
    kind = {ScenarioType.OBJECTIVE: printed("Objective"), ScenarioType.ELIMINATION: printed("Elimination"),
            ScenarioType.EXIT: printed("Exit")}[scenario.type]
    return printed("{kind} · {turns} turns · {attacker} attack, {defender} defend · {first} move first").format(
        kind=kind, turns=scenario.turns, attacker=nation(scenario, scenario.attacker),
        defender=nation(scenario, scenario.defender), first=nation(scenario, scenario.first_player))


def _boards(scenario: Scenario) -> str:
    names = [printed("board {n}").format(n=b.board) + (printed(" (turned 180°)") if b.rotated else "") for b in scenario.boards]
    if len(names) == 1:
        return printed("One board: {board}; north is up.").format(board=names[0])
    return printed("{n} boards side by side, west to east: {boards}; north is up.").format(
        n=len(names), boards=", ".join(names))


def victory_lines(scenario: Scenario) -> tuple[str, ...]:
    """What the attacker must do and when the game ends, in the card's words."""
    attacker, defender = nation(scenario, scenario.attacker), nation(scenario, scenario.defender)
    victory, turns = scenario.victory, scenario.turns
    if scenario.type == ScenarioType.OBJECTIVE:
        total = len(scenario.objectives)
        required = victory.objectives_required or total
        hexes = ", ".join(o.hex for o in scenario.objectives)
        count = (printed("all {total} objectives").format(total=total) if required >= total
                 else printed("{required} of the {total} objectives").format(required=required, total=total))
        first = printed("The attacker ({attacker}) must take and hold {count} (the flags): {hexes}.").format(
            attacker=attacker, count=count, hexes=hexes)
        end = (printed("All {turns} turns are played; what is held at the end counts.").format(turns=turns)
               if victory.play_all_turns else
               printed("The game ends at once when they hold them, otherwise after turn {turns}.").format(turns=turns))
        return first, end, printed("Losses decide between levels: points of units lost, each side's counted against the other's.")
    if scenario.type == ScenarioType.EXIT:
        goal = victory.exit_units or 1
        hexes = ", ".join(victory.exit_hexes)
        return (printed("The attacker ({attacker}) must move {goal} units off the map through the exit hexes (marked EXIT): {hexes}.").format(
                    attacker=attacker, goal=goal, hexes=hexes),
                printed("The game ends at once when they have, otherwise after turn {turns}.").format(turns=turns))
    return (printed("Destroy the enemy: each side's losses count as the share of its starting points lost "
               "({attacker} {a} points, {defender} {d} points).").format(
                attacker=attacker, defender=defender, a=oob_summary(scenario, scenario.attacker).points,
                d=oob_summary(scenario, scenario.defender).points),
            printed("A side wiped out loses at once (a major victory for the other); otherwise the game ends after turn {turns}.").format(
                turns=turns))


def victory_levels(scenario: Scenario) -> tuple[tuple[str, str], ...]:
    """Seed 004's five levels for the scenario's type, the attacker's, as core.game.victory decides them."""
    names = [printed(LEVEL_NAMES[level]) for level in LEVELS]
    if scenario.type == ScenarioType.ELIMINATION:
        texts = [printed("the defender lost a share of its starting points 50 percentage points or more above the attacker's"),
                 printed("the defender's share 20 to under 50 points above"), printed("the two shares less than 20 points apart"),
                 printed("the attacker's share 20 to under 50 points above"), printed("the attacker's share 50 points or more above")]
    elif scenario.type == ScenarioType.OBJECTIVE:
        texts = [printed("the objectives held, and more losses inflicted than taken"),
                 printed("the objectives held without that, or a majority held and more inflicted"),
                 printed("a majority held without inflicting more, or some held and more inflicted"),
                 printed("some held (not a majority), not more inflicted"), printed("no objective held")]
    else:
        texts = _exit_levels(scenario.victory.exit_units or 1)
    return tuple(zip(names, texts))


def _exit_levels(goal: int) -> list[str]:
    minor = math.ceil(goal * MINOR_EXIT_SHARE)
    draw = math.ceil(goal * DRAW_EXIT_SHARE)
    ranges = [(goal, goal), (minor, goal - 1), (max(draw, 1), min(minor, goal) - 1), (1, min(draw, goal) - 1), (0, 0)]
    texts = []
    for low, high in ranges:
        if low > high:
            texts.append(printed("cannot happen with this goal"))
        elif low == high:
            texts.append(printed("no unit exited") if not low else printed("1 unit exited") if low == 1
                         else printed("{n} units exited").format(n=low))
        else:
            texts.append(printed("{low} to {high} units exited").format(low=low, high=high))
    return texts


def special_rules(scenario: Scenario) -> tuple[tuple[str, str], ...]:
    """Everything beyond the map and the counters that changes how the game plays: the scenario's
    own special rules (4.3) first, each in a sentence, then what the sides are given."""
    rules = [(kind_name(r.KIND, printed), describe(r, printed, printed)) for r in scenario.special_rules]
    rules += [(printed("Fire support"), _per_side(scenario, _fire_support) or printed("none")),
              (printed("Smoke"), _per_side(scenario, lambda s: printed("{n} smoke factors").format(n=s.smoke_factors)
                                     if s.smoke_factors else "") or printed("none"))]
    snipers = [nation(scenario, name) for name, side in scenario.sides() if side.sniper]
    if snipers:
        rules.append((printed("Snipers"), printed("{sides}: a sniper, activated by a natural 12 of enemy infantry fire (20.2).").format(
            sides=printed(" and ").join(snipers))))
    arrivals = _per_side(scenario, _reinforcements)
    rules.append((printed("Reinforcements"), arrivals or printed("none")))
    defences = _fortifications(scenario)
    if defences:
        rules.append((printed("Fortifications"), defences))
    if scenario.smoke:
        rules.append((printed("Smoke at start"), ", ".join(printed("{hex} (Smoke {level})").format(hex=s.hex, level=s.level)
                                                      for s in scenario.smoke)))
    halves = [nation(scenario, name) for name, side in scenario.sides() if side.half_squads]
    if halves:
        rules.append((printed("Half squads"), printed("{sides} may break squads down into half squads.").format(sides=printed(" and ").join(halves))))
    rules.append((printed("Fog of war"), printed("on: an enemy unit is seen only while one of your units has a line of sight to it")
                  if scenario.fog_of_war else printed("off: every unit is in plain sight")))
    rules.append((printed("Weather"), printed(scenario.weather.replace("_", " ").capitalize())))
    if scenario.dice_bias != "none":
        rules.append((printed("Dice bias"), printed(scenario.dice_bias.replace("_", " "))))
    return tuple(rules)


def _per_side(scenario: Scenario, describe: Callable[[SideSetup], str]) -> str:
    parts = []
    for name, side in scenario.sides():
        text = describe(side)
        if text:
            parts.append(f"{nation(scenario, name)} {text}")
    return "; ".join(parts)


def _fire_support(side: SideSetup) -> str:
    support = side.fire_support
    parts = [(support.light_barrage, printed("light barrage"), printed("light barrages")),
             (support.heavy_barrage, printed("heavy barrage"), printed("heavy barrages")),
             (support.air_strike, printed("air strike"), printed("air strikes"))]
    return ", ".join(f"{n} {one if n == 1 else many}" for n, one, many in parts if n)


def _reinforcements(side: SideSetup) -> str:
    return ", ".join(printed("turn {turn}, {edge} edge: {n} units").format(turn=group.turn, edge=printed(group.edge), n=len(group.units))
                     for group in side.reinforcements)


def _fortifications(scenario: Scenario) -> str:
    parts = []
    for name, _side in scenario.sides():
        shown = [f"{printed(FORTIFICATION_NAMES.get(f.type, f.type.replace('_', ' ')))} {f.hex}"
                 for f in scenario.fortifications if f.side == name and not f.hidden]
        hidden = sum(1 for f in scenario.fortifications if f.side == name and f.hidden)
        if hidden:
            shown.append(printed("{n} hidden (set up in secret)").format(n=hidden))
        if shown:
            parts.append(f"{nation(scenario, name)} {', '.join(shown)}")
    return "; ".join(parts)


def _side_facts(scenario: Scenario, name: str) -> SideFacts:
    side = scenario.side(name)
    role = printed("attacker") if name == scenario.attacker else printed("defender")
    first = printed(", moves first") if name == scenario.first_player else ""
    oob = oob_summary(scenario, name)
    units = catalogue_for(scenario)
    extras = [printed("Expendables: {list}").format(list=", ".join(
        f"{n} × {units.get(t).name if t in units else t}" for t, n in side.expendables))] if side.expendables else []
    support = _fire_support(side)
    if support:
        extras.append(printed("Fire support: {list}").format(list=support))
    if side.smoke_factors:
        extras.append(printed("Smoke factors: {n}").format(n=side.smoke_factors))
    if side.sniper:
        extras.append(printed("A sniper"))
    kinds = ", ".join(f"{n} {printed(KIND_NAMES[kind][0] if n == 1 else KIND_NAMES[kind][1])}" for kind, n in oob.counts)
    return SideFacts(name, side.nationality, f"{nation(scenario, name)}: {role}{first}",
                     printed("{n} counters, {points} points").format(n=oob.total, points=oob.points),
                     printed("{kinds}; {points} points").format(kinds=kinds or printed("no units"), points=oob.points),
                     side.stacks, side.reinforcements, tuple(extras))


def balance_facts(scenario: Scenario) -> BalanceFacts | None:
    """The scenario's measured balance, or None when it has none."""
    balance = scenario.balance
    if balance is None or not balance.games:
        return None
    games = balance.games
    shares = tuple(count / games for count in balance.outcomes)
    draw, defender = (Rate.of(balance.outcomes[1], games), Rate.of(balance.outcomes[2], games))
    lines = [printed("{games} computer games ({attacker} against {defender}, seeds {first}–{last}): the attacker "
                "({side}) won {rate}, draws {draws}%, the defender won {wins}%; {turns:.1f} turns on average.").format(
                 games=games, attacker=balance.players[0], defender=balance.players[1], first=balance.seed,
                 last=balance.seed + games - 1, side=nation(scenario, scenario.attacker), rate=attacker_rate(balance).text(),
                 draws=percent(draw.share), wins=percent(defender.share), turns=balance.mean_turns)]
    if balance.explained is not None:
        lines.append(explained_line(balance.explained))
    if not is_current(scenario):
        lines.append(printed("Measured on an earlier version of this scenario: the numbers may no longer hold."))
    return BalanceFacts((shares[0], shares[1], shares[2]), tuple(lines))


def explained_line(explained: ExplainedBalance) -> str:
    """Skill, dice and assaults in one sentence (`vvs balance --explain --record`)."""
    changes = dict(explained.restricted)
    line = printed("Skill and luck ({games} games each): the attacker won {hard}% as ai:hard against ai:easy and {easy}% as "
                   "ai:easy against ai:hard; fresh dice changed the winner of {luck}% of replayed games").format(
        games=explained.games, hard=percent(explained.hard_easy), easy=percent(explained.easy_hard),
        luck=percent(explained.luck_changed))
    if "attacker-no-assault" in changes:
        change = changes["attacker-no-assault"]
        line += printed("; without assaults the attacker's rate moved {change} points").format(
            change=f"{'-' if change < 0 else '+'}{percent(abs(change))}")
    return line + "."
