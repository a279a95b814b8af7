"""Files from the editor: packages, import and export, recent files, autosave and recovery."""
