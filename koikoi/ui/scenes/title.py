"""The title: continue the saved match, or a new one (opponent, rules,
length), settings, how to play, quit; the deck's art on show. Left alone,
it turns into an attract mode where two computer players play on the table."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from ... import i18n
from ...games.common.levels import known_level
from ...games.common.rulefiles import GOSTOP_PRESET_NAMES
from ...games.gostop.rules import load_gostop
from ...games.koikoi.rules import PRESET_NAMES, load_preset
from ...i18n import LANGUAGES, _, pgettext
from ...storage import files, record, savegame, sharing
from ...storage.history import HistoryError
from ...storage.settings import GAMES
from ..assets import TEXT, TEXT_DIM
from ..boxes import level_name
from ..deck_titles import preset_title_played, rules_title_played
from ..focus import REACH
from ..config import LEVELS, game_played, gostop_rules_for, length_changes, length_label, match_lengths, rules_for
from ..gostop_rule_words import players_label
from ..title_heading import SUB_BOTTOM, heading_drawn, heading_size
from ..title_layout import labels_width, most_end_lines, one_size
from ..title_paint import CONTINUE_H, paint_showcase, saved_gaps, showcase_art
from ..title_record import paint_record, wrapped_record
from ..title_words import (
    abandon_warning, continue_words, game_name, gostop_abandon_warning, new_words, saved_summary, version_sentence,
)
from ..notices import SHOWN, NoticePanel
from ..scene import Context, MenuScene
from ..widgets import Button, Choice, Picker, draw_panel, wrap

class TitleScene(MenuScene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.idle = 0.0
        self.notice_lines: list[str] = []
        self.titles = {name: load_preset(name).title for name in PRESET_NAMES}  # in English: see preset_title
        self.titles.update({name: load_gostop(name).title for name in GOSTOP_PRESET_NAMES})
        self.waiting: dict[str, savegame.Saved | None] = {}  # each game's saved game, if any
        for game, slot in savegame.SLOTS.items():
            found = slot.load()
            self.waiting[game] = found.saved
            if found.problem:
                ctx.notices.append(found.problem)
        self.played = ctx.history.record()
        self.focus.by_place = True  # the arrows go the way they point: the buttons stand in rows of two

    @property
    def game_played(self) -> str:
        """The game New match starts: the one chosen, or the one ``--rules`` names."""
        return game_played(self.ctx.settings, self.ctx.options.rules)

    @property
    def saved(self) -> savegame.Saved | None:
        """The saved match (or game of Go-Stop) of the game chosen."""
        return self.waiting.get(self.game_played)

    @property
    def record_line(self) -> str:
        """The player's record in a line ("" before any match), said when shown."""
        return record.summary(self.played, self.game_played)

    def preset_title(self, name: object) -> str:
        """A preset by its name, as its title reads in the language spoken, with the deck it would be played with."""
        return preset_title_played(str(name), self.titles.get(str(name), ""), self.ctx.settings.deck)

    def language_shown(self) -> str:
        """The language the picker shows: the one spoken; or, when the
        player's choice could not be spoken (its catalog unreadable: a notice
        says so), that choice, so the next step moves on from it."""
        s, spoken = self.ctx.settings, i18n.language()
        chosen = getattr(s, "language", "")
        if chosen in LANGUAGES and chosen != spoken and not self.ctx.options.lang:
            return chosen
        return spoken

    def place(self) -> None:
        """The title laid out; again with a taller box where the lines on what ends the match, at its foot,
        would come within the ring of the buttons above them (pt16: at 150% text it crossed them)."""
        self.footer_room = 0
        self.lay_out()
        short = self.footer_short()
        if short > 0:
            self.footer_room = short
            self.lay_out()

    def footer_short(self) -> int:
        """How far the lowest buttons' ring reaches into the lines at the box's foot (as draw_full sets them)."""
        a, px = self.ctx.assets, self.ctx.layout.px
        lines = self.length_lines(self.box.w, most=True)  # as many as any rule set offered takes: the box the same for each
        top = self.box.bottom - px(8) - sum(a.text(words, px(16), TEXT_DIM).get_height() for words in lines)
        return max(self.history_button.rect.bottom, self.quit_button.rect.bottom) + REACH + 1 - top

    def lay_out(self) -> None:
        lay, s = self.ctx.layout, self.ctx.settings
        W, H = lay.window
        px = lay.px
        box_w = self.box_width()
        # where the saved match stands, in as many lines as it takes at the text size chosen
        self.saved_lines = wrap(self.saved_summary(), self.ctx.assets.font(px(18)), box_w - px(24)) \
            if self.saved else []
        above, below = saved_gaps(self.ctx.assets.font(px(18)), self.saved_lines)  # clear of both rings
        span = px(CONTINUE_H) + above + len(self.saved_lines) * self.ctx.assets.font(px(18)).get_linesize() + below
        extra = px(82) + span - px(100) if self.saved else 0  # room for Continue and the lines on where it stands
        extra += (len(self.length_lines(box_w, most=True)) - 1) * self.ctx.assets.font(px(16)).get_height()  # what ends the match
        gostop = self.game_played == "gostop"
        pitch = px(43) if gostop else px(48)  # Go-Stop's five rows (its players under its match length) closer
        extra += 5 * pitch - 4 * px(48) if gostop else 0
        extra += self.footer_room
        self.box = pygame.Rect(0, 0, box_w, px(448) + extra)
        self.box.midtop = (int(W * 0.70), int(H * 0.5) - px(150) - extra // 2)
        self.box.right = min(self.box.right, W - px(12))  # a box widened for its words stays in the window
        self.place_heading()
        x, w, h = self.box.x + px(30), self.box.w - px(60), px(40)
        y = self.box.y + (px(18) if self.saved else px(24))  # a saved match's lines take some of the top's room
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        asked = self.ctx.options.rules  # this run's --rules: the game and the rules are fixed for the run
        # TRANSLATORS: the title's choice of game: Koi-Koi, or Go-Stop (its Korean cousin)
        self.game = Choice((x, y, w, h), _("Game"), list(GAMES), self.game_played, self.set_game, fmt=game_name)
        self.game.enabled = not asked
        y += pitch
        # TRANSLATORS: the title's choices: the computer's level, the rule set, how many rounds a match lasts
        levels = list(LEVELS)
        level = s.level if s.level in levels else levels[0]
        self.level = Choice((x, y, w, h), _("Opponent"), levels, level, self.set_level, fmt=level_name)
        presets = list(GOSTOP_PRESET_NAMES) if gostop else list(PRESET_NAMES)
        preset = s.gostop_preset if gostop else s.preset
        if asked:
            if asked not in self.titles:  # a rule file: its own title
                self.titles[asked] = (gostop_rules_for(s, asked) if gostop else rules_for(s, asked)).title
            presets, preset = [asked], asked
        self.preset = Choice((x, y + pitch, w, h), _("Rules"), presets, preset, self.set_preset,
                             fmt=self.preset_title)
        self.preset.enabled = not asked
        # the match's length in either game, as Settings offers it (pt14: Go-Stop's was in Settings only)
        self.rounds = Choice((x, y + 2 * pitch, w, h), _("Match length"), *match_lengths(self.game_played, s),
                             self.set_rounds, fmt=length_label(self.game_played))
        self.rounds.enabled = gostop or bool(load_preset(s.preset).match.rounds)
        # TRANSLATORS: the title's choice for Go-Stop: against one computer player or two
        self.players = Choice((x, y + 3 * pitch, w, h), _("Players"), [2, 3], s.gostop_players, self.set_players,
                              fmt=players_label)
        self.offer_players()
        # the values (a rule set's title: "Matgo (two-player Go-Stop)") take the room the labels leave, at least
        # half, their boxes lined up (the box is as wide as the longest title needs: :meth:`box_width`)
        choices = [self.game, self.level, self.preset, self.rounds, self.players]
        label_w = min(labels_width(self.ctx.assets, [c.label for c in choices], h), w // 2)  # clear of the arrows
        for c in choices:
            c.label_w = label_w
        bw = (w - px(16)) // 2
        by = y + 2 * pitch + px(52) + (pitch if gostop else 0)  # a ring's reach below the last choice
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
        # The language, top left (top right is the big title's in a small window), each named in itself.
        ph = px(34)
        pw = max(px(150), Picker.width_for(self.ctx.assets, ph, list(LANGUAGES.values())))
        self.language = Picker((px(14), px(12), pw, ph), list(LANGUAGES), self.language_shown(),
                               self.set_language, fmt=lambda v: LANGUAGES.get(str(v), str(v)))
        for b in (self.continue_button, self.new_button, self.rules_button, self.settings_button,
                  self.history_button, self.quit_button):
            if b is not None:
                b.steady = True  # the ring coming to it neither shrinks nor cuts its words
        one_size([self.rules_button, self.settings_button, self.history_button, self.quit_button], px(46))
        shown = [self.game, self.level, self.preset, self.rounds, *([self.players] if gostop else [])]
        self.widgets = [*shown, self.new_button, self.rules_button, self.settings_button, self.history_button,
                        self.quit_button, self.language]
        if self.continue_button is not None:
            self.widgets.insert(len(shown), self.continue_button)
        self.record_lines = wrapped_record(self.ctx.assets, self.record_line, lay.window, self.box, px)  # clear of it
        self.notice_panel = self.place_notices()
        self.widgets += self.notice_panel.buttons

    def box_width(self) -> int:
        """The choices' box: as wide as the longest label and rule set's title need, up to what the window leaves."""
        lay = self.ctx.layout
        px, h = lay.px, lay.px(40)
        font = self.ctx.assets.font(Choice.label_size(h))
        labels = [_("Game"), _("Opponent"), _("Rules"), _("Match length"), _("Players")]
        presets = [self.ctx.options.rules] if self.ctx.options.rules else \
            list(GOSTOP_PRESET_NAMES) if self.game_played == "gostop" else list(PRESET_NAMES)
        label_w = labels_width(self.ctx.assets, labels, h)
        longest = max(font.size(self.preset_title(p))[0] for p in presets) + Choice.arrows_w(h)
        if self.saved:  # Continue naming the saved match's rules, whole beside its Enter, ring or not
            longest = max(longest, Button.width_for(self.ctx.assets, continue_words(rules_title_played(
                self.saved.match.rules)), px(CONTINUE_H), pgettext("key", "Enter"), True) - label_w)
        return max(px(500), min(label_w + longest + px(60), lay.window[0] // 2 - px(12)))

    def place_notices(self) -> NoticePanel:
        """What the player must be told (a settings file set aside...): in
        the left column, over the cards and above the record line, so that
        it hides none of the box's buttons; under the language's picker."""
        a, px = self.ctx.assets, self.ctx.layout.px
        H, n = self.ctx.layout.window[1], len(self.record_lines)
        bottom = H - px(8) - (n * a.font(px(18)).get_linesize() + px(6) if n else 0)  # above the record's lines
        return NoticePanel(self.ctx, self.box.x - px(40), (px(16), bottom), px(60), self.notices_changed, self.push)

    def notices_changed(self) -> None:
        """A notice dismissed, or one more to tell: the title laid out again, and painted."""
        self.place()
        self.invalidate()

    def place_heading(self) -> None:
        """The box moved down until the name and subtitle fit above it, as far as the version line allows (a box
        too tall for that goes left of that line, down to the foot); the name drawn smaller where they do not."""
        a, px, (W, H) = self.ctx.assets, self.ctx.layout.px, self.ctx.layout.window
        floor = H - px(8) - a.font(px(16)).get_linesize() - px(4)
        below_sub = px(SUB_BOTTOM) + a.font(px(28)).get_linesize()
        head = below_sub + a.font(px(120), True).get_height() + px(6)
        if max(self.box.y, head) + self.box.h > floor:
            self.box.right = min(self.box.right, W - px(24) - a.font(px(16)).size(version_sentence())[0])
            floor = H - px(8)
        self.box.y = min(max(self.box.y, head), floor - self.box.h)
        self.title_size = heading_size(a, px, (W, H), self.box, *self.heading())  # whole in the window

    # --- actions ------------------------------------------------------------
    def chosen(self) -> None:
        """A choice changed: the title laid out and painted again from the settings now chosen (the line on
        what ends the match, the box's height, the buttons' words), not only the choice's own box."""
        self.place()
        self.invalidate()

    def set_level(self, v: object) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(level=v))
        self.chosen()

    def set_game(self, v: object) -> None:
        """Koi-Koi or Go-Stop: the choices below change with it."""
        self.ctx.change_settings(self.ctx.settings.replace(game=v))
        self.chosen()

    def continue_label(self) -> str:
        """Continue match; and, where the rules chosen below are not the saved
        match's, the rules it keeps."""
        assert self.saved is not None
        kept, chosen = self.saved.match.rules.name, self.preset.value if hasattr(self, "preset") else None
        return continue_words(None if chosen is None or chosen == kept else rules_title_played(self.saved.match.rules))

    def new_label(self) -> str:
        """New match; and, where a saved match is played by other rules than
        those chosen, the rules the new one is played by (beside Continue's)."""
        chosen = self.preset.value if hasattr(self, "preset") else None
        differs = self.saved is not None and chosen is not None and chosen != self.saved.match.rules.name
        return new_words(self.preset_title(chosen) if differs else None)

    def set_preset(self, v: object) -> None:
        """The rules: each button says its rules once the saved match's are not the same; a preset's options are
        its own, so the new one starts from its own (all laid out again: :meth:`chosen`)."""
        if self.ctx.settings.game == "gostop":
            self.ctx.change_settings(self.ctx.settings.replace(gostop_preset=v, gostop_rule_options={}))
        else:
            self.ctx.change_settings(self.ctx.settings.replace(preset=v, rule_options={}))
        self.chosen()

    def set_rounds(self, v: object) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(**length_changes(self.game_played, v)))
        self.chosen()

    def offer_players(self) -> None:
        """A table of three where the rules New match plays are played by
        three (matgo is the game of two, unless the player's options say
        otherwise): the choice shows the table New match will deal."""
        most = gostop_rules_for(self.ctx.settings, self.ctx.options.rules).match.most_players
        self.players.enabled = most > 2
        self.players.value = min(self.ctx.settings.gostop_players, most)

    def set_players(self, v: object) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(gostop_players=v))
        self.chosen()

    def set_language(self, v: object) -> None:
        """Speak ``v`` from now on: the app switches the catalogs and lays
        every scene out again (this one too, so the whole title is repainted)."""
        self.ctx.change_settings(self.ctx.settings.speaking(str(v)))

    def saved_summary(self) -> str:
        """Where the saved match stands, in a line (one wording for both games)."""
        assert self.saved is not None
        return saved_summary(self.saved, self.game_played)

    def continue_match(self) -> None:
        saved = self.saved
        if saved is not None and self.game_played == "gostop":
            self.replace(self.ctx.screens.gostop_table(saved.match.rules, level=saved.level, resume=saved.match))
        elif saved is not None:
            self.replace(self.ctx.screens.table(saved.match.rules, self.ctx.options.seed, saved.level,
                                                resume=saved.match))

    def new_match(self) -> None:
        """A new match; with a saved one waiting, first ask, saying whether
        the match left behind will count as a loss."""
        if self.saved is None:
            self.start_new_match()
            return
        counts = self.ctx.history.counts_if_left(savegame.SLOTS[self.game_played].game, self.saved.match)
        if self.game_played == "gostop":
            # TRANSLATORS: a question, when a saved game of Go-Stop is waiting: start a new one (and lose that); the
            # button that does it is "New match", as on the title
            self.push(self.ctx.screens.confirm(_("Start a new match?"), gostop_abandon_warning(self.saved, counts),
                                               _("New match"), self.start_new_match, _("Keep it"), safe=True))
            return
        # TRANSLATORS: a question, when a saved match is waiting: start a new one (and lose that), or keep it
        self.push(self.ctx.screens.confirm(_("Start a new match?"), abandon_warning(self.saved, counts),
                                           _("New match"), self.start_new_match, _("Keep it"), safe=True))

    def start_new_match(self) -> None:
        s = self.ctx.settings
        if self.game_played == "gostop":
            self.give_up_saved()
            self.start_gostop()
            return
        self.give_up_saved()
        rules = rules_for(s, self.ctx.options.rules)
        self.replace(self.ctx.screens.table(rules, self.ctx.options.seed, self.ctx.options.level or s.level))

    def start_gostop(self) -> None:
        """A new game of Go-Stop (a saved Koi-Koi match waits, untouched):
        the settings' preset, or the one ``--rules`` names."""
        s = self.ctx.settings
        level = self.ctx.options.level or s.level
        rules = gostop_rules_for(s, self.ctx.options.rules)
        self.replace(self.ctx.screens.gostop_table(rules, self.ctx.options.seed,
                                                   known_level(level),
                                                   players=min(s.gostop_players, rules.match.most_players)))

    def give_up_saved(self) -> None:
        """The saved match is left for a new one: it goes into the record as
        lost once the player has played in it (so leaving a match going badly
        cannot keep it out), then it is forgotten. A record that cannot be written does not stop the game."""
        game = self.game_played
        if self.saved is None:
            return
        try:
            self.ctx.history.abandon_saved(savegame.SLOTS[game].game, self.saved.level, self.saved.match)
        except HistoryError as exc:
            logging.getLogger(__name__).warning("the history could not be written: %s", exc)
        savegame.SLOTS[game].discard()
        self.waiting[game] = None

    def how_to_play(self) -> None:
        s = self.ctx.settings
        if self.game_played == "gostop":
            rules = gostop_rules_for(s, self.ctx.options.rules)  # at the table New match deals
            self.push(self.ctx.screens.how_to_play(rules, guided=True,
                                                   players=min(s.gostop_players, rules.match.most_players)))
            return
        self.push(self.ctx.screens.how_to_play(rules_for(self.ctx.settings, self.ctx.options.rules), guided=True))

    def open_settings(self) -> None:
        self.push(self.ctx.screens.settings())

    def quit(self) -> None:
        app = self.ctx.app
        if app is not None:
            if self.saved:
                kept = _("Your settings and your match are kept for next time.")
            else:
                kept = _("Your settings are kept for next time.")
            # TRANSLATORS: the question before the app closes (it plays Koi-Koi and Go-Stop, so it names
            # neither), and its answers: close it, or stay
            self.push(self.ctx.screens.confirm(_("Quit the game?"), kept, _("Quit"), app.quit, _("Stay")))

    def open_history(self) -> None:
        """The player's statistics for the game chosen (and from there, their past matches)."""
        self.push(self.ctx.screens.statistics(self.game_played))

    def open_file(self, path: Path) -> None:
        """A match file dropped on the title, replayed; one that cannot be is said in the notices."""
        try:
            record = sharing.read(path)
        except files.Unreadable as exc:
            self.ctx.notices.append(str(exc))
            self.notices_changed()
            return
        self.push(self.ctx.screens.replay(record, _("Match file {name}").format(name=path.name)))

    def attract(self) -> None:
        self.replace(self.ctx.screens.demo(attract=True))  # the title's game plays itself

    # --- loop -------------------------------------------------------------
    def take(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.idle = 0.0  # the keys that move the focus wake the title too
        super().take(event)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.DROPFILE):
            self.idle = 0.0
        if event.type == pygame.DROPFILE:
            self.open_file(Path(event.file))
            return
        super().handle(event)

    def waited(self, seconds: float) -> None:
        self.update(seconds)

    def update(self, dt: float) -> None:
        self.idle += dt
        if self.idle >= self.ctx.options.attract_after and self.ctx.app is not None and self.ctx.app.top is self:
            self.idle = 0.0
            self.attract()

    def resume(self) -> None:
        self.idle = 0.0
        self.place()
        super().resume()

    def heading(self) -> tuple[str, str]:
        """The game's name, big on the title, and the line under it: the game chosen's."""
        if self.game_played == "gostop":
            # TRANSLATORS: the line under the name Go-Stop, big on the title (hwatu: the Korean flower cards)
            return game_name("gostop"), _("Hwatu, the Korean game of flower cards")
        # TRANSLATORS: the line under the name Koi-Koi, big on the title
        return game_name("koikoi"), _("Hanafuda, the game of flower cards")

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        lay = self.ctx.layout
        px = lay.px
        W, H = surface.get_size()
        surface.blit(a.felt((W, H)), (0, 0))
        paint_showcase(surface, a, px, self.box.x - px(16),  # the five brights, fanned left of the box, in the deck's art
                       showcase_art(self.ctx.settings, self.ctx.options.rules, self.game_played))
        sub, at, title, where = heading_drawn(a, px, self.box, *self.heading(), self.title_size)
        surface.blit(sub, at)
        surface.blit(title, where)
        box = pygame.Surface(self.box.size, pygame.SRCALPHA)
        draw_panel(box, box.get_rect(), radius=px(18), alpha=255)  # opaque: the cards fanned beneath never show through
        surface.blit(box, self.box)
        y = self.saved_line_y
        for words in self.saved_lines:  # wrapped to the box when laid out: whole, at the text size chosen
            line = a.text(words, px(18), TEXT)
            surface.blit(line, line.get_rect(midtop=(self.box.centerx, y)))
            y += a.font(px(18)).get_linesize()
        ends, room = self.length_lines(self.box.w), len(self.length_lines(self.box.w, most=True))
        for i, words in enumerate(reversed(ends)):  # what ends the match, at the box's foot, centred in its room
            line, up = a.text(words, px(16), TEXT_DIM), i + (room - len(ends)) / 2
            surface.blit(line, line.get_rect(midbottom=(self.box.centerx, self.box.bottom - px(8) - round(up * line.get_height()))))
        paint_record(surface, a, self.record_lines, px)  # wrapped when laid out, clear of the box
        version = a.text(version_sentence(), px(16), TEXT)
        version.set_alpha(150)
        surface.blit(version, version.get_rect(bottomright=(W - px(12), H - px(8))))
        self.paint_notices(surface)

    def length_lines(self, box_w: int | None = None, most: bool = False) -> list[str]:
        """What ends the match, wrapped to ``box_w`` (or the box); ``most``: the room kept for any rule set's (:func:`most_end_lines`)."""
        box_w = self.box.w if box_w is None else box_w
        s, px, key = self.ctx.settings, self.ctx.layout.px, (self.ctx.settings, self.game_played, i18n.language(), box_w)
        kept = self.__dict__.setdefault("_length", {})
        if kept.get(most, (None,))[0] != key:  # the rules are read once for each change
            kept[most] = (key, most_end_lines(s, self.game_played, self.ctx.options.rules,
                                              self.ctx.assets.font(px(16)), box_w - px(40), offered=most))
        return kept[most][1]

    def paint_notices(self, surface: pygame.Surface) -> None:
        """The notices' panel (laid out again first when what it is to say changed since)."""
        said = [*self.ctx.problems.values(), *self.ctx.notices][:SHOWN]
        if said != self.notice_panel.said:
            self.widgets = [w for w in self.widgets if w not in self.notice_panel.buttons]
            self.notice_panel = self.place_notices()
            self.widgets += self.notice_panel.buttons
        self.notice_panel.paint(surface)
        self.notice_lines = self.notice_panel.lines
