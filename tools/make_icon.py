"""Build the application icon from the card deck.

The icon is a fan of three cards (the card back, the moon over pampas and
the crane with the sun) on a rounded square of dark green felt; at 32 px
and below, where a fan turns to mush, it is the crane card alone. Each size
is composed from the card SVGs at four times its size and scaled down, so
every size is drawn crisply rather than shrunk from one big picture.

Writes:
    assets/icons/icon.png       256 x 256
    assets/icons/icon-512.png   512 x 512
    assets/icons/icon.ico       16, 24, 32, 48, 64, 128, 256 (Windows)
    assets/icons/icon.icns      16 ... 1024 as PNG chunks (macOS)

The ICO is written with Pillow (a tools-only dependency: the game never
needs it); the ICNS container is written here directly: an 'icns' header
and typed PNG chunks (icp4, icp5, ic07 ... ic14).

Usage::

    SDL_VIDEODRIVER=dummy python tools/make_icon.py [--out DIR]
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[1]
CARDS = ROOT / "assets" / "cards"

import pygame  # noqa: E402

CARD_RATIO = 530 / 320
FELT = (27, 74, 54)
FELT_EDGE = (16, 46, 34)

# ICNS chunk types holding PNG data, by pixel size.
ICNS_TYPES = [
    (b"icp4", 16), (b"icp5", 32), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512), (b"ic10", 1024),
]
ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]


def card(name: str, width: int) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(CARDS / f"{name}.svg"), (width, round(width * CARD_RATIO)))


def rounded_square(size: int, radius: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, FELT_EDGE, surf.get_rect(), border_radius=radius)
    inset = max(1, size // 40)
    pygame.draw.rect(surf, FELT, surf.get_rect().inflate(-2 * inset, -2 * inset),
                     border_radius=max(0, radius - inset))
    return surf


def blit_center(dst: pygame.Surface, src: pygame.Surface, center: tuple[float, float]) -> None:
    dst.blit(src, src.get_rect(center=(round(center[0]), round(center[1]))))


def compose(size: int) -> pygame.Surface:
    """The icon at ``size`` px, drawn at 4x and smoothly reduced."""
    big = size * 4
    canvas = rounded_square(big, round(big * 0.2))
    if size <= 32:
        w = round(big * 0.5)
        front = pygame.transform.rotozoom(card("pine-crane", w), -6, 1.0)
        blit_center(canvas, front, (big * 0.5, big * 0.5))
    else:
        w = round(big * 0.45)
        fan = [("back", 20, (0.34, 0.53)), ("pampas-moon", 4, (0.47, 0.49)), ("pine-crane", -14, (0.63, 0.52))]
        for name, angle, (fx, fy) in fan:
            face = pygame.transform.rotozoom(card(name, w), angle, 1.0)
            shadow = face.copy()
            shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MULT)
            blit_center(canvas, shadow, (big * fx + big * 0.012, big * fy + big * 0.018))
            blit_center(canvas, face, (big * fx, big * fy))
    return pygame.transform.smoothscale(canvas, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def write_icns(path: Path, pngs: dict[int, bytes]) -> None:
    """An ICNS file: b'icns', total length, then (type, length, PNG) chunks."""
    chunks = b"".join(kind + struct.pack(">I", 8 + len(pngs[px])) + pngs[px] for kind, px in ICNS_TYPES)
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)


def write_ico(path: Path, pngs: dict[int, bytes]) -> None:
    from PIL import Image  # tools-only dependency

    images = [Image.open(io.BytesIO(pngs[px])).convert("RGBA") for px in ICO_SIZES]
    largest = images[-1]
    largest.save(path, format="ICO", sizes=[(px, px) for px in ICO_SIZES], append_images=images[:-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "icons")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    try:
        sizes = sorted({px for _, px in ICNS_TYPES} | set(ICO_SIZES))
        surfaces = {px: compose(px) for px in sizes}
        pngs = {px: png_bytes(s) for px, s in surfaces.items()}
    finally:
        pygame.quit()
    (args.out / "icon.png").write_bytes(pngs[256])
    (args.out / "icon-512.png").write_bytes(pngs[512])
    write_ico(args.out / "icon.ico", pngs)
    write_icns(args.out / "icon.icns", pngs)
    print(f"wrote icon.png, icon-512.png, icon.ico, icon.icns to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
