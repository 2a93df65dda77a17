"""Draw the card table: a dark green felt and the panel for the quiet zones.

    python tools/make_table.py                  # writes assets/table/
    python tools/make_table.py --out DIR        # writes somewhere else
    python tools/make_table.py --preview PNG    # also a mock table with cards

Outputs:
    felt_tile.png  512x512, seamlessly tileable (every noise layer is made
                   periodic in the frequency domain, fibres wrap round)
    felt.png       1920x1080: the tile, plus a broad light pool and a soft
                   vignette that draws the eye to the middle of the table
    zone.png       64x64 translucent rounded panel for 9-slice scaling with
                   16 px borders (see ZONE_BORDER and nine_slice() below)

Seeded, so the output is the same on every run. Needs numpy and pygame-ce.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import numpy as np

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

SEED = 1603  # any fixed number; changing it gives a different felt
TILE = 512
FULL = (1920, 1080)
ZONE_SIZE = 64
ZONE_BORDER = 16  # corner radius; the 9-slice border of zone.png
ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "assets" / "table"

# A deep, slightly blue-leaning green: dark enough that ivory cards stand out
# strongly, saturated enough to read as felt rather than grey.
FELT_RGB = np.array([27.0, 78.0, 58.0])


# --------------------------------------------------------------------------
# Periodic noise


def periodic_blur(field: np.ndarray, sigma_x: float, sigma_y: float | None = None) -> np.ndarray:
    """Gaussian blur with wrap-around edges (so a tile stays seamless)."""
    sigma_y = sigma_x if sigma_y is None else sigma_y
    h, w = field.shape
    fy = np.fft.fftfreq(h)[:, None]
    fx = np.fft.rfftfreq(w)[None, :]
    g = np.exp(-2 * np.pi ** 2 * ((fx * sigma_x) ** 2 + (fy * sigma_y) ** 2))
    return np.fft.irfft2(np.fft.rfft2(field) * g, s=field.shape)


def normalised(field: np.ndarray) -> np.ndarray:
    field = field - field.mean()
    return field / (field.std() + 1e-12)


def fibres(rng: np.random.Generator, size: int, count: int, length: tuple[float, float]) -> np.ndarray:
    """Short curved hairs splatted onto a wrapping canvas, half light, half dark."""
    canvas = np.zeros(size * size)
    step = 0.5
    max_pts = int(length[1] / step)
    x0 = rng.uniform(0, size, count)
    y0 = rng.uniform(0, size, count)
    ang = rng.uniform(0, np.pi, count)
    bend = rng.normal(0, 0.04, count)  # radians per pixel
    lens = rng.uniform(*length, count)
    sign = np.where(rng.random(count) < 0.55, 1.0, -1.0) * rng.uniform(0.4, 1.0, count)
    s = np.arange(max_pts) * step
    theta = ang[:, None] + bend[:, None] * s[None, :]
    # Integrate the heading to get the curve; fade the ends of each hair.
    xs = x0[:, None] + np.cumsum(np.cos(theta) * step, axis=1)
    ys = y0[:, None] + np.cumsum(np.sin(theta) * step, axis=1)
    u = s[None, :] / lens[:, None]
    weight = np.where(u < 1.0, np.sin(np.pi * np.clip(u, 0, 1)) ** 0.5, 0.0) * sign[:, None]
    xs, ys, weight = xs.ravel(), ys.ravel(), weight.ravel()
    keep = weight != 0
    xs, ys, weight = xs[keep], ys[keep], weight[keep]
    ix, iy = np.floor(xs), np.floor(ys)
    fx, fy = xs - ix, ys - iy
    ix = ix.astype(np.int64) % size
    iy = iy.astype(np.int64) % size
    ix1, iy1 = (ix + 1) % size, (iy + 1) % size
    for cx, cy, wgt in ((ix, iy, (1 - fx) * (1 - fy)), (ix1, iy, fx * (1 - fy)),
                        (ix, iy1, (1 - fx) * fy), (ix1, iy1, fx * fy)):
        np.add.at(canvas, cy * size + cx, weight * wgt)
    return canvas.reshape(size, size)


def felt_tile(seed: int = SEED) -> np.ndarray:
    """The 512x512 felt as float RGB in 0..255 (tileable)."""
    rng = np.random.default_rng(seed)
    n = TILE
    grain = normalised(periodic_blur(rng.standard_normal((n, n)), 0.7))
    fuzz = normalised(periodic_blur(rng.standard_normal((n, n)), 2.0))
    hairs = normalised(periodic_blur(fibres(rng, n, 9000, (5.0, 18.0)), 0.45))
    mottle = normalised(periodic_blur(rng.standard_normal((n, n)), 14.0))
    cloud = normalised(periodic_blur(rng.standard_normal((n, n)), 48.0))
    # Relative brightness variation of each layer: grain and hairs give the
    # cloth its tooth; mottle and cloud keep large areas from looking flat.
    lum = 1.0 + 0.030 * grain + 0.022 * fuzz + 0.045 * hairs + 0.020 * mottle + 0.022 * cloud
    rgb = FELT_RGB[None, None, :] * lum[:, :, None]
    # Dyed cloth is never one colour: drift the hue a little with the clouds.
    hue = normalised(periodic_blur(rng.standard_normal((n, n)), 36.0))
    rgb[:, :, 0] *= 1.0 - 0.025 * hue
    rgb[:, :, 2] *= 1.0 + 0.03 * hue
    return rgb


def to_surface(rgb: np.ndarray, rng: np.random.Generator) -> pygame.Surface:
    """Float RGB (rows, cols, 3) to a Surface, with a touch of dither against banding."""
    dither = rng.random(rgb.shape) - rng.random(rgb.shape)
    arr = np.clip(np.round(rgb + 0.5 * dither), 0, 255).astype(np.uint8)
    return pygame.surfarray.make_surface(arr.transpose(1, 0, 2).copy())


def felt_full(tile: np.ndarray, seed: int = SEED) -> np.ndarray:
    """The tile repeated to 1920x1080, lit softly from the middle."""
    rng = np.random.default_rng(seed + 1)
    w, h = FULL
    reps = (h // TILE + 1, w // TILE + 1, 1)
    rgb = np.tile(tile, reps)[:h, :w, :].copy()
    # A very broad unevenness, larger than the tile, so the repeat never shows.
    broad = normalised(periodic_blur(rng.standard_normal((h // 4, w // 4)), 40.0))
    broad = np.kron(broad, np.ones((4, 4)))
    broad = normalised(periodic_blur(broad, 8.0))
    y, x = np.mgrid[0:h, 0:w].astype(float)
    nx = (x - w / 2) / (w / 2)
    ny = (y - h / 2) / (h / 2)
    r = np.sqrt(nx ** 2 * 0.85 + ny ** 2 * 1.0)
    light = 1.06 - 0.08 * r ** 2  # a wide pool of light over the play area
    vignette = 1.0 - 0.42 * np.clip((r - 0.45) / 1.0, 0, 1) ** 1.6
    shade = (light * vignette * (1.0 + 0.018 * broad))[:, :, None]
    return rgb * shade


# --------------------------------------------------------------------------
# The zone panel


def rounded_rect_sdf(px: np.ndarray, py: np.ndarray, w: float, h: float, r: float) -> np.ndarray:
    """Signed distance to a rounded rectangle (negative inside), origin at its corner."""
    qx = np.abs(px - w / 2) - (w / 2 - r)
    qy = np.abs(py - h / 2) - (h / 2 - r)
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
    inside = np.minimum(np.maximum(qx, qy), 0)
    return outside + inside - r


def zone_panel() -> np.ndarray:
    """RGBA floats (rows, cols, 4), 0..1: a recessed, translucent rounded panel.

    Everything that varies does so only within ZONE_BORDER of an edge, so the
    middle stretches cleanly under 9-slice scaling.
    """
    ss = 4  # supersampling for smooth corners
    size = ZONE_SIZE
    coords = (np.arange(size * ss) + 0.5) / ss
    py, px = np.meshgrid(coords, coords, indexing="ij")
    r = ZONE_BORDER - 2.0
    inset = 1.0  # leave a pixel of air round the panel so its rim antialiases
    d = rounded_rect_sdf(px - inset, py - inset, size - 2 * inset, size - 2 * inset, r)
    cover = np.clip(0.5 - d * ss / ss, 0, 1)  # d in pixels; 1 px soft edge
    depth = -d  # distance inside the edge, in pixels
    # Inner shadow, heavier along the top: the panel reads as a shallow
    # recess in the cloth. The top-heavy part lives in the top border only.
    edge = np.clip(1.0 - np.clip(depth, 0, None) / 6.0, 0, 1) ** 2
    top = np.clip((ZONE_BORDER - py) / 10.0, 0, 1) * np.clip(1.0 - np.clip(depth, 0, None) / 10.0, 0, 1) ** 1.5
    shadow = np.maximum(0.6 * edge, top)

    def smooth_ring(center: float, width: float) -> np.ndarray:
        return np.exp(-0.5 * ((depth - center) / width) ** 2)

    rim = smooth_ring(0.9, 0.45)  # the thin light lip
    lip_low = np.clip((py - (size - ZONE_BORDER)) / 8.0, 0, 1)  # light catches the lower lip
    rim_alpha = (0.13 + 0.09 * lip_low) * rim
    fill_alpha = 0.30 + 0.22 * shadow
    # Composite: dark fill with the rim laid over it (premultiplied sums).
    fill_rgb = np.array([0.02, 0.07, 0.05])
    rim_rgb = np.array([0.93, 0.91, 0.80])
    a = fill_alpha + rim_alpha * (1 - fill_alpha)
    premul = fill_rgb[None, None, :] * (fill_alpha * (1 - rim_alpha))[:, :, None] + rim_rgb[None, None, :] * rim_alpha[:, :, None]
    a = a * cover
    premul = premul * cover[:, :, None]
    # Downsample the supersampled premultiplied colour and alpha together.
    a = a.reshape(size, ss, size, ss).mean(axis=(1, 3))
    premul = premul.reshape(size, ss, size, ss, 3).mean(axis=(1, 3))
    rgb = premul / np.maximum(a, 1e-6)[:, :, None]
    return np.dstack([rgb, a])


def rgba_surface(rgba: np.ndarray) -> pygame.Surface:
    arr = np.clip(np.round(rgba * 255), 0, 255).astype(np.uint8)
    surf = pygame.Surface((arr.shape[1], arr.shape[0]), pygame.SRCALPHA, 32)
    pygame.surfarray.pixels3d(surf)[...] = arr[:, :, :3].transpose(1, 0, 2)
    pygame.surfarray.pixels_alpha(surf)[...] = arr[:, :, 3].T
    return surf


def nine_slice(dest: pygame.Surface, panel: pygame.Surface, rect: pygame.Rect,
               border: int = ZONE_BORDER) -> None:
    """Draw `panel` stretched to `rect`, keeping its corners unscaled."""
    pw, ph = panel.get_size()
    b = border
    xs_src = (0, b, pw - b, pw)
    ys_src = (0, b, ph - b, ph)
    xs_dst = (rect.left, rect.left + b, rect.right - b, rect.right)
    ys_dst = (rect.top, rect.top + b, rect.bottom - b, rect.bottom)
    for i in range(3):
        for j in range(3):
            src = pygame.Rect(xs_src[i], ys_src[j], xs_src[i + 1] - xs_src[i], ys_src[j + 1] - ys_src[j])
            size = (xs_dst[i + 1] - xs_dst[i], ys_dst[j + 1] - ys_dst[j])
            if size[0] <= 0 or size[1] <= 0:
                continue
            piece = panel.subsurface(src)
            if piece.get_size() != size:
                piece = pygame.transform.scale(piece, size)
            dest.blit(piece, (xs_dst[i], ys_dst[j]))


# --------------------------------------------------------------------------
# Preview: the felt with zones and stand-in cards, to judge the look


def _card(w: int, h: int, face: bool, accent: tuple[int, int, int]) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 12)
    if face:
        pygame.draw.rect(surf, (243, 235, 214), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (40, 32, 28), surf.get_rect(), width=2, border_radius=radius)
        inner = surf.get_rect().inflate(-w * 0.22, -h * 0.22)
        pygame.draw.ellipse(surf, accent, inner.move(0, h * 0.06))
        pygame.draw.rect(surf, (196, 52, 40), (4, 4, w - 8, h * 0.14), border_radius=radius // 2)
    else:
        pygame.draw.rect(surf, (122, 28, 30), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (58, 14, 16), surf.get_rect(), width=2, border_radius=radius)
        pygame.draw.rect(surf, (160, 60, 50), surf.get_rect().inflate(-w * 0.3, -h * 0.3), width=1,
                         border_radius=radius // 2)
    return surf


def _drop(dest: pygame.Surface, card: pygame.Surface, pos: tuple[int, int], lift: int = 3) -> None:
    w, h = card.get_size()
    shadow = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), (6, 6, w, h), border_radius=max(3, w // 12))
    shadow = pygame.transform.smoothscale(pygame.transform.smoothscale(shadow, ((w + 12) // 4, (h + 12) // 4)), (w + 12, h + 12))
    dest.blit(shadow, (pos[0] - 6 + lift // 2, pos[1] - 6 + lift))
    dest.blit(card, pos)


def preview(felt: pygame.Surface, zone: pygame.Surface, path: Path) -> None:
    rng = np.random.default_rng(7)
    W, H = 1280, 720
    view = pygame.transform.smoothscale(felt, (W, H))
    accents = [(196, 52, 40), (52, 110, 60), (70, 80, 150), (200, 150, 40), (130, 80, 150), (220, 140, 160)]

    def acc() -> tuple[int, int, int]:
        return accents[int(rng.integers(len(accents)))]

    zones = {
        "opp_hand": pygame.Rect(16, 12, 760, 104),
        "opp_caps": pygame.Rect(792, 12, 472, 104),
        "deck": pygame.Rect(16, 128, 150, 300),
        "field": pygame.Rect(182, 128, 594, 300),
        "info": pygame.Rect(792, 128, 472, 300),
        "my_caps": pygame.Rect(16, 440, 1248, 80),
        "my_hand": pygame.Rect(16, 532, 1248, 176),
    }
    for r in zones.values():
        nine_slice(view, zone, r)
    font = pygame.font.Font(None, 26)
    small = pygame.font.Font(None, 20)
    ivory = (236, 228, 206)
    # Opponent's hand: small backs.
    for i in range(8):
        _drop(view, _card(50, 82, False, (0, 0, 0)), (40 + i * 60, 22))
    # Captures: small fanned stacks by kind, with counts.
    for side, (zr, n_per) in enumerate(((zones["opp_caps"], (1, 2, 1, 5)), (zones["my_caps"], (2, 1, 3, 7)))):
        cw, ch = (40, 66) if side == 0 else (34, 56)
        x = zr.left + 20
        for kind, n in zip("BARP", n_per):
            view.blit(small.render(kind, True, ivory), (x, zr.top + 8))
            for k in range(n):
                _drop(view, _card(cw, ch, True, acc()), (x + 16 + k * 10, zr.top + (22 if side == 0 else 12)), 2)
            view.blit(small.render(f"{n}", True, ivory), (x + 16 + (n - 1) * 10 + cw + 4, zr.bottom - 22))
            x += 16 + (n - 1) * 10 + cw + 30
    # Deck.
    for k in range(4):
        _drop(view, _card(80, 132, False, (0, 0, 0)), (53 - k, 206 - k * 2), 2)
    view.blit(small.render("24", True, ivory), (84, 356))
    # Field: two rows of six.
    for row in range(2):
        for col in range(6 if row == 0 else 4):
            _drop(view, _card(80, 132, True, acc()), (206 + col * 94, 142 + row * 142))
    # Info panel.
    lines = [("Round 3 / 12", font), ("Dealer: you", small), ("You 12  -  CPU 7", font), ("Akatan 2/3", small)]
    y = 156
    for text, f in lines:
        view.blit(f.render(text, True, ivory), (822, y))
        y += 42
    # The player's hand: large, one lifted.
    for i in range(8):
        lift = -14 if i == 3 else 0
        _drop(view, _card(100, 160, True, acc()), (188 + i * 115, 542 + lift), 6 if lift else 3)
    pygame.image.save(view, str(path))


# --------------------------------------------------------------------------


def build(out: Path, preview_path: Path | None = None) -> dict[str, Path]:
    pygame.font.init()
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(SEED + 2)
    tile = felt_tile()
    paths = {"felt_tile": out / "felt_tile.png", "felt": out / "felt.png", "zone": out / "zone.png"}
    pygame.image.save(to_surface(tile, rng), str(paths["felt_tile"]))
    felt = to_surface(felt_full(tile), rng)
    pygame.image.save(felt, str(paths["felt"]))
    zone = rgba_surface(zone_panel())
    pygame.image.save(zone, str(paths["zone"]))
    if preview_path:
        preview_path.parent.mkdir(parents=True, exist_ok=True)
        preview(felt, zone, preview_path)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory")
    parser.add_argument("--preview", type=Path, help="also write a mock table PNG here")
    args = parser.parse_args(argv)
    for name, path in build(args.out, args.preview).items():
        print(f"{name:10s} {path}  {path.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
