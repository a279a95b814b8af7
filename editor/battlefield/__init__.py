"""The map as the user edits it: the graphics scene and view, one item per occupied hex, outlines."""
