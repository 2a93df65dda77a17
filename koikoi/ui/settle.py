"""A click acts on what the player saw under the mouse.

One click may lay a screen out again (a new text size, language or window
size in Settings, a rule set on the title, a page of How to play, a
filter of History): the controls move, and another may come under the
resting mouse. The second of two quick clicks then landed on that one
(pt23, pt24: the volume set to 0, the opponent to Hard, unmeant). As the
table does with a hand card that slid under the pointer
(:data:`~.table.pointer.SETTLED`), a click on a control that came under a
resting mouse is ignored until the mouse moves or it has lain still
there for :data:`SETTLED` seconds.

What lies under the mouse is told by :func:`aimed`: the control a click
there would work and the part of it (which arrow of a choice, where on a
slider's track), as the screen names it (:meth:`aimed_at`, a screen's own
names for its controls: Settings names its rows by their option) or else
by its kind and its words (a choice's label, not its value). A control
laid out again with the same words, though it moved, or named the same,
is the same control while it stays under the mouse: only a change of what
a click there would do counts.

The app keeps one :class:`Settle` and asks it of every mouse button
event (:meth:`Settle.lets`), telling it of every layout the events and
frames may have made (:meth:`Settle.look`).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

# seconds a control must lie still under a resting mouse before a click there works it (the table's, for cards)
SETTLED = 0.5


def part_of(widget: Any, pos: tuple[int, int]) -> Hashable:
    """What of ``widget`` a click at ``pos`` works: a choice's arrow (-1 or 1), a slider's track (its value at
    ``pos`` comes from where the track lies); a button is worked whole (None)."""
    track = getattr(widget, "track", None)
    if isinstance(track, pygame.Rect):
        return tuple(track)
    value = getattr(widget, "value_rect", None)
    if isinstance(value, pygame.Rect) and hasattr(widget, "step"):
        return -1 if pos[0] < value.centerx else 1
    return None


def controls(scene: Any) -> list[Any]:
    """The scene's controls a click may work, in the order it keeps them."""
    seen: list[Any] = []
    for w in [*getattr(scene, "widgets", ()), *getattr(scene, "buttons", ()), getattr(scene, "hint_button", None)]:
        if w is not None and all(w is not s for s in seen):
            seen.append(w)
    return seen


def widget_at(scene: Any, pos: tuple[int, int]) -> tuple[int, Any] | None:
    """The control under ``pos`` a click works (its index among :func:`controls`), or None."""
    for i, w in enumerate(controls(scene)):
        clip = getattr(w, "clip", None)
        if (getattr(w, "visible", False) and getattr(w, "enabled", False) and w.rect.collidepoint(pos)
                and (clip is None or clip.collidepoint(pos))):
            return i, w
    return None


def aimed(scene: Any, pos: tuple[int, int]) -> Hashable:
    """What a click at ``pos`` works on ``scene``: the screen's own name for it, or its place and box."""
    own = getattr(scene, "aimed_at", None)
    if callable(own):
        named = own(pos)
        if named is not None:
            return named
    hit = widget_at(scene, pos)
    if hit is None:
        return None
    i, w = hit  # a button whose words change (a filter's value) is named by the screen, or counts as another
    return type(w).__name__, getattr(w, "label", "") or i, part_of(w, pos)  # (one without words: by its place)


class Settle:
    """Clicks on a resting mouse, held back where what lies under it moved there without the mouse moving."""

    def __init__(self) -> None:
        self.clock = 0.0  # seconds run (frames and idle sleeps)
        self.mouse: tuple[int, int] | None = None  # where the mouse was last seen
        self.screen: Hashable = None  # the screen it was seen over (:meth:`key`)
        self.under: Hashable = None  # what a click there worked, as last looked at
        self.came_at: float | None = None  # when another control came under the resting mouse (None: none since)
        self.held: set[int] = set()  # the mouse buttons whose press was held back (their release is too)

    @staticmethod
    def key(scene: Any) -> Hashable:
        """The screen ``scene`` is: its :attr:`settle_as` where it shows the one it replaced again."""
        return getattr(scene, "settle_as", None) or id(scene)

    def tick(self, dt: float) -> None:
        self.clock += dt

    def look(self, scene: Any) -> None:
        """After events or a frame: note when another control came under the resting mouse. A new screen on
        top is the player's to look at (a dialog's question): what it has under the mouse is noted, not held."""
        if self.mouse is None or scene is None:
            return
        now = aimed(scene, self.mouse)
        if self.key(scene) != self.screen:
            self.screen, self.under, self.came_at = self.key(scene), now, None
        elif now != self.under:
            self.under, self.came_at = now, self.clock

    def lets(self, event: pygame.event.Event, scene: Any) -> bool:
        """Whether ``event`` goes to the scene: False for a press on a control that came under the resting
        mouse less than :data:`SETTLED` seconds ago (and for that press's release)."""
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button in self.held:
                self.held.discard(event.button)
                return False
            return True
        if event.type == pygame.MOUSEWHEEL:  # the player turns the list under the pointer: what comes is theirs
            self.screen = None  # (noted anew at the next look, not held)
            return True
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            return True
        pos = tuple(event.pos)
        if pos != self.mouse or self.key(scene) != self.screen:  # the mouse moved: what it is on now is pointed at
            self.mouse, self.came_at = (pos[0], pos[1]), None
            self.screen, self.under = self.key(scene), aimed(scene, pos) if scene is not None else None
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and self.came_at is not None
                and self.clock - self.came_at < SETTLED):
            self.held.add(event.button)
            return False
        return True
