"""The pointer as the system's "busy" cursor while the game works without
drawing (a language changed lays every screen out again: at its first
change to a language Settings wraps each option's every meaning anew), so
the player sees that the click was taken; the cursor it had comes back
after. Where the video driver has no cursors, nothing changes."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame


@contextmanager
def busy() -> Iterator[None]:
    try:
        before: pygame.cursors.Cursor | None = pygame.mouse.get_cursor()
        pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_WAIT)
    except pygame.error:
        before = None
    try:
        yield
    finally:
        if before is not None:
            try:
                pygame.mouse.set_cursor(before)
            except pygame.error:
                pass
