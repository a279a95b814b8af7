"""The generator dialog (issue 6, item 5): settings, seed, generate, preview, open in the editor.

Seed 004 ("Generating a Scenario"): every setting may be left random, and the
last battle stays in the single Generated Scenario slot until the next one.
"""

import pytest
from PySide6.QtCore import Qt

from core.scenario.io import load
from editor.battle_generator.dialog import (
    GeneratorDialog,
    GeneratorOutcome,
    generator_available,
    settings_for,
)
from editor.battle_generator.slot import slot_path
from generator.battle import generate_battle
from tests.generator.held_out_figures import CONSTANT_SHOWN, MODEL_SHOWN, use

pytestmark = pytest.mark.skipif(not generator_available(), reason="the generator is not installed")

CHOICES = {"size": "small", "allied": "gb", "attacker": "axis", "force_type": "regular", "role": "combined",
           "scenario_type": "objective", "fog_of_war": "off", "dice_bias": "none"}


@pytest.fixture
def dialog(qtbot, tmp_path):
    from core.userdirs import UserFolders

    made = GeneratorDialog(UserFolders(tmp_path / "user"), can_replace=True)
    qtbot.addWidget(made)
    made.show()
    return made


def test_a_fixed_seed_gives_a_battle_with_its_preview_and_both_orders_of_battle(dialog, qtbot, monkeypatch):
    figures = use(monkeypatch, CONSTANT_SHOWN)
    dialog.choose(seed=1944, **CHOICES)
    assert not dialog.buttons["open"].isEnabled()  # nothing to open yet
    qtbot.mouseClick(dialog.buttons["generate"], Qt.MouseButton.LeftButton)
    generated = dialog.generated
    assert generated is not None and dialog.error.text() == ""
    scenario = generated.scenario
    assert (scenario.allied.nationality, scenario.attacker, scenario.type.value) == ("gb", "axis", "objective")
    assert len(scenario.objectives) >= 2  # every size has at least two objectives
    assert not dialog.preview.pixmap().isNull()
    assert "seed 1944" in dialog.summary.text()
    small = figures.sizes[generated.settings.size]  # the per-battle model does not beat a constant held out
    assert (f"Attacker win: {round(100 * small.share)}% ({round(100 * small.low)}–{round(100 * small.high)}%), "
            f"measured on {small.games} held-out battles of this size (Small), ai:normal on both sides. "
            f"The per-battle model predicts no better (Brier score {figures.brier_model:.3f} against "
            f"{figures.brier_constant:.3f}), so it is not shown.") in dialog.summary.text()
    assert "predicted for this battle" not in dialog.summary.text()
    british, german = dialog.oob["allied"], dialog.oob["axis"]
    assert british.rows() and german.rows()
    assert british.heading.text().startswith("British — defender — ")
    assert german.heading.text().startswith("German — attacker — ")
    assert sum(points for _name, _n, points in german.rows()) == int(german.heading.text().split()[-2])
    assert load(slot_path(dialog.folders)) == scenario  # the Generated Scenario slot holds it
    assert dialog.buttons["open"].isEnabled()


def test_a_model_that_beats_the_constant_held_out_shows_its_own_figure_for_the_battle(dialog, qtbot, monkeypatch):
    figures = use(monkeypatch, MODEL_SHOWN)
    dialog.choose(seed=1944, **CHOICES)
    qtbot.mouseClick(dialog.buttons["generate"], Qt.MouseButton.LeftButton)
    model = generate_battle(settings_for(CHOICES, 1944), 1944).model_attacker_win
    assert (f"Attacker win: {round(100 * model)}%, predicted for this battle by the balance model (ai:normal on both "
            f"sides; held-out Brier score {figures.brier_model:.3f} against {figures.brier_constant:.3f} for a "
            "constant guess).") in dialog.summary.text()
    assert "measured on" not in dialog.summary.text()


def test_the_same_choices_and_seed_give_the_same_battle(dialog):
    dialog.choose(seed=77, **CHOICES)
    assert dialog.generate()
    first = dialog.generated.scenario
    dialog.choose(seed=78)
    assert dialog.generate() and dialog.generated.scenario != first
    dialog.choose(seed=77)
    assert dialog.generate() and dialog.generated.scenario == first
    assert load(slot_path(dialog.folders)) == first  # the slot holds only the latest


def test_random_settings_are_made_concrete_from_the_seed():
    random = {name: "random" for name in CHOICES}
    settings = settings_for(random, 5)
    assert settings == settings_for(random, 5)
    assert settings.scenario_type in ("elimination", "objective", "exit")  # drawn by the dialog
    assert isinstance(settings.fog_of_war, bool) and settings.dice_bias != "random"
    assert settings.size == "random"  # left for the generator to draw
    assert {settings_for(random, seed).scenario_type for seed in range(40)} == {"elimination", "objective", "exit"}


def test_reroll_draws_a_new_seed_and_generates(dialog):
    dialog.choose(seed=1, **CHOICES)
    dialog.buttons["reroll"].click()
    assert dialog.generated is not None and dialog.generated.seed == dialog.seed()


def test_a_bad_seed_is_refused_in_the_dialog(dialog):
    dialog.seed_edit.setText("")
    assert not dialog.generate()
    assert "seed" in dialog.error.text() and dialog.generated is None


def test_save_as_draft_keeps_one(dialog, tmp_path):
    target = tmp_path / "keep.json"
    dialog.ask_save_path = lambda folder, suggested: target
    dialog.choose(seed=3, **CHOICES)
    dialog.generate()
    assert dialog.buttons["save"].isEnabled()
    dialog.buttons["save"].click()
    assert load(target) == dialog.generated.scenario


def test_open_in_editor_gives_a_new_document_without_violations(make_window, dialog, qtbot):
    dialog.choose(seed=1944, **{**CHOICES, "size": "medium"})
    dialog.generate()
    qtbot.mouseClick(dialog.buttons["open"], Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.outcome is GeneratorOutcome.OPEN
    window = make_window()
    window.prompts.generate_answer = (dialog.generated.scenario, dialog.outcome)
    window.start_page.buttons["generate"].click()
    assert window.prompts.asked == ["generate"]
    document = window.document
    assert document.scenario == dialog.generated.scenario and document.path is None
    assert document.problems == [] and window.problems.codes() == []
    assert window.scene.hex_items  # the counters are on the map


def test_replacing_the_open_scenario_is_one_undo_step(make_window, dialog, tiny_scenario, qtbot):
    window = make_window(tiny_scenario)
    dialog.choose(seed=12, **CHOICES)
    dialog.generate()
    window.prompts.generate_answer = (dialog.generated.scenario, GeneratorOutcome.REPLACE)
    window.files.generator.action.trigger()
    assert window.document.scenario == dialog.generated.scenario
    assert window.document.undo_stack.count() == 1 and window.document.problems == []
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.scenario == tiny_scenario


# --- issue 14: labels, width and defaults ---------------------------------------------------------


def _texts(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_dice_bias_reads_as_the_details_dock_spells_it(dialog, qtbot):
    """The dialog said "Strong ai" and "Ai"; the details dock's words are the only label source."""
    from editor.details.dock import DetailsDock

    dock = DetailsDock()
    qtbot.addWidget(dock)
    details = _texts(dock.fields["dice_bias"].widget)
    assert _texts(dialog.combos["dice_bias"])[1:] == details
    assert "Strongly for the computer" in details and not {"Ai", "Strong ai"} & set(details)
    assert _texts(dialog.combos["scenario_type"])[1:] == _texts(dock.fields["type"].widget)


def test_the_dialog_fits_a_1280_by_720_screen_before_and_after_a_battle(dialog):
    for _ in range(2):
        hint = dialog.minimumSizeHint()
        assert hint.width() <= 900 and hint.height() <= 640, hint
        dialog.choose(seed=1944, **{**CHOICES, "size": "large"})
        assert dialog.generate()
    dialog.resize(dialog.minimumSizeHint())
    assert not dialog.preview.pixmap().isNull() and dialog.preview.pixmap().width() <= dialog.preview.width()


def test_by_default_the_dialog_deals_what_vvs_generate_deals(dialog):
    """docs/generator.md: objective battles, no fog of war, no dice bias; the forces are drawn."""
    from generator.settings import Settings

    defaults = Settings()
    assert dialog.choices() == {"size": "random", "allied": "random", "attacker": "random", "force_type": "random",
                                "role": "random", "scenario_type": defaults.scenario_type, "fog_of_war": "off",
                                "dice_bias": defaults.dice_bias}
    assert dialog.combos["scenario_type"].findData("random") >= 0  # still offered, only not the default
    for seed in range(4):
        dialog.choose(seed=seed)
        assert dialog.generate()
        scenario = dialog.generated.scenario
        assert scenario.type.value == "objective" and len(scenario.objectives) >= 2
        assert not scenario.fog_of_war and scenario.dice_bias == "none"


def test_each_side_s_heading_shows_whole_however_narrow_the_dialog(dialog):
    """The heading sat in the list's first column header and lost its points ("318 p") at the default size."""
    dialog.choose(seed=1944, **{**CHOICES, "size": "medium"})
    assert dialog.generate()
    for size in (dialog.sizeHint(), dialog.minimumSizeHint()):
        dialog.resize(size)
        for side in dialog.oob.values():
            heading = side.heading
            assert heading.text().endswith(" pts") and heading.wordWrap()
            assert heading.heightForWidth(heading.width()) <= heading.height()  # every line of it has room
