"""Measure a sound the way a listener and a mixer care about: how loud,
how close to clipping, how soon it starts, and where its energy sits.

Loudness follows Recommendation ITU-R BS.1770-4 ("Algorithms to measure
audio programme loudness and true-peak audio level"): the signal is
K-weighted, squared and averaged, and the mean square z is read as
``-0.691 + 10 log10(z)`` LUFS (one channel, weight 1).

- :func:`loudest_100ms` is a momentary-style reading for short effects:
  the highest mean square over any 100 ms window (the window slides one
  sample at a time, over the sound padded with silence on both sides, so
  the figure does not depend on where in the file a tap falls).
- :func:`integrated` is the standard's gated programme loudness (400 ms
  blocks every 100 ms, absolute gate -70 LUFS, relative gate -10 LU),
  here over a loop, so the blocks wrap round its end.
- :func:`true_peak` is the peak of the signal oversampled four times
  (BS.1770-4 Annex 2), by ideal band-limited interpolation.

The K-weighting is the two filters of BS.1770-4 Annex 1, whose
coefficients the standard publishes for 48 kHz: a high shelf (+4 dB
above about 2 kHz, for the head) and a high-pass (the RLB curve, about
38 Hz). Other rates need a filter with the same frequency response; here
the 48 kHz filters' response is evaluated at each frequency of the
sound's spectrum and applied there, which is the same as resampling the
sound to 48 kHz and filtering it. It needs numpy only: no per-sample
loop, and nothing to install on CI.

    python tools/loudness.py assets/sounds/*.wav   # one line per file
"""

from __future__ import annotations

import argparse
import sys
import wave
from pathlib import Path

import numpy as np

# BS.1770-4 Annex 1, Table 1 (the shelf) and Table 2 (the RLB high-pass),
# at 48 kHz: (b0, b1, b2), (1, a1, a2).
REFERENCE_RATE = 48000
SHELF_B = (1.53512485958697, -2.69169618940638, 1.19839281085285)
SHELF_A = (1.0, -1.69065929318241, 0.73248077421585)
HIGH_PASS_B = (1.0, -2.0, 1.0)
HIGH_PASS_A = (1.0, -1.99004745483398, 0.99007225036621)
OFFSET = -0.691  # BS.1770-4 eq. (2): a 0 dBFS 997 Hz sine reads -3.01 LUFS

WINDOW_S = 0.1  # the "loudest 100 ms"
BLOCK_S, BLOCK_STEP_S = 0.4, 0.1  # BS.1770-4's gating blocks: 400 ms, 75% overlap
ABSOLUTE_GATE, RELATIVE_GATE = -70.0, -10.0
OVERSAMPLE = 4
# The filters ring for a few milliseconds (the high-pass's poles sit at
# radius 0.995: a time constant of about 4 ms); a quarter second of
# silence after a sound keeps that ringing from wrapping round the FFT.
RING_S = 0.25
SILENT = -200.0  # what a reading of pure silence is reported as, instead of -inf


def k_weighting_gain(freqs: np.ndarray) -> np.ndarray:
    """The K-weighting's complex response at each frequency (Hz)."""
    z1 = np.exp(-2j * np.pi * np.asarray(freqs, float) / REFERENCE_RATE)  # z^-1

    def biquad(b: tuple[float, ...], a: tuple[float, ...]) -> np.ndarray:
        return (b[0] + b[1] * z1 + b[2] * z1 ** 2) / (a[0] + a[1] * z1 + a[2] * z1 ** 2)

    return biquad(SHELF_B, SHELF_A) * biquad(HIGH_PASS_B, HIGH_PASS_A)


def k_weighted(x: np.ndarray, rate: int, loop: bool = False) -> np.ndarray:
    """The sound through the K-weighting filters.

    A one-shot sound is followed by silence long enough for the filters'
    ringing, which is returned with it; a loop is filtered round and round
    (circularly), as it is heard when it repeats.
    """
    x = np.asarray(x, float)
    padded = x if loop else np.concatenate([x, np.zeros(int(RING_S * rate))])
    spectrum = np.fft.rfft(padded)
    freqs = np.fft.rfftfreq(len(padded), 1.0 / rate)
    return np.fft.irfft(spectrum * k_weighting_gain(freqs), n=len(padded))


def lufs(mean_square: float) -> float:
    """A K-weighted mean square as loudness (LUFS), silence as SILENT."""
    return OFFSET + 10.0 * np.log10(mean_square) if mean_square > 0 else SILENT


def loudest_100ms(x: np.ndarray, rate: int) -> float:
    """The loudness (LUFS) of the loudest 100 ms of a one-shot sound.

    Every window position is tried (a running sum of squares), the window
    reaching into silence before and after the sound, so a sound shorter
    than 100 ms is measured as heard: followed by quiet.
    """
    y = k_weighted(x, rate)
    n = int(round(WINDOW_S * rate))
    power = np.concatenate([np.zeros(n), y ** 2, np.zeros(n)])
    running = np.concatenate([[0.0], np.cumsum(power)])
    return lufs(float(np.max(running[n:] - running[:-n])) / n)


def integrated(x: np.ndarray, rate: int) -> float:
    """BS.1770-4 gated loudness (LUFS) of a loop, its blocks wrapping round."""
    y = k_weighted(x, rate, loop=True)
    block, step = int(round(BLOCK_S * rate)), int(round(BLOCK_STEP_S * rate))
    if len(y) < block:
        raise ValueError(f"a loop of {len(y)} samples is shorter than one {BLOCK_S * 1000:.0f} ms block")
    wrapped = np.concatenate([y, y[:block]]) ** 2
    running = np.concatenate([[0.0], np.cumsum(wrapped)])
    starts = np.arange(0, len(y), step)
    blocks = (running[starts + block] - running[starts]) / block
    loud = blocks[[lufs(b) > ABSOLUTE_GATE for b in blocks]]
    if len(loud) == 0:
        return SILENT
    gate = lufs(float(np.mean(loud))) + RELATIVE_GATE
    return lufs(float(np.mean(loud[[lufs(b) > gate for b in loud]])))


def true_peak(x: np.ndarray, rate: int, loop: bool = False) -> float:
    """The true peak (dBFS): the highest magnitude between the samples too,
    oversampled four times by zero-padding the spectrum (ideal interpolation).

    A one-shot sound is padded with silence first (its faded ends meet it
    without a step); a loop is interpolated across its seam.
    """
    x = np.asarray(x, float)
    padded = x if loop else np.concatenate([x, np.zeros(int(RING_S * rate))])
    n = len(padded)
    fine = np.fft.irfft(np.fft.rfft(padded), n=OVERSAMPLE * n) * OVERSAMPLE
    peak = float(np.max(np.abs(fine)))
    return 20.0 * np.log10(peak) if peak > 0 else SILENT


def lead_in(x: np.ndarray, rate: int, below_peak_db: float = 20.0) -> float:
    """Seconds from the file's start to its onset: the first sample within
    ``below_peak_db`` of the sound's peak. Anything softer that comes
    before it is a faint lead-in the ear does not take for the sound."""
    x = np.abs(np.asarray(x, float))
    threshold = np.max(x) * 10.0 ** (-below_peak_db / 20.0)
    return int(np.argmax(x >= threshold)) / rate


def power_spectrum(x: np.ndarray, rate: int) -> tuple[np.ndarray, np.ndarray]:
    """(frequencies in Hz, power) of the whole sound."""
    x = np.asarray(x, float)
    return np.fft.rfftfreq(len(x), 1.0 / rate), np.abs(np.fft.rfft(x)) ** 2


def spectral_centroid(x: np.ndarray, rate: int) -> float:
    """The power-weighted mean frequency (Hz): where the sound's energy sits."""
    freqs, power = power_spectrum(x, rate)
    return float(np.sum(freqs * power) / np.sum(power))


def band_share(x: np.ndarray, rate: int, low: float = 2000.0, high: float = 5000.0) -> float:
    """The fraction of the sound's energy between low and high (Hz)."""
    freqs, power = power_spectrum(x, rate)
    return float(np.sum(power[(freqs >= low) & (freqs < high)]) / np.sum(power))


def read_wav(path: Path) -> tuple[np.ndarray, int]:
    """A 16-bit mono WAV as floats in [-1, 1), and its rate."""
    with wave.open(str(path), "rb") as w:
        if (w.getnchannels(), w.getsampwidth()) != (1, 2):
            raise ValueError(f"not 16-bit mono ({w.getnchannels()} channels, {8 * w.getsampwidth()}-bit)")
        rate = w.getframerate()
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
    return data.astype(float) / 32768.0, rate


def describe(x: np.ndarray, rate: int) -> str:
    """One line of every measure, for the generators and the command line."""
    return (f"loudest 100 ms {loudest_100ms(x, rate):6.1f} LUFS  true peak {true_peak(x, rate):5.1f} dBFS  "
            f"lead-in {1000 * lead_in(x, rate):5.1f} ms  centroid {spectral_centroid(x, rate):5.0f} Hz  "
            f"2-5 kHz {100 * band_share(x, rate):4.1f}%")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, help="16-bit mono WAV files")
    parser.add_argument("--loop", action="store_true", help="also give the integrated loudness, as of a loop")
    args = parser.parse_args(argv)
    for path in args.files:
        try:
            x, rate = read_wav(path)
        except (OSError, EOFError, wave.Error, ValueError) as exc:
            print(f"loudness: {path}: {exc}", file=sys.stderr)
            return 2
        line = f"{path.stem:11s} {describe(x, rate)}"
        if args.loop:
            line += f"  integrated {integrated(x, rate):6.1f} LUFS"
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
