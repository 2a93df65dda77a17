"""The widgets of a scrolling list (Settings): an option's row with its
value box, a slider's row, a heading, and the scroll bar beside them."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from .assets import GOLD, GOLD_LIGHT, TEXT, TEXT_DIM, Assets
from .widgets import DARK, DARK_HOVER, Choice, Slider, Widget, draw_text

class OptionRow(Choice):
    """A choice in a settings list: its label and value drawn at ``text_size``
    and shortened to fit, the value box taking the right ``1 - label_share``.

    ``clip`` is the box the row is seen through when the list scrolls: the
    pointer outside it does not reach the row, and the row is drawn clipped
    to it by its scene.
    """

    def __init__(
        self, rect: pygame.Rect | tuple[int, int, int, int], label: str, values: Sequence[object],
        value: object, on_change: Callable[[object], None], fmt: Callable[[object], str] = str,
        *, text_size: int, label_share: float = 0.55, clip: pygame.Rect | None = None,
    ) -> None:
        super().__init__(rect, label, values, value, on_change, fmt)
        self.text_size = text_size
        self.label_share = label_share
        self.clip = clip

    @property
    def focusable(self) -> bool:
        """A row scrolled out of its list is still reached by Tab (the list scrolls to it)."""
        return self.enabled and (self.visible or self.clip is not None)

    @property
    def value_rect(self) -> pygame.Rect:
        r = self.rect
        x = r.x + int(r.w * self.label_share)
        return pygame.Rect(x, r.y, r.right - x, r.h)

    @property
    def label_box(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + 6, r.y, self.value_rect.x - r.x - 14, r.h)

    @property
    def arrow(self) -> int:
        return max(5, self.rect.h // 5)

    @property
    def value_box(self) -> pygame.Rect:
        """Where the value's name goes: between the two arrows."""
        inset = 8 + self.arrow + 4
        return self.value_rect.inflate(-2 * inset, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if pos is not None and self.clip is not None and not self.clip.collidepoint(pos):
            if self.hover:  # the pointer left the list over this row's hidden part
                self.hover = False
                return True
            return False
        return super().handle(event)

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        draw_text(surface, assets, self.label, self.text_size, TEXT, self.label_box, shrink=True)
        vr = self.value_rect
        pygame.draw.rect(surface, DARK_HOVER if self.hover else DARK, vr, border_radius=8)
        pygame.draw.rect(surface, GOLD, vr, width=1, border_radius=8)
        draw_text(surface, assets, self.fmt(self.value), self.text_size, GOLD_LIGHT if self.enabled else TEXT_DIM,
                  self.value_box, align="centre", shadow=False, shrink=True)
        self.draw_focus(surface)
        if not self.enabled:
            return  # no arrows: the value cannot change now
        a, cy = self.arrow, vr.centery
        pygame.draw.polygon(surface, GOLD, [(vr.x + 8, cy), (vr.x + 8 + a, cy - a), (vr.x + 8 + a, cy + a)])
        pygame.draw.polygon(surface, GOLD, [(vr.right - 8, cy), (vr.right - 8 - a, cy - a), (vr.right - 8 - a, cy + a)])


class SliderRow(Slider):
    """A slider in a settings list, its label and value drawn at ``text_size``
    and shortened to fit; the track runs between them."""

    def __init__(
        self, rect: pygame.Rect | tuple[int, int, int, int], label: str, lo: float, hi: float, value: float,
        on_change: Callable[[float], None], fmt: Callable[[float], str] = lambda v: f"{v:.2f}",
        step: float = 0.05, *, text_size: int, label_share: float = 0.55, clip: pygame.Rect | None = None,
    ) -> None:
        super().__init__(rect, label, lo, hi, value, on_change, fmt, step)
        self.text_size = text_size
        self.label_share = label_share
        self.clip = clip  # the list's box, when it scrolls in one (as an option's row)

    @property
    def focusable(self) -> bool:
        """A row scrolled out of its list is still reached by Tab (the list scrolls to it)."""
        return self.enabled and (self.visible or self.clip is not None)

    @property
    def knob(self) -> int:
        return max(6, self.rect.h * 3 // 10)

    @property
    def label_box(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + 6, r.y, int(r.w * self.label_share) - 14, r.h)

    @property
    def value_box(self) -> pygame.Rect:
        r = self.rect
        w = self.text_size * 3
        return pygame.Rect(r.right - w, r.y, w, r.h)

    @property
    def track(self) -> pygame.Rect:
        r = self.rect
        x = r.x + int(r.w * self.label_share) + self.knob
        right = self.value_box.x - self.knob - 8
        return pygame.Rect(x, r.centery - 3, max(1, right - x), 6)

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        draw_text(surface, assets, self.label, self.text_size, TEXT, self.label_box, shrink=True)
        t = self.track
        pygame.draw.rect(surface, DARK_HOVER, t, border_radius=3)
        f = (self.value - self.lo) / max(1e-9, self.hi - self.lo)
        pygame.draw.rect(surface, GOLD, pygame.Rect(t.x, t.y, int(t.w * f), t.h), border_radius=3)
        knob = (t.x + int(t.w * f), t.centery)
        pygame.draw.circle(surface, (0, 0, 0), (knob[0], knob[1] + 2), self.knob)
        pygame.draw.circle(surface, GOLD_LIGHT if self.hover or self.dragging else GOLD, knob, self.knob)
        draw_text(surface, assets, self.fmt(self.value), self.text_size, GOLD_LIGHT, self.value_box, align="right")
        self.draw_focus(surface)


class Heading(Widget):
    """A heading in a list: text only, the pointer does nothing to it."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str, text_size: int) -> None:
        super().__init__(rect)
        self.label = label
        self.text_size = text_size

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if self.visible:
            box = self.rect.inflate(-12, 0)
            draw_text(surface, assets, self.label, self.text_size, GOLD_LIGHT, box, bold=True, shrink=True)


class ScrollBar(Widget):
    """A vertical scroll bar for a view ``visible`` pixels tall on content
    ``total`` pixels tall: the thumb's height is the visible share, dragging
    it or clicking the track (a page at a time) moves ``offset``, and
    ``on_scroll(offset)`` is told. It hides itself when everything fits."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], on_scroll: Callable[[int], None]) -> None:
        super().__init__(rect)
        self.on_scroll = on_scroll
        self.total = 0
        self.shown = 0
        self.offset = 0
        self.grab: tuple[int, int] | None = None  # (pointer y, offset) when the thumb was taken

    def set_extent(self, total: int, shown: int) -> None:
        """The content's height and the view's; the offset stays within them."""
        self.total, self.shown = total, shown
        self.visible = total > shown
        self.offset = max(0, min(self.offset, self.max_offset))

    @property
    def max_offset(self) -> int:
        return max(0, self.total - self.shown)

    @property
    def thumb(self) -> pygame.Rect:
        r = self.rect
        if not self.max_offset:
            return pygame.Rect(r)
        h = max(min(r.h, r.w * 2), r.h * self.shown // max(1, self.total))
        y = r.y + round((r.h - h) * self.offset / self.max_offset)
        return pygame.Rect(r.x, y, r.w, h)

    def scroll_to(self, offset: float) -> bool:
        """Move to ``offset`` (kept in range); True when it moved."""
        offset = max(0, min(self.max_offset, round(offset)))
        if offset == self.offset:
            return False
        self.offset = offset
        self.on_scroll(offset)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        changed = super().handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            thumb = self.thumb
            if thumb.collidepoint(event.pos):
                self.grab = (event.pos[1], self.offset)
                return True
            page = self.shown * 9 // 10
            self.scroll_to(self.offset + (page if event.pos[1] > thumb.centery else -page))
            return True
        if event.type == pygame.MOUSEMOTION and self.grab is not None:
            y0, offset0 = self.grab
            travel = max(1, self.rect.h - self.thumb.h)
            return self.scroll_to(offset0 + (event.pos[1] - y0) * self.max_offset / travel) or changed
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.grab is not None:
            self.grab = None
            return True
        return changed

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible:
            return
        radius = self.rect.w // 2
        pygame.draw.rect(surface, DARK, self.rect, border_radius=radius)
        lit = self.hover or self.grab is not None
        pygame.draw.rect(surface, GOLD_LIGHT if lit else GOLD, self.thumb.inflate(-4, -4), border_radius=radius)


class Note(Heading):
    """A line of the list's notes: plain text, dimmed."""

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if self.visible:
            draw_text(surface, assets, self.label, self.text_size, TEXT_DIM, self.rect.inflate(-12, 0))
