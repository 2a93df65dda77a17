"""Scenes and what they receive.

A scene gets a :class:`Context` (settings, assets, audio, layout, the agent
worker, the clock, and the app to push or pop scenes) and opens no window
itself, so every scene runs under ``SDL_VIDEODRIVER=dummy`` in a test.

Drawing is incremental: ``draw(surface)`` returns the rectangles it changed
(an empty list when nothing did), and the app updates only those on screen.
A scene that needs a full repaint (on entry, resize, a setting change)
calls ``invalidate()``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ..games.koikoi.actions import Action
from ..games.koikoi.game import MatchState
from ..games.koikoi.rules import Rules
from ..i18n import _
from ..storage.history import History
from .ai_worker import AgentWorker
from .assets import MIN_TEXT, Assets
from .audio import Audio
from .button_rows import share_rows
from .focus import Focus
from .layout import Layout
from .pace import TurnTimes
from .unsaved import SAVE_FAILED
from .widgets import Widget

if TYPE_CHECKING:  # pragma: no cover
    from .app import App
    from .movelog import MoveLog
    from .screens import Screens


class SummarisedTable(Protocol):
    """What a round's or a hand's summary sees of either table, and may do
    with it (the two tables' own views, below and in the Go-Stop summary,
    add what each game's dialogs read)."""

    @property
    def demo(self) -> bool: ...

    @property
    def attract(self) -> bool:  # the title's attract mode: any click returns to the title
        ...

    @property
    def log(self) -> "MoveLog":  # the moves of the round (or hand) the summary is of, for its Moves button
        ...

    @property
    def names(self) -> tuple[str, ...]:  # the seats' names in full, as the move log heads them
        ...

    def open_pause(self) -> None: ...

    def after_summary(self) -> None: ...

    def handle(self, event: pygame.event.Event) -> None: ...


class TableView(SummarisedTable, Protocol):
    """What a dialog over the table (the koi-koi prompt, the summary, the
    pause menu, the match's end) may see of it and do with it.

    The data are read-only properties: a dialog reads them and never sets
    them, and the table may give them as plain attributes or as properties
    (its ``names`` and ``short`` are worded in the language spoken when
    asked). :class:`~koikoi.ui.koikoi.table.TableScene` is checked against
    this where it hands itself to a dialog (``ctx.screens.pause(self)``...)."""

    @property
    def match(self) -> MatchState: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def level(self) -> str: ...

    @property
    def names(self) -> tuple[str, str]:  # "You", "CPU (Normal)"
        ...

    @property
    def short(self) -> tuple[str, str]:  # "You", "CPU"
        ...

    @property
    def person(self) -> int | None:  # the seat the person at the screen plays; None in the demo
        ...

    @property
    def yaku_improved(self) -> bool: ...  # the card that ended the round only raised a yaku its player had

    def act(self, action: Action) -> None: ...

    def ask_advice(self) -> None: ...

    def wanted(self) -> Action | None:  # the answer a lesson of the guided match wants; None: any
        ...


@dataclass
class Options:
    """What the command line asked for."""

    demo: bool = False
    seed: int | None = None
    rules: str | None = None
    level: str | None = None
    layout_path: Any = None
    quit_after: float | None = None
    lang: str | None = None  # --lang: this run's language, whatever the settings say
    attract_after: float = 45.0  # seconds of idle title before the attract mode


@dataclass
class Context:
    settings: Any  # koikoi.storage.settings.Settings
    assets: Assets
    audio: Audio
    layout: Layout
    worker: AgentWorker
    clock: pygame.time.Clock
    app: "App | None" = None
    # how a scene makes the next one (scenes never import each other); set
    # once the context is made, since the screens are made with it
    screens: "Screens" = field(init=False, repr=False, compare=False)
    options: Options = field(default_factory=Options)
    notices: list[str] = field(default_factory=list)  # told to the player once (e.g. settings set aside)
    # what cannot be saved now, by what ("settings", "match", "record"): shown
    # on screen until a later save succeeds
    problems: dict[str, str] = field(default_factory=dict)
    # every match played, kept whole (the app opens the player's; a test's context one in memory)
    history: History = field(default_factory=History.in_memory)
    pace: TurnTimes = field(default_factory=TurnTimes)  # the computer's turns timed (``koikoi --stats``)
    # the history screens' filters (game, level, rules, period) the player last chose: kept for the session,
    # so the statistics and the list of matches open on them again (a koikoi.ui.history_view.Chosen)
    history_chosen: Any = None
    # the settings' option last changed this session (by the mouse or the keys): the keyboard's ring shows first
    # on its row when Settings opens again (koikoi.ui.settings_pointing)
    settings_used: str = ""
    # where the mouse was last seen, by whichever scene was on top (the app notes it): the table, back on top
    # after a dialog the mouse moved over, holds up the card under it now (pt22)
    mouse: tuple[int, int] | None = None

    def save_failed(self, what: str, folder: object, exc: OSError) -> None:
        """Tell the player that ``what`` (a key of :data:`SAVE_FAILED`) cannot
        be saved in ``folder``; the game goes on and tries again at the next
        change (the settings are saved again on a change of language, so
        their sentence is then said again in the new words)."""
        reason = exc.strerror or str(exc)
        self.problems[what] = _(SAVE_FAILED[what]).format(folder=folder, reason=reason)

    def saved(self, what: str) -> None:
        self.problems.pop(what, None)

    @property
    def speed(self) -> float:
        return max(0.25, min(4.0, float(getattr(self.settings, "animation_speed", 1.0) or 1.0)))

    @property
    def reduced_motion(self) -> bool:
        """The player asked for less motion: cards fade where they would slide or flip."""
        return bool(getattr(self.settings, "reduced_motion", False))

    def secs(self, seconds: float) -> float:
        """A duration scaled by the animation speed setting."""
        return seconds / self.speed

    def change_settings(self, new: Any, save: bool = True) -> None:
        if self.app is not None:
            self.app.apply_settings(new, save=save)
        else:
            self.settings = new


class Scene:
    overlay = False  # drawn over the scene beneath it
    arrows_move_focus = False  # ↑ ↓ move the keyboard's ring too (a column of controls)
    steps_move_focus: bool | None = None  # ← → do (None: as the arrows_move_focus says)
    settle_as: str | None = None  # the screen it shows again, for koikoi.ui.settle (None: a screen of its own)

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.full = True  # repaint everything on the next draw
        self.below: Scene | None = None
        self.done = False
        self.focus = Focus(self.focus_order, self.repaint_focus, self.focus_shown,
                           lambda: self.arrows_move_focus,
                           lambda: self.arrows_move_focus if self.steps_move_focus is None else self.steps_move_focus)

    # --- the keyboard's focus ---------------------------------------------------
    def take(self, event: pygame.event.Event) -> None:
        """An event from the app: the keyboard's focus first (Tab, and
        Enter, Space or the arrows on the control it is on), then the scene."""
        if not self.focus.handle(event):
            self.handle(event)

    def focus_order(self) -> list[Widget]:
        """The controls Tab moves between, in order (none: the keys are the scene's own)."""
        return []

    def repaint_focus(self, rect: pygame.Rect) -> None:
        """Repaint ``rect``, where the ring came or went."""
        self.invalidate()

    def focus_shown(self, widget: Widget) -> None:
        """The ring moved to ``widget``: a scene that scrolls brings it into view."""

    # --- lifecycle ---------------------------------------------------------
    def enter(self) -> None:
        self.place()
        self.invalidate()

    def exit(self) -> None:
        pass

    def resume(self) -> None:
        """Back on top after the scene above it closed."""
        self.invalidate()

    def covered(self) -> None:
        """Another scene (a dialog) has just opened over this one."""

    def resize(self) -> None:
        self.place()
        self.invalidate()

    def place(self) -> None:
        """Lay out what the scene shows for the current window size
        (called on entering and on every resize)."""

    def invalidate(self) -> None:
        self.full = True
        share_rows([*getattr(self, "buttons", ()), *getattr(self, "widgets", ())])  # one row, one text size
        self.focus.on()  # laid out again, perhaps: the ring on the control now in its place

    def text_size(self, design: float) -> int:
        """A design text size in window pixels, never below the smallest readable."""
        return max(MIN_TEXT, self.ctx.layout.px(design))

    # --- the loop ----------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def waited(self, seconds: float) -> None:
        """The app slept ``seconds`` with nothing moving and nothing done by
        the player (time no frame was given, so ``update`` never saw it)."""

    def slept(self, seconds: float) -> None:
        """The app slept ``seconds`` with nothing moving, until the player did
        something or not (told before :meth:`waited` and before the event that
        woke it): time no frame was given, for what counts how long the player
        has seen the screen as it is (a card lying still under the mouse)."""

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.full:
            self.full = False
            self.draw_full(surface)
            return [surface.get_rect()]
        return []

    def draw_full(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))

    @property
    def animating(self) -> bool:
        """Whether the scene wants frames at full rate (something moves)."""
        return False

    # --- going to another scene (there is no app in some tests) ---------------
    def push(self, scene: "Scene") -> None:
        if self.ctx.app is not None:
            self.ctx.app.push(scene)

    def replace(self, scene: "Scene") -> None:
        if self.ctx.app is not None:
            self.ctx.app.replace(scene)

    def close(self) -> None:
        """Take this scene off the stack, back to the one beneath."""
        if self.ctx.app is not None:
            self.ctx.app.pop(self)

    def clear_to(self, scene: "Scene") -> None:
        if self.ctx.app is not None:
            self.ctx.app.clear_to(scene)


def repaint(
    surface: pygame.Surface, backdrop: pygame.Surface, rects: list[pygame.Rect],
    paint: Callable[[pygame.Rect], None],
) -> list[pygame.Rect]:
    """Redraw only the dirty ``rects``: restore each from the still backdrop,
    then ``paint`` what lies over it, clipped to it."""
    for r in rects:
        surface.set_clip(r)
        surface.blit(backdrop, r, r)
        paint(r)
    surface.set_clip(None)
    return rects


class Overlay(Scene):
    """A dialog over the scene beneath it: the table stays in view, dimmed."""

    overlay = True
    dim = 140
    arrows_move_focus = True  # a dialog's buttons: the arrows go from one to the next

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.backdrop: pygame.Surface | None = None
        self.dirty: list[pygame.Rect] = []

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.full or self.backdrop is None or self.backdrop.get_size() != surface.get_size():
            self.full = False
            self.draw_full(surface)
            return [surface.get_rect()]
        rects, self.dirty = self.dirty, []
        return repaint(surface, self.backdrop, rects, lambda r: self.draw_content(surface))

    def handle_buttons(self, event: pygame.event.Event, buttons: list[Any]) -> None:
        """Pass ``event`` to the dialog's buttons, repainting the one it moved."""
        for b in buttons:
            if b.handle(event):
                self.mark(b.rect.inflate(10, 10))
                if self.done:
                    return

    def draw_full(self, surface: pygame.Surface) -> None:
        if self.below is not None:
            with self.below.focus.hidden():  # the dialog's ring is the one that counts
                self.below.draw_full(surface)
        else:
            surface.fill((10, 30, 20))
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, self.dim))
        surface.blit(shade, (0, 0))
        self.draw_lit(surface)
        self.backdrop = surface.copy()
        self.draw_content(surface)

    def draw_lit(self, surface: pygame.Surface) -> None:
        """What of the scene beneath stays lit over the shade, working (the table's Moves over its questions)."""

    def draw_content(self, surface: pygame.Surface) -> None:
        pass

    def mark(self, rect: pygame.Rect) -> None:
        self.dirty.append(pygame.Rect(rect))

    def repaint_focus(self, rect: pygame.Rect) -> None:
        self.mark(rect)

    def focus_order(self) -> list[Widget]:
        """A dialog's buttons, in the order it lays them out."""
        return list(getattr(self, "buttons", []))


class MenuScene(Scene):
    """A scene of widgets over a still picture: the title, settings."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.widgets: list[Widget] = []
        self.backdrop: pygame.Surface | None = None
        self.dirty: list[pygame.Rect] = []

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(self.ctx.assets.felt(surface.get_size()), (0, 0))

    def paint_over(self, surface: pygame.Surface) -> None:
        """Anything drawn after the widgets (rarely needed)."""

    arrows_move_focus = True

    def focus_order(self) -> list[Widget]:
        return list(self.widgets)

    def repaint_focus(self, rect: pygame.Rect) -> None:
        self.dirty.append(pygame.Rect(rect))

    def handle(self, event: pygame.event.Event) -> None:
        for w in list(self.widgets):
            if w.handle(event):
                self.dirty.append(w.rect.inflate(12, 12))
            if self.done:
                return

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.full or self.backdrop is None or self.backdrop.get_size() != surface.get_size():
            self.full = False
            self.dirty = []
            self.draw_full(surface)
            return [surface.get_rect()]
        rects, self.dirty = self.dirty, []
        return repaint(surface, self.backdrop, rects, lambda r: self.paint_widgets(surface, r))

    def paint_widgets(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        for w in self.widgets:
            if w.visible and w.rect.inflate(12, 12).colliderect(r):
                w.draw(surface, self.ctx.assets)
        self.paint_over(surface)

    def draw_full(self, surface: pygame.Surface) -> None:
        self.paint_backdrop(surface)
        self.backdrop = surface.copy()
        for w in self.widgets:
            w.draw(surface, self.ctx.assets)
        self.paint_over(surface)


def merge_rects(rects: list[pygame.Rect], screen: pygame.Rect) -> list[pygame.Rect]:
    """Fewer, larger rectangles: overlapping ones joined; all of the screen
    when they would cover most of it anyway."""
    rs = [r.clip(screen) for r in rects]
    rs = [r for r in rs if r.w > 0 and r.h > 0]
    merged: list[pygame.Rect] = []
    for r in rs:
        r = pygame.Rect(r)
        joined = True
        while joined:
            joined = False
            for i, m in enumerate(merged):
                if m.colliderect(r.inflate(8, 8)):
                    r = r.union(m)
                    merged.pop(i)
                    joined = True
                    break
        merged.append(r)
    area = sum(r.w * r.h for r in merged)
    if area > 0.6 * screen.w * screen.h:
        return [pygame.Rect(screen)]
    return merged
