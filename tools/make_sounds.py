"""Synthesise the game's sound effects into 16-bit mono WAV files.

Every sound is made here from numbers: filtered noise bursts for the cards,
Karplus-Strong plucks for the koto, additive partials for bells and a
pitch-dropping membrane for the taiko. A fixed seed makes the output
byte-for-byte reproducible, so the committed WAVs can be regenerated and
checked by the tests.

    python tools/make_sounds.py                 # writes koikoi/assets/sounds/
    python tools/make_sounds.py --out DIR       # writes somewhere else
    python tools/make_sounds.py --sheet PNG     # also draws a contact sheet

Needs numpy only (pygame-ce for the optional contact sheet).
"""

from __future__ import annotations

import argparse
import math
import wave
from pathlib import Path
from typing import Callable

import numpy as np

SR = 44100
SEED = 20240917
PEAK_DBFS = -3.0
# A steady hiss sounds louder than a tap at the same peak; pull the slide
# down so all card sounds sit at about the same loudness.
PEAK_OVERRIDE = {"card_slide": -5.0}
ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "koikoi" / "assets" / "sounds"

# Pitches used by the melodic sounds. The yo scale (D E G A B) sounds bright
# and folk-like; the in scale (E F A B C) is the darker koto mode.
A4 = 440.0


def note(name: str) -> float:
    """Frequency of a note name such as 'D5' or 'F#4' (equal temperament)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    letter, rest = name[0], name[1:]
    semis = steps[letter]
    if rest.startswith("#"):
        semis, rest = semis + 1, rest[1:]
    elif rest.startswith("b"):
        semis, rest = semis - 1, rest[1:]
    octave = int(rest)
    return A4 * 2.0 ** ((semis + 12 * (octave - 4)) / 12.0)


# --------------------------------------------------------------------------
# Building blocks


def silence(dur: float) -> np.ndarray:
    return np.zeros(int(round(dur * SR)))


def times(n: int) -> np.ndarray:
    return np.arange(n) / SR


def place(buf: np.ndarray, sig: np.ndarray, at: float, gain: float = 1.0) -> None:
    """Mix sig into buf starting at time `at` (seconds), clipping at the end."""
    start = int(round(at * SR))
    end = min(len(buf), start + len(sig))
    if end > start:
        buf[start:end] += gain * sig[: end - start]


def shaped_noise(rng: np.random.Generator, n: int, gain: Callable[[np.ndarray], np.ndarray]) -> np.ndarray:
    """White noise coloured in the frequency domain by gain(freq_hz).

    The noise is stationary, so the circular FFT filter leaves no seams; the
    time shape comes afterwards from an envelope.
    """
    white = rng.standard_normal(n)
    spec = np.fft.rfft(white)
    freqs = np.fft.rfftfreq(n, 1.0 / SR)
    out = np.fft.irfft(spec * gain(freqs), n=n)
    return out / (np.std(out) + 1e-12)


def band(center: float, octaves: float) -> Callable[[np.ndarray], np.ndarray]:
    """A smooth log-frequency Gaussian band-pass (width in octaves)."""

    def gain(f: np.ndarray) -> np.ndarray:
        lf = np.log2(np.maximum(f, 1.0) / center)
        return np.exp(-0.5 * (lf / (octaves / 2.0)) ** 2)

    return gain


def lowpass(cutoff: float, order: int = 2) -> Callable[[np.ndarray], np.ndarray]:
    def gain(f: np.ndarray) -> np.ndarray:
        return 1.0 / np.sqrt(1.0 + (f / cutoff) ** (2 * order))

    return gain


def svf(x: np.ndarray, cutoff: np.ndarray, q: float, mode: str = "band") -> np.ndarray:
    """Time-varying state-variable filter (trapezoidal, per-sample cutoff).

    Used where a filter must sweep, as in the hiss of a sliding card.
    """
    k = 1.0 / q
    ic1 = ic2 = 0.0
    out = np.empty(len(x))
    g_all = np.tan(np.pi * np.clip(cutoff, 20.0, SR * 0.45) / SR)
    xs = x.tolist()
    gs = g_all.tolist()
    want = {"low": 0, "band": 1, "high": 2}[mode]
    for i in range(len(xs)):
        g = gs[i]
        a1 = 1.0 / (1.0 + g * (g + k))
        a2 = g * a1
        a3 = g * a2
        v3 = xs[i] - ic2
        v1 = a1 * ic1 + a2 * v3
        v2 = ic2 + a2 * ic1 + a3 * v3
        ic1 = 2.0 * v1 - ic1
        ic2 = 2.0 * v2 - ic2
        if want == 0:
            out[i] = v2
        elif want == 1:
            out[i] = v1
        else:
            out[i] = xs[i] - k * v1 - v2
    return out


def env_ad(n: int, attack: float, decay: float, shape: float = 1.0) -> np.ndarray:
    """Attack (raised cosine, seconds) then exponential decay (time constant)."""
    t = times(n)
    a = np.ones(n)
    if attack > 0:
        rising = t < attack
        a[rising] = 0.5 - 0.5 * np.cos(np.pi * t[rising] / attack)
    d = np.exp(-np.maximum(t - attack, 0.0) / decay) ** shape
    return a * d


def env_hump(n: int, rise: float, hold: float, fall: float) -> np.ndarray:
    """Smooth rise, hold, smooth fall: the loudness of a gesture like a slide."""
    t = times(n)
    e = np.zeros(n)
    r = t < rise
    e[r] = np.sin(0.5 * np.pi * t[r] / rise) ** 2
    h = (t >= rise) & (t < rise + hold)
    e[h] = 1.0
    f = (t >= rise + hold) & (t < rise + hold + fall)
    e[f] = np.cos(0.5 * np.pi * (t[f] - rise - hold) / fall) ** 2
    return e


def fades(x: np.ndarray, fade_in: float = 0.002, fade_out: float = 0.02) -> np.ndarray:
    n_in = max(1, int(fade_in * SR))
    n_out = max(1, int(fade_out * SR))
    y = x.copy()
    y[:n_in] *= np.sin(0.5 * np.pi * np.arange(n_in) / n_in) ** 2
    y[-n_out:] *= np.cos(0.5 * np.pi * np.arange(1, n_out + 1) / n_out) ** 2
    return y


def reverb(rng: np.random.Generator, x: np.ndarray, decay: float, mix: float,
           tone: float = 4000.0) -> np.ndarray:
    """A small, soft room: convolution with decaying, darkened noise.

    `decay` is the time (s) for the tail to fall by 60 dB.
    """
    n_ir = int(decay * 1.1 * SR)
    ir = shaped_noise(rng, n_ir, lowpass(tone, 1)) * np.exp(-times(n_ir) * 6.9 / decay)
    ir[: int(0.012 * SR)] = 0.0  # a short pre-delay keeps the attack clean
    ir /= np.sqrt(np.sum(ir ** 2)) + 1e-12
    n = len(x) + n_ir
    size = 1 << (n - 1).bit_length()
    wet = np.fft.irfft(np.fft.rfft(x, size) * np.fft.rfft(ir, size), size)[: len(x)]
    wet *= np.max(np.abs(x)) / (np.max(np.abs(wet)) + 1e-12)
    return x + mix * wet


# --------------------------------------------------------------------------
# Instruments


def koto(rng: np.random.Generator, freq: float, dur: float, t60: float = 1.2,
         bright: float = 0.6, pluck_pos: float = 0.18) -> np.ndarray:
    """A koto-like pluck by Karplus-Strong.

    The loop runs at a rate chosen so the delay line is a whole number of
    samples plus the averaging filter's half sample: the pitch comes out
    exact, then the result is resampled to SR.
    """
    stretch = 0.5
    period = max(8, int(round(SR / freq - stretch)))
    rate = freq * (period + stretch)
    n_loop = int(math.ceil(dur * rate)) + 2
    # Excitation: noise softened by a moving average (less `bright` = mellower)
    # and combed for the pluck position, which gives the nasal koto twang.
    exc = rng.uniform(-1.0, 1.0, period + 1)
    smooth = max(1, int(round((1.0 - bright) * 6)) + 1)
    if smooth > 1:
        exc = np.convolve(np.concatenate([exc, exc[:smooth]]), np.ones(smooth) / smooth, "valid")[: period + 1]
    shift = max(1, int(round(pluck_pos * period)))
    exc = exc - np.roll(exc, shift)
    exc -= exc.mean()
    rho = 0.001 ** (1.0 / (freq * t60))  # loss per trip round the loop
    y = np.zeros(n_loop)
    y[: period + 1] = exc
    s = period + 1
    while s < n_loop:
        e = min(n_loop, s + period)
        y[s:e] = rho * ((1.0 - stretch) * y[s - period:e - period] + stretch * y[s - period - 1:e - period - 1])
        s = e
    t_out = times(int(round(dur * SR)))
    out = np.interp(t_out * rate, np.arange(n_loop), y)
    # The finger (tsume) striking the string: a tiny bright tick on the onset.
    tick_n = int(0.006 * SR)
    tick = shaped_noise(rng, tick_n, band(min(freq * 6, 7000.0), 1.5)) * env_ad(tick_n, 0.0003, 0.0012)
    out[:tick_n] += 0.25 * bright * tick * np.max(np.abs(out))
    return fades(out, 0.0005, 0.01)


def bell(freq: float, dur: float, decay: float = 0.5, bright: float = 1.0) -> np.ndarray:
    """A small bell or chime: slightly inharmonic partials, higher ones fading first."""
    n = int(round(dur * SR))
    t = times(n)
    partials = [  # ratio, level, decay scale
        (1.0, 1.0, 1.0),
        (1.003, 0.5, 1.0),  # a slow beat gives the bell its shimmer
        (2.01, 0.45 * bright, 0.55),
        (3.0, 0.18 * bright, 0.4),
        (4.17, 0.22 * bright, 0.3),
        (5.43, 0.10 * bright, 0.2),
    ]
    out = np.zeros(n)
    for ratio, level, dscale in partials:
        f = freq * ratio
        if f > SR * 0.45:
            continue
        out += level * np.sin(2 * np.pi * f * t) * np.exp(-t / (decay * dscale))
    return out * env_ad(n, 0.003, 1e9)


def taiko(rng: np.random.Generator, freq: float = 92.0, dur: float = 0.6,
          decay: float = 0.22, skin: float = 0.35) -> np.ndarray:
    """A taiko 'don': a low membrane whose pitch falls as the skin relaxes."""
    n = int(round(dur * SR))
    t = times(n)
    out = np.zeros(n)
    for ratio, level, dscale in ((1.0, 1.0, 1.0), (1.59, 0.35, 0.5), (2.14, 0.18, 0.35), (2.65, 0.08, 0.25)):
        f0 = freq * ratio
        inst = f0 * (1.0 + 0.35 * np.exp(-t / 0.035))  # starts sharp, settles
        phase = 2 * np.pi * np.cumsum(inst) / SR
        out += level * np.sin(phase) * np.exp(-t / (decay * dscale))
    thud = shaped_noise(rng, n, lowpass(900.0, 2)) * env_ad(n, 0.0008, 0.018)
    out += skin * thud
    return out * env_ad(n, 0.0015, 1e9)


def taiko_rim(rng: np.random.Generator, dur: float = 0.12) -> np.ndarray:
    """A taiko 'ka': the stick on the wooden rim, short and dry."""
    n = int(round(dur * SR))
    t = times(n)
    wood = (np.sin(2 * np.pi * 1130 * t) * np.exp(-t / 0.012)
            + 0.5 * np.sin(2 * np.pi * 2470 * t) * np.exp(-t / 0.007))
    wood += 0.6 * shaped_noise(rng, n, band(2500, 1.5)) * env_ad(n, 0.0003, 0.004)
    return wood * env_ad(n, 0.0005, 1e9)


def tap(rng: np.random.Generator, dur: float, body: float, tone: float,
        decay: float, thump: float = 0.3, thump_hz: float = 160.0) -> np.ndarray:
    """A card meeting the table: a short coloured noise burst with a low thump."""
    n = int(round(dur * SR))
    t = times(n)
    hit = shaped_noise(rng, n, band(tone, body)) * env_ad(n, 0.0008, decay)
    low = np.sin(2 * np.pi * thump_hz * t * (1 - 0.25 * t / dur)) * env_ad(n, 0.001, decay * 1.6)
    return hit + thump * low


def swish(rng: np.random.Generator, dur: float, f_start: float, f_end: float,
          rise: float, hold: float, fall: float, q: float = 0.8,
          grain: float = 0.3) -> np.ndarray:
    """Paper sliding over cloth: a swept band of noise, slightly gritty."""
    n = int(round(dur * SR))
    t = times(n)
    sweep = f_start * (f_end / f_start) ** (t / dur)
    hiss = svf(rng.standard_normal(n), sweep, q, "band")
    # Friction is uneven: a slow random wobble in loudness.
    wobble = shaped_noise(rng, n, lowpass(35.0, 2))
    e = env_hump(n, rise, hold, fall) * (1.0 + grain * np.tanh(wobble))
    out = hiss * e
    return np.fft.irfft(np.fft.rfft(out) * lowpass(9000.0, 2)(np.fft.rfftfreq(n, 1 / SR)), n=n)


# --------------------------------------------------------------------------
# The sounds. Each returns float samples; finish() normalises and fades.


def s_card_slide(rng: np.random.Generator) -> np.ndarray:
    return swish(rng, 0.30, 1400.0, 3600.0, rise=0.05, hold=0.09, fall=0.15, q=0.7, grain=0.35)


def s_card_place(rng: np.random.Generator) -> np.ndarray:
    out = silence(0.20)
    place(out, swish(rng, 0.035, 2500.0, 1800.0, 0.025, 0.0, 0.01, q=0.8, grain=0.1), 0.0, 0.18)
    place(out, tap(rng, 0.17, body=2.2, tone=1100.0, decay=0.014, thump=0.35, thump_hz=150.0), 0.028)
    return out


def s_capture(rng: np.random.Generator) -> np.ndarray:
    out = silence(0.30)
    place(out, swish(rng, 0.03, 3000.0, 2200.0, 0.022, 0.0, 0.008, q=0.9, grain=0.1), 0.0, 0.15)
    slap = tap(rng, 0.26, body=1.8, tone=1700.0, decay=0.02, thump=0.55, thump_hz=120.0)
    n = int(0.012 * SR)
    crack = shaped_noise(rng, n, band(4200.0, 1.2)) * env_ad(n, 0.0003, 0.0025)
    place(out, slap, 0.024)
    place(out, crack, 0.024, 0.6)
    place(out, tap(rng, 0.08, body=1.5, tone=2000.0, decay=0.006, thump=0.0), 0.045, 0.18)  # small bounce
    return out


def s_deck_flip(rng: np.random.Generator) -> np.ndarray:
    out = silence(0.32)
    place(out, swish(rng, 0.09, 1800.0, 5200.0, 0.05, 0.01, 0.03, q=0.9, grain=0.2), 0.0, 0.8)
    place(out, tap(rng, 0.2, body=2.0, tone=1300.0, decay=0.012, thump=0.3, thump_hz=170.0), 0.095)
    return out


def s_shuffle(rng: np.random.Generator) -> np.ndarray:
    out = silence(2.1)

    def flap(level: float) -> np.ndarray:
        n = int(0.012 * SR)
        tone = rng.uniform(1800.0, 4000.0)
        return level * shaped_noise(rng, n, band(tone, 1.4)) * env_ad(n, 0.0004, rng.uniform(0.0015, 0.003))

    # The riffle: ~60 corners flicking off the thumbs, quick in the middle.
    t = 0.05
    while t < 0.95:
        u = (t - 0.05) / 0.9
        gap = 0.022 - 0.012 * math.sin(math.pi * u)
        place(out, flap(rng.uniform(0.55, 1.0) * (0.7 + 0.3 * math.sin(math.pi * u))), t)
        t += gap * rng.uniform(0.8, 1.2)
    n = int(0.95 * SR)
    bed = shaped_noise(rng, n, band(3000.0, 2.5)) * env_hump(n, 0.1, 0.6, 0.25)
    place(out, bed, 0.03, 0.08)
    # The bridge: the cards cascade back together in a soft flutter.
    t = 1.05
    while t < 1.45:
        u = (t - 1.05) / 0.4
        place(out, flap(0.45 * (1.0 - 0.6 * u) * rng.uniform(0.7, 1.0)), t)
        t += 0.006 * rng.uniform(0.8, 1.3)
    place(out, swish(rng, 0.45, 2600.0, 1800.0, 0.05, 0.2, 0.2, q=0.6, grain=0.4), 1.03, 0.25)
    # Squaring the deck: two soft taps on the table.
    place(out, tap(rng, 0.2, body=2.0, tone=900.0, decay=0.012, thump=0.45, thump_hz=140.0), 1.62, 0.55)
    place(out, tap(rng, 0.2, body=2.0, tone=1000.0, decay=0.010, thump=0.45, thump_hz=150.0), 1.80, 0.45)
    return out


def s_click(rng: np.random.Generator) -> np.ndarray:
    n = int(0.08 * SR)
    t = times(n)
    tok = (np.sin(2 * np.pi * 1250 * t * (1 - 0.8 * t)) * np.exp(-t / 0.009)
           + 0.35 * np.sin(2 * np.pi * 2890 * t) * np.exp(-t / 0.004))
    tok += 0.25 * shaped_noise(rng, n, band(3500.0, 1.5)) * env_ad(n, 0.0002, 0.0015)
    return tok * env_ad(n, 0.0006, 1e9)


def s_yaku(rng: np.random.Generator) -> np.ndarray:
    out = silence(0.95)
    place(out, bell(note("A5"), 0.9, decay=0.24), 0.0, 0.8)
    place(out, bell(note("D6"), 0.85, decay=0.26), 0.085, 1.0)
    place(out, bell(note("A6"), 0.75, decay=0.18, bright=0.5), 0.17, 0.45)
    place(out, koto(rng, note("D5"), 0.9, t60=0.9, bright=0.5), 0.0, 0.35)
    return reverb(rng, out, decay=0.9, mix=0.2)


def s_koikoi(rng: np.random.Generator) -> np.ndarray:
    out = silence(0.98)
    place(out, taiko(rng, 88.0, 0.6, decay=0.2, skin=0.6), 0.0, 0.6)
    place(out, taiko_rim(rng), 0.0, 0.12)
    figure = [("D5", 0.13), ("E5", 0.19), ("G5", 0.25), ("A5", 0.31)]
    for name, at in figure:
        place(out, koto(rng, note(name), 0.5, t60=0.5, bright=0.75), at, 0.7)
    place(out, koto(rng, note("D6"), 0.59, t60=0.9, bright=0.8), 0.39, 0.9)
    place(out, taiko(rng, 110.0, 0.5, decay=0.15, skin=0.6), 0.39, 0.3)
    place(out, bell(note("D6"), 0.55, decay=0.3, bright=0.6), 0.39, 0.25)
    return reverb(rng, out, decay=0.8, mix=0.18)


def s_round_won(rng: np.random.Generator) -> np.ndarray:
    out = silence(0.98)
    for i, name in enumerate(["D4", "A4", "D5"]):  # a quick upward strum
        place(out, koto(rng, note(name), 0.9, t60=1.0, bright=0.6), 0.02 * i, 0.5)
    place(out, koto(rng, note("E5"), 0.7, t60=0.9, bright=0.65), 0.16, 0.5)
    for i, name in enumerate(["G4", "D5", "G5", "B5"]):
        place(out, koto(rng, note(name), 0.7, t60=1.3, bright=0.65), 0.30 + 0.025 * i, 0.5)
    place(out, bell(note("B5"), 0.6, decay=0.3, bright=0.5), 0.375, 0.3)
    return reverb(rng, out, decay=1.0, mix=0.22)


def s_round_lost(rng: np.random.Generator) -> np.ndarray:
    out = silence(0.98)
    for name, at, lvl in (("B4", 0.0, 0.7), ("A4", 0.17, 0.6), ("F4", 0.34, 0.6), ("E4", 0.52, 0.7)):
        place(out, koto(rng, note(name), 0.98 - at, t60=0.9, bright=0.35), at, lvl)
    place(out, koto(rng, note("E3"), 0.46, t60=1.0, bright=0.3), 0.52, 0.4)
    return reverb(rng, out, decay=1.1, mix=0.25, tone=2500.0)


def s_match_end(rng: np.random.Generator) -> np.ndarray:
    out = silence(2.6)
    place(out, taiko(rng, 84.0, 0.8, decay=0.25, skin=0.6), 0.0, 0.6)
    place(out, taiko_rim(rng), 0.16, 0.12)
    place(out, taiko(rng, 80.0, 1.2, decay=0.35, skin=0.6), 0.26, 0.7)
    for i, name in enumerate(["D3", "A3", "D4", "E4", "A4", "D5", "E5"]):  # a koto sweep
        place(out, koto(rng, note(name), 2.2, t60=2.0, bright=0.6), 0.26 + 0.03 * i, 0.5)
    place(out, bell(note("A5"), 2.1, decay=0.8, bright=0.5), 0.50, 0.25)
    place(out, bell(note("D6"), 2.0, decay=0.9, bright=0.5), 0.56, 0.3)
    return reverb(rng, out, decay=1.6, mix=0.25)


# name -> (maker, fade-out seconds). Melodic sounds get a long fade so a
# ringing tail dies away instead of stopping.
SOUNDS: dict[str, tuple[Callable[[np.random.Generator], np.ndarray], float]] = {
    "card_slide": (s_card_slide, 0.02),  # peak set lower: see PEAK_OVERRIDE
    "card_place": (s_card_place, 0.03),
    "capture": (s_capture, 0.03),
    "deck_flip": (s_deck_flip, 0.03),
    "shuffle": (s_shuffle, 0.1),
    "click": (s_click, 0.02),
    "yaku": (s_yaku, 0.25),
    "koikoi": (s_koikoi, 0.25),
    "round_won": (s_round_won, 0.25),
    "round_lost": (s_round_lost, 0.3),
    "match_end": (s_match_end, 0.6),
}


# --------------------------------------------------------------------------
# Output


def finish(x: np.ndarray, fade_out: float, peak_dbfs: float = PEAK_DBFS) -> np.ndarray:
    """Remove DC, fade the ends and normalise the peak to peak_dbfs."""
    y = x - np.mean(x)
    y = fades(y, 0.001, fade_out)
    y -= np.mean(y) * np.hanning(len(y)) / np.mean(np.hanning(len(y)))  # no leftover offset, ends stay at 0
    peak = np.max(np.abs(y))
    return y * (10.0 ** (peak_dbfs / 20.0) / peak)


def to_pcm16(x: np.ndarray) -> bytes:
    return np.clip(np.round(x * 32767.0), -32768, 32767).astype("<i2").tobytes()


def write_wav(path: Path, x: np.ndarray, rate: int = SR) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(to_pcm16(x))


def render_all() -> dict[str, np.ndarray]:
    """All sounds as float arrays in [-1, 1], each from its own seeded stream."""
    result = {}
    for i, (name, (make, fade_out)) in enumerate(SOUNDS.items()):
        rng = np.random.default_rng([SEED, i])
        result[name] = finish(make(rng), fade_out, PEAK_OVERRIDE.get(name, PEAK_DBFS))
    return result


def contact_sheet(sounds: dict[str, np.ndarray], path: Path) -> None:
    """Waveform and spectrogram of every sound, one row each, as a PNG."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.font.init()
    font = pygame.font.Font(None, 22)
    small = pygame.font.Font(None, 17)
    row_h, label_w, wave_w, spec_w = 90, 150, 420, 420
    width = label_w + wave_w + spec_w + 40
    sheet = pygame.Surface((width, row_h * len(sounds) + 10))
    sheet.fill((24, 26, 30))
    max_dur = 2.7
    for r, (name, x) in enumerate(sounds.items()):
        y0 = 5 + r * row_h
        dur = len(x) / SR
        rms = np.sqrt(np.mean(x ** 2))
        sheet.blit(font.render(name, True, (235, 235, 225)), (10, y0 + 8))
        info = f"{dur:.2f} s  rms {20 * np.log10(rms):.1f} dB"
        sheet.blit(small.render(info, True, (160, 165, 170)), (10, y0 + 32))
        # Waveform: min/max per pixel column, time axis shared by all rows.
        wx, wy, wh = label_w, y0 + 5, row_h - 10
        pygame.draw.rect(sheet, (34, 38, 44), (wx, wy, wave_w, wh))
        per_px = max_dur * SR / wave_w
        mid = wy + wh // 2
        for px in range(wave_w):
            a, b = int(px * per_px), int((px + 1) * per_px)
            if a >= len(x):
                break
            seg = x[a:min(b, len(x))]
            top = mid - int(seg.max() * wh / 2)
            bot = mid - int(seg.min() * wh / 2)
            pygame.draw.line(sheet, (120, 200, 160), (wx + px, top), (wx + px, bot))
        # Spectrogram: log magnitude, log frequency axis 60 Hz - 11 kHz.
        sx = label_w + wave_w + 20
        nfft, hop = 1024, max(32, min(256, len(x) // spec_w))
        frames = max(1, 1 + (len(x) - nfft) // hop)
        win = np.hanning(nfft)
        spec = np.array([np.abs(np.fft.rfft(win * np.pad(x[i * hop:i * hop + nfft], (0, max(0, nfft - len(x[i * hop:i * hop + nfft])))))) for i in range(frames)])
        db = 20 * np.log10(spec + 1e-9)
        db = np.clip((db - (db.max() - 70)) / 70, 0, 1)
        freqs = np.fft.rfftfreq(nfft, 1 / SR)
        rows = np.geomspace(60, 11000, wh)
        cols = spec_w  # each spectrogram spans its own sound, for detail
        img = np.zeros((spec_w, wh, 3), np.uint8)
        for c in range(cols):
            fr = min(frames - 1, int(c / cols * frames))
            col = np.interp(rows, freqs, db[fr])[::-1]
            img[c, :, 0] = (255 * col ** 1.5).astype(np.uint8)
            img[c, :, 1] = (220 * col ** 2.5).astype(np.uint8)
            img[c, :, 2] = (120 * col ** 0.8 * (1 - col)).astype(np.uint8) + 20
        sheet.blit(pygame.surfarray.make_surface(img), (sx, wy))
    pygame.image.save(sheet, str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory")
    parser.add_argument("--sheet", type=Path, help="also write a waveform/spectrogram PNG here")
    parser.add_argument("-q", "--quiet", action="store_true")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    sounds = render_all()
    for name, x in sounds.items():
        write_wav(args.out / f"{name}.wav", x)
        if not args.quiet:
            rms = np.sqrt(np.mean(x ** 2))
            print(f"{name:11s} {len(x) / SR:5.2f} s  peak {20 * np.log10(np.max(np.abs(x))):5.1f} dBFS"
                  f"  rms {20 * np.log10(rms):6.1f} dBFS  dc {np.mean(x):+.5f}")
    if args.sheet:
        args.sheet.parent.mkdir(parents=True, exist_ok=True)
        contact_sheet(sounds, args.sheet)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
