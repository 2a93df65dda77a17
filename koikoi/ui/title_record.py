"""The title's record line ("Your record   Easy 3–1  ·  Hard 0–2"), at the
window's bottom left: wrapped, between its levels, to the room the choices'
box leaves beside it where that box reaches down to it (else to the version
line's left)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .assets import TEXT, Assets
from .textfit import wrap
from .title_words import record_sentence, version_sentence

SEPARATOR = "  ·  "  # between the levels (koikoi.storage.record.summary's)
Px = Callable[[float], int]


def record_room(window: tuple[int, int], box: pygame.Rect, px: Px, height: int, version_w: int) -> int:
    """The record's width: the window's, short of the version line; left of
    the box where the box comes down lower than ``height`` above the foot."""
    W, H = window
    if box.bottom > H - px(8) - height - px(4):
        return box.x - px(16) - px(12)
    return W - px(16) - version_w - px(24)


def record_lines(text: str, font: pygame.font.Font, room: int) -> list[str]:
    """``text`` in lines ``room`` wide, broken between the levels (a level
    wider than a line alone wraps as words do)."""
    lines: list[str] = []
    for part in text.split(SEPARATOR):
        joined = lines[-1] + SEPARATOR + part if lines else part
        if lines and font.size(joined)[0] <= room:
            lines[-1] = joined
        else:
            lines += [part] if font.size(part)[0] <= room else wrap(part, font, room)  # its spaces kept
    return lines


def wrapped_record(assets: Assets, record: str, window: tuple[int, int], box: pygame.Rect, px: Px) -> list[str]:
    """The record's lines (none before any match): in one line where that
    leaves the box clear of it, else in the room left of the box."""
    text = record_sentence(record)
    if not text:
        return []
    font, version_w = assets.font(px(18)), assets.font(px(16)).size(version_sentence())[0]
    lines = record_lines(text, font, record_room(window, box, px, font.get_linesize(), version_w))
    if len(lines) > 1:  # more lines climb higher: the box may reach them now
        lines = record_lines(text, font, record_room(window, box, px, len(lines) * font.get_linesize(), version_w))
    return lines


def paint_record(surface: pygame.Surface, assets: Assets, lines: list[str], px: Px) -> None:
    """The record's lines, the last on the window's foot, a little faded."""
    H, step = surface.get_height(), assets.font(px(18)).get_linesize()
    for i, words in enumerate(reversed(lines)):
        line = assets.text(words, px(18), TEXT)
        line.set_alpha(200)
        surface.blit(line, line.get_rect(bottomleft=(px(16), H - px(8) - i * step)))
