"""The details panel shows a kept balance run, and says so when a rule edit has made it out of date."""

from __future__ import annotations

from core.balance.games import Battle, GameRecord
from core.balance.runs import Run
from editor.commands.set_balance import SetBalance
from editor.commands.set_details import SetDetails


def kept_run(document) -> Run:
    """Four games' records (no games played: the panel only reads the counts)."""
    battle = Battle.of(document.scenario, document.custom_boards or None, "ai:normal:balanced", "ai:hard:balanced")
    run = Run(document.scenario.title, document.scenario.attacker, battle, 7, 4, 1, "local")
    for seed, winner, level in ((7, "attacker", "major_victory"), (8, "attacker", "minor_victory"),
                                (9, "defender", "major_defeat"), (10, "draw", "draw")):
        run.records.append(GameRecord(seed, winner, level, 5, (10, 20), (100, 100)))
    return run


def test_the_panel_shows_the_measured_balance_and_when_it_is_out_of_date(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    box = window.extras.details_dock.balance
    assert "Not measured yet" in box.result.text() and box.stale.isHidden()
    document = window.document
    document.push(SetBalance(document, kept_run(document)))
    assert box.result.text().startswith("Attacker wins 50% (")
    assert "4 games, ai:normal:balanced against ai:hard:balanced" in box.result.text()
    assert "Major victory 25%, Minor victory 25%, Draw 25%, Minor defeat 0%, Major defeat 25%" in box.levels.text()
    assert box.stale.isHidden()
    document.push(SetDetails(document, title="Renamed"))  # a detail the games never read
    assert box.stale.isHidden()
    document.push(SetDetails(document, turns=document.scenario.turns + 1))  # a rule the engine reads
    assert not box.stale.isHidden() and "estimate again" in box.stale.text()
    document.undo_stack.undo()
    assert box.stale.isHidden()
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.scenario.balance is None and "Not measured yet" in box.result.text()


def test_a_kept_balance_is_saved_with_the_scenario(make_window, tiny_scenario, tmp_path):
    from core.scenario.io import load

    window = make_window(tiny_scenario)
    document = window.document
    document.push(SetBalance(document, kept_run(document)))
    path = document.save(tmp_path / "kept.json")
    assert load(path).balance == document.scenario.balance
