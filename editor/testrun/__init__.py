"""The test-run window: play the scenario being edited (hotseat, against the computer, or watch)."""
