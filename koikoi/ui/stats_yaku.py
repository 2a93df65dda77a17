"""The statistics' block of yaku: each yaku made, with the cards of the
latest, and how many rounds each side won with it (laid out and painted for
:mod:`.scenes.statistics`, whose page holds it under the other blocks)."""

from __future__ import annotations

from typing import Any

import pygame

from ..games.gostop.deck import INDEX
from ..i18n import _
from .assets import GOLD_LIGHT, TEXT, TEXT_DIM
from .history_view import Block, yaku_title, yaku_words
from .layout import CARD_RATIO
from .widgets import draw_text

CARD_H = 54  # design pixels: the cards beside each yaku


def yaku_block(scene: Any, width: int) -> Block:
    """Each yaku made, with the cards of the latest, and how often each side made it."""
    px = scene.ctx.layout.px
    s, (_head, body, small) = scene.stats, scene.sizes()
    ch = px(CARD_H)
    cw = round(ch * CARD_RATIO)
    columns = 2
    cell_w = (width - px(24) - px(16) * (columns - 1)) // columns
    # the words beside the cards: as wide as they need, leaving a card's room; wrapped there, never cut
    a = scene.ctx.assets
    # TRANSLATORS: beside a yaku: the rounds the player won with it, and those the computer won with it
    said = [(yaku_title(scene.names, yk.yaku), _("You {yours} · Computer {theirs}").format(
        yours=yk.yours, theirs=yk.theirs)) for yk in s.yaku]
    need = max([a.font(body, True).size(t)[0] for t, _c in said] + [a.font(small).size(c)[0] for _t, c in said]
               + [0]) + px(10)
    words_w = max(min(cell_w // 2, px(250)), min(need, cell_w - cw - px(4)))
    cells = [(scene.lines_of(t, body, words_w - px(8) - 2), scene.lines_of(c, small, words_w - px(8) - 2))
             for t, c in said]
    cell_h = max([ch + px(10)] + [len(t) * scene.line_h(body) + len(c) * scene.line_h(small) + px(10)
                                  for t, c in cells])
    rows = -(-len(s.yaku) // columns)
    heading, note, counting, none = yaku_words(scene.game)
    notes = scene.lines_of(note, small, width - px(24))
    height = px(10) + scene.heading_h() + len(notes) * scene.line_h(small) + px(8) + max(1, rows) * cell_h + px(10)
    scene.yaku_cards = [(INDEX[c], (cw, ch)) for y in s.yaku for c in y.cards if c in INDEX]

    def paint(surf: pygame.Surface) -> None:
        scene.backing(surf)
        y = scene.heading(surf, heading, px(10))
        for text in notes:
            draw_text(surf, a, text, small, TEXT_DIM, pygame.Rect(px(12), y, width - px(24), scene.line_h(small)))
            y += scene.line_h(small)
        y += px(8)
        if not s.yaku:
            said = counting if "yaku" in scene.pending else none
            draw_text(surf, a, said, body, TEXT_DIM, pygame.Rect(px(12), y, width, cell_h))
        for k, (yk, (titles, counts)) in enumerate(zip(s.yaku, cells)):
            x0 = px(12) + (k % columns) * (cell_w + px(16))
            y0 = y + (k // columns) * cell_h
            ty = y0 + px(4)
            for words in titles:
                draw_text(surf, a, words, body, TEXT, pygame.Rect(x0, ty, words_w - px(8), scene.line_h(body)), bold=True)
                ty += scene.line_h(body)
            for words in counts:
                draw_text(surf, a, words, small, GOLD_LIGHT, pygame.Rect(x0, ty, words_w - px(8), scene.line_h(small)))
                ty += scene.line_h(small)
            card_row(scene, surf, [INDEX[c] for c in yk.cards if c in INDEX], x0 + words_w, y0 + px(4),
                 (cw, ch), cell_w - words_w)
    return Block(pygame.Rect(0, 0, width, height), paint)


def card_row(scene: Any, surf: pygame.Surface, cards: list[int], x: int, y: int, size: tuple[int, int],
         room: int) -> None:
    """Cards side by side, overlapping to fit ``room``; a card the loader
    is still rendering is a blank, painted again when it comes."""
    a, cw = scene.ctx.assets, size[0]
    step = min(cw + 3, (room - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
    for i, c in enumerate(cards):
        where = (round(x + i * step), y)
        if a.has(c, size) or not a.waiting_for([(c, size)]):
            surf.blit(a.card(c, size), where)
        else:
            pygame.draw.rect(surf, (70, 62, 54), (*where, *size), border_radius=max(2, cw // 10))
            scene.waiting.append((c, size))
