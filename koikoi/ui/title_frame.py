"""The title's box laid out: where it stands under the big name, how wide
and tall it is, its choices at its top and its buttons under them
(Continue and the saved match's line when one waits, New match, then two
rows of two). :class:`TitleFrame` is the half of
:class:`~.scenes.title.TitleScene` that places them; the scene paints them."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import i18n
from ..i18n import _, pgettext
from ..storage import record, savegame
from ..storage.settings import GAMES
from .deck_titles import rules_title_played
from .focus import REACH
from .notices import NoticePanel
from .assets import TEXT_DIM
from .scene import Context
from .title_heading import SUB_BOTTOM, heading_size
from .title_layout import labels_width, most_end_lines, one_size
from .title_paint import CONTINUE_H, saved_gaps
from .title_record import wrapped_record
from .title_words import continue_words, game_name, saved_summary, version_sentence
from .widgets import Button, Choice, Picker, Widget, wrap


class TitleFrame:
    """The title's box and everything in it, placed."""

    # the scene's (:class:`~.scenes.title.TitleScene`)
    ctx: Context
    widgets: list[Widget]
    game_played: str
    saved: savegame.Saved | None
    waiting: dict[str, savegame.Saved | None]
    played: record.Record  # the player's record, read when the title opens
    game: Choice
    language: Picker
    make_choices: Callable[[int, int, int, int, int], list[Choice]]
    make_language: Callable[[], None]
    presets_offered: Callable[[str], list[str]]
    preset_title: Callable[[object], str]
    saved_summary: Callable[[], str]
    continue_label: Callable[[], str]
    new_label: Callable[[], str]
    continue_match: Callable[[], None]
    new_match: Callable[[], None]
    how_to_play: Callable[[], None]
    open_settings: Callable[[], None]
    open_history: Callable[[], None]
    quit: Callable[[], None]
    place_notices: Callable[[], NoticePanel]
    heading: Callable[[], tuple[str, str]]
    notice_panel: NoticePanel

    @property
    def record_line(self) -> str:
        """The player's record in a line ("" before any match), said when shown."""
        return record.summary(self.played, self.game_played)

    def place(self) -> None:
        """The title laid out (:meth:`lay_out`)."""
        self.lay_out()

    def games_framed(self) -> list[str]:
        """The games the Game choice moves between: both, or ``--rules``'s alone."""
        return [self.game_played] if self.ctx.options.rules else list(GAMES)

    def saved_lines_of(self, game: str, box_w: int) -> list[str]:
        """Where ``game``'s saved match stands (none: no lines), wrapped to the box at the text size chosen."""
        saved, px = self.waiting.get(game), self.ctx.layout.px
        if not saved:
            return []
        return wrap_keeping(saved_summary(saved, game), rules_title_played(saved.match.rules),
                            self.ctx.assets.font(px(18)), box_w - px(24))

    def box_height(self, game: str, box_w: int, saved_lines: list[str], top: int) -> tuple[int, int]:
        """The box's height with ``game`` chosen, its first choice ``top`` under its top, with its saved match's
        lines (none: New match alone), and the room Continue and those lines take; the box taller where the lines
        on what ends the match, at its foot, would come within the ring of the buttons above them (pt16: at 150%
        text it crossed them)."""
        a, px = self.ctx.assets, self.ctx.layout.px
        above, below = saved_gaps(a.font(px(18)), saved_lines)  # clear of both rings
        span = px(CONTINUE_H) + above + len(saved_lines) * a.font(px(18)).get_linesize() + below
        gostop = game == "gostop"
        pitch = px(43) if gostop else px(48)  # Go-Stop's five rows (its players under its match length) closer
        ends = self.length_lines(box_w, most=True, game=game)  # as many as any rule set offered takes
        extra = px(82) + span - px(100) if saved_lines else 0  # room for Continue and the lines
        extra += top - (px(18) if saved_lines else px(24))  # the top's room: less of it where a saved match waits
        extra += (len(ends) - 1) * a.font(px(16)).get_height()  # what ends the match
        extra += 5 * pitch - 4 * px(48) if gostop else 0
        lowest = top + 3 * pitch + px(52) + (pitch if gostop else 0) + (span - px(12) if saved_lines else 0) \
            + px(130) + px(42)  # the foot of History and Quit (:meth:`lay_buttons`)
        ends_top = px(448) + extra - px(8) - sum(a.text(words, px(16), TEXT_DIM).get_height() for words in ends)
        return px(448) + extra + max(0, lowest + REACH + 1 - ends_top), span

    def lay_out(self) -> None:
        """The box, its choices and its buttons. The box's width, its top and the big name's size are those the
        tallest and widest of the games the Game choice offers needs, with its saved match if one waits: the
        Game choice and the choices under it stay where they are whichever game is chosen and whether its
        match waits or not (issue 39: Continue pushed the box up, and a quick second click on the Game choice's
        arrow, the mouse at rest, landed on another control)."""
        lay = self.ctx.layout
        W, H = lay.window
        px = lay.px
        games = self.games_framed()
        box_w = max(self.box_width(g) for g in games)
        # where the saved match stands, in as many lines as it takes at the text size chosen
        self.saved_lines = self.saved_lines_of(self.game_played, box_w)
        top = px(18) if any(self.waiting.get(g) for g in games) else px(24)  # the saved lines take some of it
        tallest = max(self.box_height(g, box_w, self.saved_lines_of(g, box_w), top)[0] for g in games)
        frame = pygame.Rect(0, 0, box_w, tallest)
        frame.midtop = (int(W * 0.70), int(H * 0.5) - px(150) - (tallest - px(448)) // 2)
        frame.right = min(frame.right, W - px(12))  # a box widened for its words stays in the window
        self.place_heading(frame, [game_name(g) for g in games])
        height, span = self.box_height(self.game_played, box_w, self.saved_lines, top)
        self.box = pygame.Rect(frame.x, frame.y, box_w, height)  # at the frame's top: shorter when it needs less
        gostop = self.game_played == "gostop"
        pitch = px(43) if gostop else px(48)
        x, w, h = self.box.x + px(30), self.box.w - px(60), px(40)
        y = self.box.y + top
        shown = self.make_choices(x, y, w, h, pitch)
        self.lay_buttons(x, y + 3 * pitch + px(52) + (pitch if gostop else 0), w, span)  # a ring's reach below
        self.make_language()
        self.widgets = [*shown, *self.buttons, self.language]
        self.record_lines = wrapped_record(self.ctx.assets, self.record_line, lay.window, self.box, px)  # clear of it
        self.notice_panel = self.place_notices()
        self.widgets += self.notice_panel.buttons

    def lay_buttons(self, x: int, by: int, w: int, span: int) -> None:
        """The buttons from ``by`` down: Continue and the saved match's lines (``span`` tall) when one waits,
        New match, then How to play and Settings, History and Quit."""
        px = self.ctx.layout.px
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        above, _below = saved_gaps(self.ctx.assets.font(px(18)), self.saved_lines)  # as box_height has them
        bw = (w - px(16)) // 2
        # TRANSLATORS: the names of the Enter and Esc keys, written on a button beside its label
        enter, esc = pgettext("key", "Enter"), pgettext("key", "Esc")
        self.continue_button: Button | None = None
        self.saved_line_y = 0
        if self.saved:
            self.continue_button = Button((x, by, w, px(CONTINUE_H)), self.continue_label(), self.continue_match,
                                          primary=True, key=pygame.K_RETURN, key_label=enter, click_sound=click)
            self.saved_line_y = by + px(CONTINUE_H) + above
            by += span
            self.new_button = Button((x, by, w, px(46)), self.new_label(), self.new_match, click_sound=click)
            by -= px(12)  # the rows below follow this slimmer button as they follow the big one
        else:
            self.new_button = Button((x, by, w, px(58)), _("New match"), self.new_match, primary=True,
                                     key=pygame.K_RETURN, key_label=enter, click_sound=click)
        self.rules_button = Button((x, by + px(72), bw, px(46)), _("How to play"), self.how_to_play,
                                   click_sound=click)
        self.settings_button = Button((x + bw + px(16), by + px(72), bw, px(46)), _("Settings"), self.open_settings,
                                      click_sound=click)
        # TRANSLATORS: the title's button that opens the player's statistics and the list of their past matches
        self.history_button = Button((x, by + px(130), bw, px(42)), _("History"), self.open_history,
                                     click_sound=click)
        # TRANSLATORS: the title's button that closes the game (it asks first)
        self.quit_button = Button((x + bw + px(16), by + px(130), bw, px(42)), _("Quit"), self.quit,
                                  key=pygame.K_ESCAPE, key_label=esc, click_sound=click)
        self.buttons = [b for b in (self.continue_button, self.new_button, self.rules_button, self.settings_button,
                                    self.history_button, self.quit_button) if b is not None]
        for b in self.buttons:
            b.steady = True  # the ring coming to it neither shrinks nor cuts its words
        one_size([self.rules_button, self.settings_button, self.history_button, self.quit_button], px(46))

    def box_width(self, game: str) -> int:
        """The choices' box in ``game``: as wide as the longest label and rule set's title need, and Continue
        naming the rules of the saved match waiting, up to what the window leaves."""
        lay = self.ctx.layout
        px, h = lay.px, lay.px(40)
        font = self.ctx.assets.font(Choice.label_size(h))
        labels = [_("Game"), _("Opponent"), _("Rules"), _("Match length"), _("Players")]
        label_w = labels_width(self.ctx.assets, labels, h)
        longest = max(font.size(self.preset_title(p))[0] for p in self.presets_offered(game)) + Choice.arrows_w(h)
        saved = self.waiting.get(game)
        if saved:  # Continue naming the saved match's rules, whole beside its Enter, ring or not
            longest = max(longest, Button.width_for(self.ctx.assets, continue_words(rules_title_played(
                saved.match.rules)), px(CONTINUE_H), pgettext("key", "Enter"), True) - label_w)
        return max(px(500), min(label_w + longest + px(60), lay.window[0] // 2 - px(12)))

    def place_heading(self, frame: pygame.Rect, names: list[str]) -> None:
        """The ``frame`` (the tallest box) moved down until the name and subtitle fit above it, as far as the version
        line allows (a box too tall for that goes left of that line, down to the foot); the name drawn smaller
        where they do not, at one size for each of the games' ``names``."""
        a, px, (W, H) = self.ctx.assets, self.ctx.layout.px, self.ctx.layout.window
        floor = H - px(8) - a.font(px(16)).get_linesize() - px(4)
        below_sub = px(SUB_BOTTOM) + a.font(px(28)).get_linesize()  # the line under the name, above the box
        head = below_sub + a.font(px(120), True).get_height() + px(6)
        if max(frame.y, head) + frame.h > floor:
            frame.right = min(frame.right, W - px(24) - a.font(px(16)).size(version_sentence())[0])
            floor = H - px(8)
        frame.y = min(max(frame.y, head), floor - frame.h)
        subtitle = self.heading()[1]  # (each game's line under its name is as tall)
        self.title_size = min(heading_size(a, px, (W, H), frame, n, subtitle) for n in names)  # whole in the window

    def length_lines(self, box_w: int | None = None, most: bool = False, game: str | None = None) -> list[str]:
        """What ends the match in ``game`` (the one chosen), wrapped to ``box_w`` (or the box); ``most``: the room
        kept for any rule set's (:func:`most_end_lines`)."""
        box_w = self.box.w if box_w is None else box_w
        game = game or self.game_played
        s, px, key = self.ctx.settings, self.ctx.layout.px, (self.ctx.settings, i18n.language(), box_w)
        kept = self.__dict__.setdefault("_length", {})
        if kept.get((game, most), (None,))[0] != key:  # the rules are read once for each change
            kept[game, most] = (key, most_end_lines(s, game, self.ctx.options.rules, self.ctx.assets.font(px(16)),
                                                    box_w - px(40), offered=most))
        return kept[game, most][1]


def wrap_keeping(text: str, whole: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` wrapped to ``width``, ``whole`` in it (a rule set's title) on one line where a line holds it: the
    lines before it as they wrap, it on the last of them where it fits there, else starting the next (pt25-304
    read "マッゴ（二人で / 遊ぶゴーストップ）": Japanese breaks between the phrases of a title too)."""
    lines = wrap(text, font, width)
    at = text.find(whole)
    if at <= 0 or font.size(whole)[0] > width or any(whole in line for line in lines):
        return lines
    head, tail = text[:at], text[at:]
    kept = wrap(head, font, width)
    joined = kept[-1] + (" " if head[-1].isspace() else "") + tail.strip() if kept else tail.strip()
    if kept and font.size(joined)[0] <= width:
        return [*kept[:-1], joined]
    return [*kept, *wrap(tail, font, width)]
