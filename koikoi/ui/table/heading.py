"""The replay's strip over the field (:mod:`.replay`): where the replay
stands (bold), then its words, as the strip and the top of the field's
frame hold them: at the size chosen, on one line or wrapped to two, before
it shrinks (down to its size at the normal text size). Lines break between
words (:func:`~koikoi.ui.textfit.wrap`), and the words start on a line of
their own where their first word does not fit after where the replay
stands: no word is cut."""

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


def fitting(lay: Layout, a: Assets, strip: pygame.Rect, where: str, said: str,
            untitled: str = "") -> tuple[int, list[list[Piece]]]:
    """The largest size whose rows the strip and the band under it hold,
    and its rows: where the replay stands whole at a size; else
    ``untitled`` (where it stands without the match's title: a file's long
    name pushed the last move onto a third row, over the field); else
    (never seen) at the smallest size, every word."""
    px = lay.px
    band_h = strip.h + px(12)  # two lines reach over the field frame's top, above its cards
    sizes = range(px(18), a.unscaled(px(13)) - 1, -1)
    for told in dict.fromkeys(t for t in (where, untitled) if t):
        for size in sizes:
            shown = rows(a, told, said, size, strip.w - px(16), px(16))
            if len(shown) * line_height(a, size) <= band_h:
                return size, shown
    return size, shown  # every word, past the band if it must: none cut (no replay's words come to this)


def render(lay: Layout, a: Assets, strip: pygame.Rect, where: str, said: str,
           colour: tuple[int, int, int], untitled: str = "") -> tuple[pygame.Surface, pygame.Rect]:
    """The strip drawn, and where it goes: one row centred on the strip;
    more, over the band under it too (``untitled``: see :func:`fitting`)."""
    px = lay.px
    size, shown = fitting(lay, a, strip, where, said, untitled)
    line_h = line_height(a, size)
    band_h = strip.h + px(12)
    surf = pygame.Surface((strip.w, max(band_h, len(shown) * line_h)), pygame.SRCALPHA)
    top = (strip.h - line_h) // 2 if len(shown) == 1 else max(0, (band_h - len(shown) * line_h) // 2 - px(4))
    for i, row in enumerate(shown):
        for text, bold, x in row:
            image = a.text(text, bold_size(size) if bold else size, GOLD_TEXT if bold else colour, bold=bold)
            surf.blit(image, image.get_rect(midleft=(px(8) + x, top + i * line_h + line_h // 2)))
    return surf, pygame.Rect(strip.topleft, surf.get_size())
