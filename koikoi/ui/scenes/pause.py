"""Esc pauses: resume, settings, how to play, or quit to the title, beside
every keyboard shortcut of the game. The match is saved as it is played, so
leaving it costs nothing: the title offers to continue it (demo play is not
saved, and is left without asking)."""

from __future__ import annotations

from typing import Protocol

import pygame

from ...games.gostop.rules import GoStopRules
from ...games.koikoi.rules import Rules
from ...i18n import N_, _, pgettext
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..hand_keys import KEYED, PLAY_BY_NUMBER, dealt, number_keys
from ..rows import ScrollBar
from ..scene import Context, Overlay
from ..widgets import ENTER_KEYS, Button, ReadableButton, draw_panel, keys_words, wrap

# Every shortcut, grouped by where it works: (heading, ((keys, what it does), ...)),
# in English: translated where shown. Keys are written as on the keyboard;
# "1-8" is a range, ", " separates keys.
SHORTCUT_GROUPS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    # TRANSLATORS: a heading of the pause menu's list of keyboard shortcuts
    (N_("At the table"), (
        # TRANSLATORS: keys of a shortcut, as printed on the keyboard ("1-8": the keys 1 to 8)
        ("1-8", PLAY_BY_NUMBER),
        # TRANSLATORS: keys of a shortcut: the keys 1 and 2
        # TRANSLATORS: the cards a choice offers are marked on the table with the number of the key that takes
        # each (they may lie one above the other: not "the left one")
        ("1, 2", N_("two field cards match: take the one marked 1 or 2")),
        # TRANSLATORS: the arrow keys and Enter, as printed on the keyboard
        (N_("← →, Enter"),
         N_("hold up a hand card and play it; at a choice of two, put the ring on one and take it")),
        # TRANSLATORS: the key H, as printed on the keyboard (the key stays H whatever is written)
        ("H", N_("hint: the card the computer would play")),
        # TRANSLATORS: the key L, as printed on the keyboard (the key stays L whatever is written)
        ("L", N_("lay the card on the field (rules that allow it)")),
        # TRANSLATORS: the key M, as printed on the keyboard (the key stays M whatever is written)
        ("M", N_("the round's move log")),
        # TRANSLATORS: the key Y, as printed on the keyboard (the key stays Y whatever is written): it names the yaku
        # in progress that the side panel only counts ("+2 more"), beside the panel; again, the next count's
        ("Y", N_("name the yaku in progress behind the panel's “+N more”")),
        # TRANSLATORS: the Enter key, or a click of the mouse (as the deal's line says: "click or press Enter")
        (N_("Enter, click"), N_("skip the deal and the banners")),
    )),
    # TRANSLATORS: a heading of the pause menu's list of keyboard shortcuts
    (N_("On the koi-koi prompt"), (
        # TRANSLATORS: the keys S and Enter, as printed on the keyboard
        (N_("S, Enter"), N_("stop and score")),
        # TRANSLATORS: the key K, as printed on the keyboard (the key stays K whatever is written)
        ("K", N_("koi-koi: play on for more")),
        ("H", N_("hint: would the computer stop or play on?")),
    )),
    # TRANSLATORS: a heading of the pause menu's list of keyboard shortcuts: keys that work on every screen
    (N_("Anywhere"), (
        # TRANSLATORS: the Escape key, as printed on the keyboard
        (N_("Esc"), N_("pause (this menu); Esc again resumes")),
        # TRANSLATORS: the keys Enter and Esc, as printed on the keyboard; Enter gives the answer drawn lit (its
        # button says "Enter"), Esc the last one (pt22: "the first answer" read false where Keep it was lit, second)
        (N_("Enter, Esc"), N_("answer a question: Enter, the answer drawn lit; Esc, the last one")),
        # TRANSLATORS: the keys Tab and Shift+Tab, as printed on the keyboard
        (N_("Tab, Shift+Tab"), N_("move the ring between buttons and choices")),
        # TRANSLATORS: the keys Enter and Space and the left and right arrows, as printed on the keyboard
        (N_("Enter, Space, ← →"), N_("press the button the ring is on, or change its choice")),
        # TRANSLATORS: the key F11, as printed on the keyboard
        ("F11", N_("full screen on and off")),
    )),
)
SHORTCUTS: tuple[tuple[str, str], ...] = tuple(pair for _heading, pairs in SHORTCUT_GROUPS for pair in pairs)
# Go-Stop's table has no laying down: its own shortcuts are the table's first, the hint,
# the last hand's sum, the hand's move log, skipping, and those of every screen.
GOSTOP_SHORTCUT_GROUPS = (
    (SHORTCUT_GROUPS[0][0], (
        number_keys(KEYED),  # the keys of a hand of ten: the pause at a table says those of the hand it deals
        # TRANSLATORS: Go-Stop: the keys 1 and 2 at a choice of two field cards (Go-Stop's own words for the field:
        # Korean 바닥, where Koi-Koi says 테이블)
        ("1, 2", N_("two cards on the field match: take the one marked 1 or 2")),
        *(p for p in SHORTCUT_GROUPS[0][1] if p[0] in ("← →, Enter", "H", "Y")),
        # TRANSLATORS: Go-Stop: the key R shows again how the last hand was scored (L lays a card down in
        # Koi-Koi: one key, one meaning in both games)
        ("R", N_("the last hand's sum: how its points were counted")),
        # TRANSLATORS: Go-Stop: the key M opens the log of the hand's moves
        ("M", N_("the hand's move log")),
        SHORTCUT_GROUPS[0][1][-1],
    )),
    # TRANSLATORS: a heading of the pause menu's list of keyboard shortcuts: Go-Stop's question Go or Stop?
    (N_("On Go or Stop?"), (
        # TRANSLATORS: Go-Stop: the keys S and Enter answer Stop (its own word, not Koi-Koi's for stopping)
        (SHORTCUT_GROUPS[1][1][0][0], N_("Stop: end the hand and score")),
        # TRANSLATORS: Go-Stop: the key G, as printed on the keyboard (the key stays G whatever is written)
        ("G", N_("Go: play on for more")),
    )),
    # TRANSLATORS: a heading of the pause menu's list of keyboard shortcuts: Go-Stop's other questions at the table
    (N_("On Go-Stop's other questions"), (
        # TRANSLATORS: Go-Stop: the keys Enter and Esc at the question whether to bomb or shake: Enter bombs or
        # shakes, Esc plays just the one card (a line that reads as a sentence, as the others: "Bomb? Shake?:"
        # read as a colon left dangling)
        (SHORTCUT_GROUPS[2][1][1][0], N_("asked to bomb or shake: Enter does it, Esc plays just the one card")),
        # TRANSLATORS: Go-Stop: the keys 1, 2 and Enter answer the sake cup's question (1 or Enter: the first
        # button, the way that scores more; 2: the other way)
        (N_("1, 2, Enter"), N_("the sake cup: 1 or Enter counts it the way that scores more (the first button), 2 "
                               "the other way")),
        # TRANSLATORS: Go-Stop: the keys W, P and Enter answer "Four of a month!" when dealt the four cards of a
        # month (W or Enter: win the hand now, P: play on; the keys stay W and P whatever is written)
        (N_("W, P, Enter"), N_("four of a month dealt to you: win the hand now, or play on; Enter wins now")),
    )),
    SHORTCUT_GROUPS[2],
)

BUTTON_W, BUTTON_H, BUTTON_GAP = 280, 52, 16  # design pixels


class PausedTable(Protocol):
    """What the pause menu sees of the table beneath it, of either game (a
    :class:`~koikoi.ui.scene.TableView` or a Go-Stop ``GostopView`` is one)."""

    @property
    def rules(self) -> Rules | GoStopRules:  # for "How to play"
        ...

    @property
    def demo(self) -> bool:  # a demo is left without saving
        ...


class PauseScene(Overlay):
    groups = SHORTCUT_GROUPS  # the shortcuts listed, by where they work
    game = "koikoi"  # the game played: Settings shows its rules

    def __init__(self, ctx: Context, table: PausedTable) -> None:
        super().__init__(ctx)
        self.table = table
        # the number keys as they work for the hand this table deals (1-7 at Go-Stop's table of three)
        first, *rest = self.groups
        numbers = number_keys(dealt(table.rules, getattr(table, "players", 2)))
        self.groups = ((first[0], tuple(numbers if what in (PLAY_BY_NUMBER, numbers[1]) else (keys, what)
                                        for keys, what in first[1])), *rest)
        self.buttons: list[Button] = []
        self.lines: list[tuple[str, str, bool]] = []  # (keys, what, is a heading), laid out by place()
        self.heading = ""
        self.list_size = 0  # the shortcuts' text size: the player's (place() lays them out at it)
        self.bar = ScrollBar((0, 0, 1, 1), lambda _offset: self.mark(self.list_rect.inflate(4, 4)))
        self.list_rect = pygame.Rect(0, 0, 0, 0)  # where the shortcuts show; they scroll in it when taller

    def place(self) -> None:
        """The buttons in a column on the left, the shortcuts on the right,
        at the player's text size; the panel is as tall as the longer of the
        two, as the window allows: a list taller than that scrolls, its bar beside it."""
        lay = self.ctx.layout
        px = lay.px
        a = self.ctx.assets
        W, H = lay.window
        margin = px(36)
        top = px(22) + a.font(px(48), bold=True).get_linesize() + px(20)  # under the heading
        buttons_h = 4 * px(BUTTON_H) + 3 * px(BUTTON_GAP)
        # TRANSLATORS: the pause menu's title
        self.heading = _("Paused")
        # TRANSLATORS: the pause menu's buttons: back to the game, the settings, the rules, and leaving the
        # match (a demo is not saved; a match is, and the title offers to continue it)
        # a guided match is not saved either (its lessons done are kept, and How to play says so)
        quit_label = (_("Quit to title") if self.table.demo or not getattr(self.table, "keeps", True)
                      else _("Save and quit to title"))
        items = [
            # TRANSLATORS: the pause menu's button back to the game
            (_("Resume"), self.resume_game, True, pygame.K_ESCAPE,
             keys_words(pgettext("key", "Enter"), pgettext("key", "Esc"))),
            # the keys' names, in every language (the keys stay F2, F1 and Q): not S nor H, which answer Stop and
            # ask a hint at the table and its questions (one key, one meaning on the screens a match moves between)
            (_("Settings"), self.open_settings, False, pygame.K_F2, "F2"),
            (_("How to play"), self.open_rules, False, pygame.K_F1, "F1"),
            (quit_label, self.quit_to_title, False, pygame.K_q, "Q"),
        ]
        # the buttons as wide as their words and keys need at full size, "Enter" written on the one the
        # ring is on too (the words keep their size when it comes), as far as half the window holds them
        enter = pgettext("key", "Enter")
        bw, bh = px(BUTTON_W), px(BUTTON_H)
        bw = min(max(bw, *(ReadableButton.width_for(a, label, bh, hint if enter in hint.split(" · ")
                                                     else keys_words(hint, enter), primary)
                            for label, _fn, primary, _key, hint in items)), max(bw, W // 2 - px(24)))
        # the list at the text size of every other line: where the window is too short for it, it scrolls
        size = self.list_size = self.text_size(22)
        font, bold = a.font(size), a.font(size, bold=True)
        shortcuts = [(_(keys), _(what)) for _heading, pairs in self.groups for keys, what in pairs]
        self.keys_w = max(bold.size(keys)[0] for keys, _what in shortcuts) + px(18)
        bar_w = px(12)
        room = W - px(24) - 3 * margin - bw - self.keys_w - 2 * bar_w  # the descriptions wrap past it
        self.what_w = min(room, max(font.size(what)[0] for _keys, what in shortcuts))
        self.line_h = font.get_linesize() + px(6)
        self.lines = []
        for heading, pairs in self.groups:
            self.lines.append((_(heading), "", True))
            for keys, what in pairs:
                for i, part in enumerate(wrap(_(what), font, self.what_w)):
                    self.lines.append((_(keys) if i == 0 else "", part, False))
        list_h = len(self.lines) * self.line_h + px(10) * (len(self.groups) - 1)
        h = min(top + max(list_h, buttons_h) + px(30), H - px(16))
        view_h = h - top - px(30)
        w = 3 * margin + bw + self.keys_w + self.what_w + (2 * bar_w if list_h > view_h else 0)
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (lay.window[0] // 2, lay.window[1] // 2)
        self.list_x = self.box.x + 2 * margin + bw
        self.list_y = self.box.y + top
        self.list_rect = pygame.Rect(self.list_x, self.list_y, self.keys_w + self.what_w + 4, view_h)  # and the shadows
        self.bar.rect = pygame.Rect(self.list_rect.right + bar_w, self.list_y, bar_w, view_h)
        self.bar.set_extent(list_h, view_h)
        x, y = self.box.x + margin, self.box.y + top
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        self.buttons = []
        for i, (label, fn, primary, key, hint) in enumerate(items):
            self.buttons.append(ReadableButton((x, y + i * (bh + px(BUTTON_GAP)), bw, bh), label, fn, primary=primary,
                                       key=key, key_label=hint, click_sound=click,
                                       also=ENTER_KEYS if primary else ()))

    def resume_game(self) -> None:
        self.close()

    def open_settings(self) -> None:
        self.push(self.ctx.screens.settings(in_game=True, game=self.game))

    def open_rules(self) -> None:
        # a table of three reads the deal of three
        self.push(self.ctx.screens.how_to_play(self.table.rules, players=getattr(self.table, "players", 2)))

    def quit_to_title(self) -> None:
        self.clear_to(self.ctx.screens.title())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:  # the shortcuts, when they are taller than the window
            self.bar.scroll_to(self.bar.offset - event.y * self.line_h)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            page = self.list_rect.h - self.line_h
            self.bar.scroll_to(self.bar.offset + (page if event.key == pygame.K_PAGEDOWN else -page))
            return
        if self.bar.handle(event):
            self.mark(self.bar.rect.inflate(4, 4))
        self.handle_buttons(event, self.buttons)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        draw_panel(surface, self.box, radius=lay.px(20), alpha=255)  # opaque: no line of a summary beneath shows through
        t = a.text(self.heading, lay.px(48), GOLD_LIGHT, bold=True)
        surface.blit(t, t.get_rect(midtop=(self.box.centerx, self.box.y + lay.px(22))))
        for b in self.buttons:
            b.draw(surface, a)
        self.draw_shortcuts(surface)

    def draw_shortcuts(self, surface: pygame.Surface) -> None:
        """The shortcuts in their box (scrolled as far as its bar says), and
        the bar: only the lines whole in the box, none cut in two at its
        edges (the bar says more lies beyond)."""
        a = self.ctx.assets
        size = self.list_size
        y = self.list_y - self.bar.offset
        clip = surface.get_clip()
        surface.set_clip(clip.clip(self.list_rect))
        tall = a.text("Ag", size, TEXT).get_height()  # a line's letters and their shadow
        for n, (keys, what, heading) in enumerate(self.lines):
            if heading and n:
                y += self.ctx.layout.px(10)
            if y < self.list_rect.top or y + tall > self.list_rect.bottom:
                y += self.line_h
                continue
            if heading:
                surface.blit(a.text(keys, size, TEXT_DIM, bold=True), (self.list_x, y))
            else:
                if keys:
                    surface.blit(a.text(keys, size, GOLD_LIGHT, bold=True), (self.list_x, y))
                surface.blit(a.text(what, size, TEXT), (self.list_x + self.keys_w, y))
            y += self.line_h
        surface.set_clip(clip)
        self.bar.draw(surface, a)


class GostopPauseScene(PauseScene):
    """Go-Stop's pause: the same buttons (the game is saved as it is
    played), with the shortcuts its table has."""

    groups = GOSTOP_SHORTCUT_GROUPS
    game = "gostop"
