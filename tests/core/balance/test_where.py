"""Where a batch of games plays: --scheduler, --scheduler-file, an explicit --jobs, then
DASK_SCHEDULER_ADDRESS or the Dask configuration, then one process per core (issue 27: the
variable and the configuration were ignored)."""

from __future__ import annotations

import json
import os

import pytest

from core.balance.where import Where, WhereError, choose


def test_the_command_line_comes_first_then_the_environment_then_this_machine(tmp_path):
    scheduler_file = tmp_path / "scheduler.json"
    scheduler_file.write_text(json.dumps({"type": "Scheduler", "address": "tcp://10.0.0.9:8786"}))
    env = {"DASK_SCHEDULER_ADDRESS": "tcp://10.0.0.5:8786"}
    assert choose(scheduler="10.0.0.7:8786", environ=env) == Where(1, "tcp://10.0.0.7:8786", "--scheduler")
    assert choose(scheduler_file=str(scheduler_file), environ=env) == Where(1, "tcp://10.0.0.9:8786", "--scheduler-file")
    assert choose(jobs=3, environ=env) == Where(3)
    assert choose(environ=env) == Where(1, "tcp://10.0.0.5:8786", "DASK_SCHEDULER_ADDRESS")
    assert choose(environ={}).local and choose(environ={}).jobs == (os.cpu_count() or 1)
    assert choose(environ={"DASK_SCHEDULER_ADDRESS": " "}).local  # empty: switched off for one command


def test_the_dask_configuration_names_the_scheduler_when_nothing_else_does():
    dask = pytest.importorskip("dask")
    with dask.config.set({"scheduler-address": "tcp://10.0.0.6:8786"}):
        assert choose(environ={}) == Where(1, "tcp://10.0.0.6:8786", "Dask configuration")
    assert choose(environ={}).local


@pytest.mark.parametrize(("kwargs", "says"), [
    ({"environ": {"DASK_SCHEDULER_ADDRESS": "ucx://10.0.0.5:8786"}}, "DASK_SCHEDULER_ADDRESS: ucx:// is not a transport"),
    ({"scheduler_file": "missing.json"}, "cannot read the scheduler file"),
])
def test_a_setting_that_cannot_be_used_is_refused_saying_which(kwargs, says, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(WhereError, match=says):
        choose(**kwargs)


def test_a_file_that_is_not_a_scheduler_file_is_refused(tmp_path):
    path = tmp_path / "other.json"
    path.write_text("[1, 2]")
    with pytest.raises(WhereError, match="not a Dask scheduler file"):
        choose(scheduler_file=str(path))
