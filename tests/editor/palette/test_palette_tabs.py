"""Issue 14: at the palette's default width every tab shows; none hides behind scroll arrows."""

from PySide6.QtWidgets import QToolButton


def test_every_palette_tab_shows_at_the_default_width(make_window, tiny_scenario):
    window = make_window(tiny_scenario)
    bar = window.palette_dock.tabs.tabBar()
    names = [bar.tabText(i) for i in range(bar.count())]
    assert names[-1] == "Smoke"
    for index in range(bar.count()):
        assert bar.rect().contains(bar.tabRect(index)), f"{names[index]} is cut off at {bar.width()} px"
    arrows = [b for b in bar.findChildren(QToolButton) if b.isVisible()]
    assert arrows == []
