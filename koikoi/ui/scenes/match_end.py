"""The match's end: the winner, the final score, a round-by-round table,
and play again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..scene import Context, Scene
from ..widgets import Button, draw_panel
from .dialog import centred

if TYPE_CHECKING:  # pragma: no cover
    from .play import PlayScene


class MatchEndScene(Scene):
    def __init__(self, ctx: Context, play: "PlayScene") -> None:
        super().__init__(ctx)
        self.play = play
        self.match = play.match
        self.auto = 8.0 if play.demo else None
        self.buttons: list[Button] = []
        self.record_line = ""
        if not play.demo:
            from ... import record

            tally = record.load()[0].get(play.level)
            if tally is not None:
                self.record_line = (f"Against {play.level.title()}: {tally.words()}"
                                    f"  ·  your best round {tally.best_round} points")

    def enter(self) -> None:
        super().enter()
        self.ctx.audio.play("match_end")

    def place(self) -> None:
        lay = self.ctx.layout
        self.box = centred(self.ctx, 760, 660)
        bw, bh = lay.px(220), lay.px(54)
        y = self.box.bottom - bh - lay.px(20)
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        self.again = Button((self.box.centerx - bw - lay.px(10), y, bw, bh), "Play again", self.play_again,
                            primary=True, key=pygame.K_RETURN, key_label="Enter", click_sound=click)
        self.title_button = Button((self.box.centerx + lay.px(10), y, bw, bh), "Title screen", self.to_title,
                                   key=pygame.K_ESCAPE, key_label="Esc", click_sound=click)
        self.buttons = [self.again, self.title_button]

    def play_again(self) -> None:
        from .play import PlayScene

        p = self.play
        new = PlayScene(self.ctx, p.rules, None, p.level, demo=p.demo)
        new.attract = p.attract
        if self.ctx.app is not None:
            self.ctx.app.replace(new)

    def to_title(self) -> None:
        from .title import TitleScene

        if self.ctx.app is not None:
            self.ctx.app.replace(TitleScene(self.ctx))

    def update(self, dt: float) -> None:
        if self.auto is not None:
            self.auto -= dt
            if self.auto <= 0:
                self.auto = None
                self.play_again()

    def handle(self, event: pygame.event.Event) -> None:
        if self.play.attract and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.to_title()
            return
        for b in self.buttons:
            if b.handle(event):
                self.invalidate()
                if self.done:
                    return

    def draw_full(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        lay = self.ctx.layout
        px = lay.px
        surface.blit(a.felt(surface.get_size()), (0, 0))
        box = self.box
        draw_panel(surface, box, radius=px(22))
        m = self.match
        names = self.play.short
        if m.winner is None:
            head = "A drawn match"
        elif names[m.winner] == "You":
            head = "You win the match!"
        else:
            head = f"{names[m.winner]} wins the match"
        t = a.text(head, px(54), GOLD_LIGHT, bold=True)
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + px(20))))
        s = a.text(f"{names[0]} {m.scores[0]}   —   {names[1]} {m.scores[1]}", px(36), TEXT, bold=True)
        surface.blit(s, s.get_rect(midtop=(box.centerx, box.y + px(80))))
        if self.record_line:
            r = a.text(self.record_line, px(19), TEXT_DIM)
            surface.blit(r, r.get_rect(midtop=(box.centerx, box.y + px(124))))
        # the round-by-round table
        y = box.y + px(156 if self.record_line else 130)
        cols = [box.x + px(60), box.x + px(170), box.x + px(330), box.x + px(440), box.right - px(60)]
        heads = ["Round", "Winner", "Points", names[0], names[1]]
        for x, h in zip(cols, heads):
            img = a.text(h, px(22), TEXT_DIM, bold=True)
            surface.blit(img, img.get_rect(midtop=(x, y)) if x != cols[-1] else img.get_rect(topright=(x, y)))
        y += px(28)
        running = [m.rules.match["starting_points"]] * 2
        history = m.history
        rows = history[-14:]
        start = len(history) - len(rows)
        for i, res in enumerate(history):
            if res.winner is not None and res.points:
                running[res.winner] += res.points
                if m.rules.match["transfer"] or m.rules.match["starting_points"]:
                    running[1 - res.winner] -= res.points
            if i < start:
                continue
            winner = names[res.winner] if res.winner is not None else "—"
            vals = [str(i + 1), winner, str(res.points) if res.points else "—", str(running[0]), str(running[1])]
            for j, (x, v) in enumerate(zip(cols, vals)):
                img = a.text(v, px(22), GOLD_LIGHT if j == 2 and res.points else TEXT)
                surface.blit(img, img.get_rect(midtop=(x, y)) if j != 4 else img.get_rect(topright=(x, y)))
            y += px(26)
        for b in self.buttons:
            b.draw(surface, a)
