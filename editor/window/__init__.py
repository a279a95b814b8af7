"""The main window: its shell, actions, docks of its own, the questions it asks, and the features wired into it."""
