<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>editor</name>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Major victory</source>
            <translation>Victoire majeure</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Minor victory</source>
            <translation>Victoire mineure</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Draw</source>
            <translation>Match nul</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Minor defeat</source>
            <translation>Défaite mineure</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Major defeat</source>
            <translation>Défaite majeure</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of at most %n game(s) so far</source>
            <translation>
                <numerusform>{played} sur %n partie au plus jusqu’ici</numerusform>
                <numerusform>{played} sur %n parties au plus jusqu’ici</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of %n game(s) so far</source>
            <translation>
                <numerusform>{played} sur %n partie jusqu’ici</numerusform>
                <numerusform>{played} sur %n parties jusqu’ici</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of %n game(s) (cut short)</source>
            <translation>
                <numerusform>{played} sur %n partie (interrompu)</numerusform>
                <numerusform>{played} sur %n parties (interrompu)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>seeds {first}–{last}</source>
            <translation>graines {first}–{last}</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>no seeds played</source>
            <translation>aucune graine jouée</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>attacker {attacker} ({side}) vs defender {defender} ({other})</source>
            <translation>attaquant {attacker} ({side}) contre défenseur {defender} ({other})</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>How the games ended, told from the attacker's side</source>
            <translation>Comment les parties se sont terminées, du point de vue de l'attaquant</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>{n} of {m}</source>
            <translation>{n} sur {m}</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>Attacker wins {share}% (95% interval {low}–{high}%)</source>
            <translation>Victoires de l'attaquant : {share} % (intervalle à 95 % : {low}–{high} %)</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>Attacker wins: no games played yet</source>
            <translation>Victoires de l'attaquant : aucune partie jouée pour l'instant</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>fair: {low}–{high}%</source>
            <translation>équilibré : {low}–{high} %</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>The victory levels and the attacker's win rate show here as the games end.</source>
            <translation>Les niveaux de victoire et le taux de victoire de l'attaquant s'affichent ici à mesure que les parties se terminent.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, easy</source>
            <translation>Ordinateur, facile</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, normal</source>
            <translation>Ordinateur, normal</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, hard</source>
            <translation>Ordinateur, difficile</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Simple player</source>
            <translation>Joueur simple</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>major victory</source>
            <translation>victoire majeure</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>minor victory</source>
            <translation>victoire mineure</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>draw</source>
            <translation>match nul</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>minor defeat</source>
            <translation>défaite mineure</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>major defeat</source>
            <translation>défaite majeure</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>attacker wins {attacker}, draws {draw}, defender wins {defender}</source>
            <translation>victoires de l'attaquant {attacker}, nuls {draw}, victoires du défenseur {defender}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>victory levels (the attacker's): {levels}</source>
            <translation>niveaux de victoire (de l'attaquant) : {levels}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>mean turns {turns}; mean points lost: attacker {attacker} ({attacker_share}%), defender {defender} ({defender_share}%)</source>
            <translation>tours en moyenne : {turns} ; points perdus en moyenne : attaquant {attacker} ({attacker_share} %), défenseur {defender} ({defender_share} %)</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Stopped after %n game(s): {why}.</source>
            <translation>
                <numerusform>Arrêt après %n partie : {why}.</numerusform>
                <numerusform>Arrêt après %n parties : {why}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Estimate balance: {title}</source>
            <translation>Estimer l'équilibre : {title}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Stop when the answer is &amp;known (inside or outside {low}-{high}%)</source>
            <translation>S’arrêter dès que la réponse est &amp;connue (dans la fourchette {low}-{high}% ou hors d’elle)</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>After every game, a test that stays right at 95% however often it looks decides whether the attacker's rate is inside the band or outside it; the games stop there. Games is then the most it plays.</source>
            <translation>Après chaque partie, un test qui reste juste à 95 % quel que soit le nombre de coups d’œil décide si le taux de l’attaquant est dans la fourchette ou hors d’elle ; les parties s’arrêtent là. Parties indique alors le maximum joué.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Start</source>
            <translation>&amp;Démarrer</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../balance/probes_view.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Each game is played by the computer on both sides; game i uses seed S+i.</source>
            <translation>Chaque partie est jouée par l'ordinateur des deux côtés ; la partie i utilise la graine S+i.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Result</source>
            <translation>&amp;Résultat</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Where and why</source>
            <translation>&amp;Où et pourquoi</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Skill and l&amp;uck</source>
            <translation>Habileté et c&amp;hance</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Suggest a fi&amp;x</source>
            <translation>Suggérer une correcti&amp;on</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../balance/probe_words.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>First seed</source>
            <translation>Première graine</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Worker processes</source>
            <translation>Processus de calcul</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Attacker ({side})</source>
            <translation>Attaquant ({side})</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Defender ({side})</source>
            <translation>Défenseur ({side})</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Suggest a fix is searching: wait for it to end, or cancel it, then start.</source>
            <translation>La recherche de correction est en cours : attendez sa fin ou annulez-la, puis lancez.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Measure is playing its extra games: wait for it to end, or cancel it, then start.</source>
            <translation>Une mesure joue ses parties supplémentaires : attendez sa fin ou annulez-la, puis lancez.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Cancelled after {played} of %n game(s): nothing is kept.</source>
            <translation>
                <numerusform>Annulé après {played} sur %n partie : rien n’est conservé.</numerusform>
                <numerusform>Annulé après {played} sur %n parties : rien n’est conservé.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Done: %n game(s) in {time}. The result is kept in the scenario's details (Edit &gt; Undo takes it back).</source>
            <translation>
                <numerusform>Terminé : %n partie en {time}. Le résultat est conservé dans les détails du scénario (Édition &gt; Annuler le retire).</numerusform>
                <numerusform>Terminé : %n parties en {time}. Le résultat est conservé dans les détails du scénario (Édition &gt; Annuler le retire).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>The run stopped: {error}</source>
            <translation>L'exécution s'est arrêtée : {error}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Start again</source>
            <translation>&amp;Recommencer</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Estimate &amp;balance…</source>
            <translation>Estimer l'é&amp;quilibre…</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Play many computer-vs-computer games and see who wins how often</source>
            <translation>Jouer de nombreuses parties ordinateur contre ordinateur et voir qui gagne, et à quelle fréquence</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Balance hea&amp;t map</source>
            <translation>Carte &amp;thermique de l'équilibre</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Draw where the last Estimate balance run's games were lost and fought on the map</source>
            <translation>Dessiner sur la carte où les parties de la dernière estimation de l'équilibre ont été perdues et disputées</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Estimate balance</source>
            <translation>Estimer l'équilibre</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Open a scenario to estimate its balance</source>
            <translation>Ouvrez un scénario pour estimer son équilibre</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>{title}: where {n} games were fought</source>
            <translation>{title} : où se sont jouées {n} parties</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>points lost per game (deeper: more)</source>
            <translation>points perdus par partie (plus foncé : davantage)</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>attacks made on the hex</source>
            <translation>attaques menées sur l'hexagone</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>objective</source>
            <translation>objectif</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The attacker never assaults</source>
            <translation>L'attaquant ne donne jamais l'assaut</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The attacker never lays smoke</source>
            <translation>L'attaquant ne pose jamais de fumigènes</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The defender never moves</source>
            <translation>Le défenseur ne bouge jamais</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probe_words.py" />
            <source>{rate} of %n game(s)</source>
            <translation>
                <numerusform>{rate} sur %n partie</numerusform>
                <numerusform>{rate} sur %n parties</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Little spread: the dice decide this scenario more than the players' skill.</source>
            <translation>Peu d'écart : les dés décident de ce scénario plus que l'habileté des joueurs.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>A wide spread: a better player wins it far more often.</source>
            <translation>Un grand écart : un meilleur joueur l'emporte bien plus souvent.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Some spread: skill counts, the dice too.</source>
            <translation>Un écart certain : l'habileté compte, les dés aussi.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Computer, hard, attacking computer, easy</source>
            <translation>Ordinateur difficile attaquant l'ordinateur facile</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Computer, easy, attacking computer, hard</source>
            <translation>Ordinateur facile attaquant l'ordinateur difficile</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>This run's players</source>
            <translation>Les joueurs de cette série</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Skill headroom</source>
            <translation>Marge d'habileté</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Who plays</source>
            <translation>Qui joue</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Attacker wins</source>
            <translation>Victoires de l'attaquant</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Spread: {points} points. {reading}</source>
            <translation>Écart : {points} points. {reading}</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>No luck share: every game of the run ended alike.</source>
            <translation>Pas de part de chance : toutes les parties de la série ont fini de la même façon.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Luck share: {share}% (0%: the players' choices decide; 100%: the dice decide as much as a new game would).</source>
            <translation>Part de chance : {share} % (0 % : les choix des joueurs décident ; 100 % : les dés décident autant qu'une nouvelle partie).</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Replayed with the same players' seeds and fresh dice</source>
            <translation>Rejouées avec les mêmes graines des joueurs et de nouveaux dés</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Two unrelated games of this run</source>
            <translation>Deux parties sans lien de cette série</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Luck</source>
            <translation>Chance</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Winner changed</source>
            <translation>Vainqueur changé</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>{change} points ({low} to {high}) from {rate}</source>
            <translation>{change} points ({low} à {high}) par rapport à {rate}</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Each is played on the run's first seeds and compared game by game with the same seeds unrestricted. A change whose interval holds 0 says the move does not decide the scenario.</source>
            <translation>Chacune se joue sur les premières graines de la série et se compare partie par partie aux mêmes graines sans restriction. Un écart dont l'intervalle contient 0 indique que ce coup ne décide pas du scénario.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Restricted play</source>
            <translation>Jeu restreint</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>What if</source>
            <translation>Et si</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Change (95% interval)</source>
            <translation>Écart (intervalle à 95 %)</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Cancelled: these figures come from the {played} of {planned} extra games that were played.</source>
            <translation>Annulé : ces chiffres viennent des {played} parties supplémentaires jouées sur {planned}.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>No extra game was played.</source>
            <translation>Aucune partie supplémentaire n'a été jouée.</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>Games for each figure: each skill run, the fresh-dice replays and each restricted run.</source>
            <translation>Parties pour chaque chiffre : chaque série d'habileté, les parties rejouées avec de nouveaux dés et chaque série restreinte.</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>&amp;Measure skill, luck and restricted play</source>
            <translation>&amp;Mesurer l'habileté, la chance et le jeu restreint</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>&amp;Games per figure</source>
            <translation>&amp;Parties par chiffre</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>How much of the result is the players' skill, how much the dice, and what one kind of move is worth: extra games on this run's seeds. Measure plays them once a run has ended.</source>
            <translation>Quelle part du résultat revient à l'habileté des joueurs, quelle part aux dés, et ce que vaut un type de coup : des parties supplémentaires sur les graines de cette série. Mesurer les joue une fois la série terminée.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probes_view.py" />
            <source>Measure plays %n extra game(s).</source>
            <translation>
                <numerusform>Mesurer joue %n partie supplémentaire.</numerusform>
                <numerusform>Mesurer joue %n parties supplémentaires.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>Suggest a fix is searching: wait for it to end, or cancel it, then measure.</source>
            <translation>La recherche de correction est en cours : attendez sa fin ou annulez-la, puis mesurez.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probes_view.py" />
            <source>Playing %n extra game(s)…</source>
            <translation>
                <numerusform>Jeu de %n partie supplémentaire…</numerusform>
                <numerusform>Jeu de %n parties supplémentaires…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>The extra games stopped: {error}</source>
            <translation>Les parties supplémentaires se sont arrêtées : {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>Starting %n worker process(es)…</source>
            <translation>
                <numerusform>Démarrage de %n processus de calcul…</numerusform>
                <numerusform>Démarrage de %n processus de calcul…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>{played} games (at most %n), {rate:.1f} games/s</source>
            <translation>
                <numerusform>{played} parties (au plus %n), {rate:.1f} parties/s</numerusform>
                <numerusform>{played} parties (au plus %n), {rate:.1f} parties/s</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>at most {time} left</source>
            <translation>encore {time} au plus</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>{played} of %n game(s), {rate:.1f} games/s</source>
            <translation>
                <numerusform>{played} sur %n partie, {rate:.1f} parties/s</numerusform>
                <numerusform>{played} sur %n parties, {rate:.1f} parties/s</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>about {time} left</source>
            <translation>encore environ {time}</translation>
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
            <translation>Un(e) {unit} de plus pour l'{role}, en {hex}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>One {unit} fewer for the {role}</source>
            <translation>Un(e) {unit} de moins pour l'{role}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The {role}'s turn {before} reinforcements arrive on turn {turn}</source>
            <translation>Les renforts du tour {before} de l'{role} arrivent au tour {turn}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Exit goal of {goal} units instead of {before}</source>
            <translation>Objectif de sortie de {goal} unités au lieu de {before}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The attacker needs {required} objectives instead of {before}</source>
            <translation>L'attaquant doit tenir {required} objectifs au lieu de {before}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>No objective at {hex} (the attacker needs {required} of {left})</source>
            <translation>Plus d'objectif en {hex} (l'attaquant doit en tenir {required} sur {left})</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <location filename="../battle_generator/oob.py" />
            <source>attacker</source>
            <translation>attaquant</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <location filename="../battle_generator/oob.py" />
            <source>defender</source>
            <translation>défenseur</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>%n turn(s) instead of {before}</source>
            <translation>
                <numerusform>%n tour au lieu de {before}</numerusform>
                <numerusform>%n tours au lieu de {before}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Suggest a &amp;fix</source>
            <translation>&amp;Suggérer une correction</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Try small edits (turns, one unit, a reinforcement's turn, the goal), play the three the model ranks best on the same seeds, and list them by measured rate</source>
            <translation>Essaie de petites modifications (tours, une unité, le tour d'un renfort, l'objectif), joue les trois que le modèle classe en tête sur les mêmes graines et les liste par taux mesuré</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>&amp;Apply to the scenario</source>
            <translation>&amp;Appliquer au scénario</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Plays the scenario as it is, predicts every small edit, then measures the best three. Games is the most each of these runs plays.</source>
            <translation>Joue le scénario tel quel, prédit chaque petite modification, puis mesure les trois meilleures. Parties est le maximum joué par chacune de ces séries.</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Edit</source>
            <translation>Modification</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Predicted</source>
            <translation>Prédit</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>A balance run or a Measure is under way: wait for it to end, or cancel it, then search.</source>
            <translation>Une estimation de l'équilibre ou une mesure est en cours : attendez la fin ou annulez-la, puis cherchez.</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Playing the scenario as it is…</source>
            <translation>Le scénario est joué tel quel…</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Cancelled: nothing was applied.</source>
            <translation>Annulé : rien n'a été appliqué.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Playing the scenario as it is: %n game(s)…</source>
            <translation>
                <numerusform>Le scénario tel quel : %n partie…</numerusform>
                <numerusform>Le scénario tel quel : %n parties…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Predicted %n edit(s); playing the best…</source>
            <translation>
                <numerusform>%n modification prévue ; les meilleures sont jouées…</numerusform>
                <numerusform>%n modifications prévues ; les meilleures sont jouées…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Measuring edit {number} of {count}: %n game(s)…</source>
            <translation>
                <numerusform>Mesure de la modification {number} sur {count} : %n partie…</numerusform>
                <numerusform>Mesure de la modification {number} sur {count} : %n parties…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Choose an edit and press Apply (Edit &gt; Undo takes it back).</source>
            <translation>Choisissez une modification et cliquez sur Appliquer (Édition &gt; Annuler la retire).</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The search stopped: {error}</source>
            <translation>La recherche s'est arrêtée : {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>As it is, the attacker wins {rate} of %n game(s).</source>
            <translation>
                <numerusform>Tel quel, l'attaquant gagne {rate} de %n partie.</numerusform>
                <numerusform>Tel quel, l'attaquant gagne {rate} de %n parties.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>not played</source>
            <translation>non jouée</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Applied: {edit}. Edit &gt; Undo takes it back; Suggest a fix searches again from here.</source>
            <translation>Appliqué : {edit}. Édition &gt; Annuler la retire ; Suggérer une correction relance la recherche à partir d'ici.</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is below the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>le taux de victoire de l’attaquant est sous la fourchette {low}–{high}% (séquence de confiance à 95 % {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is inside the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>le taux de victoire de l’attaquant est dans la fourchette {low}–{high}% (séquence de confiance à 95 % {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is above the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>le taux de victoire de l’attaquant est au-dessus de la fourchette {low}–{high}% (séquence de confiance à 95 % {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>every game was played and the band is not yet decided (95% confidence sequence {from_}–{to}%)</source>
            <translation>toutes les parties ont été jouées et la fourchette n’est pas encore tranchée (séquence de confiance à 95 % {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's interval is narrow enough</source>
            <translation>l’intervalle de l’attaquant est assez étroit</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>every game was played</source>
            <translation>toutes les parties ont été jouées</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>cancelled</source>
            <translation>annulé</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Where the games were lost and fought shows here when a run ends.</source>
            <translation>Les lieux des combats et des pertes s'affichent ici à la fin de la série.</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Show on the &amp;map</source>
            <translation>Afficher sur la &amp;carte</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Draw these fills and dots on the editor's map (View &gt; Balance heat map), to edit the scenario with them in sight</source>
            <translation>Dessiner ces zones et ces points sur la carte de l'éditeur (Affichage &gt; Carte thermique de l'équilibre), pour modifier le scénario en les gardant sous les yeux</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Played before the suggestion you applied: start a run to see the edited battle.</source>
            <translation>Joué avant la suggestion que vous avez appliquée : lancez une nouvelle série pour voir la bataille modifiée.</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Points lost per game, by unit type:</source>
            <translation>Points perdus par partie, par type d'unité :</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>nothing</source>
            <translation>rien</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Victory-point margin at each turn's end (the defender's losses minus the attacker's): {values}</source>
            <translation>Écart de points de victoire à la fin de chaque tour (pertes du défenseur moins celles de l'attaquant) : {values}</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>The attacker holds {hex} at each turn's end in: {values}</source>
            <translation>L'attaquant tient {hex} à la fin de chaque tour dans : {values}</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>{name} (board {number})</source>
            <translation>{name} (carte {number})</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <location filename="../board_editor/feature.py" />
            <location filename="../start/preview.py" />
            <source>Board</source>
            <translation>Carte</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Shipped boards</source>
            <translation>Cartes fournies</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>My boards</source>
            <translation>Mes cartes</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>No boards of your own yet: draw one with File &gt; New board… (only boards without problems are offered)</source>
            <translation>Pas encore de carte à vous : dessinez-en une avec Fichier &gt; Nouvelle carte… (seules les cartes sans problème sont proposées)</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Deal the battle on boards you drew: one board for a small battle, two for medium, three for large</source>
            <translation>Tirer la bataille sur des cartes que vous avez dessinées : une carte pour une petite bataille, deux pour une moyenne, trois pour une grande</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Tick up to three boards, in the order they are laid left to right.</source>
            <translation>Cochez jusqu'à trois cartes, dans l'ordre où elles sont posées de gauche à droite.</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Left to right: {boards}</source>
            <translation>De gauche à droite : {boards}</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Tick one to three of your boards, or choose the shipped boards.</source>
            <translation>Cochez une à trois de vos cartes, ou choisissez les cartes fournies.</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>No battle can be dealt on these boards: {error}</source>
            <translation>Aucune bataille ne peut être tirée sur ces cartes : {error}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Battle size</source>
            <translation>Taille de la bataille</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Allied nation</source>
            <translation>Nation alliée</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Attacker</source>
            <translation>Attaquant</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Force type</source>
            <translation>Type de force</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Role</source>
            <translation>Rôle</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Scenario type</source>
            <translation>Type de scénario</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../pbem/dialogs.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Fog of war</source>
            <translation>Brouillard de guerre</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Dice bias</source>
            <translation>Biais des dés</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../battle_generator/feature.py" />
            <source>Generate a battle</source>
            <translation>Générer une bataille</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Choose the settings and press Generate.</source>
            <translation>Choisissez les paramètres et cliquez sur Générer.</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../preferences/dialog.py" />
            <source>Settings</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Random</source>
            <translation>Aléatoire</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../start/preview.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Boards</source>
            <translation>Cartes</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Re-roll</source>
            <translation>Relancer</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>A new seed, and a new battle from it</source>
            <translation>Une nouvelle graine, et une nouvelle bataille à partir de celle-ci</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Seed</source>
            <translation>Graine</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Generate</source>
            <translation>Générer</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>The same settings and seed always give the same battle.</source>
            <translation>Les mêmes paramètres et la même graine donnent toujours la même bataille.</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Save as draft…</source>
            <translation>Enregistrer comme brouillon…</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Replace the open scenario</source>
            <translation>Remplacer le scénario ouvert</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Open in editor</source>
            <translation>Ouvrir dans l'éditeur</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../pbem/dialogs.py" />
            <location filename="../testrun/unit_popup.py" />
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>The seed must be a whole number.</source>
            <translation>La graine doit être un nombre entier.</translation>
        </message>
        <message numerus="yes">
            <location filename="../battle_generator/dialog.py" />
            <source>%n board(s) deal only these battle sizes: {sizes}. Tick more boards or choose another size.</source>
            <translation>
                <numerusform>%n plateau ne permet que ces tailles de bataille : {sizes}. Cochez d’autres plateaux ou choisissez une autre taille.</numerusform>
                <numerusform>%n plateaux ne permettent que ces tailles de bataille : {sizes}. Cochez d’autres plateaux ou choisissez une autre taille.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Not kept in the Generated Scenario slot: {error}</source>
            <translation>Non conservé dans l'emplacement « Scénario généré » : {error}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>{side} attack</source>
            <translation>attaquant : {side}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>fog of war</source>
            <translation>brouillard de guerre</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>no fog of war</source>
            <translation>sans brouillard de guerre</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>dice bias: {bias}</source>
            <translation>biais des dés : {bias}</translation>
        </message>
        <message numerus="yes">
            <location filename="../battle_generator/dialog.py" />
            <source>%n turn(s)</source>
            <translation>
                <numerusform>%n tour</numerusform>
                <numerusform>%n tours</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>seed</source>
            <translation>graine</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Saved as {path}</source>
            <translation>Enregistré sous {path}</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: {rate}%, predicted for this battle by the balance model ({players} on both sides; held-out Brier score {model} against {constant} for a constant guess).</source>
            <translation>Victoire de l'attaquant : {rate} %, prédite pour cette bataille par le modèle d'équilibre ({players} des deux côtés ; score de Brier hors échantillon {model} contre {constant} pour une estimation constante).</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: not predicted — this battle is on your own boards, dealt on a template derived from their terrain. For reference only, built-in battles of this size ({size}): {rate}% ({low}–{high}%), measured on {games} held-out games, {players} on both sides. Open it and use Scenario &gt; Estimate balance to measure it.</source>
            <translation>Victoire de l'attaquant : non prédite — cette bataille se joue sur vos propres plateaux, générée sur un gabarit déduit de leur terrain. À titre indicatif seulement, batailles de cette taille ({size}) sur les plateaux fournis : {rate} % ({low}–{high} %), mesuré sur {games} parties hors échantillon, {players} des deux côtés. Ouvrez-la et utilisez Scénario &gt; Estimer l'équilibre pour la mesurer.</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: {rate}% ({low}–{high}%), measured on {games} held-out battles of this size ({size}), {players} on both sides. The per-battle model predicts no better (Brier score {model} against {constant}), so it is not shown. One battle can lie far from its size's rate: open it and use Scenario &gt; Estimate balance to measure it.</source>
            <translation>Victoire de l'attaquant : {rate} % ({low}–{high} %), mesurée sur {games} batailles hors échantillon de cette taille ({size}), {players} des deux côtés. Le modèle bataille par bataille ne prédit pas mieux (score de Brier {model} contre {constant}) : il n'est donc pas affiché. Une bataille peut s'écarter beaucoup du taux de sa taille : ouvrez-la et utilisez Scénario &gt; Estimer l'équilibre pour la mesurer.</translation>
        </message>
        <message>
            <location filename="../battle_generator/feature.py" />
            <source>&amp;Generate a battle…</source>
            <translation>&amp;Générer une bataille…</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>{nation} — {role} — {points} pts</source>
            <translation>{nation} — {role} — {points} pts</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Counter</source>
            <translation>Pion</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Number</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Hide units</source>
            <translation>Masquer les &amp;unités</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>Hide every counter to see the terrain under it (U)</source>
            <translation>Masquer tous les pions pour voir le terrain en dessous (U)</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Both sides</source>
            <translation>Les &amp;deux camps</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>As the &amp;Allied player</source>
            <translation>En tant que joueur &amp;allié</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>As the A&amp;xis player</source>
            <translation>En tant que joueur de l'A&amp;xe</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Next side's view</source>
            <translation>Vue du camp &amp;suivant</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>View as &amp;side</source>
            <translation>Voir en tant que &amp;camp</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>The scenario as each side's player sees it: without the enemy's hidden minefields, and under fog of war without the enemy units none of the side's own can see</source>
            <translation>Le scénario tel que le voit le joueur de chaque camp : sans les champs de mines cachés de l'ennemi et, avec le brouillard de guerre, sans les unités ennemies qu'aucune unité du camp ne peut voir</translation>
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
            <translation>Alliés</translation>
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
            <translation>Axe</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>The map shows the scenario as the {side} player sees it (V for the next view)</source>
            <translation>La carte montre le scénario vu par le camp {side} (V pour la vue suivante)</translation>
        </message>
        <message>
            <location filename="../battlefield/export_png.py" />
            <source>{path}: could not write the PNG file</source>
            <translation>{path} : impossible d'écrire le fichier PNG</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Rotate clockwise	R</source>
            <translation>Pivoter dans le sens horaire	R</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Rotate anticlockwise	Shift+R</source>
            <translation>Pivoter dans le sens antihoraire	Shift+R</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Edit stack…</source>
            <translation>Modifier la pile…</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Weapons, passengers and order of the stack</source>
            <translation>Armes, passagers et ordre de la pile</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <location filename="../commands/set_pinned.py" />
            <source>Unpin {unit}</source>
            <translation>Ne plus clouer {unit}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <location filename="../commands/set_pinned.py" />
            <source>Pin {unit}</source>
            <translation>Clouer {unit}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove {unit}</source>
            <translation>Retirer {unit}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Delete stack	Del</source>
            <translation>Supprimer la pile	Del</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove fortification</source>
            <translation>Retirer la fortification</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove objective</source>
            <translation>Retirer l'objectif</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove smoke</source>
            <translation>Retirer le fumigène</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove exit hex</source>
            <translation>Retirer l'hexagone de sortie</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Nothing here: pick something in the palette</source>
            <translation>Rien ici : choisissez un élément dans la palette</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Dig a tunnel to the cave in {hex} ({count} hexes)</source>
            <translation>Creuser un tunnel jusqu’à la grotte en {hex} ({count} hexagones)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Fill in the tunnels under this hex</source>
            <translation>Combler les tunnels sous cet hexagone</translation>
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
            <translation>APFP {a}, portée {r}, pertes {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>leadership {m:+d}, APFP {a}, range {r}, casualty {c}</source>
            <translation>commandement {m:+d}, APFP {a}, portée {r}, pertes {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>gun ATFP {t}, APFP {a}</source>
            <translation>canon ATFP {t}, APFP {a}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>MG {a}</source>
            <translation>MG {a}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>armour {f}/{r}</source>
            <translation>blindage {f}/{r}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>casualty {c}</source>
            <translation>pertes {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>{mp} MP</source>
            <translation>{mp} MP</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>carries {t}</source>
            <translation>transporte {t}</translation>
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
            <translation>portée {r}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>{type} (not in the unit list)</source>
            <translation>{type} (absent de la liste des unités)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>faces {d}</source>
            <translation>orienté {d}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>pinned</source>
            <translation>cloué</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>hero</source>
            <translation>héros</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>with {w}</source>
            <translation>avec {w}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>carrying {p}</source>
            <translation>transportant {p}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>towing {g}</source>
            <translation>remorquant {g}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>, level {n}</source>
            <translation>, niveau {n}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Hexsides: {s}</source>
            <translation>Côtés d'hexagone : {s}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Road to {d}</source>
            <translation>Route vers {d}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>hidden (19.71)</source>
            <translation>caché (19.71)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Fortification: {f}</source>
            <translation>Fortification : {f}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Objective, held by {side}</source>
            <translation>Objectif, tenu par : {side}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Smoke, level {n}</source>
            <translation>Fumigène, niveau {n}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../palette/dock.py" />
            <source>Exit hex</source>
            <translation>Hexagone de sortie</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Tunnel ({side}) from {start} to {end}</source>
            <translation>Tunnel ({side}) de {start} à {end}</translation>
        </message>
        <message numerus="yes">
            <location filename="../battlefield/hex_info.py" />
            <source>{side} stack, %n counter(s)</source>
            <translation>
                <numerusform>Pile {side}, %n pion</numerusform>
                <numerusform>Pile {side}, %n pions</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Loose: {w}</source>
            <translation>Arme non portée : {w}</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>He&amp;x ids</source>
            <translation>&amp;Identifiants des hexagones</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>Each hex's name (C5) in its top corner</source>
            <translation>Le nom de chaque hexagone (C5) dans son coin supérieur</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>Centre &amp;dots</source>
            <translation>&amp;Points centraux</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The dot in each hex's centre: black where the terrain gives cover or hinders sight, white where it does not</source>
            <translation>Le point au centre de chaque hexagone : noir là où le terrain donne un couvert ou gêne la vue, blanc sinon</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>&amp;Place names</source>
            <translation>Noms de &amp;lieux</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The names of villages, farms, woods and hills</source>
            <translation>Les noms des villages, fermes, bois et collines</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>&amp;Mini-map</source>
            <translation>&amp;Mini-carte</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The whole battlefield small in the map's corner, with the part on screen outlined: click it to look elsewhere</source>
            <translation>Tout le champ de bataille en petit dans le coin de la carte, la partie affichée encadrée : cliquez dessus pour regarder ailleurs</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <location filename="../board_editor/window.py" />
            <location filename="../window/actions.py" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../battlefield/mini_map.py" />
            <source>The whole map: click or drag to look there</source>
            <translation>La carte entière : cliquez ou faites glisser pour y regarder</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Place name</source>
            <translation>Nom de lieu</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Name shown at {hex} (empty: none)</source>
            <translation>Nom affiché en {hex} (vide : aucun)</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Paste</source>
            <translation>Coller</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Turn selection 180°</source>
            <translation>Tourner la sélection de 180°</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>New &amp;board…</source>
            <translation>Nouvelle car&amp;te…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Open boar&amp;d…</source>
            <translation>O&amp;uvrir une carte…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Edit a board of this scenario…</source>
            <translation>Modifier une carte de ce scénario…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Open a custom board the scenario stands on (one that came with a package, say)</source>
            <translation>Ouvrir une carte personnalisée utilisée par le scénario (par exemple une carte fournie avec un paquet de scénario)</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../board_editor/window.py" />
            <source>Open board</source>
            <translation>Ouvrir une carte</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../board_editor/window.py" />
            <source>Boards (*.json)</source>
            <translation>Cartes (*.json)</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>{file} cannot be opened as a board: {why}</source>
            <translation>Impossible d'ouvrir {file} comme carte : {why}</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>The open scenario uses only the shipped boards.</source>
            <translation>Le scénario ouvert n'utilise que les cartes fournies.</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Board {n}: {name}</source>
            <translation>Carte {n} : {name}</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Edit a board</source>
            <translation>Modifier une carte</translation>
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
                <numerusform>{what} sur %n hexagone autour de {hex}</numerusform>
                <numerusform>{what} sur %n hexagones autour de {hex}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Hexsides cleared: %n near {hex}</source>
            <translation>
                <numerusform>Côtés d’hexagone effacés : %n près de {hex}</numerusform>
                <numerusform>Côtés d’hexagone effacés : %n près de {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} on a hexside of {hex}</source>
            <translation>{what} sur un côté de {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>{what} on %n hexside(s) near {hex}</source>
            <translation>
                <numerusform>{what} sur %n côté d’hexagone près de {hex}</numerusform>
                <numerusform>{what} sur %n côtés d’hexagone près de {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} from {start} to {end}</source>
            <translation>{what} de {start} à {end}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint terrain</source>
            <translation>Peindre le terrain</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint hill level</source>
            <translation>Peindre le niveau de colline</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Fill: {what}, %n hex(es) from {hex}</source>
            <translation>
                <numerusform>Remplissage : {what}, %n hexagone depuis {hex}</numerusform>
                <numerusform>Remplissage : {what}, %n hexagones depuis {hex}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Rectangle fill: {what}, %n hex(es) from {start} to {end}</source>
            <translation>
                <numerusform>Remplissage rectangulaire : {what}, %n hexagone de {start} à {end}</numerusform>
                <numerusform>Remplissage rectangulaire : {what}, %n hexagones de {start} à {end}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <location filename="../board_editor/palette.py" />
            <source>Road</source>
            <translation>Route</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Road erased</source>
            <translation>Route effacée</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Bridge at {hex}</source>
            <translation>Pont en {hex}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Bridge removed at {hex}</source>
            <translation>Pont retiré en {hex}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint</source>
            <translation>Peindre</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>{hex}: {terrain}, {level}</source>
            <translation>{hex} : {terrain}, {level}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>hexsides: {sides}</source>
            <translation>côtés : {sides}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>road: {directions}</source>
            <translation>route : {directions}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>bridge</source>
            <translation>pont</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Ground level</source>
            <translation>Niveau du sol</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Hill level 1</source>
            <translation>Colline, niveau 1</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Hill level 2</source>
            <translation>Colline, niveau 2</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>New board</source>
            <translation>Nouvelle carte</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Board number</source>
            <translation>Numéro de carte</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Columns (odd)</source>
            <translation>Colonnes (nombre impair)</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Rows</source>
            <translation>Rangées</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Board {n} exists already: a scenario could not tell the two apart.</source>
            <translation>La carte {n} existe déjà : un scénario ne pourrait pas distinguer les deux.</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Only boards of {rows} rows lie beside the shipped boards.</source>
            <translation>Seules les cartes de {rows} rangées se placent à côté des cartes fournies.</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <location filename="../special_rules/form.py" />
            <source>Terrain</source>
            <translation>Terrain</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Hexsides (drag along the sides)</source>
            <translation>Côtés d'hexagone (faites glisser le long des côtés)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Clear hexside</source>
            <translation>Effacer le côté d'hexagone</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Lines through hexes</source>
            <translation>Lignes à travers les hexagones</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Erase road</source>
            <translation>Effacer une route</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Stream</source>
            <translation>Ruisseau</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Canal</source>
            <translation>Canal</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Gully</source>
            <translation>Ravin</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Wadi</source>
            <translation>Oued</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Bridge (click a road over water; a road over a stream without one is a ford)</source>
            <translation>Pont (cliquez sur une route qui traverse l'eau ; une route qui traverse un ruisseau sans pont est un gué)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Hill level</source>
            <translation>Niveau de colline</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Level {n}</source>
            <translation>Niveau {n}</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Other tools</source>
            <translation>Autres outils</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Place name (click a hex)</source>
            <translation>Nom de lieu (cliquez sur un hexagone)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Fill (with the last terrain chosen)</source>
            <translation>Remplir (avec le dernier terrain choisi)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Fill a rectangle (drag from corner to corner)</source>
            <translation>Remplir un rectangle (glisser d’un coin à l’autre)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Select rectangle</source>
            <translation>Sélection rectangulaire</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Select lasso</source>
            <translation>Sélection au lasso</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Brushes</source>
            <translation>Pinceaux</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Brush: {name}; fill paints {terrain}</source>
            <translation>Pinceau : {name} ; le remplissage peint {terrain}</translation>
        </message>
        <message>
            <location filename="../board_editor/problems.py" />
            <source>No problems: the board joins any other board, either way round.</source>
            <translation>Aucun problème : la carte se raccorde à toute autre carte, dans un sens comme dans l'autre.</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <location filename="../window/actions.py" />
            <source>Zoom &amp;in</source>
            <translation>Zoom &amp;avant</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <location filename="../window/actions.py" />
            <source>Zoom &amp;out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Fit board</source>
            <translation>A&amp;juster la carte</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Actual size (100%)</source>
            <translation>&amp;Taille réelle (100 %)</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size &amp;{n}</source>
            <translation>Taille du pinceau &amp;{n}</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Smaller brush</source>
            <translation>Pinceau plus &amp;petit</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Larger brush</source>
            <translation>Pinceau plus &amp;grand</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Keep edges legal</source>
            <translation>&amp;Garder les bords réglementaires</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size {n}: the hexes within {r} of the pointer</source>
            <translation>Taille du pinceau {n} : les hexagones à {r} ou moins du pointeur</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size 1: one hex</source>
            <translation>Taille du pinceau 1 : un hexagone</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Fills leave the edge half hexes open ground, as the edge rule asks</source>
            <translation>Les remplissages laissent les demi-hexagones du bord en terrain découvert, comme le veut la règle des bords</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Zoom {percent}%</source>
            <translation>Zoom {percent} %</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Brush</source>
            <translation>&amp;Pinceau</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Board view</source>
            <translation>Vue de la carte</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size:</source>
            <translation>Taille du pinceau :</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Save board</source>
            <translation>&amp;Enregistrer la carte</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save board &amp;as…</source>
            <translation>Enregistrer la carte &amp;sous…</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Open board…</source>
            <translation>&amp;Ouvrir une carte…</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../testrun/saving.py" />
            <location filename="../window/actions.py" />
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Close board editor</source>
            <translation>&amp;Fermer l'éditeur de cartes</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Copy selection</source>
            <translation>&amp;Copier la sélection</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Paste (at the hex under the mouse)</source>
            <translation>C&amp;oller (sur l'hexagone sous la souris)</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Turn selection 180°</source>
            <translation>&amp;Tourner la sélection de 180°</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Turn &amp;copied hexes 180° before pasting</source>
            <translation>Tourner les hexagones co&amp;piés de 180° avant de coller</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Select &amp;none</source>
            <translation>Tout &amp;désélectionner</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../window/actions.py" />
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Picked {what} from {hex}</source>
            <translation>{what} prélevé en {hex}</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>valid</source>
            <translation>valide</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/window.py" />
            <source>draft: %n problem(s)</source>
            <translation>
                <numerusform>brouillon : %n problème</numerusform>
                <numerusform>brouillon : %n problèmes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Board editor — board {n}: {name} ({state}){dirty}</source>
            <translation>Éditeur de cartes — carte {n} : {name} ({state}){dirty}</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>{file} cannot be opened as a board:
{why}</source>
            <translation>Impossible d'ouvrir {file} comme carte :
{why}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/window.py" />
            <source>Saved as a draft: fix the %n problem(s) before a scenario can use it.</source>
            <translation>
                <numerusform>Enregistré comme brouillon : corrigez le problème (%n) avant qu’un scénario puisse l’utiliser.</numerusform>
                <numerusform>Enregistré comme brouillon : corrigez les %n problèmes avant qu’un scénario puisse l’utiliser.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Saved: new scenarios can use board {n}.</source>
            <translation>Enregistrée : les nouveaux scénarios peuvent utiliser la carte {n}.</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save board as</source>
            <translation>Enregistrer la carte sous</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../help/shortcuts.py" />
            <source>Board editor</source>
            <translation>Éditeur de cartes</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save the changes to board {n}?</source>
            <translation>Enregistrer les modifications de la carte {n} ?</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Scenario cards (*.pdf *.png)</source>
            <translation>Fiches de scénario (*.pdf *.png)</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>E&amp;xport scenario card…</source>
            <translation>Exporter la fic&amp;he de scénario…</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>A printable card of the scenario: briefing, set-up map, forces, victory and rules</source>
            <translation>Une fiche imprimable du scénario : briefing, carte de mise en place, forces, victoire et règles</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Open a scenario to export its card</source>
            <translation>Ouvrez un scénario pour exporter sa fiche</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Export scenario card</source>
            <translation>Exporter la fiche de scénario</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Cannot export the card</source>
            <translation>Impossible d'exporter la fiche</translation>
        </message>
        <message numerus="yes">
            <location filename="../card/feature.py" />
            <source>Wrote {path} (%n page(s))</source>
            <translation>
                <numerusform>{path} écrit (%n page)</numerusform>
                <numerusform>{path} écrit (%n pages)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/add_exit_hex.py" />
            <source>Add exit hex {hex}</source>
            <translation>Ajouter l'hexagone de sortie {hex}</translation>
        </message>
        <message>
            <location filename="../commands/add_fortification.py" />
            <source>Add {what} in {hex}</source>
            <translation>Ajouter {what} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/add_reinforcement.py" />
            <source>Add {side} reinforcements, turn {turn}, {edge} edge</source>
            <translation>Ajouter des renforts ({side}), tour {turn}, bord {edge}</translation>
        </message>
        <message>
            <location filename="../commands/add_reinforcement_units.py" />
            <source>Add {units} to the reinforcements</source>
            <translation>Ajouter {units} aux renforts</translation>
        </message>
        <message>
            <location filename="../commands/add_weapon.py" />
            <source>Add {weapon} in {hex}</source>
            <translation>Ajouter {weapon} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/apply_suggestion.py" />
            <source>Apply suggestion: {edit}</source>
            <translation>Appliquer la suggestion : {edit}</translation>
        </message>
        <message>
            <location filename="../commands/attach_loose_weapon.py" />
            <location filename="../commands/give_weapon.py" />
            <source>Give {weapon} to {unit}</source>
            <translation>Donner {weapon} à {unit}</translation>
        </message>
        <message>
            <location filename="../commands/dig_tunnel.py" />
            <source>Dig a tunnel from {start} to {end}</source>
            <translation>Creuser un tunnel de {start} à {end}</translation>
        </message>
        <message>
            <location filename="../commands/dig_tunnel.py" />
            <source>Fill in the tunnels under {hex}</source>
            <translation>Combler les tunnels sous {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/face_hex.py" />
            <location filename="../commands/rotate_unit.py" />
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n unité</numerusform>
                <numerusform>%n unités</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/face_hex.py" />
            <source>Nothing in {hex} faces a hexside (only vehicles, guns and bunkers do)</source>
            <translation>Rien en {hex} ne s'oriente vers un côté d'hexagone (seuls les véhicules, canons et bunkers le font)</translation>
        </message>
        <message>
            <location filename="../commands/face_hex.py" />
            <source>Face {what} in {hex} {direction}</source>
            <translation>Orienter {what} en {hex} vers {direction}</translation>
        </message>
        <message>
            <location filename="../commands/give_reinforcement_weapon.py" />
            <source>Give {weapon} to a reinforcement</source>
            <translation>Donner {weapon} à un renfort</translation>
        </message>
        <message>
            <location filename="../commands/join_half_squads.py" />
            <source>Join {unit}s in {hex}</source>
            <translation>Réunir les {unit} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/load_unit.py" />
            <source>Load {unit} into {transport}</source>
            <translation>Embarquer {unit} dans {transport}</translation>
        </message>
        <message>
            <location filename="../commands/macros.py" />
            <source>Delete stack in {hex}</source>
            <translation>Supprimer la pile en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/macros.py" />
            <source>Delete markers in {hex}</source>
            <translation>Supprimer les marqueurs en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/move_stack.py" />
            <location filename="../tools/select_tool.py" />
            <source>Move stack from {origin} to {target}</source>
            <translation>Déplacer la pile de {origin} vers {target}</translation>
        </message>
        <message>
            <location filename="../commands/move_weapon.py" />
            <source>Hand {weapon} to {unit}</source>
            <translation>Passer {weapon} à {unit}</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/paste_stacks.py" />
            <source>Paste %n counter(s) in {hex}</source>
            <translation>
                <numerusform>Coller %n pion en {hex}</numerusform>
                <numerusform>Coller %n pions en {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/place_unit.py" />
            <source>Place {unit} in {hex}</source>
            <translation>Placer {unit} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_exit_hex.py" />
            <source>Remove exit hex {hex}</source>
            <translation>Retirer l'hexagone de sortie {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_fortification.py" />
            <source>Remove fortification from {hex}</source>
            <translation>Retirer la fortification de {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_loose_weapon.py" />
            <source>Remove {weapon} from {hex}</source>
            <translation>Retirer {weapon} de {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_objective.py" />
            <source>Remove objective from {hex}</source>
            <translation>Retirer l'objectif de {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_passenger.py" />
            <location filename="../commands/remove_unit.py" />
            <source>Remove {unit} from {hex}</source>
            <translation>Retirer {unit} de {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement.py" />
            <source>Remove {side} reinforcements, turn {turn}, {edge} edge</source>
            <translation>Retirer des renforts ({side}), tour {turn}, bord {edge}</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement_unit.py" />
            <source>Remove {unit} from the reinforcements</source>
            <translation>Retirer {unit} des renforts</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement_weapon.py" />
            <source>Take a reinforcement's support weapon away</source>
            <translation>Retirer l'arme de soutien d'un renfort</translation>
        </message>
        <message>
            <location filename="../commands/remove_smoke.py" />
            <source>Remove smoke from {hex}</source>
            <translation>Retirer le fumigène de {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_weapon.py" />
            <source>Remove {weapon} from {unit}</source>
            <translation>Retirer {weapon} de {unit}</translation>
        </message>
        <message>
            <location filename="../commands/rotate_fortification.py" />
            <source>Rotate fortification in {hex}</source>
            <translation>Pivoter la fortification en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/rotate_unit.py" />
            <source>Rotate {unit} in {hex}</source>
            <translation>Pivoter {unit} en {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/set_balance.py" />
            <source>Estimate balance (%n game(s))</source>
            <translation>
                <numerusform>Estimer l’équilibre (%n partie)</numerusform>
                <numerusform>Estimer l’équilibre (%n parties)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/set_details.py" />
            <source>Change {fields}</source>
            <translation>Modifier {fields}</translation>
        </message>
        <message>
            <location filename="../commands/set_facing.py" />
            <source>{unit} has no facing (only vehicles and guns face a hexside, 7.1)</source>
            <translation>{unit} n'a pas d'orientation (seuls les véhicules et les canons s'orientent vers un côté d'hexagone, 7.1)</translation>
        </message>
        <message>
            <location filename="../commands/set_facing.py" />
            <source>Face {unit} {direction}</source>
            <translation>Orienter {unit} vers {direction}</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_facing.py" />
            <source>Face fortification in {hex} {direction}</source>
            <translation>Orienter la fortification en {hex} vers {direction}</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_hidden.py" />
            <source>Hide the {kind} in {hex}</source>
            <translation>Cacher : {kind} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_hidden.py" />
            <source>Reveal the {kind} in {hex}</source>
            <translation>Révéler : {kind} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_hero.py" />
            <source>Make {unit} a hero</source>
            <translation>Faire de {unit} un héros</translation>
        </message>
        <message>
            <location filename="../commands/set_hero.py" />
            <source>{unit} no longer a hero</source>
            <translation>{unit} n'est plus un héros</translation>
        </message>
        <message>
            <location filename="../commands/set_objective.py" />
            <source>Set {owner} objective in {hex}</source>
            <translation>Placer un objectif ({owner}) en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_reinforcement.py" />
            <source>Reinforcements arrive on turn {turn}</source>
            <translation>Les renforts arrivent au tour {turn}</translation>
        </message>
        <message>
            <location filename="../commands/set_reinforcement.py" />
            <source>Reinforcements enter from the {edge} edge</source>
            <translation>Les renforts entrent par le bord {edge}</translation>
        </message>
        <message>
            <location filename="../commands/set_smoke.py" />
            <source>Set smoke {level} in {hex}</source>
            <translation>Placer un fumigène {level} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Add special rule: {kind}</source>
            <translation>Ajouter la règle spéciale : {kind}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Remove special rule: {kind}</source>
            <translation>Retirer la règle spéciale : {kind}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Change special rule: {kind}</source>
            <translation>Modifier la règle spéciale : {kind}</translation>
        </message>
        <message>
            <location filename="../commands/split_squad.py" />
            <source>Split {unit} in {hex}</source>
            <translation>Scinder {unit} en {hex}</translation>
        </message>
        <message>
            <location filename="../commands/unload_unit.py" />
            <source>Unload {unit} in {hex}</source>
            <translation>Débarquer {unit} en {hex}</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>US</source>
            <translation>États-Unis</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>British</source>
            <translation>Royaume-Uni</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>Soviet</source>
            <translation>URSS</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>German</source>
            <translation>Allemagne</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Measured balance</source>
            <translation>Équilibre mesuré</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Measured before the last rule changes: estimate again (Scenario &gt; Estimate balance).</source>
            <translation>Mesuré avant les dernières modifications des règles : estimez à nouveau (Scénario &gt; Estimer l'équilibre).</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Not measured yet: Scenario &gt; Estimate balance plays many computer games and keeps the result here.</source>
            <translation>Pas encore mesuré : Scénario &gt; Estimer l'équilibre joue de nombreuses parties par ordinateur et conserve le résultat ici.</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/balance.py" />
            <source>Attacker wins {rate} of %n game(s), {attacker} against {defender}.</source>
            <translation>
                <numerusform>L’attaquant gagne {rate} de %n partie, {attacker} contre {defender}.</numerusform>
                <numerusform>L’attaquant gagne {rate} des %n parties, {attacker} contre {defender}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Victory levels (the attacker's): {levels}.</source>
            <translation>Niveaux de victoire (de l'attaquant) : {levels}.</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Seeds {first}–{last}, {turns:.1f} turns on average</source>
            <translation>Graines {first}–{last}, {turns:.1f} tours en moyenne</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Scenario details</source>
            <translation>Détails du scénario</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Scenario</source>
            <translation>Scénario</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>What the players read before the battle</source>
            <translation>Ce que les joueurs lisent avant la bataille</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Briefing</source>
            <translation>Briefing</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Defender</source>
            <translation>Défenseur</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>First player</source>
            <translation>Premier joueur</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Turns</source>
            <translation>Tours</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Weather</source>
            <translation>Météo</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Type and victory</source>
            <translation>Type et victoire</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Type</source>
            <translation>Type</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Objectives to hold</source>
            <translation>Objectifs à tenir</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>all</source>
            <translation>tous</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Play all turns</source>
            <translation>Jouer tous les tours</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Units to exit</source>
            <translation>Unités à faire sortir</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>not set</source>
            <translation>non défini</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Exit hexes</source>
            <translation>Hexagones de sortie</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Mark exit hexes on a map edge with the palette's Objectives tab.</source>
            <translation>Marquez les hexagones de sortie sur un bord de carte avec l'onglet Objectifs de la palette.</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>The side that loses fewer points wins; the victory level follows the difference.</source>
            <translation>Le camp qui perd le moins de points gagne ; le niveau de victoire dépend de l'écart.</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n squad(s)</source>
            <translation>
                <numerusform>%n escouade</numerusform>
                <numerusform>%n escouades</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n half squad(s)</source>
            <translation>
                <numerusform>%n demi-escouade</numerusform>
                <numerusform>%n demi-escouades</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n leader(s)</source>
            <translation>
                <numerusform>%n chef</numerusform>
                <numerusform>%n chefs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n weapon(s)</source>
            <translation>
                <numerusform>%n arme</numerusform>
                <numerusform>%n armes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n gun(s)</source>
            <translation>
                <numerusform>%n canon</numerusform>
                <numerusform>%n canons</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n AFV(s)</source>
            <translation>
                <numerusform>%n VBC</numerusform>
                <numerusform>%n VBC</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n vehicle(s)</source>
            <translation>
                <numerusform>%n véhicule</numerusform>
                <numerusform>%n véhicules</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>{n} unknown</source>
            <translation>{n} inconnu(s)</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>no counters yet</source>
            <translation>aucun pion pour l'instant</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Nationality</source>
            <translation>Nationalité</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Light barrages</source>
            <translation>Barrages légers</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Heavy barrages</source>
            <translation>Barrages lourds</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Air strikes</source>
            <translation>Frappes aériennes</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Smoke factors</source>
            <translation>Facteurs de fumigène</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Sniper</source>
            <translation>Tireur d'élite</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Half squads allowed at the start (13.10)</source>
            <translation>Demi-escouades autorisées au départ (13.10)</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Order of battle</source>
            <translation>Ordre de bataille</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>&amp;Export package…</source>
            <translation>E&amp;xporter le paquet de scénario…</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Save to Custo&amp;m scenarios</source>
            <translation>Enregistrer dans les scénarios &amp;personnalisés</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export map as &amp;PNG…</source>
            <translation>Exporter &amp;la carte en PNG…</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Import all from the Import &amp;folder</source>
            <translation>Tout importer depuis le &amp;dossier d'import</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Open &amp;Recent</source>
            <translation>Fichiers &amp;récents</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <location filename="../window/main_window.py" />
            <source>Cannot open the scenario</source>
            <translation>Impossible d'ouvrir le scénario</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>{path} is no longer there.</source>
            <translation>{path} n'existe plus.</translation>
        </message>
        <message numerus="yes">
            <location filename="../files/features.py" />
            <location filename="../window/services.py" />
            <source>{title} is refused while the scenario breaks placement rules. Problems to fix: %n (click one to see its hex); then try again.</source>
            <translation>
                <numerusform>{title} est refusé tant que le scénario enfreint les règles de placement. Problèmes à corriger : %n (cliquez sur l’un d’eux pour voir son hex) ; puis réessayez.</numerusform>
                <numerusform>{title} est refusé tant que le scénario enfreint les règles de placement. Problèmes à corriger : %n (cliquez sur l’un d’eux pour voir son hex) ; puis réessayez.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export package</source>
            <translation>Exporter le paquet de scénario</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot export the package</source>
            <translation>Impossible d'exporter le paquet de scénario</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Exported {path}</source>
            <translation>{path} exporté</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Save to Custom scenarios</source>
            <translation>Enregistrer dans les scénarios personnalisés</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Custom scenario “{name}” exists. Replace it?</source>
            <translation>Le scénario personnalisé « {name} » existe déjà. Le remplacer ?</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Saved to Custom scenarios as “{name}”</source>
            <translation>Enregistré dans les scénarios personnalisés sous « {name} »</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export map as PNG</source>
            <translation>Exporter la carte en PNG</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot export the map</source>
            <translation>Impossible d'exporter la carte</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Wrote {path}</source>
            <translation>{path} écrit</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>No packages in {folder}. Put .zip packages there and import again.</source>
            <translation>Aucun paquet de scénario dans {folder}. Placez-y des paquets .zip et importez à nouveau.</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot recover the scenario</source>
            <translation>Impossible de récupérer le scénario</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Recover unsaved changes</source>
            <translation>Récupérer les modifications non enregistrées</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>There was nothing to import.</source>
            <translation>Il n'y avait rien à importer.</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{imported} imported, {refused} refused.</source>
            <translation>{imported} importé(s), {refused} refusé(s).</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{package}: imported as “{name}”</source>
            <translation>{package} : importé sous « {name} »</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{package}: refused — {why}</source>
            <translation>{package} : refusé — {why}</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <location filename="../window/prompts.py" />
            <source>Import packages</source>
            <translation>Importer des paquets de scénario</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>Package</source>
            <translation>Paquet de scénario</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>imported as “{name}”</source>
            <translation>importé sous « {name} »</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>refused: {why}</source>
            <translation>refusé : {why}</translation>
        </message>
        <message numerus="yes">
            <location filename="../files/packages.py" />
            <source>%n placement problem(s) left</source>
            <translation>
                <numerusform>%n problème de placement restant</numerusform>
                <numerusform>%n problèmes de placement restants</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../files/recent.py" />
            <source>No recent files</source>
            <translation>Aucun fichier récent</translation>
        </message>
        <message>
            <location filename="../files/recent.py" />
            <source>&amp;Clear the list</source>
            <translation>&amp;Effacer la liste</translation>
        </message>
        <message>
            <location filename="../files/recovery.py" />
            <source>never saved</source>
            <translation>jamais enregistré</translation>
        </message>
        <message>
            <location filename="../files/recovery.py" />
            <source>“{title}” ({where}), autosaved {time}</source>
            <translation>« {title} » ({where}), enregistré automatiquement le {time}</translation>
        </message>
        <message>
            <location filename="../files/violations_dialog.py" />
            <source>Click to show {hex} on the map</source>
            <translation>Cliquez pour afficher {hex} sur la carte</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>This build does not carry the libraries' package metadata, so their licences cannot be listed here.</source>
            <translation>Cette version ne contient pas les métadonnées des paquets des bibliothèques ; leurs licences ne peuvent donc pas être listées ici.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>A scenario editor, random battle generator and test run for the Valor &amp; Victory wargame.</source>
            <translation>Un éditeur de scénarios, un générateur de batailles aléatoires et une partie d'essai pour le jeu de guerre Valor &amp; Victory.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Licence: MIT.</source>
            <translation>Licence : MIT.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Running on Python {python} and Qt {qt}.</source>
            <translation>Fonctionne avec Python {python} et Qt {qt}.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Libraries</source>
            <translation>Bibliothèques</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>As their installed packages state them:</source>
            <translation>Telles que leurs paquets installés les déclarent :</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Library</source>
            <translation>Bibliothèque</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Licence</source>
            <translation>Licence</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Raccourcis clavier</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;Placing units and problems</source>
            <translation>Placement des &amp;unités et problèmes</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;About V&amp;&amp;V Scenario Studio</source>
            <translation>À &amp;propos de V&amp;&amp;V Scenario Studio</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <location filename="../help/shortcuts.py" />
            <source>Keyboard shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>Placing units and problems</source>
            <translation>Placement des unités et problèmes</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>About V&amp;V Scenario Studio</source>
            <translation>À propos de V&amp;V Scenario Studio</translation>
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
&lt;h2&gt;Placer des unités&lt;/h2&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Choisissez&lt;/b&gt; un pion dans la &lt;b&gt;Palette&lt;/b&gt; (à gauche) : l'onglet Unités liste les escouades, chefs,
armes et véhicules de chaque nation ; choisissez la nation et le type au-dessus de la liste ou tapez quelques lettres dans le champ de recherche.
Les autres onglets contiennent les fortifications, les objectifs et hexagones de sortie, et les fumigènes.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Cliquez sur des hexagones&lt;/b&gt; de la carte pour y placer un pion par clic. Cliquer sur un hexagone qui contient déjà des unités l'ajoute à
sa pile. Vous pouvez aussi faire glisser un élément de la palette sur un hexagone.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Arrêtez&lt;/b&gt; avec Esc, un clic droit ou le bouton &lt;b&gt;Sélectionner&lt;/b&gt; (S). &lt;b&gt;Placer&lt;/b&gt; (P) reprend le dernier
élément choisi.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Faites pivoter&lt;/b&gt; un véhicule, un canon ou un bunker avec R (Shift+R le fait pivoter en sens inverse) : les nouveaux sont orientés vers le haut de la carte.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Ajustez une pile&lt;/b&gt; par un clic droit sur son hexagone puis &lt;i&gt;Modifier la pile…&lt;/i&gt; : faites glisser les armes sur
l'unité qui les porte, l'infanterie dans un véhicule, un canon sur son tracteur. Une arme déposée sur la carte va à la
première unité de la pile qui peut la porter.&lt;/li&gt;
&lt;li&gt;Placer une seconde fois le même objectif, la même fortification, le même fumigène ou la même marque de sortie sur un hexagone le retire.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Chaque modification peut être annulée avec Ctrl+Z et rétablie avec Ctrl+Shift+Z, depuis n'importe où dans la fenêtre.
L'onglet Historique, à droite, les liste.&lt;/p&gt;

&lt;h2&gt;Lire le panneau Problèmes&lt;/h2&gt;
&lt;p&gt;L'éditeur ne refuse jamais un placement parce qu'il enfreint une règle : pendant que vous réorganisez une pile, elle sera
souvent illégale un moment. À la place, chaque règle enfreinte est listée dans &lt;b&gt;Problèmes&lt;/b&gt; (en bas)
dès qu'elle se produit, et l'hexagone est entouré de rouge sur la carte.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Chaque ligne indique &lt;b&gt;où&lt;/b&gt; (l'hexagone, par exemple &lt;i&gt;b1:H5&lt;/i&gt;), &lt;b&gt;ce qui&lt;/b&gt; ne va pas, et la
&lt;b&gt;section&lt;/b&gt; des règles entre crochets, pour que vous puissiez consulter la règle.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Cliquez sur une ligne&lt;/b&gt; pour centrer la carte sur son hexagone et le sélectionner ; la survoler affiche le code du problème.&lt;/li&gt;
&lt;li&gt;Le titre du panneau compte les problèmes. &lt;i&gt;Aucun problème&lt;/i&gt; signifie que le scénario respecte les règles de placement.&lt;/li&gt;
&lt;li&gt;Partie d'essai, Estimer l'équilibre et Exporter le paquet de scénario refusent un scénario qui a encore des problèmes et les listent
de nouveau, chacun cliquable : corrigez-les donc d'abord.&lt;/li&gt;
&lt;/ul&gt;
</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse on the scenario map</source>
            <translation>Souris sur la carte du scénario</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse in the stack editor</source>
            <translation>Souris dans l'éditeur de pile</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse in the board editor</source>
            <translation>Souris dans l'éditeur de cartes</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click</source>
            <translation>Clic</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Select a hex: the stack editor shows its pieces</source>
            <translation>Sélectionner un hex : l'éditeur de pile montre ses pions</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click near a side of the selected hex</source>
            <translation>Clic près d'un côté de l'hex sélectionné</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Face its units and guns towards that side</source>
            <translation>Orienter ses unités et ses canons vers ce côté</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag a stack</source>
            <translation>Glisser une pile</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Move the stack to the hex where you let go</source>
            <translation>Déplacer la pile vers l'hex où vous relâchez</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click</source>
            <translation>Clic droit</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>The hex's menu: rotate, delete, smoke, objective …</source>
            <translation>Le menu de l'hex : pivoter, supprimer, fumée, objectif …</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click, with a palette entry chosen</source>
            <translation>Clic, avec une entrée de la palette choisie</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Place it in the hex</source>
            <translation>La placer dans l'hex</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click, while placing or probing</source>
            <translation>Clic droit, en plaçant ou en sondant</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Stop placing (or probing line of sight)</source>
            <translation>Arrêter de placer (ou de sonder la ligne de vue)</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click, with the line of sight probe</source>
            <translation>Clic, avec la sonde de ligne de vue</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>See from that hex; point at another to see the line</source>
            <translation>Voir depuis cet hex ; pointez-en un autre pour voir la ligne</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Wheel</source>
            <translation>Molette</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Zoom in or out</source>
            <translation>Zoomer ou dézoomer</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Middle drag, or Space + drag</source>
            <translation>Glisser avec le bouton du milieu, ou Espace + glisser</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Pan the map</source>
            <translation>Faire défiler la carte</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Rest the pointer on a hex</source>
            <translation>Laisser le pointeur sur un hex</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Everything in the hex, in a tooltip</source>
            <translation>Tout le contenu de l'hex, dans une infobulle</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click a counter</source>
            <translation>Clic sur un pion</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Pick it: R, Shift+R and Delete then act on it</source>
            <translation>Le choisir : R, Maj+R et Suppr agissent alors sur lui</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click a counter</source>
            <translation>Clic droit sur un pion</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Its menu</source>
            <translation>Son menu</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag a counter or a palette entry onto a slot</source>
            <translation>Glisser un pion ou une entrée de la palette sur un emplacement</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Load, carry or unload, as the slot says</source>
            <translation>Charger, porter ou décharger, comme l'indique l'emplacement</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click or drag</source>
            <translation>Clic ou glisser</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Paint with the chosen brush: one undo step per stroke</source>
            <translation>Peindre avec le pinceau choisi : une étape d'annulation par trait</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag, with a hexside or road brush</source>
            <translation>Glisser, avec un pinceau de côté d'hex ou de route</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Draw along the sides or centres the pointer passes</source>
            <translation>Tracer le long des côtés ou des centres que le pointeur traverse</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag, with a selection brush</source>
            <translation>Glisser, avec un pinceau de sélection</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Select hexes to copy, paste or turn</source>
            <translation>Sélectionner des hex à copier, coller ou tourner</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Toolbar</source>
            <translation>Barre d'outils</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Anywhere in the window</source>
            <translation>Partout dans la fenêtre</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Single keys (R, L, S, P, F, +, -) work while the map or a list has the focus; in a text field they type.</source>
            <translation>Les touches simples (R, L, S, P, F, +, -) fonctionnent quand la carte ou une liste a le focus ; dans un champ de texte, elles servent à la saisie.</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Mouse</source>
            <translation>Souris</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>or</source>
            <translation>ou</translation>
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
            <translation>Unités</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Click a hex to place, again to remove. Bunkers turn with R.</source>
            <translation>Cliquez sur un hexagone pour placer, de nouveau pour retirer. R fait pivoter les bunkers.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Defences</source>
            <translation>Défenses</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Objectives fly their owner's flag; exit hexes lie on a map edge.</source>
            <translation>Les objectifs portent le drapeau de leur propriétaire ; les hexagones de sortie se trouvent sur un bord de carte.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Objectives</source>
            <translation>Objectifs</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke markers: level 2 is fresh, level 1 dispersing.</source>
            <translation>Marqueurs de fumigène : niveau 2 = frais, niveau 1 = en dissipation.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke</source>
            <translation>Fumigènes</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <location filename="../testrun/result_tables.py" />
            <source>cover</source>
            <translation>couvert</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>{side} objective</source>
            <translation>Objectif ({side})</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke {level}</source>
            <translation>Fumigène {level}</translation>
        </message>
        <message>
            <location filename="../palette/placing.py" />
            <source>{unit} is not in this rules edition's catalogue</source>
            <translation>{unit} ne figure pas dans le catalogue de cette édition des règles</translation>
        </message>
        <message>
            <location filename="../palette/placing.py" />
            <source>cannot place {entry}</source>
            <translation>impossible de placer {entry}</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>All kinds</source>
            <translation>Tous les types</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Squads</source>
            <translation>Escouades</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Half squads</source>
            <translation>Demi-escouades</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Leaders</source>
            <translation>Chefs</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Support weapons</source>
            <translation>Armes de soutien</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Guns</source>
            <translation>Canons</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>AFVs</source>
            <translation>VBC</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Vehicles</source>
            <translation>Véhicules</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Search units</source>
            <translation>Rechercher des unités</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <location filename="../reinforcements/group_box.py" />
            <source>{n} pts</source>
            <translation>{n} pts</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>E-mail game from a saved game</source>
            <translation>Partie par e-mail depuis une partie sauvegardée</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../testrun/continuing.py" />
            <source>Saved games and game logs (*.json)</source>
            <translation>Parties enregistrées et journaux de partie (*.json)</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Continue a turn file hotseat</source>
            <translation>Continuer un fichier de tour en hotseat</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>Turn files (*{suffix})</source>
            <translation>Fichiers de tour (*{suffix})</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Cannot make an e-mail game of this saved game</source>
            <translation>Impossible de faire une partie par e-mail de cette partie sauvegardée</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>challenge</source>
            <translation>défi</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>Cannot open the turn file</source>
            <translation>Impossible d'ouvrir le fichier de tour</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>from e-mail</source>
            <translation>depuis e-mail</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Saved the e-mail game as {path}</source>
            <translation>Partie par e-mail sauvegardée sous {path}</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <location filename="../pbem/feature.py" />
            <source>New e-mail game</source>
            <translation>Nouvelle partie par e-mail</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>A message to your opponent (optional)</source>
            <translation>Un message à votre adversaire (facultatif)</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>None: anyone with the file can accept</source>
            <translation>Aucun : quiconque a le fichier peut accepter</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The same password again</source>
            <translation>Le même mot de passe une seconde fois</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The two passwords differ.</source>
            <translation>Les deux mots de passe diffèrent.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Scenario:</source>
            <translation>Scénario :</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>I play:</source>
            <translation>Je joue :</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Password:</source>
            <translation>Mot de passe :</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Repeat:</source>
            <translation>Confirmer :</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Message:</source>
            <translation>Message :</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Dice bias is always None in an e-mail game. The dice seed is made from both players' secrets when your opponent accepts. A password keeps the game between the two of you: tell it to your opponent another way than the file (a call, another message); only someone who knows it can accept or send a turn.</source>
            <translation>Le biais des dés est toujours Aucun dans une partie par e-mail. La graine des dés est tirée des secrets des deux joueurs quand votre adversaire accepte. Un mot de passe garde la partie entre vous deux : donnez-le à votre adversaire par un autre moyen que le fichier (un appel, un autre message) ; seul qui le connaît peut accepter ou envoyer un tour.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Write the challenge</source>
            <translation>Écrire le défi</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Your opponent's turn</source>
            <translation>Le tour de votre adversaire</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Play my turn</source>
            <translation>Jouer mon tour</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Accept the challenge</source>
            <translation>Accepter le défi</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Accept</source>
            <translation>Accepter</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The password your opponent told you</source>
            <translation>Le mot de passe que votre adversaire vous a donné</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>This challenge has a password:</source>
            <translation>Ce défi a un mot de passe :</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Wrong password: ask your opponent for the one they set.</source>
            <translation>Mot de passe erroné : demandez à votre adversaire celui qu'il a choisi.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Give the password your opponent told you.</source>
            <translation>Donnez le mot de passe que votre adversaire vous a communiqué.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Send this file to your opponent</source>
            <translation>Envoyez ce fichier à votre adversaire</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Open folder</source>
            <translation>Ouvrir le dossier</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Copy path</source>
            <translation>Copier le chemin</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Open a scenario to play it by e-mail</source>
            <translation>Ouvrez un scénario pour le jouer par e-mail</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your challenge is written. Send this file to your opponent: they open it with Play &gt; Open turn file…</source>
            <translation>Votre défi est écrit. Envoyez ce fichier à votre adversaire : il l'ouvre avec Jouer &gt; Ouvrir un fichier de tour…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>{title}: a challenge from the {challenger} player. You would play {side}.</source>
            <translation>{title} : un défi du joueur {challenger}. Vous joueriez {side}.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Their message: {message}</source>
            <translation>Son message : {message}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Cannot accept the challenge</source>
            <translation>Impossible d'accepter le défi</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>accepted</source>
            <translation>accepté</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>You accepted. Send this file back: your opponent's first turn comes next.</source>
            <translation>Vous avez accepté. Renvoyez ce fichier : le premier tour de votre adversaire vient ensuite.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Open turn file</source>
            <translation>Ouvrir un fichier de tour</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>{title}, e-mail game</source>
            <translation>{title}, partie par e-mail</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand over…</source>
            <translation>Passer la main…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Resign…</source>
            <translation>Abandonner…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>No e-mail game is being played: open your turn with Play &gt; Open turn file…</source>
            <translation>Aucune partie par e-mail n'est en cours : ouvrez votre tour avec Jouer &gt; Ouvrir un fichier de tour…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand-over point: write your message and send the file</source>
            <translation>Point de passage de main : écrivez votre message et envoyez le fichier</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand over</source>
            <translation>Passer la main</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Write the file</source>
            <translation>Écrire le fichier</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your last message to your opponent</source>
            <translation>Votre dernier message à votre adversaire</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>resigned</source>
            <translation>abandon</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>turn {number}</source>
            <translation>tour {number}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your turn is written. Send this file to your opponent.</source>
            <translation>Votre tour est écrit. Envoyez ce fichier à votre adversaire.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>You resign: your opponent wins.</source>
            <translation>Vous abandonnez : votre adversaire gagne.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your opponent reads your message when they open the file.</source>
            <translation>Votre adversaire lira votre message en ouvrant le fichier.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your opponent reads your last message when they open the file.</source>
            <translation>Votre adversaire lira votre dernier message en ouvrant le fichier.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand-over point: {point}</source>
            <translation>Passage de main : {point}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The {side} player plays next, from this file.</source>
            <translation>Le joueur {side} joue ensuite, à partir de ce fichier.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Resign</source>
            <translation>Abandonner</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Give this game up? Your opponent wins.</source>
            <translation>Abandonner cette partie ? Votre adversaire gagne.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>This file waits for your opponent: send it again if it went astray.</source>
            <translation>Ce fichier attend votre adversaire : renvoyez-le s'il s'est perdu.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The file of this game is no longer where it was: open it with Play &gt; Open turn file…</source>
            <translation>Le fichier de cette partie n'est plus là où il était : ouvrez-le avec Jouer &gt; Ouvrir un fichier de tour…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>New &amp;e-mail game…</source>
            <translation>Nouvelle partie par &amp;e-mail…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Challenge an opponent to play the open scenario by e-mail</source>
            <translation>Défier un adversaire sur le scénario ouvert, par e-mail</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Open &amp;turn file…</source>
            <translation>Ouvrir un fichier de &amp;tour…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Open a turn file your opponent sent: accept a challenge, or play your turn</source>
            <translation>Ouvrir un fichier de tour envoyé par votre adversaire : accepter un défi ou jouer votre tour</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>My e-mail &amp;games</source>
            <translation>Mes parties par e-&amp;mail</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>&amp;Resign…</source>
            <translation>&amp;Abandonner…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Give up the e-mail game you are playing, with a last message</source>
            <translation>Abandonner la partie par e-mail en cours, avec un dernier message</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>E-mail game from a &amp;saved game…</source>
            <translation>Partie par e-mail depuis une partie &amp;sauvegardée…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Challenge an opponent to play a saved hotseat or solo game on by e-mail, from where it stands</source>
            <translation>Défier un adversaire de continuer par e-mail une partie sauvegardée en hotseat ou en solo, là où elle en est</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Continue a turn file &amp;hotseat…</source>
            <translation>Continuer un fichier de tour en &amp;hotseat…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Keep an e-mail game as a saved game and play it on at one table or against the computer</source>
            <translation>Garder une partie par e-mail comme partie sauvegardée et la poursuivre à une seule table ou contre l'ordinateur</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>{title} ({status})</source>
            <translation>{title} ({status})</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>No e-mail games yet</source>
            <translation>Aucune partie par e-mail pour l'instant</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <location filename="../window/actions.py" />
            <source>&amp;Play</source>
            <translation>&amp;Jouer</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>&amp;Hand over…</source>
            <translation>&amp;Passer la main…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Write your message and the file to send, at the hand-over point</source>
            <translation>Écrire votre message et le fichier à envoyer, au point de passage de main</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Give this game up, with a last message</source>
            <translation>Abandonner cette partie, avec un dernier message</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the challenge</source>
            <translation>le défi</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the acceptance</source>
            <translation>l'acceptation</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the start of the game</source>
            <translation>le début de la partie</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the Move Phase</source>
            <translation>la fin de la phase de mouvement</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>after the Defensive Fire Phase</source>
            <translation>après la phase de tir défensif</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the segment</source>
            <translation>la fin du segment</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the game</source>
            <translation>la fin de la partie</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>a resignation</source>
            <translation>un abandon</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} resigned: the game is over</source>
            <translation>{side} : abandon, la partie est finie</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>The game is over</source>
            <translation>La partie est terminée</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} to play: turn {turn}, {phase}</source>
            <translation>{side} à jouer : tour {turn}, {phase}</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{title}: handed over by {side} at {point} (hand-over {number}, {actions} actions)</source>
            <translation>{title} : main passée par {side} à {point} (passage {number}, {actions} actions)</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} opened the previous file {count} times before replying</source>
            <translation>{side} a ouvert le fichier précédent {count} fois avant de répondre</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>The first {count} actions were played hotseat before this e-mail game, with the saved game's own dice: not verified by both players.</source>
            <translation>Les {count} premières actions ont été jouées en hotseat avant cette partie par e-mail, avec les dés de la partie sauvegardée : non vérifiées par les deux joueurs.</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>Message: {message}</source>
            <translation>Message : {message}</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>System default</source>
            <translation>Langue du système</translation>
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
            <translation>Désactivé</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Colour-blind safe nation colours</source>
            <translation>Couleurs des nations adaptées aux daltoniens</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>US, British, Soviet and German counters stay apart for red-green colour blindness (deuteranopia and protanopia)</source>
            <translation>Les pions américains, britanniques, soviétiques et allemands restent distincts en cas de daltonisme rouge-vert (deutéranopie et protanopie)</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>A new language takes effect when the program starts again.</source>
            <translation>Une nouvelle langue prend effet au prochain démarrage du programme.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Autosave</source>
            <translation>Enregistrement automatique</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Save a recovery copy every</source>
            <translation>Enregistrer une copie de récupération toutes les</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Unsaved work is kept apart from your file; 0 turns autosave off.</source>
            <translation>Le travail non enregistré est conservé à part de votre fichier ; 0 désactive l'enregistrement automatique.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>New scenarios</source>
            <translation>Nouveaux scénarios</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Where New scenario and Generate a battle start.</source>
            <translation>Valeurs initiales de « Nouveau scénario » et « Générer une bataille ».</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Map</source>
            <translation>Carte</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Test runs</source>
            <translation>Parties d'essai</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Decisions</source>
            <translation>Décisions</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>The computer always decides for itself.</source>
            <translation>L'ordinateur décide toujours seul.</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>&amp;Settings…</source>
            <translation>&amp;Paramètres…</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>Language, autosave, defaults for new scenarios, map colours</source>
            <translation>Langue, enregistrement automatique, valeurs par défaut des nouveaux scénarios, couleurs de la carte</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>The new language takes effect when the program starts again.</source>
            <translation>La nouvelle langue prendra effet au prochain démarrage du programme.</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Reinforcements</source>
            <translation>Renforts</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New group</source>
            <translation>Nouveau groupe</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Remove group</source>
            <translation>Supprimer le groupe</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Add to group</source>
            <translation>Ajouter au groupe</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New {side} group</source>
            <translation>Nouveau groupe ({side})</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>A new group of the unit picked in the catalogue below</source>
            <translation>Un nouveau groupe avec l'unité choisie dans le catalogue ci-dessous</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>A support weapon arrives carried: give it to a unit of a group</source>
            <translation>Une arme de soutien arrive portée : donnez-la à une unité d'un groupe</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Give to the selected unit</source>
            <translation>Donner à l'unité sélectionnée</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Pick a unit in the catalogue first; the new group brings it</source>
            <translation>Choisissez d'abord une unité dans le catalogue ; le nouveau groupe l'amène</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New {side} group: turn {turn}, {edge} edge; change either in the group box</source>
            <translation>Nouveau groupe ({side}) : tour {turn}, bord {edge} ; modifiez l'un ou l'autre dans le cadre du groupe</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Select the unit that carries it in the group's list first</source>
            <translation>Sélectionnez d'abord dans la liste du groupe l'unité qui la porte</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>&amp;Reinforcements…</source>
            <translation>&amp;Renforts…</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>Which units of each side arrive later, on which turn and from which map edge</source>
            <translation>Quelles unités de chaque camp arrivent plus tard, à quel tour et par quel bord de carte</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>{side} reinforcements, turn {turn}</source>
            <translation>Renforts ({side}), tour {turn}</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>Click a hex near the edge the group comes on from; right click or Esc to stop</source>
            <translation>Cliquez sur un hexagone près du bord par lequel le groupe entre ; clic droit ou Esc pour arrêter</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>North edge</source>
            <translation>Bord nord</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>East edge</source>
            <translation>Bord est</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>South edge</source>
            <translation>Bord sud</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>West edge</source>
            <translation>Bord ouest</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Selected group</source>
            <translation>Groupe sélectionné</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Turn</source>
            <translation>Tour</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <location filename="../special_rules/form.py" />
            <source>Pick on map</source>
            <translation>Choisir sur la carte</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Click a hex near the edge the group should come on from</source>
            <translation>Cliquez sur un hexagone près du bord par lequel le groupe doit entrer</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Enters from</source>
            <translation>Entre par</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Remove unit</source>
            <translation>Retirer l'unité</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Take its weapon</source>
            <translation>Retirer son arme</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>The selected unit arrives without its support weapon</source>
            <translation>L'unité sélectionnée arrive sans son arme de soutien</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>They may come on at any hex of the {edge} edge without enemy units (6.10); the tinted hexes on the map.</source>
            <translation>Elles peuvent entrer par tout hexagone du bord {edge} sans unité ennemie (6.10) ; ce sont les hexagones teintés sur la carte.</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Select a group above, or make one from the catalogue below.</source>
            <translation>Sélectionnez un groupe ci-dessus, ou créez-en un à partir du catalogue ci-dessous.</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>of {turns}</source>
            <translation>sur {turns}</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>A group keeps at least one unit: remove the group instead</source>
            <translation>Un groupe garde au moins une unité : supprimez plutôt le groupe</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>Arrives</source>
            <translation>Arrivée</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>{side} ({nation})</source>
            <translation>{side} ({nation})</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>none: units all start on the map</source>
            <translation>aucun : toutes les unités commencent sur la carte</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>Turn {turn}, {edge}</source>
            <translation>Tour {turn}, {edge}</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Elimination</source>
            <translation>Élimination</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Objective</source>
            <translation>Objectif</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Exit</source>
            <translation>Sortie</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Strongly for the computer</source>
            <translation>Fortement en faveur de l'ordinateur</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>For the computer</source>
            <translation>En faveur de l'ordinateur</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>None</source>
            <translation>Aucun</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>For the player</source>
            <translation>En faveur du joueur</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Strongly for the player</source>
            <translation>Fortement en faveur du joueur</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Rulebook (seeds)</source>
            <translation>Livret de règles (édition d’origine)</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Standard rules 2021</source>
            <translation>Règles standard 2021</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>allied</source>
            <translation>alliés</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>axis</source>
            <translation>axe</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>north</source>
            <translation>nord</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>east</source>
            <translation>est</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>south</source>
            <translation>sud</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>west</source>
            <translation>ouest</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Balanced</source>
            <translation>Équilibré</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Cautious</source>
            <translation>Prudent</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Aggressive</source>
            <translation>Agressif</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Clear</source>
            <translation>Dégagé</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Overcast</source>
            <translation>Couvert</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Rain</source>
            <translation>Pluie</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Fog</source>
            <translation>Brouillard</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Snow</source>
            <translation>Neige</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Small</source>
            <translation>Petite</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Medium</source>
            <translation>Moyenne</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Large</source>
            <translation>Grande</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Regular</source>
            <translation>Régulière</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Elite</source>
            <translation>Élite</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Airborne</source>
            <translation>Aéroportée</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Infantry</source>
            <translation>Infanterie</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Combined</source>
            <translation>Interarmes</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>On</source>
            <translation>Activé</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Special rules</source>
            <translation>Règles spéciales</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Add rule</source>
            <translation>Ajouter la règle</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Add a special rule of the kind chosen beside</source>
            <translation>Ajouter une règle spéciale du type choisi à côté</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Remove rule</source>
            <translation>Retirer la règle</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Anything these rules cannot say belongs in the briefing (Scenario details).</source>
            <translation>Ce que ces règles ne peuvent pas dire va dans le briefing (Détails du scénario).</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>&amp;Special rules…</source>
            <translation>Règles &amp;spéciales…</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>Rules of this scenario that change the rulebook's: terrain, entry, exits, smoke, held units</source>
            <translation>Règles de ce scénario qui modifient celles du livret : terrain, entrées, sorties, fumigènes, unités immobilisées</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>Click hexes to put them in the rule or take them out; right click or Esc to stop</source>
            <translation>Cliquez sur des hexagones pour les mettre dans la règle ou les en retirer ; clic droit ou Échap pour arrêter</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Side</source>
            <translation>Camp</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hexes</source>
            <translation>Hexagones</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>From turn</source>
            <translation>À partir du tour</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>To turn</source>
            <translation>Jusqu'au tour</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Held until turn</source>
            <translation>Immobilisées jusqu'au tour</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Until fired upon</source>
            <translation>Jusqu'à ce qu'on leur tire dessus</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Group's turn</source>
            <translation>Tour du groupe</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Group's edge</source>
            <translation>Bord du groupe</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>At the latest on turn</source>
            <translation>Au plus tard au tour</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hexside</source>
            <translation>Côté d'hexagone</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Counts as</source>
            <translation>Compte comme</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Rally number</source>
            <translation>Seuil de ralliement</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>AP fire roll</source>
            <translation>Jet de tir AP</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Sight (hexes)</source>
            <translation>Vue (hexagones)</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>e.g. b2:C3, b2:D4</source>
            <translation>p. ex. b2:C3, b2:D4</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hex names separated by commas; or press Pick on map and click hexes</source>
            <translation>Noms d'hexagones séparés par des virgules ; ou appuyez sur Choisir sur la carte et cliquez sur les hexagones</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>The longest line of sight in hexes while the rule is in force</source>
            <translation>La plus longue ligne de vue, en hexagones, tant que la règle s'applique</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>unchanged</source>
            <translation>inchangé</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Click hexes on the map to add or remove them; right click or Esc to stop</source>
            <translation>Cliquez sur des hexagones de la carte pour les ajouter ou les retirer ; clic droit ou Échap pour arrêter</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>A hexside counts as another</source>
            <translation>Un côté d'hexagone compte comme un autre</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Hexes count as other terrain or level</source>
            <translation>Des hexagones changent de terrain ou de niveau</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Where reinforcements may enter</source>
            <translation>Où les renforts peuvent entrer</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>When the attacker may exit</source>
            <translation>Quand l'attaquant peut sortir</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>No smoke</source>
            <translation>Pas de fumigènes</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Units held in place</source>
            <translation>Unités immobilisées</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Reinforcements on a trigger</source>
            <translation>Renforts sur déclencheur</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>A side's rally and fire modifier</source>
            <translation>Modificateur de ralliement et de tir d'un camp</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Night or reduced visibility</source>
            <translation>Nuit ou visibilité réduite</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <location filename="../testrun/event_log.py" />
            <source>Both sides</source>
            <translation>Les deux camps</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{hexes} and {count} more</source>
            <translation>{hexes} et {count} de plus</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>no hex yet</source>
            <translation>aucun hexagone pour l'instant</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>all game</source>
            <translation>pendant toute la partie</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>from turn {turn} on</source>
            <translation>à partir du tour {turn}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>on turn {turn}</source>
            <translation>au tour {turn}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>on turns {first} to {last}</source>
            <translation>des tours {first} à {last}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Every {source} hexside counts as a {target} (10.11, 10.111).</source>
            <translation>Chaque côté d'hexagone {source} compte comme {target} (10.11, 10.111).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the terrain counts as {terrain} at level {level} (10.5, 10.8).</source>
            <translation>En {hexes}, le terrain compte comme {terrain} au niveau {level} (10.5, 10.8).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the terrain counts as {terrain} (10.5).</source>
            <translation>En {hexes}, le terrain compte comme {terrain} (10.5).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the ground counts as level {level} (10.8).</source>
            <translation>En {hexes}, le sol compte comme niveau {level} (10.8).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes}: no change chosen yet.</source>
            <translation>En {hexes} : aucun changement choisi pour l'instant.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements may enter only at {hexes}, {turns} (6.10).</source>
            <translation>Renforts {side} : entrée uniquement par {hexes}, {turns} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>The attacker may exit only {turns}, and only at {hexes} (6.10).</source>
            <translation>L'attaquant ne peut sortir que {turns}, et uniquement par {hexes} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>The attacker may exit only {turns} (6.10).</source>
            <translation>L'attaquant ne peut sortir que {turns} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Neither side may place smoke of any kind (11).</source>
            <translation>Aucun camp ne peut placer de fumigènes, de quelque sorte que ce soit (11).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} may place no smoke of any kind (11).</source>
            <translation>{side} : aucun fumigène, de quelque sorte que ce soit (11).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move before turn {turn}, or until fired upon if sooner.</source>
            <translation>Unités {side} placées en {hexes} : aucun mouvement avant le tour {turn}, ou avant qu'on leur tire dessus si c'est plus tôt.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move before turn {turn}.</source>
            <translation>Unités {side} placées en {hexes} : aucun mouvement avant le tour {turn}.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move until they are fired upon.</source>
            <translation>Unités {side} placées en {hexes} : aucun mouvement tant qu'on ne leur a pas tiré dessus.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move at all.</source>
            <translation>Unités {side} placées en {hexes} : aucun mouvement de toute la partie.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit has entered {hexes} (6.10).</source>
            <translation>Renforts {side} prévus au tour {turn} par le bord {edge} : ils n'entrent qu'une fois qu'une unité ennemie est entrée en {hexes} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit has entered {hexes}, or from turn {latest} on (6.10).</source>
            <translation>Renforts {side} prévus au tour {turn} par le bord {edge} : ils n'entrent qu'une fois qu'une unité ennemie est entrée en {hexes}, ou à partir du tour {latest} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side}: {rally:+d} to rally numbers (21.1), {fire:+d} to AP fire rolls (14.5).</source>
            <translation>{side} : {rally:+d} aux seuils de ralliement (21.1), {fire:+d} aux jets de tir AP (14.5).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Night or reduced visibility, {turns}: no unit sees farther than {sight} hexes, so no fire, spotting or sniper attack reaches beyond (9).</source>
            <translation>Nuit ou visibilité réduite, {turns} : aucune unité ne voit au-delà de {sight} hexagones, donc aucun tir, aucune observation ni aucune attaque de tireur d'élite ne porte plus loin (9).</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Stack</source>
            <translation>Pile</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Drag a weapon (from the palette or a unit) onto a weapon slot, infantry or a gun onto a transport's slots. Click an arrow to face a hexside; R / Shift+R turn, Delete removes.</source>
            <translation>Faites glisser une arme (depuis la palette ou une unité) sur un emplacement d'arme, de l'infanterie ou un canon sur les emplacements d'un transport. Cliquez sur une flèche pour orienter vers un côté d'hexagone ; R / Shift+R font pivoter, Delete retire.</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Pick a hex</source>
            <translation>Choisissez un hexagone</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Turn anticlockwise (Shift+R)</source>
            <translation>Pivoter dans le sens antihoraire (Shift+R)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Turn clockwise (R)</source>
            <translation>Pivoter dans le sens horaire (R)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Split</source>
            <translation>Scinder</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Split the squad into two half squads (13.10)</source>
            <translation>Scinder l'escouade en deux demi-escouades (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Join</source>
            <translation>Réunir</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Join two half squads of one type into a squad (13.10)</source>
            <translation>Réunir deux demi-escouades d'un même type en une escouade (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Unload</source>
            <translation>Débarquer</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Take the passenger or gun off its transport</source>
            <translation>Retirer le passager ou le canon de son transport</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Remove the picked piece (Delete)</source>
            <translation>Retirer l'élément choisi (Delete)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Right-click a hex and pick “Edit stack…”</source>
            <translation>Faites un clic droit sur un hexagone et choisissez « Modifier la pile… »</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>&lt;b&gt;{hex}&lt;/b&gt;: drag weapons and riders into slots</source>
            <translation>&lt;b&gt;{hex}&lt;/b&gt; : faites glisser les armes et les passagers dans les emplacements</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Pick a counter in the stack first</source>
            <translation>Choisissez d'abord un pion dans la pile</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>That does not go there</source>
            <translation>Cet élément ne va pas ici</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only support weapons from the palette go into a unit's weapon slot</source>
            <translation>Seules les armes de soutien de la palette vont dans l'emplacement d'arme d'une unité</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>A gun is towed; infantry rides as passengers (8.1)</source>
            <translation>Un canon est remorqué ; l'infanterie monte à bord comme passagers (8.1)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only vehicles, guns and bunkers face a hexside (7.1)</source>
            <translation>Seuls les véhicules, canons et bunkers s'orientent vers un côté d'hexagone (7.1)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a squad to split</source>
            <translation>Choisissez une escouade à scinder</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a half squad with another of its type beside it (13.10)</source>
            <translation>Choisissez une demi-escouade avec une autre de son type à côté (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a passenger or towed gun to unload</source>
            <translation>Choisissez un passager ou un canon remorqué à débarquer</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only a leader can be a hero (22.5), only a minefield hidden (19.71)</source>
            <translation>Seul un chef peut être un héros (22.5), seul un champ de mines peut être caché (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hero (22.5)</source>
            <translation>Héros (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Make a hero (22.5)</source>
            <translation>En faire un héros (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>No longer a hero (22.5)</source>
            <translation>Retirer le statut de héros (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hidden (19.71)</source>
            <translation>Caché (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hide the minefield in {hex}</source>
            <translation>Cacher le champ de mines en {hex}</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Reveal the minefield in {hex}</source>
            <translation>Révéler le champ de mines en {hex}</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>There is no fortification in {hex}</source>
            <translation>Il n'y a pas de fortification en {hex}</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>squad or 2 half squads</source>
            <translation>escouade ou 2 demi-escouades</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>half squad</source>
            <translation>demi-escouade</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <location filename="../testrun/result_tables.py" />
            <source>leader</source>
            <translation>chef</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Fortification</source>
            <translation>Fortification</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Nothing here. Place units from the palette, then edit the stack here.</source>
            <translation>Rien ici. Placez des unités depuis la palette, puis modifiez la pile ici.</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>loose: give it to a unit</source>
            <translation>non portée : donnez-la à une unité</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>drop a rider here to unload it</source>
            <translation>déposez un passager ici pour le débarquer</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source> — hero: starts valorous (22.5)</source>
            <translation> — héros : commence valeureux (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>L only</source>
            <translation>L seul</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>L or H</source>
            <translation>L ou H</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Aboard ({cls}) · weapons {used}/{limit}</source>
            <translation>À bord ({cls}) · armes {used}/{limit}</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow only</source>
            <translation>remorquage uniquement</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow: gun</source>
            <translation>remorquage : canon</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow: small gun (not 0 MP)</source>
            <translation>remorquage : petit canon (pas 0 MP)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source> — hidden from the enemy until entered (19.71)</source>
            <translation> — caché à l'ennemi jusqu'à ce qu'on y entre (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>A leader counter used as a hero starts with a Valor marker (22.5)</source>
            <translation>Un pion de chef utilisé comme héros commence avec un marqueur Valor (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>The owner records the minefield secretly; it is revealed when a unit enters (19.71)</source>
            <translation>Le propriétaire note le champ de mines en secret ; il est révélé quand une unité y entre (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/widgets.py" />
            <source>Click a hexside to face it (R, Shift+R turn)</source>
            <translation>Cliquez sur un côté d'hexagone pour l'orienter vers lui (R, Shift+R : pivoter)</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>No e-mail games yet: Play &gt; New e-mail game… challenges an opponent</source>
            <translation>Aucune partie par e-mail pour l'instant : Jouer &gt; Nouvelle partie par e-mail… défie un adversaire</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Your turn · you play {side}</source>
            <translation>À vous de jouer · vous jouez {side}</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Finished · you played {side}</source>
            <translation>Terminée · vous jouiez {side}</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Waiting for your opponent · you play {side}</source>
            <translation>En attente de votre adversaire · vous jouez {side}</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>The random battle generator is not installed yet.</source>
            <translation>Le générateur de batailles aléatoires n'est pas encore installé.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Valor &amp; Victory Scenario Studio</source>
            <translation>Valor &amp; Victory Scenario Studio</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Design, check and share squad-level battles on the geomorphic boards.</source>
            <translation>Concevez, vérifiez et partagez des batailles au niveau de l'escouade sur les cartes géomorphiques.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Start</source>
            <translation>Démarrer</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>New scenario…</source>
            <translation>Nouveau scénario…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Choose boards and how they join.</source>
            <translation>Choisissez les cartes et leur assemblage.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Generate a battle…</source>
            <translation>Générer une bataille…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>A random, legal battle from a seed.</source>
            <translation>Une bataille aléatoire et réglementaire à partir d'une graine.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Open draft…</source>
            <translation>Ouvrir un brouillon…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Carry on with a scenario you are designing.</source>
            <translation>Reprenez un scénario en cours de conception.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Open custom scenario…</source>
            <translation>Ouvrir un scénario personnalisé…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Edit a scenario you imported.</source>
            <translation>Modifiez un scénario que vous avez importé.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Import packages…</source>
            <translation>Importer des paquets de scénario…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Add scenario packages (.zip) shared by others.</source>
            <translation>Ajoutez des paquets de scénario (.zip) partagés par d'autres.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Import all from the Import folder</source>
            <translation>Tout importer depuis le dossier d'import</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Recent files</source>
            <translation>Fichiers récents</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Your scenarios</source>
            <translation>Vos scénarios</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Drafts are saved in {folder}. Double click to open.</source>
            <translation>Les brouillons sont enregistrés dans {folder}. Double-cliquez pour ouvrir.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Continue a game</source>
            <translation>Continuer une partie</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>My e-mail games</source>
            <translation>Mes parties par e-mail</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Nothing opened yet</source>
            <translation>Rien d'ouvert pour l'instant</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Draft</source>
            <translation>Brouillon</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Custom scenario</source>
            <translation>Scénario personnalisé</translation>
        </message>
        <message numerus="yes">
            <location filename="../start/preview.py" />
            <source>{kind} · %n turn(s) · {board_word} {boards} · {attacker} attack, {defender} defend</source>
            <translation>
                <numerusform>{kind} · %n tour · {board_word} {boards} · {attacker} attaque, {defender} défend</numerusform>
                <numerusform>{kind} · %n tours · {board_word} {boards} · {attacker} attaque, {defender} défend</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>Open in the editor</source>
            <translation>Ouvrir dans l'éditeur</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>Select a scenario to see it here.</source>
            <translation>Sélectionnez un scénario pour le voir ici.</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>This file cannot be read: {error}</source>
            <translation>Impossible de lire ce fichier : {error}</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>No briefing yet.</source>
            <translation>Pas encore de briefing.</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>No picture</source>
            <translation>Pas d'image</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>Continue a saved game from a file…</source>
            <translation>Continuer une partie enregistrée depuis un fichier…</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>No saved games yet: a test run saves itself at the end of every player segment</source>
            <translation>Aucune partie enregistrée pour l'instant : une partie d'essai s'enregistre à la fin de chaque segment de joueur</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>{title}: autosave, turn {turn}, {side}'s segment</source>
            <translation>{title} : sauvegarde automatique, tour {turn}, segment {side}</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>End &amp;Move</source>
            <translation>Terminer le &amp;mouvement</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>E&amp;xit the map</source>
            <translation>&amp;Sortir de la carte</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Withdraw &amp;sniper</source>
            <translation>Retirer le tireur d'é&amp;lite</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Rall&amp;y order…</source>
            <translation>&amp;Ordre de ralliement…</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>&amp;End Phase</source>
            <translation>Terminer la &amp;phase</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Stop the moving stack where it stands; the phase goes on ({keys})</source>
            <translation>Arrêter la pile en mouvement là où elle est ; la phase continue ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Take the moving stack off the map here: it counts for the exit goal ({keys})</source>
            <translation>Faire sortir ici la pile en mouvement de la carte : elle compte pour l'objectif de sortie ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Take your sniper off the map for the rest of the game ({keys})</source>
            <translation>Retirer votre tireur d'élite de la carte pour le reste de la partie ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Choose which pinned units try to rally first ({keys})</source>
            <translation>Choisir quelles unités clouées tentent de se rallier d'abord ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Done with this phase: the game goes on to the next one ({keys})</source>
            <translation>Cette phase est terminée : la partie passe à la suivante ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Play</source>
            <translation>Jouer</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Step</source>
            <translation>Pas à pas</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Let the computer play on, one action after another; press again to pause</source>
            <translation>Laisser l'ordinateur jouer, action après action ; appuyez à nouveau pour mettre en pause</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>One action of the computer, then pause</source>
            <translation>Une action de l'ordinateur, puis pause</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Speed of the computer's play</source>
            <translation>Vitesse de jeu de l'ordinateur</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Speed</source>
            <translation>Vitesse</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/keys.py" />
            <location filename="../window/toolbar.py" />
            <source>Line of sight</source>
            <translation>Ligne de vue</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Click a hex to see what it sees; point at another for the line and why (L)</source>
            <translation>Cliquez sur un hexagone pour voir ce qu'il voit ; pointez-en un autre pour la ligne et la raison (L)</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Save &amp;log…</source>
            <translation>Enregistrer le &amp;journal…</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Save the game so far as a game log: replay it, or go on with it later</source>
            <translation>Enregistrer la partie en cours comme journal de partie : pour la rejouer ou la poursuivre plus tard</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/saving.py" />
            <source>&amp;Back to the editor</source>
            <translation>&amp;Retour à l'éditeur</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Close the test run and go back to the scenario in the editor</source>
            <translation>Fermer la partie d'essai et revenir au scénario dans l'éditeur</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>In the opponent's After-Action Phase: take your sniper off the map ({keys})</source>
            <translation>Pendant la phase d'après-action de l'adversaire : retirer votre tireur d'élite de la carte ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/describe.py" />
            <source>Withdraw the {side} sniper</source>
            <translation>Retirer le tireur d'élite ({side})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>pin {unit}</source>
            <translation>clouer {unit}</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>reduce {unit} to a half squad</source>
            <translation>réduire {unit} en demi-escouade</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>reduce {unit} to a half squad and pin it</source>
            <translation>réduire {unit} en demi-escouade et la clouer</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>{unit} rolls to survive (pinned if it does)</source>
            <translation>{unit} tente un jet de survie (clouée si elle survit)</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>eliminate {unit}</source>
            <translation>éliminer {unit}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Overrun: the armored vehicle driving through {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Débordement : le blindé qui traverse {hex} inflige %n point de pertes. Comment vos unités le répartissent-elles ?</numerusform>
                <numerusform>Débordement : le blindé qui traverse {hex} inflige %n points de pertes. Comment vos unités les répartissent-elles ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Close assault: your units in {hex} take %n Casualty Point(s). How do they take them?</source>
            <translation>
                <numerusform>Assaut rapproché : vos unités en {hex} subissent %n point de pertes. Comment les répartir ?</numerusform>
                <numerusform>Assaut rapproché : vos unités en {hex} subissent %n points de pertes. Comment les répartir ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Fire lane: your units entering {hex} take %n Casualty Point(s). How do they take them?</source>
            <translation>
                <numerusform>Ligne de tir : vos unités entrant en {hex} subissent %n point de pertes. Comment les répartir ?</numerusform>
                <numerusform>Ligne de tir : vos unités entrant en {hex} subissent %n points de pertes. Comment les répartir ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Fire support: the strike on {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Appui-feu : la frappe sur {hex} inflige %n point de pertes. Comment vos unités le répartissent-elles ?</numerusform>
                <numerusform>Appui-feu : la frappe sur {hex} inflige %n points de pertes. Comment vos unités les répartissent-elles ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Sniper: its shot at {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Tireur d'élite : son tir sur {hex} inflige %n point de pertes. Comment vos unités le répartissent-elles ?</numerusform>
                <numerusform>Tireur d'élite : son tir sur {hex} inflige %n points de pertes. Comment vos unités les répartissent-elles ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Casualties: enemy fire on {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Pertes : le feu ennemi sur {hex} inflige %n point de pertes. Comment vos unités l'encaissent-elles ?</numerusform>
                <numerusform>Pertes : le feu ennemi sur {hex} inflige %n points de pertes. Comment vos unités les encaissent-elles ?</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>Take ({key})</source>
            <translation>Appliquer ({key})</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>Take</source>
            <translation>Appliquer</translation>
        </message>
        <message>
            <location filename="../testrun/choices.py" />
            <source>Do it</source>
            <translation>Exécuter</translation>
        </message>
        <message>
            <location filename="../testrun/choices.py" />
            <source>Roll</source>
            <translation>Lancer les dés</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>The end of the log: File &gt; Play from here (Ctrl+P) goes on with the game.</source>
            <translation>Fin du journal : Fichier &gt; Jouer à partir d'ici (Ctrl+P) poursuit la partie.</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>Stopped: {action} is not legal here</source>
            <translation>Arrêté : {action} n'est pas autorisé ici</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>The computer player failed</source>
            <translation>Le joueur ordinateur a échoué</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Continue a sa&amp;ved game…</source>
            <translation>&amp;Continuer une partie enregistrée…</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Go on with a saved game or an autosave of a test run, with the same players</source>
            <translation>Reprendre une partie enregistrée ou une sauvegarde automatique d'une partie d'essai, avec les mêmes joueurs</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Continue a saved game</source>
            <translation>Continuer une partie enregistrée</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Cannot continue the saved game</source>
            <translation>Impossible de continuer la partie enregistrée</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>{title}, continued from {file}</source>
            <translation>{title}, reprise de {file}</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Cannot play on from here</source>
            <translation>Impossible de jouer à partir d'ici</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>{title}, played on from action {number}</source>
            <translation>{title}, poursuivie à partir de l'action {number}</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Who plays from here</source>
            <translation>Qui joue à partir d'ici</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Set by the saved game: its actions were played with it</source>
            <translation>Fixé par la partie enregistrée : ses actions ont été jouées avec ce réglage</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Going on from turn {turn}, action {number}: the same players as before</source>
            <translation>Reprise au tour {turn}, action {number} : les mêmes joueurs qu'avant</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Command</source>
            <translation>Commandement</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <location filename="../testrun/fire_question.py" />
            <source>Fire</source>
            <translation>Tir</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Movement</source>
            <translation>Mouvement</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Defensive Fire</source>
            <translation>Tir défensif</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Advance and Assault</source>
            <translation>Avance et assaut</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>After Action</source>
            <translation>Après-action</translation>
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
            <translation>Terminer la phase</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Fire: {units} at {hex}</source>
            <translation>Tir : {units} sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>AT fire: {unit} at {target}</source>
            <translation>Tir AT : {unit} sur {target}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Smoke round: {unit} at {hex}</source>
            <translation>Tir de fumigène : {unit} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Assault move: {units}</source>
            <translation>Mouvement d'assaut : {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Move: {units}</source>
            <translation>Mouvement : {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source> (smoke in {hex})</source>
            <translation> (fumigène en {hex})</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>, facing {n}</source>
            <translation>, orientation {n}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Step to {hex}</source>
            <translation>Avancer d'un hexagone vers {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Turn {unit} to facing {n}</source>
            <translation>Orienter {unit} (orientation {n})</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Load {units} onto {transport}</source>
            <translation>Embarquer {units} dans {transport}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Unload {units}</source>
            <translation>Débarquer {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Exit the map</source>
            <translation>Sortir de la carte</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>End move</source>
            <translation>Terminer le mouvement</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Overrun {hex}</source>
            <translation>Débordement en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Advance: {units} to {hex}</source>
            <translation>Avance : {units} vers {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Close assault: {units} on {hex}</source>
            <translation>Assaut rapproché : {units} sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>smoke</source>
            <translation>fumigène</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Call {what} on {hex}</source>
            <translation>Demander {what} sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Split {unit}</source>
            <translation>Scinder {unit}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Combine {units}</source>
            <translation>Réunir {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Give {weapon} from {source} to {destination}</source>
            <translation>Passer {weapon} de {source} à {destination}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Withdraw the sniper</source>
            <translation>Retirer le tireur d'élite</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Rally, in this order: {units}</source>
            <translation>Ralliement, dans cet ordre : {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Opportunity fire: the sniper</source>
            <translation>Tir d'opportunité : le tireur d'élite</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Opportunity fire: {units}</source>
            <translation>Tir d'opportunité : {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Hold fire</source>
            <translation>Ne pas tirer</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <location filename="../testrun/event_words.py" />
            <source>{unit} {result}</source>
            <translation>{unit} : {result}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>rolls to survive</source>
            <translation>tente un jet de survie</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Casualties: {units}</source>
            <translation>Pertes : {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Satchel charge: {unit} breaches the wire in {hex}</source>
            <translation>Charge de démolition : {unit} ouvre une brèche dans les barbelés en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>T{turn} {phase}</source>
            <translation>T{turn} {phase}</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Event log</source>
            <translation>Journal des événements</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Every phase</source>
            <translation>Toutes les phases</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Show:</source>
            <translation>Afficher :</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>{side} (computer): {reason}</source>
            <translation>{side} (ordinateur) : {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no effect (valor or shield)</source>
            <translation>sans effet (valeur ou bouclier)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>reduced</source>
            <translation>réduit</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>reduced and pinned</source>
            <translation>réduit et cloué</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>survived, pinned</source>
            <translation>a survécu, cloué</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>eliminated</source>
            <translation>éliminé</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>missed</source>
            <translation>raté</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>hit, no effect</source>
            <translation>touché, sans effet</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>immobilized</source>
            <translation>immobilisé</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>light barrage</source>
            <translation>tir de barrage léger</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>heavy barrage</source>
            <translation>tir de barrage lourd</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>air strike</source>
            <translation>frappe aérienne</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the attacker</source>
            <translation>l'attaquant</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the defender</source>
            <translation>le défenseur</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>nobody</source>
            <translation>personne</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>casualties</source>
            <translation>pertes</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>hit by AT fire</source>
            <translation>touché par un tir AT</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>crew abandoned it</source>
            <translation>l'équipage l'a abandonné</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>in a close assault</source>
            <translation>en assaut rapproché</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>minefield</source>
            <translation>champ de mines</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault, pinned defender</source>
            <translation>assaut rapproché, défenseur cloué</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault on its carrier</source>
            <translation>assaut rapproché sur son transport</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>stopped in a full friendly hex</source>
            <translation>arrêté dans un hexagone ami déjà plein</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>stuck in an over-stacked hex</source>
            <translation>bloqué dans un hexagone surchargé</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>an enemy unit entered its hex</source>
            <translation>une unité ennemie est entrée dans son hexagone</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>its elimination check</source>
            <translation>son test d'élimination</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>withdrawn</source>
            <translation>retiré</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AP fire</source>
            <translation>tir AP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AT fire</source>
            <translation>tir AT</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>a sniper's shot</source>
            <translation>tir de tireur d'élite</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the last turn is over</source>
            <translation>le dernier tour est terminé</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the attacker exited enough units</source>
            <translation>l'attaquant a fait sortir assez d'unités</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no hex with cover in range and sight</source>
            <translation>aucun hexagone avec couvert à portée et en vue</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no unpinned target left</source>
            <translation>plus aucune cible non clouée</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the {side} side was wiped out</source>
            <translation>le camp « {side} » a été anéanti</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>the attacker holds %n objective(s)</source>
            <translation>
                <numerusform>l'attaquant tient %n objectif</numerusform>
                <numerusform>l'attaquant tient %n objectifs</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no unit</source>
            <translation>aucune unité</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source> ({modifiers})</source>
            <translation> ({modifiers})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{cp} CP on {hex}</source>
            <translation>{cp} CP sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source> (air burst, doubled)</source>
            <translation> (explosion aérienne, doublé)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>nobody hit</source>
            <translation>personne n'est touché</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>; %n point(s) left unused</source>
            <translation>
                <numerusform> ; %n point inutilisé</numerusform>
                <numerusform> ; %n points inutilisés</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Opportunity fire by {firers} at {hex}</source>
            <translation>Tir d'opportunité de {firers} sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AP fire by {firers} at {hex}</source>
            <translation>Tir AP de {firers} sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, led by {leader}</source>
            <translation>, mené par {leader}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>: {apfp} APFP, roll {roll}{mods} = {modified}, {cp} CP</source>
            <translation> : {apfp} APFP, jet {roll}{mods} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/result_tables.py" />
            <source>fire support</source>
            <translation>appui-feu</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AT fire by {firer} at {target}: to hit {roll}{mods} = {modified}, needs {needed} or less</source>
            <translation>Tir AT de {firer} sur {target} : pour toucher {roll}{mods} = {modified}, il faut {needed} ou moins</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; kill roll {roll} against {number}</source>
            <translation> ; jet de destruction {roll} contre {number}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>roll {roll} against kill number {number}</source>
            <translation>jet {roll} contre un seuil de destruction de {number}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no roll needed</source>
            <translation>aucun jet nécessaire</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the defenders are eliminated</source>
            <translation>les défenseurs sont éliminés</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the assault fails: the attacker loses {a} CP, the defender {d} CP</source>
            <translation>l'assaut échoue : l'attaquant perd {a} CP, le défenseur {d} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Close assault by {units} on {hex}: {attack} against {defence} ({odds}), {rolled}; {result}</source>
            <translation>Assaut rapproché de {units} sur {hex} : {attack} contre {defence} ({odds}), {rolled} ; {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; defenders lost: {units}</source>
            <translation> ; défenseurs perdus : {units}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; {units} take the hex</source>
            <translation> ; {units} prennent l'hexagone</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper: no check ({reason})</source>
            <translation>Tireur d'élite ({side}) : pas de test ({reason})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {hex} checks: roll {roll}, safe above {needed}</source>
            <translation>Test du tireur d'élite ({side}) en {hex} : jet {roll}, sauf au-dessus de {needed}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, eliminated</source>
            <translation>, éliminé</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, stays</source>
            <translation>, reste en place</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} lands on target in {hex}</source>
            <translation>Le {mission} tombe sur la cible en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} on {hex} drifts off the map (accuracy roll {roll})</source>
            <translation>Le {mission} prévu sur {hex} dérive hors de la carte (jet de précision {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} lands on target in {hex} (accuracy roll {roll})</source>
            <translation>Le {mission} tombe sur la cible en {hex} (jet de précision {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} on {hex} drifts to {landed} (accuracy roll {roll})</source>
            <translation>Le {mission} prévu sur {hex} dérive vers {landed} (jet de précision {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Game over: {level} for the attacker, {winner} wins ({reason})</source>
            <translation>Partie terminée : {level} pour l'attaquant, vainqueur : {winner} ({reason})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{source} gives {weapon} to {destination}</source>
            <translation>{source} donne {weapon} à {destination}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>end the phase</source>
            <translation>terminer la phase</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire at a hex</source>
            <translation>tirer sur un hexagone</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire AT at a unit</source>
            <translation>tirer antichar sur une unité</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire a smoke round</source>
            <translation>tirer un obus fumigène</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>start a move</source>
            <translation>commencer un mouvement</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>step to a hex</source>
            <translation>avancer d'un hexagone</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>change facing</source>
            <translation>changer d'orientation</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>board a vehicle</source>
            <translation>monter dans un véhicule</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>get off a vehicle</source>
            <translation>descendre d'un véhicule</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>exit the map</source>
            <translation>quitter la carte</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>end the move</source>
            <translation>terminer le mouvement</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>overrun a hex</source>
            <translation>submerger un hexagone</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>advance into a hex</source>
            <translation>avancer dans un hexagone</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault a hex</source>
            <translation>donner l'assaut à un hexagone</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>call fire support</source>
            <translation>demander un appui-feu</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>split a squad</source>
            <translation>scinder une escouade</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>combine half squads</source>
            <translation>réunir des demi-escouades</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>pass a weapon</source>
            <translation>passer une arme</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>withdraw the sniper</source>
            <translation>retirer le tireur d'élite</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>breach barbed wire</source>
            <translation>ouvrir une brèche dans les barbelés</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>rally pinned units</source>
            <translation>rallier les unités clouées</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{firers} open opportunity fire ({attack}) on {target} in {hex}</source>
            <translation>{firers} ouvrent un tir d'opportunité ({attack}) sur {target} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the movers</source>
            <translation>les unités en mouvement</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is eliminated ({cause})</source>
            <translation>{unit} est éliminé ({cause})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} valor check: roll {roll}, {result}</source>
            <translation>Test de valeur de {unit} : jet {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>shows valor</source>
            <translation>fait preuve de valeur</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no valor</source>
            <translation>pas de valeur</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>Fire lane from {origin} towards {target}: %n marker(s) placed</source>
            <translation>
                <numerusform>Ligne de tir de {origin} vers {target} : %n marqueur posé</numerusform>
                <numerusform>Ligne de tir de {origin} vers {target} : %n marqueurs posés</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Fire lane in {hex} hits {units}: roll {roll}{mods} = {modified}, {cp} CP</source>
            <translation>La ligne de tir en {hex} frappe {units} : jet {roll}{mods} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} risks immobilization in the assault: roll {roll}, {result}</source>
            <translation>{unit} risque l'immobilisation dans l'assaut : jet {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>still mobile</source>
            <translation>toujours mobile</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} occupy {hex}</source>
            <translation>{units} occupent {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{afv} overruns {hex} and leaves by {exit}</source>
            <translation>{afv} submerge {hex} et ressort par {exit}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is immobilized</source>
            <translation>{unit} est immobilisé</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} crew check: roll {roll}, {result}</source>
            <translation>Test d'équipage de {unit} : jet {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the crew bails out</source>
            <translation>l'équipage évacue</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/result_tables.py" />
            <source>the crew stays</source>
            <translation>l'équipage reste</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start an assault move in {hex} ({mp:g} MP)</source>
            <translation>{units} commencent un mouvement d'assaut en {hex} ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start to move in {hex} ({mp:g} MP)</source>
            <translation>{units} commencent à se déplacer en {hex} ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start an assault move onto the map ({mp:g} MP)</source>
            <translation>{units} commencent un mouvement d'assaut pour entrer sur la carte ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start to move onto the map ({mp:g} MP)</source>
            <translation>{units} commencent à entrer sur la carte ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} enter {hex} ({cost:g} MP, {left:g} left)</source>
            <translation>{units} entrent en {hex} ({cost:g} MP, {left:g} restants)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} end their move in {hex}</source>
            <translation>{units} terminent leur mouvement en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} stay off the map this turn</source>
            <translation>{units} restent hors de la carte ce tour-ci</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} must stop in {hex}</source>
            <translation>{unit} doit s'arrêter en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} turns to facing {n}</source>
            <translation>{unit} s'oriente vers la direction {n}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} leave the map from {hex}</source>
            <translation>{units} quittent la carte depuis {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} advance from {start} into {hex}</source>
            <translation>{units} avancent de {start} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} board {transport} in {hex}</source>
            <translation>{units} montent dans {transport} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} get off {transport} in {hex}</source>
            <translation>{units} descendent de {transport} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} arrives in {hex}</source>
            <translation>{unit} arrive en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Barbed wire stops {units} in {hex}</source>
            <translation>Les barbelés arrêtent {units} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} blows the barbed wire in {hex} with a satchel charge</source>
            <translation>{unit} fait sauter les barbelés en {hex} avec une charge de démolition</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>A minefield is revealed in {hex}</source>
            <translation>Un champ de mines est révélé en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The minefield in {hex} attacks {unit}: roll {roll}, {result}</source>
            <translation>Le champ de mines en {hex} attaque {unit} : jet {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>unharmed</source>
            <translation>indemne</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} take the objective in {hex}</source>
            <translation>{side} : objectif pris en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} call a smoke barrage on {hex}</source>
            <translation>{side} : barrage fumigène demandé sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} call a {mission} on {hex}</source>
            <translation>{side} : {mission} demandé sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} strikes {hex}: {apfp} APFP, roll {roll}, cover {cover:+d} = {modified}, {cp} CP</source>
            <translation>Le {mission} frappe {hex} : {apfp} APFP, jet {roll}, couvert {cover:+d} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Smoke {level} in {hex}</source>
            <translation>Fumée {level} en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper takes position in {hex}</source>
            <translation>Le tireur d'élite ({side}) prend position en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper finds no position near {hex}</source>
            <translation>Le tireur d'élite ({side}) ne trouve aucune position près de {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {sniper} shoots at {units} in {hex}: roll {roll}{mods}, {cp} CP</source>
            <translation>Le tireur d'élite ({side}) en {sniper} tire sur {units} en {hex} : jet {roll}{mods}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {hex} is eliminated ({cause})</source>
            <translation>Le tireur d'élite ({side}) en {hex} est éliminé ({cause})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper leaves {hex}</source>
            <translation>Le tireur d'élite ({side}) quitte {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} splits into two half squads: {units}</source>
            <translation>{unit} se scinde en deux demi-escouades : {units}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} combine into {unit}</source>
            <translation>{units} se réunissent en {unit}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is no longer pinned</source>
            <translation>{unit} n'est plus cloué</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} rally roll {roll} (needs {needed} or less): {result}</source>
            <translation>Jet de ralliement de {unit} : {roll} (il faut {needed} ou moins) : {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>rallied</source>
            <translation>rallié</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>still pinned</source>
            <translation>toujours cloué</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} (computer) chose to {action}: {reason}</source>
            <translation>{side} (ordinateur) a choisi de {action} : {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Turn {n} begins</source>
            <translation>Début du tour {n}</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>&amp;Test run…</source>
            <translation>Partie d'ess&amp;ai…</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Play the scenario being edited (Ctrl+T)</source>
            <translation>Jouer le scénario en cours de modification (Ctrl+T)</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Replay a game &amp;log…</source>
            <translation>Rejouer un &amp;journal de partie…</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Replay a game log</source>
            <translation>Rejouer un journal de partie</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <location filename="../testrun/window.py" />
            <source>Game logs (*.json)</source>
            <translation>Journaux de partie (*.json)</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/toolbar.py" />
            <source>Test run</source>
            <translation>Partie d'essai</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Open a scenario to test it</source>
            <translation>Ouvrez un scénario pour le tester</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Cannot replay the game log</source>
            <translation>Impossible de rejouer le journal de partie</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>replay of {name}</source>
            <translation>rejeu de {name}</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Sniper at {hex}: {cp:.2f} Casualty Points expected</source>
            <translation>Tireur d'élite sur {hex} : {cp:.2f} points de pertes attendus</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>AT fire: {firer}{weapon} from {origin} at {target}: hits on {hit} or less, {chance:.0%} to destroy or immobilize</source>
            <translation>Tir AC : {firer}{weapon} depuis {origin} sur {target} : touche sur {hit} ou moins, {chance:.0%} de détruire ou d'immobiliser</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>{firers} from {origin}, {apfp} APFP at {range} hexes: {cp:.2f} Casualty Points expected</source>
            <translation>{firers} depuis {origin}, {apfp} PFAP à {range} hexagones : {cp:.2f} points de pertes attendus</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>; lays a fire lane</source>
            <translation> ; pose une ligne de tir</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Pass (P)</source>
            <translation>Passer (P)</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Let them go on without (more) opportunity fire in this hex</source>
            <translation>Les laisser continuer sans (autre) tir d'opportunité dans cet hexagone</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Enemy units</source>
            <translation>Des unités ennemies</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Opportunity fire: {movers} entered {hex}. Fire at them?</source>
            <translation>Tir d'opportunité : entrée de {movers} dans {hex}. Ouvrir le feu ?</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Fire ({key})</source>
            <translation>Tirer ({key})</translation>
        </message>
        <message>
            <location filename="../testrun/fog_filter.py" />
            <source>a hex out of sight</source>
            <translation>un hexagone hors de vue</translation>
        </message>
        <message>
            <location filename="../testrun/handover.py" />
            <source>Hand the computer to the {side} player</source>
            <translation>Passez l'ordinateur au joueur du camp {side}</translation>
        </message>
        <message>
            <location filename="../testrun/handover.py" />
            <source>I play {side}: show the map</source>
            <translation>Je joue le camp {side} : afficher la carte</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>fired</source>
            <translation>a tiré</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>moved</source>
            <translation>a bougé</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>assault move</source>
            <translation>mouvement d'assaut</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>valorous</source>
            <translation>valeureux</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>, carrying {units}</source>
            <translation>, transportant {units}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Click a hex to see what it holds and what its units may do.</source>
            <translation>Cliquez sur un hexagone pour voir ce qu'il contient et ce que ses unités peuvent faire.</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>Smoke {n}</source>
            <translation>Fumigène {n}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>Objective held by {side}</source>
            <translation>Objectif tenu par : {side}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>{id}: {name} ({side})</source>
            <translation>{id} : {name} ({side})</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Printed figures: {stats}</source>
            <translation>Valeurs imprimées : {stats}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Facing {n}</source>
            <translation>Orientation {n}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>cover {n:+d}</source>
            <translation>couvert {n:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>no cover (opportunity fire −1 here)</source>
            <translation>aucun couvert (tir d'opportunité −1 ici)</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>hindrance {n:+d}</source>
            <translation>gêne {n:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>blocks line of sight</source>
            <translation>bloque la ligne de vue</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>air bursts (12.64)</source>
            <translation>explosions aériennes (12.64)</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Terrain: {parts}</source>
            <translation>Terrain : {parts}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>infantry</source>
            <translation>infanterie</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>vehicles</source>
            <translation>véhicules</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>guns</source>
            <translation>canons</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>{who} {n} MP</source>
            <translation>{who} {n} MP</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>{who} may not enter</source>
            <translation>{who} : entrée interdite</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Entering: {costs}</source>
            <translation>Entrée : {costs}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/hex_hover.py" />
            <source>Fire lane: %n marker(s) (13.9)</source>
            <translation>
                <numerusform>Ligne de tir : %n marqueur (13.9)</numerusform>
                <numerusform>Ligne de tir : %n marqueurs (13.9)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Fortification: {f}, {side}</source>
            <translation>Fortification : {f}, {side}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/hex_hover.py" />
            <source>{side}, %n unit(s)</source>
            <translation>
                <numerusform>{side}, %n unité</numerusform>
                <numerusform>{side}, %n unités</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Clear the selection; leave line of sight or the replay</source>
            <translation>Effacer la sélection ; quitter la ligne de vue ou la relecture</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Withdraw your sniper in the opponent's After-Action Phase</source>
            <translation>Retirer votre tireur d'élite pendant la phase d'après-action de l'adversaire</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Replay the opponent's segment (again: the next action)</source>
            <translation>Revoir le segment de l'adversaire (à nouveau : l'action suivante)</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Zoom in</source>
            <translation>Zoom avant</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Zoom out</source>
            <translation>Zoom arrière</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Readable counters, centred on the side to act</source>
            <translation>Pions lisibles, centrés sur le camp qui joue</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Fit the map to the window</source>
            <translation>Ajuster la carte à la fenêtre</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Asked about opportunity fire or casualties: take the answer of that row</source>
            <translation>Question de tir d'opportunité ou de pertes : choisir la réponse de cette ligne</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Asked about opportunity fire: pass</source>
            <translation>Question de tir d'opportunité : passer</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Test-run window</source>
            <translation>Fenêtre de partie d'essai</translation>
        </message>
        <message>
            <location filename="../testrun/level_ratings.py" />
            <source>{level} (rating {rating})</source>
            <translation>{level} (classement {rating})</translation>
        </message>
        <message>
            <location filename="../testrun/level_ratings.py" />
            <source>Rating {mu} ± {sigma} (OpenSkill), rank {rank} of the computer players: {share}% of the points in {games} games against the other levels and personalities. Games are won, lost or drawn; a higher rating is a stronger opponent.</source>
            <translation>Classement {mu} ± {sigma} (OpenSkill), rang {rank} parmi les joueurs de l'ordinateur : {share} % des points en {games} parties contre les autres niveaux et personnalités. Une partie est gagnée, perdue ou nulle ; plus le classement est élevé, plus l'adversaire est fort.</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>no loss</source>
            <translation>aucune</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>End of turn {n}. Allied losses: {allied}. Axis losses: {axis}</source>
            <translation>Fin du tour {n}. Pertes alliées : {allied}. Pertes de l'Axe : {axis}</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>{side} segment: {counts}</source>
            <translation>Segment {side} : {counts}</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>; eliminated: {units}</source>
            <translation> ; éliminés : {units}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>Line of sight: click a hex to see what it sees, then point at another. L or Esc leaves.</source>
            <translation>Ligne de vue : cliquez sur un hexagone pour voir ce qu'il voit, puis pointez-en un autre. L ou Esc pour quitter.</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/los_mode.py" />
            <source>From {hex}: sees %n hex(es), {blocked} out of sight. Point at a hex for the line.</source>
            <translation>
                <numerusform>Depuis {hex} : voit %n hex, {blocked} hors de vue. Pointez un hex pour la ligne.</numerusform>
                <numerusform>Depuis {hex} : voit %n hex, {blocked} hors de vue. Pointez un hex pour la ligne.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>blocked</source>
            <translation>bloquée</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>hindrance +{n}</source>
            <translation>gêne +{n}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>clear</source>
            <translation>dégagée</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>{a} → {b}, range {n}: {verdict}</source>
            <translation>{a} → {b}, portée {n} : {verdict}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>night: no one sees farther than {n} hexes</source>
            <translation>nuit : personne ne voit au-delà de {n} hexagones</translation>
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
                <numerusform>Chemin vers {hex} : %n hex, {mp:g} PM dépensés en tout ; cliquez pour y aller.</numerusform>
                <numerusform>Chemin vers {hex} : %n hex, {mp:g} PM dépensés en tout ; cliquez pour y aller.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>Opportunity fire possible at {hexes}.</source>
            <translation>Tir d'opportunité possible en {hexes}.</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>{cp:.2f} CP</source>
            <translation>{cp:.2f} CP</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>AT hit {p:.0%}</source>
            <translation>touché AT {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>{hex} ({risk})</source>
            <translation>{hex} ({risk})</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Firepower: {apfp} APFP</source>
            <translation>Puissance de feu : {apfp} APFP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Dice modifier total: {total:+d}</source>
            <translation>Total des modificateurs de dés : {total:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Expected: {mean:.2f} CP; chance of at least 1 CP: {chance:.0%}</source>
            <translation>Espérance : {mean:.2f} CP ; probabilité d'au moins 1 CP : {chance:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <location filename="../testrun/result_tables.py" />
            <source>no modifiers</source>
            <translation>aucun modificateur</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>AP fire by {units} at {hex}</source>
            <translation>Tir AP de {units} sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <location filename="../testrun/result_tables.py" />
            <source>no effect</source>
            <translation>sans effet</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>{n} CP</source>
            <translation>{n} CP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Results: {parts}</source>
            <translation>Résultats : {parts}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>AT fire by {unit} at {target}</source>
            <translation>Tir AT de {unit} sur {target}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>To hit: {n} or less on 2d6 after modifiers ({total:+d}): {p:.0%}</source>
            <translation>Pour toucher : {n} ou moins sur 2d6 après modificateurs ({total:+d}) : {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Chance to hit: {p:.0%}</source>
            <translation>Chance de toucher : {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>E (a hit eliminates)</source>
            <translation>E (un coup au but élimine)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>none (a hit cannot hurt it)</source>
            <translation>aucun (un coup au but ne peut pas le blesser)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Elimination number: {n} (ATFP {atfp}); under it eliminates, equal immobilizes</source>
            <translation>Seuil d'élimination : {n} (ATFP {atfp}) ; en dessous, élimine ; égal, immobilise</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>If hit: eliminated {kill:.0%}, immobilized {stop:.0%} (crew checks included)</source>
            <translation>Si touché : éliminé {kill:.0%}, immobilisé {stop:.0%} (tests d'équipage compris)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>A hit destroys it</source>
            <translation>Un coup au but le détruit</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Target eliminated: {p:.0%}</source>
            <translation>Cible éliminée : {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Target immobilized: {p:.0%}</source>
            <translation>Cible immobilisée : {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>No effect: {p:.0%}</source>
            <translation>Sans effet : {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Attack {attack} APFP against defence {defence} APFP</source>
            <translation>Attaque {attack} APFP contre défense {defence} APFP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Defenders eliminated: {p:.0%}</source>
            <translation>Défenseurs éliminés : {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Attackers lost on average: {n:.2f}</source>
            <translation>Assaillants perdus en moyenne : {n:.2f}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>leader {leader} {value:+d}</source>
            <translation>chef {leader} {value:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Close assault by {units} on {hex}</source>
            <translation>Assaut rapproché de {units} sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>No roll: the defenders are all pinned and fall (15.9)</source>
            <translation>Pas de jet : les défenseurs sont tous cloués et tombent (15.9)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Odds {odds}: kill number {kill}, {modified} with its modifiers; roll it or less on 2d6</source>
            <translation>Rapport {odds} : seuil de destruction {kill}, {modified} avec ses modificateurs ; obtenir ce résultat ou moins sur 2d6</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Modifiers:</source>
            <translation>Modificateurs :</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Rally order</source>
            <translation>Ordre de ralliement</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>The pinned units try to rally from the top down; a leader who rallies helps the units of his hex that try after him. Uncheck a unit to leave it pinned.</source>
            <translation>Les unités clouées tentent de se rallier de haut en bas ; un chef qui se rallie aide les unités de son hexagone qui tentent après lui. Décochez une unité pour la laisser clouée.</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Move &amp;up</source>
            <translation>&amp;Monter</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Move &amp;down</source>
            <translation>&amp;Descendre</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Rally</source>
            <translation>Rallier</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Outcome</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Close (Esc)</source>
            <translation>Fermer (Échap)</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Closes by itself · Esc or × to close now</source>
            <translation>Se ferme tout seul · Échap ou × pour fermer tout de suite</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Attack results</source>
            <translation>Résultats des attaques</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Show each attack's table, dice, modifiers and outcome in a panel over the map</source>
            <translation>Afficher pour chaque attaque la table, les dés, les modificateurs et le résultat dans un panneau sur la carte</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>assault movement</source>
            <translation>mouvement d'assaut</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>attacker's leader</source>
            <translation>chef de l'attaquant</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>defender's leader</source>
            <translation>chef du défenseur</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>firing from barbed wire</source>
            <translation>tir depuis les barbelés</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>grenades</source>
            <translation>grenades</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>hindrance</source>
            <translation>gêne</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>opportunity fire, adjacent</source>
            <translation>tir d'opportunité, adjacent</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>opportunity fire, no cover</source>
            <translation>tir d'opportunité, sans couvert</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>other modifier</source>
            <translation>autre modificateur</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>target hex hindrance</source>
            <translation>gêne dans l'hexagone cible</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{terrain} cover</source>
            <translation>couvert : {terrain}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Anti-Personnel Combat Table</source>
            <translation>Table de combat antipersonnel</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Armor Elimination Table</source>
            <translation>Table d'élimination des blindés</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Close Assault Table</source>
            <translation>Table d'assaut rapproché</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire Support Combat Table</source>
            <translation>Table de combat d'appui-feu</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Sniper Combat Table</source>
            <translation>Table de combat des tireurs d'élite</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: {result}</source>
            <translation>{unit} : {result}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: eliminated</source>
            <translation>{unit} : éliminé</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: crew check {roll}, {result}</source>
            <translation>{unit} : test d'équipage {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>abandoned</source>
            <translation>abandonné</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: shows valor</source>
            <translation>{unit} : fait preuve de valeur</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{units} take {hex}</source>
            <translation>{units} prennent {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{cp} CP</source>
            <translation>{cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>No effect</source>
            <translation>Sans effet</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Opportunity fire at {hex}</source>
            <translation>Tir d'opportunité sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>AP fire at {hex}</source>
            <translation>Tir AP sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Firing</source>
            <translation>Tireurs</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Leader</source>
            <translation>Chef</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Total APFP</source>
            <translation>APFP total</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Table row</source>
            <translation>Ligne de la table</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice roll modifiers</source>
            <translation>Modificateurs du jet</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice</source>
            <translation>Dés</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice roll</source>
            <translation>Jet de dés</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Modified roll</source>
            <translation>Jet modifié</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Casualty points</source>
            <translation>Points de pertes</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire lane in {hex}</source>
            <translation>Ligne de tir en {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire lane</source>
            <translation>Ligne de tir</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Markers</source>
            <translation>Marqueurs</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Moving through</source>
            <translation>En mouvement</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>AT fire at {target}</source>
            <translation>Tir AT sur {target}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attack</source>
            <translation>Attaque</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Weapon</source>
            <translation>Arme</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Target</source>
            <translation>Cible</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Armor hit</source>
            <translation>Blindage touché</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To hit</source>
            <translation>Pour toucher</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To-hit number</source>
            <translation>Seuil pour toucher</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{n} or less</source>
            <translation>{n} ou moins</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hit?</source>
            <translation>Touché ?</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hit</source>
            <translation>Touché</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Missed</source>
            <translation>Manqué</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To kill</source>
            <translation>Pour détruire</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill number</source>
            <translation>Seuil de destruction</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill roll</source>
            <translation>Jet de destruction</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Combat result</source>
            <translation>Résultat du combat</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>front armor</source>
            <translation>blindage avant</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>side armor</source>
            <translation>blindage latéral</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>rear armor</source>
            <translation>blindage arrière</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Close assault on {hex}</source>
            <translation>Assaut rapproché sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Forces</source>
            <translation>Forces</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attackers</source>
            <translation>Attaquants</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker APFP</source>
            <translation>APFP de l'attaquant</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender APFP</source>
            <translation>APFP du défenseur</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Odds</source>
            <translation>Rapport de forces</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender kill number modifiers</source>
            <translation>Modificateurs du seuil (défenseur)</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Modified kill number</source>
            <translation>Seuil de destruction modifié</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill dice roll</source>
            <translation>Jet de destruction</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker dice roll modifiers</source>
            <translation>Modificateurs du jet (attaquant)</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>none needed</source>
            <translation>inutile</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defenders eliminated</source>
            <translation>Défenseurs éliminés</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Assault failed</source>
            <translation>Assaut repoussé</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Combat losses</source>
            <translation>Pertes au combat</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker CP</source>
            <translation>CP de l'attaquant</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender CP</source>
            <translation>CP du défenseur</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hex cleared</source>
            <translation>Hexagone nettoyé</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{mission} on {hex}</source>
            <translation>{mission} sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire support</source>
            <translation>Appui-feu</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire support type</source>
            <translation>Type d'appui-feu</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>APFP</source>
            <translation>APFP</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>on target</source>
            <translation>sur la cible</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/result_tables.py" />
            <source>%n hex(es) to {hex}</source>
            <translation>
                <numerusform>%n hexagone vers {hex}</numerusform>
                <numerusform>%n hexagones vers {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Accuracy</source>
            <translation>Précision</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Aimed at</source>
            <translation>Visée</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Accuracy roll</source>
            <translation>Jet de précision</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Drift</source>
            <translation>Dérive</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Cover</source>
            <translation>Couvert</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Soft target result</source>
            <translation>Résultat contre cibles non blindées</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{side} sniper fires at {hex}</source>
            <translation>Le tireur d'élite ({side}) tire sur {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Sniper in</source>
            <translation>Tireur d'élite en</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Targets</source>
            <translation>Cibles</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} cannot be read: {reason}</source>
            <translation>Impossible de lire {path} : {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>This is not a saved game or game log: {reason}</source>
            <translation>Ce n'est pas une partie enregistrée ni un journal de partie : {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>its dice and events come out differently</source>
            <translation>ses dés et ses événements ne sont plus les mêmes</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} does not play again as it was saved ({reason}): the file was changed, or saved by a version with other rules.</source>
            <translation>{path} ne se rejoue pas tel qu'il a été enregistré ({reason}) : le fichier a été modifié, ou enregistré par une version aux règles différentes.</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} holds a scenario this version cannot play: {reason}</source>
            <translation>{path} contient un scénario que cette version ne peut pas jouer : {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>&amp;Save game…</source>
            <translation>&amp;Enregistrer la partie…</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Save the game to go on with it later: File &gt; Continue a saved game (Ctrl+S)</source>
            <translation>Enregistrer la partie pour la reprendre plus tard : Fichier &gt; Continuer une partie enregistrée (Ctrl+S)</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>&amp;Play from here…</source>
            <translation>&amp;Jouer à partir d'ici…</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Stop the replay and play the game on from this action, choosing who plays each side</source>
            <translation>Arrêter la relecture et poursuivre la partie à partir de cette action, en choisissant qui joue chaque camp</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Cannot save the game</source>
            <translation>Impossible d'enregistrer la partie</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Save game</source>
            <translation>Enregistrer la partie</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Saved games (*.json)</source>
            <translation>Parties enregistrées (*.json)</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Saved the game to {path}</source>
            <translation>Partie enregistrée dans {path}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Autosaved: turn {turn}, {side}'s segment</source>
            <translation>Sauvegarde automatique : tour {turn}, segment {side}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Autosave failed: {reason}</source>
            <translation>Échec de la sauvegarde automatique : {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Leave the game</source>
            <translation>Quitter la partie</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>The game is in progress. Save it before leaving?</source>
            <translation>La partie est en cours. L'enregistrer avant de la quitter ?</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Without saving, File &gt; Continue a saved game still finds its last autosave, from the start of this segment.</source>
            <translation>Sans enregistrer, Fichier &gt; Continuer une partie enregistrée retrouve encore sa dernière sauvegarde automatique, au début de ce segment.</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Next action</source>
            <translation>Action sui&amp;vante</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Back to the &amp;game</source>
            <translation>R&amp;etour à la partie</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Replay the opponent's segment</source>
            <translation>R&amp;ejouer le segment de l'adversaire</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Step through the computer's actions since you last acted, with its reasons (R)</source>
            <translation>Revoir une à une les actions de l'ordinateur depuis votre dernière action, avec ses raisons (R)</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Done</source>
            <translation>&amp;Terminé</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>The opponent's segment, before its first action. Next shows each action.</source>
            <translation>Le segment de l'adversaire, avant sa première action. « Suivante » montre chaque action.</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{n} of {total}</source>
            <translation>{n} sur {total}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{head}: an action out of sight</source>
            <translation>{head} : une action hors de vue</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{head}: {action}</source>
            <translation>{head} : {action}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>why: {reason}</source>
            <translation>raison : {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>outcome: {what}</source>
            <translation>résultat : {what}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Replay of the opponent's segment · action {n} of {total}</source>
            <translation>Rejeu du segment de l'adversaire · action {n} sur {total}</translation>
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
                <numerusform>%n unité dans cet hex : choisissez un onglet pour voir une unité et ses choix.</numerusform>
                <numerusform>%n unités dans cet hex : choisissez un onglet pour voir une unité et ses choix.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/stack_tabs.py" />
            <source>Whole stack</source>
            <translation>Pile entière</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Hotseat: two people at this computer</source>
            <translation>Hotseat : deux joueurs sur cet ordinateur</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Against the computer</source>
            <translation>Contre l'ordinateur</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer against computer (watch)</source>
            <translation>Ordinateur contre ordinateur (observer)</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Automatic</source>
            <translation>Automatique</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Ask me: opportunity fire, casualties, rally order</source>
            <translation>Me demander : tir d'opportunité, pertes, ordre de ralliement</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Ask me: when enemy units move where yours could fire at them, you decide who fires (opportunity fire and fire lanes), with the odds shown; when your units take Casualty Points from fire, you choose which are pinned, reduced or eliminated; and you pick the order of your rally attempts. Automatic: the program decides, as it does for the computer.</source>
            <translation>Me demander : quand des unités ennemies se déplacent là où les vôtres pourraient leur tirer dessus, vous décidez qui tire (tir d'opportunité et lignes de tir), avec les chances affichées ; quand vos unités subissent des points de pertes sous le feu, vous choisissez lesquelles sont clouées, réduites ou éliminées ; et vous choisissez l'ordre de vos tentatives de ralliement. Automatique : le programme décide, comme il le fait pour l'ordinateur.</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Dice bias helps or hinders the computer: it is offered only against the computer</source>
            <translation>Le biais des dés aide ou gêne l'ordinateur : il n'est proposé que contre l'ordinateur</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Your side</source>
            <translation>Votre camp</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer level</source>
            <translation>Niveau de l'ordinateur</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer personality</source>
            <translation>Personnalité de l'ordinateur</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;Move</source>
            <translation>&amp;Déplacer</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Selec&amp;t</source>
            <translation>S&amp;électionner</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>ready</source>
            <translation>prête</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;All</source>
            <translation>&amp;Toutes</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;None</source>
            <translation>A&amp;ucune</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Assa&amp;ult move</source>
            <translation>Mouvement d'a&amp;ssaut</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Half the movement allowance, and +1 cover while moving (6.4)</source>
            <translation>La moitié de la capacité de mouvement, et +1 de couvert pendant le mouvement (6.4)</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Sm&amp;oke</source>
            <translation>Fu&amp;mée</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Place smoke in the units' hex or next to it as they start (11.2)</source>
            <translation>Poser de la fumée dans l'hexagone des unités ou à côté au départ (11.2)</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>S&amp;plit</source>
            <translation>Sc&amp;inder</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;Combine</source>
            <translation>&amp;Combiner</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Split the checked squad into two half squads</source>
            <translation>Scinder l'escouade cochée en deux demi-escouades</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Combine the two checked half squads into a squad</source>
            <translation>Réunir les deux demi-escouades cochées en une escouade</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Swap &amp;weapon</source>
            <translation>Éc&amp;hanger l'arme</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/unit_popup.py" />
            <source>{hex}: %n unit(s) — check the ones to act</source>
            <translation>
                <numerusform>{hex} : %n unité — cochez celles qui agissent</numerusform>
                <numerusform>{hex} : %n unités — cochez celles qui agissent</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>These units cannot start a move together now.</source>
            <translation>Ces unités ne peuvent pas commencer un mouvement ensemble maintenant.</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>These units have nothing to do alone now; check the others too.</source>
            <translation>Ces unités n'ont rien à faire seules maintenant ; cochez aussi les autres.</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Check at least one unit.</source>
            <translation>Cochez au moins une unité.</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>Decisive victory</source>
            <translation>Victoire décisive</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>Decisive defeat</source>
            <translation>Défaite décisive</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>The battle is over</source>
            <translation>La bataille est terminée</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>{side} wins</source>
            <translation>Victoire : {side}</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>A draw</source>
            <translation>Match nul</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>{level} for the attacker ({side})</source>
            <translation>{level} pour l'attaquant ({side})</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/victory.py" />
            <source>After %n turn(s): {reason}</source>
            <translation>
                <numerusform>Après %n tour : {reason}</numerusform>
                <numerusform>Après %n tours : {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/victory.py" />
            <source>{side}: lost {lost} of {start} points, %n unit(s) exited</source>
            <translation>
                <numerusform>{side} : {lost} points perdus sur {start}, %n unité sortie</numerusform>
                <numerusform>{side} : {lost} points perdus sur {start}, %n unités sorties</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Test run: {title}</source>
            <translation>Partie d'essai : {title}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Choices</source>
            <translation>Choix</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Turn {turn} of {turns} · the battle is over</source>
            <translation>Tour {turn} sur {turns} · la bataille est terminée</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act (computer)</source>
            <translation>À jouer : {side} (ordinateur)</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act (replayed)</source>
            <translation>{side} joue (relecture)</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act</source>
            <translation>À jouer : {side}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Turn {turn} of {turns} · {side}'s segment · {phase} phase · {actor}</source>
            <translation>Tour {turn} sur {turns} · segment : {side} · phase : {phase} · {actor}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source> · moving {units}: {spent:g} MP spent, {left:g} left</source>
            <translation> · déplacement de {units} : {spent:g} MP dépensés, reste {left:g}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Save the game log</source>
            <translation>Enregistrer le journal de partie</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Saved the game log to {path}</source>
            <translation>Journal de partie enregistré dans {path}</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Zoom in (+)</source>
            <translation>Zoom avant (+)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Zoom out (−)</source>
            <translation>Zoom arrière (−)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Readable counters, centred on the side to act (Ctrl+0)</source>
            <translation>Pions lisibles, centré sur le camp qui joue (Ctrl+0)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Fit</source>
            <translation>Ajuster</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>The whole map (F)</source>
            <translation>Toute la carte (F)</translation>
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
            <translation>+3 ou plus</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>out of sight</source>
            <translation>hors de vue</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>&lt;b&gt;Line of sight&lt;/b&gt;&lt;br&gt;Click a hex to see what it sees. Esc leaves.</source>
            <translation>&lt;b&gt;Ligne de vue&lt;/b&gt;&lt;br&gt;Cliquez sur un hexagone pour voir ce qu'il voit. Esc pour quitter.</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>LOS probe: click a hex, then point at another; right click or Esc to stop</source>
            <translation>Sonde de ligne de vue : cliquez sur un hexagone, puis pointez-en un autre ; clic droit ou Esc pour arrêter</translation>
        </message>
        <message numerus="yes">
            <location filename="../tools/los_tool.py" />
            <source>&lt;b&gt;From {hex}&lt;/b&gt;: sees %n hex(es), {blocked} out of sight.&lt;br&gt;Point at a hex for the line.</source>
            <translation>
                <numerusform>&lt;b&gt;Depuis {hex}&lt;/b&gt; : voit %n hex, {blocked} hors de vue.&lt;br&gt;Pointez un hex pour la ligne.</numerusform>
                <numerusform>&lt;b&gt;Depuis {hex}&lt;/b&gt; : voit %n hex, {blocked} hors de vue.&lt;br&gt;Pointez un hex pour la ligne.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>range {n}</source>
            <translation>portée {n}</translation>
        </message>
        <message>
            <location filename="../tools/place_tool.py" />
            <source>Click a hex on the map to place {what}</source>
            <translation>Cliquez sur un hexagone de la carte pour placer {what}</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;New scenario…</source>
            <translation>&amp;Nouveau scénario…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Open draft…</source>
            <translation>&amp;Ouvrir un brouillon…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Open c&amp;ustom scenario…</source>
            <translation>Ou&amp;vrir un scénario personnalisé…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Import packages…</source>
            <translation>&amp;Importer des paquets de scénario…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Save &amp;as…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Close scenario</source>
            <translation>&amp;Fermer le scénario</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Delete in hex</source>
            <translation>&amp;Supprimer dans l'hexagone</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Rotate clockwise</source>
            <translation>Pivoter dans le sens &amp;horaire</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Rotate &amp;anticlockwise</source>
            <translation>Pivoter dans le sens &amp;antihoraire</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>S&amp;top placing</source>
            <translation>A&amp;rrêter le placement</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Fit to window</source>
            <translation>A&amp;juster à la fenêtre</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Scenario</source>
            <translation>&amp;Scénario</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Help</source>
            <translation>Aid&amp;e</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Copy stack</source>
            <translation>&amp;Copier la pile</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Paste stack</source>
            <translation>C&amp;oller la pile</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Line of sight probe</source>
            <translation>&amp;Sonde de ligne de vue</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Line of sight probe (L): click a hex to see what it sees</source>
            <translation>Sonde de ligne de vue (L) : cliquez sur un hexagone pour voir ce qu'il voit</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Select a hex with a stack to copy</source>
            <translation>Sélectionnez un hexagone avec une pile à copier</translation>
        </message>
        <message numerus="yes">
            <location filename="../window/editing_extras.py" />
            <source>Copied %n counter(s) from {hex}; Ctrl+V pastes them</source>
            <translation>
                <numerusform>%n pion copié depuis {hex} ; Ctrl+V le colle</numerusform>
                <numerusform>%n pions copiés depuis {hex} ; Ctrl+V les colle</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Copy a stack first (Ctrl+C), then pick a hex to paste into</source>
            <translation>Copiez d'abord une pile (Ctrl+C), puis choisissez un hexagone où la coller</translation>
        </message>
        <message>
            <location filename="../window/history_dock.py" />
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <location filename="../window/history_dock.py" />
            <source>&lt;opened&gt;</source>
            <translation>&lt;opened&gt;</translation>
        </message>
        <message>
            <location filename="../window/layout_settings.py" />
            <source>&amp;Reset window layout</source>
            <translation>Réinitialiser la &amp;disposition des fenêtres</translation>
        </message>
        <message>
            <location filename="../window/layout_settings.py" />
            <source>Docks and toolbar back where a first start puts them</source>
            <translation>Remet les panneaux et la barre d'outils à leur place du premier démarrage</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Open draft</source>
            <translation>Ouvrir un brouillon</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Open custom scenario</source>
            <translation>Ouvrir un scénario personnalisé</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Cannot save the scenario</source>
            <translation>Impossible d'enregistrer le scénario</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Saved {path}</source>
            <translation>{path} enregistré</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Click hexes to place {what}; right click or Esc to stop</source>
            <translation>Cliquez sur des hexagones pour placer {what} ; clic droit ou Esc pour arrêter</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Nothing in this hex has a facing</source>
            <translation>Rien dans cet hexagone n'a d'orientation</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>New scenario</source>
            <translation>Nouveau scénario</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Create scenario</source>
            <translation>Créer le scénario</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Add →</source>
            <translation>Ajouter →</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Move left</source>
            <translation>Déplacer à gauche</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Move right</source>
            <translation>Déplacer à droite</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Turn 180°</source>
            <translation>Tourner de 180°</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Battlefield, left to right</source>
            <translation>Champ de bataille, de gauche à droite</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source> (turned 180°)</source>
            <translation> (tournée de 180°)</translation>
        </message>
        <message numerus="yes">
            <location filename="../window/new_scenario_dialog.py" />
            <source>%n board(s), {h} hexes</source>
            <translation>
                <numerusform>%n plateau, {h} hex</numerusform>
                <numerusform>%n plateaux, {h} hex</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Add at least one board.</source>
            <translation>Ajoutez au moins une carte.</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>Problems</source>
            <translation>Problèmes</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>No problems: the scenario follows the placement rules.</source>
            <translation>Aucun problème : le scénario respecte les règles de placement.</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>Problems ({n})</source>
            <translation>Problèmes ({n})</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenarios (*.json)</source>
            <translation>Scénarios (*.json)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenarios and packages (*.json *.zip)</source>
            <translation>Scénarios et paquets de scénario (*.json *.zip)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenario packages (*.zip)</source>
            <translation>Paquets de scénario (*.zip)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>PNG pictures (*.png)</source>
            <translation>Images PNG (*.png)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Save scenario</source>
            <translation>Enregistrer le scénario</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Unsaved changes</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>« {name} » contient des modifications non enregistrées. Les enregistrer d'abord ?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Recover unsaved work?</source>
            <translation>Récupérer le travail non enregistré ?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>The editor was not closed properly last time. It autosaved:

{what}

Recover it?</source>
            <translation>L'éditeur n'a pas été fermé correctement la dernière fois. Il a enregistré automatiquement :

{what}

Le récupérer ?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Recover</source>
            <translation>Récupérer</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Discard</source>
            <translation>Abandonner</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Ask me later</source>
            <translation>Me demander plus tard</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Main toolbar</source>
            <translation>Barre d'outils principale</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>&amp;Select</source>
            <translation>&amp;Sélectionner</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>&amp;Place from the palette</source>
            <translation>&amp;Placer depuis la palette</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Select</source>
            <translation>Sélectionner</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Place</source>
            <translation>Placer</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Hide units</source>
            <translation>Masquer les unités</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Pick a counter or marker in the palette, then click hexes to place it</source>
            <translation>Choisissez un pion ou un marqueur dans la palette, puis cliquez sur des hexagones pour le placer</translation>
        </message>
    </context>
    <context>
        <name>placement</name>
        <message>
            <location filename="../../core/placement/force_rules.py" />
            <source>the {side} side has no units: place some on the map or bring them in a reinforcement group</source>
            <translation>le camp {side} n'a aucune unité : placez-en sur la carte ou faites-les arriver dans un groupe de renforts</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>units of both sides share this hex ({who})</source>
            <translation>des unités des deux camps partagent cet hexagone ({who})</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{count} {side} stacks are placed in this hex: merge them into one</source>
            <translation>{count} piles du camp {side} sont placées dans cet hexagone : fusionnez-les en une seule</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{count} {group}</source>
            <translation>{count} {group}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{units} may not share a hex with the {fortification}: only {allowed} may</source>
            <translation>{units} ne peuvent pas partager un hexagone avec cette fortification ({fortification}) : seuls les pions suivants le peuvent : {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{units} do not fit in the {fortification}: it holds {limits}</source>
            <translation>{units} ne tiennent pas dans la fortification ({fortification}) : elle contient {limits}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>too many units in one hex ({units}); a hex holds {limits}</source>
            <translation>trop d'unités dans un hexagone ({units}) ; un hexagone contient {limits}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>no unit may be in {terrain} hexes: {units} must be placed elsewhere</source>
            <translation>aucune unité ne peut se trouver dans un hexagone de terrain {terrain} : {units} doivent être placés ailleurs</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{terrain} hexes are closed to them: {units} must be placed elsewhere</source>
            <translation>les hexagones de terrain {terrain} leur sont interdits : {units} doivent être placés ailleurs</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{unit} cannot be in a {terrain} hex without a road</source>
            <translation>{unit} ne peut pas se trouver dans un hexagone de terrain {terrain} sans route</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>the large gun {unit} (0 MP) cannot be in a {terrain} hex</source>
            <translation>le gros canon {unit} (0 MP) ne peut pas se trouver dans un hexagone de terrain {terrain}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this fortification is not on the battlefield</source>
            <translation>cette fortification n'est pas sur le champ de bataille</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>unknown fortification type {type}</source>
            <translation>type de fortification inconnu {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>no {fortification} on a bridge: {kind}s go only in {allowed}</source>
            <translation>pas de fortification {fortification} sur un pont : ce type ({kind}) ne se place que dans ces terrains : {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>no {fortification} in {terrain}: {kind}s go only in {allowed}</source>
            <translation>pas de fortification {fortification} en terrain {terrain} : ce type ({kind}) ne se place que dans ces terrains : {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{count} fortifications or entrenchments share this hex; a hex holds one</source>
            <translation>{count} fortifications ou retranchements partagent cet hexagone ; un hexagone n'en contient qu'un</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>a {fortification} needs a facing: it fires only through its forward arc</source>
            <translation>la fortification {fortification} doit avoir une orientation : elle ne tire que par son arc frontal</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{fortification} cannot be hidden; only minefields can</source>
            <translation>la fortification {fortification} ne peut pas être cachée ; seuls les champs de mines le peuvent</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this smoke marker is not on the battlefield</source>
            <translation>ce fumigène n'est pas sur le champ de bataille</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{count} smoke markers are in this hex; only one may be</source>
            <translation>{count} fumigènes se trouvent dans cet hexagone ; un seul est permis</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this objective is not on the battlefield</source>
            <translation>cet objectif n'est pas sur le champ de bataille</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>two objectives are in the same hex</source>
            <translation>deux objectifs se trouvent dans le même hexagone</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>objectives start flying the defender's ({defender}) flag, not the {owner} one</source>
            <translation>les objectifs commencent sous le drapeau du défenseur ({defender}), pas sous celui du camp {owner}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an objective scenario needs at least one objective on the map</source>
            <translation>un scénario à objectifs a besoin d'au moins un objectif sur la carte</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the attacker must hold {required} objectives but the map has only {total}</source>
            <translation>l'attaquant doit tenir {required} objectifs mais la carte n'en compte que {total}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this exit hex is not on the battlefield</source>
            <translation>cet hexagone de sortie n'est pas sur le champ de bataille</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>exit hexes must lie on an edge of the map</source>
            <translation>les hexagones de sortie doivent se trouver sur un bord de la carte</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an exit scenario needs at least one exit hex</source>
            <translation>un scénario de sortie a besoin d'au moins un hexagone de sortie</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an exit scenario needs the number of units the attacker must exit</source>
            <translation>un scénario de sortie doit indiquer le nombre d'unités que l'attaquant doit faire sortir</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the attacker must exit {goal} units but can exit at most {force} (units on the map with their riders and towed guns, reinforcements that arrive in time, and the half squads its squads could split into)</source>
            <translation>l'attaquant doit faire sortir {goal} unités mais ne peut en faire sortir que {force} au plus (les unités sur la carte avec leurs passagers et canons remorqués, les renforts qui arrivent à temps et les demi-escouades en lesquelles ses escouades pourraient se scinder)</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the {side} side holds an unknown weapon {weapon}</source>
            <translation>le camp {side} détient une arme inconnue {weapon}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{weapon} is not an expendable (X) weapon; give it to a unit instead</source>
            <translation>{weapon} n'est pas une arme consommable (X) ; donnez-la plutôt à une unité</translation>
        </message>
        <message>
            <location filename="../../core/placement/reinforcement_rules.py" />
            <source>{group}: due on turn {turn} of a {turns}-turn scenario, they never arrive</source>
            <translation>{group} : attendus au tour {turn} d'un scénario de {turns} tours, ils n'arrivent jamais</translation>
        </message>
        <message>
            <location filename="../../core/placement/reinforcement_rules.py" />
            <source>{group}: {edge} is not a map edge; they come on from the north, east, south or west edge</source>
            <translation>{group} : {edge} n'est pas un bord de carte ; les renforts entrent par le bord nord, est, sud ou ouest</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names no hex yet</source>
            <translation>la règle spéciale {number} ne nomme encore aucun hexagone</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names a hex that is not on the battlefield</source>
            <translation>la règle spéciale {number} nomme un hexagone qui n'est pas sur le champ de bataille</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} ends on turn {last}, before it begins (turn {first})</source>
            <translation>la règle spéciale {number} se termine au tour {last}, avant de commencer (tour {first})</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names turn {turn}, but the scenario has {turns} turns</source>
            <translation>la règle spéciale {number} nomme le tour {turn}, mais le scénario compte {turns} tours</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: there is no hexside feature {feature}</source>
            <translation>règle spéciale {number} : il n'existe pas de côté d'hexagone {feature}</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} limits exits, but this is not an exit scenario</source>
            <translation>la règle spéciale {number} limite les sorties, mais ce n'est pas un scénario de sortie</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names a hex that is not an exit hex</source>
            <translation>la règle spéciale {number} nomme un hexagone qui n'est pas un hexagone de sortie</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} holds the units set up here, but there are none</source>
            <translation>la règle spéciale {number} immobilise les unités placées ici, mais il n'y en a aucune</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: no reinforcement group arrives on turn {turn} at the {edge} edge</source>
            <translation>règle spéciale {number} : aucun groupe de renforts n'arrive au tour {turn} par le bord {edge}</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} forbids smoke, but a side has smoke factors</source>
            <translation>la règle spéciale {number} interdit les fumigènes, mais un camp a des facteurs de fumée</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} changes neither terrain nor level</source>
            <translation>la règle spéciale {number} ne change ni le terrain ni le niveau</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: there is no terrain {terrain}</source>
            <translation>règle spéciale {number} : il n'existe pas de terrain {terrain}</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} limits where reinforcements enter, but that side has none</source>
            <translation>la règle spéciale {number} limite l'entrée des renforts, mais ce camp n'en a aucun</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} lets reinforcements enter here, but no group of theirs arrives at this edge</source>
            <translation>la règle spéciale {number} fait entrer des renforts ici, mais aucun de leurs groupes n'arrive par ce bord</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a cave must lie within {spacing} hexes of another cave of its side</source>
            <translation>une grotte doit se trouver à {spacing} hexagones au plus d’une autre grotte de son camp</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>this tunnel runs off the battlefield</source>
            <translation>ce tunnel sort du champ de bataille</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a tunnel's hexes must follow one another, each next to the one before</source>
            <translation>les hexagones d’un tunnel doivent se suivre, chacun voisin du précédent</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a tunnel must begin and end at a cave of its side</source>
            <translation>un tunnel doit commencer et finir à une grotte de son camp</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>this tunnel runs {length} hexes; a tunnel may be at most {most} hexes long</source>
            <translation>ce tunnel s’étend sur {length} hexagones ; un tunnel ne peut dépasser {most} hexagones</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>no tunnel may pass under {terrain}</source>
            <translation>aucun tunnel ne peut passer sous le terrain {terrain}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>unknown unit type {type}</source>
            <translation>type d'unité inconnu {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a support weapon: it must be carried by a squad, half squad or leader</source>
            <translation>{unit} est une arme de soutien : elle doit être portée par une escouade, une demi-escouade ou un chef</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} ({nationality}) cannot fight for the {side} side</source>
            <translation>{unit} ({nationality}) ne peut pas combattre pour le camp {side}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a half squad, and this side's order of battle does not allow half squads at the start</source>
            <translation>{unit} est une demi-escouade, et l'ordre de bataille de ce camp n'autorise pas de demi-escouades au départ</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot be a hero: a hero is a leader counter</source>
            <translation>{unit} ne peut pas être un héros : un héros est un pion de chef</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} needs a facing (the hexside its front points at)</source>
            <translation>{unit} doit avoir une orientation (le côté d'hexagone vers lequel pointe son avant)</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is infantry and has no facing</source>
            <translation>{unit} est de l'infanterie et n'a pas d'orientation</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot carry support weapons; only squads, half squads and leaders do</source>
            <translation>{unit} ne peut pas porter d'armes de soutien ; seuls les escouades, demi-escouades et chefs le peuvent</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {count} support weapons ({weapons}); a unit carries one</source>
            <translation>{unit} porte {count} armes de soutien ({weapons}) ; une unité n'en porte qu'une</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries an unknown weapon type {type}</source>
            <translation>{unit} porte un type d'arme inconnu {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {weapon}, which is not a support weapon</source>
            <translation>{unit} porte {weapon}, qui n'est pas une arme de soutien</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {weapon}: expendable (X) weapons are held by the side, not by a unit</source>
            <translation>{unit} porte {weapon} : les armes consommables (X) sont détenues par le camp, pas par une unité</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a leader and may carry only a light (L) weapon, not {weapon}</source>
            <translation>{unit} est un chef et ne peut porter qu'une arme légère (L), pas {weapon}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is not a transport and cannot carry passengers</source>
            <translation>{unit} n'est pas un transport et ne peut pas emporter de passagers</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{passenger} rides with {unit} and cannot carry units itself</source>
            <translation>{passenger} est transporté par {unit} et ne peut pas lui-même transporter d'unités</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries only infantry, not {others}; guns are towed</source>
            <translation>{unit} ne transporte que de l'infanterie, pas {others} ; les canons sont remorqués</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} ({transport}) carries {passengers}; {capacity}</source>
            <translation>{unit} ({transport}) transporte {passengers} ; {capacity}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot tow a gun ({gun})</source>
            <translation>{unit} ne peut pas remorquer de canon ({gun})</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} may tow only a gun, not {gun}</source>
            <translation>{unit} ne peut remorquer qu'un canon, pas {gun}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} (TH) cannot tow the large gun {gun} (0 MP)</source>
            <translation>{unit} (TH) ne peut pas remorquer le gros canon {gun} (0 MP)</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>the {side} side cannot be of nationality {nationality}</source>
            <translation>le camp {side} ne peut pas être de nationalité {nationality}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>this stack is not on the battlefield</source>
            <translation>cette pile n'est pas sur le champ de bataille</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{weapon} lies in the hex: give it to a squad, half squad or leader</source>
            <translation>{weapon} est posée dans l'hexagone : donnez-la à une escouade, une demi-escouade ou un chef</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>unit id {id} is used {count} times ({units}); each counter needs its own id</source>
            <translation>l'identifiant d'unité {id} est utilisé {count} fois ({units}) ; chaque pion a besoin de son propre identifiant</translation>
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
            <translation>deux</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>three</source>
            <translation>trois</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>four</source>
            <translation>quatre</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>infantry unit</source>
            <translation>unité d’infanterie</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>infantry units</source>
            <translation>unités d’infanterie</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <location filename="../../core/texts.py" />
            <source>gun</source>
            <translation>canon</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>guns</source>
            <translation>canons</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV</source>
            <translation>VBC</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs</source>
            <translation>VBC</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV or vehicle</source>
            <translation>VBC ou véhicule</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs or vehicles</source>
            <translation>VBC ou véhicules</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV, vehicle or gun</source>
            <translation>VBC, véhicule ou canon</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs, vehicles or guns</source>
            <translation>VBC, véhicules ou canons</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>allied</source>
            <translation>alliés</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>axis</source>
            <translation>axe</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>attacker</source>
            <translation>attaquant</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>defender</source>
            <translation>défenseur</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>north</source>
            <translation>nord</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>east</source>
            <translation>est</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>south</source>
            <translation>sud</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>west</source>
            <translation>ouest</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>entrenchment</source>
            <translation>retranchement</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>small</source>
            <translation>petite</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>medium</source>
            <translation>moyenne</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>large</source>
            <translation>grande</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>infantry</source>
            <translation>infanterie</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>leader</source>
            <translation>chef</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>vehicle</source>
            <translation>véhicule</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>fortification</source>
            <translation>fortification</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Open ground</source>
            <translation>Terrain découvert</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Farmland (field)</source>
            <translation>Terres agricoles (champ)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Farmland (crop)</source>
            <translation>Terres agricoles (cultures)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Building (stone)</source>
            <translation>Bâtiment (pierre)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Woods</source>
            <translation>Bois</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Stream</source>
            <translation>Ruisseau</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Orchard</source>
            <translation>Verger</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hay stacks</source>
            <translation>Meules de foin</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Canal</source>
            <translation>Canal</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Pond</source>
            <translation>Étang</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Marsh</source>
            <translation>Marais</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>River</source>
            <translation>Rivière</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Ocean</source>
            <translation>Océan</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Beach</source>
            <translation>Plage</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Desert</source>
            <translation>Désert</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Jungle</source>
            <translation>Jungle</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Palm grove</source>
            <translation>Palmeraie</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Gully</source>
            <translation>Ravin</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Wadi</source>
            <translation>Oued</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Stone wall</source>
            <translation>Mur de pierre</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hedge</source>
            <translation>Haie</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hedgerow (bocage)</source>
            <translation>Haie de bocage</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Concrete bunker</source>
            <translation>Bunker en béton</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Wood and earth bunker</source>
            <translation>Bunker en bois et terre</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Sandbags</source>
            <translation>Sacs de sable</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Barbed wire</source>
            <translation>Barbelés</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Minefield</source>
            <translation>Champ de mines</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Foxholes</source>
            <translation>Trous d’homme</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Trench</source>
            <translation>Tranchée</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Cave</source>
            <translation>Grotte</translation>
        </message>
    </context>
    <context>
        <name>core</name>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>an edge half hex must be open ground at level 0 so that any board can join this one</source>
            <translation>un demi-hex de bord doit être en terrain découvert au niveau 0 pour que tout plateau puisse s’y raccorder</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a {feature} on the board edge would belong to the neighbouring board</source>
            <translation>un élément « {feature} » sur le bord du plateau appartiendrait au plateau voisin</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a {feature} between two edge half hexes would be cut by the seam</source>
            <translation>un élément « {feature} » entre deux demi-hex de bord serait coupé par la jointure</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>the road from {hex} crosses a {feature}</source>
            <translation>la route venant de {hex} franchit un élément « {feature} »</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a road runs into impassable water without a bridge</source>
            <translation>une route mène dans une eau infranchissable sans pont</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a bridge must cross a stream, canal or river</source>
            <translation>un pont doit franchir un ruisseau, un canal ou une rivière</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a bridge must be on a road</source>
            <translation>un pont doit être sur une route</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the challenge</source>
            <translation>lors du défi</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the acceptance of the challenge</source>
            <translation>lors de l'acceptation du défi</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the first turn</source>
            <translation>au premier tour</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the Move Phase</source>
            <translation>à la fin de la phase de mouvement</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>after the Defensive Fire Phase</source>
            <translation>après la phase de tir défensif</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the segment</source>
            <translation>à la fin du segment</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the game</source>
            <translation>à la fin de la partie</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>by resigning</source>
            <translation>par un abandon</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Command Phase</source>
            <translation>phase de commandement</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Fire Phase</source>
            <translation>phase de tir</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Movement Phase</source>
            <translation>phase de mouvement</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Defensive Fire Phase</source>
            <translation>phase de tir défensif</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Advance Phase</source>
            <translation>phase d'avance</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>After Action Phase</source>
            <translation>phase d'après-action</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>ignored</source>
            <translation>ignoré</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>pinned</source>
            <translation>cloué</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>reduced</source>
            <translation>réduit</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>reduced and pinned</source>
            <translation>réduit et cloué</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>survived, pinned</source>
            <translation>a survécu, cloué</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>eliminated</source>
            <translation>éliminé</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>hit</source>
            <translation>touché</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>miss</source>
            <translation>raté</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>major victory</source>
            <translation>victoire majeure</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>minor victory</source>
            <translation>victoire mineure</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>draw</source>
            <translation>match nul</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>minor defeat</source>
            <translation>défaite mineure</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>major defeat</source>
            <translation>défaite majeure</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} moved to {hex}</source>
            <translation>{units} : déplacement en {hex}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firers} fired at {target} (opportunity fire): roll {roll}, {cp} casualty points</source>
            <translation>Tir de {firers} sur {target} (tir d'opportunité) : jet {roll}, {cp} points de pertes</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firers} fired at {target}: roll {roll}, {cp} casualty points</source>
            <translation>Tir de {firers} sur {target} : jet {roll}, {cp} points de pertes</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firer} fired AT at {target}: roll {roll}, {result}</source>
            <translation>Tir AC de {firer} sur {target} : jet {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} assaulted {target} at {odds}: roll {roll}, succeeded</source>
            <translation>Assaut de {units} sur {target} à {odds} : jet {roll}, réussi</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} assaulted {target} at {odds}: roll {roll}, failed</source>
            <translation>Assaut de {units} sur {target} à {odds} : jet {roll}, échoué</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{afv} overran {target}</source>
            <translation>Débordement de {target} par {afv}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {unit} eliminated</source>
            <translation>  {unit} éliminé</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>turn {number} begins</source>
            <translation>le tour {number} commence</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>game over: {level}</source>
            <translation>fin de partie : {level}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>game over: {winner} {level}</source>
            <translation>fin de partie : {winner}, {level}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{unit} {result}</source>
            <translation>{unit} : {result}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {hex}: {points} casualty points</source>
            <translation>  {hex} : {points} points de pertes</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {hex}: {points} casualty points ({results})</source>
            <translation>  {hex} : {points} points de pertes ({results})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{side} resigned: the game is over</source>
            <translation>{side} : abandon, la partie est finie</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>the game is over: {winner} ({level})</source>
            <translation>la partie est finie : {winner} ({level})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>the game is over</source>
            <translation>la partie est finie</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{side} to play (turn {turn}, {phase})</source>
            <translation>à jouer : {side} (tour {turn}, {phase})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{title}: handed over by {side} {point} (hand-over {number}, {actions} actions)</source>
            <translation>{title} : main passée par {side} {point} (passage {number}, {actions} actions)</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>note: {side} opened the previous file {count} times before replying</source>
            <translation>note : le fichier précédent a été ouvert {count} fois par {side} avant la réponse</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>note: the first {count} actions were played hotseat before this e-mail game, with the saved game's own dice: not verified by both players</source>
            <translation>note : les {count} premières actions ont été jouées en hotseat avant cette partie par e-mail, avec les dés de la partie sauvegardée : non vérifiées par les deux joueurs</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>message: {message}</source>
            <translation>message : {message}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first} and {last}</source>
            <translation>{first} et {last}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first} or {last}</source>
            <translation>{first} ou {last}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first}; or {last}</source>
            <translation>{first} ; ou {last}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>no battlefield template serves {size} battles</source>
            <translation>aucun modèle de champ de bataille ne convient aux batailles de taille {size}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>no battle location could hold these forces: {reasons}</source>
            <translation>aucun lieu de bataille ne peut accueillir ces forces : {reasons}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>the generated battle breaks {count} rule(s), first: {problem}</source>
            <translation>la bataille générée enfreint {count} règle(s), la première : {problem}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>the generated battle does not fit the scenario format: {error}</source>
            <translation>la bataille générée ne respecte pas le format de scénario : {error}</translation>
        </message>
        <message>
            <location filename="../../generator/deploy.py" />
            <source>{formation}: no room left in the {side}'s areas</source>
            <translation>{formation} : plus de place dans les zones ({side})</translation>
        </message>
        <message>
            <location filename="../../generator/map_additions.py" />
            <source>{location}: only {count} objective candidates</source>
            <translation>{location} : seulement {count} objectifs possibles</translation>
        </message>
    </context>
</TS>
