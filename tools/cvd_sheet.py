"""The deck with its corner marks as players with colour blindness see it.

Renders all 48 cards through the game's own loader (``koikoi.ui.assets``,
corner indices on), at a table size and at the smallest size the captures
are drawn, then writes one PNG per view: as drawn, and through simulated
protanopia, deuteranopia and tritanopia. Every kind's mark must be tellable
at a glance in each (docs/art.md, "Kind marks").

The simulation follows Machado, Oliveira and Fernandes, "A Physiologically-
based Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6),
2009: a 3x3 matrix per deficiency, here at full severity (1.0, the
dichromat), applied to linear RGB (sRGB decoded first, encoded after).
The matrices are the paper's published values; the code is this project's.
The test of the marks (tests/assets/test_kind_marks.py) uses the same
functions, and measures colour distance as CIE 1976 Delta E in CIELAB (D65).

Usage (headless is fine)::

    python tools/cvd_sheet.py                       # docs/screenshots/cvd-*.png
    python tools/cvd_sheet.py --width 100 --out /tmp
    python tools/cvd_sheet.py --cards assets/decks/themed/cards --out /tmp/themed
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
import pygame  # noqa: E402

from koikoi.games.common.cards import KIND_OF, MONTH_OF  # noqa: E402

# Machado et al. (2009), Table 1, severity 1.0: linear RGB in, linear RGB out.
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VIEWS = ("normal", *MACHADO)
FELT = (24, 58, 44)
LABEL = (236, 226, 200)
CARD_RATIO = 530 / 320


def to_linear(rgb: np.ndarray) -> np.ndarray:
    """sRGB values 0-255 to linear light 0-1 (IEC 61966-2-1)."""
    c = np.asarray(rgb, dtype=float) / 255
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def from_linear(lin: np.ndarray) -> np.ndarray:
    """Linear light back to sRGB 0-255, clipped to the gamut."""
    c = np.clip(lin, 0, 1)
    return np.where(c <= 0.0031308, c * 12.92, 1.055 * c ** (1 / 2.4) - 0.055) * 255


def simulate(rgb: np.ndarray, view: str) -> np.ndarray:
    """Colours (any shape ending in 3, sRGB 0-255) as seen in ``view``:
    "normal", or one of :data:`MACHADO`'s dichromacies. Floats 0-255."""
    rgb = np.asarray(rgb, dtype=float)
    if view == "normal":
        return rgb
    return from_linear(to_linear(rgb) @ np.asarray(MACHADO[view]).T)


def to_lab(rgb: np.ndarray) -> np.ndarray:
    """sRGB 0-255 to CIELAB (D65 white), for colour distances."""
    xyz = to_linear(rgb) @ np.array([[0.4124, 0.3576, 0.1805],
                                      [0.2126, 0.7152, 0.0722],
                                      [0.0193, 0.1192, 0.9505]]).T
    t = xyz / np.array([0.95047, 1.0, 1.08883])
    f = np.where(t > (6 / 29) ** 3, np.cbrt(t), t / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def delta_e(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """CIE 1976 colour difference between sRGB colours ``a`` and ``b``."""
    return np.linalg.norm(to_lab(a) - to_lab(b), axis=-1)


def simulated(surface: pygame.Surface, view: str) -> pygame.Surface:
    """A copy of ``surface`` as seen in ``view``."""
    rgb = pygame.surfarray.array3d(surface)
    return pygame.surfarray.make_surface(np.round(simulate(rgb, view)).astype(np.uint8))


def use_cards(folder: Path) -> None:
    """Have the game's loader read the card SVGs from ``folder`` (another
    deck's art, by the same file names) instead of ``assets/cards``."""
    from koikoi.ui import assets as loader

    standard = loader.asset

    def asset(*parts: str) -> Path:
        if parts[0] == "cards":
            path = folder.joinpath(*parts[1:])
            if not path.is_file():
                raise FileNotFoundError(path)
            return path
        return standard(*parts)

    loader.asset = asset  # type: ignore[assignment]


def deck_sheet(width: int, small: int) -> pygame.Surface:
    """The 48 cards with their corner marks: a row of each kind at ``width``
    px, then every card again at ``small`` px (the captures' size)."""
    from koikoi.ui.assets import Assets
    from koikoi.ui.kind_marks import KIND_COLOURS

    assets = Assets(card_indices=True)
    font = pygame.font.Font(None, 22)
    gap = 8
    rows = [[c for c in range(48) if KIND_OF[c] == kind] for kind in KIND_COLOURS]
    big = (width, round(width * CARD_RATIO))
    little = (small, round(small * CARD_RATIO))
    label_w = 90
    per_row = 12
    lines = [row[i:i + per_row] for row in rows for i in range(0, len(row), per_row)]
    sheet_w = label_w + per_row * (big[0] + gap) + gap
    sheet_h = gap + len(lines) * (big[1] + gap) + 2 * (little[1] + gap) + gap
    sheet = pygame.Surface((sheet_w, sheet_h))
    sheet.fill(FELT)
    y = gap
    for kind, row in zip(KIND_COLOURS, rows):
        sheet.blit(font.render(kind.name.lower(), True, LABEL), (gap, y + big[1] // 2 - 8))
        for i in range(0, len(row), per_row):
            for n, card in enumerate(row[i:i + per_row]):
                sheet.blit(assets.card(card, big), (label_w + n * (big[0] + gap), y))
            y += big[1] + gap
    by_month = sorted(range(48), key=lambda c: (MONTH_OF[c], c))
    sheet.blit(font.render(f"{small} px", True, LABEL), (gap, y + little[1] // 2 - 8))
    for n, card in enumerate(by_month):
        line, col = divmod(n, 24)
        sheet.blit(assets.card(card, little), (label_w + col * (little[0] + 4), y + line * (little[1] + gap)))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=78, help="card width in px (the hand's at 960x540)")
    parser.add_argument("--small", type=int, default=31, help="the small cards' width (the captures' at 960x540)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--cards", type=Path, help="another deck's folder of card SVGs (default: assets/cards)")
    args = parser.parse_args(argv)
    if args.cards:
        use_cards(args.cards.resolve())
    pygame.init()
    try:
        sheet = deck_sheet(args.width, args.small)
        args.out.mkdir(parents=True, exist_ok=True)
        for view in VIEWS:
            path = args.out / f"cvd-{view}.png"
            shown = simulated(sheet, view)
            title = pygame.font.Font(None, 26).render(view, True, LABEL)
            shown.blit(title, (shown.get_width() - title.get_width() - 10, shown.get_height() - 26))
            pygame.image.save(shown, str(path))
            print(f"wrote {path} ({shown.get_width()}x{shown.get_height()})")
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
