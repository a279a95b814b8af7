"""The stack editor dock: a hex's stacks as counters in slots, and the edits they offer."""
