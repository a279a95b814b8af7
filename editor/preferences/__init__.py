"""Edit > Settings…: the user's own choices, kept with QSettings in the user folder and read at start."""
