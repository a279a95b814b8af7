"""The rulebook's worked close assault example as a `vvs calc assault --example` preset.

A player checking the book against the calculator should see the printed
numbers, and be told plainly where the printed verdict and the rule disagree
(docs/rules-decisions.md, 15.7).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass


@dataclass(frozen=True)
class AssaultExample:
    attack: int
    defend: int
    attackers: int
    defenders: int
    cover: int
    attacker_leader: int
    defender_leader: int
    grenades: int  # Grenades counters used (12.52)
    roll: int
    note: str


ASSAULT_EXAMPLES: dict[str, AssaultExample] = {
    "15": AssaultExample(
        attack=13, defend=11, attackers=4, defenders=3, cover=3, attacker_leader=-1, defender_leader=-1,
        grenades=1, roll=8,
        note="Note: the book's 15 Close Assault Example prints these numbers (1-1, Kill Number 6, 5 with the "
             "defending leader; roll 8 - 1 - 1 = 6) but then calls the defenders eliminated. By 15.7 a modified "
             "roll of 6 against a Kill Number of 5 fails, so this calculator and the engine follow the rule, not "
             "the printed verdict (docs/rules-decisions.md, 15.7). With a roll of 7 the assault succeeds and the "
             "assaulters take the printed 3 + 3 = 6 Casualty Points.",
    ),
}
"""Worked examples by section: the German assault on the American-held building."""


def apply_example(args: argparse.Namespace) -> str | None:
    """Fill the arguments from the chosen example (a roll given on the command line wins);
    the note to print after the result, or None without an example."""
    if args.example is None:
        return None
    example = ASSAULT_EXAMPLES[args.example]
    args.attack, args.defend = example.attack, example.defend
    args.attackers, args.defenders, args.cover = example.attackers, example.defenders, example.cover
    args.attacker_leader, args.defender_leader = example.attacker_leader, example.defender_leader
    args.grenades = example.grenades
    if args.roll is None:
        args.roll = example.roll
    return example.note
