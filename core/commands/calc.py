"""`vvs calc ap|assault|at`: the combat tables as a player aid.

Each subcommand looks up one chart and, when given a roll and modifiers,
resolves the attack the way the engine would (core.combat), showing the row or
column used and every modifier with its section.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from core.combat.ap import (
    ApFire,
    ApResult,
    resolve_ap_attack,
    resolve_fire_lane,
    resolve_fire_support_ap,
)
from core.combat.assault import (
    AssaultResult,
    CloseAssault,
    kill_modifiers,
    resolve_close_assault,
)
from core.combat.at import (
    AtFire,
    AtOutcome,
    ToHitResult,
    elimination_outcome,
    roll_to_hit,
)
from core.combat.modifiers import Modifier, check_dice_roll
from core.commands import EXIT_OK, CommandError, add_json_flag, emit_json
from core.commands.calc_examples import ASSAULT_EXAMPLES, apply_example
from core.commands.calc_ranges import COVER, GRENADES, HINDRANCE, LEADER, UPHILL
from core.tables import (
    DEFAULT_RULESET,
    AtWeapon,
    FireSupportType,
    Ruleset,
    get_ruleset,
    letter,
    ruleset_names,
)
from core.unit_model import Letter

WORDS = """\
words in the output:
  (seeds)        the ruleset: "seeds" is the edition of the rulebook's worked examples
                 (the default); "rules-2021" is the January 2021 revision. Choose with --ruleset.
  [seed:001 ...] where the row or column used comes from: a worked example of the rulebook
                 that fixes these numbers (seed 001 is the rulebook, with its section).
  [rules-2021]   printed in the 2021 edition's charts.
  [designed: ...] not printed anywhere: the project continued the chart's own pattern, for
                 the reason given (the numbers are in core/data/tables.json).
  \u00a7           a section of the rulebook."""
"""What the bracketed sources and the ruleset names mean (shown by --help and after a designed row)."""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "calc",
        help="combat tables as a player aid",
        description="Look up the AP Combat Table, the Close Assault Table or the Armor Elimination Chart, "
        "and resolve an attack from its dice roll and modifiers.",
        epilog=WORDS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    kinds = parser.add_subparsers(dest="calc", metavar="TABLE", required=True)
    _register_ap(kinds)
    _register_assault(kinds)
    _register_at(kinds)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ruleset", default=DEFAULT_RULESET, choices=ruleset_names(),
                        help=f"rules edition: 'seeds', the rulebook's worked examples, or 'rules-2021' (default {DEFAULT_RULESET})")
    parser.epilog = WORDS
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    add_json_flag(parser)


def _register_ap(kinds: Any) -> None:
    parser = kinds.add_parser("ap", help="AP Combat Table: APFP and dice roll -> Casualty Points (14.5)")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--apfp", type=int, help="total APFP of the attacking unit or fire group")
    source.add_argument("--support", choices=[k.value for k in FireSupportType], help="an off-board mission (18.5)")
    source.add_argument("--fire-lane", action="store_true", help="a unit entering a fire lane hex (13.9)")
    parser.add_argument("--roll", type=int, required=True, help="the dice roll, 2-12, before modifiers")
    parser.add_argument("--cover", type=COVER, default=0, help="cover of the target hex and its fortification (13.4)")
    parser.add_argument("--hindrance", type=HINDRANCE, default=0, help="hindrances along the line of sight (13.4)")
    parser.add_argument("--leader", type=LEADER, default=0, help="leadership modifier, e.g. -1 (13.6)")
    parser.add_argument("--assault-move", action="store_true", help="the target used assault movement (6.4)")
    parser.add_argument("--opportunity", action="store_true", help="opportunity fire (13.8)")
    parser.add_argument("--adjacent", action="store_true", help="the target is adjacent (13.8, opportunity fire)")
    _grenades_option(parser, "--grenades", "the attackers")
    parser.add_argument("--barbed-wire", action="store_true", help="the attackers fire from barbed wire (19.8)")
    parser.add_argument("--mortar", action="store_true", help="a mortar attack: target hex cover only (12.63)")
    parser.add_argument("--air-burst", action="store_true", help="mortar or artillery into woods (12.64, 18.6)")
    parser.add_argument("--markers", type=int, default=1, help="Fire Lane markers in the hex (13.91)")
    _common(parser)
    parser.set_defaults(handler=run_ap)


def _grenades_option(parser: argparse.ArgumentParser, flag: str, who: str) -> None:
    """12.52 allows one Grenades counter per unit, per attack: a count, one when given alone."""
    parser.add_argument(flag, type=GRENADES, nargs="?", const=1, default=0, metavar="COUNT",
                        help=f"{who} use COUNT Grenades counters, one per unit, -1 each (default 1 when given; 12.52)")


def _register_assault(kinds: Any) -> None:
    parser = kinds.add_parser("assault", help="Close Assault Table: APFP against APFP -> odds and Kill Number (15.6)")
    parser.add_argument("--attack", type=int, help="the assaulting units' total APFP (required without --example)")
    parser.add_argument("--defend", type=int, help="the unpinned defenders' total APFP (required without --example)")
    parser.add_argument("--example", choices=sorted(ASSAULT_EXAMPLES),
                        help="the rulebook's worked example of that section, with a note where its verdict differs")
    parser.add_argument("--roll", type=int, help="the assault dice roll, 2-12, before modifiers")
    parser.add_argument("--attacker-leader", type=LEADER, default=0, help="assaulting leader's modifier (15.3)")
    parser.add_argument("--defender-leader", type=LEADER, default=0, help="defending leader's modifier (15.3)")
    _grenades_option(parser, "--grenades", "the assaulters")
    _grenades_option(parser, "--defender-grenades", "the defenders")
    parser.add_argument("--attackers", type=int, help="number of assaulting units (casualties, 15.8)")
    parser.add_argument("--defenders", type=int, help="number of unpinned defending units (casualties, 15.8)")
    parser.add_argument("--pinned", type=int, default=0, help="pinned defending units (15.9)")
    parser.add_argument("--cover", type=COVER, default=0, help="cover of the assaulted hex and hexside (15.8)")
    parser.add_argument("--uphill", type=UPHILL, default=0, help="hill levels climbed by the assault (15.81)")
    _common(parser)
    parser.set_defaults(handler=run_assault)


def _register_at(kinds: Any) -> None:
    parser = kinds.add_parser("at", help="Armor Elimination Chart: ATFP against Armor -> Elimination Number (16.4)")
    parser.add_argument("--atfp", required=True, help="the attacker's ATFP letter, A-F")
    parser.add_argument("--armor", required=True, help="the target's Armor Factor, A-F, or FRONT/REAR such as E/C")
    parser.add_argument("--rear", action="store_true", help="the attack strikes the rear armor (16.5)")
    parser.add_argument("--roll", type=int, help="the elimination dice roll, 2-12 (never modified, 16.4)")
    parser.add_argument("--to-hit-roll", type=int, help="the to-hit dice roll, 2-12, before modifiers (16.3)")
    parser.add_argument(
        "--weapon", default=AtWeapon.GUN.value, choices=[w.value for w in AtWeapon], help="to-hit class (16.3)"
    )
    parser.add_argument("--range", type=int, help="range in hexes (needed for a Gun's to-hit number)")
    parser.add_argument("--cover", type=COVER, default=0, help="cover of the target hex (13.4)")
    parser.add_argument("--hindrance", type=HINDRANCE, default=0, help="hindrances along the line of sight (13.4)")
    parser.add_argument("--leader", type=LEADER, default=0, help="leadership modifier on the to-hit roll (13.6)")
    parser.add_argument("--valor", action="store_true", help="the firer is valorous (22.3)")
    parser.add_argument("--gun-shield", action="store_true", help="the target Gun's shield faces the firer (13.5)")
    _common(parser)
    parser.set_defaults(handler=run_at)


def _checked(action: Callable[[], Any]) -> Any:
    """Run a table look-up, turning the rules' ValueErrors into a one-line usage error."""
    try:
        return action()
    except ValueError as error:
        raise CommandError(str(error)) from None


def _modifier_rows(modifiers: tuple[Modifier, ...]) -> list[str]:
    return [f"  {m.name.replace('_', ' '):<20}{m.value:+3d}   §{m.section}" for m in modifiers]


def _points(value: int) -> str:
    return "no effect (-)" if value == 0 else f"{value} Casualty Point{'s' if value != 1 else ''}"


def run_ap(args: argparse.Namespace) -> int:
    table: Ruleset = _checked(lambda: get_ruleset(args.ruleset))
    fire = ApFire(args.cover, args.hindrance, args.leader, args.assault_move, args.opportunity, args.adjacent,
                  args.grenades, args.barbed_wire, indirect=args.mortar)
    if args.fire_lane:
        result: ApResult = _checked(lambda: resolve_fire_lane(args.roll, args.markers, table))
    elif args.support:
        result = _checked(lambda: resolve_fire_support_ap(args.support, args.roll, args.cover, args.air_burst, table))
    else:
        result = _checked(lambda: resolve_ap_attack(args.apfp, args.roll, fire, table, args.air_burst))
    payload = _ap_payload(result, table, args)
    if args.json:
        emit_json(payload)
        return EXIT_OK
    firepower = "fire lane" if args.fire_lane else f"APFP {result.row.label if result.apfp is None else result.apfp}"
    print(f"AP Combat Table ({table.name}): {firepower} -> row {result.row.label}  [{result.row.source}]")
    print(f"  {'dice roll':<20}{result.roll:3d}")
    for line in _modifier_rows(result.modifiers):
        print(line)
    print(f"  {'modified roll':<20}{result.modified_roll:3d}   -> column {result.column}")
    print(f"Result: {_points(result.casualty_points)}")
    if result.air_burst_factor != 1:
        print(f"  against infantry in woods or jungle: {_points(result.infantry_casualty_points)} (§12.64, §18.6)")
    return EXIT_OK


def _ap_payload(result: ApResult, table: Ruleset, args: argparse.Namespace) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "casualty_points": result.casualty_points,
        "apfp": result.apfp,
        "row": result.row.label,
        "row_source": result.row.source,
        "roll": result.roll,
        "modifiers": [m.to_dict() for m in result.modifiers],
        "modified_roll": result.modified_roll,
        "column": result.column,
        "ruleset": table.name,
    }
    if args.support:
        payload["fire_support"] = args.support
    if result.air_burst_factor != 1:
        payload["infantry_casualty_points"] = result.infantry_casualty_points
    return payload


def run_assault(args: argparse.Namespace) -> int:
    note = apply_example(args)
    if args.attack is None or args.defend is None:
        raise CommandError("give --attack and --defend, or --example")
    table: Ruleset = _checked(lambda: get_ruleset(args.ruleset))
    column = _checked(lambda: table.assault_column(args.attack, args.defend))
    # Unit counts only change the casualties, which are shown only when the counts are given.
    assault = CloseAssault(
        attack_apfp=args.attack, defend_apfp=args.defend,
        assaulting_units=1 if args.attackers is None else args.attackers,
        defending_units=1 if args.defenders is None else args.defenders,
        pinned_defenders=args.pinned, hex_cover=args.cover, uphill_levels=args.uphill,
        attacker_leader=args.attacker_leader, attacker_grenades=args.grenades,
        defender_leader=args.defender_leader, defender_grenades=args.defender_grenades,
    )
    k_mods = _checked(lambda: kill_modifiers(assault, table))
    payload: dict[str, Any] = {
        "odds": column.odds,
        "kill_number": column.kill_number,
        "kill_modifiers": [m.to_dict() for m in k_mods],
        "modified_kill_number": column.kill_number + sum(m.value for m in k_mods),
        "source": column.source,
        "ruleset": table.name,
    }
    result: AssaultResult | None = None
    if args.roll is not None:
        result = _checked(lambda: resolve_close_assault(assault, args.roll, table))
        payload.update(_assault_roll_payload(result, args))
    if note is not None:
        payload["note"] = note
    if args.json:
        emit_json(payload)
        return EXIT_OK
    _print_assault(payload, k_mods, result, args)
    if note is not None:
        print(note)
    return EXIT_OK


def _assault_roll_payload(result: AssaultResult, args: argparse.Namespace) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "roll": result.roll,
        "roll_modifiers": [m.to_dict() for m in result.roll_modifiers],
        "modified_roll": result.modified_roll,
        "defenders_eliminated": result.defenders_eliminated,
    }
    if args.defenders is not None:
        payload["attacker_casualty_points"] = result.attacker_casualty_points
    if args.attackers is not None:
        payload["defender_casualty_points"] = result.defender_casualty_points
    return payload


def _print_assault(
    payload: dict[str, Any], k_mods: tuple[Modifier, ...], result: AssaultResult | None, args: argparse.Namespace
) -> None:
    print(f"Close Assault Table ({payload['ruleset']}): APFP {args.attack} against {args.defend} "
          f"-> odds {payload['odds']}, Kill Number {payload['kill_number']}  [{payload['source']}]")
    if k_mods:
        for line in _modifier_rows(k_mods):
            print(line)
        print(f"  {'Kill Number':<20}{payload['modified_kill_number']:3d}")
    if result is None or result.automatic:
        if result is not None:
            print("Result: only pinned defenders: eliminated, no roll, no casualties (§15.9)")
        return
    print(f"  {'dice roll':<20}{result.roll:3d}")
    for line in _modifier_rows(result.roll_modifiers):
        print(line)
    print(f"  {'modified roll':<20}{result.modified_roll:3d}")
    failed = f"assault fails by {result.margin} (§15.8)"
    verdict = "defenders eliminated (§15.7)" if result.defenders_eliminated else failed
    print(f"Result: {verdict}")
    if "attacker_casualty_points" in payload:
        print(f"  Casualty Points to the assaulters: {payload['attacker_casualty_points']}")
    if "defender_casualty_points" in payload:
        print(f"  Casualty Points to the defenders: {payload['defender_casualty_points']}")


def run_at(args: argparse.Namespace) -> int:
    table: Ruleset = _checked(lambda: get_ruleset(args.ruleset))
    weapon = AtWeapon(args.weapon)
    atfp = _letter(args.atfp)
    facing, armor = _armor(args.armor, args.rear or weapon.indirect)
    number = table.elimination_number(atfp, armor)
    row = table.elimination[atfp]
    payload: dict[str, Any] = {
        "elimination_number": number,
        "atfp": atfp.name,
        "armor": armor.name,
        "armor_facing": facing,
        "source": row.source,
        "ruleset": table.name,
    }
    if row.confirmed_by:
        payload["confirmed_by"] = list(row.confirmed_by)
    hit = _to_hit(args, weapon, table) if args.to_hit_roll is not None else None
    if hit is not None:
        payload["to_hit"] = _to_hit_payload(hit, args)
    if args.roll is not None:
        _checked(lambda: check_dice_roll(args.roll))
        payload["roll"] = args.roll
    if hit is not None and not hit.hit:
        payload["result"] = AtOutcome.MISS.value
    elif args.roll is not None or number is None or number == "E":
        payload["result"] = elimination_outcome(number, args.roll, weapon.indirect).value
    if args.json:
        emit_json(payload)
        return EXIT_OK
    _print_at(payload, hit)
    return EXIT_OK


def _letter(text: str) -> Letter:
    try:
        return letter(text)
    except ValueError as error:
        raise CommandError(str(error)) from None


def _armor(text: str, rear: bool) -> tuple[str, Letter]:
    """"D" or "E/C" (front/rear); the rear letter when --rear or an indirect weapon."""
    parts = text.split("/")
    if len(parts) > 2:
        raise CommandError(f"--armor is one letter or FRONT/REAR such as E/C, not {text!r}")
    letters = [_letter(p) for p in parts]
    if len(letters) == 1:
        return ("rear" if rear else "any"), letters[0]
    return ("rear", letters[1]) if rear else ("front", letters[0])


def _to_hit(args: argparse.Namespace, weapon: AtWeapon, table: Ruleset) -> ToHitResult:
    if args.range is None and weapon is AtWeapon.GUN:
        raise CommandError("a Gun's to-hit number depends on the range: give --range")
    range_hexes = table.to_hit[weapon].bands[0].range_min if args.range is None else args.range
    fire = AtFire(weapon, range_hexes, args.cover, args.hindrance, args.leader, args.valor, args.gun_shield)
    result: ToHitResult = _checked(lambda: roll_to_hit(fire, args.to_hit_roll, table))
    return result


def _to_hit_payload(hit: ToHitResult, args: argparse.Namespace) -> dict[str, Any]:
    return {
        "weapon": hit.weapon.value,
        "range": args.range,
        "number": hit.number,
        "roll": hit.roll,
        "modifiers": [m.to_dict() for m in hit.modifiers],
        "modified_roll": hit.modified_roll,
        "hit": hit.hit,
    }


def _print_at(payload: dict[str, Any], hit: ToHitResult | None) -> None:
    if hit is not None:
        where = f" at {payload['to_hit']['range']} hexes" if payload["to_hit"]["range"] is not None else ""
        print(f"To hit (§16.3): {hit.weapon.value}{where} needs {hit.number} or less")
        print(f"  {'dice roll':<20}{hit.roll:3d}")
        for line in _modifier_rows(hit.modifiers):
            print(line)
        print(f"  {'modified roll':<20}{hit.modified_roll:3d}   -> {'hit' if hit.hit else 'miss'}")
    number = payload["elimination_number"]
    shown = {None: "none (no effect possible)", "E": "E (eliminated on any hit)"}.get(number, str(number))
    facing = "" if payload["armor_facing"] == "any" else f" ({payload['armor_facing']})"
    print(f"Armor Elimination Chart ({payload['ruleset']}): ATFP {payload['atfp']} against Armor "
          f"{payload['armor']}{facing} -> Elimination Number {shown}  [{payload['source']}]")
    if "roll" in payload and not (hit is not None and not hit.hit):
        print(f"  elimination roll {payload['roll']} (never modified, §16.4)")
    if "result" in payload:
        print(f"Result: {payload['result'].replace('_', ' ')}")

