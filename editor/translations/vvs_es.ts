<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>editor</name>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Major victory</source>
            <translation>Victoria mayor</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Minor victory</source>
            <translation>Victoria menor</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Draw</source>
            <translation>Empate</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Minor defeat</source>
            <translation>Derrota menor</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Major defeat</source>
            <translation>Derrota mayor</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n partida</numerusform>
                <numerusform>%n partidas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of at most %n game(s) so far</source>
            <translation>
                <numerusform>{played} de %n partida como máximo hasta ahora</numerusform>
                <numerusform>{played} de %n partidas como máximo hasta ahora</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of %n game(s) so far</source>
            <translation>
                <numerusform>{played} de %n partida hasta ahora</numerusform>
                <numerusform>{played} de %n partidas hasta ahora</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of %n game(s) (cut short)</source>
            <translation>
                <numerusform>{played} de %n partida (interrumpido)</numerusform>
                <numerusform>{played} de %n partidas (interrumpido)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>seeds {first}–{last}</source>
            <translation>semillas {first}–{last}</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>no seeds played</source>
            <translation>ninguna semilla jugada</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>attacker {attacker} ({side}) vs defender {defender} ({other})</source>
            <translation>atacante {attacker} ({side}) contra defensor {defender} ({other})</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>How the games ended, told from the attacker's side</source>
            <translation>Cómo terminaron las partidas, desde el punto de vista del atacante</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>{n} of {m}</source>
            <translation>{n} de {m}</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>Attacker wins {share}% (95% interval {low}–{high}%)</source>
            <translation>Victorias del atacante: {share}% (intervalo del 95%: {low}–{high}%)</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>Attacker wins: no games played yet</source>
            <translation>Victorias del atacante: aún no se ha jugado ninguna partida</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>fair: {low}–{high}%</source>
            <translation>equilibrado: {low}–{high}%</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>The victory levels and the attacker's win rate show here as the games end.</source>
            <translation>Los niveles de victoria y el porcentaje de victorias del atacante aparecen aquí a medida que terminan las partidas.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, easy</source>
            <translation>Ordenador, fácil</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, normal</source>
            <translation>Ordenador, normal</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, hard</source>
            <translation>Ordenador, difícil</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Simple player</source>
            <translation>Jugador simple</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>major victory</source>
            <translation>victoria mayor</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>minor victory</source>
            <translation>victoria menor</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>draw</source>
            <translation>empate</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>minor defeat</source>
            <translation>derrota menor</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>major defeat</source>
            <translation>derrota mayor</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>attacker wins {attacker}, draws {draw}, defender wins {defender}</source>
            <translation>victorias del atacante {attacker}, empates {draw}, victorias del defensor {defender}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>victory levels (the attacker's): {levels}</source>
            <translation>niveles de victoria (del atacante): {levels}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>mean turns {turns}; mean points lost: attacker {attacker} ({attacker_share}%), defender {defender} ({defender_share}%)</source>
            <translation>turnos de media: {turns}; puntos perdidos de media: atacante {attacker} ({attacker_share}%), defensor {defender} ({defender_share}%)</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Stopped after %n game(s): {why}.</source>
            <translation>
                <numerusform>Detenido tras %n partida: {why}.</numerusform>
                <numerusform>Detenido tras %n partidas: {why}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Estimate balance: {title}</source>
            <translation>Estimar equilibrio: {title}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Stop when the answer is &amp;known (inside or outside {low}-{high}%)</source>
            <translation>Parar en cuanto se &amp;conozca la respuesta (dentro o fuera de {low}-{high}%)</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>After every game, a test that stays right at 95% however often it looks decides whether the attacker's rate is inside the band or outside it; the games stop there. Games is then the most it plays.</source>
            <translation>Tras cada partida, una prueba que sigue acertando al 95 % por muchas veces que mire decide si la tasa del atacante está dentro o fuera de la franja; ahí se detienen las partidas. Partidas pasa a ser el máximo que juega.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Start</source>
            <translation>&amp;Iniciar</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../balance/probes_view.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Each game is played by the computer on both sides; game i uses seed S+i.</source>
            <translation>El ordenador juega cada partida por ambos bandos; la partida i usa la semilla S+i.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Result</source>
            <translation>&amp;Resultado</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Where and why</source>
            <translation>&amp;Dónde y por qué</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Skill and l&amp;uck</source>
            <translation>Habilidad y s&amp;uerte</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Suggest a fi&amp;x</source>
            <translation>Sugerir un arregl&amp;o</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../balance/probe_words.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Games</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>First seed</source>
            <translation>Primera semilla</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Worker processes</source>
            <translation>Procesos de trabajo</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Attacker ({side})</source>
            <translation>Atacante ({side})</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Defender ({side})</source>
            <translation>Defensor ({side})</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Suggest a fix is searching: wait for it to end, or cancel it, then start.</source>
            <translation>Sugerir un arreglo está buscando: espere a que termine o cancélelo y luego empiece.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Measure is playing its extra games: wait for it to end, or cancel it, then start.</source>
            <translation>Una medición está jugando sus partidas adicionales: espere a que termine o cancélela, y luego empiece.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Cancelled after {played} of %n game(s): nothing is kept.</source>
            <translation>
                <numerusform>Cancelado tras {played} de %n partida: no se guarda nada.</numerusform>
                <numerusform>Cancelado tras {played} de %n partidas: no se guarda nada.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Done: %n game(s) in {time}. The result is kept in the scenario's details (Edit &gt; Undo takes it back).</source>
            <translation>
                <numerusform>Hecho: %n partida en {time}. El resultado queda en los detalles del escenario (Edición &gt; Deshacer lo retira).</numerusform>
                <numerusform>Hecho: %n partidas en {time}. El resultado queda en los detalles del escenario (Edición &gt; Deshacer lo retira).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>The run stopped: {error}</source>
            <translation>La ejecución se detuvo: {error}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Start again</source>
            <translation>&amp;Volver a iniciar</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Estimate &amp;balance…</source>
            <translation>Estimar &amp;equilibrio…</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Play many computer-vs-computer games and see who wins how often</source>
            <translation>Jugar muchas partidas ordenador contra ordenador y ver quién gana y con qué frecuencia</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Balance hea&amp;t map</source>
            <translation>Mapa de &amp;calor del equilibrio</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Draw where the last Estimate balance run's games were lost and fought on the map</source>
            <translation>Dibujar en el mapa dónde se perdieron y se combatieron las partidas de la última estimación del equilibrio</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Estimate balance</source>
            <translation>Estimar equilibrio</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Open a scenario to estimate its balance</source>
            <translation>Abra un escenario para estimar su equilibrio</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>{title}: where {n} games were fought</source>
            <translation>{title}: dónde se libraron {n} partidas</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>points lost per game (deeper: more)</source>
            <translation>puntos perdidos por partida (más oscuro: más)</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>attacks made on the hex</source>
            <translation>ataques lanzados contra el hexágono</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>objective</source>
            <translation>objetivo</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The attacker never assaults</source>
            <translation>El atacante nunca asalta</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The attacker never lays smoke</source>
            <translation>El atacante nunca pone humo</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The defender never moves</source>
            <translation>El defensor nunca se mueve</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probe_words.py" />
            <source>{rate} of %n game(s)</source>
            <translation>
                <numerusform>{rate} de %n partida</numerusform>
                <numerusform>{rate} de %n partidas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Little spread: the dice decide this scenario more than the players' skill.</source>
            <translation>Poca diferencia: los dados deciden este escenario más que la habilidad de los jugadores.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>A wide spread: a better player wins it far more often.</source>
            <translation>Una gran diferencia: un jugador mejor lo gana mucho más a menudo.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Some spread: skill counts, the dice too.</source>
            <translation>Algo de diferencia: cuenta la habilidad, y los dados también.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Computer, hard, attacking computer, easy</source>
            <translation>Ordenador difícil atacando al ordenador fácil</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Computer, easy, attacking computer, hard</source>
            <translation>Ordenador fácil atacando al ordenador difícil</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>This run's players</source>
            <translation>Los jugadores de esta serie</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Skill headroom</source>
            <translation>Margen de habilidad</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Who plays</source>
            <translation>Quién juega</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Attacker wins</source>
            <translation>Victorias del atacante</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Spread: {points} points. {reading}</source>
            <translation>Diferencia: {points} puntos. {reading}</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>No luck share: every game of the run ended alike.</source>
            <translation>Sin parte de suerte: todas las partidas de la serie acabaron igual.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Luck share: {share}% (0%: the players' choices decide; 100%: the dice decide as much as a new game would).</source>
            <translation>Parte de suerte: {share} % (0 %: deciden las decisiones de los jugadores; 100 %: los dados deciden tanto como una partida nueva).</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Replayed with the same players' seeds and fresh dice</source>
            <translation>Rejugadas con las mismas semillas de los jugadores y dados nuevos</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Two unrelated games of this run</source>
            <translation>Dos partidas independientes de esta serie</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Luck</source>
            <translation>Suerte</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Winner changed</source>
            <translation>Cambió el ganador</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>{change} points ({low} to {high}) from {rate}</source>
            <translation>{change} puntos ({low} a {high}) respecto a {rate}</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Each is played on the run's first seeds and compared game by game with the same seeds unrestricted. A change whose interval holds 0 says the move does not decide the scenario.</source>
            <translation>Cada una se juega con las primeras semillas de la serie y se compara partida a partida con las mismas semillas sin restricción. Un cambio cuyo intervalo contiene el 0 indica que esa jugada no decide el escenario.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Restricted play</source>
            <translation>Juego restringido</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>What if</source>
            <translation>Y si</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Change (95% interval)</source>
            <translation>Cambio (intervalo del 95 %)</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Cancelled: these figures come from the {played} of {planned} extra games that were played.</source>
            <translation>Cancelado: estas cifras salen de las {played} de {planned} partidas adicionales que se jugaron.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>No extra game was played.</source>
            <translation>No se jugó ninguna partida adicional.</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>Games for each figure: each skill run, the fresh-dice replays and each restricted run.</source>
            <translation>Partidas por cifra: cada serie de habilidad, las partidas rejugadas con dados nuevos y cada serie restringida.</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>&amp;Measure skill, luck and restricted play</source>
            <translation>&amp;Medir habilidad, suerte y juego restringido</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>&amp;Games per figure</source>
            <translation>&amp;Partidas por cifra</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>How much of the result is the players' skill, how much the dice, and what one kind of move is worth: extra games on this run's seeds. Measure plays them once a run has ended.</source>
            <translation>Cuánto del resultado es habilidad de los jugadores, cuánto son los dados, y cuánto vale un tipo de jugada: partidas adicionales con las semillas de esta serie. Medir las juega cuando termina una serie.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probes_view.py" />
            <source>Measure plays %n extra game(s).</source>
            <translation>
                <numerusform>Medir juega %n partida adicional.</numerusform>
                <numerusform>Medir juega %n partidas adicionales.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>Suggest a fix is searching: wait for it to end, or cancel it, then measure.</source>
            <translation>Sugerir un arreglo está buscando: espere a que termine o cancélelo, y luego mida.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probes_view.py" />
            <source>Playing %n extra game(s)…</source>
            <translation>
                <numerusform>Jugando %n partida adicional…</numerusform>
                <numerusform>Jugando %n partidas adicionales…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>The extra games stopped: {error}</source>
            <translation>Las partidas adicionales se detuvieron: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>Starting %n worker process(es)…</source>
            <translation>
                <numerusform>Iniciando %n proceso de cálculo…</numerusform>
                <numerusform>Iniciando %n procesos de cálculo…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>{played} games (at most %n), {rate:.1f} games/s</source>
            <translation>
                <numerusform>{played} partidas (como máximo %n), {rate:.1f} partidas/s</numerusform>
                <numerusform>{played} partidas (como máximo %n), {rate:.1f} partidas/s</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>at most {time} left</source>
            <translation>quedan {time} como máximo</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>{played} of %n game(s), {rate:.1f} games/s</source>
            <translation>
                <numerusform>{played} de %n partida, {rate:.1f} partidas/s</numerusform>
                <numerusform>{played} de %n partidas, {rate:.1f} partidas/s</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>about {time} left</source>
            <translation>quedan unos {time}</translation>
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
            <translation>Un(a) {unit} más para el {role}, en {hex}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>One {unit} fewer for the {role}</source>
            <translation>Un(a) {unit} menos para el {role}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The {role}'s turn {before} reinforcements arrive on turn {turn}</source>
            <translation>Los refuerzos del turno {before} del {role} llegan en el turno {turn}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Exit goal of {goal} units instead of {before}</source>
            <translation>Objetivo de salida de {goal} unidades en lugar de {before}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The attacker needs {required} objectives instead of {before}</source>
            <translation>El atacante necesita {required} objetivos en lugar de {before}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>No objective at {hex} (the attacker needs {required} of {left})</source>
            <translation>Sin objetivo en {hex} (el atacante necesita {required} de {left})</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <location filename="../battle_generator/oob.py" />
            <source>attacker</source>
            <translation>atacante</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <location filename="../battle_generator/oob.py" />
            <source>defender</source>
            <translation>defensor</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>%n turn(s) instead of {before}</source>
            <translation>
                <numerusform>%n turno en lugar de {before}</numerusform>
                <numerusform>%n turnos en lugar de {before}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Suggest a &amp;fix</source>
            <translation>&amp;Sugerir un arreglo</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Try small edits (turns, one unit, a reinforcement's turn, the goal), play the three the model ranks best on the same seeds, and list them by measured rate</source>
            <translation>Prueba pequeños cambios (turnos, una unidad, el turno de un refuerzo, el objetivo), juega los tres que el modelo sitúa mejor con las mismas semillas y los lista por tasa medida</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>&amp;Apply to the scenario</source>
            <translation>&amp;Aplicar al escenario</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Plays the scenario as it is, predicts every small edit, then measures the best three. Games is the most each of these runs plays.</source>
            <translation>Juega el escenario tal cual, predice cada pequeño cambio y mide los tres mejores. Partidas es el máximo que juega cada una de estas series.</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Edit</source>
            <translation>Cambio</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Predicted</source>
            <translation>Previsto</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>A balance run or a Measure is under way: wait for it to end, or cancel it, then search.</source>
            <translation>Hay una estimación del equilibrio o una medición en curso: espere a que termine o cancélela, y luego busque.</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Playing the scenario as it is…</source>
            <translation>Jugando el escenario tal cual…</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Cancelled: nothing was applied.</source>
            <translation>Cancelado: no se aplicó nada.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Playing the scenario as it is: %n game(s)…</source>
            <translation>
                <numerusform>El escenario tal como está: %n partida…</numerusform>
                <numerusform>El escenario tal como está: %n partidas…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Predicted %n edit(s); playing the best…</source>
            <translation>
                <numerusform>%n cambio previsto; se juegan los mejores…</numerusform>
                <numerusform>%n cambios previstos; se juegan los mejores…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Measuring edit {number} of {count}: %n game(s)…</source>
            <translation>
                <numerusform>Midiendo el cambio {number} de {count}: %n partida…</numerusform>
                <numerusform>Midiendo el cambio {number} de {count}: %n partidas…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Choose an edit and press Apply (Edit &gt; Undo takes it back).</source>
            <translation>Elija un cambio y pulse Aplicar (Edición &gt; Deshacer lo revierte).</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The search stopped: {error}</source>
            <translation>La búsqueda se detuvo: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>As it is, the attacker wins {rate} of %n game(s).</source>
            <translation>
                <numerusform>Tal como está, el atacante gana el {rate} de %n partida.</numerusform>
                <numerusform>Tal como está, el atacante gana el {rate} de %n partidas.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>not played</source>
            <translation>no jugado</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Applied: {edit}. Edit &gt; Undo takes it back; Suggest a fix searches again from here.</source>
            <translation>Aplicado: {edit}. Edición &gt; Deshacer lo revierte; Sugerir un arreglo busca de nuevo desde aquí.</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is below the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>la tasa de victorias del atacante está por debajo de la franja {low}–{high}% (secuencia de confianza al 95 % {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is inside the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>la tasa de victorias del atacante está dentro de la franja {low}–{high}% (secuencia de confianza al 95 % {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is above the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>la tasa de victorias del atacante está por encima de la franja {low}–{high}% (secuencia de confianza al 95 % {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>every game was played and the band is not yet decided (95% confidence sequence {from_}–{to}%)</source>
            <translation>se jugaron todas las partidas y la franja aún no está decidida (secuencia de confianza al 95 % {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's interval is narrow enough</source>
            <translation>el intervalo del atacante es lo bastante estrecho</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>every game was played</source>
            <translation>se jugaron todas las partidas</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>cancelled</source>
            <translation>cancelado</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Where the games were lost and fought shows here when a run ends.</source>
            <translation>Aquí se muestra dónde se combatió y se perdió cuando termina la serie.</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Show on the &amp;map</source>
            <translation>Mostrar en el &amp;mapa</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Draw these fills and dots on the editor's map (View &gt; Balance heat map), to edit the scenario with them in sight</source>
            <translation>Dibujar estas zonas y puntos en el mapa del editor (Ver &gt; Mapa de calor del equilibrio), para editar el escenario teniéndolos a la vista</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Played before the suggestion you applied: start a run to see the edited battle.</source>
            <translation>Jugado antes de la sugerencia que aplicaste: inicia una nueva serie para ver la batalla modificada.</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Points lost per game, by unit type:</source>
            <translation>Puntos perdidos por partida, por tipo de unidad:</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>nothing</source>
            <translation>nada</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Victory-point margin at each turn's end (the defender's losses minus the attacker's): {values}</source>
            <translation>Margen de puntos de victoria al final de cada turno (pérdidas del defensor menos las del atacante): {values}</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>The attacker holds {hex} at each turn's end in: {values}</source>
            <translation>El atacante controla {hex} al final de cada turno en: {values}</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>{name} (board {number})</source>
            <translation>{name} (tablero {number})</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <location filename="../board_editor/feature.py" />
            <location filename="../start/preview.py" />
            <source>Board</source>
            <translation>Tablero</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Shipped boards</source>
            <translation>Tableros incluidos</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>My boards</source>
            <translation>Mis tableros</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>No boards of your own yet: draw one with File &gt; New board… (only boards without problems are offered)</source>
            <translation>Aún no tiene tableros propios: dibuje uno con Archivo &gt; Nuevo tablero… (solo se ofrecen los tableros sin problemas)</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Deal the battle on boards you drew: one board for a small battle, two for medium, three for large</source>
            <translation>Generar la batalla en tableros que usted dibujó: un tablero para una batalla pequeña, dos para una mediana, tres para una grande</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Tick up to three boards, in the order they are laid left to right.</source>
            <translation>Marque hasta tres tableros, en el orden en que se colocan de izquierda a derecha.</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Left to right: {boards}</source>
            <translation>De izquierda a derecha: {boards}</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Tick one to three of your boards, or choose the shipped boards.</source>
            <translation>Marque de uno a tres de sus tableros, o elija los tableros incluidos.</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>No battle can be dealt on these boards: {error}</source>
            <translation>No se puede generar ninguna batalla en estos tableros: {error}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Battle size</source>
            <translation>Tamaño de la batalla</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Allied nation</source>
            <translation>Nación aliada</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Attacker</source>
            <translation>Atacante</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Force type</source>
            <translation>Tipo de fuerza</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Role</source>
            <translation>Papel</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Scenario type</source>
            <translation>Tipo de escenario</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../pbem/dialogs.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Fog of war</source>
            <translation>Niebla de guerra</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Dice bias</source>
            <translation>Sesgo de los dados</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../battle_generator/feature.py" />
            <source>Generate a battle</source>
            <translation>Generar una batalla</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Choose the settings and press Generate.</source>
            <translation>Elija los ajustes y pulse Generar.</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../preferences/dialog.py" />
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Random</source>
            <translation>Aleatorio</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../start/preview.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Boards</source>
            <translation>Tableros</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Re-roll</source>
            <translation>Volver a tirar</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>A new seed, and a new battle from it</source>
            <translation>Una nueva semilla y una nueva batalla a partir de ella</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Seed</source>
            <translation>Semilla</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Generate</source>
            <translation>Generar</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>The same settings and seed always give the same battle.</source>
            <translation>Los mismos ajustes y la misma semilla dan siempre la misma batalla.</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Save as draft…</source>
            <translation>Guardar como borrador…</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Replace the open scenario</source>
            <translation>Sustituir el escenario abierto</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Open in editor</source>
            <translation>Abrir en el editor</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../pbem/dialogs.py" />
            <location filename="../testrun/unit_popup.py" />
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>The seed must be a whole number.</source>
            <translation>La semilla debe ser un número entero.</translation>
        </message>
        <message numerus="yes">
            <location filename="../battle_generator/dialog.py" />
            <source>%n board(s) deal only these battle sizes: {sizes}. Tick more boards or choose another size.</source>
            <translation>
                <numerusform>%n tablero solo admite estos tamaños de batalla: {sizes}. Marque más tableros o elija otro tamaño.</numerusform>
                <numerusform>%n tableros solo admiten estos tamaños de batalla: {sizes}. Marque más tableros o elija otro tamaño.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Not kept in the Generated Scenario slot: {error}</source>
            <translation>No se ha guardado en la ranura de escenario generado: {error}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>{side} attack</source>
            <translation>ataca: {side}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>fog of war</source>
            <translation>niebla de guerra</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>no fog of war</source>
            <translation>sin niebla de guerra</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>dice bias: {bias}</source>
            <translation>sesgo de los dados: {bias}</translation>
        </message>
        <message numerus="yes">
            <location filename="../battle_generator/dialog.py" />
            <source>%n turn(s)</source>
            <translation>
                <numerusform>%n turno</numerusform>
                <numerusform>%n turnos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>seed</source>
            <translation>semilla</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Saved as {path}</source>
            <translation>Guardado como {path}</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: {rate}%, predicted for this battle by the balance model ({players} on both sides; held-out Brier score {model} against {constant} for a constant guess).</source>
            <translation>Victoria del atacante: {rate} %, prevista para esta batalla por el modelo de equilibrio ({players} en ambos bandos; puntuación de Brier en batallas reservadas {model} frente a {constant} de una estimación constante).</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: not predicted — this battle is on your own boards, dealt on a template derived from their terrain. For reference only, built-in battles of this size ({size}): {rate}% ({low}–{high}%), measured on {games} held-out games, {players} on both sides. Open it and use Scenario &gt; Estimate balance to measure it.</source>
            <translation>Victoria del atacante: sin predicción — esta batalla está en tus propios tableros, generada sobre una plantilla derivada de su terreno. Solo como referencia, batallas de este tamaño ({size}) en los tableros incluidos: {rate} % ({low}–{high} %), medido en {games} partidas reservadas, {players} en ambos bandos. Ábrela y usa Escenario &gt; Estimar equilibrio para medirla.</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: {rate}% ({low}–{high}%), measured on {games} held-out battles of this size ({size}), {players} on both sides. The per-battle model predicts no better (Brier score {model} against {constant}), so it is not shown. One battle can lie far from its size's rate: open it and use Scenario &gt; Estimate balance to measure it.</source>
            <translation>Victoria del atacante: {rate} % ({low}–{high} %), medida en {games} batallas reservadas de este tamaño ({size}), {players} en ambos bandos. El modelo por batalla no predice mejor (puntuación de Brier {model} frente a {constant}), así que no se muestra. Una batalla puede alejarse mucho de la tasa de su tamaño: ábrela y usa Escenario &gt; Estimar equilibrio para medirla.</translation>
        </message>
        <message>
            <location filename="../battle_generator/feature.py" />
            <source>&amp;Generate a battle…</source>
            <translation>Generar una &amp;batalla…</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>{nation} — {role} — {points} pts</source>
            <translation>{nation} — {role} — {points} ptos.</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Counter</source>
            <translation>Ficha</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Number</source>
            <translation>Número</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Hide units</source>
            <translation>&amp;Ocultar unidades</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>Hide every counter to see the terrain under it (U)</source>
            <translation>Ocultar todas las fichas para ver el terreno que hay debajo (U)</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Both sides</source>
            <translation>Ambos &amp;bandos</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>As the &amp;Allied player</source>
            <translation>Como el jugador &amp;aliado</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>As the A&amp;xis player</source>
            <translation>Como el jugador del &amp;Eje</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Next side's view</source>
            <translation>Vista del bando &amp;siguiente</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>View as &amp;side</source>
            <translation>Ver como &amp;bando</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>The scenario as each side's player sees it: without the enemy's hidden minefields, and under fog of war without the enemy units none of the side's own can see</source>
            <translation>El escenario tal como lo ve el jugador de cada bando: sin los campos de minas ocultos del enemigo y, con niebla de guerra, sin las unidades enemigas que ninguna unidad propia puede ver</translation>
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
            <translation>Aliados</translation>
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
            <translation>Eje</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>The map shows the scenario as the {side} player sees it (V for the next view)</source>
            <translation>El mapa muestra el escenario como lo ve el jugador: {side} (V para la vista siguiente)</translation>
        </message>
        <message>
            <location filename="../battlefield/export_png.py" />
            <source>{path}: could not write the PNG file</source>
            <translation>{path}: no se pudo escribir el archivo PNG</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Rotate clockwise	R</source>
            <translation>Girar en sentido horario	R</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Rotate anticlockwise	Shift+R</source>
            <translation>Girar en sentido antihorario	Shift+R</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Edit stack…</source>
            <translation>Editar pila…</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Weapons, passengers and order of the stack</source>
            <translation>Armas, pasajeros y orden de la pila</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <location filename="../commands/set_pinned.py" />
            <source>Unpin {unit}</source>
            <translation>Desclavar {unit}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <location filename="../commands/set_pinned.py" />
            <source>Pin {unit}</source>
            <translation>Clavar {unit}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove {unit}</source>
            <translation>Quitar {unit}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Delete stack	Del</source>
            <translation>Eliminar pila	Del</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove fortification</source>
            <translation>Quitar fortificación</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove objective</source>
            <translation>Quitar objetivo</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove smoke</source>
            <translation>Quitar humo</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove exit hex</source>
            <translation>Quitar hexágono de salida</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Nothing here: pick something in the palette</source>
            <translation>Aquí no hay nada: elija algo en la paleta</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Dig a tunnel to the cave in {hex} ({count} hexes)</source>
            <translation>Excavar un túnel hasta la cueva de {hex} ({count} hexágonos)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Fill in the tunnels under this hex</source>
            <translation>Rellenar los túneles bajo este hexágono</translation>
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
            <translation>NE</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>SE</source>
            <translation>SE</translation>
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
            <translation>SO</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>NW</source>
            <translation>NO</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>APFP {a}, range {r}, casualty {c}</source>
            <translation>APFP {a}, alcance {r}, bajas {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>leadership {m:+d}, APFP {a}, range {r}, casualty {c}</source>
            <translation>mando {m:+d}, APFP {a}, alcance {r}, bajas {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>gun ATFP {t}, APFP {a}</source>
            <translation>cañón ATFP {t}, APFP {a}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>MG {a}</source>
            <translation>MG {a}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>armour {f}/{r}</source>
            <translation>blindaje {f}/{r}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>casualty {c}</source>
            <translation>bajas {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>{mp} MP</source>
            <translation>{mp} MP</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>carries {t}</source>
            <translation>transporta {t}</translation>
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
            <translation>alcance {r}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>{type} (not in the unit list)</source>
            <translation>{type} (no está en la lista de unidades)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>faces {d}</source>
            <translation>orientado a {d}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>pinned</source>
            <translation>inmovilizado</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>hero</source>
            <translation>héroe</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>with {w}</source>
            <translation>con {w}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>carrying {p}</source>
            <translation>transporta {p}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>towing {g}</source>
            <translation>remolca {g}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>, level {n}</source>
            <translation>, nivel {n}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Hexsides: {s}</source>
            <translation>Lados de hexágono: {s}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Road to {d}</source>
            <translation>Carretera hacia {d}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>hidden (19.71)</source>
            <translation>oculto (19.71)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Fortification: {f}</source>
            <translation>Fortificación: {f}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Objective, held by {side}</source>
            <translation>Objetivo, en poder de {side}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Smoke, level {n}</source>
            <translation>Humo, nivel {n}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../palette/dock.py" />
            <source>Exit hex</source>
            <translation>Hexágono de salida</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Tunnel ({side}) from {start} to {end}</source>
            <translation>Túnel ({side}) de {start} a {end}</translation>
        </message>
        <message numerus="yes">
            <location filename="../battlefield/hex_info.py" />
            <source>{side} stack, %n counter(s)</source>
            <translation>
                <numerusform>Pila {side}, %n ficha</numerusform>
                <numerusform>Pila {side}, %n fichas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Loose: {w}</source>
            <translation>Suelta: {w}</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>He&amp;x ids</source>
            <translation>&amp;Identificadores de hexágono</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>Each hex's name (C5) in its top corner</source>
            <translation>El nombre de cada hexágono (C5) en su esquina superior</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>Centre &amp;dots</source>
            <translation>&amp;Puntos centrales</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The dot in each hex's centre: black where the terrain gives cover or hinders sight, white where it does not</source>
            <translation>El punto en el centro de cada hexágono: negro donde el terreno da cobertura o estorba la visión, blanco donde no</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>&amp;Place names</source>
            <translation>&amp;Nombres de lugares</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The names of villages, farms, woods and hills</source>
            <translation>Los nombres de pueblos, granjas, bosques y colinas</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>&amp;Mini-map</source>
            <translation>&amp;Minimapa</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The whole battlefield small in the map's corner, with the part on screen outlined: click it to look elsewhere</source>
            <translation>Todo el campo de batalla en pequeño en la esquina del mapa, con la parte visible recuadrada: haga clic para mirar en otro lugar</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <location filename="../board_editor/window.py" />
            <location filename="../window/actions.py" />
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <location filename="../battlefield/mini_map.py" />
            <source>The whole map: click or drag to look there</source>
            <translation>El mapa entero: haga clic o arrastre para mirar allí</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Place name</source>
            <translation>Nombre de lugar</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Name shown at {hex} (empty: none)</source>
            <translation>Nombre mostrado en {hex} (vacío: ninguno)</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Paste</source>
            <translation>Pegar</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Turn selection 180°</source>
            <translation>Girar la selección 180°</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>New &amp;board…</source>
            <translation>Nuevo &amp;tablero…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Open boar&amp;d…</source>
            <translation>Abrir tab&amp;lero…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Edit a board of this scenario…</source>
            <translation>Editar un tablero de este escenario…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Open a custom board the scenario stands on (one that came with a package, say)</source>
            <translation>Abrir un tablero personalizado que usa el escenario (por ejemplo, uno que venía en un paquete)</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../board_editor/window.py" />
            <source>Open board</source>
            <translation>Abrir tablero</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../board_editor/window.py" />
            <source>Boards (*.json)</source>
            <translation>Tableros (*.json)</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>{file} cannot be opened as a board: {why}</source>
            <translation>{file} no se puede abrir como tablero: {why}</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>The open scenario uses only the shipped boards.</source>
            <translation>El escenario abierto solo usa los tableros incluidos.</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Board {n}: {name}</source>
            <translation>Tablero {n}: {name}</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Edit a board</source>
            <translation>Editar un tablero</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} at {hex}</source>
            <translation>{what} en {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>{what} on %n hex(es) around {hex}</source>
            <translation>
                <numerusform>{what} en %n hexágono alrededor de {hex}</numerusform>
                <numerusform>{what} en %n hexágonos alrededor de {hex}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Hexsides cleared: %n near {hex}</source>
            <translation>
                <numerusform>Lados de hexágono borrados: %n cerca de {hex}</numerusform>
                <numerusform>Lados de hexágono borrados: %n cerca de {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} on a hexside of {hex}</source>
            <translation>{what} en un lado de {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>{what} on %n hexside(s) near {hex}</source>
            <translation>
                <numerusform>{what} en %n lado de hexágono cerca de {hex}</numerusform>
                <numerusform>{what} en %n lados de hexágono cerca de {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} from {start} to {end}</source>
            <translation>{what} de {start} a {end}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint terrain</source>
            <translation>Pintar terreno</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint hill level</source>
            <translation>Pintar nivel de colina</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Fill: {what}, %n hex(es) from {hex}</source>
            <translation>
                <numerusform>Relleno: {what}, %n hexágono desde {hex}</numerusform>
                <numerusform>Relleno: {what}, %n hexágonos desde {hex}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Rectangle fill: {what}, %n hex(es) from {start} to {end}</source>
            <translation>
                <numerusform>Relleno rectangular: {what}, %n hexágono de {start} a {end}</numerusform>
                <numerusform>Relleno rectangular: {what}, %n hexágonos de {start} a {end}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <location filename="../board_editor/palette.py" />
            <source>Road</source>
            <translation>Carretera</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Road erased</source>
            <translation>Carretera borrada</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Bridge at {hex}</source>
            <translation>Puente en {hex}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Bridge removed at {hex}</source>
            <translation>Puente quitado en {hex}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint</source>
            <translation>Pintar</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>{hex}: {terrain}, {level}</source>
            <translation>{hex}: {terrain}, {level}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>hexsides: {sides}</source>
            <translation>lados: {sides}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>road: {directions}</source>
            <translation>carretera: {directions}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>bridge</source>
            <translation>puente</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Ground level</source>
            <translation>Nivel del suelo</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Hill level 1</source>
            <translation>Colina, nivel 1</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Hill level 2</source>
            <translation>Colina, nivel 2</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>New board</source>
            <translation>Nuevo tablero</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Board number</source>
            <translation>Número de tablero</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Columns (odd)</source>
            <translation>Columnas (impar)</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Rows</source>
            <translation>Filas</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Board {n} exists already: a scenario could not tell the two apart.</source>
            <translation>El tablero {n} ya existe: un escenario no podría distinguir uno de otro.</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Only boards of {rows} rows lie beside the shipped boards.</source>
            <translation>Solo los tableros de {rows} filas encajan junto a los tableros incluidos.</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <location filename="../special_rules/form.py" />
            <source>Terrain</source>
            <translation>Terreno</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Hexsides (drag along the sides)</source>
            <translation>Lados de hexágono (arrastre a lo largo de los lados)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Clear hexside</source>
            <translation>Borrar lado de hexágono</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Lines through hexes</source>
            <translation>Líneas a través de hexágonos</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Erase road</source>
            <translation>Borrar carretera</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Stream</source>
            <translation>Arroyo</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Canal</source>
            <translation>Canal</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Gully</source>
            <translation>Barranco</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Wadi</source>
            <translation>Uadi</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Bridge (click a road over water; a road over a stream without one is a ford)</source>
            <translation>Puente (haga clic en una carretera sobre agua; una carretera sobre un arroyo sin puente es un vado)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Hill level</source>
            <translation>Nivel de colina</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Level {n}</source>
            <translation>Nivel {n}</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Other tools</source>
            <translation>Otras herramientas</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Place name (click a hex)</source>
            <translation>Nombre de lugar (haga clic en un hexágono)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Fill (with the last terrain chosen)</source>
            <translation>Rellenar (con el último terreno elegido)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Fill a rectangle (drag from corner to corner)</source>
            <translation>Rellenar un rectángulo (arrastrar de esquina a esquina)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Select rectangle</source>
            <translation>Seleccionar rectángulo</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Select lasso</source>
            <translation>Seleccionar con lazo</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Brushes</source>
            <translation>Pinceles</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Brush: {name}; fill paints {terrain}</source>
            <translation>Pincel: {name}; el relleno pinta {terrain}</translation>
        </message>
        <message>
            <location filename="../board_editor/problems.py" />
            <source>No problems: the board joins any other board, either way round.</source>
            <translation>No hay problemas: el tablero se une a cualquier otro tablero, en cualquier orientación.</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <location filename="../window/actions.py" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Acercar</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <location filename="../window/actions.py" />
            <source>Zoom &amp;out</source>
            <translation>A&amp;lejar</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Fit board</source>
            <translation>&amp;Ajustar tablero</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Actual size (100%)</source>
            <translation>&amp;Tamaño real (100 %)</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size &amp;{n}</source>
            <translation>Tamaño del pincel &amp;{n}</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Smaller brush</source>
            <translation>Pincel más &amp;pequeño</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Larger brush</source>
            <translation>Pincel más &amp;grande</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Keep edges legal</source>
            <translation>&amp;Mantener los bordes válidos</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size {n}: the hexes within {r} of the pointer</source>
            <translation>Tamaño del pincel {n}: los hexágonos a {r} o menos del puntero</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size 1: one hex</source>
            <translation>Tamaño del pincel 1: un hexágono</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Fills leave the edge half hexes open ground, as the edge rule asks</source>
            <translation>Los rellenos dejan los medios hexágonos del borde en terreno abierto, como pide la regla de los bordes</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Zoom {percent}%</source>
            <translation>Zoom {percent} %</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Brush</source>
            <translation>&amp;Pincel</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Board view</source>
            <translation>Vista del tablero</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size:</source>
            <translation>Tamaño del pincel:</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Save board</source>
            <translation>&amp;Guardar tablero</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save board &amp;as…</source>
            <translation>Guardar tablero &amp;como…</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Open board…</source>
            <translation>&amp;Abrir tablero…</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../testrun/saving.py" />
            <location filename="../window/actions.py" />
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Close board editor</source>
            <translation>Ce&amp;rrar editor de tableros</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Copy selection</source>
            <translation>&amp;Copiar selección</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Paste (at the hex under the mouse)</source>
            <translation>&amp;Pegar (en el hexágono bajo el ratón)</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Turn selection 180°</source>
            <translation>&amp;Girar la selección 180°</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Turn &amp;copied hexes 180° before pasting</source>
            <translation>Girar 180° los &amp;hexágonos copiados antes de pegar</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Select &amp;none</source>
            <translation>&amp;No seleccionar nada</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../window/actions.py" />
            <source>&amp;Edit</source>
            <translation>&amp;Edición</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Picked {what} from {hex}</source>
            <translation>{what} tomado de {hex}</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>valid</source>
            <translation>válido</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/window.py" />
            <source>draft: %n problem(s)</source>
            <translation>
                <numerusform>borrador: %n problema</numerusform>
                <numerusform>borrador: %n problemas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Board editor — board {n}: {name} ({state}){dirty}</source>
            <translation>Editor de tableros — tablero {n}: {name} ({state}){dirty}</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>{file} cannot be opened as a board:
{why}</source>
            <translation>{file} no se puede abrir como tablero:
{why}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/window.py" />
            <source>Saved as a draft: fix the %n problem(s) before a scenario can use it.</source>
            <translation>
                <numerusform>Guardado como borrador: corrija %n problema antes de que un escenario pueda usarlo.</numerusform>
                <numerusform>Guardado como borrador: corrija los %n problemas antes de que un escenario pueda usarlo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Saved: new scenarios can use board {n}.</source>
            <translation>Guardado: los nuevos escenarios pueden usar el tablero {n}.</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save board as</source>
            <translation>Guardar tablero como</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../help/shortcuts.py" />
            <source>Board editor</source>
            <translation>Editor de tableros</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save the changes to board {n}?</source>
            <translation>¿Desea guardar los cambios del tablero {n}?</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Scenario cards (*.pdf *.png)</source>
            <translation>Tarjetas del escenario (*.pdf *.png)</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>E&amp;xport scenario card…</source>
            <translation>Exportar tar&amp;jeta del escenario…</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>A printable card of the scenario: briefing, set-up map, forces, victory and rules</source>
            <translation>Una tarjeta imprimible del escenario: informe, mapa de despliegue, fuerzas, victoria y reglas</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Open a scenario to export its card</source>
            <translation>Abra un escenario para exportar su tarjeta</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Export scenario card</source>
            <translation>Exportar tarjeta del escenario</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Cannot export the card</source>
            <translation>No se puede exportar la tarjeta</translation>
        </message>
        <message numerus="yes">
            <location filename="../card/feature.py" />
            <source>Wrote {path} (%n page(s))</source>
            <translation>
                <numerusform>Escrito {path} (%n página)</numerusform>
                <numerusform>Escrito {path} (%n páginas)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/add_exit_hex.py" />
            <source>Add exit hex {hex}</source>
            <translation>Añadir hexágono de salida {hex}</translation>
        </message>
        <message>
            <location filename="../commands/add_fortification.py" />
            <source>Add {what} in {hex}</source>
            <translation>Añadir {what} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/add_reinforcement.py" />
            <source>Add {side} reinforcements, turn {turn}, {edge} edge</source>
            <translation>Añadir refuerzos ({side}), turno {turn}, borde {edge}</translation>
        </message>
        <message>
            <location filename="../commands/add_reinforcement_units.py" />
            <source>Add {units} to the reinforcements</source>
            <translation>Añadir {units} a los refuerzos</translation>
        </message>
        <message>
            <location filename="../commands/add_weapon.py" />
            <source>Add {weapon} in {hex}</source>
            <translation>Añadir {weapon} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/apply_suggestion.py" />
            <source>Apply suggestion: {edit}</source>
            <translation>Aplicar sugerencia: {edit}</translation>
        </message>
        <message>
            <location filename="../commands/attach_loose_weapon.py" />
            <location filename="../commands/give_weapon.py" />
            <source>Give {weapon} to {unit}</source>
            <translation>Dar {weapon} a {unit}</translation>
        </message>
        <message>
            <location filename="../commands/dig_tunnel.py" />
            <source>Dig a tunnel from {start} to {end}</source>
            <translation>Excavar un túnel de {start} a {end}</translation>
        </message>
        <message>
            <location filename="../commands/dig_tunnel.py" />
            <source>Fill in the tunnels under {hex}</source>
            <translation>Rellenar los túneles bajo {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/face_hex.py" />
            <location filename="../commands/rotate_unit.py" />
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n unidad</numerusform>
                <numerusform>%n unidades</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/face_hex.py" />
            <source>Nothing in {hex} faces a hexside (only vehicles, guns and bunkers do)</source>
            <translation>Nada en {hex} se orienta hacia un lado de hexágono (solo lo hacen vehículos, cañones y búnkeres)</translation>
        </message>
        <message>
            <location filename="../commands/face_hex.py" />
            <source>Face {what} in {hex} {direction}</source>
            <translation>Orientar {what} en {hex} hacia {direction}</translation>
        </message>
        <message>
            <location filename="../commands/give_reinforcement_weapon.py" />
            <source>Give {weapon} to a reinforcement</source>
            <translation>Dar {weapon} a un refuerzo</translation>
        </message>
        <message>
            <location filename="../commands/join_half_squads.py" />
            <source>Join {unit}s in {hex}</source>
            <translation>Unir {unit} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/load_unit.py" />
            <source>Load {unit} into {transport}</source>
            <translation>Cargar {unit} en {transport}</translation>
        </message>
        <message>
            <location filename="../commands/macros.py" />
            <source>Delete stack in {hex}</source>
            <translation>Eliminar pila en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/macros.py" />
            <source>Delete markers in {hex}</source>
            <translation>Eliminar marcadores en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/move_stack.py" />
            <location filename="../tools/select_tool.py" />
            <source>Move stack from {origin} to {target}</source>
            <translation>Mover pila de {origin} a {target}</translation>
        </message>
        <message>
            <location filename="../commands/move_weapon.py" />
            <source>Hand {weapon} to {unit}</source>
            <translation>Pasar {weapon} a {unit}</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/paste_stacks.py" />
            <source>Paste %n counter(s) in {hex}</source>
            <translation>
                <numerusform>Pegar %n ficha en {hex}</numerusform>
                <numerusform>Pegar %n fichas en {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/place_unit.py" />
            <source>Place {unit} in {hex}</source>
            <translation>Colocar {unit} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_exit_hex.py" />
            <source>Remove exit hex {hex}</source>
            <translation>Quitar hexágono de salida {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_fortification.py" />
            <source>Remove fortification from {hex}</source>
            <translation>Quitar fortificación de {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_loose_weapon.py" />
            <source>Remove {weapon} from {hex}</source>
            <translation>Quitar {weapon} de {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_objective.py" />
            <source>Remove objective from {hex}</source>
            <translation>Quitar objetivo de {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_passenger.py" />
            <location filename="../commands/remove_unit.py" />
            <source>Remove {unit} from {hex}</source>
            <translation>Quitar {unit} de {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement.py" />
            <source>Remove {side} reinforcements, turn {turn}, {edge} edge</source>
            <translation>Quitar refuerzos ({side}), turno {turn}, borde {edge}</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement_unit.py" />
            <source>Remove {unit} from the reinforcements</source>
            <translation>Quitar {unit} de los refuerzos</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement_weapon.py" />
            <source>Take a reinforcement's support weapon away</source>
            <translation>Retirar el arma de apoyo de un refuerzo</translation>
        </message>
        <message>
            <location filename="../commands/remove_smoke.py" />
            <source>Remove smoke from {hex}</source>
            <translation>Quitar humo de {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_weapon.py" />
            <source>Remove {weapon} from {unit}</source>
            <translation>Quitar {weapon} de {unit}</translation>
        </message>
        <message>
            <location filename="../commands/rotate_fortification.py" />
            <source>Rotate fortification in {hex}</source>
            <translation>Girar fortificación en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/rotate_unit.py" />
            <source>Rotate {unit} in {hex}</source>
            <translation>Girar {unit} en {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/set_balance.py" />
            <source>Estimate balance (%n game(s))</source>
            <translation>
                <numerusform>Estimar el equilibrio (%n partida)</numerusform>
                <numerusform>Estimar el equilibrio (%n partidas)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/set_details.py" />
            <source>Change {fields}</source>
            <translation>Cambiar {fields}</translation>
        </message>
        <message>
            <location filename="../commands/set_facing.py" />
            <source>{unit} has no facing (only vehicles and guns face a hexside, 7.1)</source>
            <translation>{unit} no tiene orientación (solo los vehículos y cañones se orientan hacia un lado de hexágono, 7.1)</translation>
        </message>
        <message>
            <location filename="../commands/set_facing.py" />
            <source>Face {unit} {direction}</source>
            <translation>Orientar {unit} hacia {direction}</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_facing.py" />
            <source>Face fortification in {hex} {direction}</source>
            <translation>Orientar fortificación en {hex} hacia {direction}</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_hidden.py" />
            <source>Hide the {kind} in {hex}</source>
            <translation>Ocultar {kind} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_hidden.py" />
            <source>Reveal the {kind} in {hex}</source>
            <translation>Revelar {kind} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_hero.py" />
            <source>Make {unit} a hero</source>
            <translation>Convertir {unit} en héroe</translation>
        </message>
        <message>
            <location filename="../commands/set_hero.py" />
            <source>{unit} no longer a hero</source>
            <translation>{unit} deja de ser héroe</translation>
        </message>
        <message>
            <location filename="../commands/set_objective.py" />
            <source>Set {owner} objective in {hex}</source>
            <translation>Fijar objetivo ({owner}) en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_reinforcement.py" />
            <source>Reinforcements arrive on turn {turn}</source>
            <translation>Los refuerzos llegan en el turno {turn}</translation>
        </message>
        <message>
            <location filename="../commands/set_reinforcement.py" />
            <source>Reinforcements enter from the {edge} edge</source>
            <translation>Los refuerzos entran por el borde {edge}</translation>
        </message>
        <message>
            <location filename="../commands/set_smoke.py" />
            <source>Set smoke {level} in {hex}</source>
            <translation>Fijar humo {level} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Add special rule: {kind}</source>
            <translation>Añadir regla especial: {kind}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Remove special rule: {kind}</source>
            <translation>Quitar regla especial: {kind}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Change special rule: {kind}</source>
            <translation>Cambiar regla especial: {kind}</translation>
        </message>
        <message>
            <location filename="../commands/split_squad.py" />
            <source>Split {unit} in {hex}</source>
            <translation>Dividir {unit} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/unload_unit.py" />
            <source>Unload {unit} in {hex}</source>
            <translation>Descargar {unit} en {hex}</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>US</source>
            <translation>EE. UU.</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>British</source>
            <translation>Reino Unido</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>Soviet</source>
            <translation>URSS</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>German</source>
            <translation>Alemania</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Measured balance</source>
            <translation>Equilibrio medido</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Measured before the last rule changes: estimate again (Scenario &gt; Estimate balance).</source>
            <translation>Medido antes de los últimos cambios de reglas: vuelva a estimarlo (Escenario &gt; Estimar equilibrio).</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Not measured yet: Scenario &gt; Estimate balance plays many computer games and keeps the result here.</source>
            <translation>Aún sin medir: Escenario &gt; Estimar equilibrio juega muchas partidas del ordenador y guarda aquí el resultado.</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/balance.py" />
            <source>Attacker wins {rate} of %n game(s), {attacker} against {defender}.</source>
            <translation>
                <numerusform>El atacante gana {rate} de %n partida, {attacker} contra {defender}.</numerusform>
                <numerusform>El atacante gana {rate} de %n partidas, {attacker} contra {defender}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Victory levels (the attacker's): {levels}.</source>
            <translation>Niveles de victoria (del atacante): {levels}.</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Seeds {first}–{last}, {turns:.1f} turns on average</source>
            <translation>Semillas {first}–{last}, {turns:.1f} turnos de media</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Scenario details</source>
            <translation>Detalles del escenario</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Scenario</source>
            <translation>Escenario</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>What the players read before the battle</source>
            <translation>Lo que leen los jugadores antes de la batalla</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Briefing</source>
            <translation>Informe</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Defender</source>
            <translation>Defensor</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>First player</source>
            <translation>Primer jugador</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Turns</source>
            <translation>Turnos</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Weather</source>
            <translation>Meteorología</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Type and victory</source>
            <translation>Tipo y victoria</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Objectives to hold</source>
            <translation>Objetivos que mantener</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>all</source>
            <translation>todos</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Play all turns</source>
            <translation>Jugar todos los turnos</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Units to exit</source>
            <translation>Unidades que deben salir</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>not set</source>
            <translation>sin definir</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Exit hexes</source>
            <translation>Hexágonos de salida</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Mark exit hexes on a map edge with the palette's Objectives tab.</source>
            <translation>Marque hexágonos de salida en un borde del mapa con la pestaña Objetivos de la paleta.</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>The side that loses fewer points wins; the victory level follows the difference.</source>
            <translation>Gana el bando que pierde menos puntos; el nivel de victoria depende de la diferencia.</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n squad(s)</source>
            <translation>
                <numerusform>%n pelotón</numerusform>
                <numerusform>%n pelotones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n half squad(s)</source>
            <translation>
                <numerusform>%n medio pelotón</numerusform>
                <numerusform>%n medios pelotones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n leader(s)</source>
            <translation>
                <numerusform>%n líder</numerusform>
                <numerusform>%n líderes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n weapon(s)</source>
            <translation>
                <numerusform>%n arma</numerusform>
                <numerusform>%n armas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n gun(s)</source>
            <translation>
                <numerusform>%n cañón</numerusform>
                <numerusform>%n cañones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n AFV(s)</source>
            <translation>
                <numerusform>%n VCB</numerusform>
                <numerusform>%n VCB</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n vehicle(s)</source>
            <translation>
                <numerusform>%n vehículo</numerusform>
                <numerusform>%n vehículos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>{n} unknown</source>
            <translation>{n} desconocidas</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>no counters yet</source>
            <translation>aún no hay fichas</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n puntos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Nationality</source>
            <translation>Nacionalidad</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Light barrages</source>
            <translation>Barreras ligeras</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Heavy barrages</source>
            <translation>Barreras pesadas</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Air strikes</source>
            <translation>Ataques aéreos</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Smoke factors</source>
            <translation>Factores de humo</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Sniper</source>
            <translation>Francotirador</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Half squads allowed at the start (13.10)</source>
            <translation>Medios pelotones permitidos al inicio (13.10)</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Order of battle</source>
            <translation>Orden de batalla</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>&amp;Export package…</source>
            <translation>Exportar pa&amp;quete…</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Save to Custo&amp;m scenarios</source>
            <translation>Guardar en Escenarios personali&amp;zados</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export map as &amp;PNG…</source>
            <translation>E&amp;xportar mapa como PNG…</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Import all from the Import &amp;folder</source>
            <translation>I&amp;mportar todo de la carpeta de importación</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Open &amp;Recent</source>
            <translation>Abrir &amp;recientes</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <location filename="../window/main_window.py" />
            <source>Cannot open the scenario</source>
            <translation>No se puede abrir el escenario</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>{path} is no longer there.</source>
            <translation>{path} ya no existe.</translation>
        </message>
        <message numerus="yes">
            <location filename="../files/features.py" />
            <location filename="../window/services.py" />
            <source>{title} is refused while the scenario breaks placement rules. Problems to fix: %n (click one to see its hex); then try again.</source>
            <translation>
                <numerusform>{title} se rechaza mientras el escenario incumpla las reglas de colocación. Problemas por corregir: %n (haga clic en uno para ver su hexágono); después, vuelva a intentarlo.</numerusform>
                <numerusform>{title} se rechaza mientras el escenario incumpla las reglas de colocación. Problemas por corregir: %n (haga clic en uno para ver su hexágono); después, vuelva a intentarlo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export package</source>
            <translation>Exportar paquete</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot export the package</source>
            <translation>No se puede exportar el paquete</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Exported {path}</source>
            <translation>Exportado: {path}</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Save to Custom scenarios</source>
            <translation>Guardar en Escenarios personalizados</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Custom scenario “{name}” exists. Replace it?</source>
            <translation>El escenario personalizado “{name}” ya existe. ¿Desea sustituirlo?</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Saved to Custom scenarios as “{name}”</source>
            <translation>Guardado en Escenarios personalizados como “{name}”</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export map as PNG</source>
            <translation>Exportar mapa como PNG</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot export the map</source>
            <translation>No se puede exportar el mapa</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Wrote {path}</source>
            <translation>Se ha escrito {path}</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>No packages in {folder}. Put .zip packages there and import again.</source>
            <translation>No hay paquetes en {folder}. Coloque allí paquetes .zip y vuelva a importar.</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot recover the scenario</source>
            <translation>No se puede recuperar el escenario</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Recover unsaved changes</source>
            <translation>Recuperar cambios no guardados</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>There was nothing to import.</source>
            <translation>No había nada que importar.</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{imported} imported, {refused} refused.</source>
            <translation>{imported} importados, {refused} rechazados.</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{package}: imported as “{name}”</source>
            <translation>{package}: importado como “{name}”</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{package}: refused — {why}</source>
            <translation>{package}: rechazado — {why}</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <location filename="../window/prompts.py" />
            <source>Import packages</source>
            <translation>Importar paquetes</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>Package</source>
            <translation>Paquete</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>imported as “{name}”</source>
            <translation>importado como “{name}”</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>refused: {why}</source>
            <translation>rechazado: {why}</translation>
        </message>
        <message numerus="yes">
            <location filename="../files/packages.py" />
            <source>%n placement problem(s) left</source>
            <translation>
                <numerusform>Queda %n problema de colocación</numerusform>
                <numerusform>Quedan %n problemas de colocación</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../files/recent.py" />
            <source>No recent files</source>
            <translation>No hay archivos recientes</translation>
        </message>
        <message>
            <location filename="../files/recent.py" />
            <source>&amp;Clear the list</source>
            <translation>&amp;Borrar la lista</translation>
        </message>
        <message>
            <location filename="../files/recovery.py" />
            <source>never saved</source>
            <translation>nunca guardado</translation>
        </message>
        <message>
            <location filename="../files/recovery.py" />
            <source>“{title}” ({where}), autosaved {time}</source>
            <translation>“{title}” ({where}), guardado automáticamente el {time}</translation>
        </message>
        <message>
            <location filename="../files/violations_dialog.py" />
            <source>Click to show {hex} on the map</source>
            <translation>Haga clic para mostrar {hex} en el mapa</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>This build does not carry the libraries' package metadata, so their licences cannot be listed here.</source>
            <translation>Esta compilación no incluye los metadatos de paquete de las bibliotecas, por lo que sus licencias no se pueden mostrar aquí.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>A scenario editor, random battle generator and test run for the Valor &amp; Victory wargame.</source>
            <translation>Un editor de escenarios, generador de batallas aleatorias y partida de prueba para el wargame Valor &amp; Victory.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Licence: MIT.</source>
            <translation>Licencia: MIT.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Running on Python {python} and Qt {qt}.</source>
            <translation>Se ejecuta con Python {python} y Qt {qt}.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Libraries</source>
            <translation>Bibliotecas</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>As their installed packages state them:</source>
            <translation>Tal como las declaran sus paquetes instalados:</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Library</source>
            <translation>Biblioteca</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Version</source>
            <translation>Versión</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Licence</source>
            <translation>Licencia</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>Atajos de &amp;teclado</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;Placing units and problems</source>
            <translation>&amp;Colocar unidades y problemas</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;About V&amp;&amp;V Scenario Studio</source>
            <translation>&amp;Acerca de V&amp;&amp;V Scenario Studio</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <location filename="../help/shortcuts.py" />
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>Placing units and problems</source>
            <translation>Colocar unidades y problemas</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>About V&amp;V Scenario Studio</source>
            <translation>Acerca de V&amp;V Scenario Studio</translation>
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
&lt;h2&gt;Colocar unidades&lt;/h2&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Elija&lt;/b&gt; una ficha en la &lt;b&gt;Paleta&lt;/b&gt; (a la izquierda): la pestaña Unidades enumera los pelotones, líderes,
armas y vehículos de cada nación; elija la nación y el tipo encima de la lista o escriba unas letras en el cuadro de búsqueda.
Las demás pestañas contienen fortificaciones, objetivos y hexágonos de salida, y humo.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Haga clic en hexágonos&lt;/b&gt; del mapa para colocar una ficha por clic. Hacer clic en un hexágono que ya tiene unidades las añade a
su pila. También puede arrastrar una entrada de la paleta a un hexágono.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Pare&lt;/b&gt; con Esc, un clic derecho o el botón &lt;b&gt;Seleccionar&lt;/b&gt; (S). &lt;b&gt;Colocar&lt;/b&gt; (P) vuelve a elegir la última
entrada.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Gire&lt;/b&gt; un vehículo, cañón o búnker con R (Shift+R lo gira en sentido contrario): los nuevos miran hacia la parte superior del mapa.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Ajuste una pila&lt;/b&gt; con un clic derecho en su hexágono y &lt;i&gt;Editar pila…&lt;/i&gt;: arrastre las armas a la
unidad que las lleva, la infantería a un vehículo y un cañón a su remolque. Un arma soltada en el mapa va a la
primera unidad de la pila que pueda llevarla.&lt;/li&gt;
&lt;li&gt;Colocar por segunda vez el mismo objetivo, fortificación, humo o marca de salida en un hexágono lo vuelve a quitar.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Cualquier cambio se puede deshacer con Ctrl+Z y rehacer con Ctrl+Shift+Z, desde cualquier parte de la ventana.
La pestaña Historial de la derecha los enumera.&lt;/p&gt;

&lt;h2&gt;Cómo leer el panel Problemas&lt;/h2&gt;
&lt;p&gt;El editor nunca rechaza una colocación por incumplir una regla: mientras reorganiza una pila, esta
será a menudo ilegal durante un momento. En su lugar, cada regla incumplida aparece en &lt;b&gt;Problemas&lt;/b&gt; (abajo)
en cuanto ocurre, y el hexágono se resalta en rojo en el mapa.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Cada línea indica &lt;b&gt;dónde&lt;/b&gt; (el hexágono, como &lt;i&gt;b1:H5&lt;/i&gt;), &lt;b&gt;qué&lt;/b&gt; está mal y la
&lt;b&gt;sección&lt;/b&gt; del reglamento entre corchetes, para que pueda consultar la regla.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Haga clic en una línea&lt;/b&gt; para centrar el mapa en su hexágono y seleccionarlo; al pasar el puntero por encima se muestra el código del problema.&lt;/li&gt;
&lt;li&gt;El título del panel cuenta los problemas. &lt;i&gt;No hay problemas&lt;/i&gt; significa que el escenario cumple las reglas de colocación.&lt;/li&gt;
&lt;li&gt;Partida de prueba, Estimar equilibrio y Exportar paquete rechazan un escenario que aún tiene problemas y los vuelven a
enumerar, cada uno con su enlace, así que corríjalos primero.&lt;/li&gt;
&lt;/ul&gt;
</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse on the scenario map</source>
            <translation>Ratón en el mapa del escenario</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse in the stack editor</source>
            <translation>Ratón en el editor de pilas</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse in the board editor</source>
            <translation>Ratón en el editor de tableros</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click</source>
            <translation>Clic</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Select a hex: the stack editor shows its pieces</source>
            <translation>Seleccionar un hex: el editor de pilas muestra sus fichas</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click near a side of the selected hex</source>
            <translation>Clic cerca de un lado del hex seleccionado</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Face its units and guns towards that side</source>
            <translation>Orientar sus unidades y cañones hacia ese lado</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag a stack</source>
            <translation>Arrastrar una pila</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Move the stack to the hex where you let go</source>
            <translation>Mover la pila al hex donde la suelte</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click</source>
            <translation>Clic derecho</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>The hex's menu: rotate, delete, smoke, objective …</source>
            <translation>El menú del hex: girar, borrar, humo, objetivo …</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click, with a palette entry chosen</source>
            <translation>Clic, con una entrada de la paleta elegida</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Place it in the hex</source>
            <translation>Colocarla en el hex</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click, while placing or probing</source>
            <translation>Clic derecho, al colocar o sondear</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Stop placing (or probing line of sight)</source>
            <translation>Dejar de colocar (o de sondear la línea de visión)</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click, with the line of sight probe</source>
            <translation>Clic, con la sonda de línea de visión</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>See from that hex; point at another to see the line</source>
            <translation>Ver desde ese hex; apunte a otro para ver la línea</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Wheel</source>
            <translation>Rueda</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Zoom in or out</source>
            <translation>Acercar o alejar</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Middle drag, or Space + drag</source>
            <translation>Arrastrar con el botón central, o Espacio + arrastrar</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Pan the map</source>
            <translation>Desplazar el mapa</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Rest the pointer on a hex</source>
            <translation>Dejar el puntero sobre un hex</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Everything in the hex, in a tooltip</source>
            <translation>Todo lo que hay en el hex, en una información emergente</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click a counter</source>
            <translation>Clic en una ficha</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Pick it: R, Shift+R and Delete then act on it</source>
            <translation>Elegirla: R, Mayús+R y Supr actúan entonces sobre ella</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click a counter</source>
            <translation>Clic derecho en una ficha</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Its menu</source>
            <translation>Su menú</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag a counter or a palette entry onto a slot</source>
            <translation>Arrastrar una ficha o una entrada de la paleta a una casilla</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Load, carry or unload, as the slot says</source>
            <translation>Cargar, llevar o descargar, según indique la casilla</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click or drag</source>
            <translation>Clic o arrastrar</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Paint with the chosen brush: one undo step per stroke</source>
            <translation>Pintar con el pincel elegido: un paso de deshacer por trazo</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag, with a hexside or road brush</source>
            <translation>Arrastrar, con un pincel de lado de hex o de carretera</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Draw along the sides or centres the pointer passes</source>
            <translation>Dibujar a lo largo de los lados o centros que recorre el puntero</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag, with a selection brush</source>
            <translation>Arrastrar, con un pincel de selección</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Select hexes to copy, paste or turn</source>
            <translation>Seleccionar hexes para copiar, pegar o girar</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Toolbar</source>
            <translation>Barra de herramientas</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Anywhere in the window</source>
            <translation>En cualquier parte de la ventana</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Single keys (R, L, S, P, F, +, -) work while the map or a list has the focus; in a text field they type.</source>
            <translation>Las teclas sueltas (R, L, S, P, F, +, -) funcionan cuando el mapa o una lista tienen el foco; en un campo de texto, escriben.</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Mouse</source>
            <translation>Ratón</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>or</source>
            <translation>o</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Palette</source>
            <translation>Paleta</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <location filename="../reinforcements/groups_tree.py" />
            <source>Units</source>
            <translation>Unidades</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Click a hex to place, again to remove. Bunkers turn with R.</source>
            <translation>Haga clic en un hexágono para colocar y otra vez para quitar. Los búnkeres giran con R.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Defences</source>
            <translation>Defensas</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Objectives fly their owner's flag; exit hexes lie on a map edge.</source>
            <translation>Los objetivos llevan la bandera de su propietario; los hexágonos de salida están en un borde del mapa.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Objectives</source>
            <translation>Objetivos</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke markers: level 2 is fresh, level 1 dispersing.</source>
            <translation>Marcadores de humo: el nivel 2 es humo reciente; el nivel 1, humo dispersándose.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke</source>
            <translation>Humo</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <location filename="../testrun/result_tables.py" />
            <source>cover</source>
            <translation>cobertura</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>{side} objective</source>
            <translation>Objetivo ({side})</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke {level}</source>
            <translation>Humo {level}</translation>
        </message>
        <message>
            <location filename="../palette/placing.py" />
            <source>{unit} is not in this rules edition's catalogue</source>
            <translation>{unit} no está en el catálogo de esta edición de las reglas</translation>
        </message>
        <message>
            <location filename="../palette/placing.py" />
            <source>cannot place {entry}</source>
            <translation>no se puede colocar {entry}</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>All kinds</source>
            <translation>Todos los tipos</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Squads</source>
            <translation>Pelotones</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Half squads</source>
            <translation>Medios pelotones</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Leaders</source>
            <translation>Líderes</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Support weapons</source>
            <translation>Armas de apoyo</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Guns</source>
            <translation>Cañones</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>AFVs</source>
            <translation>VCB</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Vehicles</source>
            <translation>Vehículos</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Search units</source>
            <translation>Buscar unidades</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <location filename="../reinforcements/group_box.py" />
            <source>{n} pts</source>
            <translation>{n} ptos.</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>E-mail game from a saved game</source>
            <translation>Partida por correo desde una partida guardada</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../testrun/continuing.py" />
            <source>Saved games and game logs (*.json)</source>
            <translation>Partidas guardadas y registros de partida (*.json)</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Continue a turn file hotseat</source>
            <translation>Continuar un archivo de turno en hotseat</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>Turn files (*{suffix})</source>
            <translation>Archivos de turno (*{suffix})</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Cannot make an e-mail game of this saved game</source>
            <translation>No se puede hacer una partida por correo de esta partida guardada</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>challenge</source>
            <translation>desafío</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>Cannot open the turn file</source>
            <translation>No se puede abrir el archivo de turno</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>from e-mail</source>
            <translation>desde correo</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Saved the e-mail game as {path}</source>
            <translation>Partida por correo guardada como {path}</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <location filename="../pbem/feature.py" />
            <source>New e-mail game</source>
            <translation>Nueva partida por correo</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>A message to your opponent (optional)</source>
            <translation>Un mensaje a su rival (opcional)</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>None: anyone with the file can accept</source>
            <translation>Ninguna: cualquiera con el archivo puede aceptar</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The same password again</source>
            <translation>La misma contraseña otra vez</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The two passwords differ.</source>
            <translation>Las dos contraseñas no coinciden.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Scenario:</source>
            <translation>Escenario:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>I play:</source>
            <translation>Juego con:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Password:</source>
            <translation>Contraseña:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Repeat:</source>
            <translation>Repetir:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Message:</source>
            <translation>Mensaje:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Dice bias is always None in an e-mail game. The dice seed is made from both players' secrets when your opponent accepts. A password keeps the game between the two of you: tell it to your opponent another way than the file (a call, another message); only someone who knows it can accept or send a turn.</source>
            <translation>El sesgo de los dados es siempre Ninguno en una partida por correo. La semilla de los dados se forma con los secretos de ambos jugadores cuando tu rival acepta. Una contraseña mantiene la partida entre vosotros dos: díselo a tu rival por otra vía distinta del archivo (una llamada, otro mensaje); solo quien la conoce puede aceptar o enviar un turno.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Write the challenge</source>
            <translation>Escribir el desafío</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Your opponent's turn</source>
            <translation>El turno de su rival</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Play my turn</source>
            <translation>Jugar mi turno</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Accept the challenge</source>
            <translation>Aceptar el desafío</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Accept</source>
            <translation>Aceptar</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The password your opponent told you</source>
            <translation>La contraseña que te dio tu rival</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>This challenge has a password:</source>
            <translation>Este desafío tiene contraseña:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Wrong password: ask your opponent for the one they set.</source>
            <translation>Contraseña incorrecta: pide a tu rival la que eligió.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Give the password your opponent told you.</source>
            <translation>Escribe la contraseña que te dio tu rival.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Send this file to your opponent</source>
            <translation>Envíe este archivo a su rival</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Open folder</source>
            <translation>Abrir carpeta</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Copy path</source>
            <translation>Copiar ruta</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Open a scenario to play it by e-mail</source>
            <translation>Abra un escenario para jugarlo por correo</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your challenge is written. Send this file to your opponent: they open it with Play &gt; Open turn file…</source>
            <translation>Tu desafío está escrito. Envía este archivo a tu rival: lo abre con Jugar &gt; Abrir archivo de turno…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>{title}: a challenge from the {challenger} player. You would play {side}.</source>
            <translation>{title}: un desafío del jugador {challenger}. Usted jugaría {side}.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Their message: {message}</source>
            <translation>Su mensaje: {message}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Cannot accept the challenge</source>
            <translation>No se puede aceptar el desafío</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>accepted</source>
            <translation>aceptado</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>You accepted. Send this file back: your opponent's first turn comes next.</source>
            <translation>Ha aceptado. Devuelva este archivo: a continuación viene el primer turno de su rival.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Open turn file</source>
            <translation>Abrir archivo de turno</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>{title}, e-mail game</source>
            <translation>{title}, partida por correo</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand over…</source>
            <translation>Pasar el turno…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Resign…</source>
            <translation>Rendirse…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>No e-mail game is being played: open your turn with Play &gt; Open turn file…</source>
            <translation>No se está jugando ninguna partida por correo: abre tu turno con Jugar &gt; Abrir archivo de turno…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand-over point: write your message and send the file</source>
            <translation>Punto de relevo: escriba su mensaje y envíe el archivo</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand over</source>
            <translation>Pasar el turno</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Write the file</source>
            <translation>Escribir el archivo</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your last message to your opponent</source>
            <translation>Su último mensaje a su rival</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>resigned</source>
            <translation>rendición</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>turn {number}</source>
            <translation>turno {number}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your turn is written. Send this file to your opponent.</source>
            <translation>Su turno está escrito. Envíe este archivo a su rival.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>You resign: your opponent wins.</source>
            <translation>Se rinde: su rival gana.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your opponent reads your message when they open the file.</source>
            <translation>Su rival leerá su mensaje al abrir el archivo.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The game is over.</source>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your opponent reads your last message when they open the file.</source>
            <translation>Su rival leerá su último mensaje al abrir el archivo.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand-over point: {point}</source>
            <translation>Punto de relevo: {point}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The {side} player plays next, from this file.</source>
            <translation>Juega a continuación el jugador {side}, con este archivo.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Resign</source>
            <translation>Rendirse</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Give this game up? Your opponent wins.</source>
            <translation>¿Abandonar esta partida? Su rival gana.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>This file waits for your opponent: send it again if it went astray.</source>
            <translation>Este archivo espera a su rival: envíelo de nuevo si se extravió.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The file of this game is no longer where it was: open it with Play &gt; Open turn file…</source>
            <translation>El archivo de esta partida ya no está donde estaba: ábrelo con Jugar &gt; Abrir archivo de turno…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>New &amp;e-mail game…</source>
            <translation>&amp;Nueva partida por correo…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Challenge an opponent to play the open scenario by e-mail</source>
            <translation>Desafiar a un rival a jugar por correo el escenario abierto</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Open &amp;turn file…</source>
            <translation>Abrir archivo de &amp;turno…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Open a turn file your opponent sent: accept a challenge, or play your turn</source>
            <translation>Abrir un archivo de turno que le envió su rival: aceptar un desafío o jugar su turno</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>My e-mail &amp;games</source>
            <translation>Mis partidas por &amp;correo</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>&amp;Resign…</source>
            <translation>&amp;Rendirse…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Give up the e-mail game you are playing, with a last message</source>
            <translation>Abandonar la partida por correo en curso, con un último mensaje</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>E-mail game from a &amp;saved game…</source>
            <translation>Partida por correo desde una partida &amp;guardada…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Challenge an opponent to play a saved hotseat or solo game on by e-mail, from where it stands</source>
            <translation>Desafiar a un rival a seguir por correo una partida guardada en hotseat o en solitario, desde donde está</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Continue a turn file &amp;hotseat…</source>
            <translation>Continuar un archivo de turno en &amp;hotseat…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Keep an e-mail game as a saved game and play it on at one table or against the computer</source>
            <translation>Guardar una partida por correo como partida guardada y seguirla en una sola mesa o contra el ordenador</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>{title} ({status})</source>
            <translation>{title} ({status})</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>No e-mail games yet</source>
            <translation>Aún no hay partidas por correo</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <location filename="../window/actions.py" />
            <source>&amp;Play</source>
            <translation>&amp;Jugar</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>&amp;Hand over…</source>
            <translation>&amp;Pasar el turno…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Write your message and the file to send, at the hand-over point</source>
            <translation>Escribir tu mensaje y el archivo que enviar, en el punto de relevo</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Give this game up, with a last message</source>
            <translation>Abandonar esta partida, con un último mensaje</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the challenge</source>
            <translation>el desafío</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the acceptance</source>
            <translation>la aceptación</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the start of the game</source>
            <translation>el inicio de la partida</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the Move Phase</source>
            <translation>el final de la fase de movimiento</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>after the Defensive Fire Phase</source>
            <translation>tras la fase de fuego defensivo</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the segment</source>
            <translation>el final del segmento</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the game</source>
            <translation>el final de la partida</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>a resignation</source>
            <translation>una rendición</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} resigned: the game is over</source>
            <translation>{side}: rendición, la partida ha terminado</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>The game is over</source>
            <translation>La partida ha terminado</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} to play: turn {turn}, {phase}</source>
            <translation>Juega {side}: turno {turn}, {phase}</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{title}: handed over by {side} at {point} (hand-over {number}, {actions} actions)</source>
            <translation>{title}: turno pasado por {side} en {point} (relevo {number}, {actions} acciones)</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} opened the previous file {count} times before replying</source>
            <translation>{side} abrió el archivo anterior {count} veces antes de responder</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>The first {count} actions were played hotseat before this e-mail game, with the saved game's own dice: not verified by both players.</source>
            <translation>Las primeras {count} acciones se jugaron en hotseat antes de esta partida por correo, con los dados de la partida guardada: no verificadas por ambos jugadores.</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>Message: {message}</source>
            <translation>Mensaje: {message}</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>System default</source>
            <translation>Predeterminado del sistema</translation>
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
            <translation>Desactivado</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Colour-blind safe nation colours</source>
            <translation>Colores de nación aptos para daltónicos</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>US, British, Soviet and German counters stay apart for red-green colour blindness (deuteranopia and protanopia)</source>
            <translation>Las fichas estadounidenses, británicas, soviéticas y alemanas se distinguen también con daltonismo rojo-verde (deuteranopia y protanopia)</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>A new language takes effect when the program starts again.</source>
            <translation>Un nuevo idioma se aplica cuando el programa se vuelve a iniciar.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Autosave</source>
            <translation>Autoguardado</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Save a recovery copy every</source>
            <translation>Guardar una copia de recuperación cada</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Unsaved work is kept apart from your file; 0 turns autosave off.</source>
            <translation>El trabajo sin guardar se conserva aparte de su archivo; 0 desactiva el autoguardado.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>New scenarios</source>
            <translation>Nuevos escenarios</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Where New scenario and Generate a battle start.</source>
            <translation>Valores con los que empiezan Nuevo escenario y Generar una batalla.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Map</source>
            <translation>Mapa</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Test runs</source>
            <translation>Partidas de prueba</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Decisions</source>
            <translation>Decisiones</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>The computer always decides for itself.</source>
            <translation>El ordenador siempre decide por sí mismo.</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>&amp;Settings…</source>
            <translation>&amp;Ajustes…</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>Language, autosave, defaults for new scenarios, map colours</source>
            <translation>Idioma, autoguardado, valores predeterminados para nuevos escenarios, colores del mapa</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>The new language takes effect when the program starts again.</source>
            <translation>El nuevo idioma se aplicará cuando el programa se vuelva a iniciar.</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Reinforcements</source>
            <translation>Refuerzos</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New group</source>
            <translation>Nuevo grupo</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Remove group</source>
            <translation>Quitar grupo</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Add to group</source>
            <translation>Añadir al grupo</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New {side} group</source>
            <translation>Nuevo grupo ({side})</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>A new group of the unit picked in the catalogue below</source>
            <translation>Un nuevo grupo con la unidad elegida en el catálogo de abajo</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>A support weapon arrives carried: give it to a unit of a group</source>
            <translation>Un arma de apoyo llega transportada: désela a una unidad de un grupo</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Give to the selected unit</source>
            <translation>Dar a la unidad seleccionada</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Pick a unit in the catalogue first; the new group brings it</source>
            <translation>Elija primero una unidad en el catálogo; el nuevo grupo la incluirá</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New {side} group: turn {turn}, {edge} edge; change either in the group box</source>
            <translation>Nuevo grupo ({side}): turno {turn}, borde {edge}; cambie cualquiera de ellos en el cuadro del grupo</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Select the unit that carries it in the group's list first</source>
            <translation>Seleccione primero en la lista del grupo la unidad que la lleva</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>&amp;Reinforcements…</source>
            <translation>Re&amp;fuerzos…</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>Which units of each side arrive later, on which turn and from which map edge</source>
            <translation>Qué unidades de cada bando llegan más tarde, en qué turno y por qué borde del mapa</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>{side} reinforcements, turn {turn}</source>
            <translation>Refuerzos ({side}), turno {turn}</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>Click a hex near the edge the group comes on from; right click or Esc to stop</source>
            <translation>Haga clic en un hexágono cerca del borde por el que entra el grupo; clic derecho o Esc para terminar</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>North edge</source>
            <translation>Borde norte</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>East edge</source>
            <translation>Borde este</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>South edge</source>
            <translation>Borde sur</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>West edge</source>
            <translation>Borde oeste</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Selected group</source>
            <translation>Grupo seleccionado</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Turn</source>
            <translation>Turno</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <location filename="../special_rules/form.py" />
            <source>Pick on map</source>
            <translation>Elegir en el mapa</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Click a hex near the edge the group should come on from</source>
            <translation>Haga clic en un hexágono cerca del borde por el que debe entrar el grupo</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Enters from</source>
            <translation>Entra por</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Remove unit</source>
            <translation>Quitar unidad</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Take its weapon</source>
            <translation>Retirar su arma</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>The selected unit arrives without its support weapon</source>
            <translation>La unidad seleccionada llega sin su arma de apoyo</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>They may come on at any hex of the {edge} edge without enemy units (6.10); the tinted hexes on the map.</source>
            <translation>Pueden entrar por cualquier hexágono del borde {edge} sin unidades enemigas (6.10); los hexágonos coloreados del mapa.</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Select a group above, or make one from the catalogue below.</source>
            <translation>Seleccione un grupo arriba o cree uno a partir del catálogo de abajo.</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>of {turns}</source>
            <translation>de {turns}</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>A group keeps at least one unit: remove the group instead</source>
            <translation>Un grupo conserva al menos una unidad: quite el grupo en su lugar</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>Arrives</source>
            <translation>Llega</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>{side} ({nation})</source>
            <translation>{side} ({nation})</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>none: units all start on the map</source>
            <translation>ninguno: todas las unidades empiezan en el mapa</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>Turn {turn}, {edge}</source>
            <translation>Turno {turn}, {edge}</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Elimination</source>
            <translation>Eliminación</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Objective</source>
            <translation>Objetivo</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Exit</source>
            <translation>Salida</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Strongly for the computer</source>
            <translation>Muy a favor del ordenador</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>For the computer</source>
            <translation>A favor del ordenador</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>None</source>
            <translation>Ninguno</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>For the player</source>
            <translation>A favor del jugador</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Strongly for the player</source>
            <translation>Muy a favor del jugador</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Rulebook (seeds)</source>
            <translation>Reglamento (edición original)</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Standard rules 2021</source>
            <translation>Reglas estándar 2021</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>allied</source>
            <translation>aliados</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>axis</source>
            <translation>Eje</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>north</source>
            <translation>norte</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>east</source>
            <translation>este</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>south</source>
            <translation>sur</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>west</source>
            <translation>oeste</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Balanced</source>
            <translation>Equilibrada</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Cautious</source>
            <translation>Prudente</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Aggressive</source>
            <translation>Agresiva</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Clear</source>
            <translation>Despejado</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Overcast</source>
            <translation>Cubierto</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Rain</source>
            <translation>Lluvia</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Fog</source>
            <translation>Niebla</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Snow</source>
            <translation>Nieve</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Small</source>
            <translation>Pequeño</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Medium</source>
            <translation>Mediano</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Large</source>
            <translation>Grande</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Regular</source>
            <translation>Regular</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Elite</source>
            <translation>Élite</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Airborne</source>
            <translation>Aerotransportada</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Infantry</source>
            <translation>Infantería</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Combined</source>
            <translation>Armas combinadas</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>On</source>
            <translation>Activado</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Special rules</source>
            <translation>Reglas especiales</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Add rule</source>
            <translation>Añadir regla</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Add a special rule of the kind chosen beside</source>
            <translation>Añadir una regla especial del tipo elegido al lado</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Remove rule</source>
            <translation>Quitar regla</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Anything these rules cannot say belongs in the briefing (Scenario details).</source>
            <translation>Lo que estas reglas no pueden expresar va en la presentación (Detalles del escenario).</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>&amp;Special rules…</source>
            <translation>&amp;Reglas especiales…</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>Rules of this scenario that change the rulebook's: terrain, entry, exits, smoke, held units</source>
            <translation>Reglas de este escenario que cambian las del reglamento: terreno, entrada, salidas, humo, unidades inmovilizadas</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>Click hexes to put them in the rule or take them out; right click or Esc to stop</source>
            <translation>Haga clic en hexágonos para incluirlos en la regla o quitarlos; clic derecho o Esc para terminar</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Side</source>
            <translation>Bando</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hexes</source>
            <translation>Hexágonos</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>From turn</source>
            <translation>Desde el turno</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>To turn</source>
            <translation>Hasta el turno</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Held until turn</source>
            <translation>Inmovilizadas hasta el turno</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Until fired upon</source>
            <translation>Hasta que les disparen</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Group's turn</source>
            <translation>Turno del grupo</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Group's edge</source>
            <translation>Borde del grupo</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>At the latest on turn</source>
            <translation>A más tardar en el turno</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hexside</source>
            <translation>Lado de hexágono</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Counts as</source>
            <translation>Cuenta como</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Rally number</source>
            <translation>Número de reagrupamiento</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>AP fire roll</source>
            <translation>Tirada de fuego AP</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Sight (hexes)</source>
            <translation>Visión (hexágonos)</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>e.g. b2:C3, b2:D4</source>
            <translation>p. ej. b2:C3, b2:D4</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hex names separated by commas; or press Pick on map and click hexes</source>
            <translation>Nombres de hexágonos separados por comas; o pulse Elegir en el mapa y haga clic en los hexágonos</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>The longest line of sight in hexes while the rule is in force</source>
            <translation>La línea de visión más larga, en hexágonos, mientras rige la regla</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>unchanged</source>
            <translation>sin cambios</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Click hexes on the map to add or remove them; right click or Esc to stop</source>
            <translation>Haga clic en hexágonos del mapa para añadirlos o quitarlos; clic derecho o Esc para terminar</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>A hexside counts as another</source>
            <translation>Un lado de hexágono cuenta como otro</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Hexes count as other terrain or level</source>
            <translation>Hexágonos con otro terreno o nivel</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Where reinforcements may enter</source>
            <translation>Dónde pueden entrar los refuerzos</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>When the attacker may exit</source>
            <translation>Cuándo puede salir el atacante</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>No smoke</source>
            <translation>Sin humo</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Units held in place</source>
            <translation>Unidades inmovilizadas</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Reinforcements on a trigger</source>
            <translation>Refuerzos con activador</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>A side's rally and fire modifier</source>
            <translation>Modificador de reagrupamiento y fuego de un bando</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Night or reduced visibility</source>
            <translation>Noche o visibilidad reducida</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <location filename="../testrun/event_log.py" />
            <source>Both sides</source>
            <translation>Ambos bandos</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{hexes} and {count} more</source>
            <translation>{hexes} y {count} más</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>no hex yet</source>
            <translation>ningún hexágono todavía</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>all game</source>
            <translation>durante toda la partida</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>from turn {turn} on</source>
            <translation>a partir del turno {turn}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>on turn {turn}</source>
            <translation>en el turno {turn}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>on turns {first} to {last}</source>
            <translation>en los turnos {first} a {last}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Every {source} hexside counts as a {target} (10.11, 10.111).</source>
            <translation>Cada lado de hexágono {source} cuenta como {target} (10.11, 10.111).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the terrain counts as {terrain} at level {level} (10.5, 10.8).</source>
            <translation>En {hexes} el terreno cuenta como {terrain} en el nivel {level} (10.5, 10.8).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the terrain counts as {terrain} (10.5).</source>
            <translation>En {hexes} el terreno cuenta como {terrain} (10.5).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the ground counts as level {level} (10.8).</source>
            <translation>En {hexes} el suelo cuenta como nivel {level} (10.8).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes}: no change chosen yet.</source>
            <translation>En {hexes}: todavía no se ha elegido ningún cambio.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements may enter only at {hexes}, {turns} (6.10).</source>
            <translation>Refuerzos ({side}): solo pueden entrar por {hexes}, {turns} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>The attacker may exit only {turns}, and only at {hexes} (6.10).</source>
            <translation>El atacante solo puede salir {turns}, y solo por {hexes} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>The attacker may exit only {turns} (6.10).</source>
            <translation>El atacante solo puede salir {turns} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Neither side may place smoke of any kind (11).</source>
            <translation>Ningún bando puede colocar humo de ningún tipo (11).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} may place no smoke of any kind (11).</source>
            <translation>{side}: no puede colocar humo de ningún tipo (11).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move before turn {turn}, or until fired upon if sooner.</source>
            <translation>Las unidades ({side}) desplegadas en {hexes} no pueden moverse antes del turno {turn}, o hasta que les disparen si ocurre antes.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move before turn {turn}.</source>
            <translation>Las unidades ({side}) desplegadas en {hexes} no pueden moverse antes del turno {turn}.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move until they are fired upon.</source>
            <translation>Las unidades ({side}) desplegadas en {hexes} no pueden moverse hasta que les disparen.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move at all.</source>
            <translation>Las unidades ({side}) desplegadas en {hexes} no pueden moverse en toda la partida.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit has entered {hexes} (6.10).</source>
            <translation>Los refuerzos ({side}) previstos para el turno {turn} por el borde {edge} solo entran cuando una unidad enemiga ha entrado en {hexes} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit has entered {hexes}, or from turn {latest} on (6.10).</source>
            <translation>Los refuerzos ({side}) previstos para el turno {turn} por el borde {edge} solo entran cuando una unidad enemiga ha entrado en {hexes}, o a partir del turno {latest} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side}: {rally:+d} to rally numbers (21.1), {fire:+d} to AP fire rolls (14.5).</source>
            <translation>{side}: {rally:+d} a los números de reagrupamiento (21.1), {fire:+d} a las tiradas de fuego AP (14.5).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Night or reduced visibility, {turns}: no unit sees farther than {sight} hexes, so no fire, spotting or sniper attack reaches beyond (9).</source>
            <translation>Noche o visibilidad reducida, {turns}: ninguna unidad ve a más de {sight} hexágonos, así que ningún fuego, observación ni ataque de francotirador llega más allá (9).</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Stack</source>
            <translation>Pila</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Drag a weapon (from the palette or a unit) onto a weapon slot, infantry or a gun onto a transport's slots. Click an arrow to face a hexside; R / Shift+R turn, Delete removes.</source>
            <translation>Arrastre un arma (desde la paleta o una unidad) a una ranura de arma, y la infantería o un cañón a las ranuras de un transporte. Haga clic en una flecha para orientar hacia un lado de hexágono; R / Shift+R giran, Supr quita.</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Pick a hex</source>
            <translation>Elija un hexágono</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Turn anticlockwise (Shift+R)</source>
            <translation>Girar en sentido antihorario (Shift+R)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Turn clockwise (R)</source>
            <translation>Girar en sentido horario (R)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Split</source>
            <translation>Dividir</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Split the squad into two half squads (13.10)</source>
            <translation>Dividir el pelotón en dos medios pelotones (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Join</source>
            <translation>Unir</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Join two half squads of one type into a squad (13.10)</source>
            <translation>Unir dos medios pelotones del mismo tipo en un pelotón (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Unload</source>
            <translation>Descargar</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Take the passenger or gun off its transport</source>
            <translation>Bajar al pasajero o el cañón de su transporte</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Remove the picked piece (Delete)</source>
            <translation>Quitar la pieza elegida (Supr)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Right-click a hex and pick “Edit stack…”</source>
            <translation>Haga clic derecho en un hexágono y elija “Editar pila…”</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>&lt;b&gt;{hex}&lt;/b&gt;: drag weapons and riders into slots</source>
            <translation>&lt;b&gt;{hex}&lt;/b&gt;: arrastre armas y pasajeros a las ranuras</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Pick a counter in the stack first</source>
            <translation>Elija primero una ficha de la pila</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>That does not go there</source>
            <translation>Eso no va ahí</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only support weapons from the palette go into a unit's weapon slot</source>
            <translation>Solo las armas de apoyo de la paleta van en la ranura de arma de una unidad</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>A gun is towed; infantry rides as passengers (8.1)</source>
            <translation>Un cañón va remolcado; la infantería viaja como pasajeros (8.1)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only vehicles, guns and bunkers face a hexside (7.1)</source>
            <translation>Solo los vehículos, cañones y búnkeres se orientan hacia un lado de hexágono (7.1)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a squad to split</source>
            <translation>Elija un pelotón para dividir</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a half squad with another of its type beside it (13.10)</source>
            <translation>Elija un medio pelotón que tenga al lado otro de su tipo (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a passenger or towed gun to unload</source>
            <translation>Elija un pasajero o un cañón remolcado para descargar</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only a leader can be a hero (22.5), only a minefield hidden (19.71)</source>
            <translation>Solo un líder puede ser héroe (22.5) y solo un campo de minas puede estar oculto (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hero (22.5)</source>
            <translation>Héroe (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Make a hero (22.5)</source>
            <translation>Convertir en héroe (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>No longer a hero (22.5)</source>
            <translation>Dejar de ser héroe (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hidden (19.71)</source>
            <translation>Oculto (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hide the minefield in {hex}</source>
            <translation>Ocultar el campo de minas en {hex}</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Reveal the minefield in {hex}</source>
            <translation>Revelar el campo de minas en {hex}</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>There is no fortification in {hex}</source>
            <translation>No hay ninguna fortificación en {hex}</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>squad or 2 half squads</source>
            <translation>pelotón o 2 medios pelotones</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>half squad</source>
            <translation>medio pelotón</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <location filename="../testrun/result_tables.py" />
            <source>leader</source>
            <translation>líder</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Fortification</source>
            <translation>Fortificación</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Nothing here. Place units from the palette, then edit the stack here.</source>
            <translation>Aquí no hay nada. Coloque unidades desde la paleta y luego edite aquí la pila.</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>loose: give it to a unit</source>
            <translation>suelta: désela a una unidad</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>drop a rider here to unload it</source>
            <translation>suelte aquí un pasajero para descargarlo</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source> — hero: starts valorous (22.5)</source>
            <translation> — héroe: empieza con valor (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>L only</source>
            <translation>solo L</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>L or H</source>
            <translation>L o H</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Aboard ({cls}) · weapons {used}/{limit}</source>
            <translation>A bordo ({cls}) · armas {used}/{limit}</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow only</source>
            <translation>solo remolque</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow: gun</source>
            <translation>remolque: cañón</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow: small gun (not 0 MP)</source>
            <translation>remolque: cañón pequeño (no 0 MP)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source> — hidden from the enemy until entered (19.71)</source>
            <translation> — oculto al enemigo hasta que se entra en él (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>A leader counter used as a hero starts with a Valor marker (22.5)</source>
            <translation>Una ficha de líder usada como héroe empieza con un marcador de Valor (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>The owner records the minefield secretly; it is revealed when a unit enters (19.71)</source>
            <translation>El propietario anota el campo de minas en secreto; se revela cuando una unidad entra en él (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/widgets.py" />
            <source>Click a hexside to face it (R, Shift+R turn)</source>
            <translation>Haga clic en un lado de hexágono para orientarlo hacia él (R, Shift+R giran)</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>No e-mail games yet: Play &gt; New e-mail game… challenges an opponent</source>
            <translation>Aún no hay partidas por correo: Jugar &gt; Nueva partida por correo… desafía a un rival</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Your turn · you play {side}</source>
            <translation>Su turno · juega con {side}</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Finished · you played {side}</source>
            <translation>Terminada · jugó con {side}</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Waiting for your opponent · you play {side}</source>
            <translation>Esperando a su rival · juega con {side}</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>The random battle generator is not installed yet.</source>
            <translation>El generador de batallas aleatorias aún no está instalado.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Valor &amp; Victory Scenario Studio</source>
            <translation>Valor &amp; Victory Scenario Studio</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Design, check and share squad-level battles on the geomorphic boards.</source>
            <translation>Diseñe, compruebe y comparta batallas a nivel de pelotón en los tableros geomórficos.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Start</source>
            <translation>Inicio</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>New scenario…</source>
            <translation>Nuevo escenario…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Choose boards and how they join.</source>
            <translation>Elija los tableros y cómo se unen.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Generate a battle…</source>
            <translation>Generar una batalla…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>A random, legal battle from a seed.</source>
            <translation>Una batalla aleatoria y legal a partir de una semilla.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Open draft…</source>
            <translation>Abrir borrador…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Carry on with a scenario you are designing.</source>
            <translation>Continúe con un escenario que esté diseñando.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Open custom scenario…</source>
            <translation>Abrir escenario personalizado…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Edit a scenario you imported.</source>
            <translation>Edite un escenario que haya importado.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Import packages…</source>
            <translation>Importar paquetes…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Add scenario packages (.zip) shared by others.</source>
            <translation>Añada paquetes de escenario (.zip) compartidos por otros.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Import all from the Import folder</source>
            <translation>Importar todo de la carpeta de importación</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Recent files</source>
            <translation>Archivos recientes</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Your scenarios</source>
            <translation>Sus escenarios</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Drafts are saved in {folder}. Double click to open.</source>
            <translation>Los borradores se guardan en {folder}. Haga doble clic para abrir.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Continue a game</source>
            <translation>Continuar una partida</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>My e-mail games</source>
            <translation>Mis partidas por correo</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Nothing opened yet</source>
            <translation>Aún no se ha abierto nada</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Draft</source>
            <translation>Borrador</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Custom scenario</source>
            <translation>Escenario personalizado</translation>
        </message>
        <message numerus="yes">
            <location filename="../start/preview.py" />
            <source>{kind} · %n turn(s) · {board_word} {boards} · {attacker} attack, {defender} defend</source>
            <translation>
                <numerusform>{kind} · %n turno · {board_word} {boards} · {attacker} ataca, {defender} defiende</numerusform>
                <numerusform>{kind} · %n turnos · {board_word} {boards} · {attacker} ataca, {defender} defiende</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>Open in the editor</source>
            <translation>Abrir en el editor</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>Select a scenario to see it here.</source>
            <translation>Seleccione un escenario para verlo aquí.</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>This file cannot be read: {error}</source>
            <translation>No se puede leer este archivo: {error}</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>No briefing yet.</source>
            <translation>Aún no hay informe.</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>No picture</source>
            <translation>Sin imagen</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>Continue a saved game from a file…</source>
            <translation>Continuar una partida guardada desde un archivo…</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>No saved games yet: a test run saves itself at the end of every player segment</source>
            <translation>Aún no hay partidas guardadas: una partida de prueba se guarda sola al final de cada segmento de jugador</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>{title}: autosave, turn {turn}, {side}'s segment</source>
            <translation>{title}: guardado automático, turno {turn}, segmento de {side}</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>End &amp;Move</source>
            <translation>Terminar &amp;movimiento</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>E&amp;xit the map</source>
            <translation>&amp;Salir del mapa</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Withdraw &amp;sniper</source>
            <translation>Retirar &amp;francotirador</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Rall&amp;y order…</source>
            <translation>Orden de reagru&amp;pamiento…</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>&amp;End Phase</source>
            <translation>&amp;Terminar fase</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Stop the moving stack where it stands; the phase goes on ({keys})</source>
            <translation>Detener la pila en movimiento donde está; la fase continúa ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Take the moving stack off the map here: it counts for the exit goal ({keys})</source>
            <translation>Sacar aquí del mapa la pila en movimiento: cuenta para el objetivo de salida ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Take your sniper off the map for the rest of the game ({keys})</source>
            <translation>Retirar a su francotirador del mapa durante el resto de la partida ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Choose which pinned units try to rally first ({keys})</source>
            <translation>Elegir qué unidades clavadas intentan reagruparse primero ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Done with this phase: the game goes on to the next one ({keys})</source>
            <translation>Fase terminada: la partida pasa a la siguiente ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Play</source>
            <translation>Jugar</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Step</source>
            <translation>Paso</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Let the computer play on, one action after another; press again to pause</source>
            <translation>Dejar que el ordenador siga jugando, acción tras acción; pulse de nuevo para pausar</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>One action of the computer, then pause</source>
            <translation>Una acción del ordenador y luego pausa</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Speed of the computer's play</source>
            <translation>Velocidad del juego del ordenador</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Speed</source>
            <translation>Velocidad</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/keys.py" />
            <location filename="../window/toolbar.py" />
            <source>Line of sight</source>
            <translation>Línea de visión</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Click a hex to see what it sees; point at another for the line and why (L)</source>
            <translation>Haga clic en un hexágono para ver qué ve; señale otro para ver la línea y el motivo (L)</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Save &amp;log…</source>
            <translation>&amp;Guardar registro…</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Save the game so far as a game log: replay it, or go on with it later</source>
            <translation>Guardar la partida hasta ahora como registro de partida: reprodúzcala o continúela más tarde</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/saving.py" />
            <source>&amp;Back to the editor</source>
            <translation>Volver al &amp;editor</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Close the test run and go back to the scenario in the editor</source>
            <translation>Cerrar la partida de prueba y volver al escenario en el editor</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>In the opponent's After-Action Phase: take your sniper off the map ({keys})</source>
            <translation>En la fase posterior a la acción del adversario: retirar tu francotirador del mapa ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/describe.py" />
            <source>Withdraw the {side} sniper</source>
            <translation>Retirar al francotirador ({side})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Pause</source>
            <translation>Pausa</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>pin {unit}</source>
            <translation>inmovilizar {unit}</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>reduce {unit} to a half squad</source>
            <translation>reducir {unit} a medio pelotón</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>reduce {unit} to a half squad and pin it</source>
            <translation>reducir {unit} a medio pelotón e inmovilizarlo</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>{unit} rolls to survive (pinned if it does)</source>
            <translation>{unit} tira para sobrevivir (inmovilizado si lo logra)</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>eliminate {unit}</source>
            <translation>eliminar {unit}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Overrun: the armored vehicle driving through {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Arrollamiento: el blindado que atraviesa {hex} inflige %n punto de bajas. ¿Cómo lo reparten sus unidades?</numerusform>
                <numerusform>Arrollamiento: el blindado que atraviesa {hex} inflige %n puntos de bajas. ¿Cómo los reparten sus unidades?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Close assault: your units in {hex} take %n Casualty Point(s). How do they take them?</source>
            <translation>
                <numerusform>Asalto cuerpo a cuerpo: sus unidades en {hex} sufren %n punto de bajas. ¿Cómo lo reparten?</numerusform>
                <numerusform>Asalto cuerpo a cuerpo: sus unidades en {hex} sufren %n puntos de bajas. ¿Cómo los reparten?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Fire lane: your units entering {hex} take %n Casualty Point(s). How do they take them?</source>
            <translation>
                <numerusform>Línea de fuego: sus unidades que entran en {hex} sufren %n punto de bajas. ¿Cómo lo reparten?</numerusform>
                <numerusform>Línea de fuego: sus unidades que entran en {hex} sufren %n puntos de bajas. ¿Cómo los reparten?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Fire support: the strike on {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Apoyo de fuego: el ataque sobre {hex} inflige %n punto de bajas. ¿Cómo lo reparten sus unidades?</numerusform>
                <numerusform>Apoyo de fuego: el ataque sobre {hex} inflige %n puntos de bajas. ¿Cómo los reparten sus unidades?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Sniper: its shot at {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Francotirador: su disparo sobre {hex} inflige %n punto de bajas. ¿Cómo lo reparten sus unidades?</numerusform>
                <numerusform>Francotirador: su disparo sobre {hex} inflige %n puntos de bajas. ¿Cómo los reparten sus unidades?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Casualties: enemy fire on {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Bajas: el fuego enemigo sobre {hex} inflige %n punto de bajas. ¿Cómo lo encajan sus unidades?</numerusform>
                <numerusform>Bajas: el fuego enemigo sobre {hex} inflige %n puntos de bajas. ¿Cómo los encajan sus unidades?</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>Take ({key})</source>
            <translation>Aplicar ({key})</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>Take</source>
            <translation>Aplicar</translation>
        </message>
        <message>
            <location filename="../testrun/choices.py" />
            <source>Do it</source>
            <translation>Ejecutar</translation>
        </message>
        <message>
            <location filename="../testrun/choices.py" />
            <source>Roll</source>
            <translation>Tirar</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>The end of the log: File &gt; Play from here (Ctrl+P) goes on with the game.</source>
            <translation>Fin del registro: Archivo &gt; Jugar desde aquí (Ctrl+P) sigue con la partida.</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>Stopped: {action} is not legal here</source>
            <translation>Detenido: {action} no es legal aquí</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>The computer player failed</source>
            <translation>El jugador del ordenador ha fallado</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Continue a sa&amp;ved game…</source>
            <translation>C&amp;ontinuar una partida guardada…</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Go on with a saved game or an autosave of a test run, with the same players</source>
            <translation>Seguir con una partida guardada o un guardado automático de una partida de prueba, con los mismos jugadores</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Continue a saved game</source>
            <translation>Continuar una partida guardada</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Cannot continue the saved game</source>
            <translation>No se puede continuar la partida guardada</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>{title}, continued from {file}</source>
            <translation>{title}, continuada desde {file}</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Cannot play on from here</source>
            <translation>No se puede seguir jugando desde aquí</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>{title}, played on from action {number}</source>
            <translation>{title}, seguida desde la acción {number}</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Who plays from here</source>
            <translation>Quién juega desde aquí</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Set by the saved game: its actions were played with it</source>
            <translation>Fijado por la partida guardada: sus acciones se jugaron con este ajuste</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Going on from turn {turn}, action {number}: the same players as before</source>
            <translation>Se sigue desde el turno {turn}, acción {number}: los mismos jugadores que antes</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Command</source>
            <translation>Mando</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <location filename="../testrun/fire_question.py" />
            <source>Fire</source>
            <translation>Fuego</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Movement</source>
            <translation>Movimiento</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Defensive Fire</source>
            <translation>Fuego defensivo</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Advance and Assault</source>
            <translation>Avance y asalto</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>After Action</source>
            <translation>Posterior a la acción</translation>
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
            <translation>Terminar fase</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Fire: {units} at {hex}</source>
            <translation>Fuego: {units} contra {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>AT fire: {unit} at {target}</source>
            <translation>Fuego AT: {unit} contra {target}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Smoke round: {unit} at {hex}</source>
            <translation>Disparo de humo: {unit} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Assault move: {units}</source>
            <translation>Movimiento de asalto: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Move: {units}</source>
            <translation>Mover: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source> (smoke in {hex})</source>
            <translation> (humo en {hex})</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>, facing {n}</source>
            <translation>, orientación {n}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Step to {hex}</source>
            <translation>Paso a {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Turn {unit} to facing {n}</source>
            <translation>Girar {unit} a la orientación {n}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Load {units} onto {transport}</source>
            <translation>Cargar {units} en {transport}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Unload {units}</source>
            <translation>Descargar {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Exit the map</source>
            <translation>Salir del mapa</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>End move</source>
            <translation>Terminar movimiento</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Overrun {hex}</source>
            <translation>Arrollar {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Advance: {units} to {hex}</source>
            <translation>Avance: {units} a {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Close assault: {units} on {hex}</source>
            <translation>Asalto cuerpo a cuerpo: {units} contra {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>smoke</source>
            <translation>humo</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Call {what} on {hex}</source>
            <translation>Solicitar {what} sobre {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Split {unit}</source>
            <translation>Dividir {unit}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Combine {units}</source>
            <translation>Combinar {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Give {weapon} from {source} to {destination}</source>
            <translation>Dar {weapon} de {source} a {destination}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Withdraw the sniper</source>
            <translation>Retirar al francotirador</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Rally, in this order: {units}</source>
            <translation>Reagrupar, en este orden: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Opportunity fire: the sniper</source>
            <translation>Fuego de oportunidad: el francotirador</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Opportunity fire: {units}</source>
            <translation>Fuego de oportunidad: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Hold fire</source>
            <translation>No disparar</translation>
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
            <translation>tira para sobrevivir</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Casualties: {units}</source>
            <translation>Bajas: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Satchel charge: {unit} breaches the wire in {hex}</source>
            <translation>Carga de demolición: {unit} abre brecha en la alambrada de {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>T{turn} {phase}</source>
            <translation>T{turn} {phase}</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Event log</source>
            <translation>Registro de eventos</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Every phase</source>
            <translation>Todas las fases</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Show:</source>
            <translation>Mostrar:</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>{side} (computer): {reason}</source>
            <translation>{side} (ordenador): {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no effect (valor or shield)</source>
            <translation>sin efecto (valor o escudo)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>reduced</source>
            <translation>reducido</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>reduced and pinned</source>
            <translation>reducido e inmovilizado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>survived, pinned</source>
            <translation>sobrevivió, inmovilizado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>eliminated</source>
            <translation>eliminado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>missed</source>
            <translation>fallo</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>hit, no effect</source>
            <translation>impacto, sin efecto</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>immobilized</source>
            <translation>inmovilizado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>light barrage</source>
            <translation>barrera ligera</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>heavy barrage</source>
            <translation>barrera pesada</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>air strike</source>
            <translation>ataque aéreo</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the attacker</source>
            <translation>el atacante</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the defender</source>
            <translation>el defensor</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>nobody</source>
            <translation>nadie</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>casualties</source>
            <translation>bajas</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>hit by AT fire</source>
            <translation>alcanzado por fuego AT</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>crew abandoned it</source>
            <translation>la tripulación lo abandonó</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>in a close assault</source>
            <translation>en un asalto cuerpo a cuerpo</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>minefield</source>
            <translation>campo de minas</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault, pinned defender</source>
            <translation>asalto cuerpo a cuerpo, defensor clavado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault on its carrier</source>
            <translation>asalto cuerpo a cuerpo contra su transporte</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>stopped in a full friendly hex</source>
            <translation>detenido en un hexágono amigo lleno</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>stuck in an over-stacked hex</source>
            <translation>atrapado en un hexágono sobreapilado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>an enemy unit entered its hex</source>
            <translation>una unidad enemiga entró en su hexágono</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>its elimination check</source>
            <translation>su prueba de eliminación</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>withdrawn</source>
            <translation>retirado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AP fire</source>
            <translation>fuego AP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AT fire</source>
            <translation>fuego AT</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>a sniper's shot</source>
            <translation>disparo de francotirador</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the last turn is over</source>
            <translation>el último turno ha terminado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the attacker exited enough units</source>
            <translation>el atacante sacó suficientes unidades</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no hex with cover in range and sight</source>
            <translation>ningún hexágono con cobertura al alcance y a la vista</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no unpinned target left</source>
            <translation>no queda ningún objetivo sin clavar</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the {side} side was wiped out</source>
            <translation>el bando {side} fue aniquilado</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>the attacker holds %n objective(s)</source>
            <translation>
                <numerusform>el atacante ocupa %n objetivo</numerusform>
                <numerusform>el atacante ocupa %n objetivos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no unit</source>
            <translation>ninguna unidad</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source> ({modifiers})</source>
            <translation> ({modifiers})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{cp} CP on {hex}</source>
            <translation>{cp} CP en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source> (air burst, doubled)</source>
            <translation> (estallido aéreo, doblado)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>nobody hit</source>
            <translation>nadie alcanzado</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>; %n point(s) left unused</source>
            <translation>
                <numerusform>; %n punto sin usar</numerusform>
                <numerusform>; %n puntos sin usar</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Opportunity fire by {firers} at {hex}</source>
            <translation>Fuego de oportunidad de {firers} contra {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AP fire by {firers} at {hex}</source>
            <translation>Fuego AP de {firers} contra {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, led by {leader}</source>
            <translation>, dirigido por {leader}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>: {apfp} APFP, roll {roll}{mods} = {modified}, {cp} CP</source>
            <translation>: {apfp} APFP, tirada {roll}{mods} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/result_tables.py" />
            <source>fire support</source>
            <translation>apoyo de fuego</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AT fire by {firer} at {target}: to hit {roll}{mods} = {modified}, needs {needed} or less</source>
            <translation>Fuego AT de {firer} contra {target}: para impactar {roll}{mods} = {modified}, hace falta {needed} o menos</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; kill roll {roll} against {number}</source>
            <translation>; tirada de destrucción {roll} contra {number}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>roll {roll} against kill number {number}</source>
            <translation>tirada {roll} contra número de destrucción {number}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no roll needed</source>
            <translation>no hace falta tirada</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the defenders are eliminated</source>
            <translation>los defensores son eliminados</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the assault fails: the attacker loses {a} CP, the defender {d} CP</source>
            <translation>el asalto fracasa: el atacante pierde {a} CP, el defensor {d} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Close assault by {units} on {hex}: {attack} against {defence} ({odds}), {rolled}; {result}</source>
            <translation>Asalto cuerpo a cuerpo de {units} contra {hex}: {attack} contra {defence} ({odds}), {rolled}; {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; defenders lost: {units}</source>
            <translation>; defensores perdidos: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; {units} take the hex</source>
            <translation>; {units} toman el hexágono</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper: no check ({reason})</source>
            <translation>Francotirador ({side}): sin prueba ({reason})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {hex} checks: roll {roll}, safe above {needed}</source>
            <translation>Prueba del francotirador ({side}) en {hex}: tirada {roll}, a salvo por encima de {needed}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, eliminated</source>
            <translation>, eliminado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, stays</source>
            <translation>, se queda</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} lands on target in {hex}</source>
            <translation>La misión de {mission} cae sobre el objetivo en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} on {hex} drifts off the map (accuracy roll {roll})</source>
            <translation>La misión de {mission} sobre {hex} se desvía fuera del mapa (tirada de precisión {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} lands on target in {hex} (accuracy roll {roll})</source>
            <translation>La misión de {mission} cae sobre el objetivo en {hex} (tirada de precisión {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} on {hex} drifts to {landed} (accuracy roll {roll})</source>
            <translation>La misión de {mission} sobre {hex} se desvía a {landed} (tirada de precisión {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Game over: {level} for the attacker, {winner} wins ({reason})</source>
            <translation>Fin de la partida: {level} para el atacante, gana {winner} ({reason})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{source} gives {weapon} to {destination}</source>
            <translation>{source} entrega {weapon} a {destination}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>end the phase</source>
            <translation>terminar la fase</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire at a hex</source>
            <translation>disparar a un hexágono</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire AT at a unit</source>
            <translation>disparar AT a una unidad</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire a smoke round</source>
            <translation>disparar un proyectil de humo</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>start a move</source>
            <translation>empezar un movimiento</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>step to a hex</source>
            <translation>avanzar a un hexágono</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>change facing</source>
            <translation>cambiar de orientación</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>board a vehicle</source>
            <translation>subir a un vehículo</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>get off a vehicle</source>
            <translation>bajar de un vehículo</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>exit the map</source>
            <translation>salir del mapa</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>end the move</source>
            <translation>terminar el movimiento</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>overrun a hex</source>
            <translation>arrollar un hexágono</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>advance into a hex</source>
            <translation>avanzar a un hexágono</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault a hex</source>
            <translation>asaltar un hexágono</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>call fire support</source>
            <translation>pedir apoyo de fuego</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>split a squad</source>
            <translation>dividir un pelotón</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>combine half squads</source>
            <translation>unir medios pelotones</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>pass a weapon</source>
            <translation>pasar un arma</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>withdraw the sniper</source>
            <translation>retirar al francotirador</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>breach barbed wire</source>
            <translation>abrir brecha en la alambrada</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>rally pinned units</source>
            <translation>reagrupar las unidades clavadas</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{firers} open opportunity fire ({attack}) on {target} in {hex}</source>
            <translation>{firers} abren fuego de oportunidad ({attack}) contra {target} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the movers</source>
            <translation>las unidades en movimiento</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is eliminated ({cause})</source>
            <translation>{unit} queda eliminado ({cause})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} valor check: roll {roll}, {result}</source>
            <translation>Prueba de valor de {unit}: tirada {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>shows valor</source>
            <translation>muestra valor</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no valor</source>
            <translation>sin valor</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>Fire lane from {origin} towards {target}: %n marker(s) placed</source>
            <translation>
                <numerusform>Línea de fuego de {origin} hacia {target}: %n marcador colocado</numerusform>
                <numerusform>Línea de fuego de {origin} hacia {target}: %n marcadores colocados</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Fire lane in {hex} hits {units}: roll {roll}{mods} = {modified}, {cp} CP</source>
            <translation>La línea de fuego en {hex} alcanza a {units}: tirada {roll}{mods} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} risks immobilization in the assault: roll {roll}, {result}</source>
            <translation>{unit} arriesga la inmovilización en el asalto: tirada {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>still mobile</source>
            <translation>sigue móvil</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} occupy {hex}</source>
            <translation>{units} ocupan {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{afv} overruns {hex} and leaves by {exit}</source>
            <translation>{afv} arrolla {hex} y sale por {exit}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is immobilized</source>
            <translation>{unit} queda inmovilizado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} crew check: roll {roll}, {result}</source>
            <translation>Prueba de tripulación de {unit}: tirada {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the crew bails out</source>
            <translation>la tripulación abandona el vehículo</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/result_tables.py" />
            <source>the crew stays</source>
            <translation>la tripulación se queda</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start an assault move in {hex} ({mp:g} MP)</source>
            <translation>{units} empiezan un movimiento de asalto en {hex} ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start to move in {hex} ({mp:g} MP)</source>
            <translation>{units} empiezan a moverse en {hex} ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start an assault move onto the map ({mp:g} MP)</source>
            <translation>{units} inician un movimiento de asalto para entrar en el mapa ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start to move onto the map ({mp:g} MP)</source>
            <translation>{units} empiezan a entrar en el mapa ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} enter {hex} ({cost:g} MP, {left:g} left)</source>
            <translation>{units} entran en {hex} ({cost:g} MP, quedan {left:g})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} end their move in {hex}</source>
            <translation>{units} terminan su movimiento en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} stay off the map this turn</source>
            <translation>{units} se quedan fuera del mapa este turno</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} must stop in {hex}</source>
            <translation>{unit} debe detenerse en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} turns to facing {n}</source>
            <translation>{unit} gira a la orientación {n}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} leave the map from {hex}</source>
            <translation>{units} salen del mapa desde {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} advance from {start} into {hex}</source>
            <translation>{units} avanzan de {start} a {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} board {transport} in {hex}</source>
            <translation>{units} suben a {transport} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} get off {transport} in {hex}</source>
            <translation>{units} bajan de {transport} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} arrives in {hex}</source>
            <translation>{unit} llega a {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Barbed wire stops {units} in {hex}</source>
            <translation>La alambrada detiene a {units} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} blows the barbed wire in {hex} with a satchel charge</source>
            <translation>{unit} vuela la alambrada de {hex} con una carga de demolición</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>A minefield is revealed in {hex}</source>
            <translation>Se descubre un campo de minas en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The minefield in {hex} attacks {unit}: roll {roll}, {result}</source>
            <translation>El campo de minas en {hex} ataca a {unit}: tirada {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>unharmed</source>
            <translation>ileso</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} take the objective in {hex}</source>
            <translation>{side}: objetivo tomado en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} call a smoke barrage on {hex}</source>
            <translation>{side}: barrera de humo pedida sobre {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} call a {mission} on {hex}</source>
            <translation>{side}: {mission} pedida sobre {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} strikes {hex}: {apfp} APFP, roll {roll}, cover {cover:+d} = {modified}, {cp} CP</source>
            <translation>La misión de {mission} golpea {hex}: {apfp} APFP, tirada {roll}, cobertura {cover:+d} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Smoke {level} in {hex}</source>
            <translation>Humo {level} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper takes position in {hex}</source>
            <translation>El francotirador ({side}) toma posición en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper finds no position near {hex}</source>
            <translation>El francotirador ({side}) no encuentra posición cerca de {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {sniper} shoots at {units} in {hex}: roll {roll}{mods}, {cp} CP</source>
            <translation>El francotirador ({side}) en {sniper} dispara a {units} en {hex}: tirada {roll}{mods}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {hex} is eliminated ({cause})</source>
            <translation>El francotirador ({side}) en {hex} es eliminado ({cause})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper leaves {hex}</source>
            <translation>El francotirador ({side}) abandona {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} splits into two half squads: {units}</source>
            <translation>{unit} se divide en dos medios pelotones: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} combine into {unit}</source>
            <translation>{units} se unen en {unit}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is no longer pinned</source>
            <translation>{unit} ya no está clavado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} rally roll {roll} (needs {needed} or less): {result}</source>
            <translation>Tirada de reagrupamiento de {unit}: {roll} (hace falta {needed} o menos): {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>rallied</source>
            <translation>reagrupado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>still pinned</source>
            <translation>sigue clavado</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} (computer) chose to {action}: {reason}</source>
            <translation>{side} (ordenador) eligió {action}: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Turn {n} begins</source>
            <translation>Empieza el turno {n}</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>&amp;Test run…</source>
            <translation>Partida de pr&amp;ueba…</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Play the scenario being edited (Ctrl+T)</source>
            <translation>Jugar el escenario que se está editando (Ctrl+T)</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Replay a game &amp;log…</source>
            <translation>Repro&amp;ducir un registro de partida…</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Replay a game log</source>
            <translation>Reproducir un registro de partida</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <location filename="../testrun/window.py" />
            <source>Game logs (*.json)</source>
            <translation>Registros de partida (*.json)</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/toolbar.py" />
            <source>Test run</source>
            <translation>Partida de prueba</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Open a scenario to test it</source>
            <translation>Abra un escenario para probarlo</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Cannot replay the game log</source>
            <translation>No se puede reproducir el registro de partida</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>replay of {name}</source>
            <translation>repetición de {name}</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Sniper at {hex}: {cp:.2f} Casualty Points expected</source>
            <translation>Francotirador en {hex}: {cp:.2f} puntos de bajas esperados</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>AT fire: {firer}{weapon} from {origin} at {target}: hits on {hit} or less, {chance:.0%} to destroy or immobilize</source>
            <translation>Fuego AC: {firer}{weapon} desde {origin} contra {target}: impacta con {hit} o menos, {chance:.0%} de destruir o inmovilizar</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>{firers} from {origin}, {apfp} APFP at {range} hexes: {cp:.2f} Casualty Points expected</source>
            <translation>{firers} desde {origin}, {apfp} APFP a {range} hexágonos: {cp:.2f} puntos de bajas esperados</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>; lays a fire lane</source>
            <translation>; traza una línea de fuego</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Pass (P)</source>
            <translation>Pasar (P)</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Let them go on without (more) opportunity fire in this hex</source>
            <translation>Dejarlos seguir sin (más) fuego de oportunidad en este hexágono</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Enemy units</source>
            <translation>Unidades enemigas</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Opportunity fire: {movers} entered {hex}. Fire at them?</source>
            <translation>Fuego de oportunidad: entrada de {movers} en {hex}. ¿Abrir fuego?</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Fire ({key})</source>
            <translation>Disparar ({key})</translation>
        </message>
        <message>
            <location filename="../testrun/fog_filter.py" />
            <source>a hex out of sight</source>
            <translation>un hexágono fuera de vista</translation>
        </message>
        <message>
            <location filename="../testrun/handover.py" />
            <source>Hand the computer to the {side} player</source>
            <translation>Pase el ordenador al jugador: {side}</translation>
        </message>
        <message>
            <location filename="../testrun/handover.py" />
            <source>I play {side}: show the map</source>
            <translation>Juego como {side}: mostrar el mapa</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>fired</source>
            <translation>ha disparado</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>moved</source>
            <translation>ha movido</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>assault move</source>
            <translation>movimiento de asalto</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>valorous</source>
            <translation>valeroso</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>, carrying {units}</source>
            <translation>, transportando {units}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Click a hex to see what it holds and what its units may do.</source>
            <translation>Haga clic en un hexágono para ver qué contiene y qué pueden hacer sus unidades.</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>Smoke {n}</source>
            <translation>Humo {n}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>Objective held by {side}</source>
            <translation>Objetivo en poder de {side}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>{id}: {name} ({side})</source>
            <translation>{id}: {name} ({side})</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Printed figures: {stats}</source>
            <translation>Valores impresos: {stats}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Facing {n}</source>
            <translation>Orientación {n}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>cover {n:+d}</source>
            <translation>cobertura {n:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>no cover (opportunity fire −1 here)</source>
            <translation>sin cobertura (fuego de oportunidad −1 aquí)</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>hindrance {n:+d}</source>
            <translation>obstáculo {n:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>blocks line of sight</source>
            <translation>bloquea la línea de visión</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>air bursts (12.64)</source>
            <translation>explosiones aéreas (12.64)</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Terrain: {parts}</source>
            <translation>Terreno: {parts}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>infantry</source>
            <translation>infantería</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>vehicles</source>
            <translation>vehículos</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>guns</source>
            <translation>cañones</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>{who} {n} MP</source>
            <translation>{who} {n} MP</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>{who} may not enter</source>
            <translation>{who}: no pueden entrar</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Entering: {costs}</source>
            <translation>Entrada: {costs}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/hex_hover.py" />
            <source>Fire lane: %n marker(s) (13.9)</source>
            <translation>
                <numerusform>Línea de fuego: %n marcador (13.9)</numerusform>
                <numerusform>Línea de fuego: %n marcadores (13.9)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Fortification: {f}, {side}</source>
            <translation>Fortificación: {f}, {side}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/hex_hover.py" />
            <source>{side}, %n unit(s)</source>
            <translation>
                <numerusform>{side}, %n unidad</numerusform>
                <numerusform>{side}, %n unidades</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Clear the selection; leave line of sight or the replay</source>
            <translation>Quitar la selección; salir de la línea de visión o de la repetición</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Withdraw your sniper in the opponent's After-Action Phase</source>
            <translation>Retirar tu francotirador en la fase posterior a la acción del adversario</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Replay the opponent's segment (again: the next action)</source>
            <translation>Repetir el segmento del adversario (otra vez: la acción siguiente)</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Zoom in</source>
            <translation>Acercar</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Zoom out</source>
            <translation>Alejar</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Readable counters, centred on the side to act</source>
            <translation>Fichas legibles, centradas en el bando que actúa</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Fit the map to the window</source>
            <translation>Ajustar el mapa a la ventana</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Asked about opportunity fire or casualties: take the answer of that row</source>
            <translation>Pregunta de fuego de oportunidad o de bajas: elegir la respuesta de esa fila</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Asked about opportunity fire: pass</source>
            <translation>Pregunta de fuego de oportunidad: pasar</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Test-run window</source>
            <translation>Ventana de partida de prueba</translation>
        </message>
        <message>
            <location filename="../testrun/level_ratings.py" />
            <source>{level} (rating {rating})</source>
            <translation>{level} (puntuación {rating})</translation>
        </message>
        <message>
            <location filename="../testrun/level_ratings.py" />
            <source>Rating {mu} ± {sigma} (OpenSkill), rank {rank} of the computer players: {share}% of the points in {games} games against the other levels and personalities. Games are won, lost or drawn; a higher rating is a stronger opponent.</source>
            <translation>Puntuación {mu} ± {sigma} (OpenSkill), puesto {rank} entre los jugadores del ordenador: {share} % de los puntos en {games} partidas contra los demás niveles y personalidades. Las partidas se ganan, se pierden o acaban en tablas; una puntuación más alta es un rival más fuerte.</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>no loss</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>End of turn {n}. Allied losses: {allied}. Axis losses: {axis}</source>
            <translation>Fin del turno {n}. Bajas aliadas: {allied}. Bajas del Eje: {axis}</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>{side} segment: {counts}</source>
            <translation>Segmento {side}: {counts}</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>; eliminated: {units}</source>
            <translation>; eliminados: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>Line of sight: click a hex to see what it sees, then point at another. L or Esc leaves.</source>
            <translation>Línea de visión: haga clic en un hexágono para ver qué ve y luego señale otro. L o Esc para salir.</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/los_mode.py" />
            <source>From {hex}: sees %n hex(es), {blocked} out of sight. Point at a hex for the line.</source>
            <translation>
                <numerusform>Desde {hex}: ve %n hexágono, {blocked} fuera de vista. Señale un hexágono para ver la línea.</numerusform>
                <numerusform>Desde {hex}: ve %n hexágonos, {blocked} fuera de vista. Señale un hexágono para ver la línea.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>blocked</source>
            <translation>bloqueada</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>hindrance +{n}</source>
            <translation>obstáculo +{n}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>clear</source>
            <translation>despejada</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>{a} → {b}, range {n}: {verdict}</source>
            <translation>{a} → {b}, distancia {n}: {verdict}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>night: no one sees farther than {n} hexes</source>
            <translation>noche: nadie ve a más de {n} hexágonos</translation>
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
                <numerusform>Camino a {hex}: %n hexágono, {mp:g} PM en total; haga clic para moverse allí.</numerusform>
                <numerusform>Camino a {hex}: %n hexágonos, {mp:g} PM en total; haga clic para moverse allí.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>Opportunity fire possible at {hexes}.</source>
            <translation>Fuego de oportunidad posible en {hexes}.</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>{cp:.2f} CP</source>
            <translation>{cp:.2f} CP</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>AT hit {p:.0%}</source>
            <translation>impacto AT {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>{hex} ({risk})</source>
            <translation>{hex} ({risk})</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Firepower: {apfp} APFP</source>
            <translation>Potencia de fuego: {apfp} APFP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Dice modifier total: {total:+d}</source>
            <translation>Total de modificadores a los dados: {total:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Expected: {mean:.2f} CP; chance of at least 1 CP: {chance:.0%}</source>
            <translation>Esperado: {mean:.2f} CP; probabilidad de al menos 1 CP: {chance:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <location filename="../testrun/result_tables.py" />
            <source>no modifiers</source>
            <translation>sin modificadores</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>AP fire by {units} at {hex}</source>
            <translation>Fuego AP de {units} sobre {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <location filename="../testrun/result_tables.py" />
            <source>no effect</source>
            <translation>sin efecto</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>{n} CP</source>
            <translation>{n} CP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Results: {parts}</source>
            <translation>Resultados: {parts}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>AT fire by {unit} at {target}</source>
            <translation>Fuego AT de {unit} contra {target}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>To hit: {n} or less on 2d6 after modifiers ({total:+d}): {p:.0%}</source>
            <translation>Para impactar: {n} o menos con 2d6 tras los modificadores ({total:+d}): {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Chance to hit: {p:.0%}</source>
            <translation>Probabilidad de impacto: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>E (a hit eliminates)</source>
            <translation>E (un impacto elimina)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>none (a hit cannot hurt it)</source>
            <translation>ninguno (un impacto no puede dañarlo)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Elimination number: {n} (ATFP {atfp}); under it eliminates, equal immobilizes</source>
            <translation>Número de eliminación: {n} (ATFP {atfp}); por debajo elimina, igual inmoviliza</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>If hit: eliminated {kill:.0%}, immobilized {stop:.0%} (crew checks included)</source>
            <translation>Si impacta: eliminado {kill:.0%}, inmovilizado {stop:.0%} (chequeos de tripulación incluidos)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>A hit destroys it</source>
            <translation>Un impacto lo destruye</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Target eliminated: {p:.0%}</source>
            <translation>Objetivo eliminado: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Target immobilized: {p:.0%}</source>
            <translation>Objetivo inmovilizado: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>No effect: {p:.0%}</source>
            <translation>Sin efecto: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Attack {attack} APFP against defence {defence} APFP</source>
            <translation>Ataque {attack} APFP contra defensa {defence} APFP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Defenders eliminated: {p:.0%}</source>
            <translation>Defensores eliminados: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Attackers lost on average: {n:.2f}</source>
            <translation>Atacantes perdidos de media: {n:.2f}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>leader {leader} {value:+d}</source>
            <translation>líder {leader} {value:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Close assault by {units} on {hex}</source>
            <translation>Asalto cuerpo a cuerpo de {units} sobre {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>No roll: the defenders are all pinned and fall (15.9)</source>
            <translation>Sin tirada: todos los defensores están clavados y caen (15.9)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Odds {odds}: kill number {kill}, {modified} with its modifiers; roll it or less on 2d6</source>
            <translation>Proporción {odds}: número de bajas {kill}, {modified} con sus modificadores; sáquelo o menos con 2d6</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Modifiers:</source>
            <translation>Modificadores:</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Rally order</source>
            <translation>Orden de reagrupamiento</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>The pinned units try to rally from the top down; a leader who rallies helps the units of his hex that try after him. Uncheck a unit to leave it pinned.</source>
            <translation>Las unidades clavadas intentan reagruparse de arriba abajo; un líder que se reagrupa ayuda a las unidades de su hexágono que lo intentan después. Desmarque una unidad para dejarla clavada.</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Move &amp;up</source>
            <translation>&amp;Subir</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Move &amp;down</source>
            <translation>&amp;Bajar</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Rally</source>
            <translation>Reagrupar</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Outcome</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Close (Esc)</source>
            <translation>Cerrar (Esc)</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Closes by itself · Esc or × to close now</source>
            <translation>Se cierra sola · Esc o × para cerrar ya</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Attack results</source>
            <translation>Resultados de ataques</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Show each attack's table, dice, modifiers and outcome in a panel over the map</source>
            <translation>Mostrar la tabla, los dados, los modificadores y el resultado de cada ataque en un panel sobre el mapa</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>assault movement</source>
            <translation>movimiento de asalto</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>attacker's leader</source>
            <translation>líder del atacante</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>defender's leader</source>
            <translation>líder del defensor</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>firing from barbed wire</source>
            <translation>disparo desde la alambrada</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>grenades</source>
            <translation>granadas</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>hindrance</source>
            <translation>obstáculo</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>opportunity fire, adjacent</source>
            <translation>fuego de oportunidad, adyacente</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>opportunity fire, no cover</source>
            <translation>fuego de oportunidad, sin cobertura</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>other modifier</source>
            <translation>otro modificador</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>target hex hindrance</source>
            <translation>obstáculo en el hexágono objetivo</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{terrain} cover</source>
            <translation>cobertura: {terrain}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Anti-Personnel Combat Table</source>
            <translation>Tabla de combate antipersonal</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Armor Elimination Table</source>
            <translation>Tabla de eliminación de blindados</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Close Assault Table</source>
            <translation>Tabla de asalto cuerpo a cuerpo</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire Support Combat Table</source>
            <translation>Tabla de combate de apoyo de fuego</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Sniper Combat Table</source>
            <translation>Tabla de combate de francotiradores</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: {result}</source>
            <translation>{unit}: {result}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: eliminated</source>
            <translation>{unit}: eliminado</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: crew check {roll}, {result}</source>
            <translation>{unit}: prueba de tripulación {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>abandoned</source>
            <translation>abandonado</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: shows valor</source>
            <translation>{unit}: muestra valor</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{units} take {hex}</source>
            <translation>{units} toman {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{cp} CP</source>
            <translation>{cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>No effect</source>
            <translation>Sin efecto</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Opportunity fire at {hex}</source>
            <translation>Fuego de oportunidad contra {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>AP fire at {hex}</source>
            <translation>Fuego AP sobre {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Firing</source>
            <translation>Disparan</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Leader</source>
            <translation>Líder</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Total APFP</source>
            <translation>APFP total</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Table row</source>
            <translation>Fila de la tabla</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice roll modifiers</source>
            <translation>Modificadores de la tirada</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice</source>
            <translation>Dados</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice roll</source>
            <translation>Tirada</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Modified roll</source>
            <translation>Tirada modificada</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Casualty points</source>
            <translation>Puntos de bajas</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire lane in {hex}</source>
            <translation>Línea de fuego en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire lane</source>
            <translation>Línea de fuego</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Markers</source>
            <translation>Marcadores</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Moving through</source>
            <translation>En movimiento</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>AT fire at {target}</source>
            <translation>Fuego AT contra {target}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attack</source>
            <translation>Ataque</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Weapon</source>
            <translation>Arma</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Target</source>
            <translation>Objetivo</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Armor hit</source>
            <translation>Blindaje alcanzado</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To hit</source>
            <translation>Impacto</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To-hit number</source>
            <translation>Número para impactar</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{n} or less</source>
            <translation>{n} o menos</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hit?</source>
            <translation>¿Impacto?</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hit</source>
            <translation>Impacto</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Missed</source>
            <translation>Fallado</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To kill</source>
            <translation>Destrucción</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill number</source>
            <translation>Número de destrucción</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill roll</source>
            <translation>Tirada de destrucción</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Combat result</source>
            <translation>Resultado del combate</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>front armor</source>
            <translation>blindaje frontal</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>side armor</source>
            <translation>blindaje lateral</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>rear armor</source>
            <translation>blindaje trasero</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Close assault on {hex}</source>
            <translation>Asalto cuerpo a cuerpo sobre {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Forces</source>
            <translation>Fuerzas</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attackers</source>
            <translation>Atacantes</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker APFP</source>
            <translation>APFP del atacante</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender APFP</source>
            <translation>APFP del defensor</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Odds</source>
            <translation>Proporción</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender kill number modifiers</source>
            <translation>Modificadores del número de destrucción (defensor)</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Modified kill number</source>
            <translation>Número de destrucción modificado</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill dice roll</source>
            <translation>Tirada de destrucción</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker dice roll modifiers</source>
            <translation>Modificadores de la tirada (atacante)</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>none needed</source>
            <translation>no hace falta</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defenders eliminated</source>
            <translation>Defensores eliminados</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Assault failed</source>
            <translation>Asalto fallido</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Combat losses</source>
            <translation>Bajas en combate</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker CP</source>
            <translation>CP del atacante</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender CP</source>
            <translation>CP del defensor</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hex cleared</source>
            <translation>Hexágono despejado</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{mission} on {hex}</source>
            <translation>{mission} sobre {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire support</source>
            <translation>Apoyo de fuego</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire support type</source>
            <translation>Tipo de apoyo de fuego</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>APFP</source>
            <translation>APFP</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>on target</source>
            <translation>en el objetivo</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/result_tables.py" />
            <source>%n hex(es) to {hex}</source>
            <translation>
                <numerusform>%n hexágono hacia {hex}</numerusform>
                <numerusform>%n hexágonos hacia {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Accuracy</source>
            <translation>Precisión</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Aimed at</source>
            <translation>Apuntado a</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Accuracy roll</source>
            <translation>Tirada de precisión</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Drift</source>
            <translation>Desvío</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Cover</source>
            <translation>Cobertura</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Soft target result</source>
            <translation>Resultado contra objetivos blandos</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{side} sniper fires at {hex}</source>
            <translation>El francotirador ({side}) dispara a {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Sniper in</source>
            <translation>Francotirador en</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Targets</source>
            <translation>Objetivos</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} cannot be read: {reason}</source>
            <translation>No se puede leer {path}: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>This is not a saved game or game log: {reason}</source>
            <translation>Esto no es una partida guardada ni un registro de partida: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>its dice and events come out differently</source>
            <translation>sus dados y sucesos salen distintos</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} does not play again as it was saved ({reason}): the file was changed, or saved by a version with other rules.</source>
            <translation>{path} no se vuelve a jugar como se guardó ({reason}): el archivo fue modificado o guardado por una versión con otras reglas.</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} holds a scenario this version cannot play: {reason}</source>
            <translation>{path} contiene un escenario que esta versión no puede jugar: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>&amp;Save game…</source>
            <translation>&amp;Guardar partida…</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Save the game to go on with it later: File &gt; Continue a saved game (Ctrl+S)</source>
            <translation>Guardar la partida para seguirla más tarde: Archivo &gt; Continuar una partida guardada (Ctrl+S)</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>&amp;Play from here…</source>
            <translation>&amp;Jugar desde aquí…</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Stop the replay and play the game on from this action, choosing who plays each side</source>
            <translation>Detener la repetición y seguir la partida desde esta acción, eligiendo quién juega cada bando</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Cannot save the game</source>
            <translation>No se puede guardar la partida</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Save game</source>
            <translation>Guardar partida</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Saved games (*.json)</source>
            <translation>Partidas guardadas (*.json)</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Saved the game to {path}</source>
            <translation>Partida guardada en {path}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Autosaved: turn {turn}, {side}'s segment</source>
            <translation>Guardado automático: turno {turn}, segmento de {side}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Autosave failed: {reason}</source>
            <translation>Falló el guardado automático: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Leave the game</source>
            <translation>Abandonar la partida</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>The game is in progress. Save it before leaving?</source>
            <translation>La partida está en curso. ¿Guardarla antes de salir?</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Without saving, File &gt; Continue a saved game still finds its last autosave, from the start of this segment.</source>
            <translation>Sin guardar, Archivo &gt; Continuar una partida guardada aún encuentra su último guardado automático, del inicio de este segmento.</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Next action</source>
            <translation>Acción s&amp;iguiente</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Back to the &amp;game</source>
            <translation>Vo&amp;lver a la partida</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Replay the opponent's segment</source>
            <translation>&amp;Repetir el segmento del adversario</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Step through the computer's actions since you last acted, with its reasons (R)</source>
            <translation>Repasar una a una las acciones del ordenador desde su última acción, con sus motivos (R)</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Done</source>
            <translation>&amp;Hecho</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>The opponent's segment, before its first action. Next shows each action.</source>
            <translation>El segmento del adversario, antes de su primera acción. Siguiente muestra cada acción.</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{n} of {total}</source>
            <translation>{n} de {total}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{head}: an action out of sight</source>
            <translation>{head}: una acción fuera de vista</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{head}: {action}</source>
            <translation>{head}: {action}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>why: {reason}</source>
            <translation>motivo: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>outcome: {what}</source>
            <translation>resultado: {what}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Replay of the opponent's segment · action {n} of {total}</source>
            <translation>Repetición del segmento del adversario · acción {n} de {total}</translation>
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
                <numerusform>%n unidad en este hexágono: elija una pestaña para ver una unidad y sus opciones.</numerusform>
                <numerusform>%n unidades en este hexágono: elija una pestaña para ver una unidad y sus opciones.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/stack_tabs.py" />
            <source>Whole stack</source>
            <translation>Toda la pila</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Hotseat: two people at this computer</source>
            <translation>Por turnos: dos personas en este ordenador</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Against the computer</source>
            <translation>Contra el ordenador</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer against computer (watch)</source>
            <translation>Ordenador contra ordenador (observar)</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Automatic</source>
            <translation>Automático</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Ask me: opportunity fire, casualties, rally order</source>
            <translation>Preguntarme: fuego de oportunidad, bajas, orden de reagrupamiento</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Easy</source>
            <translation>Fácil</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Hard</source>
            <translation>Difícil</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Ask me: when enemy units move where yours could fire at them, you decide who fires (opportunity fire and fire lanes), with the odds shown; when your units take Casualty Points from fire, you choose which are pinned, reduced or eliminated; and you pick the order of your rally attempts. Automatic: the program decides, as it does for the computer.</source>
            <translation>Preguntarme: cuando unidades enemigas se mueven donde las suyas podrían dispararles, usted decide quién dispara (fuego de oportunidad y líneas de fuego), con las probabilidades a la vista; cuando sus unidades reciben puntos de bajas por el fuego, usted elige cuáles quedan inmovilizadas, reducidas o eliminadas; y elige el orden de sus intentos de reagrupamiento. Automático: el programa decide, como lo hace para el ordenador.</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Dice bias helps or hinders the computer: it is offered only against the computer</source>
            <translation>El sesgo de los dados ayuda o perjudica al ordenador: solo se ofrece contra el ordenador</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Your side</source>
            <translation>Su bando</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer level</source>
            <translation>Nivel del ordenador</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer personality</source>
            <translation>Personalidad del ordenador</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;Move</source>
            <translation>&amp;Mover</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Selec&amp;t</source>
            <translation>Se&amp;leccionar</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>ready</source>
            <translation>lista</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;All</source>
            <translation>T&amp;odas</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;None</source>
            <translation>&amp;Ninguna</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Assa&amp;ult move</source>
            <translation>Movimiento de a&amp;salto</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Half the movement allowance, and +1 cover while moving (6.4)</source>
            <translation>La mitad de la capacidad de movimiento, y +1 de cobertura mientras se mueve (6.4)</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Sm&amp;oke</source>
            <translation>&amp;Humo</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Place smoke in the units' hex or next to it as they start (11.2)</source>
            <translation>Colocar humo en el hexágono de las unidades o junto a él al empezar (11.2)</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>S&amp;plit</source>
            <translation>&amp;Dividir</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;Combine</source>
            <translation>&amp;Combinar</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Split the checked squad into two half squads</source>
            <translation>Dividir el pelotón marcado en dos medios pelotones</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Combine the two checked half squads into a squad</source>
            <translation>Combinar los dos medios pelotones marcados en un pelotón</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Swap &amp;weapon</source>
            <translation>Cam&amp;biar arma</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/unit_popup.py" />
            <source>{hex}: %n unit(s) — check the ones to act</source>
            <translation>
                <numerusform>{hex}: %n unidad — marca las que actúan</numerusform>
                <numerusform>{hex}: %n unidades — marca las que actúan</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>These units cannot start a move together now.</source>
            <translation>Estas unidades no pueden empezar a moverse juntas ahora.</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>These units have nothing to do alone now; check the others too.</source>
            <translation>Estas unidades no tienen nada que hacer solas ahora; marca también las demás.</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Check at least one unit.</source>
            <translation>Marca al menos una unidad.</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>Decisive victory</source>
            <translation>Victoria decisiva</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>Decisive defeat</source>
            <translation>Derrota decisiva</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>The battle is over</source>
            <translation>La batalla ha terminado</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>{side} wins</source>
            <translation>Gana {side}</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>A draw</source>
            <translation>Empate</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>{level} for the attacker ({side})</source>
            <translation>{level} para el atacante ({side})</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/victory.py" />
            <source>After %n turn(s): {reason}</source>
            <translation>
                <numerusform>Tras %n turno: {reason}</numerusform>
                <numerusform>Tras %n turnos: {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/victory.py" />
            <source>{side}: lost {lost} of {start} points, %n unit(s) exited</source>
            <translation>
                <numerusform>{side}: perdió {lost} de {start} puntos, salió %n unidad</numerusform>
                <numerusform>{side}: perdió {lost} de {start} puntos, salieron %n unidades</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Test run: {title}</source>
            <translation>Partida de prueba: {title}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Choices</source>
            <translation>Opciones</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Turn {turn} of {turns} · the battle is over</source>
            <translation>Turno {turn} de {turns} · la batalla ha terminado</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act (computer)</source>
            <translation>Actúa {side} (ordenador)</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act (replayed)</source>
            <translation>{side} actúa (repetición)</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act</source>
            <translation>Actúa {side}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Turn {turn} of {turns} · {side}'s segment · {phase} phase · {actor}</source>
            <translation>Turno {turn} de {turns} · segmento de {side} · fase de {phase} · {actor}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source> · moving {units}: {spent:g} MP spent, {left:g} left</source>
            <translation> · moviendo {units}: {spent:g} MP gastados, quedan {left:g}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Save the game log</source>
            <translation>Guardar el registro de partida</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Saved the game log to {path}</source>
            <translation>Registro de partida guardado en {path}</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Zoom in (+)</source>
            <translation>Acercar (+)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Zoom out (−)</source>
            <translation>Alejar (−)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Readable counters, centred on the side to act (Ctrl+0)</source>
            <translation>Fichas legibles, centrado en el bando que actúa (Ctrl+0)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Fit</source>
            <translation>Ajustar</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>The whole map (F)</source>
            <translation>Todo el mapa (F)</translation>
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
            <translation>+3 o más</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>out of sight</source>
            <translation>fuera de la vista</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>&lt;b&gt;Line of sight&lt;/b&gt;&lt;br&gt;Click a hex to see what it sees. Esc leaves.</source>
            <translation>&lt;b&gt;Línea de visión&lt;/b&gt;&lt;br&gt;Haga clic en un hexágono para ver qué ve. Esc para salir.</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>LOS probe: click a hex, then point at another; right click or Esc to stop</source>
            <translation>Sonda de LOS: haga clic en un hexágono y luego señale otro; clic derecho o Esc para terminar</translation>
        </message>
        <message numerus="yes">
            <location filename="../tools/los_tool.py" />
            <source>&lt;b&gt;From {hex}&lt;/b&gt;: sees %n hex(es), {blocked} out of sight.&lt;br&gt;Point at a hex for the line.</source>
            <translation>
                <numerusform>&lt;b&gt;Desde {hex}&lt;/b&gt;: ve %n hexágono, {blocked} fuera de vista.&lt;br&gt;Señale un hexágono para ver la línea.</numerusform>
                <numerusform>&lt;b&gt;Desde {hex}&lt;/b&gt;: ve %n hexágonos, {blocked} fuera de vista.&lt;br&gt;Señale un hexágono para ver la línea.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>range {n}</source>
            <translation>distancia {n}</translation>
        </message>
        <message>
            <location filename="../tools/place_tool.py" />
            <source>Click a hex on the map to place {what}</source>
            <translation>Haga clic en un hexágono del mapa para colocar {what}</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Undo</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Redo</source>
            <translation>Rehacer</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;New scenario…</source>
            <translation>&amp;Nuevo escenario…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Open draft…</source>
            <translation>&amp;Abrir borrador…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Open c&amp;ustom scenario…</source>
            <translation>Abrir escenario &amp;personalizado…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Import packages…</source>
            <translation>&amp;Importar paquetes…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Save</source>
            <translation>&amp;Guardar</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Save &amp;as…</source>
            <translation>Guardar &amp;como…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Close scenario</source>
            <translation>Cerrar &amp;escenario</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Delete in hex</source>
            <translation>&amp;Eliminar en el hexágono</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Rotate clockwise</source>
            <translation>&amp;Girar en sentido horario</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Rotate &amp;anticlockwise</source>
            <translation>Girar en sentido anti&amp;horario</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>S&amp;top placing</source>
            <translation>&amp;Dejar de colocar</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Fit to window</source>
            <translation>Ajustar a la &amp;ventana</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Scenario</source>
            <translation>E&amp;scenario</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Copy stack</source>
            <translation>&amp;Copiar pila</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Paste stack</source>
            <translation>&amp;Pegar pila</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Line of sight probe</source>
            <translation>&amp;Sonda de línea de visión</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Line of sight probe (L): click a hex to see what it sees</source>
            <translation>Sonda de línea de visión (L): haga clic en un hexágono para ver qué ve</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Select a hex with a stack to copy</source>
            <translation>Seleccione un hexágono con una pila para copiarla</translation>
        </message>
        <message numerus="yes">
            <location filename="../window/editing_extras.py" />
            <source>Copied %n counter(s) from {hex}; Ctrl+V pastes them</source>
            <translation>
                <numerusform>Copiada %n ficha de {hex}; Ctrl+V la pega</numerusform>
                <numerusform>Copiadas %n fichas de {hex}; Ctrl+V las pega</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Copy a stack first (Ctrl+C), then pick a hex to paste into</source>
            <translation>Copie primero una pila (Ctrl+C) y luego elija un hexágono donde pegarla</translation>
        </message>
        <message>
            <location filename="../window/history_dock.py" />
            <source>History</source>
            <translation>Historial</translation>
        </message>
        <message>
            <location filename="../window/history_dock.py" />
            <source>&lt;opened&gt;</source>
            <translation>&lt;opened&gt;</translation>
        </message>
        <message>
            <location filename="../window/layout_settings.py" />
            <source>&amp;Reset window layout</source>
            <translation>&amp;Restablecer disposición de la ventana</translation>
        </message>
        <message>
            <location filename="../window/layout_settings.py" />
            <source>Docks and toolbar back where a first start puts them</source>
            <translation>Paneles y barra de herramientas de vuelta a donde los pone el primer inicio</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Open draft</source>
            <translation>Abrir borrador</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Open custom scenario</source>
            <translation>Abrir escenario personalizado</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Cannot save the scenario</source>
            <translation>No se puede guardar el escenario</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Saved {path}</source>
            <translation>Guardado: {path}</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Click hexes to place {what}; right click or Esc to stop</source>
            <translation>Haga clic en hexágonos para colocar {what}; clic derecho o Esc para terminar</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Nothing in this hex has a facing</source>
            <translation>Nada en este hexágono tiene orientación</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>New scenario</source>
            <translation>Nuevo escenario</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Create scenario</source>
            <translation>Crear escenario</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Add →</source>
            <translation>Añadir →</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Move left</source>
            <translation>Mover a la izquierda</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Move right</source>
            <translation>Mover a la derecha</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Turn 180°</source>
            <translation>Girar 180°</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Battlefield, left to right</source>
            <translation>Campo de batalla, de izquierda a derecha</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source> (turned 180°)</source>
            <translation> (girado 180°)</translation>
        </message>
        <message numerus="yes">
            <location filename="../window/new_scenario_dialog.py" />
            <source>%n board(s), {h} hexes</source>
            <translation>
                <numerusform>%n tablero, {h} hexágonos</numerusform>
                <numerusform>%n tableros, {h} hexágonos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Add at least one board.</source>
            <translation>Añada al menos un tablero.</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>Problems</source>
            <translation>Problemas</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>No problems: the scenario follows the placement rules.</source>
            <translation>No hay problemas: el escenario cumple las reglas de colocación.</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>Problems ({n})</source>
            <translation>Problemas ({n})</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenarios (*.json)</source>
            <translation>Escenarios (*.json)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenarios and packages (*.json *.zip)</source>
            <translation>Escenarios y paquetes (*.json *.zip)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenario packages (*.zip)</source>
            <translation>Paquetes de escenario (*.zip)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>PNG pictures (*.png)</source>
            <translation>Imágenes PNG (*.png)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Save scenario</source>
            <translation>Guardar escenario</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Unsaved changes</source>
            <translation>Cambios sin guardar</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>“{name}” tiene cambios sin guardar. ¿Desea guardarlos primero?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Recover unsaved work?</source>
            <translation>¿Recuperar el trabajo no guardado?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>The editor was not closed properly last time. It autosaved:

{what}

Recover it?</source>
            <translation>El editor no se cerró correctamente la última vez. Guardó automáticamente:

{what}

¿Desea recuperarlo?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Recover</source>
            <translation>Recuperar</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Discard</source>
            <translation>Descartar</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Ask me later</source>
            <translation>Preguntarme más tarde</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Main toolbar</source>
            <translation>Barra de herramientas principal</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>&amp;Select</source>
            <translation>&amp;Seleccionar</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>&amp;Place from the palette</source>
            <translation>&amp;Colocar desde la paleta</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Select</source>
            <translation>Seleccionar</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Place</source>
            <translation>Colocar</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Hide units</source>
            <translation>Ocultar unidades</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Pick a counter or marker in the palette, then click hexes to place it</source>
            <translation>Elija una ficha o un marcador en la paleta y luego haga clic en hexágonos para colocarlo</translation>
        </message>
    </context>
    <context>
        <name>placement</name>
        <message>
            <location filename="../../core/placement/force_rules.py" />
            <source>the {side} side has no units: place some on the map or bring them in a reinforcement group</source>
            <translation>el bando {side} no tiene unidades: coloque algunas en el mapa o hágalas llegar en un grupo de refuerzos</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>units of both sides share this hex ({who})</source>
            <translation>unidades de ambos bandos comparten este hexágono ({who})</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{count} {side} stacks are placed in this hex: merge them into one</source>
            <translation>hay {count} pilas del bando {side} en este hexágono: fusiónelas en una sola</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{count} {group}</source>
            <translation>{count} {group}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{units} may not share a hex with the {fortification}: only {allowed} may</source>
            <translation>{units} no pueden compartir hexágono con la fortificación {fortification}: solo pueden hacerlo {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{units} do not fit in the {fortification}: it holds {limits}</source>
            <translation>{units} no caben en la fortificación {fortification}: admite {limits}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>too many units in one hex ({units}); a hex holds {limits}</source>
            <translation>demasiadas unidades en un hexágono ({units}); un hexágono admite {limits}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>no unit may be in {terrain} hexes: {units} must be placed elsewhere</source>
            <translation>ninguna unidad puede estar en hexágonos de terreno {terrain}: {units} deben colocarse en otro lugar</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{terrain} hexes are closed to them: {units} must be placed elsewhere</source>
            <translation>los hexágonos de terreno {terrain} les están vedados: {units} deben colocarse en otro lugar</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{unit} cannot be in a {terrain} hex without a road</source>
            <translation>{unit} no puede estar en un hexágono de terreno {terrain} sin carretera</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>the large gun {unit} (0 MP) cannot be in a {terrain} hex</source>
            <translation>el cañón grande {unit} (0 MP) no puede estar en un hexágono de terreno {terrain}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this fortification is not on the battlefield</source>
            <translation>esta fortificación no está en el campo de batalla</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>unknown fortification type {type}</source>
            <translation>tipo de fortificación desconocido {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>no {fortification} on a bridge: {kind}s go only in {allowed}</source>
            <translation>no puede haber fortificación {fortification} en un puente: este tipo ({kind}) solo va en {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>no {fortification} in {terrain}: {kind}s go only in {allowed}</source>
            <translation>no puede haber fortificación {fortification} en terreno {terrain}: este tipo ({kind}) solo va en {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{count} fortifications or entrenchments share this hex; a hex holds one</source>
            <translation>{count} fortificaciones o atrincheramientos comparten este hexágono; un hexágono admite uno</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>a {fortification} needs a facing: it fires only through its forward arc</source>
            <translation>la fortificación {fortification} necesita una orientación: solo dispara por su arco frontal</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{fortification} cannot be hidden; only minefields can</source>
            <translation>la fortificación {fortification} no puede estar oculta; solo pueden estarlo los campos de minas</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this smoke marker is not on the battlefield</source>
            <translation>este marcador de humo no está en el campo de batalla</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{count} smoke markers are in this hex; only one may be</source>
            <translation>hay {count} marcadores de humo en este hexágono; solo se permite uno</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this objective is not on the battlefield</source>
            <translation>este objetivo no está en el campo de batalla</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>two objectives are in the same hex</source>
            <translation>hay dos objetivos en el mismo hexágono</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>objectives start flying the defender's ({defender}) flag, not the {owner} one</source>
            <translation>los objetivos empiezan con la bandera del defensor ({defender}), no con la del bando {owner}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an objective scenario needs at least one objective on the map</source>
            <translation>un escenario de objetivos necesita al menos un objetivo en el mapa</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the attacker must hold {required} objectives but the map has only {total}</source>
            <translation>el atacante debe tener {required} objetivos, pero el mapa solo tiene {total}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this exit hex is not on the battlefield</source>
            <translation>este hexágono de salida no está en el campo de batalla</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>exit hexes must lie on an edge of the map</source>
            <translation>los hexágonos de salida deben estar en un borde del mapa</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an exit scenario needs at least one exit hex</source>
            <translation>un escenario de salida necesita al menos un hexágono de salida</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an exit scenario needs the number of units the attacker must exit</source>
            <translation>un escenario de salida necesita el número de unidades que el atacante debe sacar del mapa</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the attacker must exit {goal} units but can exit at most {force} (units on the map with their riders and towed guns, reinforcements that arrive in time, and the half squads its squads could split into)</source>
            <translation>el atacante debe sacar {goal} unidades, pero como mucho puede sacar {force} (las unidades en el mapa con sus pasajeros y cañones remolcados, los refuerzos que llegan a tiempo y los medios pelotones en que podrían dividirse sus pelotones)</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the {side} side holds an unknown weapon {weapon}</source>
            <translation>el bando {side} tiene un arma desconocida {weapon}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{weapon} is not an expendable (X) weapon; give it to a unit instead</source>
            <translation>{weapon} no es un arma desechable (X); désela a una unidad</translation>
        </message>
        <message>
            <location filename="../../core/placement/reinforcement_rules.py" />
            <source>{group}: due on turn {turn} of a {turns}-turn scenario, they never arrive</source>
            <translation>{group}: previstos para el turno {turn} de un escenario de {turns} turnos, nunca llegan</translation>
        </message>
        <message>
            <location filename="../../core/placement/reinforcement_rules.py" />
            <source>{group}: {edge} is not a map edge; they come on from the north, east, south or west edge</source>
            <translation>{group}: {edge} no es un borde del mapa; los refuerzos entran por el borde norte, este, sur u oeste</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names no hex yet</source>
            <translation>la regla especial {number} todavía no nombra ningún hexágono</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names a hex that is not on the battlefield</source>
            <translation>la regla especial {number} nombra un hexágono que no está en el campo de batalla</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} ends on turn {last}, before it begins (turn {first})</source>
            <translation>la regla especial {number} termina en el turno {last}, antes de empezar (turno {first})</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names turn {turn}, but the scenario has {turns} turns</source>
            <translation>la regla especial {number} nombra el turno {turn}, pero el escenario tiene {turns} turnos</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: there is no hexside feature {feature}</source>
            <translation>regla especial {number}: no existe el lado de hexágono {feature}</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} limits exits, but this is not an exit scenario</source>
            <translation>la regla especial {number} limita las salidas, pero este no es un escenario de salida</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names a hex that is not an exit hex</source>
            <translation>la regla especial {number} nombra un hexágono que no es de salida</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} holds the units set up here, but there are none</source>
            <translation>la regla especial {number} inmoviliza las unidades desplegadas aquí, pero no hay ninguna</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: no reinforcement group arrives on turn {turn} at the {edge} edge</source>
            <translation>regla especial {number}: ningún grupo de refuerzos llega en el turno {turn} por el borde {edge}</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} forbids smoke, but a side has smoke factors</source>
            <translation>la regla especial {number} prohíbe el humo, pero un bando tiene factores de humo</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} changes neither terrain nor level</source>
            <translation>la regla especial {number} no cambia ni el terreno ni el nivel</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: there is no terrain {terrain}</source>
            <translation>regla especial {number}: no existe el terreno {terrain}</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} limits where reinforcements enter, but that side has none</source>
            <translation>la regla especial {number} limita por dónde entran los refuerzos, pero ese bando no tiene ninguno</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} lets reinforcements enter here, but no group of theirs arrives at this edge</source>
            <translation>la regla especial {number} deja entrar refuerzos aquí, pero ningún grupo suyo llega por este borde</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a cave must lie within {spacing} hexes of another cave of its side</source>
            <translation>una cueva debe estar a {spacing} hexágonos como máximo de otra cueva de su bando</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>this tunnel runs off the battlefield</source>
            <translation>este túnel se sale del campo de batalla</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a tunnel's hexes must follow one another, each next to the one before</source>
            <translation>los hexágonos de un túnel deben seguirse, cada uno junto al anterior</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a tunnel must begin and end at a cave of its side</source>
            <translation>un túnel debe empezar y terminar en una cueva de su bando</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>this tunnel runs {length} hexes; a tunnel may be at most {most} hexes long</source>
            <translation>este túnel mide {length} hexágonos; un túnel puede medir como máximo {most} hexágonos</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>no tunnel may pass under {terrain}</source>
            <translation>ningún túnel puede pasar bajo {terrain}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>unknown unit type {type}</source>
            <translation>tipo de unidad desconocido {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a support weapon: it must be carried by a squad, half squad or leader</source>
            <translation>{unit} es un arma de apoyo: debe llevarla un pelotón, un medio pelotón o un líder</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} ({nationality}) cannot fight for the {side} side</source>
            <translation>{unit} ({nationality}) no puede combatir por el bando {side}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a half squad, and this side's order of battle does not allow half squads at the start</source>
            <translation>{unit} es un medio pelotón, y el orden de batalla de este bando no permite medios pelotones al inicio</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot be a hero: a hero is a leader counter</source>
            <translation>{unit} no puede ser héroe: un héroe es una ficha de líder</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} needs a facing (the hexside its front points at)</source>
            <translation>{unit} necesita una orientación (el lado de hexágono al que apunta su frente)</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is infantry and has no facing</source>
            <translation>{unit} es infantería y no tiene orientación</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot carry support weapons; only squads, half squads and leaders do</source>
            <translation>{unit} no puede llevar armas de apoyo; solo las llevan pelotones, medios pelotones y líderes</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {count} support weapons ({weapons}); a unit carries one</source>
            <translation>{unit} lleva {count} armas de apoyo ({weapons}); una unidad lleva una</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries an unknown weapon type {type}</source>
            <translation>{unit} lleva un tipo de arma desconocido {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {weapon}, which is not a support weapon</source>
            <translation>{unit} lleva {weapon}, que no es un arma de apoyo</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {weapon}: expendable (X) weapons are held by the side, not by a unit</source>
            <translation>{unit} lleva {weapon}: las armas desechables (X) las tiene el bando, no una unidad</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a leader and may carry only a light (L) weapon, not {weapon}</source>
            <translation>{unit} es un líder y solo puede llevar un arma ligera (L), no {weapon}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is not a transport and cannot carry passengers</source>
            <translation>{unit} no es un transporte y no puede llevar pasajeros</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{passenger} rides with {unit} and cannot carry units itself</source>
            <translation>{passenger} va a bordo de {unit} y no puede transportar unidades</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries only infantry, not {others}; guns are towed</source>
            <translation>{unit} solo transporta infantería, no {others}; los cañones se remolcan</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} ({transport}) carries {passengers}; {capacity}</source>
            <translation>{unit} ({transport}) transporta {passengers}; {capacity}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot tow a gun ({gun})</source>
            <translation>{unit} no puede remolcar un cañón ({gun})</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} may tow only a gun, not {gun}</source>
            <translation>{unit} solo puede remolcar un cañón, no {gun}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} (TH) cannot tow the large gun {gun} (0 MP)</source>
            <translation>{unit} (TH) no puede remolcar el cañón grande {gun} (0 MP)</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>the {side} side cannot be of nationality {nationality}</source>
            <translation>el bando {side} no puede ser de nacionalidad {nationality}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>this stack is not on the battlefield</source>
            <translation>esta pila no está en el campo de batalla</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{weapon} lies in the hex: give it to a squad, half squad or leader</source>
            <translation>{weapon} está suelta en el hexágono: désela a un pelotón, un medio pelotón o un líder</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>unit id {id} is used {count} times ({units}); each counter needs its own id</source>
            <translation>el identificador de unidad {id} se usa {count} veces ({units}); cada ficha necesita su propio identificador</translation>
        </message>
    </context>
    <context>
        <name>data</name>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>one</source>
            <translation>un</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>two</source>
            <translation>dos</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>three</source>
            <translation>tres</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>four</source>
            <translation>cuatro</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>infantry unit</source>
            <translation>unidad de infantería</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>infantry units</source>
            <translation>unidades de infantería</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <location filename="../../core/texts.py" />
            <source>gun</source>
            <translation>cañón</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>guns</source>
            <translation>cañones</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV</source>
            <translation>VCB</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs</source>
            <translation>VCB</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV or vehicle</source>
            <translation>VCB o vehículo</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs or vehicles</source>
            <translation>VCB o vehículos</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV, vehicle or gun</source>
            <translation>VCB, vehículo o cañón</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs, vehicles or guns</source>
            <translation>VCB, vehículos o cañones</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>allied</source>
            <translation>aliados</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>axis</source>
            <translation>Eje</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>attacker</source>
            <translation>atacante</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>defender</source>
            <translation>defensor</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>north</source>
            <translation>norte</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>east</source>
            <translation>este</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>south</source>
            <translation>sur</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>west</source>
            <translation>oeste</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>entrenchment</source>
            <translation>atrincheramiento</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>small</source>
            <translation>pequeña</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>medium</source>
            <translation>mediana</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>large</source>
            <translation>grande</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>infantry</source>
            <translation>infantería</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>leader</source>
            <translation>líder</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>vehicle</source>
            <translation>vehículo</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>fortification</source>
            <translation>fortificación</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Open ground</source>
            <translation>Terreno abierto</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Farmland (field)</source>
            <translation>Tierras de cultivo (campo)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Farmland (crop)</source>
            <translation>Tierras de cultivo (sembrado)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Building (stone)</source>
            <translation>Edificio (piedra)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Woods</source>
            <translation>Bosque</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Stream</source>
            <translation>Arroyo</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Orchard</source>
            <translation>Huerto</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hay stacks</source>
            <translation>Almiares</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Canal</source>
            <translation>Canal</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Pond</source>
            <translation>Estanque</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Marsh</source>
            <translation>Pantano</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>River</source>
            <translation>Río</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Ocean</source>
            <translation>Océano</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Beach</source>
            <translation>Playa</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Desert</source>
            <translation>Desierto</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Jungle</source>
            <translation>Jungla</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Palm grove</source>
            <translation>Palmeral</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Gully</source>
            <translation>Barranco</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Wadi</source>
            <translation>Uadi</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Stone wall</source>
            <translation>Muro de piedra</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hedge</source>
            <translation>Seto</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hedgerow (bocage)</source>
            <translation>Seto de bocage</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Concrete bunker</source>
            <translation>Búnker de hormigón</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Wood and earth bunker</source>
            <translation>Búnker de madera y tierra</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Sandbags</source>
            <translation>Sacos terreros</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Barbed wire</source>
            <translation>Alambrada</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Minefield</source>
            <translation>Campo de minas</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Foxholes</source>
            <translation>Pozos de tirador</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Trench</source>
            <translation>Trinchera</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Cave</source>
            <translation>Cueva</translation>
        </message>
    </context>
    <context>
        <name>core</name>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>an edge half hex must be open ground at level 0 so that any board can join this one</source>
            <translation>un medio hexágono del borde debe ser terreno abierto a nivel 0 para que cualquier tablero pueda unirse a este</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a {feature} on the board edge would belong to the neighbouring board</source>
            <translation>un elemento «{feature}» en el borde del tablero pertenecería al tablero vecino</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a {feature} between two edge half hexes would be cut by the seam</source>
            <translation>un elemento «{feature}» entre dos medios hexágonos del borde quedaría cortado por la junta</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>the road from {hex} crosses a {feature}</source>
            <translation>la carretera desde {hex} cruza un elemento «{feature}»</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a road runs into impassable water without a bridge</source>
            <translation>una carretera entra en agua infranqueable sin puente</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a bridge must cross a stream, canal or river</source>
            <translation>un puente debe cruzar un arroyo, canal o río</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a bridge must be on a road</source>
            <translation>un puente debe estar en una carretera</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the challenge</source>
            <translation>en el desafío</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the acceptance of the challenge</source>
            <translation>al aceptar el desafío</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the first turn</source>
            <translation>en el primer turno</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the Move Phase</source>
            <translation>al final de la fase de movimiento</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>after the Defensive Fire Phase</source>
            <translation>tras la fase de fuego defensivo</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the segment</source>
            <translation>al final del segmento</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the game</source>
            <translation>al final de la partida</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>by resigning</source>
            <translation>al rendirse</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Command Phase</source>
            <translation>fase de mando</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Fire Phase</source>
            <translation>fase de fuego</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Movement Phase</source>
            <translation>fase de movimiento</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Defensive Fire Phase</source>
            <translation>fase de fuego defensivo</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Advance Phase</source>
            <translation>fase de avance</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>After Action Phase</source>
            <translation>fase posterior a la acción</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>ignored</source>
            <translation>ignorado</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>pinned</source>
            <translation>inmovilizado</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>reduced</source>
            <translation>reducido</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>reduced and pinned</source>
            <translation>reducido e inmovilizado</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>survived, pinned</source>
            <translation>sobrevivió, inmovilizado</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>eliminated</source>
            <translation>eliminado</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>hit</source>
            <translation>impacto</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>miss</source>
            <translation>fallo</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>major victory</source>
            <translation>victoria mayor</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>minor victory</source>
            <translation>victoria menor</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>draw</source>
            <translation>empate</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>minor defeat</source>
            <translation>derrota menor</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>major defeat</source>
            <translation>derrota mayor</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} moved to {hex}</source>
            <translation>{units}: movimiento a {hex}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firers} fired at {target} (opportunity fire): roll {roll}, {cp} casualty points</source>
            <translation>Disparo de {firers} contra {target} (fuego de oportunidad): tirada {roll}, {cp} puntos de bajas</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firers} fired at {target}: roll {roll}, {cp} casualty points</source>
            <translation>Disparo de {firers} contra {target}: tirada {roll}, {cp} puntos de bajas</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firer} fired AT at {target}: roll {roll}, {result}</source>
            <translation>Disparo AC de {firer} contra {target}: tirada {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} assaulted {target} at {odds}: roll {roll}, succeeded</source>
            <translation>Asalto de {units} contra {target} a {odds}: tirada {roll}, con éxito</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} assaulted {target} at {odds}: roll {roll}, failed</source>
            <translation>Asalto de {units} contra {target} a {odds}: tirada {roll}, fracasado</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{afv} overran {target}</source>
            <translation>Arrollamiento de {target} por {afv}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {unit} eliminated</source>
            <translation>  {unit} eliminado</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>turn {number} begins</source>
            <translation>empieza el turno {number}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>game over: {level}</source>
            <translation>fin de la partida: {level}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>game over: {winner} {level}</source>
            <translation>fin de la partida: {winner}, {level}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{unit} {result}</source>
            <translation>{unit}: {result}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {hex}: {points} casualty points</source>
            <translation>  {hex}: {points} puntos de bajas</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {hex}: {points} casualty points ({results})</source>
            <translation>  {hex}: {points} puntos de bajas ({results})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{side} resigned: the game is over</source>
            <translation>{side}: rendición, la partida ha terminado</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>the game is over: {winner} ({level})</source>
            <translation>la partida ha terminado: {winner} ({level})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>the game is over</source>
            <translation>la partida ha terminado</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{side} to play (turn {turn}, {phase})</source>
            <translation>a jugar: {side} (turno {turn}, {phase})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{title}: handed over by {side} {point} (hand-over {number}, {actions} actions)</source>
            <translation>{title}: relevo de {side} {point} (relevo {number}, {actions} acciones)</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>note: {side} opened the previous file {count} times before replying</source>
            <translation>nota: el archivo anterior fue abierto {count} veces por {side} antes de responder</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>note: the first {count} actions were played hotseat before this e-mail game, with the saved game's own dice: not verified by both players</source>
            <translation>nota: las primeras {count} acciones se jugaron en hotseat antes de esta partida por correo, con los dados de la partida guardada: no verificadas por ambos jugadores</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>message: {message}</source>
            <translation>mensaje: {message}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first} and {last}</source>
            <translation>{first} y {last}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first} or {last}</source>
            <translation>{first} o {last}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first}; or {last}</source>
            <translation>{first}; o {last}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>no battlefield template serves {size} battles</source>
            <translation>ninguna plantilla de campo de batalla sirve para batallas de tamaño {size}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>no battle location could hold these forces: {reasons}</source>
            <translation>ningún lugar de batalla puede acoger estas fuerzas: {reasons}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>the generated battle breaks {count} rule(s), first: {problem}</source>
            <translation>la batalla generada incumple {count} regla(s), la primera: {problem}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>the generated battle does not fit the scenario format: {error}</source>
            <translation>la batalla generada no se ajusta al formato de escenario: {error}</translation>
        </message>
        <message>
            <location filename="../../generator/deploy.py" />
            <source>{formation}: no room left in the {side}'s areas</source>
            <translation>{formation}: no queda sitio en las zonas ({side})</translation>
        </message>
        <message>
            <location filename="../../generator/map_additions.py" />
            <source>{location}: only {count} objective candidates</source>
            <translation>{location}: solo {count} objetivos posibles</translation>
        </message>
    </context>
</TS>
