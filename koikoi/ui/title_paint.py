"""The title's picture: the five brights fanned on the left of the box."""

from __future__ import annotations

from typing import Callable

import pygame

from ..games.common.cards import BY_ID
from .assets import Assets
from .layout import CARD_RATIO

SHOWCASE = ("pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman", "paulownia-phoenix")


def paint_showcase(surface: pygame.Surface, a: Assets, px: Callable[[float], int]) -> None:
    """The five brights, fanned left of the window's middle."""
    W, H = surface.get_size()
    ch = px(300)
    cw = round(ch * CARD_RATIO)
    cx, cy = int(W * 0.5) - px(300), H // 2 + px(30)
    n = len(SHOWCASE)
    for i, cid in enumerate(SHOWCASE):
        t = i - (n - 1) / 2
        angle = -t * 11
        img = a.card(BY_ID[cid].index, (cw, ch), plain=True)
        shadow = a.shadow((cw, ch))
        x = cx + t * cw * 0.55
        y = cy + abs(t) ** 2 * px(12)
        rs = pygame.transform.rotozoom(shadow, angle, 1)
        surface.blit(rs, rs.get_rect(center=(x + 6, y + 10)))
        ri = pygame.transform.rotozoom(img, angle, 1)
        surface.blit(ri, ri.get_rect(center=(x, y)))
