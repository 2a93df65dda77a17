"""The code passes the project's lint (``[tool.ruff]`` in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing():
    run = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "koikoi", "tests", "tools"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
