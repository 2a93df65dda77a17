"""One build for every worker of a session.

The slow tests share a build (a wheel, the executable). Their xdist group
should keep them on one worker, but pytest 9.2 with pytest-xdist 3.8 ignores
``xdist_group`` (a worker never learns the ``loadgroup`` mode), so they
spread over the workers and each would build its own, two PyInstaller runs
at once spoiling each other's cache of stripped libraries. The workers of a
session share one temporary folder; at a lock in it, the first builds and
the others find its build.
"""

from __future__ import annotations

import fcntl
from collections.abc import Callable
from pathlib import Path

import pytest


def built_once(factory: pytest.TempPathFactory, name: str, build: Callable[[Path], None]) -> Path:
    """``build(folder)`` run once per session, whichever worker asks first; the folder."""
    shared = factory.getbasetemp().parent if factory.getbasetemp().name.startswith("popen-gw") \
        else factory.getbasetemp()
    folder = shared / name
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # held until the build is there, or has failed
        done = shared / f"{name}.built"
        if not done.exists():
            folder.mkdir(exist_ok=True)
            build(folder)
            done.touch()
    return folder
