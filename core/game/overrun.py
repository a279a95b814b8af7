"""Rules module overrun: registers its providers and handlers in core/game/rules.py (see docs/engine.md)."""
