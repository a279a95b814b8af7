"""The status bar's hex readout belongs to the scenario shown: cleared on the start page and for another one."""

from core.resources import maps_dir

SAMPLES = sorted((maps_dir() / "scenarios").glob("*.json"))

def test_the_hex_readout_is_cleared_on_the_start_page_and_for_another_scenario(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    window.scene.hovered.emit("b7:C3")
    assert window.hex_label.text().startswith("b7:C3")
    window.close_document()
    assert window.hex_label.text() == ""
    window.open_path(SAMPLES[0])
    assert window.hex_label.text() == ""
    window.scene.hovered.emit(window.document.scenario.axis.stacks[0].hex)
    assert window.hex_label.text() != ""
    window.document.undo_stack.setClean()
    window.open_path(SAMPLES[1])
    assert window.hex_label.text() == ""
