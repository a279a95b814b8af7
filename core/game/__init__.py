"""The headless game engine: Game (rules + scenario) and GameState (see docs/engine.md)."""
