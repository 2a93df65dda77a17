"""The keyboard's focus on a screen's controls, one place for every screen.

Tab and Shift+Tab move a ring from control to control (round the end);
Space then does what a click would, and ← → change a focused choice or
slider. Enter on a button presses it; on a choice or a slider (nothing to
press) it stays the screen's own key: its default button ("Start", "Done"),
which keeps "Enter" written on it, so Enter never changes a value unseen.
Only where a screen has no such button does Enter step the choice. The ring shows once the keyboard is used and hides when
the mouse moves, which goes on working as before. A scene says which of
its widgets are its controls, in order (:meth:`Scene.focus_order`); the app
hands each event to the scene's :class:`Focus` before the scene itself, so
the scene's own keys (Esc, a button's letter) still work alongside.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Iterator, Sequence

import pygame

from .focus_place import nearest

if TYPE_CHECKING:  # pragma: no cover
    from .widgets import Widget

RING = (120, 226, 255)  # bright sky: apart from the gold of every frame and button
KEYLINE = (12, 10, 8)  # dark, on both sides of the ring: it reads on the felt and on a lit button alike
REACH = 8  # pixels the ring reaches outside its control's rect
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
MOVE_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 8) -> None:
    """The focus ring around ``rect``: a bright band four pixels wide between
    two dark keylines, a pixel clear of the control's own frame."""
    r = pygame.Rect(rect)
    pygame.draw.rect(surface, KEYLINE, r.inflate(2 * REACH, 2 * REACH), width=2, border_radius=radius + REACH)
    pygame.draw.rect(surface, RING, r.inflate(2 * REACH - 4, 2 * REACH - 4), width=4,
                     border_radius=radius + REACH - 2)
    pygame.draw.rect(surface, KEYLINE, r.inflate(2 * REACH - 12, 2 * REACH - 12), width=1,
                     border_radius=radius + REACH - 6)


def repaint_rect(rect: pygame.Rect) -> pygame.Rect:
    """What to repaint when the ring comes to or leaves ``rect``."""
    return pygame.Rect(rect).inflate(2 * REACH + 8, 2 * REACH + 8)


class Focus:
    """Which control of a scene the keyboard is on, and whether the ring shows.

    ``order`` gives the controls in Tab order (asked at each key, since a
    scene lays its widgets out again on a resize or a change of language);
    ``repaint`` is told each rect the ring comes to or leaves; ``shown`` a
    control the ring has moved to (a list scrolls it into view)."""

    def __init__(self, order: Callable[[], Sequence["Widget"]], repaint: Callable[[pygame.Rect], None],
                 shown: Callable[["Widget"], None], arrows_move: Callable[[], bool],
                 steps_move: Callable[[], bool] | None = None) -> None:
        """``arrows_move``: the arrows go from control to control; ``steps_move``: ← → do
        (where ↑ ↓ are the screen's own, a list's scroll; as ``arrows_move`` unless given)."""
        self.order = order
        self.repaint = repaint
        self.shown = shown
        self.arrows_move = arrows_move
        self.steps_move = steps_move or arrows_move
        self.visible = False
        self.current: Widget | None = None
        self.index = -1  # where the focus was, kept when the widgets are made again
        self.by_place = False  # the arrows go to the nearest control the way they point (a screen in rows)

    def controls(self) -> list["Widget"]:
        return [w for w in self.order() if w.focusable]

    def on(self) -> Widget | None:
        """The control the keyboard is on (None while the ring is hidden)."""
        if not self.visible:
            return None
        controls = self.controls()
        if self.current in controls:
            self.mark_others()  # the scene laid out again: its new buttons told
            return self.current
        if not controls:
            return None
        self.index = max(0, min(self.index, len(controls) - 1))  # made again: the same place
        self.set(controls[self.index])
        return self.current

    def set(self, widget: Widget | None) -> None:
        old, self.current = self.current, widget  # first: a repaint may ask where the ring is
        if old is not None and old is not widget:
            old.focused = False
            self.repaint(repaint_rect(old.rect))
        if widget is not None:
            widget.focused = self.visible
            self.repaint(repaint_rect(widget.rect))
        self.mark_others()

    def default(self) -> Widget | None:
        """The screen's default button: the control Enter presses (its own key), if any."""
        return next((w for w in self.controls() if any(k in ENTER for k in getattr(w, "keys", ()))), None)

    def enter_passes(self, widget: Widget | None) -> bool:
        """Enter, with the ring on ``widget``, goes to the screen's default
        button: the ring is on a choice or a slider and the screen has one."""
        return widget is not None and not widget.presses and self.default() is not None

    def mark_others(self) -> None:
        """Tell each control whether the ring shows on another one: a default
        button's "Enter" is written only while Enter works it (repainted when
        that changes): not while the ring is on another button."""
        passes = self.enter_passes(self.current)
        through = getattr(self.current, "works", None)  # the button Enter presses through an area
        for w in self.controls():
            elsewhere = (self.visible and self.current is not None and w is not self.current and w is not through
                         and not passes)
            if w.ring_elsewhere != elsewhere:
                w.ring_elsewhere = elsewhere
                self.repaint(repaint_rect(w.rect))

    def move(self, step: int) -> bool:
        controls = self.controls()
        if not controls:
            return False
        if self.visible and self.current in controls:
            i = (controls.index(self.current) + step) % len(controls)
        elif not self.visible and self.current in controls:
            i = controls.index(self.current)  # the ring comes back where it was
        else:
            i = 0 if step > 0 else len(controls) - 1
        self.visible = True
        self.index = i
        self.set(controls[i])
        self.shown(controls[i])
        self.set(controls[i])  # shown() may have moved it (a list scrolled): its new place repainted
        return True

    def toward(self, way: tuple[int, int]) -> bool:
        """The ring to the nearest control ``way`` (:func:`focus_place.nearest`); where there is
        none that way it stays. True: the key was the focus's."""
        controls = self.controls()
        if self.current not in controls:
            return self.move(1 if way[0] + way[1] > 0 else -1)
        assert self.current is not None
        found = nearest(controls, self.current, way)
        if found is not None:
            self.index = controls.index(found)
            self.set(found)
            self.shown(found)
            self.set(found)
        return True

    def arrive(self, step: int) -> bool:
        """The first arrow while the ring is hidden, on a screen with a default
        button (a dialog's lit answer): the ring shows on the button beside
        the default, the way the arrow points, so that Enter then presses
        that one and not the default unseen. False where nothing was done."""
        default = self.default()
        if self.visible or default is None:
            return False
        controls = self.controls()
        i = (controls.index(default) + step) % len(controls)
        self.visible = True
        self.index = i
        self.set(controls[i])
        self.shown(controls[i])
        self.set(controls[i])
        return True

    def hide(self) -> None:
        if self.visible:
            self.visible = False
            if self.current is not None:
                self.current.focused = False
                self.repaint(repaint_rect(self.current.rect))
            self.mark_others()

    @contextmanager
    def hidden(self) -> Iterator[None]:
        """The ring left out of a drawing (the scene beneath a dialog: one ring on screen at a time),
        and every key off its buttons ("Enter", "Esc": the keys work the dialog's, not theirs)."""
        widget = self.current
        was = widget is not None and widget.focused
        if widget is not None:
            widget.focused = False
        elsewhere = [(w, w.ring_elsewhere, w.keys_hidden) for w in self.order()]
        for w, _, _ in elsewhere:
            w.ring_elsewhere = w.keys_hidden = True
        try:
            yield
        finally:
            if widget is not None:
                widget.focused = was
            for w, flag, hidden in elsewhere:
                w.ring_elsewhere, w.keys_hidden = flag, hidden

    def handle(self, event: pygame.event.Event) -> bool:
        """Take ``event`` if it is the focus's to take: True when it was."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.hide()
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            return self.move(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
        if event.key in MOVE_KEYS and self.arrows_move() and self.by_place and self.visible:
            return self.toward((0, MOVE_KEYS[event.key]))
        if event.key in MOVE_KEYS and self.arrows_move():
            return self.move(MOVE_KEYS[event.key])  # a column: ↓ shows the ring at the top, ↑ at the bottom
        if event.key in STEP_KEYS and self.steps_move() and self.arrive(STEP_KEYS[event.key]):
            return True
        widget = self.on()
        if widget is None:
            return False
        if event.key in ENTER and self.enter_passes(widget):
            return False  # the screen's default button takes it, as its "Enter" says
        if event.key in ACTIVATE_KEYS:
            widget.activate()
            self.after(widget)
            return True
        if event.key in STEP_KEYS:
            if widget.nudge(STEP_KEYS[event.key]):
                self.after(widget)
                return True
            if self.steps_move() and self.by_place:  # a button: ← → go to the nearest that way
                return self.toward((STEP_KEYS[event.key], 0))
            if self.steps_move():  # a button: ← → go to the one beside it
                return self.move(STEP_KEYS[event.key])
        return False

    def after(self, widget: Widget) -> None:
        """The control changed (or its scene was laid out again): repaint where the ring is."""
        self.repaint(repaint_rect(widget.rect))
        now = self.on()
        if now is not None:
            now.focused = True
