"""The scenario details dock: the scenario's fields and each side's part."""
