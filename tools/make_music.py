"""Synthesise the table music: a quiet koto piece that loops without a seam.

Sixteen bars in the yo scale (D E G A B), written here: a koto melody in
four phrases (A, A', a higher B, A'') over a plucked bass and a soft
sho-like pad that swells with each chord. The instruments are the ones of
``make_sounds.py``. Every note is rendered on a buffer one loop long plus
room for the last tails; the reverb runs over that, and the tails are then
folded back onto the start, so the end of the file leads into its start as
the last bar leads into the first.

    python tools/make_music.py               # writes assets/music/table.wav
    python tools/make_music.py --out FILE    # writes somewhere else

Needs numpy, and the game's package for its default volumes (the music is
levelled against the card taps as the player hears them). The output is
byte-for-byte reproducible (fixed seed).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))
from loudness import describe, integrated  # noqa: E402
from make_sounds import SR, TAP_LUFS, koto, lowpass, note, place, reverb, write_wav  # noqa: E402

from koikoi.storage.settings import Settings  # noqa: E402

SEED = 20261130
BPM = 80
BEAT = 60.0 / BPM
BARS = 16
LOOP_S = BARS * 4 * BEAT  # 48 s
OUT_RATE = SR // 2  # 22,050 Hz: the koto has little above 10 kHz, and the file stays small
# The music sits this far under the card taps, as the player hears them
# both at the game's default volumes: far enough behind that a card laid
# down is never lost in it, near enough to be heard as music.
UNDER_TAPS_LU = 10.0
DEFAULT_OUT = ROOT / "assets" / "music" / "table.wav"


def db(gain: float) -> float:
    return 20.0 * float(np.log10(gain))


def target_lufs() -> float:
    """The file's integrated loudness that puts it UNDER_TAPS_LU under the
    taps once the mixer has scaled each by its default volume (SDL's mixer
    volumes scale the samples linearly)."""
    defaults = Settings()
    taps_heard = TAP_LUFS + db(defaults.sfx_volume)
    return taps_heard - UNDER_TAPS_LU - db(defaults.music_volume)

# (beat, note, beats held): the melody, four bars a phrase.
MELODY = [
    # A: rise to the tonic's fifth and settle on A
    (0, "A4", 1.5), (1.5, "B4", 0.5), (2, "D5", 2),
    (4, "E5", 1), (5, "D5", 1), (6, "B4", 2),
    (8, "A4", 1), (9, "G4", 1), (10, "E4", 1), (11, "G4", 1),
    (12, "A4", 4),
    # A': the same opening, reaching higher, home to D
    (16, "A4", 1.5), (17.5, "B4", 0.5), (18, "D5", 1), (19, "E5", 1),
    (20, "G5", 2), (22, "E5", 1), (23, "D5", 1),
    (24, "B4", 1), (25, "D5", 0.5), (25.5, "B4", 0.5), (26, "A4", 2),
    (28, "D5", 4),
    # B: the high phrase
    (32, "B5", 2), (34, "A5", 1), (35, "G5", 1),
    (36, "E5", 1.5), (37.5, "G5", 0.5), (38, "A5", 2),
    (40, "G5", 1), (41, "E5", 1), (42, "D5", 1), (43, "E5", 1),
    (44, "B4", 4),
    # A'': down to the low D, which leads back to the opening A
    (48, "A4", 1.5), (49.5, "B4", 0.5), (50, "D5", 2),
    (52, "E5", 1), (53, "G5", 1), (54, "E5", 1), (55, "D5", 1),
    (56, "B4", 1.5), (57.5, "A4", 0.5), (58, "G4", 1), (59, "E4", 1),
    (60, "D4", 3),
]

# One chord a bar: (root, fifth) of the bass; the pad holds them an octave up.
CHORDS = [
    ("D3", "A3"), ("D3", "A3"), ("G2", "D3"), ("A2", "E3"),
    ("D3", "A3"), ("D3", "A3"), ("G2", "D3"), ("D3", "A3"),
    ("G2", "D3"), ("E3", "B3"), ("A2", "E3"), ("E3", "B3"),
    ("D3", "A3"), ("G2", "D3"), ("A2", "E3"), ("D3", "A3"),
]

TAIL_S = 7.0  # room after the loop for the last notes, the wrapped pad and the reverb


def pad(freqs: list[float], dur: float) -> np.ndarray:
    """A sho-like pad: a few soft, slightly detuned sines that swell and fade."""
    n = int(round(dur * SR))
    t = np.arange(n) / SR
    out = np.zeros(n)
    for f in freqs:
        for detune, level in ((1.0, 1.0), (1.002, 0.6), (2.0, 0.25), (3.0, 0.08)):
            out += level * np.sin(2 * np.pi * f * detune * t)
    swell = np.sin(np.pi * np.clip(t / dur, 0.0, 1.0)) ** 2  # zero at both ends: chords cross-fade
    return out * swell


def render() -> np.ndarray:
    """The loop as float samples at ``OUT_RATE``, at ``target_lufs()``."""
    rng = np.random.default_rng(SEED)
    loop_n = int(round(LOOP_S * SR))
    buf = np.zeros(loop_n + int(TAIL_S * SR))
    for beat, name, held in MELODY:
        # accented a little on the bar, softer off the beat
        gain = 0.55 if beat % 4 == 0 else 0.45 if beat % 1 == 0 else 0.38
        ring = max(1.2, held * BEAT + 0.8)
        place(buf, koto(rng, note(name), ring, t60=max(1.0, held * BEAT * 1.4), bright=0.55), beat * BEAT, gain)
    for bar, (root, fifth) in enumerate(CHORDS):
        at = bar * 4 * BEAT
        place(buf, koto(rng, note(root), 3.0, t60=2.2, bright=0.35), at, 0.32)
        place(buf, koto(rng, note(fifth), 2.0, t60=1.6, bright=0.35), at + 2 * BEAT, 0.22)
        place(buf, koto(rng, note(root) * 2, 1.2, t60=1.0, bright=0.3), at + 3 * BEAT, 0.12)
        # the pad spans the bar and half of each neighbour, so the chords overlap
        # smoothly; the first bar's rises out of the last (it is folded round below)
        place(buf, pad([note(root) * 2, note(fifth) * 2], 8 * BEAT), (at - 2 * BEAT) % LOOP_S, 0.018)
    wet = reverb(rng, buf, decay=2.2, mix=0.28, tone=3500.0)
    # fold everything after the loop back onto its start: a seamless loop
    loop = wet[:loop_n].copy()
    tail = wet[loop_n:]
    loop[: len(tail)] += tail
    loop -= loop.mean()
    # to 22,050 Hz: cut above 10 kHz, keep every other sample
    spec = np.fft.rfft(loop)
    spec *= lowpass(9000.0, 8)(np.fft.rfftfreq(len(loop), 1.0 / SR))
    out = np.fft.irfft(spec, n=len(loop))[::2]
    # level by loudness, untouched otherwise: no clipping or drive, so the
    # plucks keep their clean attack
    return out * 10.0 ** ((target_lufs() - integrated(out, OUT_RATE)) / 20.0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the WAV file to write")
    parser.add_argument("-q", "--quiet", action="store_true")
    args = parser.parse_args(argv)
    x = render()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_wav(args.out, x, OUT_RATE)
    if not args.quiet:
        print(f"{args.out}: {len(x) / OUT_RATE:.1f} s, integrated {integrated(x, OUT_RATE):.1f} LUFS "
              f"(target {target_lufs():.1f}), seam step {abs(x[0] - x[-1]):.4f}")
        print(f"  {describe(x, OUT_RATE)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
