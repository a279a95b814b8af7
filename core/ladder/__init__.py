"""The ladder of the computer's levels and personalities (`vvs ladder`, issue 27).

schedule.py pairs the players and seats them on every battle, games.py plays one
game of the schedule on the balance runner, ratings.py fits OpenSkill ratings from
the outcomes, and shipped.py reads the ratings the program ships (core/data/ai_ladder.json).
"""
