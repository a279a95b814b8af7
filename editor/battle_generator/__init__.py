"""The random battle generator's dialog and its place in the window."""
