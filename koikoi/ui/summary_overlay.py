"""A round's (or a hand's) summary over the table, of either game: its
box is each game's own (:mod:`koikoi.ui.scenes.summary`,
:mod:`koikoi.ui.scenes.gostop_summary`); the buttons at its foot are shared."""

from __future__ import annotations

from typing import Generic, TypeVar

import pygame

from ..i18n import _, pgettext
from .button_rows import row_widths
from .scene import Context, Overlay, SummarisedTable
from .widgets import ReadableButton, Widget, draw_panel

SummarisedT = TypeVar("SummarisedT", bound=SummarisedTable)


class SummaryOverlay(Overlay, Generic[SummarisedT]):
    """A round's (or a hand's) summary over the table: Next (Enter) and,
    beside it, Menu (Esc) under the box: Esc opens the pause menu here as
    everywhere in a match, and the button says so. In the attract mode it
    moves on by itself."""

    dim = 150

    def __init__(self, ctx: Context, table: SummarisedT) -> None:
        super().__init__(ctx)
        self.table = table
        self.auto = 6.0 if table.demo else None  # the attract mode moves on by itself
        self.box = pygame.Rect(0, 0, 0, 0)  # the summary's own place() sets it
        self.buttons: list[ReadableButton] = []

    k = 1.0  # the share of their size the texts are drawn at: less where the window is short of room

    def z(self, design: float) -> int:
        """A design text size in window pixels, at the summary's share of it."""
        return max(1, round(self.ctx.layout.px(design) * self.k))

    def paint(self, surface: pygame.Surface | None, box: pygame.Rect) -> int:
        """The summary's lines in ``box``, one under another by their fonts'
        heights (measured only, without a surface); where they end, from
        its top. Each game's summary paints its own."""
        return 0

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.box, radius=self.ctx.layout.px(20))
        self.paint(surface, self.box)
        for b in self.buttons:
            b.draw(surface, self.ctx.assets)

    def place_buttons(self, label: str) -> None:
        """The buttons, at the foot of ``self.box``: ``label`` is the first's,
        then the move log of the round just ended (M), then the menu (Esc).
        A replay's table may say otherwise (at its record's end, it only closes)."""
        label = getattr(self.table, "summary_label", lambda label: label)(label)
        lay = self.ctx.layout
        bh, gap = lay.px(56), lay.px(20)
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        # TRANSLATORS: the names of the Enter and Esc keys, written on a button beside its label
        enter, esc = pgettext("key", "Enter"), pgettext("key", "Esc")
        # the table's own button's word: the moves of the round just ended, how it was won
        moves = _("Moves")
        # TRANSLATORS: a button that opens the pause menu (resume, settings, quit)
        menu = _("Menu")
        if getattr(self.table, "replaying", False):
            # TRANSLATORS: the button under a replay's summary that leaves the replay, back to the screen that
            # opened it (the past matches, the title); it names where it goes, beside "Stay at the last move"
            menu = pgettext("replay", "Leave the replay")
        # each as wide as its words and key need at the size chosen ("Manche suivante"), within the box, the box
        # widened for them first, up to the window's width: a row's words shrunk read as lesser buttons than
        # every other dialog's (pt26, 150% text: the replay's "Rester à la fin", "Quitter la lecture")
        a = self.ctx.assets
        row = [(label, enter, True), (moves, "M", False), (menu, esc, False)]
        need = sum(max(lay.px(w), ReadableButton.width_for(a, words, bh, keys, primary))
                   for w, (words, keys, primary) in zip((260, 170, 170), row)) + 2 * gap
        wide = min(lay.window[0] - 2 * lay.px(8), need + 2 * lay.px(16))
        if wide > self.box.w:
            self.box = self.box.inflate(wide - self.box.w, 0)
        room = self.box.w - 2 * lay.px(16)
        least = [min(lay.px(w), (room - 2 * gap) // 3) for w in (260, 170, 170)]
        nw, vw, mw = row_widths(a, row, bh, least, room, gap, ReadableButton)  # the row at one size, as large as fits
        x = self.box.centerx - (nw + vw + mw + 2 * gap) // 2
        y = self.box.bottom - bh - lay.px(22)
        self.next_button = ReadableButton((x, y, nw, bh), label, self.next, primary=True, key=pygame.K_RETURN,
                                          also=(pygame.K_KP_ENTER,), key_label=enter, click_sound=click)
        self.moves_button = ReadableButton((x + nw + gap, y, vw, bh), moves, self.open_moves,
                                           key=pygame.K_m, key_label="M", click_sound=click)
        self.menu_button = ReadableButton((x + nw + vw + 2 * gap, y, mw, bh), menu, self.table.open_pause,
                                          key=pygame.K_ESCAPE, key_label=esc, click_sound=click)
        self.buttons = [self.next_button, self.moves_button, self.menu_button]

    def open_moves(self) -> None:
        """The move log of the round (or hand) just ended, over its summary."""
        self.push(self.ctx.screens.moves(self.table.log, self.table.names))

    def focus_order(self) -> list[Widget]:
        return [] if self.table.attract else list(self.buttons)

    def next(self) -> None:
        if self.done:
            return
        self.close()
        self.table.after_summary()

    def update(self, dt: float) -> None:
        self.auto = None if self.auto is None else self.auto - dt
        if self.auto is not None and self.auto <= 0:
            self.auto = None
            self.next()

    def waited(self, seconds: float) -> None:
        self.update(seconds)  # the demo moves on after its seconds, slept through or not

    def handle(self, event: pygame.event.Event) -> None:
        if self.table.attract and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.table.handle(event)
            return
        self.handle_buttons(event, self.buttons)
