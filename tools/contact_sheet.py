"""Render the whole deck to one PNG: a contact sheet grouped by month.

Each row is one month (its four cards in deck order: bright, animal,
ribbon, plain), labelled with the month number and flower; the card back
closes the sheet. Cards are loaded with ``pygame.image.load_sized_svg``,
exactly as the game loads them, so the sheet shows what players will see.

Usage (headless is fine)::

    SDL_VIDEODRIVER=dummy python tools/contact_sheet.py             # docs/cards.png, 200 px cards
    SDL_VIDEODRIVER=dummy python tools/contact_sheet.py --width 90  # docs/cards-90.png
    python tools/contact_sheet.py --width 400 --months 1,2 --out /tmp/big.png
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from koikoi.engine.cards import DECK, MONTH_FLOWERS  # noqa: E402

CARD_RATIO = 530 / 320  # height / width of the card art
TABLE = (24, 58, 44)  # dark green felt behind the cards
LABEL = (236, 226, 200)
MONTH_NAMES = ("Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def load_card(path: Path, width: int) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(path), (width, round(width * CARD_RATIO)))


def build_sheet(card_dir: Path, width: int, months: list[int]) -> pygame.Surface:
    """Lay out the cards of ``months`` (one row each) plus the back."""
    height = round(width * CARD_RATIO)
    gap = max(6, width // 12)
    font_size = max(12, width // 7)
    font = pygame.font.Font(None, font_size)
    label_w = font.size("12 Chrysanthemum")[0] if width >= 150 else font.size("12 Jan")[0]
    label_w += gap
    cols = 4
    rows = len(months)
    sheet_w = gap + label_w + cols * (width + gap) + (width + 2 * gap)
    sheet_h = gap + rows * (height + gap)
    sheet_h = max(sheet_h, gap + height + gap + font_size * 2)
    sheet = pygame.Surface((sheet_w, sheet_h))
    sheet.fill(TABLE)
    for row, month in enumerate(months):
        y = gap + row * (height + gap)
        cards = [c for c in DECK if c.month == month]
        name = MONTH_FLOWERS[month - 1].capitalize() if width >= 150 else MONTH_NAMES[month - 1]
        text = font.render(f"{month} {name}", True, LABEL)
        sheet.blit(text, (gap, y + height // 2 - text.get_height() // 2))
        for col, card in enumerate(cards):
            x = gap + label_w + col * (width + gap)
            sheet.blit(load_card(card_dir / f"{card.id}.svg", width), (x, y))
    back_x = gap + label_w + cols * (width + gap) + gap
    sheet.blit(load_card(card_dir / "back.svg", width), (back_x, gap))
    text = font.render("back", True, LABEL)
    sheet.blit(text, (back_x + width // 2 - text.get_width() // 2, gap + height + gap // 2))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=200, help="card width in px")
    parser.add_argument("--out", type=Path, help="output PNG (default docs/cards.png, "
                        "or docs/cards-<width>.png when --width is given)")
    parser.add_argument("--cards", type=Path, default=ROOT / "assets" / "cards")
    parser.add_argument("--months", default="1-12", help="e.g. 1-12 or 3,11")
    args = parser.parse_args(argv)
    months: list[int] = []
    for part in args.months.split(","):
        lo, _, hi = part.partition("-")
        months.extend(range(int(lo), int(hi or lo) + 1))
    out = args.out
    if out is None:
        name = "cards.png" if args.width == 200 else f"cards-{args.width}.png"
        out = ROOT / "docs" / name
    pygame.init()
    try:
        sheet = build_sheet(args.cards, args.width, months)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(sheet, str(out))
    finally:
        pygame.quit()
    print(f"wrote {out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
