"""The double-click build: build.spec makes a Linux executable that runs.

This is the CI proof of issue #6: PyInstaller builds from ``build.spec`` and
the result plays a short demo headless, finding every asset (copied from the
top-level ``assets/`` folder), and exits 0. It takes about half a minute,
most of it PyInstaller's analysis.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from .once import built_once

ROOT = Path(__file__).resolve().parents[1]
SIZE_LIMIT_MB = 60

pytestmark = [
    pytest.mark.skipif(sys.platform != "linux", reason="CI builds the Linux executable"),
    pytest.mark.slow,
    pytest.mark.xdist_group("build"),  # meant to keep them on one worker; the build is shared either way (once.py)
]


@pytest.fixture(scope="module")
def build(tmp_path_factory) -> Path:
    return built_once(tmp_path_factory, "pyinstaller", _build) / "dist" / "Koi-Koi"


def _build(out: Path) -> None:
    result = subprocess.run(
        [
            sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
            "--distpath", str(out / "dist"), "--workpath", str(out / "work"), str(ROOT / "build.spec"),
        ],
        capture_output=True, text=True, timeout=900,
    )
    assert result.returncode == 0, result.stderr[-3000:]


def test_the_build_plays_a_headless_demo_and_exits_0(build, tmp_path):
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
        XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_STATE_HOME=str(tmp_path / "state"),
        XDG_DATA_HOME=str(tmp_path / "data"),  # the history it opens, not the machine's
    )
    env.pop("DISPLAY", None)  # a crash must not wait on a message box
    run = subprocess.run(
        [str(build / "koikoi"), "--demo", "--quit-after", "5", "--stats"],
        capture_output=True, text=True, env=env, timeout=120,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    stats = json.loads(run.stdout.strip().splitlines()[-1])
    assert stats["frames"] > 0
    log = (tmp_path / "state" / "koikoi" / "log" / "koikoi.log").read_text()
    assert "missing game asset" not in log + run.stderr, log[-3000:]
    assert (tmp_path / "data" / "koikoi" / "history.sqlite3").is_file()  # sqlite3 travels with the build


def test_the_build_knows_its_version(build, tmp_path):
    from koikoi import __version__

    run = subprocess.run([str(build / "koikoi"), "--version"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-3000:]
    assert __version__ in run.stdout


def asset_data(folder: Path) -> set[Path]:
    """The data files under an assets folder, relative to it: not the package's __init__.py or caches."""
    return {
        p.relative_to(folder) for p in folder.rglob("*")
        if p.is_file() and p.name != "__init__.py" and "__pycache__" not in p.parts
    }


def test_the_build_carries_the_top_level_assets_and_stays_small(build):
    bundled = build / "_internal" / "assets"  # sys._MEIPASS / "assets", where resources.py looks
    wanted = asset_data(ROOT / "assets")
    assert len(wanted) > 60
    assert asset_data(bundled) == wanted
    assert not list(bundled.rglob("*.py*")), "the assets package's code was copied into the build"
    # the Japanese line breaker's model, read from beside its code; uniseg's manual left out
    assert (build / "_internal" / "budoux" / "models" / "ja.json").is_file()
    assert not (build / "_internal" / "uniseg" / "docs").exists()
    # Each file once: PyInstaller links some libraries under a second name.
    size = sum(p.stat().st_size for p in build.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"Linux build: {size / 1e6:.1f} MB")
    assert size < SIZE_LIMIT_MB * 1_000_000, f"the build is {size / 1e6:.1f} MB"
