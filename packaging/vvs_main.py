"""The desktop app's entry point (packaging/vvs.spec): the `vvs` command line, frozen.

With no subcommand `vvs` opens the editor, so the app's executable is both the desktop
program and the command line.
"""

from __future__ import annotations

import multiprocessing
import sys

from editor.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # `vvs balance --jobs`: worker processes of a frozen app (Windows, macOS)
    sys.exit(main())
