"""Rules module assault: registers its providers and handlers in core/game/rules.py (see docs/engine.md)."""
