"""Painting a battlefield with QPainter: geometry, terrain, lines, text, and small previews."""
