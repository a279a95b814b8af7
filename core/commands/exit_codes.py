"""The one table of `vvs` exit codes; every command returns one of these (README: "Exit codes").

| code | meaning |
| ---- | ------- |
| 0    | done: the input is valid, the command did its work |
| 1    | the input was read but breaks the rules (a scenario, a board or a package's contents), or a replay differs from its log |
| 2    | the input cannot be used at all (missing, not a file, not JSON, a damaged or hostile package, the wrong kind of file), or the command line is wrong |
| 130  | interrupted (Ctrl+C); what was done so far is kept |

Which of 1 and 2 a problem gets depends on the problem, never on the command that met it:
the same package is 2 for `validate`, `import` and `play` alike.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_INVALID = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

TABLE: dict[int, str] = {
    EXIT_OK: "done",
    EXIT_INVALID: "the input breaks the rules, or a replay differs from its log",
    EXIT_USAGE: "the input cannot be used at all, or the command line is wrong",
    EXIT_INTERRUPTED: "interrupted",
}
