"""The round summary: who won and why, each yaku with its cards, the base,
each multiplier, the total, the running match score and the next dealer."""

from __future__ import annotations

import pygame

from ...engine.match import next_dealer
from ..assets import GOLD_LIGHT, TEXT, TEXT_DIM
from ..scene import Context, Overlay, TableView
from ..boxes import DIALOG_CARD_H, card_row, centred
from ..widgets import ReadableButton, draw_panel
from ..words import BONUSES, MULTIPLIERS, reason_text



class SummaryScene(Overlay):
    dim = 150

    def __init__(self, ctx: Context, table: TableView) -> None:
        super().__init__(ctx)
        self.table = table
        m = table.match
        self.result = m.round.result
        assert self.result is not None
        self.score = self.result.score
        self.auto = 6.0 if table.demo else None  # the attract mode moves on by itself

    def place(self) -> None:
        rows = len(self.score.yaku) if self.score else 0
        lines = (len(self.score.multipliers) + len(self.score.bonuses)) if self.score else 0
        self.box = centred(self.ctx.layout, 820, 290 + 92 * rows + 28 * lines)
        self.place_buttons()

    def place_buttons(self) -> None:
        """Next round (Enter) and, beside it, Menu (Esc): Esc opens the pause
        menu here as everywhere in a match, and the button says so."""
        lay = self.ctx.layout
        nw, mw, bh, gap = lay.px(260), lay.px(170), lay.px(56), lay.px(20)
        x = self.box.centerx - (nw + gap + mw) // 2
        y = self.box.bottom - bh - lay.px(22)
        click = lambda: self.ctx.audio.play("click")  # noqa: E731
        label = "See the result" if self.table.match.over else "Next round"
        self.next_button = ReadableButton((x, y, nw, bh), label, self.next, primary=True, key=pygame.K_RETURN,
                                  key_label="Enter", click_sound=click)
        self.menu_button = ReadableButton((x + nw + gap, y, mw, bh), "Menu", self.table.open_pause, key=pygame.K_ESCAPE,
                                  key_label="Esc", click_sound=click)
        self.buttons = [self.next_button, self.menu_button]

    def next(self) -> None:
        if self.done:
            return
        self.close()
        self.table.after_summary()

    def update(self, dt: float) -> None:
        if self.auto is not None:
            self.auto -= dt
            if self.auto <= 0:
                self.auto = None
                self.next()

    def handle(self, event: pygame.event.Event) -> None:
        if self.table.attract and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.table.handle(event)
            return
        self.handle_buttons(event, self.buttons)

    def title(self) -> str:
        w = self.result.winner
        names = self.table.short
        if w is None:
            return "No winner this round"
        if names[w] == "You":
            return "You win the round!"
        return f"{names[w]} wins the round"

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        px = lay.px
        box = self.box
        draw_panel(surface, box, radius=px(20))
        table = self.table
        t = a.text(self.title(), px(48), GOLD_LIGHT, bold=True)
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + px(18))))
        why = a.text(reason_text(self.result, table.short), px(22), TEXT_DIM)
        surface.blit(why, why.get_rect(midtop=(box.centerx, box.y + px(68))))
        y = box.y + px(100)
        sc = self.score
        if sc is not None:
            for yk in sc.yaku:
                name = a.text(yk.name, px(28), TEXT, bold=True)
                surface.blit(name, (box.x + px(30), y + px(10)))
                pts = a.text(f"{yk.points}", px(34), GOLD_LIGHT, bold=True)
                surface.blit(pts, pts.get_rect(topright=(box.right - px(30), y + px(24))))
                card_row(surface, a, yk.cards, box.x + px(220), y, px(DIALOG_CARD_H), box.w - px(310))
                y += px(92)
            pygame.draw.line(surface, (226, 165, 36), (box.x + px(30), y + px(2)), (box.right - px(30), y + px(2)))
            y += px(8)
            rows: list[tuple[str, str]] = [("Base", str(sc.base))]
            for bid, pts in sc.bonuses:
                rows.append((BONUSES.get(bid, bid).capitalize(), f"+{pts}"))
            for mid, f in sc.multipliers:
                rows.append((MULTIPLIERS.get(mid, mid).capitalize(), f"×{f}"))
            for label, value in rows:
                name = a.text(label, px(22), TEXT)
                v = a.text(value, px(24), GOLD_LIGHT)
                surface.blit(name, (box.x + px(30), y))
                surface.blit(v, v.get_rect(topright=(box.right - px(30), y)))
                y += px(28)
        total = self.result.points
        tl = a.text("Round points", px(28), TEXT, bold=True)
        tv = a.text(str(total), px(40), GOLD_LIGHT, bold=True)
        surface.blit(tl, (box.x + px(30), y + px(6)))
        surface.blit(tv, tv.get_rect(topright=(box.right - px(30), y)))
        y += px(46)
        m = table.match
        names = table.short
        score_line = f"Match: {names[0]} {m.scores[0]}  —  {names[1]} {m.scores[1]}"
        if not m.over:
            nd = next_dealer(table.rules, m.round.dealer, self.result)
            score_line += f"     Next dealer: {names[nd]}"
        s = a.text(score_line, px(24), TEXT)
        surface.blit(s, s.get_rect(midtop=(box.centerx, y)))
        for b in self.buttons:
            b.draw(surface, a)
