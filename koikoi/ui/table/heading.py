"""The replay's header over the field (:mod:`.replay`): where the replay
stands (bold), then its words, in a room of their own between the
opponents' hands and the field's frames (:func:`room`; the replay lowers
the field's top until the room holds three lines at the size chosen,
:func:`headroom`): at the size chosen, on one line or wrapped to more,
before it shrinks (down to its size at the normal text size). Lines break
between words (:func:`~koikoi.ui.textfit.wrap`), and the words start on a
line of their own where their first word does not fit after where the
replay stands: no word is cut."""

from __future__ import annotations

import pygame

from ..assets import Assets
from ..breaks import phrases
from ..layout import Layout
from ..textfit import wrap

GOLD_TEXT = (255, 236, 190)
Piece = tuple[str, bool, int]  # a text on a row: the text, bold (where the replay stands), its x in the row


def bold_size(size: int) -> int:
    """The size of where the replay stands, beside its words at ``size``."""
    return round(size * 20 / 18)


def rows(a: Assets, where: str, said: str, size: int, width: int, gap: int) -> list[list[Piece]]:
    """The strip's rows at ``size``: where the replay stands, wrapped, in
    bold, then ``said`` after it on its last row if its first word fits
    there (``gap`` between), else from the next row; all within ``width``."""
    bold, font = a.font(bold_size(size), True), a.font(size)
    out: list[list[Piece]] = [[(line, True, 0)] for line in wrap(where, bold, width)]
    if not said:
        return out
    after = bold.size(out[-1][0][0])[0] + gap if out else 0
    cut = phrases(said)
    first_word = cut[0][0].strip() if cut and cut[0] else said
    same_row = bool(out) and font.size(first_word)[0] <= width - after
    for i, line in enumerate(wrap(said, font, width, first=width - after if same_row else None)):
        if i == 0 and same_row:
            out[-1].append((line, False, after))
        else:
            out.append([(line, False, 0)])
    return out


def line_height(a: Assets, size: int) -> int:
    return max(a.font(size).get_linesize(), a.font(bold_size(size), True).get_linesize())


def least_size(lay: Layout, a: Assets) -> int:
    """The least size the header shrinks to: its size at the normal text size."""
    return a.unscaled(lay.px(13))


def room(lay: Layout, named: float = 0) -> pygame.Rect:
    """The header's room: over the field's frame, under the frames of the
    hands above the field (and the ``named`` design pixels under them where
    the table names each hand there, as a table of three does), as wide as
    the row under the field; touching neither frame."""
    px = lay.px
    field = lay.rect("field")
    width = lay.rect("hint").w
    frame_top = field.y - px(4)  # the zones' frames reach px(4) past them (the table's background)
    above = [lay.rect(z) for z in ("opponent_hand", "second_opponent_hand") if lay.has(z)]
    over = [r for r in above if r.bottom <= field.y and r.right > field.x and r.x < field.x + width]
    top = max((r.bottom + px(4) + (px(named) if named else 0) for r in over), default=frame_top - px(40)) + px(2)
    return pygame.Rect(field.x, top, width, max(0, frame_top - px(2) - top))


def headroom(lay: Layout, a: Assets, named: float = 0) -> float:
    """How far (design pixels) the field's top must come down for :func:`room`
    to hold three lines at the size chosen (at 150% text two lines at the
    least size shrank the header's words; a French last move at 960x540
    takes three); never less than the map's own strip of 38 design pixels
    held before, one line at the largest size."""
    need = max(3 * line_height(a, lay.px(18)), lay.px(38))
    short = need - room(lay, named).h
    return max(0.0, (short + 1) / lay.scale)


def fitting(lay: Layout, a: Assets, strip: pygame.Rect, where: str, said: str,
            untitled: str = "") -> tuple[int, list[list[Piece]]]:
    """The largest size whose rows the header's room holds, and its rows:
    where the replay stands whole at a size; else ``untitled`` (where it
    stands without the match's title: a file's long name pushed the last
    move onto a third row); else (never seen) at the smallest size, every word."""
    px = lay.px
    sizes = range(px(18), least_size(lay, a) - 1, -1)
    for told in dict.fromkeys(t for t in (where, untitled) if t):
        for size in sizes:
            shown = rows(a, told, said, size, strip.w - px(16), px(16))
            if len(shown) * line_height(a, size) <= strip.h:
                return size, shown
    return size, shown  # every word, past the room if it must: none cut (no replay's words come to this)


def render(lay: Layout, a: Assets, strip: pygame.Rect, where: str, said: str,
           colour: tuple[int, int, int], untitled: str = "") -> tuple[pygame.Surface, pygame.Rect]:
    """The header drawn, and where it goes: its rows centred in its room (``untitled``: see :func:`fitting`)."""
    px = lay.px
    size, shown = fitting(lay, a, strip, where, said, untitled)
    line_h = line_height(a, size)
    surf = pygame.Surface((strip.w, max(strip.h, len(shown) * line_h)), pygame.SRCALPHA)
    top = max(0, (strip.h - len(shown) * line_h) // 2)
    for i, row in enumerate(shown):
        for text, bold, x in row:
            image = a.text(text, bold_size(size) if bold else size, GOLD_TEXT if bold else colour, bold=bold)
            surf.blit(image, image.get_rect(midleft=(px(8) + x, top + i * line_h + line_h // 2)))
    return surf, pygame.Rect(strip.topleft, surf.get_size())
