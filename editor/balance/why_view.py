"""The Estimate balance dialog's "Where and why" tab: the heat map of a finished run and what it explains.

The map is the picture `vvs balance --explain --plot` writes (editor.balance.heatmap),
scaled to the tab and keeping its proportions; under it, in words, the points each
side lost by unit type, the victory-point margin and each objective's owner turn
by turn (core.balance.explain). It is worked out once a run has ended or been
cancelled, not game by game: a heat map is read when the games are in.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from core.balance.explain import Explanation
from core.balance.runs import Run
from core.balance.summary import percent
from editor.balance.heatmap import heat_map_image
from editor.i18n import tr

SIDE_WORDS = ("Attacker", "Defender")


class _Picture(QWidget):
    """An image drawn as large as fits, centred, keeping its proportions."""

    def __init__(self) -> None:
        super().__init__()
        self.image: QImage | None = None
        self.setMinimumHeight(200)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().base())
        if self.image is not None and not self.image.isNull():
            scale = min(self.width() / self.image.width(), self.height() / self.image.height())
            width, height = self.image.width() * scale, self.image.height() * scale
            target = QRectF((self.width() - width) / 2, (self.height() - height) / 2, width, height)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawImage(target, self.image)
        else:
            painter.setPen(self.palette().placeholderText().color())
            painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter),
                             tr("Where the games were lost and fought shows here when a run ends."))
        painter.end()


class WhyView(QWidget):
    explained = Signal(object)  # the Explanation the editor's map may draw; None: none (a new run, a cancelled one)
    on_map_requested = Signal()  # "Show on the map": the editor draws the heat on its own map

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balance_why")
        self.picture = _Picture()
        self.picture.setObjectName("balance_heat_map")
        self.text = QLabel()
        self.text.setObjectName("balance_why_text")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation: Explanation | None = None
        self.on_map_button = QPushButton(tr("Show on the &map"))
        self.on_map_button.setObjectName("balance_heat_on_map")
        self.on_map_button.setToolTip(tr("Draw these fills and dots on the editor's map (View > Balance heat map), "
                                         "to edit the scenario with them in sight"))
        self.on_map_button.setEnabled(False)
        self.on_map_button.clicked.connect(lambda _checked=False: self.on_map_requested.emit())
        row = QHBoxLayout()
        row.addWidget(self.text, 1)
        row.addWidget(self.on_map_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addWidget(self.picture, 1)
        layout.addLayout(row)

    def show_run(self, run: Run | None, *, kept: bool = True) -> None:
        """The run's heat map and explanation; nothing for no run or a run without games. A cancelled
        run (not kept) is explained on this tab only: its games are a part the user threw away, so
        the editor's map is not offered them (`explained` says None)."""
        if run is None or not run.records:
            self.explanation, self.picture.image = None, None
            self.text.clear()
        else:
            from core.placement import context_for

            scenario = run.battle.scenario
            battlefield = context_for(scenario, dict(run.battle.boards) or None).battlefield
            self.explanation = Explanation.of(run.records)
            self.picture.image = heat_map_image(scenario, battlefield, self.explanation)
            self.text.setText("\n".join(why_lines(self.explanation)))
        on_map = self.explanation if kept else None
        self.on_map_button.setEnabled(on_map is not None)
        self.picture.update()
        self.explained.emit(on_map)

    def superseded(self) -> None:
        """A suggested edit was applied: the run explains the battle as it was before it. The tab
        keeps the run's picture and words, says so, and takes them off the editor's map (the edit
        was made to change exactly where the games are lost); a new run explains the edited battle."""
        if self.explanation is None:
            return
        self.text.setText("\n".join([tr("Played before the suggestion you applied: start a run to see the edited battle."),
                                      *why_lines(self.explanation)]))
        self.on_map_button.setEnabled(False)
        self.explained.emit(None)


def why_lines(explanation: Explanation) -> list[str]:
    """The explanation in a few translated lines; unit types and hexes are named as the data names them."""
    lines = [tr("Points lost per game, by unit type:")]
    for word, lost in zip(SIDE_WORDS, explanation.lost):
        kinds = ", ".join(f"{kind} {value:.1f}" for kind, value in sorted(lost.items(), key=lambda i: (-i[1], i[0])))
        lines.append(f"  {tr(word)}: {kinds or tr('nothing')}")
    margin = "  ".join(f"{value:+.0f}" for value in explanation.margin)
    lines.append(tr("Victory-point margin at each turn's end (the defender's losses minus the attacker's): {values}").format(
        values=margin))
    for name, shares in explanation.objectives.items():
        lines.append(tr("The attacker holds {hex} at each turn's end in: {values}").format(
            hex=name, values="  ".join(f"{percent(share)}%" for share in shares)))
    return lines
