"""A lesson over the table whose move the player may make at once: a click
on a card the lesson lights for its move (outside the lesson's box) reads
the lesson to its end and makes the move, as the words ask ("play this card
onto that field card"). pt23 (the guided Go-Stop in Korean): a new player
clicked the lit card as the lesson said, and nothing happened until they
found the lesson's Continue. Kept apart from :mod:`.lesson`, whose box and
pages it leaves as they are."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from .lesson import LessonScene


class MovingLesson(LessonScene):
    def __init__(self, *args: Any, move_at: Callable[[], Sequence[pygame.Rect]] = lambda: (), **kwargs: Any) -> None:
        """As :class:`LessonScene`; ``move_at``: where the cards lit for the lesson's move lie on the table now
        (none: the move is not this lesson's to ask, another lesson comes first)."""
        super().__init__(*args, **kwargs)
        self.move_at = move_at

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and not (self.tab if self.folded else self.box).collidepoint(event.pos)
                and any(r.collidepoint(event.pos) for r in self.move_at())):
            if self.on_read is not None:
                self.on_read()
            self.close()
            pygame.event.post(event)  # the table, on top again, takes the click as the move
            return
        super().handle(event)
