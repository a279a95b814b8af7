"""The Special rules dock: typed special scenario rules (4.3), edited with a preview on the map."""
