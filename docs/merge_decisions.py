"""Build docs/rules-decisions.md from the per-topic fragments in docs/decisions/.

Each engineer records the rule readings of the module they own in their own
fragment (no merge conflicts); this script gathers them, in reading order,
into the one file the project promises. Run it after editing a fragment.
"""

from __future__ import annotations

from pathlib import Path

DOCS = Path(__file__).resolve().parent
ORDER = [
    "core", "maps", "los", "movement", "units", "placement", "files", "editor",
    "dice", "combat", "fire", "opportunity", "movement-phase", "at-fire", "assault",
    "support", "victory", "special-rules", "engine-qa", "generator",
]

INTRO = """# Rules decisions

Every reading of the rulebook (seed 001; the PC game's manual, seed 004, where it
describes a computer adaptation) that the program makes, with its section
number. Gathered from docs/decisions/*.md by docs/merge_decisions.py: edit the
fragment, then run the script.
"""


def gathered() -> str:
    """The text rules-decisions.md must hold: every fragment, in reading order."""
    fragments = {p.stem: p for p in (DOCS / "decisions").glob("*.md")}
    names = [n for n in ORDER if n in fragments] + sorted(set(fragments) - set(ORDER))
    parts = [INTRO]
    for name in names:
        text = fragments[name].read_text(encoding="utf-8").strip()
        lines = text.splitlines()
        if lines and lines[0].startswith("# "):
            lines[0] = "#" + lines[0]  # each fragment's title becomes a section
        parts.append("\n".join(lines))
    return "\n\n".join(parts) + "\n"


def main() -> None:
    (DOCS / "rules-decisions.md").write_text(gathered(), encoding="utf-8")


if __name__ == "__main__":
    main()
