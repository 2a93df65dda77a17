"""The words about a yaku line of the information panel (what it is worth,
its cards held and still to take), in a box beside the panel, level with
the line where it can be: never under a button, which is drawn over it,
nor over the hand the player plays from, and whole inside the window."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..assets import TEXT, Assets
from ..layout import Layout
from ..widgets import wrap

Drawn = tuple[pygame.Surface | None, pygame.Rect]


def tip_place(size: tuple[int, int], at: pygame.Rect, layout: Layout,
              avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a box of ``size`` explaining the panel line at ``at`` stands:
    its right edge by the panel, as near the line's height as it can be
    while it covers none of ``avoid`` (the visible buttons, the hand),
    inside the window. Where no height is clear of all, as near the line
    as the window allows."""
    px = layout.px
    window = pygame.Rect((0, 0), layout.window)
    info = layout.rect("info")
    box = pygame.Rect((0, 0), size)
    box.topright = (info.left - px(6), at.top - px(6))
    box.clamp_ip(window)
    first = pygame.Rect(box)
    step = max(1, px(4))
    # from the line's height, one step up then one down, further each time
    for far in range(0, window.h, step):
        for dy in (-far, far) if far else (0,):
            tried = first.move(0, dy)
            if not window.contains(tried):
                continue
            if tried.collidelist(list(avoid)) < 0:
                return tried
    return first


def tip_lines(said: str, layout: Layout, assets: Assets) -> list[str]:
    """The tip's words on its lines, as wide as the room beside the panel
    allows: each yaku with its cards held on one line where the line can
    hold it ("Hongdan 1/3", :mod:`..breaks`)."""
    px = layout.px
    width = min(px(360), layout.rect("info").left - px(24))
    return wrap(said, assets.font(px(16)), width - px(20))


def render_tip(said: str, at: pygame.Rect | None, layout: Layout, assets: Assets,
               avoid: Sequence[pygame.Rect] = ()) -> Drawn:
    """Words about a line of the information panel at ``at`` (a yaku
    explained), in a box beside the panel (:func:`tip_place`): wrapped to
    as many lines as they need."""
    if not said or at is None:
        return None, pygame.Rect(0, 0, 0, 0)
    px = layout.px
    size = px(16)
    font = assets.font(size)
    lines = [assets.text(line, size, TEXT) for line in tip_lines(said, layout, assets)]
    box = tip_place((max(t.get_width() for t in lines) + px(20), font.get_linesize() * len(lines) + px(12)),
                    at, layout, avoid)
    surf = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (24, 34, 28, 240), surf.get_rect(), border_radius=px(8))
    pygame.draw.rect(surf, (226, 165, 36), surf.get_rect(), width=1, border_radius=px(8))
    for i, t in enumerate(lines):
        surf.blit(t, (px(10), px(6) + i * font.get_linesize()))
    return surf, box
