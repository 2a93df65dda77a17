"""Buttons, choices and sliders, drawn in the table's lacquer style.

A widget keeps its rect in window pixels; the scene places it. ``handle``
returns True when the event changed it (so the scene redraws its rect).
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from .assets import GOLD, GOLD_LIGHT, MIN_TEXT, TEXT, TEXT_DIM, Assets
from ..i18n import pgettext
from .focus import draw_ring
from .textfit import draw_text, fit, fit_text, wrap  # noqa: F401  # the scenes take them from here too

LACQUER = (24, 18, 16)
RED = (190, 52, 36)
RED_HOVER = (222, 78, 54)
DARK = (44, 36, 32)
DARK_HOVER = (70, 58, 50)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, radius: int = 14, alpha: int = 250) -> None:
    """A dark lacquer panel with a thin gold rim."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    # opaque (alpha 255): the rims mixed over the lacquer here, so nothing beneath shows through them either
    rim, inner = ((*GOLD, 200), (*GOLD_LIGHT, 50)) if alpha < 255 else \
        (pygame.Color(LACQUER).lerp(GOLD, 200 / 255), pygame.Color(LACQUER).lerp(GOLD_LIGHT, 50 / 255))
    pygame.draw.rect(panel, (*LACQUER, alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, rim, panel.get_rect(), width=2, border_radius=radius)
    pygame.draw.rect(panel, inner, panel.get_rect().inflate(-8, -8), width=1, border_radius=max(2, radius - 4))
    surface.blit(panel, rect)


class Widget:
    """A control at ``rect``. The keyboard reaches it with Tab when it is
    :attr:`focusable`; ``focused`` is set while the ring is on it, and
    :meth:`activate` (Enter, Space) and :meth:`nudge` (← →) do with it what
    the mouse would."""

    takes_focus = False  # a control (not a heading, not a scroll bar)
    presses = False  # Enter presses it (a button); on a choice it is the screen's default's (koikoi.ui.focus)

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.hover = False
        self.enabled = True
        self.visible = True
        self.focused = False
        self.ring_elsewhere = False  # the ring shows on another control (Enter works that one, not this)
        self.keys_hidden = False  # a dialog over its screen: the keys are the dialog's, none written here

    @property
    def focusable(self) -> bool:
        return self.takes_focus and self.enabled and self.visible

    def activate(self) -> None:
        """Enter or Space on the control: what a click does."""

    def nudge(self, d: int) -> bool:
        """← (-1) or → (+1) on the control; True when it used the key."""
        return False

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The keyboard's ring around the control, while it is on it."""
        if self.focused and self.visible:
            draw_ring(surface, self.rect, min(14, max(6, self.rect.height // 4)))

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            h = self.enabled and self.rect.collidepoint(event.pos)
            if h != self.hover:
                self.hover = h
                return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        pass


def keys_words(*names: str) -> str:
    """The keys that press a button, as written on it ("S · Enter"): each
    name as its keycap reads, in the order given, the empty ones left out."""
    return " · ".join(n for n in names if n)


def ringed_keys(key_label: str) -> str:
    """The keys written on a button while the ring is on it: its own, and Enter."""
    # TRANSLATORS: the name of the Enter key, written on a button beside its label
    enter, parts = pgettext("key", "Enter"), [p for p in key_label.split(" · ") if p]
    return key_label if enter in parts else keys_words(*parts, enter)


ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)  # what a dialog's default button answers to, besides its letter


class Button(Widget):
    """A labelled button; ``key`` is its keyboard shortcut (shown on it),
    ``also`` more keys that press it (a dialog's default answers Enter too)."""

    def __init__(
        self, rect: pygame.Rect | tuple[int, int, int, int], label: str, on_click: Callable[[], None],
        *, primary: bool = False, key: int | None = None, key_label: str = "",
        click_sound: Callable[[], None] | None = None, also: Sequence[int] = (),
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.key = key
        self.also = tuple(also)
        self.key_label = key_label
        self.click_sound = click_sound
        self.pressed = False
        self.together: object = None  # buttons of one row wherever they stand (button_rows.one_row)
        # the height whose text sizes its words take, where not its own: a small button's words in a taller
        # place, with a margin around them (the stacked Hint of Go or Stop?, in the row kept for it)
        self.words_for: int | None = None

    takes_focus = True
    row: tuple[Button, ...] = ()  # the buttons side by side with it, itself too (see button_rows.share_rows)
    steady = False  # words shrunk to leave room for the ring's keys, rather than shrunk when the ring comes
    presses = True

    def activate(self) -> None:
        self.press()

    def press(self) -> None:
        if self.click_sound is not None:
            self.click_sound()
        self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        changed = super().handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.press()
                return True
            return was
        if event.type == pygame.KEYDOWN and event.key in self.keys:
            self.press()
            return True
        return changed

    @property
    def keys(self) -> tuple[int, ...]:
        """Every key that presses the button."""
        return ((self.key,) if self.key is not None else ()) + self.also

    def keys_shown(self, ringed: bool = False) -> str:
        """The keys written on the button now: "Enter" only while Enter
        works it. While the ring is on another control Enter works that one,
        so the default's "Enter" goes; on the ring's own button it is there
        (``ringed``: those written when the ring comes to it)."""
        # TRANSLATORS: the name of the Enter key, written on a button beside its label
        enter = pgettext("key", "Enter")
        if self.keys_hidden or not self.enabled:  # a disabled button: no key works it, none is written
            return ""
        parts = [p for p in self.key_label.split(" · ") if p]
        works = (self.focused or ringed and self.takes_focus
                 or self.enabled and not self.ring_elsewhere and any(k in ENTER_KEYS for k in self.keys))
        if not works:
            return keys_words(*(p for p in parts if p != enter))
        return ringed_keys(self.key_label)

    def fitted(self, assets: Assets, size: int, room: int, hint_w: int, widest: int = 0) -> tuple[str, int, bool]:
        """The label as it fits the button (a long translation): at its size,
        else smaller, else without the key hint, else shortened. Where the
        words fit at their size beside the ``widest`` keys ever written on it
        (with the ring), at that size whatever keys are written now: the ring
        neither shrinks nor cuts them. A ``steady`` button shrinks them for
        that room first (its words one size and whole, ring or not)."""
        font = assets.font
        least = assets.unscaled(MIN_TEXT)
        for s in range(max(size, least), least - 1 if self.steady else max(size, least) - 1, -1) if widest else ():
            if font(s, self.primary).size(self.label)[0] + widest <= room:
                return self.label, s, bool(hint_w)
        # a size under the least draws at the least (the fonts are never smaller): try that one, not none
        # the ring's button keeps its keys ("Enter" says what Enter does now): its words shortened first
        keep = hint_w if self.focused else 0
        for hint in (hint_w, 0) if hint_w and not keep else (hint_w,):
            for s in range(max(size, least), least - 1, -1):
                if font(s, self.primary).size(self.label)[0] + hint <= room:
                    return self.label, s, bool(hint)
        return fit(font(least, self.primary), self.label, max(1, room - keep)), least, bool(keep)

    def fitting(self, assets: Assets) -> tuple[str, int, bool]:
        """The label as drawn on the button: its words, their size, and whether its keys are written beside it;
        in a :attr:`row`, at the smallest size any button of the row shown needs (one row, one size)."""
        size = self.text_sizes()[0]
        if self.row:
            size = min([size] + [b.ring_proof(assets) if b.together is not None else b.alone(assets)[1]
                                 for b in self.row if b.visible and b.label])  # a dialog's answers: ring or not
        return self.alone(assets, size)

    def ring_proof(self, assets: Assets) -> int:
        """The size its words fit at by themselves, with the ring on it or not: a row's size stays as the ring moves."""
        focused, sizes = self.focused, []
        try:
            for ring in (False, True):
                self.focused = ring
                sizes.append(self.alone(assets)[1])
        finally:
            self.focused = focused
        return min(sizes)

    def alone(self, assets: Assets, start: int | None = None) -> tuple[str, int, bool]:
        """The label as it fits the button by itself, from size ``start`` (the button's own) down."""
        size, hint_size = self.text_sizes()
        size = size if start is None else start
        room = self.rect.w - 2 * max(6, self.rect.height // 5)
        keys, ringed = self.keys_shown(), self.keys_shown(ringed=True)
        hint_w, ring_w = (assets.font(hint_size).size(k)[0] + 8 if k else 0 for k in (keys, ringed))
        return self.fitted(assets, size, room, hint_w, max(hint_w, ring_w))

    def text_sizes(self) -> tuple[int, int]:
        """The label's text size and the key hint's, from the button's height (or :attr:`words_for`)."""
        return self.sizes_for(self.words_for or self.rect.height)

    @staticmethod
    def sizes_for(height: int) -> tuple[int, int]:
        size = max(14, int(height * 0.48))
        return size, max(11, size * 2 // 3)

    @classmethod
    def width_for(cls, assets: Assets, label: str, height: int, key_label: str = "", primary: bool = False) -> int:
        """How wide a button of ``height`` must be to show ``label`` and its keys at their full size (with
        the ring on it, Enter too: the ring changes neither the words' size nor their length)."""
        size, hint_size = cls.sizes_for(height)
        hint_w = assets.font(hint_size).size(ringed_keys(key_label))[0] + 8
        return assets.font(size, primary).size(label)[0] + hint_w + 2 * max(6, height // 5) + 4

    @classmethod
    def least_width_for(cls, assets: Assets, label: str, height: int, key_label: str = "",
                        primary: bool = False) -> int:
        """How narrow a button of ``height`` may be and still show ``label`` whole and its keys (its words
        shrunk as far as :meth:`fitted` shrinks them)."""
        _size, hint_size = cls.sizes_for(height)
        hint_w = assets.font(hint_size).size(ringed_keys(key_label))[0] + 8
        return assets.font(assets.unscaled(MIN_TEXT), primary).size(label)[0] + hint_w + 2 * max(6, height // 5) + 4

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        r = self.rect
        radius = max(6, r.height // 4)
        lit = self.hover or self.focused  # the ring's control lights as the pointer's does
        if self.primary:
            base = RED_HOVER if lit else RED
        else:
            base = DARK_HOVER if lit else DARK
        if not self.enabled:
            base = (60, 56, 52)
        off = 2 if self.pressed else 0
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, 3), border_radius=radius)
        body = r.move(0, off)
        pygame.draw.rect(surface, base, body, border_radius=radius)
        pygame.draw.rect(surface, GOLD_LIGHT if self.hover else GOLD, body, width=2, border_radius=radius)
        hint_size = self.text_sizes()[1]
        colour = TEXT if self.enabled else (140, 130, 120)
        label, size, with_hint = self.fitting(assets)
        text = assets.text(label, size, colour, bold=self.primary, shadow=False)
        hint_size = min(hint_size, size)  # the keys never larger than the words they work (pt15: "Manche suivante")
        if with_hint:
            hint = assets.text(self.keys_shown(), hint_size, (200, 180, 140), shadow=False)
            total = text.get_width() + 8 + hint.get_width()
            x = body.centerx - total // 2
            surface.blit(text, text.get_rect(midleft=(x, body.centery + 1)))
            surface.blit(hint, hint.get_rect(midleft=(x + text.get_width() + 8, body.centery + 2)))
        else:
            surface.blit(text, text.get_rect(center=(body.centerx, body.centery + 1)))
        self.draw_focus(surface)


class Choice(Widget):
    """A value picked from a list with ◀ ▶ arrows (click left or right half),
    or the mouse wheel. ``format`` shows a value."""

    def __init__(
        self, rect: pygame.Rect | tuple[int, int, int, int], label: str, values: Sequence[object],
        value: object, on_change: Callable[[object], None], fmt: Callable[[object], str] = str,
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.values = list(values)
        self.value = value if value in self.values else self.values[0]
        self.on_change = on_change
        self.fmt = fmt

    takes_focus = True

    def activate(self) -> None:
        self.step(1)

    def nudge(self, d: int) -> bool:
        self.step(d)
        return True

    def step(self, d: int) -> None:
        i = self.values.index(self.value) if self.value in self.values else 0
        self.value = self.values[(i + d) % len(self.values)]
        self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        changed = super().handle(event)
        # Only a left click steps a choice: the wheel scrolls the list it sits
        # in, and must not change the options it passes over.
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.rect.collidepoint(event.pos)):
            self.step(-1 if event.pos[0] < self.value_rect.centerx else 1)
            return True
        return changed

    label_w: int | None = None  # the label's part of the row; by default half of it

    @property
    def value_rect(self) -> pygame.Rect:
        r = self.rect
        x = r.x + (int(r.w * 0.5) if self.label_w is None else self.label_w)
        return pygame.Rect(x, r.y, r.right - x, r.h)

    @staticmethod
    def label_size(height: int) -> int:
        return max(14, int(height * 0.5))

    @staticmethod
    def arrows_w(height: int) -> int:
        """What the arrows and the margins beside them take of the value's box (pt16: a long rule set's title
        ran up to the arrows): the rest is the value's."""
        return 2 * (8 + max(5, height // 5) + max(10, height // 4))

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        r = self.rect
        size = self.label_size(r.height)
        label = assets.text(self.label, size, TEXT)
        surface.blit(label, label.get_rect(midleft=(r.x + 6, r.centery)))
        vr = self.value_rect
        pygame.draw.rect(surface, DARK_HOVER if self.hover else DARK, vr, border_radius=8)
        pygame.draw.rect(surface, GOLD, vr, width=1, border_radius=8)
        a = max(5, r.height // 5)
        room = vr.w - self.arrows_w(r.height)  # between the arrows, a margin kept from each
        shown = self.fmt(self.value)
        if assets.font(size).size(shown)[0] <= room:
            value = assets.text(shown, size, GOLD_LIGHT if self.enabled else TEXT_DIM, shadow=False)
        else:  # a long value (a rule set's title) shrinks, then is shortened, to stay between the arrows
            value = fit_text(assets, shown, size, max(12, size * 3 // 4), room, GOLD_LIGHT if self.enabled else TEXT_DIM)
        surface.blit(value, value.get_rect(center=vr.center))
        self.draw_focus(surface)
        if not self.enabled:
            return  # no arrows: the choice cannot change now
        cy = vr.centery
        pygame.draw.polygon(surface, GOLD, [(vr.x + 8, cy), (vr.x + 8 + a, cy - a), (vr.x + 8 + a, cy + a)])
        pygame.draw.polygon(surface, GOLD, [(vr.right - 8, cy), (vr.right - 8 - a, cy - a), (vr.right - 8 - a, cy + a)])


class Picker(Choice):
    """A choice with no label beside it: the value alone in its box, between
    the ◀ ▶ arrows, shortened to fit (the title's language)."""

    def __init__(
        self, rect: pygame.Rect | tuple[int, int, int, int], values: Sequence[object], value: object,
        on_change: Callable[[object], None], fmt: Callable[[object], str] = str,
    ) -> None:
        super().__init__(rect, "", values, value, on_change, fmt)

    @staticmethod
    def text_size(height: int) -> int:
        return max(MIN_TEXT, int(height * 0.5))

    @staticmethod
    def inset(height: int) -> int:
        """The room an arrow takes at each end."""
        return 8 + max(5, height // 5) + 6

    @classmethod
    def width_for(cls, assets: Assets, height: int, texts: Sequence[str]) -> int:
        """The width that shows the longest of ``texts`` whole, at ``height``."""
        font = assets.font(cls.text_size(height))
        return max(font.size(t)[0] for t in texts) + 2 * cls.inset(height) + 8

    @property
    def value_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect)

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        vr = self.value_rect
        pygame.draw.rect(surface, DARK_HOVER if self.hover else DARK, vr, border_radius=8)
        pygame.draw.rect(surface, GOLD_LIGHT if self.hover else GOLD, vr, width=1, border_radius=8)
        a = max(5, vr.height // 5)
        draw_text(surface, assets, self.fmt(self.value), self.text_size(vr.height), GOLD_LIGHT,
                  vr.inflate(-2 * self.inset(vr.height), 0), align="centre", shadow=False)
        cy = vr.centery
        pygame.draw.polygon(surface, GOLD, [(vr.x + 8, cy), (vr.x + 8 + a, cy - a), (vr.x + 8 + a, cy + a)])
        pygame.draw.polygon(surface, GOLD, [(vr.right - 8, cy), (vr.right - 8 - a, cy - a), (vr.right - 8 - a, cy + a)])
        self.draw_focus(surface)


class Slider(Widget):
    """A value in [lo, hi]; drag or click along the track."""

    def __init__(
        self, rect: pygame.Rect | tuple[int, int, int, int], label: str, lo: float, hi: float, value: float,
        on_change: Callable[[float], None], fmt: Callable[[float], str] = lambda v: f"{v:.2f}",
        step: float = 0.05,
    ) -> None:
        super().__init__(rect)
        self.label, self.lo, self.hi, self.value = label, lo, hi, value
        self.on_change, self.fmt, self.step = on_change, fmt, step
        self.dragging = False

    takes_focus = True

    def activate(self) -> None:
        self.nudge(1)

    def nudge(self, d: int) -> bool:
        """A step along the track, as far as its end."""
        v = min(self.hi, max(self.lo, round((self.value + d * self.step) / self.step) * self.step))
        if v != self.value:
            self.value = v
            self.on_change(v)
        return True

    @property
    def track(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + int(r.w * 0.5) + 10, r.centery - 3, int(r.w * 0.5) - 80, 6)

    def _set_from_x(self, x: int) -> None:
        t = self.track
        f = min(1.0, max(0.0, (x - t.x) / max(1, t.w)))
        v = self.lo + f * (self.hi - self.lo)
        v = round(v / self.step) * self.step
        v = min(self.hi, max(self.lo, v))
        if v != self.value:
            self.value = v
            self.on_change(v)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        changed = super().handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.track.inflate(24, 24).collidepoint(event.pos):
                self.dragging = True
                self._set_from_x(event.pos[0])
                return True
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from_x(event.pos[0])
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return changed

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        r = self.rect
        size = max(14, int(r.height * 0.5))
        label = assets.text(self.label, size, TEXT)
        surface.blit(label, label.get_rect(midleft=(r.x + 6, r.centery)))
        t = self.track
        pygame.draw.rect(surface, DARK_HOVER, t, border_radius=3)
        f = (self.value - self.lo) / max(1e-9, self.hi - self.lo)
        filled = pygame.Rect(t.x, t.y, int(t.w * f), t.h)
        pygame.draw.rect(surface, GOLD, filled, border_radius=3)
        knob = (t.x + int(t.w * f), t.centery)
        pygame.draw.circle(surface, (0, 0, 0), (knob[0], knob[1] + 2), 10)
        pygame.draw.circle(surface, GOLD_LIGHT if self.hover or self.dragging else GOLD, knob, 10)
        value = assets.text(self.fmt(self.value), size, GOLD_LIGHT)
        surface.blit(value, value.get_rect(midleft=(t.right + 18, r.centery)))
        self.draw_focus(surface)


class ReadableButton(Button):
    """A button whose label and key hint are never drawn under :data:`MIN_TEXT`; ``steady``."""

    steady = True

    @staticmethod
    def sizes_for(height: int) -> tuple[int, int]:
        """As a button's, never under :data:`MIN_TEXT` (:meth:`width_for` measures these too)."""
        size, hint = Button.sizes_for(height)
        return max(MIN_TEXT, size), max(MIN_TEXT, hint)
