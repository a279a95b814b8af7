"""A short guide for a first session: placing units and reading the Problems panel.

Written for someone who knows the board game but not this program; it says
what to click and what the editor does in return, and why the editor lets a
scenario break the rules for a while instead of refusing an edit.
"""

from __future__ import annotations

from editor.i18n import tr


def guide_html() -> str:
    return tr("""
<h2>Placing units</h2>
<ol>
<li><b>Pick</b> a counter in the <b>Palette</b> (left): the Units tab lists each nation's squads, leaders,
weapons and vehicles; choose the nation and kind above the list or type a few letters into the search box.
The other tabs hold fortifications, objectives and exit hexes, and smoke.</li>
<li><b>Click hexes</b> on the map to put one there per click. Clicking a hex that already holds units adds to
its stack. You can also drag an entry from the palette onto a hex.</li>
<li><b>Stop</b> with Esc, a right click, or the <b>Select</b> button (S). <b>Place</b> (P) picks the last
entry again.</li>
<li><b>Turn</b> a vehicle, gun or bunker with R (Shift+R turns it back): new ones face the top of the map.</li>
<li><b>Fine-tune a stack</b> with a right click on its hex and <i>Edit stack…</i>: drag weapons onto the
unit that carries them, infantry into a vehicle, a gun onto its tow. A weapon dropped on the map goes to the
first unit of the stack that may carry it.</li>
<li>Placing the same objective, fortification, smoke or exit mark on a hex a second time takes it away again.</li>
</ol>
<p>Every change can be taken back with Ctrl+Z and redone with Ctrl+Shift+Z, from anywhere in the window.
The History tab on the right lists them.</p>

<h2>Reading the Problems panel</h2>
<p>The editor never refuses a placement because it breaks a rule: while you rearrange a stack it will
often be illegal for a moment. Instead every broken rule is listed in <b>Problems</b> (at the bottom)
as soon as it happens, and the hex is outlined in red on the map.</p>
<ul>
<li>Each line says <b>where</b> (the hex, such as <i>b1:H5</i>), <b>what</b> is wrong, and the
rulebook <b>section</b> in brackets, so you can look the rule up.</li>
<li><b>Click a line</b> to centre the map on its hex and select it; hovering it shows the problem's code.</li>
<li>The dock's title counts the problems. <i>No problems</i> means the scenario follows the placement rules.</li>
<li>Test run, Estimate balance and Export package refuse a scenario that still has problems and list them
again, each one clickable, so fix them first.</li>
</ul>
""")
