"""Play by e-mail (docs/pbem.md): turn files, their integrity chain, the shared dice seed, each player's turn.

`turnfile` reads and writes the .vvsturn zip, `chain` hashes the hand-overs and
makes the seed from both players' secrets, `replaying` checks a received file by
playing its whole game again, `ledger` is what a player's own program remembers,
and `protocol` is the game's course: challenge, acceptance, turn, reply.
"""
