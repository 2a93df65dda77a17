"""Headless pygame for the asset tests: no window, no audio device needed.
The sound tests measure with the generators' own meter, tools/loudness.py,
so tools/ goes on the import path."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.append(str(Path(__file__).resolve().parents[2] / "tools"))

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()
