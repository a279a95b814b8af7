<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>editor</name>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Major victory</source>
            <translation>Klarer Sieg</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Minor victory</source>
            <translation>Knapper Sieg</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Draw</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Minor defeat</source>
            <translation>Knappe Niederlage</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Major defeat</source>
            <translation>Klare Niederlage</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n Partie</numerusform>
                <numerusform>%n Partien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of at most %n game(s) so far</source>
            <translation>
                <numerusform>{played} von höchstens %n Partie bisher</numerusform>
                <numerusform>{played} von höchstens %n Partien bisher</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of %n game(s) so far</source>
            <translation>
                <numerusform>{played} von %n Partie bisher</numerusform>
                <numerusform>{played} von %n Partien bisher</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of %n game(s) (cut short)</source>
            <translation>
                <numerusform>{played} von %n Partie (abgebrochen)</numerusform>
                <numerusform>{played} von %n Partien (abgebrochen)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>seeds {first}–{last}</source>
            <translation>Startwerte {first}–{last}</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>no seeds played</source>
            <translation>keine Startwerte gespielt</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>attacker {attacker} ({side}) vs defender {defender} ({other})</source>
            <translation>Angreifer {attacker} ({side}) gegen Verteidiger {defender} ({other})</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>How the games ended, told from the attacker's side</source>
            <translation>Wie die Spiele endeten, aus Sicht des Angreifers</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>{n} of {m}</source>
            <translation>{n} von {m}</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>Attacker wins {share}% (95% interval {low}–{high}%)</source>
            <translation>Angreifer gewinnt {share}% (95%-Intervall {low}–{high}%)</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>Attacker wins: no games played yet</source>
            <translation>Siege des Angreifers: noch keine Spiele gespielt</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>fair: {low}–{high}%</source>
            <translation>ausgewogen: {low}–{high}%</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>The victory levels and the attacker's win rate show here as the games end.</source>
            <translation>Die Siegstufen und die Siegquote des Angreifers erscheinen hier, sobald die Spiele enden.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, easy</source>
            <translation>Computer, leicht</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, normal</source>
            <translation>Computer, normal</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, hard</source>
            <translation>Computer, schwer</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Simple player</source>
            <translation>Einfacher Spieler</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>major victory</source>
            <translation>großer Sieg</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>minor victory</source>
            <translation>knapper Sieg</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>draw</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>minor defeat</source>
            <translation>knappe Niederlage</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>major defeat</source>
            <translation>schwere Niederlage</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>attacker wins {attacker}, draws {draw}, defender wins {defender}</source>
            <translation>Siege des Angreifers {attacker}, Unentschieden {draw}, Siege des Verteidigers {defender}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>victory levels (the attacker's): {levels}</source>
            <translation>Siegstufen (des Angreifers): {levels}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>mean turns {turns}; mean points lost: attacker {attacker} ({attacker_share}%), defender {defender} ({defender_share}%)</source>
            <translation>durchschnittlich {turns} Runden; durchschnittlich verlorene Punkte: Angreifer {attacker} ({attacker_share}%), Verteidiger {defender} ({defender_share}%)</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Stopped after %n game(s): {why}.</source>
            <translation>
                <numerusform>Angehalten nach %n Partie: {why}.</numerusform>
                <numerusform>Angehalten nach %n Partien: {why}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Estimate balance: {title}</source>
            <translation>Balance schätzen: {title}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Stop when the answer is &amp;known (inside or outside {low}-{high}%)</source>
            <translation>Anhalten, sobald die Antwort fest&amp;steht (innerhalb oder außerhalb von {low}-{high}%)</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>After every game, a test that stays right at 95% however often it looks decides whether the attacker's rate is inside the band or outside it; the games stop there. Games is then the most it plays.</source>
            <translation>Nach jeder Partie entscheidet ein Test, der bei 95 % bleibt, wie oft er auch hinsieht, ob die Siegquote des Angreifers innerhalb oder außerhalb des Bereichs liegt; dort enden die Partien. Partien ist dann die Höchstzahl.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Start</source>
            <translation>&amp;Starten</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../balance/probes_view.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Each game is played by the computer on both sides; game i uses seed S+i.</source>
            <translation>Jedes Spiel wird auf beiden Seiten vom Computer gespielt; Spiel i verwendet den Startwert S+i.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Result</source>
            <translation>&amp;Ergebnis</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Where and why</source>
            <translation>&amp;Wo und warum</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Skill and l&amp;uck</source>
            <translation>Können und Gl&amp;ück</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Suggest a fi&amp;x</source>
            <translation>Korrektur vorschlagen (&amp;x)</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../balance/probe_words.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Games</source>
            <translation>Partien</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>First seed</source>
            <translation>Erster Startwert</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Worker processes</source>
            <translation>Arbeitsprozesse</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Attacker ({side})</source>
            <translation>Angreifer ({side})</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Defender ({side})</source>
            <translation>Verteidiger ({side})</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Suggest a fix is searching: wait for it to end, or cancel it, then start.</source>
            <translation>Korrektur vorschlagen sucht noch: warten Sie das Ende ab oder brechen Sie ab, dann starten Sie.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Measure is playing its extra games: wait for it to end, or cancel it, then start.</source>
            <translation>Eine Messung spielt ihre zusätzlichen Partien: Warten Sie das Ende ab oder brechen Sie sie ab, dann starten Sie.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Cancelled after {played} of %n game(s): nothing is kept.</source>
            <translation>
                <numerusform>Abgebrochen nach {played} von %n Partie: nichts wird behalten.</numerusform>
                <numerusform>Abgebrochen nach {played} von %n Partien: nichts wird behalten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Done: %n game(s) in {time}. The result is kept in the scenario's details (Edit &gt; Undo takes it back).</source>
            <translation>
                <numerusform>Fertig: %n Partie in {time}. Das Ergebnis steht in den Details des Szenarios (Bearbeiten &gt; Rückgängig nimmt es zurück).</numerusform>
                <numerusform>Fertig: %n Partien in {time}. Das Ergebnis steht in den Details des Szenarios (Bearbeiten &gt; Rückgängig nimmt es zurück).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>The run stopped: {error}</source>
            <translation>Der Lauf wurde beendet: {error}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Start again</source>
            <translation>&amp;Erneut starten</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Estimate &amp;balance…</source>
            <translation>&amp;Balance schätzen…</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Play many computer-vs-computer games and see who wins how often</source>
            <translation>Viele Partien Computer gegen Computer spielen und sehen, wer wie oft gewinnt</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Balance hea&amp;t map</source>
            <translation>Balance-&amp;Wärmekarte</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Draw where the last Estimate balance run's games were lost and fought on the map</source>
            <translation>Auf der Karte zeigen, wo die Partien des letzten Balance-Laufs verloren und ausgefochten wurden</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Estimate balance</source>
            <translation>Balance schätzen</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Open a scenario to estimate its balance</source>
            <translation>Öffnen Sie ein Szenario, um seine Balance zu schätzen</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>{title}: where {n} games were fought</source>
            <translation>{title}: wo {n} Partien ausgefochten wurden</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>points lost per game (deeper: more)</source>
            <translation>verlorene Punkte pro Partie (dunkler: mehr)</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>attacks made on the hex</source>
            <translation>Angriffe auf das Hexfeld</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>objective</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The attacker never assaults</source>
            <translation>Der Angreifer stürmt nie</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The attacker never lays smoke</source>
            <translation>Der Angreifer legt nie Nebel</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The defender never moves</source>
            <translation>Der Verteidiger bewegt sich nie</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probe_words.py" />
            <source>{rate} of %n game(s)</source>
            <translation>
                <numerusform>{rate} von %n Spiel</numerusform>
                <numerusform>{rate} von %n Spielen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Little spread: the dice decide this scenario more than the players' skill.</source>
            <translation>Wenig Spreizung: Die Würfel entscheiden dieses Szenario mehr als das Können der Spieler.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>A wide spread: a better player wins it far more often.</source>
            <translation>Große Spreizung: Ein besserer Spieler gewinnt es weit öfter.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Some spread: skill counts, the dice too.</source>
            <translation>Etwas Spreizung: Das Können zählt, die Würfel auch.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Computer, hard, attacking computer, easy</source>
            <translation>Computer schwer greift Computer leicht an</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Computer, easy, attacking computer, hard</source>
            <translation>Computer leicht greift Computer schwer an</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>This run's players</source>
            <translation>Die Spieler dieses Laufs</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Skill headroom</source>
            <translation>Spielraum für Können</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Who plays</source>
            <translation>Wer spielt</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Attacker wins</source>
            <translation>Siege des Angreifers</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Spread: {points} points. {reading}</source>
            <translation>Spreizung: {points} Punkte. {reading}</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>No luck share: every game of the run ended alike.</source>
            <translation>Kein Glücksanteil: Alle Spiele des Laufs endeten gleich.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Luck share: {share}% (0%: the players' choices decide; 100%: the dice decide as much as a new game would).</source>
            <translation>Glücksanteil: {share} % (0 %: die Entscheidungen der Spieler entscheiden; 100 %: die Würfel entscheiden so viel wie ein neues Spiel).</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Replayed with the same players' seeds and fresh dice</source>
            <translation>Mit denselben Spieler-Seeds und neuen Würfeln erneut gespielt</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Two unrelated games of this run</source>
            <translation>Zwei unabhängige Spiele dieses Laufs</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Luck</source>
            <translation>Glück</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Winner changed</source>
            <translation>Sieger gewechselt</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>{change} points ({low} to {high}) from {rate}</source>
            <translation>{change} Punkte ({low} bis {high}) gegenüber {rate}</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Each is played on the run's first seeds and compared game by game with the same seeds unrestricted. A change whose interval holds 0 says the move does not decide the scenario.</source>
            <translation>Jeder Lauf wird auf den ersten Seeds des Laufs gespielt und Spiel für Spiel mit denselben Seeds ohne Einschränkung verglichen. Enthält das Intervall einer Änderung die 0, entscheidet dieser Zug das Szenario nicht.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Restricted play</source>
            <translation>Eingeschränktes Spiel</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>What if</source>
            <translation>Was wäre, wenn</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Change (95% interval)</source>
            <translation>Änderung (95-%-Intervall)</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Cancelled: these figures come from the {played} of {planned} extra games that were played.</source>
            <translation>Abgebrochen: Diese Werte stammen aus den {played} von {planned} zusätzlichen Spielen, die gespielt wurden.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>No extra game was played.</source>
            <translation>Es wurde kein zusätzliches Spiel gespielt.</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>Games for each figure: each skill run, the fresh-dice replays and each restricted run.</source>
            <translation>Spiele je Kennzahl: jeder Könnens-Lauf, die Wiederholungen mit neuen Würfeln und jeder eingeschränkte Lauf.</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>&amp;Measure skill, luck and restricted play</source>
            <translation>&amp;Können, Glück und eingeschränktes Spiel messen</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>&amp;Games per figure</source>
            <translation>&amp;Spiele je Kennzahl</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>How much of the result is the players' skill, how much the dice, and what one kind of move is worth: extra games on this run's seeds. Measure plays them once a run has ended.</source>
            <translation>Wie viel des Ergebnisses ist Können der Spieler, wie viel Würfelglück, und was ist eine Art von Zug wert: zusätzliche Spiele auf den Seeds dieses Laufs. Messen spielt sie, sobald ein Lauf beendet ist.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probes_view.py" />
            <source>Measure plays %n extra game(s).</source>
            <translation>
                <numerusform>Messen spielt %n zusätzliches Spiel.</numerusform>
                <numerusform>Messen spielt %n zusätzliche Spiele.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>Suggest a fix is searching: wait for it to end, or cancel it, then measure.</source>
            <translation>Korrektur vorschlagen sucht noch: warten Sie das Ende ab oder brechen Sie ab, dann messen Sie.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probes_view.py" />
            <source>Playing %n extra game(s)…</source>
            <translation>
                <numerusform>%n zusätzliches Spiel läuft…</numerusform>
                <numerusform>%n zusätzliche Spiele laufen…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>The extra games stopped: {error}</source>
            <translation>Die zusätzlichen Spiele wurden angehalten: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>Starting %n worker process(es)…</source>
            <translation>
                <numerusform>Starte %n Rechenprozess…</numerusform>
                <numerusform>Starte %n Rechenprozesse…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>{played} games (at most %n), {rate:.1f} games/s</source>
            <translation>
                <numerusform>{played} Partien (höchstens %n), {rate:.1f} Partien/s</numerusform>
                <numerusform>{played} Partien (höchstens %n), {rate:.1f} Partien/s</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>at most {time} left</source>
            <translation>höchstens noch {time}</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>{played} of %n game(s), {rate:.1f} games/s</source>
            <translation>
                <numerusform>{played} von %n Partie, {rate:.1f} Partien/s</numerusform>
                <numerusform>{played} von %n Partien, {rate:.1f} Partien/s</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>about {time} left</source>
            <translation>noch etwa {time}</translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>{n} s</source>
            <translation>{n} s</translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>{n} min</source>
            <translation>{n} min</translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>{h} h {m:02d} min</source>
            <translation>{h} h {m:02d} min</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>One {unit} more for the {role}, at {hex}</source>
            <translation>Ein(e) {unit} mehr für den {role}, auf {hex}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>One {unit} fewer for the {role}</source>
            <translation>Ein(e) {unit} weniger für den {role}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The {role}'s turn {before} reinforcements arrive on turn {turn}</source>
            <translation>Die Verstärkungen des {role}s aus Zug {before} treffen in Zug {turn} ein</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Exit goal of {goal} units instead of {before}</source>
            <translation>Ausgangsziel {goal} Einheiten statt {before}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The attacker needs {required} objectives instead of {before}</source>
            <translation>Der Angreifer braucht {required} Ziele statt {before}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>No objective at {hex} (the attacker needs {required} of {left})</source>
            <translation>Kein Ziel auf {hex} (der Angreifer braucht {required} von {left})</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <location filename="../battle_generator/oob.py" />
            <source>attacker</source>
            <translation>Angreifer</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <location filename="../battle_generator/oob.py" />
            <source>defender</source>
            <translation>Verteidiger</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>%n turn(s) instead of {before}</source>
            <translation>
                <numerusform>%n Runde statt {before}</numerusform>
                <numerusform>%n Runden statt {before}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Suggest a &amp;fix</source>
            <translation>&amp;Korrektur vorschlagen</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Try small edits (turns, one unit, a reinforcement's turn, the goal), play the three the model ranks best on the same seeds, and list them by measured rate</source>
            <translation>Probiert kleine Änderungen (Züge, eine Einheit, der Zug einer Verstärkung, das Ziel), spielt die drei, die das Modell am besten einstuft, mit denselben Seeds und listet sie nach gemessener Rate</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>&amp;Apply to the scenario</source>
            <translation>Auf das Szenario &amp;anwenden</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Plays the scenario as it is, predicts every small edit, then measures the best three. Games is the most each of these runs plays.</source>
            <translation>Spielt das Szenario wie es ist, sagt jede kleine Änderung voraus und misst dann die besten drei. Partien ist das Höchste, was jeder dieser Läufe spielt.</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Edit</source>
            <translation>Änderung</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Predicted</source>
            <translation>Vorhergesagt</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>A balance run or a Measure is under way: wait for it to end, or cancel it, then search.</source>
            <translation>Ein Balance-Lauf oder eine Messung läuft: Warten Sie das Ende ab oder brechen Sie ab, dann suchen Sie.</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Playing the scenario as it is…</source>
            <translation>Das Szenario wird gespielt, wie es ist…</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Cancelled: nothing was applied.</source>
            <translation>Abgebrochen: nichts wurde angewendet.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Playing the scenario as it is: %n game(s)…</source>
            <translation>
                <numerusform>Das Szenario, wie es ist: %n Partie…</numerusform>
                <numerusform>Das Szenario, wie es ist: %n Partien…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Predicted %n edit(s); playing the best…</source>
            <translation>
                <numerusform>%n Änderung vorhergesagt; die besten werden gespielt…</numerusform>
                <numerusform>%n Änderungen vorhergesagt; die besten werden gespielt…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Measuring edit {number} of {count}: %n game(s)…</source>
            <translation>
                <numerusform>Änderung {number} von {count} wird gemessen: %n Partie…</numerusform>
                <numerusform>Änderung {number} von {count} wird gemessen: %n Partien…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Choose an edit and press Apply (Edit &gt; Undo takes it back).</source>
            <translation>Wählen Sie eine Änderung und klicken Sie auf Anwenden (Bearbeiten &gt; Rückgängig nimmt sie zurück).</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The search stopped: {error}</source>
            <translation>Die Suche wurde beendet: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>As it is, the attacker wins {rate} of %n game(s).</source>
            <translation>
                <numerusform>So wie es ist, gewinnt der Angreifer {rate} von %n Partie.</numerusform>
                <numerusform>So wie es ist, gewinnt der Angreifer {rate} von %n Partien.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>not played</source>
            <translation>nicht gespielt</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Applied: {edit}. Edit &gt; Undo takes it back; Suggest a fix searches again from here.</source>
            <translation>Angewendet: {edit}. Bearbeiten &gt; Rückgängig nimmt es zurück; Korrektur vorschlagen sucht von hier aus erneut.</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is below the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>die Siegquote des Angreifers liegt unter dem Bereich {low}–{high}% (95-%-Konfidenzfolge {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is inside the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>die Siegquote des Angreifers liegt im Bereich {low}–{high}% (95-%-Konfidenzfolge {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is above the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>die Siegquote des Angreifers liegt über dem Bereich {low}–{high}% (95-%-Konfidenzfolge {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>every game was played and the band is not yet decided (95% confidence sequence {from_}–{to}%)</source>
            <translation>alle Partien sind gespielt und der Bereich ist noch nicht entschieden (95-%-Konfidenzfolge {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's interval is narrow enough</source>
            <translation>das Intervall des Angreifers ist schmal genug</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>every game was played</source>
            <translation>alle Partien sind gespielt</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>cancelled</source>
            <translation>abgebrochen</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Where the games were lost and fought shows here when a run ends.</source>
            <translation>Wo gekämpft und verloren wurde, erscheint hier, wenn die Serie endet.</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Show on the &amp;map</source>
            <translation>Auf der &amp;Karte zeigen</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Draw these fills and dots on the editor's map (View &gt; Balance heat map), to edit the scenario with them in sight</source>
            <translation>Diese Flächen und Punkte auf die Karte des Editors zeichnen (Ansicht &gt; Balance-Wärmekarte), um das Szenario mit ihnen vor Augen zu bearbeiten</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Played before the suggestion you applied: start a run to see the edited battle.</source>
            <translation>Gespielt vor dem angewandten Vorschlag: Starte einen neuen Lauf, um die geänderte Schlacht zu sehen.</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Points lost per game, by unit type:</source>
            <translation>Verlorene Punkte pro Partie, nach Einheitentyp:</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>nothing</source>
            <translation>nichts</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Victory-point margin at each turn's end (the defender's losses minus the attacker's): {values}</source>
            <translation>Siegpunktvorsprung am Ende jedes Zuges (Verluste des Verteidigers minus die des Angreifers): {values}</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>The attacker holds {hex} at each turn's end in: {values}</source>
            <translation>Der Angreifer hält {hex} am Ende jedes Zuges in: {values}</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>{name} (board {number})</source>
            <translation>{name} (Spielplan {number})</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <location filename="../board_editor/feature.py" />
            <location filename="../start/preview.py" />
            <source>Board</source>
            <translation>Spielplan</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Shipped boards</source>
            <translation>Mitgelieferte Spielpläne</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>My boards</source>
            <translation>Meine Spielpläne</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>No boards of your own yet: draw one with File &gt; New board… (only boards without problems are offered)</source>
            <translation>Noch keine eigenen Spielpläne: Zeichnen Sie einen mit Datei &gt; Neuer Spielplan… (nur Spielpläne ohne Probleme werden angeboten)</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Deal the battle on boards you drew: one board for a small battle, two for medium, three for large</source>
            <translation>Die Schlacht auf selbst gezeichneten Spielplänen auslosen: ein Spielplan für eine kleine Schlacht, zwei für eine mittlere, drei für eine große</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Tick up to three boards, in the order they are laid left to right.</source>
            <translation>Haken Sie bis zu drei Spielpläne an, in der Reihenfolge, in der sie von links nach rechts gelegt werden.</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Left to right: {boards}</source>
            <translation>Von links nach rechts: {boards}</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Tick one to three of your boards, or choose the shipped boards.</source>
            <translation>Haken Sie einen bis drei Ihrer Spielpläne an oder wählen Sie die mitgelieferten Spielpläne.</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>No battle can be dealt on these boards: {error}</source>
            <translation>Auf diesen Spielplänen lässt sich keine Schlacht auslosen: {error}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Battle size</source>
            <translation>Gefechtsgröße</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Allied nation</source>
            <translation>Alliierte Nation</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Attacker</source>
            <translation>Angreifer</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Force type</source>
            <translation>Truppenart</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Role</source>
            <translation>Rolle</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Scenario type</source>
            <translation>Szenariotyp</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../pbem/dialogs.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Fog of war</source>
            <translation>Nebel des Krieges</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Dice bias</source>
            <translation>Würfelvorteil</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../battle_generator/feature.py" />
            <source>Generate a battle</source>
            <translation>Gefecht erzeugen</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Choose the settings and press Generate.</source>
            <translation>Wählen Sie die Einstellungen und klicken Sie auf „Erzeugen“.</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../preferences/dialog.py" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Random</source>
            <translation>Zufällig</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../start/preview.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Boards</source>
            <translation>Spielpläne</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Re-roll</source>
            <translation>Neu würfeln</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>A new seed, and a new battle from it</source>
            <translation>Ein neuer Startwert und daraus ein neues Gefecht</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Seed</source>
            <translation>Startwert</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Generate</source>
            <translation>Erzeugen</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>The same settings and seed always give the same battle.</source>
            <translation>Dieselben Einstellungen und derselbe Startwert ergeben immer dasselbe Gefecht.</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Save as draft…</source>
            <translation>Als Entwurf speichern…</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Replace the open scenario</source>
            <translation>Das geöffnete Szenario ersetzen</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Open in editor</source>
            <translation>Im Editor öffnen</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../pbem/dialogs.py" />
            <location filename="../testrun/unit_popup.py" />
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>The seed must be a whole number.</source>
            <translation>Der Startwert muss eine ganze Zahl sein.</translation>
        </message>
        <message numerus="yes">
            <location filename="../battle_generator/dialog.py" />
            <source>%n board(s) deal only these battle sizes: {sizes}. Tick more boards or choose another size.</source>
            <translation>
                <numerusform>%n Spielplan erlaubt nur diese Gefechtsgrößen: {sizes}. Wählen Sie weitere Spielpläne oder eine andere Größe.</numerusform>
                <numerusform>%n Spielpläne erlauben nur diese Gefechtsgrößen: {sizes}. Wählen Sie weitere Spielpläne oder eine andere Größe.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Not kept in the Generated Scenario slot: {error}</source>
            <translation>Nicht im Platz „Erzeugtes Szenario“ gespeichert: {error}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>{side} attack</source>
            <translation>Angreifer: {side}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>fog of war</source>
            <translation>Nebel des Krieges</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>no fog of war</source>
            <translation>kein Nebel des Krieges</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>dice bias: {bias}</source>
            <translation>Würfelvorteil: {bias}</translation>
        </message>
        <message numerus="yes">
            <location filename="../battle_generator/dialog.py" />
            <source>%n turn(s)</source>
            <translation>
                <numerusform>%n Runde</numerusform>
                <numerusform>%n Runden</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>seed</source>
            <translation>Startwert</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Saved as {path}</source>
            <translation>Gespeichert als {path}</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: {rate}%, predicted for this battle by the balance model ({players} on both sides; held-out Brier score {model} against {constant} for a constant guess).</source>
            <translation>Sieg des Angreifers: {rate} %, für diese Schlacht vom Balance-Modell vorhergesagt ({players} auf beiden Seiten; Brier-Score auf zurückgehaltenen Schlachten {model} gegenüber {constant} für eine konstante Schätzung).</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: not predicted — this battle is on your own boards, dealt on a template derived from their terrain. For reference only, built-in battles of this size ({size}): {rate}% ({low}–{high}%), measured on {games} held-out games, {players} on both sides. Open it and use Scenario &gt; Estimate balance to measure it.</source>
            <translation>Sieg des Angreifers: nicht vorhergesagt — diese Schlacht liegt auf Ihren eigenen Spielplänen, erzeugt mit einer aus ihrem Gelände abgeleiteten Vorlage. Nur zum Vergleich, Schlachten dieser Größe ({size}) auf den mitgelieferten Spielplänen: {rate} % ({low}–{high} %), gemessen in {games} zurückgehaltenen Partien, {players} auf beiden Seiten. Öffnen Sie sie und messen Sie sie mit Szenario &gt; Balance schätzen.</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: {rate}% ({low}–{high}%), measured on {games} held-out battles of this size ({size}), {players} on both sides. The per-battle model predicts no better (Brier score {model} against {constant}), so it is not shown. One battle can lie far from its size's rate: open it and use Scenario &gt; Estimate balance to measure it.</source>
            <translation>Sieg des Angreifers: {rate} % ({low}–{high} %), gemessen in {games} zurückgehaltenen Schlachten dieser Größe ({size}), {players} auf beiden Seiten. Das Modell pro Schlacht sagt nicht besser voraus (Brier-Score {model} gegenüber {constant}) und wird daher nicht angezeigt. Eine einzelne Schlacht kann weit vom Wert ihrer Größe abweichen: Öffnen Sie sie und messen Sie sie mit Szenario &gt; Balance schätzen.</translation>
        </message>
        <message>
            <location filename="../battle_generator/feature.py" />
            <source>&amp;Generate a battle…</source>
            <translation>&amp;Gefecht erzeugen…</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>{nation} — {role} — {points} pts</source>
            <translation>{nation} — {role} — {points} Pkt.</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Counter</source>
            <translation>Spielstein</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Number</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Hide units</source>
            <translation>Einheiten &amp;ausblenden</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>Hide every counter to see the terrain under it (U)</source>
            <translation>Alle Spielsteine ausblenden, um das Gelände darunter zu sehen (U)</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Both sides</source>
            <translation>&amp;Beide Seiten</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>As the &amp;Allied player</source>
            <translation>Als &amp;alliierter Spieler</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>As the A&amp;xis player</source>
            <translation>Als Spieler der A&amp;chse</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Next side's view</source>
            <translation>&amp;Nächste Seitenansicht</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>View as &amp;side</source>
            <translation>Ansicht als &amp;Seite</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>The scenario as each side's player sees it: without the enemy's hidden minefields, and under fog of war without the enemy units none of the side's own can see</source>
            <translation>Das Szenario so, wie es der Spieler jeder Seite sieht: ohne die verdeckten Minenfelder des Gegners und bei Nebel des Krieges ohne die feindlichen Einheiten, die keine eigene Einheit sehen kann</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <location filename="../battlefield/hex_info.py" />
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <location filename="../stack_editor/panel.py" />
            <location filename="../testrun/describe.py" />
            <location filename="../testrun/event_words.py" />
            <source>Allied</source>
            <translation>Alliierte</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <location filename="../battlefield/hex_info.py" />
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <location filename="../stack_editor/panel.py" />
            <location filename="../testrun/describe.py" />
            <location filename="../testrun/event_words.py" />
            <source>Axis</source>
            <translation>Achse</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>The map shows the scenario as the {side} player sees it (V for the next view)</source>
            <translation>Die Karte zeigt das Szenario so, wie es der Spieler der Seite {side} sieht (V für die nächste Ansicht)</translation>
        </message>
        <message>
            <location filename="../battlefield/export_png.py" />
            <source>{path}: could not write the PNG file</source>
            <translation>{path}: Die PNG-Datei konnte nicht geschrieben werden</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Rotate clockwise	R</source>
            <translation>Im Uhrzeigersinn drehen	R</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Rotate anticlockwise	Shift+R</source>
            <translation>Gegen den Uhrzeigersinn drehen	Shift+R</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Edit stack…</source>
            <translation>Stapel bearbeiten…</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Weapons, passengers and order of the stack</source>
            <translation>Waffen, Mitfahrer und Reihenfolge des Stapels</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <location filename="../commands/set_pinned.py" />
            <source>Unpin {unit}</source>
            <translation>{unit} nicht mehr niederhalten</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <location filename="../commands/set_pinned.py" />
            <source>Pin {unit}</source>
            <translation>{unit} niederhalten</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove {unit}</source>
            <translation>{unit} entfernen</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Delete stack	Del</source>
            <translation>Stapel löschen	Del</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove fortification</source>
            <translation>Befestigung entfernen</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove objective</source>
            <translation>Ziel entfernen</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove smoke</source>
            <translation>Rauch entfernen</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove exit hex</source>
            <translation>Abzugshexfeld entfernen</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Nothing here: pick something in the palette</source>
            <translation>Hier ist nichts: Wählen Sie etwas in der Palette</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Dig a tunnel to the cave in {hex} ({count} hexes)</source>
            <translation>Tunnel zur Höhle in {hex} graben ({count} Hexfelder)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Fill in the tunnels under this hex</source>
            <translation>Tunnel unter diesem Hexfeld zuschütten</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>N</source>
            <translation>N</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>NE</source>
            <translation>NO</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>SE</source>
            <translation>SO</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>SW</source>
            <translation>SW</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>NW</source>
            <translation>NW</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>APFP {a}, range {r}, casualty {c}</source>
            <translation>APFP {a}, Reichweite {r}, Verlustwert {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>leadership {m:+d}, APFP {a}, range {r}, casualty {c}</source>
            <translation>Führung {m:+d}, APFP {a}, Reichweite {r}, Verlustwert {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>gun ATFP {t}, APFP {a}</source>
            <translation>Geschütz ATFP {t}, APFP {a}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>MG {a}</source>
            <translation>MG {a}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>armour {f}/{r}</source>
            <translation>Panzerung {f}/{r}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>casualty {c}</source>
            <translation>Verlustwert {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>{mp} MP</source>
            <translation>{mp} MP</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>carries {t}</source>
            <translation>transportiert {t}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>ATFP {t}, APFP {a}</source>
            <translation>ATFP {t}, APFP {a}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>APFP {a}</source>
            <translation>APFP {a}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>ATFP {t}</source>
            <translation>ATFP {t}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>range {r}</source>
            <translation>Reichweite {r}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>{type} (not in the unit list)</source>
            <translation>{type} (nicht in der Einheitenliste)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>faces {d}</source>
            <translation>Ausrichtung {d}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>pinned</source>
            <translation>niedergehalten</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>hero</source>
            <translation>Held</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>with {w}</source>
            <translation>mit {w}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>carrying {p}</source>
            <translation>transportiert {p}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>towing {g}</source>
            <translation>schleppt {g}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>, level {n}</source>
            <translation>, Stufe {n}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Hexsides: {s}</source>
            <translation>Hexfeldseiten: {s}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Road to {d}</source>
            <translation>Straße nach {d}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>hidden (19.71)</source>
            <translation>verdeckt (19.71)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Fortification: {f}</source>
            <translation>Befestigung: {f}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Objective, held by {side}</source>
            <translation>Ziel, gehalten von {side}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Smoke, level {n}</source>
            <translation>Rauch, Stufe {n}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../palette/dock.py" />
            <source>Exit hex</source>
            <translation>Abzugshexfeld</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Tunnel ({side}) from {start} to {end}</source>
            <translation>Tunnel ({side}) von {start} nach {end}</translation>
        </message>
        <message numerus="yes">
            <location filename="../battlefield/hex_info.py" />
            <source>{side} stack, %n counter(s)</source>
            <translation>
                <numerusform>Stapel {side}, %n Spielstein</numerusform>
                <numerusform>Stapel {side}, %n Spielsteine</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Loose: {w}</source>
            <translation>Lose: {w}</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>He&amp;x ids</source>
            <translation>Hex-&amp;Bezeichnungen</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>Each hex's name (C5) in its top corner</source>
            <translation>Der Name jedes Hexfelds (C5) in seiner oberen Ecke</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>Centre &amp;dots</source>
            <translation>Mi&amp;ttelpunkte</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The dot in each hex's centre: black where the terrain gives cover or hinders sight, white where it does not</source>
            <translation>Der Punkt in der Mitte jedes Hexfelds: schwarz, wo das Gelände Deckung gibt oder die Sicht behindert, sonst weiß</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>&amp;Place names</source>
            <translation>&amp;Ortsnamen</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The names of villages, farms, woods and hills</source>
            <translation>Die Namen von Dörfern, Höfen, Wäldern und Hügeln</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>&amp;Mini-map</source>
            <translation>&amp;Minikarte</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The whole battlefield small in the map's corner, with the part on screen outlined: click it to look elsewhere</source>
            <translation>Das ganze Schlachtfeld klein in der Kartenecke, der sichtbare Teil umrandet: klicken, um woanders hinzuschauen</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <location filename="../board_editor/window.py" />
            <location filename="../window/actions.py" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="../battlefield/mini_map.py" />
            <source>The whole map: click or drag to look there</source>
            <translation>Die ganze Karte: klicken oder ziehen, um dorthin zu schauen</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Place name</source>
            <translation>Ortsname</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Name shown at {hex} (empty: none)</source>
            <translation>In {hex} angezeigter Name (leer: keiner)</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Paste</source>
            <translation>Einfügen</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Turn selection 180°</source>
            <translation>Auswahl um 180° drehen</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>New &amp;board…</source>
            <translation>Neue&amp;r Spielplan…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Open boar&amp;d…</source>
            <translation>Spielpl&amp;an öffnen…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Edit a board of this scenario…</source>
            <translation>Spielplan dieses Szenarios bearbeiten…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Open a custom board the scenario stands on (one that came with a package, say)</source>
            <translation>Einen eigenen Spielplan öffnen, auf dem das Szenario liegt (etwa einen aus einem Szenariopaket)</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../board_editor/window.py" />
            <source>Open board</source>
            <translation>Spielplan öffnen</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../board_editor/window.py" />
            <source>Boards (*.json)</source>
            <translation>Spielpläne (*.json)</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>{file} cannot be opened as a board: {why}</source>
            <translation>{file} kann nicht als Spielplan geöffnet werden: {why}</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>The open scenario uses only the shipped boards.</source>
            <translation>Das geöffnete Szenario verwendet nur die mitgelieferten Spielpläne.</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Board {n}: {name}</source>
            <translation>Spielplan {n}: {name}</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Edit a board</source>
            <translation>Spielplan bearbeiten</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} at {hex}</source>
            <translation>{what} auf {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>{what} on %n hex(es) around {hex}</source>
            <translation>
                <numerusform>{what} auf %n Hexfeld um {hex}</numerusform>
                <numerusform>{what} auf %n Hexfeldern um {hex}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Hexsides cleared: %n near {hex}</source>
            <translation>
                <numerusform>Hexseiten geleert: %n bei {hex}</numerusform>
                <numerusform>Hexseiten geleert: %n bei {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} on a hexside of {hex}</source>
            <translation>{what} an einer Hexseite von {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>{what} on %n hexside(s) near {hex}</source>
            <translation>
                <numerusform>{what} an %n Hexseite bei {hex}</numerusform>
                <numerusform>{what} an %n Hexseiten bei {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} from {start} to {end}</source>
            <translation>{what} von {start} bis {end}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint terrain</source>
            <translation>Gelände malen</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint hill level</source>
            <translation>Höhenstufe malen</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Fill: {what}, %n hex(es) from {hex}</source>
            <translation>
                <numerusform>Füllen: {what}, %n Hexfeld ab {hex}</numerusform>
                <numerusform>Füllen: {what}, %n Hexfelder ab {hex}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Rectangle fill: {what}, %n hex(es) from {start} to {end}</source>
            <translation>
                <numerusform>Rechteck füllen: {what}, %n Hexfeld von {start} bis {end}</numerusform>
                <numerusform>Rechteck füllen: {what}, %n Hexfelder von {start} bis {end}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <location filename="../board_editor/palette.py" />
            <source>Road</source>
            <translation>Straße</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Road erased</source>
            <translation>Straße entfernt</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Bridge at {hex}</source>
            <translation>Brücke auf {hex}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Bridge removed at {hex}</source>
            <translation>Brücke auf {hex} entfernt</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint</source>
            <translation>Malen</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>{hex}: {terrain}, {level}</source>
            <translation>{hex}: {terrain}, {level}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>hexsides: {sides}</source>
            <translation>Hexseiten: {sides}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>road: {directions}</source>
            <translation>Straße: {directions}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>bridge</source>
            <translation>Brücke</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Ground level</source>
            <translation>Bodenhöhe</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Hill level 1</source>
            <translation>Hügelstufe 1</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Hill level 2</source>
            <translation>Hügelstufe 2</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>New board</source>
            <translation>Neuer Spielplan</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Board number</source>
            <translation>Spielplannummer</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Columns (odd)</source>
            <translation>Spalten (ungerade)</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Rows</source>
            <translation>Reihen</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Board {n} exists already: a scenario could not tell the two apart.</source>
            <translation>Spielplan {n} existiert bereits: Ein Szenario könnte die beiden nicht unterscheiden.</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Only boards of {rows} rows lie beside the shipped boards.</source>
            <translation>Nur Spielpläne mit {rows} Reihen passen neben die mitgelieferten Spielpläne.</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <location filename="../special_rules/form.py" />
            <source>Terrain</source>
            <translation>Gelände</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Hexsides (drag along the sides)</source>
            <translation>Hexfeldseiten (entlang der Seiten ziehen)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Clear hexside</source>
            <translation>Hexfeldseite löschen</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Lines through hexes</source>
            <translation>Linien durch Hexfelder</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Erase road</source>
            <translation>Straße löschen</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Stream</source>
            <translation>Bach</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Canal</source>
            <translation>Kanal</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Gully</source>
            <translation>Schlucht</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Wadi</source>
            <translation>Wadi</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Bridge (click a road over water; a road over a stream without one is a ford)</source>
            <translation>Brücke (Straße über Wasser anklicken; eine Straße über einen Bach ohne Brücke ist eine Furt)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Hill level</source>
            <translation>Höhenstufe</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Level {n}</source>
            <translation>Stufe {n}</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Other tools</source>
            <translation>Weitere Werkzeuge</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Place name (click a hex)</source>
            <translation>Ortsname (Hexfeld anklicken)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Fill (with the last terrain chosen)</source>
            <translation>Füllen (mit dem zuletzt gewählten Gelände)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Fill a rectangle (drag from corner to corner)</source>
            <translation>Rechteck füllen (von Ecke zu Ecke ziehen)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Select rectangle</source>
            <translation>Rechteckauswahl</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Select lasso</source>
            <translation>Lassoauswahl</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Brushes</source>
            <translation>Pinsel</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Brush: {name}; fill paints {terrain}</source>
            <translation>Pinsel: {name}; Füllen malt {terrain}</translation>
        </message>
        <message>
            <location filename="../board_editor/problems.py" />
            <source>No problems: the board joins any other board, either way round.</source>
            <translation>Keine Probleme: Der Spielplan passt an jeden anderen Spielplan, in beiden Ausrichtungen.</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <location filename="../window/actions.py" />
            <source>Zoom &amp;in</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <location filename="../window/actions.py" />
            <source>Zoom &amp;out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Fit board</source>
            <translation>Spielplan &amp;einpassen</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Actual size (100%)</source>
            <translation>&amp;Originalgröße (100 %)</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size &amp;{n}</source>
            <translation>Pinselgröße &amp;{n}</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Smaller brush</source>
            <translation>&amp;Kleinerer Pinsel</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Larger brush</source>
            <translation>&amp;Größerer Pinsel</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Keep edges legal</source>
            <translation>&amp;Ränder regelkonform halten</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size {n}: the hexes within {r} of the pointer</source>
            <translation>Pinselgröße {n}: die Hexfelder bis {r} um den Zeiger</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size 1: one hex</source>
            <translation>Pinselgröße 1: ein Hexfeld</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Fills leave the edge half hexes open ground, as the edge rule asks</source>
            <translation>Füllungen lassen die halben Randfelder offenes Gelände, wie es die Randregel verlangt</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Zoom {percent}%</source>
            <translation>Zoom {percent} %</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Brush</source>
            <translation>&amp;Pinsel</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Board view</source>
            <translation>Kartenansicht</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size:</source>
            <translation>Pinselgröße:</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Save board</source>
            <translation>Spielplan &amp;speichern</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save board &amp;as…</source>
            <translation>Spielplan speichern &amp;unter…</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Open board…</source>
            <translation>Spielplan ö&amp;ffnen…</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../testrun/saving.py" />
            <location filename="../window/actions.py" />
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Close board editor</source>
            <translation>Spielplan-Editor sch&amp;ließen</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Redo</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Copy selection</source>
            <translation>Auswahl &amp;kopieren</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Paste (at the hex under the mouse)</source>
            <translation>&amp;Einfügen (im Hexfeld unter der Maus)</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Turn selection 180°</source>
            <translation>Auswahl um 180° &amp;drehen</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Turn &amp;copied hexes 180° before pasting</source>
            <translation>Kopierte &amp;Hexfelder vor dem Einfügen um 180° drehen</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Select &amp;none</source>
            <translation>Auswahl &amp;aufheben</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../window/actions.py" />
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Picked {what} from {hex}</source>
            <translation>{what} aus {hex} übernommen</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>valid</source>
            <translation>gültig</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/window.py" />
            <source>draft: %n problem(s)</source>
            <translation>
                <numerusform>Entwurf: %n Problem</numerusform>
                <numerusform>Entwurf: %n Probleme</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Board editor — board {n}: {name} ({state}){dirty}</source>
            <translation>Spielplan-Editor — Spielplan {n}: {name} ({state}){dirty}</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>{file} cannot be opened as a board:
{why}</source>
            <translation>{file} kann nicht als Spielplan geöffnet werden:
{why}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/window.py" />
            <source>Saved as a draft: fix the %n problem(s) before a scenario can use it.</source>
            <translation>
                <numerusform>Als Entwurf gespeichert: Beheben Sie %n Problem, bevor ein Szenario ihn nutzen kann.</numerusform>
                <numerusform>Als Entwurf gespeichert: Beheben Sie die %n Probleme, bevor ein Szenario ihn nutzen kann.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Saved: new scenarios can use board {n}.</source>
            <translation>Gespeichert: Neue Szenarien können Spielplan {n} verwenden.</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save board as</source>
            <translation>Spielplan speichern unter</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../help/shortcuts.py" />
            <source>Board editor</source>
            <translation>Spielplan-Editor</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save the changes to board {n}?</source>
            <translation>Änderungen an Spielplan {n} speichern?</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Scenario cards (*.pdf *.png)</source>
            <translation>Szenariokarten (*.pdf *.png)</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>E&amp;xport scenario card…</source>
            <translation>Szenario&amp;karte exportieren…</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>A printable card of the scenario: briefing, set-up map, forces, victory and rules</source>
            <translation>Eine druckbare Karte des Szenarios: Ausgangslage, Aufstellungskarte, Streitkräfte, Sieg und Regeln</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Open a scenario to export its card</source>
            <translation>Öffnen Sie ein Szenario, um seine Karte zu exportieren</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Export scenario card</source>
            <translation>Szenariokarte exportieren</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Cannot export the card</source>
            <translation>Die Karte kann nicht exportiert werden</translation>
        </message>
        <message numerus="yes">
            <location filename="../card/feature.py" />
            <source>Wrote {path} (%n page(s))</source>
            <translation>
                <numerusform>{path} geschrieben (%n Seite)</numerusform>
                <numerusform>{path} geschrieben (%n Seiten)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/add_exit_hex.py" />
            <source>Add exit hex {hex}</source>
            <translation>Abzugshexfeld {hex} hinzufügen</translation>
        </message>
        <message>
            <location filename="../commands/add_fortification.py" />
            <source>Add {what} in {hex}</source>
            <translation>{what} in {hex} hinzufügen</translation>
        </message>
        <message>
            <location filename="../commands/add_reinforcement.py" />
            <source>Add {side} reinforcements, turn {turn}, {edge} edge</source>
            <translation>Verstärkungen ({side}) hinzufügen, Runde {turn}, Rand {edge}</translation>
        </message>
        <message>
            <location filename="../commands/add_reinforcement_units.py" />
            <source>Add {units} to the reinforcements</source>
            <translation>{units} zu den Verstärkungen hinzufügen</translation>
        </message>
        <message>
            <location filename="../commands/add_weapon.py" />
            <source>Add {weapon} in {hex}</source>
            <translation>{weapon} in {hex} hinzufügen</translation>
        </message>
        <message>
            <location filename="../commands/apply_suggestion.py" />
            <source>Apply suggestion: {edit}</source>
            <translation>Vorschlag anwenden: {edit}</translation>
        </message>
        <message>
            <location filename="../commands/attach_loose_weapon.py" />
            <location filename="../commands/give_weapon.py" />
            <source>Give {weapon} to {unit}</source>
            <translation>{weapon} an {unit} geben</translation>
        </message>
        <message>
            <location filename="../commands/dig_tunnel.py" />
            <source>Dig a tunnel from {start} to {end}</source>
            <translation>Tunnel von {start} nach {end} graben</translation>
        </message>
        <message>
            <location filename="../commands/dig_tunnel.py" />
            <source>Fill in the tunnels under {hex}</source>
            <translation>Tunnel unter {hex} zuschütten</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/face_hex.py" />
            <location filename="../commands/rotate_unit.py" />
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n Einheit</numerusform>
                <numerusform>%n Einheiten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/face_hex.py" />
            <source>Nothing in {hex} faces a hexside (only vehicles, guns and bunkers do)</source>
            <translation>Nichts in {hex} ist auf eine Hexfeldseite ausgerichtet (nur Fahrzeuge, Geschütze und Bunker)</translation>
        </message>
        <message>
            <location filename="../commands/face_hex.py" />
            <source>Face {what} in {hex} {direction}</source>
            <translation>{what} in {hex} nach {direction} ausrichten</translation>
        </message>
        <message>
            <location filename="../commands/give_reinforcement_weapon.py" />
            <source>Give {weapon} to a reinforcement</source>
            <translation>{weapon} an eine Verstärkung geben</translation>
        </message>
        <message>
            <location filename="../commands/join_half_squads.py" />
            <source>Join {unit}s in {hex}</source>
            <translation>{unit} in {hex} vereinigen</translation>
        </message>
        <message>
            <location filename="../commands/load_unit.py" />
            <source>Load {unit} into {transport}</source>
            <translation>{unit} in {transport} einladen</translation>
        </message>
        <message>
            <location filename="../commands/macros.py" />
            <source>Delete stack in {hex}</source>
            <translation>Stapel in {hex} löschen</translation>
        </message>
        <message>
            <location filename="../commands/macros.py" />
            <source>Delete markers in {hex}</source>
            <translation>Marker in {hex} löschen</translation>
        </message>
        <message>
            <location filename="../commands/move_stack.py" />
            <location filename="../tools/select_tool.py" />
            <source>Move stack from {origin} to {target}</source>
            <translation>Stapel von {origin} nach {target} verschieben</translation>
        </message>
        <message>
            <location filename="../commands/move_weapon.py" />
            <source>Hand {weapon} to {unit}</source>
            <translation>{weapon} an {unit} übergeben</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/paste_stacks.py" />
            <source>Paste %n counter(s) in {hex}</source>
            <translation>
                <numerusform>%n Spielstein in {hex} einfügen</numerusform>
                <numerusform>%n Spielsteine in {hex} einfügen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/place_unit.py" />
            <source>Place {unit} in {hex}</source>
            <translation>{unit} in {hex} platzieren</translation>
        </message>
        <message>
            <location filename="../commands/remove_exit_hex.py" />
            <source>Remove exit hex {hex}</source>
            <translation>Abzugshexfeld {hex} entfernen</translation>
        </message>
        <message>
            <location filename="../commands/remove_fortification.py" />
            <source>Remove fortification from {hex}</source>
            <translation>Befestigung aus {hex} entfernen</translation>
        </message>
        <message>
            <location filename="../commands/remove_loose_weapon.py" />
            <source>Remove {weapon} from {hex}</source>
            <translation>{weapon} aus {hex} entfernen</translation>
        </message>
        <message>
            <location filename="../commands/remove_objective.py" />
            <source>Remove objective from {hex}</source>
            <translation>Ziel aus {hex} entfernen</translation>
        </message>
        <message>
            <location filename="../commands/remove_passenger.py" />
            <location filename="../commands/remove_unit.py" />
            <source>Remove {unit} from {hex}</source>
            <translation>{unit} aus {hex} entfernen</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement.py" />
            <source>Remove {side} reinforcements, turn {turn}, {edge} edge</source>
            <translation>Verstärkungen ({side}) entfernen, Runde {turn}, Rand {edge}</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement_unit.py" />
            <source>Remove {unit} from the reinforcements</source>
            <translation>{unit} aus den Verstärkungen entfernen</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement_weapon.py" />
            <source>Take a reinforcement's support weapon away</source>
            <translation>Unterstützungswaffe einer Verstärkung wegnehmen</translation>
        </message>
        <message>
            <location filename="../commands/remove_smoke.py" />
            <source>Remove smoke from {hex}</source>
            <translation>Rauch aus {hex} entfernen</translation>
        </message>
        <message>
            <location filename="../commands/remove_weapon.py" />
            <source>Remove {weapon} from {unit}</source>
            <translation>{weapon} von {unit} entfernen</translation>
        </message>
        <message>
            <location filename="../commands/rotate_fortification.py" />
            <source>Rotate fortification in {hex}</source>
            <translation>Befestigung in {hex} drehen</translation>
        </message>
        <message>
            <location filename="../commands/rotate_unit.py" />
            <source>Rotate {unit} in {hex}</source>
            <translation>{unit} in {hex} drehen</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/set_balance.py" />
            <source>Estimate balance (%n game(s))</source>
            <translation>
                <numerusform>Balance schätzen (%n Partie)</numerusform>
                <numerusform>Balance schätzen (%n Partien)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/set_details.py" />
            <source>Change {fields}</source>
            <translation>{fields} ändern</translation>
        </message>
        <message>
            <location filename="../commands/set_facing.py" />
            <source>{unit} has no facing (only vehicles and guns face a hexside, 7.1)</source>
            <translation>{unit} hat keine Ausrichtung (nur Fahrzeuge und Geschütze werden auf eine Hexfeldseite ausgerichtet, 7.1)</translation>
        </message>
        <message>
            <location filename="../commands/set_facing.py" />
            <source>Face {unit} {direction}</source>
            <translation>{unit} nach {direction} ausrichten</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_facing.py" />
            <source>Face fortification in {hex} {direction}</source>
            <translation>Befestigung in {hex} nach {direction} ausrichten</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_hidden.py" />
            <source>Hide the {kind} in {hex}</source>
            <translation>{kind} in {hex} verdecken</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_hidden.py" />
            <source>Reveal the {kind} in {hex}</source>
            <translation>{kind} in {hex} aufdecken</translation>
        </message>
        <message>
            <location filename="../commands/set_hero.py" />
            <source>Make {unit} a hero</source>
            <translation>{unit} zum Helden machen</translation>
        </message>
        <message>
            <location filename="../commands/set_hero.py" />
            <source>{unit} no longer a hero</source>
            <translation>{unit} ist kein Held mehr</translation>
        </message>
        <message>
            <location filename="../commands/set_objective.py" />
            <source>Set {owner} objective in {hex}</source>
            <translation>Ziel ({owner}) in {hex} setzen</translation>
        </message>
        <message>
            <location filename="../commands/set_reinforcement.py" />
            <source>Reinforcements arrive on turn {turn}</source>
            <translation>Verstärkungen treffen in Runde {turn} ein</translation>
        </message>
        <message>
            <location filename="../commands/set_reinforcement.py" />
            <source>Reinforcements enter from the {edge} edge</source>
            <translation>Verstärkungen kommen vom Rand {edge}</translation>
        </message>
        <message>
            <location filename="../commands/set_smoke.py" />
            <source>Set smoke {level} in {hex}</source>
            <translation>Rauch {level} in {hex} setzen</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Add special rule: {kind}</source>
            <translation>Sonderregel hinzufügen: {kind}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Remove special rule: {kind}</source>
            <translation>Sonderregel entfernen: {kind}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Change special rule: {kind}</source>
            <translation>Sonderregel ändern: {kind}</translation>
        </message>
        <message>
            <location filename="../commands/split_squad.py" />
            <source>Split {unit} in {hex}</source>
            <translation>{unit} in {hex} aufteilen</translation>
        </message>
        <message>
            <location filename="../commands/unload_unit.py" />
            <source>Unload {unit} in {hex}</source>
            <translation>{unit} in {hex} ausladen</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>US</source>
            <translation>USA</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>British</source>
            <translation>Großbritannien</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>Soviet</source>
            <translation>UdSSR</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>German</source>
            <translation>Deutschland</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Measured balance</source>
            <translation>Gemessene Balance</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Measured before the last rule changes: estimate again (Scenario &gt; Estimate balance).</source>
            <translation>Vor den letzten Regeländerungen gemessen: Schätzen Sie erneut (Szenario &gt; Balance schätzen).</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Not measured yet: Scenario &gt; Estimate balance plays many computer games and keeps the result here.</source>
            <translation>Noch nicht gemessen: Szenario &gt; Balance schätzen spielt viele Computerspiele und speichert das Ergebnis hier.</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/balance.py" />
            <source>Attacker wins {rate} of %n game(s), {attacker} against {defender}.</source>
            <translation>
                <numerusform>Der Angreifer gewinnt {rate} von %n Partie, {attacker} gegen {defender}.</numerusform>
                <numerusform>Der Angreifer gewinnt {rate} von %n Partien, {attacker} gegen {defender}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Victory levels (the attacker's): {levels}.</source>
            <translation>Siegstufen (des Angreifers): {levels}.</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Seeds {first}–{last}, {turns:.1f} turns on average</source>
            <translation>Startwerte {first}–{last}, durchschnittlich {turns:.1f} Runden</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Scenario details</source>
            <translation>Szenariodetails</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Scenario</source>
            <translation>Szenario</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>What the players read before the battle</source>
            <translation>Was die Spieler vor dem Gefecht lesen</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Briefing</source>
            <translation>Ausgangslage</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Defender</source>
            <translation>Verteidiger</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>First player</source>
            <translation>Erster Spieler</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Turns</source>
            <translation>Runden</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Weather</source>
            <translation>Wetter</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Type and victory</source>
            <translation>Typ und Sieg</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Type</source>
            <translation>Typ</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Objectives to hold</source>
            <translation>Zu haltende Ziele</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>all</source>
            <translation>alle</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Play all turns</source>
            <translation>Alle Runden spielen</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Units to exit</source>
            <translation>Abzuziehende Einheiten</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>not set</source>
            <translation>nicht festgelegt</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Exit hexes</source>
            <translation>Abzugshexfelder</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Mark exit hexes on a map edge with the palette's Objectives tab.</source>
            <translation>Markieren Sie Abzugshexfelder an einem Kartenrand über den Reiter „Ziele“ der Palette.</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>The side that loses fewer points wins; the victory level follows the difference.</source>
            <translation>Die Seite, die weniger Punkte verliert, gewinnt; die Siegstufe richtet sich nach der Differenz.</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n squad(s)</source>
            <translation>
                <numerusform>%n Trupp</numerusform>
                <numerusform>%n Trupps</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n half squad(s)</source>
            <translation>
                <numerusform>%n Halbtrupp</numerusform>
                <numerusform>%n Halbtrupps</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n leader(s)</source>
            <translation>
                <numerusform>%n Anführer</numerusform>
                <numerusform>%n Anführer</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n weapon(s)</source>
            <translation>
                <numerusform>%n Waffe</numerusform>
                <numerusform>%n Waffen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n gun(s)</source>
            <translation>
                <numerusform>%n Geschütz</numerusform>
                <numerusform>%n Geschütze</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n AFV(s)</source>
            <translation>
                <numerusform>%n Panzerfahrzeug</numerusform>
                <numerusform>%n Panzerfahrzeuge</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n vehicle(s)</source>
            <translation>
                <numerusform>%n Fahrzeug</numerusform>
                <numerusform>%n Fahrzeuge</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>{n} unknown</source>
            <translation>{n} unbekannt</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>no counters yet</source>
            <translation>noch keine Spielsteine</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Nationality</source>
            <translation>Nationalität</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Light barrages</source>
            <translation>Leichte Sperrfeuer</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Heavy barrages</source>
            <translation>Schwere Sperrfeuer</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Air strikes</source>
            <translation>Luftangriffe</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Smoke factors</source>
            <translation>Rauchfaktoren</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Sniper</source>
            <translation>Scharfschütze</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Half squads allowed at the start (13.10)</source>
            <translation>Halbtrupps zu Beginn erlaubt (13.10)</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Order of battle</source>
            <translation>Schlachtordnung</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>&amp;Export package…</source>
            <translation>Szenariopaket e&amp;xportieren…</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Save to Custo&amp;m scenarios</source>
            <translation>In eigenen Szenarien spei&amp;chern</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export map as &amp;PNG…</source>
            <translation>Kar&amp;te als PNG exportieren…</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Import all from the Import &amp;folder</source>
            <translation>Alle aus dem Import&amp;ordner importieren</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Open &amp;Recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <location filename="../window/main_window.py" />
            <source>Cannot open the scenario</source>
            <translation>Das Szenario kann nicht geöffnet werden</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>{path} is no longer there.</source>
            <translation>{path} ist nicht mehr vorhanden.</translation>
        </message>
        <message numerus="yes">
            <location filename="../files/features.py" />
            <location filename="../window/services.py" />
            <source>{title} is refused while the scenario breaks placement rules. Problems to fix: %n (click one to see its hex); then try again.</source>
            <translation>
                <numerusform>{title} wird abgelehnt, solange das Szenario Aufstellungsregeln verletzt. Zu behebende Probleme: %n (ein Klick zeigt das Hexfeld); dann erneut versuchen.</numerusform>
                <numerusform>{title} wird abgelehnt, solange das Szenario Aufstellungsregeln verletzt. Zu behebende Probleme: %n (ein Klick zeigt das Hexfeld); dann erneut versuchen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export package</source>
            <translation>Szenariopaket exportieren</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot export the package</source>
            <translation>Das Szenariopaket kann nicht exportiert werden</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Exported {path}</source>
            <translation>{path} exportiert</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Save to Custom scenarios</source>
            <translation>In eigenen Szenarien speichern</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Custom scenario “{name}” exists. Replace it?</source>
            <translation>Das eigene Szenario „{name}“ existiert bereits. Ersetzen?</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Saved to Custom scenarios as “{name}”</source>
            <translation>In eigenen Szenarien als „{name}“ gespeichert</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export map as PNG</source>
            <translation>Karte als PNG exportieren</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot export the map</source>
            <translation>Die Karte kann nicht exportiert werden</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Wrote {path}</source>
            <translation>{path} geschrieben</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>No packages in {folder}. Put .zip packages there and import again.</source>
            <translation>Keine Szenariopakete in {folder}. Legen Sie .zip-Pakete dort ab und importieren Sie erneut.</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot recover the scenario</source>
            <translation>Das Szenario kann nicht wiederhergestellt werden</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Recover unsaved changes</source>
            <translation>Nicht gespeicherte Änderungen wiederherstellen</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>There was nothing to import.</source>
            <translation>Es gab nichts zu importieren.</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{imported} imported, {refused} refused.</source>
            <translation>{imported} importiert, {refused} abgelehnt.</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{package}: imported as “{name}”</source>
            <translation>{package}: importiert als „{name}“</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{package}: refused — {why}</source>
            <translation>{package}: abgelehnt — {why}</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <location filename="../window/prompts.py" />
            <source>Import packages</source>
            <translation>Szenariopakete importieren</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>Package</source>
            <translation>Szenariopaket</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>imported as “{name}”</source>
            <translation>importiert als „{name}“</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>refused: {why}</source>
            <translation>abgelehnt: {why}</translation>
        </message>
        <message numerus="yes">
            <location filename="../files/packages.py" />
            <source>%n placement problem(s) left</source>
            <translation>
                <numerusform>%n Aufstellungsproblem offen</numerusform>
                <numerusform>%n Aufstellungsprobleme offen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../files/recent.py" />
            <source>No recent files</source>
            <translation>Keine zuletzt geöffneten Dateien</translation>
        </message>
        <message>
            <location filename="../files/recent.py" />
            <source>&amp;Clear the list</source>
            <translation>Liste &amp;leeren</translation>
        </message>
        <message>
            <location filename="../files/recovery.py" />
            <source>never saved</source>
            <translation>nie gespeichert</translation>
        </message>
        <message>
            <location filename="../files/recovery.py" />
            <source>“{title}” ({where}), autosaved {time}</source>
            <translation>„{title}“ ({where}), automatisch gespeichert am {time}</translation>
        </message>
        <message>
            <location filename="../files/violations_dialog.py" />
            <source>Click to show {hex} on the map</source>
            <translation>Klicken, um {hex} auf der Karte zu zeigen</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>This build does not carry the libraries' package metadata, so their licences cannot be listed here.</source>
            <translation>Diese Version enthält nicht die Paketmetadaten der Bibliotheken, daher können deren Lizenzen hier nicht aufgeführt werden.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>A scenario editor, random battle generator and test run for the Valor &amp; Victory wargame.</source>
            <translation>Ein Szenario-Editor, Zufallsgefechtsgenerator und Probespiel für das Kriegsspiel Valor &amp; Victory.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Licence: MIT.</source>
            <translation>Lizenz: MIT.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Running on Python {python} and Qt {qt}.</source>
            <translation>Läuft unter Python {python} und Qt {qt}.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Libraries</source>
            <translation>Bibliotheken</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>As their installed packages state them:</source>
            <translation>Wie von ihren installierten Paketen angegeben:</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Library</source>
            <translation>Bibliothek</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Licence</source>
            <translation>Lizenz</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;Placing units and problems</source>
            <translation>Einheiten &amp;platzieren und Probleme</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;About V&amp;&amp;V Scenario Studio</source>
            <translation>&amp;Über V&amp;&amp;V Scenario Studio</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <location filename="../help/shortcuts.py" />
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>Placing units and problems</source>
            <translation>Einheiten platzieren und Probleme</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>About V&amp;V Scenario Studio</source>
            <translation>Über V&amp;V Scenario Studio</translation>
        </message>
        <message>
            <location filename="../help/guide.py" />
            <source>
&lt;h2&gt;Placing units&lt;/h2&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Pick&lt;/b&gt; a counter in the &lt;b&gt;Palette&lt;/b&gt; (left): the Units tab lists each nation's squads, leaders,
weapons and vehicles; choose the nation and kind above the list or type a few letters into the search box.
The other tabs hold fortifications, objectives and exit hexes, and smoke.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Click hexes&lt;/b&gt; on the map to put one there per click. Clicking a hex that already holds units adds to
its stack. You can also drag an entry from the palette onto a hex.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Stop&lt;/b&gt; with Esc, a right click, or the &lt;b&gt;Select&lt;/b&gt; button (S). &lt;b&gt;Place&lt;/b&gt; (P) picks the last
entry again.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Turn&lt;/b&gt; a vehicle, gun or bunker with R (Shift+R turns it back): new ones face the top of the map.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Fine-tune a stack&lt;/b&gt; with a right click on its hex and &lt;i&gt;Edit stack…&lt;/i&gt;: drag weapons onto the
unit that carries them, infantry into a vehicle, a gun onto its tow. A weapon dropped on the map goes to the
first unit of the stack that may carry it.&lt;/li&gt;
&lt;li&gt;Placing the same objective, fortification, smoke or exit mark on a hex a second time takes it away again.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Every change can be taken back with Ctrl+Z and redone with Ctrl+Shift+Z, from anywhere in the window.
The History tab on the right lists them.&lt;/p&gt;

&lt;h2&gt;Reading the Problems panel&lt;/h2&gt;
&lt;p&gt;The editor never refuses a placement because it breaks a rule: while you rearrange a stack it will
often be illegal for a moment. Instead every broken rule is listed in &lt;b&gt;Problems&lt;/b&gt; (at the bottom)
as soon as it happens, and the hex is outlined in red on the map.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Each line says &lt;b&gt;where&lt;/b&gt; (the hex, such as &lt;i&gt;b1:H5&lt;/i&gt;), &lt;b&gt;what&lt;/b&gt; is wrong, and the
rulebook &lt;b&gt;section&lt;/b&gt; in brackets, so you can look the rule up.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Click a line&lt;/b&gt; to centre the map on its hex and select it; hovering it shows the problem's code.&lt;/li&gt;
&lt;li&gt;The dock's title counts the problems. &lt;i&gt;No problems&lt;/i&gt; means the scenario follows the placement rules.&lt;/li&gt;
&lt;li&gt;Test run, Estimate balance and Export package refuse a scenario that still has problems and list them
again, each one clickable, so fix them first.&lt;/li&gt;
&lt;/ul&gt;
</source>
            <translation>
&lt;h2&gt;Einheiten platzieren&lt;/h2&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Wählen&lt;/b&gt; Sie einen Spielstein in der &lt;b&gt;Palette&lt;/b&gt; (links): Der Reiter „Einheiten“ listet Trupps, Führer,
Waffen und Fahrzeuge jeder Nation auf; wählen Sie Nation und Art über der Liste oder tippen Sie ein paar Buchstaben ins Suchfeld.
Die anderen Reiter enthalten Befestigungen, Ziele und Abzugshexfelder sowie Rauch.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Klicken Sie auf Hexfelder&lt;/b&gt; der Karte, um pro Klick einen Spielstein dort abzulegen. Ein Klick auf ein Hexfeld mit Einheiten ergänzt
dessen Stapel. Sie können einen Eintrag auch aus der Palette auf ein Hexfeld ziehen.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Beenden&lt;/b&gt; Sie mit Esc, einem Rechtsklick oder der Schaltfläche &lt;b&gt;Auswählen&lt;/b&gt; (S). &lt;b&gt;Platzieren&lt;/b&gt; (P) wählt den letzten
Eintrag erneut.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Drehen&lt;/b&gt; Sie ein Fahrzeug, Geschütz oder einen Bunker mit R (Shift+R dreht zurück): Neue zeigen zum oberen Kartenrand.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Stapel feinabstimmen&lt;/b&gt; per Rechtsklick auf das Hexfeld und &lt;i&gt;Stapel bearbeiten…&lt;/i&gt;: Ziehen Sie Waffen auf die
Einheit, die sie trägt, Infanterie in ein Fahrzeug, ein Geschütz an sein Zugmittel. Eine auf der Karte abgelegte Waffe geht an die
erste Einheit des Stapels, die sie tragen darf.&lt;/li&gt;
&lt;li&gt;Wird dasselbe Ziel, dieselbe Befestigung, derselbe Rauch oder dieselbe Abzugsmarkierung ein zweites Mal auf ein Hexfeld gesetzt, wird es wieder entfernt.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Jede Änderung lässt sich von überall im Fenster mit Ctrl+Z rückgängig machen und mit Ctrl+Shift+Z wiederherstellen.
Der Reiter „Verlauf“ rechts listet sie auf.&lt;/p&gt;

&lt;h2&gt;Die Problemliste lesen&lt;/h2&gt;
&lt;p&gt;Der Editor verweigert nie eine Platzierung, weil sie gegen eine Regel verstößt: Während Sie einen Stapel umordnen, ist er
oft kurz regelwidrig. Stattdessen wird jeder Regelverstoß sofort unter &lt;b&gt;Probleme&lt;/b&gt; (unten) aufgeführt
und das Hexfeld auf der Karte rot umrandet.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Jede Zeile nennt, &lt;b&gt;wo&lt;/b&gt; (das Hexfeld, etwa &lt;i&gt;b1:H5&lt;/i&gt;), &lt;b&gt;was&lt;/b&gt; falsch ist, und in Klammern den
&lt;b&gt;Abschnitt&lt;/b&gt; des Regelhefts, damit Sie die Regel nachschlagen können.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Klicken Sie auf eine Zeile&lt;/b&gt;, um die Karte auf ihr Hexfeld zu zentrieren und es auszuwählen; beim Darüberfahren erscheint der Code des Problems.&lt;/li&gt;
&lt;li&gt;Der Titel des Fensterbereichs zählt die Probleme. &lt;i&gt;Keine Probleme&lt;/i&gt; bedeutet, dass das Szenario die Aufstellungsregeln einhält.&lt;/li&gt;
&lt;li&gt;Probespiel, Balance schätzen und Szenariopaket exportieren verweigern ein Szenario, das noch Probleme hat, und listen diese
erneut auf, jedes anklickbar – beheben Sie sie also zuerst.&lt;/li&gt;
&lt;/ul&gt;
</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse on the scenario map</source>
            <translation>Maus auf der Szenariokarte</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse in the stack editor</source>
            <translation>Maus im Stapeleditor</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse in the board editor</source>
            <translation>Maus im Spielplan-Editor</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click</source>
            <translation>Klick</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Select a hex: the stack editor shows its pieces</source>
            <translation>Ein Hexfeld wählen: der Stapeleditor zeigt seine Spielsteine</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click near a side of the selected hex</source>
            <translation>Klick nahe einer Seite des gewählten Hexfelds</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Face its units and guns towards that side</source>
            <translation>Seine Einheiten und Geschütze zu dieser Seite ausrichten</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag a stack</source>
            <translation>Einen Stapel ziehen</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Move the stack to the hex where you let go</source>
            <translation>Den Stapel in das Hexfeld bewegen, wo Sie loslassen</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click</source>
            <translation>Rechtsklick</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>The hex's menu: rotate, delete, smoke, objective …</source>
            <translation>Das Menü des Hexfelds: drehen, löschen, Rauch, Ziel …</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click, with a palette entry chosen</source>
            <translation>Klick, mit gewähltem Paletteneintrag</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Place it in the hex</source>
            <translation>Ihn in das Hexfeld setzen</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click, while placing or probing</source>
            <translation>Rechtsklick beim Platzieren oder Prüfen</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Stop placing (or probing line of sight)</source>
            <translation>Platzieren beenden (oder die Sichtlinienprüfung)</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click, with the line of sight probe</source>
            <translation>Klick, mit der Sichtlinienprüfung</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>See from that hex; point at another to see the line</source>
            <translation>Von diesem Hexfeld aus sehen; auf ein anderes zeigen, um die Linie zu sehen</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Wheel</source>
            <translation>Mausrad</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Zoom in or out</source>
            <translation>Hinein- oder herauszoomen</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Middle drag, or Space + drag</source>
            <translation>Mit mittlerer Taste ziehen, oder Leertaste + ziehen</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Pan the map</source>
            <translation>Die Karte verschieben</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Rest the pointer on a hex</source>
            <translation>Den Zeiger auf einem Hexfeld ruhen lassen</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Everything in the hex, in a tooltip</source>
            <translation>Alles im Hexfeld, als Tooltip</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click a counter</source>
            <translation>Klick auf einen Spielstein</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Pick it: R, Shift+R and Delete then act on it</source>
            <translation>Ihn wählen: R, Umschalt+R und Entf wirken dann auf ihn</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click a counter</source>
            <translation>Rechtsklick auf einen Spielstein</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Its menu</source>
            <translation>Sein Menü</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag a counter or a palette entry onto a slot</source>
            <translation>Einen Spielstein oder Paletteneintrag auf einen Platz ziehen</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Load, carry or unload, as the slot says</source>
            <translation>Laden, tragen oder entladen, wie der Platz es sagt</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click or drag</source>
            <translation>Klicken oder ziehen</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Paint with the chosen brush: one undo step per stroke</source>
            <translation>Mit dem gewählten Pinsel malen: ein Rückgängig-Schritt pro Strich</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag, with a hexside or road brush</source>
            <translation>Ziehen, mit einem Hexseiten- oder Straßenpinsel</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Draw along the sides or centres the pointer passes</source>
            <translation>Entlang der Seiten oder Mitten zeichnen, über die der Zeiger fährt</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag, with a selection brush</source>
            <translation>Ziehen, mit einem Auswahlpinsel</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Select hexes to copy, paste or turn</source>
            <translation>Hexfelder zum Kopieren, Einfügen oder Drehen auswählen</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Toolbar</source>
            <translation>Werkzeugleiste</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Anywhere in the window</source>
            <translation>Überall im Fenster</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Single keys (R, L, S, P, F, +, -) work while the map or a list has the focus; in a text field they type.</source>
            <translation>Einzeltasten (R, L, S, P, F, +, -) wirken, während die Karte oder eine Liste den Fokus hat; in einem Textfeld werden sie getippt.</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Mouse</source>
            <translation>Maus</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>or</source>
            <translation>oder</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Palette</source>
            <translation>Palette</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <location filename="../reinforcements/groups_tree.py" />
            <source>Units</source>
            <translation>Einheiten</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Click a hex to place, again to remove. Bunkers turn with R.</source>
            <translation>Klicken Sie auf ein Hexfeld zum Platzieren, erneut zum Entfernen. Bunker dreht man mit R.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Defences</source>
            <translation>Verteidigungsanlagen</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Objectives fly their owner's flag; exit hexes lie on a map edge.</source>
            <translation>Ziele tragen die Flagge ihres Besitzers; Abzugshexfelder liegen an einem Kartenrand.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Objectives</source>
            <translation>Ziele</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke markers: level 2 is fresh, level 1 dispersing.</source>
            <translation>Rauchmarker: Stufe 2 ist frisch, Stufe 1 verzieht sich.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke</source>
            <translation>Rauch</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <location filename="../testrun/result_tables.py" />
            <source>cover</source>
            <translation>Deckung</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>{side} objective</source>
            <translation>Ziel: {side}</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke {level}</source>
            <translation>Rauch {level}</translation>
        </message>
        <message>
            <location filename="../palette/placing.py" />
            <source>{unit} is not in this rules edition's catalogue</source>
            <translation>{unit} ist nicht im Katalog dieser Regelausgabe</translation>
        </message>
        <message>
            <location filename="../palette/placing.py" />
            <source>cannot place {entry}</source>
            <translation>{entry} kann nicht platziert werden</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>All kinds</source>
            <translation>Alle Arten</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Squads</source>
            <translation>Trupps</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Half squads</source>
            <translation>Halbtrupps</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Leaders</source>
            <translation>Führer</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Support weapons</source>
            <translation>Unterstützungswaffen</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Guns</source>
            <translation>Geschütze</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>AFVs</source>
            <translation>Panzerfahrzeuge</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Vehicles</source>
            <translation>Fahrzeuge</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Search units</source>
            <translation>Einheiten suchen</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <location filename="../reinforcements/group_box.py" />
            <source>{n} pts</source>
            <translation>{n} Pkt.</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>E-mail game from a saved game</source>
            <translation>E-Mail-Partie aus einem gespeicherten Spiel</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../testrun/continuing.py" />
            <source>Saved games and game logs (*.json)</source>
            <translation>Gespeicherte Partien und Spielprotokolle (*.json)</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Continue a turn file hotseat</source>
            <translation>Zugdatei als Hotseat fortsetzen</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>Turn files (*{suffix})</source>
            <translation>Zugdateien (*{suffix})</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Cannot make an e-mail game of this saved game</source>
            <translation>Aus diesem gespeicherten Spiel lässt sich keine E-Mail-Partie machen</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>challenge</source>
            <translation>Herausforderung</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>Cannot open the turn file</source>
            <translation>Die Zugdatei lässt sich nicht öffnen</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>from e-mail</source>
            <translation>aus E-Mail</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Saved the e-mail game as {path}</source>
            <translation>E-Mail-Partie gespeichert als {path}</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <location filename="../pbem/feature.py" />
            <source>New e-mail game</source>
            <translation>Neues E-Mail-Spiel</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>A message to your opponent (optional)</source>
            <translation>Eine Nachricht an Ihren Gegner (optional)</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>None: anyone with the file can accept</source>
            <translation>Keins: Jeder mit der Datei kann annehmen</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The same password again</source>
            <translation>Dasselbe Passwort noch einmal</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The two passwords differ.</source>
            <translation>Die beiden Passwörter stimmen nicht überein.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Scenario:</source>
            <translation>Szenario:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>I play:</source>
            <translation>Ich spiele:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Password:</source>
            <translation>Passwort:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Repeat:</source>
            <translation>Wiederholen:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Message:</source>
            <translation>Nachricht:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Dice bias is always None in an e-mail game. The dice seed is made from both players' secrets when your opponent accepts. A password keeps the game between the two of you: tell it to your opponent another way than the file (a call, another message); only someone who knows it can accept or send a turn.</source>
            <translation>Die Würfelverzerrung ist in einer E-Mail-Partie immer Keine. Der Würfel-Seed entsteht aus den Geheimnissen beider Spieler, wenn Ihr Gegner annimmt. Ein Passwort hält die Partie unter Ihnen beiden: Teilen Sie es Ihrem Gegner auf anderem Weg als mit der Datei mit (ein Anruf, eine andere Nachricht); nur wer es kennt, kann annehmen oder einen Zug senden.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Write the challenge</source>
            <translation>Herausforderung schreiben</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Your opponent's turn</source>
            <translation>Der Zug Ihres Gegners</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Play my turn</source>
            <translation>Meinen Zug spielen</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Accept the challenge</source>
            <translation>Herausforderung annehmen</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Accept</source>
            <translation>Annehmen</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The password your opponent told you</source>
            <translation>Das Passwort, das Ihr Gegner Ihnen genannt hat</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>This challenge has a password:</source>
            <translation>Diese Herausforderung hat ein Passwort:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Wrong password: ask your opponent for the one they set.</source>
            <translation>Falsches Passwort: Fragen Sie Ihren Gegner nach dem, das er gesetzt hat.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Give the password your opponent told you.</source>
            <translation>Geben Sie das Passwort ein, das Ihr Gegner Ihnen genannt hat.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Send this file to your opponent</source>
            <translation>Senden Sie diese Datei Ihrem Gegner</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Open folder</source>
            <translation>Ordner öffnen</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Copy path</source>
            <translation>Pfad kopieren</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Open a scenario to play it by e-mail</source>
            <translation>Öffnen Sie ein Szenario, um es per E-Mail zu spielen</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your challenge is written. Send this file to your opponent: they open it with Play &gt; Open turn file…</source>
            <translation>Ihre Herausforderung ist geschrieben. Senden Sie diese Datei Ihrem Gegner: Er öffnet sie mit Spielen &gt; Zugdatei öffnen…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>{title}: a challenge from the {challenger} player. You would play {side}.</source>
            <translation>{title}: eine Herausforderung des Spielers {challenger}. Sie würden {side} spielen.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Their message: {message}</source>
            <translation>Seine Nachricht: {message}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Cannot accept the challenge</source>
            <translation>Die Herausforderung lässt sich nicht annehmen</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>accepted</source>
            <translation>angenommen</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>You accepted. Send this file back: your opponent's first turn comes next.</source>
            <translation>Sie haben angenommen. Senden Sie diese Datei zurück: Als Nächstes kommt der erste Zug Ihres Gegners.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Open turn file</source>
            <translation>Zugdatei öffnen</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>{title}, e-mail game</source>
            <translation>{title}, E-Mail-Spiel</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand over…</source>
            <translation>Übergeben…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Resign…</source>
            <translation>Aufgeben…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>No e-mail game is being played: open your turn with Play &gt; Open turn file…</source>
            <translation>Es wird keine E-Mail-Partie gespielt: Öffnen Sie Ihren Zug mit Spielen &gt; Zugdatei öffnen…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand-over point: write your message and send the file</source>
            <translation>Übergabepunkt: Schreiben Sie Ihre Nachricht und senden Sie die Datei</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand over</source>
            <translation>Übergeben</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Write the file</source>
            <translation>Datei schreiben</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your last message to your opponent</source>
            <translation>Ihre letzte Nachricht an Ihren Gegner</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>resigned</source>
            <translation>aufgegeben</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>turn {number}</source>
            <translation>Runde {number}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your turn is written. Send this file to your opponent.</source>
            <translation>Ihr Zug ist geschrieben. Senden Sie diese Datei Ihrem Gegner.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>You resign: your opponent wins.</source>
            <translation>Sie geben auf: Ihr Gegner gewinnt.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your opponent reads your message when they open the file.</source>
            <translation>Ihr Gegner liest Ihre Nachricht, wenn er die Datei öffnet.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your opponent reads your last message when they open the file.</source>
            <translation>Ihr Gegner liest Ihre letzte Nachricht, wenn er die Datei öffnet.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand-over point: {point}</source>
            <translation>Übergabepunkt: {point}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The {side} player plays next, from this file.</source>
            <translation>Als Nächstes spielt der Spieler {side}, mit dieser Datei.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Resign</source>
            <translation>Aufgeben</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Give this game up? Your opponent wins.</source>
            <translation>Dieses Spiel aufgeben? Ihr Gegner gewinnt.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>This file waits for your opponent: send it again if it went astray.</source>
            <translation>Diese Datei wartet auf Ihren Gegner: Senden Sie sie erneut, falls sie verloren ging.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The file of this game is no longer where it was: open it with Play &gt; Open turn file…</source>
            <translation>Die Datei dieser Partie liegt nicht mehr dort, wo sie war: Öffnen Sie sie mit Spielen &gt; Zugdatei öffnen…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>New &amp;e-mail game…</source>
            <translation>Neues &amp;E-Mail-Spiel…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Challenge an opponent to play the open scenario by e-mail</source>
            <translation>Einen Gegner zum offenen Szenario per E-Mail herausfordern</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Open &amp;turn file…</source>
            <translation>Zug&amp;datei öffnen…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Open a turn file your opponent sent: accept a challenge, or play your turn</source>
            <translation>Eine Zugdatei Ihres Gegners öffnen: eine Herausforderung annehmen oder Ihren Zug spielen</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>My e-mail &amp;games</source>
            <translation>Meine E-Mail-&amp;Partien</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>&amp;Resign…</source>
            <translation>&amp;Aufgeben…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Give up the e-mail game you are playing, with a last message</source>
            <translation>Die laufende E-Mail-Partie aufgeben, mit einer letzten Nachricht</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>E-mail game from a &amp;saved game…</source>
            <translation>E-Mail-Partie aus einem &amp;gespeicherten Spiel…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Challenge an opponent to play a saved hotseat or solo game on by e-mail, from where it stands</source>
            <translation>Einen Gegner herausfordern, ein gespeichertes Hotseat- oder Solospiel per E-Mail fortzusetzen, dort, wo es steht</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Continue a turn file &amp;hotseat…</source>
            <translation>Zugdatei als &amp;Hotseat fortsetzen…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Keep an e-mail game as a saved game and play it on at one table or against the computer</source>
            <translation>Eine E-Mail-Partie als gespeichertes Spiel behalten und an einem Tisch oder gegen den Computer weiterspielen</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>{title} ({status})</source>
            <translation>{title} ({status})</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>No e-mail games yet</source>
            <translation>Noch keine E-Mail-Partien</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <location filename="../window/actions.py" />
            <source>&amp;Play</source>
            <translation>S&amp;pielen</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>&amp;Hand over…</source>
            <translation>&amp;Übergeben…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Write your message and the file to send, at the hand-over point</source>
            <translation>Ihre Nachricht und die zu sendende Datei schreiben, am Übergabepunkt</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Give this game up, with a last message</source>
            <translation>Diese Partie aufgeben, mit einer letzten Nachricht</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the challenge</source>
            <translation>die Herausforderung</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the acceptance</source>
            <translation>die Annahme</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the start of the game</source>
            <translation>der Beginn des Spiels</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the Move Phase</source>
            <translation>das Ende der Bewegungsphase</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>after the Defensive Fire Phase</source>
            <translation>nach der Defensivfeuerphase</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the segment</source>
            <translation>das Ende des Spielabschnitts</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the game</source>
            <translation>das Ende des Spiels</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>a resignation</source>
            <translation>eine Aufgabe</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} resigned: the game is over</source>
            <translation>{side} hat aufgegeben: Die Partie ist vorbei</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>The game is over</source>
            <translation>Das Spiel ist vorbei</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} to play: turn {turn}, {phase}</source>
            <translation>{side} ist am Zug: Runde {turn}, {phase}</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{title}: handed over by {side} at {point} (hand-over {number}, {actions} actions)</source>
            <translation>{title}: übergeben von {side} bei {point} (Übergabe {number}, {actions} Aktionen)</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} opened the previous file {count} times before replying</source>
            <translation>{side} hat die vorige Datei {count}-mal geöffnet, bevor geantwortet wurde</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>The first {count} actions were played hotseat before this e-mail game, with the saved game's own dice: not verified by both players.</source>
            <translation>Die ersten {count} Aktionen wurden vor dieser E-Mail-Partie als Hotseat gespielt, mit den Würfeln des gespeicherten Spiels: nicht von beiden Spielern geprüft.</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>Message: {message}</source>
            <translation>Nachricht: {message}</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>System default</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <location filename="../setting_labels.py" />
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Colour-blind safe nation colours</source>
            <translation>Nationenfarben für Farbenblinde</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>US, British, Soviet and German counters stay apart for red-green colour blindness (deuteranopia and protanopia)</source>
            <translation>Amerikanische, britische, sowjetische und deutsche Spielsteine bleiben bei Rot-Grün-Sehschwäche (Deuteranopie und Protanopie) unterscheidbar</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>A new language takes effect when the program starts again.</source>
            <translation>Eine neue Sprache wird beim nächsten Programmstart wirksam.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Autosave</source>
            <translation>Automatisch speichern</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Save a recovery copy every</source>
            <translation>Wiederherstellungskopie speichern alle</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Unsaved work is kept apart from your file; 0 turns autosave off.</source>
            <translation>Nicht gespeicherte Arbeit wird getrennt von Ihrer Datei aufbewahrt; 0 schaltet das automatische Speichern aus.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>New scenarios</source>
            <translation>Neue Szenarien</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Where New scenario and Generate a battle start.</source>
            <translation>Voreinstellungen für „Neues Szenario“ und „Gefecht erzeugen“.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Map</source>
            <translation>Karte</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Test runs</source>
            <translation>Testspiele</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Decisions</source>
            <translation>Entscheidungen</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>The computer always decides for itself.</source>
            <translation>Der Computer entscheidet immer selbst.</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>&amp;Settings…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>Language, autosave, defaults for new scenarios, map colours</source>
            <translation>Sprache, automatisches Speichern, Vorgaben für neue Szenarien, Kartenfarben</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>The new language takes effect when the program starts again.</source>
            <translation>Die neue Sprache wird beim nächsten Programmstart wirksam.</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Reinforcements</source>
            <translation>Verstärkungen</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New group</source>
            <translation>Neue Gruppe</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Remove group</source>
            <translation>Gruppe entfernen</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Add to group</source>
            <translation>Zur Gruppe hinzufügen</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New {side} group</source>
            <translation>Neue Gruppe ({side})</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>A new group of the unit picked in the catalogue below</source>
            <translation>Eine neue Gruppe mit der unten im Katalog gewählten Einheit</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>A support weapon arrives carried: give it to a unit of a group</source>
            <translation>Eine Unterstützungswaffe trifft getragen ein: Geben Sie sie einer Einheit einer Gruppe</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Give to the selected unit</source>
            <translation>Der gewählten Einheit geben</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Pick a unit in the catalogue first; the new group brings it</source>
            <translation>Wählen Sie zuerst eine Einheit im Katalog; die neue Gruppe bringt sie mit</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New {side} group: turn {turn}, {edge} edge; change either in the group box</source>
            <translation>Neue Gruppe ({side}): Runde {turn}, Rand {edge}; beides lässt sich im Gruppenfeld ändern</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Select the unit that carries it in the group's list first</source>
            <translation>Wählen Sie zuerst in der Liste der Gruppe die Einheit, die sie trägt</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>&amp;Reinforcements…</source>
            <translation>&amp;Verstärkungen…</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>Which units of each side arrive later, on which turn and from which map edge</source>
            <translation>Welche Einheiten jeder Seite später eintreffen, in welcher Runde und von welchem Kartenrand</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>{side} reinforcements, turn {turn}</source>
            <translation>Verstärkungen ({side}), Runde {turn}</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>Click a hex near the edge the group comes on from; right click or Esc to stop</source>
            <translation>Klicken Sie auf ein Hexfeld nahe dem Rand, von dem die Gruppe kommt; Rechtsklick oder Esc zum Beenden</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>North edge</source>
            <translation>Nordrand</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>East edge</source>
            <translation>Ostrand</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>South edge</source>
            <translation>Südrand</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>West edge</source>
            <translation>Westrand</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Selected group</source>
            <translation>Gewählte Gruppe</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Turn</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <location filename="../special_rules/form.py" />
            <source>Pick on map</source>
            <translation>Auf der Karte wählen</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Click a hex near the edge the group should come on from</source>
            <translation>Klicken Sie auf ein Hexfeld nahe dem Rand, von dem die Gruppe kommen soll</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Enters from</source>
            <translation>Kommt von</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Remove unit</source>
            <translation>Einheit entfernen</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Take its weapon</source>
            <translation>Waffe wegnehmen</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>The selected unit arrives without its support weapon</source>
            <translation>Die gewählte Einheit trifft ohne ihre Unterstützungswaffe ein</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>They may come on at any hex of the {edge} edge without enemy units (6.10); the tinted hexes on the map.</source>
            <translation>Sie dürfen auf jedem Hexfeld des Rands {edge} ohne feindliche Einheiten eintreten (6.10); das sind die getönten Hexfelder auf der Karte.</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Select a group above, or make one from the catalogue below.</source>
            <translation>Wählen Sie oben eine Gruppe oder erstellen Sie eine aus dem Katalog unten.</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>of {turns}</source>
            <translation>von {turns}</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>A group keeps at least one unit: remove the group instead</source>
            <translation>Eine Gruppe behält mindestens eine Einheit: Entfernen Sie stattdessen die Gruppe</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>Arrives</source>
            <translation>Trifft ein</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>{side} ({nation})</source>
            <translation>{side} ({nation})</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>none: units all start on the map</source>
            <translation>keine: Alle Einheiten beginnen auf der Karte</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>Turn {turn}, {edge}</source>
            <translation>Runde {turn}, {edge}</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Elimination</source>
            <translation>Vernichtung</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Objective</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Exit</source>
            <translation>Abzug</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Strongly for the computer</source>
            <translation>Stark für den Computer</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>For the computer</source>
            <translation>Für den Computer</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>None</source>
            <translation>Keiner</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>For the player</source>
            <translation>Für den Spieler</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Strongly for the player</source>
            <translation>Stark für den Spieler</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Rulebook (seeds)</source>
            <translation>Regelheft (Originalausgabe)</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Standard rules 2021</source>
            <translation>Standardregeln 2021</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>allied</source>
            <translation>Alliierte</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>axis</source>
            <translation>Achse</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>north</source>
            <translation>Nord</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>east</source>
            <translation>Ost</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>south</source>
            <translation>Süd</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>west</source>
            <translation>West</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Balanced</source>
            <translation>Ausgewogen</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Cautious</source>
            <translation>Vorsichtig</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Aggressive</source>
            <translation>Aggressiv</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Clear</source>
            <translation>Klar</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Overcast</source>
            <translation>Bedeckt</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Rain</source>
            <translation>Regen</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Fog</source>
            <translation>Nebel</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Snow</source>
            <translation>Schnee</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Small</source>
            <translation>Klein</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Medium</source>
            <translation>Mittel</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Large</source>
            <translation>Groß</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Regular</source>
            <translation>Regulär</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Elite</source>
            <translation>Elite</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Airborne</source>
            <translation>Luftlande</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Infantry</source>
            <translation>Infanterie</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Combined</source>
            <translation>Verbundene Waffen</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>On</source>
            <translation>An</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Special rules</source>
            <translation>Sonderregeln</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Add rule</source>
            <translation>Regel hinzufügen</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Add a special rule of the kind chosen beside</source>
            <translation>Eine Sonderregel der daneben gewählten Art hinzufügen</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Remove rule</source>
            <translation>Regel entfernen</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Anything these rules cannot say belongs in the briefing (Scenario details).</source>
            <translation>Was diese Regeln nicht ausdrücken können, gehört in die Einweisung (Szenariodetails).</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>&amp;Special rules…</source>
            <translation>&amp;Sonderregeln…</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>Rules of this scenario that change the rulebook's: terrain, entry, exits, smoke, held units</source>
            <translation>Regeln dieses Szenarios, die das Regelheft ändern: Gelände, Eintritt, Austritt, Nebel, festgehaltene Einheiten</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>Click hexes to put them in the rule or take them out; right click or Esc to stop</source>
            <translation>Hexfelder anklicken, um sie in die Regel aufzunehmen oder herauszunehmen; Rechtsklick oder Esc beendet</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Side</source>
            <translation>Seite</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hexes</source>
            <translation>Hexfelder</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>From turn</source>
            <translation>Ab Runde</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>To turn</source>
            <translation>Bis Runde</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Held until turn</source>
            <translation>Festgehalten bis Runde</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Until fired upon</source>
            <translation>Bis sie beschossen werden</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Group's turn</source>
            <translation>Runde der Gruppe</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Group's edge</source>
            <translation>Rand der Gruppe</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>At the latest on turn</source>
            <translation>Spätestens in Runde</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Level</source>
            <translation>Höhenstufe</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hexside</source>
            <translation>Hexseite</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Counts as</source>
            <translation>Gilt als</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Rally number</source>
            <translation>Sammelwert</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>AP fire roll</source>
            <translation>AP-Feuerwurf</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Sight (hexes)</source>
            <translation>Sicht (Felder)</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>e.g. b2:C3, b2:D4</source>
            <translation>z. B. b2:C3, b2:D4</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hex names separated by commas; or press Pick on map and click hexes</source>
            <translation>Hexfeldnamen durch Kommas getrennt; oder Auf der Karte wählen drücken und Hexfelder anklicken</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>The longest line of sight in hexes while the rule is in force</source>
            <translation>Die längste Sichtlinie in Feldern, solange die Regel gilt</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>unchanged</source>
            <translation>unverändert</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Click hexes on the map to add or remove them; right click or Esc to stop</source>
            <translation>Hexfelder auf der Karte anklicken, um sie hinzuzufügen oder zu entfernen; Rechtsklick oder Esc beendet</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>A hexside counts as another</source>
            <translation>Eine Hexseite gilt als eine andere</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Hexes count as other terrain or level</source>
            <translation>Hexfelder gelten als anderes Gelände oder andere Höhe</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Where reinforcements may enter</source>
            <translation>Wo Verstärkungen eintreten dürfen</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>When the attacker may exit</source>
            <translation>Wann der Angreifer austreten darf</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>No smoke</source>
            <translation>Kein Nebel</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Units held in place</source>
            <translation>Festgehaltene Einheiten</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Reinforcements on a trigger</source>
            <translation>Verstärkungen auf Auslöser</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>A side's rally and fire modifier</source>
            <translation>Sammel- und Feuermodifikator einer Seite</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Night or reduced visibility</source>
            <translation>Nacht oder eingeschränkte Sicht</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <location filename="../testrun/event_log.py" />
            <source>Both sides</source>
            <translation>Beide Seiten</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{hexes} and {count} more</source>
            <translation>{hexes} und {count} weitere</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>no hex yet</source>
            <translation>noch kein Hexfeld</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>all game</source>
            <translation>das ganze Spiel</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>from turn {turn} on</source>
            <translation>ab Runde {turn}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>on turn {turn}</source>
            <translation>in Runde {turn}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>on turns {first} to {last}</source>
            <translation>in den Runden {first} bis {last}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Every {source} hexside counts as a {target} (10.11, 10.111).</source>
            <translation>Jede Hexseite {source} gilt als {target} (10.11, 10.111).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the terrain counts as {terrain} at level {level} (10.5, 10.8).</source>
            <translation>In {hexes} gilt das Gelände als {terrain} auf Höhenstufe {level} (10.5, 10.8).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the terrain counts as {terrain} (10.5).</source>
            <translation>In {hexes} gilt das Gelände als {terrain} (10.5).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the ground counts as level {level} (10.8).</source>
            <translation>In {hexes} gilt der Boden als Höhenstufe {level} (10.8).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes}: no change chosen yet.</source>
            <translation>In {hexes}: noch keine Änderung gewählt.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements may enter only at {hexes}, {turns} (6.10).</source>
            <translation>Verstärkungen ({side}) dürfen nur bei {hexes} eintreten, {turns} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>The attacker may exit only {turns}, and only at {hexes} (6.10).</source>
            <translation>Der Angreifer darf nur {turns} austreten, und nur bei {hexes} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>The attacker may exit only {turns} (6.10).</source>
            <translation>Der Angreifer darf nur {turns} austreten (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Neither side may place smoke of any kind (11).</source>
            <translation>Keine Seite darf Nebel irgendeiner Art legen (11).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} may place no smoke of any kind (11).</source>
            <translation>{side}: kein Nebel irgendeiner Art (11).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move before turn {turn}, or until fired upon if sooner.</source>
            <translation>Einheiten ({side}) mit Aufstellung in {hexes} dürfen sich nicht vor Runde {turn} bewegen, oder bis sie beschossen werden, falls früher.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move before turn {turn}.</source>
            <translation>Einheiten ({side}) mit Aufstellung in {hexes} dürfen sich nicht vor Runde {turn} bewegen.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move until they are fired upon.</source>
            <translation>Einheiten ({side}) mit Aufstellung in {hexes} dürfen sich nicht bewegen, bis sie beschossen werden.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move at all.</source>
            <translation>Einheiten ({side}) mit Aufstellung in {hexes} dürfen sich überhaupt nicht bewegen.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit has entered {hexes} (6.10).</source>
            <translation>Verstärkungen ({side}) für Runde {turn} am Rand {edge} kommen erst, wenn eine feindliche Einheit {hexes} betreten hat (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit has entered {hexes}, or from turn {latest} on (6.10).</source>
            <translation>Verstärkungen ({side}) für Runde {turn} am Rand {edge} kommen erst, wenn eine feindliche Einheit {hexes} betreten hat, oder ab Runde {latest} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side}: {rally:+d} to rally numbers (21.1), {fire:+d} to AP fire rolls (14.5).</source>
            <translation>{side}: {rally:+d} auf Sammelwerte (21.1), {fire:+d} auf AP-Feuerwürfe (14.5).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Night or reduced visibility, {turns}: no unit sees farther than {sight} hexes, so no fire, spotting or sniper attack reaches beyond (9).</source>
            <translation>Nacht oder eingeschränkte Sicht, {turns}: keine Einheit sieht weiter als {sight} Felder, also reicht kein Feuer, keine Beobachtung und kein Scharfschützenangriff darüber hinaus (9).</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Stack</source>
            <translation>Stapel</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Drag a weapon (from the palette or a unit) onto a weapon slot, infantry or a gun onto a transport's slots. Click an arrow to face a hexside; R / Shift+R turn, Delete removes.</source>
            <translation>Ziehen Sie eine Waffe (aus der Palette oder von einer Einheit) auf einen Waffenplatz, Infanterie oder ein Geschütz auf die Plätze eines Transportmittels. Klicken Sie auf einen Pfeil, um auf eine Hexfeldseite auszurichten; R / Shift+R drehen, Delete entfernt.</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Pick a hex</source>
            <translation>Wählen Sie ein Hexfeld</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Turn anticlockwise (Shift+R)</source>
            <translation>Gegen den Uhrzeigersinn drehen (Shift+R)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Turn clockwise (R)</source>
            <translation>Im Uhrzeigersinn drehen (R)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Split</source>
            <translation>Aufteilen</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Split the squad into two half squads (13.10)</source>
            <translation>Den Trupp in zwei Halbtrupps aufteilen (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Join</source>
            <translation>Vereinigen</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Join two half squads of one type into a squad (13.10)</source>
            <translation>Zwei Halbtrupps desselben Typs zu einem Trupp vereinigen (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Unload</source>
            <translation>Ausladen</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Take the passenger or gun off its transport</source>
            <translation>Den Mitfahrer oder das Geschütz von seinem Transportmittel nehmen</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Remove the picked piece (Delete)</source>
            <translation>Das gewählte Teil entfernen (Delete)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Right-click a hex and pick “Edit stack…”</source>
            <translation>Rechtsklicken Sie auf ein Hexfeld und wählen Sie „Stapel bearbeiten…“</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>&lt;b&gt;{hex}&lt;/b&gt;: drag weapons and riders into slots</source>
            <translation>&lt;b&gt;{hex}&lt;/b&gt;: Waffen und Mitfahrer auf die Plätze ziehen</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Pick a counter in the stack first</source>
            <translation>Wählen Sie zuerst einen Spielstein im Stapel</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>That does not go there</source>
            <translation>Das gehört nicht dorthin</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only support weapons from the palette go into a unit's weapon slot</source>
            <translation>Nur Unterstützungswaffen aus der Palette kommen auf den Waffenplatz einer Einheit</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>A gun is towed; infantry rides as passengers (8.1)</source>
            <translation>Ein Geschütz wird geschleppt; Infanterie fährt als Mitfahrer (8.1)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only vehicles, guns and bunkers face a hexside (7.1)</source>
            <translation>Nur Fahrzeuge, Geschütze und Bunker werden auf eine Hexfeldseite ausgerichtet (7.1)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a squad to split</source>
            <translation>Wählen Sie einen Trupp zum Aufteilen</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a half squad with another of its type beside it (13.10)</source>
            <translation>Wählen Sie einen Halbtrupp, neben dem ein weiterer desselben Typs liegt (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a passenger or towed gun to unload</source>
            <translation>Wählen Sie einen Mitfahrer oder ein geschlepptes Geschütz zum Ausladen</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only a leader can be a hero (22.5), only a minefield hidden (19.71)</source>
            <translation>Nur ein Führer kann ein Held sein (22.5), nur ein Minenfeld verdeckt (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hero (22.5)</source>
            <translation>Held (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Make a hero (22.5)</source>
            <translation>Zum Helden machen (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>No longer a hero (22.5)</source>
            <translation>Kein Held mehr (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hidden (19.71)</source>
            <translation>Verdeckt (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hide the minefield in {hex}</source>
            <translation>Minenfeld in {hex} verdecken</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Reveal the minefield in {hex}</source>
            <translation>Minenfeld in {hex} aufdecken</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>There is no fortification in {hex}</source>
            <translation>In {hex} gibt es keine Befestigung</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>squad or 2 half squads</source>
            <translation>Trupp oder 2 Halbtrupps</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>half squad</source>
            <translation>Halbtrupp</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <location filename="../testrun/result_tables.py" />
            <source>leader</source>
            <translation>Anführer</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Fortification</source>
            <translation>Befestigung</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Nothing here. Place units from the palette, then edit the stack here.</source>
            <translation>Hier ist nichts. Platzieren Sie Einheiten aus der Palette und bearbeiten Sie dann hier den Stapel.</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>loose: give it to a unit</source>
            <translation>lose: einer Einheit geben</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>drop a rider here to unload it</source>
            <translation>Mitfahrer hier ablegen, um ihn auszuladen</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source> — hero: starts valorous (22.5)</source>
            <translation> — Held: beginnt tapfer (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>L only</source>
            <translation>nur L</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>L or H</source>
            <translation>L oder H</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Aboard ({cls}) · weapons {used}/{limit}</source>
            <translation>An Bord ({cls}) · Waffen {used}/{limit}</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow only</source>
            <translation>nur schleppen</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow: gun</source>
            <translation>Schleppen: Geschütz</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow: small gun (not 0 MP)</source>
            <translation>Schleppen: kleines Geschütz (nicht 0 MP)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source> — hidden from the enemy until entered (19.71)</source>
            <translation> — für den Gegner verdeckt, bis es betreten wird (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>A leader counter used as a hero starts with a Valor marker (22.5)</source>
            <translation>Ein Führer-Spielstein, der als Held dient, beginnt mit einem Valor-Marker (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>The owner records the minefield secretly; it is revealed when a unit enters (19.71)</source>
            <translation>Der Besitzer notiert das Minenfeld geheim; es wird aufgedeckt, sobald eine Einheit es betritt (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/widgets.py" />
            <source>Click a hexside to face it (R, Shift+R turn)</source>
            <translation>Klicken Sie auf eine Hexfeldseite, um darauf auszurichten (R, Shift+R drehen)</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>No e-mail games yet: Play &gt; New e-mail game… challenges an opponent</source>
            <translation>Noch keine E-Mail-Partien: Spielen &gt; Neue E-Mail-Partie… fordert einen Gegner heraus</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Your turn · you play {side}</source>
            <translation>Sie sind am Zug · Sie spielen {side}</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Finished · you played {side}</source>
            <translation>Beendet · Sie spielten {side}</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Waiting for your opponent · you play {side}</source>
            <translation>Wartet auf Ihren Gegner · Sie spielen {side}</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>The random battle generator is not installed yet.</source>
            <translation>Der Zufallsgefechtsgenerator ist noch nicht installiert.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Valor &amp; Victory Scenario Studio</source>
            <translation>Valor &amp; Victory Scenario Studio</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Design, check and share squad-level battles on the geomorphic boards.</source>
            <translation>Gefechte auf Truppebene auf den geomorphen Spielplänen entwerfen, prüfen und teilen.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>New scenario…</source>
            <translation>Neues Szenario…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Choose boards and how they join.</source>
            <translation>Spielpläne wählen und wie sie aneinanderliegen.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Generate a battle…</source>
            <translation>Gefecht erzeugen…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>A random, legal battle from a seed.</source>
            <translation>Ein zufälliges, regelkonformes Gefecht aus einem Startwert.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Open draft…</source>
            <translation>Entwurf öffnen…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Carry on with a scenario you are designing.</source>
            <translation>Ein Szenario weiterbearbeiten, das Sie gerade entwerfen.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Open custom scenario…</source>
            <translation>Eigenes Szenario öffnen…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Edit a scenario you imported.</source>
            <translation>Ein importiertes Szenario bearbeiten.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Import packages…</source>
            <translation>Szenariopakete importieren…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Add scenario packages (.zip) shared by others.</source>
            <translation>Von anderen geteilte Szenariopakete (.zip) hinzufügen.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Import all from the Import folder</source>
            <translation>Alle aus dem Importordner importieren</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Recent files</source>
            <translation>Zuletzt geöffnete Dateien</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Your scenarios</source>
            <translation>Ihre Szenarien</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Drafts are saved in {folder}. Double click to open.</source>
            <translation>Entwürfe werden in {folder} gespeichert. Zum Öffnen doppelklicken.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Continue a game</source>
            <translation>Partie fortsetzen</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>My e-mail games</source>
            <translation>Meine E-Mail-Spiele</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Nothing opened yet</source>
            <translation>Noch nichts geöffnet</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Draft</source>
            <translation>Entwurf</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Custom scenario</source>
            <translation>Eigenes Szenario</translation>
        </message>
        <message numerus="yes">
            <location filename="../start/preview.py" />
            <source>{kind} · %n turn(s) · {board_word} {boards} · {attacker} attack, {defender} defend</source>
            <translation>
                <numerusform>{kind} · %n Runde · {board_word} {boards} · {attacker} greift an, {defender} verteidigt</numerusform>
                <numerusform>{kind} · %n Runden · {board_word} {boards} · {attacker} greift an, {defender} verteidigt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>Open in the editor</source>
            <translation>Im Editor öffnen</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>Select a scenario to see it here.</source>
            <translation>Wählen Sie ein Szenario, um es hier zu sehen.</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>This file cannot be read: {error}</source>
            <translation>Diese Datei kann nicht gelesen werden: {error}</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>No briefing yet.</source>
            <translation>Noch keine Ausgangslage.</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>No picture</source>
            <translation>Kein Bild</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>Continue a saved game from a file…</source>
            <translation>Gespeicherte Partie aus einer Datei fortsetzen…</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>No saved games yet: a test run saves itself at the end of every player segment</source>
            <translation>Noch keine gespeicherten Partien: Ein Probespiel sichert sich am Ende jedes Spielerabschnitts selbst</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>{title}: autosave, turn {turn}, {side}'s segment</source>
            <translation>{title}: automatische Sicherung, Runde {turn}, Abschnitt {side}</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>End &amp;Move</source>
            <translation>Be&amp;wegung beenden</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>E&amp;xit the map</source>
            <translation>Karte &amp;verlassen</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Withdraw &amp;sniper</source>
            <translation>Scharfschützen abzie&amp;hen</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Rall&amp;y order…</source>
            <translation>&amp;Reihenfolge beim Sammeln…</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>&amp;End Phase</source>
            <translation>&amp;Phase beenden</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Stop the moving stack where it stands; the phase goes on ({keys})</source>
            <translation>Den ziehenden Stapel dort anhalten, wo er steht; die Phase geht weiter ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Take the moving stack off the map here: it counts for the exit goal ({keys})</source>
            <translation>Den ziehenden Stapel hier vom Spielplan nehmen: Er zählt für das Ausgangsziel ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Take your sniper off the map for the rest of the game ({keys})</source>
            <translation>Ihren Scharfschützen für den Rest des Spiels vom Spielplan nehmen ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Choose which pinned units try to rally first ({keys})</source>
            <translation>Wählen, welche niedergehaltenen Einheiten sich zuerst sammeln ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Done with this phase: the game goes on to the next one ({keys})</source>
            <translation>Diese Phase ist erledigt: Das Spiel geht zur nächsten über ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Play</source>
            <translation>Abspielen</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Step</source>
            <translation>Einzelschritt</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Let the computer play on, one action after another; press again to pause</source>
            <translation>Den Computer weiterspielen lassen, eine Aktion nach der anderen; erneut drücken zum Anhalten</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>One action of the computer, then pause</source>
            <translation>Eine Aktion des Computers, dann Pause</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Speed of the computer's play</source>
            <translation>Spieltempo des Computers</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Speed</source>
            <translation>Tempo</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/keys.py" />
            <location filename="../window/toolbar.py" />
            <source>Line of sight</source>
            <translation>Sichtlinie</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Click a hex to see what it sees; point at another for the line and why (L)</source>
            <translation>Klicken Sie auf ein Hexfeld, um zu sehen, was es sieht; zeigen Sie auf ein anderes für die Linie und den Grund (L)</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Save &amp;log…</source>
            <translation>Pr&amp;otokoll speichern…</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Save the game so far as a game log: replay it, or go on with it later</source>
            <translation>Das bisherige Spiel als Spielprotokoll speichern: zum Wiederabspielen oder späteren Fortsetzen</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/saving.py" />
            <source>&amp;Back to the editor</source>
            <translation>&amp;Zurück zum Editor</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Close the test run and go back to the scenario in the editor</source>
            <translation>Das Testspiel schließen und zum Szenario im Editor zurückkehren</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>In the opponent's After-Action Phase: take your sniper off the map ({keys})</source>
            <translation>In der Phase „Nach dem Gefecht“ des Gegners: den eigenen Scharfschützen vom Spielplan nehmen ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/describe.py" />
            <source>Withdraw the {side} sniper</source>
            <translation>Scharfschützen ({side}) abziehen</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>pin {unit}</source>
            <translation>{unit} niederhalten</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>reduce {unit} to a half squad</source>
            <translation>{unit} zum Halbtrupp reduzieren</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>reduce {unit} to a half squad and pin it</source>
            <translation>{unit} zum Halbtrupp reduzieren und niederhalten</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>{unit} rolls to survive (pinned if it does)</source>
            <translation>{unit} würfelt auf Überleben (niedergehalten, wenn es überlebt)</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>eliminate {unit}</source>
            <translation>{unit} eliminieren</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Overrun: the armored vehicle driving through {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Überrollen: Das Panzerfahrzeug, das durch {hex} fährt, verursacht %n Verlustpunkt. Wie nehmen deine Einheiten ihn hin?</numerusform>
                <numerusform>Überrollen: Das Panzerfahrzeug, das durch {hex} fährt, verursacht %n Verlustpunkte. Wie nehmen deine Einheiten sie hin?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Close assault: your units in {hex} take %n Casualty Point(s). How do they take them?</source>
            <translation>
                <numerusform>Nahkampf: Deine Einheiten in {hex} erleiden %n Verlustpunkt. Wie nehmen sie ihn hin?</numerusform>
                <numerusform>Nahkampf: Deine Einheiten in {hex} erleiden %n Verlustpunkte. Wie nehmen sie sie hin?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Fire lane: your units entering {hex} take %n Casualty Point(s). How do they take them?</source>
            <translation>
                <numerusform>Feuergasse: Deine Einheiten, die {hex} betreten, erleiden %n Verlustpunkt. Wie nehmen sie ihn hin?</numerusform>
                <numerusform>Feuergasse: Deine Einheiten, die {hex} betreten, erleiden %n Verlustpunkte. Wie nehmen sie sie hin?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Fire support: the strike on {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Feuerunterstützung: Der Schlag auf {hex} verursacht %n Verlustpunkt. Wie nehmen deine Einheiten ihn hin?</numerusform>
                <numerusform>Feuerunterstützung: Der Schlag auf {hex} verursacht %n Verlustpunkte. Wie nehmen deine Einheiten sie hin?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Sniper: its shot at {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Scharfschütze: Sein Schuss auf {hex} verursacht %n Verlustpunkt. Wie nehmen deine Einheiten ihn hin?</numerusform>
                <numerusform>Scharfschütze: Sein Schuss auf {hex} verursacht %n Verlustpunkte. Wie nehmen deine Einheiten sie hin?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Casualties: enemy fire on {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Verluste: Feindliches Feuer auf {hex} verursacht %n Verlustpunkt. Wie nehmen deine Einheiten ihn hin?</numerusform>
                <numerusform>Verluste: Feindliches Feuer auf {hex} verursacht %n Verlustpunkte. Wie nehmen deine Einheiten sie hin?</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>Take ({key})</source>
            <translation>Übernehmen ({key})</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>Take</source>
            <translation>Übernehmen</translation>
        </message>
        <message>
            <location filename="../testrun/choices.py" />
            <source>Do it</source>
            <translation>Ausführen</translation>
        </message>
        <message>
            <location filename="../testrun/choices.py" />
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>The end of the log: File &gt; Play from here (Ctrl+P) goes on with the game.</source>
            <translation>Ende des Protokolls: Datei &gt; Ab hier spielen (Strg+P) setzt die Partie fort.</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>Stopped: {action} is not legal here</source>
            <translation>Angehalten: {action} ist hier nicht regelkonform</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>The computer player failed</source>
            <translation>Der Computerspieler ist fehlgeschlagen</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Continue a sa&amp;ved game…</source>
            <translation>Gespeicherte Partie &amp;fortsetzen…</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Go on with a saved game or an autosave of a test run, with the same players</source>
            <translation>Eine gespeicherte Partie oder automatische Sicherung eines Probespiels mit denselben Spielern fortsetzen</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Continue a saved game</source>
            <translation>Gespeicherte Partie fortsetzen</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Cannot continue the saved game</source>
            <translation>Die gespeicherte Partie kann nicht fortgesetzt werden</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>{title}, continued from {file}</source>
            <translation>{title}, fortgesetzt aus {file}</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Cannot play on from here</source>
            <translation>Ab hier kann nicht weitergespielt werden</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>{title}, played on from action {number}</source>
            <translation>{title}, weitergespielt ab Aktion {number}</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Who plays from here</source>
            <translation>Wer spielt ab hier</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Set by the saved game: its actions were played with it</source>
            <translation>Durch die gespeicherte Partie festgelegt: Ihre Aktionen wurden damit gespielt</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Going on from turn {turn}, action {number}: the same players as before</source>
            <translation>Weiter ab Runde {turn}, Aktion {number}: dieselben Spieler wie zuvor</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Command</source>
            <translation>Befehl</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <location filename="../testrun/fire_question.py" />
            <source>Fire</source>
            <translation>Feuer</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Movement</source>
            <translation>Bewegung</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Defensive Fire</source>
            <translation>Defensivfeuer</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Advance and Assault</source>
            <translation>Vorrücken und Sturm</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>After Action</source>
            <translation>Nach dem Gefecht</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <location filename="../testrun/unit_names.py" />
            <source>{type} ({id})</source>
            <translation>{type} ({id})</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>End phase</source>
            <translation>Phase beenden</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Fire: {units} at {hex}</source>
            <translation>Feuer: {units} auf {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>AT fire: {unit} at {target}</source>
            <translation>AT-Feuer: {unit} auf {target}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Smoke round: {unit} at {hex}</source>
            <translation>Rauchgeschoss: {unit} auf {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Assault move: {units}</source>
            <translation>Sturmbewegung: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Move: {units}</source>
            <translation>Bewegung: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source> (smoke in {hex})</source>
            <translation> (Rauch in {hex})</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>, facing {n}</source>
            <translation>, Ausrichtung {n}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Step to {hex}</source>
            <translation>Schritt nach {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Turn {unit} to facing {n}</source>
            <translation>{unit} auf Ausrichtung {n} drehen</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Load {units} onto {transport}</source>
            <translation>{units} auf {transport} aufladen</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Unload {units}</source>
            <translation>{units} ausladen</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Exit the map</source>
            <translation>Karte verlassen</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>End move</source>
            <translation>Bewegung beenden</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Overrun {hex}</source>
            <translation>{hex} überrollen</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Advance: {units} to {hex}</source>
            <translation>Vorrücken: {units} nach {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Close assault: {units} on {hex}</source>
            <translation>Nahkampf: {units} gegen {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>smoke</source>
            <translation>Rauch</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Call {what} on {hex}</source>
            <translation>{what} auf {hex} anfordern</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Split {unit}</source>
            <translation>{unit} aufteilen</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Combine {units}</source>
            <translation>{units} vereinigen</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Give {weapon} from {source} to {destination}</source>
            <translation>{weapon} von {source} an {destination} geben</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Withdraw the sniper</source>
            <translation>Scharfschützen abziehen</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Rally, in this order: {units}</source>
            <translation>Sammeln in dieser Reihenfolge: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Opportunity fire: the sniper</source>
            <translation>Gelegenheitsfeuer: der Scharfschütze</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Opportunity fire: {units}</source>
            <translation>Gelegenheitsfeuer: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Hold fire</source>
            <translation>Feuer zurückhalten</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <location filename="../testrun/event_words.py" />
            <source>{unit} {result}</source>
            <translation>{unit}: {result}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>rolls to survive</source>
            <translation>würfelt auf Überleben</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Casualties: {units}</source>
            <translation>Verluste: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Satchel charge: {unit} breaches the wire in {hex}</source>
            <translation>Geballte Ladung: {unit} sprengt eine Bresche in den Stacheldraht in {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>T{turn} {phase}</source>
            <translation>R{turn} {phase}</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Event log</source>
            <translation>Ereignisprotokoll</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Every phase</source>
            <translation>Alle Phasen</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Show:</source>
            <translation>Anzeigen:</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>{side} (computer): {reason}</source>
            <translation>{side} (Computer): {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no effect (valor or shield)</source>
            <translation>keine Wirkung (Tapferkeit oder Schild)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>reduced</source>
            <translation>reduziert</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>reduced and pinned</source>
            <translation>reduziert und niedergehalten</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>survived, pinned</source>
            <translation>überlebt, niedergehalten</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>eliminated</source>
            <translation>ausgeschaltet</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>missed</source>
            <translation>verfehlt</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>hit, no effect</source>
            <translation>Treffer, keine Wirkung</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>immobilized</source>
            <translation>bewegungsunfähig</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>light barrage</source>
            <translation>leichtes Sperrfeuer</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>heavy barrage</source>
            <translation>schweres Sperrfeuer</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>air strike</source>
            <translation>Luftangriff</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the attacker</source>
            <translation>der Angreifer</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the defender</source>
            <translation>der Verteidiger</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>casualties</source>
            <translation>Verluste</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>hit by AT fire</source>
            <translation>von AT-Feuer getroffen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>crew abandoned it</source>
            <translation>die Besatzung hat ihn verlassen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>in a close assault</source>
            <translation>im Nahkampf</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>minefield</source>
            <translation>Minenfeld</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault, pinned defender</source>
            <translation>Nahkampf, niedergehaltener Verteidiger</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault on its carrier</source>
            <translation>Nahkampf gegen sein Transportfahrzeug</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>stopped in a full friendly hex</source>
            <translation>in einem vollen eigenen Hexfeld gestoppt</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>stuck in an over-stacked hex</source>
            <translation>in einem überstapelten Hexfeld festgesteckt</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>an enemy unit entered its hex</source>
            <translation>eine feindliche Einheit hat sein Hexfeld betreten</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>its elimination check</source>
            <translation>seine Ausschaltungsprobe</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>withdrawn</source>
            <translation>abgezogen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AP fire</source>
            <translation>AP-Feuer</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AT fire</source>
            <translation>AT-Feuer</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>a sniper's shot</source>
            <translation>Scharfschützenschuss</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the last turn is over</source>
            <translation>die letzte Runde ist vorbei</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the attacker exited enough units</source>
            <translation>der Angreifer hat genug Einheiten hinausgebracht</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no hex with cover in range and sight</source>
            <translation>kein Hexfeld mit Deckung in Reichweite und Sicht</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no unpinned target left</source>
            <translation>kein nicht niedergehaltenes Ziel mehr</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the {side} side was wiped out</source>
            <translation>die Seite {side} wurde aufgerieben</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>the attacker holds %n objective(s)</source>
            <translation>
                <numerusform>der Angreifer hält %n Ziel</numerusform>
                <numerusform>der Angreifer hält %n Ziele</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no unit</source>
            <translation>keine Einheit</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source> ({modifiers})</source>
            <translation> ({modifiers})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{cp} CP on {hex}</source>
            <translation>{cp} CP auf {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source> (air burst, doubled)</source>
            <translation> (Luftdetonation, verdoppelt)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>nobody hit</source>
            <translation>niemand getroffen</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>; %n point(s) left unused</source>
            <translation>
                <numerusform>; %n Punkt ungenutzt</numerusform>
                <numerusform>; %n Punkte ungenutzt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Opportunity fire by {firers} at {hex}</source>
            <translation>Gelegenheitsfeuer von {firers} auf {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AP fire by {firers} at {hex}</source>
            <translation>AP-Feuer von {firers} auf {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, led by {leader}</source>
            <translation>, geführt von {leader}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>: {apfp} APFP, roll {roll}{mods} = {modified}, {cp} CP</source>
            <translation>: {apfp} APFP, Wurf {roll}{mods} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/result_tables.py" />
            <source>fire support</source>
            <translation>Feuerunterstützung</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AT fire by {firer} at {target}: to hit {roll}{mods} = {modified}, needs {needed} or less</source>
            <translation>AT-Feuer von {firer} auf {target}: Trefferwurf {roll}{mods} = {modified}, nötig {needed} oder weniger</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; kill roll {roll} against {number}</source>
            <translation>; Vernichtungswurf {roll} gegen {number}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>roll {roll} against kill number {number}</source>
            <translation>Wurf {roll} gegen Vernichtungszahl {number}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no roll needed</source>
            <translation>kein Wurf nötig</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the defenders are eliminated</source>
            <translation>die Verteidiger sind ausgeschaltet</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the assault fails: the attacker loses {a} CP, the defender {d} CP</source>
            <translation>der Angriff scheitert: der Angreifer verliert {a} CP, der Verteidiger {d} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Close assault by {units} on {hex}: {attack} against {defence} ({odds}), {rolled}; {result}</source>
            <translation>Nahkampf von {units} gegen {hex}: {attack} gegen {defence} ({odds}), {rolled}; {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; defenders lost: {units}</source>
            <translation>; verlorene Verteidiger: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; {units} take the hex</source>
            <translation>; {units} nehmen das Hexfeld ein</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper: no check ({reason})</source>
            <translation>Scharfschütze ({side}): keine Probe ({reason})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {hex} checks: roll {roll}, safe above {needed}</source>
            <translation>Probe des Scharfschützen ({side}) in {hex}: Wurf {roll}, sicher über {needed}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, eliminated</source>
            <translation>, ausgeschaltet</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, stays</source>
            <translation>, bleibt</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} lands on target in {hex}</source>
            <translation>{mission} trifft das Ziel in {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} on {hex} drifts off the map (accuracy roll {roll})</source>
            <translation>{mission} auf {hex} weicht von der Karte ab (Genauigkeitswurf {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} lands on target in {hex} (accuracy roll {roll})</source>
            <translation>{mission} trifft das Ziel in {hex} (Genauigkeitswurf {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} on {hex} drifts to {landed} (accuracy roll {roll})</source>
            <translation>{mission} auf {hex} weicht nach {landed} ab (Genauigkeitswurf {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Game over: {level} for the attacker, {winner} wins ({reason})</source>
            <translation>Spielende: {level} für den Angreifer, es gewinnt {winner} ({reason})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{source} gives {weapon} to {destination}</source>
            <translation>{source} gibt {weapon} an {destination}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>end the phase</source>
            <translation>die Phase beenden</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire at a hex</source>
            <translation>auf ein Hexfeld feuern</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire AT at a unit</source>
            <translation>mit AT-Feuer auf eine Einheit feuern</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire a smoke round</source>
            <translation>eine Nebelgranate feuern</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>start a move</source>
            <translation>eine Bewegung beginnen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>step to a hex</source>
            <translation>in ein Hexfeld ziehen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>change facing</source>
            <translation>die Ausrichtung ändern</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>board a vehicle</source>
            <translation>in ein Fahrzeug aufsitzen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>get off a vehicle</source>
            <translation>von einem Fahrzeug absitzen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>exit the map</source>
            <translation>die Karte verlassen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>end the move</source>
            <translation>die Bewegung beenden</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>overrun a hex</source>
            <translation>ein Hexfeld überrollen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>advance into a hex</source>
            <translation>in ein Hexfeld vorrücken</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault a hex</source>
            <translation>ein Hexfeld im Nahkampf angreifen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>call fire support</source>
            <translation>Feuerunterstützung anfordern</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>split a squad</source>
            <translation>einen Trupp teilen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>combine half squads</source>
            <translation>Halbtrupps zusammenlegen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>pass a weapon</source>
            <translation>eine Waffe übergeben</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>withdraw the sniper</source>
            <translation>den Scharfschützen abziehen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>breach barbed wire</source>
            <translation>eine Bresche in den Stacheldraht sprengen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>rally pinned units</source>
            <translation>niedergehaltene Einheiten sammeln</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{firers} open opportunity fire ({attack}) on {target} in {hex}</source>
            <translation>{firers} eröffnen Gelegenheitsfeuer ({attack}) auf {target} in {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the movers</source>
            <translation>die sich bewegenden Einheiten</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is eliminated ({cause})</source>
            <translation>{unit} ist ausgeschaltet ({cause})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} valor check: roll {roll}, {result}</source>
            <translation>Tapferkeitsprobe von {unit}: Wurf {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>shows valor</source>
            <translation>zeigt Tapferkeit</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no valor</source>
            <translation>keine Tapferkeit</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>Fire lane from {origin} towards {target}: %n marker(s) placed</source>
            <translation>
                <numerusform>Feuergasse von {origin} nach {target}: %n Marker gesetzt</numerusform>
                <numerusform>Feuergasse von {origin} nach {target}: %n Marker gesetzt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Fire lane in {hex} hits {units}: roll {roll}{mods} = {modified}, {cp} CP</source>
            <translation>Feuergasse in {hex} trifft {units}: Wurf {roll}{mods} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} risks immobilization in the assault: roll {roll}, {result}</source>
            <translation>{unit} droht im Nahkampf die Bewegungsunfähigkeit: Wurf {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>still mobile</source>
            <translation>weiter beweglich</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} occupy {hex}</source>
            <translation>{units} besetzen {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{afv} overruns {hex} and leaves by {exit}</source>
            <translation>{afv} überrollt {hex} und verlässt es über {exit}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is immobilized</source>
            <translation>{unit} ist bewegungsunfähig</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} crew check: roll {roll}, {result}</source>
            <translation>Besatzungsprobe von {unit}: Wurf {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the crew bails out</source>
            <translation>die Besatzung steigt aus</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/result_tables.py" />
            <source>the crew stays</source>
            <translation>die Besatzung bleibt</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start an assault move in {hex} ({mp:g} MP)</source>
            <translation>{units} beginnen eine Sturmbewegung in {hex} ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start to move in {hex} ({mp:g} MP)</source>
            <translation>{units} beginnen ihre Bewegung in {hex} ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start an assault move onto the map ({mp:g} MP)</source>
            <translation>{units} beginnen eine Sturmbewegung auf die Karte ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start to move onto the map ({mp:g} MP)</source>
            <translation>{units} beginnen, auf die Karte zu ziehen ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} enter {hex} ({cost:g} MP, {left:g} left)</source>
            <translation>{units} ziehen nach {hex} ({cost:g} MP, {left:g} übrig)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} end their move in {hex}</source>
            <translation>{units} beenden ihre Bewegung in {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} stay off the map this turn</source>
            <translation>{units} bleiben in dieser Runde außerhalb der Karte</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} must stop in {hex}</source>
            <translation>{unit} muss in {hex} anhalten</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} turns to facing {n}</source>
            <translation>{unit} dreht sich in Richtung {n}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} leave the map from {hex}</source>
            <translation>{units} verlassen die Karte von {hex} aus</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} advance from {start} into {hex}</source>
            <translation>{units} rücken von {start} nach {hex} vor</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} board {transport} in {hex}</source>
            <translation>{units} sitzen in {hex} auf {transport} auf</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} get off {transport} in {hex}</source>
            <translation>{units} sitzen in {hex} von {transport} ab</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} arrives in {hex}</source>
            <translation>{unit} trifft in {hex} ein</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Barbed wire stops {units} in {hex}</source>
            <translation>Stacheldraht hält {units} in {hex} auf</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} blows the barbed wire in {hex} with a satchel charge</source>
            <translation>{unit} sprengt den Stacheldraht in {hex} mit einer geballten Ladung</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>A minefield is revealed in {hex}</source>
            <translation>In {hex} wird ein Minenfeld entdeckt</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The minefield in {hex} attacks {unit}: roll {roll}, {result}</source>
            <translation>Das Minenfeld in {hex} greift {unit} an: Wurf {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>unharmed</source>
            <translation>unversehrt</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} take the objective in {hex}</source>
            <translation>{side}: Ziel in {hex} eingenommen</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} call a smoke barrage on {hex}</source>
            <translation>{side}: Nebelsperrfeuer auf {hex} angefordert</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} call a {mission} on {hex}</source>
            <translation>{side}: {mission} auf {hex} angefordert</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} strikes {hex}: {apfp} APFP, roll {roll}, cover {cover:+d} = {modified}, {cp} CP</source>
            <translation>{mission} schlägt in {hex} ein: {apfp} APFP, Wurf {roll}, Deckung {cover:+d} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Smoke {level} in {hex}</source>
            <translation>Nebel {level} in {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper takes position in {hex}</source>
            <translation>Scharfschütze ({side}) bezieht Stellung in {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper finds no position near {hex}</source>
            <translation>Scharfschütze ({side}) findet keine Stellung nahe {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {sniper} shoots at {units} in {hex}: roll {roll}{mods}, {cp} CP</source>
            <translation>Scharfschütze ({side}) in {sniper} schießt auf {units} in {hex}: Wurf {roll}{mods}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {hex} is eliminated ({cause})</source>
            <translation>Scharfschütze ({side}) in {hex} ist ausgeschaltet ({cause})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper leaves {hex}</source>
            <translation>Scharfschütze ({side}) verlässt {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} splits into two half squads: {units}</source>
            <translation>{unit} teilt sich in zwei Halbtrupps: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} combine into {unit}</source>
            <translation>{units} werden zu {unit} zusammengelegt</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is no longer pinned</source>
            <translation>{unit} ist nicht mehr niedergehalten</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} rally roll {roll} (needs {needed} or less): {result}</source>
            <translation>Sammelwurf von {unit}: {roll} (nötig {needed} oder weniger): {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>rallied</source>
            <translation>gesammelt</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>still pinned</source>
            <translation>weiter niedergehalten</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} (computer) chose to {action}: {reason}</source>
            <translation>{side} (Computer) hat beschlossen: {action}: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Turn {n} begins</source>
            <translation>Runde {n} beginnt</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>&amp;Test run…</source>
            <translation>&amp;Probespiel…</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Play the scenario being edited (Ctrl+T)</source>
            <translation>Das bearbeitete Szenario spielen (Ctrl+T)</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Replay a game &amp;log…</source>
            <translation>Spielprotokoll &amp;wiederabspielen…</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Replay a game log</source>
            <translation>Spielprotokoll wiederabspielen</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <location filename="../testrun/window.py" />
            <source>Game logs (*.json)</source>
            <translation>Spielprotokolle (*.json)</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/toolbar.py" />
            <source>Test run</source>
            <translation>Probespiel</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Open a scenario to test it</source>
            <translation>Öffnen Sie ein Szenario, um es zu testen</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Cannot replay the game log</source>
            <translation>Das Spielprotokoll kann nicht wiedergegeben werden</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>replay of {name}</source>
            <translation>Wiedergabe von {name}</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Sniper at {hex}: {cp:.2f} Casualty Points expected</source>
            <translation>Scharfschütze auf {hex}: {cp:.2f} Verlustpunkte erwartet</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>AT fire: {firer}{weapon} from {origin} at {target}: hits on {hit} or less, {chance:.0%} to destroy or immobilize</source>
            <translation>PzAbw-Feuer: {firer}{weapon} von {origin} auf {target}: trifft bei {hit} oder weniger, {chance:.0%} zu zerstören oder bewegungsunfähig zu machen</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>{firers} from {origin}, {apfp} APFP at {range} hexes: {cp:.2f} Casualty Points expected</source>
            <translation>{firers} von {origin}, {apfp} APFP auf {range} Hexfelder: {cp:.2f} Verlustpunkte erwartet</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>; lays a fire lane</source>
            <translation>; legt eine Feuergasse</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Pass (P)</source>
            <translation>Passen (P)</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Let them go on without (more) opportunity fire in this hex</source>
            <translation>Sie ohne (weiteres) Gelegenheitsfeuer in diesem Hexfeld weiterziehen lassen</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Enemy units</source>
            <translation>Feindliche Einheiten</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Opportunity fire: {movers} entered {hex}. Fire at them?</source>
            <translation>Gelegenheitsfeuer: {movers} – Eintritt in {hex}. Das Feuer eröffnen?</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Fire ({key})</source>
            <translation>Feuer ({key})</translation>
        </message>
        <message>
            <location filename="../testrun/fog_filter.py" />
            <source>a hex out of sight</source>
            <translation>ein Hexfeld außer Sicht</translation>
        </message>
        <message>
            <location filename="../testrun/handover.py" />
            <source>Hand the computer to the {side} player</source>
            <translation>Computer an den Spieler der Seite {side} übergeben</translation>
        </message>
        <message>
            <location filename="../testrun/handover.py" />
            <source>I play {side}: show the map</source>
            <translation>Ich spiele {side}: Karte zeigen</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>fired</source>
            <translation>hat gefeuert</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>moved</source>
            <translation>hat sich bewegt</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>assault move</source>
            <translation>Sturmbewegung</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>valorous</source>
            <translation>tapfer</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>, carrying {units}</source>
            <translation>, transportiert {units}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Click a hex to see what it holds and what its units may do.</source>
            <translation>Klicken Sie auf ein Hexfeld, um zu sehen, was es enthält und was seine Einheiten tun können.</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>Smoke {n}</source>
            <translation>Rauch {n}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>Objective held by {side}</source>
            <translation>Ziel, gehalten von {side}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>{id}: {name} ({side})</source>
            <translation>{id}: {name} ({side})</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Printed figures: {stats}</source>
            <translation>Aufgedruckte Werte: {stats}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Facing {n}</source>
            <translation>Ausrichtung {n}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>cover {n:+d}</source>
            <translation>Deckung {n:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>no cover (opportunity fire −1 here)</source>
            <translation>keine Deckung (Gelegenheitsfeuer hier −1)</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>hindrance {n:+d}</source>
            <translation>Sichtbehinderung {n:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>blocks line of sight</source>
            <translation>blockiert die Sichtlinie</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>air bursts (12.64)</source>
            <translation>Baumkrepierer (12.64)</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Terrain: {parts}</source>
            <translation>Gelände: {parts}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>infantry</source>
            <translation>Infanterie</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>vehicles</source>
            <translation>Fahrzeuge</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>guns</source>
            <translation>Geschütze</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>{who} {n} MP</source>
            <translation>{who} {n} MP</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>{who} may not enter</source>
            <translation>{who}: kein Zutritt</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Entering: {costs}</source>
            <translation>Betreten: {costs}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/hex_hover.py" />
            <source>Fire lane: %n marker(s) (13.9)</source>
            <translation>
                <numerusform>Feuergasse: %n Marker (13.9)</numerusform>
                <numerusform>Feuergasse: %n Marker (13.9)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Fortification: {f}, {side}</source>
            <translation>Befestigung: {f}, {side}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/hex_hover.py" />
            <source>{side}, %n unit(s)</source>
            <translation>
                <numerusform>{side}, %n Einheit</numerusform>
                <numerusform>{side}, %n Einheiten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Clear the selection; leave line of sight or the replay</source>
            <translation>Auswahl aufheben; Sichtlinie oder Wiederholung verlassen</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Withdraw your sniper in the opponent's After-Action Phase</source>
            <translation>Den eigenen Scharfschützen in der Phase „Nach dem Gefecht“ des Gegners zurückziehen</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Replay the opponent's segment (again: the next action)</source>
            <translation>Den Abschnitt des Gegners wiederholen (erneut: die nächste Aktion)</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Zoom in</source>
            <translation>Vergrößern</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Zoom out</source>
            <translation>Verkleinern</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Readable counters, centred on the side to act</source>
            <translation>Lesbare Spielsteine, zentriert auf die Seite am Zug</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Fit the map to the window</source>
            <translation>Karte an das Fenster anpassen</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Asked about opportunity fire or casualties: take the answer of that row</source>
            <translation>Frage zu Gelegenheitsfeuer oder Verlusten: die Antwort dieser Zeile wählen</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Asked about opportunity fire: pass</source>
            <translation>Frage zum Gelegenheitsfeuer: passen</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Test-run window</source>
            <translation>Testspiel-Fenster</translation>
        </message>
        <message>
            <location filename="../testrun/level_ratings.py" />
            <source>{level} (rating {rating})</source>
            <translation>{level} (Wertung {rating})</translation>
        </message>
        <message>
            <location filename="../testrun/level_ratings.py" />
            <source>Rating {mu} ± {sigma} (OpenSkill), rank {rank} of the computer players: {share}% of the points in {games} games against the other levels and personalities. Games are won, lost or drawn; a higher rating is a stronger opponent.</source>
            <translation>Wertung {mu} ± {sigma} (OpenSkill), Rang {rank} unter den Computergegnern: {share} % der Punkte in {games} Partien gegen die anderen Stufen und Persönlichkeiten. Partien werden gewonnen, verloren oder enden unentschieden; eine höhere Wertung bedeutet einen stärkeren Gegner.</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>no loss</source>
            <translation>keine</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>End of turn {n}. Allied losses: {allied}. Axis losses: {axis}</source>
            <translation>Ende der Runde {n}. Verluste der Alliierten: {allied}. Verluste der Achse: {axis}</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>{side} segment: {counts}</source>
            <translation>Segment {side}: {counts}</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>; eliminated: {units}</source>
            <translation>; ausgeschaltet: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>Line of sight: click a hex to see what it sees, then point at another. L or Esc leaves.</source>
            <translation>Sichtlinie: Klicken Sie auf ein Hexfeld, um zu sehen, was es sieht, und zeigen Sie dann auf ein anderes. L oder Esc beendet.</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/los_mode.py" />
            <source>From {hex}: sees %n hex(es), {blocked} out of sight. Point at a hex for the line.</source>
            <translation>
                <numerusform>Von {hex}: sieht %n Hexfeld, {blocked} außer Sicht. Zeigen Sie auf ein Hexfeld für die Linie.</numerusform>
                <numerusform>Von {hex}: sieht %n Hexfelder, {blocked} außer Sicht. Zeigen Sie auf ein Hexfeld für die Linie.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>blocked</source>
            <translation>blockiert</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>hindrance +{n}</source>
            <translation>Sichtbehinderung +{n}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>clear</source>
            <translation>frei</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>{a} → {b}, range {n}: {verdict}</source>
            <translation>{a} → {b}, Entfernung {n}: {verdict}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>night: no one sees farther than {n} hexes</source>
            <translation>Nacht: niemand sieht weiter als {n} Felder</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <location filename="../testrun/unit_select_control.py" />
            <source>{mp:g} MP</source>
            <translation>{mp:g} MP</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>, {cp:.2f} CP</source>
            <translation>, {cp:.2f} CP</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>, AT {p:.0%}</source>
            <translation>, AT {p:.0%}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/move_control.py" />
            <source>Path to {hex}: %n hex(es), {mp:g} MP spent in all; click it to move there.</source>
            <translation>
                <numerusform>Weg nach {hex}: %n Hexfeld, insgesamt {mp:g} BP; klicken, um dorthin zu ziehen.</numerusform>
                <numerusform>Weg nach {hex}: %n Hexfelder, insgesamt {mp:g} BP; klicken, um dorthin zu ziehen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>Opportunity fire possible at {hexes}.</source>
            <translation>Gelegenheitsfeuer möglich in {hexes}.</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>{cp:.2f} CP</source>
            <translation>{cp:.2f} CP</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>AT hit {p:.0%}</source>
            <translation>AT-Treffer {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>{hex} ({risk})</source>
            <translation>{hex} ({risk})</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Firepower: {apfp} APFP</source>
            <translation>Feuerkraft: {apfp} APFP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Dice modifier total: {total:+d}</source>
            <translation>Summe der Würfelmodifikatoren: {total:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Expected: {mean:.2f} CP; chance of at least 1 CP: {chance:.0%}</source>
            <translation>Erwartet: {mean:.2f} CP; Chance auf mindestens 1 CP: {chance:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <location filename="../testrun/result_tables.py" />
            <source>no modifiers</source>
            <translation>keine Modifikatoren</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>AP fire by {units} at {hex}</source>
            <translation>AP-Feuer von {units} auf {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <location filename="../testrun/result_tables.py" />
            <source>no effect</source>
            <translation>keine Wirkung</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>{n} CP</source>
            <translation>{n} CP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Results: {parts}</source>
            <translation>Ergebnisse: {parts}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>AT fire by {unit} at {target}</source>
            <translation>AT-Feuer von {unit} auf {target}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>To hit: {n} or less on 2d6 after modifiers ({total:+d}): {p:.0%}</source>
            <translation>Treffer: {n} oder weniger mit 2W6 nach Modifikatoren ({total:+d}): {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Chance to hit: {p:.0%}</source>
            <translation>Trefferchance: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>E (a hit eliminates)</source>
            <translation>E (ein Treffer eliminiert)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>none (a hit cannot hurt it)</source>
            <translation>keine (ein Treffer kann ihm nichts anhaben)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Elimination number: {n} (ATFP {atfp}); under it eliminates, equal immobilizes</source>
            <translation>Eliminierungszahl: {n} (ATFP {atfp}); darunter eliminiert, gleich macht bewegungsunfähig</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>If hit: eliminated {kill:.0%}, immobilized {stop:.0%} (crew checks included)</source>
            <translation>Bei Treffer: vernichtet {kill:.0%}, bewegungsunfähig {stop:.0%} (Besatzungsproben eingerechnet)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>A hit destroys it</source>
            <translation>Ein Treffer zerstört es</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Target eliminated: {p:.0%}</source>
            <translation>Ziel eliminiert: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Target immobilized: {p:.0%}</source>
            <translation>Ziel bewegungsunfähig: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>No effect: {p:.0%}</source>
            <translation>Keine Wirkung: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Attack {attack} APFP against defence {defence} APFP</source>
            <translation>Angriff {attack} APFP gegen Verteidigung {defence} APFP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Defenders eliminated: {p:.0%}</source>
            <translation>Verteidiger eliminiert: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Attackers lost on average: {n:.2f}</source>
            <translation>Verlorene Angreifer im Mittel: {n:.2f}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>leader {leader} {value:+d}</source>
            <translation>Führer {leader} {value:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Close assault by {units} on {hex}</source>
            <translation>Nahkampf von {units} gegen {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>No roll: the defenders are all pinned and fall (15.9)</source>
            <translation>Kein Wurf: Die Verteidiger sind alle niedergehalten und fallen (15.9)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Odds {odds}: kill number {kill}, {modified} with its modifiers; roll it or less on 2d6</source>
            <translation>Verhältnis {odds}: Eliminierungszahl {kill}, {modified} mit Modifikatoren; diese oder weniger mit 2W6 würfeln</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Modifiers:</source>
            <translation>Modifikatoren:</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Rally order</source>
            <translation>Reihenfolge beim Sammeln</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>The pinned units try to rally from the top down; a leader who rallies helps the units of his hex that try after him. Uncheck a unit to leave it pinned.</source>
            <translation>Die niedergehaltenen Einheiten versuchen sich von oben nach unten zu sammeln; ein Führer, der sich sammelt, hilft den Einheiten seines Hexfelds, die nach ihm an der Reihe sind. Eine Einheit abwählen, um sie niedergehalten zu lassen.</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Move &amp;up</source>
            <translation>Nach &amp;oben</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Move &amp;down</source>
            <translation>Nach &amp;unten</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Rally</source>
            <translation>Sammeln</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Outcome</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Close (Esc)</source>
            <translation>Schließen (Esc)</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Closes by itself · Esc or × to close now</source>
            <translation>Schließt sich von selbst · Esc oder × schließt sofort</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Attack results</source>
            <translation>Angriffsergebnisse</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Show each attack's table, dice, modifiers and outcome in a panel over the map</source>
            <translation>Zu jedem Angriff Tabelle, Würfel, Modifikatoren und Ergebnis in einem Feld über der Karte zeigen</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>assault movement</source>
            <translation>Sturmbewegung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>attacker's leader</source>
            <translation>Führer des Angreifers</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>defender's leader</source>
            <translation>Führer des Verteidigers</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>firing from barbed wire</source>
            <translation>Feuer aus dem Stacheldraht</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>grenades</source>
            <translation>Granaten</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>hindrance</source>
            <translation>Sichtbehinderung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>opportunity fire, adjacent</source>
            <translation>Gelegenheitsfeuer, angrenzend</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>opportunity fire, no cover</source>
            <translation>Gelegenheitsfeuer, ohne Deckung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>other modifier</source>
            <translation>anderer Modifikator</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>target hex hindrance</source>
            <translation>Sichtbehinderung im Zielhexfeld</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{terrain} cover</source>
            <translation>Deckung: {terrain}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Anti-Personnel Combat Table</source>
            <translation>Kampftabelle gegen Personal</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Armor Elimination Table</source>
            <translation>Panzervernichtungstabelle</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Close Assault Table</source>
            <translation>Nahkampftabelle</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire Support Combat Table</source>
            <translation>Kampftabelle Feuerunterstützung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Sniper Combat Table</source>
            <translation>Scharfschützen-Kampftabelle</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: {result}</source>
            <translation>{unit}: {result}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: eliminated</source>
            <translation>{unit}: ausgeschaltet</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: crew check {roll}, {result}</source>
            <translation>{unit}: Besatzungsprobe {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>abandoned</source>
            <translation>verlassen</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: shows valor</source>
            <translation>{unit}: zeigt Tapferkeit</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{units} take {hex}</source>
            <translation>{units} nehmen {hex} ein</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{cp} CP</source>
            <translation>{cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>No effect</source>
            <translation>Keine Wirkung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Opportunity fire at {hex}</source>
            <translation>Gelegenheitsfeuer auf {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>AP fire at {hex}</source>
            <translation>AP-Feuer auf {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Firing</source>
            <translation>Feuernd</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Leader</source>
            <translation>Führer</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Total APFP</source>
            <translation>APFP gesamt</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Table row</source>
            <translation>Tabellenzeile</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice roll modifiers</source>
            <translation>Würfelmodifikatoren</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice</source>
            <translation>Würfel</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice roll</source>
            <translation>Würfelwurf</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Modified roll</source>
            <translation>Modifizierter Wurf</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Casualty points</source>
            <translation>Verlustpunkte</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire lane in {hex}</source>
            <translation>Feuergasse in {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire lane</source>
            <translation>Feuergasse</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Markers</source>
            <translation>Marker</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Moving through</source>
            <translation>In Bewegung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>AT fire at {target}</source>
            <translation>AT-Feuer auf {target}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attack</source>
            <translation>Angriff</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Weapon</source>
            <translation>Waffe</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Target</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Armor hit</source>
            <translation>Getroffene Panzerung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To hit</source>
            <translation>Treffer</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To-hit number</source>
            <translation>Trefferzahl</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{n} or less</source>
            <translation>{n} oder weniger</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hit?</source>
            <translation>Treffer?</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hit</source>
            <translation>Treffer</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Missed</source>
            <translation>Verfehlt</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To kill</source>
            <translation>Vernichtung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill number</source>
            <translation>Vernichtungszahl</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill roll</source>
            <translation>Vernichtungswurf</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Combat result</source>
            <translation>Kampfergebnis</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>front armor</source>
            <translation>Frontpanzerung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>side armor</source>
            <translation>Seitenpanzerung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>rear armor</source>
            <translation>Heckpanzerung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Close assault on {hex}</source>
            <translation>Nahkampf gegen {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Forces</source>
            <translation>Kräfte</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attackers</source>
            <translation>Angreifer</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker APFP</source>
            <translation>APFP des Angreifers</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender APFP</source>
            <translation>APFP des Verteidigers</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Odds</source>
            <translation>Kräfteverhältnis</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender kill number modifiers</source>
            <translation>Modifikatoren der Vernichtungszahl (Verteidiger)</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Modified kill number</source>
            <translation>Modifizierte Vernichtungszahl</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill dice roll</source>
            <translation>Vernichtungswurf</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker dice roll modifiers</source>
            <translation>Würfelmodifikatoren (Angreifer)</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>none needed</source>
            <translation>nicht nötig</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defenders eliminated</source>
            <translation>Verteidiger ausgeschaltet</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Assault failed</source>
            <translation>Angriff gescheitert</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Combat losses</source>
            <translation>Gefechtsverluste</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker CP</source>
            <translation>CP des Angreifers</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender CP</source>
            <translation>CP des Verteidigers</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hex cleared</source>
            <translation>Hexfeld gesäubert</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{mission} on {hex}</source>
            <translation>{mission} auf {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire support</source>
            <translation>Feuerunterstützung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire support type</source>
            <translation>Art der Feuerunterstützung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>APFP</source>
            <translation>APFP</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>on target</source>
            <translation>im Ziel</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/result_tables.py" />
            <source>%n hex(es) to {hex}</source>
            <translation>
                <numerusform>%n Hexfeld nach {hex}</numerusform>
                <numerusform>%n Hexfelder nach {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Accuracy</source>
            <translation>Genauigkeit</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Aimed at</source>
            <translation>Zielpunkt</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Accuracy roll</source>
            <translation>Genauigkeitswurf</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Drift</source>
            <translation>Abweichung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Cover</source>
            <translation>Deckung</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Soft target result</source>
            <translation>Ergebnis gegen weiche Ziele</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{side} sniper fires at {hex}</source>
            <translation>Scharfschütze ({side}) schießt auf {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Sniper in</source>
            <translation>Scharfschütze in</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Targets</source>
            <translation>Ziele</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} cannot be read: {reason}</source>
            <translation>{path} kann nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>This is not a saved game or game log: {reason}</source>
            <translation>Dies ist weder eine gespeicherte Partie noch ein Spielprotokoll: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>its dice and events come out differently</source>
            <translation>Würfel und Ereignisse fallen anders aus</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} does not play again as it was saved ({reason}): the file was changed, or saved by a version with other rules.</source>
            <translation>{path} lässt sich nicht so nachspielen, wie es gespeichert wurde ({reason}): Die Datei wurde verändert oder von einer Version mit anderen Regeln gespeichert.</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} holds a scenario this version cannot play: {reason}</source>
            <translation>{path} enthält ein Szenario, das diese Version nicht spielen kann: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>&amp;Save game…</source>
            <translation>Partie &amp;speichern…</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Save the game to go on with it later: File &gt; Continue a saved game (Ctrl+S)</source>
            <translation>Die Partie speichern, um sie später fortzusetzen: Datei &gt; Gespeicherte Partie fortsetzen (Strg+S)</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>&amp;Play from here…</source>
            <translation>&amp;Ab hier spielen…</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Stop the replay and play the game on from this action, choosing who plays each side</source>
            <translation>Die Wiedergabe anhalten und die Partie ab dieser Aktion weiterspielen; wählen, wer welche Seite spielt</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Cannot save the game</source>
            <translation>Die Partie kann nicht gespeichert werden</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Save game</source>
            <translation>Partie speichern</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Saved games (*.json)</source>
            <translation>Gespeicherte Partien (*.json)</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Saved the game to {path}</source>
            <translation>Partie gespeichert unter {path}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Autosaved: turn {turn}, {side}'s segment</source>
            <translation>Automatisch gesichert: Runde {turn}, Abschnitt {side}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Autosave failed: {reason}</source>
            <translation>Automatische Sicherung fehlgeschlagen: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Leave the game</source>
            <translation>Partie verlassen</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>The game is in progress. Save it before leaving?</source>
            <translation>Die Partie läuft noch. Vor dem Verlassen speichern?</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Without saving, File &gt; Continue a saved game still finds its last autosave, from the start of this segment.</source>
            <translation>Ohne Speichern findet Datei &gt; Gespeicherte Partie fortsetzen noch ihre letzte automatische Sicherung vom Beginn dieses Abschnitts.</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Next action</source>
            <translation>&amp;Nächste Aktion</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Back to the &amp;game</source>
            <translation>Zurück zum &amp;Spiel</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Replay the opponent's segment</source>
            <translation>Abschnitt des &amp;Gegners wiederabspielen</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Step through the computer's actions since you last acted, with its reasons (R)</source>
            <translation>Die Aktionen des Computers seit Ihrer letzten Aktion einzeln durchgehen, mit seinen Gründen (R)</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Done</source>
            <translation>&amp;Fertig</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>The opponent's segment, before its first action. Next shows each action.</source>
            <translation>Der Abschnitt des Gegners vor seiner ersten Aktion. „Nächste“ zeigt jede Aktion.</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{n} of {total}</source>
            <translation>{n} von {total}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{head}: an action out of sight</source>
            <translation>{head}: eine Aktion außer Sicht</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{head}: {action}</source>
            <translation>{head}: {action}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>why: {reason}</source>
            <translation>Grund: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>outcome: {what}</source>
            <translation>Ergebnis: {what}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Replay of the opponent's segment · action {n} of {total}</source>
            <translation>Wiedergabe des gegnerischen Abschnitts · Aktion {n} von {total}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{n} / {total}</source>
            <translation>{n} / {total}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/stack_tabs.py" />
            <source>%n unit(s) in this hex: pick a tab to see one unit and its choices.</source>
            <translation>
                <numerusform>%n Einheit in diesem Hexfeld: Wählen Sie einen Reiter für eine Einheit und ihre Möglichkeiten.</numerusform>
                <numerusform>%n Einheiten in diesem Hexfeld: Wählen Sie einen Reiter für eine Einheit und ihre Möglichkeiten.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/stack_tabs.py" />
            <source>Whole stack</source>
            <translation>Ganzer Stapel</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Hotseat: two people at this computer</source>
            <translation>Hotseat: zwei Personen an diesem Computer</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Against the computer</source>
            <translation>Gegen den Computer</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer against computer (watch)</source>
            <translation>Computer gegen Computer (zuschauen)</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Automatic</source>
            <translation>Automatisch</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Ask me: opportunity fire, casualties, rally order</source>
            <translation>Frag mich: Gelegenheitsfeuer, Verluste, Sammelreihenfolge</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Hard</source>
            <translation>Schwer</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Ask me: when enemy units move where yours could fire at them, you decide who fires (opportunity fire and fire lanes), with the odds shown; when your units take Casualty Points from fire, you choose which are pinned, reduced or eliminated; and you pick the order of your rally attempts. Automatic: the program decides, as it does for the computer.</source>
            <translation>Frag mich: Wenn feindliche Einheiten dorthin ziehen, wo deine sie beschießen könnten, entscheidest du, wer feuert (Gelegenheitsfeuer und Feuergassen), mit angezeigten Chancen; wenn deine Einheiten durch Beschuss Verlustpunkte erleiden, wählst du, welche niedergehalten, reduziert oder eliminiert werden; und du bestimmst die Reihenfolge deiner Sammelversuche. Automatisch: Das Programm entscheidet, wie für den Computer.</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Dice bias helps or hinders the computer: it is offered only against the computer</source>
            <translation>Die Würfeltendenz hilft oder schadet dem Computer: Sie wird nur gegen den Computer angeboten</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Your side</source>
            <translation>Ihre Seite</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer level</source>
            <translation>Computerstärke</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer personality</source>
            <translation>Computerpersönlichkeit</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;Move</source>
            <translation>&amp;Bewegen</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Selec&amp;t</source>
            <translation>A&amp;uswählen</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>ready</source>
            <translation>bereit</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;All</source>
            <translation>A&amp;lle</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;None</source>
            <translation>&amp;Keine</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Assa&amp;ult move</source>
            <translation>&amp;Sturmbewegung</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Half the movement allowance, and +1 cover while moving (6.4)</source>
            <translation>Die halbe Bewegungsweite, dafür +1 Deckung während der Bewegung (6.4)</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Sm&amp;oke</source>
            <translation>&amp;Nebel</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Place smoke in the units' hex or next to it as they start (11.2)</source>
            <translation>Beim Losgehen Nebel im eigenen oder einem angrenzenden Hexfeld legen (11.2)</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>S&amp;plit</source>
            <translation>&amp;Teilen</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;Combine</source>
            <translation>Zusa&amp;mmenlegen</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Split the checked squad into two half squads</source>
            <translation>Den angekreuzten Trupp in zwei Halbtrupps teilen</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Combine the two checked half squads into a squad</source>
            <translation>Die beiden angekreuzten Halbtrupps zu einem Trupp zusammenlegen</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Swap &amp;weapon</source>
            <translation>&amp;Waffe tauschen</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/unit_popup.py" />
            <source>{hex}: %n unit(s) — check the ones to act</source>
            <translation>
                <numerusform>{hex}: %n Einheit — die handelnden ankreuzen</numerusform>
                <numerusform>{hex}: %n Einheiten — die handelnden ankreuzen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>These units cannot start a move together now.</source>
            <translation>Diese Einheiten können jetzt nicht gemeinsam losziehen.</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>These units have nothing to do alone now; check the others too.</source>
            <translation>Diese Einheiten können jetzt allein nichts tun; auch die anderen ankreuzen.</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Check at least one unit.</source>
            <translation>Mindestens eine Einheit ankreuzen.</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>Decisive victory</source>
            <translation>Entscheidender Sieg</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>Decisive defeat</source>
            <translation>Entscheidende Niederlage</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>The battle is over</source>
            <translation>Das Gefecht ist vorbei</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>{side} wins</source>
            <translation>Sieger: {side}</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>A draw</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>{level} for the attacker ({side})</source>
            <translation>{level} für den Angreifer ({side})</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/victory.py" />
            <source>After %n turn(s): {reason}</source>
            <translation>
                <numerusform>Nach %n Runde: {reason}</numerusform>
                <numerusform>Nach %n Runden: {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/victory.py" />
            <source>{side}: lost {lost} of {start} points, %n unit(s) exited</source>
            <translation>
                <numerusform>{side}: {lost} von {start} Punkten verloren, %n Einheit ausgetreten</numerusform>
                <numerusform>{side}: {lost} von {start} Punkten verloren, %n Einheiten ausgetreten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Test run: {title}</source>
            <translation>Probespiel: {title}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Choices</source>
            <translation>Möglichkeiten</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Turn {turn} of {turns} · the battle is over</source>
            <translation>Runde {turn} von {turns} · das Gefecht ist vorbei</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act (computer)</source>
            <translation>Am Zug: {side} (Computer)</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act (replayed)</source>
            <translation>{side} am Zug (Wiederholung)</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act</source>
            <translation>Am Zug: {side}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Turn {turn} of {turns} · {side}'s segment · {phase} phase · {actor}</source>
            <translation>Runde {turn} von {turns} · Abschnitt: {side} · Phase: {phase} · {actor}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source> · moving {units}: {spent:g} MP spent, {left:g} left</source>
            <translation> · Bewegung von {units}: {spent:g} MP verbraucht, {left:g} übrig</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Save the game log</source>
            <translation>Spielprotokoll speichern</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Saved the game log to {path}</source>
            <translation>Spielprotokoll in {path} gespeichert</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Zoom in (+)</source>
            <translation>Vergrößern (+)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Zoom out (−)</source>
            <translation>Verkleinern (−)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Readable counters, centred on the side to act (Ctrl+0)</source>
            <translation>Lesbare Spielsteine, zentriert auf die handelnde Seite (Strg+0)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Fit</source>
            <translation>Einpassen</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>The whole map (F)</source>
            <translation>Die ganze Karte (F)</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>+1</source>
            <translation>+1</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>+2</source>
            <translation>+2</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>+3 or more</source>
            <translation>+3 oder mehr</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>out of sight</source>
            <translation>außer Sicht</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>&lt;b&gt;Line of sight&lt;/b&gt;&lt;br&gt;Click a hex to see what it sees. Esc leaves.</source>
            <translation>&lt;b&gt;Sichtlinie&lt;/b&gt;&lt;br&gt;Klicken Sie auf ein Hexfeld, um zu sehen, was es sieht. Esc beendet.</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>LOS probe: click a hex, then point at another; right click or Esc to stop</source>
            <translation>LOS-Prüfung: Klicken Sie auf ein Hexfeld und zeigen Sie dann auf ein anderes; Rechtsklick oder Esc zum Beenden</translation>
        </message>
        <message numerus="yes">
            <location filename="../tools/los_tool.py" />
            <source>&lt;b&gt;From {hex}&lt;/b&gt;: sees %n hex(es), {blocked} out of sight.&lt;br&gt;Point at a hex for the line.</source>
            <translation>
                <numerusform>&lt;b&gt;Von {hex}&lt;/b&gt;: sieht %n Hexfeld, {blocked} außer Sicht.&lt;br&gt;Zeigen Sie auf ein Hexfeld für die Linie.</numerusform>
                <numerusform>&lt;b&gt;Von {hex}&lt;/b&gt;: sieht %n Hexfelder, {blocked} außer Sicht.&lt;br&gt;Zeigen Sie auf ein Hexfeld für die Linie.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>range {n}</source>
            <translation>Entfernung {n}</translation>
        </message>
        <message>
            <location filename="../tools/place_tool.py" />
            <source>Click a hex on the map to place {what}</source>
            <translation>Klicken Sie auf ein Hexfeld der Karte, um {what} zu platzieren</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Redo</source>
            <translation>Wiederherstellen</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;New scenario…</source>
            <translation>&amp;Neues Szenario…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Open draft…</source>
            <translation>Entwurf &amp;öffnen…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Open c&amp;ustom scenario…</source>
            <translation>&amp;Eigenes Szenario öffnen…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Import packages…</source>
            <translation>Szenariopakete &amp;importieren…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Save &amp;as…</source>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Close scenario</source>
            <translation>Szenario sch&amp;ließen</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Delete in hex</source>
            <translation>Im Hexfeld &amp;löschen</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Rotate clockwise</source>
            <translation>Im &amp;Uhrzeigersinn drehen</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Rotate &amp;anticlockwise</source>
            <translation>&amp;Gegen den Uhrzeigersinn drehen</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>S&amp;top placing</source>
            <translation>&amp;Platzieren beenden</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Fit to window</source>
            <translation>An &amp;Fenster anpassen</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Scenario</source>
            <translation>&amp;Szenario</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Copy stack</source>
            <translation>Stapel &amp;kopieren</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Paste stack</source>
            <translation>&amp;Stapel einfügen</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Line of sight probe</source>
            <translation>Sichtlinien-&amp;Prüfung</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Line of sight probe (L): click a hex to see what it sees</source>
            <translation>Sichtlinien-Prüfung (L): Klicken Sie auf ein Hexfeld, um zu sehen, was es sieht</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Select a hex with a stack to copy</source>
            <translation>Wählen Sie ein Hexfeld mit einem Stapel zum Kopieren</translation>
        </message>
        <message numerus="yes">
            <location filename="../window/editing_extras.py" />
            <source>Copied %n counter(s) from {hex}; Ctrl+V pastes them</source>
            <translation>
                <numerusform>%n Spielstein aus {hex} kopiert; Strg+V fügt ihn ein</numerusform>
                <numerusform>%n Spielsteine aus {hex} kopiert; Strg+V fügt sie ein</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Copy a stack first (Ctrl+C), then pick a hex to paste into</source>
            <translation>Kopieren Sie zuerst einen Stapel (Ctrl+C) und wählen Sie dann ein Hexfeld zum Einfügen</translation>
        </message>
        <message>
            <location filename="../window/history_dock.py" />
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <location filename="../window/history_dock.py" />
            <source>&lt;opened&gt;</source>
            <translation>&lt;opened&gt;</translation>
        </message>
        <message>
            <location filename="../window/layout_settings.py" />
            <source>&amp;Reset window layout</source>
            <translation>Fensterlayout &amp;zurücksetzen</translation>
        </message>
        <message>
            <location filename="../window/layout_settings.py" />
            <source>Docks and toolbar back where a first start puts them</source>
            <translation>Andockfenster und Werkzeugleiste wieder dorthin, wo sie beim ersten Start waren</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Open draft</source>
            <translation>Entwurf öffnen</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Open custom scenario</source>
            <translation>Eigenes Szenario öffnen</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Cannot save the scenario</source>
            <translation>Das Szenario kann nicht gespeichert werden</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Saved {path}</source>
            <translation>{path} gespeichert</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Click hexes to place {what}; right click or Esc to stop</source>
            <translation>Klicken Sie auf Hexfelder, um {what} zu platzieren; Rechtsklick oder Esc zum Beenden</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Nothing in this hex has a facing</source>
            <translation>Nichts in diesem Hexfeld hat eine Ausrichtung</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>New scenario</source>
            <translation>Neues Szenario</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Create scenario</source>
            <translation>Szenario erstellen</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Add →</source>
            <translation>Hinzufügen →</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Move left</source>
            <translation>Nach links</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Move right</source>
            <translation>Nach rechts</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Turn 180°</source>
            <translation>Um 180° drehen</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Battlefield, left to right</source>
            <translation>Schlachtfeld, von links nach rechts</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source> (turned 180°)</source>
            <translation> (um 180° gedreht)</translation>
        </message>
        <message numerus="yes">
            <location filename="../window/new_scenario_dialog.py" />
            <source>%n board(s), {h} hexes</source>
            <translation>
                <numerusform>%n Spielplan, {h} Hexfelder</numerusform>
                <numerusform>%n Spielpläne, {h} Hexfelder</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Add at least one board.</source>
            <translation>Fügen Sie mindestens einen Spielplan hinzu.</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>Problems</source>
            <translation>Probleme</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>No problems: the scenario follows the placement rules.</source>
            <translation>Keine Probleme: Das Szenario hält die Aufstellungsregeln ein.</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>Problems ({n})</source>
            <translation>Probleme ({n})</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenarios (*.json)</source>
            <translation>Szenarien (*.json)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenarios and packages (*.json *.zip)</source>
            <translation>Szenarien und Szenariopakete (*.json *.zip)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenario packages (*.zip)</source>
            <translation>Szenariopakete (*.zip)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>PNG pictures (*.png)</source>
            <translation>PNG-Bilder (*.png)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Save scenario</source>
            <translation>Szenario speichern</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Unsaved changes</source>
            <translation>Nicht gespeicherte Änderungen</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>„{name}“ enthält nicht gespeicherte Änderungen. Zuerst speichern?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Recover unsaved work?</source>
            <translation>Nicht gespeicherte Arbeit wiederherstellen?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>The editor was not closed properly last time. It autosaved:

{what}

Recover it?</source>
            <translation>Der Editor wurde beim letzten Mal nicht ordnungsgemäß beendet. Er hat automatisch gespeichert:

{what}

Wiederherstellen?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Recover</source>
            <translation>Wiederherstellen</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Discard</source>
            <translation>Verwerfen</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Ask me later</source>
            <translation>Später fragen</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Main toolbar</source>
            <translation>Hauptwerkzeugleiste</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>&amp;Select</source>
            <translation>&amp;Auswählen</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>&amp;Place from the palette</source>
            <translation>Aus der Palette &amp;platzieren</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Select</source>
            <translation>Auswählen</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Place</source>
            <translation>Platzieren</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Hide units</source>
            <translation>Einheiten ausblenden</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Pick a counter or marker in the palette, then click hexes to place it</source>
            <translation>Wählen Sie einen Spielstein oder Marker in der Palette und klicken Sie dann auf Hexfelder, um ihn zu platzieren</translation>
        </message>
    </context>
    <context>
        <name>placement</name>
        <message>
            <location filename="../../core/placement/force_rules.py" />
            <source>the {side} side has no units: place some on the map or bring them in a reinforcement group</source>
            <translation>die Seite {side} hat keine Einheiten: stellen Sie welche auf die Karte oder bringen Sie sie als Verstärkungsgruppe ins Spiel</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>units of both sides share this hex ({who})</source>
            <translation>Einheiten beider Seiten teilen sich dieses Hexfeld ({who})</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{count} {side} stacks are placed in this hex: merge them into one</source>
            <translation>{count} Stapel der Seite {side} stehen in diesem Hexfeld: Fassen Sie sie zu einem zusammen</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{count} {group}</source>
            <translation>{count} {group}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{units} may not share a hex with the {fortification}: only {allowed} may</source>
            <translation>{units} dürfen kein Hexfeld mit der Befestigung {fortification} teilen: Das dürfen nur {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{units} do not fit in the {fortification}: it holds {limits}</source>
            <translation>{units} passen nicht in die Befestigung {fortification}: Sie fasst {limits}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>too many units in one hex ({units}); a hex holds {limits}</source>
            <translation>Zu viele Einheiten in einem Hexfeld ({units}); ein Hexfeld fasst {limits}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>no unit may be in {terrain} hexes: {units} must be placed elsewhere</source>
            <translation>Keine Einheit darf in Hexfeldern mit Gelände {terrain} stehen: {units} müssen woanders aufgestellt werden</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{terrain} hexes are closed to them: {units} must be placed elsewhere</source>
            <translation>Hexfelder mit Gelände {terrain} sind für sie gesperrt: {units} müssen woanders aufgestellt werden</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{unit} cannot be in a {terrain} hex without a road</source>
            <translation>{unit} darf nicht ohne Straße in einem Hexfeld mit Gelände {terrain} stehen</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>the large gun {unit} (0 MP) cannot be in a {terrain} hex</source>
            <translation>Das große Geschütz {unit} (0 MP) darf nicht in einem Hexfeld mit Gelände {terrain} stehen</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this fortification is not on the battlefield</source>
            <translation>Diese Befestigung liegt nicht auf dem Schlachtfeld</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>unknown fortification type {type}</source>
            <translation>Unbekannter Befestigungstyp {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>no {fortification} on a bridge: {kind}s go only in {allowed}</source>
            <translation>Keine Befestigung {fortification} auf einer Brücke: Dieser Typ ({kind}) steht nur in {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>no {fortification} in {terrain}: {kind}s go only in {allowed}</source>
            <translation>Keine Befestigung {fortification} in Gelände {terrain}: Dieser Typ ({kind}) steht nur in {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{count} fortifications or entrenchments share this hex; a hex holds one</source>
            <translation>{count} Befestigungen oder Verschanzungen teilen sich dieses Hexfeld; ein Hexfeld fasst eine</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>a {fortification} needs a facing: it fires only through its forward arc</source>
            <translation>Die Befestigung {fortification} braucht eine Ausrichtung: Sie feuert nur durch ihren vorderen Bogen</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{fortification} cannot be hidden; only minefields can</source>
            <translation>Die Befestigung {fortification} kann nicht verdeckt sein; das können nur Minenfelder</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this smoke marker is not on the battlefield</source>
            <translation>Dieser Rauchmarker liegt nicht auf dem Schlachtfeld</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{count} smoke markers are in this hex; only one may be</source>
            <translation>{count} Rauchmarker liegen in diesem Hexfeld; erlaubt ist nur einer</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this objective is not on the battlefield</source>
            <translation>Dieses Ziel liegt nicht auf dem Schlachtfeld</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>two objectives are in the same hex</source>
            <translation>Zwei Ziele liegen im selben Hexfeld</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>objectives start flying the defender's ({defender}) flag, not the {owner} one</source>
            <translation>Ziele tragen zu Beginn die Flagge des Verteidigers ({defender}), nicht die der Seite {owner}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an objective scenario needs at least one objective on the map</source>
            <translation>Ein Zielszenario braucht mindestens ein Ziel auf der Karte</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the attacker must hold {required} objectives but the map has only {total}</source>
            <translation>Der Angreifer muss {required} Ziele halten, aber die Karte hat nur {total}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this exit hex is not on the battlefield</source>
            <translation>Dieses Abzugshexfeld liegt nicht auf dem Schlachtfeld</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>exit hexes must lie on an edge of the map</source>
            <translation>Abzugshexfelder müssen an einem Kartenrand liegen</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an exit scenario needs at least one exit hex</source>
            <translation>Ein Abzugsszenario braucht mindestens ein Abzugshexfeld</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an exit scenario needs the number of units the attacker must exit</source>
            <translation>Ein Abzugsszenario braucht die Zahl der Einheiten, die der Angreifer abziehen muss</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the attacker must exit {goal} units but can exit at most {force} (units on the map with their riders and towed guns, reinforcements that arrive in time, and the half squads its squads could split into)</source>
            <translation>Der Angreifer muss {goal} Einheiten abziehen, kann aber höchstens {force} abziehen (Einheiten auf der Karte mit ihren Mitfahrern und geschleppten Geschützen, rechtzeitig eintreffende Verstärkungen und die Halbtrupps, in die sich seine Trupps aufteilen könnten)</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the {side} side holds an unknown weapon {weapon}</source>
            <translation>Die Seite {side} hält eine unbekannte Waffe {weapon}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{weapon} is not an expendable (X) weapon; give it to a unit instead</source>
            <translation>{weapon} ist keine Verbrauchswaffe (X); geben Sie sie stattdessen einer Einheit</translation>
        </message>
        <message>
            <location filename="../../core/placement/reinforcement_rules.py" />
            <source>{group}: due on turn {turn} of a {turns}-turn scenario, they never arrive</source>
            <translation>{group}: fällig in Runde {turn} eines Szenarios mit {turns} Runden, sie treffen nie ein</translation>
        </message>
        <message>
            <location filename="../../core/placement/reinforcement_rules.py" />
            <source>{group}: {edge} is not a map edge; they come on from the north, east, south or west edge</source>
            <translation>{group}: {edge} ist kein Kartenrand; Verstärkungen kommen vom Nord-, Ost-, Süd- oder Westrand</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names no hex yet</source>
            <translation>Sonderregel {number} nennt noch kein Hexfeld</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names a hex that is not on the battlefield</source>
            <translation>Sonderregel {number} nennt ein Hexfeld, das nicht auf dem Schlachtfeld liegt</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} ends on turn {last}, before it begins (turn {first})</source>
            <translation>Sonderregel {number} endet in Runde {last}, bevor sie beginnt (Runde {first})</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names turn {turn}, but the scenario has {turns} turns</source>
            <translation>Sonderregel {number} nennt Runde {turn}, aber das Szenario hat {turns} Runden</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: there is no hexside feature {feature}</source>
            <translation>Sonderregel {number}: Es gibt keine Hexseite {feature}</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} limits exits, but this is not an exit scenario</source>
            <translation>Sonderregel {number} beschränkt den Austritt, aber dies ist kein Austrittsszenario</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names a hex that is not an exit hex</source>
            <translation>Sonderregel {number} nennt ein Hexfeld, das kein Austrittsfeld ist</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} holds the units set up here, but there are none</source>
            <translation>Sonderregel {number} hält die hier aufgestellten Einheiten fest, aber hier steht keine</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: no reinforcement group arrives on turn {turn} at the {edge} edge</source>
            <translation>Sonderregel {number}: Keine Verstärkungsgruppe kommt in Runde {turn} am Rand {edge}</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} forbids smoke, but a side has smoke factors</source>
            <translation>Sonderregel {number} verbietet Nebel, aber eine Seite hat Nebelfaktoren</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} changes neither terrain nor level</source>
            <translation>Sonderregel {number} ändert weder Gelände noch Höhe</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: there is no terrain {terrain}</source>
            <translation>Sonderregel {number}: Es gibt kein Gelände {terrain}</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} limits where reinforcements enter, but that side has none</source>
            <translation>Sonderregel {number} beschränkt den Eintritt von Verstärkungen, aber diese Seite hat keine</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} lets reinforcements enter here, but no group of theirs arrives at this edge</source>
            <translation>Sonderregel {number} lässt hier Verstärkungen eintreten, aber keine ihrer Gruppen kommt an diesem Rand</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a cave must lie within {spacing} hexes of another cave of its side</source>
            <translation>eine Höhle muss höchstens {spacing} Hexfelder von einer anderen Höhle ihrer Seite entfernt liegen</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>this tunnel runs off the battlefield</source>
            <translation>dieser Tunnel verlässt das Schlachtfeld</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a tunnel's hexes must follow one another, each next to the one before</source>
            <translation>die Hexfelder eines Tunnels müssen aufeinander folgen, jedes neben dem vorigen</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a tunnel must begin and end at a cave of its side</source>
            <translation>ein Tunnel muss an einer Höhle seiner Seite beginnen und enden</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>this tunnel runs {length} hexes; a tunnel may be at most {most} hexes long</source>
            <translation>dieser Tunnel ist {length} Hexfelder lang; ein Tunnel darf höchstens {most} Hexfelder lang sein</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>no tunnel may pass under {terrain}</source>
            <translation>kein Tunnel darf unter {terrain} hindurchführen</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>unknown unit type {type}</source>
            <translation>Unbekannter Einheitentyp {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a support weapon: it must be carried by a squad, half squad or leader</source>
            <translation>{unit} ist eine Unterstützungswaffe: Sie muss von einem Trupp, Halbtrupp oder Führer getragen werden</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} ({nationality}) cannot fight for the {side} side</source>
            <translation>{unit} ({nationality}) kann nicht für die Seite {side} kämpfen</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a half squad, and this side's order of battle does not allow half squads at the start</source>
            <translation>{unit} ist ein Halbtrupp, und die Schlachtordnung dieser Seite erlaubt zu Beginn keine Halbtrupps</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot be a hero: a hero is a leader counter</source>
            <translation>{unit} kann kein Held sein: Ein Held ist ein Führer-Spielstein</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} needs a facing (the hexside its front points at)</source>
            <translation>{unit} braucht eine Ausrichtung (die Hexfeldseite, auf die seine Front zeigt)</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is infantry and has no facing</source>
            <translation>{unit} ist Infanterie und hat keine Ausrichtung</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot carry support weapons; only squads, half squads and leaders do</source>
            <translation>{unit} kann keine Unterstützungswaffen tragen; das tun nur Trupps, Halbtrupps und Führer</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {count} support weapons ({weapons}); a unit carries one</source>
            <translation>{unit} trägt {count} Unterstützungswaffen ({weapons}); eine Einheit trägt eine</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries an unknown weapon type {type}</source>
            <translation>{unit} trägt einen unbekannten Waffentyp {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {weapon}, which is not a support weapon</source>
            <translation>{unit} trägt {weapon}, das keine Unterstützungswaffe ist</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {weapon}: expendable (X) weapons are held by the side, not by a unit</source>
            <translation>{unit} trägt {weapon}: Verbrauchswaffen (X) hält die Seite, nicht eine Einheit</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a leader and may carry only a light (L) weapon, not {weapon}</source>
            <translation>{unit} ist ein Führer und darf nur eine leichte Waffe (L) tragen, nicht {weapon}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is not a transport and cannot carry passengers</source>
            <translation>{unit} ist kein Transportmittel und kann keine Mitfahrer befördern</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{passenger} rides with {unit} and cannot carry units itself</source>
            <translation>{passenger} fährt mit {unit} und kann selbst keine Einheiten befördern</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries only infantry, not {others}; guns are towed</source>
            <translation>{unit} befördert nur Infanterie, nicht {others}; Geschütze werden geschleppt</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} ({transport}) carries {passengers}; {capacity}</source>
            <translation>{unit} ({transport}) befördert {passengers}; {capacity}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot tow a gun ({gun})</source>
            <translation>{unit} kann kein Geschütz schleppen ({gun})</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} may tow only a gun, not {gun}</source>
            <translation>{unit} darf nur ein Geschütz schleppen, nicht {gun}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} (TH) cannot tow the large gun {gun} (0 MP)</source>
            <translation>{unit} (TH) kann das große Geschütz {gun} (0 MP) nicht schleppen</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>the {side} side cannot be of nationality {nationality}</source>
            <translation>Die Seite {side} kann nicht die Nationalität {nationality} haben</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>this stack is not on the battlefield</source>
            <translation>Dieser Stapel liegt nicht auf dem Schlachtfeld</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{weapon} lies in the hex: give it to a squad, half squad or leader</source>
            <translation>{weapon} liegt im Hexfeld: Geben Sie sie einem Trupp, Halbtrupp oder Führer</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>unit id {id} is used {count} times ({units}); each counter needs its own id</source>
            <translation>Die Einheiten-ID {id} wird {count}-mal verwendet ({units}); jeder Spielstein braucht seine eigene ID</translation>
        </message>
    </context>
    <context>
        <name>data</name>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>one</source>
            <translation>ein</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>two</source>
            <translation>zwei</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>three</source>
            <translation>drei</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>four</source>
            <translation>vier</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>infantry unit</source>
            <translation>Infanterieeinheit</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>infantry units</source>
            <translation>Infanterieeinheiten</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <location filename="../../core/texts.py" />
            <source>gun</source>
            <translation>Geschütz</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>guns</source>
            <translation>Geschütze</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV</source>
            <translation>Panzerfahrzeug</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs</source>
            <translation>Panzerfahrzeuge</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV or vehicle</source>
            <translation>Panzerfahrzeug oder Fahrzeug</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs or vehicles</source>
            <translation>Panzerfahrzeuge oder Fahrzeuge</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV, vehicle or gun</source>
            <translation>Panzerfahrzeug, Fahrzeug oder Geschütz</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs, vehicles or guns</source>
            <translation>Panzerfahrzeuge, Fahrzeuge oder Geschütze</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>allied</source>
            <translation>Alliierte</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>axis</source>
            <translation>Achse</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>attacker</source>
            <translation>Angreifer</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>defender</source>
            <translation>Verteidiger</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>north</source>
            <translation>Nord</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>east</source>
            <translation>Ost</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>south</source>
            <translation>Süd</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>west</source>
            <translation>West</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>entrenchment</source>
            <translation>Feldbefestigung</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>small</source>
            <translation>klein</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>medium</source>
            <translation>mittel</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>large</source>
            <translation>groß</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>infantry</source>
            <translation>Infanterie</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>leader</source>
            <translation>Anführer</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>vehicle</source>
            <translation>Fahrzeug</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>fortification</source>
            <translation>Befestigung</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Open ground</source>
            <translation>Offenes Gelände</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Farmland (field)</source>
            <translation>Ackerland (Feld)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Farmland (crop)</source>
            <translation>Ackerland (Getreide)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Building (stone)</source>
            <translation>Gebäude (Stein)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Woods</source>
            <translation>Wald</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Stream</source>
            <translation>Bach</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Orchard</source>
            <translation>Obstgarten</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hay stacks</source>
            <translation>Heuhaufen</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Canal</source>
            <translation>Kanal</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Pond</source>
            <translation>Teich</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Marsh</source>
            <translation>Sumpf</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>River</source>
            <translation>Fluss</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Ocean</source>
            <translation>Meer</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Beach</source>
            <translation>Strand</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Desert</source>
            <translation>Wüste</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Jungle</source>
            <translation>Dschungel</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Palm grove</source>
            <translation>Palmenhain</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Gully</source>
            <translation>Schlucht</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Wadi</source>
            <translation>Wadi</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Stone wall</source>
            <translation>Steinmauer</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hedge</source>
            <translation>Hecke</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hedgerow (bocage)</source>
            <translation>Wallhecke (Bocage)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Concrete bunker</source>
            <translation>Betonbunker</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Wood and earth bunker</source>
            <translation>Holz-Erde-Bunker</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Sandbags</source>
            <translation>Sandsäcke</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Barbed wire</source>
            <translation>Stacheldraht</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Minefield</source>
            <translation>Minenfeld</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Foxholes</source>
            <translation>Schützenlöcher</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Trench</source>
            <translation>Schützengraben</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Cave</source>
            <translation>Höhle</translation>
        </message>
    </context>
    <context>
        <name>core</name>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>an edge half hex must be open ground at level 0 so that any board can join this one</source>
            <translation>ein halbes Randhexfeld muss offenes Gelände auf Höhe 0 sein, damit jeder Spielplan anschließen kann</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a {feature} on the board edge would belong to the neighbouring board</source>
            <translation>{feature} am Spielplanrand gehörte zum Nachbarplan</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a {feature} between two edge half hexes would be cut by the seam</source>
            <translation>{feature} zwischen zwei halben Randhexfeldern würde von der Naht zerschnitten</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>the road from {hex} crosses a {feature}</source>
            <translation>die Straße von {hex} kreuzt: {feature}</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a road runs into impassable water without a bridge</source>
            <translation>eine Straße führt ohne Brücke in unpassierbares Wasser</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a bridge must cross a stream, canal or river</source>
            <translation>eine Brücke muss einen Bach, Kanal oder Fluss überqueren</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a bridge must be on a road</source>
            <translation>eine Brücke muss auf einer Straße liegen</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the challenge</source>
            <translation>bei der Herausforderung</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the acceptance of the challenge</source>
            <translation>bei der Annahme der Herausforderung</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the first turn</source>
            <translation>im ersten Zug</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the Move Phase</source>
            <translation>am Ende der Bewegungsphase</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>after the Defensive Fire Phase</source>
            <translation>nach der Defensivfeuerphase</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the segment</source>
            <translation>am Ende des Segments</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the game</source>
            <translation>am Ende der Partie</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>by resigning</source>
            <translation>durch Aufgabe</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Command Phase</source>
            <translation>Befehlsphase</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Fire Phase</source>
            <translation>Feuerphase</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Movement Phase</source>
            <translation>Bewegungsphase</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Defensive Fire Phase</source>
            <translation>Defensivfeuerphase</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Advance Phase</source>
            <translation>Vorrückphase</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>After Action Phase</source>
            <translation>Nachgefechtsphase</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>ignored</source>
            <translation>ignoriert</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>pinned</source>
            <translation>niedergehalten</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>reduced</source>
            <translation>reduziert</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>reduced and pinned</source>
            <translation>reduziert und niedergehalten</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>survived, pinned</source>
            <translation>überlebt, niedergehalten</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>eliminated</source>
            <translation>ausgeschaltet</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>hit</source>
            <translation>Treffer</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>miss</source>
            <translation>Fehlschuss</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>major victory</source>
            <translation>großer Sieg</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>minor victory</source>
            <translation>knapper Sieg</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>draw</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>minor defeat</source>
            <translation>knappe Niederlage</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>major defeat</source>
            <translation>schwere Niederlage</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} moved to {hex}</source>
            <translation>{units}: Bewegung nach {hex}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firers} fired at {target} (opportunity fire): roll {roll}, {cp} casualty points</source>
            <translation>Feuer von {firers} auf {target} (Gelegenheitsfeuer): Wurf {roll}, {cp} Verlustpunkte</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firers} fired at {target}: roll {roll}, {cp} casualty points</source>
            <translation>Feuer von {firers} auf {target}: Wurf {roll}, {cp} Verlustpunkte</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firer} fired AT at {target}: roll {roll}, {result}</source>
            <translation>PA-Feuer von {firer} auf {target}: Wurf {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} assaulted {target} at {odds}: roll {roll}, succeeded</source>
            <translation>Nahkampf von {units} gegen {target} mit {odds}: Wurf {roll}, erfolgreich</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} assaulted {target} at {odds}: roll {roll}, failed</source>
            <translation>Nahkampf von {units} gegen {target} mit {odds}: Wurf {roll}, gescheitert</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{afv} overran {target}</source>
            <translation>{afv} überrollte {target}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {unit} eliminated</source>
            <translation>  {unit} ausgeschaltet</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>turn {number} begins</source>
            <translation>Zug {number} beginnt</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>game over: {level}</source>
            <translation>Spielende: {level}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>game over: {winner} {level}</source>
            <translation>Spielende: {winner}, {level}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{unit} {result}</source>
            <translation>{unit}: {result}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {hex}: {points} casualty points</source>
            <translation>  {hex}: {points} Verlustpunkte</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {hex}: {points} casualty points ({results})</source>
            <translation>  {hex}: {points} Verlustpunkte ({results})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{side} resigned: the game is over</source>
            <translation>{side} hat aufgegeben: Die Partie ist vorbei</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>the game is over: {winner} ({level})</source>
            <translation>Die Partie ist vorbei: {winner} ({level})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>the game is over</source>
            <translation>Die Partie ist vorbei</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{side} to play (turn {turn}, {phase})</source>
            <translation>{side} am Zug (Zug {turn}, {phase})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{title}: handed over by {side} {point} (hand-over {number}, {actions} actions)</source>
            <translation>{title}: übergeben von {side} {point} (Übergabe {number}, {actions} Aktionen)</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>note: {side} opened the previous file {count} times before replying</source>
            <translation>Hinweis: {side} hat die vorige Datei {count}-mal geöffnet, bevor geantwortet wurde</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>note: the first {count} actions were played hotseat before this e-mail game, with the saved game's own dice: not verified by both players</source>
            <translation>Hinweis: Die ersten {count} Aktionen wurden vor dieser E-Mail-Partie als Hotseat gespielt, mit den Würfeln des gespeicherten Spiels: nicht von beiden Spielern geprüft</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>message: {message}</source>
            <translation>Nachricht: {message}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first} and {last}</source>
            <translation>{first} und {last}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first} or {last}</source>
            <translation>{first} oder {last}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first}; or {last}</source>
            <translation>{first}; oder {last}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>no battlefield template serves {size} battles</source>
            <translation>keine Schlachtfeldvorlage passt zur Gefechtsgröße {size}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>no battle location could hold these forces: {reasons}</source>
            <translation>kein Gefechtsort fasst diese Truppen: {reasons}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>the generated battle breaks {count} rule(s), first: {problem}</source>
            <translation>das erzeugte Gefecht verletzt {count} Regel(n), zuerst: {problem}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>the generated battle does not fit the scenario format: {error}</source>
            <translation>das erzeugte Gefecht passt nicht zum Szenarioformat: {error}</translation>
        </message>
        <message>
            <location filename="../../generator/deploy.py" />
            <source>{formation}: no room left in the {side}'s areas</source>
            <translation>{formation}: kein Platz mehr in den Gebieten ({side})</translation>
        </message>
        <message>
            <location filename="../../generator/map_additions.py" />
            <source>{location}: only {count} objective candidates</source>
            <translation>{location}: nur {count} mögliche Ziele</translation>
        </message>
    </context>
</TS>
