"""The title's heading: the game's name, big, over the line under it,
both above the title's box. Its size is the largest whose letters lie
wholly in the window, a margin under its top edge, and within the box's
width on both sides of its middle (pt25, Korean at 960x540 and 150% text:
"고스톱" cut at the window's top, its size held at a floor the box left
no room for)."""

from __future__ import annotations

from typing import Callable

import pygame

from .assets import GOLD_LIGHT, TEXT, Assets

Heading = tuple[pygame.Surface, pygame.Rect, pygame.Surface, pygame.Rect]
SUB_BOTTOM = 14  # design px: between the line under the name and the box
TOP_MARGIN = 6  # design px: the least room above the name's letters


def heading_drawn(a: Assets, px: Callable[[float], int], box: pygame.Rect, name: str, subtitle: str,
                  size: int) -> Heading:
    """The line under the name and where it goes (above ``box``), the name at ``size`` and where it goes:
    its letters (not its line: few scripts use its descent) a little above the line's."""
    sub = a.text(subtitle, px(28), TEXT)
    at = sub.get_rect(midbottom=(box.centerx, box.y - px(SUB_BOTTOM)))
    title = a.text(name, size, GOLD_LIGHT, bold=True)
    top = at.y + sub.get_bounding_rect(128).y - px(8) - title.get_bounding_rect(128).bottom
    return sub, at, title, title.get_rect(centerx=box.centerx, y=top)


def name_ink(heading: Heading) -> pygame.Rect:
    """Where the name's letters show in the window (its faintest edge too)."""
    _sub, _at, title, where = heading
    return title.get_bounding_rect(1).move(where.topleft)


def heading_size(a: Assets, px: Callable[[float], int], window: tuple[int, int], box: pygame.Rect, name: str,
                 subtitle: str) -> int:
    """The name's size: the largest, from 120 design px, whose line stands between the window's top and the
    line under it and fits the box's width on both sides of its middle; then smaller while its letters come
    closer than :data:`TOP_MARGIN` to the window's top (down to the line's size: the name is never smaller
    than the words under it)."""
    below_sub = px(SUB_BOTTOM) + a.font(px(28)).get_linesize()
    half = min(box.centerx, window[0] - box.centerx) - px(12)  # centred on the box
    size = px(120)
    while size > px(40) and (below_sub + a.font(size, True).get_height() > box.y
                             or a.font(size, True).size(name)[0] > 2 * half):
        size -= 2
    while size > px(28) and name_ink(heading_drawn(a, px, box, name, subtitle, size)).top < px(TOP_MARGIN):
        size -= 1
    return size


__all__ = ["SUB_BOTTOM", "heading_drawn", "heading_size", "name_ink"]
