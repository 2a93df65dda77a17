"""The `koikoi` command: the window, the frame loop and the scene stack.

The loop redraws only what a scene reports as changed, and when nothing
moves it sleeps in ``pygame.event.wait`` until the player does something,
so a game waiting for the player costs almost no CPU.

``koikoi --version`` and ``--help`` are answered by :func:`main` before any
window: this module imports at its top only what that answer loads anyway
(the command line's modules and the settings, which the window's sizes come
from), and pygame, the scenes and the rest of the game where the game
starts (in :func:`build`, :func:`make_context` and :class:`App`).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .. import i18n
from ..games.common.rulefiles import GOSTOP_PRESET_NAMES, MISSING, PRESETS_NOT_OFFERED
from ..games.koikoi.rules import RulesError, load_rules
from ..storage import settings as S
from . import window
from .command_line import build_parser
from .frame_stats import FrameStats

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from .scene import Context, Options, Scene


class App:
    """Owns the window and the scene stack; scenes ask it to push, pop or replace scenes, quit, apply settings."""

    ACTIVE_FPS = 60
    IDLE_WAIT_MS = 250

    def __init__(self, ctx: Context, size: tuple[int, int], fullscreen: bool = False,
                 size_for_run: bool = False) -> None:
        """``size_for_run``: the size is this run's (``--size``), not kept for the next."""
        import pygame  # deferred: --version and --help answer without loading pygame

        self.pg = pygame
        self.ctx = ctx
        ctx.app = self
        self.stack: list[Scene] = []
        from . import crash  # deferred like main's: the crash report asks the app for the match being played

        crash.match_in_progress = self.match_in_progress
        from .settle import Settle  # deferred with pygame: a click on what moved under the resting mouse waits

        self.settle = Settle()
        self.running = True
        self.stats = FrameStats()
        self.windowed_size = size
        self.size_for_run = size_for_run
        self.fullscreen = False
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.set_minimum_size(size)
        if fullscreen:
            self.set_fullscreen(True)
        from .caption import window_caption  # deferred with pygame: the game played, in the player's language

        self.caption_of = window_caption
        pygame.display.set_caption(window_caption(self.stack, ctx))
        pygame.key.set_repeat()

    # --- scenes -----------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        scene.below = self.top
        if scene.below is not None:
            scene.below.covered()
        self.stack.append(scene)
        scene.enter()

    def pop(self, scene: Scene | None = None) -> None:
        if not self.stack or (scene is not None and self.stack[-1] is not scene):
            if scene is not None and scene in self.stack:
                self.stack.remove(scene)
                scene.done = True
                scene.exit()
            return
        old = self.stack.pop()
        old.done = True
        old.exit()
        if self.top is not None:
            self.top.resume()

    def replace(self, scene: Scene) -> None:
        if self.stack:
            old = self.stack.pop()
            old.done = True
            old.exit()
        self.push(scene)

    def match_in_progress(self) -> str | None:
        """The game at the table (the topmost one open), as a match file's text, for a crash report; or None."""
        from ..games.matchrecord import to_json  # deferred: only a crash asks

        for scene in reversed(self.stack):
            record = getattr(scene, "match_record", None)
            if callable(record):
                kept = record()
                return None if kept is None else to_json(kept)
        return None

    def clear_to(self, scene: Scene) -> None:
        while self.stack:
            old = self.stack.pop()
            old.done = True
            old.exit()
        self.push(scene)

    def quit(self) -> None:
        self.running = False

    # --- window and settings ------------------------------------------------
    def set_minimum_size(self, size: tuple[int, int]) -> None:
        """The window cannot be made smaller than the table stays readable at
        (nor than it is now, on a screen smaller than that)."""
        try:
            with warnings.catch_warnings():
                # pygame-ce would rather a game drew through its Window; this
                # one only sets the window's minimum size through it
                warnings.simplefilter("ignore", DeprecationWarning)
                win = self.pg.Window.from_display_module()
            win.minimum_size = tuple(min(n, lo) for n, lo in zip(size, window.MIN_WINDOW))
        except (AttributeError, self.pg.error) as exc:  # an older pygame, or a driver without windows
            logging.getLogger(__name__).info("no minimum window size: %s", exc)

    def set_fullscreen(self, on: bool) -> None:
        pg = self.pg
        if on == self.fullscreen:
            return
        if on:
            self.windowed_size = self.screen.get_size()
            self.screen = pg.display.set_mode((0, 0), pg.FULLSCREEN)
        else:
            self.screen = pg.display.set_mode(self.windowed_size, pg.RESIZABLE)
        self.fullscreen = on
        self.on_resize(self.screen.get_size())

    def on_resize(self, size: tuple[int, int]) -> None:
        screen = self.pg.display.get_surface()
        assert screen is not None  # the window is open: it has just been resized
        self.screen = screen
        size = screen.get_size()
        self.ctx.layout.resize(size)
        self.ctx.assets.clear_sized()
        for scene in self.stack:
            scene.resize()

    def apply_settings(self, new: S.Settings, save: bool = True, resize: bool = False) -> None:
        old = self.ctx.settings
        self.ctx.settings = new
        self.ctx.audio.set(new.sfx_volume, new.muted, new.music_volume)
        relabel = False
        if new.language != old.language:
            self.ctx.options.lang = None  # the player's choice now outranks --lang
            problem = i18n.use(speaking(new, self.ctx.options))
            if problem:
                self.ctx.notices.append(problem)
            relabel = True
        if new.card_indices != old.card_indices:
            self.ctx.assets.set_card_indices(new.card_indices)
            relabel = True
        if new.text_size != old.text_size:  # every text at its new size, every layout made for it
            self.ctx.assets.set_text_scale(new.text_size / 100)
            self.ctx.layout.set_text_scale(new.text_size / 100)
            relabel = True
        if relabel:  # every scene lays itself out again, in the new words (the pointer busy meanwhile)
            from .busy import busy  # (pygame's: loaded with the window, not at import; see make_context)

            with busy():
                for scene in self.stack:
                    scene.resize()
        if new.fullscreen != self.fullscreen:
            self.set_fullscreen(new.fullscreen)
        elif not self.fullscreen and new.window_size != self.screen.get_size() and (resize or new.window_size != old.window_size):
            self.screen = self.pg.display.set_mode(tuple(new.window_size), self.pg.RESIZABLE)
            self.on_resize(self.screen.get_size())
        if save:
            self.save_settings()

    def choose_window_size(self, size: tuple[int, int]) -> None:
        """Settings' Window size: taken at once, and over --size for the run (pt16: the saved size did nothing)."""
        self.size_for_run = False
        self.apply_settings(self.ctx.settings.replace(window_size=tuple(size)), resize=True)

    def save_settings(self) -> None:
        s = self.ctx.settings
        if not self.fullscreen and not self.size_for_run:  # --size, like --lang, is for this run only
            s = s.replace(window_size=tuple(self.screen.get_size()))
            self.ctx.settings = s
        try:
            S.save(s)
        except OSError as exc:
            if "settings" not in self.ctx.problems:
                logging.getLogger(__name__).warning("settings not saved: %s", exc)
            self.ctx.save_failed("settings", S.settings_path().parent, exc)
            if self.top is not None:
                self.top.invalidate()
            return
        if "settings" in self.ctx.problems:
            self.ctx.saved("settings")
            if self.top is not None:
                self.top.invalidate()

    # --- the loop -------------------------------------------------------------
    def step(self, dt: float) -> list[pygame.Rect]:
        """One frame: events, update, draw; returns the rects updated."""
        pg = self.pg
        frame_start = time.perf_counter()
        self.settle.tick(dt)
        for event in pg.event.get():
            self.dispatch(event)
        if (caption := self.caption_of(self.stack, self.ctx)) != pg.display.get_caption()[0]:
            pg.display.set_caption(caption)
        top = self.top
        if top is None:
            return []
        top.update(dt)
        top = self.top
        if top is None:
            return []
        self.settle.look(top)  # the frame as it will be drawn: what lies under the resting mouse now
        rects = top.draw(self.screen)
        if rects:
            pg.display.update(rects)
            if self.stats.startup_s is None:
                self.stats.first_frame()
        if rects or top.animating:
            # every frame that did work counts, drawn or not
            self.stats.add(time.perf_counter() - frame_start)
        return rects

    def run(self, quit_after: float | None = None) -> None:
        clock = self.ctx.clock
        start = time.perf_counter()
        last = start
        while self.running and self.stack:
            now = time.perf_counter()
            dt = min(0.1, now - last)
            last = now
            rects = self.step(dt)
            top = self.top
            if top is None:
                break
            if quit_after is not None and time.perf_counter() - start >= quit_after:
                break
            if top.animating or rects:
                clock.tick(self.ACTIVE_FPS)
            else:
                self.idle_wait()
                last = time.perf_counter()  # the sleep is no frame's time: the scene was told of it

    def idle_wait(self) -> None:
        """Nothing moves: sleep until the player does something, and handle
        what woke us at once. Posting it back would queue it behind whatever
        came with it: a quick click's release would then be handled before
        its press, and the click lost. A sleep that nothing ended is told
        to the scene (the title counts it toward its attract mode: the frames'
        time, capped against stalls, would count a quarter-second sleep as a
        tenth)."""
        began = time.perf_counter()
        event = self.pg.event.wait(self.IDLE_WAIT_MS)
        self.settle.tick(time.perf_counter() - began)
        if self.top is not None:  # the screen lay still that long before the player's event (pt25: a card
            self.top.slept(time.perf_counter() - began)  # come under the resting mouse ignored two clicks)
        if event.type != self.pg.NOEVENT:
            self.dispatch(event)
        elif self.top is not None:
            self.top.waited(time.perf_counter() - began)

    def dispatch(self, event: pygame.event.Event) -> None:
        pg = self.pg
        if event.type == pg.QUIT:
            self.running = False
            return
        if event.type == pg.VIDEORESIZE and not self.fullscreen:
            self.on_resize(event.size)
            return
        if event.type == pg.WINDOWSIZECHANGED:
            if self.screen.get_size() != pg.display.get_surface().get_size():
                self.on_resize(pg.display.get_surface().get_size())
            return
        if event.type in (pg.WINDOWEXPOSED, pg.WINDOWFOCUSGAINED, pg.WINDOWRESTORED):
            if self.top is not None:
                self.top.invalidate()
            return
        if event.type == pg.KEYDOWN and event.key == pg.K_F11:
            self.ctx.change_settings(self.ctx.settings.replace(fullscreen=not self.fullscreen))
            return
        if event.type in (pg.MOUSEMOTION, pg.MOUSEBUTTONDOWN):
            self.ctx.mouse = event.pos
        if self.top is not None and self.settle.lets(event, self.top):
            self.top.take(event)
            self.settle.look(self.top)


def make_context(settings: S.Settings, size: tuple[int, int], options: Options,
                 layout_path: Path | None = None) -> Context:
    """Everything a scene needs, for the app or a test."""
    # Imported here, not at the top, though no import cycle asks it: ``koikoi --version`` and ``--help``
    # import this module and answer before any window, loading only what the command line needs.
    # pygame, and the assets, audio, layout, scenes and screens (which import pygame), load only
    # here, when a game starts; so do the history (sqlite and the match records, some 50 ms) and the
    # computer's worker (its threads), which that answer never uses. tests/ui/test_app_imports.py
    # holds --version to that.
    import pygame

    from .ai_worker import AgentWorker
    from .assets import Assets
    from .audio import Audio
    from .layout import safe_layout
    from ..storage.history import History
    from .scene import Context
    from .screens import Screens

    history = History.open()
    ctx = Context(
        settings=settings,
        assets=Assets(card_indices=bool(settings.card_indices), text_scale=settings.text_size / 100),
        audio=Audio(settings.sfx_volume, settings.muted, settings.music_volume),
        layout=safe_layout(layout_path, size),
        worker=AgentWorker(),
        clock=pygame.time.Clock(),
        options=options,
        history=history,
    )
    ctx.layout.set_text_scale(settings.text_size / 100)
    ctx.screens = Screens(ctx)
    if history.problem:
        ctx.notices.append(history.problem)
    problem = i18n.use(speaking(settings, options))
    if problem:
        ctx.notices.append(problem)
    return ctx


def speaking(settings: S.Settings, options: Options) -> str:
    """The language to speak: this run's ``--lang``, else the one the
    player chose, else the system's (English when the game lacks it)."""
    return getattr(options, "lang", None) or settings.language or i18n.system_language()


def first_scene(ctx: Context) -> Scene:
    o = ctx.options
    if o.demo:
        return ctx.screens.demo(o.seed, o.level)
    return ctx.screens.title()


def main(argv: Sequence[str] | None = None) -> int:
    """The ``koikoi`` command; an unexpected error is logged and shown."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if sys.platform.startswith("linux"):
        # On X11, SDL's default presents the window through an OpenGL
        # renderer; where that is Mesa's software GL (a VM, Xvfb, an old
        # card) every update waits ~4 ms on the X server. The plain X11
        # framebuffer (shared memory) costs ~0.02 ms for our dirty rects.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    args = build_parser().parse_args(argv)  # --version and --help answer (and exit) here
    from . import crash  # deferred: the log file and the crash box are for the game, not for --version

    crash.start_logging()
    return crash.guarded(lambda: play(args))


def build(args: argparse.Namespace) -> App | int:
    """Settings, window, context and first scene for these arguments; an
    exit status instead when the arguments cannot be used."""
    # deferred: Go-Stop's rules (and .config, which reads them) are not loaded for --version or --help
    from ..games.gostop.rules import load_gostop
    from .config import asks_gostop

    notices: list[tuple[str, str]] = []  # what to tell the player, and its details
    if args.reset_settings:
        aside = S.reset()
        if aside is not None:
            print(f"koikoi: settings set aside as {aside}", file=sys.stderr)
    # what loading the settings has to say is said in the language they name
    i18n.use(args.lang or S.peek_language() or i18n.system_language())
    first = not S.settings_path().exists()  # the game's first start on this machine, for this user
    loaded = S.load()
    settings = loaded.settings
    for problem in loaded.problems:
        logging.getLogger(__name__).warning("settings: %s", problem)
    if loaded.problems:  # in the player's words, the exact problems behind its Details button
        notices.append((loaded.said or loaded.problems[0], "  ".join(loaded.problems)))
    refused: RulesError | None = None
    asked = ""
    if args.rules and args.rules not in GOSTOP_PRESET_NAMES:  # Go-Stop's presets are checked by its tests
        try:  # refused now, before the window opens, if it cannot be played
            if args.rules in PRESETS_NOT_OFFERED:  # the window would draw its deck's cards as the standard ones
                raise RulesError(f"preset {args.rules!r}", "", MISSING,
                                 "not playable in the window yet (it does not draw this deck's cards)")
            load_gostop(args.rules) if asks_gostop(args.rules) else load_rules(args.rules)
        except RulesError as exc:  # said in the terminal, and in the window (a double-click has no terminal)
            print(f"koikoi: error: argument --rules: {exc}", file=sys.stderr)
            refused, asked, args.rules = exc, args.rules, None
    # deferred to here: --version and --help end without loading pygame
    import pygame

    from ..resources import asset
    from .notices import Notice, rules_refused
    from .own_decks import load_own_decks
    from .scene import Options

    pygame.init()
    # a size asked for on the command line is kept; a saved one (perhaps from
    # a larger screen) is fitted to this one
    size = args.size or window.fit_to_desktop(settings.window_size, window.desktop_size())
    try:
        pygame.display.set_icon(pygame.image.load(str(asset("icons", "icon.png"))))
    except (pygame.error, OSError):
        pass
    options = Options(demo=args.demo, seed=args.seed, rules=args.rules, level=args.level,
                      layout_path=args.layout, quit_after=args.quit_after, lang=args.lang)
    ctx = make_context(settings, size, options, args.layout)
    ctx.notices.extend(Notice(said, details) for said, details in notices)
    ctx.notices.extend(load_own_decks())  # before any save is opened: one may be played with the player's deck
    app = App(ctx, size, fullscreen=bool(settings.fullscreen) and not args.size, size_for_run=bool(args.size))
    app.push(first_scene(ctx))
    if first and ctx.screens.first_start():
        # kept as the game closes; the months numbered as the language spoken counts them
        ctx.change_settings(settings.speaking(settings.language, guide_offered=True), save=False)
        app.push(ctx.screens.offer_guide())
    if refused is not None:
        app.push(rules_refused(ctx, asked, refused, app.quit))
    ctx.audio.start_music()
    return app


def shutdown(app: App, save: bool = True) -> None:
    if save:
        app.save_settings()
    app.ctx.worker.shutdown()
    app.ctx.history.close()
    app.pg.quit()


def play(args: argparse.Namespace) -> int:
    app = build(args)
    if isinstance(app, int):
        return app
    try:
        app.run(args.quit_after)
    except KeyboardInterrupt:
        pass
    finally:
        shutdown(app, save=not args.demo)
    if args.stats:
        print(json.dumps({**app.stats.summary(), **app.ctx.pace.summary()}), flush=True)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
