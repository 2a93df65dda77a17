"""The table music: present, loadable, quiet behind the effects, seamless
when it loops, and reproducible from its generator."""

import subprocess
import sys
import wave
from pathlib import Path

import numpy as np
import pygame
from loudness import integrated, loudest_100ms, read_wav, true_peak  # tools/, on the path by conftest.py

from koikoi.storage.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
MUSIC = ROOT / "assets" / "music" / "table.wav"
SOUND_DIR = ROOT / "assets" / "sounds"
GENERATOR = ROOT / "tools" / "make_music.py"
HANDLING = ("card_slide", "card_place", "capture", "deck_flip", "shuffle", "click")  # as in test_sounds.py
UNDER_TAPS_LU, TOLERANCE_LU = 10.0, 0.5  # the generator levels it to 10.0


def db(gain: float) -> float:
    return 20.0 * float(np.log10(gain))


def samples(path: Path) -> tuple[np.ndarray, int]:
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2), "16-bit mono"
        rate = w.getframerate()
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
    return data, rate


def test_the_music_is_a_modest_quiet_loop():
    data, rate = samples(MUSIC)
    x = data / 32768.0
    assert rate == 22050
    assert 30 <= len(x) / rate <= 60
    assert MUSIC.stat().st_size < 2_500_000
    rms = np.sqrt(np.mean(x ** 2))
    assert rms > 0.01, "not silent"
    assert abs(np.mean(x)) < 0.002, "no DC offset"
    assert true_peak(x, rate, loop=True) <= -1.0, "headroom, across the seam too"


def test_the_music_sits_ten_lu_under_the_card_taps():
    """As the player hears them at the default volumes (the mixer scales
    samples linearly): the loop's integrated loudness times the music
    volume, against the card taps' loudest 100 ms times the effects volume."""
    defaults = Settings()
    music = integrated(*read_wav(MUSIC)) + db(defaults.music_volume)
    taps = np.mean([loudest_100ms(*read_wav(SOUND_DIR / f"{n}.wav")) for n in HANDLING]) + db(defaults.sfx_volume)
    assert abs((taps - music) - UNDER_TAPS_LU) <= TOLERANCE_LU, f"the music sits {taps - music:.1f} LU under the taps"


def test_the_loop_has_no_seam():
    """From the last sample back to the first is a step like any other in
    the piece: no click each time it starts again."""
    data, _ = samples(MUSIC)
    x = data.astype(float)
    steps = np.abs(np.diff(x))
    assert abs(x[0] - x[-1]) <= np.percentile(steps, 99)
    # and the piece does not fade out to silence and in again at the seam:
    # the pad and the last notes still sound in its last tenth of a second
    rms = np.sqrt(np.mean(x ** 2))
    assert np.sqrt(np.mean(x[-2205:] ** 2)) > 0.1 * rms


def test_the_music_loads_in_pygame():
    pygame.mixer.init()
    try:
        pygame.mixer.music.load(str(MUSIC))
        assert abs(pygame.mixer.Sound(str(MUSIC)).get_length() - 48.0) < 0.1
    finally:
        pygame.mixer.quit()


def test_generator_is_deterministic(tmp_path):
    out = tmp_path / "table.wav"
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(out), "-q"], check=True, capture_output=True)
    fresh, committed = samples(out)[0], samples(MUSIC)[0]
    assert fresh.shape == committed.shape
    # give or take the last bits: another numpy build may round an FFT differently
    assert np.abs(fresh.astype(np.int32) - committed).max() <= 2
