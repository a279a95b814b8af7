"""How long and how much memory refusing a zip with a second end record takes (issue 25).

The hostile archive: a central directory of 446,204 tiny records (about 21 MB, just under the size
cap), then an honest-looking end record claiming one entry whose comment runs to the end of the file,
and inside that comment a second end record, the one `zipfile` takes (the last signature), which
claims the whole directory. The old pre-check read the first and let zipfile parse every record of
the second. Each run is a fresh process, so the peak memory is the refusal's own.

    python bench/zip_end_record_bench.py            # time and peak memory of the refusal
"""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

RECORDS = 446_204
_CENTRAL = struct.Struct("<4s6H3I5H2I")  # a central directory file header, without its name


def hostile_zip() -> bytes:
    """The archive described above; the entries' names are one letter, no entry data at all."""
    record = _CENTRAL.pack(b"PK\x01\x02", 20, 20, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0) + b"a"
    directory = record * RECORDS
    honest = struct.pack("<4s4H2IH", b"PK\x05\x06", 0, 0, 1, 1, len(record), len(directory) - len(record), 22 + 4)
    # zipfile finds the directory at (where this record is) - (the size it claims): the start of the file
    second = struct.pack("<4s4H2IH", b"PK\x05\x06", 0, 0, 0xFFFF, 0xFFFF, len(directory) + len(honest), 0, 0)
    return directory + honest + second + b"tail"


MEASURE = """
import resource, sys, time
from core.package import PackageError, read_package
data = open(sys.argv[1], "rb").read()
began = time.perf_counter()
try:
    read_package(data, name="hostile.zip")
    verdict = "accepted"
except PackageError as error:
    verdict = str(error)
seconds = time.perf_counter() - began
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"{seconds:.2f} s, peak {peak:.0f} MB (process), {verdict[:110]}")
"""


def main() -> None:
    path = Path("/tmp/vvs-hostile-end-record.zip")
    data = hostile_zip()
    path.write_bytes(data)
    root = Path(__file__).resolve().parents[1]
    base = subprocess.run([sys.executable, "-c", "import resource; from core.package import read_package; "
                           "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)"],
                          cwd=root, capture_output=True, text=True, check=True)
    print(f"hostile zip: {len(data):,} bytes, {RECORDS:,} directory records; an idle process peaks at "
          f"{float(base.stdout):.0f} MB")
    done = subprocess.run([sys.executable, "-c", MEASURE, str(path)], cwd=root, capture_output=True, text=True, check=True)
    print("refusal:", done.stdout.strip())
    path.unlink()


if __name__ == "__main__":
    main()
