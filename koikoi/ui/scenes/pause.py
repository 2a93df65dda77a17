"""Esc pauses: resume, settings, how to play, or quit to the title. The
match is saved as it is played, so leaving it costs nothing: the title
offers to continue it (demo play is not saved, and is left without asking)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..assets import GOLD_LIGHT, TEXT_DIM
from ..scene import Context, Overlay
from ..widgets import Button, draw_panel
from .dialog import centred

if TYPE_CHECKING:  # pragma: no cover
    from .play import PlayScene


class PauseScene(Overlay):
    def __init__(self, ctx: Context, play: "PlayScene") -> None:
        super().__init__(ctx)
        self.play = play
        self.buttons: list[Button] = []

    def place(self) -> None:
        lay = self.ctx.layout
        self.box = centred(self.ctx, 420, 420)
        bw, bh = lay.px(300), lay.px(52)
        x = self.box.centerx - bw // 2
        y = self.box.y + lay.px(96)
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        items = [
            ("Resume", self.resume_game, True, pygame.K_ESCAPE, "Esc"),
            ("Settings", self.open_settings, False, None, ""),
            ("How to play", self.open_rules, False, None, ""),
            ("Quit to title" if self.play.demo else "Save and quit to title", self.quit_to_title, False, None, ""),
        ]
        self.buttons = []
        for i, (label, fn, primary, key, hint) in enumerate(items):
            self.buttons.append(Button((x, y + i * (bh + lay.px(16)), bw, bh), label, fn, primary=primary,
                                       key=key, key_label=hint, click_sound=click))

    def resume_game(self) -> None:
        if self.ctx.app is not None:
            self.ctx.app.pop(self)

    def open_settings(self) -> None:
        from .settings import SettingsScene

        if self.ctx.app is not None:
            self.ctx.app.push(SettingsScene(self.ctx, in_game=True))

    def open_rules(self) -> None:
        from .rules import RulesScene

        if self.ctx.app is not None:
            self.ctx.app.push(RulesScene(self.ctx, self.play.rules))

    def quit_to_title(self) -> None:
        from .title import TitleScene

        if self.ctx.app is not None:
            self.ctx.app.clear_to(TitleScene(self.ctx))

    def handle(self, event: pygame.event.Event) -> None:
        self.handle_buttons(event, self.buttons)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        draw_panel(surface, self.box, radius=lay.px(20))
        t = a.text("Paused", lay.px(48), GOLD_LIGHT, bold=True)
        surface.blit(t, t.get_rect(midtop=(self.box.centerx, self.box.y + lay.px(24))))
        for b in self.buttons:
            b.draw(surface, a)
        s = a.text("Shortcuts: 1-8 play a hand card, H hint, Enter/Esc answer dialogs", lay.px(17), TEXT_DIM)
        surface.blit(s, s.get_rect(midbottom=(self.box.centerx, self.box.bottom - lay.px(12))))
