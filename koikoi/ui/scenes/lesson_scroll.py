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
    from ..layout import Layout
    from .lesson import LessonScene

# the keys that scroll its words, as a share of a view (a line, a view less a line, to either end); its way on
# (Read on) turns a whole view, as a book's page: pt26 read two lines a click, one new, cut mid-sentence
LINE, VIEW, END, PAGE = 1, 2, 3, 4
# the fewest lines of its words in view (or all of them): a sentence of a lesson runs to two or three lines in the
# narrowest box at 150% text, so four hold one whole with the end of the last or the start of the next, and a page
# turned reads on from a sentence seen (pt26 read two lines a view at 1280x720 and 150%, lesson 1 in six turns)
LEAST_LINES = 4
SMALL_CARDS = 0.6  # the share of its cards' height its row may take, above its words, to leave them LEAST_LINES
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


def least_hiding(places: Sequence[pygame.Rect], tiers: Sequence[Sequence[pygame.Rect]]) -> pygame.Rect:
    """Of ``places`` (in the order liked), the first that hides least of the first of ``tiers``, then of the
    next among those tied, and so on: weighed tier by tier, each only over the places still tied."""
    left = list(places)
    for tier in tiers:
        if len(left) == 1:
            break
        costs = [hidden(r, tier) for r in left]
        low = min(costs)
        left = [r for r, c in zip(left, costs) if c == low]
    return left[0]


def status_rect(lay: Layout) -> pygame.Rect:
    """Where the table's status line may be drawn under the field: its zone and the gap above it up to the field
    and under the deck (as :func:`koikoi.ui.table.status_line.status_band`), where it takes two lines at 150%
    text: a lesson's box stays clear of it (pt26's lesson 6 cut the top of the hint's first line)."""
    r, deck = lay.rect("hint"), lay.rect("deck")
    top = min(r.y, lay.rect("field").bottom + lay.px(4))
    left = min(r.x, deck.x) if deck.bottom < top else r.x
    return pygame.Rect(left, top, r.right - left, r.bottom - top)


def title_lines(scene: LessonScene, width: int) -> list[str]:
    """A lesson's title on the lines a box ``width`` wide holds: one where it fits, else wrapped (a narrow, tall box
    beside the field's cards holds four lines of its words where a wide one above them held two: pt26)."""
    font = scene.ctx.assets.font(scene.words_size(32), bold=True)
    room = width - scene.ctx.layout.px(56)
    return [scene.lesson.title] if font.size(scene.lesson.title)[0] <= room else wrap(scene.lesson.title, font, room)


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
        """Scroll by ``amount`` (LINE, VIEW, END or PAGE, signed); True where it moved."""
        size = abs(amount)
        lines = {LINE: 1, VIEW: max(1, self.view.h // self.step - 1), END: self.total // self.step + 1,
                 PAGE: max(1, self.view.h // self.step)}[size]
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
    card_h: int = 0  # its cards' height where smaller than DIALOG_CARD_H (SMALL_CARDS of it), to hold LEAST_LINES
    enough: bool = True  # it shows LEAST_LINES of its words, or all


def scroll_where(scene: LessonScene, hard: Sequence[pygame.Rect], near: Sequence[pygame.Rect],
                 title_w: Callable[[], int], side_by_side: int, rows: Sequence[bool],
                 shrinks: Sequence[float]) -> Scrolled | None:
    """:func:`scroll_place` clear of ``hard`` and ``near`` (the field's and the hand's cards the step does not
    light); where no such place shows LEAST_LINES of its words (at 960x540 Go-Stop's field spans its width, and
    the strip above it held two lines: pt26), clear of ``hard`` alone (the other seat's captures, the panel, the
    status line, the cards lit or named), no taller than LEAST_LINES, over as little of ``near`` as it may."""
    first = scroll_place(scene, [*hard, *near], title_w, side_by_side, rows, shrinks)
    if first is not None and first.enough:
        return first
    return scroll_place(scene, hard, title_w, side_by_side, rows, shrinks, near=near) or first


def scroll_place(scene: LessonScene, hard: Sequence[pygame.Rect], title_w: Callable[[], int], side_by_side: int,
                 rows: Sequence[bool], shrinks: Sequence[float], near: Sequence[pygame.Rect] = ()) -> Scrolled | None:
    """The box of ``scene``'s lesson in the free place (clear of ``hard``) that shows the largest share of its
    words, at the largest text size down to the floor that shows LEAST_LINES of them (or all), tied places
    weighed by what of the field's other cards and the captures they hide; None where no free place holds its
    head, its buttons and a line of words. Where ``near`` is given (what it may go over, weighed first), it shows
    LEAST_LINES at most."""
    lay, a, px = scene.ctx.layout, scene.ctx.assets, scene.ctx.layout.px
    field, status, margin = lay.rect("field"), status_rect(lay), lay.px(4)
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
        body, bold = a.font(scene.words_size(22)), a.font(scene.words_size(32), bold=True)
        scene.line_h = body.get_linesize()
        cards_h = scene.cards_h()
        small_h = cards_h - px(DIALOG_CARD_H) + round(px(DIALOG_CARD_H) * SMALL_CARDS)
        head_w, whole = title_w(), lay.window[0] - 2 * margin
        which_w = a.font(scene.text_size(17)).size(scene.which())[0] + px(12) + scene.fold_w + px(56)
        least = min(max(px(580) - px(340), scene.button_w + px(56), which_w), whole)
        for w in [*range(least, whole, px(60)), whole]:
            # its title on two lines at most where it is narrower than the title, no word of it cut
            titled = title_lines(scene, w)
            if len(titled) > 2 or max(bold.size(line)[0] for line in titled) > w - px(56):
                continue
            scene.title_h = bold.get_linesize() * len(titled)
            fixed = {at: scene.content_h(0, 0, at) for at in ("head", "row", "stacked")}
            if w not in free:
                free[w] = free_places((w,), lefts, rights, tops, hard, floor, margin, lay.window[0] - margin)
            at = "head" if w >= head_w + side_by_side - px(40) else "row" if w >= side_by_side else "stacked"
            for place in free[w]:
                for with_cards, still, small in ((c, s, m) for c in rows for s in ((True, False) if c else (True,))
                                                 for m in ((False, True) if c and s else (False,))):
                    # its cards stand still above its words, in view beside every line that speaks of them, where
                    # a place holds them (smaller, where that leaves it LEAST_LINES); else at their right
                    above = (small_h if small else cards_h) if with_cards and still else 0
                    side = 0 if still or not with_cards else beside_w(scene, place.h - fixed[at])
                    if side and w - px(72) - side < px(240):
                        continue  # its words as narrow as a few letters beside its cards (pt26's lesson 1 at 150%)
                    if (shrink, w, side) not in wrapped:  # its words on one page, a bar's room beside them
                        wrapped[shrink, w, side] = wrap(scene.lesson.text, body, w - px(56) - px(16) - side)
                    lines = wrapped[shrink, w, side]
                    total = len(lines) * scene.line_h
                    view = min(total, (place.h - fixed[at] - above) // scene.line_h * scene.line_h,
                               LEAST_LINES * scene.line_h if near else total)
                    first = (0 if view >= min(total, LEAST_LINES * scene.line_h) else 1, 0 if still else 1,
                             0 if near else -round(view / total, 2))  # over ``near``: hiding least of it
                    if view < scene.line_h or best is not None and first > best[0][:3]:
                        continue
                    box = pygame.Rect(place.x, place.y, w, fixed[at] + above + view)
                    # over ``near``, as little of it as may be, before its cards' size (pt26 again: at 960x540 and
                    # 150% Korean text Go-Stop's welcome hid most of the field to show its cards whole)
                    key = (*first, hidden(box, near), int(small), hidden(box, scene.cover), hidden(box, scene.spare),
                           0 if with_cards else 1, w)
                    if best is None or key < best[0]:
                        best = (key, Scrolled(box, with_cards, lines, at, shrink, view, still,
                                              round(px(DIALOG_CARD_H) * SMALL_CARDS) if small else 0, not first[0]))
        if best is not None and best[0][0] == 0:
            break
    if best is None:
        scene.pad = (px(20), px(10), px(20))
    return None if best is None else best[1]
