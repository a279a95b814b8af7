"""Scenario <-> plain dict <-> JSON file, with the format version and its migrations.

Writing is canonical (core.jsonio.dumps_canonical) and every field is written
in one fixed form, so loading a file and saving it again gives the same bytes:
that is what makes export then import a byte-for-byte round trip.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from core.jsonio import (
    MAX_JSON_BYTES,
    FileFormatError,
    dumps_canonical,
    parse_json_untrusted,
    validate,
    write_bytes_atomic,
)
from core.safe_read import read_file
from core.scenario.model import (
    FORMAT,
    BoardRef,
    ExplainedBalance,
    FireSupport,
    Fortification,
    GeneratorInfo,
    MeasuredBalance,
    Objective,
    Reinforcement,
    Scenario,
    ScenarioType,
    SideSetup,
    SmokeMarker,
    Stack,
    Tunnel,
    Unit,
    Victory,
)
from core.scenario.special_rules import rule_from_dict, rule_to_dict

SCHEMA = "scenario.schema.json"

# Each entry turns a document of format N into format N + 1. The loader applies
# them in turn, so a file from any older version is brought up to date, never
# silently misread; a file from a newer version is refused.


def _to_format_2(document: dict[str, Any]) -> dict[str, Any]:
    """Format 2 added `special_rules`; a format 1 scenario has none, so only the number changes."""
    document["format"] = 2
    return document


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _to_format_2}


def migrate(document: Any, name: str = "scenario.json", current: int | None = None) -> Any:
    """Bring a document of an older format up to `current` (the program's FORMAT).

    Anything that is not a dict with an integer format is returned untouched:
    the schema check that follows says what is wrong with it.
    """
    current = FORMAT if current is None else current
    if not isinstance(document, dict):
        return document
    version = document.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        return document
    if version > current:
        raise FileFormatError(name, "$.format", f"format {version} was written by a newer version of the program (this one reads up to {current}); update the program to open it")
    while version < current:
        step = MIGRATIONS.get(version)
        if step is None:
            raise FileFormatError(name, "$.format", f"format {version} is too old to be read (no migration from it to format {version + 1})")
        document = step(dict(document))
        if document.get("format") != version + 1:
            raise FileFormatError(name, "$.format", f"the migration from format {version} did not produce format {version + 1}")
        version += 1
    return document


# --- dict -> model -------------------------------------------------------------


def _unit(d: dict[str, Any]) -> Unit:
    return Unit(
        id=d["id"], type=d["type"], facing=d.get("facing"), weapons=tuple(d.get("weapons", ())),
        passengers=tuple(_unit(p) for p in d.get("passengers", ())),
        towed=_unit(d["towed"]) if "towed" in d else None, pinned=d.get("pinned", False),
        hero=d.get("hero", False),
    )


def _units(items: list[dict[str, Any]]) -> tuple[Unit, ...]:
    return tuple(_unit(u) for u in items)


def _side(d: dict[str, Any]) -> SideSetup:
    support = d.get("fire_support", {})
    return SideSetup(
        nationality=d["nationality"], half_squads=d.get("half_squads", False),
        stacks=tuple(Stack(s["hex"], _units(s["units"]), tuple(s.get("loose_weapons", ()))) for s in d.get("stacks", ())),
        reinforcements=tuple(Reinforcement(r["turn"], r["edge"], _units(r["units"])) for r in d.get("reinforcements", ())),
        expendables=tuple((e["weapon"], e["count"]) for e in d.get("expendables", ())),
        smoke_factors=d.get("smoke_factors", 0),
        fire_support=FireSupport(support.get("light_barrage", 0), support.get("heavy_barrage", 0), support.get("air_strike", 0)),
        sniper=d.get("sniper", False),
    )


def from_dict(document: dict[str, Any], name: str = "scenario.json") -> Scenario:
    """A model from a document; migrates and checks the schema first."""
    document = migrate(document, name)
    validate(document, SCHEMA, name)
    victory = document.get("victory", {})
    generator = document.get("generator")
    return Scenario(
        title=document["title"], description=document.get("description", ""),
        boards=tuple(BoardRef(b["board"], b.get("rotated", False)) for b in document["battlefield"]["boards"]),
        ruleset=document.get("ruleset", "seeds"), type=ScenarioType(document["type"]),
        victory=Victory(victory.get("objectives_required"), victory.get("play_all_turns", False),
                        victory.get("exit_units"), tuple(victory.get("exit_hexes", ()))),
        attacker=document["attacker"], first_player=document["first_player"], turns=document["turns"],
        weather=document.get("weather", "clear"), fog_of_war=document.get("fog_of_war", False),
        dice_bias=document.get("dice_bias", "none"),
        allied=_side(document["sides"]["allied"]), axis=_side(document["sides"]["axis"]),
        fortifications=tuple(Fortification(f["hex"], f["type"], f["side"], f.get("facing"), f.get("hidden", False))
                             for f in document.get("fortifications", ())),
        tunnels=tuple(Tunnel(t["side"], tuple(t["hexes"])) for t in document.get("tunnels", ())),
        objectives=tuple(Objective(o["hex"], o["owner"]) for o in document.get("objectives", ())),
        smoke=tuple(SmokeMarker(s["hex"], s["level"]) for s in document.get("smoke", ())),
        special_rules=tuple(rule_from_dict(r) for r in document.get("special_rules", ())),
        generator=GeneratorInfo(generator["seed"], tuple(sorted(generator["settings"].items()))) if generator else None,
        balance=_balance(document["balance"]) if "balance" in document else None,
    )


LEVEL_NAMES = ("major_victory", "minor_victory", "draw", "minor_defeat", "major_defeat")
OUTCOME_NAMES = ("attacker", "draw", "defender")


def _balance(d: dict[str, Any]) -> MeasuredBalance:
    levels = tuple(d["levels"][name] for name in LEVEL_NAMES)
    outcomes = tuple(d["outcomes"][name] for name in OUTCOME_NAMES)
    return MeasuredBalance(d["games"], d["seed"], (d["players"]["attacker"], d["players"]["defender"]),
                           (outcomes[0], outcomes[1], outcomes[2]), (levels[0], levels[1], levels[2], levels[3], levels[4]),
                           d["mean_turns"], d["rules"], _explained(d["explained"]) if "explained" in d else None)


def _explained(d: dict[str, Any]) -> ExplainedBalance:
    return ExplainedBalance(d["games"], d["hard_easy"], d["easy_hard"], d["luck_changed"], d.get("luck_share"),
                            tuple((name, change) for name, change in d["restricted"].items()))


def balance_to_dict(b: MeasuredBalance) -> dict[str, Any]:
    d = {"games": b.games, "seed": b.seed, "players": {"attacker": b.players[0], "defender": b.players[1]},
         "outcomes": dict(zip(OUTCOME_NAMES, b.outcomes)), "levels": dict(zip(LEVEL_NAMES, b.levels)),
         "mean_turns": b.mean_turns, "rules": b.rules}
    e = b.explained
    if e is not None:
        d["explained"] = {"games": e.games, "hard_easy": e.hard_easy, "easy_hard": e.easy_hard, "luck_changed": e.luck_changed,
                          "luck_share": e.luck_share, "restricted": dict(e.restricted)}
    return d


# --- model -> dict -------------------------------------------------------------


def unit_to_dict(unit: Unit) -> dict[str, Any]:
    d: dict[str, Any] = {"id": unit.id, "type": unit.type}
    if unit.facing is not None:
        d["facing"] = unit.facing
    if unit.weapons:
        d["weapons"] = list(unit.weapons)
    if unit.passengers:
        d["passengers"] = [unit_to_dict(p) for p in unit.passengers]
    if unit.towed is not None:
        d["towed"] = unit_to_dict(unit.towed)
    if unit.pinned:
        d["pinned"] = True
    if unit.hero:
        d["hero"] = True
    return d


def _stack_to_dict(stack: Stack) -> dict[str, Any]:
    d: dict[str, Any] = {"hex": stack.hex, "units": [unit_to_dict(u) for u in stack.units]}
    if stack.loose_weapons:
        d["loose_weapons"] = list(stack.loose_weapons)
    return d


def _side_to_dict(side: SideSetup) -> dict[str, Any]:
    return {
        "nationality": side.nationality,
        "half_squads": side.half_squads,
        "stacks": [_stack_to_dict(s) for s in side.stacks],
        "reinforcements": [{"turn": r.turn, "edge": r.edge, "units": [unit_to_dict(u) for u in r.units]} for r in side.reinforcements],
        "expendables": [{"weapon": w, "count": n} for w, n in side.expendables],
        "smoke_factors": side.smoke_factors,
        "fire_support": {"light_barrage": side.fire_support.light_barrage, "heavy_barrage": side.fire_support.heavy_barrage,
                         "air_strike": side.fire_support.air_strike},
        "sniper": side.sniper,
    }


def _fortification_to_dict(f: Fortification) -> dict[str, Any]:
    d: dict[str, Any] = {"hex": f.hex, "type": f.type, "side": f.side}
    if f.facing is not None:
        d["facing"] = f.facing
    if f.hidden:
        d["hidden"] = True
    return d


def to_dict(scenario: Scenario) -> dict[str, Any]:
    v = scenario.victory
    d: dict[str, Any] = {
        "format": FORMAT,
        "title": scenario.title,
        "description": scenario.description,
        "battlefield": {"boards": [{"board": b.board, "rotated": b.rotated} for b in scenario.boards]},
        "ruleset": scenario.ruleset,
        "type": scenario.type.value,
        "victory": {"objectives_required": v.objectives_required, "play_all_turns": v.play_all_turns,
                    "exit_units": v.exit_units, "exit_hexes": list(v.exit_hexes)},
        "attacker": scenario.attacker,
        "first_player": scenario.first_player,
        "turns": scenario.turns,
        "weather": scenario.weather,
        "fog_of_war": scenario.fog_of_war,
        "dice_bias": scenario.dice_bias,
        "sides": {"allied": _side_to_dict(scenario.allied), "axis": _side_to_dict(scenario.axis)},
        "fortifications": [_fortification_to_dict(f) for f in scenario.fortifications],
        "objectives": [{"hex": o.hex, "owner": o.owner} for o in scenario.objectives],
        "smoke": [{"hex": s.hex, "level": s.level} for s in scenario.smoke],
    }
    if scenario.tunnels:  # written only when there are some: older files keep their exact form
        d["tunnels"] = [{"side": t.side, "hexes": list(t.hexes)} for t in scenario.tunnels]
    if scenario.special_rules:  # absent when there are none: a scenario without them keeps its fingerprint
        d["special_rules"] = [rule_to_dict(r) for r in scenario.special_rules]
    if scenario.generator is not None:
        d["generator"] = {"seed": scenario.generator.seed, "settings": dict(scenario.generator.settings)}
    if scenario.balance is not None:
        d["balance"] = balance_to_dict(scenario.balance)
    return d


def dumps(scenario: Scenario) -> str:
    return dumps_canonical(to_dict(scenario))


# --- files ---------------------------------------------------------------------


def loads(data: bytes, name: str = "scenario.json") -> Scenario:
    """Parse untrusted bytes into a scenario (schema only; placement is separate)."""
    return from_dict(parse_json_untrusted(data, name), name)


def load(path: str | os.PathLike[str]) -> Scenario:
    data = read_file(path, MAX_JSON_BYTES)
    return loads(data, os.path.basename(os.fspath(path)))


def save(path: str | os.PathLike[str], scenario: Scenario) -> None:
    """Atomic, canonical save: a crash mid-write leaves the old file as it was."""
    write_bytes_atomic(path, dumps(scenario).encode("utf-8"))
