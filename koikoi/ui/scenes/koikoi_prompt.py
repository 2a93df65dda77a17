"""The koi-koi prompt: the yaku just made, what stopping scores now, and
two clear buttons, Stop and Koi-Koi; a Hint says which the computer would
choose in the player's seat."""

from __future__ import annotations

import pygame

from ...engine.actions import KOIKOI, STOP
from ...engine.round import koikoi_calls_left
from ...engine.scoring import found_yaku
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..scene import Context, Overlay, TableView
from ...seats import HUMAN
from ..boxes import DIALOG_CARD_H, card_row, centred
from ..widgets import Button, draw_panel
from ..words import breakdown



class KoiKoiScene(Overlay):
    dim = 120

    def __init__(self, ctx: Context, table: TableView) -> None:
        super().__init__(ctx)
        self.table = table
        rnd = table.match.round
        self.score = rnd.score_if_stopped(HUMAN)
        self.yaku = found_yaku(table.rules, rnd.captures[HUMAN], rnd.month, rnd.koikoi_calls[HUMAN] > 0)
        self.buttons: list[Button] = []
        self.asking = False  # the hint is being thought out
        self.advice = ""
        self.last_call = self.last_call_words(table)

    @staticmethod
    def last_call_words(table: TableView) -> str:
        """Said when this koi-koi is the last the rules allow the player this
        round: after it, a new yaku ends the round without asking."""
        rnd = table.match.round
        if koikoi_calls_left(rnd, HUMAN) != 1:
            return ""
        if rnd.rules.play.koikoi_limit_scope == "round":
            return ("This is the round's last koi-koi: once it is called, the next yaku by either player "
                    "ends the round.")
        return "This is your last koi-koi this round: after it, your next yaku ends the round and scores."

    def place(self) -> None:
        lay = self.ctx.layout
        rows = len(self.yaku)
        self.box = centred(self.ctx.layout, 780, 300 + 96 * rows + (30 if self.last_call else 0))
        bw, bh = lay.px(250), lay.px(60)
        y = self.box.bottom - bh - lay.px(24)
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        self.stop_button = Button((self.box.centerx - bw - lay.px(14), y, bw, bh), f"Stop: +{self.score.total}",
                                  lambda: self.choose(STOP), key=pygame.K_s, key_label="S", click_sound=click)
        self.koikoi_button = Button((self.box.centerx + lay.px(14), y, bw, bh), "Koi-Koi!",
                                    lambda: self.choose(KOIKOI), primary=True, key=pygame.K_k, key_label="K",
                                    click_sound=click)
        self.hint_button = Button((self.box.right - lay.px(110), self.box.y + lay.px(16), lay.px(92), lay.px(36)),
                                  "Hint", self.ask_hint, key=pygame.K_h, key_label="H", click_sound=click)
        self.buttons = [self.stop_button, self.koikoi_button, self.hint_button]

    @property
    def animating(self) -> bool:
        return self.asking

    def ask_hint(self) -> None:
        if self.asking or self.advice:
            return
        self.asking = True
        self.advice = "Thinking..."
        self.table.ask_advice()
        self.mark(self.box)

    def update(self, dt: float) -> None:
        if self.asking and self.ctx.worker.ready():
            self.asking = False
            stop = self.ctx.worker.take() == STOP
            self.advice = ("Hint: the computer would stop here and take the points." if stop else
                           "Hint: the computer would call koi-koi here and play on.")
            self.mark(self.box)

    def choose(self, action: object) -> None:
        if self.asking:
            self.ctx.worker.cancel()
            self.asking = False
        self.close()
        self.table.act(action)  # type: ignore[arg-type]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.choose(STOP)  # Enter takes the safe answer
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_pause()
            return
        self.handle_buttons(event, self.buttons)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        box = self.box
        px = lay.px
        draw_panel(surface, box, radius=px(20))
        t = a.text("You made a yaku!", px(46), GOLD_LIGHT, bold=True)
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + px(18))))
        y = box.y + px(74)
        for yk in self.yaku:
            name = a.text(yk.name, px(30), TEXT, bold=True)
            surface.blit(name, (box.x + px(30), y + px(8)))
            pts = a.text(f"{yk.points} pt{'s' if yk.points != 1 else ''}", px(26), GOLD_LIGHT)
            surface.blit(pts, (box.x + px(30), y + px(40)))
            card_row(surface, a, yk.cards, box.x + px(220), y, px(DIALOG_CARD_H), box.w - px(250))
            y += px(96)
        y += px(6)
        total = self.score.total
        if self.score.multipliers or self.score.bonuses:
            said = f"Stop now and score {breakdown(self.score)}"
        else:
            said = f"Stop now and score {total} point{'s' if total != 1 else ''}"
        line = a.text(said, px(25), TEXT)
        surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
        y += px(32)
        rules = self.table.rules
        doubles = rules.scoring.opponent_koikoi
        risk = ("Koi-koi: play on for more yaku. If the CPU makes a yaku and stops first, "
                + ("it scores double." if doubles else "it scores and you get nothing."))
        r = a.text(risk, px(20), TEXT_DIM)
        surface.blit(r, r.get_rect(midtop=(box.centerx, y)))
        if self.last_call:
            y += px(28)
            last = a.text(self.last_call, px(20), (255, 200, 140))
            surface.blit(last, last.get_rect(midtop=(box.centerx, y)))
        if self.advice:
            h = a.text(self.advice, px(21), (150, 255, 175))
            surface.blit(h, h.get_rect(midtop=(box.centerx, y + px(30))))
        for b in self.buttons:
            b.draw(surface, a)
