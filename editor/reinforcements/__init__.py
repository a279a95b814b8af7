"""The Reinforcements dock: each side's groups arriving later, edited as undoable commands, their edge shown on the map."""
