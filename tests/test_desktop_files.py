"""The desktop app's files in packaging/ agree with each other and with the version.

packaging/build.sh builds and runs the app itself (a minute or two, not in the test run);
these checks are the cheap part that should fail at once when something drifts.
"""

from __future__ import annotations

import configparser
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

from core.version import __version__

PACKAGING = Path(__file__).resolve().parents[1] / "packaging"
ICON = "vv-scenario-studio"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def metainfo() -> ET.Element:
    (path,) = PACKAGING.glob("*.metainfo.xml")
    root = ET.parse(path).getroot()
    assert path.name == f"{root.findtext('id')}.metainfo.xml"
    return root


def test_the_metainfo_names_this_release_first() -> None:
    release = metainfo().find("releases/release")
    assert release is not None and release.get("version") == __version__, "add the release to the metainfo file"


def test_the_metainfo_launches_the_desktop_entry_whose_icon_is_shipped() -> None:
    launchable = metainfo().findtext("launchable")
    assert launchable is not None and (PACKAGING / launchable).is_file()
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment, method-assign]
    entry.read(PACKAGING / launchable, encoding="utf-8")
    assert entry["Desktop Entry"]["Icon"] == ICON
    assert entry["Desktop Entry"]["Exec"].split()[0] == "vvs"


def test_every_icon_size_is_rendered_at_its_size() -> None:
    assert (PACKAGING / "icons" / f"{ICON}.svg").is_file() and (PACKAGING / "icons" / f"{ICON}.ico").is_file()
    for size in SIZES:
        png = (PACKAGING / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON}.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", png[16:24]) == (size, size)
