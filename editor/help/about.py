"""The About page: the program, its version, and each library it runs on with its version and licence."""

from __future__ import annotations

import platform
from html import escape

from PySide6.QtCore import qVersion

from editor.help.licences import Library, libraries, program_version
from editor.i18n import tr

PROGRAM = "V&V Scenario Studio"


def about_html(version: str | None = None, used: list[Library] | None = None) -> str:
    version = version if version is not None else program_version()
    used = used if used is not None else libraries()
    if not used:  # a frozen build without the packages' metadata: say so rather than show an empty table
        missing = tr("This build does not carry the libraries' package metadata, so their licences cannot be listed here.")
        return (f"<h2>{escape(PROGRAM)} {escape(version)}</h2><p>{escape(missing)}</p>")
    rows = "".join(f"<tr><td>{escape(lib.name)}</td><td>{escape(lib.version)}</td><td>{escape(lib.licence)}</td></tr>"
                   for lib in used)
    return (
        f"<h2>{escape(PROGRAM)} {escape(version)}</h2>"
        f"<p>{escape(tr('A scenario editor, random battle generator and test run for the Valor & Victory wargame.'))}</p>"
        f"<p>{escape(tr('Licence: MIT.'))} "
        f"{escape(tr('Running on Python {python} and Qt {qt}.').format(python=platform.python_version(), qt=qVersion()))}</p>"
        f"<h3>{escape(tr('Libraries'))}</h3>"
        f"<p>{escape(tr('As their installed packages state them:'))}</p>"
        "<table cellspacing='0' cellpadding='3' width='100%'>"
        f"<tr><th align='left'>{escape(tr('Library'))}</th><th align='left'>{escape(tr('Version'))}</th>"
        f"<th align='left'>{escape(tr('Licence'))}</th></tr>{rows}</table>"
    )
