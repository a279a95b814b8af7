"""The Help menu: a keyboard shortcut sheet built from the window's own actions, a short guide, and About."""
