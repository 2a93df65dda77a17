"""A lesson box that scrolls: where no place and no text size down to the floor holds a lesson's page clear of
the field's cards, the hand and the score panel (at 960x540 and 150% text, Korean and French lessons went over
them in thin strips along the top, grazing the field's top edge), its box takes the tallest free place there is
and its words scroll in it: the wheel, the arrows, Page Up and Page Down, Home and End, and its way on (Enter)
reads on a view at a time before it goes on; a bar beside the words and a mark under them say there is more.

The free places are found here, from what the box must never hide (``hard``): for each width and left edge the
box may take, the tallest box from each top that meets none of it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from ..assets import GOLD_LIGHT
from ..boxes import DIALOG_CARD_H
from ..layout import CARD_RATIO
from ..rows import ScrollBar
from ..widgets import wrap

if TYPE_CHECKING:  # pragma: no cover
    from ..assets import Assets
    from .lesson import LessonScene

# the keys that scroll its words, as a share of a view (a line, a view less a line, to either end)
LINE, VIEW, END = 1, 2, 3
SCROLL_KEYS = {pygame.K_UP: -LINE, pygame.K_DOWN: LINE, pygame.K_PAGEUP: -VIEW, pygame.K_PAGEDOWN: VIEW,
               pygame.K_HOME: -END, pygame.K_END: END}


def hidden(box: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    """How much of ``rects`` the ``box`` hides, in pixels."""
    total = 0
    for i in box.collidelistall(rects):  # the few it meets, found in one call: a place is weighed by the thousand
        clip = box.clip(rects[i])
        total += clip.w * clip.h
    return total


def beside_w(scene: LessonScene, room: int) -> int:
    """The width a lesson's row of cards takes at the right of its scrolled words, ``room`` tall at most, with
    its gap: where no free place holds it above them (a strip over the field), it stands there."""
    px, n = scene.ctx.layout.px, len(scene.lesson.cards)
    return n * round(min(px(DIALOG_CARD_H), room) * CARD_RATIO) + 4 * (n - 1) + px(16)


def free_height(x: int, y: int, w: int, hard: Sequence[pygame.Rect], floor: int, margin: int) -> int:
    """How tall a box ``w`` wide at ``(x, y)`` may grow down to ``floor`` (the status line's top, or the
    window's foot) and hide none of ``hard``, a ``margin`` clear of it (0 where one lies at ``y`` already)."""
    h = floor - y
    for r in hard:
        if r.right <= x or r.left >= x + w or r.bottom <= y:
            continue
        if r.top <= y:
            return 0
        h = min(h, r.top - margin - y)
    return max(0, h)


def free_places(widths: Iterable[int], lefts: Iterable[int], rights: Iterable[int], tops: Iterable[int],
                hard: Sequence[pygame.Rect], floor: int, margin: int, right: int) -> list[pygame.Rect]:
    """Every box of the ``widths`` with its left edge at one of ``lefts`` or its right at one of ``rights`` (kept
    within ``right``), its top at one of ``tops``, as tall as it may grow clear of ``hard`` (none where it cannot
    start clear of it)."""
    out = []
    lefts, rights, tops = list(dict.fromkeys(lefts)), list(dict.fromkeys(rights)), list(dict.fromkeys(tops))
    for w in widths:
        for x in dict.fromkeys(max(margin, min(x, right - w)) for x in (*lefts, *(r - w for r in rights))):
            for y in tops:
                h = free_height(x, y, w, hard, floor, margin)
                if h > 0:
                    out.append(pygame.Rect(x, y, w, h))
    return out


class Scroller:
    """The scrolled words of a lesson box: its view (where its words are drawn), the height of all they hold,
    how far they are scrolled (whole lines), the bar beside them."""

    def __init__(self) -> None:
        self.view = pygame.Rect(0, 0, 0, 0)
        self.total = 0
        self.step = 1  # a line's height: it scrolls by whole lines
        self.bar = ScrollBar((0, 0, 1, 1), lambda _offset: None)

    def set(self, view: pygame.Rect, total: int, step: int, bar_w: int) -> None:
        self.view, self.total, self.step = pygame.Rect(view), total, max(1, step)
        self.bar.rect = pygame.Rect(view.right + bar_w // 2, view.y, bar_w, view.h)
        self.bar.set_extent(total, view.h)

    @property
    def offset(self) -> int:
        return self.bar.offset

    @property
    def more(self) -> bool:
        """Whether words lie below the view still."""
        return self.bar.offset < self.bar.max_offset

    def by(self, amount: int) -> bool:
        """Scroll by ``amount`` (LINE, VIEW or END, signed); True where it moved."""
        size = abs(amount)
        lines = {LINE: 1, VIEW: max(1, self.view.h // self.step - 1), END: self.total // self.step + 1}[size]
        to = self.bar.offset + (lines * self.step if amount > 0 else -lines * self.step)
        return self.bar.scroll_to(min(to, self.bar.max_offset) if amount > 0 else max(0, to))

    def handle(self, event: pygame.event.Event) -> bool:
        """The wheel (over the box, ``box``), the scrolling keys, the bar's thumb and track."""
        if event.type == pygame.MOUSEWHEEL:
            return self.by(-LINE if event.y > 0 else LINE) if event.y else False
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            return self.by(SCROLL_KEYS[event.key])
        return self.bar.handle(event)

    def draw_mark(self, surface: pygame.Surface, assets: Assets, size: int) -> None:
        """The bar, and under the view's right end a small gold triangle pointing down while more lies below."""
        self.bar.draw(surface, assets)
        if self.more:
            cx, top = self.bar.rect.centerx, self.view.bottom + 2
            pygame.draw.polygon(surface, GOLD_LIGHT, [(cx - size, top), (cx + size, top), (cx, top + size)])


class Scrolled(NamedTuple):
    """Where a scrolling lesson box stands and what it shows."""

    box: pygame.Rect
    with_cards: bool
    lines: list[str]
    at: str  # where its buttons stand (see LessonScene.buttons_at)
    shrink: float
    view_h: int  # the height of its words' view
    # its cards stand still above its words' view (in view beside every line that speaks of them); else, where
    # no free place holds them and a line (a strip over the field), they stand still at its right, as tall as it
    still: bool = True


def scroll_place(scene: LessonScene, hard: Sequence[pygame.Rect], title_w: Callable[[], int], side_by_side: int,
                 rows: Sequence[bool], shrinks: Sequence[float]) -> Scrolled | None:
    """The box of ``scene``'s lesson in the free place (clear of ``hard``) that shows the largest share of its
    words, at the largest text size down to the floor that shows three lines of them (or all), tied places
    weighed by what of the field's other cards and the captures they hide; None where no free place holds its
    head, its buttons and a line of words."""
    lay, a, px = scene.ctx.layout, scene.ctx.assets, scene.ctx.layout.px
    field, status, margin = lay.rect("field"), lay.rect("hint"), lay.px(4)
    floor = min(lay.window[1], status.top) - margin
    lefts = [field.x, 0, *(r.right + margin for r in hard)]
    rights = [field.right, lay.window[0], *(r.left - margin for r in hard)]
    tops = [y for y in (margin, *(r.bottom + margin for r in hard)) if y < floor]
    best: tuple[tuple[float, ...], Scrolled] | None = None
    # its margins, tighter than a box that holds its page; above its head as much as the Hide button beside
    # "Lesson 1 of 10" stands above that line, so it stays inside the box's border
    scene.pad = (max(px(14), scene.fold_h - scene.small_h + px(5)), px(4), px(12))
    wrapped: dict[tuple[float, int, int], list[str]] = {}
    free: dict[int, list[pygame.Rect]] = {}  # the free places of a width, the same at every text size
    for shrink in shrinks:
        scene.shrink = shrink
        body = a.font(scene.words_size(22))
        scene.line_h, scene.title_h = body.get_linesize(), a.font(scene.words_size(32), bold=True).get_linesize()
        cards_h = scene.cards_h()
        head_w, whole = title_w(), lay.window[0] - 2 * margin
        least = min(max(px(580) - px(340), scene.button_w + px(56), head_w), whole)
        fixed = {at: scene.content_h(0, 0, at) for at in ("head", "row", "stacked")}
        for w in [*range(least, whole, px(60)), whole]:
            if w not in free:
                free[w] = free_places((w,), lefts, rights, tops, hard, floor, margin, lay.window[0] - margin)
            at = "head" if w >= head_w + side_by_side - px(40) else "row" if w >= side_by_side else "stacked"
            for place in free[w]:
                for with_cards, still in ((c, s) for c in rows for s in ((True, False) if c else (True,))):
                    # its cards stand still above its words, in view beside every line that speaks of them, where
                    # a place holds them; else at their right, as tall as their view
                    above = cards_h if with_cards and still else 0
                    side = 0 if still or not with_cards else beside_w(scene, place.h - fixed[at])
                    if (shrink, w, side) not in wrapped:  # its words on one page, a bar's room beside them
                        wrapped[shrink, w, side] = wrap(scene.lesson.text, body, w - px(56) - px(16) - side)
                    lines = wrapped[shrink, w, side]
                    total = len(lines) * scene.line_h
                    view = min(total, (place.h - fixed[at] - above) // scene.line_h * scene.line_h)
                    first = (0 if still else 1, -round(view / total, 2))
                    if view < scene.line_h or best is not None and first > best[0][:2]:
                        continue
                    box = pygame.Rect(place.x, place.y, w, fixed[at] + above + view)
                    key = (*first, hidden(box, scene.cover), hidden(box, scene.spare), 0 if with_cards else 1, w)
                    if best is None or key < best[0]:
                        best = (key, Scrolled(box, with_cards, lines, at, shrink, view, still))
        if best is not None and (best[1].view_h >= 3 * scene.line_h or best[0][1] == -1):
            break
    if best is None:
        scene.pad = (px(20), px(10), px(20))
    return None if best is None else best[1]
