"""What the parts of a table may see of it: read-only Protocols, not the
scene. Each game's parts (its steps, pointer, hint, canvas) take a view
that extends :class:`TableParts` with what that part needs of its game
(:mod:`koikoi.ui.koikoi.view`, :mod:`koikoi.ui.gostop.view`); the type
checker holds each table to the views of its parts where it makes them
(``Pointer(self)``, ``C.steps(self, events)``...). A part can reach
nothing else of the scene: not its engine state's setter, not its saving,
not its agents.

A member written as a property is read-only to the part; one written as
an attribute the part may also set (the turn shown, the status line's
words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..scene import Context
from ..sprites import CardSprite
from .banner import Banner
from .stage import Stage
from .timeline import Timeline


class TableParts(Protocol):
    """What every part of either table sees: the shared parts, the seats,
    the pace, the banner and the status line."""

    @property
    def ctx(self) -> Context: ...

    @property
    def stage(self) -> Stage: ...

    @property
    def sprites(self) -> list[CardSprite]: ...

    @property
    def timeline(self) -> Timeline: ...

    @property
    def banner(self) -> Banner: ...

    @property
    def demo(self) -> bool: ...

    @property
    def person(self) -> int | None: ...  # the seat the person at the screen plays; None in the demo

    @property
    def short(self) -> tuple[str, ...]: ...  # the seats' names in short: "You", "CPU"

    turn_shown: int | None  # whose turn the table shows (the engine may be ahead)

    @property
    def hint(self) -> str: ...  # the status line's words when no card is pointed at

    @hint.setter
    def hint(self, words: str | Callable[[], str]) -> None: ...

    def secs(self, seconds: float) -> float: ...

    def say(self, text: str, sub: str = "", seconds: float = 1.5, big: bool = False, low: bool = False,
            at_least: float = 0.0, sticky: bool = False) -> float: ...

    def begin_intro(self) -> float: ...

    def end_intro(self) -> float: ...

    def human_turn(self) -> bool: ...

    def mark(self, s: CardSprite) -> None: ...
