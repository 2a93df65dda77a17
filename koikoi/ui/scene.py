"""Scenes and what they receive.

A scene gets a :class:`Context` (settings, assets, audio, layout, the agent
worker, the clock, and the app to push or pop scenes) and opens no window
itself, so every scene runs under ``SDL_VIDEODRIVER=dummy`` in a test.

Drawing is incremental: ``draw(surface)`` returns the rectangles it changed
(an empty list when nothing did), and the app updates only those on screen.
A scene that needs a full repaint (on entry, resize, a setting change)
calls ``invalidate()``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from .ai_worker import AgentWorker
from .assets import Assets
from .audio import Audio
from .layout import Layout

if TYPE_CHECKING:  # pragma: no cover
    from .app import App


@dataclass
class Options:
    """What the command line asked for."""

    demo: bool = False
    seed: int | None = None
    rules: str | None = None
    level: str | None = None
    layout_path: Any = None
    quit_after: float | None = None
    attract_after: float = 45.0  # seconds of idle title before the attract mode


@dataclass
class Context:
    settings: Any  # koikoi.settings.Settings
    assets: Assets
    audio: Audio
    layout: Layout
    worker: AgentWorker
    clock: pygame.time.Clock
    app: "App | None" = None
    options: Options = field(default_factory=Options)
    notices: list[str] = field(default_factory=list)  # told to the player once (e.g. settings set aside)
    # what cannot be saved now, by what ("settings", "match", "record"): shown
    # on screen until a later save succeeds
    problems: dict[str, str] = field(default_factory=dict)

    def save_failed(self, what: str, folder: object, exc: OSError) -> None:
        """Tell the player that ``what`` cannot be saved in ``folder``; the
        game goes on and tries again at the next change."""
        reason = exc.strerror or str(exc)
        self.problems[what] = f"Your {what} cannot be saved in {folder} ({reason}); the game keeps trying."

    def saved(self, what: str) -> None:
        self.problems.pop(what, None)

    @property
    def speed(self) -> float:
        return max(0.25, min(4.0, float(getattr(self.settings, "animation_speed", 1.0) or 1.0)))

    def secs(self, seconds: float) -> float:
        """A duration scaled by the animation speed setting."""
        return seconds / self.speed

    def change_settings(self, new: Any, save: bool = True) -> None:
        if self.app is not None:
            self.app.apply_settings(new, save=save)
        else:
            self.settings = new


class Scene:
    overlay = False  # drawn over the scene beneath it

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.full = True  # repaint everything on the next draw
        self.below: Scene | None = None
        self.done = False

    # --- lifecycle ---------------------------------------------------------
    def enter(self) -> None:
        self.place()
        self.invalidate()

    def exit(self) -> None:
        pass

    def resume(self) -> None:
        """Back on top after the scene above it closed."""
        self.invalidate()

    def resize(self) -> None:
        self.place()
        self.invalidate()

    def place(self) -> None:
        """Lay out what the scene shows for the current window size
        (called on entering and on every resize)."""

    def invalidate(self) -> None:
        self.full = True

    # --- the loop ----------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.full:
            self.full = False
            self.draw_full(surface)
            return [surface.get_rect()]
        return []

    def draw_full(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))

    @property
    def animating(self) -> bool:
        """Whether the scene wants frames at full rate (something moves)."""
        return False


def repaint(
    surface: pygame.Surface, backdrop: pygame.Surface, rects: list[pygame.Rect],
    paint: Callable[[pygame.Rect], None],
) -> list[pygame.Rect]:
    """Redraw only the dirty ``rects``: restore each from the still backdrop,
    then ``paint`` what lies over it, clipped to it."""
    for r in rects:
        surface.set_clip(r)
        surface.blit(backdrop, r, r)
        paint(r)
    surface.set_clip(None)
    return rects


class Overlay(Scene):
    """A dialog over the scene beneath it: the table stays in view, dimmed."""

    overlay = True
    dim = 140

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.backdrop: pygame.Surface | None = None
        self.dirty: list[pygame.Rect] = []

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.full or self.backdrop is None or self.backdrop.get_size() != surface.get_size():
            self.full = False
            self.draw_full(surface)
            return [surface.get_rect()]
        rects, self.dirty = self.dirty, []
        return repaint(surface, self.backdrop, rects, lambda r: self.draw_content(surface))

    def handle_buttons(self, event: pygame.event.Event, buttons: list[Any]) -> None:
        """Pass ``event`` to the dialog's buttons, repainting the one it moved."""
        for b in buttons:
            if b.handle(event):
                self.mark(b.rect.inflate(10, 10))
                if self.done:
                    return

    def draw_full(self, surface: pygame.Surface) -> None:
        if self.below is not None:
            self.below.draw_full(surface)
        else:
            surface.fill((10, 30, 20))
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, self.dim))
        surface.blit(shade, (0, 0))
        self.backdrop = surface.copy()
        self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        pass

    def mark(self, rect: pygame.Rect) -> None:
        self.dirty.append(pygame.Rect(rect))
