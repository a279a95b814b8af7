"""What counters print (section 1) and how the palette lists them."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from core.scenario import Unit
from core.units import default_catalogue
from editor.counters.face import face_of, face_of_type, short_title
from editor.counters.paint import paint_counter
from editor.palette.entry import EntryKind, PaletteEntry

UNITS = default_catalogue()


def test_infantry_prints_apfp_range_casualty():
    """1.1: a squad's counter shows its firepower, range and casualty rating, like 4-6-4."""
    face = face_of_type(UNITS.get("gb.rifle_squad"))
    assert (face.title, face.main) == ("Rifle", "4-6-4")
    assert face_of_type(UNITS.get("us.ranger_squad")).elite


def test_a_leader_prints_his_modifier():
    face = face_of_type(UNITS.get("ger.leader_2"))
    assert face.main == "-2" and face.kind == "leader"


def test_an_afv_prints_gun_armour_and_movement():
    tank = UNITS.get("us.m4a1")
    face = face_of_type(tank)
    assert face.main == f"{tank.gun.atfp}-{tank.gun.apfp}"
    assert face.bottom_left == f"{tank.armor.front}/{tank.armor.rear}"
    assert face.bottom_right == str(tank.movement_points)


def test_a_counter_on_the_map_adds_facing_pin_weapon_and_load():
    squad = Unit("allied-2", "us.rifle_squad", weapons=("us.m1919a4",), pinned=True)
    face = face_of(squad, UNITS)
    assert face.pinned and face.weapons == ("MMG 5",)
    truck = Unit("allied-1", "us.truck", facing=3, passengers=(squad,))
    assert face_of(truck, UNITS).facing == 3 and face_of(truck, UNITS).carried == 1
    assert face_of(Unit("x", "xx.nothing"), UNITS).main == "?"


def test_a_hero_leader_wears_his_valor_star_wherever_his_counter_is_drawn(qapp):
    """22.5: the hero starts valorous, so his counter shows the gold star on the map, in the test run and on the card."""
    hero, plain = Unit("axis-1", "ger.leader_2", hero=True), Unit("axis-2", "ger.leader_2")
    assert face_of(hero, UNITS).hero and not face_of(plain, UNITS).hero

    def gold_in_corner(unit: Unit) -> int:
        image = QImage(100, 100, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        paint_counter(painter, QRectF(0, 0, 100, 100), face_of(unit, UNITS), shadow=False)
        painter.end()
        return sum(1 for x in range(70, 100) for y in range(70, 100) if image.pixelColor(x, y) == QColor("#e0a800"))

    assert gold_in_corner(hero) > 50 and gold_in_corner(plain) == 0


def test_short_titles_drop_what_the_shape_says():
    assert short_title("Rifle half squad") == "Rifle"
    assert short_title("PzKpfw VI Tiger I") == "Pz VI Tiger I"
    assert short_title("57mm M1 AT gun") == "57mm M1"


def test_the_units_tab_filters_by_nation_kind_and_search(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    tab = window.palette_dock.units
    tab.nationality.setCurrentIndex(tab.nationality.findData("ger"))
    tab.kind.setCurrentIndex(tab.kind.findData("afv"))
    listed = {e.value for e in tab.list.entries()}
    assert listed == {u.id for u in UNITS.filter(nationality="ger", kind="afv")}
    tab.search.setText("tiger")
    assert {e.value for e in tab.list.entries()} == {"ger.tiger_i", "ger.king_tiger"}
    assert window.palette_dock.select_entry(PaletteEntry(EntryKind.UNIT, "sov.is2", "IS-2"))
    assert tab.nationality.currentData() == "sov" and window.palette_dock.current_entry.value == "sov.is2"


def test_palette_entries_survive_a_drag(qtbot):
    entry = PaletteEntry(EntryKind.FORTIFICATION, "trench", "Trench")
    assert PaletteEntry.from_mime(entry.to_mime()) == entry
    from PySide6.QtCore import QMimeData

    text = QMimeData()
    text.setText("trench")
    assert PaletteEntry.from_mime(text) is None
