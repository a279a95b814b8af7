"""The arguments every batch of games takes to say where it plays (`vvs balance`, `vvs ladder`):
--jobs, --scheduler or --scheduler-file, else the environment (core/balance/where.py)."""

from __future__ import annotations

import argparse

from core.commands import non_negative_int


def positive_int(text: str) -> int:
    value = non_negative_int(text)
    if value == 0:
        raise argparse.ArgumentTypeError("give 1 or more")
    return value


def scheduler_address(text: str) -> str:
    from core.balance.where import check_address

    try:
        return check_address(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def add_where_arguments(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=positive_int, help="worker processes on this machine (default: one per core, or "
                       "the Dask scheduler that DASK_SCHEDULER_ADDRESS or the Dask configuration names)")
    where.add_argument("--scheduler", metavar="ADDRESS", type=scheduler_address,
                       help="run the games on a Dask cluster, e.g. tcp://10.0.0.5:8786 (needs the cluster extra)")
    where.add_argument("--scheduler-file", metavar="FILE",
                       help="the same, with the address read from the file `dask scheduler --scheduler-file` writes")
