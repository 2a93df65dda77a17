"""A lesson of the guided first match, over the table: which lesson of how
many, its title, a few sentences, the cards it speaks of, and two buttons:
Continue (Enter or Space), which counts the lesson done, and Leave (Q, or
Esc where no pause menu is offered), which goes back to the title and keeps
the lesson, to be taken up there again. Over the table, Esc and the table's
Menu button open the pause menu as at any other time, the lesson back once
it closes.

The table beneath stays in view, lightly dimmed, with the move to make
already lit and said in the status line; the box sits over the table,
above that line, and clear of what it speaks of: the cards it names, the
cards lit for the move to make, the zones it names (the score panel, the
capture boxes a seat whose move it tells has just filled), as ``avoid``; then what the
table shows at all times, its score panel with the yaku lines and its buttons (``held``);
then the rest of the field and the hand, which the move it asks is weighed from (``near``). Where room is short it
grows wider, drops its row of cards when those cards are in view on the table
(``lit``: lit, or face up where it keeps them in view), and goes over what it does not speak of rather than over what
it does; where that is not enough, its title and words are drawn smaller, down to a floor (``SHRINK``), then
read a page at a time rather than hide the score panel (``keep``); the captures (``spare``) it
hides last. Where no place and no size holds a page clear of what it speaks of, the panel, the field and the hand,
it stands in the tallest free place and its words scroll there (:mod:`.lesson_scroll`): it never covers them. Every lesson can be folded to a one-line tab (Hide, its key H, or Tab to it and Enter) and opened again (Show,
Enter)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

import pygame

from ...games.common.cards import KIND_OF, Kind
from ...i18n import _, pgettext
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..boxes import DIALOG_CARD_H, card_row
from ..button_rows import one_row
from ..scene import Context, Overlay
from ..textfit import fit
from ..widgets import Button, draw_panel, wrap
from .lesson_scroll import LEAST_LINES, PAGE, Scroller, beside_w, hidden, least_hiding, scroll_where, status_rect, title_lines

BOX_W = 580  # design pixels
STACK_GAP = 10  # design pixels between its buttons, one above the other
MODES = ("row", "head", "stacked")
COVER_PAGES = 2  # the pages its words may take to leave the field's cards and the captures in view  # where its buttons stand (see LessonScene.buttons_at), most liked first
# its title's and words' sizes, as a share of the player's text size, tried in turn where no place at the full size
# keeps in view what the move asks (the field, the hand, the score panel's lines) on COVER_PAGES pages: the last is
# the floor, and where even that leaves no room its words are read a page at a time
SHRINK = (1.0, 0.925, 0.85)


class Lesson(NamedTuple):
    """One lesson as the player reads it, in the language spoken."""

    title: str
    text: str
    # the cards it speaks of, shown above its words ("like these four of the pine", "shown here": pt20 read those
    # words before any card was shown, the row drawn under a page or a scrolled text that pointed at it)
    cards: tuple[int, ...] = ()
    # what else on the table it speaks of, kept in view: "field" (the field and the hand, where a card is to
    # be played), "score" (the panel's score and yaku lines: a yaku made, a choice to stop or play on, a
    # round's points) or "game" (nothing but its cards: the welcome, about the game as a whole)
    about: str = "field"
    # the table's zones it speaks of besides (layout zone names): the score panel ("info") for a lesson on the
    # score; its box never covers them
    zones: tuple[str, ...] = ()
    # the capture boxes it speaks of, as (seat, kind): those a seat whose move it tells has just put cards in (the
    # CPU's Brights, once it took the Willow rain man); its box never covers them
    boxes: tuple[tuple[int, int], ...] = ()


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


def closed_up(text: str) -> str:
    """``text`` with no space after a full-width stop or comma (。、！？):
    Japanese sentences follow one another with none, where a lesson's are
    put together with one."""
    return re.sub(r"(?<=[。、！？]) +", "", text)


def sentences(text: str) -> list[str]:
    """``text``'s sentences, in order (a Japanese one ends at 。 with no space after)."""
    return [m.group() for m in re.finditer(r".+?(?:[.!?](?=\s)|[。！？]|$)\s*", text, re.S) if m.group().strip()]


def in_pages(said: Sequence[str], count: int) -> list[list[str]]:
    """The sentences ``said`` on ``count`` pages (or fewer), each as near an even share of the words as whole
    sentences allow."""
    total = sum(map(len, said))
    pages: list[list[str]] = [[]]
    done = 0
    for sentence in said:
        if pages[-1] and done >= total * len(pages) / count:
            pages.append([])
        pages[-1].append(sentence)
        done += len(sentence)
    return pages


class LessonScene(Overlay):
    dim = 70

    def __init__(self, ctx: Context, lesson: Lesson, number: int, count: int, on_leave: Callable[[], None],
                 avoid: Sequence[pygame.Rect] = (), on_read: Callable[[], None] | None = None,
                 keep: Sequence[pygame.Rect] = (), spare: Sequence[pygame.Rect] = (), lit: bool = False,
                 near: Sequence[pygame.Rect] = (), held: Sequence[pygame.Rect] = (),
                 cover: Sequence[pygame.Rect] = (), on_menu: Callable[[], None] | None = None,
                 menu: Sequence[pygame.Rect] = ()) -> None:
        """Lesson ``number`` of ``count``; ``avoid``: what it speaks of on the
        table, never to be hidden where there is room; ``held``: what the
        table shows at all times (its score panel with its yaku lines, its
        buttons), hidden only where ``avoid`` leaves no other room; ``near``: what it
        speaks of around that (the rest of the field and the hand), hidden
        only where nothing else will do; ``keep``: what is
        left in view too, at the cost of turning pages; ``spare``: what is
        better left in view where it costs nothing; ``lit``: its cards are in view on the table, so
        its row of them may be left out; ``cover``: the field's cards and the capture boxes it does not speak
        of: its Hide button folds it to a one-line tab (``folded``) that hides none of them, till the player
        opens it again; ``on_menu``: the table's pause menu, opened by Esc
        or a click on the table's Menu button (``menu``, where it lies) as at any other time, the lesson back
        once it closes (Leave is then Q, as the pause menu's quit); ``on_read``: called once it is read
        and gone on from."""
        super().__init__(ctx)
        self.lesson = lesson._replace(text=closed_up(lesson.text))
        self.number, self.count = number, count
        self.on_leave = on_leave
        self.on_read = on_read
        self.on_menu = on_menu
        self.menu = [pygame.Rect(r) for r in menu]
        self.avoid = [pygame.Rect(r) for r in avoid]
        self.keep = [pygame.Rect(r) for r in keep]
        self.near = [pygame.Rect(r) for r in near]
        self.held = [pygame.Rect(r) for r in held]
        self.spare = [pygame.Rect(r) for r in spare]
        self.cover = [pygame.Rect(r) for r in cover]
        self.places: dict[tuple, pygame.Rect] = {}  # placed(): each box size's place, weighed once (see placed)
        self.folded = False  # folded to its tab, the table beneath in view, till the player opens it again
        self.fold_button: Button | None = None  # its Hide, beside which lesson it is (once placed)
        self.tab = pygame.Rect(0, 0, 0, 0)
        self.lit = lit
        self.with_cards = bool(lesson.cards)
        self.buttons: list[Button] = []
        # where its buttons stand: "row", side by side under its words; "stacked", one above the other in a
        # box too narrow for that; "head", beside its title, in a wide box with little height (above the panel)
        self.buttons_at = "row"
        self.lines: list[str] = []  # the page read
        self.pages: list[list[str]] = []
        self.page = 0
        self.shrink = 1.0  # its title's and words' share of the player's text size (see SHRINK)
        # where no place holds a page clear of the field, the hand and the panel: its words scroll in a free place
        self.scrolling, self.scroller = False, Scroller()
        self.still = True  # its cards stand still above its words where they scroll (see Scrolled)
        self.card_h = 0  # its row's cards' height where smaller than DIALOG_CARD_H (a scrolled box's: Scrolled)
        self.pad = (0, 0, 0)  # its margins above its head, under it, under its buttons (tighter where it scrolls)
        self.words = ("", "")  # its way on's words: to go on, to read on

    def place(self) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        px = lay.px
        self.pad, self.scrolling, self.arrows_move_focus, self.still = (px(20), px(10), px(20)), False, True, True
        self.card_h = 0
        self.small_h = a.font(self.text_size(17)).get_linesize()
        bh = px(50)
        # Above the status line, which says the move to make; of every width and place that stand there, the
        # one that hides least of what the lesson speaks of, then with its row of cards, then least of the rest.
        room = status_rect(lay).top - 2 * px(4)
        rows = (True, False) if self.lesson.cards and self.lit else (bool(self.lesson.cards),)
        best: tuple[tuple[int, ...], pygame.Rect, bool, list[list[str]], str, float] | None = None
        # its two buttons side by side, each as wide as its words at their size ask (Continue or Read on, Leave)
        enter, esc = pgettext("key", "Enter"), pgettext("key", "Esc")
        # TRANSLATORS: the guided match: the button that goes on from a lesson's words to playing it
        go_on = _("Continue")
        # TRANSLATORS: the guided match: the button that turns a lesson's page, where its words are too many for
        # the room left on the table beside what they speak of
        read_on = _("Read on")
        # TRANSLATORS: the guided match: the button that leaves it for the title (it is taken up at this lesson)
        leave = _("Leave")
        # with their keys written beside them, Enter too where the ring is (the ring neither shrinks nor cuts them)
        self.button_w = max(px(120), *(Button.width_for(a, label, bh, key, primary) for label, key, primary
                                       in ((go_on, enter, True), (read_on, enter, True),
                                           (leave, "Q" if self.on_menu is not None else esc, False))))
        # TRANSLATORS: the guided match: the small button beside "Lesson 3 of 11" that folds the lesson to a
        # one-line tab, where its box cannot stand clear of the field's cards and the captures
        hide = pgettext("lesson", "Hide")
        # its words at the size of the line it stands on, the button taller than that line by a margin (as tall as
        # the line, its words touched its border at 100% text: "Masquer", issue 39), up into the box's top margin:
        # its foot stays on the line's, clear of the title under it
        self.fold_h = self.small_h + 2 * max(5, px(7))
        self.fold_words = -(-self.text_size(17) * 100 // 48)  # the height whose words (48%) are that line's size
        self.fold_w = Button.width_for(a, hide, self.fold_words, "H", False) + 2 * (self.fold_h - self.small_h) // 5 + 2
        # as narrow as its title and one button (the buttons then one above the other), to stand clear of the
        # score panel beside the few field cards a lesson names (Go-Stop's match, flip and steal once covered it)
        side_by_side = 2 * self.button_w + px(56) + px(16)
        said = sentences(self.lesson.text)
        placed: dict[tuple[int, int], pygame.Rect] = {}
        wrapped: dict[tuple[float, int, int], list[list[str]]] = {}
        # where no width or place keeps it all in view, its words are a little smaller (down to the floor), then
        # read a page at a time, Continue turning the page: as few pages as keep clear of it, at the largest size
        tries = [(s, count) for s in SHRINK for count in range(1, min(COVER_PAGES, len(said)) + 1)]
        tries += [(s, count) for count in range(COVER_PAGES + 1, len(said) + 1) for s in SHRINK]
        for shrink, count in tries:
            self.shrink = shrink
            body = a.font(self.words_size(22))
            self.line_h = body.get_linesize()
            self.title_h = a.font(self.words_size(32), bold=True).get_linesize()
            # its title whole on its line, and which lesson it is on the line above, with its Hide button (buttons
            # beside them clear of both)
            title_w = max(a.font(self.words_size(32), bold=True).size(self.lesson.title)[0],
                          a.font(self.text_size(17)).size(self.which())[0] + px(12) + self.fold_w) + px(56)
            least = min(max(px(BOX_W) - px(340), self.button_w + px(56), title_w), lay.window[0] - px(8))
            widths = range(least, lay.window[0] - px(8) + px(40), px(40))
            pages = ["".join(p).strip() for p in in_pages(said, count)]
            for with_cards in rows:
                cards_h = self.cards_h() if with_cards else 0
                for box_w, at in ((min(w, lay.window[0] - px(8)), at) for w in widths for at in MODES):
                    if at != ("stacked" if box_w < side_by_side else "row") and (
                            at != "head" or box_w < title_w + side_by_side - px(40)):
                        continue
                    if (shrink, count, box_w) not in wrapped:
                        wrapped[shrink, count, box_w] = [wrap(page, body, box_w - px(56)) for page in pages]
                    lines = wrapped[shrink, count, box_w]
                    if max(map(len, lines)) < min(LEAST_LINES, sum(map(len, lines))):
                        continue  # pages of fewer than four lines, as many turns (see LEAST_LINES)
                    # its cards on its first page, above its words (the sentence that shows them comes first)
                    words_h = max(len(page) * self.line_h + (cards_h if i == 0 else 0) for i, page in enumerate(lines))
                    h = self.content_h(0, words_h, at)
                    if h > room and box_w < lay.window[0] - px(8):
                        continue
                    size = (box_w, min(h, lay.window[1] - px(8)))
                    if size not in placed:  # many a width and page count come to the same box: placed once
                        placed[size] = self.placed(pygame.Rect(0, 0, *size))
                    box = placed[size]
                    # then the place that hides least of the field's cards and the captures it does not speak of,
                    # at the cost of a second page but no more (at 1280x720 and 150% Korean text Go-Stop's lesson 4
                    # went over the CPU's captures with the field's right half empty; kept clear at any cost, a
                    # lesson took six pages): where that is not enough, it can be folded (Hide)
                    key = (*(hidden(box, tier) for tier in self.tiers), max(0, count - COVER_PAGES),
                           SHRINK.index(shrink), hidden(box, self.cover), count, 0 if with_cards else 1, MODES.index(at),
                           hidden(box, self.spare), box_w)
                    if best is None or key < best[0]:
                        best = (key, box, with_cards, lines, at, shrink)
            tiers = len(self.tiers)
            if best is not None and not any(best[0][:tiers]) and (not best[0][tiers + 2] or count >= COVER_PAGES):
                break
        assert best is not None
        _key, self.box, self.with_cards, self.pages, self.buttons_at, self.shrink = best
        if any(best[0][:3]) and (scrolled := scroll_where(  # no page clear of the field, the hand and the panel
                self, [*self.avoid, *self.held, status_rect(lay)], self.near, lambda: max(
                    a.font(self.words_size(32), bold=True).size(self.lesson.title)[0],
                    a.font(self.text_size(17)).size(self.which())[0] + px(12) + self.fold_w) + px(56),
                side_by_side, rows, SHRINK)) is not None:
            self.box, self.with_cards, scrolled_lines, self.buttons_at, self.shrink, view_h, self.still, self.card_h, _e = (
                scrolled)
            self.pages, self.scrolling, self.arrows_move_focus = [scrolled_lines], True, False  # ↑ ↓ scroll its words
        self.line_h = a.font(self.words_size(22)).get_linesize()
        self.title_h = a.font(self.words_size(32), bold=True).get_linesize() * len(title_lines(self, self.box.w))
        title_w = max(a.font(self.words_size(32), bold=True).size(self.lesson.title)[0],
                      a.font(self.text_size(17)).size(self.which())[0] + px(12) + self.fold_w) + px(56)
        self.page = min(self.page, len(self.pages) - 1)
        self.lines = self.pages[self.page]
        # as tall on every page as its tallest page (which set the place), its buttons at its foot: its pages keep
        # one place and one size, the title, the words and the buttons where they were (issue 39: its top jumped
        # from page to page; then, as tall as each page, its Continue moved under a resting mouse, pt20)
        cards_h = self.cards_h() if self.with_cards and self.page == 0 else 0
        if self.scrolling:
            top = self.box.y + self.pad[0] + self.head_h(self.buttons_at) + self.pad[1] + cards_h * self.still
            side = 0 if self.still or not cards_h else beside_w(self, view_h)
            self.scroller.set(pygame.Rect(self.box.x + px(28), top, self.box.w - px(56) - px(16) - side, view_h),
                              len(self.lines) * self.line_h, self.line_h, px(8))
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        bw = min(max(self.button_w, px(190)), (self.box.w - px(56) - px(16)) // 2)
        y = self.box.bottom - bh - self.pad[2]
        go_at, away_at = (self.box.right - bw - px(28), y), (self.box.x + px(28), y)
        if self.buttons_at == "stacked":  # the way on above, Leave under it, each as wide as the words
            bw = self.box.w - px(56)
            go_at, away_at = (self.box.x + px(28), y - bh - px(STACK_GAP)), (self.box.x + px(28), y)
        elif self.buttons_at == "head":  # right of the title, in the middle of its two lines
            bw = max(self.button_w, min(px(190), (self.box.w - title_w - px(32)) // 2))  # their keys too, where room
            y = self.box.y + self.pad[0] + (self.head_h("head") - bh) // 2
            go_at, away_at = (self.box.right - bw - px(28), y), (self.box.right - 2 * bw - px(28) - px(16), y)
        last = self.page == len(self.pages) - 1 and not self.scroller.more if self.scrolling else (
            self.page == len(self.pages) - 1)
        self.words = (go_on, read_on)
        go = Button((*go_at, bw, bh), go_on if last else read_on, self.go_on, primary=True,
                    key=pygame.K_RETURN, key_label=enter, click_sound=click)
        # Esc opens the pause menu where the table has one, as it does at the table (pt15 found it did nothing
        # over a lesson): Leave is then Q, as the pause menu's own way to the title
        away_key, away_label = (pygame.K_q, "Q") if self.on_menu is not None else (pygame.K_ESCAPE, esc)
        away = Button((*away_at, bw, bh), leave, self.leave, key=away_key, key_label=away_label, click_sound=click)
        self.buttons = [away, go]  # in the order they stand, for Tab
        one_row(self.buttons)  # side by side or one above the other, their words at one size
        # a Hide button beside which lesson it is folds it to a one-line tab clear of the field's cards and the
        # captures (no width or place or page keeps them in view at 960x540 and 150% text: pt15's lesson 1 covered
        # most of the field), on every lesson alike: the player who folded one looks for it on the next (pt18 found
        # none on Koi-Koi's lessons 3, 5, 6, 10 and 11, which covered nothing)
        which_w = a.font(self.text_size(17)).size(self.which())[0]
        self.fold_button = Button((self.box.x + px(28) + which_w + px(12),
                                   self.box.y + self.pad[0] + self.small_h - self.fold_h, self.fold_w,
                                   self.fold_h), hide, self.fold, key=pygame.K_h, key_label="H", click_sound=click)
        # the line's size (its linesize gave 48% of it, floored at 14 px: the same at 100% and 150%, pt26)
        self.fold_button.words_for = self.fold_words
        self.buttons.insert(0, self.fold_button)
        if self.folded:
            self.place_tab(go_on if last else read_on, enter, click)

    def place_tab(self, label: str, enter: str, click: Callable[[], None]) -> None:
        """Folded: a one-line tab, which lesson and its title, and the button that opens it again (Enter), where
        it hides least of what the table shows, the field's cards and the captures among it."""
        lay, a, px = self.ctx.layout, self.ctx.assets, self.ctx.layout.px
        bh = px(40)
        # TRANSLATORS: the guided match: the button on a folded lesson's tab that opens it again
        show = pgettext("lesson", "Show")
        bw = Button.width_for(a, show, bh, pgettext("key", "Enter"), True)
        words = self.tab_words()
        room = lay.window[0] - px(8) - bw - px(40)
        words_w = min(a.font(self.text_size(17)).size(words)[0], room)
        self.tab = self.placed(pygame.Rect(0, 0, words_w + bw + px(40), bh + px(12)), (self.cover,))
        self.buttons = [Button((self.tab.right - bw - px(6), self.tab.y + px(6), bw, bh), show, self.unfold,
                               primary=True, key=pygame.K_RETURN, key_label=pgettext("key", "Enter"),
                               click_sound=click, also=(pygame.K_h,))]  # H folds it, and H opens it again

    def tab_words(self) -> str:
        # TRANSLATORS: the guided match: a folded lesson's tab, which lesson it is ("Lesson 3 of 11") and its title
        return _("{which}: {title}").format(which=self.which(), title=self.lesson.title)

    def fold(self) -> None:
        """Fold the lesson to its tab: the table beneath in view, undimmed."""
        self.folded = True
        self.dim = 0
        self.place()
        self.invalidate()

    def unfold(self) -> None:
        self.folded = False
        self.dim = type(self).dim
        self.place()
        self.invalidate()

    def words_size(self, design: float) -> int:
        """Its title's or words' size (``design``) in window pixels, at the share of the player's text size it
        is drawn at (``shrink``: its floor is ``SHRINK``'s last)."""
        return max(1, round(self.text_size(design) * self.shrink))

    def head_h(self, at: str) -> int:
        """The height of its head: which lesson and its title, or its buttons where they stand beside them."""
        px = self.ctx.layout.px
        return max(self.small_h + self.title_h, px(50)) if at == "head" else self.small_h + self.title_h

    def buttons_h(self, at: str) -> int:
        """The height its buttons take under its words (with the margin above them): one row, two one above
        the other, or none (beside its title)."""
        px = self.ctx.layout.px
        return {"row": px(20) + px(50), "stacked": px(20) + 2 * px(50) + px(STACK_GAP), "head": 0}[at]

    def cards_h(self) -> int:
        """The height its row of cards takes above its words, with its margins."""
        return (self.card_h or self.ctx.layout.px(DIALOG_CARD_H)) + self.ctx.layout.px(14)

    def content_h(self, lines: int, below: int, at: str) -> int:
        """The box's height for ``lines`` lines of words and ``below`` pixels under them (its row of cards),
        its buttons standing ``at``: its margins, which lesson, its title, its words and its buttons."""
        return sum(self.pad) + self.head_h(at) + lines * self.line_h + below + self.buttons_h(at)

    def placed(self, box: pygame.Rect, first: Sequence[Sequence[pygame.Rect]] = ()) -> pygame.Rect:
        """The box over the table, above the status line (which says the
        move to make): over the field (to its right, centred, to its left),
        beside any of what it speaks of, or at the window's edges (over the
        side panel); at the top of the window (over the opponent's hidden
        hand), centred on the field, or down to the status line; whichever
        hides least of what it speaks of, then least of the rest, in that
        order (least of ``first`` before all: a folded lesson's tab keeps the field and captures in view)."""
        lay = self.ctx.layout
        field, status = lay.rect("field"), status_rect(lay)
        tiers = (*first, *self.tiers, self.cover, self.spare)
        # weighed once for a size among the same obstacles: a page turned, the box folded and opened, each text
        # size and page count tried lay boxes of the same sizes again (some 0.3 s a lesson at 960x540, 150%)
        key = (box.size, lay.window, tuple(field), tuple(status), tuple(tuple(map(tuple, tier)) for tier in tiers))
        if key not in self.places:
            self.places[key] = self.weighed(box, tiers)
        return pygame.Rect(self.places[key])

    def weighed(self, box: pygame.Rect, tiers: Sequence[Sequence[pygame.Rect]]) -> pygame.Rect:
        """:meth:`placed`, worked out."""
        lay = self.ctx.layout
        field, status = lay.rect("field"), status_rect(lay)
        margin = lay.px(4)
        xs = [field.right - box.w, field.centerx - box.w // 2, field.x, lay.window[0], 0]
        beside = [r for tier in self.tiers for r in tier]
        xs += [x for r in beside for x in (r.right + margin, r.left - box.w - margin)]
        ys = [field.centery - box.h // 2, margin, status.top - box.h - margin]
        ys += [y for r in beside for y in (r.bottom + margin, r.top - box.h - margin)]
        right, bottom = lay.window[0] - box.w - margin, min(lay.window[1], status.top) - box.h - margin
        # each left edge and each top once (clamped into the window, many come to the same), in the order liked
        lefts = dict.fromkeys(max(margin, min(x, right)) for x in xs)
        tops = dict.fromkeys(max(margin, min(y, bottom)) for y in ys)
        return least_hiding([pygame.Rect(x, y, box.w, box.h) for x in lefts for y in tops], tiers)

    @property
    def tiers(self) -> tuple[list[pygame.Rect], ...]:
        """What its box keeps in view, most needed first: what it speaks of, what the table shows at all times,
        the rest of the field and the hand, what is left in view at the cost of pages."""
        return (self.avoid, self.held, self.near, self.keep)

    def go_on(self) -> None:
        if self.scrolling and self.scroller.more:  # its words scroll: on by a view, till the last is read
            self.scroller.by(PAGE)
            self.scrolled()
            return
        if self.page < len(self.pages) - 1:
            self.page += 1
            self.place()
            self.invalidate()
            return
        if self.on_read is not None:
            self.on_read()
        self.close()

    def scrolled(self) -> None:
        """Its words scrolled: its way on says whether more is to read."""
        self.buttons[-1].label = self.words[0 if not self.scroller.more else 1]
        self.invalidate()

    def which(self) -> str:
        # TRANSLATORS: the guided match: which lesson this is ("Lesson 3 of 11")
        return _("Lesson {n} of {count}").format(n=self.number, count=self.count)

    def leave(self) -> None:
        self.on_leave()

    def handle(self, event: pygame.event.Event) -> None:
        if self.on_menu is not None and (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                or event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and not (self.tab if self.folded else self.box).collidepoint(event.pos)
                and any(r.collidepoint(event.pos) for r in self.menu)):
            self.on_menu()  # the pause menu over the lesson, which is back once it closes
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_KP_ENTER):
            self.unfold() if self.folded else self.go_on()
            return
        if self.scrolling and not self.folded and self.scroller.handle(event):
            self.scrolled()
            return
        self.handle_buttons(event, self.buttons)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        px = lay.px
        if self.folded:  # its tab: which lesson and its title on one line, and Show
            draw_panel(surface, self.tab, radius=px(12), alpha=255)
            words = fit(a.font(self.text_size(17)), self.tab_words(),
                        self.buttons[0].rect.x - self.tab.x - px(24))
            t = a.text(words, self.text_size(17), GOLD_LIGHT)
            surface.blit(t, t.get_rect(midleft=(self.tab.x + px(14), self.tab.centery)))
            self.buttons[0].draw(surface, a)
            return
        box = self.box
        draw_panel(surface, box, radius=px(18), alpha=255)  # nothing of the table shows through its words
        x, y = box.x + px(28), box.y + self.pad[0]
        surface.blit(a.text(self.which(), self.text_size(17), TEXT_DIM), (x, y))
        y += self.small_h
        for line in title_lines(self, box.w):  # on two lines in a narrow box beside the field (see lesson_scroll)
            surface.blit(a.text(line, self.words_size(32), GOLD_LIGHT, bold=True), (x, y))
            y += self.title_h // len(title_lines(self, box.w))
        y = box.y + self.pad[0] + self.head_h(self.buttons_at) + self.pad[1]
        clip = surface.get_clip()
        # its cards first, where the words that show them are read (or at the right of scrolled words: beside_w)
        if self.with_cards and self.page == 0 and self.still:
            card_row(surface, a, self.lesson.cards, x, y + px(4), self.card_h or px(DIALOG_CARD_H), box.w - px(56))
            y += self.cards_h()
        elif self.with_cards and self.page == 0:
            card_row(surface, a, self.lesson.cards, box.right - px(12) - beside_w(self, self.scroller.view.h),
                     self.scroller.view.y, min(px(DIALOG_CARD_H), self.scroller.view.h), box.w)
        if self.scrolling:  # its words in their view, scrolled, the bar and the mark saying what lies below
            surface.set_clip(self.scroller.view.clip(clip))
            y -= self.scroller.offset
        for line in self.lines:
            surface.blit(a.text(line, self.words_size(22), TEXT), (x, y))
            y += self.line_h
        surface.set_clip(clip)
        if self.scrolling:
            self.scroller.draw_mark(surface, a, px(6))
        for b in self.buttons:
            b.draw(surface, a)
