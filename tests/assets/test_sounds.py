"""The synthesised sounds: present, loadable, sensible, and reproducible."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import subprocess  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SOUND_DIR = ROOT / "koikoi" / "assets" / "sounds"
GENERATOR = ROOT / "tools" / "make_sounds.py"

# name -> (min seconds, max seconds)
EXPECTED = {
    "card_slide": (0.05, 1.0),
    "card_place": (0.05, 1.0),
    "capture": (0.05, 1.0),
    "deck_flip": (0.05, 1.0),
    "shuffle": (0.5, 3.0),
    "click": (0.02, 1.0),
    "yaku": (0.3, 1.0),
    "koikoi": (0.3, 1.0),
    "round_won": (0.3, 1.0),
    "round_lost": (0.3, 1.0),
    "match_end": (0.5, 3.0),
}


def read_pcm(path: Path) -> tuple[np.ndarray, int]:
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        rate = w.getframerate()
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
    return data.astype(float) / 32768.0, rate


@pytest.fixture(scope="module")
def mixer():
    pygame.mixer.init()
    yield
    pygame.mixer.quit()


def test_no_unexpected_sound_files():
    assert {p.stem for p in SOUND_DIR.glob("*.wav")} == set(EXPECTED)


def test_sounds_are_modest_in_size():
    assert sum(p.stat().st_size for p in SOUND_DIR.glob("*.wav")) < 2_000_000


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sound_file_is_well_formed(name):
    samples, rate = read_pcm(SOUND_DIR / f"{name}.wav")
    assert rate in (22050, 44100)
    lo, hi = EXPECTED[name]
    assert lo <= len(samples) / rate <= hi
    peak = np.max(np.abs(samples))
    rms = np.sqrt(np.mean(samples ** 2))
    assert 0.5 < peak < 0.8, "peaks normalised near -3 dBFS, never clipped"
    assert rms > 0.01, "not silent"
    assert abs(np.mean(samples)) < 0.002, "no DC offset"
    # The ends are faded, so starting or stopping the sound never clicks.
    assert np.max(np.abs(samples[:8])) < 0.02
    assert np.max(np.abs(samples[-8:])) < 0.02


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sound_loads_in_pygame(mixer, name):
    sound = pygame.mixer.Sound(str(SOUND_DIR / f"{name}.wav"))
    lo, hi = EXPECTED[name]
    # The mixer may resample to its own rate; allow a little rounding.
    assert lo - 0.01 <= sound.get_length() <= hi + 0.01
    assert np.any(pygame.sndarray.array(sound) != 0)


def test_generator_is_deterministic(tmp_path):
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(tmp_path), "-q"],
                   check=True, capture_output=True)
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(f"{n}.wav" for n in EXPECTED)
    for name in made:
        # The same samples, give or take the last bit: another numpy build
        # may round a filter step differently.
        fresh, committed = _samples(tmp_path / name), _samples(SOUND_DIR / name)
        assert fresh.shape == committed.shape, name
        assert np.abs(fresh.astype(np.int32) - committed).max() <= 2, name


def _samples(path):
    with wave.open(str(path)) as w:
        return np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
