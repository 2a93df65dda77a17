"""A scene of widgets over a still picture: the title, settings, the rules."""

from __future__ import annotations

import pygame

from ..scene import Context, Scene, repaint
from ..widgets import Widget


class MenuScene(Scene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets: list[Widget] = []
        self.backdrop: pygame.Surface | None = None
        self.dirty: list[pygame.Rect] = []

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(self.ctx.assets.felt(surface.get_size()), (0, 0))

    def paint_over(self, surface: pygame.Surface) -> None:
        """Anything drawn after the widgets (rarely needed)."""

    def handle(self, event: pygame.event.Event) -> None:
        for w in list(self.widgets):
            if w.handle(event):
                self.dirty.append(w.rect.inflate(12, 12))
            if self.done:
                return

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.full or self.backdrop is None or self.backdrop.get_size() != surface.get_size():
            self.full = False
            self.dirty = []
            self.draw_full(surface)
            return [surface.get_rect()]
        rects, self.dirty = self.dirty, []
        return repaint(surface, self.backdrop, rects, lambda r: self.paint_widgets(surface, r))

    def paint_widgets(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        for w in self.widgets:
            if w.visible and w.rect.inflate(12, 12).colliderect(r):
                w.draw(surface, self.ctx.assets)
        self.paint_over(surface)

    def draw_full(self, surface: pygame.Surface) -> None:
        self.paint_backdrop(surface)
        self.backdrop = surface.copy()
        for w in self.widgets:
            w.draw(surface, self.ctx.assets)
        self.paint_over(surface)
