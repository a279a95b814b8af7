"""The computer opponent (issue 11): plans, moves, fires and assaults from its side's own view."""
