"""Scenario > Estimate balance: many computer-vs-computer games in the background, their chart, and the result kept."""
