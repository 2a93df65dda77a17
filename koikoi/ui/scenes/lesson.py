"""A lesson of the guided first match, over the table: which lesson of how
many, its title, a few sentences, the cards it speaks of, and two buttons:
Continue (Enter or Space), which counts the lesson done, and Leave (Esc),
which goes back to the title and keeps the lesson, to be taken up there
again.

The table beneath stays in view, lightly dimmed, with the move to make
already lit and said in the status line; the box sits over the table,
above that line (as wide as it must be to stand there) and, where it can
be, clear of the cards it speaks of."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import pygame

from ...games.common.cards import KIND_OF, Kind
from ...i18n import _, pgettext
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..boxes import DIALOG_CARD_H, card_row
from ..scene import Context, Overlay
from ..widgets import Button, draw_panel, wrap

BOX_W = 580  # design pixels


class Lesson(NamedTuple):
    """One lesson as the player reads it, in the language spoken."""

    title: str
    text: str
    cards: tuple[int, ...] = ()  # the cards it speaks of, shown under its words


def every_kind(shown: Sequence[int], seen: Sequence[int]) -> tuple[int, ...]:
    """``shown`` (a seat's captures), and for each of the four kinds of card
    it has none of, one card of that kind: the first of ``seen`` (the
    field, the hand), else the first of the deck. A lesson that speaks of
    four kinds shows four."""
    out = [c for c in shown if c < 48]
    for kind in Kind:
        if not any(KIND_OF[c] is kind for c in out):
            out.append(next(c for c in (*seen, *range(48)) if c < 48 and KIND_OF[c] is kind))
    return tuple(sorted(out, key=lambda c: (KIND_OF[c], c)))


class LessonScene(Overlay):
    dim = 70

    def __init__(self, ctx: Context, lesson: Lesson, number: int, count: int, on_leave: Callable[[], None],
                 avoid: Sequence[pygame.Rect] = (), on_read: Callable[[], None] | None = None) -> None:
        """Lesson ``number`` of ``count``; ``avoid``: where the cards it speaks
        of lie on the table; ``on_read``: called once it is read and gone on from."""
        super().__init__(ctx)
        self.lesson = lesson
        self.number, self.count = number, count
        self.on_leave = on_leave
        self.on_read = on_read
        self.avoid = [pygame.Rect(r) for r in avoid]
        self.buttons: list[Button] = []
        self.lines: list[str] = []

    def place(self) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        px = lay.px
        body = a.font(self.text_size(22))
        self.line_h = body.get_linesize()
        self.title_h = a.font(self.text_size(32), bold=True).get_linesize()
        self.small_h = a.font(self.text_size(17)).get_linesize()
        cards_h = px(DIALOG_CARD_H) + px(14) if self.lesson.cards else 0
        bh = px(50)
        # Above the status line, which says the move to make: as wide as it must be to stand there.
        room = lay.rect("hint").top - 2 * px(4)
        for box_w in range(px(BOX_W), lay.window[0] - px(8) + px(40), px(40)):
            box_w = min(box_w, lay.window[0] - px(8))
            self.lines = wrap(self.lesson.text, body, box_w - px(56))
            h = (px(20) + self.small_h + self.title_h + px(10) + len(self.lines) * self.line_h + cards_h + px(20)
                 + bh + px(20))
            if h <= room:
                break
        self.box = self.placed(pygame.Rect(0, 0, box_w, min(h, lay.window[1] - px(8))))
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        bw = px(190)
        y = self.box.bottom - bh - px(20)
        # TRANSLATORS: the guided match: the button that goes on from a lesson's words to playing it
        go = Button((self.box.right - bw - px(28), y, bw, bh), _("Continue"), self.go_on, primary=True,
                    key=pygame.K_RETURN, key_label=pgettext("key", "Enter"), click_sound=click)
        # TRANSLATORS: the guided match: the button that leaves it for the title (it is taken up at this lesson)
        leave = Button((self.box.x + px(28), y, bw, bh), _("Leave"), self.leave, key=pygame.K_ESCAPE,
                       key_label=pgettext("key", "Esc"), click_sound=click)
        self.buttons = [leave, go]  # in the order they stand, for Tab

    def placed(self, box: pygame.Rect) -> pygame.Rect:
        """The box over the field, above the status line (which says the
        move to make) and clear of the cards it speaks of where it can be:
        to the right of the field (its cards are laid from the left),
        centred, to the left, or at the window's right edge (a wide box, over
        the side panel); at the top of the window (over the
        opponent's hidden hand), centred on the field, or down to the
        status line; whichever hides least of them, in that order."""
        lay = self.ctx.layout
        field, status = lay.rect("field"), lay.rect("hint")
        margin = lay.px(4)
        xs = [field.right - box.w, field.centerx - box.w // 2, field.x, lay.window[0]]  # the last: over the side panel
        ys = [field.centery - box.h // 2, margin, status.top - box.h - margin]
        right, bottom = lay.window[0] - box.w - margin, min(lay.window[1], status.top) - box.h - margin
        places = [pygame.Rect(max(margin, min(x, right)), max(margin, min(y, bottom)), box.w, box.h)
                  for x in xs for y in ys]
        return min(places, key=lambda r: sum(r.clip(a).w * r.clip(a).h for a in self.avoid))

    def go_on(self) -> None:
        if self.on_read is not None:
            self.on_read()
        self.close()

    def leave(self) -> None:
        self.on_leave()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_KP_ENTER):
            self.go_on()
            return
        self.handle_buttons(event, self.buttons)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        px = lay.px
        box = self.box
        draw_panel(surface, box, radius=px(18), alpha=255)  # nothing of the table shows through its words
        x, y = box.x + px(28), box.y + px(20)
        # TRANSLATORS: the guided match: which lesson this is ("Lesson 3 of 11")
        said = _("Lesson {n} of {count}").format(n=self.number, count=self.count)
        surface.blit(a.text(said, self.text_size(17), TEXT_DIM), (x, y))
        y += self.small_h
        surface.blit(a.text(self.lesson.title, self.text_size(32), GOLD_LIGHT, bold=True), (x, y))
        y += self.title_h + px(10)
        for line in self.lines:
            surface.blit(a.text(line, self.text_size(22), TEXT), (x, y))
            y += self.line_h
        if self.lesson.cards:
            card_row(surface, a, self.lesson.cards, x, y + px(14), px(DIALOG_CARD_H), box.w - px(56))
        for b in self.buttons:
            b.draw(surface, a)
