"""The marks that tell a card's kind: a shape as well as a colour.

A card's corner index (and each capture box's heading) carries a mark of
its kind. Colour alone fails a player who cannot tell red from green, so
each kind has its own silhouette too:

- bright: a sunburst (a disc with eight rays), gold;
- animal: a diamond, teal;
- ribbon: an upright tag with rounded corners, like a tanzaku, red;
- plain: a disc, light grey.

Every mark has the dark outline (:data:`INK`) that makes it read on any art.
The colours were chosen to stay apart under simulated protanopia,
deuteranopia and tritanopia as well (``tests/assets/test_kind_marks.py``
checks both the shapes and the colours; docs/art.md says how).

Shapes are drawn four times larger and smoothed down, as pygame draws
polygons without anti-aliasing, and are cached by kind and size.
"""

from __future__ import annotations

import math

import pygame

from ..games.common.cards import Kind

INK = (33, 27, 24)
WHITE = (255, 252, 244)
KIND_COLOURS = {
    Kind.BRIGHT: (232, 170, 30), Kind.ANIMAL: (30, 110, 130),
    Kind.RIBBON: (214, 62, 40), Kind.PLAIN: (168, 162, 154),
}
# How far each mark reaches from its centre, in units of its body radius r
# (the disc that holds the month number): the largest, the sunburst's rays.
REACH = 1.55
_RAYS = 8
_SUPER = 4  # drawn this many times larger, then smoothed down
_cache: dict[tuple[Kind, int], pygame.Surface] = {}


def outline_width(r: int) -> int:
    """The ink outline's width for a mark of body radius ``r``: one pixel on small cards."""
    return max(1, round(r * 0.12))


def mark_size(r: int) -> int:
    """The width and height of a mark's image (every kind's is the same square)."""
    return 2 * (math.ceil(REACH * r) + outline_width(r)) + 2


def number_room(kind: Kind, r: int) -> tuple[int, int]:
    """The box, centred on the mark, in which its month number must fit."""
    if kind is Kind.RIBBON:
        return round(1.4 * r), round(1.9 * r)  # the tag is narrow and tall
    if kind is Kind.ANIMAL:
        return round(1.4 * r), round(1.2 * r)  # within the diamond's slopes
    return round(1.45 * r), round(1.3 * r)


def _outline(kind: Kind, r: float) -> list[tuple[float, float]] | None:
    """The shape's polygon about (0, 0) at body radius ``r``; None for the plain disc."""
    if kind is Kind.BRIGHT:  # rays on the diagonals and the axes: tips at REACH, notches on the disc
        points = []
        for i in range(2 * _RAYS):
            a = math.pi * i / _RAYS + math.pi / (2 * _RAYS)
            d = REACH * r if i % 2 else r
            points.append((d * math.cos(a), d * math.sin(a)))
        return points
    if kind is Kind.ANIMAL:  # a square on its point, a little taller than wide
        w, h = 1.2 * r, REACH * r
        return [(0, -h), (w, 0), (0, h), (-w, 0)]
    return None


def _draw_shape(surf: pygame.Surface, kind: Kind, centre: tuple[float, float], r: float,
                colour: tuple[int, int, int]) -> None:
    """One filled shape at body radius ``r`` (no outline)."""
    cx, cy = centre
    if kind is Kind.PLAIN:
        pygame.draw.circle(surf, colour, (round(cx), round(cy)), round(0.9 * r))
    elif kind is Kind.RIBBON:
        w, h = 0.74 * r, 1.4 * r
        pygame.draw.rect(surf, colour, pygame.Rect(round(cx - w), round(cy - h), round(2 * w), round(2 * h)),
                         border_radius=round(0.32 * r))
    else:
        points = _outline(kind, r) or []
        pygame.draw.polygon(surf, colour, [(cx + x, cy + y) for x, y in points])


def mark(kind: Kind, r: int) -> pygame.Surface:
    """The mark of ``kind`` at body radius ``r``, outlined in ink, on a
    transparent square of :func:`mark_size`."""
    key = (kind, r)
    found = _cache.get(key)
    if found is not None:
        return found
    size = mark_size(r)
    big = size * _SUPER
    centre = (big / 2, big / 2)
    body = pygame.Surface((big, big), pygame.SRCALPHA)
    _draw_shape(body, kind, centre, r * _SUPER, KIND_COLOURS[kind])
    # the outline: the body's silhouette grown by the outline's width in every direction
    shape = pygame.mask.from_surface(body)
    grow = outline_width(r) * _SUPER
    ink = pygame.mask.Mask((big, big))
    for i in range(24):
        a = 2 * math.pi * i / 24
        ink.draw(shape, (round(grow * math.cos(a)), round(grow * math.sin(a))))
    ink.draw(shape, (0, 0))
    out = ink.to_surface(setcolor=(*INK, 255), unsetcolor=(0, 0, 0, 0))
    out.blit(body, (0, 0))
    found = pygame.transform.smoothscale(out, (size, size))
    if len(_cache) > 512:
        _cache.clear()
    _cache[key] = found
    return found


def number_colour(kind: Kind) -> tuple[int, int, int]:
    """Ink on the light fills (gold, grey), white on the dark (teal, red): the
    one with the greater contrast (WCAG's ratio of relative luminances)."""

    def luminance(c: tuple[int, int, int]) -> float:
        lin = [v / 255 / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    fill = luminance(KIND_COLOURS[kind])
    on_white = (luminance(WHITE) + 0.05) / (fill + 0.05)
    on_ink = (fill + 0.05) / (luminance(INK) + 0.05)
    return WHITE if on_white >= on_ink else INK


def draw_mark(surf: pygame.Surface, kind: Kind, centre: tuple[int, int], r: int,
              number: pygame.Surface | None = None) -> None:
    """Draw the mark of ``kind`` centred at ``centre``, with ``number`` (the
    rendered month) inside it, squeezed to fit where it is too wide."""
    image = mark(kind, r)
    surf.blit(image, image.get_rect(center=centre))
    if number is None:
        return
    room_w, room_h = number_room(kind, r)
    w, h = number.get_size()
    if w > room_w:
        number = pygame.transform.smoothscale(number, (room_w, max(1, round(h * max(0.8, room_w / w)))))
    cx, cy = centre
    surf.blit(number, number.get_rect(center=(cx, cy + 1)))
