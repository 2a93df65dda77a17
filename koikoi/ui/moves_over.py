"""The table's Moves button over a question asked at the table (koi-koi?,
Go or Stop?, the sake cup...): lit, not dimmed, it opens the move log over
the question by the mouse or by M, and the question comes back as it was
when the log closes (pt16: Moves was dimmed and did nothing, so the round
could not be looked over before deciding)."""

from __future__ import annotations

from typing import Any

import pygame

from .widgets import Button


def beneath(scene: Any) -> Button | None:
    """The Moves button of the table under ``scene`` (None: no table under it, or no Moves there)."""
    below = getattr(scene, "below", None)
    button = getattr(below, "moves_button", None)
    if not isinstance(button, Button) or not button.visible or not callable(getattr(below, "open_moves", None)):
        return None
    return button


def handled(scene: Any, event: pygame.event.Event) -> bool:
    """Give ``event`` to the table's Moves button under the question: True when it was for it (M, or a click
    on it, which open the log over the question); its hover repainted."""
    button = beneath(scene)
    if button is None:
        return False
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not button.pressed:
        return False  # a click that began elsewhere: the question's own
    if button.handle(event):
        scene.invalidate()  # drawn lit under the question's backdrop: drawn again whole (its hover is rare)
        return event.type != pygame.MOUSEMOTION
    return False


def draw(scene: Any, surface: pygame.Surface) -> None:
    """The table's Moves button lit over the dimmed table, as it works over the question."""
    button = beneath(scene)
    if button is not None:
        button.draw(surface, scene.ctx.assets)
