"""The palette dock: what can be picked, the lists it is picked from, and what placing it does."""
