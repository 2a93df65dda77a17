"""The name tags on the others' last moves (a table of three: "CPU 1",
"CPU 2" over the top left corner of each card a computer player moved),
laid out together: each tag whole and readable. Two tags on a pile's
fanned cards fell over each other ("CPU 1" showed as "CPU" under "CPU 2"),
and a card fanned over one hid its end; so the tags are drawn after every
card, and a tag that would touch one laid before it moves beside it, to
its right, or else above it, within the window."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from ..assets import Assets
from ..kind_marks import INK
from ..sprites import CardSprite

GAP = 3  # pixels between two tags (their keylines apart)


def tag_surface(s: CardSprite, assets: Assets) -> pygame.Surface:
    """The tag's words, in the outline's colour, sized to the card."""
    size = max(11, s.rect().w // 4)
    return assets.text(s.tag, size, s.mark or (235, 235, 235), bold=True, shadow=False)


def tag_box(s: CardSprite, words: pygame.Surface) -> pygame.Rect:
    """Where a tag lies alone: over the card's top edge, from its left corner
    (clear of a pile's label at its foot)."""
    r = s.rect()
    box = pygame.Rect(0, 0, words.get_width() + 6, words.get_height() + 2)
    box.bottomleft = (r.left - 1, r.top + box.h // 3)
    return box


def laid_tags(sprites: Iterable[CardSprite], assets: Assets, window: pygame.Rect,
              obstacles: Iterable[pygame.Rect] = ()) -> list[tuple[int, pygame.Rect]]:
    """Each tagged card's tag box (its keyline included), the lower card's
    first, none over another nor over ``obstacles`` (the table's other
    labels on the field: a pile's "Ppuk · CPU 1"), each inside ``window``.
    A card fanned over one tagged with the same name needs no tag of its
    own: that one names both (two tags alike side by side, the second over
    a neighbour's card, read as naming it)."""
    placed: list[tuple[int, pygame.Rect, str]] = [(-1, r, "") for r in obstacles]
    tagged = sorted((s for s in sprites if s.visible and s.tag and s.face >= 0.5 and s.alpha >= 1),
                    key=lambda s: s.z)
    rects = {s.card: s.rect() for s in tagged}
    seen = {s.card: s.rect() for s in sprites if s.visible and s.face >= 0.5}  # every card a tag could seem to name
    for s in tagged:
        if any(tag == s.tag and rects[c].colliderect(rects[s.card]) for c, _b, tag in placed if c >= 0):
            continue  # named by the tag of the card it lies over
        box = tag_box(s, tag_surface(s, assets)).inflate(2, 2)
        box.clamp_ip(window)
        if crowded(box, placed) or not nearest(box, s.card, seen):  # on its own card, clear, nearer it than any
            box = next((b for b in around(box, rects[s.card], window) if not crowded(b, placed)
                        and nearest(b, s.card, seen)), box)
        for _ in range(4 * len(placed) + 4):
            hit = next((b for _c, b, _t in placed if b.inflate(2 * GAP, 2 * GAP).colliderect(box)), None)
            if hit is None:
                break
            if hit.right + GAP + box.w <= window.right:  # beside it, to its right
                box.left = hit.right + GAP
            else:  # above it
                box.bottom = hit.top - GAP
            box.clamp_ip(window)
        placed.append((s.card, box, s.tag))
    return [(c, box) for c, box, _t in placed if c >= 0]


def crowded(box: pygame.Rect, placed: list[tuple[int, pygame.Rect, str]]) -> bool:
    """Whether ``box`` would touch a tag or label laid before it."""
    return any(b.inflate(2 * GAP, 2 * GAP).colliderect(box) for _c, b, _t in placed)


def around(box: pygame.Rect, card: pygame.Rect, window: pygame.Rect) -> list[pygame.Rect]:
    """``box`` moved to each place on its card where it still reads as that card's: on its top left corner,
    straddling its top edge at the right corner, its foot at either corner, each side; inside ``window``."""
    spots = []
    for where in ("topleft", "topright", "bottomleft", "bottomright", "midleft", "midright", "center"):
        b = box.copy()
        x, y = getattr(card, where)
        b.centery = y if where not in ("center", "topleft") else card.top + (card.h // 3 if where == "center" else 1)
        b.left = x - 1 if where in ("topleft", "bottomleft", "midleft") else x - b.w + 1 if where.endswith("right") else x - b.w // 2
        spots.append(b.clamp(window))
    return spots


def nearest(box: pygame.Rect, card: int, seen: dict[int, pygame.Rect]) -> bool:
    """Whether ``box`` lies nearer ``card`` than any other card in sight (the nearer: the less apart, then the more
    overlapped): read as naming it."""
    def near(r: pygame.Rect) -> tuple[int, int]:
        apart = max(r.left - box.right, box.left - r.right, 0) ** 2 + max(r.top - box.bottom, box.top - r.bottom, 0) ** 2
        shared = box.clip(r)
        return apart, -shared.w * shared.h
    own = near(seen[card]) if card in seen else (0, 0)
    return all(near(r) > own for c, r in seen.items() if c != card)


def draw_tag(surface: pygame.Surface, s: CardSprite, assets: Assets, box: pygame.Rect) -> None:
    """The tag on a dark label with a keyline, at ``box`` (keyline included)."""
    words = tag_surface(s, assets)
    pygame.draw.rect(surface, INK, box, border_radius=4)
    pygame.draw.rect(surface, (24, 18, 30), box.inflate(-2, -2), border_radius=3)
    surface.blit(words, words.get_rect(center=box.center))
