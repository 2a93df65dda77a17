"""The synthesised sounds: present, loadable, balanced by loudness, starting
when they should, with their energy where a card's sound belongs, and
reproducible; and the meter they are measured with, held to the figures of
ITU-R BS.1770-4 itself."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import subprocess  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from functools import lru_cache  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402
from loudness import (  # noqa: E402  (tools/, put on the path by conftest.py)
    band_share, integrated, k_weighted, lead_in, loudest_100ms, read_wav, spectral_centroid, true_peak,
)

ROOT = Path(__file__).resolve().parents[2]
SOUND_DIR = ROOT / "assets" / "sounds"
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
HANDLING = ("card_slide", "card_place", "capture", "deck_flip", "shuffle", "click")
CUES = ("yaku", "koikoi", "round_won", "round_lost", "match_end")

TAP_LUFS, TAP_TOLERANCE = -18.0, 1.5  # loudest 100 ms
CUE_MOST_ABOVE, CUE_MOST_BELOW = 3.0, 1.5  # LU, against the handling sounds' mean
TRUE_PEAK_CEILING = -1.0  # dBFS
# The game starts these as a card lands (the deal's shuffle as the deck is
# gathered), so the landing must be heard at once; the others still start
# promptly.
LANDINGS = ("card_place", "capture", "shuffle")
LANDING_LEAD_IN, PROMPT_LEAD_IN = 0.010, 0.020  # seconds
# Pink noise (equal energy per octave) over the band a card's sound spans,
# 100 Hz to 10 kHz, puts log(5/2) / log(100) = 20% of its energy in 2-5 kHz:
# a sound with more than that, plus a margin, leans to the hiss the sliding
# and riffling sounds had (57% and 66% there before they got bodies).
HISS_BAND, HISS_SHARE_MOST = (2000.0, 5000.0), 0.25
BODY_CENTROID = (300.0, 2000.0)  # Hz: paper and card on felt and wood


@lru_cache(maxsize=None)
def sound(name: str) -> tuple[np.ndarray, int]:
    return read_wav(SOUND_DIR / f"{name}.wav")


def handling_level() -> float:
    """The handling sounds' mean loudest-100 ms loudness (LUFS)."""
    return float(np.mean([loudest_100ms(*sound(n)) for n in HANDLING]))


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
    assert set(HANDLING) | set(CUES) == set(EXPECTED)


def test_sounds_are_modest_in_size():
    assert sum(p.stat().st_size for p in SOUND_DIR.glob("*.wav")) < 2_000_000


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sound_file_is_well_formed(name):
    samples, rate = read_pcm(SOUND_DIR / f"{name}.wav")
    assert rate in (22050, 44100)
    lo, hi = EXPECTED[name]
    assert lo <= len(samples) / rate <= hi
    rms = np.sqrt(np.mean(samples ** 2))
    assert rms > 0.005, "not silent"
    assert abs(np.mean(samples)) < 0.002, "no DC offset"
    # The ends are faded, so starting or stopping the sound never clicks.
    assert np.max(np.abs(samples[:8])) < 0.02
    assert np.max(np.abs(samples[-8:])) < 0.02


# --------------------------------------------------------------------------
# Balanced by loudness, not by peak


@pytest.mark.parametrize("name", HANDLING)
def test_handling_sounds_are_equally_loud(name):
    level = loudest_100ms(*sound(name))
    assert abs(level - TAP_LUFS) <= TAP_TOLERANCE, f"{name}: {level:.1f} LUFS over its loudest 100 ms"


@pytest.mark.parametrize("name", CUES)
def test_cues_stand_a_little_above_the_handling_sounds(name):
    above = loudest_100ms(*sound(name)) - handling_level()
    assert -CUE_MOST_BELOW <= above <= CUE_MOST_ABOVE, f"{name}: {above:+.1f} LU against the handling sounds"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_true_peak_leaves_headroom(name):
    peak = true_peak(*sound(name))
    assert peak <= TRUE_PEAK_CEILING, f"{name}: true peak {peak:.2f} dBFS"


# --------------------------------------------------------------------------
# Heard when the game starts them


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sounds_start_at_once(name):
    wait = lead_in(*sound(name))
    most = LANDING_LEAD_IN if name in LANDINGS else PROMPT_LEAD_IN
    assert wait < most, f"{name}: {1000 * wait:.1f} ms before its onset"


# --------------------------------------------------------------------------
# A body, not a hiss


@pytest.mark.parametrize("name", ["card_slide", "shuffle"])
def test_sliding_and_riffling_have_a_body(name):
    x, rate = sound(name)
    share = band_share(x, rate, *HISS_BAND)
    assert share < HISS_SHARE_MOST, f"{name}: {100 * share:.0f}% of its energy in 2-5 kHz"
    centroid = spectral_centroid(x, rate)
    assert BODY_CENTROID[0] < centroid < BODY_CENTROID[1], f"{name}: centroid {centroid:.0f} Hz"


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


# --------------------------------------------------------------------------
# The meter, against BS.1770-4


def sine(freq: float, dbfs: float, seconds: float, rate: int, phase: float = 0.0) -> np.ndarray:
    t = np.arange(int(round(seconds * rate))) / rate
    return 10.0 ** (dbfs / 20.0) * np.sin(2 * np.pi * freq * t + phase)


@pytest.mark.parametrize("rate", [48000, 44100, 22050])
def test_meter_reads_the_standards_reference_tone(rate):
    """BS.1770-4: a 0 dBFS 997 Hz sine in one channel reads -3.01 LKFS, so
    one at -20 dBFS reads -23.01, at every sample rate."""
    tone = sine(997.0, -20.0, 3.0, rate)
    assert integrated(tone, rate) == pytest.approx(-23.01, abs=0.02)
    assert loudest_100ms(tone, rate) == pytest.approx(-23.01, abs=0.02)


def test_k_weighting_is_the_standards_two_filters():
    """At 48 kHz the K-weighting is the two biquads of BS.1770-4 Annex 1
    (Tables 1 and 2, transcribed here): run as a plain recursion, they give
    what the meter's frequency-domain filter gives."""
    shelf = ((1.53512485958697, -2.69169618940638, 1.19839281085285), (-1.69065929318241, 0.73248077421585))
    high_pass = ((1.0, -2.0, 1.0), (-1.99004745483398, 0.99007225036621))
    rate = 48000
    x = np.random.default_rng(1).standard_normal(2400) * np.hanning(2400)
    meter = k_weighted(x, rate)
    y = np.concatenate([x, np.zeros(len(meter) - len(x))])
    for (b0, b1, b2), (a1, a2) in (shelf, high_pass):
        out, x1, x2, y1, y2 = np.empty(len(y)), 0.0, 0.0, 0.0, 0.0
        for i, xi in enumerate(y.tolist()):
            yi = b0 * xi + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
            out[i], x2, x1, y2, y1 = yi, x1, xi, y1, yi
        y = out
    assert np.max(np.abs(meter - y)) < 1e-9 * np.max(np.abs(y))


def test_integrated_loudness_gates_out_the_quiet():
    """The relative gate drops blocks more than 10 LU under the mean: ten
    seconds of -20 dBFS tone then ten at -50 read as the loud half alone
    (-23.01; the few blocks that straddle a step pull it down a little),
    not as their plain average (-26)."""
    rate = 48000
    tone = np.concatenate([sine(997.0, -20.0, 10.0, rate), sine(997.0, -50.0, 10.0, rate)])
    assert integrated(tone, rate) == pytest.approx(-23.01, abs=0.2)


def test_true_peak_finds_the_peak_between_samples():
    """A sine at a quarter of the sample rate, sampled 45 degrees off its
    crests, has sample peaks 3 dB under its true one."""
    rate = 44100
    tone = sine(rate / 4, -6.0, 1.0, rate, phase=np.pi / 4)
    assert 20 * np.log10(np.max(np.abs(tone))) == pytest.approx(-9.01, abs=0.01)
    assert true_peak(tone, rate, loop=True) == pytest.approx(-6.0, abs=0.05)


def test_lead_in_is_the_time_to_the_onset():
    """20 ms of silence, then 100 samples 40 dB down (too faint to count),
    then the blow."""
    rate = 44100
    blow = np.exp(-np.arange(441) / 50.0)
    x = np.concatenate([np.zeros(882), np.full(100, 0.01), blow, np.zeros(441)])
    assert lead_in(x, rate) == (882 + 100) / rate
