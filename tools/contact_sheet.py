"""Render the whole deck to one PNG: a contact sheet grouped by month.

Each month is a group of its four cards in deck order (bright, animal,
ribbon, plain), labelled with the month number and flower; months 1-6 run
down the left half and 7-12 down the right, and the card back stands at the
right. Cards are loaded with ``pygame.image.load_sized_svg``,
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

from koikoi.games.common.cards import DECK, MONTH_FLOWERS  # noqa: E402

CARD_RATIO = 530 / 320  # height / width of the card art
TABLE = (24, 58, 44)  # dark green felt behind the cards
LABEL = (236, 226, 200)
MONTH_NAMES = ("Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def load_card(path: Path, width: int) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(path), (width, round(width * CARD_RATIO)))


def build_sheet(card_dir: Path, width: int, months: list[int], groups: int = 2) -> pygame.Surface:
    """Lay out ``months`` as month groups of four cards, ``groups`` per row.

    Months run down the first group column, then the next (1-6 | 7-12), and
    the card back stands at the right of the first row.
    """
    height = round(width * CARD_RATIO)
    gap = max(6, width // 12)
    font_size = max(13, width // 7)
    font = pygame.font.Font(None, font_size)
    long_names = width >= 150
    label_w = max(font.size(f"{m} {MONTH_FLOWERS[m - 1].capitalize() if long_names else MONTH_NAMES[m - 1]}")[0]
                  for m in months) + gap
    groups = max(1, min(groups, len(months)))
    rows = -(-len(months) // groups)
    group_w = label_w + 4 * (width + gap) + gap
    sheet_w = gap + groups * group_w + width + 2 * gap
    sheet_h = max(gap + rows * (height + gap), 2 * gap + height + font_size * 2)
    sheet = pygame.Surface((sheet_w, sheet_h))
    sheet.fill(TABLE)
    for n, month in enumerate(months):
        g, row = divmod(n, rows)
        gx = gap + g * group_w
        y = gap + row * (height + gap)
        cards = [c for c in DECK if c.month == month]
        name = MONTH_FLOWERS[month - 1].capitalize() if long_names else MONTH_NAMES[month - 1]
        text = font.render(f"{month} {name}", True, LABEL)
        sheet.blit(text, (gx, y + height // 2 - text.get_height() // 2))
        for col, card in enumerate(cards):
            x = gx + label_w + col * (width + gap)
            sheet.blit(load_card(card_dir / f"{card.id}.svg", width), (x, y))
    back_x = gap + groups * group_w + gap
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
    parser.add_argument("--groups", type=int, default=2, help="month groups side by side")
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
        sheet = build_sheet(args.cards, args.width, months, args.groups)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(sheet, str(out))
    finally:
        pygame.quit()
    print(f"wrote {out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
