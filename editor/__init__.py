"""The PySide6 scenario editor and test-run window.

This package's __init__ must stay free of Qt imports: the `vvs` command line
enters through editor.cli and only loads Qt for `vvs edit`.
"""
