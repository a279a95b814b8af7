"""Test configuration shared by every test.

Qt runs offscreen here so the suite needs no display (CI has none).
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
