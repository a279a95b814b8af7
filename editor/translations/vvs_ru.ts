<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>editor</name>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Major victory</source>
            <translation>Крупная победа</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Minor victory</source>
            <translation>Малая победа</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Draw</source>
            <translation>Ничья</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Minor defeat</source>
            <translation>Малое поражение</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <location filename="../testrun/victory.py" />
            <source>Major defeat</source>
            <translation>Крупное поражение</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n партия</numerusform>
                <numerusform>%n партии</numerusform>
                <numerusform>%n партий</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of at most %n game(s) so far</source>
            <translation>
                <numerusform>{played} из не более чем %n партии пока</numerusform>
                <numerusform>{played} из не более чем %n партий пока</numerusform>
                <numerusform>{played} из не более чем %n партий пока</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of %n game(s) so far</source>
            <translation>
                <numerusform>{played} из %n партии пока</numerusform>
                <numerusform>{played} из %n партий пока</numerusform>
                <numerusform>{played} из %n партий пока</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/chart.py" />
            <source>{played} of %n game(s) (cut short)</source>
            <translation>
                <numerusform>{played} из %n партии (прервано)</numerusform>
                <numerusform>{played} из %n партий (прервано)</numerusform>
                <numerusform>{played} из %n партий (прервано)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>seeds {first}–{last}</source>
            <translation>зёрна {first}–{last}</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>no seeds played</source>
            <translation>ни одного зерна не сыграно</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>attacker {attacker} ({side}) vs defender {defender} ({other})</source>
            <translation>атакующий {attacker} ({side}) против обороняющегося {defender} ({other})</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>How the games ended, told from the attacker's side</source>
            <translation>Как закончились партии (с точки зрения атакующего)</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>{n} of {m}</source>
            <translation>{n} из {m}</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>Attacker wins {share}% (95% interval {low}–{high}%)</source>
            <translation>Атакующий побеждает в {share}% (95%-й интервал {low}–{high}%)</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>Attacker wins: no games played yet</source>
            <translation>Победы атакующего: партий ещё не сыграно</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>fair: {low}–{high}%</source>
            <translation>равные шансы: {low}–{high}%</translation>
        </message>
        <message>
            <location filename="../balance/chart.py" />
            <source>The victory levels and the attacker's win rate show here as the games end.</source>
            <translation>Уровни победы и доля побед атакующего появятся здесь по мере завершения партий.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, easy</source>
            <translation>Компьютер, лёгкий</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, normal</source>
            <translation>Компьютер, обычный</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Computer, hard</source>
            <translation>Компьютер, сложный</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Simple player</source>
            <translation>Простой игрок</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>major victory</source>
            <translation>крупная победа</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>minor victory</source>
            <translation>малая победа</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>draw</source>
            <translation>ничья</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>minor defeat</source>
            <translation>малое поражение</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../testrun/event_words.py" />
            <source>major defeat</source>
            <translation>крупное поражение</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>attacker wins {attacker}, draws {draw}, defender wins {defender}</source>
            <translation>победы атакующего {attacker}, ничьи {draw}, победы обороняющегося {defender}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>victory levels (the attacker's): {levels}</source>
            <translation>уровни победы (атакующего): {levels}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>mean turns {turns}; mean points lost: attacker {attacker} ({attacker_share}%), defender {defender} ({defender_share}%)</source>
            <translation>ходов в среднем: {turns}; потеряно очков в среднем: атакующий {attacker} ({attacker_share}%), обороняющийся {defender} ({defender_share}%)</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Stopped after %n game(s): {why}.</source>
            <translation>
                <numerusform>Остановлено после %n партии: {why}.</numerusform>
                <numerusform>Остановлено после %n партий: {why}.</numerusform>
                <numerusform>Остановлено после %n партий: {why}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Estimate balance: {title}</source>
            <translation>Оценка баланса: {title}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Stop when the answer is &amp;known (inside or outside {low}-{high}%)</source>
            <translation>Остановиться, когда ответ &amp;известен (внутри или вне {low}-{high}%)</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>After every game, a test that stays right at 95% however often it looks decides whether the attacker's rate is inside the band or outside it; the games stop there. Games is then the most it plays.</source>
            <translation>После каждой партии тест, который остаётся верным на 95 % сколько бы раз он ни проверял, решает, лежит ли доля побед атакующего внутри полосы или вне её; на этом партии заканчиваются. Тогда «Партии» — наибольшее их число.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Start</source>
            <translation>&amp;Начать</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../balance/probes_view.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Each game is played by the computer on both sides; game i uses seed S+i.</source>
            <translation>Каждую партию компьютер играет за обе стороны; партия i использует зерно S+i.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Result</source>
            <translation>&amp;Результат</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Where and why</source>
            <translation>&amp;Где и почему</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Skill and l&amp;uck</source>
            <translation>Мастерство и у&amp;дача</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Suggest a fi&amp;x</source>
            <translation>Предложить испр&amp;авление</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <location filename="../balance/probe_words.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>First seed</source>
            <translation>Первое зерно</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Worker processes</source>
            <translation>Рабочих процессов</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Attacker ({side})</source>
            <translation>Атакующий ({side})</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Defender ({side})</source>
            <translation>Обороняющийся ({side})</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Suggest a fix is searching: wait for it to end, or cancel it, then start.</source>
            <translation>Идёт поиск исправления: дождитесь его окончания или отмените его, затем начните.</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>Measure is playing its extra games: wait for it to end, or cancel it, then start.</source>
            <translation>Идёт измерение, играются дополнительные партии: дождитесь его окончания или отмените его, затем начните.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Cancelled after {played} of %n game(s): nothing is kept.</source>
            <translation>
                <numerusform>Отменено после {played} из %n партии: ничего не сохранено.</numerusform>
                <numerusform>Отменено после {played} из %n партий: ничего не сохранено.</numerusform>
                <numerusform>Отменено после {played} из %n партий: ничего не сохранено.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/dialog.py" />
            <source>Done: %n game(s) in {time}. The result is kept in the scenario's details (Edit &gt; Undo takes it back).</source>
            <translation>
                <numerusform>Готово: %n партия за {time}. Результат сохранён в сведениях о сценарии (Правка &gt; Отменить убирает его).</numerusform>
                <numerusform>Готово: %n партии за {time}. Результат сохранён в сведениях о сценарии (Правка &gt; Отменить убирает его).</numerusform>
                <numerusform>Готово: %n партий за {time}. Результат сохранён в сведениях о сценарии (Правка &gt; Отменить убирает его).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>The run stopped: {error}</source>
            <translation>Запуск прерван: {error}</translation>
        </message>
        <message>
            <location filename="../balance/dialog.py" />
            <source>&amp;Start again</source>
            <translation>Начать &amp;заново</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Estimate &amp;balance…</source>
            <translation>Оценить &amp;баланс…</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Play many computer-vs-computer games and see who wins how often</source>
            <translation>Сыграть много партий компьютера против компьютера и посмотреть, кто и как часто побеждает</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Balance hea&amp;t map</source>
            <translation>&amp;Тепловая карта баланса</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Draw where the last Estimate balance run's games were lost and fought on the map</source>
            <translation>Показать на карте, где шли бои и где несли потери партии последней оценки баланса</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Estimate balance</source>
            <translation>Оценить баланс</translation>
        </message>
        <message>
            <location filename="../balance/feature.py" />
            <source>Open a scenario to estimate its balance</source>
            <translation>Откройте сценарий, чтобы оценить его баланс</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>{title}: where {n} games were fought</source>
            <translation>{title}: где шли бои в {n} партиях</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>points lost per game (deeper: more)</source>
            <translation>очки потерь за партию (темнее — больше)</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>attacks made on the hex</source>
            <translation>атаки по гексу</translation>
        </message>
        <message>
            <location filename="../balance/heatmap.py" />
            <source>objective</source>
            <translation>цель</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The attacker never assaults</source>
            <translation>Атакующий никогда не идёт в рукопашную</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The attacker never lays smoke</source>
            <translation>Атакующий никогда не ставит дым</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>The defender never moves</source>
            <translation>Обороняющийся никогда не двигается</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probe_words.py" />
            <source>{rate} of %n game(s)</source>
            <translation>
                <numerusform>{rate} из %n партии</numerusform>
                <numerusform>{rate} из %n партий</numerusform>
                <numerusform>{rate} из %n партий</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Little spread: the dice decide this scenario more than the players' skill.</source>
            <translation>Разброс мал: этот сценарий решают кубики больше, чем мастерство игроков.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>A wide spread: a better player wins it far more often.</source>
            <translation>Разброс велик: лучший игрок побеждает гораздо чаще.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Some spread: skill counts, the dice too.</source>
            <translation>Разброс заметен: мастерство важно, кубики тоже.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Computer, hard, attacking computer, easy</source>
            <translation>Компьютер (сложный) атакует компьютер (лёгкий)</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Computer, easy, attacking computer, hard</source>
            <translation>Компьютер (лёгкий) атакует компьютер (сложный)</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>This run's players</source>
            <translation>Игроки этого прогона</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Skill headroom</source>
            <translation>Запас мастерства</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Who plays</source>
            <translation>Кто играет</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <location filename="../balance/suggest_view.py" />
            <source>Attacker wins</source>
            <translation>Победы атакующего</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Spread: {points} points. {reading}</source>
            <translation>Разброс: {points} п. {reading}</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>No luck share: every game of the run ended alike.</source>
            <translation>Доли удачи нет: все партии прогона закончились одинаково.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Luck share: {share}% (0%: the players' choices decide; 100%: the dice decide as much as a new game would).</source>
            <translation>Доля удачи: {share}% (0%: решают решения игроков; 100%: кубики решают столько же, сколько новая партия).</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Replayed with the same players' seeds and fresh dice</source>
            <translation>Переиграны с теми же зёрнами игроков и новыми кубиками</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Two unrelated games of this run</source>
            <translation>Две независимые партии этого прогона</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Luck</source>
            <translation>Удача</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Winner changed</source>
            <translation>Победитель сменился</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>{change} points ({low} to {high}) from {rate}</source>
            <translation>{change} п. (от {low} до {high}) относительно {rate}</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Each is played on the run's first seeds and compared game by game with the same seeds unrestricted. A change whose interval holds 0 says the move does not decide the scenario.</source>
            <translation>Каждая серия играется на первых зёрнах прогона и сравнивается партия за партией с теми же зёрнами без ограничения. Если интервал изменения содержит 0, этот ход не решает исход сценария.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Restricted play</source>
            <translation>Ограниченная игра</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>What if</source>
            <translation>Что если</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Change (95% interval)</source>
            <translation>Изменение (интервал 95%)</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>Cancelled: these figures come from the {played} of {planned} extra games that were played.</source>
            <translation>Отменено: эти цифры получены по {played} из {planned} сыгранных дополнительных партий.</translation>
        </message>
        <message>
            <location filename="../balance/probe_words.py" />
            <source>No extra game was played.</source>
            <translation>Дополнительных партий не сыграно.</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>Games for each figure: each skill run, the fresh-dice replays and each restricted run.</source>
            <translation>Партий на каждую цифру: каждая серия мастерства, переигровки с новыми кубиками и каждая ограниченная серия.</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>&amp;Measure skill, luck and restricted play</source>
            <translation>&amp;Измерить мастерство, удачу и ограниченную игру</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>&amp;Games per figure</source>
            <translation>&amp;Партий на цифру</translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>How much of the result is the players' skill, how much the dice, and what one kind of move is worth: extra games on this run's seeds. Measure plays them once a run has ended.</source>
            <translation>Какая часть результата — мастерство игроков, какая — кубики, и сколько стоит один вид хода: дополнительные партии на зёрнах этого прогона. «Измерить» играет их после окончания прогона.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probes_view.py" />
            <source>Measure plays %n extra game(s).</source>
            <translation>
                <numerusform>«Измерить» сыграет %n дополнительную партию.</numerusform>
                <numerusform>«Измерить» сыграет %n дополнительные партии.</numerusform>
                <numerusform>«Измерить» сыграет %n дополнительных партий.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>Suggest a fix is searching: wait for it to end, or cancel it, then measure.</source>
            <translation>Идёт поиск исправления: дождитесь его окончания или отмените его, затем измеряйте.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/probes_view.py" />
            <source>Playing %n extra game(s)…</source>
            <translation>
                <numerusform>Играется %n дополнительная партия…</numerusform>
                <numerusform>Играются %n дополнительные партии…</numerusform>
                <numerusform>Играются %n дополнительных партий…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/probes_view.py" />
            <source>The extra games stopped: {error}</source>
            <translation>Дополнительные партии остановлены: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>Starting %n worker process(es)…</source>
            <translation>
                <numerusform>Запуск %n рабочего процесса…</numerusform>
                <numerusform>Запуск %n рабочих процессов…</numerusform>
                <numerusform>Запуск %n рабочих процессов…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>{played} games (at most %n), {rate:.1f} games/s</source>
            <translation>
                <numerusform>{played} партий (не более %n), {rate:.1f} партий/с</numerusform>
                <numerusform>{played} партий (не более %n), {rate:.1f} партий/с</numerusform>
                <numerusform>{played} партий (не более %n), {rate:.1f} партий/с</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>at most {time} left</source>
            <translation>осталось не более {time}</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/runner.py" />
            <source>{played} of %n game(s), {rate:.1f} games/s</source>
            <translation>
                <numerusform>{played} из %n партии, {rate:.1f} партий/с</numerusform>
                <numerusform>{played} из %n партий, {rate:.1f} партий/с</numerusform>
                <numerusform>{played} из %n партий, {rate:.1f} партий/с</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>about {time} left</source>
            <translation>осталось около {time}</translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>{n} s</source>
            <translation>{n} с</translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>{n} min</source>
            <translation>{n} мин</translation>
        </message>
        <message>
            <location filename="../balance/runner.py" />
            <source>{h} h {m:02d} min</source>
            <translation>{h} ч {m:02d} мин</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>One {unit} more for the {role}, at {hex}</source>
            <translation>На один {unit} больше у стороны «{role}», в {hex}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>One {unit} fewer for the {role}</source>
            <translation>На один {unit} меньше у стороны «{role}»</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The {role}'s turn {before} reinforcements arrive on turn {turn}</source>
            <translation>Подкрепления стороны «{role}» с хода {before} прибывают на ходу {turn}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Exit goal of {goal} units instead of {before}</source>
            <translation>Цель выхода: {goal} подразделений вместо {before}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The attacker needs {required} objectives instead of {before}</source>
            <translation>Атакующему нужно {required} объектов вместо {before}</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>No objective at {hex} (the attacker needs {required} of {left})</source>
            <translation>Без объекта в {hex} (атакующему нужно {required} из {left})</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <location filename="../battle_generator/oob.py" />
            <source>attacker</source>
            <translation>атакующий</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <location filename="../battle_generator/oob.py" />
            <source>defender</source>
            <translation>обороняющийся</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>%n turn(s) instead of {before}</source>
            <translation>
                <numerusform>%n ход вместо {before}</numerusform>
                <numerusform>%n хода вместо {before}</numerusform>
                <numerusform>%n ходов вместо {before}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Suggest a &amp;fix</source>
            <translation>&amp;Предложить исправление</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Try small edits (turns, one unit, a reinforcement's turn, the goal), play the three the model ranks best on the same seeds, and list them by measured rate</source>
            <translation>Перебирает небольшие правки (ходы, одно подразделение, ход подкрепления, цель), играет три лучшие по оценке модели на тех же зёрнах и выводит их по измеренной доле побед</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>&amp;Apply to the scenario</source>
            <translation>&amp;Применить к сценарию</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Plays the scenario as it is, predicts every small edit, then measures the best three. Games is the most each of these runs plays.</source>
            <translation>Играет сценарий как есть, предсказывает каждую небольшую правку, затем измеряет три лучшие. «Партии» — наибольшее число партий в каждой из этих серий.</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Edit</source>
            <translation>Правка</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Predicted</source>
            <translation>Прогноз</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>A balance run or a Measure is under way: wait for it to end, or cancel it, then search.</source>
            <translation>Идёт оценка баланса или измерение: дождитесь окончания или отмените, затем ищите.</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Playing the scenario as it is…</source>
            <translation>Играется сценарий как есть…</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Cancelled: nothing was applied.</source>
            <translation>Отменено: ничего не применено.</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Playing the scenario as it is: %n game(s)…</source>
            <translation>
                <numerusform>Сценарий как есть: %n партия…</numerusform>
                <numerusform>Сценарий как есть: %n партии…</numerusform>
                <numerusform>Сценарий как есть: %n партий…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Predicted %n edit(s); playing the best…</source>
            <translation>
                <numerusform>Спрогнозирована %n правка; играются лучшие…</numerusform>
                <numerusform>Спрогнозированы %n правки; играются лучшие…</numerusform>
                <numerusform>Спрогнозировано %n правок; играются лучшие…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>Measuring edit {number} of {count}: %n game(s)…</source>
            <translation>
                <numerusform>Измеряется правка {number} из {count}: %n партия…</numerusform>
                <numerusform>Измеряется правка {number} из {count}: %n партии…</numerusform>
                <numerusform>Измеряется правка {number} из {count}: %n партий…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Choose an edit and press Apply (Edit &gt; Undo takes it back).</source>
            <translation>Выберите правку и нажмите «Применить» (Правка &gt; Отменить вернёт как было).</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>The search stopped: {error}</source>
            <translation>Поиск остановлен: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../balance/suggest_view.py" />
            <source>As it is, the attacker wins {rate} of %n game(s).</source>
            <translation>
                <numerusform>Как есть, атакующий выигрывает {rate} из %n партии.</numerusform>
                <numerusform>Как есть, атакующий выигрывает {rate} из %n партий.</numerusform>
                <numerusform>Как есть, атакующий выигрывает {rate} из %n партий.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>not played</source>
            <translation>не сыграна</translation>
        </message>
        <message>
            <location filename="../balance/suggest_view.py" />
            <source>Applied: {edit}. Edit &gt; Undo takes it back; Suggest a fix searches again from here.</source>
            <translation>Применено: {edit}. Правка &gt; Отменить вернёт как было; «Предложить исправление» начнёт поиск отсюда.</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is below the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>доля побед атакующего ниже полосы {low}–{high}% (95-процентная доверительная последовательность {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is inside the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>доля побед атакующего внутри полосы {low}–{high}% (95-процентная доверительная последовательность {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's win rate is above the {low}–{high}% band (95% confidence sequence {from_}–{to}%)</source>
            <translation>доля побед атакующего выше полосы {low}–{high}% (95-процентная доверительная последовательность {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>every game was played and the band is not yet decided (95% confidence sequence {from_}–{to}%)</source>
            <translation>сыграны все партии, а вопрос о полосе ещё не решён (95-процентная доверительная последовательность {from_}–{to}%)</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>the attacker's interval is narrow enough</source>
            <translation>интервал атакующего достаточно узок</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>every game was played</source>
            <translation>сыграны все партии</translation>
        </message>
        <message>
            <location filename="../balance/verdicts.py" />
            <source>cancelled</source>
            <translation>отменено</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Where the games were lost and fought shows here when a run ends.</source>
            <translation>Когда серия закончится, здесь будет видно, где шли бои и где были потери.</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Show on the &amp;map</source>
            <translation>Показать на &amp;карте</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Draw these fills and dots on the editor's map (View &gt; Balance heat map), to edit the scenario with them in sight</source>
            <translation>Нарисовать эти заливки и точки на карте редактора (Вид &gt; Тепловая карта баланса), чтобы править сценарий, видя их</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Played before the suggestion you applied: start a run to see the edited battle.</source>
            <translation>Сыграно до применённого предложения: запустите новую серию, чтобы увидеть изменённый бой.</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Points lost per game, by unit type:</source>
            <translation>Потерянные очки за партию по типам подразделений:</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>nothing</source>
            <translation>ничего</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>Victory-point margin at each turn's end (the defender's losses minus the attacker's): {values}</source>
            <translation>Перевес в победных очках в конце каждого хода (потери обороняющегося минус потери атакующего): {values}</translation>
        </message>
        <message>
            <location filename="../balance/why_view.py" />
            <source>The attacker holds {hex} at each turn's end in: {values}</source>
            <translation>Атакующий удерживает {hex} в конце каждого хода в: {values}</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>{name} (board {number})</source>
            <translation>{name} (карта {number})</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <location filename="../board_editor/feature.py" />
            <location filename="../start/preview.py" />
            <source>Board</source>
            <translation>Карта</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Shipped boards</source>
            <translation>Стандартные карты</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>My boards</source>
            <translation>Мои карты</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>No boards of your own yet: draw one with File &gt; New board… (only boards without problems are offered)</source>
            <translation>Своих карт пока нет: нарисуйте карту через Файл &gt; Новая карта… (предлагаются только карты без проблем)</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Deal the battle on boards you drew: one board for a small battle, two for medium, three for large</source>
            <translation>Создать бой на нарисованных вами картах: одна карта — малый бой, две — средний, три — большой</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Tick up to three boards, in the order they are laid left to right.</source>
            <translation>Отметьте до трёх карт в том порядке, в каком они выкладываются слева направо.</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Left to right: {boards}</source>
            <translation>Слева направо: {boards}</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>Tick one to three of your boards, or choose the shipped boards.</source>
            <translation>Отметьте от одной до трёх своих карт или выберите стандартные карты.</translation>
        </message>
        <message>
            <location filename="../battle_generator/boards_row.py" />
            <source>No battle can be dealt on these boards: {error}</source>
            <translation>На этих картах нельзя создать бой: {error}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Battle size</source>
            <translation>Масштаб боя</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Allied nation</source>
            <translation>Страна союзников</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Attacker</source>
            <translation>Атакующий</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Force type</source>
            <translation>Тип войск</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Role</source>
            <translation>Роль</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Scenario type</source>
            <translation>Тип сценария</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../pbem/dialogs.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Fog of war</source>
            <translation>Туман войны</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Dice bias</source>
            <translation>Смещение кубиков</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../battle_generator/feature.py" />
            <source>Generate a battle</source>
            <translation>Сгенерировать бой</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Choose the settings and press Generate.</source>
            <translation>Выберите настройки и нажмите «Сгенерировать».</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../preferences/dialog.py" />
            <source>Settings</source>
            <translation>Настройки</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Random</source>
            <translation>Случайно</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../details/dock.py" />
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../start/preview.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Boards</source>
            <translation>Карты</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Re-roll</source>
            <translation>Перебросить</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>A new seed, and a new battle from it</source>
            <translation>Новое зерно и новый бой на его основе</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Seed</source>
            <translation>Зерно</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Generate</source>
            <translation>Сгенерировать</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>The same settings and seed always give the same battle.</source>
            <translation>Одни и те же настройки и зерно всегда дают один и тот же бой.</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Save as draft…</source>
            <translation>Сохранить как черновик…</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Replace the open scenario</source>
            <translation>Заменить открытый сценарий</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Open in editor</source>
            <translation>Открыть в редакторе</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <location filename="../pbem/dialogs.py" />
            <location filename="../testrun/unit_popup.py" />
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>The seed must be a whole number.</source>
            <translation>Зерно должно быть целым числом.</translation>
        </message>
        <message numerus="yes">
            <location filename="../battle_generator/dialog.py" />
            <source>%n board(s) deal only these battle sizes: {sizes}. Tick more boards or choose another size.</source>
            <translation>
                <numerusform>%n карта даёт только такие размеры боя: {sizes}. Отметьте другие карты или выберите другой размер.</numerusform>
                <numerusform>%n карты дают только такие размеры боя: {sizes}. Отметьте другие карты или выберите другой размер.</numerusform>
                <numerusform>%n карт дают только такие размеры боя: {sizes}. Отметьте другие карты или выберите другой размер.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Not kept in the Generated Scenario slot: {error}</source>
            <translation>Не сохранено в ячейке «Сгенерированный сценарий»: {error}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>{side} attack</source>
            <translation>атакует: {side}</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>fog of war</source>
            <translation>туман войны</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>no fog of war</source>
            <translation>без тумана войны</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>dice bias: {bias}</source>
            <translation>смещение кубиков: {bias}</translation>
        </message>
        <message numerus="yes">
            <location filename="../battle_generator/dialog.py" />
            <source>%n turn(s)</source>
            <translation>
                <numerusform>%n ход</numerusform>
                <numerusform>%n хода</numerusform>
                <numerusform>%n ходов</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>seed</source>
            <translation>зерно</translation>
        </message>
        <message>
            <location filename="../battle_generator/dialog.py" />
            <source>Saved as {path}</source>
            <translation>Сохранено как {path}</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: {rate}%, predicted for this battle by the balance model ({players} on both sides; held-out Brier score {model} against {constant} for a constant guess).</source>
            <translation>Победа атакующего: {rate}%, предсказано для этого боя моделью баланса ({players} с обеих сторон; оценка Брайера на отложенных боях {model} против {constant} у постоянного прогноза).</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: not predicted — this battle is on your own boards, dealt on a template derived from their terrain. For reference only, built-in battles of this size ({size}): {rate}% ({low}–{high}%), measured on {games} held-out games, {players} on both sides. Open it and use Scenario &gt; Estimate balance to measure it.</source>
            <translation>Победа атакующего: не предсказана — этот бой на ваших собственных картах, создан по шаблону, выведенному из их местности. Только для сравнения, бои этого размера ({size}) на встроенных картах: {rate}% ({low}–{high}%), измерено на {games} отложенных партиях, {players} с обеих сторон. Откройте его и измерьте через Сценарий &gt; Оценить баланс.</translation>
        </message>
        <message>
            <location filename="../battle_generator/expectation_text.py" />
            <source>Attacker win: {rate}% ({low}–{high}%), measured on {games} held-out battles of this size ({size}), {players} on both sides. The per-battle model predicts no better (Brier score {model} against {constant}), so it is not shown. One battle can lie far from its size's rate: open it and use Scenario &gt; Estimate balance to measure it.</source>
            <translation>Победа атакующего: {rate}% ({low}–{high}%), измерено на {games} отложенных боях этого размера ({size}), {players} с обеих сторон. Модель для отдельного боя предсказывает не лучше (оценка Брайера {model} против {constant}), поэтому она не показана. Отдельный бой может сильно отличаться от показателя своего размера: откройте его и измерьте через Сценарий &gt; Оценить баланс.</translation>
        </message>
        <message>
            <location filename="../battle_generator/feature.py" />
            <source>&amp;Generate a battle…</source>
            <translation>Сгенерировать &amp;бой…</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>{nation} — {role} — {points} pts</source>
            <translation>{nation} — {role} — {points} очк.</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Counter</source>
            <translation>Фишка</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Number</source>
            <translation>Количество</translation>
        </message>
        <message>
            <location filename="../battle_generator/oob.py" />
            <source>Points</source>
            <translation>Очки</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Hide units</source>
            <translation>&amp;Скрыть подразделения</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>Hide every counter to see the terrain under it (U)</source>
            <translation>Скрыть все фишки, чтобы увидеть местность под ними (U)</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Both sides</source>
            <translation>&amp;Обе стороны</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>As the &amp;Allied player</source>
            <translation>За &amp;союзников</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>As the A&amp;xis player</source>
            <translation>&amp;За Ось</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>&amp;Next side's view</source>
            <translation>&amp;Вид следующей стороны</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>View as &amp;side</source>
            <translation>&amp;Глазами стороны</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>The scenario as each side's player sees it: without the enemy's hidden minefields, and under fog of war without the enemy units none of the side's own can see</source>
            <translation>Сценарий таким, каким его видит игрок каждой стороны: без скрытых минных полей противника, а при тумане войны — без вражеских подразделений, которых не видит ни одно своё</translation>
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
            <translation>Союзники</translation>
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
            <translation>Ось</translation>
        </message>
        <message>
            <location filename="../battlefield/display_feature.py" />
            <source>The map shows the scenario as the {side} player sees it (V for the next view)</source>
            <translation>Карта показывает сценарий так, как его видит игрок стороны «{side}» (V — следующий вид)</translation>
        </message>
        <message>
            <location filename="../battlefield/export_png.py" />
            <source>{path}: could not write the PNG file</source>
            <translation>{path}: не удалось записать файл PNG</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Rotate clockwise	R</source>
            <translation>Повернуть по часовой стрелке	R</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Rotate anticlockwise	Shift+R</source>
            <translation>Повернуть против часовой стрелки	Shift+R</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Edit stack…</source>
            <translation>Изменить стек…</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Weapons, passengers and order of the stack</source>
            <translation>Оружие, пассажиры и порядок в стеке</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <location filename="../commands/set_pinned.py" />
            <source>Unpin {unit}</source>
            <translation>Снять прижатие: {unit}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <location filename="../commands/set_pinned.py" />
            <source>Pin {unit}</source>
            <translation>Прижать: {unit}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove {unit}</source>
            <translation>Убрать {unit}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Delete stack	Del</source>
            <translation>Удалить стек	Del</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove fortification</source>
            <translation>Убрать укрепление</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove objective</source>
            <translation>Убрать цель</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove smoke</source>
            <translation>Убрать дым</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Remove exit hex</source>
            <translation>Убрать гекс выхода</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Nothing here: pick something in the palette</source>
            <translation>Здесь ничего нет: выберите что-нибудь в палитре</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Dig a tunnel to the cave in {hex} ({count} hexes)</source>
            <translation>Прорыть туннель к пещере в {hex} ({count} гекс.)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_actions.py" />
            <source>Fill in the tunnels under this hex</source>
            <translation>Засыпать туннели под этим гексом</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>N</source>
            <translation>С</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>NE</source>
            <translation>СВ</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>SE</source>
            <translation>ЮВ</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>S</source>
            <translation>Ю</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>SW</source>
            <translation>ЮЗ</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../board_editor/names.py" />
            <location filename="../commands/set_facing.py" />
            <source>NW</source>
            <translation>СЗ</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>APFP {a}, range {r}, casualty {c}</source>
            <translation>APFP {a}, дальность {r}, потери {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>leadership {m:+d}, APFP {a}, range {r}, casualty {c}</source>
            <translation>командование {m:+d}, APFP {a}, дальность {r}, потери {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>gun ATFP {t}, APFP {a}</source>
            <translation>орудие: ATFP {t}, APFP {a}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>MG {a}</source>
            <translation>MG {a}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>armour {f}/{r}</source>
            <translation>броня {f}/{r}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>casualty {c}</source>
            <translation>потери {c}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>{mp} MP</source>
            <translation>{mp} MP</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>carries {t}</source>
            <translation>перевозит {t}</translation>
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
            <translation>дальность {r}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>{type} (not in the unit list)</source>
            <translation>{type} (нет в списке подразделений)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>faces {d}</source>
            <translation>направление {d}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>pinned</source>
            <translation>прижат</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>hero</source>
            <translation>герой</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>with {w}</source>
            <translation>с {w}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>carrying {p}</source>
            <translation>везёт {p}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>towing {g}</source>
            <translation>буксирует {g}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>, level {n}</source>
            <translation>, уровень {n}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Hexsides: {s}</source>
            <translation>Стороны гекса: {s}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Road to {d}</source>
            <translation>Дорога на {d}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>hidden (19.71)</source>
            <translation>скрыто (19.71)</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Fortification: {f}</source>
            <translation>Укрепление: {f}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Objective, held by {side}</source>
            <translation>Цель, удерживает: {side}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Smoke, level {n}</source>
            <translation>Дым, уровень {n}</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <location filename="../palette/dock.py" />
            <source>Exit hex</source>
            <translation>Гекс выхода</translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Tunnel ({side}) from {start} to {end}</source>
            <translation>Туннель ({side}) из {start} в {end}</translation>
        </message>
        <message numerus="yes">
            <location filename="../battlefield/hex_info.py" />
            <source>{side} stack, %n counter(s)</source>
            <translation>
                <numerusform>Стопка ({side}), %n фишка</numerusform>
                <numerusform>Стопка ({side}), %n фишки</numerusform>
                <numerusform>Стопка ({side}), %n фишек</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../battlefield/hex_info.py" />
            <source>Loose: {w}</source>
            <translation>Без носителя: {w}</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>He&amp;x ids</source>
            <translation>Номера ге&amp;ксов</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>Each hex's name (C5) in its top corner</source>
            <translation>Имя каждого гекса (C5) в его верхнем углу</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>Centre &amp;dots</source>
            <translation>&amp;Центральные точки</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The dot in each hex's centre: black where the terrain gives cover or hinders sight, white where it does not</source>
            <translation>Точка в центре каждого гекса: чёрная, где местность даёт укрытие или мешает обзору, белая — где нет</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>&amp;Place names</source>
            <translation>&amp;Названия мест</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The names of villages, farms, woods and hills</source>
            <translation>Названия деревень, ферм, лесов и холмов</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>&amp;Mini-map</source>
            <translation>&amp;Мини-карта</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <source>The whole battlefield small in the map's corner, with the part on screen outlined: click it to look elsewhere</source>
            <translation>Всё поле боя в уменьшенном виде в углу карты, видимая часть обведена: щёлкните, чтобы посмотреть в другое место</translation>
        </message>
        <message>
            <location filename="../battlefield/map_toggles.py" />
            <location filename="../board_editor/window.py" />
            <location filename="../window/actions.py" />
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <location filename="../battlefield/mini_map.py" />
            <source>The whole map: click or drag to look there</source>
            <translation>Вся карта: щёлкните или перетащите, чтобы посмотреть туда</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Place name</source>
            <translation>Название места</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Name shown at {hex} (empty: none)</source>
            <translation>Название в {hex} (пусто: нет)</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Paste</source>
            <translation>Вставить</translation>
        </message>
        <message>
            <location filename="../board_editor/canvas.py" />
            <source>Turn selection 180°</source>
            <translation>Повернуть выделение на 180°</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>New &amp;board…</source>
            <translation>Новая ка&amp;рта…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Open boar&amp;d…</source>
            <translation>Открыть к&amp;арту…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Edit a board of this scenario…</source>
            <translation>Изменить карту этого сценария…</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Open a custom board the scenario stands on (one that came with a package, say)</source>
            <translation>Открыть пользовательскую карту, на которой построен сценарий (например, полученную в пакете)</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../board_editor/window.py" />
            <source>Open board</source>
            <translation>Открыть карту</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../board_editor/window.py" />
            <source>Boards (*.json)</source>
            <translation>Карты (*.json)</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>{file} cannot be opened as a board: {why}</source>
            <translation>{file} не удаётся открыть как карту: {why}</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>The open scenario uses only the shipped boards.</source>
            <translation>Открытый сценарий использует только стандартные карты.</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Board {n}: {name}</source>
            <translation>Карта {n}: {name}</translation>
        </message>
        <message>
            <location filename="../board_editor/feature.py" />
            <source>Edit a board</source>
            <translation>Изменить карту</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} at {hex}</source>
            <translation>{what}: {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>{what} on %n hex(es) around {hex}</source>
            <translation>
                <numerusform>{what}: %n гекс вокруг {hex}</numerusform>
                <numerusform>{what}: %n гекса вокруг {hex}</numerusform>
                <numerusform>{what}: %n гексов вокруг {hex}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Hexsides cleared: %n near {hex}</source>
            <translation>
                <numerusform>Очищена %n сторона гекса у {hex}</numerusform>
                <numerusform>Очищены %n стороны гексов у {hex}</numerusform>
                <numerusform>Очищено %n сторон гексов у {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} on a hexside of {hex}</source>
            <translation>{what} на стороне {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>{what} on %n hexside(s) near {hex}</source>
            <translation>
                <numerusform>{what}: %n сторона гекса у {hex}</numerusform>
                <numerusform>{what}: %n стороны гексов у {hex}</numerusform>
                <numerusform>{what}: %n сторон гексов у {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>{what} from {start} to {end}</source>
            <translation>{what} от {start} до {end}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint terrain</source>
            <translation>Нанести местность</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint hill level</source>
            <translation>Нанести уровень холма</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Fill: {what}, %n hex(es) from {hex}</source>
            <translation>
                <numerusform>Заливка: {what}, %n гекс от {hex}</numerusform>
                <numerusform>Заливка: {what}, %n гекса от {hex}</numerusform>
                <numerusform>Заливка: {what}, %n гексов от {hex}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/history.py" />
            <source>Rectangle fill: {what}, %n hex(es) from {start} to {end}</source>
            <translation>
                <numerusform>Заливка прямоугольника: {what}, %n гекс от {start} до {end}</numerusform>
                <numerusform>Заливка прямоугольника: {what}, %n гекса от {start} до {end}</numerusform>
                <numerusform>Заливка прямоугольника: {what}, %n гексов от {start} до {end}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <location filename="../board_editor/palette.py" />
            <source>Road</source>
            <translation>Дорога</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Road erased</source>
            <translation>Дорога стёрта</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Bridge at {hex}</source>
            <translation>Мост в {hex}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Bridge removed at {hex}</source>
            <translation>Мост убран в {hex}</translation>
        </message>
        <message>
            <location filename="../board_editor/history.py" />
            <source>Paint</source>
            <translation>Нанести</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>{hex}: {terrain}, {level}</source>
            <translation>{hex}: {terrain}, {level}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>hexsides: {sides}</source>
            <translation>стороны: {sides}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>road: {directions}</source>
            <translation>дорога: {directions}</translation>
        </message>
        <message>
            <location filename="../board_editor/hover.py" />
            <source>bridge</source>
            <translation>мост</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Ground level</source>
            <translation>Уровень земли</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Hill level 1</source>
            <translation>Холм, уровень 1</translation>
        </message>
        <message>
            <location filename="../board_editor/names.py" />
            <source>Hill level 2</source>
            <translation>Холм, уровень 2</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>New board</source>
            <translation>Новая карта</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Board number</source>
            <translation>Номер карты</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Name</source>
            <translation>Название</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Columns (odd)</source>
            <translation>Столбцы (нечётное число)</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Rows</source>
            <translation>Строки</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Board {n} exists already: a scenario could not tell the two apart.</source>
            <translation>Карта {n} уже существует: сценарий не сможет их различить.</translation>
        </message>
        <message>
            <location filename="../board_editor/new_board_dialog.py" />
            <source>Only boards of {rows} rows lie beside the shipped boards.</source>
            <translation>Рядом со стандартными картами можно ставить только карты из {rows} строк.</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <location filename="../special_rules/form.py" />
            <source>Terrain</source>
            <translation>Местность</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Hexsides (drag along the sides)</source>
            <translation>Стороны гексов (ведите вдоль сторон)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Clear hexside</source>
            <translation>Очистить сторону гекса</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Lines through hexes</source>
            <translation>Линии через гексы</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Erase road</source>
            <translation>Стереть дорогу</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Stream</source>
            <translation>Ручей</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Canal</source>
            <translation>Канал</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Gully</source>
            <translation>Овраг</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Wadi</source>
            <translation>Вади</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Bridge (click a road over water; a road over a stream without one is a ford)</source>
            <translation>Мост (щёлкните дорогу над водой; дорога через ручей без моста — это брод)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Hill level</source>
            <translation>Уровень холма</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Level {n}</source>
            <translation>Уровень {n}</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Other tools</source>
            <translation>Другие инструменты</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Place name (click a hex)</source>
            <translation>Название места (щёлкните гекс)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Fill (with the last terrain chosen)</source>
            <translation>Заливка (последней выбранной местностью)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Fill a rectangle (drag from corner to corner)</source>
            <translation>Залить прямоугольник (тянуть от угла до угла)</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Select rectangle</source>
            <translation>Выделить прямоугольником</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Select lasso</source>
            <translation>Выделить лассо</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Brushes</source>
            <translation>Кисти</translation>
        </message>
        <message>
            <location filename="../board_editor/palette.py" />
            <source>Brush: {name}; fill paints {terrain}</source>
            <translation>Кисть: {name}; заливка: {terrain}</translation>
        </message>
        <message>
            <location filename="../board_editor/problems.py" />
            <source>No problems: the board joins any other board, either way round.</source>
            <translation>Нет проблем: карта стыкуется с любой другой картой в любой ориентации.</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <location filename="../window/actions.py" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Увеличить</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <location filename="../window/actions.py" />
            <source>Zoom &amp;out</source>
            <translation>Ум&amp;еньшить</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Fit board</source>
            <translation>&amp;Вся карта</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Actual size (100%)</source>
            <translation>&amp;Реальный размер (100%)</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size &amp;{n}</source>
            <translation>Размер кисти &amp;{n}</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Smaller brush</source>
            <translation>Кисть &amp;меньше</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Larger brush</source>
            <translation>Кисть &amp;больше</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Keep edges legal</source>
            <translation>&amp;Соблюдать правило краёв</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size {n}: the hexes within {r} of the pointer</source>
            <translation>Размер кисти {n}: гексы в пределах {r} от указателя</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size 1: one hex</source>
            <translation>Размер кисти 1: один гекс</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Fills leave the edge half hexes open ground, as the edge rule asks</source>
            <translation>Заливка оставляет краевые полугексы открытой местностью, как требует правило краёв</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Zoom {percent}%</source>
            <translation>Масштаб {percent}%</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>&amp;Brush</source>
            <translation>&amp;Кисть</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Board view</source>
            <translation>Вид карты</translation>
        </message>
        <message>
            <location filename="../board_editor/view_controls.py" />
            <source>Brush size:</source>
            <translation>Размер кисти:</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Save board</source>
            <translation>&amp;Сохранить карту</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save board &amp;as…</source>
            <translation>Сохранить карту &amp;как…</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Open board…</source>
            <translation>&amp;Открыть карту…</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../testrun/saving.py" />
            <location filename="../window/actions.py" />
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Close board editor</source>
            <translation>&amp;Закрыть редактор карт</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Redo</source>
            <translation>&amp;Повторить</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Copy selection</source>
            <translation>&amp;Копировать выделение</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Paste (at the hex under the mouse)</source>
            <translation>Вст&amp;авить (в гекс под указателем)</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>&amp;Turn selection 180°</source>
            <translation>Повернуть в&amp;ыделение на 180°</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Turn &amp;copied hexes 180° before pasting</source>
            <translation>Поворачивать &amp;скопированные гексы на 180° перед вставкой</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Select &amp;none</source>
            <translation>Снять &amp;выделение</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../window/actions.py" />
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Picked {what} from {hex}</source>
            <translation>Взято: {what} из {hex}</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>valid</source>
            <translation>готова</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/window.py" />
            <source>draft: %n problem(s)</source>
            <translation>
                <numerusform>черновик: %n проблема</numerusform>
                <numerusform>черновик: %n проблемы</numerusform>
                <numerusform>черновик: %n проблем</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Board editor — board {n}: {name} ({state}){dirty}</source>
            <translation>Редактор карт — карта {n}: {name} ({state}){dirty}</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>{file} cannot be opened as a board:
{why}</source>
            <translation>{file} не удаётся открыть как карту:
{why}</translation>
        </message>
        <message numerus="yes">
            <location filename="../board_editor/window.py" />
            <source>Saved as a draft: fix the %n problem(s) before a scenario can use it.</source>
            <translation>
                <numerusform>Сохранено как черновик: исправьте %n проблему, прежде чем сценарий сможет её использовать.</numerusform>
                <numerusform>Сохранено как черновик: исправьте %n проблемы, прежде чем сценарий сможет её использовать.</numerusform>
                <numerusform>Сохранено как черновик: исправьте %n проблем, прежде чем сценарий сможет её использовать.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Saved: new scenarios can use board {n}.</source>
            <translation>Сохранено: новые сценарии могут использовать карту {n}.</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save board as</source>
            <translation>Сохранить карту как</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <location filename="../help/shortcuts.py" />
            <source>Board editor</source>
            <translation>Редактор карт</translation>
        </message>
        <message>
            <location filename="../board_editor/window.py" />
            <source>Save the changes to board {n}?</source>
            <translation>Сохранить изменения карты {n}?</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Scenario cards (*.pdf *.png)</source>
            <translation>Карточки сценариев (*.pdf *.png)</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>E&amp;xport scenario card…</source>
            <translation>Экспортировать карто&amp;чку сценария…</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>A printable card of the scenario: briefing, set-up map, forces, victory and rules</source>
            <translation>Карточка сценария для печати: брифинг, карта расстановки, силы, условия победы и правила</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Open a scenario to export its card</source>
            <translation>Откройте сценарий, чтобы экспортировать его карточку</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Export scenario card</source>
            <translation>Экспорт карточки сценария</translation>
        </message>
        <message>
            <location filename="../card/feature.py" />
            <source>Cannot export the card</source>
            <translation>Не удаётся экспортировать карточку</translation>
        </message>
        <message numerus="yes">
            <location filename="../card/feature.py" />
            <source>Wrote {path} (%n page(s))</source>
            <translation>
                <numerusform>Записан {path} (%n страница)</numerusform>
                <numerusform>Записан {path} (%n страницы)</numerusform>
                <numerusform>Записан {path} (%n страниц)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/add_exit_hex.py" />
            <source>Add exit hex {hex}</source>
            <translation>Добавить гекс выхода {hex}</translation>
        </message>
        <message>
            <location filename="../commands/add_fortification.py" />
            <source>Add {what} in {hex}</source>
            <translation>Добавить {what} в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/add_reinforcement.py" />
            <source>Add {side} reinforcements, turn {turn}, {edge} edge</source>
            <translation>Добавить подкрепления ({side}), ход {turn}, край {edge}</translation>
        </message>
        <message>
            <location filename="../commands/add_reinforcement_units.py" />
            <source>Add {units} to the reinforcements</source>
            <translation>Добавить {units} в подкрепления</translation>
        </message>
        <message>
            <location filename="../commands/add_weapon.py" />
            <source>Add {weapon} in {hex}</source>
            <translation>Добавить {weapon} в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/apply_suggestion.py" />
            <source>Apply suggestion: {edit}</source>
            <translation>Применить предложение: {edit}</translation>
        </message>
        <message>
            <location filename="../commands/attach_loose_weapon.py" />
            <location filename="../commands/give_weapon.py" />
            <source>Give {weapon} to {unit}</source>
            <translation>Передать {weapon} подразделению {unit}</translation>
        </message>
        <message>
            <location filename="../commands/dig_tunnel.py" />
            <source>Dig a tunnel from {start} to {end}</source>
            <translation>Прорыть туннель из {start} в {end}</translation>
        </message>
        <message>
            <location filename="../commands/dig_tunnel.py" />
            <source>Fill in the tunnels under {hex}</source>
            <translation>Засыпать туннели под {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/face_hex.py" />
            <location filename="../commands/rotate_unit.py" />
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n подразделение</numerusform>
                <numerusform>%n подразделения</numerusform>
                <numerusform>%n подразделений</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/face_hex.py" />
            <source>Nothing in {hex} faces a hexside (only vehicles, guns and bunkers do)</source>
            <translation>В {hex} нечего направлять на сторону гекса (направление есть только у техники, орудий и бункеров)</translation>
        </message>
        <message>
            <location filename="../commands/face_hex.py" />
            <source>Face {what} in {hex} {direction}</source>
            <translation>Направить {what} в {hex} на {direction}</translation>
        </message>
        <message>
            <location filename="../commands/give_reinforcement_weapon.py" />
            <source>Give {weapon} to a reinforcement</source>
            <translation>Передать {weapon} подкреплению</translation>
        </message>
        <message>
            <location filename="../commands/join_half_squads.py" />
            <source>Join {unit}s in {hex}</source>
            <translation>Объединить {unit} в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/load_unit.py" />
            <source>Load {unit} into {transport}</source>
            <translation>Погрузить {unit} в {transport}</translation>
        </message>
        <message>
            <location filename="../commands/macros.py" />
            <source>Delete stack in {hex}</source>
            <translation>Удалить стек в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/macros.py" />
            <source>Delete markers in {hex}</source>
            <translation>Удалить маркеры в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/move_stack.py" />
            <location filename="../tools/select_tool.py" />
            <source>Move stack from {origin} to {target}</source>
            <translation>Переместить стек из {origin} в {target}</translation>
        </message>
        <message>
            <location filename="../commands/move_weapon.py" />
            <source>Hand {weapon} to {unit}</source>
            <translation>Отдать {weapon} подразделению {unit}</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/paste_stacks.py" />
            <source>Paste %n counter(s) in {hex}</source>
            <translation>
                <numerusform>Вставить %n фишку в {hex}</numerusform>
                <numerusform>Вставить %n фишки в {hex}</numerusform>
                <numerusform>Вставить %n фишек в {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/place_unit.py" />
            <source>Place {unit} in {hex}</source>
            <translation>Поставить {unit} в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_exit_hex.py" />
            <source>Remove exit hex {hex}</source>
            <translation>Убрать гекс выхода {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_fortification.py" />
            <source>Remove fortification from {hex}</source>
            <translation>Убрать укрепление из {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_loose_weapon.py" />
            <source>Remove {weapon} from {hex}</source>
            <translation>Убрать {weapon} из {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_objective.py" />
            <source>Remove objective from {hex}</source>
            <translation>Убрать цель из {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_passenger.py" />
            <location filename="../commands/remove_unit.py" />
            <source>Remove {unit} from {hex}</source>
            <translation>Убрать {unit} из {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement.py" />
            <source>Remove {side} reinforcements, turn {turn}, {edge} edge</source>
            <translation>Убрать подкрепления ({side}), ход {turn}, край {edge}</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement_unit.py" />
            <source>Remove {unit} from the reinforcements</source>
            <translation>Убрать {unit} из подкреплений</translation>
        </message>
        <message>
            <location filename="../commands/remove_reinforcement_weapon.py" />
            <source>Take a reinforcement's support weapon away</source>
            <translation>Забрать оружие поддержки у подкрепления</translation>
        </message>
        <message>
            <location filename="../commands/remove_smoke.py" />
            <source>Remove smoke from {hex}</source>
            <translation>Убрать дым из {hex}</translation>
        </message>
        <message>
            <location filename="../commands/remove_weapon.py" />
            <source>Remove {weapon} from {unit}</source>
            <translation>Забрать {weapon} у {unit}</translation>
        </message>
        <message>
            <location filename="../commands/rotate_fortification.py" />
            <source>Rotate fortification in {hex}</source>
            <translation>Повернуть укрепление в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/rotate_unit.py" />
            <source>Rotate {unit} in {hex}</source>
            <translation>Повернуть {unit} в {hex}</translation>
        </message>
        <message numerus="yes">
            <location filename="../commands/set_balance.py" />
            <source>Estimate balance (%n game(s))</source>
            <translation>
                <numerusform>Оценка баланса (%n партия)</numerusform>
                <numerusform>Оценка баланса (%n партии)</numerusform>
                <numerusform>Оценка баланса (%n партий)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../commands/set_details.py" />
            <source>Change {fields}</source>
            <translation>Изменить: {fields}</translation>
        </message>
        <message>
            <location filename="../commands/set_facing.py" />
            <source>{unit} has no facing (only vehicles and guns face a hexside, 7.1)</source>
            <translation>{unit}: нет направления (на сторону гекса направляются только техника и орудия, 7.1)</translation>
        </message>
        <message>
            <location filename="../commands/set_facing.py" />
            <source>Face {unit} {direction}</source>
            <translation>Направить {unit} на {direction}</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_facing.py" />
            <source>Face fortification in {hex} {direction}</source>
            <translation>Направить укрепление в {hex} на {direction}</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_hidden.py" />
            <source>Hide the {kind} in {hex}</source>
            <translation>Скрыть {kind} в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_fortification_hidden.py" />
            <source>Reveal the {kind} in {hex}</source>
            <translation>Раскрыть {kind} в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_hero.py" />
            <source>Make {unit} a hero</source>
            <translation>Сделать {unit} героем</translation>
        </message>
        <message>
            <location filename="../commands/set_hero.py" />
            <source>{unit} no longer a hero</source>
            <translation>{unit} больше не герой</translation>
        </message>
        <message>
            <location filename="../commands/set_objective.py" />
            <source>Set {owner} objective in {hex}</source>
            <translation>Поставить цель ({owner}) в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_reinforcement.py" />
            <source>Reinforcements arrive on turn {turn}</source>
            <translation>Подкрепления прибывают на ходу {turn}</translation>
        </message>
        <message>
            <location filename="../commands/set_reinforcement.py" />
            <source>Reinforcements enter from the {edge} edge</source>
            <translation>Подкрепления входят с края {edge}</translation>
        </message>
        <message>
            <location filename="../commands/set_smoke.py" />
            <source>Set smoke {level} in {hex}</source>
            <translation>Поставить дым {level} в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Add special rule: {kind}</source>
            <translation>Добавить особое правило: {kind}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Remove special rule: {kind}</source>
            <translation>Удалить особое правило: {kind}</translation>
        </message>
        <message>
            <location filename="../commands/set_special_rules.py" />
            <source>Change special rule: {kind}</source>
            <translation>Изменить особое правило: {kind}</translation>
        </message>
        <message>
            <location filename="../commands/split_squad.py" />
            <source>Split {unit} in {hex}</source>
            <translation>Разделить {unit} в {hex}</translation>
        </message>
        <message>
            <location filename="../commands/unload_unit.py" />
            <source>Unload {unit} in {hex}</source>
            <translation>Выгрузить {unit} в {hex}</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>US</source>
            <translation>США</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>British</source>
            <translation>Великобритания</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>Soviet</source>
            <translation>СССР</translation>
        </message>
        <message>
            <location filename="../counters/style.py" />
            <source>German</source>
            <translation>Германия</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Measured balance</source>
            <translation>Измеренный баланс</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Measured before the last rule changes: estimate again (Scenario &gt; Estimate balance).</source>
            <translation>Измерено до последних изменений правил: оцените заново (Сценарий &gt; Оценить баланс).</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Not measured yet: Scenario &gt; Estimate balance plays many computer games and keeps the result here.</source>
            <translation>Ещё не измерено: Сценарий &gt; Оценить баланс сыграет много компьютерных партий и сохранит результат здесь.</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/balance.py" />
            <source>Attacker wins {rate} of %n game(s), {attacker} against {defender}.</source>
            <translation>
                <numerusform>Атакующий выигрывает {rate} из %n партии, {attacker} против {defender}.</numerusform>
                <numerusform>Атакующий выигрывает {rate} из %n партий, {attacker} против {defender}.</numerusform>
                <numerusform>Атакующий выигрывает {rate} из %n партий, {attacker} против {defender}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Victory levels (the attacker's): {levels}.</source>
            <translation>Уровни победы (для атакующего): {levels}.</translation>
        </message>
        <message>
            <location filename="../details/balance.py" />
            <source>Seeds {first}–{last}, {turns:.1f} turns on average</source>
            <translation>Зёрна {first}–{last}, в среднем {turns:.1f} хода</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Scenario details</source>
            <translation>Сведения о сценарии</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Scenario</source>
            <translation>Сценарий</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Title</source>
            <translation>Название</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>What the players read before the battle</source>
            <translation>Что игроки читают перед боем</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Briefing</source>
            <translation>Брифинг</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Defender</source>
            <translation>Обороняющийся</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>First player</source>
            <translation>Первый игрок</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Turns</source>
            <translation>Ходов</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Weather</source>
            <translation>Погода</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Type and victory</source>
            <translation>Тип и условия победы</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Type</source>
            <translation>Тип</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Objectives to hold</source>
            <translation>Целей для удержания</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>all</source>
            <translation>все</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Play all turns</source>
            <translation>Играть все ходы</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Units to exit</source>
            <translation>Подразделений для выхода</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>not set</source>
            <translation>не задано</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Exit hexes</source>
            <translation>Гексы выхода</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>Mark exit hexes on a map edge with the palette's Objectives tab.</source>
            <translation>Отметьте гексы выхода на краю карты на вкладке «Цели» палитры.</translation>
        </message>
        <message>
            <location filename="../details/dock.py" />
            <source>The side that loses fewer points wins; the victory level follows the difference.</source>
            <translation>Побеждает сторона, потерявшая меньше очков; уровень победы зависит от разницы.</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n squad(s)</source>
            <translation>
                <numerusform>%n отделение</numerusform>
                <numerusform>%n отделения</numerusform>
                <numerusform>%n отделений</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n half squad(s)</source>
            <translation>
                <numerusform>%n полуотделение</numerusform>
                <numerusform>%n полуотделения</numerusform>
                <numerusform>%n полуотделений</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n leader(s)</source>
            <translation>
                <numerusform>%n командир</numerusform>
                <numerusform>%n командира</numerusform>
                <numerusform>%n командиров</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n weapon(s)</source>
            <translation>
                <numerusform>%n оружие</numerusform>
                <numerusform>%n оружия</numerusform>
                <numerusform>%n единиц оружия</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n gun(s)</source>
            <translation>
                <numerusform>%n орудие</numerusform>
                <numerusform>%n орудия</numerusform>
                <numerusform>%n орудий</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n AFV(s)</source>
            <translation>
                <numerusform>%n БМ</numerusform>
                <numerusform>%n БМ</numerusform>
                <numerusform>%n БМ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n vehicle(s)</source>
            <translation>
                <numerusform>%n машина</numerusform>
                <numerusform>%n машины</numerusform>
                <numerusform>%n машин</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>{n} unknown</source>
            <translation>неизвестных: {n}</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>no counters yet</source>
            <translation>фишек пока нет</translation>
        </message>
        <message numerus="yes">
            <location filename="../details/side.py" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n очко</numerusform>
                <numerusform>%n очка</numerusform>
                <numerusform>%n очков</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Nationality</source>
            <translation>Страна</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Light barrages</source>
            <translation>Лёгкие артналёты</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Heavy barrages</source>
            <translation>Тяжёлые артналёты</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Air strikes</source>
            <translation>Авиаудары</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Smoke factors</source>
            <translation>Факторы дыма</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Sniper</source>
            <translation>Снайпер</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Half squads allowed at the start (13.10)</source>
            <translation>Полуотделения разрешены в начале (13.10)</translation>
        </message>
        <message>
            <location filename="../details/side.py" />
            <source>Order of battle</source>
            <translation>Боевой состав</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>&amp;Export package…</source>
            <translation>&amp;Экспортировать пакет…</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Save to Custo&amp;m scenarios</source>
            <translation>Сохранить в пользовательские с&amp;ценарии</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export map as &amp;PNG…</source>
            <translation>Экспортировать карту в &amp;PNG…</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Import all from the Import &amp;folder</source>
            <translation>Импортировать &amp;всё из папки импорта</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Open &amp;Recent</source>
            <translation>Недавние &amp;файлы</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <location filename="../window/main_window.py" />
            <source>Cannot open the scenario</source>
            <translation>Не удаётся открыть сценарий</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>{path} is no longer there.</source>
            <translation>{path} больше не существует.</translation>
        </message>
        <message numerus="yes">
            <location filename="../files/features.py" />
            <location filename="../window/services.py" />
            <source>{title} is refused while the scenario breaks placement rules. Problems to fix: %n (click one to see its hex); then try again.</source>
            <translation>
                <numerusform>{title}: отказано, пока сценарий нарушает правила расстановки. Проблем для исправления: %n (щелкните по одной, чтобы увидеть её гекс); затем повторите.</numerusform>
                <numerusform>{title}: отказано, пока сценарий нарушает правила расстановки. Проблем для исправления: %n (щелкните по одной, чтобы увидеть её гекс); затем повторите.</numerusform>
                <numerusform>{title}: отказано, пока сценарий нарушает правила расстановки. Проблем для исправления: %n (щелкните по одной, чтобы увидеть её гекс); затем повторите.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export package</source>
            <translation>Экспорт пакета</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot export the package</source>
            <translation>Не удаётся экспортировать пакет</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Exported {path}</source>
            <translation>Экспортировано: {path}</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Save to Custom scenarios</source>
            <translation>Сохранить в пользовательские сценарии</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Custom scenario “{name}” exists. Replace it?</source>
            <translation>Пользовательский сценарий «{name}» уже существует. Заменить его?</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Saved to Custom scenarios as “{name}”</source>
            <translation>Сохранено в пользовательские сценарии как «{name}»</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Export map as PNG</source>
            <translation>Экспорт карты в PNG</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot export the map</source>
            <translation>Не удаётся экспортировать карту</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Wrote {path}</source>
            <translation>Записано: {path}</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>No packages in {folder}. Put .zip packages there and import again.</source>
            <translation>В {folder} нет пакетов. Поместите туда пакеты .zip и повторите импорт.</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Cannot recover the scenario</source>
            <translation>Не удаётся восстановить сценарий</translation>
        </message>
        <message>
            <location filename="../files/features.py" />
            <source>Recover unsaved changes</source>
            <translation>Восстановить несохранённые изменения</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>There was nothing to import.</source>
            <translation>Импортировать было нечего.</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{imported} imported, {refused} refused.</source>
            <translation>Импортировано: {imported}, отклонено: {refused}.</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{package}: imported as “{name}”</source>
            <translation>{package}: импортирован как «{name}»</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>{package}: refused — {why}</source>
            <translation>{package}: отклонён — {why}</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <location filename="../window/prompts.py" />
            <source>Import packages</source>
            <translation>Импорт пакетов</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>Package</source>
            <translation>Пакет</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Result</source>
            <translation>Результат</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>imported as “{name}”</source>
            <translation>импортирован как «{name}»</translation>
        </message>
        <message>
            <location filename="../files/import_report.py" />
            <source>refused: {why}</source>
            <translation>отклонён: {why}</translation>
        </message>
        <message numerus="yes">
            <location filename="../files/packages.py" />
            <source>%n placement problem(s) left</source>
            <translation>
                <numerusform>Осталась %n проблема расстановки</numerusform>
                <numerusform>Осталось %n проблемы расстановки</numerusform>
                <numerusform>Осталось %n проблем расстановки</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../files/recent.py" />
            <source>No recent files</source>
            <translation>Нет недавних файлов</translation>
        </message>
        <message>
            <location filename="../files/recent.py" />
            <source>&amp;Clear the list</source>
            <translation>&amp;Очистить список</translation>
        </message>
        <message>
            <location filename="../files/recovery.py" />
            <source>never saved</source>
            <translation>ещё не сохранялся</translation>
        </message>
        <message>
            <location filename="../files/recovery.py" />
            <source>“{title}” ({where}), autosaved {time}</source>
            <translation>«{title}» ({where}), автосохранение {time}</translation>
        </message>
        <message>
            <location filename="../files/violations_dialog.py" />
            <source>Click to show {hex} on the map</source>
            <translation>Щёлкните, чтобы показать {hex} на карте</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>This build does not carry the libraries' package metadata, so their licences cannot be listed here.</source>
            <translation>В этой сборке нет метаданных пакетов библиотек, поэтому их лицензии здесь не перечислить.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>A scenario editor, random battle generator and test run for the Valor &amp; Victory wargame.</source>
            <translation>Редактор сценариев, генератор случайных боёв и пробные партии для варгейма Valor &amp; Victory.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Licence: MIT.</source>
            <translation>Лицензия: MIT.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Running on Python {python} and Qt {qt}.</source>
            <translation>Работает на Python {python} и Qt {qt}.</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Libraries</source>
            <translation>Библиотеки</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>As their installed packages state them:</source>
            <translation>Как указано в их установленных пакетах:</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Library</source>
            <translation>Библиотека</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Version</source>
            <translation>Версия</translation>
        </message>
        <message>
            <location filename="../help/about.py" />
            <source>Licence</source>
            <translation>Лицензия</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Сочетания клавиш</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;Placing units and problems</source>
            <translation>&amp;Расстановка подразделений и проблемы</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>&amp;About V&amp;&amp;V Scenario Studio</source>
            <translation>&amp;О программе V&amp;&amp;V Scenario Studio</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <location filename="../help/shortcuts.py" />
            <source>Keyboard shortcuts</source>
            <translation>Сочетания клавиш</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>Placing units and problems</source>
            <translation>Расстановка подразделений и проблемы</translation>
        </message>
        <message>
            <location filename="../help/feature.py" />
            <source>About V&amp;V Scenario Studio</source>
            <translation>О программе V&amp;V Scenario Studio</translation>
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
&lt;h2&gt;Расстановка подразделений&lt;/h2&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Выберите&lt;/b&gt; фишку в &lt;b&gt;Палитре&lt;/b&gt; (слева): на вкладке «Подразделения» перечислены отделения, командиры,
оружие и техника каждой страны; выберите страну и тип над списком или введите несколько букв в поле поиска.
На остальных вкладках — укрепления, цели и гексы выхода, а также дым.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Щёлкайте гексы&lt;/b&gt; на карте: каждый щелчок ставит одну фишку. Щелчок по гексу, где уже есть подразделения, добавляет
фишку в его стек. Можно также перетащить элемент из палитры на гекс.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Завершите&lt;/b&gt; клавишей Esc, правым щелчком или кнопкой &lt;b&gt;Выбрать&lt;/b&gt; (S). &lt;b&gt;Поставить&lt;/b&gt; (P) снова выбирает последний
элемент.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Поворачивайте&lt;/b&gt; технику, орудие или бункер клавишей R (Shift+R — обратно): новые фишки смотрят к верхнему краю карты.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Настройте стек&lt;/b&gt; правым щелчком по его гексу и командой &lt;i&gt;Изменить стек…&lt;/i&gt;: перетащите оружие на
подразделение, которое его несёт, пехоту — в технику, орудие — на тягач. Оружие, брошенное на карту, достаётся
первому подразделению стека, которое может его нести.&lt;/li&gt;
&lt;li&gt;Повторная установка той же цели, укрепления, дыма или отметки выхода на гекс снова убирает её.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Любое изменение можно отменить клавишами Ctrl+Z и повторить клавишами Ctrl+Shift+Z из любого места окна.
Все изменения перечислены на вкладке «История» справа.&lt;/p&gt;

&lt;h2&gt;Панель «Проблемы»&lt;/h2&gt;
&lt;p&gt;Редактор никогда не запрещает расстановку из-за нарушения правил: пока вы переставляете стек, он часто
на мгновение оказывается недопустимым. Вместо этого каждое нарушенное правило сразу появляется в панели &lt;b&gt;Проблемы&lt;/b&gt; (внизу),
а гекс обводится на карте красным.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Каждая строка указывает, &lt;b&gt;где&lt;/b&gt; (гекс, например &lt;i&gt;b1:H5&lt;/i&gt;), &lt;b&gt;что&lt;/b&gt; не так, и
&lt;b&gt;раздел&lt;/b&gt; правил в скобках, чтобы можно было найти правило.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Щёлкните строку&lt;/b&gt;, чтобы отцентрировать карту на её гексе и выбрать его; при наведении показывается код проблемы.&lt;/li&gt;
&lt;li&gt;В заголовке панели указано число проблем. &lt;i&gt;Нет проблем&lt;/i&gt; означает, что сценарий соответствует правилам расстановки.&lt;/li&gt;
&lt;li&gt;Пробная партия, оценка баланса и экспорт пакета не принимают сценарий, в котором ещё есть проблемы, и снова перечисляют их,
каждую с возможностью щелчка, поэтому сначала исправьте их.&lt;/li&gt;
&lt;/ul&gt;
</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse on the scenario map</source>
            <translation>Мышь на карте сценария</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse in the stack editor</source>
            <translation>Мышь в редакторе стека</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Mouse in the board editor</source>
            <translation>Мышь в редакторе карт</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click</source>
            <translation>Щелчок</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Select a hex: the stack editor shows its pieces</source>
            <translation>Выбрать гекс: редактор стека покажет его фишки</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click near a side of the selected hex</source>
            <translation>Щелчок у стороны выбранного гекса</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Face its units and guns towards that side</source>
            <translation>Развернуть его подразделения и орудия к этой стороне</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag a stack</source>
            <translation>Перетащить стек</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Move the stack to the hex where you let go</source>
            <translation>Переместить стек в гекс, где вы отпустите кнопку</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click</source>
            <translation>Правый щелчок</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>The hex's menu: rotate, delete, smoke, objective …</source>
            <translation>Меню гекса: повернуть, удалить, дым, цель …</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click, with a palette entry chosen</source>
            <translation>Щелчок при выбранном элементе палитры</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Place it in the hex</source>
            <translation>Поставить его в гекс</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click, while placing or probing</source>
            <translation>Правый щелчок при размещении или проверке</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Stop placing (or probing line of sight)</source>
            <translation>Прекратить размещение (или проверку линии видимости)</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click, with the line of sight probe</source>
            <translation>Щелчок с проверкой линии видимости</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>See from that hex; point at another to see the line</source>
            <translation>Смотреть из этого гекса; наведите на другой, чтобы увидеть линию</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Wheel</source>
            <translation>Колесо</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Zoom in or out</source>
            <translation>Приблизить или отдалить</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Middle drag, or Space + drag</source>
            <translation>Перетаскивание средней кнопкой или Пробел + перетаскивание</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Pan the map</source>
            <translation>Сдвинуть карту</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Rest the pointer on a hex</source>
            <translation>Задержать указатель на гексе</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Everything in the hex, in a tooltip</source>
            <translation>Всё, что есть в гексе, во всплывающей подсказке</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click a counter</source>
            <translation>Щелчок по фишке</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Pick it: R, Shift+R and Delete then act on it</source>
            <translation>Выбрать её: R, Shift+R и Delete тогда действуют на неё</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Right click a counter</source>
            <translation>Правый щелчок по фишке</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Its menu</source>
            <translation>Её меню</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag a counter or a palette entry onto a slot</source>
            <translation>Перетащить фишку или элемент палитры в ячейку</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Load, carry or unload, as the slot says</source>
            <translation>Погрузить, нести или выгрузить, как указано в ячейке</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Click or drag</source>
            <translation>Щелчок или перетаскивание</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Paint with the chosen brush: one undo step per stroke</source>
            <translation>Рисовать выбранной кистью: один шаг отмены на мазок</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag, with a hexside or road brush</source>
            <translation>Перетаскивание кистью сторон гекса или дороги</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Draw along the sides or centres the pointer passes</source>
            <translation>Рисовать вдоль сторон или центров, по которым проходит указатель</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Drag, with a selection brush</source>
            <translation>Перетаскивание кистью выделения</translation>
        </message>
        <message>
            <location filename="../help/mouse.py" />
            <source>Select hexes to copy, paste or turn</source>
            <translation>Выделить гексы, чтобы копировать, вставить или повернуть</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Toolbar</source>
            <translation>Панель инструментов</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Anywhere in the window</source>
            <translation>В любом месте окна</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Single keys (R, L, S, P, F, +, -) work while the map or a list has the focus; in a text field they type.</source>
            <translation>Одиночные клавиши (R, L, S, P, F, +, -) работают, когда фокус на карте или в списке; в текстовом поле они вводят символы.</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>Mouse</source>
            <translation>Мышь</translation>
        </message>
        <message>
            <location filename="../help/shortcuts.py" />
            <source>or</source>
            <translation>или</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Palette</source>
            <translation>Палитра</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <location filename="../reinforcements/groups_tree.py" />
            <source>Units</source>
            <translation>Подразделения</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Click a hex to place, again to remove. Bunkers turn with R.</source>
            <translation>Щёлкните гекс, чтобы поставить, ещё раз — чтобы убрать. Бункеры поворачиваются клавишей R.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Defences</source>
            <translation>Оборона</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Objectives fly their owner's flag; exit hexes lie on a map edge.</source>
            <translation>Цели несут флаг владельца; гексы выхода лежат на краю карты.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Objectives</source>
            <translation>Цели</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke markers: level 2 is fresh, level 1 dispersing.</source>
            <translation>Маркеры дыма: уровень 2 — свежий дым, уровень 1 — рассеивающийся.</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke</source>
            <translation>Дым</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <location filename="../testrun/result_tables.py" />
            <source>cover</source>
            <translation>укрытие</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>{side} objective</source>
            <translation>Цель ({side})</translation>
        </message>
        <message>
            <location filename="../palette/dock.py" />
            <source>Smoke {level}</source>
            <translation>Дым {level}</translation>
        </message>
        <message>
            <location filename="../palette/placing.py" />
            <source>{unit} is not in this rules edition's catalogue</source>
            <translation>{unit} нет в каталоге этой редакции правил</translation>
        </message>
        <message>
            <location filename="../palette/placing.py" />
            <source>cannot place {entry}</source>
            <translation>невозможно поставить: {entry}</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>All kinds</source>
            <translation>Все типы</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Squads</source>
            <translation>Отделения</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Half squads</source>
            <translation>Полуотделения</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Leaders</source>
            <translation>Командиры</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <location filename="../testrun/result_tables.py" />
            <source>Support weapons</source>
            <translation>Оружие поддержки</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Guns</source>
            <translation>Орудия</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>AFVs</source>
            <translation>БМ</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Vehicles</source>
            <translation>Техника</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <source>Search units</source>
            <translation>Поиск подразделений</translation>
        </message>
        <message>
            <location filename="../palette/units_tab.py" />
            <location filename="../reinforcements/group_box.py" />
            <source>{n} pts</source>
            <translation>{n} очк.</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>E-mail game from a saved game</source>
            <translation>Игра по почте из сохранённой игры</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../testrun/continuing.py" />
            <source>Saved games and game logs (*.json)</source>
            <translation>Сохранённые игры и журналы партий (*.json)</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Continue a turn file hotseat</source>
            <translation>Продолжить файл хода за одним компьютером</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>Turn files (*{suffix})</source>
            <translation>Файлы хода (*{suffix})</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Cannot make an e-mail game of this saved game</source>
            <translation>Из этой сохранённой игры нельзя сделать игру по почте</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>challenge</source>
            <translation>вызов</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <location filename="../pbem/feature.py" />
            <source>Cannot open the turn file</source>
            <translation>Не удаётся открыть файл хода</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>from e-mail</source>
            <translation>из почты</translation>
        </message>
        <message>
            <location filename="../pbem/conversions.py" />
            <source>Saved the e-mail game as {path}</source>
            <translation>Игра по почте сохранена как {path}</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <location filename="../pbem/feature.py" />
            <source>New e-mail game</source>
            <translation>Новая игра по почте</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>A message to your opponent (optional)</source>
            <translation>Сообщение сопернику (необязательно)</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>None: anyone with the file can accept</source>
            <translation>Нет: принять может любой, у кого есть файл</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The same password again</source>
            <translation>Тот же пароль ещё раз</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The two passwords differ.</source>
            <translation>Пароли не совпадают.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Scenario:</source>
            <translation>Сценарий:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>I play:</source>
            <translation>Я играю за:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Password:</source>
            <translation>Пароль:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Repeat:</source>
            <translation>Повтор:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Message:</source>
            <translation>Сообщение:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Dice bias is always None in an e-mail game. The dice seed is made from both players' secrets when your opponent accepts. A password keeps the game between the two of you: tell it to your opponent another way than the file (a call, another message); only someone who knows it can accept or send a turn.</source>
            <translation>В игре по почте смещение кубиков всегда «Нет». Зерно кубиков складывается из секретов обоих игроков, когда соперник принимает вызов. Пароль оставляет партию между вами двумя: сообщите его сопернику не через файл (звонком, другим сообщением); принять вызов или отправить ход может только тот, кто его знает.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Write the challenge</source>
            <translation>Записать вызов</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Your opponent's turn</source>
            <translation>Ход соперника</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Play my turn</source>
            <translation>Сыграть мой ход</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Accept the challenge</source>
            <translation>Принять вызов</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Accept</source>
            <translation>Принять</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>The password your opponent told you</source>
            <translation>Пароль, который вам сообщил соперник</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>This challenge has a password:</source>
            <translation>У этого вызова есть пароль:</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Wrong password: ask your opponent for the one they set.</source>
            <translation>Неверный пароль: спросите у соперника тот, что он задал.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Give the password your opponent told you.</source>
            <translation>Введите пароль, который вам сообщил соперник.</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Send this file to your opponent</source>
            <translation>Отправьте этот файл сопернику</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Open folder</source>
            <translation>Открыть папку</translation>
        </message>
        <message>
            <location filename="../pbem/dialogs.py" />
            <source>Copy path</source>
            <translation>Копировать путь</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Open a scenario to play it by e-mail</source>
            <translation>Откройте сценарий, чтобы играть по почте</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your challenge is written. Send this file to your opponent: they open it with Play &gt; Open turn file…</source>
            <translation>Вызов записан. Отправьте этот файл сопернику: он откроет его через Игра &gt; Открыть файл хода…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>{title}: a challenge from the {challenger} player. You would play {side}.</source>
            <translation>{title}: вызов от игрока за сторону «{challenger}». Вы играли бы за {side}.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Their message: {message}</source>
            <translation>Его сообщение: {message}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Cannot accept the challenge</source>
            <translation>Не удаётся принять вызов</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>accepted</source>
            <translation>принят</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>You accepted. Send this file back: your opponent's first turn comes next.</source>
            <translation>Вы приняли вызов. Отправьте этот файл обратно: далее первый ход соперника.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Open turn file</source>
            <translation>Открыть файл хода</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>{title}, e-mail game</source>
            <translation>{title}, игра по почте</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand over…</source>
            <translation>Передать ход…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Resign…</source>
            <translation>Сдаться…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>No e-mail game is being played: open your turn with Play &gt; Open turn file…</source>
            <translation>Сейчас не идёт ни одна игра по почте: откройте свой ход через Игра &gt; Открыть файл хода…</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand-over point: write your message and send the file</source>
            <translation>Точка передачи хода: напишите сообщение и отправьте файл</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand over</source>
            <translation>Передать ход</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Write the file</source>
            <translation>Записать файл</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your last message to your opponent</source>
            <translation>Ваше последнее сообщение сопернику</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>resigned</source>
            <translation>сдача</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>turn {number}</source>
            <translation>ход {number}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your turn is written. Send this file to your opponent.</source>
            <translation>Ваш ход записан. Отправьте этот файл сопернику.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>You resign: your opponent wins.</source>
            <translation>Вы сдаётесь: соперник побеждает.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your opponent reads your message when they open the file.</source>
            <translation>Соперник прочтёт ваше сообщение, когда откроет файл.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The game is over.</source>
            <translation>Игра окончена.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Your opponent reads your last message when they open the file.</source>
            <translation>Соперник прочтёт ваше последнее сообщение, когда откроет файл.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Hand-over point: {point}</source>
            <translation>Точка передачи хода: {point}</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The {side} player plays next, from this file.</source>
            <translation>Дальше играет игрок за сторону «{side}» с этим файлом.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Resign</source>
            <translation>Сдаться</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>Give this game up? Your opponent wins.</source>
            <translation>Сдать эту партию? Соперник побеждает.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>This file waits for your opponent: send it again if it went astray.</source>
            <translation>Этот файл ждёт соперника: отправьте его снова, если он потерялся.</translation>
        </message>
        <message>
            <location filename="../pbem/feature.py" />
            <source>The file of this game is no longer where it was: open it with Play &gt; Open turn file…</source>
            <translation>Файла этой игры больше нет на прежнем месте: откройте его через Игра &gt; Открыть файл хода…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>New &amp;e-mail game…</source>
            <translation>&amp;Новая игра по почте…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Challenge an opponent to play the open scenario by e-mail</source>
            <translation>Вызвать соперника сыграть открытый сценарий по почте</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Open &amp;turn file…</source>
            <translation>Открыть файл &amp;хода…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Open a turn file your opponent sent: accept a challenge, or play your turn</source>
            <translation>Открыть файл хода от соперника: принять вызов или сыграть свой ход</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>My e-mail &amp;games</source>
            <translation>Мои игры по &amp;почте</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>&amp;Resign…</source>
            <translation>&amp;Сдаться…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Give up the e-mail game you are playing, with a last message</source>
            <translation>Сдать текущую игру по почте, с последним сообщением</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>E-mail game from a &amp;saved game…</source>
            <translation>&amp;Игра по почте из сохранённой игры…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Challenge an opponent to play a saved hotseat or solo game on by e-mail, from where it stands</source>
            <translation>Вызвать соперника продолжить по почте сохранённую игру за одним компьютером или против компьютера с того места, где она остановилась</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Continue a turn file &amp;hotseat…</source>
            <translation>Продолжить файл хода за одним &amp;компьютером…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Keep an e-mail game as a saved game and play it on at one table or against the computer</source>
            <translation>Сохранить игру по почте как сохранённую игру и продолжить её за одним компьютером или против компьютера</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>{title} ({status})</source>
            <translation>{title} ({status})</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>No e-mail games yet</source>
            <translation>Игр по почте пока нет</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <location filename="../window/actions.py" />
            <source>&amp;Play</source>
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>&amp;Hand over…</source>
            <translation>&amp;Передать ход…</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Write your message and the file to send, at the hand-over point</source>
            <translation>Написать сообщение и файл для отправки в точке передачи хода</translation>
        </message>
        <message>
            <location filename="../pbem/play_menu.py" />
            <source>Give this game up, with a last message</source>
            <translation>Сдать эту игру, с последним сообщением</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the challenge</source>
            <translation>вызов</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the acceptance</source>
            <translation>принятие вызова</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the start of the game</source>
            <translation>начало игры</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the Move Phase</source>
            <translation>конец фазы движения</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>after the Defensive Fire Phase</source>
            <translation>после фазы оборонительного огня</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the segment</source>
            <translation>конец сегмента</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>the end of the game</source>
            <translation>конец игры</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>a resignation</source>
            <translation>сдача</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} resigned: the game is over</source>
            <translation>{side}: сдался, игра окончена</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>The game is over</source>
            <translation>Игра окончена</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} to play: turn {turn}, {phase}</source>
            <translation>Ходит {side}: ход {turn}, {phase}</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{title}: handed over by {side} at {point} (hand-over {number}, {actions} actions)</source>
            <translation>{title}: ход передан стороной «{side}» в точке «{point}» (передача {number}, действий: {actions})</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>{side} opened the previous file {count} times before replying</source>
            <translation>{side}: предыдущий файл открыт {count} раз(а) перед ответом</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>The first {count} actions were played hotseat before this e-mail game, with the saved game's own dice: not verified by both players.</source>
            <translation>Первые действия ({count}) были сыграны за одним компьютером до этой игры по почте, с кубиками сохранённой игры: оба игрока их не проверяли.</translation>
        </message>
        <message>
            <location filename="../pbem/story_words.py" />
            <source>Message: {message}</source>
            <translation>Сообщение: {message}</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>System default</source>
            <translation>Как в системе</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source> min</source>
            <translation> мин</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <location filename="../setting_labels.py" />
            <source>Off</source>
            <translation>Выкл.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Colour-blind safe nation colours</source>
            <translation>Цвета стран для дальтоников</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>US, British, Soviet and German counters stay apart for red-green colour blindness (deuteranopia and protanopia)</source>
            <translation>Фишки США, Великобритании, СССР и Германии остаются различимыми при красно-зелёной цветовой слепоте (дейтеранопия и протанопия)</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Language</source>
            <translation>Язык</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>A new language takes effect when the program starts again.</source>
            <translation>Новый язык вступает в силу после перезапуска программы.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Autosave</source>
            <translation>Автосохранение</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Save a recovery copy every</source>
            <translation>Сохранять копию для восстановления каждые</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Unsaved work is kept apart from your file; 0 turns autosave off.</source>
            <translation>Несохранённая работа хранится отдельно от вашего файла; 0 отключает автосохранение.</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>New scenarios</source>
            <translation>Новые сценарии</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Where New scenario and Generate a battle start.</source>
            <translation>Начальные значения для «Нового сценария» и «Сгенерировать бой».</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Map</source>
            <translation>Карта</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>Test runs</source>
            <translation>Пробные партии</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Decisions</source>
            <translation>Решения</translation>
        </message>
        <message>
            <location filename="../preferences/dialog.py" />
            <source>The computer always decides for itself.</source>
            <translation>Компьютер всегда решает сам.</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>&amp;Settings…</source>
            <translation>&amp;Настройки…</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>Language, autosave, defaults for new scenarios, map colours</source>
            <translation>Язык, автосохранение, значения по умолчанию для новых сценариев, цвета карты</translation>
        </message>
        <message>
            <location filename="../preferences/feature.py" />
            <source>The new language takes effect when the program starts again.</source>
            <translation>Новый язык вступит в силу после перезапуска программы.</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Reinforcements</source>
            <translation>Подкрепления</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New group</source>
            <translation>Новая группа</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Remove group</source>
            <translation>Удалить группу</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Add to group</source>
            <translation>Добавить в группу</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New {side} group</source>
            <translation>Новая группа ({side})</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>A new group of the unit picked in the catalogue below</source>
            <translation>Новая группа из подразделения, выбранного в каталоге ниже</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>A support weapon arrives carried: give it to a unit of a group</source>
            <translation>Оружие поддержки прибывает с носителем: передайте его подразделению группы</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Give to the selected unit</source>
            <translation>Передать выбранному подразделению</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Pick a unit in the catalogue first; the new group brings it</source>
            <translation>Сначала выберите подразделение в каталоге; новая группа начнётся с него</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>New {side} group: turn {turn}, {edge} edge; change either in the group box</source>
            <translation>Новая группа ({side}): ход {turn}, край {edge}; и то и другое можно изменить в блоке группы</translation>
        </message>
        <message>
            <location filename="../reinforcements/dock.py" />
            <source>Select the unit that carries it in the group's list first</source>
            <translation>Сначала выберите в списке группы подразделение, которое его несёт</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>&amp;Reinforcements…</source>
            <translation>Под&amp;крепления…</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>Which units of each side arrive later, on which turn and from which map edge</source>
            <translation>Какие подразделения каждой стороны прибывают позже, на каком ходу и с какого края карты</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>{side} reinforcements, turn {turn}</source>
            <translation>Подкрепления ({side}), ход {turn}</translation>
        </message>
        <message>
            <location filename="../reinforcements/feature.py" />
            <source>Click a hex near the edge the group comes on from; right click or Esc to stop</source>
            <translation>Щёлкните гекс у края, с которого входит группа; правый щелчок или Esc — завершить</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>North edge</source>
            <translation>Северный край</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>East edge</source>
            <translation>Восточный край</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>South edge</source>
            <translation>Южный край</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>West edge</source>
            <translation>Западный край</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Selected group</source>
            <translation>Выбранная группа</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Turn</source>
            <translation>Ход</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <location filename="../special_rules/form.py" />
            <source>Pick on map</source>
            <translation>Выбрать на карте</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Click a hex near the edge the group should come on from</source>
            <translation>Щёлкните гекс у края, с которого должна войти группа</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Enters from</source>
            <translation>Входит с</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Remove unit</source>
            <translation>Убрать подразделение</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Take its weapon</source>
            <translation>Забрать оружие</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>The selected unit arrives without its support weapon</source>
            <translation>Выбранное подразделение прибывает без оружия поддержки</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>They may come on at any hex of the {edge} edge without enemy units (6.10); the tinted hexes on the map.</source>
            <translation>Они могут войти в любой гекс края {edge} без вражеских подразделений (6.10); это подсвеченные гексы на карте.</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>Select a group above, or make one from the catalogue below.</source>
            <translation>Выберите группу выше или создайте её из каталога ниже.</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>of {turns}</source>
            <translation>из {turns}</translation>
        </message>
        <message>
            <location filename="../reinforcements/group_box.py" />
            <source>A group keeps at least one unit: remove the group instead</source>
            <translation>В группе должно остаться хотя бы одно подразделение: удалите группу целиком</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>Arrives</source>
            <translation>Прибывает</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>{side} ({nation})</source>
            <translation>{side} ({nation})</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>none: units all start on the map</source>
            <translation>нет: все подразделения начинают на карте</translation>
        </message>
        <message>
            <location filename="../reinforcements/groups_tree.py" />
            <source>Turn {turn}, {edge}</source>
            <translation>Ход {turn}, {edge}</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Elimination</source>
            <translation>Уничтожение</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Objective</source>
            <translation>Захват целей</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Exit</source>
            <translation>Выход с карты</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Strongly for the computer</source>
            <translation>Сильно в пользу компьютера</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>For the computer</source>
            <translation>В пользу компьютера</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>None</source>
            <translation>Нет</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>For the player</source>
            <translation>В пользу игрока</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Strongly for the player</source>
            <translation>Сильно в пользу игрока</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Rulebook (seeds)</source>
            <translation>Книга правил (исходная редакция)</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Standard rules 2021</source>
            <translation>Стандартные правила 2021</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>allied</source>
            <translation>союзники</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>axis</source>
            <translation>Ось</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>north</source>
            <translation>север</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>east</source>
            <translation>восток</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>south</source>
            <translation>юг</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <location filename="../special_rules/words.py" />
            <source>west</source>
            <translation>запад</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Balanced</source>
            <translation>Сбалансированный</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Cautious</source>
            <translation>Осторожный</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Aggressive</source>
            <translation>Агрессивный</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Clear</source>
            <translation>Ясно</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Overcast</source>
            <translation>Пасмурно</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Rain</source>
            <translation>Дождь</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Fog</source>
            <translation>Туман</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Snow</source>
            <translation>Снег</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Small</source>
            <translation>Малый</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Medium</source>
            <translation>Средний</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Large</source>
            <translation>Крупный</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Regular</source>
            <translation>Регулярные</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Elite</source>
            <translation>Элитные</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Airborne</source>
            <translation>Воздушно-десантные</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Infantry</source>
            <translation>Пехота</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>Combined</source>
            <translation>Смешанные силы</translation>
        </message>
        <message>
            <location filename="../setting_labels.py" />
            <source>On</source>
            <translation>Вкл.</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Special rules</source>
            <translation>Особые правила</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Add rule</source>
            <translation>Добавить правило</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Add a special rule of the kind chosen beside</source>
            <translation>Добавить особое правило выбранного рядом вида</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Remove rule</source>
            <translation>Удалить правило</translation>
        </message>
        <message>
            <location filename="../special_rules/dock.py" />
            <source>Anything these rules cannot say belongs in the briefing (Scenario details).</source>
            <translation>Всё, что нельзя выразить этими правилами, пишите в вводной (Сведения о сценарии).</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>&amp;Special rules…</source>
            <translation>Особые &amp;правила…</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>Rules of this scenario that change the rulebook's: terrain, entry, exits, smoke, held units</source>
            <translation>Правила этого сценария, меняющие правила книги: местность, вход, выход, дым, стоящие на месте подразделения</translation>
        </message>
        <message>
            <location filename="../special_rules/feature.py" />
            <source>Click hexes to put them in the rule or take them out; right click or Esc to stop</source>
            <translation>Щёлкайте по гексам, чтобы включить их в правило или убрать; правый щелчок или Esc — закончить</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Side</source>
            <translation>Сторона</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hexes</source>
            <translation>Гексы</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>From turn</source>
            <translation>С хода</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>To turn</source>
            <translation>По ход</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Held until turn</source>
            <translation>Стоят на месте до хода</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Until fired upon</source>
            <translation>Пока по ним не откроют огонь</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Group's turn</source>
            <translation>Ход группы</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Group's edge</source>
            <translation>Край группы</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>At the latest on turn</source>
            <translation>Не позднее хода</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Level</source>
            <translation>Уровень</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hexside</source>
            <translation>Сторона гекса</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Counts as</source>
            <translation>Считается как</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Rally number</source>
            <translation>Число сбора</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>AP fire roll</source>
            <translation>Бросок огня AP</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Sight (hexes)</source>
            <translation>Видимость (гексы)</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>e.g. b2:C3, b2:D4</source>
            <translation>напр. b2:C3, b2:D4</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Hex names separated by commas; or press Pick on map and click hexes</source>
            <translation>Названия гексов через запятую; или нажмите «Выбрать на карте» и щёлкайте по гексам</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>The longest line of sight in hexes while the rule is in force</source>
            <translation>Самая длинная линия видимости в гексах, пока действует правило</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>unchanged</source>
            <translation>без изменений</translation>
        </message>
        <message>
            <location filename="../special_rules/form.py" />
            <source>Click hexes on the map to add or remove them; right click or Esc to stop</source>
            <translation>Щёлкайте по гексам на карте, чтобы добавить или убрать их; правый щелчок или Esc — закончить</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>A hexside counts as another</source>
            <translation>Сторона гекса считается другой</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Hexes count as other terrain or level</source>
            <translation>Гексы с другой местностью или уровнем</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Where reinforcements may enter</source>
            <translation>Где могут входить подкрепления</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>When the attacker may exit</source>
            <translation>Когда атакующий может выходить</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>No smoke</source>
            <translation>Без дыма</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Units held in place</source>
            <translation>Подразделения стоят на месте</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Reinforcements on a trigger</source>
            <translation>Подкрепления по условию</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>A side's rally and fire modifier</source>
            <translation>Модификатор сбора и огня стороны</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Night or reduced visibility</source>
            <translation>Ночь или ограниченная видимость</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <location filename="../testrun/event_log.py" />
            <source>Both sides</source>
            <translation>Обе стороны</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{hexes} and {count} more</source>
            <translation>{hexes} и ещё {count}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>no hex yet</source>
            <translation>пока ни одного гекса</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>all game</source>
            <translation>всю игру</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>from turn {turn} on</source>
            <translation>начиная с хода {turn}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>on turn {turn}</source>
            <translation>на ходу {turn}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>on turns {first} to {last}</source>
            <translation>на ходах с {first} по {last}</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Every {source} hexside counts as a {target} (10.11, 10.111).</source>
            <translation>Каждая сторона гекса «{source}» считается как «{target}» (10.11, 10.111).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the terrain counts as {terrain} at level {level} (10.5, 10.8).</source>
            <translation>В {hexes} местность считается как «{terrain}» на уровне {level} (10.5, 10.8).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the terrain counts as {terrain} (10.5).</source>
            <translation>В {hexes} местность считается как «{terrain}» (10.5).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes} the ground counts as level {level} (10.8).</source>
            <translation>В {hexes} земля считается уровнем {level} (10.8).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>In {hexes}: no change chosen yet.</source>
            <translation>В {hexes}: изменение пока не выбрано.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements may enter only at {hexes}, {turns} (6.10).</source>
            <translation>Подкрепления ({side}) могут входить только через {hexes}, {turns} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>The attacker may exit only {turns}, and only at {hexes} (6.10).</source>
            <translation>Атакующий может выходить только {turns} и только через {hexes} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>The attacker may exit only {turns} (6.10).</source>
            <translation>Атакующий может выходить только {turns} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Neither side may place smoke of any kind (11).</source>
            <translation>Ни одна сторона не может ставить дым любого вида (11).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} may place no smoke of any kind (11).</source>
            <translation>{side}: нельзя ставить дым любого вида (11).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move before turn {turn}, or until fired upon if sooner.</source>
            <translation>Подразделения ({side}), расставленные в {hexes}, не могут двигаться до хода {turn} или, если раньше, пока по ним не откроют огонь.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move before turn {turn}.</source>
            <translation>Подразделения ({side}), расставленные в {hexes}, не могут двигаться до хода {turn}.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move until they are fired upon.</source>
            <translation>Подразделения ({side}), расставленные в {hexes}, не могут двигаться, пока по ним не откроют огонь.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} units set up at {hexes} may not move at all.</source>
            <translation>Подразделения ({side}), расставленные в {hexes}, не могут двигаться всю игру.</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit has entered {hexes} (6.10).</source>
            <translation>Подкрепления ({side}), ожидаемые на ходу {turn} с края «{edge}», входят, только когда вражеское подразделение вошло в {hexes} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side} reinforcements due on turn {turn} at the {edge} edge come on only once an enemy unit has entered {hexes}, or from turn {latest} on (6.10).</source>
            <translation>Подкрепления ({side}), ожидаемые на ходу {turn} с края «{edge}», входят, только когда вражеское подразделение вошло в {hexes}, или начиная с хода {latest} (6.10).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>{side}: {rally:+d} to rally numbers (21.1), {fire:+d} to AP fire rolls (14.5).</source>
            <translation>{side}: {rally:+d} к числам сбора (21.1), {fire:+d} к броскам огня AP (14.5).</translation>
        </message>
        <message>
            <location filename="../special_rules/words.py" />
            <source>Night or reduced visibility, {turns}: no unit sees farther than {sight} hexes, so no fire, spotting or sniper attack reaches beyond (9).</source>
            <translation>Ночь или плохая видимость, {turns}: ни одно подразделение не видит дальше {sight} гексов, поэтому ни огонь, ни корректировка, ни атака снайпера не достают дальше (9).</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Stack</source>
            <translation>Стек</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Drag a weapon (from the palette or a unit) onto a weapon slot, infantry or a gun onto a transport's slots. Click an arrow to face a hexside; R / Shift+R turn, Delete removes.</source>
            <translation>Перетащите оружие (из палитры или с подразделения) в ячейку оружия, а пехоту или орудие — в ячейки транспорта. Щёлкните стрелку, чтобы направить на сторону гекса; R / Shift+R — поворот, Delete — удаление.</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Pick a hex</source>
            <translation>Выберите гекс</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Turn anticlockwise (Shift+R)</source>
            <translation>Повернуть против часовой стрелки (Shift+R)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Turn clockwise (R)</source>
            <translation>Повернуть по часовой стрелке (R)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Split</source>
            <translation>Разделить</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Split the squad into two half squads (13.10)</source>
            <translation>Разделить отделение на два полуотделения (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Join</source>
            <translation>Объединить</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Join two half squads of one type into a squad (13.10)</source>
            <translation>Объединить два полуотделения одного типа в отделение (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Unload</source>
            <translation>Выгрузить</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Take the passenger or gun off its transport</source>
            <translation>Снять пассажира или орудие с транспорта</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <location filename="../window/new_scenario_dialog.py" />
            <source>Remove</source>
            <translation>Убрать</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Remove the picked piece (Delete)</source>
            <translation>Убрать выбранную фишку (Delete)</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Right-click a hex and pick “Edit stack…”</source>
            <translation>Щёлкните гекс правой кнопкой и выберите «Изменить стек…»</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>&lt;b&gt;{hex}&lt;/b&gt;: drag weapons and riders into slots</source>
            <translation>&lt;b&gt;{hex}&lt;/b&gt;: перетаскивайте оружие и пассажиров в ячейки</translation>
        </message>
        <message>
            <location filename="../stack_editor/dock.py" />
            <source>Pick a counter in the stack first</source>
            <translation>Сначала выберите фишку в стеке</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>That does not go there</source>
            <translation>Сюда это не подходит</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only support weapons from the palette go into a unit's weapon slot</source>
            <translation>В ячейку оружия подразделения можно положить только оружие поддержки из палитры</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>A gun is towed; infantry rides as passengers (8.1)</source>
            <translation>Орудие буксируется; пехота едет как пассажиры (8.1)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only vehicles, guns and bunkers face a hexside (7.1)</source>
            <translation>На сторону гекса направляются только техника, орудия и бункеры (7.1)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a squad to split</source>
            <translation>Выберите отделение для разделения</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a half squad with another of its type beside it (13.10)</source>
            <translation>Выберите полуотделение, рядом с которым есть другое того же типа (13.10)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Pick a passenger or towed gun to unload</source>
            <translation>Выберите пассажира или буксируемое орудие для выгрузки</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Only a leader can be a hero (22.5), only a minefield hidden (19.71)</source>
            <translation>Героем может быть только командир (22.5), скрытым — только минное поле (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hero (22.5)</source>
            <translation>Герой (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Make a hero (22.5)</source>
            <translation>Сделать героем (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>No longer a hero (22.5)</source>
            <translation>Больше не герой (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hidden (19.71)</source>
            <translation>Скрыто (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Hide the minefield in {hex}</source>
            <translation>Скрыть минное поле в {hex}</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>Reveal the minefield in {hex}</source>
            <translation>Раскрыть минное поле в {hex}</translation>
        </message>
        <message>
            <location filename="../stack_editor/items.py" />
            <source>There is no fortification in {hex}</source>
            <translation>В {hex} нет укрепления</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>squad or 2 half squads</source>
            <translation>отделение или 2 полуотделения</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>half squad</source>
            <translation>полуотделение</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <location filename="../testrun/result_tables.py" />
            <source>leader</source>
            <translation>командир</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Fortification</source>
            <translation>Укрепление</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Nothing here. Place units from the palette, then edit the stack here.</source>
            <translation>Здесь ничего нет. Поставьте подразделения из палитры, затем редактируйте стек здесь.</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>loose: give it to a unit</source>
            <translation>без носителя: передайте подразделению</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>drop a rider here to unload it</source>
            <translation>перетащите сюда пассажира, чтобы выгрузить его</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source> — hero: starts valorous (22.5)</source>
            <translation> — герой: начинает доблестным (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>L only</source>
            <translation>только L</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>L or H</source>
            <translation>L или H</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>Aboard ({cls}) · weapons {used}/{limit}</source>
            <translation>На борту ({cls}) · оружие {used}/{limit}</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow only</source>
            <translation>только буксировка</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow: gun</source>
            <translation>буксир: орудие</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>tow: small gun (not 0 MP)</source>
            <translation>буксир: лёгкое орудие (не 0 MP)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source> — hidden from the enemy until entered (19.71)</source>
            <translation> — скрыто от противника, пока в него не войдут (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>A leader counter used as a hero starts with a Valor marker (22.5)</source>
            <translation>Фишка командира в роли героя начинает с маркером доблести (22.5)</translation>
        </message>
        <message>
            <location filename="../stack_editor/panel.py" />
            <source>The owner records the minefield secretly; it is revealed when a unit enters (19.71)</source>
            <translation>Владелец тайно записывает минное поле; оно раскрывается, когда в него входит подразделение (19.71)</translation>
        </message>
        <message>
            <location filename="../stack_editor/widgets.py" />
            <source>Click a hexside to face it (R, Shift+R turn)</source>
            <translation>Щёлкните сторону гекса, чтобы направить туда (R, Shift+R — поворот)</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>No e-mail games yet: Play &gt; New e-mail game… challenges an opponent</source>
            <translation>Игр по почте пока нет: Игра &gt; Новая игра по почте… бросает вызов сопернику</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Your turn · you play {side}</source>
            <translation>Ваш ход · вы играете за {side}</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Finished · you played {side}</source>
            <translation>Окончена · вы играли за {side}</translation>
        </message>
        <message>
            <location filename="../start/my_games.py" />
            <source>Waiting for your opponent · you play {side}</source>
            <translation>Ждём соперника · вы играете за {side}</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>The random battle generator is not installed yet.</source>
            <translation>Генератор случайных боёв ещё не установлен.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Valor &amp; Victory Scenario Studio</source>
            <translation>Valor &amp; Victory Scenario Studio</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Design, check and share squad-level battles on the geomorphic boards.</source>
            <translation>Создавайте, проверяйте и распространяйте бои уровня отделений на геоморфных картах.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <location filename="../testrun/start_dialog.py" />
            <source>Start</source>
            <translation>Начало</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>New scenario…</source>
            <translation>Новый сценарий…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Choose boards and how they join.</source>
            <translation>Выберите карты и способ их соединения.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Generate a battle…</source>
            <translation>Сгенерировать бой…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>A random, legal battle from a seed.</source>
            <translation>Случайный допустимый бой по зерну.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Open draft…</source>
            <translation>Открыть черновик…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Carry on with a scenario you are designing.</source>
            <translation>Продолжите работу над своим сценарием.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Open custom scenario…</source>
            <translation>Открыть пользовательский сценарий…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Edit a scenario you imported.</source>
            <translation>Редактируйте импортированный сценарий.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Import packages…</source>
            <translation>Импортировать пакеты…</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Add scenario packages (.zip) shared by others.</source>
            <translation>Добавьте пакеты сценариев (.zip), которыми поделились другие.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Import all from the Import folder</source>
            <translation>Импортировать всё из папки импорта</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Recent files</source>
            <translation>Недавние файлы</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Your scenarios</source>
            <translation>Ваши сценарии</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Drafts are saved in {folder}. Double click to open.</source>
            <translation>Черновики хранятся в {folder}. Дважды щёлкните, чтобы открыть.</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Continue a game</source>
            <translation>Продолжить игру</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>My e-mail games</source>
            <translation>Мои игры по почте</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Nothing opened yet</source>
            <translation>Пока ничего не открывалось</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Draft</source>
            <translation>Черновик</translation>
        </message>
        <message>
            <location filename="../start/page.py" />
            <source>Custom scenario</source>
            <translation>Пользовательский сценарий</translation>
        </message>
        <message numerus="yes">
            <location filename="../start/preview.py" />
            <source>{kind} · %n turn(s) · {board_word} {boards} · {attacker} attack, {defender} defend</source>
            <translation>
                <numerusform>{kind} · %n ход · {board_word} {boards} · {attacker} наступают, {defender} обороняются</numerusform>
                <numerusform>{kind} · %n хода · {board_word} {boards} · {attacker} наступают, {defender} обороняются</numerusform>
                <numerusform>{kind} · %n ходов · {board_word} {boards} · {attacker} наступают, {defender} обороняются</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>Open in the editor</source>
            <translation>Открыть в редакторе</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>Select a scenario to see it here.</source>
            <translation>Выберите сценарий, чтобы увидеть его здесь.</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>This file cannot be read: {error}</source>
            <translation>Не удаётся прочитать файл: {error}</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>No briefing yet.</source>
            <translation>Брифинга пока нет.</translation>
        </message>
        <message>
            <location filename="../start/preview.py" />
            <source>No picture</source>
            <translation>Нет изображения</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>Continue a saved game from a file…</source>
            <translation>Продолжить сохранённую игру из файла…</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>No saved games yet: a test run saves itself at the end of every player segment</source>
            <translation>Сохранённых игр пока нет: пробная партия сохраняется сама в конце каждого сегмента игрока</translation>
        </message>
        <message>
            <location filename="../start/saved_games.py" />
            <source>{title}: autosave, turn {turn}, {side}'s segment</source>
            <translation>{title}: автосохранение, ход {turn}, сегмент стороны {side}</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>End &amp;Move</source>
            <translation>Завершить &amp;движение</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>E&amp;xit the map</source>
            <translation>&amp;Уйти с карты</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Withdraw &amp;sniper</source>
            <translation>Отозвать &amp;снайпера</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Rall&amp;y order…</source>
            <translation>По&amp;рядок сбора…</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>&amp;End Phase</source>
            <translation>&amp;Завершить фазу</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Stop the moving stack where it stands; the phase goes on ({keys})</source>
            <translation>Остановить движущуюся стопку на месте; фаза продолжается ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Take the moving stack off the map here: it counts for the exit goal ({keys})</source>
            <translation>Вывести движущуюся стопку с карты здесь: она засчитывается для цели выхода ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Take your sniper off the map for the rest of the game ({keys})</source>
            <translation>Снять вашего снайпера с карты до конца игры ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Choose which pinned units try to rally first ({keys})</source>
            <translation>Выбрать, какие прижатые подразделения первыми пытаются собраться ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Done with this phase: the game goes on to the next one ({keys})</source>
            <translation>Фаза завершена: игра переходит к следующей ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Play</source>
            <translation>Играть</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Step</source>
            <translation>Шаг</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Let the computer play on, one action after another; press again to pause</source>
            <translation>Пусть компьютер играет дальше, действие за действием; нажмите ещё раз для паузы</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>One action of the computer, then pause</source>
            <translation>Одно действие компьютера, затем пауза</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Speed of the computer's play</source>
            <translation>Скорость игры компьютера</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Speed</source>
            <translation>Скорость</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/keys.py" />
            <location filename="../window/toolbar.py" />
            <source>Line of sight</source>
            <translation>Линия видимости</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Click a hex to see what it sees; point at another for the line and why (L)</source>
            <translation>Щёлкните гекс, чтобы увидеть, что из него видно; наведите на другой, чтобы увидеть линию и её объяснение (L)</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Save &amp;log…</source>
            <translation>Сохранить &amp;журнал…</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Save the game so far as a game log: replay it, or go on with it later</source>
            <translation>Сохранить партию на текущий момент как журнал: её можно воспроизвести или продолжить позже</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/saving.py" />
            <source>&amp;Back to the editor</source>
            <translation>&amp;Назад в редактор</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Close the test run and go back to the scenario in the editor</source>
            <translation>Закрыть пробную игру и вернуться к сценарию в редакторе</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>In the opponent's After-Action Phase: take your sniper off the map ({keys})</source>
            <translation>В фазе «После боя» противника: снять своего снайпера с карты ({keys})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <location filename="../testrun/describe.py" />
            <source>Withdraw the {side} sniper</source>
            <translation>Отвести снайпера ({side})</translation>
        </message>
        <message>
            <location filename="../testrun/bottom_bar.py" />
            <source>Pause</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>pin {unit}</source>
            <translation>прижать {unit}</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>reduce {unit} to a half squad</source>
            <translation>сократить {unit} до полуотделения</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>reduce {unit} to a half squad and pin it</source>
            <translation>сократить {unit} до полуотделения и прижать</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>{unit} rolls to survive (pinned if it does)</source>
            <translation>{unit} бросает на выживание (прижато, если выживет)</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>eliminate {unit}</source>
            <translation>уничтожить {unit}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Overrun: the armored vehicle driving through {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Наезд: бронемашина, проезжающая через {hex}, наносит %n очко потерь. Как ваши подразделения его распределят?</numerusform>
                <numerusform>Наезд: бронемашина, проезжающая через {hex}, наносит %n очка потерь. Как ваши подразделения их распределят?</numerusform>
                <numerusform>Наезд: бронемашина, проезжающая через {hex}, наносит %n очков потерь. Как ваши подразделения их распределят?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Close assault: your units in {hex} take %n Casualty Point(s). How do they take them?</source>
            <translation>
                <numerusform>Ближний штурм: ваши подразделения в {hex} получают %n очко потерь. Как их распределить?</numerusform>
                <numerusform>Ближний штурм: ваши подразделения в {hex} получают %n очка потерь. Как их распределить?</numerusform>
                <numerusform>Ближний штурм: ваши подразделения в {hex} получают %n очков потерь. Как их распределить?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Fire lane: your units entering {hex} take %n Casualty Point(s). How do they take them?</source>
            <translation>
                <numerusform>Сектор обстрела: ваши подразделения, входящие в {hex}, получают %n очко потерь. Как их распределить?</numerusform>
                <numerusform>Сектор обстрела: ваши подразделения, входящие в {hex}, получают %n очка потерь. Как их распределить?</numerusform>
                <numerusform>Сектор обстрела: ваши подразделения, входящие в {hex}, получают %n очков потерь. Как их распределить?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Fire support: the strike on {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Огневая поддержка: удар по {hex} наносит %n очко потерь. Как ваши подразделения их распределят?</numerusform>
                <numerusform>Огневая поддержка: удар по {hex} наносит %n очка потерь. Как ваши подразделения их распределят?</numerusform>
                <numerusform>Огневая поддержка: удар по {hex} наносит %n очков потерь. Как ваши подразделения их распределят?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Sniper: its shot at {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Снайпер: его выстрел по {hex} наносит %n очко потерь. Как ваши подразделения их распределят?</numerusform>
                <numerusform>Снайпер: его выстрел по {hex} наносит %n очка потерь. Как ваши подразделения их распределят?</numerusform>
                <numerusform>Снайпер: его выстрел по {hex} наносит %n очков потерь. Как ваши подразделения их распределят?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/casualty_question.py" />
            <source>Casualties: enemy fire on {hex} inflicts %n Casualty Point(s). How do your units take them?</source>
            <translation>
                <numerusform>Потери: вражеский огонь по {hex} наносит %n очко потерь. Как ваши подразделения его примут?</numerusform>
                <numerusform>Потери: вражеский огонь по {hex} наносит %n очка потерь. Как ваши подразделения их примут?</numerusform>
                <numerusform>Потери: вражеский огонь по {hex} наносит %n очков потерь. Как ваши подразделения их примут?</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>Take ({key})</source>
            <translation>Принять ({key})</translation>
        </message>
        <message>
            <location filename="../testrun/casualty_question.py" />
            <source>Take</source>
            <translation>Принять</translation>
        </message>
        <message>
            <location filename="../testrun/choices.py" />
            <source>Do it</source>
            <translation>Выполнить</translation>
        </message>
        <message>
            <location filename="../testrun/choices.py" />
            <source>Roll</source>
            <translation>Бросить</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>The end of the log: File &gt; Play from here (Ctrl+P) goes on with the game.</source>
            <translation>Конец журнала: Файл &gt; Играть отсюда (Ctrl+P) продолжает игру.</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>Stopped: {action} is not legal here</source>
            <translation>Остановлено: {action} здесь недопустимо</translation>
        </message>
        <message>
            <location filename="../testrun/computer_turns.py" />
            <source>The computer player failed</source>
            <translation>Сбой компьютерного игрока</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Continue a sa&amp;ved game…</source>
            <translation>&amp;Продолжить сохранённую игру…</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Go on with a saved game or an autosave of a test run, with the same players</source>
            <translation>Продолжить сохранённую игру или автосохранение пробной партии с теми же игроками</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Continue a saved game</source>
            <translation>Продолжить сохранённую игру</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Cannot continue the saved game</source>
            <translation>Невозможно продолжить сохранённую игру</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>{title}, continued from {file}</source>
            <translation>{title}, продолжение из {file}</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Cannot play on from here</source>
            <translation>Невозможно продолжить игру отсюда</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>{title}, played on from action {number}</source>
            <translation>{title}, продолжение с действия {number}</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Who plays from here</source>
            <translation>Кто играет отсюда</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Set by the saved game: its actions were played with it</source>
            <translation>Задано сохранённой игрой: её действия были сыграны с этой настройкой</translation>
        </message>
        <message>
            <location filename="../testrun/continuing.py" />
            <source>Going on from turn {turn}, action {number}: the same players as before</source>
            <translation>Продолжение с хода {turn}, действие {number}: те же игроки, что и раньше</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Command</source>
            <translation>Командование</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <location filename="../testrun/fire_question.py" />
            <source>Fire</source>
            <translation>Огонь</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Movement</source>
            <translation>Движение</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Defensive Fire</source>
            <translation>Оборонительный огонь</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Advance and Assault</source>
            <translation>Продвижение и штурм</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>After Action</source>
            <translation>После боя</translation>
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
            <translation>Завершить фазу</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Fire: {units} at {hex}</source>
            <translation>Огонь: {units} по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>AT fire: {unit} at {target}</source>
            <translation>Огонь AT: {unit} по {target}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Smoke round: {unit} at {hex}</source>
            <translation>Дымовой снаряд: {unit} по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Assault move: {units}</source>
            <translation>Штурмовое движение: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Move: {units}</source>
            <translation>Движение: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source> (smoke in {hex})</source>
            <translation> (дым в {hex})</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>, facing {n}</source>
            <translation>, направление {n}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Step to {hex}</source>
            <translation>Шаг в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Turn {unit} to facing {n}</source>
            <translation>Повернуть {unit} в направление {n}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Load {units} onto {transport}</source>
            <translation>Погрузить {units} на {transport}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Unload {units}</source>
            <translation>Выгрузить {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Exit the map</source>
            <translation>Уйти с карты</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>End move</source>
            <translation>Завершить движение</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Overrun {hex}</source>
            <translation>Наезд на {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Advance: {units} to {hex}</source>
            <translation>Продвижение: {units} в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Close assault: {units} on {hex}</source>
            <translation>Ближний штурм: {units} на {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>smoke</source>
            <translation>дым</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Call {what} on {hex}</source>
            <translation>Вызвать {what} по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Split {unit}</source>
            <translation>Разделить {unit}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Combine {units}</source>
            <translation>Объединить {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Give {weapon} from {source} to {destination}</source>
            <translation>Передать {weapon} от {source} к {destination}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Withdraw the sniper</source>
            <translation>Отозвать снайпера</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Rally, in this order: {units}</source>
            <translation>Сбор в таком порядке: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Opportunity fire: the sniper</source>
            <translation>Огонь по возможности: снайпер</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Opportunity fire: {units}</source>
            <translation>Огонь по возможности: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Hold fire</source>
            <translation>Не открывать огонь</translation>
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
            <translation>бросает на выживание</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Casualties: {units}</source>
            <translation>Потери: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>Satchel charge: {unit} breaches the wire in {hex}</source>
            <translation>Подрывной заряд: {unit} проделывает проход в проволоке в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/describe.py" />
            <source>T{turn} {phase}</source>
            <translation>Х{turn} {phase}</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Event log</source>
            <translation>Журнал событий</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Every phase</source>
            <translation>Все фазы</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>Show:</source>
            <translation>Показать:</translation>
        </message>
        <message>
            <location filename="../testrun/event_log.py" />
            <source>{side} (computer): {reason}</source>
            <translation>{side} (компьютер): {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no effect (valor or shield)</source>
            <translation>без эффекта (доблесть или щит)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>reduced</source>
            <translation>ослаблен</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>reduced and pinned</source>
            <translation>ослаблен и прижат</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>survived, pinned</source>
            <translation>уцелел, прижат</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>eliminated</source>
            <translation>уничтожен</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>missed</source>
            <translation>промах</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>hit, no effect</source>
            <translation>попадание, без эффекта</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/hex_contents.py" />
            <source>immobilized</source>
            <translation>обездвижен</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>light barrage</source>
            <translation>лёгкий огневой налёт</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>heavy barrage</source>
            <translation>тяжёлый огневой налёт</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>air strike</source>
            <translation>авиаудар</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the attacker</source>
            <translation>атакующий</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the defender</source>
            <translation>обороняющийся</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>nobody</source>
            <translation>никто</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>casualties</source>
            <translation>потери</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>hit by AT fire</source>
            <translation>поражён огнём AT</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>crew abandoned it</source>
            <translation>экипаж покинул машину</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>in a close assault</source>
            <translation>в ближнем штурме</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>minefield</source>
            <translation>минное поле</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault, pinned defender</source>
            <translation>ближний штурм, прижатый защитник</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault on its carrier</source>
            <translation>ближний штурм против его транспорта</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>stopped in a full friendly hex</source>
            <translation>остановлен в заполненном дружественном гексе</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>stuck in an over-stacked hex</source>
            <translation>застрял в перегруженном гексе</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>an enemy unit entered its hex</source>
            <translation>вражеское подразделение вошло в его гекс</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>its elimination check</source>
            <translation>его проверка на уничтожение</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>withdrawn</source>
            <translation>отозван</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AP fire</source>
            <translation>огонь AP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AT fire</source>
            <translation>огонь AT</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>a sniper's shot</source>
            <translation>выстрел снайпера</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the last turn is over</source>
            <translation>последний ход завершён</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the attacker exited enough units</source>
            <translation>атакующий вывел достаточно подразделений</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no hex with cover in range and sight</source>
            <translation>нет гекса с укрытием в пределах дальности и видимости</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no unpinned target left</source>
            <translation>не осталось неприжатых целей</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the {side} side was wiped out</source>
            <translation>сторона «{side}» уничтожена</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>the attacker holds %n objective(s)</source>
            <translation>
                <numerusform>атакующий удерживает %n цель</numerusform>
                <numerusform>атакующий удерживает %n цели</numerusform>
                <numerusform>атакующий удерживает %n целей</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no unit</source>
            <translation>нет подразделений</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source> ({modifiers})</source>
            <translation> ({modifiers})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{cp} CP on {hex}</source>
            <translation>{cp} CP по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source> (air burst, doubled)</source>
            <translation> (подрыв в кронах, удвоено)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>nobody hit</source>
            <translation>никто не поражён</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>; %n point(s) left unused</source>
            <translation>
                <numerusform>; %n очко не использовано</numerusform>
                <numerusform>; %n очка не использовано</numerusform>
                <numerusform>; %n очков не использовано</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Opportunity fire by {firers} at {hex}</source>
            <translation>Огонь по возможности: {firers} по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AP fire by {firers} at {hex}</source>
            <translation>Огонь AP: {firers} по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, led by {leader}</source>
            <translation>, под командой: {leader}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>: {apfp} APFP, roll {roll}{mods} = {modified}, {cp} CP</source>
            <translation>: {apfp} APFP, бросок {roll}{mods} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/result_tables.py" />
            <source>fire support</source>
            <translation>огневая поддержка</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>AT fire by {firer} at {target}: to hit {roll}{mods} = {modified}, needs {needed} or less</source>
            <translation>Огонь AT: {firer} по {target}: на попадание {roll}{mods} = {modified}, нужно {needed} или меньше</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; kill roll {roll} against {number}</source>
            <translation>; бросок на уничтожение {roll} против {number}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>roll {roll} against kill number {number}</source>
            <translation>бросок {roll} против числа поражения {number}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no roll needed</source>
            <translation>бросок не нужен</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the defenders are eliminated</source>
            <translation>защитники уничтожены</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the assault fails: the attacker loses {a} CP, the defender {d} CP</source>
            <translation>штурм отбит: атакующий теряет {a} CP, защитник {d} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Close assault by {units} on {hex}: {attack} against {defence} ({odds}), {rolled}; {result}</source>
            <translation>Ближний штурм: {units} против {hex}: {attack} против {defence} ({odds}), {rolled}; {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; defenders lost: {units}</source>
            <translation>; потери защитников: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>; {units} take the hex</source>
            <translation>; {units} занимают гекс</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper: no check ({reason})</source>
            <translation>Снайпер ({side}): без проверки ({reason})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {hex} checks: roll {roll}, safe above {needed}</source>
            <translation>Проверка снайпера ({side}) в {hex}: бросок {roll}, в безопасности выше {needed}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, eliminated</source>
            <translation>, уничтожен</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>, stays</source>
            <translation>, остаётся</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} lands on target in {hex}</source>
            <translation>{mission} ложится точно в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} on {hex} drifts off the map (accuracy roll {roll})</source>
            <translation>{mission} по {hex} уходит за край карты (бросок точности {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} lands on target in {hex} (accuracy roll {roll})</source>
            <translation>{mission} ложится точно в {hex} (бросок точности {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} on {hex} drifts to {landed} (accuracy roll {roll})</source>
            <translation>{mission} по {hex} отклоняется в {landed} (бросок точности {roll})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Game over: {level} for the attacker, {winner} wins ({reason})</source>
            <translation>Игра окончена: {level} для атакующего, побеждает {winner} ({reason})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{source} gives {weapon} to {destination}</source>
            <translation>{source} передаёт {weapon}: {destination}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>end the phase</source>
            <translation>завершить фазу</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire at a hex</source>
            <translation>открыть огонь по гексу</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire AT at a unit</source>
            <translation>открыть огонь AT по подразделению</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>fire a smoke round</source>
            <translation>выстрелить дымовым снарядом</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>start a move</source>
            <translation>начать движение</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>step to a hex</source>
            <translation>перейти в гекс</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>change facing</source>
            <translation>сменить направление</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>board a vehicle</source>
            <translation>сесть в машину</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>get off a vehicle</source>
            <translation>высадиться из машины</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>exit the map</source>
            <translation>покинуть карту</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>end the move</source>
            <translation>завершить движение</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>overrun a hex</source>
            <translation>раздавить гекс</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>advance into a hex</source>
            <translation>продвинуться в гекс</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>close assault a hex</source>
            <translation>штурмовать гекс</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>call fire support</source>
            <translation>вызвать огневую поддержку</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>split a squad</source>
            <translation>разделить отделение</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>combine half squads</source>
            <translation>объединить полуотделения</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>pass a weapon</source>
            <translation>передать оружие</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>withdraw the sniper</source>
            <translation>отозвать снайпера</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>breach barbed wire</source>
            <translation>проделать проход в колючей проволоке</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>rally pinned units</source>
            <translation>собрать прижатые подразделения</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{firers} open opportunity fire ({attack}) on {target} in {hex}</source>
            <translation>{firers} открывают огонь по возможности ({attack}) по {target} в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the movers</source>
            <translation>движущиеся подразделения</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is eliminated ({cause})</source>
            <translation>{unit} уничтожен ({cause})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} valor check: roll {roll}, {result}</source>
            <translation>Проверка доблести {unit}: бросок {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>shows valor</source>
            <translation>проявляет доблесть</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>no valor</source>
            <translation>без доблести</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/event_words.py" />
            <source>Fire lane from {origin} towards {target}: %n marker(s) placed</source>
            <translation>
                <numerusform>Сектор обстрела от {origin} к {target}: поставлен %n маркер</numerusform>
                <numerusform>Сектор обстрела от {origin} к {target}: поставлено %n маркера</numerusform>
                <numerusform>Сектор обстрела от {origin} к {target}: поставлено %n маркеров</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Fire lane in {hex} hits {units}: roll {roll}{mods} = {modified}, {cp} CP</source>
            <translation>Сектор обстрела в {hex} поражает {units}: бросок {roll}{mods} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} risks immobilization in the assault: roll {roll}, {result}</source>
            <translation>{unit} рискует быть обездвиженным в бою: бросок {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>still mobile</source>
            <translation>сохраняет подвижность</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} occupy {hex}</source>
            <translation>{units} занимают {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{afv} overruns {hex} and leaves by {exit}</source>
            <translation>{afv} давит {hex} и выходит через {exit}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is immobilized</source>
            <translation>{unit} обездвижен</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} crew check: roll {roll}, {result}</source>
            <translation>Проверка экипажа {unit}: бросок {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>the crew bails out</source>
            <translation>экипаж покидает машину</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <location filename="../testrun/result_tables.py" />
            <source>the crew stays</source>
            <translation>экипаж остаётся</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start an assault move in {hex} ({mp:g} MP)</source>
            <translation>{units} начинают штурмовое движение в {hex} ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start to move in {hex} ({mp:g} MP)</source>
            <translation>{units} начинают движение в {hex} ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start an assault move onto the map ({mp:g} MP)</source>
            <translation>{units} начинают штурмовое движение на карту ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} start to move onto the map ({mp:g} MP)</source>
            <translation>{units} начинают выход на карту ({mp:g} MP)</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} enter {hex} ({cost:g} MP, {left:g} left)</source>
            <translation>{units} входят в {hex} ({cost:g} MP, осталось {left:g})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} end their move in {hex}</source>
            <translation>{units} завершают движение в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} stay off the map this turn</source>
            <translation>{units} остаются за картой в этот ход</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} must stop in {hex}</source>
            <translation>{unit} должен остановиться в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} turns to facing {n}</source>
            <translation>{unit} разворачивается в направлении {n}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} leave the map from {hex}</source>
            <translation>{units} покидают карту из {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} advance from {start} into {hex}</source>
            <translation>{units} продвигаются из {start} в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} board {transport} in {hex}</source>
            <translation>{units} садятся в {transport} в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} get off {transport} in {hex}</source>
            <translation>{units} высаживаются из {transport} в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} arrives in {hex}</source>
            <translation>{unit} прибывает в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Barbed wire stops {units} in {hex}</source>
            <translation>Колючая проволока останавливает {units} в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} blows the barbed wire in {hex} with a satchel charge</source>
            <translation>{unit} подрывает колючую проволоку в {hex} подрывным зарядом</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>A minefield is revealed in {hex}</source>
            <translation>В {hex} обнаружено минное поле</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The minefield in {hex} attacks {unit}: roll {roll}, {result}</source>
            <translation>Минное поле в {hex} атакует {unit}: бросок {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>unharmed</source>
            <translation>невредим</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} take the objective in {hex}</source>
            <translation>{side}: цель в {hex} захвачена</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} call a smoke barrage on {hex}</source>
            <translation>{side}: вызвана дымовая завеса на {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} call a {mission} on {hex}</source>
            <translation>{side}: вызван удар ({mission}) по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>The {mission} strikes {hex}: {apfp} APFP, roll {roll}, cover {cover:+d} = {modified}, {cp} CP</source>
            <translation>{mission} накрывает {hex}: {apfp} APFP, бросок {roll}, укрытие {cover:+d} = {modified}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Smoke {level} in {hex}</source>
            <translation>Дым {level} в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper takes position in {hex}</source>
            <translation>Снайпер ({side}) занимает позицию в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper finds no position near {hex}</source>
            <translation>Снайпер ({side}) не находит позиции рядом с {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {sniper} shoots at {units} in {hex}: roll {roll}{mods}, {cp} CP</source>
            <translation>Снайпер ({side}) в {sniper} стреляет по {units} в {hex}: бросок {roll}{mods}, {cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper in {hex} is eliminated ({cause})</source>
            <translation>Снайпер ({side}) в {hex} уничтожен ({cause})</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} sniper leaves {hex}</source>
            <translation>Снайпер ({side}) покидает {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} splits into two half squads: {units}</source>
            <translation>{unit} делится на два полуотделения: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{units} combine into {unit}</source>
            <translation>{units} объединяются в {unit}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} is no longer pinned</source>
            <translation>{unit} больше не прижат</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{unit} rally roll {roll} (needs {needed} or less): {result}</source>
            <translation>Бросок на сбор {unit}: {roll} (нужно {needed} или меньше): {result}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>rallied</source>
            <translation>собрался</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>still pinned</source>
            <translation>всё ещё прижат</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>{side} (computer) chose to {action}: {reason}</source>
            <translation>{side} (компьютер) решил: {action}: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/event_words.py" />
            <source>Turn {n} begins</source>
            <translation>Начинается ход {n}</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>&amp;Test run…</source>
            <translation>Пробная пар&amp;тия…</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Play the scenario being edited (Ctrl+T)</source>
            <translation>Сыграть редактируемый сценарий (Ctrl+T)</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Replay a game &amp;log…</source>
            <translation>Воспроизвести &amp;журнал партии…</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Replay a game log</source>
            <translation>Воспроизвести журнал партии</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <location filename="../testrun/window.py" />
            <source>Game logs (*.json)</source>
            <translation>Журналы партий (*.json)</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <location filename="../testrun/start_dialog.py" />
            <location filename="../window/toolbar.py" />
            <source>Test run</source>
            <translation>Пробная партия</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Open a scenario to test it</source>
            <translation>Откройте сценарий, чтобы проверить его</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>Cannot replay the game log</source>
            <translation>Не удаётся воспроизвести журнал партии</translation>
        </message>
        <message>
            <location filename="../testrun/feature.py" />
            <source>replay of {name}</source>
            <translation>повтор: {name}</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Sniper at {hex}: {cp:.2f} Casualty Points expected</source>
            <translation>Снайпер по {hex}: ожидается {cp:.2f} очков потерь</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>AT fire: {firer}{weapon} from {origin} at {target}: hits on {hit} or less, {chance:.0%} to destroy or immobilize</source>
            <translation>ПТ-огонь: {firer}{weapon} из {origin} по {target}: попадание на {hit} или меньше, {chance:.0%} уничтожить или обездвижить</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>{firers} from {origin}, {apfp} APFP at {range} hexes: {cp:.2f} Casualty Points expected</source>
            <translation>{firers} из {origin}, {apfp} APFP на {range} гекс.: ожидается {cp:.2f} очков потерь</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>; lays a fire lane</source>
            <translation>; создаёт огневой коридор</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Pass (P)</source>
            <translation>Пропустить (P)</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Let them go on without (more) opportunity fire in this hex</source>
            <translation>Пропустить их дальше без (дальнейшего) огня по возможности в этом гексе</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Enemy units</source>
            <translation>Вражеские части</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Opportunity fire: {movers} entered {hex}. Fire at them?</source>
            <translation>Огонь по возможности: вход в {hex} — {movers}. Открыть огонь?</translation>
        </message>
        <message>
            <location filename="../testrun/fire_question.py" />
            <source>Fire ({key})</source>
            <translation>Огонь ({key})</translation>
        </message>
        <message>
            <location filename="../testrun/fog_filter.py" />
            <source>a hex out of sight</source>
            <translation>гекс вне поля зрения</translation>
        </message>
        <message>
            <location filename="../testrun/handover.py" />
            <source>Hand the computer to the {side} player</source>
            <translation>Передайте компьютер игроку за сторону «{side}»</translation>
        </message>
        <message>
            <location filename="../testrun/handover.py" />
            <source>I play {side}: show the map</source>
            <translation>Я играю за сторону «{side}»: показать карту</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>fired</source>
            <translation>стрелял</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>moved</source>
            <translation>двигался</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>assault move</source>
            <translation>штурмовое движение</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>valorous</source>
            <translation>доблесть</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>, carrying {units}</source>
            <translation>, везёт {units}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Click a hex to see what it holds and what its units may do.</source>
            <translation>Щёлкните гекс, чтобы увидеть, что в нём и что могут сделать его подразделения.</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>Smoke {n}</source>
            <translation>Дым {n}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <location filename="../testrun/hex_hover.py" />
            <source>Objective held by {side}</source>
            <translation>Цель, удерживает: {side}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>{id}: {name} ({side})</source>
            <translation>{id}: {name} ({side})</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Printed figures: {stats}</source>
            <translation>Значения на фишке: {stats}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_contents.py" />
            <source>Facing {n}</source>
            <translation>Направление {n}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>cover {n:+d}</source>
            <translation>укрытие {n:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>no cover (opportunity fire −1 here)</source>
            <translation>нет укрытия (огонь по возможности −1 здесь)</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>hindrance {n:+d}</source>
            <translation>помеха {n:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>blocks line of sight</source>
            <translation>перекрывает линию видимости</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>air bursts (12.64)</source>
            <translation>разрывы в кронах (12.64)</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Terrain: {parts}</source>
            <translation>Местность: {parts}</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>infantry</source>
            <translation>пехота</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>vehicles</source>
            <translation>техника</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>guns</source>
            <translation>орудия</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>{who} {n} MP</source>
            <translation>{who} {n} MP</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>{who} may not enter</source>
            <translation>{who}: вход запрещён</translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Entering: {costs}</source>
            <translation>Вход: {costs}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/hex_hover.py" />
            <source>Fire lane: %n marker(s) (13.9)</source>
            <translation>
                <numerusform>Линия огня: %n маркер (13.9)</numerusform>
                <numerusform>Линия огня: %n маркера (13.9)</numerusform>
                <numerusform>Линия огня: %n маркеров (13.9)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/hex_hover.py" />
            <source>Fortification: {f}, {side}</source>
            <translation>Укрепление: {f}, {side}</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/hex_hover.py" />
            <source>{side}, %n unit(s)</source>
            <translation>
                <numerusform>{side}, %n подразделение</numerusform>
                <numerusform>{side}, %n подразделения</numerusform>
                <numerusform>{side}, %n подразделений</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Clear the selection; leave line of sight or the replay</source>
            <translation>Снять выделение; выйти из линии видимости или повтора</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Withdraw your sniper in the opponent's After-Action Phase</source>
            <translation>Отозвать своего снайпера в фазе «После боя» противника</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Replay the opponent's segment (again: the next action)</source>
            <translation>Повтор сегмента противника (ещё раз: следующее действие)</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Zoom in</source>
            <translation>Приблизить</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Zoom out</source>
            <translation>Отдалить</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Readable counters, centred on the side to act</source>
            <translation>Читаемые фишки, по центру стороны, которая ходит</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Fit the map to the window</source>
            <translation>Вписать карту в окно</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Asked about opportunity fire or casualties: take the answer of that row</source>
            <translation>Вопрос об огне по возможности или о потерях: выбрать ответ из этой строки</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Asked about opportunity fire: pass</source>
            <translation>Вопрос об огне по возможности: пропустить</translation>
        </message>
        <message>
            <location filename="../testrun/keys.py" />
            <source>Test-run window</source>
            <translation>Окно пробной игры</translation>
        </message>
        <message>
            <location filename="../testrun/level_ratings.py" />
            <source>{level} (rating {rating})</source>
            <translation>{level} (рейтинг {rating})</translation>
        </message>
        <message>
            <location filename="../testrun/level_ratings.py" />
            <source>Rating {mu} ± {sigma} (OpenSkill), rank {rank} of the computer players: {share}% of the points in {games} games against the other levels and personalities. Games are won, lost or drawn; a higher rating is a stronger opponent.</source>
            <translation>Рейтинг {mu} ± {sigma} (OpenSkill), место {rank} среди компьютерных игроков: {share}% очков в {games} партиях против других уровней и характеров. Партия заканчивается победой, поражением или ничьей; чем выше рейтинг, тем сильнее противник.</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>no loss</source>
            <translation>нет</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>End of turn {n}. Allied losses: {allied}. Axis losses: {axis}</source>
            <translation>Конец хода {n}. Потери союзников: {allied}. Потери Оси: {axis}</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>{side} segment: {counts}</source>
            <translation>Сегмент ({side}): {counts}</translation>
        </message>
        <message>
            <location filename="../testrun/log_story.py" />
            <source>; eliminated: {units}</source>
            <translation>; уничтожены: {units}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>Line of sight: click a hex to see what it sees, then point at another. L or Esc leaves.</source>
            <translation>Линия видимости: щёлкните гекс, чтобы увидеть, что из него видно, затем наведите на другой. L или Esc — выход.</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/los_mode.py" />
            <source>From {hex}: sees %n hex(es), {blocked} out of sight. Point at a hex for the line.</source>
            <translation>
                <numerusform>Из {hex}: виден %n гекс, {blocked} вне видимости. Наведите на гекс, чтобы увидеть линию.</numerusform>
                <numerusform>Из {hex}: видно %n гекса, {blocked} вне видимости. Наведите на гекс, чтобы увидеть линию.</numerusform>
                <numerusform>Из {hex}: видно %n гексов, {blocked} вне видимости. Наведите на гекс, чтобы увидеть линию.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>blocked</source>
            <translation>перекрыта</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>hindrance +{n}</source>
            <translation>помеха +{n}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <location filename="../tools/los_tool.py" />
            <source>clear</source>
            <translation>свободна</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>{a} → {b}, range {n}: {verdict}</source>
            <translation>{a} → {b}, дальность {n}: {verdict}</translation>
        </message>
        <message>
            <location filename="../testrun/los_mode.py" />
            <source>night: no one sees farther than {n} hexes</source>
            <translation>ночь: никто не видит дальше {n} гексов</translation>
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
                <numerusform>Путь к {hex}: %n гекс, всего {mp:g} ОД; щелкните, чтобы пойти туда.</numerusform>
                <numerusform>Путь к {hex}: %n гекса, всего {mp:g} ОД; щелкните, чтобы пойти туда.</numerusform>
                <numerusform>Путь к {hex}: %n гексов, всего {mp:g} ОД; щелкните, чтобы пойти туда.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>Opportunity fire possible at {hexes}.</source>
            <translation>Возможен огонь по возможности в гексах: {hexes}.</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>{cp:.2f} CP</source>
            <translation>{cp:.2f} CP</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>AT hit {p:.0%}</source>
            <translation>попадание AT {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/move_control.py" />
            <source>{hex} ({risk})</source>
            <translation>{hex} ({risk})</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Firepower: {apfp} APFP</source>
            <translation>Огневая мощь: {apfp} APFP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Dice modifier total: {total:+d}</source>
            <translation>Сумма модификаторов броска: {total:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Expected: {mean:.2f} CP; chance of at least 1 CP: {chance:.0%}</source>
            <translation>Ожидается: {mean:.2f} CP; вероятность хотя бы 1 CP: {chance:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <location filename="../testrun/result_tables.py" />
            <source>no modifiers</source>
            <translation>без модификаторов</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>AP fire by {units} at {hex}</source>
            <translation>Огонь AP: {units} по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <location filename="../testrun/result_tables.py" />
            <source>no effect</source>
            <translation>без эффекта</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>{n} CP</source>
            <translation>{n} CP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Results: {parts}</source>
            <translation>Результаты: {parts}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>AT fire by {unit} at {target}</source>
            <translation>Огонь AT: {unit} по {target}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>To hit: {n} or less on 2d6 after modifiers ({total:+d}): {p:.0%}</source>
            <translation>Попадание: {n} или меньше на 2d6 с модификаторами ({total:+d}): {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Chance to hit: {p:.0%}</source>
            <translation>Шанс попадания: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>E (a hit eliminates)</source>
            <translation>E (попадание уничтожает)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>none (a hit cannot hurt it)</source>
            <translation>нет (попадание не может повредить)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Elimination number: {n} (ATFP {atfp}); under it eliminates, equal immobilizes</source>
            <translation>Число уничтожения: {n} (ATFP {atfp}); меньше — уничтожение, равно — обездвиживание</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>If hit: eliminated {kill:.0%}, immobilized {stop:.0%} (crew checks included)</source>
            <translation>При попадании: уничтожен {kill:.0%}, обездвижен {stop:.0%} (с учётом проверки экипажа)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>A hit destroys it</source>
            <translation>Попадание уничтожает цель</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Target eliminated: {p:.0%}</source>
            <translation>Цель уничтожена: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Target immobilized: {p:.0%}</source>
            <translation>Цель обездвижена: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>No effect: {p:.0%}</source>
            <translation>Без эффекта: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Attack {attack} APFP against defence {defence} APFP</source>
            <translation>Атака {attack} APFP против обороны {defence} APFP</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Defenders eliminated: {p:.0%}</source>
            <translation>Обороняющиеся уничтожены: {p:.0%}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Attackers lost on average: {n:.2f}</source>
            <translation>Потери атакующих в среднем: {n:.2f}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>leader {leader} {value:+d}</source>
            <translation>командир {leader} {value:+d}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Close assault by {units} on {hex}</source>
            <translation>Ближний штурм: {units} на {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>No roll: the defenders are all pinned and fall (15.9)</source>
            <translation>Без броска: все обороняющиеся прижаты и погибают (15.9)</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Odds {odds}: kill number {kill}, {modified} with its modifiers; roll it or less on 2d6</source>
            <translation>Соотношение {odds}: число поражения {kill}, с модификаторами {modified}; нужно выбросить столько или меньше на 2d6</translation>
        </message>
        <message>
            <location filename="../testrun/odds.py" />
            <source>Modifiers:</source>
            <translation>Модификаторы:</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Rally order</source>
            <translation>Порядок сбора</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>The pinned units try to rally from the top down; a leader who rallies helps the units of his hex that try after him. Uncheck a unit to leave it pinned.</source>
            <translation>Прижатые подразделения пытаются собраться сверху вниз; собравшийся командир помогает подразделениям своего гекса, которые пробуют после него. Снимите отметку, чтобы оставить подразделение прижатым.</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Move &amp;up</source>
            <translation>&amp;Вверх</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Move &amp;down</source>
            <translation>В&amp;низ</translation>
        </message>
        <message>
            <location filename="../testrun/rally_dialog.py" />
            <source>Rally</source>
            <translation>Собрать</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Outcome</source>
            <translation>Итог</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Close (Esc)</source>
            <translation>Закрыть (Esc)</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Closes by itself · Esc or × to close now</source>
            <translation>Закроется само · Esc или × — закрыть сейчас</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Attack results</source>
            <translation>Итоги атак</translation>
        </message>
        <message>
            <location filename="../testrun/result_popup.py" />
            <source>Show each attack's table, dice, modifiers and outcome in a panel over the map</source>
            <translation>Показывать таблицу, броски, модификаторы и итог каждой атаки в панели поверх карты</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>assault movement</source>
            <translation>штурмовое движение</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>attacker's leader</source>
            <translation>командир атакующего</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>defender's leader</source>
            <translation>командир защитника</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>firing from barbed wire</source>
            <translation>огонь из колючей проволоки</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>grenades</source>
            <translation>гранаты</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>hindrance</source>
            <translation>помеха</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>opportunity fire, adjacent</source>
            <translation>огонь по возможности, вплотную</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>opportunity fire, no cover</source>
            <translation>огонь по возможности, без укрытия</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>other modifier</source>
            <translation>прочий модификатор</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>target hex hindrance</source>
            <translation>помеха в гексе цели</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{terrain} cover</source>
            <translation>укрытие: {terrain}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Anti-Personnel Combat Table</source>
            <translation>Таблица огня по пехоте</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Armor Elimination Table</source>
            <translation>Таблица поражения брони</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Close Assault Table</source>
            <translation>Таблица ближнего штурма</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire Support Combat Table</source>
            <translation>Таблица огневой поддержки</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Sniper Combat Table</source>
            <translation>Таблица снайперского огня</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: {result}</source>
            <translation>{unit}: {result}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: eliminated</source>
            <translation>{unit}: уничтожен</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: crew check {roll}, {result}</source>
            <translation>{unit}: проверка экипажа {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>abandoned</source>
            <translation>покинут</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{unit}: shows valor</source>
            <translation>{unit}: проявляет доблесть</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{units} take {hex}</source>
            <translation>{units} занимают {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{cp} CP</source>
            <translation>{cp} CP</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>No effect</source>
            <translation>Без эффекта</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Opportunity fire at {hex}</source>
            <translation>Огонь по возможности по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>AP fire at {hex}</source>
            <translation>Огонь AP по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Firing</source>
            <translation>Стреляют</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Leader</source>
            <translation>Командир</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Total APFP</source>
            <translation>Всего APFP</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Table row</source>
            <translation>Строка таблицы</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice roll modifiers</source>
            <translation>Модификаторы броска</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice</source>
            <translation>Кости</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Dice roll</source>
            <translation>Бросок</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Modified roll</source>
            <translation>Итог броска</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Casualty points</source>
            <translation>Очки потерь</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire lane in {hex}</source>
            <translation>Сектор обстрела в {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire lane</source>
            <translation>Сектор обстрела</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Markers</source>
            <translation>Маркеры</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Moving through</source>
            <translation>В движении</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>AT fire at {target}</source>
            <translation>Огонь AT по {target}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attack</source>
            <translation>Атака</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Weapon</source>
            <translation>Оружие</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Target</source>
            <translation>Цель</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Armor hit</source>
            <translation>Броня в точке попадания</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To hit</source>
            <translation>Попадание</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To-hit number</source>
            <translation>Число попадания</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{n} or less</source>
            <translation>{n} или меньше</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hit?</source>
            <translation>Попадание?</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hit</source>
            <translation>Попадание</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Missed</source>
            <translation>Промах</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>To kill</source>
            <translation>Поражение</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill number</source>
            <translation>Число поражения</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill roll</source>
            <translation>Бросок на поражение</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Combat result</source>
            <translation>Итог боя</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>front armor</source>
            <translation>лобовая броня</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>side armor</source>
            <translation>бортовая броня</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>rear armor</source>
            <translation>кормовая броня</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Close assault on {hex}</source>
            <translation>Ближний штурм на {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Forces</source>
            <translation>Силы</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attackers</source>
            <translation>Атакующие</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker APFP</source>
            <translation>APFP атакующего</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender APFP</source>
            <translation>APFP защитника</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Odds</source>
            <translation>Соотношение сил</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender kill number modifiers</source>
            <translation>Модификаторы числа поражения (защитник)</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Modified kill number</source>
            <translation>Итоговое число поражения</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Kill dice roll</source>
            <translation>Бросок на поражение</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker dice roll modifiers</source>
            <translation>Модификаторы броска (атакующий)</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>none needed</source>
            <translation>не нужен</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defenders eliminated</source>
            <translation>Защитники уничтожены</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Assault failed</source>
            <translation>Штурм отбит</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Combat losses</source>
            <translation>Потери в бою</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Attacker CP</source>
            <translation>CP атакующего</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Defender CP</source>
            <translation>CP защитника</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Hex cleared</source>
            <translation>Гекс зачищен</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{mission} on {hex}</source>
            <translation>{mission} по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire support</source>
            <translation>Огневая поддержка</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Fire support type</source>
            <translation>Вид огневой поддержки</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>APFP</source>
            <translation>APFP</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>on target</source>
            <translation>точно в цель</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/result_tables.py" />
            <source>%n hex(es) to {hex}</source>
            <translation>
                <numerusform>на %n гекс в {hex}</numerusform>
                <numerusform>на %n гекса в {hex}</numerusform>
                <numerusform>на %n гексов в {hex}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Accuracy</source>
            <translation>Точность</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Aimed at</source>
            <translation>Цель налёта</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Accuracy roll</source>
            <translation>Бросок точности</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Drift</source>
            <translation>Отклонение</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Cover</source>
            <translation>Укрытие</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Soft target result</source>
            <translation>Итог по небронированным целям</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>{side} sniper fires at {hex}</source>
            <translation>Снайпер ({side}) стреляет по {hex}</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Sniper in</source>
            <translation>Снайпер в</translation>
        </message>
        <message>
            <location filename="../testrun/result_tables.py" />
            <source>Targets</source>
            <translation>Цели</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} cannot be read: {reason}</source>
            <translation>Невозможно прочитать {path}: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>This is not a saved game or game log: {reason}</source>
            <translation>Это не сохранённая игра и не журнал партии: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>its dice and events come out differently</source>
            <translation>кубики и события выходят иначе</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} does not play again as it was saved ({reason}): the file was changed, or saved by a version with other rules.</source>
            <translation>{path} не воспроизводится так, как был сохранён ({reason}): файл изменён или сохранён версией с другими правилами.</translation>
        </message>
        <message>
            <location filename="../testrun/saved_games.py" />
            <source>{path} holds a scenario this version cannot play: {reason}</source>
            <translation>{path} содержит сценарий, который эта версия не может сыграть: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>&amp;Save game…</source>
            <translation>&amp;Сохранить игру…</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Save the game to go on with it later: File &gt; Continue a saved game (Ctrl+S)</source>
            <translation>Сохранить игру, чтобы продолжить её позже: Файл &gt; Продолжить сохранённую игру (Ctrl+S)</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>&amp;Play from here…</source>
            <translation>&amp;Играть отсюда…</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Stop the replay and play the game on from this action, choosing who plays each side</source>
            <translation>Остановить воспроизведение и продолжить игру с этого действия, выбрав, кто играет за каждую сторону</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Cannot save the game</source>
            <translation>Невозможно сохранить игру</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Save game</source>
            <translation>Сохранить игру</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Saved games (*.json)</source>
            <translation>Сохранённые игры (*.json)</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Saved the game to {path}</source>
            <translation>Игра сохранена в {path}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Autosaved: turn {turn}, {side}'s segment</source>
            <translation>Автосохранение: ход {turn}, сегмент стороны {side}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Autosave failed: {reason}</source>
            <translation>Автосохранение не удалось: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Leave the game</source>
            <translation>Покинуть игру</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>The game is in progress. Save it before leaving?</source>
            <translation>Игра не окончена. Сохранить её перед выходом?</translation>
        </message>
        <message>
            <location filename="../testrun/saving.py" />
            <source>Without saving, File &gt; Continue a saved game still finds its last autosave, from the start of this segment.</source>
            <translation>Без сохранения Файл &gt; Продолжить сохранённую игру всё равно найдёт её последнее автосохранение, сделанное в начале этого сегмента.</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Next action</source>
            <translation>Сл&amp;едующее действие</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Back to the &amp;game</source>
            <translation>Назад к &amp;игре</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Replay the opponent's segment</source>
            <translation>&amp;Повторить сегмент противника</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Step through the computer's actions since you last acted, with its reasons (R)</source>
            <translation>Пошагово просмотреть действия компьютера после вашего последнего хода, с его доводами (R)</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>&amp;Done</source>
            <translation>&amp;Готово</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>The opponent's segment, before its first action. Next shows each action.</source>
            <translation>Сегмент противника до его первого действия. Кнопка «Следующее действие» показывает действия по одному.</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{n} of {total}</source>
            <translation>{n} из {total}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{head}: an action out of sight</source>
            <translation>{head}: действие вне поля зрения</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>{head}: {action}</source>
            <translation>{head}: {action}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>why: {reason}</source>
            <translation>причина: {reason}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>outcome: {what}</source>
            <translation>итог: {what}</translation>
        </message>
        <message>
            <location filename="../testrun/segment_replay.py" />
            <source>Replay of the opponent's segment · action {n} of {total}</source>
            <translation>Повтор сегмента противника · действие {n} из {total}</translation>
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
                <numerusform>В этом гексе %n подразделение: выберите вкладку, чтобы увидеть подразделение и его действия.</numerusform>
                <numerusform>В этом гексе %n подразделения: выберите вкладку, чтобы увидеть подразделение и его действия.</numerusform>
                <numerusform>В этом гексе %n подразделений: выберите вкладку, чтобы увидеть подразделение и его действия.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/stack_tabs.py" />
            <source>Whole stack</source>
            <translation>Весь стек</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Hotseat: two people at this computer</source>
            <translation>Поочерёдно: два игрока за этим компьютером</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Against the computer</source>
            <translation>Против компьютера</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer against computer (watch)</source>
            <translation>Компьютер против компьютера (наблюдение)</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Automatic</source>
            <translation>Автоматически</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Ask me: opportunity fire, casualties, rally order</source>
            <translation>Спрашивать меня: огонь по возможности, потери, порядок сбора</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Easy</source>
            <translation>Лёгкий</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Normal</source>
            <translation>Обычный</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Hard</source>
            <translation>Сложный</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Ask me: when enemy units move where yours could fire at them, you decide who fires (opportunity fire and fire lanes), with the odds shown; when your units take Casualty Points from fire, you choose which are pinned, reduced or eliminated; and you pick the order of your rally attempts. Automatic: the program decides, as it does for the computer.</source>
            <translation>Спрашивать меня: когда вражеские подразделения входят туда, куда могут стрелять ваши, вы решаете, кто стреляет (огонь по возможности и линии огня), с показом шансов; когда ваши подразделения получают очки потерь от огня, вы выбираете, какие прижаты, сокращены или уничтожены; и вы задаёте порядок попыток сбора. Автоматически: решает программа, как для компьютера.</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Dice bias helps or hinders the computer: it is offered only against the computer</source>
            <translation>Смещение кубиков помогает или мешает компьютеру: оно доступно только в игре против компьютера</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Your side</source>
            <translation>Ваша сторона</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer level</source>
            <translation>Уровень компьютера</translation>
        </message>
        <message>
            <location filename="../testrun/start_dialog.py" />
            <source>Computer personality</source>
            <translation>Характер компьютера</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;Move</source>
            <translation>Дви&amp;гаться</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Selec&amp;t</source>
            <translation>В&amp;ыбрать</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>ready</source>
            <translation>готово</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;All</source>
            <translation>Вс&amp;е</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;None</source>
            <translation>Н&amp;и одной</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Assa&amp;ult move</source>
            <translation>&amp;Штурмовое движение</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Half the movement allowance, and +1 cover while moving (6.4)</source>
            <translation>Половина запаса движения и +1 к укрытию во время движения (6.4)</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Sm&amp;oke</source>
            <translation>&amp;Дым</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Place smoke in the units' hex or next to it as they start (11.2)</source>
            <translation>Поставить дым в гексе подразделений или рядом при начале движения (11.2)</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>S&amp;plit</source>
            <translation>Р&amp;азделить</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>&amp;Combine</source>
            <translation>О&amp;бъединить</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Split the checked squad into two half squads</source>
            <translation>Разделить отмеченное отделение на два полуотделения</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Combine the two checked half squads into a squad</source>
            <translation>Объединить два отмеченных полуотделения в отделение</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Swap &amp;weapon</source>
            <translation>Передать &amp;оружие</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/unit_popup.py" />
            <source>{hex}: %n unit(s) — check the ones to act</source>
            <translation>
                <numerusform>{hex}: %n подразделение — отметьте те, что действуют</numerusform>
                <numerusform>{hex}: %n подразделения — отметьте те, что действуют</numerusform>
                <numerusform>{hex}: %n подразделений — отметьте те, что действуют</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>These units cannot start a move together now.</source>
            <translation>Эти подразделения сейчас не могут начать движение вместе.</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>These units have nothing to do alone now; check the others too.</source>
            <translation>Этим подразделениям сейчас нечего делать одним; отметьте и остальные.</translation>
        </message>
        <message>
            <location filename="../testrun/unit_popup.py" />
            <source>Check at least one unit.</source>
            <translation>Отметьте хотя бы одно подразделение.</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>Decisive victory</source>
            <translation>Решительная победа</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>Decisive defeat</source>
            <translation>Решительное поражение</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>The battle is over</source>
            <translation>Бой окончен</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>{side} wins</source>
            <translation>Победа: {side}</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>A draw</source>
            <translation>Ничья</translation>
        </message>
        <message>
            <location filename="../testrun/victory.py" />
            <source>{level} for the attacker ({side})</source>
            <translation>{level} атакующего ({side})</translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/victory.py" />
            <source>After %n turn(s): {reason}</source>
            <translation>
                <numerusform>После %n хода: {reason}</numerusform>
                <numerusform>После %n ходов: {reason}</numerusform>
                <numerusform>После %n ходов: {reason}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../testrun/victory.py" />
            <source>{side}: lost {lost} of {start} points, %n unit(s) exited</source>
            <translation>
                <numerusform>{side}: потеряно {lost} из {start} очков, вышло %n подразделение</numerusform>
                <numerusform>{side}: потеряно {lost} из {start} очков, вышло %n подразделения</numerusform>
                <numerusform>{side}: потеряно {lost} из {start} очков, вышло %n подразделений</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Test run: {title}</source>
            <translation>Пробная партия: {title}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Choices</source>
            <translation>Действия</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Turn {turn} of {turns} · the battle is over</source>
            <translation>Ход {turn} из {turns} · бой окончен</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act (computer)</source>
            <translation>Действует: {side} (компьютер)</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act (replayed)</source>
            <translation>{side} ходит (повтор)</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>{side} to act</source>
            <translation>Действует: {side}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Turn {turn} of {turns} · {side}'s segment · {phase} phase · {actor}</source>
            <translation>Ход {turn} из {turns} · сегмент: {side} · фаза: {phase} · {actor}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source> · moving {units}: {spent:g} MP spent, {left:g} left</source>
            <translation> · движение {units}: потрачено {spent:g} MP, осталось {left:g}</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Save the game log</source>
            <translation>Сохранить журнал партии</translation>
        </message>
        <message>
            <location filename="../testrun/window.py" />
            <source>Saved the game log to {path}</source>
            <translation>Журнал партии сохранён в {path}</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Zoom in (+)</source>
            <translation>Приблизить (+)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Zoom out (−)</source>
            <translation>Отдалить (−)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Readable counters, centred on the side to act (Ctrl+0)</source>
            <translation>Читаемые фишки, по центру стороны, которая ходит (Ctrl+0)</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>Fit</source>
            <translation>Вписать</translation>
        </message>
        <message>
            <location filename="../testrun/zoom.py" />
            <source>The whole map (F)</source>
            <translation>Вся карта (F)</translation>
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
            <translation>+3 и более</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>out of sight</source>
            <translation>вне видимости</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>&lt;b&gt;Line of sight&lt;/b&gt;&lt;br&gt;Click a hex to see what it sees. Esc leaves.</source>
            <translation>&lt;b&gt;Линия видимости&lt;/b&gt;&lt;br&gt;Щёлкните гекс, чтобы увидеть, что из него видно. Esc — выход.</translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>LOS probe: click a hex, then point at another; right click or Esc to stop</source>
            <translation>Проверка LOS: щёлкните гекс, затем наведите на другой; правый щелчок или Esc — завершить</translation>
        </message>
        <message numerus="yes">
            <location filename="../tools/los_tool.py" />
            <source>&lt;b&gt;From {hex}&lt;/b&gt;: sees %n hex(es), {blocked} out of sight.&lt;br&gt;Point at a hex for the line.</source>
            <translation>
                <numerusform>&lt;b&gt;Из {hex}&lt;/b&gt;: виден %n гекс, {blocked} вне видимости.&lt;br&gt;Наведите на гекс, чтобы увидеть линию.</numerusform>
                <numerusform>&lt;b&gt;Из {hex}&lt;/b&gt;: видно %n гекса, {blocked} вне видимости.&lt;br&gt;Наведите на гекс, чтобы увидеть линию.</numerusform>
                <numerusform>&lt;b&gt;Из {hex}&lt;/b&gt;: видно %n гексов, {blocked} вне видимости.&lt;br&gt;Наведите на гекс, чтобы увидеть линию.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../tools/los_tool.py" />
            <source>range {n}</source>
            <translation>дальность {n}</translation>
        </message>
        <message>
            <location filename="../tools/place_tool.py" />
            <source>Click a hex on the map to place {what}</source>
            <translation>Щёлкните гекс на карте, чтобы поставить: {what}</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Undo</source>
            <translation>Отменить</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Redo</source>
            <translation>Повторить</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;New scenario…</source>
            <translation>&amp;Новый сценарий…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Open draft…</source>
            <translation>&amp;Открыть черновик…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Open c&amp;ustom scenario…</source>
            <translation>Открыть по&amp;льзовательский сценарий…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Import packages…</source>
            <translation>&amp;Импортировать пакеты…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Save</source>
            <translation>&amp;Сохранить</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Save &amp;as…</source>
            <translation>Сохранить &amp;как…</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Close scenario</source>
            <translation>&amp;Закрыть сценарий</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Quit</source>
            <translation>В&amp;ыход</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Delete in hex</source>
            <translation>&amp;Удалить в гексе</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Rotate clockwise</source>
            <translation>Повернуть по &amp;часовой стрелке</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>Rotate &amp;anticlockwise</source>
            <translation>Повернуть &amp;против часовой стрелки</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>S&amp;top placing</source>
            <translation>&amp;Завершить расстановку</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Fit to window</source>
            <translation>&amp;По размеру окна</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Scenario</source>
            <translation>С&amp;ценарий</translation>
        </message>
        <message>
            <location filename="../window/actions.py" />
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Copy stack</source>
            <translation>&amp;Копировать стек</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Paste stack</source>
            <translation>Вст&amp;авить стек</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>&amp;Line of sight probe</source>
            <translation>Проверка &amp;линии видимости</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Line of sight probe (L): click a hex to see what it sees</source>
            <translation>Проверка линии видимости (L): щёлкните гекс, чтобы увидеть, что из него видно</translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Select a hex with a stack to copy</source>
            <translation>Выберите гекс со стеком для копирования</translation>
        </message>
        <message numerus="yes">
            <location filename="../window/editing_extras.py" />
            <source>Copied %n counter(s) from {hex}; Ctrl+V pastes them</source>
            <translation>
                <numerusform>Скопирована %n фишка из {hex}; Ctrl+V вставляет её</numerusform>
                <numerusform>Скопировано %n фишки из {hex}; Ctrl+V вставляет их</numerusform>
                <numerusform>Скопировано %n фишек из {hex}; Ctrl+V вставляет их</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../window/editing_extras.py" />
            <source>Copy a stack first (Ctrl+C), then pick a hex to paste into</source>
            <translation>Сначала скопируйте стек (Ctrl+C), затем выберите гекс для вставки</translation>
        </message>
        <message>
            <location filename="../window/history_dock.py" />
            <source>History</source>
            <translation>История</translation>
        </message>
        <message>
            <location filename="../window/history_dock.py" />
            <source>&lt;opened&gt;</source>
            <translation>&lt;opened&gt;</translation>
        </message>
        <message>
            <location filename="../window/layout_settings.py" />
            <source>&amp;Reset window layout</source>
            <translation>Сбросить &amp;расположение окон</translation>
        </message>
        <message>
            <location filename="../window/layout_settings.py" />
            <source>Docks and toolbar back where a first start puts them</source>
            <translation>Вернуть панели и панель инструментов на места, как при первом запуске</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Open draft</source>
            <translation>Открыть черновик</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Open custom scenario</source>
            <translation>Открыть пользовательский сценарий</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Cannot save the scenario</source>
            <translation>Не удаётся сохранить сценарий</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Saved {path}</source>
            <translation>Сохранено: {path}</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Click hexes to place {what}; right click or Esc to stop</source>
            <translation>Щёлкайте гексы, чтобы поставить: {what}; правый щелчок или Esc — завершить</translation>
        </message>
        <message>
            <location filename="../window/main_window.py" />
            <source>Nothing in this hex has a facing</source>
            <translation>В этом гексе нет ничего, что имеет направление</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>New scenario</source>
            <translation>Новый сценарий</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Create scenario</source>
            <translation>Создать сценарий</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Add →</source>
            <translation>Добавить →</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Move left</source>
            <translation>Сдвинуть влево</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Move right</source>
            <translation>Сдвинуть вправо</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Turn 180°</source>
            <translation>Повернуть на 180°</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Battlefield, left to right</source>
            <translation>Поле боя, слева направо</translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source> (turned 180°)</source>
            <translation> (повёрнута на 180°)</translation>
        </message>
        <message numerus="yes">
            <location filename="../window/new_scenario_dialog.py" />
            <source>%n board(s), {h} hexes</source>
            <translation>
                <numerusform>%n карта, гексов: {h}</numerusform>
                <numerusform>%n карты, гексов: {h}</numerusform>
                <numerusform>%n карт, гексов: {h}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../window/new_scenario_dialog.py" />
            <source>Add at least one board.</source>
            <translation>Добавьте хотя бы одну карту.</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>Problems</source>
            <translation>Проблемы</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>No problems: the scenario follows the placement rules.</source>
            <translation>Нет проблем: сценарий соответствует правилам расстановки.</translation>
        </message>
        <message>
            <location filename="../window/problems_dock.py" />
            <source>Problems ({n})</source>
            <translation>Проблемы ({n})</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenarios (*.json)</source>
            <translation>Сценарии (*.json)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenarios and packages (*.json *.zip)</source>
            <translation>Сценарии и пакеты (*.json *.zip)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Scenario packages (*.zip)</source>
            <translation>Пакеты сценариев (*.zip)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>PNG pictures (*.png)</source>
            <translation>Изображения PNG (*.png)</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Save scenario</source>
            <translation>Сохранить сценарий</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Unsaved changes</source>
            <translation>Несохранённые изменения</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>В «{name}» есть несохранённые изменения. Сохранить их?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Recover unsaved work?</source>
            <translation>Восстановить несохранённую работу?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>The editor was not closed properly last time. It autosaved:

{what}

Recover it?</source>
            <translation>В прошлый раз редактор был закрыт некорректно. Автосохранено:

{what}

Восстановить?</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Recover</source>
            <translation>Восстановить</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Discard</source>
            <translation>Отбросить</translation>
        </message>
        <message>
            <location filename="../window/prompts.py" />
            <source>Ask me later</source>
            <translation>Спросить позже</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Main toolbar</source>
            <translation>Основная панель инструментов</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>&amp;Select</source>
            <translation>&amp;Выбрать</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>&amp;Place from the palette</source>
            <translation>&amp;Поставить из палитры</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Select</source>
            <translation>Выбрать</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Place</source>
            <translation>Поставить</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Hide units</source>
            <translation>Скрыть подразделения</translation>
        </message>
        <message>
            <location filename="../window/toolbar.py" />
            <source>Pick a counter or marker in the palette, then click hexes to place it</source>
            <translation>Выберите фишку или маркер в палитре, затем щёлкайте гексы, чтобы поставить их</translation>
        </message>
    </context>
    <context>
        <name>placement</name>
        <message>
            <location filename="../../core/placement/force_rules.py" />
            <source>the {side} side has no units: place some on the map or bring them in a reinforcement group</source>
            <translation>у стороны {side} нет подразделений: разместите их на карте или введите группой подкреплений</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>units of both sides share this hex ({who})</source>
            <translation>в этом гексе находятся подразделения обеих сторон ({who})</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{count} {side} stacks are placed in this hex: merge them into one</source>
            <translation>в этом гексе стеков стороны {side}: {count}; объедините их в один</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{count} {group}</source>
            <translation>{group}: {count}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{units} may not share a hex with the {fortification}: only {allowed} may</source>
            <translation>{units}: нельзя находиться в одном гексе с укреплением {fortification}; можно только так: {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{units} do not fit in the {fortification}: it holds {limits}</source>
            <translation>{units}: не помещаются в укрепление {fortification}; оно вмещает {limits}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>too many units in one hex ({units}); a hex holds {limits}</source>
            <translation>слишком много подразделений в одном гексе ({units}); гекс вмещает {limits}</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>no unit may be in {terrain} hexes: {units} must be placed elsewhere</source>
            <translation>ни одно подразделение не может находиться в гексах местности {terrain}: {units} нужно разместить в другом месте</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{terrain} hexes are closed to them: {units} must be placed elsewhere</source>
            <translation>гексы местности {terrain} для них закрыты: {units} нужно разместить в другом месте</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>{unit} cannot be in a {terrain} hex without a road</source>
            <translation>{unit}: нельзя находиться в гексе местности {terrain} без дороги</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>the large gun {unit} (0 MP) cannot be in a {terrain} hex</source>
            <translation>тяжёлое орудие {unit} (0 MP) не может находиться в гексе местности {terrain}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this fortification is not on the battlefield</source>
            <translation>это укрепление не на поле боя</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>unknown fortification type {type}</source>
            <translation>неизвестный тип укрепления {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>no {fortification} on a bridge: {kind}s go only in {allowed}</source>
            <translation>укрепление {fortification} нельзя ставить на мост: этот тип ({kind}) ставится только сюда: {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>no {fortification} in {terrain}: {kind}s go only in {allowed}</source>
            <translation>укрепление {fortification} нельзя ставить на местность {terrain}: этот тип ({kind}) ставится только сюда: {allowed}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{count} fortifications or entrenchments share this hex; a hex holds one</source>
            <translation>укреплений или окопов в этом гексе: {count}; в гексе может быть только одно</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>a {fortification} needs a facing: it fires only through its forward arc</source>
            <translation>укреплению {fortification} нужно направление: оно стреляет только в передний сектор</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{fortification} cannot be hidden; only minefields can</source>
            <translation>укрепление {fortification} нельзя скрыть; скрытыми могут быть только минные поля</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this smoke marker is not on the battlefield</source>
            <translation>этот маркер дыма не на поле боя</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{count} smoke markers are in this hex; only one may be</source>
            <translation>маркеров дыма в этом гексе: {count}; допускается только один</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this objective is not on the battlefield</source>
            <translation>эта цель не на поле боя</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>two objectives are in the same hex</source>
            <translation>две цели находятся в одном гексе</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>objectives start flying the defender's ({defender}) flag, not the {owner} one</source>
            <translation>в начале цели несут флаг обороняющегося ({defender}), а не стороны {owner}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an objective scenario needs at least one objective on the map</source>
            <translation>сценарию на удержание целей нужна хотя бы одна цель на карте</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the attacker must hold {required} objectives but the map has only {total}</source>
            <translation>атакующий должен удерживать целей: {required}, но на карте их только {total}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>this exit hex is not on the battlefield</source>
            <translation>этот гекс выхода не на поле боя</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>exit hexes must lie on an edge of the map</source>
            <translation>гексы выхода должны лежать на краю карты</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an exit scenario needs at least one exit hex</source>
            <translation>сценарию на выход нужен хотя бы один гекс выхода</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>an exit scenario needs the number of units the attacker must exit</source>
            <translation>сценарию на выход нужно число подразделений, которые атакующий должен вывести</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the attacker must exit {goal} units but can exit at most {force} (units on the map with their riders and towed guns, reinforcements that arrive in time, and the half squads its squads could split into)</source>
            <translation>атакующий должен вывести подразделений: {goal}, но может вывести не более {force} (подразделения на карте с пассажирами и буксируемыми орудиями, подкрепления, прибывающие вовремя, и полуотделения, на которые могут разделиться его отделения)</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>the {side} side holds an unknown weapon {weapon}</source>
            <translation>у стороны {side} неизвестное оружие {weapon}</translation>
        </message>
        <message>
            <location filename="../../core/placement/map_rules.py" />
            <source>{weapon} is not an expendable (X) weapon; give it to a unit instead</source>
            <translation>{weapon} — не одноразовое оружие (X); передайте его подразделению</translation>
        </message>
        <message>
            <location filename="../../core/placement/reinforcement_rules.py" />
            <source>{group}: due on turn {turn} of a {turns}-turn scenario, they never arrive</source>
            <translation>{group}: должны прибыть на ходу {turn} в сценарии из {turns} ходов, они никогда не прибудут</translation>
        </message>
        <message>
            <location filename="../../core/placement/reinforcement_rules.py" />
            <source>{group}: {edge} is not a map edge; they come on from the north, east, south or west edge</source>
            <translation>{group}: {edge} — не край карты; подкрепления входят с северного, восточного, южного или западного края</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names no hex yet</source>
            <translation>особое правило {number} пока не называет ни одного гекса</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names a hex that is not on the battlefield</source>
            <translation>особое правило {number} называет гекс, которого нет на поле боя</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} ends on turn {last}, before it begins (turn {first})</source>
            <translation>особое правило {number} заканчивается на ходу {last}, раньше, чем начинается (ход {first})</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names turn {turn}, but the scenario has {turns} turns</source>
            <translation>особое правило {number} называет ход {turn}, но в сценарии {turns} ходов</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: there is no hexside feature {feature}</source>
            <translation>особое правило {number}: нет стороны гекса «{feature}»</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} limits exits, but this is not an exit scenario</source>
            <translation>особое правило {number} ограничивает выход, но это не сценарий на выход</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} names a hex that is not an exit hex</source>
            <translation>особое правило {number} называет гекс, который не является гексом выхода</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} holds the units set up here, but there are none</source>
            <translation>особое правило {number} удерживает расставленные здесь подразделения, но их здесь нет</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: no reinforcement group arrives on turn {turn} at the {edge} edge</source>
            <translation>особое правило {number}: ни одна группа подкреплений не приходит на ходу {turn} с края «{edge}»</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} forbids smoke, but a side has smoke factors</source>
            <translation>особое правило {number} запрещает дым, но у стороны есть факторы дыма</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} changes neither terrain nor level</source>
            <translation>особое правило {number} не меняет ни местность, ни уровень</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number}: there is no terrain {terrain}</source>
            <translation>особое правило {number}: нет местности «{terrain}»</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} limits where reinforcements enter, but that side has none</source>
            <translation>особое правило {number} ограничивает вход подкреплений, но у этой стороны их нет</translation>
        </message>
        <message>
            <location filename="../../core/placement/rule_checks.py" />
            <source>special rule {number} lets reinforcements enter here, but no group of theirs arrives at this edge</source>
            <translation>особое правило {number} впускает подкрепления здесь, но ни одна их группа не приходит с этого края</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a cave must lie within {spacing} hexes of another cave of its side</source>
            <translation>пещера должна находиться не далее {spacing} гексов от другой пещеры своей стороны</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>this tunnel runs off the battlefield</source>
            <translation>этот туннель выходит за пределы поля боя</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a tunnel's hexes must follow one another, each next to the one before</source>
            <translation>гексы туннеля должны идти подряд, каждый рядом с предыдущим</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>a tunnel must begin and end at a cave of its side</source>
            <translation>туннель должен начинаться и заканчиваться у пещеры своей стороны</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>this tunnel runs {length} hexes; a tunnel may be at most {most} hexes long</source>
            <translation>длина этого туннеля {length} гексов; туннель может быть не длиннее {most} гексов</translation>
        </message>
        <message>
            <location filename="../../core/placement/tunnel_rules.py" />
            <source>no tunnel may pass under {terrain}</source>
            <translation>туннель не может проходить под местностью {terrain}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>unknown unit type {type}</source>
            <translation>неизвестный тип подразделения {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a support weapon: it must be carried by a squad, half squad or leader</source>
            <translation>{unit} — оружие поддержки: его должно нести отделение, полуотделение или командир</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} ({nationality}) cannot fight for the {side} side</source>
            <translation>{unit} ({nationality}) не может сражаться за сторону {side}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a half squad, and this side's order of battle does not allow half squads at the start</source>
            <translation>{unit} — полуотделение, а боевой состав этой стороны не допускает полуотделений в начале</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot be a hero: a hero is a leader counter</source>
            <translation>{unit} не может быть героем: герой — это фишка командира</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} needs a facing (the hexside its front points at)</source>
            <translation>{unit}: нужно направление (сторона гекса, на которую смотрит его фронт)</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is infantry and has no facing</source>
            <translation>{unit} — пехота, у неё нет направления</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot carry support weapons; only squads, half squads and leaders do</source>
            <translation>{unit} не может нести оружие поддержки; его несут только отделения, полуотделения и командиры</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {count} support weapons ({weapons}); a unit carries one</source>
            <translation>{unit} несёт оружие поддержки ({weapons}), единиц: {count}; подразделение несёт только одно</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries an unknown weapon type {type}</source>
            <translation>{unit} несёт оружие неизвестного типа {type}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {weapon}, which is not a support weapon</source>
            <translation>{unit} несёт {weapon}, а это не оружие поддержки</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries {weapon}: expendable (X) weapons are held by the side, not by a unit</source>
            <translation>{unit} несёт {weapon}: одноразовое оружие (X) принадлежит стороне, а не подразделению</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is a leader and may carry only a light (L) weapon, not {weapon}</source>
            <translation>{unit} — командир и может нести только лёгкое оружие (L), а не {weapon}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} is not a transport and cannot carry passengers</source>
            <translation>{unit} — не транспорт и не может перевозить пассажиров</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{passenger} rides with {unit} and cannot carry units itself</source>
            <translation>{passenger} едет на {unit} и сам не может перевозить подразделения</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} carries only infantry, not {others}; guns are towed</source>
            <translation>{unit} перевозит только пехоту, а не {others}; орудия буксируются</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} ({transport}) carries {passengers}; {capacity}</source>
            <translation>{unit} ({transport}) перевозит {passengers}; {capacity}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} cannot tow a gun ({gun})</source>
            <translation>{unit} не может буксировать орудие ({gun})</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} may tow only a gun, not {gun}</source>
            <translation>{unit} может буксировать только орудие, а не {gun}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{unit} (TH) cannot tow the large gun {gun} (0 MP)</source>
            <translation>{unit} (TH) не может буксировать тяжёлое орудие {gun} (0 MP)</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>the {side} side cannot be of nationality {nationality}</source>
            <translation>сторона {side} не может иметь национальность {nationality}</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>this stack is not on the battlefield</source>
            <translation>этот стек не на поле боя</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>{weapon} lies in the hex: give it to a squad, half squad or leader</source>
            <translation>{weapon} лежит в гексе: передайте его отделению, полуотделению или командиру</translation>
        </message>
        <message>
            <location filename="../../core/placement/unit_rules.py" />
            <source>unit id {id} is used {count} times ({units}); each counter needs its own id</source>
            <translation>идентификатор подразделения {id} использован {count} раз(а) ({units}); каждой фишке нужен свой идентификатор</translation>
        </message>
    </context>
    <context>
        <name>data</name>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>one</source>
            <translation>одно</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>two</source>
            <translation>два</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>three</source>
            <translation>три</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>four</source>
            <translation>четыре</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>infantry unit</source>
            <translation>пехотное подразделение</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>infantry units</source>
            <translation>пехотные подразделения</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <location filename="../../core/texts.py" />
            <source>gun</source>
            <translation>орудие</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>guns</source>
            <translation>орудия</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV</source>
            <translation>БМ</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs</source>
            <translation>БМ</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV or vehicle</source>
            <translation>БМ или машина</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs or vehicles</source>
            <translation>БМ или машины</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFV, vehicle or gun</source>
            <translation>БМ, машина или орудие</translation>
        </message>
        <message>
            <location filename="../../core/placement/hex_rules.py" />
            <source>AFVs, vehicles or guns</source>
            <translation>БМ, машины или орудия</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>allied</source>
            <translation>союзники</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>axis</source>
            <translation>Ось</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>attacker</source>
            <translation>атакующий</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <location filename="../../core/texts.py" />
            <source>defender</source>
            <translation>обороняющийся</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>north</source>
            <translation>север</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>east</source>
            <translation>восток</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>south</source>
            <translation>юг</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>west</source>
            <translation>запад</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>entrenchment</source>
            <translation>окоп</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>small</source>
            <translation>малый</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>medium</source>
            <translation>средний</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>large</source>
            <translation>большой</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>infantry</source>
            <translation>пехота</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>leader</source>
            <translation>командир</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>vehicle</source>
            <translation>машина</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>fortification</source>
            <translation>укрепление</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Open ground</source>
            <translation>Открытая местность</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Farmland (field)</source>
            <translation>Пашня (поле)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Farmland (crop)</source>
            <translation>Пашня (посевы)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Building (stone)</source>
            <translation>Здание (каменное)</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Woods</source>
            <translation>Лес</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Stream</source>
            <translation>Ручей</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Orchard</source>
            <translation>Сад</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hay stacks</source>
            <translation>Стога сена</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Canal</source>
            <translation>Канал</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Pond</source>
            <translation>Пруд</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Marsh</source>
            <translation>Болото</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>River</source>
            <translation>Река</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Ocean</source>
            <translation>Океан</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Beach</source>
            <translation>Пляж</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Desert</source>
            <translation>Пустыня</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Jungle</source>
            <translation>Джунгли</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Palm grove</source>
            <translation>Пальмовая роща</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Gully</source>
            <translation>Овраг</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Wadi</source>
            <translation>Вади</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Stone wall</source>
            <translation>Каменная стена</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hedge</source>
            <translation>Живая изгородь</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Hedgerow (bocage)</source>
            <translation>Бокаж</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Concrete bunker</source>
            <translation>Бетонный бункер</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Wood and earth bunker</source>
            <translation>Дерево-земляной бункер</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Sandbags</source>
            <translation>Мешки с песком</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Barbed wire</source>
            <translation>Колючая проволока</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Minefield</source>
            <translation>Минное поле</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Foxholes</source>
            <translation>Стрелковые ячейки</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Trench</source>
            <translation>Траншея</translation>
        </message>
        <message>
            <location filename="../../core/data/terrain.json" />
            <source>Cave</source>
            <translation>Пещера</translation>
        </message>
    </context>
    <context>
        <name>core</name>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>an edge half hex must be open ground at level 0 so that any board can join this one</source>
            <translation>краевой полугекс должен быть открытой местностью уровня 0, чтобы к этой карте могла примкнуть любая другая</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a {feature} on the board edge would belong to the neighbouring board</source>
            <translation>«{feature}» на краю карты относилась бы к соседней карте</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a {feature} between two edge half hexes would be cut by the seam</source>
            <translation>«{feature}» между двумя краевыми полугексами была бы разрезана стыком</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>the road from {hex} crosses a {feature}</source>
            <translation>дорога из {hex} пересекает препятствие «{feature}»</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a road runs into impassable water without a bridge</source>
            <translation>дорога упирается в непроходимую воду без моста</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a bridge must cross a stream, canal or river</source>
            <translation>мост должен пересекать ручей, канал или реку</translation>
        </message>
        <message>
            <location filename="../../core/boards/rules.py" />
            <source>a bridge must be on a road</source>
            <translation>мост должен стоять на дороге</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the challenge</source>
            <translation>при вызове</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the acceptance of the challenge</source>
            <translation>при принятии вызова</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the first turn</source>
            <translation>в первом ходу</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the Move Phase</source>
            <translation>в конце фазы движения</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>after the Defensive Fire Phase</source>
            <translation>после фазы оборонительного огня</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the segment</source>
            <translation>в конце сегмента</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>at the end of the game</source>
            <translation>в конце игры</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>by resigning</source>
            <translation>сдачей</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Command Phase</source>
            <translation>фаза командования</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Fire Phase</source>
            <translation>фаза огня</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Movement Phase</source>
            <translation>фаза движения</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Defensive Fire Phase</source>
            <translation>фаза оборонительного огня</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>Advance Phase</source>
            <translation>фаза продвижения</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>After Action Phase</source>
            <translation>фаза после боя</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>ignored</source>
            <translation>без эффекта</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>pinned</source>
            <translation>прижат</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>reduced</source>
            <translation>ослаблен</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>reduced and pinned</source>
            <translation>ослаблен и прижат</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>survived, pinned</source>
            <translation>уцелел, прижат</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>eliminated</source>
            <translation>уничтожен</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>hit</source>
            <translation>попадание</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>miss</source>
            <translation>промах</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>major victory</source>
            <translation>крупная победа</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>minor victory</source>
            <translation>малая победа</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>draw</source>
            <translation>ничья</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>minor defeat</source>
            <translation>малое поражение</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>major defeat</source>
            <translation>крупное поражение</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} moved to {hex}</source>
            <translation>{units}: перемещение в {hex}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firers} fired at {target} (opportunity fire): roll {roll}, {cp} casualty points</source>
            <translation>{firers}: огонь по {target} (огонь по возможности): бросок {roll}, {cp} очков потерь</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firers} fired at {target}: roll {roll}, {cp} casualty points</source>
            <translation>{firers}: огонь по {target}: бросок {roll}, {cp} очков потерь</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{firer} fired AT at {target}: roll {roll}, {result}</source>
            <translation>{firer}: противотанковый огонь по {target}: бросок {roll}, {result}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} assaulted {target} at {odds}: roll {roll}, succeeded</source>
            <translation>{units}: штурм {target} при {odds}: бросок {roll}, успешно</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{units} assaulted {target} at {odds}: roll {roll}, failed</source>
            <translation>{units}: штурм {target} при {odds}: бросок {roll}, неудачно</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{afv} overran {target}</source>
            <translation>{afv}: наезд на {target}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {unit} eliminated</source>
            <translation>  {unit}: уничтожен</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>turn {number} begins</source>
            <translation>начинается ход {number}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>game over: {level}</source>
            <translation>конец игры: {level}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>game over: {winner} {level}</source>
            <translation>конец игры: {winner}, {level}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{unit} {result}</source>
            <translation>{unit}: {result}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {hex}: {points} casualty points</source>
            <translation>  {hex}: очков потерь: {points}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>  {hex}: {points} casualty points ({results})</source>
            <translation>  {hex}: очков потерь: {points} ({results})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{side} resigned: the game is over</source>
            <translation>{side}: сдался, игра окончена</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>the game is over: {winner} ({level})</source>
            <translation>игра окончена: {winner} ({level})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>the game is over</source>
            <translation>игра окончена</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{side} to play (turn {turn}, {phase})</source>
            <translation>играет: {side} (ход {turn}, {phase})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>{title}: handed over by {side} {point} (hand-over {number}, {actions} actions)</source>
            <translation>{title}: ход передан стороной {side} {point} (передача {number}, действий: {actions})</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>note: {side} opened the previous file {count} times before replying</source>
            <translation>примечание: предыдущий файл открыт стороной {side} перед ответом, раз: {count}</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>note: the first {count} actions were played hotseat before this e-mail game, with the saved game's own dice: not verified by both players</source>
            <translation>примечание: первые действия ({count}) были сыграны за одним компьютером до этой игры по почте, с кубиками сохранённой игры: оба игрока их не проверяли</translation>
        </message>
        <message>
            <location filename="../../core/pbem/story.py" />
            <source>message: {message}</source>
            <translation>сообщение: {message}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first} and {last}</source>
            <translation>{first} и {last}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first} or {last}</source>
            <translation>{first} или {last}</translation>
        </message>
        <message>
            <location filename="../../core/texts.py" />
            <source>{first}; or {last}</source>
            <translation>{first}; или {last}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>no battlefield template serves {size} battles</source>
            <translation>нет шаблона поля боя для боёв размера «{size}»</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>no battle location could hold these forces: {reasons}</source>
            <translation>ни одно место боя не вмещает эти силы: {reasons}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>the generated battle breaks {count} rule(s), first: {problem}</source>
            <translation>созданный бой нарушает правила ({count}), первое: {problem}</translation>
        </message>
        <message>
            <location filename="../../generator/battle.py" />
            <source>the generated battle does not fit the scenario format: {error}</source>
            <translation>созданный бой не соответствует формату сценария: {error}</translation>
        </message>
        <message>
            <location filename="../../generator/deploy.py" />
            <source>{formation}: no room left in the {side}'s areas</source>
            <translation>{formation}: не осталось места в зонах ({side})</translation>
        </message>
        <message>
            <location filename="../../generator/map_additions.py" />
            <source>{location}: only {count} objective candidates</source>
            <translation>{location}: возможных целей лишь {count}</translation>
        </message>
    </context>
</TS>
