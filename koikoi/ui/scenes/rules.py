"""How to play: the capture rules, koi-koi, and every yaku of the rule set
in play, shown with the real card images and their points."""

from __future__ import annotations

import pygame

from ...engine.cards import MONTH_MASK, indices
from ...engine.rules import Rules
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..layout import CARD_RATIO
from ..scene import Context, Scene
from ..widgets import Button, draw_panel, wrap

BASICS = [
    ("The cards", [
        "48 cards, four for each month of the year, each month its own flower.",
        "Each card is a Bright (20), an Animal (10), a Ribbon (5) or a Plain (1).",
        "With corner numbers on (Settings), each card shows its month on a disc coloured by kind.",
    ]),
    ("A turn", [
        "Play a card from your hand. If a field card has the same month, you capture both;",
        "if none does, your card stays on the field. With two matches, you choose one to take.",
        "Then the top card of the deck is turned over and matches (or stays) the same way.",
        "Three of a month on the field are all taken by the fourth.",
    ]),
    ("Yaku and koi-koi", [
        "Captured cards make yaku, the scoring sets below. When you make or raise a yaku,",
        "you choose: Stop, and score your yaku now, or call Koi-Koi and play on for more.",
        "After a koi-koi, if your opponent makes a yaku and stops first, they score instead",
        "(in most rules, doubled). If the hands run out with nobody stopping, the rules decide.",
    ]),
]


class RulesScene(Scene):
    def __init__(self, ctx: Context, rules: Rules) -> None:
        super().__init__(ctx)
        self.rules = rules
        self.scroll = 0
        self.page: pygame.Surface | None = None

    def resize(self) -> None:
        self.page = None
        super().resize()

    def place(self) -> None:
        lay = self.ctx.layout
        W, H = lay.window
        bw = lay.px(200)
        self.back = Button((W // 2 - bw // 2, H - lay.px(64), bw, lay.px(48)), "Back", self.close, primary=True,
                           key=pygame.K_ESCAPE, key_label="Esc", click_sound=lambda: self.ctx.audio.play("click"))
        self.view = pygame.Rect(lay.px(40), lay.px(20), W - lay.px(80), H - lay.px(100))

    def close(self) -> None:
        if self.ctx.app is not None:
            self.ctx.app.pop(self)

    def example(self, y) -> list[int]:  # noqa: ANN001
        """Cards that make a yaku: its named cards, then enough of its pool."""
        if y.current_month:
            return list(indices(MONTH_MASK[1]))[: y.min]
        cards = list(indices(y.cards))
        need = max(0, y.min - len(cards))
        extra = [c for c in indices(y.pool & ~y.cards)][:need]
        return cards + extra

    def build_page(self) -> pygame.Surface:
        a = self.ctx.assets
        lay = self.ctx.layout
        px = lay.px
        w = self.view.w
        ch = px(84)
        cw = round(ch * CARD_RATIO)
        height = px(90)
        for _title, lines in BASICS:
            height += px(40) + len(lines) * px(26) + px(12)
        height += px(60) + len(self.rules.yaku) * (ch + px(30)) + px(40)
        page = pygame.Surface((w, height), pygame.SRCALPHA)
        draw_panel(page, page.get_rect(), radius=px(18), alpha=225)
        y = px(18)
        t = a.text("How to play Koi-Koi", px(48), GOLD_LIGHT, bold=True)
        page.blit(t, t.get_rect(midtop=(w // 2, y)))
        y += px(66)
        for title, lines in BASICS:
            page.blit(a.text(title, px(30), GOLD_LIGHT, bold=True), (px(30), y))
            y += px(38)
            for line in lines:
                page.blit(a.text(line, px(23), TEXT), (px(40), y))
                y += px(26)
            y += px(12)
        head = a.text(f"The yaku of {self.rules.title}", px(30), GOLD_LIGHT, bold=True)
        page.blit(head, (px(30), y))
        d = a.text(self.rules.description, px(20), TEXT_DIM)
        page.blit(d, (px(40) + head.get_width(), y + px(8)))
        y += px(50)
        for yk in self.rules.yaku:
            pts = f"{yk.points}" + (f" (+{yk.extra} per extra card)" if yk.extra else "")
            if yk.points_after_koikoi != yk.points:
                pts += f", {yk.points_after_koikoi} after koi-koi"
            page.blit(a.text(yk.name, px(27), TEXT, bold=True), (px(40), y + px(6)))
            page.blit(a.text(pts + " pts", px(22), GOLD_LIGHT), (px(40), y + px(36)))
            desc = yk.description or ""
            for i, line in enumerate(wrap(desc, a.font(px(19)), px(400))[:2]):
                page.blit(a.text(line, px(19), TEXT_DIM), (px(40), y + px(62) + i * px(20)))
            x = px(460)
            for c in self.example(yk)[:10]:
                page.blit(a.shadow((cw, ch)), (x - 3, y - 1))
                page.blit(a.card(c, (cw, ch)), (x, y))
                x += cw + px(6)
            if yk.current_month:
                page.blit(a.text("(the round's month: pine in round 1)", px(19), TEXT_DIM), (x + px(10), y + px(30)))
            y += ch + px(30)
        return page

    def handle(self, event: pygame.event.Event) -> None:
        if self.back.handle(event):
            self.invalidate()
            return
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y * self.ctx.layout.px(60)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_UP, pygame.K_PAGEUP):
            big = event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP)
            step = (self.view.h - 40 if big else 60) * (1 if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -1)
        if step:
            page_h = self.page.get_height() if self.page else 0
            self.scroll = max(0, min(max(0, page_h - self.view.h), self.scroll + step))
            self.invalidate()

    def draw_full(self, surface: pygame.Surface) -> None:
        a = self.ctx.assets
        surface.blit(a.felt(surface.get_size()), (0, 0))
        if self.page is None or self.page.get_width() != self.view.w:
            self.page = self.build_page()
        surface.blit(self.page, self.view, pygame.Rect(0, self.scroll, self.view.w, self.view.h))
        if self.page.get_height() > self.view.h:
            hint = a.text("Scroll with the mouse wheel or the arrow keys", self.ctx.layout.px(18), TEXT_DIM)
            surface.blit(hint, hint.get_rect(bottomleft=(self.view.x, surface.get_height() - self.ctx.layout.px(20))))
        self.back.draw(surface, a)
