"""The title: continue the saved match, or a new one (opponent, rules,
length), settings, how to play, quit; the deck's art on show. Left alone,
it turns into an attract mode where two computer players play on the table."""

from __future__ import annotations

import logging

import pygame

from ...storage import record, savegame
from ... import __version__
from ...engine.cards import BY_ID
from ...engine.rules import PRESET_NAMES, load_preset
from ..assets import GOLD_LIGHT, TEXT
from ..config import LEVELS, ROUNDS, rounds_label, rules_for
from ..layout import CARD_RATIO
from ..scene import Context, MenuScene
from ..widgets import Button, Choice, draw_panel, wrap
from ..words import round_of


def abandon_warning(saved: savegame.Saved) -> str:
    """What giving up the saved match costs, in a sentence for the question."""
    where = f"{round_of(saved.match).lower()}, {saved.level.title()}"
    return f"The match you left ({where}) will count as a loss in your record."


SHOWCASE = ("pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman", "paulownia-phoenix")


class TitleScene(MenuScene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.idle = 0.0
        self.notice_lines: list[str] = []
        self.titles = {name: load_preset(name).title for name in PRESET_NAMES}
        found = savegame.load()
        self.saved = found.saved
        if found.problem:
            ctx.notices.append(found.problem)
        played, problem = record.load()
        self.record_line = record.summary(played)
        if problem:
            ctx.notices.append(problem)

    def place(self) -> None:
        lay = self.ctx.layout
        s = self.ctx.settings
        W, H = lay.window
        px = lay.px
        extra = px(88) if self.saved else 0  # room for Continue and a line on where that match stands
        self.box = pygame.Rect(0, 0, px(500), px(400) + extra)
        self.box.midtop = (int(W * 0.70), int(H * 0.5) - px(150) - extra // 2)
        x, w, h = self.box.x + px(30), self.box.w - px(60), px(40)
        y = self.box.y + px(24)
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        self.level = Choice((x, y, w, h), "Opponent", list(LEVELS), s.level, self.set_level,
                            fmt=lambda v: str(v).title())
        self.preset = Choice((x, y + px(48), w, h), "Rules", list(PRESET_NAMES), s.preset, self.set_preset,
                             fmt=lambda v: self.titles.get(str(v), str(v)))
        self.rounds = Choice((x, y + px(96), w, h), "Match length", list(ROUNDS),
                             s.match_rounds if s.match_rounds in ROUNDS else 0, self.set_rounds, fmt=rounds_label)
        self.rounds.enabled = bool(load_preset(s.preset).match.rounds)
        bw = (w - px(16)) // 2
        by = y + px(160)
        self.continue_button: Button | None = None
        if self.saved:
            self.continue_button = Button((x, by, w, px(58)), "Continue match", self.continue_match,
                                          primary=True, key=pygame.K_RETURN, key_label="Enter", click_sound=click)
            self.saved_line_y = by + px(66)
            by += px(100)
            self.new_button = Button((x, by, w, px(46)), "New match", self.new_match, click_sound=click)
            by -= px(12)  # the rows below follow this slimmer button as they follow the big one
        else:
            self.new_button = Button((x, by, w, px(58)), "New match", self.new_match, primary=True,
                                     key=pygame.K_RETURN, key_label="Enter", click_sound=click)
        self.rules_button = Button((x, by + px(72), bw, px(46)), "How to play", self.how_to_play, click_sound=click)
        self.settings_button = Button((x + bw + px(16), by + px(72), bw, px(46)), "Settings", self.open_settings,
                                      click_sound=click)
        self.quit_button = Button((x + (w - bw) // 2, by + px(132), bw, px(42)), "Quit", self.quit,
                                  key=pygame.K_ESCAPE, key_label="Esc", click_sound=click)
        self.widgets = [self.level, self.preset, self.rounds, self.new_button, self.rules_button,
                        self.settings_button, self.quit_button]
        if self.continue_button is not None:
            self.widgets.insert(3, self.continue_button)

    # --- actions ------------------------------------------------------------
    def set_level(self, v: object) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(level=v))

    def set_preset(self, v: object) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(preset=v, rule_options={}))
        self.rounds.enabled = bool(load_preset(str(v)).match.rounds)
        self.dirty.append(self.rounds.rect.inflate(12, 12))

    def set_rounds(self, v: object) -> None:
        self.ctx.change_settings(self.ctx.settings.replace(match_rounds=v))

    def saved_summary(self) -> str:
        """Where the saved match stands, in a line."""
        assert self.saved is not None
        m, level = self.saved.match, self.saved.level
        return f"{round_of(m)}  ·  You {m.scores[0]}, CPU {m.scores[1]}  ·  {level.title()}, {m.rules.title}"

    def continue_match(self) -> None:
        saved = self.saved
        if saved is not None:
            self.replace(self.ctx.screens.table(saved.match.rules, self.ctx.options.seed, saved.level,
                                                resume=saved.match))

    def new_match(self) -> None:
        """A new match; with a saved one waiting, first ask, saying that the
        match left behind will count as a loss."""
        if self.saved is None:
            self.start_new_match()
            return
        self.push(self.ctx.screens.confirm("Start a new match?", abandon_warning(self.saved),
                                           "New match", self.start_new_match, "Keep it"))

    def start_new_match(self) -> None:
        self.give_up_saved()
        s = self.ctx.settings
        rules = rules_for(s, self.ctx.options.rules)
        self.replace(self.ctx.screens.table(rules, self.ctx.options.seed, self.ctx.options.level or s.level))

    def give_up_saved(self) -> None:
        """The saved match is left for a new one: it goes into the record as
        lost (so leaving a match going badly cannot keep it out), then it is
        forgotten. A record that cannot be written does not stop the game."""
        if self.saved is None:
            return
        try:
            record.add_abandoned(self.saved)
        except OSError as exc:
            logging.getLogger(__name__).warning("the match record could not be saved: %s", exc)
        savegame.discard()
        self.saved = None

    def how_to_play(self) -> None:
        self.push(self.ctx.screens.how_to_play(rules_for(self.ctx.settings, self.ctx.options.rules)))

    def open_settings(self) -> None:
        self.push(self.ctx.screens.settings())

    def quit(self) -> None:
        app = self.ctx.app
        if app is not None:
            kept = "Your settings and your match are" if self.saved else "Your settings are"
            self.push(self.ctx.screens.confirm("Leave Koi-Koi?", f"{kept} kept for next time.", "Quit", app.quit,
                                               "Stay"))

    def attract(self) -> None:
        s = self.ctx.settings
        self.replace(self.ctx.screens.table(rules_for(s, self.ctx.options.rules), None, s.level, demo=True,
                                            attract=True))

    # --- loop -------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.idle = 0.0
        super().handle(event)

    def update(self, dt: float) -> None:
        self.idle += dt
        if self.idle >= self.ctx.options.attract_after and self.ctx.app is not None and self.ctx.app.top is self:
            self.idle = 0.0
            self.attract()

    def resume(self) -> None:
        self.idle = 0.0
        self.place()
        super().resume()

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        lay = self.ctx.layout
        px = lay.px
        W, H = surface.get_size()
        surface.blit(a.felt((W, H)), (0, 0))
        # the five brights, fanned on the left
        ch = px(300)
        cw = round(ch * CARD_RATIO)
        cx, cy = int(W * 0.5) - px(300), H // 2 + px(30)
        n = len(SHOWCASE)
        for i, cid in enumerate(SHOWCASE):
            t = i - (n - 1) / 2
            angle = -t * 11
            img = a.card(BY_ID[cid].index, (cw, ch), plain=True)
            shadow = a.shadow((cw, ch))
            x = cx + t * cw * 0.55
            y = cy + abs(t) ** 2 * px(12)
            rs = pygame.transform.rotozoom(shadow, angle, 1)
            surface.blit(rs, rs.get_rect(center=(x + 6, y + 10)))
            ri = pygame.transform.rotozoom(img, angle, 1)
            surface.blit(ri, ri.get_rect(center=(x, y)))
        title = a.text("Koi-Koi", px(120), GOLD_LIGHT, bold=True)
        surface.blit(title, title.get_rect(midbottom=(self.box.centerx, self.box.y - px(44))))
        sub = a.text("Hanafuda, the game of flower cards", px(28), TEXT)
        surface.blit(sub, sub.get_rect(midbottom=(self.box.centerx, self.box.y - px(14))))
        box = pygame.Surface(self.box.size, pygame.SRCALPHA)
        draw_panel(box, box.get_rect(), radius=px(18), alpha=220)
        surface.blit(box, self.box)
        if self.saved:
            line = a.text(self.saved_summary(), px(18), TEXT)
            surface.blit(line, line.get_rect(midtop=(self.box.centerx, self.saved_line_y)))
        if self.record_line:
            line = a.text(f"Your record   {self.record_line}", px(18), TEXT)
            line.set_alpha(200)
            surface.blit(line, line.get_rect(bottomleft=(px(16), H - px(8))))
        version = a.text(f"version {__version__}", px(16), TEXT)
        version.set_alpha(150)
        surface.blit(version, version.get_rect(bottomright=(W - px(12), H - px(8))))
        self.paint_notices(surface)

    def paint_notices(self, surface: pygame.Surface) -> None:
        """What the player must be told (a settings file set aside...)."""
        if not self.ctx.notices and not self.ctx.problems:
            return
        a = self.ctx.assets
        px = self.ctx.layout.px
        W, H = surface.get_size()
        font = a.font(px(19))
        lines: list[str] = []
        for note in [*self.ctx.problems.values(), *self.ctx.notices][:3]:
            lines += wrap(note, font, W - px(120))
        lines = lines[:5]
        lh = px(22)
        box = pygame.Rect(0, 0, W - px(80), lh * len(lines) + px(16))
        box.midbottom = (W // 2, H - px(8))
        pygame.draw.rect(surface, (70, 26, 14), box, border_radius=px(10))
        pygame.draw.rect(surface, (226, 165, 36), box, width=1, border_radius=px(10))
        for i, line in enumerate(lines):
            surface.blit(a.text(line, px(19), (255, 222, 170)), (box.x + px(16), box.y + px(8) + i * lh))
        self.notice_lines = lines
