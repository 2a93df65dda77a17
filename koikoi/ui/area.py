"""A part of a screen the keyboard's ring can stop on, as on a control."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .assets import Assets
from .widgets import Widget


class Area(Widget):
    """A part of a screen the keyboard can be on as on a control (a list
    whose rows the arrows pick): Enter or Space does ``on_activate``, ← →
    ``on_nudge``. It draws only the ring; the mouse goes to the scene."""

    takes_focus = True
    presses = True  # Enter does its action (a row of a list: replay it)

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], on_activate: Callable[[], None],
                 on_nudge: Callable[[int], None] | None = None) -> None:
        super().__init__(rect)
        self.on_activate = on_activate
        self.on_nudge = on_nudge
        # the button Enter presses through the area (a list's Replay): its "Enter" stays written while the
        # ring is here (pt25: History's lit Replay showed no key, the ring on the list)
        self.works: Widget | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def activate(self) -> None:
        self.on_activate()

    def nudge(self, d: int) -> bool:
        if self.on_nudge is None:
            return False
        self.on_nudge(d)
        return True

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        self.draw_focus(surface)
