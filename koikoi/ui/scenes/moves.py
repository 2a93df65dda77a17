"""The move log, of either game: the round's (or hand's) moves so far,
newest at the bottom, each with the cards it moved, under the players'
names in the colours their moves are written in; opened from the table
(Moves, or M) and closed with Esc, M or its button. The wheel or the arrow
keys scroll it."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pygame

from ...i18n import _, ngettext, pgettext
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..layout import CARD_RATIO
from ..movelog import MoveLog
from ..scene import Context, Overlay
from ..widgets import ENTER_KEYS, Button, Widget, draw_panel, keys_words, wrap
from ..boxes import centred

WHO_COLOURS = {0: GOLD_LIGHT, 1: (150, 205, 255), 2: (250, 172, 150), None: TEXT_DIM}  # by seat; the table's moves dim
CARD_H = 52  # design pixels: the small cards beside each move


def held_together(text: str) -> str:
    """``text`` with the spaces inside a short parenthesis made no-break: a line never ends inside one
    (Korean "(배수 적용 / 후)" was cut in two)."""
    return re.sub(r"\([^()]{1,40}\)", lambda m: m.group(0).replace(" ", "\u00a0"), text)


class MovesScene(Overlay):
    dim = 150
    arrows_move_focus = False  # ↑ ↓ scroll the moves

    def __init__(self, ctx: Context, log: MoveLog, names: Sequence[str]) -> None:
        super().__init__(ctx)
        self.log = log
        self.names = tuple(names)  # each seat's, in full, as the table names them
        self.scroll = 0  # rows scrolled up from the newest
        self.rows: list[tuple[int | None, list[str], tuple[int, ...]]] = []

    def place(self) -> None:
        lay = self.ctx.layout
        self.box = centred(self.ctx.layout, 900, 600)
        bh = lay.px(48)
        # TRANSLATORS: the button that closes the move log.
        close = _("Close")
        keys = keys_words(pgettext("key", "Enter"), pgettext("key", "Esc"))
        bw = min(max(lay.px(200), Button.width_for(self.ctx.assets, close, bh, keys, True)), self.box.w - lay.px(40))
        self.close_button = Button((self.box.centerx - bw // 2, self.box.bottom - bh - lay.px(18), bw, bh),
                                   close, self.close, primary=True, key=pygame.K_ESCAPE, also=ENTER_KEYS, key_label=keys,
                                   click_sound=lambda: self.ctx.audio.play("click"))
        note_h = self.ctx.assets.font(lay.px(17)).get_linesize()  # the line under the moves, over the button
        self.list_rect = pygame.Rect(self.box.x + lay.px(28), self.box.y + lay.px(96), self.box.w - lay.px(56),
                                     self.close_button.rect.y - self.box.y - lay.px(110) - note_h)
        self.lay_rows()

    def lay_rows(self) -> None:
        """Each move as (who, its lines of text wrapped to the room left by its cards, its cards)."""
        lay = self.ctx.layout
        font = self.ctx.assets.font(lay.px(20))
        cw = round(lay.px(CARD_H) * CARD_RATIO)
        self.rows = []
        for move in self.log.moves:
            room = self.list_rect.w - lay.px(8) - len(move.cards) * (cw + lay.px(4))
            self.rows.append((move.player, wrap(held_together(move.text), font, max(lay.px(200), room)), move.cards))

    def line_height(self) -> int:
        """A line of a move's text: the font's own (a fixed 22 design pixels let two lines touch the row's rule)."""
        return max(self.ctx.layout.px(22), self.ctx.assets.font(self.ctx.layout.px(20)).get_linesize())

    def row_height(self, row: tuple[int | None, list[str], tuple[int, ...]]) -> int:
        lay = self.ctx.layout
        return max(lay.px(CARD_H) + lay.px(8), len(row[1]) * self.line_height() + lay.px(10))

    def focus_order(self) -> list[Widget]:
        return [self.close_button]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.close()
            return
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = event.y
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if event.key == pygame.K_UP else -1
        if step:
            self.scroll = max(0, min(self.most_scroll(), self.scroll + step))
            self.mark(self.box)
            return
        self.handle_buttons(event, [self.close_button])

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        px = lay.px
        draw_panel(surface, self.box, radius=px(20))
        t = a.text(self.log.title(), px(34), GOLD_LIGHT, bold=True)
        surface.blit(t, t.get_rect(midtop=(self.box.centerx, self.box.y + px(16))))
        self.draw_names(surface, self.box.y + px(62))
        surface.set_clip(self.list_rect)
        ch = px(CARD_H)
        cw = round(ch * CARD_RATIO)
        for (who, lines, cards), y in self.placed():
            pygame.draw.line(surface, (226, 165, 36, 60), (self.list_rect.x, y), (self.list_rect.right, y))
            colour = WHO_COLOURS.get(who, TEXT)
            texts, spots = self.ink((who, lines, cards), y)
            for line, at in zip(lines, texts):
                surface.blit(a.text(line, px(20), colour), at.topleft)
            for c, at in zip(cards, spots):
                surface.blit(a.card(c, (cw, ch)), at.topleft)
        surface.set_clip(None)
        if not self.rows:
            e = a.text(self.log.empty(), px(20), TEXT_DIM)
            surface.blit(e, e.get_rect(center=self.list_rect.center))
        note = self.note()
        if note is not None:
            surface.blit(*note)
        self.close_button.draw(surface, a)

    def most_scroll(self) -> int:
        """How many rows ↑ may scroll: until the oldest move's top meets the list's top, and no further
        (beyond, the list would show empty room with newer moves out of sight)."""
        over = sum(self.row_height(r) for r in self.rows) - self.list_rect.h
        s = below = 0
        while below < over and s < len(self.rows):
            s += 1
            below += self.row_height(self.rows[-s])
        return s

    def tops(self) -> list[int]:
        """The y of each row's top: while all fit, from the list's top; else the list is filled edge to edge,
        the newest (``scroll`` rows up) at its bottom, the rows at its edges cut by it."""
        heights = [self.row_height(r) for r in self.rows]
        over = max(0, sum(heights) - self.list_rect.h)
        shift = min(over, sum(heights[len(heights) - self.scroll:]) if self.scroll else 0)
        y, out = self.list_rect.y - over + shift, []  # from the oldest row's top
        for h in heights:
            out.append(y)
            y += h
        return out

    def ink(self, row: tuple[int | None, list[str], tuple[int, ...]], y: int) -> tuple[list[pygame.Rect],
                                                                                     list[pygame.Rect]]:
        """Where a row whose top is at ``y`` draws each line of its words and each of its cards."""
        a, px = self.ctx.assets, self.ctx.layout.px
        _who, lines, cards = row
        lh, ch = self.line_height(), px(CARD_H)
        cw = round(ch * CARD_RATIO)
        top = y + (self.row_height(row) - len(lines) * lh) // 2
        font = a.font(px(20))
        texts = [pygame.Rect(self.list_rect.x + px(4), top + i * lh, font.size(line)[0], font.get_linesize())
                 for i, line in enumerate(lines)]
        x = self.list_rect.right - len(cards) * (cw + px(4))
        return texts, [pygame.Rect(x + i * (cw + px(4)), y + px(4), cw, ch) for i in range(len(cards))]

    def placed(self) -> list[tuple[tuple[int | None, list[str], tuple[int, ...]], int]]:
        """Each row in sight, with the y of its top: its words and cards whole in the list (a row cut by the
        list's top peeked out under the heading, pt26: the ↑ note says earlier moves are above)."""
        out = []
        for row, y in zip(self.rows, self.tops()):
            if y + self.row_height(row) <= self.list_rect.y or y >= self.list_rect.bottom:
                continue
            texts, spots = self.ink(row, y)
            if all(self.list_rect.contains(r) for r in (*texts, *spots)):
                out.append((row, y))
        return out

    def hidden_below(self) -> int:
        """The newer moves out of sight below the list's bottom, wholly or in part."""
        return sum(1 for row, y in zip(self.rows, self.tops()) if y + self.row_height(row) > self.list_rect.bottom)

    def hidden_above(self) -> int:
        """The older moves out of sight above the list's top: their words or cards cut by it, or wholly above it
        (a row whose blank margin alone lies above is in sight: pt14 was told to scroll for earlier moves there)."""
        lh, px = self.line_height(), self.ctx.layout.px
        ink = lh // 4  # the room above a line's letters, blank: cut, the words are still whole
        return sum(1 for row, y in zip(self.rows, self.tops())
                   if min(y + (self.row_height(row) - len(row[1]) * lh) // 2 + ink,
                          y + px(4) if row[2] else y + self.row_height(row)) < self.list_rect.y)

    def note(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The line under the moves, over the Close button, when some are out of sight: where to scroll."""
        if below := self.hidden_below():
            # TRANSLATORS: the move log, scrolled up: how many moves are below the last one shown.
            said = ngettext("{n} newer move below (↓)", "{n} newer moves below (↓)", below).format(n=below)
        elif not self.hidden_above():
            return None
        else:
            # TRANSLATORS: the move log, when not all its moves fit: the wheel or the ↑ key shows the earlier ones
            said = _("Scroll or press ↑ for earlier moves")
        note = self.ctx.assets.text(said, self.ctx.layout.px(17), TEXT_DIM)
        px = self.ctx.layout.px
        return note, note.get_rect(bottomright=(self.list_rect.right, self.close_button.rect.y - px(6)))

    def draw_names(self, surface: pygame.Surface, y: int) -> None:
        """Each player's name in the colour of their moves, in a row centred at ``y``."""
        a, size = self.ctx.assets, self.ctx.layout.px(20)
        gap = a.text("  ·  ", size, TEXT_DIM)
        names = [a.text(name, size, WHO_COLOURS.get(seat, TEXT)) for seat, name in enumerate(self.names)]
        x = self.box.centerx - (sum(n.get_width() for n in names) + gap.get_width() * (len(names) - 1)) // 2
        for i, name in enumerate(names):
            if i:
                surface.blit(gap, (x, y))
                x += gap.get_width()
            surface.blit(name, (x, y))
            x += name.get_width()
