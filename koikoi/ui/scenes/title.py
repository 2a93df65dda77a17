"""The title: continue the saved match, or a new one (opponent, rules,
length), settings, how to play, quit; the deck's art on show. Left alone,
it turns into an attract mode where two computer players play on the table."""

from __future__ import annotations

from pathlib import Path

import pygame

from ...games.common.rulefiles import GOSTOP_PRESET_NAMES
from ...games.gostop.rules import load_gostop
from ...games.koikoi.rules import PRESET_NAMES, load_preset
from ...i18n import _
from ...storage import files, sharing
from ..assets import TEXT, TEXT_DIM
from ..config import gostop_rules_for, rules_for
from ..notices import SHOWN, NoticePanel
from ..scene import Context, MenuScene
from ..title_choices import TitleChoices
from ..title_frame import TitleFrame
from ..title_heading import heading_drawn
from ..title_paint import paint_showcase, showcase_art
from ..title_record import paint_record
from ..title_saved import SavedMatch
from ..title_words import game_name, version_sentence
from ..widgets import draw_panel


class TitleScene(TitleFrame, TitleChoices, SavedMatch, MenuScene):
    """The title: its box laid out by :class:`TitleFrame`, its choices made and answered by
    :class:`TitleChoices`, the saved match kept by :class:`SavedMatch`; here, what it opens and how it looks."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.idle = 0.0
        self.notice_lines: list[str] = []
        self.titles = {name: load_preset(name).title for name in PRESET_NAMES}  # in English: see preset_title
        self.titles.update({name: load_gostop(name).title for name in GOSTOP_PRESET_NAMES})
        self.read_saved()  # each game's saved game, if any
        self.played = ctx.history.record()
        self.focus.by_place = True  # the arrows go the way they point: the buttons stand in rows of two

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

    def paint_notices(self, surface: pygame.Surface) -> None:
        """The notices' panel (laid out again first when what it is to say changed since)."""
        said = [*self.ctx.problems.values(), *self.ctx.notices][:SHOWN]
        if said != self.notice_panel.said:
            self.widgets = [w for w in self.widgets if w not in self.notice_panel.buttons]
            self.notice_panel = self.place_notices()
            self.widgets += self.notice_panel.buttons
        self.notice_panel.paint(surface)
        self.notice_lines = self.notice_panel.lines
