"""The table art: the felt, its seamless tile and the zone panel."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
TABLE_DIR = ROOT / "assets" / "table"
GENERATOR = ROOT / "tools" / "make_table.py"
BORDER = 16  # the 9-slice border of zone.png


def load(name: str) -> pygame.Surface:
    return pygame.image.load(str(TABLE_DIR / name))


def rgb(surface: pygame.Surface) -> np.ndarray:
    return pygame.surfarray.array3d(surface).astype(float)  # indexed [x, y, c]


@pytest.mark.parametrize("name, size", [
    ("felt_tile.png", (512, 512)),
    ("felt.png", (1920, 1080)),
    ("zone.png", (64, 64)),
])
def test_image_loads_with_expected_size(name, size):
    assert load(name).get_size() == size


def test_felt_is_a_dark_green_that_lets_ivory_cards_stand_out():
    r, g, b = rgb(load("felt_tile.png")).reshape(-1, 3).mean(axis=0)
    assert g > r + 20 and g > b, "green dominates"
    assert g < 120, "dark"
    # Ivory (about 243, 235, 214) should differ in lightness by a lot.
    assert (243 + 235 + 214) / 3 - (r + g + b) / 3 > 150


def test_felt_tile_is_textured():
    px = rgb(load("felt_tile.png"))
    assert px[:, :, 1].std() > 1.5


def test_felt_tile_is_seamless():
    px = rgb(load("felt_tile.png"))
    # The step across the wrap must look like any step inside the tile.
    inner_x = np.abs(np.diff(px, axis=0)).mean()
    inner_y = np.abs(np.diff(px, axis=1)).mean()
    wrap_x = np.abs(px[0] - px[-1]).mean()
    wrap_y = np.abs(px[:, 0] - px[:, -1]).mean()
    assert wrap_x < inner_x * 1.25
    assert wrap_y < inner_y * 1.25


def test_felt_is_vignetted():
    px = rgb(load("felt.png"))
    centre = px[860:1060, 440:640].mean()
    corners = np.mean([px[:100, :100].mean(), px[-100:, :100].mean(),
                       px[:100, -100:].mean(), px[-100:, -100:].mean()])
    assert corners < centre * 0.8


def test_zone_panel_is_translucent_with_clear_corners():
    zone = load("zone.png")
    assert zone.get_flags() & pygame.SRCALPHA
    alpha = pygame.surfarray.array_alpha(zone).astype(int)
    assert alpha[0, 0] == 0 and alpha[-1, -1] == 0, "rounded corners are transparent"
    assert 40 < alpha[32, 32] < 200, "the middle is translucent"


def test_zone_panel_middle_stretches_cleanly():
    zone = load("zone.png")
    px = pygame.surfarray.array3d(zone).astype(int)
    alpha = pygame.surfarray.array_alpha(zone).astype(int)
    mid = slice(BORDER, 64 - BORDER)
    for arr in (px, alpha):
        # Edge strips must not vary along the direction they are stretched.
        assert (arr[mid, :] == arr[BORDER:BORDER + 1, :]).all()
        assert (arr[:, mid] == arr[:, BORDER:BORDER + 1]).all()


def test_generator_is_deterministic(tmp_path):
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(tmp_path)],
                   check=True, capture_output=True)
    for name in ("felt_tile.png", "felt.png", "zone.png"):
        made = pygame.image.load(str(tmp_path / name))
        committed = load(name)
        assert made.get_size() == committed.get_size()
        diff = np.abs(pygame.surfarray.array3d(made).astype(int) - pygame.surfarray.array3d(committed))
        assert diff.max() <= 2, name  # another numpy build may round a step differently
