"""The game password of an e-mail game (the PC game's challenge password, seed 004).

The challenger may lock a game with a password told to the opponent by another
channel. The file never holds the password nor anything a program could check a
guess against cheaply: the challenge's link carries a random salt and a check
value, `H(scrypt(password, salt))`; scrypt's parameters are fixed here, never
read from a file, so a hostile file cannot make a program spend unbounded
memory. The scrypt output is the game's **key**: accepting needs the password
(a wrong one is refused before anything is written), and from then on every
hand-over carries `HMAC(key, the link)`, which the other player's program checks.
An onlooker holding the files, even with a modified program, cannot write a
hand-over the players' programs take without guessing the password; each
player's program keeps the key (not the password) in its own records, so the
password is asked once per player (docs/pbem.md, "The game password").
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Mapping
from typing import Any

KDF = "scrypt-1"
"""The one derivation a file may name: scrypt with the parameters below."""
SALT_BYTES = 16
_N, _R, _P = 2**14, 8, 1  # 16 MiB, ~50 ms: cheap once per player, costly per guess
MAX_PASSWORD = 1024


class PasswordError(ValueError):
    """A password that does not open the game (or none where one is needed)."""


def derive_key(password: str, salt: str) -> str:
    """The game's key (hex) from its password and the challenge's salt."""
    if not password:
        raise PasswordError("the password is empty")
    if len(password) > MAX_PASSWORD:
        raise PasswordError(f"the password is longer than {MAX_PASSWORD} characters")
    key = hashlib.scrypt(password.encode("utf-8"), salt=bytes.fromhex(salt), n=_N, r=_R, p=_P, dklen=32)
    return key.hex()


def key_check(key: str) -> str:
    """What the file publishes to tell a right password from a wrong one: a hash of the key,
    which gives away nothing of the key itself."""
    return hashlib.sha256(b"vvs-pbem/key-check|" + bytes.fromhex(key)).hexdigest()


def new_lock(password: str) -> tuple[dict[str, str], str]:
    """The challenge's lock (kdf, salt, check) and the key the challenger keeps."""
    salt = secrets.token_hex(SALT_BYTES)
    key = derive_key(password, salt)
    return {"kdf": KDF, "salt": salt, "check": key_check(key)}, key


def lock_of(chain: list[dict[str, Any]]) -> dict[str, str] | None:
    """The game's lock, None for a game without a password."""
    lock = chain[0].get("lock") if chain else None
    return dict(lock) if isinstance(lock, Mapping) else None


def unlock(lock: Mapping[str, str], password: str) -> str:
    """The key for `password`; PasswordError when it is not the game's password."""
    if lock.get("kdf") != KDF:
        raise PasswordError(f"the game's password is kept in a way this program does not know ({lock.get('kdf')})")
    key = derive_key(password, str(lock["salt"]))
    if not hmac.compare_digest(key_check(key), str(lock["check"])):
        raise PasswordError("wrong password: this game's challenger set another one")
    return key


def proof(key: str, link: Mapping[str, Any]) -> str:
    """HMAC of a link's content (every field but its proof and hash) under the game's key."""
    body = {name: value for name, value in link.items() if name not in ("proof", "hash")}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return hmac.new(bytes.fromhex(key), f"vvs-pbem/proof|{text}".encode(), hashlib.sha256).hexdigest()


def check_proofs(chain: list[dict[str, Any]], key: str) -> None:
    """Every hand-over after the challenge written by someone who knew the password."""
    for link in chain[1:]:
        if not hmac.compare_digest(str(link.get("proof", "")), proof(key, link)):
            raise PasswordError(f"hand-over {int(link['n']) + 1} was not written with the game's password: "
                                "someone else wrote it")
