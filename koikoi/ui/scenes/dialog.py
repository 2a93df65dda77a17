"""Shared pieces of the dialogs, and two small ones: a choice and a confirmation."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ...engine.cards import indices
from ...engine.scoring import Score
from ..assets import GOLD_LIGHT, TEXT, Assets
from ..layout import CARD_RATIO
from ..scene import Context, Overlay
from ..widgets import Button, draw_panel, wrap
from ..words import BONUSES, MULTIPLIERS

DIALOG_CARD_H = 84  # design pixels: the cards shown in the koi-koi prompt and the summary


def centred(ctx: Context, w: float, h: float) -> pygame.Rect:
    """A design-size rectangle, scaled, centred in the window."""
    lay = ctx.layout
    r = pygame.Rect(0, 0, lay.px(w), lay.px(h))
    r.center = (lay.window[0] // 2, lay.window[1] // 2)
    return r


def card_row(surface: pygame.Surface, assets: Assets, cards: int | Sequence[int], x: int, y: int, h: int,
             max_w: int) -> int:
    """Draw cards side by side from (x, y); returns the right edge."""
    cs = list(indices(cards)) if isinstance(cards, int) else list(cards)
    w = round(h * CARD_RATIO)
    if not cs:
        return x
    step = min(w + 4, (max_w - w) / max(1, len(cs) - 1)) if len(cs) > 1 else 0
    for i, c in enumerate(cs):
        img = assets.card(c, (w, h))
        surface.blit(img, (round(x + i * step), y))
    return round(x + step * (len(cs) - 1) + w)


def breakdown(score: Score) -> str:
    """"5 + 1 = 6, ×2 for 7 points or more = 12" in words."""
    parts = [str(score.base)]
    total = score.base
    for bid, pts in score.bonuses:
        if bid == "koikoi-bonus":
            parts.append(f"+ {pts} ({BONUSES[bid]})")
            total += pts
    for mid, f in score.multipliers:
        parts.append(f"× {f} ({MULTIPLIERS.get(mid, mid)})")
    for bid, pts in score.bonuses:
        if bid != "koikoi-bonus":
            parts.append(f"+ {pts} ({BONUSES.get(bid, bid)})")
    return " ".join(parts) + f" = {score.total}"


class ChoiceScene(Overlay):
    """A question with a few answers; Enter picks the first, Esc the last."""

    def __init__(self, ctx: Context, title: str, text: str,
                 answers: Sequence[tuple[str, Callable[[], None]]]) -> None:
        super().__init__(ctx)
        self.title, self.text = title, text
        self.answers = list(answers)
        self.buttons: list[Button] = []

    def place(self) -> None:
        lay = self.ctx.layout
        self.lines = wrap(self.text, self.ctx.assets.font(lay.px(22)), lay.px(500))
        self.box = centred(self.ctx, 560, 230 + 26 * max(0, len(self.lines) - 1))
        n = len(self.answers)
        bw, bh = lay.px(170), lay.px(50)
        gap = lay.px(20)
        x0 = self.box.centerx - (n * bw + (n - 1) * gap) // 2
        self.buttons = []
        for i, (label, fn) in enumerate(self.answers):
            key = pygame.K_RETURN if i == 0 else (pygame.K_ESCAPE if i == n - 1 else None)
            hint = "Enter" if i == 0 else ("Esc" if i == n - 1 else "")
            self.buttons.append(Button((x0 + i * (bw + gap), self.box.bottom - bh - lay.px(24), bw, bh), label,
                                       lambda fn=fn: self.answer(fn), primary=i == 0, key=key, key_label=hint,
                                       click_sound=lambda: self.ctx.audio.play("click")))

    def answer(self, fn: Callable[[], None]) -> None:
        if self.ctx.app is not None:
            self.ctx.app.pop(self)
        fn()

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event):
                self.mark(self.box)
                if self.done:
                    return

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.ctx.layout
        a = self.ctx.assets
        draw_panel(surface, self.box, radius=lay.px(18))
        t = a.text(self.title, lay.px(40), GOLD_LIGHT, bold=True)
        surface.blit(t, t.get_rect(midtop=(self.box.centerx, self.box.y + lay.px(22))))
        for i, line in enumerate(self.lines):
            s = a.text(line, lay.px(22), TEXT)
            surface.blit(s, s.get_rect(midtop=(self.box.centerx, self.box.y + lay.px(74) + i * lay.px(26))))
        for b in self.buttons:
            b.draw(surface, a)


def confirm(ctx: Context, title: str, text: str, yes: str, on_yes: Callable[[], None],
            no: str = "Cancel") -> ChoiceScene:
    return ChoiceScene(ctx, title, text, [(yes, on_yes), (no, lambda: None)])


__all__ = ["DIALOG_CARD_H", "ChoiceScene", "breakdown", "card_row", "centred", "confirm"]
