"""The PySide6 scenario editor and test-run window.

This package's __init__ must stay free of Qt imports: the `vvs` command line
enters through editor.cli and only loads Qt for `vvs edit`. (PySide6 6.12.0
drops a reference to None on every call that returns nothing, which crashes
Python 3.11 within seconds of painting; pyproject.toml keeps PySide6 below 6.12.)
"""
