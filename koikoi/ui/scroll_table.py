"""A match's end, of either game, as one scrolling table: the winner and
the final score over a table of its rounds (Koi-Koi, :mod:`.scenes.match_end`)
or hands (Go-Stop, :mod:`.scenes.gostop_match_end`), the player's record
under it, then Play again (Enter) and Title screen (Esc).

The text is drawn at the size the player chose, never smaller: where the
window does not hold every row, the table shows as many as fit (its last
ones first), a line says which, and the wheel, ↑ ↓, Page Up / Page Down and
Home / End scroll it; ← → and Tab go between the two buttons. Each game's
scene says its own words and draws its own cells; what they share (the
rows that fit, the scrolling, the buttons, where each text went) is here
(the scenes never import each other)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

import pygame

from ..i18n import _, pgettext
from .breaks import units
from .scene import Context, Scene
from .widgets import Button, ReadableButton, Widget

SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10,
               pygame.K_HOME: -1000, pygame.K_END: 1000}


def rows_that_fit(heights: Sequence[int], room: int, more_h: int) -> tuple[int, int]:
    """How many rows of ``heights`` the table shows in ``room``, and the
    height they take: all where they fit; else as many as any run of them
    scrolled to fits with the line (``more_h`` tall) that says which are shown."""
    if sum(heights) <= room:
        return len(heights), sum(heights)
    shown, rows_h = 1, max(heights, default=0)
    for n in range(2, len(heights)):
        tallest = max(sum(heights[i:i + n]) for i in range(len(heights) - n + 1))
        if tallest > room - more_h:
            break
        shown, rows_h = n, tallest
    return shown, rows_h


def share_width(widths: list[int], least: Sequence[int], room: int, wrapped: tuple[int, int] = (2, 3)) -> None:
    """The two wrapped columns (How and Multipliers) in ``room``: as wide as
    their cells where it holds them, else each a share of it as its cells
    are long, never under its ``least`` (its heading, its longest word)."""
    a, b = wrapped
    if widths[a] + widths[b] <= room:
        return
    b_w = min(widths[b], max(least[1], room * widths[b] // max(1, widths[a] + widths[b])))
    widths[a], widths[b] = max(least[0], room - b_w), b_w


def widest_word(font: pygame.font.Font, text: str) -> int:
    """The width of ``text``'s widest piece that a wrapped line keeps whole
    (a word; in Japanese, a phrase up to its particle or 、): the least a
    wrapped column may be (split at spaces, a Japanese cell was one "word"
    wider than the window at 150%)."""
    words = ("".join(word).strip() for phrase in units(text) for word in phrase)
    return max((font.size(w)[0] for w in words if w), default=0)


class ScrollingTableScene(Scene, ABC):
    """The shared half of a match's end. A subclass sets :attr:`rows`,
    :attr:`shown` and :attr:`box` in its ``place`` (with :func:`rows_that_fit`
    and :meth:`place_buttons`), draws with :meth:`put`, and says
    :meth:`play_again`."""

    steps_move_focus = True  # ← → go between the buttons (↑ ↓ scroll the rows)
    SCROLL_KEYS = SCROLL_KEYS

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.rows: Sequence[object] = []
        self.first = 0  # the first row shown
        self.shown = 0  # how many rows fit
        self.buttons: list[Button] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.drawn: list[tuple[str, pygame.Rect, int]] = []  # (text, where, size) of the last frame

    def enter(self) -> None:
        super().enter()
        self.ctx.audio.play("match_end")

    def line_step_at(self, size: int) -> int:
        """How far apart a cell's lines stand at ``size``: a line of the font, or the height its text is drawn
        at where that is taller (a wrapped Go-Stop cell's lines touched at 125% and 150%)."""
        a = self.ctx.assets
        return max(a.font(size).get_linesize(), a.text("Hg", size, (255, 255, 255)).get_height())

    # --- the buttons ------------------------------------------------------------
    def place_buttons(self, bottom_gap: int) -> None:
        """Play again (Enter) and Title screen (Esc) side by side at the box's
        foot, ``bottom_gap`` over its bottom, each as wide as its words and
        key need at the size chosen, as the box allows."""
        px = self.ctx.layout.px
        bh = px(54)
        y = self.box.bottom - bh - bottom_gap
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        (again, enter, aw), (to_title, esc, tw) = self.button_words()
        room = self.box.w - 2 * px(16) - px(20)
        if aw + tw > room:
            aw, tw = aw * room // (aw + tw), tw * room // (aw + tw)
        x = self.box.centerx - (aw + px(20) + tw) // 2  # the two centred together, however unlike their widths
        self.again = ReadableButton((x, y, aw, bh), again, self.play_again,
                                    primary=True, key=pygame.K_RETURN, key_label=enter, click_sound=click)
        self.title_button = ReadableButton((x + aw + px(20), y, tw, bh), to_title, self.to_title,
                                           key=pygame.K_ESCAPE, key_label=esc, click_sound=click)
        self.buttons = [self.again, self.title_button]

    def button_words(self) -> tuple[tuple[str, str, int], tuple[str, str, int]]:
        """Play again's and Title screen's words, keys and widths at the size chosen (at least 220 design px)."""
        px, a = self.ctx.layout.px, self.ctx.assets
        # TRANSLATORS: buttons at the match's end: a new match with the same rules, or back to the title
        again, to_title = _("Play again"), _("Title screen")
        # TRANSLATORS: the names of the Enter and Esc keys, written on a button beside its label
        enter, esc = pgettext("key", "Enter"), pgettext("key", "Esc")
        return ((again, enter, max(px(220), ReadableButton.width_for(a, again, px(54), enter, primary=True))),
                (to_title, esc, max(px(220), ReadableButton.width_for(a, to_title, px(54), esc))))

    def buttons_width(self) -> int:
        """The room the two buttons take side by side: the panel is at least as wide (pt23: a short match's
        panel, sized for two buttons of 220 design px, left Korean "타이틀 화면 Esc" past its border)."""
        (_a, _e, aw), (_t, _k, tw) = self.button_words()
        return aw + self.ctx.layout.px(20) + tw

    def focus_order(self) -> list[Widget]:
        return list(self.buttons)

    # --- actions ----------------------------------------------------------------
    @abstractmethod
    def play_again(self) -> None:
        """A new match of the same game and rules (each game's own table makes it)."""

    def to_title(self) -> None:
        self.replace(self.ctx.screens.title())

    def scroll(self, rows: int) -> None:
        """Move the shown rows by ``rows`` (negative: back towards the first)."""
        first = max(0, min(len(self.rows) - self.shown, self.first + rows))
        if first != self.first:
            self.first = first
            self.invalidate()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif event.type == pygame.KEYDOWN and event.key in self.SCROLL_KEYS:
            self.scroll(self.SCROLL_KEYS[event.key])
        for b in self.buttons:
            if b.handle(event):
                self.invalidate()
                if self.done:
                    return

    # --- drawing ----------------------------------------------------------------
    def put(self, surface: pygame.Surface, text: str, size: int, colour: tuple[int, int, int], bold: bool = False,
            **where: tuple[int, int]) -> None:
        """Draw a line of text placed as ``where`` says (``midtop=(x, y)``...), and keep where it went."""
        img = self.ctx.assets.text(text, size, colour, bold=bold)
        rect = img.get_rect(**where)
        surface.blit(img, rect)
        self.drawn.append((text, rect, size))
