"""The README's test line shares the suite between the cores so that none
sits idle while the other works through a queue (issue 40): the tests are
handed out by work stealing, a worker that runs dry taking the tests still
waiting on another. Under ``load`` (and ``loadgroup``, which this
pytest-xdist runs as ``load``: tests/once.py) a few long audits queued
behind one worker at the end of the run left the other core idle."""

from __future__ import annotations

import shlex
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def addopts() -> list[str]:
    return shlex.split(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]["addopts"])


def test_the_suite_runs_on_every_core_and_a_worker_run_dry_takes_waiting_tests():
    opts = addopts()
    assert opts[opts.index("-n") + 1] == "auto"
    assert opts[opts.index("--dist") + 1] == "worksteal"
