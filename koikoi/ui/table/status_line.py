"""The status line under the field: what to do now, or the words about the
card (or box label) the player points at. It stands in its band between
the field and the hand, on one line or two at the text size chosen; words
longer than two lines hold there (a card's rule explained, in a language
of long words, at the largest text) are drawn whole in a box that rises
from the band over the field's lower edge, as a tooltip: never cut (issue
39: Go-Stop's bonus bright read "Não pontua para quem o captura; se essa
pessoa perder…" at 960x540 and 150%)."""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from ..assets import Assets
from ..boxes import GUIDED_FLOOR
from ..layout import Layout
from ..widgets import Button, wrap

Drawn = tuple[pygame.Surface | None, pygame.Rect]
INK = (255, 236, 190)


def status_right(buttons: Iterable[Button], layout: Layout) -> int:
    """Where the line under the field must end: before the first button
    shown in its row (Koi-Koi's Lay and Hint, a replay's controls)."""
    row = layout.rect("hint")
    lefts = [b.rect.left for b in buttons if b.visible and b.rect.colliderect(row)]
    return min(lefts, default=row.right)


def status_band(layout: Layout) -> pygame.Rect:
    """Where the line under the field may be drawn: its zone, the gap above
    it up to the field (whose cards, piles too, stay within it), and under
    the deck on its left, so that two lines fit at the text size chosen."""
    r = layout.rect("hint")
    top = min(r.y, layout.rect("field").bottom + layout.px(4))
    deck = layout.rect("deck")
    left = min(r.x, deck.x) if deck.bottom < top else r.x
    return pygame.Rect(left, top, r.right - left, r.bottom - top)


def status_left(buttons: Iterable[Button], layout: Layout) -> int:
    """Where the line under the field may start: under the deck (see
    :func:`status_band`), after any button shown there (a replay's move steps)."""
    band = status_band(layout)
    field_x = layout.rect("hint").x
    after = [b.rect.right + layout.px(8) for b in buttons
             if b.visible and b.rect.colliderect(band) and b.rect.right <= field_x]
    return max([band.x, *after])


def status_floor(layout: Layout) -> int:
    """The smallest size the line under the field is drawn at: :data:`~koikoi.ui.boxes.GUIDED_FLOOR` of its
    small size at the text size chosen, as the guided questions' words (never the normal size's, at 150%)."""
    return math.ceil(layout.px(16) * GUIDED_FLOOR)


def status_fit(said: str, room: int, band_h: int, layout: Layout, assets: Assets,
               least: int | None = None) -> tuple[int, list[str], bool]:
    """How ``said`` is drawn in ``room`` pixels of a band ``band_h`` high:
    (the text size, its lines, whether they stand in a box over the field).
    At the text size chosen on one line, else on two (from its size down to
    the small one, wrapped before it shrinks), then, given ``least`` (a guided
    match's floor, :func:`status_floor`), down to it; past that, whole on as many lines as it needs at
    the small size, in a box (:func:`render_status`), never cut."""
    big, small = layout.px(22), layout.px(16)

    def lines(size: int, most: int) -> list[str] | None:
        """``said`` in ``most`` lines or fewer at ``size``, if they fit the band."""
        font = assets.font(size)
        shown = [said] if most == 1 else wrap(said, font, room)
        if len(shown) > most or any(font.size(line)[0] > room for line in shown):
            return None
        return shown if len(shown) * font.get_linesize() <= band_h else None

    # wrapped before it shrinks, and never under its small size at the text size chosen (pt24, 150% text: a long
    # hint shrank toward the normal size to stay in the band), or ``least`` (a guided match's lines: their floor,
    # :func:`status_floor`): past that, it rises in a box at its small size
    tries = [(s, most) for s in range(big, small - 1, -1) for most in (1, 2)]
    tries += [(s, most) for s in range(small - 1, (small if least is None else least) - 1, -1) for most in (1, 2)]
    for size, most in tries:
        fitting = lines(size, most)
        if fitting is not None:
            return size, fitting, False
    return small, wrap(said, assets.font(small), max(room, layout.px(240)) - 2 * layout.px(8)), True


def render_status(said: str, right: int, layout: Layout, assets: Assets, left: int | None = None,
                  least: int | None = None) -> Drawn:
    """The line under the field (:func:`render_status_boxed`)."""
    return render_status_boxed(said, right, layout, assets, left, least)[0]


def render_status_boxed(said: str, right: int, layout: Layout, assets: Assets,
                        left: int | None = None, least: int | None = None) -> tuple[Drawn, bool]:
    """The line under the field, from ``left`` (:func:`status_left`) to end
    before ``right`` (the buttons: :func:`status_right`), as
    :func:`status_fit` lays it out: in the band, or, too long for two lines
    there, whole in a dark box whose foot is the band's and which rises
    over the field's lower edge (the table draws it over the cards). With
    whether it stands in that box."""
    r = layout.rect("hint")
    if not said:
        return (None, r), False
    band = status_band(layout)
    if left is not None and left > band.x:  # a button stands under the deck
        band = pygame.Rect(left, band.y, band.right - left, band.h)
    px = layout.px
    room = right - band.x - px(16)
    size, fitting, boxed = status_fit(said, room, band.h, layout, assets, least)
    shown = [assets.text(line, size, INK) for line in fitting]
    line_h = assets.font(size).get_linesize()
    text_h = line_h * (len(shown) - 1) + shown[-1].get_height()
    if boxed:
        box = pygame.Rect(0, 0, max(x.get_width() for x in shown) + 2 * px(8), text_h + 2 * px(5))
        box.bottomleft = (band.x + px(2), band.bottom)
        box.clamp_ip(pygame.Rect((0, 0), layout.window))
        surf = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (24, 34, 28, 240), surf.get_rect(), border_radius=px(8))
        pygame.draw.rect(surf, (226, 165, 36), surf.get_rect(), width=1, border_radius=px(8))
        for i, x in enumerate(shown):
            surf.blit(x, (px(8), px(5) + i * line_h))
        return (surf, box), True
    t = pygame.Surface((max(x.get_width() for x in shown), text_h), pygame.SRCALPHA)
    for i, x in enumerate(shown):
        t.blit(x, (0, i * line_h))
    where = t.get_rect(midleft=(band.x + px(8), r.centery))
    if not band.contains(where):  # two lines: centred on the band, above the zone's middle
        where.centery = band.centery
    return (t, where), False

