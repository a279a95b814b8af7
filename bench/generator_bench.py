"""Generate and validate 1,000 battles in a row: `python bench/generator_bench.py [COUNT]`.

Battle i uses seed i and the i-th combination of size, Allied nation,
attacker, force type, role and scenario type (cycling through all of them),
with fog of war and the dice bias varied too. Each battle is checked end to
end as `vvs validate` checks a file: its JSON form against the schema, then
every placement rule. The time per battle includes generating and checking.
The budget (issue 6): invalid 0, median under 50 ms. The last line reads
`battles: N; invalid: N; median ms: X; p99 ms: Y`.
"""

from __future__ import annotations

import itertools
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.dice import Bias
from core.documents.check import check_document
from core.scenario.io import to_dict
from generator import GenerationError, Settings, generate
from generator.settings import CHOICES, SCENARIO_TYPES

COMBINATIONS = list(itertools.product(CHOICES["size"], CHOICES["allied"], CHOICES["attacker"], CHOICES["force_type"],
                                      CHOICES["role"], SCENARIO_TYPES))
BIASES = [b.value for b in Bias]


def settings_for(index: int) -> Settings:
    size, allied, attacker, force_type, role, kind = COMBINATIONS[index % len(COMBINATIONS)]
    return Settings(size=size, allied=allied, attacker=attacker, force_type=force_type, role=role,
                    scenario_type=kind, fog_of_war=index % 2 == 1, dice_bias=BIASES[index % len(BIASES)])


def main(count: int = 1000) -> int:
    generate(Settings(size="small"), 0)  # load the tables, templates and boards once, outside the timing
    times: list[float] = []
    invalid: list[str] = []
    for index in range(count):
        settings = settings_for(index)
        start = time.perf_counter()
        try:
            scenario = generate(settings, index)
            _, problems = check_document(to_dict(scenario), f"battle {index}")
        except GenerationError as error:
            problems = [error]  # type: ignore[list-item]
        times.append((time.perf_counter() - start) * 1000)
        if problems:
            invalid.append(f"seed {index} {settings.to_dict()}: {problems[0]}")
    for line in invalid[:10]:
        print(line)
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"battles: {count}; invalid: {len(invalid)}; median ms: {statistics.median(times):.1f}; p99 ms: {p99:.1f}")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000))
