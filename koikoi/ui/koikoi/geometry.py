"""Koi-Koi's table geometry: the CPU's capture boxes under a strip of
their zone that names them ("CPU (Normal)"), as Go-Stop's table does (cold
playtest pt14: Koi-Koi's boxes said no one's; the player's own, at the
foot of the screen by their hand, need no name)."""

from __future__ import annotations

import pygame

from ...games.common.seats import HUMAN
from ..table.geometry import TableGeometry

OWNER_STRIP = 24  # design pixels: the strip above the CPU's captures that names them (Go-Stop's size)


class KoikoiGeometry(TableGeometry):
    def captures_rect(self, p: int) -> pygame.Rect:
        """Where a player's capture boxes lie: the CPU's under the strip that names them."""
        r = super().captures_rect(p)
        if p != HUMAN:
            strip = self.layout.px(OWNER_STRIP)
            return pygame.Rect(r.x, r.y + strip, r.w, r.h - strip)
        return r
