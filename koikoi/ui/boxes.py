"""Pieces the dialogs share: a box centred in the window, a row of cards,
the opponent's level in words."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ..games.common.cards import indices
from ..games.common.levels import LEVEL_NAMES
from ..i18n import _
from .assets import Assets
from .layout import CARD_RATIO, Layout
from .textfit import fit, wrap

DIALOG_CARD_H = 84  # design pixels: the cards shown in the koi-koi prompt and the summary
ROW_CARD_H = 58  # design pixels: the cards beside each yaku in the Go-Stop summary


def level_name(level: object) -> str:
    """A level by its id ("normal"), in the language spoken ("Normal");
    the names are games.common.levels.LEVEL_NAMES."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else str(level)


def centred(lay: Layout, w: float, h: float) -> pygame.Rect:
    """A design-size rectangle, scaled, centred in the window."""
    r = pygame.Rect(0, 0, lay.px(w), lay.px(h))
    r.center = (lay.window[0] // 2, lay.window[1] // 2)
    return r


def shrink_to_fit(height_at: Callable[[float], int], room: int, assets: Assets) -> float:
    """The share of their size a box's texts are drawn at: 1, or less
    where ``height_at(share)`` (the box's height, its lines as tall as
    their fonts) would not fit ``room``; never less than the normal text
    size gives, so a larger text size shrinks only where room is short."""
    lowest = min(1.0, 1 / assets.text_scale)
    k = 1.0
    while height_at(k) > room and k > lowest:
        k = max(lowest, k - 0.08)
    return k


def centred_px(lay: Layout, w: float, h: int) -> pygame.Rect:
    """A box ``w`` design pixels wide and ``h`` window pixels tall, centred in the window."""
    r = pygame.Rect(0, 0, lay.px(w), h)
    r.center = (lay.window[0] // 2, lay.window[1] // 2)
    return r


def card_row(surface: pygame.Surface, assets: Assets, cards: int | Sequence[int], x: int, y: int, h: int,
             max_w: int) -> int:
    """Draw cards side by side from (x, y); returns the right edge."""
    cs = list(indices(cards)) if isinstance(cards, int) else list(cards)
    w = round(h * CARD_RATIO)
    if not cs:
        return x
    step = min(w + 4, (max_w - w) / max(1, len(cs) - 1)) if len(cs) > 1 else 0
    for i, c in enumerate(cs):
        img = assets.card(c, (w, h))
        surface.blit(img, (round(x + i * step), y))
    return round(x + step * (len(cs) - 1) + w)


def two_lines(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """``text`` wrapped to ``width`` in at most two lines, the second cut short
    if it must be (a summary's note under a yaku's name)."""
    lines = wrap(text, font, width) if text else []
    return lines if len(lines) <= 2 else [lines[0], fit(font, " ".join(lines[1:]), width)]


def decision_band(lay: Layout, field: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where a decision asked at the table (koi-koi?, Go or Stop?) stands,
    clear of what the player weighs: under the field's cards (``field``),
    left of the side column (the opponents' captures, the panel's yaku
    lines), down to the table's foot, over the player's hand and the status line."""
    top = max((r.bottom for r in field), default=lay.rect("field").bottom) + lay.px(6)
    column = [lay.rect(z).x for z in ("info", "opponent_captures", "second_opponent_captures") if lay.has(z)]
    left, right = lay.rect("player_hand").x - lay.px(8), min(column) - lay.px(8)
    return pygame.Rect(left, top, right - left, lay.rect("player_hand").bottom - top)
