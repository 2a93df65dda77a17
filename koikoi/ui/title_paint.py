"""The title's picture: the five brights fanned on the left of the box,
drawn in the art of the deck the next match is played with."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Callable

import pygame

from ..games.common.cards import BY_ID
from ..games.common.decks import STANDARD
from .assets import TEXT, Assets
from .config import rules_for
from .focus import REACH
from .layout import CARD_RATIO

CONTINUE_H = 46  # design pixels: Continue's height, as New match's under it (58 alone), for the saved match's lines
SHOWCASE = ("pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman", "paulownia-phoenix")
Placed = tuple[str, float, float, float, int]  # a card's id, its angle, its centre (x, y), its height


def fan(size: tuple[int, int], px: Callable[[float], int], right: int | None = None) -> list[Placed]:
    """Where the five brights go: fanned left of the window's middle; moved
    left, then made smaller, where the box beside them starts left of where
    they would reach (``right``: the x they stay left of; the box widens
    for its words at a larger text size and in a longer language)."""
    W, H = size
    cx, cy, ch, k = int(W * 0.5) - px(300), H // 2 + px(30), px(300), 1.0
    if right is not None:
        bounds, margin = showcase_bounds(fan(size, px)), px(12)
        room = right - margin
        if bounds.w > room:  # smaller (the fan's reach about its middle card scales with the cards)
            k = max(0.1, room / bounds.w)
            cx, ch = margin - round((bounds.x - cx) * k), max(1, round(ch * k))
        elif bounds.right > right:  # moved left
            cx -= bounds.right - right
    cw = round(ch * CARD_RATIO)
    n = len(SHOWCASE)
    out: list[Placed] = []
    for i, cid in enumerate(SHOWCASE):
        t = i - (n - 1) / 2
        out.append((cid, -t * 11, cx + t * cw * 0.55, cy + abs(t) ** 2 * px(12) * k, ch))
    return out


def card_bounds(placed: Placed) -> pygame.Rect:
    """The rect a fanned card (turned) takes on the window."""
    _cid, angle, x, y, ch = placed
    cw = round(ch * CARD_RATIO)
    a = math.radians(angle)
    w = cw * abs(math.cos(a)) + ch * abs(math.sin(a))
    h = cw * abs(math.sin(a)) + ch * abs(math.cos(a))
    return pygame.Rect(round(x - w / 2), round(y - h / 2), math.ceil(w), math.ceil(h))


def showcase_bounds(placed: list[Placed]) -> pygame.Rect:
    rects = [card_bounds(p) for p in placed]
    return rects[0].unionall(rects[1:])


@lru_cache(maxsize=4)
def showcase_art(settings: Any, rules_arg: str | None, game: str) -> str:
    """The art the fan is drawn in: the deck Koi-Koi's next match is played
    with (the one Settings chose, or the rules' own); Go-Stop's, the standard."""
    return STANDARD if game == "gostop" else rules_for(settings, rules_arg).deck.art


def paint_showcase(surface: pygame.Surface, a: Assets, px: Callable[[float], int], right: int | None = None,
                   art: str = STANDARD) -> None:
    """The five brights, fanned left of the window's middle, left of ``right`` (:func:`fan`), in ``art``."""
    for cid, angle, x, y, ch in fan(surface.get_size(), px, right):
        cw = round(ch * CARD_RATIO)
        img = a.card_in(art, BY_ID[cid].index, (cw, ch))
        shadow = a.shadow((cw, ch))
        rs = pygame.transform.rotozoom(shadow, angle, 1)
        surface.blit(rs, rs.get_rect(center=(x + 6, y + 10)))
        ri = pygame.transform.rotozoom(img, angle, 1)
        surface.blit(ri, ri.get_rect(center=(x, y)))


def saved_gaps(font: pygame.font.Font, lines: list[str]) -> tuple[int, int]:
    """The room above the saved match's lines (from Continue) and below them
    (to New match): each button's ring and a clear gap from the lines' ink,
    its shadow a pixel under it (issue 39: at 960x540 they sat within a
    pixel of both rings, at 150% text crossed by New match's)."""
    inks = [font.render(words, True, TEXT).get_bounding_rect() for words in lines[:1] + lines[-1:]]
    clear = REACH + 5
    if not inks:
        return clear, clear
    return clear - inks[0].top, clear - (font.get_linesize() - inks[-1].bottom)
