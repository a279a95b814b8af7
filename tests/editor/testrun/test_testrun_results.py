"""The attack result popup and the map marks, played through the window: AP fire, AT fire, a close
assault, Esc and × to close, closing by itself, the check box that turns it off, and a
computer-vs-computer game that plays on under it."""

from __future__ import annotations

import re
from dataclasses import replace

from PySide6.QtCore import Qt

from core.game.actions import Assault, Fire, FireAT
from core.scenario import SideSetup, Stack, Unit
from editor.testrun.setup import Mode, RunSetup
from tests.editor.testrun.conftest import bar_button, duel
from tests.editor.testrun.test_testrun_event_words import REPR


def play(qtbot, run, kind):
    """End phases until an action of `kind` is listed, then pick it in the choices and press Do/Roll."""
    for _ in range(40):
        if any(isinstance(a, kind) for a in run.legal):
            break
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
        if run.handing_over():
            qtbot.mouseClick(run.handover.button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(run.view, Qt.Key.Key_Escape)
    row = next(i for i, a in enumerate(run.choices.listed) if isinstance(a, kind))
    action = run.choices.listed[row]
    item = run.choices.list.item(row)
    run.choices.list.scrollToItem(item)
    qtbot.mouseClick(run.choices.list.viewport(), Qt.MouseButton.LeftButton, pos=run.choices.list.visualItemRect(item).center())
    seen = len(run.state.events)
    qtbot.mouseClick(run.choices.do_button, Qt.MouseButton.LeftButton)
    qtbot.wait(1)  # the popup is laid out right after the action's redraw
    return action, [e for e in run.state.events[seen:]]


def marks(run):
    return [m for m in run.results.marks if m.scene() is run.scene]


def test_ap_fire_pops_up_its_table_dice_and_modifiers_and_marks_the_hex(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    fire, events = play(qtbot, run, Fire)
    attack = next(e for e in events if e["kind"] == "ap_attack")
    popup = run.results.popup
    assert popup.isVisible()
    assert popup.title.text() == "Anti-Personnel Combat Table"
    body = popup.body.text()
    assert f">{attack['roll']}<" in body and f">{attack['modified']}<" in body and f">{attack['apfp']}<" in body
    assert "Dice roll modifiers" in body and "Rifle squad (a1)" in body
    for modifier in attack["modifiers"]:
        assert f"{modifier['value']:+d}" in body
    outcome = popup.sheets[0].outcome
    assert outcome == ["No effect"] if attack["cp"] == 0 else all(":" in line for line in outcome)
    mark = marks(run)[0]
    assert mark.data(0) == fire.target and mark.toolTip() == (f"{attack['cp']} CP" if attack["cp"] else "no effect")
    view_rect = run.view.viewport().rect()
    assert view_rect.contains(popup.geometry().topLeft()) and popup.geometry().right() <= run.view.width()
    qtbot.keyClick(run.view, Qt.Key.Key_Escape)
    assert not popup.isVisible()


def test_the_popup_closes_by_itself_with_its_button_and_can_be_turned_off(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3))
    run.results.close_after_ms = 300
    play(qtbot, run, Fire)
    popup = run.results.popup
    assert popup.isVisible()
    qtbot.waitUntil(lambda: not popup.isVisible(), timeout=3000)
    qtbot.mouseClick(run.results.toggle, Qt.MouseButton.LeftButton, pos=run.results.toggle.rect().center())
    assert not run.results.toggle.isChecked()
    before = run.results.shown
    for _ in range(60):  # the other side's fire, then ours again
        if sum(1 for e in run.state.events if e["kind"] == "ap_attack") >= 2 or run.state.is_over:
            break
        if any(isinstance(a, Fire) for a in run.legal):
            play(qtbot, run, Fire)
        else:
            qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert not popup.isVisible() and run.results.shown == before
    assert marks(run)  # the map still marks the result


def test_a_hand_over_under_fog_takes_the_last_results_off_the_screen(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=3, fog_of_war=True))
    qtbot.mouseClick(run.handover.button, Qt.MouseButton.LeftButton)
    side = run.to_act()
    play(qtbot, run, Fire)
    assert run.results.shown == 1
    for _ in range(20):
        if run.handing_over():
            break
        qtbot.mouseClick(bar_button(run, "end_phase_button"), Qt.MouseButton.LeftButton)
    assert run.handing_over() and run.to_act() != side
    assert not run.results.popup.isVisible() and not marks(run)
    qtbot.mouseClick(run.handover.button, Qt.MouseButton.LeftButton)
    assert not run.results.popup.isVisible() and not marks(run)  # the other side sees nothing of it


def test_at_fire_pops_up_the_armor_elimination_table(qtbot, start_run):
    from core.scenario import Unit as U
    tanks = replace(duel(), allied=SideSetup("us", stacks=(Stack("b7:A4", (U("t1", "us.m4a3e8", facing=1),)),)),
                    axis=SideSetup("ger", stacks=(Stack("b7:E4", (U("t2", "ger.tiger_i", facing=4),)),)))
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=2), tanks)
    shot, events = play(qtbot, run, FireAT)
    at = next(e for e in events if e["kind"] == "at_fire")
    popup = run.results.popup
    assert popup.isVisible() and popup.title.text() == "Armor Elimination Table"
    body = popup.body.text()
    assert "To-hit number" in body and f"{at['needed']} or less" in body and f">{at['roll']}<" in body
    assert ("Kill roll" in body and f">{at['kill_roll']}<" in body) if at["hit"] else "Missed" in body
    assert marks(run)[0].data(0) == run.state.units[shot.target].hex
    qtbot.mouseClick(popup.close_button, Qt.MouseButton.LeftButton)
    assert not popup.isVisible()


def test_a_close_assault_pops_up_the_close_assault_table_with_its_losses(qtbot, start_run):
    near = replace(duel(), allied=SideSetup("us", stacks=(Stack("b7:A2", (Unit("a1", "us.rifle_squad"), Unit("a2", "us.rifle_squad"))),)),
                   axis=SideSetup("ger", stacks=(Stack("b7:A3", (Unit("g1", "ger.rifle_squad"),)),)))
    window, run = start_run(RunSetup(mode=Mode.HOTSEAT, seed=5), near)
    assault, events = play(qtbot, run, Assault)
    fought = next(e for e in events if e["kind"] == "close_assault")
    popup = run.results.popup
    assert popup.isVisible() and "Close Assault Table" in popup.title.text()
    body = popup.body.text()
    assert "Attacker APFP" in body and f">{fought['attack']}<" in body and f">{fought['defence']}<" in body
    if fought["modified_roll"] is not None:
        assert "Kill dice roll" in body and f">{fought['roll']}<" in body and f">{fought['modified_kill_number']}<" in body
    assert ("Defenders eliminated" if fought["success"] else "Assault failed") in body
    assert popup.sheets[0].outcome  # who was lost, who took the hex
    lines = run.log.lines()
    at = next(i for i, line in enumerate(lines) if "Close assault by" in line)
    effect = ("CP on", "is eliminated", "occupy")
    assert not any(word in lines[at - 1] for word in effect)  # the assault is told before its losses...
    engine_order = [e["kind"] for e in events]
    if engine_order.index("close_assault") > 0:  # ...which the engine reports first
        assert any(word in lines[at + 1] for word in effect), lines[at:]


def test_a_computer_game_plays_to_the_end_under_the_popups(qtbot, start_run):
    window, run = start_run(RunSetup(mode=Mode.COMPUTER_ONLY, level="easy", seed=2))
    run.bar.speed.setValue(run.bar.speed.maximum())
    qtbot.mouseClick(run.bar.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: run.victory_dialog is not None, timeout=60_000)
    assert run.results.shown > 0  # popups came and went while the game went on
    summaries = [line for line in run.log.lines() if " segment: " in line]
    assert summaries and any("fire" in line for line in summaries)
    for line in run.log.lines():  # every line the player reads is a sentence
        assert not REPR.search(line), line
    assert any(re.search(r"\w \(a\d+\)", line) for line in run.log.lines())  # units named by type and id


def test_every_attack_kind_has_its_table(qapp):
    """Each attack the engine reports, with the effects that follow it, makes one sheet naming its table."""
    from core.game.event_types import event_from_dict
    from editor.testrun.result_tables import sheets

    hit = {"kind": "casualties", "turn": 1, "phase": "fire", "hex": "b7:C3", "points": 2, "air_burst": False,
           "results": [{"unit": "g1", "result": "reduced", "points": 2, "roll": None}], "unfulfilled": 0}
    attacks = {
        "ap_attack": ({"firers": ["a1"], "target": "b7:C3", "apfp": 6, "roll": 9, "modified": 11, "cp": 2,
                       "modifiers": [{"name": "Woods cover", "value": 2, "section": "13.4"}]}, "Anti-Personnel Combat Table"),
        "fire_lane_attack": ({"hex": "b7:C3", "units": ["g1"], "markers": 2, "roll": 9, "modified": 9, "cp": 2}, "Anti-Personnel Combat Table"),
        "at_fire": ({"firer": "a1", "target": "g1", "roll": 9, "needed": 10, "modified": 9, "hit": True, "kill_roll": 11,
                     "elimination_number": 7, "result": "no_effect"}, "Armor Elimination Table"),
        "close_assault": ({"units": ["a1"], "origin": "b7:B3", "target": "b7:C3", "attack": 6, "defence": 3, "odds": "2-1",
                           "kill_number": 7, "modified_kill_number": 6, "roll": 9, "modified_roll": 8}, "Close Assault Table"),
        "support_attack": ({"mission": "heavy_barrage", "hex": "b7:C3", "units": ["g1"], "apfp": 40, "roll": 9, "cover": 2,
                            "modified": 11, "cp": 2}, "Fire Support Combat Table"),
        "sniper_attack": ({"side": "axis", "sniper_hex": "b7:E3", "target": "b7:C3", "targets": ["g1"], "roll": 9, "cp": 2},
                          "Sniper Combat Table"),
    }
    aimed = {"kind": "support_accuracy", "turn": 1, "phase": "command", "mission": "heavy_barrage", "target": "b7:D3",
             "roll": 5, "scatter": 1, "direction": 3, "landed": "b7:C3"}
    for kind, (fields, table) in attacks.items():
        attack = event_from_dict({"kind": kind, "turn": 1, "phase": "fire", **fields}, strict=False)
        found = sheets([event_from_dict(aimed), attack, event_from_dict(hit)], lambda u: f"Rifle squad ({u})")
        assert len(found) == 1 and found[0].table == table, kind
        values = [value for _heading, rows in found[0].sections for _label, value in rows]
        assert "9" in values, (kind, values)  # the dice as rolled
        if kind != "at_fire":
            assert found[0].outcome == ["Rifle squad (g1): reduced"], kind
    support = sheets([event_from_dict(aimed), event_from_dict({"kind": "support_attack", "turn": 1, "phase": "command",
                                                               **attacks["support_attack"][0]}), event_from_dict(hit)], str)[0]
    assert ("Accuracy", [("Aimed at", "b7:D3"), ("Accuracy roll", "5"), ("Drift", "1 hex to b7:C3")]) in support.sections
