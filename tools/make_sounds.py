"""Synthesise the game's sound effects into 16-bit mono WAV files.

Every sound is made here from numbers: knocks on resonant bodies (a table
under felt, a stiff card, a block of wood) and swept, cloth-softened noise
for the cards, Karplus-Strong plucks for the koto, additive partials for
bells and a pitch-dropping membrane for the taiko. Each is then scaled by
its loudness (tools/loudness.py), not its peak, so the handling sounds
match each other and the cues sit just above them. A fixed seed makes the
output byte-for-byte reproducible, so the committed WAVs can be
regenerated and checked by the tests.

    python tools/make_sounds.py                 # writes assets/sounds/
    python tools/make_sounds.py --out DIR       # writes somewhere else
    python tools/make_sounds.py --sheet PNG     # also draws a contact sheet

Needs numpy only (pygame-ce for the optional contact sheet), and tools/loudness.py beside it.
"""

from __future__ import annotations

import argparse
import math
import wave
from pathlib import Path
from typing import Callable

import numpy as np
from loudness import band_share, describe, loudest_100ms, spectral_centroid, true_peak

SR = 44100
SEED = 20240917
# Loudness, as the ear balances sounds rather than by their peaks: each
# sound is scaled so its loudest 100 ms (BS.1770 K-weighted, see
# tools/loudness.py) reads its target. The handling sounds all read the
# same; the cues stand a little above them, as news, but not so far that
# they jump out of the table. No true peak may pass -1 dBFS.
TAP_LUFS = -18.0
CUE_LUFS = TAP_LUFS + 1.5
TRUE_PEAK_CEILING = -1.0
ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "assets" / "sounds"

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


def modes(rng: np.random.Generator, n: int, partials: list[tuple[float, float, float]],
          spread: float = 0.05) -> np.ndarray:
    """The ringing of a struck body: damped sines (freq Hz, level, decay s).

    Wood, a table top or a stiff card ring at a few inharmonic frequencies,
    the higher ones dying first. A real board is not a tuning fork: each
    of its modes is a small cluster of near neighbours (grain, joints, the
    cloth on top), so every partial is three sines a few per cent apart,
    which beat and blur it from a pitch into a knock. The middle one rings
    in opposite phase, as a neighbouring mode's shape may at the ear, so
    the cluster swells for a moment instead of all peaking at the blow.
    """
    t = times(n)
    ring = np.zeros(n)
    for freq, level, decay in partials:
        for f, sign in zip(freq * (1.0 + spread * rng.uniform(-1.0, 1.0, 3)), (1.0, -1.0, 1.0)):
            ring += sign * level * rng.uniform(0.5, 1.0) * np.sin(2 * np.pi * f * t) * np.exp(-t / decay)
    return ring


def convolve(x: np.ndarray, ir: np.ndarray) -> np.ndarray:
    """x filtered by the impulse response ir (FFT convolution), as long as x."""
    size = 1 << (len(x) + len(ir) - 2).bit_length()
    return np.fft.irfft(np.fft.rfft(x, size) * np.fft.rfft(ir, size), size)[: len(x)]


def knock(rng: np.random.Generator, dur: float, partials: list[tuple[float, float, float]],
          strike: float = 0.0012, grit: float = 0.3, grit_hz: float = 2500.0,
          grit_decay: float = 0.0015) -> np.ndarray:
    """A blow on a resonant body, normalised to a peak of about 1.

    The blow is a push, one way, as long as the contact lasts (`strike`
    seconds: the shorter, the harder the blow and the brighter the body
    rings), a little rough; it rings the body's partials. On top, the
    contact's own crack: a burst of noise round grit_hz, dying in
    grit_decay seconds, which tells a knock from a pure tone.
    """
    n = int(round(dur * SR))
    m = max(8, int(strike * SR))
    push = np.hanning(m) * (1.0 + 0.3 * rng.standard_normal(m))
    body = convolve(np.concatenate([push, np.zeros(n - m)]), modes(rng, n, partials))
    body /= np.max(np.abs(body)) + 1e-12
    crack = shaped_noise(rng, n, band(grit_hz, 1.6)) * env_ad(n, 0.0002, grit_decay)
    crack /= np.max(np.abs(crack)) + 1e-12
    return body + grit * crack


def swish(rng: np.random.Generator, dur: float, f_start: float, f_end: float,
          rise: float, hold: float, fall: float, q: float = 0.8,
          grain: float = 0.3, top: float = 9000.0) -> np.ndarray:
    """Paper sliding over cloth: a swept band of noise, slightly gritty,
    softened above `top` (Hz) as the cloth soaks up the highs."""
    n = int(round(dur * SR))
    t = times(n)
    sweep = f_start * (f_end / f_start) ** (t / dur)
    hiss = svf(rng.standard_normal(n), sweep, q, "band")
    # Friction is uneven: a slow random wobble in loudness.
    wobble = shaped_noise(rng, n, lowpass(35.0, 2))
    e = env_hump(n, rise, hold, fall) * (1.0 + grain * np.tanh(wobble))
    out = hiss * e
    return np.fft.irfft(np.fft.rfft(out) * lowpass(top, 2)(np.fft.rfftfreq(n, 1 / SR)), n=n)


# --------------------------------------------------------------------------
# The sounds. Each returns float samples; finish() fades them and scales
# them to their loudness.


# The bodies the cards meet, as (Hz, level, decay s) partials. A wooden
# table under felt rings low and briefly (the cloth damps it); a Hanafuda
# card is stiff paperboard, whose own flexing rings in the low mids; a
# button is a small block of wood. The signs alternate as a struck plate's
# modes do at the ear (each mode's shape has its own sign there), which
# also keeps them from all peaking together at the blow.
TABLE = [(170.0, 0.25, 0.050), (390.0, -0.45, 0.035), (720.0, 1.0, 0.024), (1250.0, -0.85, 0.014),
         (2100.0, 0.4, 0.007)]
TABLE_HARD = [(140.0, 0.2, 0.030), (330.0, -0.45, 0.028), (700.0, 1.0, 0.022), (1200.0, -0.85, 0.014),
              (1900.0, 0.55, 0.008)]
CARD = [(620.0, 0.6, 0.011), (1180.0, -0.9, 0.008), (1950.0, 0.5, 0.006)]
WOOD_BLOCK = [(1040.0, 1.0, 0.017), (520.0, -0.2, 0.008), (2710.0, -0.55, 0.007), (4350.0, 0.3, 0.004)]
# Each sound starts this soon: just after the finishing fade-in (1 ms), so
# the landing is heard the moment the game starts the sound.
ONSET = 0.0012


def puff(rng: np.random.Generator, dur: float, center: float, octaves: float,
         attack: float, decay: float) -> np.ndarray:
    """The air a card pushes out as it lands: a short, soft burst of noise."""
    n = int(round(dur * SR))
    return shaped_noise(rng, n, band(center, octaves)) * env_ad(n, attack, decay)


def s_card_slide(rng: np.random.Generator) -> np.ndarray:
    # the pitch of the friction follows the card's speed: up, then down
    return swish(rng, 0.30, 600.0, 1100.0, rise=0.03, hold=0.1, fall=0.16, q=0.6, grain=0.35, top=2500.0)


def s_card_place(rng: np.random.Generator) -> np.ndarray:
    out = silence(0.20)
    place(out, knock(rng, 0.2, TABLE, strike=0.0009, grit=0.15, grit_hz=2400.0), ONSET)
    place(out, puff(rng, 0.1, 1300.0, 2.0, 0.004, 0.015), ONSET, 0.35)
    return out


def s_capture(rng: np.random.Generator) -> np.ndarray:
    # a firmer slap, card on card: a heavier blow, the matched card's own
    # snap a moment after, more air, and a small bounce
    out = silence(0.30)
    place(out, knock(rng, 0.3, TABLE_HARD, strike=0.0009, grit=0.3, grit_hz=2800.0), ONSET)
    place(out, knock(rng, 0.1, CARD, strike=0.0005, grit=0.2, grit_hz=3000.0), ONSET + 0.002, 0.4)
    place(out, puff(rng, 0.1, 1200.0, 2.0, 0.004, 0.015), ONSET, 0.4)
    place(out, knock(rng, 0.08, CARD, strike=0.0008, grit=0.1), ONSET + 0.018, 0.2)
    return out


def s_deck_flip(rng: np.random.Generator) -> np.ndarray:
    out = silence(0.32)
    # the card's edge snapping off the deck, the air as it turns, the landing
    place(out, knock(rng, 0.06, CARD, strike=0.0006, grit=0.25, grit_hz=2600.0), ONSET, 0.5)
    place(out, swish(rng, 0.09, 700.0, 1800.0, 0.04, 0.01, 0.04, q=0.7, grain=0.2, top=3500.0), 0.004, 0.4)
    place(out, knock(rng, 0.2, TABLE, strike=0.0009, grit=0.12, grit_hz=2400.0), 0.095)
    place(out, puff(rng, 0.1, 1000.0, 2.0, 0.004, 0.015), 0.095, 0.3)
    return out


def s_shuffle(rng: np.random.Generator) -> np.ndarray:
    out = silence(2.1)

    def flap(level: float) -> np.ndarray:
        """One card's corner flicking off the thumb onto the pile."""
        f = rng.uniform(650.0, 1000.0)
        body = [(f, 1.0, 0.004), (f * rng.uniform(2.0, 2.3), 0.5, 0.0025), (f * 3.4, 0.2, 0.0015)]
        return level * knock(rng, 0.025, body, strike=0.0006, grit=0.35, grit_hz=rng.uniform(1800.0, 2800.0))

    # The riffle: ~60 corners, from the first moment, quickest in the middle.
    t = ONSET
    while t < 0.9:
        u = t / 0.9
        gap = 0.022 - 0.012 * math.sin(math.pi * u)
        place(out, flap(rng.uniform(0.55, 1.0) * (0.8 + 0.2 * math.sin(math.pi * u))), t)
        t += gap * rng.uniform(0.8, 1.2)
    n = int(0.9 * SR)
    bed = shaped_noise(rng, n, band(900.0, 2.5)) * env_hump(n, 0.05, 0.6, 0.25)
    place(out, bed, ONSET, 0.06)
    # The bridge: the cards cascade back together in a soft flutter.
    t = 1.0
    while t < 1.4:
        u = (t - 1.0) / 0.4
        place(out, flap(0.45 * (1.0 - 0.6 * u) * rng.uniform(0.7, 1.0)), t)
        t += 0.006 * rng.uniform(0.8, 1.3)
    place(out, swish(rng, 0.45, 1100.0, 700.0, 0.05, 0.2, 0.2, q=0.6, grain=0.4, top=3000.0), 0.98, 0.25)
    # Squaring the deck: two soft knocks of its edge on the table.
    place(out, knock(rng, 0.2, TABLE, strike=0.0015, grit=0.2, grit_hz=2000.0), 1.58, 0.6)
    place(out, knock(rng, 0.2, TABLE, strike=0.0015, grit=0.2, grit_hz=2000.0), 1.76, 0.5)
    return out


def s_click(rng: np.random.Generator) -> np.ndarray:
    out = silence(0.08)
    place(out, knock(rng, 0.08, WOOD_BLOCK, strike=0.00035, grit=0.4, grit_hz=2800.0, grit_decay=0.003), ONSET)
    return out


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


# name -> (maker, fade-out seconds, loudest-100 ms target in LUFS).
# Melodic sounds get a long fade so a ringing tail dies away instead of
# stopping. The lost round is a gentle phrase, a touch under the other cues.
SOUNDS: dict[str, tuple[Callable[[np.random.Generator], np.ndarray], float, float]] = {
    "card_slide": (s_card_slide, 0.02, TAP_LUFS),
    "card_place": (s_card_place, 0.03, TAP_LUFS),
    "capture": (s_capture, 0.03, TAP_LUFS),
    "deck_flip": (s_deck_flip, 0.03, TAP_LUFS),
    "shuffle": (s_shuffle, 0.1, TAP_LUFS),
    "click": (s_click, 0.02, TAP_LUFS),
    "yaku": (s_yaku, 0.25, CUE_LUFS),
    "koikoi": (s_koikoi, 0.25, CUE_LUFS),
    "round_won": (s_round_won, 0.25, CUE_LUFS),
    "round_lost": (s_round_lost, 0.3, CUE_LUFS - 1.0),
    "match_end": (s_match_end, 0.6, CUE_LUFS),
}


# --------------------------------------------------------------------------
# Output


class TooPeaky(ValueError):
    """A sound that cannot reach its loudness under the true-peak ceiling."""


def finish(x: np.ndarray, fade_out: float, target_lufs: float) -> np.ndarray:
    """Remove DC, fade the ends and scale to the loudness target.

    A sound whose true peak would then pass the ceiling is refused rather
    than clipped or squashed: it needs more body or a softer attack.
    """
    y = x - np.mean(x)
    y = fades(y, 0.001, fade_out)
    y -= np.mean(y) * np.hanning(len(y)) / np.mean(np.hanning(len(y)))  # no leftover offset, ends stay at 0
    y *= 10.0 ** ((target_lufs - loudest_100ms(y, SR)) / 20.0)
    peak = true_peak(y, SR)
    if peak > TRUE_PEAK_CEILING:
        raise TooPeaky(f"true peak {peak:.1f} dBFS at {target_lufs:.1f} LUFS, over the {TRUE_PEAK_CEILING:.0f} dBFS "
                       "ceiling: give it more body or a softer attack")
    return y


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
    for i, (name, (make, fade_out, target)) in enumerate(SOUNDS.items()):
        rng = np.random.default_rng([SEED, i])
        try:
            result[name] = finish(make(rng), fade_out, target)
        except TooPeaky as exc:
            raise TooPeaky(f"{name}: {exc}") from None
    return result


SHEET_MAX_S = 2.7  # the waveforms' shared time axis
SHEET_FREQS = (60.0, 11000.0)  # the spectrograms' log frequency axis
SHEET_GRID = (200, 500, 1000, 2000, 5000)  # Hz; 2 and 5 kHz bound the band the tests watch


def spectrogram_image(x: np.ndarray, width: int, height: int) -> np.ndarray:
    """A (width, height, 3) image of the sound's log-magnitude spectrogram
    on a log frequency axis, stretched to the sound's own length."""
    nfft, hop = 1024, max(32, min(256, len(x) // width))
    padded = np.concatenate([x, np.zeros(nfft)])
    frames = max(1, 1 + (len(x) - nfft) // hop)
    win = np.hanning(nfft)
    spec = np.array([np.abs(np.fft.rfft(win * padded[i * hop:i * hop + nfft])) for i in range(frames)])
    db = 20 * np.log10(spec + 1e-9)
    db = np.clip((db - (db.max() - 70)) / 70, 0, 1)
    freqs = np.fft.rfftfreq(nfft, 1 / SR)
    rows = np.geomspace(*SHEET_FREQS, height)
    img = np.zeros((width, height, 3), np.uint8)
    for c in range(width):
        col = np.interp(rows, freqs, db[min(frames - 1, int(c / width * frames))])[::-1]
        img[c, :, 0] = (255 * col ** 1.5).astype(np.uint8)
        img[c, :, 1] = (220 * col ** 2.5).astype(np.uint8)
        img[c, :, 2] = (120 * col ** 0.8 * (1 - col)).astype(np.uint8) + 20
    return img


def freq_row(freq: float, height: int) -> int:
    """The pixel row of a frequency on the spectrogram's log axis (0 at the top)."""
    lo, hi = np.log(SHEET_FREQS[0]), np.log(SHEET_FREQS[1])
    return int(round((1.0 - (np.log(freq) - lo) / (hi - lo)) * (height - 1)))


def contact_sheet(sounds: dict[str, np.ndarray], path: Path) -> None:
    """Waveform and spectrogram of every sound, one row each, as a PNG,
    with each sound's loudness and where its energy sits."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.font.init()
    font = pygame.font.Font(None, 22)
    small = pygame.font.Font(None, 17)
    row_h, label_w, wave_w, spec_w, axis_w = 90, 170, 400, 420, 40
    width = label_w + wave_w + 20 + spec_w + axis_w
    sheet = pygame.Surface((width, row_h * len(sounds) + 10))
    sheet.fill((24, 26, 30))
    grey = (160, 165, 170)
    for r, (name, x) in enumerate(sounds.items()):
        y0 = 5 + r * row_h
        sheet.blit(font.render(name, True, (235, 235, 225)), (10, y0 + 8))
        lines = (f"{len(x) / SR:.2f} s   {loudest_100ms(x, SR):.1f} LUFS",
                 f"true peak {true_peak(x, SR):.1f} dBFS",
                 f"centroid {spectral_centroid(x, SR):.0f} Hz",
                 f"2-5 kHz {100 * band_share(x, SR):.0f}% of the energy")
        for i, line in enumerate(lines):
            sheet.blit(small.render(line, True, grey), (10, y0 + 28 + 14 * i))
        # Waveform: min/max per pixel column, time axis shared by all rows.
        wx, wy, wh = label_w, y0 + 5, row_h - 10
        pygame.draw.rect(sheet, (34, 38, 44), (wx, wy, wave_w, wh))
        per_px = SHEET_MAX_S * SR / wave_w
        mid = wy + wh // 2
        for px in range(wave_w):
            seg = x[int(px * per_px):int((px + 1) * per_px)]
            if len(seg) == 0:
                break
            pygame.draw.line(sheet, (120, 200, 160), (wx + px, mid - int(seg.max() * wh / 2)),
                             (wx + px, mid - int(seg.min() * wh / 2)))
        sx = label_w + wave_w + 20
        sheet.blit(pygame.surfarray.make_surface(spectrogram_image(x, spec_w, wh)), (sx, wy))
        for freq in SHEET_GRID:
            gy = wy + freq_row(freq, wh)
            colour = (150, 190, 230) if freq in (2000, 5000) else (70, 80, 95)
            for gx in range(sx, sx + spec_w, 6):  # dotted, so the spectrogram shows through
                pygame.draw.line(sheet, colour, (gx, gy), (gx + 2, gy))
            label = f"{freq // 1000}k" if freq >= 1000 else str(freq)
            sheet.blit(small.render(label, True, grey), (sx + spec_w + 4, gy - 6))
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
            print(f"{name:11s} {len(x) / SR:4.2f} s  {describe(x, SR)}")
    if args.sheet:
        args.sheet.parent.mkdir(parents=True, exist_ok=True)
        contact_sheet(sounds, args.sheet)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
