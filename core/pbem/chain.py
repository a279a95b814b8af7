"""The integrity chain of a play-by-e-mail game: one link per hand-over, and the seed both players make.

Each link hashes the previous link, the actions its player added and its message,
so changing any of them breaks every later link; a player's own program remembers
the last link it sent (core.pbem.ledger), so even a chain recomputed from scratch
cannot rewrite the part of the game that player has seen. The game's seed comes
from both players' secrets by commit and reveal: the challenger commits to a hash
of its secret, the opponent answers with its own secret in the clear, then the
challenger reveals; neither could choose the seed (docs/pbem.md).
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Mapping, Sequence
from typing import Any

from core.pbem.password import proof

SECRET_BYTES = 32
CHALLENGE = "challenge"
ACCEPTED = "accepted"
START = "start"
RESIGNED = "resigned"
GAME_OVER = "game_over"
END_OF_MOVE_PHASE = "end_of_move_phase"
AFTER_DEFENSIVE_FIRE = "after_defensive_fire"
END_OF_SEGMENT = "end_of_segment"
POINTS = (CHALLENGE, ACCEPTED, START, END_OF_MOVE_PHASE, AFTER_DEFENSIVE_FIRE, END_OF_SEGMENT, GAME_OVER, RESIGNED)
"""Where a file can be handed over: the PC game's three points of a segment (seed 004), the
first exchange, the end of the game and a resignation."""


PAST_HOTSEAT = "hotseat"
"""A challenge's `past`: its actions were played at one table before the e-mail game (not verified by both)."""


class ChainError(ValueError):
    """A turn file whose chain is broken, or whose secrets do not make its seed."""


def new_secret() -> str:
    return secrets.token_hex(SECRET_BYTES)


def new_game_id() -> str:
    return secrets.token_hex(16)


def digest(tag: str, value: Any) -> str:
    """sha256 of a tag and the value's compact canonical JSON: one hash for every use."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return hashlib.sha256(f"vvs-pbem/{tag}|{text}".encode()).hexdigest()


def commitment(game: str, secret: str) -> str:
    """What the challenger publishes instead of its secret."""
    return digest("commit", [game, secret])


def game_seed(game: str, challenger_secret: str, opponent_secret: str) -> int:
    """The game's dice seed from both secrets: 31 bits, the range every seed field of the program
    shows (what protects the dice is that neither player could choose the seed, not its size;
    it is public once revealed)."""
    return int(digest("seed", [game, challenger_secret, opponent_secret])[:8], 16) >> 1


def actions_hash(actions: Sequence[Mapping[str, Any]]) -> str:
    return digest("actions", list(actions))


def link_hash(link: Mapping[str, Any]) -> str:
    return digest("link", {key: value for key, value in link.items() if key != "hash"})


def make_link(previous: Mapping[str, Any] | None, by: str, point: str, actions: Sequence[Mapping[str, Any]],
              message: str, opened: int, next_side: str | None, secret: Mapping[str, str],
              key: str = "", lock: Mapping[str, str] | None = None, past: bool = False,
              begins: str = "") -> dict[str, Any]:
    """The next link: `actions` are the whole log (the link covers what follows the previous link).
    A game with a password (core.pbem.password) has its `lock` in the challenge and a proof made
    with the game's `key` in every later link. A challenge made from a saved game (`past`) covers
    the actions played before it, hotseat, with the saved game's own dice. `begins` (the challenge's)
    is the hash of what the game starts from (start_hash), so no later file can change it."""
    start = int(previous["to"]) if previous is not None else 0
    link: dict[str, Any] = {
        "n": int(previous["n"]) + 1 if previous is not None else 0, "by": by, "point": point,
        "from": start, "to": len(actions), "actions": actions_hash(actions[start:]), "message": message,
        "opened": opened, "next": next_side, "prev": str(previous["hash"]) if previous is not None else "",
        "secret": dict(secret),
    }
    if begins:
        link["start"] = begins
    if past:
        link["past"] = PAST_HOTSEAT
    if lock is not None:
        link["lock"] = dict(lock)
    if key and previous is not None:
        link["proof"] = proof(key, link)
    link["hash"] = link_hash(link)
    return link


def start_hash(log: Mapping[str, Any], past: bool) -> str:
    """What a game starts from: the scenario (its fog and dice bias too) and its custom boards, and
    for a game made from a saved one the saved game's seed and dice (its past replays with them)."""
    value: dict[str, Any] = {"scenario": log["scenario"], "boards": log.get("boards", {})}
    if past:
        value.update(seed=log["seed"], dice=log.get("dice", "counter"))
    return digest("start", value)


def check_chain(game: str, chain: Sequence[Mapping[str, Any]], actions: Sequence[Mapping[str, Any]]) -> None:
    """Every link's hash, its place after the previous one, and the actions it covers; ChainError
    saying the first thing wrong."""
    if not chain:
        raise ChainError("it has no hand-overs")
    for index, link in enumerate(chain):
        where = f"hand-over {index + 1}"
        if link_hash(link) != link["hash"]:
            raise ChainError(f"{where} was changed after it was written (its hash does not match)")
        if link["n"] != index:
            raise ChainError(f"{where} is numbered {link['n']}: a hand-over is missing")
        previous = chain[index - 1] if index else None
        if link["prev"] != (previous["hash"] if previous is not None else ""):
            raise ChainError(f"{where} does not follow the one before it: a hand-over is missing or replaced")
        start = int(previous["to"]) if previous is not None else 0
        if link["from"] != start or not start <= link["to"] <= len(actions):
            raise ChainError(f"{where} covers actions {link['from']}-{link['to']}, not the ones after the last hand-over")
        if actions_hash(actions[start:link["to"]]) != link["actions"]:
            raise ChainError(f"the actions of {where} were changed after it was written")
    if chain[-1]["to"] != len(actions):
        raise ChainError(f"{len(actions) - chain[-1]['to']} actions follow the last hand-over")
    _check_opening(game, chain, actions)


def _check_opening(game: str, chain: Sequence[Mapping[str, Any]], actions: Sequence[Mapping[str, Any]]) -> None:
    """The first exchange: a challenge with a commitment, an acceptance from the other side with
    its secret, then the challenger's reveal; no action before the seed is known."""
    first = chain[0]
    if first["point"] != CHALLENGE or "commit" not in first["secret"]:
        raise ChainError("it does not start with a challenge")
    locked = "lock" in first
    if any("lock" in link for link in chain[1:]) or any(("proof" in link) != locked for link in chain[1:]):
        raise ChainError("its hand-overs do not all follow the game's password setting")
    if len(chain) > 1 and (chain[1]["point"] != ACCEPTED or chain[1]["by"] == first["by"]
                           or "reveal" not in chain[1]["secret"]):
        raise ChainError("its second hand-over is not the opponent's acceptance")
    if len(chain) > 2:
        if chain[2]["by"] != first["by"] or "reveal" not in chain[2]["secret"]:
            raise ChainError("its third hand-over does not reveal the challenger's secret")
        if commitment(game, chain[2]["secret"]["reveal"]) != first["secret"]["commit"]:
            raise ChainError("the challenger's dice secret is not the one it committed to")
    played = int(first["to"]) if first.get("past") == PAST_HOTSEAT else 0
    if any("past" in link for link in chain[1:]) or any(link["to"] != played for link in chain[:2]):
        raise ChainError("actions were played before the dice seed was made")


def seed_of(game: str, chain: Sequence[Mapping[str, Any]]) -> int | None:
    """The seed both secrets make, once the challenger has revealed; None before."""
    if len(chain) < 3:
        return None
    return game_seed(game, chain[2]["secret"]["reveal"], chain[1]["secret"]["reveal"])
