"""The placement, scenario and boards packages import one way: no module imports one that imports it back.

Imports made only for type checking do not count (they never run).
"""

from __future__ import annotations

import grimp
import pytest

PACKAGES = ("core.placement", "core.scenario", "core.boards")


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("core", exclude_type_checking_imports=True)


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle_through_the_package(graph: grimp.ImportGraph, package: str) -> None:
    cycles = [
        (module, imported)
        for module in sorted(graph.find_descendants(package) | {package})
        for imported in graph.find_modules_directly_imported_by(module)
        if imported.startswith("core.") and graph.find_shortest_chain(importer=imported, imported=module)
    ]
    assert cycles == []


def test_placement_rules_stand_on_the_context_and_violations_sits_on_top(graph: grimp.ImportGraph) -> None:
    context = "core.placement.context"
    for rules in ("core.placement.unit_rules", "core.placement.hex_rules", "core.placement.map_rules"):
        assert graph.direct_import_exists(importer=rules, imported=context)
        assert not graph.find_shortest_chain(importer=context, imported=rules)
        assert not graph.find_shortest_chain(importer=rules, imported="core.placement")
