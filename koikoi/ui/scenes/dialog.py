"""Two small dialogs: a question with a few answers, and a confirmation."""

from __future__ import annotations

import math

from functools import partial
from typing import Callable, Sequence

import pygame

from ... import i18n
from ...i18n import _, pgettext
from ..assets import GOLD_LIGHT, TEXT
from ..boxes import Rooms, best_room
from .. import moves_over
from ..button_rows import one_row
from ..prompt_hint import TITLE_GAP, PromptHint
from ..scene import Context, Overlay
from ..textfit import fit_text
from ..widgets import ENTER_KEYS, Button, draw_panel, keys_words, wrap


KEYPAD = {getattr(pygame, f"K_{n}"): getattr(pygame, f"K_KP{n}") for n in range(1, 10)}  # an answer's digit key
FLOOR_SHARE = 0.4  # the least share of the window's width a question at the table takes (width_floor)


def width_floor(lay) -> int:  # noqa: ANN001  # a Layout
    """The least width of a question asked at the table: a room narrower than this is not taken (pt25, 150%
    Japanese: Go or Stop? in a thin column right of the field, a phrase a line, its sum split); where no room
    clear of the cards is so wide, the question stands over the field, clear of the side column."""
    return int(FLOOR_SHARE * lay.window[0])


class ChoiceScene(Overlay):
    """A question with a few answers; Enter picks the default (the one drawn
    lit: the first, unless the question says another), Esc the last, and a
    letter given for an answer picks it too; each button is written with
    every key that picks it. A question the computer can answer for the
    person (Go-Stop's Go or Stop) has a Hint (H) that says its choice.

    The words come from the caller, already in the language spoken (no
    change of language can happen while a question waits: it is answered
    before anything else)."""

    def __init__(self, ctx: Context, title: str, text: str,
                 answers: Sequence[tuple[str, Callable[[], None]]], escape: bool = True,
                 letters: Sequence[int | None] = (), default: int = 0,
                 within: Callable[[], Sequence[pygame.Rect]] | None = None,
                 hint: PromptHint | None = None, floor: float = 0.0,
                 alike: Callable[[], tuple[str, str, Sequence[str]]] | None = None) -> None:
        """``escape``: Esc picks the last answer (not when no answer is a way
        out); ``letters``: a key for each answer, or None (pygame key codes);
        ``default``: the answer Enter gives, drawn lit; ``hint``: the
        question's Hint, if it has one; ``within``: where a
        question asked at the table may stand (asked again at each placing), clear of what the player weighs
        (:func:`~koikoi.ui.boxes.decision_rooms`) (None: in the window's middle); ``floor``: the least share of
        the size chosen its text may shrink to at the table (a lesson's question: :data:`~koikoi.ui.boxes.GUIDED_FLOOR`;
        pt21 read a guided Go or Stop? in a narrow column at 0.67 of it); ``alike``: the question's title, text and
        answers in the language spoken, for one asked again in each language: its box and buttons sized for the
        longest in any, so that they keep their place from one language to the next."""
        super().__init__(ctx)
        self.default = default
        self.escape = escape
        self.letters = dict((k, i) for i, k in enumerate(letters) if k is not None)
        self.title, self.text = title, text
        self.said = text  # the text said: its short form in a narrow room at the table (place())
        self.answers = list(answers)
        self.buttons: list[Button] = []
        self.band_of = within
        self.within: pygame.Rect | None = None
        self.prompt_hint = hint
        self.floor = floor
        self.alike = alike
        self.hint_button: Button | None = None
        self.stacked = False  # the answers one above the other, in a narrow room at the table
        self.columns = len(self.answers)  # the answers side by side in a row (place: in rows, where one is short)
        self.hint_beside = False  # stacked, the Hint beside the last answer (not on a row of its own)
        self.advice_size = 20  # the hint's answer's text size, at the table

    def key_words(self) -> tuple[list[str], list[str], str]:
        """The keys written on each answer, in the language spoken; the same with Enter, for the ring; Enter."""
        # TRANSLATORS: the names of the Enter and Esc keys, written on a button beside its label
        enter, esc = pgettext("key", "Enter"), pgettext("key", "Esc")
        hints = []
        for i in range(len(self.answers)):
            last = i == len(self.answers) - 1 and self.escape
            letter = next((k for k, j in self.letters.items() if j == i), None)
            hints.append(keys_words(pygame.key.name(letter).upper() if letter is not None else "",
                                    enter if i == self.default else "", esc if last else ""))
        return hints, [h if enter in h.split(" · ") else keys_words(h, enter) for h in hints], enter

    def aimed_at(self, pos: tuple[int, int]) -> tuple[int, tuple[int, ...]] | None:
        """What a click at ``pos`` works (:mod:`..settle`): an answer by its place among them and its box, whatever
        its words (the first start's, asked again in the next language, is the same answer where it stands still)."""
        return next(((i, tuple(b.rect)) for i, b in enumerate(self.buttons)
                     if b.visible and b.enabled and b.rect.collidepoint(pos)), None)

    def place(self) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        px = lay.px
        bw, bh = px(170), px(50)
        rooms = rooms_given = self.band_of() if self.band_of else None
        hand: tuple[pygame.Rect, ...] = getattr(rooms, "hand", ())  # the person's hand (at the table)
        band = self.within = rooms[0] if rooms else None
        n = len(self.answers)
        # between the answers side by side; one above the other (closer for a text with a short form, Go or Stop?,
        # to keep to the narrow room it needs at a table of three; others keep their wide box, fewer lines)
        gap = lay.px(20)
        vgap = lay.px(10) if getattr(self.text, "short", "") else gap
        keys = []
        for i in range(n):
            last = i == n - 1 and self.escape
            letter = next((k for k, j in self.letters.items() if j == i), None)
            more = (ENTER_KEYS if i == self.default else ()) + ((pygame.K_ESCAPE,) if last else ())
            pad = (KEYPAD[letter],) if letter in KEYPAD else ()  # a digit on the keypad too
            keys.append(((letter,) if letter is not None else ()) + pad + more)
        hints, ringed, enter = self.key_words()
        # as wide as the longest answer needs at its full size, as far as the box holds them: with
        # "Enter" beside it, which comes to whichever button the ring is on
        needed = max(Button.width_for(a, label, bh, hint, i == self.default) for i, ((label, _fn), hint) in
                     enumerate(zip(self.answers, ringed)))
        # a question asked again in another language (the first start's) keeps its buttons where they stood:
        # as wide as its answers need in any language, the box as tall as its text in any (pt22)
        # (each measured in its own language, as it is drawn: its font is that language's)
        words_of = self.alike

        def widest_answer() -> int:
            assert words_of is not None
            return max(Button.width_for(a, label, bh, hint, i == self.default) for i, (label, hint) in
                       enumerate(zip(words_of()[2], self.key_words()[1])))
        needed = max([needed, *(i18n.in_each(widest_answer) if words_of is not None else [])])
        # the box widens for them where the window has room ("Carte simple double  D · Entrée" at 150%); three
        # answers or more that one row cannot hold at their full size stand in rows of as many as it holds (the
        # first start's four, in pt_BR at 960x540 and 150% text, were drawn at 0.6 of the text's size)
        room = lay.window[0] - px(32)
        self.columns = n if n < 3 or band else max(1, min(n, (room - px(40) + gap) // (needed + gap)))
        self.columns = -(-n // -(-n // self.columns))  # as many in each row as the rows need (two rows of two)
        widest = max(px(560), min(room, self.columns * needed + (self.columns - 1) * gap + px(40)))
        # in a band at the table: a smaller heading and less room between the lines, to stand over less
        # (away from the table: as far under the text as the box's margin under its buttons)
        self.title_size, self.top, under, foot = (px(30), px(12), px(18), px(14)) if band else (px(40), px(22), px(24),
                                                                                                px(24))
        # the heading's line, then the text's lines, each as tall as its font; the text smaller
        # where the window is short of room, never below the normal text size's
        self.text_top = self.top + a.font(self.title_size, bold=True).get_linesize() + px(8 if band else 14)
        if band and self.prompt_hint is not None:  # the Hint's answer below the Hint button (and its shadow)
            self.text_top = max(self.text_top, px(10) + px(36) + px(10))
        # the Hint's sentence, in up to two lines under the text (at the table, in one line under the heading)
        self.advice_lines, head = 2, self.text_top
        asked = self.prompt_hint is not None and bool(self.prompt_hint.advice) and band is not None
        said = [_(s) for s in self.prompt_hint.sayings] if self.prompt_hint is not None else []
        self.advice_y = self.text_top - px(4)
        advice_h = 2 * a.font(px(20)).get_linesize() + px(8) if self.prompt_hint is not None and not band else 0

        # a narrow room at the table: the text's short form (:class:`~koikoi.ui.textfit.Shortened`) before it is
        # drawn smaller than the size chosen
        short = getattr(self.text, "short", "") if band else ""
        # TRANSLATORS: a small button: what would the computer choose here?
        hint_w = max(px(92), Button.width_for(a, _("Hint"), px(36), keys_words("H", enter)))  # its keys (Enter too)
        last_w = Button.width_for(a, self.answers[-1][0], bh, ringed[-1], n - 1 == self.default)

        def fitted(width: int, room: int) -> tuple[float, int]:
            self.said = self.text
            if short and height(width, px(22)) > room:
                self.said = short
            least = max(a.unscaled(px(22)), math.ceil(self.floor * px(22)) if band else 0)
            for size in range(px(22), least - 1, -1):
                h = height(width, size)
                if h <= room:
                    break
            return size / px(22), h

        def height(width: int, size: int) -> int:
            """The box's height ``width`` wide, its text at ``size``."""
            if asked:  # once asked, the lines its longest answer takes kept for it, at the text's size
                self.advice_size = size * 10 // 11
                font = a.font(self.advice_size)
                self.advice_lines = max([len(wrap(s, font, width - px(40))) for s in said] or [2])
                self.text_top = head + self.advice_lines * font.get_linesize() + px(2)
            # at the table, closer lines and narrower margins, to keep to a clear room
            self.size, self.step = size, a.font(size).get_linesize() + px(2 if band else 5)
            self.lines = wrap(self.said, a.font(size), width - px(32 if band else 60))
            self.stacked = band is not None and width < n * needed + (n - 1) * gap + px(40)
            rows = n if self.stacked else -(-n // self.columns)  # a narrow room: the answers one above the other
            # the Hint beside the last answer where the box holds the two whole, else on a row of its own
            self.hint_beside = self.stacked and self.prompt_hint is not None and last_w + px(12) + hint_w <= width - px(40)
            rows += 1 if self.stacked and self.prompt_hint is not None and not self.hint_beside else 0
            # stacked, the rows closer (a narrow room is short of height too)
            return self.text_top + len(self.lines) * self.step + advice_h + (vgap if self.stacked else under) + rows * bh + (
                rows - 1) * (vgap if self.stacked else gap) + foot

        area = getattr(rooms, "area", None)
        if rooms:  # never in a thin column: only the rooms as wide as the floor (or the box's widest)
            rooms = (rooms if isinstance(rooms, Rooms) else Rooms(rooms)).only(
                lambda r: r.w >= min(widest, width_floor(lay)))
        if rooms:  # the room at the table where the text keeps the most of its size, clear of the cards
            least = max(Button.least_width_for(a, label, bh, hint, i == self.default) for i, ((label, _fn), hint) in
                        enumerate(zip(self.answers, ringed)))
            self.box, share = best_room(rooms, widest, n * needed + (n - 1) * gap + px(40), least + px(40), fitted,
                                        needed + px(40))
            if not pygame.Rect((0, 0), lay.window).contains(self.box):
                rooms = None  # no room at the table holds it whole (pt17: a lesson's Go or Stop? lost its button
                # under the window's bottom): in the window's middle, over the cards, rather than cut
            elif share < 1 and area is not None and not getattr(rooms, "firm", False) \
                    and fitted(min(widest, area.w), area.h)[0] == 1:
                rooms = None  # the rooms as wide as the floor are low, the text shrunk there to the size of 100%:
                # at the size the player chose, over the field (r16: Go or Stop? at 150% read at 100%'s size)
            fitted(self.box.w, self.box.h)  # its lines as in that room
            if any(self.box.colliderect(r) for r in hand):
                rooms = None  # no room holds it and it overflowed its room onto the hand (pt26, 960x540 at 100%
                # too: Go or Stop? in the low band between the field and the hand, over the hand's top): over
                # the field, above the hand
        if not rooms:
            if area is not None:  # at the table: no wider than the table left of the side column
                widest = min(widest, area.w)
            # its text wrapped at the box's own width (it widens for its answers), as tall as laid out
            own = self.text

            def tall(text: str) -> int:  # the box's height for ``text``, wrapped as its own language wraps it
                self.text = text
                return fitted(widest, lay.window[1] - px(16))[1]
            tallest = max(i18n.in_each(lambda: tall(words_of()[1]))) if words_of is not None else 0
            self.text = own  # (its own words and lines last)
            # over the field between the opponents' hands and the buttons above and the person's hand below (its
            # short form there, if need be), where it fits at the size chosen (pt26: Go or Stop? at 150% text hid
            # the hand it weighs); else over the field's height
            middle: pygame.Rect | None = getattr(rooms_given, "middle", None)
            share, h = fitted(widest, middle.h) if middle is not None else (0.0, 0)
            if middle is not None and area is not None and self.said is not self.text:
                widest = area.w  # its short form (a sum) as wide as the field: fewer lines, the sum on one
                share, h = fitted(widest, middle.h)
            high = middle is not None and share == 1 and h <= middle.h
            if not high:
                _share, h = fitted(widest, lay.window[1] - px(16))
            # as tall as its own text asks (no empty band over its buttons), its foot where the tallest's is
            self.box = pygame.Rect(0, 0, widest, max(h, tallest))
            self.box.center = (lay.window[0] // 2, lay.window[1] // 2)
            if area is not None:  # at the table: over the field, off the side column (captures, yaku lines)
                self.box.centerx = area.centerx
                self.box.clamp_ip(area)
                if high and middle is not None:
                    self.box.centery = middle.centery
                    self.box.h = h
                    self.box.clamp_ip(middle)
            self.box.update(self.box.x, self.box.bottom - h, widest, h)
        cols = self.columns
        bw = min(max(bw, needed), (self.box.w - px(40) - (cols - 1) * gap) // cols)
        x0 = self.box.centerx - (cols * bw + (cols - 1) * gap) // 2
        rows = -(-n // cols)
        if self.stacked:
            bw, x0 = self.box.w - px(40), self.box.x + px(20)
        self.buttons = []
        for i, (label, fn) in enumerate(self.answers):
            under_hint = 1 if self.prompt_hint is not None and not self.hint_beside else 0
            at = ((x0, self.box.bottom - foot - (n + under_hint - i) * bh - (n + under_hint - 1 - i) * vgap)
                  if self.stacked else
                  (x0 + i % cols * (bw + gap), self.box.bottom - foot - (rows - i // cols) * (bh + gap) + gap))
            self.buttons.append(Button((*at, bw, bh), label,
                                       partial(self.answer, fn), primary=i == self.default, also=keys[i], key_label=hints[i],
                                       click_sound=lambda: self.ctx.audio.play("click")))
        one_row(self.buttons)  # the answers' words at one size, in a row or one above the other
        if band is None:
            self.advice_y = self.text_top + len(self.lines) * self.step + px(4)
        if self.prompt_hint is not None:
            # TRANSLATORS: a small button: what would the computer choose here?
            hint = _("Hint")
            hw = max(px(92), Button.width_for(a, hint, px(36), keys_words("H", enter)))  # its keys (Enter with the ring)
            self.hint_button = Button((self.box.right - px(16) - hw, self.box.y + px(10 if band else 14), hw, px(36)),
                                      hint, self.ask_hint, key=pygame.K_h, key_label="H",
                                      click_sound=lambda: self.ctx.audio.play("click"))
            if self.hint_beside:  # beside the last answer, which takes the rest of its row
                final = self.buttons[-1].rect
                final.w = bw - hw - px(12)
                self.hint_button.rect.update(final.right + px(12), final.y + (bh - px(36)) // 2, hw, px(36))
            elif self.stacked:  # under the answers, as wide, as tall as the row kept for it: its words at the
                # small button's size with a margin around them (pt16: "Dica" touched its edges at 960x540/150%)
                self.hint_button.rect.update(x0, self.box.bottom - foot - bh, bw, bh)
                self.hint_button.words_for = px(36)
            self.buttons.append(self.hint_button)

    @property
    def animating(self) -> bool:
        return self.prompt_hint is not None and self.prompt_hint.asking

    def ask_hint(self) -> None:
        if self.prompt_hint is not None and self.prompt_hint.ask():
            self.mark(self.box)
            if self.within is not None:  # at the table, the box grows for the answer's lines
                self.resize()

    def update(self, dt: float) -> None:
        if self.prompt_hint is not None and self.prompt_hint.poll():
            self.mark(self.box)

    def answer(self, fn: Callable[[], None]) -> None:
        if self.prompt_hint is not None:
            self.prompt_hint.cancel()
        self.close()
        fn()

    def handle(self, event: pygame.event.Event) -> None:
        if moves_over.handled(self, event):  # the table's Moves, over the question (M, or a click on it)
            return
        for b in self.buttons:
            if b.handle(event):
                self.mark(self.box)
                if self.done:
                    return

    def heading(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The title, drawn within the box: smaller where it is long (a
        match's result at 150% text), down to the normal text size's, before
        it is cut; and where it goes."""
        lay = self.ctx.layout
        room, middle = self.box.w - lay.px(40), self.box.centerx
        smallest = self.title_size if self.within is None else lay.px(18)  # at the table, smaller before it is cut
        if self.hint_button is not None and not self.stacked:  # clear of the Hint button, on either side
            room = self.box.w - 2 * (self.box.right - self.hint_button.rect.x + lay.px(TITLE_GAP))
            left = self.hint_button.rect.x - lay.px(TITLE_GAP) - (self.box.x + lay.px(20))
            a = self.ctx.assets

            def size_in(width: int) -> int:  # the largest size the title is whole at in ``width``; 0: none
                return next((s for s in range(self.title_size, a.unscaled(smallest) - 1, -1)
                             if a.font(s, True).size(self.title)[0] <= width), 0)

            if size_in(left) > size_in(room):
                # smaller (or cut) in the middle: in the room left of the Hint, in its middle, at a larger size
                room, middle = left, self.box.x + lay.px(20) + left // 2
        t = fit_text(self.ctx.assets, self.title, self.title_size, smallest, room, GOLD_LIGHT, bold=True)
        return t, t.get_rect(midtop=(middle, self.box.y + self.top))

    def draw_lit(self, surface: pygame.Surface) -> None:
        moves_over.draw(self, surface)  # the table's Moves, working over the question

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        draw_panel(surface, self.box, radius=lay.px(18))
        said = self.prompt_hint.said if self.prompt_hint is not None and self.prompt_hint.advice else ""
        surface.blit(*self.heading())  # the question stays; the hint's answer goes under it
        if said and self.within is not None:  # the two lines kept for it under the heading
            font = a.font(self.advice_size)
            for i, line in enumerate(wrap(said, font, self.box.w - lay.px(40))[:self.advice_lines]):
                h = a.text(line, self.advice_size, (150, 255, 175))
                surface.blit(h, h.get_rect(midtop=(self.box.centerx, self.box.y + self.advice_y + i * font.get_linesize())))
            said = ""
        for i, line in enumerate(self.lines):
            s = a.text(line, self.size, TEXT)
            surface.blit(s, s.get_rect(midtop=(self.box.centerx, self.box.y + self.text_top + i * self.step)))
        if said:
            font = a.font(lay.px(20))
            for i, line in enumerate(wrap(said, font, self.box.w - lay.px(40))[:2]):
                drawn = a.text(line, lay.px(20), (150, 255, 175))
                surface.blit(drawn, drawn.get_rect(midtop=(self.box.centerx, self.box.y + self.advice_y + i * font.get_linesize())))
        for b in self.buttons:
            b.draw(surface, a)


def confirm(ctx: Context, title: str, text: str, yes: str, on_yes: Callable[[], None],
            no: str | None = None, safe: bool = False) -> ChoiceScene:
    """A yes-or-no question; ``no`` says "Cancel" unless given. ``safe``:
    where yes costs the player something (a saved match given up), no is
    the default, so that a hasty Enter keeps what they had."""
    # TRANSLATORS: the button that answers no to a question and closes it
    return ChoiceScene(ctx, title, text, [(yes, on_yes), (_("Cancel") if no is None else no, lambda: None)],
                       default=1 if safe else 0)


__all__ = ["ChoiceScene", "confirm"]
