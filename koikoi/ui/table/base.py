"""What every card table shares, Koi-Koi's and Go-Stop's: the status
line's words, the pace, the deal that a click skips, the banner, the
sprites moved each frame, and the painting, which only repaints what
changed (:mod:`.canvas`). A table scene sets ``canvas``, ``banner``,
``stage``, ``sprites``, ``timeline``, ``pointer``, ``model`` and
``geometry`` in its constructor."""

from __future__ import annotations

from collections.abc import Callable
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pygame

from ..ai_worker import Agent
from ..scene import Context, Scene
from ..sprites import CardSprite
from ..widgets import Button
from .banner import Banner
from .geometry import TableGeometry
from .model import CardModel
from .stage import Stage
from .timeline import Timeline

if TYPE_CHECKING:  # pragma: no cover
    from .canvas import CardCanvas

A = TypeVar("A")  # the action of the table's game
Obs = TypeVar("Obs")  # what the table's computer players are shown of it

THINK_S = 0.55  # the computer's shortest think at speed 1, on the game clock, so its moves can be followed


class CardTable(Scene, Generic[A], ABC):
    shortcuts = frozenset((pygame.K_ESCAPE, pygame.K_F11))  # keys with a job of their own; any other skips

    action_type: type[A]  # the game's action class: what the computer's answer is checked to be
    canvas: CardCanvas  # made by the scene with itself (each table names its own canvas)
    banner: Banner
    stage: Stage
    sprites: list[CardSprite]
    timeline: Timeline
    pointer: Any  # the scene's mouse and keys; it words the status line
    model: CardModel  # what lies where, as the table shows it
    geometry: TableGeometry  # where each card of the model is drawn
    demo: bool  # computer players in every seat
    person: int | None  # the seat the person at the screen plays; None in the demo

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.intro = False  # the deal is playing: a click skips it
        self.turn_shown: int | None = None  # whose turn the table shows (the engine may be ahead)
        self._hint: Callable[[], str] = str  # the status line's words when no card is pointed at
        self.prompted = False  # what the player must do now has been offered
        self.attract = False  # the title's attract mode: any click or key returns to the title
        self.time = 0.0  # the game clock: the seconds of frames the table has been given
        self.thinking_since: float | None = None  # when (game clock) the computer began its move
        self.think_dots = 0  # the dots after "CPU is thinking"
        self.warm_list: list[tuple[int, tuple[int, int]]] = []  # what the deal waits to have rendered

    # --- lifecycle ----------------------------------------------------------------------------
    def resize(self) -> None:
        self.ctx.assets.clear_sized()
        self.canvas.clear()
        self.banner.forget()
        self.place_buttons()
        self.stage.relayout(0)
        self.plan_warmup()
        self.invalidate()

    def resume(self) -> None:
        super().resume()
        self.canvas.clear()
        self.prompted = False  # what the player must do is offered again
        self.stage.relayout(0)

    def place_buttons(self) -> None:
        """Lay the table's buttons out for the window, in the language spoken."""

    def plan_warmup(self) -> None:
        """Have the cards this table shows rendered before they are needed."""

    @property
    def buttons(self) -> tuple[Button, ...]:
        """The table's buttons (the menu's, and those of each game)."""
        return ()

    @abstractmethod
    def open_pause(self) -> None:
        """Put the game's pause menu over the table."""

    @abstractmethod
    def act(self, action: A) -> None:
        """Play ``action`` (ignored when it is not legal now)."""

    def drive(self) -> None:
        """Each frame, when the table is still: let the right party act."""

    # --- the status line -------------------------------------------------------------------
    @property
    def hint(self) -> str:
        """The status line's words when no card is pointed at (what to do now)."""
        return self._hint()

    @hint.setter
    def hint(self, words: str | Callable[[], str]) -> None:
        """Words, or a function that gives them in the language spoken when shown."""
        self._hint = words if callable(words) else (lambda: words)

    def status(self) -> str:
        return self.pointer.status()

    def problem_words(self) -> str:
        return "  ·  ".join(self.ctx.problems.values())

    def secs(self, seconds: float) -> float:
        """``seconds`` of animation at speed 1, at the speed the player set."""
        return self.ctx.secs(seconds)

    # --- the deal, which a click skips -------------------------------------------------------
    def begin_intro(self) -> float:
        self.intro = True
        self.turn_shown = None
        self.stage.clear_trace()
        return 0.0

    def end_intro(self) -> float:
        self.intro = False
        return 0.0

    def skip(self) -> bool:
        """Bring the deal (with the dealer draw and any redeal) and the banner
        on show to their end at once; never a decision, which waits for the
        player anyway. True when there was something to skip."""
        if self.intro:
            with self.ctx.audio.hushed():
                self.timeline.run_while(lambda: self.intro, self.stage.finish_moves)
            self.stage.finish_moves()
            self.stage.cues.clear()  # the landings they were waiting for have happened
            if not self.banner.sticky:
                self.end_banner()
            return True
        if self.banner.left > 0:
            self.end_banner()
            self.timeline.wait = min(self.timeline.wait, 0.0)
            return True
        return False

    # --- the banner --------------------------------------------------------------------------
    def say(self, text: str, sub: str = "", seconds: float = 1.5, big: bool = False, low: bool = False,
            at_least: float = 0.0, sticky: bool = False) -> float:
        """Show a banner for ``seconds`` at speed 1 (scaled by the animation
        speed), and never less than ``at_least`` seconds of real time. A
        ``sticky`` one (news the player needs) outlives a skipped deal."""
        self.banner.say(text, sub, max(self.secs(seconds), at_least), big, low, sticky)
        self.invalidate_banner()
        return 0.0

    def end_banner(self) -> None:
        if self.banner.up:
            self.banner.end()
            self.invalidate_banner()

    def invalidate_banner(self) -> None:
        self.canvas.forget("banner")

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.attract:  # the title's attract mode: any click or key returns
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.replace(self.ctx.screens.title())
            return
        on_button = event.type == pygame.MOUSEBUTTONDOWN and any(
            b.visible and b.rect.collidepoint(event.pos) for b in self.buttons)
        for b in self.buttons:
            if b.handle(event):
                self.mark_rect(b.rect)
        if event.type == pygame.MOUSEMOTION:
            self.pointer.moved_to(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not on_button:
            self.skip()  # the deal or a banner to its end; a card is played only on the player's turn
            self.pointer.click_at(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
            elif pygame.K_1 <= event.key <= pygame.K_9:
                self.pointer.key_card(event.key - pygame.K_1)
            elif pygame.K_KP1 <= event.key <= pygame.K_KP9:
                self.pointer.key_card(event.key - pygame.K_KP1)
            elif event.key not in self.shortcuts:
                self.skip()

    # --- per frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        assets = self.ctx.assets
        assets.collect()
        if self.warm_list and not assets.waiting_for(self.warm_list):
            self.warm_list = []
        if not self.warm_list:  # the deal waits for the cards it shows to be rendered
            self.timeline.pump(dt)
        if self.banner.update(dt):
            self.invalidate_banner()
        self.move_sprites(dt)
        self.stage.play_cues()
        self.poll()
        if self.thinking_since is not None:
            self.think_dots = int((self.time - self.thinking_since) / 0.4) % 4
        self.drive()

    def poll(self) -> None:
        """Each frame, before the table drives: anything the table waits on besides the computer."""

    def computer_move(self, agent: Agent[Obs, A], look: Callable[[], Obs]) -> None:
        """The computer's turn, a frame at a time: ask ``agent`` about what
        ``look()`` shows it (on the first call), then play its choice once it
        is made and the table has shown it thinking for :data:`THINK_S` of
        game time."""
        worker = self.ctx.worker
        if self.thinking_since is None:
            self.thinking_since = self.time
            worker.ask(agent, look())
        elif worker.ready() and self.time - self.thinking_since >= self.secs(THINK_S):
            self.thinking_since = None
            action = worker.take()
            if not isinstance(action, self.action_type):  # the worker is shared by both games
                raise TypeError(f"the computer answered {action!r}, not a {self.action_type.__name__}")
            self.act(action)

    def move_sprites(self, dt: float) -> None:
        """The cards on their way move on (their old and new places repainted);
        once all have landed, the pointer names what lies under a resting mouse."""
        moved = False
        for s in self.sprites:
            if s.moving:
                moved = True
                self.mark(s)
                s.update(dt)
                self.mark(s)
        if moved and not any(s.travelling for s in self.sprites):
            self.pointer.cards_settled()

    # --- drawing (in :mod:`.canvas`) -----------------------------------------------------------
    def mark(self, s: CardSprite) -> None:
        """Repaint where a sprite is (call before and after it changes)."""
        if s.visible:
            self.canvas.dirty.append(s.compute_bounds())

    def mark_rect(self, r: pygame.Rect) -> None:
        self.canvas.dirty.append(pygame.Rect(r).inflate(4, 4))

    def invalidate(self) -> None:
        super().invalidate()
        if hasattr(self, "canvas"):
            self.canvas.full = True

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        self.full = False
        return self.canvas.draw(surface)

    def draw_full(self, surface: pygame.Surface) -> None:
        self.canvas.draw_full(surface)
