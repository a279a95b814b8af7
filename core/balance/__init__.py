"""Measured balance: many computer-vs-computer games of one scenario, summed up with intervals.

`games` plays one seeded game in any process; `local` and `cluster` run many of
them on local processes or a Dask cluster; `summary` turns the records into win
rates with Wilson intervals (`stats`). The results never depend on where a game
ran: each game is a pure function of the scenario, the players and its seed.
"""
