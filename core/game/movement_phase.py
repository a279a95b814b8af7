"""Rules module movement_phase: registers its providers and handlers in core/game/rules.py (see docs/engine.md)."""
