"""What the settings' description pane speaks of: the option the keyboard's
ring or the pointer is on (or else the one last changed), and the words it
says of it. :class:`SettingsPointing` is the half of
:class:`~.scenes.settings_menu.SettingsScene` that follows the ring and the
pointer over the rows (and scrolls the list to the ring); the scene lays the
rows out and applies their changes."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from ..i18n import _
from .deck_choice import shown_under
from .focus import REACH, Focus
from .rows import Heading, ScrollBar
from .rule_words import OptionWords
from .settings_pane import fit_pane, set_list_foot, tick, wanted_box
from .settings_rules import NO_DESCRIPTION
from .settle import part_of
from .widgets import Widget

if TYPE_CHECKING:  # pragma: no cover
    from .scene import Context


class SettingsPointing:
    """The ring and the pointer over the settings' rows, and the pane's words for the row they are on."""

    # the scene's, laid out by it (:class:`~.scenes.settings_menu.SettingsScene`)
    ctx: "Context"
    bar: ScrollBar
    rows: list[Widget]
    words: dict[str, OptionWords]
    option_widgets: dict[str, Widget]
    list_rect: pygame.Rect
    description_box: pygame.Rect
    row_h: int
    pointed: str
    selected: str
    error: str
    mouse: tuple[int, int]
    dirty: list[pygame.Rect]
    invalidate: Callable[[], None]  # Scene.invalidate
    focus: Focus

    @property
    def scroll(self) -> int:
        return self.bar.offset

    def place_rows(self) -> None:
        """Put the list's rows where the scroll puts them; those not wholly inside the box hide."""
        for i, row in enumerate(self.rows):
            row.rect.y = self.list_rect.y + i * self.row_h - self.scroll
            row.visible = self.list_rect.contains(row.rect)  # whole or not drawn: never cut at the box's edge

    # --- scrolling and pointing ----------------------------------------------
    def on_scroll(self, offset: int) -> None:
        self.place_rows()
        for row in self.rows:
            row.hover = row.visible and row.rect.collidepoint(self.mouse) and self.list_rect.collidepoint(self.mouse)
        self.point(self.mouse)
        self.dirty.append(self.list_rect.union(self.bar.rect).inflate(2 * REACH + 8, 12))  # with a row's ring

    def focus_shown(self, widget: Widget) -> None:
        """The ring on a row of the list scrolls it into view (with its
        heading, when it is the first under one); the description line then
        speaks of the option the ring is on, as of one pointed at."""
        key = next((k for k, w in self.option_widgets.items() if w is widget), "")
        if key and widget in self.rows:  # the list ends where the pane this row's words ask begins
            self.pointed = key
            self.description_box = wanted_box(self)
            set_list_foot(self)
        if widget in self.rows:
            i = self.rows.index(widget)
            # the ring (REACH outside the row) whole inside the list, not cut by its top (pt21)
            top = (i - 1 if i and isinstance(self.rows[i - 1], Heading) else i) * self.row_h - REACH
            bottom = (i + 1 + shown_under(self.rows, i)) * self.row_h  # with the deck's preview
            if top < self.scroll:
                self.bar.scroll_to(max(0, top))
            elif bottom > self.scroll + self.list_rect.h:
                self.bar.scroll_to(bottom - self.list_rect.h)
        self.pointed = key
        self.redescribe()

    def ring_in_view(self) -> None:
        """After the screen is laid out again (a new window size, text size or language), the ring on the
        same control, its row scrolled into view and drawn whole (pt21: it stayed on a row scrolled away)."""
        ring = self.focus.on()
        if ring is not None:
            self.focus_shown(ring)
            self.invalidate()

    def take(self, event: pygame.event.Event) -> None:
        """A key while the ring is hidden shows it first on the row of the option last changed (on this screen or
        the last time it was open; by the mouse or the keys): where the player left off, not the first row
        (pt24); Language's row where none was changed yet."""
        if event.type == pygame.KEYDOWN and not self.focus.visible:
            row = self.option_widgets.get(self.ctx.settings_used)
            if row is not None and row.focusable and row in self.focus.controls():
                self.focus.current = row
        super().take(event)  # type: ignore[misc]  # the scene's (a Scene's): the focus's keys, then its own

    def option_at(self, pos: tuple[int, int]) -> str:
        """The option whose row is under ``pos``, or ""."""
        for key, w in self.option_widgets.items():
            clip = getattr(w, "clip", None)
            if w.visible and w.rect.collidepoint(pos) and (clip is None or clip.collidepoint(pos)):
                return key
        return ""

    def aimed_at(self, pos: tuple[int, int]) -> tuple[str, Hashable] | None:
        """What a click at ``pos`` works, for :mod:`.settle`: the option by its name, and the arrow or the track
        (the same row laid out again at another height or in other words is the same option); None off the rows."""
        key = self.option_at(pos)
        return (key, part_of(self.option_widgets[key], pos)) if key else None

    def point(self, pos: tuple[int, int]) -> None:
        key = self.option_at(pos)
        if key != self.pointed:
            self.pointed = key
            if key and key != self.selected:
                self.error = ""
            self.redescribe()

    def redescribe(self) -> None:
        """The pane speaks of another option: sized again for it (the whole screen drawn again where it moved)."""
        if fit_pane(self):
            self.invalidate()
        else:
            self.dirty.append(self.description_box.inflate(4, 4))

    def update(self, dt: float) -> None:
        if tick(self, dt):  # a pane too short for what it says shows its next line
            self.dirty.append(self.description_box.inflate(4, 4))

    def described(self) -> str:
        """The option the description line speaks of."""
        return self.pointed or self.selected

    def description_lines(self, asked: tuple[str, object] | None = None) -> tuple[str, str]:
        """What the description line says: the option's description, then
        what its current value (or the option and value ``asked``) does (when its words say)."""
        key = self.described() if asked is None else asked[0]
        if key not in self.words:  # nothing pointed yet, or an option the new preset lacks
            return _(NO_DESCRIPTION), ""
        words = self.words[key]
        value = getattr(self.option_widgets[key], "value", None) if asked is None else asked[1]
        meaning = words.meaning(value)
        if not meaning:
            return words.description, ""
        # TRANSLATORS: a value of an option and what it does ("Redeal: the cards are shuffled and dealt again.")
        return words.description, _("{value}: {meaning}").format(value=words.name(value), meaning=meaning)
