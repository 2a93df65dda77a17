"""What the parts of a table may see of it: a read-only Protocol, not the
scene. A game's parts (its steps, pointer, hint, canvas) take its view,
which extends :class:`TableParts` with what they need of that game
(:mod:`koikoi.ui.koikoi.view`, :mod:`koikoi.ui.gostop.view`); the type
checker holds each table to its view where it makes a part
(``Pointer(self)``, ``C.steps(self, events)``...). A part can reach
nothing else of the scene: not the engine's state to replace it, not the
saving, not the agents, not the timeline's queueing of events.

A member is declared as the scenes hold it: an attribute as an attribute
(the shared parts, the flags), a property as a property (the names, the
buttons, the status line's words), and as a read-only property where a
game's table holds something narrower (its model, its geometry)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

from ..focus import Focus
from ..scene import Context
from ..sprites import CardSprite
from ..widgets import Button
from .banner import Banner
from .geometry import TableGeometry
from .model import CardModel
from .stage import Stage
from .timeline import Timeline

if TYPE_CHECKING:  # the ring reaches the pointer, which sees the table through this view
    from .ring import TableRing


class Pointing(Protocol):
    """What the other parts see of the mouse: the hand card it holds up."""

    @property
    def hovered(self) -> int | None: ...

    def set_hover(self, card: int | None) -> None: ...

    @property
    def spot_at(self) -> pygame.Rect | None: ...  # the information panel's yaku line under the mouse

    def yaku_said(self) -> str: ...  # ... explained

    def tip_said(self) -> str: ...  # the bubble's words: the line pointed at, or what Y showed

    def more_still_shown(self) -> None: ...  # the yaku Y showed follow their count as the panel is drawn again

    def hush(self) -> None: ...  # words asked for are in the status line: not the resting mouse's card over them

    @property
    def used(self) -> str | None: ...  # the input used last ("mouse", "keys"): the status line's words follow it


class Spotted(Protocol):
    """What the pointer sees of the painting: where the information panel's yaku lines lie."""

    @property
    def spots(self) -> list[tuple[pygame.Rect, object]]: ...

    def boxes_over(self) -> list[pygame.Rect]: ...  # the boxes drawn over the cards, which the mouse cannot see through


class TableParts(Protocol):
    """What every part of either table sees: the shared parts, the seats,
    the pace, the banner, the buttons and what the panels and the status
    line say."""

    ctx: Context
    focus: Focus  # the keyboard's ring
    ring: TableRing  # ... over the table's controls (the Hint gives it its card)
    stage: Stage
    sprites: list[CardSprite]
    timeline: Timeline
    banner: Banner
    demo: bool  # computer players in every seat
    person: int | None  # the seat the person at the screen plays; None in the demo
    pointer: Pointing
    attract: bool  # the title's attract mode
    intro: bool  # the deal is playing
    replaying: bool  # a kept match played again (the replay table)
    thinking_since: float | None  # when the computer began its move
    think_dots: int
    turn_shown: int | None  # whose turn the table shows (the engine may be ahead)

    @property
    def canvas(self) -> Spotted: ...  # the painting, as far as the pointer sees it

    @property
    def short(self) -> tuple[str, ...]: ...  # the seats' names in short: "You", "CPU"

    @property
    def model(self) -> CardModel: ...

    @property
    def geometry(self) -> TableGeometry: ...

    @property
    def buttons(self) -> tuple[Button, ...]: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def hint(self) -> str: ...  # the status line's words when no card is pointed at

    @hint.setter
    def hint(self, words: str | Callable[[], str]) -> None: ...

    def secs(self, seconds: float) -> float: ...

    def say(self, text: str, sub: str = "", seconds: float = 1.5, big: bool = False, low: bool = False,
            at_least: float = 0.0, sticky: bool = False, tags: tuple = ()) -> float: ...

    def begin_intro(self) -> float: ...

    def dealing_words(self) -> str: ...

    def end_intro(self) -> float: ...

    def human_turn(self) -> bool: ...

    def mark(self, s: CardSprite) -> None: ...

    def status(self) -> str: ...

    def problem_words(self) -> str: ...

    def shown_scores(self) -> tuple[int, ...]: ...

    def seat_to_move(self) -> int | None: ...
