"""Settings: the language, opponent, rules and each of their options, match length, animation speed,
reduced motion, volume and mute, fullscreen, card corner indices; for Go-Stop, its own rules and players.

The rules shown are those of the game chosen on the title (or, from the
pause, of the game being played): Koi-Koi's or Go-Stop's, each kept in the
settings as :data:`koikoi.storage.rule_options.KEPT` says. Every change is
applied at once and saved; a rule option is kept only when it differs from
the preset, so changing presets starts from its own values. Every option's
words (label, description, value names) come from :mod:`..rule_words`
(Go-Stop's from :mod:`..gostop_rule_words`); a fixed line at the foot of
the panel says what the option under the pointer does, or else the one last
changed. The rule options scroll in a box of their own, with a scroll bar;
where the left column cannot hold its rows (:mod:`..settings_fit`) they
head that list, which then spans the panel.

Every word is looked up when the scene lays itself out (:meth:`place`) or
draws: a change of language lays every scene out again, so the settings
come back in the new language, the same option still the one selected.
"""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from ... import i18n
from ...games.common.rulefiles import RuleSet, RulesError
from ...i18n import LANGUAGES, _, ngettext, pgettext
from ...storage import rule_options as RO
from ...storage.settings import TEXT_SIZES
from ..window import desktop_size, window_sizes
from ..config import LEVELS, game_played, length_changes, match_lengths, option_values, yaku_points_values
from ..rule_words import (
    GAME_OPTIONS, TABLE_HEADINGS, OptionWords, percent_name, refusal, speed_name, yaku_words,
)
from ..focus import REACH
from ..rows import Heading, Note, OptionRow, ScrollBar, SliderRow
from ..settings_fit import COLUMN_H, column_holds, label_share, preset_words, row_pitch
from ..settings_paint import paint_backdrop, paint_description
from ..settings_pane import LEAST, fit_pane, keep_in_place, pane_box
from ..settings_pointing import SettingsPointing
from ..settings_rules import GAMES, IN_GAME, idle_of, options_shown
from ..scene import Context, MenuScene
from ..button_rows import row_widths
from ..deck_choice import deck_rows, preset_changes
from ..widgets import ReadableButton, Widget, wrap

ERROR = (255, 150, 120)


class SettingsScene(SettingsPointing, MenuScene):
    def __init__(self, ctx: Context, in_game: bool = False, game: str | None = None) -> None:
        """``game``: the game whose rules are shown; by default the one the title starts."""
        super().__init__(ctx)
        self.in_game = in_game
        self.game = game or game_played(ctx.settings, ctx.options.rules)
        self.kept, self.rule_words, self.game_words = GAMES[self.game]
        self.error = ""
        self.pointed = ""  # the option under the pointer
        self.selected = ""  # the option last changed
        self.mouse = (-1, -1)
        self.bar = ScrollBar((0, 0, 1, 1), self.on_scroll)
        self.words: dict[str, OptionWords] = {}
        self.option_widgets: dict[str, Widget] = {}
        self.rows: list[Widget] = []  # the scrolling list: headings and rule options
        self.options: list[OptionRow] = []  # the rule options among them
        self.single, self.column_end = False, 0  # the game's options in the list too; where the column ends
        self.stay_single = False  # once the text size changed here in one list, one list while the screen is open
        self.pane_start, self.pane_time = 0, 0.0  # the description's first line shown, and for how long
        self.painted_box = pygame.Rect(0, 0, 0, 0)  # where the still picture has the pane (its rule over it)

    # --- layout -------------------------------------------------------------
    def place(self) -> None:
        px = self.ctx.layout.px
        W, H = self.ctx.layout.window
        self.panel = pygame.Rect(px(30), px(70), W - px(60), H - px(150))
        pad = px(24)
        self.size = self.text_size(20)
        line = self.ctx.assets.font(self.size).get_linesize()
        self.rect_h = max(px(24), line + px(6))
        self.row_h = row_pitch(self.rect_h)  # a row's ring stops short of its neighbours' words
        self.description_box = pane_box(self, LEAST)  # at its least; sized for the option it speaks of below
        self.top = self.panel.y + px(56)
        self.left = pygame.Rect(self.panel.x + pad, self.top, self.panel.w // 2 - pad - px(12), 0)
        right_x = self.panel.centerx + px(12)
        self.right = pygame.Rect(right_x, self.top, self.panel.right - pad - right_x, 0)
        self.words = {}
        self.option_widgets = {}
        game = self.game_widgets()
        rules = self.current_rules()
        list_top = self.top + self.row_h + px(8)
        if self.single:  # one list across the panel, the game's options first
            self.left = self.right = pygame.Rect(self.panel.x + pad, self.panel.y + px(14), self.panel.w - 2 * pad, 0)
            list_top = self.right.y
        self.list_rect = pygame.Rect(self.right.x, list_top, self.right.w,
                                     self.description_box.y - px(14) - list_top)
        bar_w = px(12)
        self.bar.rect = pygame.Rect(self.list_rect.right - bar_w, self.list_rect.y, bar_w, self.list_rect.h)
        row_w = self.list_rect.w - bar_w - px(10)  # the rows stop short of the scroll bar
        self.preset_choice = self.option_row("preset", preset_words(self.kept.game, GAME_OPTIONS["preset"]), list(self.kept.game.presets),
                                             getattr(self.ctx.settings, self.kept.preset), self.set_preset,
                                             (self.right.x, self.top, row_w, self.rect_h),
                                             clip=self.list_rect if self.single else None)
        # a short label ("Rules") and a long value (a rule set's title): the value takes the room the label leaves
        font, row = self.ctx.assets.font(self.size), self.preset_choice
        if max(font.size(row.fmt(v))[0] for v in row.values) > row.value_box.w:
            row.label_share = min(row.label_share, (font.size(row.label)[0] + px(28)) / row_w)
        self.rows = self.rule_rows(rules, row_w)
        font, head = self.ctx.assets.font(self.size), (self.list_rect.x, 0, row_w, self.rect_h)
        # from a match, said first where the list starts: the match being played keeps its rules
        first = [Note(head, t, self.size) for t in wrap(_(IN_GAME), font, row_w - px(12))] if self.in_game else []
        self.options = [r for r in self.rows if isinstance(r, OptionRow)]
        fixed: list[Widget] = [*game, self.preset_choice]
        if self.single:
            for w in game:
                w.rect.w, w.clip, w.label_share = row_w, self.list_rect, 0.55
            notes = [Note(head, t, self.size) for n in self.notes() for t in wrap(n, font, row_w - px(12))]
            self.rows = [Heading(head, _("Game"), self.size), *game, *notes,  # as the column's heading says
                         Heading(head, self.rules_heading(), self.size), self.preset_choice, *self.rows]
            fixed = []
        self.rows = [*first, *self.rows]
        self.bar.set_extent(len(self.rows) * self.row_h, self.list_rect.h)
        self.place_rows()
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        # TRANSLATORS: the button that closes the settings (every change is already saved)
        done = _("Done")
        # TRANSLATORS: the Escape key, as its keycap reads
        esc = pgettext("key", "Esc")
        # TRANSLATORS: the button that puts every rule option back to the rule set's own value (the rules only: the
        # language, sizes and sounds stay); say "rules" in it, as the line under the options names it (pt25 read
        # Korean "규칙 기본값" beside Japanese "初期値に戻す" and wondered whether one reset every setting)
        preset = _("Reset rules")
        bw, rw = row_widths(self.ctx.assets, [(done, esc, True), (preset, "", False)], px(48), (px(200), px(200)),
                            W - px(40), px(20), ReadableButton)
        x = W // 2 - (bw + rw + px(20)) // 2
        self.back = ReadableButton((x, H - px(66), bw, px(48)), done, self.close,
                                   primary=True, key=pygame.K_ESCAPE, key_label=esc, click_sound=click)
        self.reset = ReadableButton((x + bw + px(20), H - px(66), rw, px(48)), preset, self.reset_rules, click_sound=click)
        self.widgets = [*fixed, *self.rows, self.bar, self.back, self.reset]
        fit_pane(self)  # the pane as tall as the option it speaks of asks; the list above it

    def resize(self) -> None:
        """Laid out again for a new window or text size or language: the keyboard's ring kept in view."""
        super().resize()
        self.ring_in_view()

    def game_widgets(self) -> list[OptionRow | SliderRow]:
        """The left column: the game's own options, one a row."""
        px = self.ctx.layout.px
        s = self.ctx.settings

        def at() -> tuple[int, int, int, int]:  # a row's place across; its height is set below
            return (self.left.x, self.top, self.left.w, self.rect_h)

        def slider(key: str, lo: float, hi: float, value: float, step: float, fmt) -> SliderRow:  # noqa: ANN001
            words = self.words[key] = self.game_words[key]
            widget = SliderRow(at(), words.label, lo, hi, value, self.changing(key, lambda v: self.change(
                **{key: round(v, 2)})), fmt=fmt, step=step, text_size=self.size)
            self.option_widgets[key] = widget
            return widget

        def choice(key: str, values: list, value: object) -> OptionRow:
            return self.option_row(key, self.game_words[key], values, value, lambda v: self.change(**{key: v}), at())

        language = self.option_row("language", GAME_OPTIONS["language"], list(LANGUAGES), i18n.language(),
                                   self.set_language, at())
        rows: list[OptionRow | SliderRow] = [language, choice("level", list(LEVELS), s.level)]
        if self.game == "gostop":  # the game's length, hands or a score to reach; and the table's size
            lengths, length = match_lengths("gostop", s)
            rows.append(self.option_row("gostop_length", self.game_words["gostop_length"], lengths, length,
                                        lambda v: self.change(**length_changes("gostop", v)), at()))
            self.players = self.option_row("gostop_players", self.game_words["gostop_players"], [2, 3],
                                           s.gostop_players, self.set_players, at())
            rows.append(self.players)
            self.offer_players()
        else:
            rows.append(choice("match_rounds", *match_lengths("koikoi", s)))
        rows += [
            slider("animation_speed", 0.25, 4.0, float(s.animation_speed), 0.25, speed_name),
            choice("reduced_motion", [False, True], bool(s.reduced_motion)),
            choice("text_size", list(TEXT_SIZES), s.text_size),
            slider("sfx_volume", 0.0, 1.0, float(s.sfx_volume), 0.05, percent_name),
            slider("music_volume", 0.0, 1.0, float(s.music_volume), 0.05, percent_name),
            choice("muted", [False, True], bool(s.muted)),
            choice("fullscreen", [False, True], bool(s.fullscreen)),
            choice("window_size", window_sizes(self.ctx.layout.window, desktop_size()), tuple(self.ctx.layout.window)),
            choice("card_indices", [False, True], bool(s.card_indices)),
            choice("korean_months", [False, True], bool(s.korean_months)),
        ]
        # Go-Stop's twelve rows stand a little closer than Koi-Koi's eleven; never so close that the ring
        # covers a neighbour. Where the column holds them not, nor their labels whole, the list takes them.
        gap = max(self.row_h, px(COLUMN_H) // len(rows))
        share = label_share(rows, self.ctx.assets.font(self.size), self.left.w, px(60))
        self.column_end = self.top + len(rows) * gap
        # the same form at every text size, so a change of text size never moves a row from under the
        # pointer: the two columns only where they hold the largest text size too
        room = self.panel.bottom - px(12) - px(14) - self.top
        largest = self.ctx.assets.font_at(self.size, max(TEXT_SIZES) / 100)
        self.single = (self.stay_single or share is None or self.column_end > self.description_box.y - px(14)
                       or not column_holds(rows, largest, self.left.w, px(60), room, px))
        for i, row in enumerate(rows):
            row.rect.y = self.top + i * gap
            row.label_share = share or 0.55
        return rows

    def rule_rows(self, rules: RuleSet, width: int) -> list[Widget]:
        """The scrolling list: a heading for each table, then its options, in
        the order the rules declare them (less those the left column sets);
        then each yaku's on/off and points."""
        rows: list[Widget] = []
        h = self.rect_h

        def heading(table: str) -> None:
            rows.append(Heading((self.list_rect.x, 0, width, h), _(TABLE_HEADINGS[table]), self.size))

        def option(key: str, words: OptionWords, values: list, value: object) -> None:
            act = lambda v, d=key: self.set_option(d, v)  # noqa: E731
            rows.append(self.option_row(key, words, values, value, act, (self.list_rect.x, 0, width, h),
                                        clip=self.list_rect))

        if self.game == "koikoi":  # the deck, with a few of its cards, heads the rules' options
            rows += deck_rows(self, rules, (self.list_rect.x, 0, width, h))
        self.idle = self.idle_options(rules)  # an option the rules in force never read is not shown
        last = ""
        for table, dotted, check, value in options_shown(self.kept, rules, self.idle):
            if table != last:
                heading(last := table)
            option(dotted, self.rule_words[dotted], option_values(check, value, dotted), value)
        heading("yaku")
        for yaku_id, spec in rules.data["yaku"].items():
            name, about = spec.get("name", yaku_id), spec.get("description", "")
            points = spec.get("points", 1)
            option(f"yaku.{yaku_id}.enabled", yaku_words(name, about, "enabled"), [False, True],
                   spec.get("enabled", True))
            option(f"yaku.{yaku_id}.points", yaku_words(name, about, "points"), yaku_points_values(points), points)
        return rows

    def idle_options(self, rules: RuleSet) -> frozenset[str]:
        return idle_of(rules, self.ctx.settings.gostop_players)

    def option_row(
        self, key: str, words: OptionWords, values: list, value: object, act, rect, clip=None,  # noqa: ANN001
    ) -> OptionRow:
        """A row for one option, its words remembered for the description line."""
        self.words[key] = words
        row = OptionRow(rect, words.label, values, value, self.changing(key, act), fmt=words.name,
                        text_size=self.size, clip=clip)
        self.option_widgets[key] = row
        return row

    def current_rules(self) -> RuleSet:
        """The rules the settings make; :attr:`base`, the preset's own."""
        s, game = self.ctx.settings, self.kept.game
        try:
            self.base = game.load_rules(getattr(s, self.kept.preset))
        except RulesError:
            self.base = game.load_rules(game.presets[0])
        try:
            return s.rules_of(self.kept)
        except RulesError as exc:
            self.error = refusal(exc)
            return self.base

    def offer_players(self) -> None:
        """Go-Stop's table of three, where the rules are played by three: the
        row shows the table a new game deals."""
        most = self.ctx.settings.gostop_rules().match.most_players
        self.players.enabled = most > 2
        self.players.value = min(self.ctx.settings.gostop_players, most)

    # --- changes ------------------------------------------------------------
    def changing(self, key: str, act):  # noqa: ANN001, ANN202
        """``act`` for a widget's change, noting first which option it was."""
        def on_change(value: object) -> None:
            self.selected = self.ctx.settings_used = key
            self.error = ""
            self.redescribe()
            act(value)
        return on_change

    def change(self, **changes: object) -> None:
        if "window_size" in changes and self.ctx.app is not None:  # at once, and over --size (pt16)
            at = self.option_widgets["window_size"].rect.centery  # the pointer's height, kept in the new window
            self.ctx.app.choose_window_size(changes["window_size"])  # type: ignore[arg-type]  # a Choice row of (w, h) values: changes holds objects
            self.pointed = "window_size"  # the pane speaks of it, below its row (pointed at, the pointer on it)
            return keep_in_place(self, "window_size", at)  # its row under it still, where the list scrolls so far
        try:
            new = self.ctx.settings.replace(**changes)
        except ValueError as exc:
            self.error = refusal(exc)
            self.invalidate()
            return
        row = self.option_widgets.get("text_size") if "text_size" in changes else None
        at = row.rect.centery if row is not None else 0
        if row is not None:
            self.stay_single = self.single  # no jump back to the two columns under the pointer
        self.ctx.change_settings(new)  # a new text size: every row laid out again, of another height
        if row is not None:
            keep_in_place(self, "text_size", at)
            self.ring_in_view()  # where the row kept in place is the ring's, and the larger rows moved it out
        if "sfx_volume" in changes or changes.get("muted") is False:
            self.ctx.audio.play("click")  # hear the new volume
        if "card_indices" in changes or "fullscreen" in changes:
            self.place()
            self.invalidate()

    def set_language(self, code: object) -> None:
        """Speak ``code``: the app switches the language and lays every
        scene out again, this one with it, in the new words. A language
        whose words cannot be read leaves the game in the one it speaks,
        and the row goes back to it."""
        self.ctx.change_settings(self.ctx.settings.speaking(str(code)))
        if i18n.language() != code:
            self.error = _("Not changed: the words of {language} could not be read.").format(
                language=LANGUAGES.get(str(code), code))
        self.place()
        self.invalidate()
        self.ring_in_view()

    def set_preset(self, v: object) -> None:
        at = self.preset_choice.rect.centery  # in one list, its row stays there: under the pointer, in view
        self.ctx.change_settings(self.ctx.settings.replace(**{self.kept.preset: v, self.kept.options: {},
                                                              **preset_changes(self.game)}))
        self.bar.offset = 0
        self.place()
        keep_in_place(self, "preset", at)  # and the line under the list says the rule set now shown on it
        self.invalidate()

    def set_option(self, dotted: str, value: object) -> None:
        table, *path = dotted.split(".")
        preset_value: object = self.base.data[table]
        for part in path:  # down the preset's tables to the option (None where the preset has none)
            if isinstance(preset_value, Mapping):
                preset_value = preset_value.get(part, True if part == "enabled" else None)
            else:
                preset_value = None
        opts = getattr(self.ctx.settings, self.kept.options).plain()
        if RO.freeze(preset_value) == RO.freeze(value):  # a list of cards is offered as a tuple
            opts.pop(dotted, None)
        else:
            opts[dotted] = RO.thaw(value)
        try:
            new = self.ctx.settings.replace(**{self.kept.options: opts})
            new.rules_of(self.kept)
        except (RulesError, ValueError) as exc:
            self.place()  # the row goes back to the value in force
            self.error = refusal(exc)
            self.invalidate()
            return
        self.ctx.change_settings(new)
        if self.game == "gostop":
            self.offer_players()  # the rules may now be played by three, or no longer
        self.show_in_play()
        self.invalidate()

    def show_in_play(self) -> None:
        """Lay the list out again where the options the rules read have changed (an option turned off)."""
        if self.idle_options(self.current_rules()) != self.idle:
            scroll = self.scroll
            self.place()
            self.bar.scroll_to(scroll)

    def set_players(self, v: object) -> None:
        self.change(gostop_players=v)
        self.show_in_play()  # the options of the other table's size come and go
        self.invalidate()

    def reset_rules(self) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(**{self.kept.options: {}}))
        self.place()
        self.invalidate()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL:
            self.bar.scroll_to(self.scroll - event.y * self.row_h)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                                                         pygame.K_HOME, pygame.K_END):
            page = self.list_rect.h - self.row_h
            self.bar.scroll_to({pygame.K_PAGEUP: self.scroll - page, pygame.K_PAGEDOWN: self.scroll + page,
                                pygame.K_HOME: 0, pygame.K_END: self.bar.max_offset}[event.key])
            return
        super().handle(event)
        if event.type == pygame.MOUSEMOTION:
            self.point(event.pos)

    # --- drawing --------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The frame; drawn whole where the pane moved since the still picture was painted (its rule and its old
        lines are in that picture: pt20 saw the old row's words, and the rule through a row, until the next full
        painting, the ring having sized the pane before the pane's words were told to repaint)."""
        if self.description_box != self.painted_box:
            self.full = True
        return super().draw(surface)

    def draw_full(self, surface: pygame.Surface) -> None:
        self.paint_backdrop(surface)
        self.backdrop = surface.copy()
        self.paint_widgets(surface, surface.get_rect())

    def paint_widgets(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """The widgets over ``r``; the list's rows clipped to the list box."""
        clip = surface.get_clip()
        for w in self.widgets:
            if not w.visible or not w.rect.inflate(12, 12).colliderect(r):
                continue
            if w in self.rows:
                surface.set_clip(clip.clip(self.list_rect.inflate(2 * REACH + 4, 0)))  # the ring beside it too
                w.draw(surface, self.ctx.assets)
                surface.set_clip(clip)
            else:
                w.draw(surface, self.ctx.assets)
        self.paint_over(surface)

    def paint_over(self, surface: pygame.Surface) -> None:
        """The description line: what the option pointed at (or last changed) does."""
        paint_description(self, surface, ERROR)

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        paint_backdrop(self, surface)

    def rules_heading(self) -> str:
        # TRANSLATORS: the headings of the settings' two columns: the game's own options, and the rules'
        return _("Rules and their options") if self.game == "koikoi" else _("Go-Stop's rules and options")

    def notes(self) -> list[str]:
        """What the left column says beneath the options."""
        said = []
        n = len(getattr(self.ctx.settings, self.kept.options))
        if n:
            # TRANSLATORS: "Reset rules" is the button of that name: quote it as that button reads
            said.append(ngettext("{n} rule option differs from the preset; the Reset rules button puts it back.",
                                 "{n} rule options differ from the preset; the Reset rules button puts them back.",
                                 n).format(n=n))
        return said
