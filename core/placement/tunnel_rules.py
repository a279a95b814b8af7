"""Placement rules of caves and their tunnel complexes (19.11-19.112).

A cave is a fortification of the scenario (its side is the one that may use it, as the
order of battle gives the Japanese player his Cave markers); the tunnel complex diagram
is the scenario's `tunnels`, each the hexes one tunnel runs under from cave to cave.
Every number (the tunnel's greatest length, how close caves must be) is terrain.json's.
"""

from __future__ import annotations

from core.hexes import Hex
from core.placement.context import Context, Report, text
from core.scenario import Scenario, Tunnel
from core.texts import word


def check(scenario: Scenario, ctx: Context, report: Report) -> None:
    caves = _caves(scenario, ctx)
    _check_spacing(caves, ctx, report)
    for tunnel in scenario.tunnels:
        _check_tunnel(tunnel, caves, ctx, report)


def _caves(scenario: Scenario, ctx: Context) -> dict[str, dict[Hex, str]]:
    """Each side's caves: hex to the name the scenario gives it."""
    found: dict[str, dict[Hex, str]] = {}
    for placed in scenario.fortifications:
        kind = ctx.fortification_kind(placed.type)
        h = ctx.hex(placed.hex)
        if kind is not None and kind.tunnel_entrance and h is not None:
            found.setdefault(placed.side, {})[h] = placed.hex
    return found


def _check_spacing(caves: dict[str, dict[Hex, str]], ctx: Context, report: Report) -> None:
    """19.11: every cave within the spacing of another cave of its side."""
    spacing = ctx.terrain.tunnels.cave_spacing
    for own in caves.values():
        for h, name in own.items():
            if not any(other != h and other.distance(h) <= spacing for other in own):
                report.add("cave.alone", name, "a cave must lie within {spacing} hexes of another cave of its side", "19.11",
                           spacing=spacing)


def _check_tunnel(tunnel: Tunnel, caves: dict[str, dict[Hex, str]], ctx: Context, report: Report) -> None:
    where = tunnel.hexes[0]
    route = [ctx.hex(name) for name in tunnel.hexes]
    if any(h is None for h in route):
        report.add("hex.off-map", where, text("this tunnel runs off the battlefield"))
        return
    path = [h for h in route if h is not None]
    if any(a.distance(b) != 1 for a, b in zip(path, path[1:])):
        report.add("tunnel.path", where, "a tunnel's hexes must follow one another, each next to the one before", "19.112")
    own = caves.get(tunnel.side, {})
    if path[0] not in own or path[-1] not in own:
        report.add("tunnel.end", where, "a tunnel must begin and end at a cave of its side", "19.112")
    rules = ctx.terrain.tunnels
    if len(path) - 1 > rules.max_length:
        report.add("tunnel.length", where, "this tunnel runs {length} hexes; a tunnel may be at most {most} hexes long", "19.112",
                   length=len(path) - 1, most=rules.max_length)
    for name, h in zip(tunnel.hexes, path):
        terrain = ctx.terrain_at(h)
        if terrain.no_tunnel:
            report.add("tunnel.water", name, "no tunnel may pass under {terrain}", "19.112", terrain=word(terrain.name, lower=True))
