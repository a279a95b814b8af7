"""Geomorphic boards and the battlefields made of them.

- board.py: one board file parsed into a Board, with every fault it has;
- rules.py: what makes a board usable beyond its schema (joinable edges, roads, bridges);
- document.py: a Board written back to its file form;
- library.py: the shipped boards in maps/, and battlefields built from a board list;
- battlefield.py: boards side by side as one grid, with one name for each hex.
"""
